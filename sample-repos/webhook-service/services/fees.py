"""Provider fees, read from balance transactions."""
import logging

from db.connection import get_cursor
from integrations.stripe.client import StripeClient

logger = logging.getLogger(__name__)


def record_fee(charge_id: str, balance_transaction_id: str) -> None:
    txn = StripeClient.default().get(f"/v1/balance_transactions/{balance_transaction_id}")
    fee = txn.get("fee", 0)
    with get_cursor() as cursor:
        cursor.execute(
            "INSERT INTO fees (charge_id, amount, currency, details) VALUES (%s, %s, %s, %s)",
            (charge_id, fee, txn.get("currency"), str(txn.get("fee_details", []))),
        )
    logger.debug("Fee %s recorded for %s", fee, charge_id)
