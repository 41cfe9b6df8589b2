"""A customer coupon ended or was removed."""
import logging

from events.registry import register
from services import customers

logger = logging.getLogger(__name__)


@register("customer.discount.deleted")
def on_customer_discount_deleted(payload: dict) -> None:
    """React to customer.discount.deleted; idempotent, the provider may redeliver."""
    obj = payload["data"]["object"]
    customers.remove_discount(obj["customer"])
    logger.info("Handled %s for %s", payload["type"], obj["id"])
