"""Adyen Checkout API client."""
import os

import requests

CHECKOUT_BASE = os.environ.get("ADYEN_CHECKOUT_URL", "https://checkout-test.adyen.com/v71")


class AdyenClient:
    def __init__(self, api_key: str | None = None, merchant_account: str | None = None) -> None:
        self.api_key = api_key or os.environ.get("ADYEN_API_KEY")
        self.merchant_account = merchant_account or os.environ.get("ADYEN_MERCHANT_ACCOUNT")

    def post(self, path: str, body: dict) -> dict:
        response = requests.post(
            CHECKOUT_BASE + path,
            json={"merchantAccount": self.merchant_account, **body},
            headers={"X-API-Key": self.api_key or "", "Content-Type": "application/json"},
            timeout=10,
        )
        response.raise_for_status()
        return response.json()
