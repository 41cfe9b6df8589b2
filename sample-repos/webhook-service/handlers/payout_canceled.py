"""Payout canceled before it left."""
import logging

from events.registry import register
from services import payouts

logger = logging.getLogger(__name__)


@register("payout.canceled")
def on_payout_canceled(payload: dict) -> None:
    obj = payload["data"]["object"]
    payouts.record_payout(obj["id"], obj.get("amount"), obj.get("currency"), None, "canceled")
    logger.info("Handled %s for %s", payload["type"], obj["id"])
