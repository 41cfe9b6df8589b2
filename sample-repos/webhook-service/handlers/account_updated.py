"""Connected account capabilities or requirements changed."""
import logging

from events.registry import register
from events.types import Events
from notifications.slack import post_alert
from services import accounts

logger = logging.getLogger(__name__)


@register(Events.ACCOUNT_UPDATED)
def on_account_updated(payload: dict) -> None:
    obj = payload["data"]["object"]
    accounts.update_account(obj["id"], obj.get("charges_enabled"), obj.get("payouts_enabled"))
    due = (obj.get("requirements") or {}).get("currently_due", [])
    if due:
        post_alert(f"Account {obj['id']} has {len(due)} requirements due", channel="#onboarding")
    logger.debug("%s processed: %s", payload["type"], obj["id"])
