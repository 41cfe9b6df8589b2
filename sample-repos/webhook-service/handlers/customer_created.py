"""New customer at the provider."""
import logging

from events.registry import register
from services import customers

logger = logging.getLogger(__name__)
audit = logging.getLogger("webhook.audit")


@register("customer.created")
def on_customer_created(payload: dict) -> None:
    obj = payload["data"]["object"]
    customers.upsert_customer(obj["id"], obj.get("email"), obj.get("name"))
    audit.info("Handled %s for %s", payload["type"], obj.get("customer") or obj["id"])
