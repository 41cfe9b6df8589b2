"""WSGI application: ``plugin-host serve`` or any WSGI server (``plugin_host.web.app:application``)."""

from __future__ import annotations

import logging
import traceback

from plugin_host.i18n import gettext as _
from plugin_host.web import Request, Response, redirect, urls
from plugin_host.web.routing import Resolver404, install, resolve, reverse

logger = logging.getLogger(__name__)

install(urls)


def handle(request: Request) -> Response:
    if request.path == "/":
        return redirect(reverse("reports:index"))
    try:
        view, kwargs = resolve(request.path)
    except Resolver404:
        return Response(_("Page not found").encode("utf-8"), 404, {"Content-Type": "text/plain; charset=utf-8"})
    return view(request, **kwargs)


def application(environ, start_response):
    request = Request.from_environ(environ)
    try:
        response = handle(request)
    except Exception:
        logger.error("Unhandled error for %s %s\n%s", request.method, request.path, traceback.format_exc())
        response = Response(_("Internal error").encode("utf-8"), 500, {"Content-Type": "text/plain"})
    start_response(response.status_line, list(response.headers.items()))
    return [response.body]
