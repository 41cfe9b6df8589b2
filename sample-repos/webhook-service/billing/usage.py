"""Metered usage lines on invoices."""
import logging

from db.connection import get_cursor

logger = logging.getLogger(__name__)


def attach_line(invoice_id: str, price_id: str | None, quantity: int) -> None:
    if price_id is None:
        logger.debug("Invoice %s has a line without price", invoice_id)
        return
    with get_cursor() as cursor:
        cursor.execute(
            "INSERT INTO invoice_lines (invoice_id, price_id, quantity) VALUES (%s, %s, %s)",
            (invoice_id, price_id, quantity),
        )


def usage_for(subscription_id: str, period_start, period_end) -> int:
    with get_cursor() as cursor:
        cursor.execute(
            "SELECT COALESCE(SUM(quantity), 0) FROM usage_records WHERE subscription_id = %s AND recorded_at BETWEEN %s AND %s",
            (subscription_id, period_start, period_end),
        )
        return cursor.fetchone()[0]
