"""Invoice finalized: it is now immutable and has a PDF."""
import logging

from events.registry import register
from services import invoices

logger = logging.getLogger(__name__)
audit = logging.getLogger("webhook.audit")


@register("invoice.finalized")
def on_invoice_finalized(payload: dict) -> None:
    obj = payload["data"]["object"]
    invoices.upsert_invoice(obj["id"], obj["customer"], obj.get("amount_due"), obj.get("currency"), "open")
    pdf_url = obj.get("invoice_pdf")
    if pdf_url:
        invoices.store_pdf_url(obj["id"], pdf_url)
    audit.info("Handled %s for %s", payload["type"], obj.get("customer") or obj["id"])
