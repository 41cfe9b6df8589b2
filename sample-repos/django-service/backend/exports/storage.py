"""Where finished export files go. Picked by name through exports.conf."""
import logging
from pathlib import Path

import boto3
from django.conf import settings

logger = logging.getLogger(__name__)


class BaseStorage:
    def save(self, name: str, content: bytes) -> str:
        raise NotImplementedError

    def url(self, name: str) -> str:
        raise NotImplementedError


class LocalStorage(BaseStorage):
    """Writes below EXPORT_ROOT; used in development and by the single-box staging stack."""

    def __init__(self, root=None):
        self.root = Path(root or settings.EXPORT_ROOT)

    def save(self, name, content):
        target = self.root / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(content)
        logger.debug("wrote %d bytes to %s", len(content), target)
        return name

    def url(self, name):
        return f"/exports/files/{name}"


class S3Storage(BaseStorage):
    key_prefix = "exports/"
    link_ttl_seconds = 3600

    def __init__(self, bucket=None):
        self.bucket = bucket or settings.EXPORT_BUCKET
        self.client = boto3.client("s3")

    def save(self, name, content):
        key = self.key_prefix + name
        self.client.put_object(
            Bucket=self.bucket,
            Key=key,
            Body=content,
            ServerSideEncryption="AES256",
        )
        logger.info("uploaded export to s3://%s/%s", self.bucket, key)
        return key

    def url(self, name):
        return self.client.generate_presigned_url(
            "get_object",
            Params={"Bucket": self.bucket, "Key": self.key_prefix + name},
            ExpiresIn=self.link_ttl_seconds,
        )
