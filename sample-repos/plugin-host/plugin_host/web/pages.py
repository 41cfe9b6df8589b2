"""Pages rendered from template files, found by name under plugin_host/web/templates/."""
from __future__ import annotations

from pathlib import Path
from string import Template

TEMPLATE_DIR = Path(__file__).parent / "templates"


def render_template(name: str, **context: str) -> str:
    return Template((TEMPLATE_DIR / name).read_text("utf-8")).safe_substitute(context)


def report_list(items: str) -> str:
    return render_template("reports/list.html", items=items)


def report_detail(title: str, body: str) -> str:
    return render_template("reports/detail.html", title=title, body=body)


def not_found(path: str) -> str:
    return render_template("errors/not_found.html", path=path)
