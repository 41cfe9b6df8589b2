"""Remember processed event ids so redeliveries are acknowledged, not replayed."""
from db.connection import get_cursor
from utils.cache import local_cache

_seen = local_cache(maxsize=10_000)


def already_processed(event_id: str) -> bool:
    if event_id in _seen:
        return True
    with get_cursor() as cursor:
        cursor.execute("SELECT 1 FROM processed_events WHERE event_id = %s", (event_id,))
        found = cursor.fetchone() is not None
    if found:
        _seen.add(event_id)
    return found


def mark_processed(event_id: str, event_type: str | None = None) -> None:
    with get_cursor() as cursor:
        cursor.execute(
            "INSERT INTO processed_events (event_id, event_type, processed_at) "
            "VALUES (%s, %s, now()) ON CONFLICT (event_id) DO NOTHING",
            (event_id, event_type),
        )
    _seen.add(event_id)
