"""Adyen CHARGEBACK: funds were debited for a dispute."""
import logging

from events.registry import register
from integrations.adyen.notifications import parse_notification_item
from services import disputes

logger = logging.getLogger(__name__)


@register("adyen.chargeback")
def on_adyen_chargeback(payload: dict) -> None:
    """Handle adyen.chargeback."""
    item = parse_notification_item(payload)
    disputes.open_dispute(item["psp_reference"], item["original_reference"], item["amount"]["value"], item["reason"])
    logger.info("Handled %s for %s", payload["type"], item["psp_reference"])
