"""Payouts and the balance transactions they settle."""
from integrations.stripe.client import StripeClient


def retrieve(payout_id: str) -> dict:
    return StripeClient.default().get(f"/v1/payouts/{payout_id}")


def balance_transactions(payout_id: str):
    client = StripeClient.default()
    params = {"payout": payout_id, "limit": 100}
    while True:
        page = client.get("/v1/balance_transactions", params=params)
        yield from page["data"]
        if not page.get("has_more"):
            return
        params["starting_after"] = page["data"][-1]["id"]
