"""Delayed payment method (e.g. bank transfer) succeeded after checkout."""
import logging

from events.registry import register
from services import payments

logger = logging.getLogger(__name__)


@register("checkout.session.async_payment_succeeded")
def on_checkout_session_async_payment_succeeded(payload: dict) -> None:
    """Handle checkout.session.async_payment_succeeded."""
    obj = payload["data"]["object"]
    if not obj.get("id"):
        raise ValueError("event object has no id")
    payments.mark_status(obj["payment_intent"], "succeeded")
    logger.info(f"Handled {payload['type']} for {obj['id']}")
