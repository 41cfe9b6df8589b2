"""Mobile push for the merchant app."""
import logging
import os

import requests

logger = logging.getLogger(__name__)

PUSH_URL = "https://push.example.net/v1/send"


def send_push(device_token: str, title: str, body: str) -> None:
    response = requests.post(
        PUSH_URL,
        json={"token": device_token, "notification": {"title": title, "body": body}},
        headers={"Authorization": f"key={os.environ.get('PUSH_SERVER_KEY', '')}"},
        timeout=5,
    )
    if response.status_code == 404:
        logger.info("Device token %s is no longer registered", device_token[:8])
