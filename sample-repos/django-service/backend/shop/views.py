import logging

from django.db import connection
from django.http import JsonResponse
from django.views.decorators.cache import never_cache

logger = logging.getLogger(__name__)


@never_cache
def healthz(request):
    """Load balancer probe. Excluded from request timing (see ops.middleware)."""
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
    except Exception:
        logger.exception("database check failed")
        return JsonResponse({"status": "degraded", "database": False}, status=503)
    return JsonResponse({"status": "ok", "database": True})
