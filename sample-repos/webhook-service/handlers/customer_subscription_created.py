"""A subscription was created."""
import logging

from events.registry import register
from services import subscriptions
from utils.timeutil import parse_timestamp

logger = logging.getLogger(__name__)


@register("customer.subscription.created")
def on_customer_subscription_created(payload: dict) -> None:
    obj = payload["data"]["object"]
    plan = ((obj.get("items") or {}).get("data") or [{}])[0].get("price", {})
    period_end = parse_timestamp(obj.get("current_period_end"))
    subscriptions.sync_subscription(obj["id"], obj["customer"], obj["status"], plan.get("id"), period_end)
    logger.info("Handled %s for %s", payload["type"], obj["id"])
