"""Date arithmetic for subscription periods."""
import calendar
from datetime import datetime, timedelta

INTERVALS = ("day", "week", "month", "year")


def add_interval(start: datetime, interval: str, count: int = 1) -> datetime:
    if interval not in INTERVALS:
        raise ValueError(f"unsupported interval {interval}")
    if interval == "day":
        return start + timedelta(days=count)
    if interval == "week":
        return start + timedelta(weeks=count)
    months = count * (12 if interval == "year" else 1)
    month_index = start.month - 1 + months
    year, month = start.year + month_index // 12, month_index % 12 + 1
    day = min(start.day, calendar.monthrange(year, month)[1])
    return start.replace(year=year, month=month, day=day)


def renewal_dates(start: datetime, interval: str, periods: int) -> list[datetime]:
    return [add_interval(start, interval, n) for n in range(1, periods + 1)]
