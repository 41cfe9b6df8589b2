"""Adyen REFUND_FAILED notification."""
import logging

from events.registry import register
from integrations.adyen.notifications import parse_notification_item
from services import refunds

logger = logging.getLogger(__name__)
audit = logging.getLogger("webhook.audit")


@register("adyen.refund_failed")
def on_adyen_refund_failed(payload: dict) -> None:
    item = parse_notification_item(payload)
    refunds.update_refund_status(item["psp_reference"], "failed", failure_reason=item["reason"])
    audit.info("Handled %s for %s", payload["type"], item["psp_reference"])
