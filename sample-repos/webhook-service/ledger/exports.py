"""CSV export of the journal for the accountants."""
import csv
from datetime import date

from db.connection import get_cursor

HEADER = ["date", "debit", "credit", "amount", "currency", "reference"]


def export_journal(day: date, path: str) -> int:
    with get_cursor() as cursor:
        cursor.execute(
            "SELECT created_at::date, debit, credit, amount, currency, reference FROM journal WHERE created_at::date = %s",
            (day,),
        )
        rows = cursor.fetchall()
    with open(path, "w", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(HEADER)
        writer.writerows(rows)
    return len(rows)
