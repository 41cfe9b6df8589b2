"""Persistence for the payouts table."""
from db.connection import get_cursor
from db.queries import UNSETTLED_PAYOUTS

TABLE = "payouts"
COLUMNS = ("id", "amount", "currency", "status", "arrival_date", "failure_code", "settled_at")


def get(payout_id: str) -> dict | None:
    with get_cursor() as cursor:
        cursor.execute(
            "SELECT id, amount, currency, status, arrival_date, failure_code, settled_at FROM payouts WHERE id = %s",
            (payout_id,),
        )
        row = cursor.fetchone()
    return dict(zip(COLUMNS, row)) if row else None


def upsert(row: dict) -> None:
    """Insert or update; keys missing from row are stored as NULL."""
    with get_cursor() as cursor:
        cursor.execute(
            "INSERT INTO payouts (id, amount, currency, status, arrival_date, failure_code, settled_at) "
            "VALUES (%s, %s, %s, %s, %s, %s, %s) "
            "ON CONFLICT (id) DO UPDATE SET "
            "amount = EXCLUDED.amount, currency = EXCLUDED.currency, status = EXCLUDED.status, "
            "arrival_date = EXCLUDED.arrival_date, failure_code = EXCLUDED.failure_code, settled_at = EXCLUDED.settled_at",
            tuple(row.get(column) for column in COLUMNS),
        )


def update_status(payout_id: str, status: str) -> int:
    with get_cursor() as cursor:
        cursor.execute("UPDATE payouts SET status = %s, updated_at = now() WHERE id = %s", (status, payout_id))
        return cursor.rowcount


def unsettled() -> list[tuple]:
    with get_cursor() as cursor:
        cursor.execute(UNSETTLED_PAYOUTS)
        return cursor.fetchall()
