"""Merchant settings that shape how we settle and notify."""
from dataclasses import dataclass


@dataclass
class Merchant:
    id: str
    legal_name: str
    billing_email: str | None
    timezone: str = "UTC"
    locale: str = "en"

    @classmethod
    def from_provider(cls, obj: dict) -> "Merchant":
        return cls(
            id=obj["id"],
            legal_name=obj.get("legal_name", ""),
            billing_email=obj.get("billing_email"),
            timezone=obj.get("timezone", "UTC"),
            locale=obj.get("locale", "en"),
        )

    def wants_digest(self) -> bool:
        return bool(self.billing_email)
