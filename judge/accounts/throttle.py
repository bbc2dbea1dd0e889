"""The account name django-axes counts failed logins against.

django-allauth's login form posts the name as ``login`` (a username or an email address) and hands it to
``authenticate`` as ``username`` and/or ``email``; the API's basic auth and older clients post ``username``.
Each of those reaches the same key here, so the lockout per account and address holds for all of them.
"""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest


def login_name(request: HttpRequest, credentials: dict[str, Any] | None = None) -> str | None:
    for source in (credentials or {}, _posted(request)):
        for key in ("login", "username", "email"):
            value = source.get(key)
            if isinstance(value, str) and value.strip():
                return value.strip()
    return None


def _posted(request: HttpRequest) -> Any:
    # A DRF request carries parsed data; a plain one its POST. Reading either never raises here.
    try:
        return getattr(request, "data", None) or request.POST
    except Exception:  # a body that cannot be parsed has no name to count
        return {}
