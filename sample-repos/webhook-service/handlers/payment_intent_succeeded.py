"""Payment intent succeeded (card flows that do not send payment.succeeded)."""
import logging

from events.registry import register
from services import payments
from utils.money import from_minor_units

logger = logging.getLogger(__name__)


@register("payment_intent.succeeded")
def on_payment_intent_succeeded(payload: dict) -> None:
    obj = payload["data"]["object"]
    currency = obj.get("currency", "usd").upper()
    payments.record_payment(obj["id"], obj.get("amount_received"), currency, "succeeded")
    logger.debug("Received %s", from_minor_units(obj.get("amount_received", 0), currency))
    logger.info("Handled %s for %s", payload["type"], obj["id"])
