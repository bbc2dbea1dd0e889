"""Limits on what a request may carry, applied before any view sees it, so bad input answers 4xx, not 500.

- A body larger than any upload the site accepts is refused before a byte of it is read (413).
- A NUL character in the path, the query, a form field or a JSON body is refused (400): PostgreSQL cannot
  store one in text, and no name, query or clause number needs it.
- A value the database refuses as data (too long, out of range) that a form let through answers 400.
- The API's JSON bodies must be objects (``ObjectJSONParser``): every endpoint reads named fields.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from typing import Any

from django.conf import settings
from django.db import DataError
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.utils.http import url_has_allowed_host_and_scheme
from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser

_log = logging.getLogger(__name__)
# An escaped NUL in JSON text: "\u0000" after an even number of backslashes (an odd number escapes it).
JSON_NUL = re.compile(rb"(?<!\\)(?:\\\\)*\\u0000", re.IGNORECASE)
FORM_TYPES = ("application/x-www-form-urlencoded", "multipart/form-data")


def _refuse(request: HttpRequest, status: int, ja: str, en: str) -> HttpResponse:
    """The reason in both languages for the API, or a page in the visitor's language for a browser."""
    if request.path.startswith("/api/") or not request.accepts("text/html"):
        # The API's one error body (judge/api_conventions.py), here before any view runs.
        code = {413: "too_large"}.get(status, "invalid")
        return JsonResponse({"code": code, "message": en, "message_ja": ja, "fields": {}}, status=status)
    back = request.META.get("HTTP_REFERER", "")
    if not url_has_allowed_host_and_scheme(back, allowed_hosts={request.get_host()}):
        back = "/"
    return render(request, "input_refused.html", {"ja": ja, "en": en, "back": back}, status=status)


def _has_nul(request: HttpRequest) -> bool:
    if "\x00" in request.path or "%00" in request.META.get("QUERY_STRING", ""):
        return True
    if any("\x00" in v for values in request.GET.lists() for v in values[1]):
        return True
    if request.method in ("POST", "PUT", "PATCH"):
        content_type = request.content_type or ""
        if content_type in FORM_TYPES:
            return any("\x00" in v for values in request.POST.lists() for v in values[1])
        if content_type.endswith("json"):
            return b"\x00" in request.body or bool(JSON_NUL.search(request.body))
    return False


class InputLimitsMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        try:
            length = int(request.META.get("CONTENT_LENGTH") or 0)
        except ValueError:
            return _refuse(request, 400, "Content-Length が不正です。", "Bad Content-Length.")
        if length > settings.MAX_REQUEST_BYTES:
            mb = settings.MAX_REQUEST_BYTES // (1024 * 1024)
            return _refuse(
                request,
                413,
                f"送信されたデータが大きすぎます（上限{mb}MB）。",
                f"The request is too large ({mb} MB at most).",
            )
        if _has_nul(request):
            return _refuse(
                request,
                400,
                "入力にNUL文字（\\0）が含まれています。取り除いて送り直してください。",
                "The input contains a NUL character (\\0); remove it and send again.",
            )
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        if isinstance(exception, DataError):
            # The value passed the form but not the column (too long, out of range): the input's fault.
            _log.warning("refused as bad data: %s %s: %s", request.method, request.path, exception)
            return _refuse(
                request,
                400,
                "入力された値が長すぎるか、範囲外です。",
                "A value is too long or out of range.",
            )
        return None


class ObjectJSONParser(JSONParser):
    """JSON bodies must be objects: a list, a number or a string is a 400, not a crash on ``.get``."""

    def parse(self, stream: Any, media_type: str | None = None, parser_context: Any = None) -> Any:
        data = super().parse(stream, media_type, parser_context)
        if not isinstance(data, dict):
            raise ParseError("The JSON body must be an object ({...}).")
        return data


def client_ip(request: HttpRequest) -> str:
    """The client's address for the login throttle. Behind ``TRUSTED_PROXIES`` proxies (nginx in
    production) REMOTE_ADDR is the proxy itself, which would lock every user out together; each proxy
    appends the address it saw to X-Forwarded-For, so the client is that many entries from the right.
    Entries further left were sent by the client and are not trusted."""
    remote = str(request.META.get("REMOTE_ADDR") or "")
    proxies = settings.TRUSTED_PROXIES
    forwarded = [
        p.strip() for p in str(request.META.get("HTTP_X_FORWARDED_FOR") or "").split(",") if p.strip()
    ]
    if proxies <= 0 or len(forwarded) < proxies:
        return remote
    return forwarded[-proxies]
