"""Render Markdown in text cells when exporting to HTML.

Only a safe subset is supported: emphasis, strong, inline code and links.
"""

from __future__ import annotations

import logging
import re
from html import escape

from plugin_host.hooks import hook
from plugin_host.plugins import Plugin, plugins

logger = logging.getLogger(__name__)

_STRONG = re.compile(r"\*\*(.+?)\*\*")
_EM = re.compile(r"(?<!\*)\*(?!\*)(.+?)(?<!\*)\*(?!\*)")
_CODE = re.compile(r"`([^`]+)`")
_LINK = re.compile(r"\[([^\]]+)\]\((https?://[^)\s]+)\)")
_LOOKS_LIKE_MD = re.compile(r"(\*\*|`|\[[^\]]+\]\()")


def render_inline(text: str) -> str:
    out = escape(text, quote=False)
    out = _CODE.sub(r"<code>\1</code>", out)
    out = _STRONG.sub(r"<strong>\1</strong>", out)
    out = _EM.sub(r"<em>\1</em>", out)
    out = _LINK.sub(r'<a href="\2" rel="noopener">\1</a>', out)
    return out


class MarkdownPlugin(Plugin):
    description = "render **bold**, *italic*, `code` and [links](https://...) in HTML exports"

    def prepare(self, report):
        columns = self.options.get("columns")
        for row in report.rows:
            for key, value in row.items():
                if isinstance(value, str) and (columns is None or key in columns):
                    row[key] = _Markup(render_inline(value))
        return report


class _Markup(str):
    """A string that is already HTML; the HTML exporter escapes everything else."""

    def __html__(self) -> str:
        return str(self)


plugins.add("markdown", MarkdownPlugin)


@hook
def before_export(report, fmt: str) -> None:
    if fmt in ("csv", "xlsx") and any(
        isinstance(v, str) and _LOOKS_LIKE_MD.search(v) for row in report.rows for v in row.values()
    ):
        logger.info("Report %s has Markdown cells; they are exported as plain text to %s", report.slug, fmt)
