"""An invoice and its amounts."""
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

from utils.money import from_minor_units
from utils.timeutil import parse_timestamp


@dataclass
class Invoice:
    id: str
    customer_id: str
    amount_due: Decimal
    amount_paid: Decimal
    currency: str
    status: str
    due_date: datetime | None = None

    @classmethod
    def from_provider(cls, obj: dict) -> "Invoice":
        currency = obj.get("currency", "usd").upper()
        return cls(
            id=obj["id"],
            customer_id=obj["customer"],
            amount_due=from_minor_units(obj.get("amount_due", 0), currency),
            amount_paid=from_minor_units(obj.get("amount_paid", 0), currency),
            currency=currency,
            status=obj.get("status", "draft"),
            due_date=parse_timestamp(obj.get("due_date")),
        )

    @property
    def outstanding(self) -> Decimal:
        return max(self.amount_due - self.amount_paid, Decimal(0))
