"""The API tokens page: a logged-in user makes and revokes their own tokens (a phone-sized page).

A new token is shown once, on the page the creation redirects to: it waits in the session until that
page reads it, so a reload does not make a second token and the token is never shown again."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import get_language, gettext_lazy
from django.utils.translation import gettext as _
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_POST

from tournaments.services import TournamentError

from . import services

SESSION_KEY = "new_api_token"
EXPIRY_CHOICES = [
    ("", gettext_lazy("無期限")),
    ("30", gettext_lazy("30日")),
    ("90", gettext_lazy("90日")),
    ("365", gettext_lazy("1年")),
]


@never_cache
@login_required
def token_page(request: HttpRequest) -> HttpResponse:
    if request.method == "POST":
        days = request.POST.get("expires_in_days", "")
        try:
            if days not in {value for value, _label in EXPIRY_CHOICES}:
                raise TournamentError("有効期限の指定が不正です。", "Pick one of the expiry choices.")
            _token, text = services.create_token(
                request.user, request.POST.get("name", ""), int(days) if days else None
            )
        except TournamentError as exc:
            messages.error(request, exc.message(get_language() or "ja"))
        else:
            request.session[SESSION_KEY] = {"name": _token.name, "token": text}
            return redirect("account-tokens")
    new_token = request.session.pop(SESSION_KEY, None)
    return render(
        request,
        "tokens/tokens.html",
        {
            "tokens": services.tokens_of(request.user),
            "new_token": new_token,
            "expiry_choices": EXPIRY_CHOICES,
            "name_max": services.NAME_MAX,
        },
    )


@require_POST
@login_required
def revoke(request: HttpRequest, token_id: str) -> HttpResponse:
    if services.revoke_token(request.user, token_id):
        messages.success(request, _("トークンを取り消しました。"))
    else:
        messages.error(request, _("トークンが見つかりません。"))
    return redirect("account-tokens")
