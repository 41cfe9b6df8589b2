"""Persistence for the products table."""
from db.connection import get_cursor

TABLE = "products"
COLUMNS = ("id", "name", "active", "status")


def get(product_id: str) -> dict | None:
    with get_cursor() as cursor:
        cursor.execute("SELECT id, name, active, status FROM products WHERE id = %s", (product_id,))
        row = cursor.fetchone()
    return dict(zip(COLUMNS, row)) if row else None


def upsert(row: dict) -> None:
    """Insert or update; keys missing from row are stored as NULL."""
    with get_cursor() as cursor:
        cursor.execute(
            "INSERT INTO products (id, name, active, status) "
            "VALUES (%s, %s, %s, %s) "
            "ON CONFLICT (id) DO UPDATE SET "
            "name = EXCLUDED.name, active = EXCLUDED.active, status = EXCLUDED.status",
            tuple(row.get(column) for column in COLUMNS),
        )


def update_status(product_id: str, status: str) -> int:
    with get_cursor() as cursor:
        cursor.execute("UPDATE products SET status = %s, updated_at = now() WHERE id = %s", (status, product_id))
        return cursor.rowcount


def upsert_price(price_id: str, product_id: str, unit_amount: int | None, currency: str, interval: str | None) -> None:
    with get_cursor() as cursor:
        cursor.execute(
            "INSERT INTO prices (id, product_id, unit_amount, currency, interval) VALUES (%s, %s, %s, %s, %s) "
            "ON CONFLICT (id) DO UPDATE SET unit_amount = EXCLUDED.unit_amount, interval = EXCLUDED.interval",
            (price_id, product_id, unit_amount, currency, interval),
        )
