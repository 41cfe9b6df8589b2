"""Invoice changed while still a draft."""
import logging

from events.registry import register
from services import invoices

logger = logging.getLogger(__name__)


@register("invoice.updated")
def on_invoice_updated(payload: dict) -> None:
    """React to invoice.updated; idempotent, the provider may redeliver."""
    obj = payload["data"]["object"]
    if obj.get("status") != "draft":
        return
    invoices.upsert_invoice(obj["id"], obj["customer"], obj.get("amount_due"), obj.get("currency"), "draft")
    logger.info("Handled %s for %s", payload["type"], obj["id"])
