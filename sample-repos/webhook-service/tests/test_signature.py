"""Signature header parsing and verification."""
import hashlib
import hmac
import time

import pytest

from webhooks import signature

SECRET = "whsec_test_secret"


def sign(body: bytes, timestamp: int) -> str:
    digest = hmac.new(SECRET.encode(), f"{timestamp}.".encode() + body, hashlib.sha256).hexdigest()
    return f"t={timestamp},v1={digest}"


def test_valid_signature(monkeypatch):
    monkeypatch.setenv("STRIPE_SECRET", SECRET)
    body = b'{"id": "evt_1", "type": "invoice.paid"}'
    signature.verify(body, sign(body, int(time.time())))


def test_garbage_header():
    with pytest.raises(ValueError, match="invalid signature header"):
        signature.parse_header("v0=deadbeef")


def test_replayed_delivery_is_rejected(monkeypatch):
    monkeypatch.setenv("STRIPE_SECRET", SECRET)
    body = b"{}"
    with pytest.raises(ValueError, match="outside tolerance"):
        signature.verify(body, sign(body, int(time.time()) - 3600))
