"""WSGI middleware: request ids and access logging."""
import functools
import logging
import uuid

logger = logging.getLogger("webhook.access")


def request_id(app):
    @functools.wraps(app)
    def wrapped(environ, start_response):
        rid = environ.get("HTTP_X_REQUEST_ID") or uuid.uuid4().hex
        environ["webhook.request_id"] = rid

        def start(status, headers, exc_info=None):
            headers.append(("X-Request-Id", rid))
            logger.info("%s %s -> %s", environ.get("REQUEST_METHOD"), environ.get("PATH_INFO"), status)
            return start_response(status, headers, exc_info)

        return app(environ, start)

    return wrapped
