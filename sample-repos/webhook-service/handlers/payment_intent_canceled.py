"""Payment intent canceled before completion."""
import logging

from config.settings import settings
from events.registry import register
from metrics.counters import increment
from services import payments

logger = logging.getLogger(__name__)


@register("payment_intent.canceled")
def on_payment_intent_canceled(payload: dict) -> None:
    if settings.is_production and not payload.get("livemode", False):
        logger.debug("Ignoring test-mode %s in production", payload["type"])
        return
    obj = payload["data"]["object"]
    payments.mark_status(obj["id"], "canceled", reason=obj.get("cancellation_reason"))
    increment("handlers.payment_intent", tags={"event": payload["type"]})
    logger.debug("%s processed: %s", payload["type"], obj["id"])
