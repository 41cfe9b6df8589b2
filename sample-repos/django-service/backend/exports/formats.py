"""Renderers for order exports. A format is picked by its ``kind``; adding a
subclass here is all it takes to offer a new one."""
import csv
import io


class Exporter:
    kind = None
    content_type = "application/octet-stream"
    extension = ""

    def __init__(self, columns):
        self.columns = list(columns)

    def render(self, rows):
        raise NotImplementedError

    def filename(self, stem):
        return f"{stem}{self.extension}"


class CsvExporter(Exporter):
    kind = "csv"
    content_type = "text/csv; charset=utf-8"
    extension = ".csv"

    def render(self, rows):
        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\n")
        writer.writerow(self.columns)
        for row in rows:
            writer.writerow([row.get(c, "") for c in self.columns])
        # Excel only detects UTF-8 with a BOM.
        return ("\ufeff" + buffer.getvalue()).encode("utf-8")


class PdfExporter(Exporter):
    kind = "pdf"
    content_type = "application/pdf"
    extension = ".pdf"
    line_height = 14

    def render(self, rows):
        from reportlab.lib.pagesizes import letter
        from reportlab.pdfgen import canvas

        buffer = io.BytesIO()
        pdf = canvas.Canvas(buffer, pagesize=letter)
        width, height = letter
        y = height - 40
        pdf.setFont("Helvetica-Bold", 10)
        pdf.drawString(40, y, "  ".join(c.upper() for c in self.columns))
        pdf.setFont("Helvetica", 9)
        for row in rows:
            y -= self.line_height
            if y < 40:
                pdf.showPage()
                pdf.setFont("Helvetica", 9)
                y = height - 40
            pdf.drawString(40, y, "  ".join(str(row.get(c, "")) for c in self.columns))
        pdf.save()
        return buffer.getvalue()


class XlsxExporter(Exporter):
    kind = "xlsx"
    content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    extension = ".xlsx"

    def render(self, rows):
        from openpyxl import Workbook

        workbook = Workbook(write_only=True)
        sheet = workbook.create_sheet("Orders")
        sheet.append(self.columns)
        for row in rows:
            sheet.append([row.get(c) for c in self.columns])
        buffer = io.BytesIO()
        workbook.save(buffer)
        return buffer.getvalue()


def exporter_for(fmt):
    try:
        return {cls.kind: cls for cls in Exporter.__subclasses__()}[fmt]
    except KeyError:
        raise ValueError(f"Unknown export format {fmt!r}") from None
