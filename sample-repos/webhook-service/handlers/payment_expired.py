"""An authorization expired before it was captured."""
import logging

from events.registry import register
from notifications.email import send_template
from services import payments
from utils.i18n import _

logger = logging.getLogger(__name__)


@register("payment.expired")
def on_payment_expired(payload: dict) -> None:
    """React to payment.expired; idempotent, the provider may redeliver."""
    obj = payload["data"]["object"]
    payments.mark_status(obj["id"], "expired", reason=obj.get("cancellation_reason"))
    email = obj.get("receipt_email")
    if email:
        subject = _("Your payment authorization has expired")
        send_template(email, "authorization_expired", {"subject": subject, "amount": obj.get("amount")})
    logger.info(f"Handled {payload['type']} for {obj['id']}")
