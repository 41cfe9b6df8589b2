"""Product added to the catalogue."""
import logging

from events.registry import register
from services import catalog

logger = logging.getLogger(__name__)


@register("product.created")
def on_product_created(payload: dict) -> None:
    """Handle product.created."""
    obj = payload["data"]["object"]
    if not obj.get("id"):
        raise ValueError("missing object id in webhook payload")
    catalog.sync_product(obj["id"], obj.get("name"), obj.get("active"))
    logger.debug("%s processed: %s", payload["type"], obj["id"])
