"""Journal entry value objects."""
from dataclasses import dataclass
from decimal import Decimal


@dataclass(frozen=True)
class Entry:
    debit: str
    credit: str
    amount: Decimal
    currency: str
    reference: str

    def reversed(self) -> "Entry":
        return Entry(self.credit, self.debit, self.amount, self.currency, self.reference)


def balanced(entries: list[Entry]) -> bool:
    totals: dict[str, Decimal] = {}
    for entry in entries:
        totals[entry.debit] = totals.get(entry.debit, Decimal(0)) + entry.amount
        totals[entry.credit] = totals.get(entry.credit, Decimal(0)) - entry.amount
    return sum(totals.values(), Decimal(0)) == 0
