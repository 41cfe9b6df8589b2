"""A coupon was applied to a customer."""
import logging

from config.settings import settings
from events.registry import register
from services import customers

logger = logging.getLogger(__name__)


@register("customer.discount.created")
def on_customer_discount_created(payload: dict) -> None:
    if settings.is_production and not payload.get("livemode", False):
        logger.debug("Ignoring test-mode %s in production", payload["type"])
        return
    obj = payload["data"]["object"]
    coupon = obj.get("coupon") or {}
    customers.apply_discount(obj["customer"], coupon.get("id"))
    logger.debug("%s processed: %s", payload["type"], obj["id"])
