"""Post ledger entries for payment events."""
import logging
from decimal import Decimal

from db.connection import get_cursor
from ledger.accounts import account_code
from ledger.entries import Entry

logger = logging.getLogger(__name__)

POSTINGS = {
    "payment": ("provider_balance", "revenue"),
    "capture": ("provider_balance", "receivables"),
    "refund": ("refunds", "provider_balance"),
    "dispute_loss": ("disputes", "provider_balance"),
    "bad_debt": ("bad_debt", "receivables"),
    "transfer": ("cash", "provider_balance"),
    "transfer_reversal": ("provider_balance", "cash"),
}


def post_entry(kind: str, reference: str, amount: Decimal, currency: str) -> Entry:
    debit, credit = POSTINGS[kind]
    entry = Entry(account_code(debit), account_code(credit), amount, currency.upper(), reference)
    with get_cursor() as cursor:
        cursor.execute(
            "INSERT INTO journal (debit, credit, amount, currency, reference, kind) VALUES (%s, %s, %s, %s, %s, %s)",
            (entry.debit, entry.credit, entry.amount, entry.currency, entry.reference, kind),
        )
    logger.debug("Posted %s %s %s for %s", kind, amount, currency, reference)
    return entry
