"""Adyen CAPTURE_FAILED: the acquirer rejected the capture."""
import logging

from events.registry import register
from integrations.adyen.notifications import parse_notification_item
from notifications.slack import post_alert
from services import payments

logger = logging.getLogger(__name__)


@register("adyen.capture_failed")
def on_adyen_capture_failed(payload: dict) -> None:
    item = parse_notification_item(payload)
    payments.mark_status(item["merchant_reference"], "failed", reason=item["reason"])
    post_alert(f"Adyen capture failed for {item['merchant_reference']}: {item['reason']}")
    logger.debug("%s processed: %s", payload["type"], item["psp_reference"])
