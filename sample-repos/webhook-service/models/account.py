"""A connected (platform) account."""
from dataclasses import dataclass, field


@dataclass
class ConnectedAccount:
    id: str
    charges_enabled: bool
    payouts_enabled: bool
    country: str | None = None
    default_currency: str | None = None
    requirements_due: list = field(default_factory=list)

    @classmethod
    def from_provider(cls, obj: dict) -> "ConnectedAccount":
        return cls(
            id=obj["id"],
            charges_enabled=bool(obj.get("charges_enabled")),
            payouts_enabled=bool(obj.get("payouts_enabled")),
            country=obj.get("country"),
            default_currency=(obj.get("default_currency") or "").upper() or None,
            requirements_due=list((obj.get("requirements") or {}).get("currently_due", [])),
        )
