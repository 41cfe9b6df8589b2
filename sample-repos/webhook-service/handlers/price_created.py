"""New price for a product."""
import logging

from billing import plans
from events.registry import register
from metrics.counters import increment
from services import catalog

logger = logging.getLogger(__name__)


@register("price.created")
def on_price_created(payload: dict) -> None:
    """Handle price.created."""
    obj = payload["data"]["object"]
    recurring = obj.get("recurring") or {}
    catalog.sync_price(obj["id"], obj["product"], obj.get("unit_amount"), obj.get("currency"), recurring.get("interval"))
    plans.invalidate_cache()
    increment("handlers.price", tags={"event": payload["type"]})
    logger.info("Handled %s for %s", payload["type"], obj["id"])
