"""Settings loaded from ``config/settings.yml``.

Keys are addressed with dots (``storage.backend``). Code may also refer to a key through a
placeholder, ``setting("${mail.sender}")``, and any string can be expanded with
:func:`interpolate`, which replaces every ``${dotted.key}`` it contains.
"""

from __future__ import annotations

import logging
import os
import re
from functools import lru_cache
from pathlib import Path
from typing import Any, Mapping

import yaml

logger = logging.getLogger(__name__)

_PLACEHOLDER = re.compile(r"\$\{([a-z0-9_.]+)\}")
_MISSING = object()

DEFAULT_PATH = Path(__file__).resolve().parent.parent / "config" / "settings.yml"


class SettingsError(KeyError):
    pass


def _settings_path() -> Path:
    override = os.environ.get("PLUGIN_HOST_SETTINGS")
    if override:
        return Path(override).expanduser()
    home = os.environ.get("PLUGIN_HOST_HOME")
    if home:
        return Path(home) / "settings.yml"
    return DEFAULT_PATH


def _apply_env_overrides(data: dict[str, Any]) -> None:
    # PLUGIN_HOST__STORAGE__BACKEND=s3 sets storage.backend
    for name, value in os.environ.items():
        if not name.startswith("PLUGIN_HOST__"):
            continue
        parts = name[len("PLUGIN_HOST__"):].lower().split("__")
        node = data
        for part in parts[:-1]:
            node = node.setdefault(part, {})
        node[parts[-1]] = yaml.safe_load(value)


@lru_cache(maxsize=1)
def load() -> dict[str, Any]:
    path = _settings_path()
    try:
        with open(path, encoding="utf-8") as fh:
            data = yaml.safe_load(fh) or {}
    except FileNotFoundError:
        logger.warning("No settings file at %s, using built-in defaults", path)
        data = {}
    _apply_env_overrides(data)
    return data


def _lookup(data: Mapping[str, Any], dotted: str, default: Any = _MISSING) -> Any:
    node: Any = data
    for part in dotted.split("."):
        if not isinstance(node, Mapping) or part not in node:
            if default is _MISSING:
                raise SettingsError(dotted)
            return default
        node = node[part]
    return node


def setting(key: str, default: Any = _MISSING) -> Any:
    """Value of a dotted key; ``"${key}"`` is accepted as well as ``"key"``."""
    match = _PLACEHOLDER.fullmatch(key)
    if match:
        key = match.group(1)
    return _lookup(load(), key, default)


def interpolate(text: str, context: Mapping[str, Any] | None = None) -> str:
    """Replace each ``${dotted.key}`` in *text*, looking in *context* first, then in settings."""
    extra = context or {}

    def _sub(m: re.Match[str]) -> str:
        key = m.group(1)
        if key in extra:
            return str(extra[key])
        return str(setting(key))

    return _PLACEHOLDER.sub(_sub, text)


def reload() -> None:
    load.cache_clear()
