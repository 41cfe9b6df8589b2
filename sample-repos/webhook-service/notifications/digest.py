"""Daily digest for merchants: counts of what happened yesterday."""
from collections import Counter

from events.types import Events
from utils.i18n import _, plural


def summarize(events: list[dict]) -> list[str]:
    counts = Counter(event["type"] for event in events)
    lines = []
    if counts.get(Events.INVOICE_PAID):
        lines.append(plural("%(count)s invoice paid", "%(count)s invoices paid", counts[Events.INVOICE_PAID]))
    refunds = sum(1 for event in events if event["type"] == "charge.refunded")
    if refunds:
        lines.append(plural("%(count)s refund", "%(count)s refunds", refunds))
    failed = [event for event in events if event["type"] == "invoice.payment_failed"]
    if failed:
        lines.append(_("Some invoice payments failed and will be retried"))
    return lines or [_("Nothing to report")]
