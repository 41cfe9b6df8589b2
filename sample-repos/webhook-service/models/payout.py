"""Money moved from the provider balance to our bank account."""
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

from utils.money import from_minor_units
from utils.timeutil import parse_timestamp


@dataclass
class Payout:
    id: str
    amount: Decimal
    currency: str
    status: str
    arrival_date: datetime | None = None
    failure_code: str | None = None

    @classmethod
    def from_provider(cls, obj: dict) -> "Payout":
        currency = obj.get("currency", "usd").upper()
        return cls(
            id=obj["id"],
            amount=from_minor_units(obj["amount"], currency),
            currency=currency,
            status=obj.get("status", "pending"),
            arrival_date=parse_timestamp(obj.get("arrival_date")),
            failure_code=obj.get("failure_code"),
        )
