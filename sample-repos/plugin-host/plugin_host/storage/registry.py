"""Storage backends by name.

Backends are imported lazily so that the s3/gcs client libraries are only needed by people who use
them. Pick one with ``storage.backend`` in settings.yml.
"""

from __future__ import annotations

import logging
from functools import lru_cache

from plugin_host.config import setting
from plugin_host.i18n import gettext as _
from plugin_host.loader import import_string
from plugin_host.storage import Store

logger = logging.getLogger(__name__)

STORAGE_BACKENDS = {
    "local": "plugin_host.storage.local.LocalStore",
    "s3": "plugin_host.storage.s3.S3Store",
    "gcs": "plugin_host.storage.gcs.GcsStore",
}


def backend_class(name: str) -> type:
    try:
        return import_string(STORAGE_BACKENDS[name])
    except KeyError:
        raise ValueError(_("Unknown storage backend %r; choose one of: %s")
                         % (name, ", ".join(sorted(STORAGE_BACKENDS)))) from None


@lru_cache(maxsize=None)
def get_store(name: str | None = None) -> Store:
    name = name or setting("${storage.backend}")
    logger.debug("using storage backend %s", name)
    return backend_class(name)()
