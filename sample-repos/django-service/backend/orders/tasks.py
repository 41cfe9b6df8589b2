import logging
from datetime import timedelta

from celery import shared_task
from django.conf import settings
from django.core.mail import send_mail
from django.utils import timezone

from .models import Order
from .services import cancel_order

logger = logging.getLogger(__name__)


@shared_task
def expire_unpaid_orders():
    """Cancels orders that were never paid. Scheduled by CELERY_BEAT_SCHEDULE."""
    cutoff = timezone.now() - timedelta(hours=settings.UNPAID_ORDER_TTL_HOURS)
    expired = 0
    for order in Order.objects.unpaid_since(cutoff).iterator():
        cancel_order(order, reason="unpaid after %d hours" % settings.UNPAID_ORDER_TTL_HOURS)
        expired += 1
    if expired:
        logger.info("expired %d unpaid orders older than %s", expired, cutoff.isoformat())
    return expired


@shared_task(bind=True, max_retries=5, default_retry_delay=120)
def send_receipt(self, order_id):
    order = Order.objects.select_related("customer").get(pk=order_id)
    try:
        send_mail(
            subject=f"Your receipt for order #{order.pk}",
            message=f"We received {order.total:.2f} {order.currency}. Reference: {order.payment_reference}",
            from_email=None,
            recipient_list=[order.customer.email],
        )
    except OSError as exc:
        raise self.retry(exc=exc)
