"""Payouts that have not reached the bank yet."""
from repositories.payouts import unsettled
from utils.money import format_amount, from_minor_units


def pending_payout_lines() -> list[str]:
    lines = []
    for payout_id, amount, currency in unsettled():
        lines.append(f"{payout_id}: {format_amount(from_minor_units(amount, currency), currency)}")
    return lines
