"""Period exports for the accounting team."""
import csv
import io
from datetime import datetime

from db.connection import get_cursor
from db.queries import DAILY_VOLUME


def volume_by_currency(start: datetime, end: datetime) -> dict[str, int]:
    with get_cursor() as cursor:
        cursor.execute(DAILY_VOLUME, (start, end))
        return dict(cursor.fetchall())


def export_period(start: datetime, end: datetime) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(["currency", "amount"])
    for currency, amount in sorted(volume_by_currency(start, end).items()):
        writer.writerow([currency, amount])
    return buffer.getvalue()
