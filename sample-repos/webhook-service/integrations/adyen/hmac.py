"""HMAC validation of Adyen notification items."""
import binascii
import os

from utils.crypto import hmac_sha256_b64, safe_equals

SIGNED_FIELDS = ("pspReference", "originalReference", "merchantAccountCode", "merchantReference")


def signing_string(item: dict) -> str:
    amount = item.get("amount") or {}
    values = [item.get(name, "") for name in SIGNED_FIELDS]
    values += [str(amount.get("value", "")), amount.get("currency", ""), item.get("eventCode", ""), item.get("success", "")]
    return ":".join(values)


def is_valid(item: dict) -> bool:
    key = os.environ.get("ADYEN_HMAC_KEY")
    signature = (item.get("additionalData") or {}).get("hmacSignature")
    if not key or not signature:
        return False
    expected = hmac_sha256_b64(binascii.unhexlify(key), signing_string(item).encode("utf-8"))
    return safe_equals(expected, signature)
