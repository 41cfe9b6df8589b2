from django.urls import path

from . import views

app_name = "orders"

urlpatterns = [
    path("", views.OrderListView.as_view(), name="list"),
    path("export/", views.OrderExportView.as_view(), name="export"),
    path("<int:pk>/", views.OrderDetailView.as_view(), name="detail"),
    path("<int:pk>/pay/", views.OrderPayView.as_view(), name="pay"),
    path("<int:pk>/cancel/", views.OrderCancelView.as_view(), name="cancel"),
]
