"""Adyen AUTHORISATION notification."""
import logging

from events.registry import register
from integrations.adyen.notifications import parse_notification_item
from services import payments

logger = logging.getLogger(__name__)


@register("adyen.authorisation")
def on_adyen_authorisation(payload: dict) -> None:
    item = parse_notification_item(payload)
    if item["success"]:
        payments.mark_status(item["merchant_reference"], "authorized")
    else:
        payments.mark_status(item["merchant_reference"], "failed", reason=item["reason"])
    logger.info("Handled %s for %s", payload["type"], item["psp_reference"])
