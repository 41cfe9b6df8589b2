"""Bearer-token check for the admin endpoints."""
import functools
import os

from utils.crypto import safe_equals
from utils.http import Response
from utils.i18n import _


def require_admin(view):
    @functools.wraps(view)
    def wrapped(request):
        expected = os.environ.get("ADMIN_TOKEN")
        header = request.headers.get("Authorization", "")
        if not expected or not header.startswith("Bearer "):
            return Response.json({"error": _("Authentication required")}, status=401)
        if not safe_equals(header.removeprefix("Bearer "), expected):
            return Response.json({"error": _("Invalid token")}, status=403)
        return view(request)

    return wrapped
