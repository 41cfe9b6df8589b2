from django.conf import settings
from django.db import models
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext_lazy as _


class OrderQuerySet(models.QuerySet):
    def open(self):
        return self.exclude(status__in=["shipped", "cancelled"])

    def unpaid_since(self, cutoff):
        return self.filter(status="new", created_at__lt=cutoff)

    def for_customer(self, user):
        return self.filter(customer=user)


class Order(models.Model):
    STATUS_CHOICES = [
        ("new", "New"),
        ("paid", "Paid"),
        ("shipped", "Shipped"),
        ("cancelled", "Cancelled"),
    ]

    customer = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.PROTECT,
        related_name="orders",
        verbose_name=_("customer"),
    )
    status = models.CharField(max_length=32, choices=STATUS_CHOICES, default="new", db_index=True)
    total_cents = models.PositiveIntegerField(_("total (cents)"))
    currency = models.CharField(max_length=3, default="EUR")
    payment_reference = models.CharField(
        max_length=64,
        blank=True,
        help_text=_("Charge id returned by the payment gateway."),
    )
    tracking_code = models.CharField(max_length=40, blank=True, verbose_name=_("tracking code"))
    search_text = models.TextField(blank=True, editable=False)
    created_at = models.DateTimeField(default=timezone.now, editable=False)
    updated_at = models.DateTimeField(auto_now=True)

    objects = OrderQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at"]
        verbose_name = _("order")
        verbose_name_plural = _("orders")

    def __str__(self):
        return f"#{self.pk} ({self.get_status_display()})"

    def get_absolute_url(self):
        return reverse("orders:detail", args=[self.pk])

    @property
    def total(self):
        return self.total_cents / 100

    @property
    def is_payable(self):
        return self.status == "new" and self.total_cents > 0

    def build_search_text(self):
        parts = [str(self.pk), self.customer.email, self.payment_reference, self.tracking_code]
        return " ".join(p for p in parts if p).lower()
