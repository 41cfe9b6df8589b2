from django.contrib.auth import get_user_model
from django.core.cache import cache
from django.test import RequestFactory, TestCase

from accounts.backends import MAX_FAILURES, EmailBackend


class EmailBackendTests(TestCase):
    def setUp(self):
        cache.clear()
        self.backend = EmailBackend()
        self.request = RequestFactory().post("/accounts/login/")
        self.user = get_user_model().objects.create_user(
            username="dee", email="dee@example.com", password="a long passphrase"
        )

    def test_valid_credentials(self):
        user = self.backend.authenticate(self.request, email="dee@example.com", password="a long passphrase")
        self.assertEqual(user, self.user)

    def test_unknown_address(self):
        self.assertIsNone(self.backend.authenticate(self.request, email="nobody@example.com", password="x"))

    def test_lockout_after_repeated_failures(self):
        for _ in range(MAX_FAILURES):
            self.backend.authenticate(self.request, email="dee@example.com", password="wrong")
        user = self.backend.authenticate(self.request, email="dee@example.com", password="a long passphrase")
        self.assertIsNone(user)

    def test_login_view_uses_email(self):
        response = self.client.post(
            "/accounts/login/", {"email": "dee@example.com", "password": "a long passphrase"}
        )
        self.assertRedirects(response, "/orders/", fetch_redirect_response=False)
