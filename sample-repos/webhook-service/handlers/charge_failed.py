"""A charge attempt failed (declined, blocked or errored)."""
import logging

from events.registry import register
from services import fraud, payments
from utils.i18n import _

logger = logging.getLogger(__name__)


@register("charge.failed")
def on_charge_failed(payload: dict) -> None:
    obj = payload["data"]["object"]
    reason = obj.get("failure_message") or _("Payment failed")
    payments.mark_status(obj.get("payment_intent") or obj["id"], "failed", reason=reason)
    outcome = obj.get("outcome") or {}
    if outcome.get("type") == "blocked":
        fraud.record_block(obj["id"], outcome.get("reason"))
    logger.info("Handled %s for %s", payload["type"], obj["id"])
