"""Our own invoice numbers (the provider's are not gapless)."""
from db.connection import get_cursor


def next_invoice_number(prefix: str = "INV") -> str:
    with get_cursor() as cursor:
        cursor.execute("SELECT nextval('invoice_number_seq')")
        number = cursor.fetchone()[0]
    return f"{prefix}-{number:08d}"


def link_provider_invoice(number: str, provider_invoice_id: str) -> None:
    with get_cursor() as cursor:
        cursor.execute(
            "UPDATE invoices SET number = %s WHERE id = %s AND number IS NULL", (number, provider_invoice_id)
        )
