"""Stamp a notice ("DRAFT", "CONFIDENTIAL") on text exports and on web pages."""

from __future__ import annotations

import os

from plugin_host.hooks import hook
from plugin_host.plugins import Plugin, plugins

DEFAULT_TEXT = os.environ.get("PLUGIN_HOST_WATERMARK", "CONFIDENTIAL")


class WatermarkPlugin(Plugin):
    description = "stamp a notice on CSV/JSON/HTML output (option: text)"

    def decorate(self, body: bytes, fmt: str) -> bytes:
        text = self.options.get("text", DEFAULT_TEXT)
        if fmt == "html":
            banner = '<div class="watermark">%s</div>' % text
            return body.replace(b"<body>", b"<body>\n" + banner.encode("utf-8"), 1)
        if fmt == "csv":
            return ("# %s\r\n" % text).encode("utf-8") + body
        return body


plugins.add("watermark", WatermarkPlugin)


@hook
def render_page(html: str) -> str:
    if not os.environ.get("PLUGIN_HOST_WATERMARK"):
        return html
    return html.replace("<body>", '<body><div class="watermark">%s</div>' % DEFAULT_TEXT, 1)
