"""Currency conversion for reporting (never for charging)."""
from decimal import ROUND_HALF_EVEN, Decimal


def convert(amount: Decimal, source: str, target: str, rates: dict[str, Decimal]) -> Decimal:
    """rates are units of each currency per 1 EUR."""
    if source == target:
        return amount
    try:
        in_eur = amount / rates[source.upper()]
        return (in_eur * rates[target.upper()]).quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)
    except KeyError as exc:
        raise ValueError(f"no rate for {exc.args[0]}") from exc
