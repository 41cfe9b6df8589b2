from __future__ import annotations

import argparse
import json
import logging
import sys
from datetime import datetime, timedelta, timezone

import yaml

from plugin_host.cli.registry import command
from plugin_host.config import load, setting
from plugin_host.db import ReportStore
from plugin_host.i18n import gettext as _
from plugin_host.plugins import plugins

logger = logging.getLogger(__name__)


@command("plugins")
def list_plugins(argv: list[str]) -> int:
    """List available plugins."""
    for name in plugins:
        cls = plugins.lookup(name)
        print("%-10s %s" % (name, cls.description or cls.__doc__ or ""))
    return 0


@command("config")
def show_config(argv: list[str]) -> int:
    """Print the effective settings, or one key (plugin-host config mail.sender)."""
    parser = argparse.ArgumentParser(prog="plugin-host config")
    parser.add_argument("key", nargs="?", help="dotted key, e.g. storage.backend")
    parser.add_argument("--output", "-o", help="write the merged settings to this YAML file")
    args = parser.parse_args(argv)
    if args.key:
        try:
            value = setting(args.key)
        except KeyError:
            print(_("No such setting: %s") % args.key, file=sys.stderr)
            return 1
        print(json.dumps(value) if not isinstance(value, str) else value)
        return 0
    if args.output:
        with open(args.output, "w", encoding="utf-8") as fh:
            yaml.safe_dump(load(), fh, sort_keys=False, allow_unicode=True)
        logger.info("Wrote settings to %s", args.output)
        return 0
    json.dump(load(), sys.stdout, indent=2, sort_keys=True, default=str)
    sys.stdout.write("\n")
    return 0


@command("purge")
def purge(argv: list[str]) -> int:
    """Delete reports older than N days."""
    parser = argparse.ArgumentParser(prog="plugin-host purge")
    parser.add_argument("--days", type=int, default=90, help="keep reports newer than this")
    parser.add_argument("--dry-run", action="store_true")
    args = parser.parse_args(argv)
    cutoff = (datetime.now(timezone.utc) - timedelta(days=args.days)).isoformat(timespec="seconds")
    if args.dry_run:
        old = [r for r in ReportStore().list(limit=10_000) if r.created_at < cutoff]
        print(_("Would delete %d reports created before %s") % (len(old), cutoff))
        return 0
    removed = ReportStore().purge_older_than(cutoff)
    logger.info("Purged %d reports older than %s", removed, cutoff)
    return 0
