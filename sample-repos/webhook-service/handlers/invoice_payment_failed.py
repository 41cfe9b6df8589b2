"""Collecting an invoice failed; schedule dunning."""
import logging

from billing import dunning
from events.registry import register
from metrics.counters import increment
from notifications.email import send_template
from utils.i18n import _

logger = logging.getLogger(__name__)


@register("invoice.payment_failed")
def on_invoice_payment_failed(payload: dict) -> None:
    obj = payload["data"]["object"]
    attempt = obj.get("attempt_count", 1)
    dunning.schedule_retry(obj["id"], attempt)
    if attempt >= dunning.MAX_ATTEMPTS:
        context = {"subject": _("We could not charge your card"), "amount": obj.get("amount_due")}
        send_template(obj.get("customer_email"), "invoice_payment_failed", context)
    increment("handlers.invoice", tags={"event": payload["type"]})
    logger.info("Handled %s for %s", payload["type"], obj["id"])
