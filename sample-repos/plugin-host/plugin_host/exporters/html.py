"""A standalone HTML page with one table."""

from __future__ import annotations

from html import escape
from string import Template

from plugin_host.db import Report
from plugin_host.exporters.base import Exporter

PAGE = Template("""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>$title</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 2rem; }
  table { border-collapse: collapse; }
  th, td { border: 1px solid #ccc; padding: .25rem .5rem; text-align: left; }
  th { background: #f3f3f3; }
</style>
</head>
<body>
<h1>$title</h1>
<table>
<thead><tr>$head</tr></thead>
<tbody>
$body
</tbody>
</table>
</body>
</html>
""")


def _cell(value) -> str:
    # plugins may hand over pre-rendered markup (anything with __html__, like markupsafe.Markup)
    if hasattr(value, "__html__"):
        return value.__html__()
    return escape("" if value is None else str(value))


class HtmlExporter(Exporter):
    kind = "html"
    content_type = "text/html; charset=utf-8"
    extension = "html"

    def export(self, report: Report) -> bytes:
        columns = report.columns
        head = "".join("<th>%s</th>" % escape(c) for c in columns)
        body = "\n".join(
            "<tr>" + "".join("<td>%s</td>" % _cell(row.get(c)) for c in columns) + "</tr>"
            for row in report.rows
        )
        return PAGE.substitute(title=escape(report.title), head=head, body=body).encode("utf-8")
