"""Persistence for the stored_events table."""
from db.connection import get_cursor

TABLE = "stored_events"
COLUMNS = ("id", "type", "account", "livemode", "body")


def get(event_id: str) -> dict | None:
    with get_cursor() as cursor:
        cursor.execute(
            "SELECT id, type, account, livemode, body FROM stored_events WHERE id = %s",
            (event_id,),
        )
        row = cursor.fetchone()
    return dict(zip(COLUMNS, row)) if row else None


def upsert(row: dict) -> None:
    """Insert or update; keys missing from row are stored as NULL."""
    with get_cursor() as cursor:
        cursor.execute(
            "INSERT INTO stored_events (id, type, account, livemode, body) "
            "VALUES (%s, %s, %s, %s, %s) "
            "ON CONFLICT (id) DO UPDATE SET "
            "type = EXCLUDED.type, account = EXCLUDED.account, livemode = EXCLUDED.livemode, "
            "body = EXCLUDED.body",
            tuple(row.get(column) for column in COLUMNS),
        )


def purge_older_than(days: int) -> int:
    with get_cursor() as cursor:
        cursor.execute("DELETE FROM stored_events WHERE created_at < now() - make_interval(days => %s)", (days,))
        return cursor.rowcount
