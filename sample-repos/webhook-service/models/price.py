"""A price of a product (one-off or recurring)."""
from dataclasses import dataclass
from decimal import Decimal

from utils.money import from_minor_units


@dataclass
class Price:
    id: str
    product_id: str
    unit_amount: Decimal | None
    currency: str
    interval: str | None = None
    active: bool = True

    @classmethod
    def from_provider(cls, obj: dict) -> "Price":
        currency = obj.get("currency", "usd").upper()
        return cls(
            id=obj["id"],
            product_id=obj["product"],
            unit_amount=from_minor_units(obj["unit_amount"], currency) if obj.get("unit_amount") is not None else None,
            currency=currency,
            interval=(obj.get("recurring") or {}).get("interval"),
            active=bool(obj.get("active", True)),
        )
