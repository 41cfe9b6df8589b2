"""Persistence for the customers table."""
from db.connection import get_cursor

TABLE = "customers"
COLUMNS = ("id", "email", "name", "active", "coupon_id", "default_payment_method")


def get(customer_id: str) -> dict | None:
    with get_cursor() as cursor:
        cursor.execute(
            "SELECT id, email, name, active, coupon_id, default_payment_method FROM customers WHERE id = %s",
            (customer_id,),
        )
        row = cursor.fetchone()
    return dict(zip(COLUMNS, row)) if row else None


def upsert(row: dict) -> None:
    """Insert or update; keys missing from row are stored as NULL."""
    with get_cursor() as cursor:
        cursor.execute(
            "INSERT INTO customers (id, email, name, active, coupon_id, default_payment_method) "
            "VALUES (%s, %s, %s, %s, %s, %s) "
            "ON CONFLICT (id) DO UPDATE SET "
            "email = EXCLUDED.email, name = EXCLUDED.name, active = EXCLUDED.active, "
            "coupon_id = EXCLUDED.coupon_id, default_payment_method = EXCLUDED.default_payment_method",
            tuple(row.get(column) for column in COLUMNS),
        )


def find_by_email(email: str) -> dict | None:
    with get_cursor() as cursor:
        cursor.execute("SELECT id, email, name, active FROM customers WHERE lower(email) = lower(%s)", (email,))
        row = cursor.fetchone()
    return dict(zip(("id", "email", "name", "active"), row)) if row else None


def save_payment_method(customer_id: str | None, method_id: str, brand: str | None, last4: str | None) -> None:
    with get_cursor() as cursor:
        cursor.execute(
            "INSERT INTO payment_methods (id, customer_id, brand, last4) VALUES (%s, %s, %s, %s) "
            "ON CONFLICT (id) DO UPDATE SET brand = EXCLUDED.brand, last4 = EXCLUDED.last4",
            (method_id, customer_id, brand, last4),
        )
