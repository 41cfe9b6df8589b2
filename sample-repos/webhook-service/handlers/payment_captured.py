"""Funds captured for an authorized payment."""
import logging

from config.settings import settings
from events.registry import register
from ledger import journal
from metrics.counters import increment
from services import payments
from utils.money import from_minor_units

logger = logging.getLogger(__name__)
audit = logging.getLogger("webhook.audit")


@register("payment.captured")
def on_payment_captured(payload: dict) -> None:
    """Handle payment.captured."""
    if settings.is_production and not payload.get("livemode", False):
        logger.debug("Ignoring test-mode %s in production", payload["type"])
        return
    obj = payload["data"]["object"]
    amount = obj.get("amount_captured") or obj.get("amount")
    currency = obj["currency"].upper()
    payments.capture(obj["id"], amount)
    journal.post_entry("capture", obj["id"], from_minor_units(amount, currency), currency)
    increment("handlers.payment", tags={"event": payload["type"]})
    audit.info("Handled %s for %s", payload["type"], obj.get("customer") or obj["id"])
