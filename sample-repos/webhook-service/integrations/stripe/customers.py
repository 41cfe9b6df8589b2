"""Customer lookups."""
from integrations.stripe.client import StripeClient


def retrieve(customer_id: str) -> dict:
    return StripeClient.default().get(f"/v1/customers/{customer_id}")


def set_metadata(customer_id: str, metadata: dict) -> dict:
    data = {f"metadata[{key}]": value for key, value in metadata.items()}
    return StripeClient.default().post(f"/v1/customers/{customer_id}", data)
