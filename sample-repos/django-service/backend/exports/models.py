from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class ExportJob(models.Model):
    FORMAT_CHOICES = [("csv", "CSV"), ("pdf", "PDF"), ("xlsx", "Excel")]

    class Status(models.TextChoices):
        QUEUED = "queued", _("Queued")
        RUNNING = "running", _("Running")
        DONE = "done", _("Done")
        FAILED = "failed", _("Failed")

    requested_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    scope = models.CharField(max_length=16, default="open", help_text=_("Which orders to include: open or all."))
    fmt = models.CharField(_("format"), max_length=8, choices=FORMAT_CHOICES, default="csv")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.QUEUED)
    storage_backend = models.CharField(max_length=16, blank=True)
    file_name = models.CharField(max_length=255, blank=True)
    row_count = models.PositiveIntegerField(default=0)
    error = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]
        verbose_name = _("export job")

    def __str__(self):
        return f"{self.fmt} export #{self.pk} ({self.status})"
