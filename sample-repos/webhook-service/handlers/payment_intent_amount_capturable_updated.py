"""Authorization amount is known; capture now if auto-capture is on."""
import logging

from config.settings import settings
from events.registry import register
from services import payments

logger = logging.getLogger(__name__)


@register("payment_intent.amount_capturable_updated")
def on_payment_intent_amount_capturable_updated(payload: dict) -> None:
    """React to payment_intent.amount_capturable_updated; idempotent, the provider may redeliver."""
    obj = payload["data"]["object"]
    if not obj.get("id"):
        raise ValueError("missing object id in webhook payload")
    if not settings.auto_capture:
        return
    payments.capture(obj["id"], obj.get("amount_capturable"))
    logger.debug("%s processed: %s", payload["type"], obj["id"])
