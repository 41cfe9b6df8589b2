"""Subscription lifecycle."""
import logging

from billing import plans
from notifications.email import send_template
from repositories import subscriptions as subscription_rows
from utils.i18n import _

logger = logging.getLogger(__name__)


def sync_subscription(subscription_id: str, customer_id: str, status: str, plan_id: str | None, current_period_end) -> None:
    if plan_id and not plans.is_known(plan_id):
        logger.warning("Subscription %s on unknown plan %s", subscription_id, plan_id)
    subscription_rows.upsert(
        {
            "id": subscription_id,
            "customer_id": customer_id,
            "status": status,
            "plan_id": plan_id,
            "current_period_end": current_period_end,
        }
    )


def extend_period(subscription_id: str, period_end) -> None:
    row = subscription_rows.get(subscription_id)
    if row is None:
        raise ValueError(f"unknown subscription {subscription_id}")
    subscription_rows.upsert({**row, "current_period_end": period_end, "status": "active"})


def cancel_subscription(subscription_id: str, reason: str | None) -> None:
    subscription_rows.update_status(subscription_id, "canceled")
    logger.info("Subscription %s canceled (%s)", subscription_id, reason or "no reason given")


def cancel_all_for_customer(customer_id: str) -> int:
    ids = subscription_rows.active_for_customer(customer_id)
    for subscription_id in ids:
        cancel_subscription(subscription_id, "customer_deleted")
    return len(ids)


def schedule_trial_reminder(subscription_id: str, email: str | None, trial_end) -> None:
    if not email:
        return
    send_template(email, "trial_ending", {"subject": _("Your trial ends soon"), "trial_end": trial_end})


def set_paused(subscription_id: str, paused: bool) -> None:
    row = subscription_rows.get(subscription_id)
    if row is not None:
        subscription_rows.upsert({**row, "paused": paused, "status": "paused" if paused else "active"})
