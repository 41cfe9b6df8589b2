"""Message translation.

Catalogues live under ``locale/<lang>/LC_MESSAGES/plugin_host.mo``; when none is installed the
messages are returned untranslated.
"""

from __future__ import annotations

import gettext as _gettext
import os
from pathlib import Path

_DOMAIN = "plugin_host"
_LOCALE_DIR = Path(__file__).resolve().parent / "locale"

_translation = _gettext.translation(
    _DOMAIN,
    localedir=str(_LOCALE_DIR),
    languages=[os.environ.get("PLUGIN_HOST_LANG", "en")],
    fallback=True,
)


def gettext(message: str) -> str:
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _translation.ngettext(singular, plural, n)
