"""Payment method saved on a customer."""
import logging

from events.registry import register
from services import customers

logger = logging.getLogger(__name__)


@register("payment_method.attached")
def on_payment_method_attached(payload: dict) -> None:
    """React to payment_method.attached; idempotent, the provider may redeliver."""
    obj = payload["data"]["object"]
    card = obj.get("card") or {}
    customers.attach_payment_method(obj.get("customer"), obj["id"], card.get("brand"), card.get("last4"))
    logger.info("Handled %s for %s", payload["type"], obj["id"])
