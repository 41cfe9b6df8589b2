"""Setup intent abandoned; nothing to store."""
import logging

from events.registry import register
from metrics.counters import increment

logger = logging.getLogger(__name__)


@register("setup_intent.canceled")
def on_setup_intent_canceled(payload: dict) -> None:
    obj = payload["data"]["object"]
    if obj.get("cancellation_reason") == "abandoned":
        logger.debug("Setup %s abandoned by customer", obj["id"])
    increment("handlers.setup_intent", tags={"event": payload["type"]})
    logger.debug("%s processed: %s", payload["type"], obj["id"])
