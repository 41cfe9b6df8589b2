"""Dispute details changed, usually the evidence deadline."""
import logging

from events.registry import register
from services import disputes
from utils.timeutil import parse_timestamp

logger = logging.getLogger(__name__)


@register("charge.dispute.updated")
def on_charge_dispute_updated(payload: dict) -> None:
    obj = payload["data"]["object"]
    if not obj.get("id"):
        raise ValueError("event object has no id")
    due_by = (obj.get("evidence_details") or {}).get("due_by")
    disputes.update_evidence_deadline(obj["id"], parse_timestamp(due_by))
    logger.info("Handled %s for %s", payload["type"], obj["id"])
