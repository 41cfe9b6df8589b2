"""Recurring billing agreement."""
from dataclasses import dataclass
from datetime import datetime
from enum import Enum

from utils.timeutil import parse_timestamp


class SubscriptionStatus(str, Enum):
    TRIALING = "trialing"
    ACTIVE = "active"
    PAST_DUE = "past_due"
    PAUSED = "paused"
    CANCELED = "canceled"
    UNPAID = "unpaid"


@dataclass
class Subscription:
    id: str
    customer_id: str
    status: SubscriptionStatus
    plan_id: str | None
    current_period_end: datetime | None = None
    cancel_at_period_end: bool = False

    @classmethod
    def from_provider(cls, obj: dict) -> "Subscription":
        currency = obj.get("currency", "usd").upper()
        return cls(
            id=obj["id"],
            customer_id=obj["customer"],
            status=SubscriptionStatus(obj["status"]),
            plan_id=((obj.get("items") or {}).get("data") or [{}])[0].get("price", {}).get("id"),
            current_period_end=parse_timestamp(obj.get("current_period_end")),
            cancel_at_period_end=bool(obj.get("cancel_at_period_end")),
        )
