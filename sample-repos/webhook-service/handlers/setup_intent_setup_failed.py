"""Saving a payment method failed."""
import logging

from events.registry import register
from notifications.email import send_template
from utils.i18n import _

logger = logging.getLogger(__name__)


@register("setup_intent.setup_failed")
def on_setup_intent_setup_failed(payload: dict) -> None:
    obj = payload["data"]["object"]
    error = obj.get("last_setup_error") or {}
    logger.warning("Setup %s failed: %s", obj["id"], error.get("code"))
    billing = (error.get("payment_method") or {}).get("billing_details") or {}
    send_template(billing.get("email"), "payment_failed", {"reason": _("We could not save your card")})
