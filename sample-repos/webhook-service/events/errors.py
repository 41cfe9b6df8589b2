"""Exceptions raised while receiving and dispatching webhooks."""


class WebhookError(Exception):
    """Base class; the receiver maps subclasses to HTTP status codes."""

    status_code = 400


class InvalidPayloadError(WebhookError):
    status_code = 422


class UnknownEventError(WebhookError):
    status_code = 202


class HandlerRetryableError(WebhookError):
    """Raised by a handler when the provider should redeliver later."""

    status_code = 503

    def __init__(self, message: str, retry_after: int = 60) -> None:
        super().__init__(message)
        self.retry_after = retry_after
