"""Serialise payloads for logs without leaking card or contact data."""
import json

SENSITIVE_KEYS = frozenset({"card", "bank_account", "email", "phone", "address", "iban", "last4"})
MASK = "***"


def redact(value):
    """Return a copy of value with sensitive keys masked, at any depth."""
    if isinstance(value, dict):
        return {k: MASK if k in SENSITIVE_KEYS else redact(v) for k, v in value.items()}
    if isinstance(value, list):
        return [redact(v) for v in value]
    return value


def to_log_line(payload: dict, limit: int = 2000) -> str:
    text = json.dumps(redact(payload), sort_keys=True, default=str)
    return text if len(text) <= limit else text[:limit] + "..."
