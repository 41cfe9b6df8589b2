"""Field validators for payloads coming from outside."""
import re

from utils.i18n import _

CURRENCY = re.compile(r"^[a-zA-Z]{3}$")
EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$", re.IGNORECASE)


def require(obj: dict, *fields: str) -> None:
    missing = [name for name in fields if obj.get(name) in (None, "")]
    if missing:
        raise ValueError(f"missing required fields: {', '.join(missing)}")


def check_currency(code: str) -> str:
    if not CURRENCY.match(code or ""):
        raise ValueError(_("Unsupported currency"))
    return code.upper()


def check_email(address: str) -> str:
    if not EMAIL.match(address or ""):
        raise ValueError(_("Invalid e-mail address"))
    return address.lower()
