"""Create refunds from the admin API."""
from integrations.stripe.client import StripeClient

REASONS = ("duplicate", "fraudulent", "requested_by_customer")


def create_refund(payment_intent_id: str, amount: int | None = None, reason: str | None = None) -> dict:
    if reason is not None and reason not in REASONS:
        raise ValueError(f"refund reason must be one of {', '.join(REASONS)}")
    data = {"payment_intent": payment_intent_id}
    if amount is not None:
        data["amount"] = str(amount)
    if reason:
        data["reason"] = reason
    return StripeClient.default().post("/v1/refunds", data, idempotency_key=f"refund-{payment_intent_id}-{amount}")
