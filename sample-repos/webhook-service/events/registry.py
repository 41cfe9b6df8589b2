"""Registry of webhook event handlers.

Handler modules register themselves when they are imported::

    @register("payment.succeeded")
    def on_payment_succeeded(payload: dict) -> None:
        ...

bootstrap.py imports every handler module, so the table is complete before
the first request reaches events.dispatcher.
"""
import logging
from typing import Callable

logger = logging.getLogger(__name__)

HANDLERS: dict[str, Callable[[dict], None]] = {}


def register(event: str):
    """Register the decorated function as the handler for ``event``."""

    def wrap(fn):
        previous = HANDLERS.get(event)
        if previous is not None and previous is not fn:
            logger.warning("Handler for %s replaced: %s -> %s", event, previous.__qualname__, fn.__qualname__)
        HANDLERS[event] = fn
        return fn

    return wrap


def registered_events() -> list[str]:
    """Event types that have a handler, sorted (used by the admin API)."""
    return sorted(HANDLERS)
