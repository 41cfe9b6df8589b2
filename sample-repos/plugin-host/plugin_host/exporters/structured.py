from __future__ import annotations

import json
from datetime import date, datetime
from decimal import Decimal
from typing import Any

from plugin_host.db import Report
from plugin_host.exporters.base import Exporter


def _default(value: Any) -> Any:
    if isinstance(value, (datetime, date)):
        return value.isoformat()
    if isinstance(value, Decimal):
        return str(value)
    raise TypeError("Object of type %s is not JSON serializable" % type(value).__name__)


class JsonExporter(Exporter):
    """``{"title": ..., "rows": [...]}``; ``lines=True`` writes one row per line instead."""

    kind = "json"
    content_type = "application/json"
    extension = "json"

    def export(self, report: Report) -> bytes:
        if self.options.get("lines"):
            text = "\n".join(json.dumps(r, default=_default, ensure_ascii=False) for r in report.rows)
            return (text + "\n").encode("utf-8")
        doc = {
            "id": report.id,
            "title": report.title,
            "slug": report.slug,
            "created_at": report.created_at,
            "columns": report.columns,
            "rows": report.rows,
        }
        indent = 2 if self.options.get("pretty", True) else None
        return json.dumps(doc, default=_default, ensure_ascii=False, indent=indent).encode("utf-8")
