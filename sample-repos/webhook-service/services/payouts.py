"""Payout tracking."""
import logging

from repositories import payouts as payout_rows

logger = logging.getLogger(__name__)


def record_payout(payout_id: str, amount: int | None, currency: str | None, arrival_date, status: str) -> None:
    payout_rows.upsert(
        {"id": payout_id, "amount": amount, "currency": (currency or "eur").upper(), "arrival_date": arrival_date, "status": status}
    )


def mark_payout_failed(payout_id: str, failure_code: str | None) -> None:
    row = payout_rows.get(payout_id) or {"id": payout_id}
    payout_rows.upsert({**row, "status": "failed", "failure_code": failure_code})
    logger.error("Payout %s failed: %s", payout_id, failure_code)


def update_arrival_date(payout_id: str, arrival_date) -> None:
    row = payout_rows.get(payout_id)
    if row is not None:
        payout_rows.upsert({**row, "arrival_date": arrival_date})
