"""Structural validation of incoming events before dispatch."""
import re

from events.errors import InvalidPayloadError
from utils.i18n import _

REQUIRED_FIELDS = ("id", "type", "created", "data")
EVENT_TYPE = re.compile(r"^[a-z_]+(\.[a-z_]+)+$")
MAX_AGE_SECONDS = 3 * 24 * 3600


def validate(payload: dict) -> None:
    """Raise InvalidPayloadError unless payload looks like a provider event."""
    if not isinstance(payload, dict):
        raise InvalidPayloadError(_("Event payload must be a JSON object"))
    missing = [field for field in REQUIRED_FIELDS if field not in payload]
    if missing:
        raise InvalidPayloadError(_("Missing fields: %s") % ", ".join(missing))
    if not EVENT_TYPE.match(payload["type"]):
        raise InvalidPayloadError(f"unexpected event type {payload['type']!r}")
    data = payload["data"]
    if not isinstance(data, dict) or not isinstance(data.get("object"), dict):
        raise InvalidPayloadError(_("Event data has no object"))
    if not str(payload["id"]).startswith(("evt_", "adyen_")):
        raise ValueError("event id has an unknown prefix")
