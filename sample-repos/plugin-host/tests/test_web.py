import io
import json

from plugin_host.web.app import application
from plugin_host.web.routing import NoReverseMatch, resolve, reverse
from plugin_host.web import views


def call(path, method="GET", accept="text/html", query=""):
    captured = {}

    def start_response(status, headers):
        captured["status"] = status
        captured["headers"] = dict(headers)

    environ = {
        "REQUEST_METHOD": method,
        "PATH_INFO": path,
        "QUERY_STRING": query,
        "HTTP_ACCEPT": accept,
        "wsgi.input": io.BytesIO(b""),
    }
    body = b"".join(application(environ, start_response))
    return captured["status"], captured["headers"], body


def test_reverse_named_routes():
    assert reverse("reports:index") == "/reports/"
    assert reverse("reports:detail", pk=1) == "/reports/1/"
    assert reverse("reports:download", pk=7, fmt="csv") == "/reports/7/download/csv/"


def test_reverse_requires_namespace():
    try:
        reverse("detail", pk=1)
    except NoReverseMatch:
        pass
    else:
        raise AssertionError("un-namespaced name must not resolve")


def test_resolve_detail():
    view, kwargs = resolve("/reports/12/")
    assert view is views.detail
    assert kwargs == {"pk": 12}


def test_root_redirects_to_index():
    status, headers, _ = call("/")
    assert status.startswith("302")
    assert headers.get("Location") == reverse("reports:index")


def test_detail_as_json(sample_report):
    status, headers, body = call(reverse("reports:detail", pk=sample_report), accept="application/json")
    assert status == "200 OK"
    assert headers.get("Content-Type") == "application/json"
    assert json.loads(body)["rows"] == 3


def test_download_sets_disposition(sample_report):
    status, headers, body = call(reverse("reports:download", pk=sample_report, fmt="csv"))
    assert headers.get("Content-Type").startswith("text/csv")
    assert headers["Content-Disposition"] == 'attachment; filename="q3-revenue.csv"'


def test_unknown_page():
    status, _, _ = call("/nope/")
    assert status.startswith("404")
