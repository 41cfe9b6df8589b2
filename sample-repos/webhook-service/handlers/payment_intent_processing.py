"""Payment is processing (asynchronous methods)."""
import logging

from events.registry import register
from services import payments

logger = logging.getLogger(__name__)


@register("payment_intent.processing")
def on_payment_intent_processing(payload: dict) -> None:
    obj = payload["data"]["object"]
    payments.mark_status(obj["id"], "processing")
    logger.debug("%s processed: %s", payload["type"], obj["id"])
