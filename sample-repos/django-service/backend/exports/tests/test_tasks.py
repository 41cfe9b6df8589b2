import tempfile
from unittest import mock

from django.contrib.auth import get_user_model
from django.test import TestCase, override_settings
from django.urls import reverse

from exports.conf import get_storage
from exports.formats import CsvExporter, PdfExporter, exporter_for
from exports.models import ExportJob
from exports.storage import LocalStorage
from exports.tasks import build_csv
from orders.models import Order


class ExporterLookupTests(TestCase):
    def test_kind_picks_the_subclass(self):
        self.assertIs(exporter_for("csv"), CsvExporter)
        self.assertIs(exporter_for("pdf"), PdfExporter)

    def test_unknown_kind(self):
        with self.assertRaisesMessage(ValueError, "Unknown export format 'docx'"):
            exporter_for("docx")

    def test_csv_has_header_and_bom(self):
        body = CsvExporter(["id", "status"]).render([{"id": 1, "status": "paid"}])
        self.assertTrue(body.startswith("\ufeff".encode("utf-8")))
        self.assertIn(b"id,status\n1,paid\n", body)


class BuildCsvTaskTests(TestCase):
    def setUp(self):
        self.user = get_user_model().objects.create_user(username="cy", email="cy@example.com", password="p" * 12)
        Order.objects.create(customer=self.user, total_cents=1999)
        self.tmp = tempfile.TemporaryDirectory()
        self.addCleanup(self.tmp.cleanup)

    def test_writes_file_with_local_storage(self):
        with override_settings(EXPORT_STORAGE="local", EXPORT_ROOT=self.tmp.name):
            self.assertIsInstance(get_storage(), LocalStorage)
            job_id = build_csv.apply(args=[self.user.pk, "open"]).get()
        job = ExportJob.objects.get(pk=job_id)
        self.assertEqual(job.status, "done")
        self.assertEqual(job.row_count, 1)

    @mock.patch("exports.tasks.build_csv.delay")
    def test_create_view_queues_task(self, delay):
        self.client.force_login(self.user)
        response = self.client.post(reverse("exports:create"), {"scope": "all"})
        self.assertRedirects(response, reverse("exports:list"), fetch_redirect_response=False)
        delay.assert_called_once_with(self.user.pk, scope="all")
