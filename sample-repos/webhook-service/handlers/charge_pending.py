"""Charge pending: bank debits (ACH, SEPA) take days to confirm."""
import logging

from events.registry import register
from metrics.counters import increment
from services import payments

logger = logging.getLogger(__name__)


@register("charge.pending")
def on_charge_pending(payload: dict) -> None:
    obj = payload["data"]["object"]
    method_type = (obj.get("payment_method_details") or {}).get("type")
    status = "processing" if method_type in ("ach_debit", "sepa_debit") else "pending"
    payments.mark_status(obj["payment_intent"], status)
    increment("handlers.charge", tags={"event": payload["type"]})
    logger.info("Handled %s for %s", payload["type"], obj["id"])
