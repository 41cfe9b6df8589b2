"""Settings read once at import time from the environment."""
import json
import os
from dataclasses import dataclass, field


def _flag(name: str, default: bool = False) -> bool:
    return os.environ.get(name, "1" if default else "0").lower() in ("1", "true", "yes")


def load_limits() -> dict:
    with open("config/limits.json") as fh:
        return json.load(fh)


@dataclass
class Settings:
    stripe_secret: str | None = field(default_factory=lambda: os.environ.get("STRIPE_SECRET"))
    stripe_api_key: str | None = field(default_factory=lambda: os.environ.get("STRIPE_API_KEY"))
    adyen_hmac_key: str | None = field(default_factory=lambda: os.environ.get("ADYEN_HMAC_KEY"))
    adyen_api_key: str | None = field(default_factory=lambda: os.environ.get("ADYEN_API_KEY"))
    database_url: str = field(default_factory=lambda: os.environ.get("DATABASE_URL", "postgresql://localhost/webhooks"))
    slack_webhook_url: str | None = field(default_factory=lambda: os.environ.get("SLACK_WEBHOOK_URL"))
    strict_dispatch: bool = field(default_factory=lambda: _flag("STRICT_DISPATCH"))
    auto_capture: bool = field(default_factory=lambda: _flag("AUTO_CAPTURE", default=True))
    environment: str = field(default_factory=lambda: os.environ.get("APP_ENV", "development"))

    @property
    def is_production(self) -> bool:
        return self.environment == "production"


settings = Settings()
