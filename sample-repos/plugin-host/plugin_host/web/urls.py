from plugin_host.web import views
from plugin_host.web.routing import path

app_name = "reports"

urlpatterns = [
    path("reports/", views.index, name="index"),
    path("reports/<int:pk>/", views.detail, name="detail"),
    path("reports/<int:pk>/download/<str:fmt>/", views.download, name="download"),
    path("reports/<int:pk>/export/", views.export, name="export"),
]
