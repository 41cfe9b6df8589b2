"""Transfer to a connected account created."""
import logging

from events.registry import register
from ledger import journal
from utils.money import from_minor_units

logger = logging.getLogger(__name__)


@register("transfer.created")
def on_transfer_created(payload: dict) -> None:
    obj = payload["data"]["object"]
    if not obj.get("id"):
        raise ValueError("missing object id in webhook payload")
    currency = obj["currency"].upper()
    journal.post_entry("transfer", obj["id"], from_minor_units(obj["amount"], currency), currency)
    logger.info("Handled %s for %s", payload["type"], obj["id"])
