"""Connection pool and cursor context manager (psycopg 3)."""
import logging
import os
from contextlib import contextmanager

import psycopg

logger = logging.getLogger(__name__)

_connection = None


def connect():
    global _connection
    if _connection is None or _connection.closed:
        dsn = os.environ.get("DATABASE_URL", "postgresql://localhost/webhooks")
        _connection = psycopg.connect(dsn, autocommit=False)
        logger.info("Connected to %s", dsn.rsplit("@", 1)[-1])
    return _connection


@contextmanager
def get_cursor():
    connection = connect()
    cursor = connection.cursor()
    try:
        yield cursor
        connection.commit()
    except Exception:
        connection.rollback()
        raise
    finally:
        cursor.close()
