"""Cell formatting by column type.

``CellFormatter.format`` builds the method name from the column's type (``format_money`` for a
``"money"`` column), so every ``format_<type>`` method, here or in a subclass, is a formatter that
nothing else names: adding a type is adding a method. The ``parse_*`` helpers below share a prefix by
habit only; they are called by name.
"""

from __future__ import annotations

import datetime
from decimal import Decimal


class CellFormatter:
    def format(self, value, column_type: str) -> str:
        method = getattr(self, "format_" + column_type, None)
        if method is None or value is None:
            return "" if value is None else str(value)
        return method(value)

    def format_date(self, value) -> str:
        return value.isoformat() if isinstance(value, datetime.date) else str(value)

    def format_money(self, value) -> str:
        return "%.2f" % Decimal(str(value))

    def format_percent(self, value) -> str:
        return "%.1f%%" % (float(value) * 100)


def parse_date(text: str) -> datetime.date:
    return datetime.date.fromisoformat(text.strip())


def parse_money(text: str) -> Decimal:
    return Decimal(text.replace(",", "").strip())


def parse_percent(text: str) -> float:
    return float(text.rstrip("%")) / 100
