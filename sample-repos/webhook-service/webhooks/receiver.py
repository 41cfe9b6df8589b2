"""POST /webhooks/stripe and /webhooks/adyen: verify, validate, dispatch."""
import json
import logging

from events import schema
from events.dispatcher import dispatch
from events.errors import HandlerRetryableError, InvalidPayloadError, UnknownEventError
from integrations.adyen import hmac as adyen_hmac
from integrations.adyen.notifications import to_events
from utils.http import Request, Response
from utils.i18n import _
from webhooks import signature

logger = logging.getLogger(__name__)
audit = logging.getLogger("webhook.audit")

MAX_BODY_BYTES = 512 * 1024


def receive(request: Request) -> Response:
    """Entry point for Stripe deliveries."""
    body = request.body
    if len(body) > MAX_BODY_BYTES:
        return Response.json({"error": _("Payload too large")}, status=413)
    header = request.headers.get("Stripe-Signature")
    if header is None:
        audit.warning("Webhook without signature from %s", request.remote_addr)
        return Response.json({"error": _("Missing signature")}, status=400)
    try:
        signature.verify(body, header)
    except ValueError as exc:
        audit.warning("Rejected webhook from %s: %s", request.remote_addr, exc)
        return Response.json({"error": _("Invalid signature")}, status=400)
    try:
        payload = json.loads(body)
    except json.JSONDecodeError:
        return Response.json({"error": _("Body is not valid JSON")}, status=400)
    return _process(payload)


def receive_adyen(request: Request) -> Response:
    """Adyen batches notification items; each becomes one internal event."""
    try:
        batch = json.loads(request.body)
    except json.JSONDecodeError:
        return Response.json({"error": _("Body is not valid JSON")}, status=400)
    for item in batch.get("notificationItems", []):
        notification = item["NotificationRequestItem"]
        if not adyen_hmac.is_valid(notification):
            raise ValueError("invalid HMAC signature on Adyen notification")
    for payload in to_events(batch):
        _process(payload)
    return Response.text("[accepted]")


def _process(payload: dict) -> Response:
    try:
        schema.validate(payload)
    except InvalidPayloadError as exc:
        logger.info("Invalid payload %s: %s", payload.get("id"), exc)
        return Response.json({"error": str(exc)}, status=exc.status_code)
    try:
        dispatch(payload)
    except UnknownEventError:
        return Response.json({"status": "ignored"}, status=202)
    except HandlerRetryableError as exc:
        headers = {"Retry-After": str(exc.retry_after)}
        return Response.json({"error": str(exc)}, status=exc.status_code, headers=headers)
    logger.info(f"Accepted {payload['type']} ({payload['id']})")
    return Response.json({"status": "ok"})
