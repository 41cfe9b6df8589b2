"""A very small publish/subscribe bus for in-process notifications."""

from __future__ import annotations

import logging
from collections import defaultdict
from typing import Any, Callable

logger = logging.getLogger(__name__)

Listener = Callable[[dict[str, Any]], None]

_LISTENERS: dict[str, list[Listener]] = defaultdict(list)


def on(signal: str, fn: Listener) -> Listener:
    if fn not in _LISTENERS[signal]:
        _LISTENERS[signal].append(fn)
    return fn


def off(signal: str, fn: Listener) -> None:
    try:
        _LISTENERS[signal].remove(fn)
    except ValueError:
        pass


def fire(signal: str, payload: dict[str, Any] | None = None) -> int:
    """Call every listener of *signal*; returns how many ran without raising."""
    ok = 0
    for fn in list(_LISTENERS.get(signal, ())):
        try:
            fn(payload or {})
            ok += 1
        except Exception:  # a broken listener must not break the export
            logger.exception("listener %r for %s failed", fn, signal)
    return ok


def listeners(signal: str) -> list[Listener]:
    return list(_LISTENERS.get(signal, ()))
