"""Yesterday's volume per currency."""
from datetime import timedelta

from services.accounting import volume_by_currency
from utils.money import format_amount, from_minor_units
from utils.timeutil import start_of_day, utcnow


def daily_volume_lines() -> list[str]:
    end = start_of_day(utcnow())
    start = end - timedelta(days=1)
    volume = volume_by_currency(start, end)
    return [format_amount(from_minor_units(amount, currency), currency) for currency, amount in sorted(volume.items())]
