"""The last payment attempt on an intent failed."""
import logging

from events.registry import register
from services import payments
from utils.i18n import _

logger = logging.getLogger(__name__)
audit = logging.getLogger("webhook.audit")


@register("payment_intent.payment_failed")
def on_payment_intent_payment_failed(payload: dict) -> None:
    """Handle payment_intent.payment_failed."""
    obj = payload["data"]["object"]
    error = obj.get("last_payment_error") or {}
    payments.mark_status(obj["id"], "failed", reason=error.get("message") or _("Payment failed"))
    audit.info("Handled %s for %s", payload["type"], obj.get("customer") or obj["id"])
