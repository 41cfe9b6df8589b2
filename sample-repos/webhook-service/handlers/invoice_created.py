"""Draft invoice created; copy it and its metered lines."""
import logging

from billing import usage
from events.registry import register
from services import invoices

logger = logging.getLogger(__name__)


@register("invoice.created")
def on_invoice_created(payload: dict) -> None:
    """React to invoice.created; idempotent, the provider may redeliver."""
    obj = payload["data"]["object"]
    invoices.upsert_invoice(obj["id"], obj["customer"], obj.get("amount_due"), obj.get("currency"), obj.get("status", "draft"))
    for line in (obj.get("lines") or {}).get("data", []):
        usage.attach_line(obj["id"], (line.get("price") or {}).get("id"), line.get("quantity", 1))
    logger.debug("%s processed: %s", payload["type"], obj["id"])
