from __future__ import annotations

import logging
from collections import Counter
from numbers import Number
from typing import Any

from plugin_host.hooks import hook
from plugin_host.plugins import Plugin, plugins

logger = logging.getLogger(__name__)

BAR = "\u2588"


def _numeric_columns(rows: list[dict[str, Any]]) -> list[str]:
    counts: Counter[str] = Counter()
    for row in rows:
        for key, value in row.items():
            if isinstance(value, Number) and not isinstance(value, bool):
                counts[key] += 1
    return [k for k, n in counts.items() if n == len(rows)]


class ChartsPlugin(Plugin):
    """Adds a ``<column>_chart`` column with a text bar chart of one numeric column."""

    description = "bar chart of a numeric column (option: column)"

    def prepare(self, report):
        column = self.options.get("column") or next(iter(_numeric_columns(report.rows)), None)
        if column is None:
            logger.debug("charts: no numeric column in %s", report.slug)
            return report
        peak = max((abs(r[column]) for r in report.rows), default=0) or 1
        width = int(self.options.get("width", 30))
        for row in report.rows:
            row["%s_chart" % column] = BAR * round(width * abs(row[column]) / peak)
        return report


plugins.add("charts", ChartsPlugin)


@hook
def after_import(report_id: int, rows: list[dict[str, Any]]) -> None:
    numeric = _numeric_columns(rows)
    if numeric:
        logger.info("Report %d can be charted by %s", report_id, ", ".join(sorted(numeric)))
