"""Refuse a request body larger than any upload the site accepts, before a byte of it is read."""

from __future__ import annotations

from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse


class RequestSizeLimitMiddleware:
    """413 for a declared Content-Length above ``MAX_REQUEST_BYTES``; a body without one (chunked) is
    bounded by Django's own limits and the memory-only upload handler."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        try:
            length = int(request.META.get("CONTENT_LENGTH") or 0)
        except ValueError:
            return JsonResponse({"detail": "bad Content-Length"}, status=400)
        if length > settings.MAX_REQUEST_BYTES:
            # Before the language is chosen (nothing of the request is read yet): both languages.
            mb = settings.MAX_REQUEST_BYTES // (1024 * 1024)
            return JsonResponse(
                {
                    "detail": f"送信されたデータが大きすぎます（上限{mb}MB）。",
                    "detail_en": f"The request is too large ({mb} MB at most).",
                },
                status=413,
            )
        return self.get_response(request)
