from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from django.utils.module_loading import import_string

# settings.EXPORT_STORAGE picks one of these. Classes are imported lazily so the
# web image does not need boto3 unless it actually uploads to S3.
STORAGE_BACKENDS = {
    "local": "exports.storage.LocalStorage",
    "s3": "exports.storage.S3Storage",
}


def get_storage(name=None):
    name = name or getattr(settings, "EXPORT_STORAGE", "local")
    if name not in STORAGE_BACKENDS:
        raise ImproperlyConfigured(
            "EXPORT_STORAGE must be one of %s, got %r" % (", ".join(sorted(STORAGE_BACKENDS)), name)
        )
    storage_class = import_string(STORAGE_BACKENDS[name])
    return storage_class()
