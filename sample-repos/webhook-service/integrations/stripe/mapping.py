"""Translate Stripe statuses into ours."""

PAYMENT_INTENT_STATUS = {
    "requires_payment_method": "failed",
    "requires_confirmation": "created",
    "requires_action": "requires_action",
    "processing": "processing",
    "requires_capture": "authorized",
    "canceled": "canceled",
    "succeeded": "succeeded",
}


def internal_status(stripe_status: str) -> str:
    return PAYMENT_INTENT_STATUS.get(stripe_status, "pending")
