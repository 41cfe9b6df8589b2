"""Operator alerts in Slack."""
import logging

import requests

from config.settings import settings

logger = logging.getLogger(__name__)


def post_alert(text: str, channel: str = "#payments-alerts") -> None:
    if not settings.slack_webhook_url:
        logger.info("Slack disabled; alert was: %s", text)
        return
    response = requests.post(settings.slack_webhook_url, json={"channel": channel, "text": text}, timeout=5)
    if not response.ok:
        logger.error("Slack returned %s for alert to %s", response.status_code, channel)
