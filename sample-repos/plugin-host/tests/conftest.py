from __future__ import annotations

import textwrap

import pytest

from plugin_host import config
from plugin_host.db import ReportStore
from plugin_host.storage.registry import get_store

ROWS = [
    {"region": "EMEA", "revenue": 1200, "note": "**record** quarter"},
    {"region": "Americas", "revenue": 950, "note": "flat"},
    {"region": "APAC", "revenue": 430, "note": "see [wiki](https://wiki.example/apac)"},
]


@pytest.fixture
def settings_file(tmp_path, monkeypatch):
    path = tmp_path / "settings.yml"
    path.write_text(textwrap.dedent(f"""\
        storage:
          backend: local
          local:
            root: {tmp_path / 'exports'}
        export:
          default_format: json
          filename_template: "${{report.slug}}.${{export.default_format}}"
        mail:
          enabled: false
          sender: tests@example.invalid
          notify_on_failure: false
        database:
          path: {tmp_path / 'reports.sqlite3'}
        """), encoding="utf-8")
    monkeypatch.setenv("PLUGIN_HOST_SETTINGS", str(path))
    config.reload()
    get_store.cache_clear()
    yield path
    config.reload()
    get_store.cache_clear()


@pytest.fixture
def report_store(settings_file):
    store = ReportStore()
    yield store
    store.close()


@pytest.fixture
def sample_report(report_store) -> int:
    return report_store.create("Q3 Revenue", "q3-revenue", [dict(r) for r in ROWS], owner="ana@example.invalid")
