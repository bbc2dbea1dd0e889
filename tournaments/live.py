"""Live pages by polling with cache validators (docs/live-pages.md).

Every event has a version number (LiveVersion) that goes up whenever a row a live page shows is saved or
deleted: a round paired, published or discarded, a result reported, confirmed, corrected or settled by a
ruling, a time extension, a drop, a penalty's match loss. The live pages (pairings, standings, the
outstanding-matches board, a player's own match) poll a fragment of themselves with If-None-Match; the
ETag is built from that version, so an unchanged event costs one primary-key read and a 304, and a change
costs one render of the part that changed.

Why signals and not calls in each service: results are written from five places (players, scorekeepers,
judges' corrections, rulings, penalties and their appeals); a receiver on the rows themselves cannot be
forgotten by the next one. Why polling and not server-sent events: it works behind gunicorn's sync
workers and a venue laptop's dev server alike, and a proxy or a phone that sleeps loses nothing.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable
from typing import Any

from django.conf import settings
from django.core.cache import cache
from django.db.models import F
from django.db.models.signals import m2m_changed, post_delete, post_save
from django.http import HttpRequest, HttpResponse, HttpResponseNotModified
from django.utils.http import parse_etags
from django.utils.translation import get_language

from .models import Event, LiveVersion, Match, Registration, Round, Team

# Bumped when the fragments' markup changes, so a deploy never answers 304 to a page drawn by old code.
FRAGMENT_FORMAT = "1"
DEFAULT_POLL_SECONDS = 15


def poll_seconds() -> int:
    """How often a live page asks (settings.LIVE_POLL_SECONDS): 1,000 phones every 15 s is ~70 requests
    a second of mostly 304s, which one gunicorn worker answers (bench/event_day_load.py)."""
    return int(getattr(settings, "LIVE_POLL_SECONDS", DEFAULT_POLL_SECONDS))


def version(event_id: int, scope: str = "version") -> int:
    """The event's counter: ``version`` (anything) or ``rounds`` (anything but a match's result)."""
    row = LiveVersion.objects.filter(event_id=event_id).values_list(scope, flat=True).first()
    return row or 0


def bump(event_id: int, *, create: bool = True, rounds: bool = True) -> None:
    """Make the event's live pages stale (``rounds=False``: a match's result only). Inside the caller's
    transaction: the new number becomes visible with the change itself, never before it."""
    changes: dict[str, Any] = {"version": F("version") + 1}
    if rounds:
        changes["rounds"] = F("rounds") + 1
    if LiveVersion.objects.filter(event_id=event_id).update(**changes) or not create:
        return
    # No row yet: INSERT ... ON CONFLICT DO NOTHING (two first bumps racing never raise inside a
    # transaction), then count this change on the row like any other, so neither racer's bump is lost.
    LiveVersion.objects.bulk_create([LiveVersion(event_id=event_id)], ignore_conflicts=True)
    LiveVersion.objects.filter(event_id=event_id).update(**changes)


def _identity(event: Event) -> str:
    # The id and the creation time: a test database that hands an id out again, or a restored backup,
    # never meets a tag or a cached fragment of another event that had the same id.
    return f"{event.pk}.{event.created_at.timestamp() if event.created_at else 0}"


def etag(request: HttpRequest, event: Event, scope: str = "version", extra: str = "") -> str:
    """The validator of one reader's view of the event: the counter, who reads (players see their own
    match, staff see more), in which language, and ``extra`` (the state of the reader's own match)."""
    user = request.user.pk if request.user.is_authenticated else 0
    counter = version(event.pk, scope) if scope else ""  # no scope: the caller's extra says it all
    raw = f"{FRAGMENT_FORMAT}:{_identity(event)}:{scope}:{counter}:{user}:{get_language()}:{extra}"
    return '"' + hashlib.sha256(raw.encode()).hexdigest()[:24] + '"'


def _matches(header: str, tag: str) -> bool:
    # Weak comparison (RFC 9110 8.8.3.2): a proxy that compresses may have marked our tag weak.
    strip = tag.removeprefix("W/")
    return any(t == "*" or t.removeprefix("W/") == strip for t in parse_etags(header))


def conditional(
    request: HttpRequest,
    event: Event,
    render: Callable[[], HttpResponse],
    scope: str = "version",
    extra: str = "",
) -> HttpResponse:
    """Answer a fragment poll: 304 when the reader's tag is current, else the fragment with its tag.

    The tag is read before the fragment is drawn: a change landing in between gives a fragment newer
    than its tag, and the next poll fetches it again -- never an old fragment under a new tag."""
    tag = etag(request, event, scope, extra)
    if _matches(request.headers.get("If-None-Match", ""), tag):
        response: HttpResponse = HttpResponseNotModified()
    else:
        response = render()
    response["ETag"] = tag
    # The server's clock on every answer, 304s included: the round timers count down from it.
    response["X-Server-Time"] = str(int(time.time() * 1000))
    # Each poll is revalidated; a shared cache must not hand one player's match to another.
    response["Cache-Control"] = "private, no-cache"
    response["Vary"] = "Cookie, Accept-Language"
    return response


def live_context(
    request: HttpRequest, event: Event, url: str, scope: str = "version", extra: str = ""
) -> dict[str, Any]:
    """What a full page needs to poll its fragment: the URL, the tag it was drawn at and the interval."""
    return {
        "live_url": url,
        "live_etag": etag(request, event, scope, extra),
        "live_poll": poll_seconds(),
    }


def shared_fragment(key: str, event: Event, draw: Callable[[], str]) -> str:
    """A fragment that is the same for every reader (pairings, standings of 1,000 players), drawn once a
    version and language and kept in the cache: when a round goes up, the first phone draws it and
    the other 999 are answered from memory."""
    name = f"live:{FRAGMENT_FORMAT}:{_identity(event)}:{version(event.pk)}:{get_language()}:{key}"
    html = cache.get(name)
    if html is None:
        html = draw()
        cache.set(name, html, 600)
    return html


# --- receivers: any saved or deleted row that a live page shows makes its event stale -----------------


def _event_of(instance: Any) -> int | None:
    if isinstance(instance, Event):
        return instance.pk
    if isinstance(instance, Match):
        return _match_event(instance)
    return getattr(instance, "event_id", None)


def _saved(sender: type, instance: Any, raw: bool = False, **_: Any) -> None:
    if raw:
        return
    event_id = _event_of(instance)
    if event_id is not None:
        bump(event_id, rounds=not isinstance(instance, Match))


def _deleted(sender: type, instance: Any, origin: Any = None, **_: Any) -> None:
    if isinstance(origin, Event):
        return  # the whole event is going: nothing left to show
    event_id = _event_of(instance)
    if event_id is not None:
        # Never create a row while deleting: the event itself may be on its way out.
        bump(event_id, create=False)


def _match_event(match: Match) -> int | None:
    # A match knows its round, not its event; after a delete the round may be gone too (a discarded
    # draft), so the cached round is used when there is one.
    if Match.round.is_cached(match):
        return match.round.event_id
    return Round.objects.filter(pk=match.round_id).values_list("event_id", flat=True).first()


def _staff_changed(sender: type, instance: Any, action: str, **_: Any) -> None:
    if action in ("post_add", "post_remove", "post_clear") and isinstance(instance, Event):
        bump(instance.pk)


def connect() -> None:
    """Called once from TournamentsConfig.ready()."""
    for model in (Event, Round, Match, Registration, Team):
        post_save.connect(_saved, sender=model, dispatch_uid=f"live-save-{model.__name__}")
        post_delete.connect(_deleted, sender=model, dispatch_uid=f"live-delete-{model.__name__}")
    for through in (Event.judges.through, Event.scorekeepers.through):
        m2m_changed.connect(_staff_changed, sender=through, dispatch_uid=f"live-staff-{through.__name__}")
