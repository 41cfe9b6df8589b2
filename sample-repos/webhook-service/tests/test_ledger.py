"""Ledger arithmetic."""
from decimal import Decimal

import pytest

from ledger.entries import Entry, balanced
from ledger.fx import convert


def test_entry_and_reversal_balance():
    entry = Entry("1100", "4000", Decimal("12.50"), "EUR", "pi_1")
    assert balanced([entry, entry.reversed()])


def test_convert_through_eur():
    rates = {"EUR": Decimal(1), "USD": Decimal("1.08"), "GBP": Decimal("0.85")}
    assert convert(Decimal("108"), "USD", "GBP", rates) == Decimal("85.00")


def test_convert_unknown_currency():
    with pytest.raises(ValueError, match="no rate for"):
        convert(Decimal(1), "EUR", "XYZ", {"EUR": Decimal(1)})
