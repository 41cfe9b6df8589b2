"""Invoice paid; extend the subscription period it covers."""
import logging

from events.registry import register
from services import invoices, subscriptions
from utils.timeutil import parse_timestamp

logger = logging.getLogger(__name__)


@register("invoice.paid")
def on_invoice_paid(payload: dict) -> None:
    obj = payload["data"]["object"]
    invoices.mark_paid(obj["id"], obj.get("amount_paid"))
    if obj.get("subscription"):
        subscriptions.extend_period(obj["subscription"], parse_timestamp(obj.get("period_end")))
    logger.info("Handled %s for %s", payload["type"], obj["id"])
