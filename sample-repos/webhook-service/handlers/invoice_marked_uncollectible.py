"""We gave up on collecting this invoice; book it as bad debt."""
import logging

from events.registry import register
from ledger import journal
from services import invoices
from utils.money import from_minor_units

logger = logging.getLogger(__name__)


@register("invoice.marked_uncollectible")
def on_invoice_marked_uncollectible(payload: dict) -> None:
    obj = payload["data"]["object"]
    if not obj.get("id"):
        raise ValueError("missing object id in webhook payload")
    invoices.mark_uncollectible(obj["id"])
    currency = obj.get("currency", "usd").upper()
    journal.post_entry("bad_debt", obj["id"], from_minor_units(obj.get("amount_remaining", 0), currency), currency)
    logger.info("Handled %s for %s", payload["type"], obj["id"])
