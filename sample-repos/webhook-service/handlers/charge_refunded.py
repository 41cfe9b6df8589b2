"""Charge refunded, in full or in part.

The charge carries the refunded amount and its currency; the individual
refunds are listed under refunds.data. The original payment is marked
refunded or partially_refunded and the refund is booked in the ledger.
"""
import logging

from events.registry import register
from ledger import journal
from services import payments, refunds
from utils.i18n import _
from utils.money import from_minor_units

logger = logging.getLogger(__name__)
audit = logging.getLogger("webhook.audit")


@register("charge.refunded")
def on_charge_refunded(payload: dict) -> None:
    charge = payload["data"]["object"]
    payment_id = charge.get("payment_intent") or charge["id"]
    currency = charge.get("currency", "usd").upper()
    refunded = from_minor_units(charge.get("amount_refunded", 0), currency)
    for refund in (charge.get("refunds") or {}).get("data", []):
        refunds.record_refund(refund["id"], payment_id, refund.get("amount"), currency, refund.get("status"))
    status = "refunded" if charge.get("refunded") else "partially_refunded"
    payments.mark_status(payment_id, status)
    journal.post_entry("refund", payment_id, refunded, currency)
    audit.info("Handled %s for %s", payload["type"], payment_id)
    logger.info(_("Refund of %(amount)s %(currency)s recorded") % {"amount": refunded, "currency": currency})
