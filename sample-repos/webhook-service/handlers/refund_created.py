"""Refund created (dashboard, API or our admin endpoint)."""
import logging

from config.settings import settings
from events.registry import register
from events.types import Events
from metrics.counters import increment
from services import refunds

logger = logging.getLogger(__name__)


@register(Events.REFUND_CREATED)
def on_refund_created(payload: dict) -> None:
    if settings.is_production and not payload.get("livemode", False):
        logger.debug("Ignoring test-mode %s in production", payload["type"])
        return
    obj = payload["data"]["object"]
    if not obj.get("id"):
        raise ValueError("event object has no id")
    refunds.record_refund(obj["id"], obj.get("payment_intent"), obj.get("amount"), obj.get("currency"), obj.get("status"))
    increment("handlers.refund", tags={"event": payload["type"]})
    logger.info("Handled %s for %s", payload["type"], obj["id"])
