"""Explicit transactions spanning several repository calls."""
from contextlib import contextmanager

from db.connection import connect


@contextmanager
def atomic():
    connection = connect()
    with connection.transaction():
        yield connection


def advisory_lock(cursor, key: int) -> None:
    cursor.execute("SELECT pg_advisory_xact_lock(%s)", (key,))
