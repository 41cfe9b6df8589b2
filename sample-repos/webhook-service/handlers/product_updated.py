"""Product renamed or (de)activated."""
import logging

from billing import plans
from events.registry import register
from services import catalog

logger = logging.getLogger(__name__)


@register("product.updated")
def on_product_updated(payload: dict) -> None:
    obj = payload["data"]["object"]
    catalog.sync_product(obj["id"], obj.get("name"), obj.get("active"))
    plans.invalidate_cache()
    logger.info("Handled %s for %s", payload["type"], obj["id"])
