"""Park events whose handler failed, and replay them later."""
import json
import logging

from db.connection import get_cursor
from events.dispatcher import dispatch

logger = logging.getLogger(__name__)


def park(payload: dict, error: str) -> None:
    with get_cursor() as cursor:
        cursor.execute(
            "INSERT INTO failed_events (event_id, event_type, body, error, attempts) VALUES (%s, %s, %s, %s, 0)",
            (payload.get("id"), payload.get("type"), json.dumps(payload), error[:500]),
        )


def replay_failed(limit: int = 100) -> int:
    with get_cursor() as cursor:
        cursor.execute(
            "SELECT event_id, body FROM failed_events WHERE attempts < 5 ORDER BY created_at LIMIT %s",
            (limit,),
        )
        rows = cursor.fetchall()
    replayed = 0
    for event_id, body in rows:
        try:
            dispatch(json.loads(body))
        except Exception as exc:
            logger.warning("Replay of %s failed again: %s", event_id, exc)
            _bump_attempts(event_id)
            continue
        _forget(event_id)
        replayed += 1
    return replayed


def _bump_attempts(event_id: str) -> None:
    with get_cursor() as cursor:
        cursor.execute("UPDATE failed_events SET attempts = attempts + 1 WHERE event_id = %s", (event_id,))


def _forget(event_id: str) -> None:
    with get_cursor() as cursor:
        cursor.execute("DELETE FROM failed_events WHERE event_id = %s", (event_id,))
