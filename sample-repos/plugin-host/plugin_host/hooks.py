"""Lifecycle hooks.

A hook is a plain function registered under its own name::

    @hook
    def before_export(report, fmt):
        ...

The host calls it by that name (``call_hook("before_export", report, fmt)``). Registering a second
function with the same name replaces the first, and a warning is logged.
"""

from __future__ import annotations

import logging
from typing import Any, Callable

logger = logging.getLogger(__name__)

HookFn = Callable[..., Any]

HOOKS: dict[str, HookFn] = {}


def hook(fn: HookFn) -> HookFn:
    previous = HOOKS.get(fn.__name__)
    if previous is not None and previous is not fn:
        logger.warning("hook %s from %s replaces the one from %s",
                       fn.__name__, fn.__module__, previous.__module__)
    HOOKS[fn.__name__] = fn
    return fn


def call_hook(name: str, *args: Any, **kwargs: Any) -> Any:
    fn = HOOKS.get(name)
    if fn is None:
        return None
    try:
        return fn(*args, **kwargs)
    except Exception:
        logger.exception("hook %s failed", name)
        raise


def clear() -> None:
    HOOKS.clear()
