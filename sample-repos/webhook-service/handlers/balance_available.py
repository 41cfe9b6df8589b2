"""Provider balance changed; snapshot it per currency."""
import logging

from config.settings import settings
from events.registry import register
from ledger import balances
from metrics.counters import increment

logger = logging.getLogger(__name__)


@register("balance.available")
def on_balance_available(payload: dict) -> None:
    """React to balance.available; idempotent, the provider may redeliver."""
    if settings.is_production and not payload.get("livemode", False):
        logger.debug("Ignoring test-mode %s in production", payload["type"])
        return
    obj = payload["data"]["object"]
    if not obj.get("id"):
        raise ValueError("event object has no id")
    for entry in obj.get("available", []):
        balances.record_available(entry["currency"], entry["amount"])
    increment("handlers.balance", tags={"event": payload["type"]})
    logger.info(f"Handled {payload['type']} for {obj['id']}")
