"""Issuer flagged a charge as likely fraud."""
import logging

from events.registry import register
from metrics.counters import increment
from notifications.slack import post_alert
from services import fraud

logger = logging.getLogger(__name__)


@register("radar.early_fraud_warning.created")
def on_radar_early_fraud_warning_created(payload: dict) -> None:
    """Handle radar.early_fraud_warning.created."""
    obj = payload["data"]["object"]
    fraud.record_warning(obj["id"], obj["charge"], obj.get("fraud_type"), bool(obj.get("actionable")))
    if obj.get("actionable"):
        post_alert(f"Early fraud warning on {obj['charge']}: consider refunding", channel="#risk")
    increment("handlers.radar", tags={"event": payload["type"]})
    logger.info(f"Handled {payload['type']} for {obj['id']}")
