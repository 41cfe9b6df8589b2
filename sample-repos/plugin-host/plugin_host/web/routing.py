"""Named routes, Django style: ``path("reports/<int:pk>/", views.detail, name="detail")`` in a
URL module with ``app_name = "reports"`` is reversed as ``reverse("reports:detail", pk=1)``."""

from __future__ import annotations

import re
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Callable

_PARAM = re.compile(r"<(?:(?P<conv>int|str|slug):)?(?P<name>\w+)>")
_CONVERTERS: dict[str, tuple[str, Callable[[str], Any]]] = {
    "int": (r"[0-9]+", int),
    "str": (r"[^/]+", str),
    "slug": (r"[-a-zA-Z0-9_]+", str),
}


class NoReverseMatch(LookupError):
    pass


class Resolver404(LookupError):
    pass


@dataclass
class Route:
    pattern: str
    view: Callable[..., Any]
    name: str | None
    regex: re.Pattern[str]
    converters: dict[str, Callable[[str], Any]]


def path(route: str, view: Callable[..., Any], name: str | None = None) -> Route:
    converters: dict[str, Callable[[str], Any]] = {}
    regex, pos = "^", 0
    for m in _PARAM.finditer(route):
        regex += re.escape(route[pos:m.start()])
        conv = m.group("conv") or "str"
        pattern, to_python = _CONVERTERS[conv]
        regex += "(?P<%s>%s)" % (m.group("name"), pattern)
        converters[m.group("name")] = to_python
        pos = m.end()
    regex += re.escape(route[pos:]) + "$"
    return Route(route, view, name, re.compile(regex), converters)


_BY_NAME: dict[str, Route] = {}
_ORDERED: list[Route] = []


def install(urlconf: ModuleType, prefix: str = "") -> None:
    namespace = getattr(urlconf, "app_name", None)
    for route in urlconf.urlpatterns:
        if prefix:
            route = path(prefix + route.pattern, route.view, route.name)
        _ORDERED.append(route)
        if route.name:
            _BY_NAME["%s:%s" % (namespace, route.name) if namespace else route.name] = route


def resolve(url: str) -> tuple[Callable[..., Any], dict[str, Any]]:
    target = url.lstrip("/")
    for route in _ORDERED:
        m = route.regex.match(target)
        if m:
            kwargs = {k: route.converters[k](v) for k, v in m.groupdict().items()}
            return route.view, kwargs
    raise Resolver404(url)


def reverse(name: str, **kwargs: Any) -> str:
    try:
        route = _BY_NAME[name]
    except KeyError:
        raise NoReverseMatch("no route named %r" % name) from None

    def _fill(m: re.Match[str]) -> str:
        key = m.group("name")
        if key not in kwargs:
            raise NoReverseMatch("%s needs %s" % (name, key))
        return str(kwargs[key])

    return "/" + _PARAM.sub(_fill, route.pattern)
