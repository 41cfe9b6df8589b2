"""Per-event context carried into logs and traces."""
from dataclasses import dataclass


@dataclass(frozen=True)
class EventContext:
    event_id: str | None
    event_type: str | None
    account_id: str | None
    livemode: bool
    api_version: str | None

    @classmethod
    def from_payload(cls, payload: dict) -> "EventContext":
        return cls(
            event_id=payload.get("id"),
            event_type=payload.get("type"),
            account_id=payload.get("account"),
            livemode=bool(payload.get("livemode", False)),
            api_version=payload.get("api_version"),
        )

    def log_fields(self) -> dict:
        return {"event_id": self.event_id, "event_type": self.event_type, "account": self.account_id}
