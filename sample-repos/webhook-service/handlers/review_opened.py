"""A payment was placed in manual review."""
import logging

from events.registry import register
from metrics.counters import increment
from services import fraud

logger = logging.getLogger(__name__)


@register("review.opened")
def on_review_opened(payload: dict) -> None:
    obj = payload["data"]["object"]
    fraud.open_review(obj["id"], obj.get("charge"), obj.get("reason"))
    increment("handlers.review", tags={"event": payload["type"]})
    logger.debug("%s processed: %s", payload["type"], obj["id"])
