"""Dispute closed as won or lost."""
import logging

from events.registry import register
from ledger import journal
from metrics.counters import increment
from services import disputes
from utils.money import from_minor_units

logger = logging.getLogger(__name__)


@register("charge.dispute.closed")
def on_charge_dispute_closed(payload: dict) -> None:
    """Handle charge.dispute.closed."""
    obj = payload["data"]["object"]
    status = obj.get("status")
    disputes.close_dispute(obj["id"], status)
    if status == "lost":
        currency = obj["currency"].upper()
        journal.post_entry("dispute_loss", obj["charge"], from_minor_units(obj["amount"], currency), currency)
    increment("handlers.charge", tags={"event": payload["type"]})
    logger.debug("%s processed: %s", payload["type"], obj["id"])
