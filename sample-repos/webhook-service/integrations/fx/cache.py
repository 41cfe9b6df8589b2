"""Time-bounded cache for a single rates table."""
import time


class RatesCache:
    def __init__(self, ttl_seconds: float) -> None:
        self.ttl_seconds = ttl_seconds
        self._value = None
        self._stored_at = 0.0

    def get(self):
        if self._value is None or time.monotonic() - self._stored_at > self.ttl_seconds:
            return None
        return self._value

    def set(self, value) -> None:
        self._value = value
        self._stored_at = time.monotonic()
