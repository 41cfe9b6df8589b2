"""Adyen CANCELLATION notification."""
import logging

from events.registry import register
from integrations.adyen.notifications import parse_notification_item
from metrics.counters import increment
from services import payments

logger = logging.getLogger(__name__)


@register("adyen.cancellation")
def on_adyen_cancellation(payload: dict) -> None:
    item = parse_notification_item(payload)
    if item["success"]:
        payments.mark_status(item["merchant_reference"], "canceled")
    increment("handlers.adyen", tags={"event": payload["type"]})
    logger.info("Handled %s for %s", payload["type"], item["psp_reference"])
