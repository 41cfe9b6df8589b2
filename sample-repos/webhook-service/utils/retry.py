"""Retry with exponential backoff for flaky provider calls."""
import functools
import logging
import time

logger = logging.getLogger(__name__)


def backoff(attempts: int = 3, base_delay: float = 0.5, exceptions: tuple = (ConnectionError, TimeoutError)):
    def decorator(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            for attempt in range(1, attempts + 1):
                try:
                    return fn(*args, **kwargs)
                except exceptions as exc:
                    if attempt == attempts:
                        raise
                    delay = base_delay * 2 ** (attempt - 1)
                    logger.warning("%s failed (%s), retrying in %.1fs", fn.__name__, exc, delay)
                    time.sleep(delay)
            return None

        return wrapper

    return decorator
