"""Manual review finished (approved or refunded)."""
import logging

from config.settings import settings
from events.registry import register
from metrics.counters import increment
from services import fraud

logger = logging.getLogger(__name__)
audit = logging.getLogger("webhook.audit")


@register("review.closed")
def on_review_closed(payload: dict) -> None:
    if settings.is_production and not payload.get("livemode", False):
        logger.debug("Ignoring test-mode %s in production", payload["type"])
        return
    obj = payload["data"]["object"]
    fraud.close_review(obj["id"], obj.get("reason"))
    increment("handlers.review", tags={"event": payload["type"]})
    audit.info("Handled %s for %s", payload["type"], obj.get("customer") or obj["id"])
