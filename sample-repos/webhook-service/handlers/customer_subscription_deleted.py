"""Subscription ended."""
import logging

from events.registry import register
from services import subscriptions

logger = logging.getLogger(__name__)


@register("customer.subscription.deleted")
def on_customer_subscription_deleted(payload: dict) -> None:
    obj = payload["data"]["object"]
    details = obj.get("cancellation_details") or {}
    subscriptions.cancel_subscription(obj["id"], details.get("reason") or details.get("feedback"))
    logger.info("Handled %s for %s", payload["type"], obj["id"])
