"""Payment method removed from a customer."""
import logging

from events.registry import register
from services import customers

logger = logging.getLogger(__name__)


@register("payment_method.detached")
def on_payment_method_detached(payload: dict) -> None:
    obj = payload["data"]["object"]
    customers.detach_payment_method(obj["id"])
    logger.info("Handled %s for %s", payload["type"], obj["id"])
