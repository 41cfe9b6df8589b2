"""Dispute evidence submission."""
from integrations.stripe.client import StripeClient

EVIDENCE_FIELDS = ("customer_email_address", "product_description", "receipt", "shipping_tracking_number")


def submit_evidence(dispute_id: str, evidence: dict, submit: bool = False) -> dict:
    unknown = set(evidence) - set(EVIDENCE_FIELDS)
    if unknown:
        raise ValueError(f"unsupported evidence fields: {sorted(unknown)}")
    data = {f"evidence[{key}]": value for key, value in evidence.items()}
    data["submit"] = "true" if submit else "false"
    return StripeClient.default().post(f"/v1/disputes/{dispute_id}", data)
