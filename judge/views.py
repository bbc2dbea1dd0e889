from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.views import defaults
from django.views.decorators.cache import never_cache

from .api_conventions import ErrorCode, error_body
from .health import health


def home(request: HttpRequest) -> HttpResponse:
    return render(request, "home.html")


@never_cache
def healthz(request: HttpRequest) -> JsonResponse:
    """Public: only ok or degraded (a load balancer needs no more). Staff also see each service and the
    workers' host names, which say too much about the machines to show to anyone."""
    report, healthy = health()
    body = report if request.user.is_authenticated and request.user.is_staff else {"status": report["status"]}
    return JsonResponse(body, status=200 if healthy else 503)


def _is_api(request: HttpRequest) -> bool:
    return request.path.startswith("/api/")


def page_not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    """An unknown address under /api/ answers the API's error body; elsewhere the site's 404 page."""
    if _is_api(request):
        return JsonResponse(error_body(ErrorCode.NOT_FOUND, "Not found.", "見つかりません。"), status=404)
    return defaults.page_not_found(request, exception)


def server_error(request: HttpRequest) -> HttpResponse:
    if _is_api(request):
        return JsonResponse(
            error_body(
                "server_error",
                "Something went wrong on the server; it has been logged.",
                "サーバーで問題が起きました。記録されています。",
            ),
            status=500,
        )
    return defaults.server_error(request)


def lockout(
    request: HttpRequest, original_response: HttpResponse | None = None, credentials: object = None
) -> HttpResponse:
    """django-axes' answer to a locked-out login: the API's error body (429) under /api/, the page else."""
    minutes = int(settings.AXES_COOLOFF_TIME.total_seconds() // 60)
    if _is_api(request):
        response = JsonResponse(
            error_body(
                ErrorCode.THROTTLED,
                f"Too many failed logins; try again in {minutes} minutes.",
                f"ログインの失敗が続いたため、{minutes}分間ログインできません。",
            ),
            status=429,
        )
        response["Retry-After"] = str(minutes * 60)
        return response
    return render(
        request, settings.AXES_LOCKOUT_TEMPLATE, {"cooloff_timedelta": settings.AXES_COOLOFF_TIME}, status=429
    )
