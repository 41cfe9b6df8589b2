"""Hosted checkout finished."""
import logging

from events.registry import register
from services import customers, payments, subscriptions

logger = logging.getLogger(__name__)


@register("checkout.session.completed")
def on_checkout_session_completed(payload: dict) -> None:
    obj = payload["data"]["object"]
    details = obj.get("customer_details") or {}
    if obj.get("customer"):
        customers.upsert_customer(obj["customer"], details.get("email"), details.get("name"))
    if obj.get("mode") == "subscription":
        subscriptions.sync_subscription(obj["subscription"], obj["customer"], "active", None, None)
    elif obj.get("payment_status") == "paid":
        payments.record_payment(obj["payment_intent"], obj.get("amount_total"), obj.get("currency"), "succeeded")
    logger.info("Handled %s for %s", payload["type"], obj["id"])
