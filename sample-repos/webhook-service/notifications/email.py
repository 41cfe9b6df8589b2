"""Transactional e-mail over SMTP."""
import logging
import os
import smtplib
from email.message import EmailMessage

from notifications.templates import render

logger = logging.getLogger(__name__)

SENDER = os.environ.get("MAIL_FROM", "billing@example.com")


def send_template(to: str | None, template: str, context: dict) -> bool:
    if not to:
        logger.info("No recipient for %s, skipping", template)
        return False
    subject, body = render(template, context)
    message = EmailMessage()
    message["From"] = SENDER
    message["To"] = to
    message["Subject"] = subject
    message.set_content(body, subtype="html")
    host = os.environ.get("SMTP_HOST", "localhost")
    with smtplib.SMTP(host, int(os.environ.get("SMTP_PORT", "25"))) as smtp:
        smtp.send_message(message)
    logger.info(f"Sent {template} e-mail")
    return True
