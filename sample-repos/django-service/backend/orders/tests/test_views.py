from unittest import mock

from celery import current_app
from django.contrib.auth import get_user_model
from django.test import TestCase
from django.urls import reverse

from orders.models import Order
from orders.services import PaymentError


class OrderViewTests(TestCase):
    @classmethod
    def setUpTestData(cls):
        cls.user = get_user_model().objects.create_user(
            username="ada", email="ada@example.com", password="correct horse battery"
        )
        cls.order = Order.objects.create(customer=cls.user, total_cents=4250, currency="EUR")

    def setUp(self):
        self.client.force_login(self.user)

    def test_detail_returns_order(self):
        response = self.client.get(reverse("orders:detail", args=[self.order.pk]))
        self.assertEqual(response.status_code, 200)
        self.assertEqual(response.json()["total"], "42.50")

    def test_detail_of_someone_elses_order_is_404(self):
        other = get_user_model().objects.create_user(username="bob", email="bob@example.com", password="x" * 12)
        foreign = Order.objects.create(customer=other, total_cents=100)
        response = self.client.get(reverse("orders:detail", args=[foreign.pk]))
        self.assertEqual(response.status_code, 404)

    @mock.patch("orders.tasks.send_receipt.delay")
    @mock.patch("orders.services.charge_card")
    def test_pay_redirects_back_to_order(self, charge_card, send_receipt):
        charge_card.return_value = "ch_123"
        response = self.client.post(reverse("orders:pay", args=[self.order.pk]), {"card_token": "tok_visa"})
        self.assertRedirects(response, reverse("orders:detail", args=[self.order.pk]), fetch_redirect_response=False)
        charge_card.assert_called_once()
        send_receipt.assert_called_once_with(self.order.pk)

    @mock.patch("orders.services.charge_card", side_effect=PaymentError("Card declined: insufficient funds"))
    def test_declined_card_does_not_send_receipt(self, charge_card):
        with mock.patch("orders.tasks.send_receipt.delay") as send_receipt:
            self.client.post(reverse("orders:pay", args=[self.order.pk]), {"card_token": "tok_declined"})
        send_receipt.assert_not_called()

    def test_export_sends_task_by_name(self):
        with mock.patch.object(current_app, "send_task") as send_task:
            send_task.return_value.id = "abc"
            response = self.client.post(reverse("orders:export"), {"scope": "all"})
        self.assertRedirects(response, reverse("orders:list"), fetch_redirect_response=False)
        send_task.assert_called_once_with("exports.build_csv", args=[self.user.pk, "all"])
