"""Payout arrival date moved."""
import logging

from events.registry import register
from services import payouts
from utils.timeutil import parse_timestamp

logger = logging.getLogger(__name__)


@register("payout.updated")
def on_payout_updated(payload: dict) -> None:
    obj = payload["data"]["object"]
    payouts.update_arrival_date(obj["id"], parse_timestamp(obj.get("arrival_date")))
    logger.info("Handled %s for %s", payload["type"], obj["id"])
