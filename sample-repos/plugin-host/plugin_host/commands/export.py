from __future__ import annotations

import argparse
import json
import logging
import sys

from plugin_host.cli.registry import command
from plugin_host.config import interpolate
from plugin_host.exporters import EXPORTERS, formats
from plugin_host.i18n import gettext as _
from plugin_host.runner import ReportNotFound, run_export
from plugin_host.transforms.registry import TRANSFORM_REGISTRY

logger = logging.getLogger(__name__)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="plugin-host export", description=_("Export one report."))
    parser.add_argument("report_id", type=int, help="id shown by 'plugin-host list'")
    parser.add_argument("--format", "-f", default=interpolate("${export.default_format}"),
                        help="output format")
    parser.add_argument("--plugin", "-p", action="append", default=[], dest="plugins",
                        help="enable a plugin (repeatable)")
    parser.add_argument("--storage", help="storage backend, overriding storage.backend")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    return parser


@command("export")
def export(argv: list[str]) -> int:
    """Export a report through an exporter and store the file."""
    args = _parser().parse_args(argv)
    if args.format not in EXPORTERS:
        print(_("unknown format: %s (choose from %s)") % (args.format, ", ".join(formats())), file=sys.stderr)
        return 2
    if args.format == "pdf" and args.plugins:
        logger.warning("plugins %s do not change PDF output", ", ".join(args.plugins))
    try:
        result = run_export(args.report_id, args.format, args.plugins, storage=args.storage)
    except ReportNotFound as exc:
        print(exc, file=sys.stderr)
        return 1
    except Exception as exc:
        print(_("Export failed: %s") % exc, file=sys.stderr)
        return 1
    if args.json:
        json.dump(result.as_dict(), sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        print(_("Wrote %(filename)s (%(size)d bytes) to %(location)s") % result.as_dict())
    return 0


@command("formats")
def list_formats(argv: list[str]) -> int:
    """List export formats and transform steps."""
    parser = argparse.ArgumentParser(prog="plugin-host formats")
    parser.add_argument("--transforms", action="store_true", help="list transform steps instead")
    args = parser.parse_args(argv)
    if args.transforms:
        for name in TRANSFORM_REGISTRY:
            print(name)
        return 0
    for kind in formats():
        cls = EXPORTERS[kind]
        print("%-6s %-40s %s" % (kind, cls.content_type, cls.__module__))
    return 0
