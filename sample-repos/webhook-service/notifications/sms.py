"""SMS for high-priority customer notices."""
import logging
import os

import requests

logger = logging.getLogger(__name__)

API_URL = "https://sms.example.net/v1/messages"


def send_sms(number: str, text: str) -> None:
    api_key = os.environ.get("SMS_API_KEY")
    if not api_key:
        logger.warning("SMS_API_KEY missing, not sending SMS")
        return
    response = requests.post(
        API_URL,
        json={"to": number, "body": text[:160]},
        headers={"Authorization": f"Bearer {api_key}"},
        timeout=5,
    )
    if response.status_code >= 400:
        raise ValueError(f"SMS provider rejected message: {response.status_code}")
