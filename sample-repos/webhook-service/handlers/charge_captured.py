"""A previously uncaptured charge was captured.

The webhook object can lag behind; re-read the charge before booking.
"""
import logging

from config.settings import settings
from events.registry import register
from integrations.stripe import charges
from metrics.counters import increment
from services import payments

logger = logging.getLogger(__name__)


@register("charge.captured")
def on_charge_captured(payload: dict) -> None:
    if settings.is_production and not payload.get("livemode", False):
        logger.debug("Ignoring test-mode %s in production", payload["type"])
        return
    obj = payload["data"]["object"]
    fresh = charges.retrieve(obj["id"])
    payments.capture(fresh["payment_intent"], fresh["amount_captured"])
    increment("handlers.charge", tags={"event": payload["type"]})
    logger.info(f"Handled {payload['type']} for {obj['id']}")
