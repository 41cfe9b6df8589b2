"""An invoice payment went through; apply leftover credit."""
import logging

from billing import credits
from config.settings import settings
from events.registry import register
from services import invoices

logger = logging.getLogger(__name__)


@register("invoice.payment_succeeded")
def on_invoice_payment_succeeded(payload: dict) -> None:
    """React to invoice.payment_succeeded; idempotent, the provider may redeliver."""
    if settings.is_production and not payload.get("livemode", False):
        logger.debug("Ignoring test-mode %s in production", payload["type"])
        return
    obj = payload["data"]["object"]
    invoices.mark_paid(obj["id"], obj.get("amount_paid"))
    credits.apply_pending(obj["customer"], obj["id"])
    logger.debug("%s processed: %s", payload["type"], obj["id"])
