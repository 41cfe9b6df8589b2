"""Customer mirror and payment methods."""
import logging

from repositories import customers as customer_rows
from utils.crypto import fingerprint

logger = logging.getLogger(__name__)


def upsert_customer(customer_id: str, email: str | None, name: str | None) -> None:
    customer_rows.upsert({"id": customer_id, "email": email, "name": name, "active": True})
    logger.info("Customer %s synced (email %s)", customer_id, fingerprint(email or ""))


def deactivate_customer(customer_id: str) -> None:
    row = customer_rows.get(customer_id) or {"id": customer_id}
    customer_rows.upsert({**row, "active": False})


def flag_expiring_source(customer_id: str | None, source_id: str, exp_month: int | None, exp_year: int | None) -> None:
    logger.info("Source %s of %s expires %s/%s", source_id, customer_id, exp_month, exp_year)


def apply_discount(customer_id: str, coupon_id: str | None) -> None:
    row = customer_rows.get(customer_id) or {"id": customer_id}
    customer_rows.upsert({**row, "coupon_id": coupon_id})


def remove_discount(customer_id: str) -> None:
    apply_discount(customer_id, None)


def store_tax_id(customer_id: str, tax_type: str, value: str) -> None:
    logger.info("Tax id %s stored for %s", tax_type, customer_id)


def attach_payment_method(customer_id: str | None, method_id: str, brand: str | None, last4: str | None) -> None:
    customer_rows.save_payment_method(customer_id, method_id, brand, last4)


def detach_payment_method(method_id: str) -> None:
    customer_rows.save_payment_method(None, method_id, None, None)


def set_default_payment_method(customer_id: str, method_id: str) -> None:
    row = customer_rows.get(customer_id) or {"id": customer_id}
    customer_rows.upsert({**row, "default_payment_method": method_id})
