"""Checkout session expired; release reserved stock."""
import logging

from config.settings import settings
from events.registry import register
from services import payments

logger = logging.getLogger(__name__)


@register("checkout.session.expired")
def on_checkout_session_expired(payload: dict) -> None:
    """React to checkout.session.expired; idempotent, the provider may redeliver."""
    if settings.is_production and not payload.get("livemode", False):
        logger.debug("Ignoring test-mode %s in production", payload["type"])
        return
    obj = payload["data"]["object"]
    payments.release_reservation(obj.get("client_reference_id"))
    logger.info("Handled %s for %s", payload["type"], obj["id"])
