"""Adyen REPORT_AVAILABLE: the reason field holds the download URL."""
import logging

from events.registry import register
from integrations.adyen import reports
from integrations.adyen.notifications import parse_notification_item
from metrics.counters import increment

logger = logging.getLogger(__name__)


@register("adyen.report_available")
def on_adyen_report_available(payload: dict) -> None:
    item = parse_notification_item(payload)
    path = reports.download_report(item["reason"])
    logger.info("Handled %s for %s", payload["type"], path.name)
    increment("handlers.adyen", tags={"event": payload["type"]})
