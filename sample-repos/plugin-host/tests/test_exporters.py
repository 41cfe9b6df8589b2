import json

import pytest

from plugin_host.exporters import EXPORTERS, exporter_for, formats
from plugin_host.exporters.base import Exporter
from plugin_host.exporters.pdf import PdfExporter


def test_every_builtin_format_is_registered():
    assert {"pdf", "csv", "xlsx", "json", "html"} <= set(formats())
    assert EXPORTERS["pdf"] is PdfExporter


def test_unknown_format_is_rejected():
    with pytest.raises(ValueError, match="unknown format"):
        exporter_for("docx")


def test_csv_has_header_and_rows(report_store, sample_report):
    report = report_store.get(sample_report)
    body = exporter_for("csv").export(report).decode("utf-8")
    lines = body.splitlines()
    assert lines[0] == "note,region,revenue"  # rows are stored with sorted keys
    assert len(lines) == 4


def test_csv_excel_mode_writes_bom(report_store, sample_report):
    body = exporter_for("csv", excel=True).export(report_store.get(sample_report))
    assert body.startswith(b"\xef\xbb\xbf")


def test_json_document(report_store, sample_report):
    doc = json.loads(exporter_for("json").export(report_store.get(sample_report)))
    assert doc["title"] == "Q3 Revenue"
    assert set(doc["columns"]) == {"note", "region", "revenue"}


def test_json_lines(report_store, sample_report):
    body = exporter_for("json", lines=True).export(report_store.get(sample_report))
    assert len(body.decode().splitlines()) == 3


def test_html_escapes_cells(report_store, sample_report):
    report = report_store.get(sample_report)
    report.rows.append({"region": "<script>", "revenue": 0, "note": ""})
    html = exporter_for("html").export(report).decode()
    assert "&lt;script&gt;" in html
    assert "<script>" not in html


@pytest.mark.parametrize("kind", ["csv", "json", "html"])
def test_text_exporters_are_not_binary(kind):
    assert EXPORTERS[kind].binary is False
    assert issubclass(EXPORTERS[kind], Exporter)


def test_csv_formats_cells_by_column_type(report_store, sample_report):
    report = report_store.get(sample_report)
    body = exporter_for("csv", types={"revenue": "money", "note": "flag"}).export(report).decode("utf-8")
    assert body.splitlines()[1].startswith("TRUE") or body.splitlines()[1].startswith("FALSE")
