"""Provider finished reconciling the payout; match journal lines."""
import logging

from events.registry import register
from ledger import reconciliation

logger = logging.getLogger(__name__)


@register("payout.reconciliation_completed")
def on_payout_reconciliation_completed(payload: dict) -> None:
    obj = payload["data"]["object"]
    matched = reconciliation.match_payout(obj["id"])
    logger.info("Handled %s for %s (%s lines)", payload["type"], obj["id"], matched)
