from __future__ import annotations

import re
import unicodedata

from plugin_host.transforms import Transform

_WS = re.compile(r"\s+")


class UpperTransform(Transform):
    def __call__(self, value: str) -> str:
        return value.upper()


class LowerTransform(Transform):
    def __call__(self, value: str) -> str:
        return value.casefold()


class StripTransform(Transform):
    """Trim and collapse runs of whitespace (including non-breaking spaces)."""

    def __call__(self, value: str) -> str:
        return _WS.sub(" ", value.replace("\u00a0", " ")).strip()


class AsciiTransform(Transform):
    def __call__(self, value: str) -> str:
        normalized = unicodedata.normalize("NFKD", value)
        return normalized.encode("ascii", "ignore").decode("ascii")
