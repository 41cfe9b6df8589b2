"""Charge description or metadata changed."""
import logging

from events.registry import register
from services import payments

logger = logging.getLogger(__name__)


@register("charge.updated")
def on_charge_updated(payload: dict) -> None:
    """Handle charge.updated."""
    obj = payload["data"]["object"]
    previous = payload["data"].get("previous_attributes", {})
    if "description" not in previous and "metadata" not in previous:
        return
    payments.update_metadata(obj.get("payment_intent"), obj.get("description"), obj.get("metadata", {}))
    logger.info("Handled %s for %s", payload["type"], obj["id"])
