"""A refund on a charge changed status (e.g. pending -> succeeded)."""
import logging

from config.settings import settings
from events.registry import register
from services import refunds

logger = logging.getLogger(__name__)
audit = logging.getLogger("webhook.audit")


@register("charge.refund.updated")
def on_charge_refund_updated(payload: dict) -> None:
    """React to charge.refund.updated; idempotent, the provider may redeliver."""
    if settings.is_production and not payload.get("livemode", False):
        logger.debug("Ignoring test-mode %s in production", payload["type"])
        return
    obj = payload["data"]["object"]
    refunds.update_refund_status(obj["id"], obj.get("status"), failure_reason=obj.get("failure_reason"))
    audit.info("Handled %s for %s", payload["type"], obj.get("customer") or obj["id"])
