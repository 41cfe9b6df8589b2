from __future__ import annotations

import logging
import os

from plugin_host import signals
from plugin_host.config import setting
from plugin_host.i18n import gettext as _

logger = logging.getLogger(__name__)


class S3Store:
    """Objects in an S3 bucket. Credentials come from the usual AWS environment/profile chain."""

    def __init__(self, bucket: str | None = None, prefix: str | None = None) -> None:
        try:
            import boto3
        except ImportError as exc:
            raise RuntimeError(_("The s3 backend needs boto3; install plugin-host[s3]")) from exc
        self.bucket = bucket or setting("storage.s3.bucket")
        self.prefix = prefix if prefix is not None else setting("storage.s3.prefix", "")
        region = os.environ.get("AWS_REGION") or setting("storage.s3.region", None)
        self._client = boto3.client("s3", region_name=region)

    def _key(self, name: str) -> str:
        return self.prefix.rstrip("/") + "/" + name if self.prefix else name

    def save(self, name: str, data: bytes, content_type: str) -> str:
        key = self._key(name)
        self._client.put_object(Bucket=self.bucket, Key=key, Body=data, ContentType=content_type)
        logger.info("Uploaded %d bytes to s3://%s/%s", len(data), self.bucket, key)
        signals.fire("storage.saved", {"backend": "s3", "name": name, "location": f"s3://{self.bucket}/{key}"})
        return self._client.generate_presigned_url(
            "get_object", Params={"Bucket": self.bucket, "Key": key}, ExpiresIn=7 * 24 * 3600
        )

    def open(self, name: str) -> bytes:
        obj = self._client.get_object(Bucket=self.bucket, Key=self._key(name))
        return obj["Body"].read()

    def delete(self, name: str) -> None:
        self._client.delete_object(Bucket=self.bucket, Key=self._key(name))
