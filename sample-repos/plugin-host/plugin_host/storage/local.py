from __future__ import annotations

import logging
import os
from pathlib import Path

from plugin_host import signals
from plugin_host.config import setting

logger = logging.getLogger(__name__)


class LocalStore:
    """Files in a directory on this machine (``storage.local.root``)."""

    def __init__(self, root: str | os.PathLike[str] | None = None) -> None:
        self.root = Path(root or setting("storage.local.root", "./var/exports")).expanduser()

    def _path(self, name: str) -> Path:
        path = (self.root / name).resolve()
        if self.root.resolve() not in path.parents:
            raise ValueError("refusing to write outside %s: %s" % (self.root, name))
        return path

    def save(self, name: str, data: bytes, content_type: str) -> str:
        path = self._path(name)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(path.suffix + ".part")
        with open(tmp, "wb") as fh:
            fh.write(data)
        os.replace(tmp, path)
        logger.info("Wrote %d bytes to %s", len(data), path)
        signals.fire("storage.saved", {"backend": "local", "name": name, "location": str(path)})
        return path.as_uri()

    def open(self, name: str) -> bytes:
        return self._path(name).read_bytes()

    def delete(self, name: str) -> None:
        try:
            self._path(name).unlink()
        except FileNotFoundError:
            logger.debug("nothing to delete at %s", name)
