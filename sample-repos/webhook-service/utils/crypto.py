"""Constant-time comparisons and HMAC helpers shared by both providers."""
import base64
import hashlib
import hmac


def hmac_sha256_hex(key: bytes, message: bytes) -> str:
    return hmac.new(key, message, hashlib.sha256).hexdigest()


def hmac_sha256_b64(key: bytes, message: bytes) -> str:
    return base64.b64encode(hmac.new(key, message, hashlib.sha256).digest()).decode("ascii")


def safe_equals(left: str, right: str) -> bool:
    return hmac.compare_digest(left.encode("utf-8"), right.encode("utf-8"))


def fingerprint(value: str) -> str:
    """Short stable fingerprint for logs (never log the raw value)."""
    return hashlib.sha256(value.encode("utf-8")).hexdigest()[:12]
