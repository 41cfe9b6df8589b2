"""Forward-only schema migrations, applied at deploy time."""
import logging

from db.connection import get_cursor

logger = logging.getLogger(__name__)

MIGRATIONS = [
    (1, "CREATE TABLE processed_events (event_id text PRIMARY KEY, event_type text, processed_at timestamptz)"),
    (
        2,
        "CREATE TABLE failed_events (event_id text, event_type text, body jsonb, error text, "
        "attempts int, created_at timestamptz DEFAULT now())",
    ),
    (3, "ALTER TABLE payments ADD COLUMN IF NOT EXISTS failure_reason text"),
    (4, "CREATE INDEX IF NOT EXISTS payments_status_idx ON payments (status, created_at)"),
    (5, "ALTER TABLE payouts ADD COLUMN IF NOT EXISTS settled_at timestamptz"),
]


def current_version(cursor) -> int:
    cursor.execute("SELECT COALESCE(MAX(version), 0) FROM schema_migrations")
    return cursor.fetchone()[0]


def apply_pending() -> int:
    applied = 0
    with get_cursor() as cursor:
        version = current_version(cursor)
        for number, statement in MIGRATIONS:
            if number <= version:
                continue
            logger.info("Applying migration %s", number)
            cursor.execute(statement)
            cursor.execute("INSERT INTO schema_migrations (version) VALUES (%s)", (number,))
            applied += 1
    return applied
