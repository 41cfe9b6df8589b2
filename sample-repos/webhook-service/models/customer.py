"""Customer record mirrored from the provider."""
from dataclasses import dataclass, field


@dataclass
class Customer:
    id: str
    email: str | None
    name: str | None
    country: str | None = None
    tax_exempt: bool = False
    metadata: dict = field(default_factory=dict)

    @classmethod
    def from_provider(cls, obj: dict) -> "Customer":
        currency = obj.get("currency", "usd").upper()
        return cls(
            id=obj["id"],
            email=obj.get("email"),
            name=obj.get("name"),
            country=(obj.get("address") or {}).get("country"),
            tax_exempt=obj.get("tax_exempt") == "exempt",
            metadata=dict(obj.get("metadata") or {}),
        )

    @property
    def display_name(self) -> str:
        return self.name or self.email or self.id
