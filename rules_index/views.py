from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from .parsers import DOCUMENT_SLUGS


def documents(request: HttpRequest) -> HttpResponse:
    return render(request, "rules/documents.html", {"slugs": DOCUMENT_SLUGS})


def search(request: HttpRequest) -> HttpResponse:
    query = request.GET.get("q", "").strip()
    return render(request, "rules/search.html", {"search_query": query, "results": []})
