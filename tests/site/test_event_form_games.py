"""The event form marks each game's settings with the game, so a phone shows only the chosen game's."""

from __future__ import annotations

from html.parser import HTMLParser

import pytest
from django.contrib.auth.models import User
from django.urls import reverse

from judge.engine.games.dm_variants.formats import POLICIES
from judge.engine.games.myearth.policies import POLICIES as MYEARTH_POLICIES
from judge.roles import ORGANIZER, assign_role
from tournaments.forms import variant_games

pytestmark = pytest.mark.django_db

VOID = {"input", "br", "img", "meta", "link", "hr", "col", "source", "wbr", "area", "base", "embed"}


class FieldGames(HTMLParser):
    """Each form control's name and the data-game of the field wrapper around it ("" when none);
    each option of the format select and its data-games."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[tuple[str, str | None]] = []
        self.controls: dict[str, str] = {}
        self.variant_options: dict[str, str] = {}
        self.in_variant = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag in ("input", "select", "textarea") and a.get("name") and a.get("type") != "hidden":
            wrappers = [game for _tag, game in self.stack if game is not None]
            self.controls[a["name"] or ""] = wrappers[-1] if wrappers else ""
            self.in_variant = tag == "select" and a.get("name") == "variant"
        if tag == "option" and self.in_variant:
            self.variant_options[a.get("value") or ""] = a.get("data-games") or ""
        if tag not in VOID:
            classes = (a.get("class") or "").split()
            self.stack.append((tag, a.get("data-game", "") if "field" in classes else None))

    def handle_endtag(self, tag: str) -> None:
        if tag == "select":
            self.in_variant = False
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i][0] == tag:
                del self.stack[i:]
                break


def test_each_game_specific_field_is_marked_with_its_game(client):
    org = User.objects.create_user("org", password="pw-org-123")
    assign_role(org, ORGANIZER)
    client.force_login(org)
    response = client.get(reverse("tournaments:event_create"))
    assert response.status_code == 200
    parser = FieldGames()
    parser.feed(response.content.decode())
    controls = parser.controls

    dm = ["dm_range", "dm_attack_adjacent", "dm_deploy", "dm_team_turns"]
    dm += [f"policy_{name}" for name in POLICIES]
    for name in dm:
        assert controls[name] == "dm-variants", name
    # MyEarth's policies come from its own engine's registry (judge/engine/games/myearth/policies.py).
    myearth = ["myearth_deck_size", "myearth_starting_life"]
    myearth += [f"policy_{name}" for name in MYEARTH_POLICIES]
    for name in myearth:
        assert controls[name] == "myearth", name
    # The event's own fields belong to every game: no mark, so they are never hidden.
    for name in ("name", "game", "structure", "rounds", "variant", "team_format"):
        assert controls[name] == "", name
    # Each format names the games that offer it; "standard" is shared.
    games = variant_games()
    assert parser.variant_options["dmedh"] == "dm-variants"
    assert set(parser.variant_options["standard"].split()) == set(games["standard"])
    assert {"kaiju", "dm-variants", "rebirth"} <= set(games["standard"])
    assert set(parser.variant_options) == set(games)
    assert 'src="/static/js/event-form.js"' in response.content.decode()
