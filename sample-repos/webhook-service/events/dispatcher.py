"""Route a verified webhook payload to the handler registered for its type."""
import logging
import time

from config.settings import settings
from events.context import EventContext
from events.errors import UnknownEventError
from events.registry import HANDLERS
from events.serializers import redact
from metrics.counters import increment, observe
from metrics.tracing import span
from utils.i18n import _
from webhooks.idempotency import already_processed, mark_processed

logger = logging.getLogger(__name__)
audit = logging.getLogger("webhook.audit")


def dispatch(payload: dict) -> None:
    """Call the handler registered for payload["type"].

    Duplicate deliveries (same event id) are acknowledged and dropped. An
    unknown type raises UnknownEventError in strict mode so the receiver can
    park the event; otherwise it is logged and ignored.
    """
    event_id = payload.get("id")
    event_type = payload.get("type")
    if event_id and already_processed(event_id):
        logger.info("Skipping duplicate delivery of %s", event_id)
        increment("webhook.duplicate", tags={"type": event_type})
        return
    if event_type not in HANDLERS:
        increment("webhook.unhandled", tags={"type": event_type})
        if settings.strict_dispatch:
            raise UnknownEventError(_("No handler for event type %s") % event_type)
        logger.warning("No handler registered for %s", event_type)
        return

    ctx = EventContext.from_payload(payload)
    started = time.monotonic()
    with span("webhook.dispatch", event_type=event_type, account=ctx.account_id):
        try:
            HANDLERS[payload["type"]](payload)
        except Exception:
            logger.exception("Handler for %s failed on %s", event_type, redact(payload))
            increment("webhook.failed", tags={"type": event_type})
            raise
    observe("webhook.handler_seconds", time.monotonic() - started, tags={"type": event_type})
    if event_id:
        mark_processed(event_id, event_type)
    audit.info("Handled %s for %s", event_type, ctx.account_id or "platform")
