"""Audit trail: who ran what, and what changed. Written to the ``plugin_host.audit`` logger."""

from __future__ import annotations

import getpass
import logging
import os
from typing import Any

from plugin_host import signals
from plugin_host.hooks import hook

audit = logging.getLogger("plugin_host.audit")

_started: dict[str, float] = {}


def _user() -> str:
    return os.environ.get("PLUGIN_HOST_USER") or getpass.getuser()


@hook
def on_startup(command: str) -> None:
    import time

    _started[command] = time.monotonic()
    audit.info("%s ran %s", _user(), command)


@hook
def on_shutdown(command: str) -> None:
    import time

    began = _started.pop(command, None)
    if began is not None:
        audit.info("%s finished in %.2fs", command, time.monotonic() - began)


@hook
def before_import(path: str, rows: list[dict[str, Any]]) -> None:
    audit.info("%s imports %d rows from %s", _user(), len(rows), path)


def _log_saved(payload: dict[str, Any]) -> None:
    audit.info("stored %s at %s", payload.get("name"), payload.get("location"))


def _log_deleted(payload: dict[str, Any]) -> None:
    audit.warning("%s deleted report %s", _user(), payload.get("report_id"))


signals.on("storage.saved", _log_saved)
signals.on("report.deleted", _log_deleted)
