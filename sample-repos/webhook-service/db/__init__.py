"""Database access: one connection pool, cursors as context managers."""
