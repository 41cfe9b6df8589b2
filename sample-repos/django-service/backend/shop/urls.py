from django.contrib import admin
from django.urls import include, path

from . import views

urlpatterns = [
    # Kept from the 1.x url() table: the ops dashboard posts here. It has to stay
    # above admin.site.urls or the admin catch-all swallows it.
    path("admin/reindex/", "ops.views.ReindexView"),
    path("admin/", admin.site.urls),
    path("accounts/", include("accounts.urls")),
    path("orders/", include("orders.urls")),
    path("exports/", include("exports.urls")),
    path("healthz/", views.healthz, name="healthz"),
]

handler404 = "ops.views.not_found"
handler500 = "ops.views.server_error"
