"""Invoice voided by an operator."""
import logging

from config.settings import settings
from events.registry import register
from services import invoices

logger = logging.getLogger(__name__)
audit = logging.getLogger("webhook.audit")


@register("invoice.voided")
def on_invoice_voided(payload: dict) -> None:
    """Handle invoice.voided."""
    if settings.is_production and not payload.get("livemode", False):
        logger.debug("Ignoring test-mode %s in production", payload["type"])
        return
    obj = payload["data"]["object"]
    invoices.void_invoice(obj["id"])
    audit.info("Handled %s for %s", payload["type"], obj.get("customer") or obj["id"])
