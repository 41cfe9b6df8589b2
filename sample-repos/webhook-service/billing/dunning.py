"""Retry schedule for failed invoice payments."""
import logging

from config.settings import load_limits
from db.connection import get_cursor
from notifications.email import send_template
from utils.i18n import _
from utils.timeutil import in_days

logger = logging.getLogger(__name__)

MAX_ATTEMPTS = 4
RETRY_SCHEDULE_DAYS = (1, 3, 5, 7)


def schedule_retry(invoice_id: str, attempt: int) -> None:
    schedule = load_limits().get("dunning", {}).get("retry_after_days", RETRY_SCHEDULE_DAYS)
    if attempt > len(schedule):
        logger.info("Invoice %s exhausted retries after %s attempts", invoice_id, attempt)
        return
    with get_cursor() as cursor:
        cursor.execute(
            "INSERT INTO dunning_retries (invoice_id, attempt, run_at) VALUES (%s, %s, %s)",
            (invoice_id, attempt, in_days(schedule[attempt - 1])),
        )


def escalate(invoice_id: str, customer_email: str | None, days_overdue: int) -> None:
    logger.warning("Invoice %s is %s days overdue", invoice_id, days_overdue)
    if customer_email and days_overdue >= 14:
        send_template(customer_email, "invoice_final_notice", {"subject": _("Final notice: invoice overdue")})
