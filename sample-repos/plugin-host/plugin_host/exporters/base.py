"""The exporter interface.

An exporter turns a :class:`~plugin_host.db.Report` into bytes. Each subclass names the format it
produces with ``kind``; :mod:`plugin_host.exporters` builds the format table from the subclasses.
"""

from __future__ import annotations

import logging
from typing import Any, ClassVar

from plugin_host.db import Report

logger = logging.getLogger(__name__)


class ExportError(RuntimeError):
    pass


class Exporter:
    kind: ClassVar[str] = ""
    content_type: ClassVar[str] = "application/octet-stream"
    extension: ClassVar[str] = ""
    #: binary formats are never run through the text decorators of plugins
    binary: ClassVar[bool] = False

    def __init__(self, **options: Any) -> None:
        self.options = options

    def filename(self, report: Report) -> str:
        return "%s.%s" % (report.slug, self.extension or self.kind)

    def export(self, report: Report) -> bytes:
        raise NotImplementedError

    def __repr__(self) -> str:
        return "<%s kind=%s>" % (type(self).__name__, self.kind)
