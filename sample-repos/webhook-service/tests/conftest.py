"""Shared test setup: load every module so registries are complete."""
import os

import pytest

os.environ.setdefault("STRIPE_SECRET", "whsec_test_secret")
os.environ.setdefault("APP_ENV", "test")

import bootstrap  # noqa: E402,F401


@pytest.fixture
def make_event():
    def make(event_type: str, obj: dict, **data) -> dict:
        event_id = f"evt_test_{obj.get('id', 'x')}"
        return {"id": event_id, "type": event_type, "created": 1718000000, "data": {"object": obj, **data}}

    return make
