"""Nightly reconciliation between the provider and our ledger."""
import logging

from jobs.registry import job
from ledger.reconciliation import match_payout, unmatched_count
from notifications.slack import post_alert
from repositories.payouts import unsettled
from services.accounting import export_period
from utils.i18n import _
from utils.timeutil import start_of_day, utcnow

logger = logging.getLogger(__name__)


@job("nightly.reconcile")
def reconcile_payouts() -> int:
    matched = sum(match_payout(payout_id) for payout_id, _amount, _currency in unsettled())
    remaining = unmatched_count()
    if remaining:
        post_alert(_("%(count)s journal lines are not matched to a payout") % {"count": remaining})
    logger.info("Reconciliation matched %s lines, %s left", matched, remaining)
    return matched


@job("nightly.settlement_report")
def settlement_report() -> str:
    today = start_of_day(utcnow())
    return export_period(today.replace(day=1), today)


@job("hourly.match_payouts")
def match_recent_payouts() -> int:
    return sum(match_payout(payout_id) for payout_id, _amount, _currency in unsettled()[:20])
