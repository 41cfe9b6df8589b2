from __future__ import annotations

import re
import unicodedata

from plugin_host.transforms import Transform

_NON_WORD = re.compile(r"[^\w\s-]", re.UNICODE)
_SEPARATORS = re.compile(r"[-\s_]+")


def slugify(value: str, max_length: int = 80) -> str:
    """``"Q3 Revenue — EMEA"`` -> ``"q3-revenue-emea"``."""
    value = unicodedata.normalize("NFKD", value).encode("ascii", "ignore").decode("ascii")
    value = _NON_WORD.sub("", value).strip().lower()
    slug = _SEPARATORS.sub("-", value).strip("-")
    if len(slug) > max_length:
        slug = slug[:max_length].rsplit("-", 1)[0]
    return slug


class SlugTransform(Transform):
    """Turn free text into URL- and file-name-safe slugs."""

    def __init__(self, columns=(), max_length: int = 80) -> None:
        super().__init__(columns)
        self.max_length = max_length

    def __call__(self, value: str) -> str:
        return slugify(value, self.max_length)
