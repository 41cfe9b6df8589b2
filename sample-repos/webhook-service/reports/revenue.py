"""Revenue by month and currency."""
from db.connection import get_cursor


def revenue_by_month(year: int, month: int) -> list[tuple[str, int]]:
    with get_cursor() as cursor:
        cursor.execute(
            "SELECT currency, SUM(amount) FROM payments WHERE status = 'succeeded' "
            "AND date_part('year', created_at) = %s AND date_part('month', created_at) = %s GROUP BY currency",
            (year, month),
        )
        return cursor.fetchall()
