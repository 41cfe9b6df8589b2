"""Three days before a trial ends."""
import logging

from events.registry import register
from services import subscriptions
from utils.timeutil import parse_timestamp

logger = logging.getLogger(__name__)


@register("customer.subscription.trial_will_end")
def on_customer_subscription_trial_will_end(payload: dict) -> None:
    """React to customer.subscription.trial_will_end; idempotent, the provider may redeliver."""
    obj = payload["data"]["object"]
    email = (obj.get("customer_details") or {}).get("email")
    subscriptions.schedule_trial_reminder(obj["id"], email, parse_timestamp(obj.get("trial_end")))
    logger.info(f"Handled {payload['type']} for {obj['id']}")
