"""Customer added a VAT/GST number."""
import logging

from events.registry import register
from services import customers

logger = logging.getLogger(__name__)


@register("customer.tax_id.created")
def on_customer_tax_id_created(payload: dict) -> None:
    obj = payload["data"]["object"]
    verification = obj.get("verification") or {}
    if verification.get("status") != "verified":
        logger.info("Tax id %s for %s is %s, waiting", obj["id"], obj["customer"], verification.get("status"))
        return
    customers.store_tax_id(obj["customer"], obj["type"], obj["value"])
