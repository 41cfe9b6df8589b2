"""``plugin-host`` entry point: ``plugin-host <command> [options]``."""

from __future__ import annotations

import logging
import os
import sys

from plugin_host import __version__
from plugin_host.cli.registry import COMMANDS, _manager
from plugin_host.hooks import call_hook
from plugin_host.i18n import gettext as _
from plugin_host.loader import discover_package

logger = logging.getLogger(__name__)

USAGE = """usage: plugin-host <command> [options]

commands:
{commands}

Run 'plugin-host <command> --help' for the options of one command."""


def _setup_logging() -> None:
    level = os.environ.get("PLUGIN_HOST_LOG_LEVEL", "WARNING").upper()
    logging.basicConfig(
        level=getattr(logging, level, logging.WARNING),
        format="%(asctime)s %(levelname)-7s %(name)s: %(message)s",
    )


def bootstrap() -> None:
    """Import the modules that register commands, plugins, hooks and listeners."""
    discover_package("plugin_host.commands")
    discover_package("plugin_host.builtin_plugins")
    import plugin_host.audit  # noqa: F401  (audit hooks and listeners)
    import plugin_host.notify  # noqa: F401  (signal listeners and mail hooks)


def _usage() -> str:
    width = max((len(n) for n in COMMANDS), default=0)
    lines = ["  %s  %s" % (n.ljust(width), _manager.summary(n)) for n in _manager.names()]
    return USAGE.format(commands="\n".join(lines))


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    _setup_logging()
    bootstrap()
    if not argv or argv[0] in ("-h", "--help"):
        print(_usage())
        return 0
    if argv[0] == "--version":
        print("plugin-host %s" % __version__)
        return 0
    handler = _manager.get(argv[0])
    if handler is None:
        print(_("plugin-host: unknown command '%s'") % argv[0], file=sys.stderr)
        print(_usage(), file=sys.stderr)
        return 2
    call_hook("on_startup", argv[0])
    try:
        return COMMANDS[argv[0]](argv[1:])
    except KeyboardInterrupt:
        return 130
    finally:
        call_hook("on_shutdown", argv[0])


if __name__ == "__main__":
    sys.exit(main())
