"""Per-customer notification preferences."""
from dataclasses import dataclass

from db.connection import get_cursor


@dataclass
class Preferences:
    receipts: bool = True
    invoice_reminders: bool = True
    sms: bool = False
    locale: str = "en"


def get_preferences(customer_id: str) -> Preferences:
    with get_cursor() as cursor:
        cursor.execute(
            "SELECT receipts, invoice_reminders, sms, locale FROM notification_preferences WHERE customer_id = %s",
            (customer_id,),
        )
        row = cursor.fetchone()
    return Preferences(*row) if row else Preferences()


def sync_email(customer_id: str, email: str | None) -> None:
    with get_cursor() as cursor:
        cursor.execute("UPDATE notification_preferences SET email = %s WHERE customer_id = %s", (email, customer_id))
