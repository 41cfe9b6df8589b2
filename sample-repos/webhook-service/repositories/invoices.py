"""Persistence for the invoices table."""
from db.connection import get_cursor

TABLE = "invoices"
COLUMNS = ("id", "customer_id", "amount_due", "amount_paid", "currency", "status", "pdf_url")


def get(invoice_id: str) -> dict | None:
    with get_cursor() as cursor:
        cursor.execute(
            "SELECT id, customer_id, amount_due, amount_paid, currency, status, pdf_url FROM invoices WHERE id = %s",
            (invoice_id,),
        )
        row = cursor.fetchone()
    return dict(zip(COLUMNS, row)) if row else None


def upsert(row: dict) -> None:
    """Insert or update; keys missing from row are stored as NULL."""
    with get_cursor() as cursor:
        cursor.execute(
            "INSERT INTO invoices (id, customer_id, amount_due, amount_paid, currency, status, pdf_url) "
            "VALUES (%s, %s, %s, %s, %s, %s, %s) "
            "ON CONFLICT (id) DO UPDATE SET "
            "customer_id = EXCLUDED.customer_id, amount_due = EXCLUDED.amount_due, amount_paid = EXCLUDED.amount_paid, "
            "currency = EXCLUDED.currency, status = EXCLUDED.status, pdf_url = EXCLUDED.pdf_url",
            tuple(row.get(column) for column in COLUMNS),
        )


def update_status(invoice_id: str, status: str) -> int:
    with get_cursor() as cursor:
        cursor.execute("UPDATE invoices SET status = %s, updated_at = now() WHERE id = %s", (status, invoice_id))
        return cursor.rowcount


def overdue(days: int) -> list[str]:
    with get_cursor() as cursor:
        cursor.execute(
            "SELECT id FROM invoices WHERE status = 'open' AND due_date < now() - make_interval(days => %s)",
            (days,),
        )
        return [row[0] for row in cursor.fetchall()]
