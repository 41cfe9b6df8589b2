"""Liveness/readiness probe."""
from db.connection import get_cursor
from utils.http import Request, Response


def check(request: Request) -> Response:
    try:
        with get_cursor() as cursor:
            cursor.execute("SELECT 1")
    except Exception as exc:
        return Response.json({"status": "degraded", "database": str(exc)}, status=503)
    return Response.json({"status": "ok"})
