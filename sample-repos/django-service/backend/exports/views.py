from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import HttpResponse, HttpResponseBadRequest, JsonResponse
from django.shortcuts import get_object_or_404, redirect
from django.utils.decorators import method_decorator
from django.utils.translation import gettext_lazy as _
from django.views import View

from orders.models import Order

from .conf import get_storage
from .formats import exporter_for
from .models import ExportJob
from .tasks import COLUMNS, build_csv, order_rows

# Rendering a PDF in the request thread gets slow quickly.
PDF_ROW_LIMIT = 500


@method_decorator(login_required, name="dispatch")
class ExportListView(View):
    def get(self, request):
        jobs = ExportJob.objects.filter(requested_by=request.user)
        page = Paginator(jobs, 20).get_page(request.GET.get("page"))
        return JsonResponse(
            {
                "results": [
                    {"id": j.pk, "status": j.status, "rows": j.row_count, "format": j.fmt}
                    for j in page.object_list
                ],
                "has_next": page.has_next(),
            }
        )


@method_decorator(login_required, name="dispatch")
class ExportCreateView(View):
    def post(self, request):
        build_csv.delay(request.user.pk, scope=request.POST.get("scope", "open"))
        messages.success(request, _("Export queued. It will show up in the list when it is ready."))
        return redirect("exports:list")


@method_decorator(login_required, name="dispatch")
class OrderSnapshotView(View):
    """Synchronous download of the customer's open orders in any supported format."""

    def get(self, request):
        fmt = request.GET.get("format", "csv")
        orders = Order.objects.for_customer(request.user).open()
        if request.GET.get("format") == "pdf":
            orders = orders[:PDF_ROW_LIMIT]
        try:
            exporter = exporter_for(fmt)(COLUMNS)
        except ValueError as exc:
            return HttpResponseBadRequest(str(exc))
        response = HttpResponse(exporter.render(order_rows(orders)), content_type=exporter.content_type)
        response["Content-Disposition"] = f'attachment; filename="{exporter.filename("open-orders")}"'
        return response


@method_decorator(login_required, name="dispatch")
class ExportFileView(View):
    def get(self, request, pk):
        job = get_object_or_404(ExportJob, pk=pk, requested_by=request.user, status="done")
        storage = get_storage(job.storage_backend or None)
        return redirect(storage.url(job.file_name))
