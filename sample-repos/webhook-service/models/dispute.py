"""A chargeback or inquiry opened by the card holder."""
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from enum import Enum

from utils.money import from_minor_units
from utils.timeutil import parse_timestamp


class DisputeStatus(str, Enum):
    WARNING_NEEDS_RESPONSE = "warning_needs_response"
    NEEDS_RESPONSE = "needs_response"
    UNDER_REVIEW = "under_review"
    WON = "won"
    LOST = "lost"


@dataclass
class Dispute:
    id: str
    charge_id: str
    amount: Decimal
    currency: str
    reason: str
    status: DisputeStatus
    evidence_due_by: datetime | None = None

    @classmethod
    def from_provider(cls, obj: dict) -> "Dispute":
        currency = obj.get("currency", "usd").upper()
        return cls(
            id=obj["id"],
            charge_id=obj["charge"],
            amount=from_minor_units(obj["amount"], currency),
            currency=currency,
            reason=obj.get("reason", "general"),
            status=DisputeStatus(obj.get("status", "needs_response")),
            evidence_due_by=parse_timestamp((obj.get("evidence_details") or {}).get("due_by")),
        )

    @property
    def is_closed(self) -> bool:
        return self.status in (DisputeStatus.WON, DisputeStatus.LOST)
