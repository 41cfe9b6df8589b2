"""Payment method details changed (billing address, expiry)."""
import logging

from events.registry import register
from services import customers

logger = logging.getLogger(__name__)


@register("payment_method.updated")
def on_payment_method_updated(payload: dict) -> None:
    """Handle payment_method.updated."""
    obj = payload["data"]["object"]
    card = obj.get("card") or {}
    customers.attach_payment_method(obj.get("customer"), obj["id"], card.get("brand"), card.get("last4"))
    logger.info("Handled %s for %s", payload["type"], obj["id"])
