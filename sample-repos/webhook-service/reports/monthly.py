"""Month-end summary e-mailed to finance."""
import os

from notifications.email import send_template
from reports.revenue import revenue_by_month
from utils.i18n import _


def send_month_end(year: int, month: int) -> bool:
    rows = revenue_by_month(year, month)
    total = sum(amount for _currency, amount in rows)
    recipient = os.environ.get("FINANCE_EMAIL")
    context = {"subject": _("Monthly revenue report"), "amount": total, "name": "Finance"}
    return send_template(recipient, "receipt", context)
