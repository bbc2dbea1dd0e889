"""What every page under an event needs from that event: its game, so the header's rules search looks in
that game's rulebook only (a judge at a MyEarth event asking about 「生存」 wants MyEarth's clause, not the
four other rulebooks' uses of the word); the results page's rulebook selector widens it again."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest

from rules_index.documents import search_scope as scope_of

from .models import Event

# Every event page's route starts so (tournaments/urls.py, penalties/urls.py, venue/urls.py).
EVENT_ROUTE = "events/<int:pk>/"


def search_scope(request: HttpRequest) -> dict[str, Any]:
    """Pages under /events/<pk>/; other pages about one game (a dispute, a validation) set
    ``search_scope`` in their own context, which takes precedence over a context processor's."""
    match = getattr(request, "resolver_match", None)
    if match is None or not match.route.startswith(EVENT_ROUTE) or "pk" not in match.kwargs:
        return {}
    game = Event.objects.filter(pk=match.kwargs["pk"]).values_list("game", flat=True).first()
    scope = scope_of(game)
    return {"search_scope": scope} if scope else {}
