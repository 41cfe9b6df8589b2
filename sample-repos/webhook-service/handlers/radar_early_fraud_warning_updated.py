"""Early fraud warning changed (usually no longer actionable)."""
import logging

from events.registry import register
from services import fraud

logger = logging.getLogger(__name__)


@register("radar.early_fraud_warning.updated")
def on_radar_early_fraud_warning_updated(payload: dict) -> None:
    """Handle radar.early_fraud_warning.updated."""
    obj = payload["data"]["object"]
    fraud.record_warning(obj["id"], obj["charge"], obj.get("fraud_type"), bool(obj.get("actionable")))
    logger.info("Handled %s for %s", payload["type"], obj["id"])
