"""Payment succeeded: the provider confirmed the funds.

Persists the payment with its amount, the presentment currency and the
settlement currency the acquirer pays out in, then books the revenue.
"""
import logging

from db.connection import get_cursor
from events.registry import register
from ledger import journal
from metrics.counters import increment
from utils.money import from_minor_units

logger = logging.getLogger(__name__)
audit = logging.getLogger("webhook.audit")


@register("payment.succeeded")
def on_payment_succeeded(payload: dict) -> None:
    obj = payload["data"]["object"]
    payment_id = obj["id"]
    currency = obj.get("currency", "usd").upper()
    amount = from_minor_units(obj.get("amount"), currency)
    settlement_currency = payload["data"]["settlement_currency"]
    with get_cursor() as cursor:
        cursor.execute(
            "UPDATE payments SET status = %s, amount = %s, currency = %s, settlement_currency = %s WHERE id = %s",
            ("succeeded", amount, currency, settlement_currency, payment_id),
        )
    journal.post_entry("payment", payment_id, amount, currency)
    increment("payments.succeeded", tags={"currency": currency})
    audit.info("Handled %s for %s", payload["type"], payment_id)
