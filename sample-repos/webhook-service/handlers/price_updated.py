"""Price metadata or activity changed."""
import logging

from events.registry import register
from services import catalog

logger = logging.getLogger(__name__)
audit = logging.getLogger("webhook.audit")


@register("price.updated")
def on_price_updated(payload: dict) -> None:
    obj = payload["data"]["object"]
    recurring = obj.get("recurring") or {}
    catalog.sync_price(obj["id"], obj["product"], obj.get("unit_amount"), obj.get("currency"), recurring.get("interval"))
    audit.info("Handled %s for %s", payload["type"], obj.get("customer") or obj["id"])
