"""A charge succeeded; record it and fetch the provider fee."""
import logging

from events.registry import register
from metrics.counters import increment
from services import fees, payments

logger = logging.getLogger(__name__)


@register("charge.succeeded")
def on_charge_succeeded(payload: dict) -> None:
    obj = payload["data"]["object"]
    payments.record_payment(obj.get("payment_intent") or obj["id"], obj.get("amount"), obj.get("currency"), "succeeded")
    balance_transaction = obj.get("balance_transaction")
    if balance_transaction:
        fees.record_fee(obj["id"], balance_transaction)
    increment("handlers.charge", tags={"event": payload["type"]})
    logger.debug("%s processed: %s", payload["type"], obj["id"])
