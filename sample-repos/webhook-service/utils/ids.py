"""Identifiers: internal ids are prefixed ULID-ish strings."""
import secrets
import time

ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz"
PREFIXES = {"payment": "pay", "refund": "ref", "ledger_entry": "led", "job_run": "run"}


def new_id(kind: str) -> str:
    prefix = PREFIXES.get(kind)
    if prefix is None:
        raise ValueError(f"unknown id kind {kind}")
    millis = int(time.time() * 1000)
    stamp = ""
    while millis:
        millis, rem = divmod(millis, 32)
        stamp = ALPHABET[rem] + stamp
    return f"{prefix}_{stamp}{secrets.token_hex(5)}"


def is_provider_id(value: str) -> bool:
    return value.startswith(("ch_", "pi_", "in_", "cus_", "sub_", "po_", "re_", "dp_"))
