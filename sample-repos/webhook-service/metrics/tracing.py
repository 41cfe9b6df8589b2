"""Minimal tracing spans; exported as structured log lines."""
import logging
import time
from contextlib import contextmanager

logger = logging.getLogger("webhook.trace")


@contextmanager
def span(name: str, **attributes):
    started = time.perf_counter()
    try:
        yield
    finally:
        elapsed_ms = (time.perf_counter() - started) * 1000
        logger.debug("span %s %.1fms %s", name, elapsed_ms, attributes)
