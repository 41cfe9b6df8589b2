"""Customer credit balance applied to new invoices."""
import logging

from db.connection import get_cursor

logger = logging.getLogger(__name__)


def balance(customer_id: str) -> int:
    with get_cursor() as cursor:
        cursor.execute("SELECT COALESCE(SUM(amount), 0) FROM customer_credits WHERE customer_id = %s", (customer_id,))
        return cursor.fetchone()[0]


def apply_pending(customer_id: str, invoice_id: str) -> int:
    available = balance(customer_id)
    if available <= 0:
        return 0
    with get_cursor() as cursor:
        cursor.execute(
            "INSERT INTO customer_credits (customer_id, amount, invoice_id) VALUES (%s, %s, %s)",
            (customer_id, -available, invoice_id),
        )
    logger.info("Applied %s credit from %s to %s", available, customer_id, invoice_id)
    return available
