"""Fraud signals: early warnings, reviews, blocked charges."""
import logging

from db.connection import get_cursor

logger = logging.getLogger(__name__)
audit = logging.getLogger("webhook.audit")


def record_block(charge_id: str, reason: str | None) -> None:
    audit.info("Charge %s blocked by risk rules: %s", charge_id, reason)


def record_warning(warning_id: str, charge_id: str, fraud_type: str | None, actionable: bool) -> None:
    with get_cursor() as cursor:
        cursor.execute(
            "INSERT INTO fraud_warnings (id, charge_id, fraud_type, actionable) VALUES (%s, %s, %s, %s) "
            "ON CONFLICT (id) DO UPDATE SET actionable = EXCLUDED.actionable",
            (warning_id, charge_id, fraud_type, actionable),
        )


def open_review(review_id: str, charge_id: str | None, reason: str | None) -> None:
    with get_cursor() as cursor:
        cursor.execute(
            "INSERT INTO reviews (id, charge_id, reason, open) VALUES (%s, %s, %s, true)",
            (review_id, charge_id, reason),
        )


def close_review(review_id: str, reason: str | None) -> None:
    with get_cursor() as cursor:
        cursor.execute("UPDATE reviews SET open = false, closed_reason = %s WHERE id = %s", (reason, review_id))
    logger.info("Review %s closed: %s", review_id, reason)
