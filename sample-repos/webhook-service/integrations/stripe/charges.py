"""Charge lookups (the webhook object can be stale)."""
from integrations.stripe.client import StripeClient


def retrieve(charge_id: str) -> dict:
    return StripeClient.default().get(f"/v1/charges/{charge_id}", params={"expand[]": "balance_transaction"})


def for_payment_intent(payment_intent_id: str) -> list[dict]:
    page = StripeClient.default().get("/v1/charges", params={"payment_intent": payment_intent_id, "limit": 10})
    return page.get("data", [])
