from __future__ import annotations

from typing import Any

from django.http import HttpRequest

from .roles import roles_of


def site(request: HttpRequest) -> dict[str, Any]:
    user = getattr(request, "user", None)
    return {"user_roles": roles_of(user) if user is not None else []}
