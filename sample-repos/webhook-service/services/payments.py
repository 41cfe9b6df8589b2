"""Payment state transitions."""
import logging

from db.connection import get_cursor
from repositories import payments as payment_rows
from utils.i18n import _

logger = logging.getLogger(__name__)

FINAL_STATUSES = frozenset({"succeeded", "failed", "canceled", "refunded"})


def record_payment(payment_id: str, amount: int | None, currency: str | None, status: str) -> None:
    payment_rows.upsert({"id": payment_id, "amount": amount, "currency": (currency or "usd").upper(), "status": status})
    logger.info("Recorded payment %s as %s", payment_id, status)


def mark_status(payment_id: str, status: str, reason: str | None = None) -> None:
    current = payment_rows.get(payment_id)
    if current is None:
        logger.warning("Status %s for unknown payment %s", status, payment_id)
        return
    if current["status"] in FINAL_STATUSES and status not in ("refunded", "partially_refunded"):
        logger.info("Ignoring %s for %s: already %s", status, payment_id, current["status"])
        return
    payment_rows.update_status(payment_id, status)
    if reason:
        with get_cursor() as cursor:
            cursor.execute("UPDATE payments SET failure_reason = %s WHERE id = %s", (reason[:255], payment_id))


def capture(payment_id: str, amount: int | None) -> None:
    if not amount or amount <= 0:
        raise ValueError(_("Capture amount must be positive"))
    with get_cursor() as cursor:
        cursor.execute(
            "UPDATE payments SET status = 'succeeded', amount_captured = %s, captured_at = now() WHERE id = %s",
            (amount, payment_id),
        )


def schedule_capture_reminder(payment_id: str, when) -> None:
    with get_cursor() as cursor:
        cursor.execute(
            "INSERT INTO capture_reminders (payment_id, remind_at) VALUES (%s, %s) ON CONFLICT DO NOTHING",
            (payment_id, when),
        )


def update_metadata(payment_id: str | None, description: str | None, metadata: dict) -> None:
    if payment_id:
        payment_rows.update_description(payment_id, description, metadata)


def release_reservation(reference: str | None) -> None:
    if not reference:
        return
    with get_cursor() as cursor:
        cursor.execute("DELETE FROM checkout_reservations WHERE reference = %s", (reference,))
        if cursor.rowcount:
            logger.info("Released reservation %s", reference)
