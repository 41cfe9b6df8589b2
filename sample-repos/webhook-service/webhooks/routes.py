"""URL table for the webhook endpoints."""
from api import health
from webhooks import receiver

ROUTES = {
    ("POST", "/webhooks/stripe"): receiver.receive,
    ("POST", "/webhooks/adyen"): receiver.receive_adyen,
    ("GET", "/healthz"): health.check,
}


def resolve(method: str, path: str):
    return ROUTES.get((method.upper(), path.rstrip("/") or "/"))
