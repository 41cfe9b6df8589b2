"""Framework-neutral request/response objects used by the webhook endpoints."""
import json
from dataclasses import dataclass, field


class Headers(dict):
    """Case-insensitive header mapping."""

    def __init__(self, items=None) -> None:
        super().__init__()
        for key, value in (items or {}).items():
            self[key] = value

    def __setitem__(self, key: str, value: str) -> None:
        super().__setitem__(key.lower(), value)

    def __getitem__(self, key: str) -> str:
        return super().__getitem__(key.lower())

    def get(self, key: str, default=None):
        return super().get(key.lower(), default)


@dataclass
class Request:
    method: str
    path: str
    body: bytes = b""
    headers: Headers = field(default_factory=Headers)
    remote_addr: str = "0.0.0.0"


@dataclass
class Response:
    status: int = 200
    body: bytes = b""
    headers: dict = field(default_factory=dict)

    @classmethod
    def json(cls, data, status: int = 200, headers: dict | None = None) -> "Response":
        merged = {"Content-Type": "application/json", **(headers or {})}
        return cls(status=status, body=json.dumps(data).encode("utf-8"), headers=merged)

    @classmethod
    def text(cls, text: str, status: int = 200) -> "Response":
        return cls(status=status, body=text.encode("utf-8"), headers={"Content-Type": "text/plain"})
