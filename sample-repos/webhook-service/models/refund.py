"""A refund against a payment."""
from dataclasses import dataclass
from decimal import Decimal

from utils.money import from_minor_units


@dataclass
class Refund:
    id: str
    payment_id: str
    amount: Decimal
    currency: str
    status: str
    reason: str | None = None
    failure_reason: str | None = None

    @classmethod
    def from_provider(cls, obj: dict) -> "Refund":
        currency = obj.get("currency", "usd").upper()
        return cls(
            id=obj["id"],
            payment_id=obj.get("payment_intent") or obj["charge"],
            amount=from_minor_units(obj["amount"], currency),
            currency=currency,
            status=obj.get("status", "pending"),
            reason=obj.get("reason"),
            failure_reason=obj.get("failure_reason"),
        )

    def is_partial_of(self, payment_amount: Decimal) -> bool:
        return self.amount < payment_amount
