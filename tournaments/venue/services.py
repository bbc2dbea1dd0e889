"""Venue mode's state changes: a player's report sent (perhaps again) by the phone's offline queue."""

from __future__ import annotations

from collections.abc import Callable

from django.contrib.auth.base_user import AbstractBaseUser
from django.db import IntegrityError, transaction

from tournaments.models import Match

from .models import ReportKey

MAX_KEY = 64


def once(match: Match, actor: AbstractBaseUser, key: str, act: Callable[[], object]) -> bool:
    """Run ``act`` (a report or a confirmation through tournaments.services) unless this user's request
    with this key was taken before. Returns False for a repeat. The key is stored in the same transaction
    as the report, so a report is never taken without its key, nor a key kept for a report that failed."""
    key = key.strip()[:MAX_KEY]
    if not key:
        act()
        return True
    if ReportKey.objects.filter(user=actor, key=key).exists():
        return False
    try:
        with transaction.atomic():
            act()
            ReportKey.objects.create(user=actor, key=key, match=match)
    except IntegrityError:
        # The same key arrived twice at once: the other request took it; this one's report rolled back.
        if ReportKey.objects.filter(user=actor, key=key).exists():
            return False
        raise
    return True
