"""Adyen CAPTURE notification."""
import logging

from events.registry import register
from integrations.adyen.notifications import parse_notification_item
from services import payments

logger = logging.getLogger(__name__)


@register("adyen.capture")
def on_adyen_capture(payload: dict) -> None:
    item = parse_notification_item(payload)
    payments.capture(item["merchant_reference"], item["amount"]["value"])
    logger.debug("%s processed: %s", payload["type"], item["psp_reference"])
