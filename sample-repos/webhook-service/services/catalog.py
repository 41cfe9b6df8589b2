"""Products and prices mirrored from the provider."""
import logging

from repositories import products as product_rows

logger = logging.getLogger(__name__)


def sync_product(product_id: str, name: str | None, active: bool | None) -> None:
    product_rows.upsert({"id": product_id, "name": name or "", "active": bool(active), "status": "synced"})


def sync_price(price_id: str, product_id: str, unit_amount: int | None, currency: str | None, interval: str | None) -> None:
    if currency is None:
        raise ValueError("price without currency")
    product_rows.upsert_price(price_id, product_id, unit_amount, currency.upper(), interval)
    logger.info("Price %s synced for %s", price_id, product_id)
