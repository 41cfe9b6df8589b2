"""Catalogue entry mirrored from the provider."""
from dataclasses import dataclass, field


@dataclass
class Product:
    id: str
    name: str
    active: bool
    tax_code: str | None = None
    metadata: dict = field(default_factory=dict)

    @classmethod
    def from_provider(cls, obj: dict) -> "Product":
        return cls(
            id=obj["id"],
            name=obj.get("name", ""),
            active=bool(obj.get("active", True)),
            tax_code=obj.get("tax_code"),
            metadata=dict(obj.get("metadata") or {}),
        )
