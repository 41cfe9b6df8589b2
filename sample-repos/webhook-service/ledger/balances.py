"""Available balance snapshots reported by the provider."""
from db.connection import get_cursor


def record_available(currency: str, amount: int) -> None:
    with get_cursor() as cursor:
        cursor.execute(
            "INSERT INTO balance_snapshots (currency, amount, taken_at) VALUES (%s, %s, now())",
            (currency.upper(), amount),
        )


def latest(currency: str) -> int | None:
    with get_cursor() as cursor:
        cursor.execute(
            "SELECT amount FROM balance_snapshots WHERE currency = %s ORDER BY taken_at DESC LIMIT 1",
            (currency.upper(),),
        )
        row = cursor.fetchone()
    return row[0] if row else None
