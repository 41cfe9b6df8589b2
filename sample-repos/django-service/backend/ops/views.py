import logging

from django.contrib.admin.views.decorators import staff_member_required
from django.http import JsonResponse
from django.utils.decorators import method_decorator
from django.views import View

from .tasks import reindex_orders

logger = logging.getLogger(__name__)


@method_decorator(staff_member_required, name="dispatch")
class ReindexView(View):
    """Started from the ops dashboard. Routed from shop/urls.py by dotted path."""

    http_method_names = ["post"]

    def post(self, request):
        since_id = int(request.POST.get("since_id") or 0)
        result = reindex_orders.delay(since_id=since_id)
        logger.info("reindex requested by %s (task %s)", request.user, result.id)
        return JsonResponse({"task_id": result.id, "since_id": since_id}, status=202)


def not_found(request, exception):
    return JsonResponse(
        {"error": "not_found", "detail": str(exception) or "The requested resource does not exist."},
        status=404,
    )


def server_error(request):
    logger.error("unhandled error on %s %s", request.method, request.path)
    return JsonResponse({"error": "server_error", "detail": "Something went wrong on our side."}, status=500)
