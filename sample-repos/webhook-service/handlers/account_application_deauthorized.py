"""An account disconnected our platform application."""
import logging

from events.registry import register
from metrics.counters import increment
from services import accounts

logger = logging.getLogger(__name__)


@register("account.application.deauthorized")
def on_account_application_deauthorized(payload: dict) -> None:
    """React to account.application.deauthorized; idempotent, the provider may redeliver."""
    obj = payload["data"]["object"]
    accounts.revoke_application(payload.get("account"), obj["id"])
    increment("handlers.account", tags={"event": payload["type"]})
    logger.info(f"Handled {payload['type']} for {obj['id']}")
