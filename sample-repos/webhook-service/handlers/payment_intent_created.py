"""A payment intent was created by checkout or the API."""
import logging

from events.registry import register
from services import payments

logger = logging.getLogger(__name__)
audit = logging.getLogger("webhook.audit")


@register("payment_intent.created")
def on_payment_intent_created(payload: dict) -> None:
    obj = payload["data"]["object"]
    if not obj.get("id"):
        raise ValueError("missing object id in webhook payload")
    payments.record_payment(obj["id"], obj.get("amount"), obj.get("currency"), "created")
    audit.info("Handled %s for %s", payload["type"], obj.get("customer") or obj["id"])
