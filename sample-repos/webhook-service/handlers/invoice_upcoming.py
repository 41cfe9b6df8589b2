"""Sent a few days before a subscription renews."""
import logging

from events.registry import register
from notifications.email import send_template
from notifications.preferences import get_preferences
from utils.i18n import _

logger = logging.getLogger(__name__)
audit = logging.getLogger("webhook.audit")


@register("invoice.upcoming")
def on_invoice_upcoming(payload: dict) -> None:
    obj = payload["data"]["object"]
    preferences = get_preferences(obj["customer"])
    if not preferences.invoice_reminders:
        return
    context = {"subject": _("Your upcoming invoice"), "amount": obj.get("amount_due"), "due": obj.get("next_payment_attempt")}
    send_template(obj.get("customer_email"), "invoice_upcoming", context)
    audit.info("Handled %s for %s", payload["type"], obj.get("customer") or obj["id"])
