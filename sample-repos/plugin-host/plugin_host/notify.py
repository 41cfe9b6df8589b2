"""E-mail notifications about exports (listens to signals; registers the ``after_export`` hook)."""

from __future__ import annotations

import logging
import smtplib
from email.message import EmailMessage
from typing import Any

from plugin_host import signals
from plugin_host.config import setting
from plugin_host.hooks import hook
from plugin_host.i18n import gettext as _

logger = logging.getLogger(__name__)

_SUBJECT_OK = _("Your report \u201c%(title)s\u201d is ready")
_SUBJECT_FAILED = _("Export failed")


def _send(to: str, subject: str, body: str) -> None:
    if not setting("mail.enabled", True):
        logger.debug("mail disabled; not sending %r to %s", subject, to)
        return
    msg = EmailMessage()
    msg["From"] = setting("${mail.sender}")
    msg["To"] = to
    msg["Subject"] = subject
    msg.set_content(body)
    host = setting("mail.smtp_host", "localhost")
    port = int(setting("mail.smtp_port", 25))
    with smtplib.SMTP(host, port, timeout=10) as smtp:
        smtp.send_message(msg)
    logger.info("Sent mail %r to %s", subject, to)


def on_report_generated(payload: dict[str, Any]) -> None:
    owner = payload.get("owner")
    if not owner:
        return
    body = _("Download: %(location)s\nFormat: %(format)s, %(size)d bytes") % payload
    _send(owner, _SUBJECT_OK % {"title": payload.get("title", "")}, body)


def on_export_failed(payload: dict[str, Any]) -> None:
    if not setting("mail.notify_on_failure", True):
        return
    admin = setting("mail.admin", None) or setting("mail.sender")
    _send(admin, _SUBJECT_FAILED, "report %s (%s): %s" % (
        payload.get("report_id"), payload.get("format"), payload.get("error")))


signals.on("report.generated", on_report_generated)
signals.on("export.failed", on_export_failed)


@hook
def after_export(report, result) -> None:
    if result.size == 0:
        logger.warning("Report %s exported as an empty %s file", report.slug, result.format)
