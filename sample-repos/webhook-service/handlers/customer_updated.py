"""Customer details changed; keep notification e-mail in sync."""
import logging

from events.registry import register
from metrics.counters import increment
from notifications.preferences import sync_email
from services import customers

logger = logging.getLogger(__name__)


@register("customer.updated")
def on_customer_updated(payload: dict) -> None:
    obj = payload["data"]["object"]
    customers.upsert_customer(obj["id"], obj.get("email"), obj.get("name"))
    if "email" in payload["data"].get("previous_attributes", {}):
        sync_email(obj["id"], obj.get("email"))
    increment("handlers.customer", tags={"event": payload["type"]})
    logger.info("Handled %s for %s", payload["type"], obj["id"])
