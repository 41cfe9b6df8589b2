"""Housekeeping."""
import logging

from db.connection import get_cursor
from jobs.registry import job
from repositories.events import purge_older_than

logger = logging.getLogger(__name__)

RETENTION_DAYS = 90


@job("nightly.purge_events")
def purge_events() -> int:
    removed = purge_older_than(RETENTION_DAYS)
    logger.info("Purged %s stored events older than %s days", removed, RETENTION_DAYS)
    return removed


@job("weekly.vacuum_idempotency_keys")
def vacuum_idempotency_keys() -> int:
    with get_cursor() as cursor:
        cursor.execute("DELETE FROM processed_events WHERE processed_at < now() - interval '30 days'")
        return cursor.rowcount
