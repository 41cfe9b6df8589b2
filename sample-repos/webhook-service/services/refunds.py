"""Refund bookkeeping."""
import logging

from repositories import refunds as refund_rows
from utils.i18n import _

logger = logging.getLogger(__name__)


def record_refund(
    refund_id: str, payment_id: str | None, amount: int | None, currency: str | None, status: str | None
) -> None:
    if amount is not None and amount < 0:
        raise ValueError(_("Refund amount cannot be negative"))
    refund_rows.upsert(
        {
            "id": refund_id,
            "payment_id": payment_id,
            "amount": amount,
            "currency": (currency or "usd").upper(),
            "status": status or "pending",
        }
    )


def update_refund_status(refund_id: str, status: str | None, failure_reason: str | None = None) -> None:
    if status is None:
        logger.warning("Refund %s update without status", refund_id)
        return
    if refund_rows.update_status(refund_id, status) == 0:
        logger.info("Refund %s not known yet, storing a stub", refund_id)
        refund_rows.upsert({"id": refund_id, "status": status, "failure_reason": failure_reason})
