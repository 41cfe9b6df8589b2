import logging
import time

from django.conf import settings

slow_log = logging.getLogger("ops.slow_requests")

SKIP_PREFIXES = ("/static/", "/healthz/")


class RequestTimingMiddleware:
    """Adds a Server-Timing header and logs requests slower than SLOW_REQUEST_MS."""

    def __init__(self, get_response):
        self.get_response = get_response
        self.threshold_ms = getattr(settings, "SLOW_REQUEST_MS", 800)

    def __call__(self, request):
        started = time.perf_counter()
        response = self.get_response(request)
        elapsed_ms = (time.perf_counter() - started) * 1000

        response["Server-Timing"] = f"app;dur={elapsed_ms:.1f}"
        if elapsed_ms >= self.threshold_ms and not request.path.startswith(SKIP_PREFIXES):
            match = getattr(request, "resolver_match", None)
            slow_log.warning(
                "slow request %s %s took %.0fms (view=%s, status=%s)",
                request.method,
                request.path,
                elapsed_ms,
                match.view_name if match else "-",
                response.status_code,
            )
        return response
