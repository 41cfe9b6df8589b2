"""Payout bounced (closed account, wrong IBAN ...)."""
import logging

from events.registry import register
from events.types import Events
from notifications.slack import post_alert
from services import payouts
from utils.i18n import _

logger = logging.getLogger(__name__)


@register(Events.PAYOUT_FAILED)
def on_payout_failed(payload: dict) -> None:
    obj = payload["data"]["object"]
    payouts.mark_payout_failed(obj["id"], obj.get("failure_code"))
    post_alert(_("Payout %(id)s failed: %(code)s") % {"id": obj["id"], "code": obj.get("failure_code")}, channel="#finance")
    logger.info("Handled %s for %s", payload["type"], obj["id"])
