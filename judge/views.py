from __future__ import annotations

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.views.decorators.cache import never_cache

from .health import health


def home(request: HttpRequest) -> HttpResponse:
    return render(request, "home.html")


@never_cache
def healthz(request: HttpRequest) -> JsonResponse:
    report, healthy = health()
    return JsonResponse(report, status=200 if healthy else 503)
