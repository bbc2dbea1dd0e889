"""What every page under an event needs from that event: its game, so the header's rules search looks in
that game's rulebook first (a judge at a MyEarth event asking about 「生存」 wants MyEarth's clause, not the
four other rulebooks' uses of the word)."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest

from rules_index.documents import DOCUMENT_NAMES

from .models import Event

# Every event page's route starts so (tournaments/urls.py, penalties/urls.py, venue/urls.py).
EVENT_ROUTE = "events/<int:pk>/"


def search_scope(request: HttpRequest) -> dict[str, Any]:
    match = getattr(request, "resolver_match", None)
    if match is None or not match.route.startswith(EVENT_ROUTE) or "pk" not in match.kwargs:
        return {}
    game = Event.objects.filter(pk=match.kwargs["pk"]).values_list("game", flat=True).first()
    if game not in DOCUMENT_NAMES:
        return {}
    return {"search_scope": {"slug": game, "title": DOCUMENT_NAMES[game]}}
