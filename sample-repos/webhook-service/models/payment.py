"""A payment as we store it, whichever provider took it."""
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from enum import Enum

from utils.money import from_minor_units
from utils.timeutil import parse_timestamp


class PaymentStatus(str, Enum):
    CREATED = "created"
    AUTHORIZED = "authorized"
    PENDING = "pending"
    PROCESSING = "processing"
    SUCCEEDED = "succeeded"
    FAILED = "failed"
    CANCELED = "canceled"
    REFUNDED = "refunded"


@dataclass
class Payment:
    id: str
    amount: Decimal
    currency: str
    status: PaymentStatus
    customer_id: str | None = None
    description: str | None = None
    created_at: datetime | None = None

    @classmethod
    def from_provider(cls, obj: dict) -> "Payment":
        currency = obj.get("currency", "usd").upper()
        return cls(
            id=obj["id"],
            amount=from_minor_units(obj.get("amount", 0), currency),
            currency=currency,
            status=PaymentStatus(obj.get("status", "created")),
            customer_id=obj.get("customer"),
            description=obj.get("description"),
            created_at=parse_timestamp(obj.get("created")),
        )

    @property
    def is_final(self) -> bool:
        return self.status in (PaymentStatus.SUCCEEDED, PaymentStatus.FAILED, PaymentStatus.CANCELED)
