from __future__ import annotations

from allauth.account.views import LoginView
from axes.decorators import axes_dispatch, axes_form_invalid
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import NoReverseMatch, reverse
from django.utils.decorators import method_decorator
from django.utils.translation import gettext as _

from . import services
from .forms import ProfileForm


@method_decorator(axes_dispatch, name="dispatch")
@method_decorator(axes_form_invalid, name="form_invalid")
class ThrottledLoginView(LoginView):
    """django-allauth's login with django-axes in front (as axes' allauth notes say): a locked-out
    account and address get the lockout page before the form is even read, and a failed form is checked
    again so the attempt that reaches the limit is answered with the lockout too."""


def _tokens_url() -> str:
    # The API tokens page is another part of the site; until it exists the link is left out.
    try:
        return reverse("account-tokens")
    except NoReverseMatch:
        return ""


@login_required
def profile(request: HttpRequest) -> HttpResponse:
    """The signed-in player's own profile. There is no profile id in the address: each account reads and
    writes only its own, whatever is posted."""
    current = services.profile_of(request.user)
    form = ProfileForm(request.POST or None, initial=ProfileForm.initial_from(current))
    if request.method == "POST":
        if form.is_valid():
            services.update_profile(request.user, form.cleaned_data)
            messages.success(request, _("プロフィールを保存しました。"))
            return redirect("accounts:profile")
        status = 400
    else:
        status = 200
    return render(
        request,
        "accounts/profile.html",
        {"form": form, "profile": current, "tokens_url": _tokens_url()},
        status=status,
    )
