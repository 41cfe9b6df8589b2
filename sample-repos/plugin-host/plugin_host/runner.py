"""The export pipeline: load -> transform -> plugins -> exporter -> storage -> notify."""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from typing import Any, Sequence

from plugin_host import signals
from plugin_host.config import interpolate, setting
from plugin_host.db import Report, ReportStore
from plugin_host.exporters import exporter_for
from plugin_host.hooks import HOOKS, call_hook
from plugin_host.i18n import gettext as _
from plugin_host.plugins import Plugin, plugins
from plugin_host.storage.registry import get_store
from plugin_host.transforms.registry import apply_pipeline, build_pipeline

logger = logging.getLogger(__name__)


class ReportNotFound(LookupError):
    pass


@dataclass
class ExportResult:
    report_id: int
    format: str
    filename: str
    location: str
    size: int
    seconds: float

    def as_dict(self) -> dict[str, Any]:
        return {
            "status": "ok",
            "report_id": self.report_id,
            "format": self.format,
            "filename": self.filename,
            "location": self.location,
            "size": self.size,
        }


def _active_plugins(names: Sequence[str], fmt: str) -> list[Plugin]:
    selected = list(dict.fromkeys(names))
    # HTML pages render Markdown cells unless the caller chose plugins explicitly.
    if fmt == "html" and not selected and "markdown" in plugins:
        return [plugins.lookup("markdown")()]
    options = setting("plugins", {}) or {}
    return [plugins.lookup(name)(options.get(name)) for name in selected]


def run_export(
    report_id: int,
    fmt: str | None = None,
    plugin_names: Sequence[str] = (),
    storage: str | None = None,
    store: ReportStore | None = None,
) -> ExportResult:
    started = time.monotonic()
    fmt = (fmt or setting("${export.default_format}")).lower()
    db = store or ReportStore()
    report: Report | None = db.get(report_id)
    if report is None:
        raise ReportNotFound(_("Report %d does not exist") % report_id)

    if "before_export" in HOOKS:
        HOOKS["before_export"](report, fmt)

    try:
        report.rows = apply_pipeline(report.rows, build_pipeline(setting("transforms.pipeline", [])))
        active = _active_plugins(plugin_names, fmt)
        for plugin in active:
            report = plugin.prepare(report)

        exporter = exporter_for(fmt)
        body = exporter.export(report)
        if not exporter.binary:
            for plugin in active:
                body = plugin.decorate(body, fmt)

        template = setting("export.filename_template", "${report.slug}.${export.default_format}")
        filename = interpolate(template, {"report.slug": report.slug, "export.default_format": exporter.extension})
        location = get_store(storage).save(filename, body, exporter.content_type)
    except Exception as exc:
        logger.exception("Export of report %d as %s failed", report_id, fmt)
        signals.fire("export.failed", {"report_id": report_id, "format": fmt, "error": str(exc)})
        raise

    result = ExportResult(report.id, fmt, filename, location, len(body), time.monotonic() - started)
    logger.info("Exported %d rows to %s", len(report.rows), location)
    signals.fire("report.generated", {"title": report.title, "owner": report.owner, **result.as_dict()})
    call_hook("after_export", report, result)
    return result
