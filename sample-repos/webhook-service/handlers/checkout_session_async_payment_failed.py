"""Delayed payment method failed after checkout."""
import logging

from events.registry import register
from notifications.email import send_template
from services import payments
from utils.i18n import _

logger = logging.getLogger(__name__)


@register("checkout.session.async_payment_failed")
def on_checkout_session_async_payment_failed(payload: dict) -> None:
    obj = payload["data"]["object"]
    payments.mark_status(obj["payment_intent"], "failed")
    email = (obj.get("customer_details") or {}).get("email")
    send_template(email, "payment_failed", {"reason": _("Your bank transfer did not arrive"), "name": email})
    logger.info("Handled %s for %s", payload["type"], obj["id"])
