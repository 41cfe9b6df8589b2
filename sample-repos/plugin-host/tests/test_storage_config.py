import pytest

from plugin_host.config import SettingsError, interpolate, setting
from plugin_host.storage.local import LocalStore
from plugin_host.storage.registry import STORAGE_BACKENDS, backend_class, get_store


def test_placeholder_and_plain_key_agree(settings_file):
    assert setting("${storage.backend}") == setting("storage.backend") == "local"


def test_interpolate_uses_context_first(settings_file):
    assert interpolate("${report.slug}.${export.default_format}", {"report.slug": "q3"}) == "q3.json"


def test_missing_setting(settings_file):
    with pytest.raises(SettingsError):
        setting("mail.nope")


def test_backends_are_dotted_paths():
    assert set(STORAGE_BACKENDS) == {"local", "s3", "gcs"}
    assert backend_class("local") is LocalStore


def test_unknown_backend():
    with pytest.raises(ValueError, match="Unknown storage backend"):
        backend_class("ftp")


def test_local_store_round_trip(settings_file):
    store = get_store()
    location = store.save("a/b.txt", b"hello", "text/plain")
    assert location.startswith("file://")
    assert store.open("a/b.txt") == b"hello"


def test_local_store_refuses_escape(tmp_path):
    with pytest.raises(ValueError, match="refusing to write outside"):
        LocalStore(tmp_path).save("../x", b"", "text/plain")
