"""Verify the Stripe-Signature header (``t=<unix>,v1=<hex>``)."""
import hashlib
import hmac
import os
import time

SIGNATURE_HEADER = "Stripe-Signature"
DEFAULT_TOLERANCE_SECONDS = 300


def _secret() -> bytes:
    secret = os.environ.get("STRIPE_SECRET")
    if not secret:
        raise RuntimeError("STRIPE_SECRET is not configured")
    return secret.encode("utf-8")


def parse_header(header: str) -> tuple[int, list[str]]:
    timestamp = None
    signatures: list[str] = []
    for part in header.split(","):
        key, _sep, value = part.strip().partition("=")
        if key == "t" and value.isdigit():
            timestamp = int(value)
        elif key == "v1":
            signatures.append(value)
    if timestamp is None or not signatures:
        raise ValueError("invalid signature header")
    return timestamp, signatures


def expected_signature(timestamp: int, body: bytes, secret: bytes) -> str:
    signed = str(timestamp).encode("ascii") + b"." + body
    return hmac.new(secret, signed, hashlib.sha256).hexdigest()


def verify(body: bytes, header: str, tolerance: int = DEFAULT_TOLERANCE_SECONDS) -> None:
    """Raise ValueError unless header carries a valid signature for body."""
    timestamp, signatures = parse_header(header)
    if abs(time.time() - timestamp) > tolerance:
        raise ValueError("signature timestamp outside tolerance")
    expected = expected_signature(timestamp, body, _secret())
    if not any(hmac.compare_digest(expected, candidate) for candidate in signatures):
        raise ValueError("signature mismatch")
