"""Adyen OFFER_CLOSED: the shopper never completed the payment."""
import logging

from events.registry import register
from integrations.adyen.notifications import parse_notification_item
from metrics.counters import increment
from services import payments

logger = logging.getLogger(__name__)


@register("adyen.offer_closed")
def on_adyen_offer_closed(payload: dict) -> None:
    item = parse_notification_item(payload)
    payments.mark_status(item["merchant_reference"], "expired")
    increment("handlers.adyen", tags={"event": payload["type"]})
    logger.info("Handled %s for %s", payload["type"], item["psp_reference"])
