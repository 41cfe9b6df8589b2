"""Customer deleted at the provider; deactivate and cancel what is left."""
import logging

from events.registry import register
from events.types import Events
from services import customers, subscriptions

logger = logging.getLogger(__name__)


@register(Events.CUSTOMER_DELETED)
def on_customer_deleted(payload: dict) -> None:
    obj = payload["data"]["object"]
    customers.deactivate_customer(obj["id"])
    canceled = subscriptions.cancel_all_for_customer(obj["id"])
    if canceled:
        logger.info("Canceled %s subscriptions of deleted customer %s", canceled, obj["id"])
    logger.info(f"Handled {payload['type']} for {obj['id']}")
