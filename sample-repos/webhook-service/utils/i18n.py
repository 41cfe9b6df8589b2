"""Translations. ``_`` is the conventional gettext alias used across the service."""
import gettext as _gettext
import os
from gettext import gettext, ngettext

_ = gettext

LOCALE_DIR = os.path.join(os.path.dirname(__file__), "..", "locale")
DOMAIN = "webhook_service"


def activate(language: str) -> None:
    """Install the catalogue for language as the process-wide translation."""
    translation = _gettext.translation(DOMAIN, localedir=LOCALE_DIR, languages=[language], fallback=True)
    translation.install()


def plural(singular: str, plural_form: str, count: int) -> str:
    return ngettext(singular, plural_form, count) % {"count": count}
