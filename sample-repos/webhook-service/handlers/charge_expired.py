"""An uncaptured charge expired."""
import logging

from events.registry import register
from services import payments

logger = logging.getLogger(__name__)

CAPTURE_WINDOW_DAYS = 7


@register("charge.expired")
def on_charge_expired(payload: dict) -> None:
    obj = payload["data"]["object"]
    if not obj.get("id"):
        raise ValueError("missing object id in webhook payload")
    payments.mark_status(obj.get("payment_intent") or obj["id"], "expired")
    logger.warning("Uncaptured charge %s expired after %s days", obj["id"], CAPTURE_WINDOW_DAYS)
