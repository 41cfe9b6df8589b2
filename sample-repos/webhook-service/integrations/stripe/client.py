"""Thin HTTP client for the Stripe API."""
import logging
import os
import uuid

import requests

from utils.retry import backoff

logger = logging.getLogger(__name__)

API_BASE = "https://api.stripe.com"
API_VERSION = "2024-06-20"


class StripeClient:
    _default = None

    def __init__(self, api_key: str | None = None, timeout: float = 10.0) -> None:
        self.api_key = api_key or os.environ.get("STRIPE_API_KEY")
        if not self.api_key:
            raise RuntimeError("STRIPE_API_KEY is not configured")
        self.timeout = timeout
        self.session = requests.Session()
        self.session.headers.update({"Authorization": f"Bearer {self.api_key}", "Stripe-Version": API_VERSION})

    @classmethod
    def default(cls) -> "StripeClient":
        if cls._default is None:
            cls._default = cls()
        return cls._default

    @backoff(attempts=3)
    def get(self, path: str, params: dict | None = None) -> dict:
        response = self.session.get(API_BASE + path, params=params, timeout=self.timeout)
        response.raise_for_status()
        return response.json()

    @backoff(attempts=3)
    def post(self, path: str, data: dict, idempotency_key: str | None = None) -> dict:
        headers = {"Idempotency-Key": idempotency_key or uuid.uuid4().hex}
        response = self.session.post(API_BASE + path, data=data, headers=headers, timeout=self.timeout)
        if response.status_code == 402:
            logger.info("Stripe declined %s: %s", path, response.json().get("error", {}).get("code"))
        response.raise_for_status()
        return response.json()
