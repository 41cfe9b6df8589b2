"""Disputed amount was withdrawn from our balance."""
import logging

from config.settings import settings
from events.registry import register
from services import disputes

logger = logging.getLogger(__name__)


@register("charge.dispute.funds_withdrawn")
def on_charge_dispute_funds_withdrawn(payload: dict) -> None:
    """React to charge.dispute.funds_withdrawn; idempotent, the provider may redeliver."""
    if settings.is_production and not payload.get("livemode", False):
        logger.debug("Ignoring test-mode %s in production", payload["type"])
        return
    obj = payload["data"]["object"]
    disputes.record_dispute_funds(obj["id"], obj.get("amount"), "withdrawn")
    logger.info("Handled %s for %s", payload["type"], obj["id"])
