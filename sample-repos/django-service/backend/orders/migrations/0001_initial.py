import django.db.models.deletion
import django.utils.timezone
from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):

    initial = True

    dependencies = [
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.CreateModel(
            name="Order",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                (
                    "status",
                    models.CharField(
                        choices=[("new", "New"), ("paid", "Paid"), ("shipped", "Shipped"), ("cancelled", "Cancelled")],
                        db_index=True,
                        default="new",
                        max_length=32,
                    ),
                ),
                ("total_cents", models.PositiveIntegerField(verbose_name="total (cents)")),
                ("currency", models.CharField(default="EUR", max_length=3)),
                (
                    "payment_reference",
                    models.CharField(blank=True, help_text="Charge id returned by the payment gateway.", max_length=64),
                ),
                ("search_text", models.TextField(blank=True, editable=False)),
                ("created_at", models.DateTimeField(default=django.utils.timezone.now, editable=False)),
                ("updated_at", models.DateTimeField(auto_now=True)),
                (
                    "customer",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.PROTECT,
                        related_name="orders",
                        to=settings.AUTH_USER_MODEL,
                        verbose_name="customer",
                    ),
                ),
            ],
            options={
                "verbose_name": "order",
                "verbose_name_plural": "orders",
                "ordering": ["-created_at"],
            },
        ),
    ]
