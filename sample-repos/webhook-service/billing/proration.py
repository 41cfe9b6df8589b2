"""Proration when a subscription changes plan mid-period."""
from datetime import datetime
from decimal import Decimal

from db.connection import get_cursor


def prorated_amount(
    old_amount: Decimal, new_amount: Decimal, period_start: datetime, period_end: datetime, changed_at: datetime
) -> Decimal:
    total = (period_end - period_start).total_seconds()
    if total <= 0:
        raise ValueError("empty billing period")
    remaining = max((period_end - changed_at).total_seconds(), 0) / total
    return ((new_amount - old_amount) * Decimal(str(remaining))).quantize(Decimal("0.01"))


def record_change(subscription_id: str, old_plan: str | None, new_plan: str | None, effective_at) -> None:
    with get_cursor() as cursor:
        cursor.execute(
            "INSERT INTO plan_changes (subscription_id, old_plan, new_plan, effective_at) VALUES (%s, %s, %s, %s)",
            (subscription_id, old_plan, new_plan, effective_at),
        )
