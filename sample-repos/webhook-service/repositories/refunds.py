"""Persistence for the refunds table."""
from db.connection import get_cursor

TABLE = "refunds"
COLUMNS = ("id", "payment_id", "amount", "currency", "status", "failure_reason")


def get(refund_id: str) -> dict | None:
    with get_cursor() as cursor:
        cursor.execute(
            "SELECT id, payment_id, amount, currency, status, failure_reason FROM refunds WHERE id = %s",
            (refund_id,),
        )
        row = cursor.fetchone()
    return dict(zip(COLUMNS, row)) if row else None


def upsert(row: dict) -> None:
    """Insert or update; keys missing from row are stored as NULL."""
    with get_cursor() as cursor:
        cursor.execute(
            "INSERT INTO refunds (id, payment_id, amount, currency, status, failure_reason) "
            "VALUES (%s, %s, %s, %s, %s, %s) "
            "ON CONFLICT (id) DO UPDATE SET "
            "payment_id = EXCLUDED.payment_id, amount = EXCLUDED.amount, currency = EXCLUDED.currency, "
            "status = EXCLUDED.status, failure_reason = EXCLUDED.failure_reason",
            tuple(row.get(column) for column in COLUMNS),
        )


def update_status(refund_id: str, status: str) -> int:
    with get_cursor() as cursor:
        cursor.execute("UPDATE refunds SET status = %s, updated_at = now() WHERE id = %s", (status, refund_id))
        return cursor.rowcount


def total_refunded(payment_id: str) -> int:
    with get_cursor() as cursor:
        cursor.execute(
            "SELECT COALESCE(SUM(amount), 0) FROM refunds WHERE payment_id = %s AND status <> 'failed'",
            (payment_id,),
        )
        return cursor.fetchone()[0]
