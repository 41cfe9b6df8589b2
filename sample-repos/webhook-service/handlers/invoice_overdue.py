"""Invoice is past its due date."""
import logging

from billing import dunning
from events.registry import register
from utils.timeutil import days_between, parse_timestamp, utcnow

logger = logging.getLogger(__name__)
audit = logging.getLogger("webhook.audit")


@register("invoice.overdue")
def on_invoice_overdue(payload: dict) -> None:
    obj = payload["data"]["object"]
    if not obj.get("id"):
        raise ValueError("event object has no id")
    due = parse_timestamp(obj.get("due_date"))
    if due is None:
        raise ValueError("overdue invoice without due_date")
    dunning.escalate(obj["id"], obj.get("customer_email"), days_between(due, utcnow()))
    audit.info("Handled %s for %s", payload["type"], obj.get("customer") or obj["id"])
