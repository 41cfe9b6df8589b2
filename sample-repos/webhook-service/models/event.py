"""Raw webhook event as persisted for replay and audits."""
from dataclasses import dataclass, field
from datetime import datetime

from utils.timeutil import parse_timestamp


@dataclass
class StoredEvent:
    id: str
    type: str
    account: str | None
    livemode: bool
    created_at: datetime | None = None
    body: dict = field(default_factory=dict)

    @classmethod
    def from_provider(cls, obj: dict) -> "StoredEvent":
        return cls(
            id=obj["id"],
            type=obj["type"],
            account=obj.get("account"),
            livemode=bool(obj.get("livemode")),
            created_at=parse_timestamp(obj.get("created")),
            body=obj,
        )
