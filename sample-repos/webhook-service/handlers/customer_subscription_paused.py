"""Subscription paused (payment collection stopped)."""
import logging

from config.settings import settings
from events.registry import register
from services import subscriptions

logger = logging.getLogger(__name__)


@register("customer.subscription.paused")
def on_customer_subscription_paused(payload: dict) -> None:
    """React to customer.subscription.paused; idempotent, the provider may redeliver."""
    if settings.is_production and not payload.get("livemode", False):
        logger.debug("Ignoring test-mode %s in production", payload["type"])
        return
    obj = payload["data"]["object"]
    if not obj.get("id"):
        raise ValueError("event object has no id")
    subscriptions.set_paused(obj["id"], True)
    logger.info("Handled %s for %s", payload["type"], obj["id"])
