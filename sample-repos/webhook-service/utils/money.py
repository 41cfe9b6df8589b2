"""Amounts arrive in minor units (cents); the ledger stores Decimal major units."""
from decimal import ROUND_HALF_UP, Decimal

ZERO_DECIMAL_CURRENCIES = frozenset({"BIF", "CLP", "JPY", "KRW", "PYG", "VND", "XAF", "XOF"})
THREE_DECIMAL_CURRENCIES = frozenset({"BHD", "JOD", "KWD", "OMR", "TND"})


def exponent(currency: str) -> int:
    code = currency.upper()
    if code in ZERO_DECIMAL_CURRENCIES:
        return 0
    if code in THREE_DECIMAL_CURRENCIES:
        return 3
    return 2


def from_minor_units(amount: int | None, currency: str) -> Decimal:
    if amount is None:
        raise ValueError("amount is required")
    return (Decimal(amount) / (Decimal(10) ** exponent(currency))).quantize(
        Decimal(1).scaleb(-exponent(currency)), rounding=ROUND_HALF_UP
    )


def to_minor_units(amount: Decimal, currency: str) -> int:
    return int((amount * (Decimal(10) ** exponent(currency))).to_integral_value(rounding=ROUND_HALF_UP))


def format_amount(amount: Decimal, currency: str) -> str:
    return f"{amount:,.{exponent(currency)}f} {currency.upper()}"
