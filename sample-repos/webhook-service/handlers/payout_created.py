"""Payout scheduled."""
import logging

from events.registry import register
from services import payouts
from utils.timeutil import parse_timestamp

logger = logging.getLogger(__name__)


@register("payout.created")
def on_payout_created(payload: dict) -> None:
    """Handle payout.created."""
    obj = payload["data"]["object"]
    if not obj.get("id"):
        raise ValueError("event object has no id")
    payouts.record_payout(obj["id"], obj.get("amount"), obj.get("currency"), parse_timestamp(obj.get("arrival_date")), "pending")
    logger.info("Handled %s for %s", payload["type"], obj["id"])
