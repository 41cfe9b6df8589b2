"""Customer saved a payment method for later use."""
import logging

from events.registry import register
from metrics.counters import increment
from services import customers

logger = logging.getLogger(__name__)
audit = logging.getLogger("webhook.audit")


@register("setup_intent.succeeded")
def on_setup_intent_succeeded(payload: dict) -> None:
    obj = payload["data"]["object"]
    customers.set_default_payment_method(obj["customer"], obj["payment_method"])
    increment("handlers.setup_intent", tags={"event": payload["type"]})
    audit.info("Handled %s for %s", payload["type"], obj.get("customer") or obj["id"])
