"""VAT/GST rates for the invoices we issue ourselves."""
from decimal import Decimal

VAT_RATES = {
    "AT": Decimal("0.20"), "BE": Decimal("0.21"), "DE": Decimal("0.19"), "ES": Decimal("0.21"),
    "FR": Decimal("0.20"), "IE": Decimal("0.23"), "IT": Decimal("0.22"), "NL": Decimal("0.21"),
}
REVERSE_CHARGE_NOTE = "Reverse charge: VAT to be accounted for by the recipient"


def rate_for(country: str | None, business: bool = False) -> Decimal:
    if business or not country:
        return Decimal(0)
    return VAT_RATES.get(country.upper(), Decimal(0))


def tax_amount(net: Decimal, country: str | None, business: bool = False) -> Decimal:
    return (net * rate_for(country, business)).quantize(Decimal("0.01"))
