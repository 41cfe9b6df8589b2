"""Invoice state as seen by accounting."""
import logging

from repositories import invoices as invoice_rows

logger = logging.getLogger(__name__)


def upsert_invoice(invoice_id: str, customer_id: str, amount_due: int | None, currency: str | None, status: str) -> None:
    invoice_rows.upsert(
        {"id": invoice_id, "customer_id": customer_id, "amount_due": amount_due, "currency": currency, "status": status}
    )


def mark_paid(invoice_id: str, amount_paid: int | None) -> None:
    row = invoice_rows.get(invoice_id)
    if row is None:
        logger.warning("Paid invoice %s was never seen as created", invoice_id)
        row = {"id": invoice_id}
    invoice_rows.upsert({**row, "amount_paid": amount_paid, "status": "paid"})


def store_pdf_url(invoice_id: str, url: str) -> None:
    row = invoice_rows.get(invoice_id) or {"id": invoice_id}
    invoice_rows.upsert({**row, "pdf_url": url})


def void_invoice(invoice_id: str) -> None:
    invoice_rows.update_status(invoice_id, "void")


def mark_uncollectible(invoice_id: str) -> None:
    invoice_rows.update_status(invoice_id, "uncollectible")
