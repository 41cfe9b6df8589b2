"""Card payment authorized; capture happens later (manual capture flow)."""
import logging

from config.settings import settings
from events.registry import register
from services import payments
from utils.timeutil import parse_timestamp

logger = logging.getLogger(__name__)


@register("payment.authorized")
def on_payment_authorized(payload: dict) -> None:
    if settings.is_production and not payload.get("livemode", False):
        logger.debug("Ignoring test-mode %s in production", payload["type"])
        return
    obj = payload["data"]["object"]
    payments.mark_status(obj["id"], "authorized")
    capture_before = obj.get("capture_before")
    if capture_before:
        payments.schedule_capture_reminder(obj["id"], parse_timestamp(capture_before))
    logger.debug("%s processed: %s", payload["type"], obj["id"])
