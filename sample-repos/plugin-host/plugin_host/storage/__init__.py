"""Where exported files end up. See :mod:`plugin_host.storage.registry` for the backend names."""

from __future__ import annotations

from typing import Protocol


class Store(Protocol):
    def save(self, name: str, data: bytes, content_type: str) -> str:
        """Store *data* under *name*; returns a location the user can open."""

    def open(self, name: str) -> bytes: ...

    def delete(self, name: str) -> None: ...
