"""Dispute lifecycle and evidence deadlines."""
import logging

from repositories import disputes as dispute_rows

logger = logging.getLogger(__name__)


def open_dispute(dispute_id: str, charge_id: str, amount: int | None, reason: str | None) -> None:
    dispute_rows.upsert(
        {"id": dispute_id, "charge_id": charge_id, "amount": amount, "reason": reason or "general", "status": "needs_response"}
    )


def close_dispute(dispute_id: str, status: str | None) -> None:
    if status not in ("won", "lost", "warning_closed"):
        raise ValueError(f"dispute {dispute_id} closed with unexpected status {status}")
    dispute_rows.update_status(dispute_id, status)


def update_evidence_deadline(dispute_id: str, due_by) -> None:
    row = dispute_rows.get(dispute_id)
    if row is not None:
        dispute_rows.upsert({**row, "evidence_due_by": due_by})


def record_dispute_funds(dispute_id: str, amount: int | None, direction: str) -> None:
    dispute_rows.add_funds_movement(dispute_id, amount, direction)
    logger.info("Dispute %s funds %s: %s", dispute_id, direction, amount)
