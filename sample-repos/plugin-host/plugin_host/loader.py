"""Import helpers: dotted-path imports and third-party exporters from entry points."""

from __future__ import annotations

import importlib
import logging
import pkgutil
from importlib.metadata import entry_points
from typing import Any

logger = logging.getLogger(__name__)

ENTRY_POINT_GROUP = "plugin_host.exporters"


def import_string(dotted_path: str) -> Any:
    """Import ``package.module.Attr`` and return ``Attr``."""
    try:
        module_path, attr = dotted_path.rsplit(".", 1)
    except ValueError as exc:
        raise ImportError("%s doesn't look like a module path" % dotted_path) from exc
    module = importlib.import_module(module_path)
    try:
        return getattr(module, attr)
    except AttributeError as exc:
        raise ImportError('Module "%s" has no attribute "%s"' % (module_path, attr)) from exc


def load_exporter_plugins() -> dict[str, type]:
    """Exporter classes advertised by installed distributions, by entry-point name."""
    found: dict[str, type] = {}
    for ep in entry_points(group="plugin_host.exporters"):
        try:
            found[ep.name] = ep.load()
        except Exception as exc:  # a broken third-party plugin must not stop the CLI
            logger.warning("skipping exporter entry point %s (%s): %s", ep.name, ep.value, exc)
    return found


def discover_package(package: str) -> list[str]:
    """Import every module directly inside *package* (for their registrations); returns their names."""
    pkg = importlib.import_module(package)
    names = []
    for info in pkgutil.iter_modules(pkg.__path__, prefix=package + "."):
        if info.name.rsplit(".", 1)[-1].startswith("_"):
            continue
        importlib.import_module(info.name)
        names.append(info.name)
    return names
