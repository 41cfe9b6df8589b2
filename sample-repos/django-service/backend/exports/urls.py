from django.urls import path

from .views import ExportCreateView, ExportFileView, ExportListView, OrderSnapshotView

app_name = "exports"

urlpatterns = [
    path("", ExportListView.as_view(), name="list"),
    path("new/", ExportCreateView.as_view(), name="create"),
    path("snapshot/", OrderSnapshotView.as_view(), name="snapshot"),
    path("<int:pk>/file/", ExportFileView.as_view(), name="file"),
]
