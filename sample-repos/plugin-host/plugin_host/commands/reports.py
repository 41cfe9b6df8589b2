"""Report bookkeeping: import, list, show, delete."""

from __future__ import annotations

import argparse
import csv
import json
import logging
import sys
from pathlib import Path

from plugin_host import signals
from plugin_host.cli.registry import command
from plugin_host.db import ReportStore
from plugin_host.hooks import call_hook
from plugin_host.i18n import gettext as _, ngettext
from plugin_host.transforms.slug import slugify

logger = logging.getLogger(__name__)


def _read_rows(path: Path) -> list[dict]:
    suffix = path.suffix.lower()
    with open(path, encoding="utf-8", newline="") as fh:
        if suffix == ".csv":
            return list(csv.DictReader(fh))
        if suffix in (".json", ".jsonl"):
            text = fh.read()
            if suffix == ".jsonl":
                return [json.loads(line) for line in text.splitlines() if line.strip()]
            data = json.loads(text)
            return data["rows"] if isinstance(data, dict) else data
    raise ValueError("unsupported input file: %s" % path.name)


@command("import")
def import_report(argv: list[str]) -> int:
    """Create a report from a CSV, JSON or JSON Lines file."""
    parser = argparse.ArgumentParser(prog="plugin-host import")
    parser.add_argument("path", type=Path)
    parser.add_argument("--title", help="defaults to the file name")
    parser.add_argument("--owner", help="e-mail address notified about exports")
    args = parser.parse_args(argv)

    rows = _read_rows(args.path)
    call_hook("before_import", str(args.path), rows)
    title = args.title or args.path.stem.replace("_", " ").title()
    store = ReportStore()
    report_id = store.create(title, slugify(title), rows, owner=args.owner)
    call_hook("after_import", report_id, rows)
    signals.fire("report.imported", {"report_id": report_id, "rows": len(rows), "source": str(args.path)})
    print(ngettext("Imported %(n)d row as report %(id)d", "Imported %(n)d rows as report %(id)d",
                   len(rows)) % {"n": len(rows), "id": report_id})
    return 0


@command("list")
def list_reports(argv: list[str]) -> int:
    """List recent reports."""
    parser = argparse.ArgumentParser(prog="plugin-host list")
    parser.add_argument("--owner")
    parser.add_argument("--limit", type=int, default=20)
    args = parser.parse_args(argv)
    reports = ReportStore().list(owner=args.owner, limit=args.limit)
    if not reports:
        print(_("No reports yet. Create one with 'plugin-host import FILE'."))
        return 0
    for r in reports:
        print("%5d  %-19s  %s" % (r.id, r.created_at[:19], r.title))
    return 0


@command("show")
def show(argv: list[str]) -> int:
    """Print a report's rows."""
    parser = argparse.ArgumentParser(prog="plugin-host show")
    parser.add_argument("report_id", type=int)
    parser.add_argument("--rows", type=int, default=10, help="how many rows to print")
    args = parser.parse_args(argv)
    report = ReportStore().get(args.report_id)
    if report is None:
        print(_("Report %d does not exist") % args.report_id, file=sys.stderr)
        return 1
    print(report.title)
    print("-" * len(report.title))
    for row in report.rows[: args.rows]:
        print("  ".join("%s=%s" % (k, v) for k, v in row.items()))
    if len(report.rows) > args.rows:
        print(_("... and %d more") % (len(report.rows) - args.rows))
    return 0


@command("delete")
def delete(argv: list[str]) -> int:
    """Delete a report and its rows."""
    parser = argparse.ArgumentParser(prog="plugin-host delete")
    parser.add_argument("report_id", type=int)
    parser.add_argument("--yes", "-y", action="store_true", help="do not ask for confirmation")
    args = parser.parse_args(argv)
    if not args.yes:
        answer = input(_("Delete report %d? [y/N] ") % args.report_id)
        if answer.strip().lower() not in ("y", "yes"):
            return 1
    if not ReportStore().delete(args.report_id):
        print(_("Report %d does not exist") % args.report_id, file=sys.stderr)
        return 1
    signals.fire("report.deleted", {"report_id": args.report_id})
    return 0
