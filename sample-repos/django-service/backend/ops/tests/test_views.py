from unittest import mock

from django.contrib.auth import get_user_model
from django.test import RequestFactory, SimpleTestCase, TestCase

from ops.views import not_found


class ReindexViewTests(TestCase):
    def setUp(self):
        self.staff = get_user_model().objects.create_user(
            username="ops", email="ops@example.com", password="s" * 12, is_staff=True
        )

    @mock.patch("ops.tasks.reindex_orders.delay")
    def test_staff_can_start_reindex(self, delay):
        delay.return_value.id = "task-1"
        self.client.force_login(self.staff)
        response = self.client.post("/admin/reindex/", {"since_id": "40"})
        self.assertEqual(response.status_code, 202)
        delay.assert_called_once_with(since_id=40)

    def test_anonymous_is_sent_to_admin_login(self):
        response = self.client.post("/admin/reindex/")
        self.assertEqual(response.status_code, 302)
        self.assertIn("/admin/login/", response["Location"])


class ErrorHandlerTests(SimpleTestCase):
    def test_not_found_is_json(self):
        request = RequestFactory().get("/nope/")
        response = not_found(request, Exception(""))
        self.assertEqual(response.status_code, 404)
        self.assertEqual(response["Content-Type"], "application/json")
