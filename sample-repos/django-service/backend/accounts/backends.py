import hashlib
import logging

from django.contrib.auth import get_user_model
from django.contrib.auth.backends import ModelBackend
from django.core.cache import cache

logger = logging.getLogger(__name__)

MAX_FAILURES = 5
FAILURE_WINDOW_SECONDS = 15 * 60


def _failure_key(email):
    digest = hashlib.sha256(email.encode("utf-8")).hexdigest()[:32]
    return f"accounts:login-failures:{digest}"


class EmailBackend(ModelBackend):
    """Authenticates with e-mail and password. Listed first in AUTHENTICATION_BACKENDS."""

    def authenticate(self, request, email=None, password=None, **kwargs):
        if email is None:
            email = kwargs.get(get_user_model().USERNAME_FIELD)
        if not email or not password:
            return None

        if cache.get(_failure_key(email), 0) >= MAX_FAILURES:
            logger.warning("login locked out for %s", email)
            return None

        user_model = get_user_model()
        try:
            user = user_model._default_manager.get(email=email)
        except user_model.DoesNotExist:
            # Run the hasher anyway so response time does not reveal unknown addresses.
            user_model().set_password(password)
            self._record_failure(email)
            return None
        except user_model.MultipleObjectsReturned:
            logger.error("several accounts share the address %s", email)
            return None

        if user.check_password(password) and self.user_can_authenticate(user):
            cache.delete(_failure_key(email))
            return user
        self._record_failure(email)
        return None

    def _record_failure(self, email):
        key = _failure_key(email)
        if not cache.add(key, 1, timeout=FAILURE_WINDOW_SECONDS):
            cache.incr(key)
