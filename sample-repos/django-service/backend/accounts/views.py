from django.contrib import messages
from django.contrib.auth import authenticate, login, logout
from django.shortcuts import redirect
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_POST


@require_POST
def login_view(request):
    email = request.POST.get("email", "").strip()
    password = request.POST.get("password", "")
    user = authenticate(request, email=email, password=password)
    if user is None:
        messages.error(request, _("Invalid e-mail address or password."))
        return redirect("accounts:login")

    login(request, user)
    messages.success(request, "Welcome back!")
    next_url = request.GET.get("next")
    if next_url and url_has_allowed_host_and_scheme(next_url, allowed_hosts={request.get_host()}):
        return redirect(next_url)
    return redirect("orders:list")


@require_POST
def logout_view(request):
    logout(request)
    messages.info(request, _("You have been signed out."))
    return redirect("accounts:login")
