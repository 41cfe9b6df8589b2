"""``plugin-host serve``: a small read-only web UI for browsing and downloading reports."""

from __future__ import annotations

import argparse
import logging
from wsgiref.simple_server import make_server

from plugin_host.cli.registry import command
from plugin_host.config import setting
from plugin_host.web.app import application

logger = logging.getLogger(__name__)


@command("serve")
def serve(argv: list[str]) -> int:
    """Serve the web UI."""
    parser = argparse.ArgumentParser(prog="plugin-host serve")
    parser.add_argument("--host", default=setting("web.host", "127.0.0.1"))
    parser.add_argument("--port", type=int, default=int(setting("web.port", 8040)))
    args = parser.parse_args(argv)
    with make_server(args.host, args.port, application) as httpd:
        logger.info("Serving on http://%s:%d/", args.host, args.port)
        try:
            httpd.serve_forever()
        except KeyboardInterrupt:
            pass
    return 0
