"""Plugin registry.

Built-in plugins live in :mod:`plugin_host.builtin_plugins`; each module adds its class at import
time, for example ``plugins.add("markdown", MarkdownPlugin)``.
"""

from __future__ import annotations

import logging
from typing import Any, Iterator

from plugin_host.i18n import gettext as _

logger = logging.getLogger(__name__)


class Plugin:
    """Base for report plugins. Subclasses override the steps they care about."""

    #: shown by ``plugin-host plugins``
    description = ""

    def __init__(self, options: dict[str, Any] | None = None) -> None:
        self.options = dict(options or {})

    def prepare(self, report: dict[str, Any]) -> dict[str, Any]:
        return report

    def decorate(self, body: bytes, fmt: str) -> bytes:
        return body


class PluginSet:
    def __init__(self) -> None:
        self._items: dict[str, type[Plugin]] = {}

    def add(self, name: str, cls: type[Plugin]) -> type[Plugin]:
        if name in self._items and self._items[name] is not cls:
            raise ValueError("plugin %r is already registered by %s" % (name, self._items[name].__module__))
        self._items[name] = cls
        logger.debug("plugin %s -> %s.%s", name, cls.__module__, cls.__qualname__)
        return cls

    def lookup(self, name: str) -> type[Plugin]:
        try:
            return self._items[name]
        except KeyError:
            raise LookupError(_("No such plugin: %s") % name) from None

    def __contains__(self, name: object) -> bool:
        return name in self._items

    def __iter__(self) -> Iterator[str]:
        return iter(sorted(self._items))


plugins = PluginSet()
