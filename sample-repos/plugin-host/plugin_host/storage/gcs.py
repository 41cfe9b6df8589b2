from __future__ import annotations

import logging
from datetime import timedelta

from plugin_host.config import setting
from plugin_host.i18n import gettext as _

logger = logging.getLogger(__name__)


class GcsStore:
    """Google Cloud Storage. Uses application-default credentials."""

    def __init__(self, bucket: str | None = None) -> None:
        try:
            from google.cloud import storage
        except ImportError as exc:
            raise RuntimeError(_("The gcs backend needs google-cloud-storage")) from exc
        client = storage.Client(project=setting("storage.gcs.project", None))
        self._bucket = client.bucket(bucket or setting("storage.gcs.bucket"))

    def save(self, name: str, data: bytes, content_type: str) -> str:
        blob = self._bucket.blob(name)
        blob.upload_from_string(data, content_type=content_type)
        logger.info("Uploaded %s (%d bytes) to gs://%s", name, len(data), self._bucket.name)
        return blob.generate_signed_url(expiration=timedelta(days=7), version="v4")

    def open(self, name: str) -> bytes:
        return self._bucket.blob(name).download_as_bytes()

    def delete(self, name: str) -> None:
        blob = self._bucket.blob(name)
        if blob.exists():
            blob.delete()
