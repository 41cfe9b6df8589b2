"""Refund metadata or status changed."""
import logging

from events.registry import register
from metrics.counters import increment
from services import refunds

logger = logging.getLogger(__name__)


@register("refund.updated")
def on_refund_updated(payload: dict) -> None:
    """React to refund.updated; idempotent, the provider may redeliver."""
    obj = payload["data"]["object"]
    refunds.update_refund_status(obj["id"], obj.get("status"))
    increment("handlers.refund", tags={"event": payload["type"]})
    logger.debug("%s processed: %s", payload["type"], obj["id"])
