"""Timestamps: providers send unix seconds, the database wants aware datetimes."""
from datetime import datetime, timedelta, timezone


def parse_timestamp(value: int | str | None) -> datetime | None:
    if value in (None, ""):
        return None
    if isinstance(value, str) and not value.isdigit():
        return datetime.fromisoformat(value.replace("Z", "+00:00"))
    return datetime.fromtimestamp(int(value), tz=timezone.utc)


def utcnow() -> datetime:
    return datetime.now(tz=timezone.utc)


def days_between(start: datetime, end: datetime) -> int:
    return (end.date() - start.date()).days


def start_of_day(moment: datetime) -> datetime:
    return moment.replace(hour=0, minute=0, second=0, microsecond=0)


def in_days(days: int) -> datetime:
    return utcnow() + timedelta(days=days)
