"""Build the WSGI application around webhooks.routes."""
import logging

from api.middleware import request_id
from utils.http import Headers, Request, Response
from webhooks.routes import resolve

logger = logging.getLogger(__name__)


def create_app():
    @request_id
    def app(environ, start_response):
        length = int(environ.get("CONTENT_LENGTH") or 0)
        headers = Headers({k[5:].replace("_", "-"): v for k, v in environ.items() if k.startswith("HTTP_")})
        request = Request(
            method=environ["REQUEST_METHOD"],
            path=environ.get("PATH_INFO", "/"),
            body=environ["wsgi.input"].read(length) if length else b"",
            headers=headers,
            remote_addr=environ.get("REMOTE_ADDR", ""),
        )
        view = resolve(request.method, request.path)
        response = view(request) if view else Response.json({"error": "not found"}, status=404)
        start_response(f"{response.status} OK", list(response.headers.items()))
        return [response.body]

    return app
