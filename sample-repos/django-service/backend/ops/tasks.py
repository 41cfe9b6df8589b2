import logging

from celery import shared_task
from django.core.management import call_command
from django.db import transaction

from orders.models import Order

logger = logging.getLogger(__name__)

BATCH_SIZE = 500


@shared_task(acks_late=True, time_limit=30 * 60)
def reindex_orders(since_id=0):
    """Rebuilds Order.search_text, which the support search box matches against."""
    updated = 0
    last_id = since_id
    while True:
        batch = list(
            Order.objects.select_related("customer").filter(pk__gt=last_id).order_by("pk")[:BATCH_SIZE]
        )
        if not batch:
            break
        with transaction.atomic():
            for order in batch:
                order.search_text = order.build_search_text()
            Order.objects.bulk_update(batch, ["search_text"])
        updated += len(batch)
        last_id = batch[-1].pk
    logger.info("reindexed %d orders starting after id %s", updated, since_id)
    return updated


@shared_task
def purge_expired_sessions():
    call_command("clearsessions")
    logger.info("expired sessions cleared")
