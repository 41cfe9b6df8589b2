import logging

from celery import shared_task
from django.conf import settings
from django.contrib.auth import get_user_model
from django.utils import timezone

from orders.models import Order

from .conf import get_storage
from .formats import CsvExporter
from .models import ExportJob

logger = logging.getLogger(__name__)

COLUMNS = ["id", "created_at", "customer", "status", "total", "payment_reference"]


def order_rows(queryset):
    for order in queryset.select_related("customer").iterator(chunk_size=settings.EXPORT_PAGE_SIZE):
        yield {
            "id": order.pk,
            "created_at": order.created_at.strftime("%Y-%m-%d %H:%M"),
            "customer": order.customer.email,
            "status": order.status,
            "total": f"{order.total:.2f}",
            "payment_reference": order.payment_reference,
        }


@shared_task(name="exports.build_csv", bind=True, max_retries=3, acks_late=True)
def build_csv(self, user_id=None, scope="open"):
    """Renders the order export and stores it. Sent by name from orders.views and
    from the nightly beat entry; the latter passes no user and exports everything."""
    requested_by = get_user_model().objects.filter(pk=user_id).first() if user_id else None
    job = ExportJob.objects.create(requested_by=requested_by, scope=scope, fmt="csv", status="running")

    orders = Order.objects.all() if scope == "all" else Order.objects.open()
    if requested_by is not None and not requested_by.is_staff:
        orders = orders.for_customer(requested_by)

    rows = list(order_rows(orders))
    exporter = CsvExporter(COLUMNS)
    storage = get_storage()
    stem = "orders-%s-%s" % (scope, timezone.now().strftime("%Y%m%d-%H%M%S"))
    try:
        job.file_name = storage.save(exporter.filename(stem), exporter.render(rows))
    except Exception as exc:
        job.status, job.error = "failed", str(exc)
        job.save(update_fields=["status", "error"])
        logger.exception("export %s failed", job.pk)
        raise self.retry(exc=exc, countdown=60)

    job.status = "done"
    job.row_count = len(rows)
    job.storage_backend = settings.EXPORT_STORAGE
    job.finished_at = timezone.now()
    job.save()
    logger.info("export %s done: %d rows", job.pk, job.row_count)
    return job.pk
