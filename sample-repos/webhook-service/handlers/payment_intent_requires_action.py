"""Customer must complete 3-D Secure or a redirect."""
import logging

from events.registry import register
from services import payments

logger = logging.getLogger(__name__)


@register("payment_intent.requires_action")
def on_payment_intent_requires_action(payload: dict) -> None:
    """Handle payment_intent.requires_action."""
    obj = payload["data"]["object"]
    payments.mark_status(obj["id"], "requires_action")
    next_action = obj.get("next_action") or {}
    logger.info(f"{obj['id']} waits for customer action: {next_action.get('type', 'unknown')}")
