"""Persistence for the payments table."""
from psycopg.types.json import Jsonb

from db.connection import get_cursor
from db.queries import PAYMENTS_BY_STATUS

TABLE = "payments"
COLUMNS = ("id", "amount", "currency", "status", "customer_id", "failure_reason", "description")


def get(payment_id: str) -> dict | None:
    with get_cursor() as cursor:
        cursor.execute(
            "SELECT id, amount, currency, status, customer_id, failure_reason, description FROM payments WHERE id = %s",
            (payment_id,),
        )
        row = cursor.fetchone()
    return dict(zip(COLUMNS, row)) if row else None


def upsert(row: dict) -> None:
    """Insert or update; keys missing from row are stored as NULL."""
    with get_cursor() as cursor:
        cursor.execute(
            "INSERT INTO payments (id, amount, currency, status, customer_id, failure_reason, description) "
            "VALUES (%s, %s, %s, %s, %s, %s, %s) "
            "ON CONFLICT (id) DO UPDATE SET "
            "amount = EXCLUDED.amount, currency = EXCLUDED.currency, status = EXCLUDED.status, "
            "customer_id = EXCLUDED.customer_id, failure_reason = EXCLUDED.failure_reason, description = EXCLUDED.description",
            tuple(row.get(column) for column in COLUMNS),
        )


def update_status(payment_id: str, status: str) -> int:
    with get_cursor() as cursor:
        cursor.execute("UPDATE payments SET status = %s, updated_at = now() WHERE id = %s", (status, payment_id))
        return cursor.rowcount


def update_description(payment_id: str, description: str | None, metadata: dict) -> None:
    with get_cursor() as cursor:
        cursor.execute(
            "UPDATE payments SET description = %s, metadata = %s WHERE id = %s",
            (description, Jsonb(metadata), payment_id),
        )


def by_status(status: str, limit: int = 500) -> list[dict]:
    with get_cursor() as cursor:
        cursor.execute(PAYMENTS_BY_STATUS + " LIMIT %s", (status, limit))
        return [dict(zip(("id", "amount", "currency"), row)) for row in cursor.fetchall()]
