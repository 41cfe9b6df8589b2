"""Retry failed work: parked webhook events and dunning attempts."""
import logging

from db.connection import get_cursor
from integrations.stripe.client import StripeClient
from jobs.registry import job
from webhooks.retries import replay_failed

logger = logging.getLogger(__name__)


@job("hourly.retry_failed")
def retry_failed_events() -> int:
    replayed = replay_failed(limit=200)
    logger.info("Replayed %s parked events", replayed)
    return replayed


@job("hourly.retry_dunning")
def retry_dunning() -> int:
    client = StripeClient.default()
    with get_cursor() as cursor:
        cursor.execute("SELECT invoice_id FROM dunning_retries WHERE run_at <= now() AND done = false LIMIT 50")
        due = [row[0] for row in cursor.fetchall()]
    for invoice_id in due:
        client.post(f"/v1/invoices/{invoice_id}/pay", {})
        with get_cursor() as cursor:
            cursor.execute("UPDATE dunning_retries SET done = true WHERE invoice_id = %s", (invoice_id,))
    return len(due)
