"""Known plans (price ids), cached from the catalogue tables."""
import logging
import time

from db.connection import get_cursor

logger = logging.getLogger(__name__)

CACHE_TTL_SECONDS = 600
_cache: dict = {"ids": frozenset(), "loaded_at": 0.0}


def _load() -> frozenset:
    with get_cursor() as cursor:
        cursor.execute("SELECT id FROM prices WHERE active AND interval IS NOT NULL")
        return frozenset(row[0] for row in cursor.fetchall())


def known_plan_ids() -> frozenset:
    if time.monotonic() - _cache["loaded_at"] > CACHE_TTL_SECONDS:
        _cache["ids"] = _load()
        _cache["loaded_at"] = time.monotonic()
    return _cache["ids"]


def is_known(plan_id: str) -> bool:
    return plan_id in known_plan_ids()


def invalidate_cache() -> None:
    _cache["loaded_at"] = 0.0
    logger.debug("Plan cache invalidated")
