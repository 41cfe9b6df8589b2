import logging

from celery import current_app
from django.contrib import messages
from django.contrib.auth.mixins import LoginRequiredMixin
from django.core.paginator import EmptyPage, Paginator
from django.http import Http404, JsonResponse
from django.shortcuts import redirect
from django.utils.translation import gettext_lazy as _
from django.views import View

from . import services
from .models import Order
from .tasks import send_receipt

logger = logging.getLogger(__name__)

PAGE_SIZE = 25


def _order_json(order):
    return {
        "id": order.pk,
        "status": order.status,
        "total": f"{order.total:.2f}",
        "currency": order.currency,
        "tracking_code": order.tracking_code or None,
        "url": order.get_absolute_url(),
    }


class CustomerOrderMixin(LoginRequiredMixin):
    def get_order(self, pk):
        try:
            return Order.objects.for_customer(self.request.user).get(pk=pk)
        except Order.DoesNotExist:
            raise Http404(_("Order not found"))


class OrderListView(LoginRequiredMixin, View):
    def get(self, request):
        orders = Order.objects.for_customer(request.user)
        status = request.GET.get("status")
        if status:
            orders = orders.filter(status=status)
        paginator = Paginator(orders, PAGE_SIZE)
        try:
            page = paginator.page(request.GET.get("page") or 1)
        except EmptyPage:
            page = paginator.page(paginator.num_pages)
        return JsonResponse(
            {
                "results": [_order_json(o) for o in page.object_list],
                "page": page.number,
                "pages": paginator.num_pages,
            }
        )


class OrderDetailView(CustomerOrderMixin, View):
    def get(self, request, pk):
        return JsonResponse(_order_json(self.get_order(pk)))


class OrderPayView(CustomerOrderMixin, View):
    def post(self, request, pk):
        order = self.get_order(pk)
        token = request.POST.get("card_token")
        if not token:
            messages.error(request, _("Please enter your card details."))
            return redirect("orders:detail", pk=order.pk)
        try:
            services.charge_card(order, token)
        except services.PaymentError as exc:
            logger.info("payment failed for order %s", order.pk)
            messages.error(request, str(exc))
            return redirect("orders:detail", pk=order.pk)
        send_receipt.delay(order.pk)
        messages.success(request, "Thanks! Your payment was received.")
        return redirect("orders:detail", pk=order.pk)


class OrderCancelView(CustomerOrderMixin, View):
    def post(self, request, pk):
        order = self.get_order(pk)
        try:
            services.cancel_order(order, reason=request.POST.get("reason", ""))
        except ValueError as exc:
            messages.warning(request, str(exc))
            return redirect("orders:detail", pk=order.pk)
        messages.success(request, _("Order cancelled."))
        return redirect("orders:list")


class OrderExportView(LoginRequiredMixin, View):
    """Queues a CSV of the customer's orders. The export worker runs in its own
    deployment, so the task is sent by name rather than imported."""

    def post(self, request):
        scope = request.POST.get("scope", "open")
        if scope not in ("open", "all"):
            scope = "open"
        result = current_app.send_task("exports.build_csv", args=[request.user.pk, scope])
        logger.info("queued export %s for user %s", result.id, request.user.pk)
        messages.success(request, "Your export is being prepared. We will e-mail you a link.")
        return redirect("orders:list")
