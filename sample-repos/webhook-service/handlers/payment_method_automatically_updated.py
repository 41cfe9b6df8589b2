"""Card updater replaced the card details (new expiry or number)."""
import logging

from config.settings import settings
from events.registry import register
from services import customers

logger = logging.getLogger(__name__)


@register("payment_method.automatically_updated")
def on_payment_method_automatically_updated(payload: dict) -> None:
    if settings.is_production and not payload.get("livemode", False):
        logger.debug("Ignoring test-mode %s in production", payload["type"])
        return
    obj = payload["data"]["object"]
    card = obj.get("card") or {}
    customers.attach_payment_method(obj.get("customer"), obj["id"], card.get("brand"), card.get("last4"))
    logger.info("Card updater refreshed %s (now ending %s)", obj["id"], card.get("last4"))
