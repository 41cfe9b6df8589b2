"""Paused subscription resumed."""
import logging

from events.registry import register
from services import subscriptions

logger = logging.getLogger(__name__)


@register("customer.subscription.resumed")
def on_customer_subscription_resumed(payload: dict) -> None:
    obj = payload["data"]["object"]
    subscriptions.set_paused(obj["id"], False)
    logger.debug("%s processed: %s", payload["type"], obj["id"])
