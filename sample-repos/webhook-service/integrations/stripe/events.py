"""Backfill: list events from the API when webhooks were missed."""
from integrations.stripe.client import StripeClient


def list_events(types: list[str], created_gte: int, limit: int = 100) -> list[dict]:
    params = {"created[gte]": created_gte, "limit": limit}
    for index, event_type in enumerate(types):
        params[f"types[{index}]"] = event_type
    return StripeClient.default().get("/v1/events", params=params).get("data", [])


def retrieve_event(event_id: str) -> dict:
    return StripeClient.default().get(f"/v1/events/{event_id}")
