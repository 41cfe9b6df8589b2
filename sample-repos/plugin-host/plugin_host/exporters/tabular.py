"""Row-and-column formats: CSV (standard library) and XLSX (openpyxl)."""

from __future__ import annotations

import csv
import io
import logging

from plugin_host.db import Report
from plugin_host.exporters.base import ExportError, Exporter
from plugin_host.formatting import CellFormatter
from plugin_host.i18n import gettext as _

logger = logging.getLogger(__name__)


class SpreadsheetFormatter(CellFormatter):
    """Spreadsheets keep numbers numeric: a money cell is written without a currency rounding."""

    def format_money(self, value) -> str:
        return str(value)

    def format_flag(self, value) -> str:
        return "TRUE" if value else "FALSE"


class CsvExporter(Exporter):
    kind = "csv"
    content_type = "text/csv; charset=utf-8"
    extension = "csv"

    def export(self, report: Report) -> bytes:
        delimiter = self.options.get("delimiter", ",")
        out = io.StringIO(newline="")
        writer = csv.DictWriter(out, fieldnames=report.columns, delimiter=delimiter,
                                extrasaction="ignore", lineterminator="\r\n")
        writer.writeheader()
        # column types come with the export options: {"revenue": "money", "share": "percent"}
        types = self.options.get("types") or {}
        cells = SpreadsheetFormatter()
        for row in report.rows:
            writer.writerow({c: cells.format(v, types[c]) if c in types else v for c, v in row.items()})
        return out.getvalue().encode("utf-8-sig" if self.options.get("excel") else "utf-8")


class XlsxExporter(Exporter):
    kind = "xlsx"
    content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    extension = "xlsx"
    binary = True

    def export(self, report: Report) -> bytes:
        try:
            from openpyxl import Workbook
        except ImportError as exc:
            raise ExportError(_("XLSX export needs openpyxl; install plugin-host[xlsx]")) from exc
        wb = Workbook()
        ws = wb.active
        ws.title = report.title[:31] or "Report"
        columns = report.columns
        ws.append(columns)
        for row in report.rows:
            ws.append([row.get(c) for c in columns])
        ws.freeze_panes = "A2"
        buf = io.BytesIO()
        wb.save(buf)
        logger.debug("xlsx: %d rows x %d columns", len(report.rows), len(columns))
        return buf.getvalue()
