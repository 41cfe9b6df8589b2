"""Modifications on Adyen payments (capture, cancel, refund)."""
from integrations.adyen.client import AdyenClient


def capture(psp_reference: str, amount: int, currency: str) -> dict:
    body = {"amount": {"value": amount, "currency": currency}, "reference": f"capture-{psp_reference}"}
    return AdyenClient().post(f"/payments/{psp_reference}/captures", body)


def cancel(psp_reference: str) -> dict:
    return AdyenClient().post(f"/payments/{psp_reference}/cancels", {"reference": f"cancel-{psp_reference}"})


def refund(psp_reference: str, amount: int, currency: str) -> dict:
    body = {"amount": {"value": amount, "currency": currency}, "reference": f"refund-{psp_reference}"}
    return AdyenClient().post(f"/payments/{psp_reference}/refunds", body)
