"""Adyen eventCode -> internal event type."""

EVENT_CODES = {
    "AUTHORISATION": "adyen.authorisation",
    "CAPTURE": "adyen.capture",
    "CAPTURE_FAILED": "adyen.capture_failed",
    "CANCELLATION": "adyen.cancellation",
    "CHARGEBACK": "adyen.chargeback",
    "REFUND_FAILED": "adyen.refund_failed",
    "REPORT_AVAILABLE": "adyen.report_available",
    "OFFER_CLOSED": "adyen.offer_closed",
}
