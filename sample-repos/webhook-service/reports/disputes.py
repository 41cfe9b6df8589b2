"""Dispute rate per month (card networks watch this)."""
from db.connection import get_cursor


def dispute_rate(year: int, month: int) -> float:
    with get_cursor() as cursor:
        cursor.execute(
            "SELECT (SELECT count(*) FROM disputes WHERE date_trunc('month', created_at) = make_date(%s, %s, 1)), "
            "(SELECT count(*) FROM payments WHERE date_trunc('month', created_at) = make_date(%s, %s, 1))",
            (year, month, year, month),
        )
        disputes, payments = cursor.fetchone()
    return disputes / payments if payments else 0.0
