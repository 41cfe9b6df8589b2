"""Exporters by format name.

Importing this package imports every built-in exporter module so that
``Exporter.__subclasses__()`` sees them; exporters installed by other distributions are added
from the ``plugin_host.exporters`` entry-point group.
"""

from __future__ import annotations

import logging

from plugin_host.exporters import html, pdf, structured, tabular  # noqa: F401  (register subclasses)
from plugin_host.exporters.base import Exporter
from plugin_host.i18n import gettext as _
from plugin_host.loader import load_exporter_plugins

logger = logging.getLogger(__name__)

EXPORTERS: dict[str, type[Exporter]] = {cls.kind: cls for cls in Exporter.__subclasses__()}


def _merge_installed() -> None:
    for name, cls in load_exporter_plugins().items():
        kind = getattr(cls, "kind", name)
        if kind in EXPORTERS and EXPORTERS[kind] is not cls:
            logger.debug("entry point %s does not override built-in %s exporter", name, kind)
            continue
        EXPORTERS[kind] = cls


_merge_installed()


def exporter_for(fmt: str, **options) -> Exporter:
    try:
        cls = EXPORTERS[fmt.lower()]
    except KeyError:
        raise ValueError(_("unknown format: %s") % fmt) from None
    return cls(**options)


def formats() -> list[str]:
    return sorted(EXPORTERS)
