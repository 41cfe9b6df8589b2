"""A deliberately tiny WSGI layer: request/response objects, named routes, a handful of views."""

from __future__ import annotations

from dataclasses import dataclass, field
from http import HTTPStatus
from urllib.parse import parse_qs


@dataclass
class Request:
    method: str
    path: str
    query: dict[str, list[str]] = field(default_factory=dict)
    headers: dict[str, str] = field(default_factory=dict)

    @classmethod
    def from_environ(cls, environ: dict) -> "Request":
        headers = {
            key[5:].replace("_", "-").title(): value
            for key, value in environ.items()
            if key.startswith("HTTP_")
        }
        if environ.get("CONTENT_TYPE"):
            headers["Content-Type"] = environ["CONTENT_TYPE"]
        return cls(
            method=environ.get("REQUEST_METHOD", "GET").upper(),
            path=environ.get("PATH_INFO") or "/",
            query=parse_qs(environ.get("QUERY_STRING", "")),
            headers=headers,
        )

    def wants_json(self) -> bool:
        return "application/json" in self.headers.get("Accept", "")


@dataclass
class Response:
    body: bytes = b""
    status: int = 200
    headers: dict[str, str] = field(default_factory=lambda: {"Content-Type": "text/html; charset=utf-8"})

    @property
    def status_line(self) -> str:
        return "%d %s" % (self.status, HTTPStatus(self.status).phrase)


def redirect(location: str, status: int = 302) -> Response:
    return Response(b"", status, {"Location": location, "Content-Type": "text/plain"})
