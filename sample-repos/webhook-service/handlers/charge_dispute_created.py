"""A card holder disputed a charge. Evidence is due by evidence_details.due_by."""
import logging

from events.registry import register
from events.types import Events
from notifications.slack import post_alert
from services import disputes
from utils.i18n import _

logger = logging.getLogger(__name__)


@register(Events.CHARGE_DISPUTE_CREATED)
def on_charge_dispute_created(payload: dict) -> None:
    obj = payload["data"]["object"]
    disputes.open_dispute(obj["id"], obj["charge"], obj.get("amount"), obj.get("reason"))
    post_alert(_("New dispute on charge %s") % obj["charge"], channel="#disputes")
    logger.info("Handled %s for %s", payload["type"], obj["id"])
