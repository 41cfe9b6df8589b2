"""Subscription changed: status, plan or period."""
import logging

from billing import proration
from config.settings import settings
from events.registry import register
from services import subscriptions
from utils.timeutil import parse_timestamp

logger = logging.getLogger(__name__)


@register("customer.subscription.updated")
def on_customer_subscription_updated(payload: dict) -> None:
    """React to customer.subscription.updated; idempotent, the provider may redeliver."""
    if settings.is_production and not payload.get("livemode", False):
        logger.debug("Ignoring test-mode %s in production", payload["type"])
        return
    obj = payload["data"]["object"]
    items = (obj.get("items") or {}).get("data") or [{}]
    plan_id = items[0].get("price", {}).get("id")
    previous = payload["data"].get("previous_attributes", {})
    if "items" in previous:
        old_items = previous["items"].get("data") or [{}]
        old_plan_id = old_items[0].get("price", {}).get("id")
        proration.record_change(obj["id"], old_plan_id, plan_id, parse_timestamp(payload.get("created")))
    period_end = parse_timestamp(obj.get("current_period_end"))
    subscriptions.sync_subscription(obj["id"], obj["customer"], obj["status"], plan_id, period_end)
    logger.info(f"Handled {payload['type']} for {obj['id']}")
