"""Persistence for the connected_accounts table."""
from db.connection import get_cursor

TABLE = "connected_accounts"
COLUMNS = ("id", "charges_enabled", "payouts_enabled", "country", "status")


def get(account_id: str) -> dict | None:
    with get_cursor() as cursor:
        cursor.execute(
            "SELECT id, charges_enabled, payouts_enabled, country, status FROM connected_accounts WHERE id = %s",
            (account_id,),
        )
        row = cursor.fetchone()
    return dict(zip(COLUMNS, row)) if row else None


def upsert(row: dict) -> None:
    """Insert or update; keys missing from row are stored as NULL."""
    with get_cursor() as cursor:
        cursor.execute(
            "INSERT INTO connected_accounts (id, charges_enabled, payouts_enabled, country, status) "
            "VALUES (%s, %s, %s, %s, %s) "
            "ON CONFLICT (id) DO UPDATE SET "
            "charges_enabled = EXCLUDED.charges_enabled, payouts_enabled = EXCLUDED.payouts_enabled, country = EXCLUDED.country, "
            "status = EXCLUDED.status",
            tuple(row.get(column) for column in COLUMNS),
        )


def update_status(account_id: str, status: str) -> int:
    with get_cursor() as cursor:
        cursor.execute("UPDATE connected_accounts SET status = %s, updated_at = now() WHERE id = %s", (status, account_id))
        return cursor.rowcount


def set_application(account_id: str, application_id: str, authorized: bool) -> None:
    with get_cursor() as cursor:
        cursor.execute(
            "INSERT INTO account_applications (account_id, application_id, authorized) VALUES (%s, %s, %s) "
            "ON CONFLICT (account_id, application_id) DO UPDATE SET authorized = EXCLUDED.authorized",
            (account_id, application_id, authorized),
        )
