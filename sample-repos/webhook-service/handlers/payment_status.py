"""Plain payment status transitions that need no special handling.

payment.failed, payment.pending and payment.canceled all just record the new
status, so one factory builds the three handlers.
"""
import logging

from events.registry import register
from services import payments
from utils.i18n import _

logger = logging.getLogger(__name__)

STATUS_MESSAGES = {
    "failed": _("Payment failed"),
    "pending": _("Payment is pending"),
    "canceled": _("Payment was canceled"),
}


def _make_handler(status: str):
    def handler(payload: dict) -> None:
        obj = payload["data"]["object"]
        payments.mark_status(obj["id"], status, reason=obj.get("failure_message"))
        logger.info("Handled %s for %s: %s", payload["type"], obj["id"], STATUS_MESSAGES[status])

    handler.__name__ = handler.__qualname__ = f"on_payment_{status}"
    return handler


for status in ("failed", "pending", "canceled"):
    register(f"payment.{status}")(_make_handler(status))
