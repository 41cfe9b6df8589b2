from __future__ import annotations

import json
import logging
from html import escape

from plugin_host.db import ReportStore
from plugin_host.exporters import exporter_for, formats
from plugin_host.hooks import call_hook
from plugin_host.i18n import gettext as _
from plugin_host.runner import run_export
from plugin_host.web import Request, Response, redirect
from plugin_host.web.routing import reverse

logger = logging.getLogger(__name__)

_LAYOUT = """<!doctype html>
<html><head><meta charset="utf-8"><title>%(title)s</title></head>
<body>
<nav><a href="%(home)s">%(all_reports)s</a></nav>
%(content)s
</body></html>"""


def _page(title: str, content: str) -> Response:
    html = _LAYOUT % {
        "title": escape(title),
        "home": reverse("reports:index"),
        "all_reports": escape(_("All reports")),
        "content": content,
    }
    html = call_hook("render_page", html) or html
    return Response(html.encode("utf-8"))


def _json(data, status: int = 200) -> Response:
    return Response(json.dumps(data).encode("utf-8"), status, {"Content-Type": "application/json"})


def index(request: Request) -> Response:
    owner = request.query.get("owner", [None])[0]
    reports = ReportStore().list(owner=owner)
    if request.wants_json():
        return _json([{"id": r.id, "title": r.title, "url": reverse("reports:detail", pk=r.id)} for r in reports])
    items = "\n".join(
        '<li><a href="%s">%s</a></li>' % (reverse("reports:detail", pk=r.id), escape(r.title)) for r in reports
    )
    return _page(_("Reports"), "<h1>%s</h1><ul>%s</ul>" % (escape(_("Reports")), items))


def detail(request: Request, pk: int) -> Response:
    report = ReportStore().get(pk)
    if report is None:
        return Response(_("Not found").encode("utf-8"), 404, {"Content-Type": "text/plain"})
    if request.wants_json():
        return _json({"id": report.id, "title": report.title, "columns": report.columns, "rows": len(report.rows)})
    links = " ".join(
        '<a href="%s">%s</a>' % (reverse("reports:download", pk=pk, fmt=fmt), fmt.upper()) for fmt in formats()
    )
    return _page(report.title, "<h1>%s</h1><p>%d rows</p><p>%s</p>" % (escape(report.title), len(report.rows), links))


def download(request: Request, pk: int, fmt: str) -> Response:
    report = ReportStore().get(pk)
    if report is None:
        return Response(b"", 404)
    try:
        exporter = exporter_for(fmt)
    except ValueError:
        return Response(_("Unknown format").encode("utf-8"), 400, {"Content-Type": "text/plain"})
    body = exporter.export(report)
    return Response(body, 200, {
        "Content-Type": exporter.content_type,
        "Content-Disposition": 'attachment; filename="%s"' % exporter.filename(report),
    })


def export(request: Request, pk: int) -> Response:
    if request.method != "POST":
        return Response(b"", 405, {"Allow": "POST"})
    fmt = request.query.get("format", ["csv"])[0]
    result = run_export(pk, fmt)
    logger.info("web export of %d as %s -> %s", pk, fmt, result.location)
    if request.wants_json():
        return _json(result.as_dict(), 201)
    return redirect(reverse("reports:detail", pk=pk))
