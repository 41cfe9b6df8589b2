"""A refund could not be sent back to the card."""
import logging

from events.registry import register
from metrics.counters import increment
from notifications.email import send_template
from services import refunds
from utils.i18n import _

logger = logging.getLogger(__name__)
audit = logging.getLogger("webhook.audit")


@register("refund.failed")
def on_refund_failed(payload: dict) -> None:
    obj = payload["data"]["object"]
    refunds.update_refund_status(obj["id"], "failed", failure_reason=obj.get("failure_reason"))
    send_template(obj.get("receipt_email"), "refund_failed", {"subject": _("Refund failed"), "amount": obj.get("amount")})
    increment("handlers.refund", tags={"event": payload["type"]})
    audit.info("Handled %s for %s", payload["type"], obj.get("customer") or obj["id"])
