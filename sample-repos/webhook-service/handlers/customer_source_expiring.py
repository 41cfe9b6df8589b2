"""A saved card expires at the end of the month."""
import logging

from events.registry import register
from notifications.email import send_template
from services import customers

logger = logging.getLogger(__name__)


@register("customer.source.expiring")
def on_customer_source_expiring(payload: dict) -> None:
    """React to customer.source.expiring; idempotent, the provider may redeliver."""
    obj = payload["data"]["object"]
    customers.flag_expiring_source(obj.get("customer"), obj["id"], obj.get("exp_month"), obj.get("exp_year"))
    send_template(obj.get("owner", {}).get("email"), "card_expiring", {"last4": obj.get("last4")})
    logger.info("Handled %s for %s", payload["type"], obj["id"])
