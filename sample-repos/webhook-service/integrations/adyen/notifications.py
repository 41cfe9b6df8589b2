"""Turn Adyen notification batches into internal events."""
from integrations.adyen.mapping import EVENT_CODES


def to_events(batch: dict):
    for item in batch.get("notificationItems", []):
        notification = item["NotificationRequestItem"]
        code = notification.get("eventCode", "")
        yield {
            "id": f"adyen_{notification.get('pspReference')}_{code.lower()}",
            "type": EVENT_CODES.get(code, f"adyen.{code.lower()}"),
            "created": notification.get("eventDate"),
            "livemode": batch.get("live") == "true",
            "data": {"object": notification},
        }


def parse_notification_item(payload: dict) -> dict:
    item = payload["data"]["object"]
    return {
        "psp_reference": item.get("pspReference"),
        "original_reference": item.get("originalReference"),
        "merchant_reference": item.get("merchantReference"),
        "amount": item.get("amount") or {"value": 0, "currency": "EUR"},
        "success": item.get("success") == "true",
        "reason": item.get("reason"),
    }
