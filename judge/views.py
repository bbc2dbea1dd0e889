from __future__ import annotations

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.views.decorators.cache import never_cache

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
