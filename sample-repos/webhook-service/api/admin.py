"""Operator endpoints: list handlers, replay a failed event."""
import logging

from api.auth import require_admin
from events.registry import registered_events
from utils.http import Request, Response
from webhooks.retries import replay_failed

logger = logging.getLogger(__name__)
audit = logging.getLogger("webhook.audit")


@require_admin
def list_handlers(request: Request) -> Response:
    return Response.json({"events": registered_events()})


@require_admin
def replay(request: Request) -> Response:
    limit = int(request.headers.get("X-Replay-Limit", "50"))
    count = replay_failed(limit=limit)
    audit.info("Replayed %s failed events on request of %s", count, request.remote_addr)
    return Response.json({"replayed": count})
