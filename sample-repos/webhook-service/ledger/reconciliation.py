"""Match payouts with the balance transactions they contain."""
import logging

from db.connection import get_cursor
from integrations.stripe.payouts import balance_transactions

logger = logging.getLogger(__name__)


def match_payout(payout_id: str) -> int:
    matched = 0
    with get_cursor() as cursor:
        for txn in balance_transactions(payout_id):
            cursor.execute(
                "UPDATE journal SET payout_id = %s WHERE reference = %s AND payout_id IS NULL",
                (payout_id, txn.get("source")),
            )
            matched += cursor.rowcount
    logger.info("Payout %s reconciled: %s journal lines", payout_id, matched)
    return matched


def unmatched_count() -> int:
    with get_cursor() as cursor:
        cursor.execute("SELECT count(*) FROM journal WHERE payout_id IS NULL AND kind = 'payment'")
        return cursor.fetchone()[0]
