"""Payout arrived at the bank; mark it settled."""
import logging

from events.registry import register
from events.types import Events
from ledger import settlement
from metrics.counters import increment
from services import payouts
from utils.timeutil import parse_timestamp

logger = logging.getLogger(__name__)


@register(Events.PAYOUT_PAID)
def on_payout_paid(payload: dict) -> None:
    obj = payload["data"]["object"]
    if not obj.get("id"):
        raise ValueError("event object has no id")
    arrival = parse_timestamp(obj.get("arrival_date"))
    payouts.record_payout(obj["id"], obj.get("amount"), obj.get("currency"), arrival, "paid")
    settlement.mark_settled(obj["id"], arrival)
    increment("handlers.payout", tags={"event": payload["type"]})
    logger.info("Handled %s for %s", payload["type"], obj["id"])
