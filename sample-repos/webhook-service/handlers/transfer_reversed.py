"""Transfer reversed, money came back from the connected account."""
import logging

from events.registry import register
from ledger import journal
from metrics.counters import increment
from utils.money import from_minor_units

logger = logging.getLogger(__name__)


@register("transfer.reversed")
def on_transfer_reversed(payload: dict) -> None:
    obj = payload["data"]["object"]
    currency = obj["currency"].upper()
    reversed_amount = obj.get("amount_reversed") or obj["amount"]
    journal.post_entry("transfer_reversal", obj["id"], from_minor_units(reversed_amount, currency), currency)
    increment("handlers.transfer", tags={"event": payload["type"]})
    logger.info("Handled %s for %s", payload["type"], obj["id"])
