"""Persistence for the subscriptions table."""
from db.connection import get_cursor

TABLE = "subscriptions"
COLUMNS = ("id", "customer_id", "status", "plan_id", "current_period_end", "paused")


def get(subscription_id: str) -> dict | None:
    with get_cursor() as cursor:
        cursor.execute(
            "SELECT id, customer_id, status, plan_id, current_period_end, paused FROM subscriptions WHERE id = %s",
            (subscription_id,),
        )
        row = cursor.fetchone()
    return dict(zip(COLUMNS, row)) if row else None


def upsert(row: dict) -> None:
    """Insert or update; keys missing from row are stored as NULL."""
    with get_cursor() as cursor:
        cursor.execute(
            "INSERT INTO subscriptions (id, customer_id, status, plan_id, current_period_end, paused) "
            "VALUES (%s, %s, %s, %s, %s, %s) "
            "ON CONFLICT (id) DO UPDATE SET "
            "customer_id = EXCLUDED.customer_id, status = EXCLUDED.status, plan_id = EXCLUDED.plan_id, "
            "current_period_end = EXCLUDED.current_period_end, paused = EXCLUDED.paused",
            tuple(row.get(column) for column in COLUMNS),
        )


def update_status(subscription_id: str, status: str) -> int:
    with get_cursor() as cursor:
        cursor.execute("UPDATE subscriptions SET status = %s, updated_at = now() WHERE id = %s", (status, subscription_id))
        return cursor.rowcount


def active_for_customer(customer_id: str) -> list[str]:
    with get_cursor() as cursor:
        cursor.execute(
            "SELECT id FROM subscriptions WHERE customer_id = %s AND status IN ('active', 'trialing', 'past_due')",
            (customer_id,),
        )
        return [row[0] for row in cursor.fetchall()]
