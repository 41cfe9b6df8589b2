"""Settlement: payouts that reached the bank."""
import logging

from db.connection import get_cursor

logger = logging.getLogger(__name__)


def mark_settled(payout_id: str, arrival_date) -> None:
    with get_cursor() as cursor:
        cursor.execute("UPDATE payouts SET settled_at = %s WHERE id = %s AND settled_at IS NULL", (arrival_date, payout_id))
        if cursor.rowcount == 0:
            logger.info("Payout %s already settled or unknown", payout_id)
