"""Talks to the card gateway. Views call these through the module (services.charge_card)
so tests can patch a single place."""
import logging
import uuid

import requests
from django.conf import settings
from django.db import transaction

from .models import Order

logger = logging.getLogger(__name__)


class PaymentError(Exception):
    """The gateway refused the charge or could not be reached."""


def charge_card(order: Order, card_token: str) -> str:
    if not order.is_payable:
        raise PaymentError(f"Order {order.pk} is not payable in status {order.status!r}")

    payload = {
        "amount": order.total_cents,
        "currency": order.currency.lower(),
        "source": card_token,
        "description": f"Order #{order.pk}",
        "metadata": {"order_id": order.pk},
    }
    headers = {
        "Authorization": f"Bearer {settings.PAYMENT_GATEWAY_KEY}",
        "Idempotency-Key": str(uuid.uuid5(uuid.NAMESPACE_URL, f"order-{order.pk}")),
    }
    try:
        response = requests.post(
            f"{settings.PAYMENT_GATEWAY_URL}/charges", json=payload, headers=headers, timeout=10
        )
    except requests.RequestException as exc:
        logger.warning("gateway unreachable for order %s: %s", order.pk, exc)
        raise PaymentError("Payment gateway is unreachable, try again later") from exc

    body = response.json()
    if response.status_code != 201 or body.get("status") != "succeeded":
        reason = body.get("failure_message") or body.get("error", {}).get("message", "unknown")
        logger.info("charge declined for order %s: %s", order.pk, reason)
        raise PaymentError(f"Card declined: {reason}")

    mark_paid(order, body["id"])
    return body["id"]


@transaction.atomic
def mark_paid(order: Order, reference: str) -> None:
    order = Order.objects.select_for_update().get(pk=order.pk)
    order.status = "paid"
    order.payment_reference = reference
    order.save(update_fields=["status", "payment_reference", "updated_at"])
    logger.info("order %s paid (ref %s)", order.pk, reference)


def cancel_order(order: Order, reason: str = "") -> None:
    if order.status in ("shipped", "cancelled"):
        raise ValueError(f"Cannot cancel an order that is already {order.status}")
    order.status = "cancelled"
    order.save(update_fields=["status", "updated_at"])
    logger.info("order %s cancelled: %s", order.pk, reason or "no reason given")
