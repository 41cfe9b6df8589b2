"""Disputed funds were returned after a won dispute."""
import logging

from config.settings import settings
from events.registry import register
from services import disputes

logger = logging.getLogger(__name__)


@register("charge.dispute.funds_reinstated")
def on_charge_dispute_funds_reinstated(payload: dict) -> None:
    """Handle charge.dispute.funds_reinstated."""
    if settings.is_production and not payload.get("livemode", False):
        logger.debug("Ignoring test-mode %s in production", payload["type"])
        return
    obj = payload["data"]["object"]
    for transaction in obj.get("balance_transactions", []):
        if transaction.get("reporting_category") == "dispute_reversal":
            disputes.record_dispute_funds(obj["id"], transaction.get("amount"), "reinstated")
    logger.debug("%s processed: %s", payload["type"], obj["id"])
