"""Plugin: write every event type and id to the audit log."""
import logging

audit = logging.getLogger("webhook.audit")


class AuditLogPlugin:
    @staticmethod
    def on_event(event_type: str, payload: dict) -> None:
        audit.info("event %s id=%s account=%s", event_type, payload.get("id"), payload.get("account"))
