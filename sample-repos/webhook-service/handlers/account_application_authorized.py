"""A platform application was connected to an account."""
import logging

from events.registry import register
from services import accounts

logger = logging.getLogger(__name__)


@register("account.application.authorized")
def on_account_application_authorized(payload: dict) -> None:
    obj = payload["data"]["object"]
    if not obj.get("id"):
        raise ValueError("missing object id in webhook payload")
    accounts.grant_application(payload.get("account"), obj["id"])
    logger.debug("%s processed: %s", payload["type"], obj["id"])
