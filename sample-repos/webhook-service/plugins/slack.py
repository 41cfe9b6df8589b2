"""Plugin: mirror selected events into a Slack channel."""
from notifications.slack import post_alert
from utils.i18n import _


class SlackAlertPlugin:
    watched = ("charge.dispute.created", "payout.failed", "radar.early_fraud_warning.created")

    @classmethod
    def on_event(cls, event_type: str, payload: dict) -> None:
        if event_type not in cls.watched:
            return
        obj = payload["data"]["object"]
        post_alert(_("Attention: %(event)s on %(id)s") % {"event": event_type, "id": obj.get("id")})
