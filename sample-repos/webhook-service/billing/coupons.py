"""Coupon validation for self-serve checkout."""
from datetime import datetime, timezone
from decimal import Decimal

from db.connection import get_cursor
from utils.i18n import _


def lookup(code: str) -> dict | None:
    with get_cursor() as cursor:
        cursor.execute(
            "SELECT id, percent_off, amount_off, redeem_by FROM coupons WHERE upper(code) = upper(%s)", (code,)
        )
        row = cursor.fetchone()
    return dict(zip(("id", "percent_off", "amount_off", "redeem_by"), row)) if row else None


def discount(code: str, subtotal: Decimal) -> Decimal:
    coupon = lookup(code)
    if coupon is None:
        raise ValueError(_("Unknown coupon code"))
    if coupon["redeem_by"] and coupon["redeem_by"] < datetime.now(tz=timezone.utc):
        raise ValueError(_("This coupon has expired"))
    if coupon["percent_off"]:
        return (subtotal * Decimal(coupon["percent_off"]) / 100).quantize(Decimal("0.01"))
    return min(Decimal(coupon["amount_off"] or 0), subtotal)
