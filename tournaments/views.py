from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render


def events(request: HttpRequest) -> HttpResponse:
    return render(request, "tournaments/events.html", {"events": []})
