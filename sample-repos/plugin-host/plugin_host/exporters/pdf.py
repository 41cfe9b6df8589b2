"""PDF output via reportlab (optional dependency, ``pip install plugin-host[pdf]``)."""

from __future__ import annotations

import io
import logging

from plugin_host.config import setting
from plugin_host.db import Report
from plugin_host.exporters.base import ExportError, Exporter
from plugin_host.i18n import gettext as _

logger = logging.getLogger(__name__)

_PAGE_SIZES = {"A4": (595.27, 841.89), "LETTER": (612.0, 792.0)}


class PdfExporter(Exporter):
    kind = "pdf"
    content_type = "application/pdf"
    extension = "pdf"
    binary = True

    def export(self, report: Report) -> bytes:
        try:
            from reportlab.pdfgen import canvas
        except ImportError as exc:
            raise ExportError(_("PDF export needs reportlab; install plugin-host[pdf]")) from exc

        page = str(self.options.get("page_size") or setting("export.page_size", "A4")).upper()
        width, height = _PAGE_SIZES.get(page, _PAGE_SIZES["A4"])
        buf = io.BytesIO()
        pdf = canvas.Canvas(buf, pagesize=(width, height))
        pdf.setTitle(report.title)
        pdf.setFont("Helvetica-Bold", 14)
        pdf.drawString(40, height - 50, report.title)
        pdf.setFont("Helvetica", 9)
        y = height - 80
        columns = report.columns
        for row in report.rows:
            line = "  ".join(str(row.get(c, "")) for c in columns)
            pdf.drawString(40, y, line[:140])
            y -= 12
            if y < 40:
                pdf.showPage()
                pdf.setFont("Helvetica", 9)
                y = height - 50
        pdf.save()
        logger.info("Rendered %d rows into %d PDF bytes", len(report.rows), buf.tell())
        return buf.getvalue()
