"""Per-event rules settings: the organizer chooses the format and policies, registration deck checks use them."""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.urls import reverse

from judge.roles import ORGANIZER, PLAYER, assign_role
from tournaments.models import AuditEntry, Event, Registration

pytestmark = pytest.mark.django_db


def dmedh_decklist(main_cards: int = 59) -> str:
    cards: dict[str, Any] = {
        "CMD": {"name": "統率者", "type": "creature", "cost": 5, "keywords": {"civilizations": ["light"]}}
    }
    for i in range(main_cards):
        cards[f"M{i}"] = {
            "name": f"カード{i}",
            "type": "creature",
            "cost": 2,
            "keywords": {"civilizations": ["light"]},
        }
    cards["H1"] = {"name": "サイキック", "type": "creature", "cost": 7, "keywords": {"kind": "psychic"}}
    return json.dumps(
        {
            "cards": cards,
            "commander": "CMD",
            "main": {f"M{i}": 1 for i in range(main_cards)},
            "hyperspatial": {"H1": 1},
        }
    )


@pytest.fixture
def people() -> dict[str, User]:
    users = {n: User.objects.create_user(n, password=f"pw-{n}-123") for n in ("org", "ann", "eve")}
    assign_role(users["org"], ORGANIZER)
    assign_role(users["ann"], PLAYER)
    assign_role(users["eve"], ORGANIZER)  # an organizer, but not of this event
    return users


def form_data(**extra: Any) -> dict[str, Any]:
    return {
        "name": "EDH Cup",
        "game": "dm-variants",
        "structure": "swiss",
        "top_cut": "0",
        "match_format": "bo1",
        "round_minutes": "50",
        "profile": "mtr",
        "variant": "dmedh",
    } | extra


def test_organizer_sets_dmedh_and_a_policy_and_decklists_are_checked_against_it(client, people):
    client.force_login(people["org"])
    response = client.post(reverse("tournaments:event_create"), form_data(policy_hyperspatial_pile="up_to_8"))
    assert response.status_code == 302
    event = Event.objects.get(name="EDH Cup")
    assert event.variant == "dmedh"
    assert event.rules_options == {"policies": {"hyperspatial_pile": "up_to_8"}}

    page = client.get(event.get_absolute_url()).content.decode()
    clause_link = reverse("rules:clause", args=["dm-variants", "701.4b"])
    assert "8枚以下" in page and f'href="{clause_link}"' in page
    assert "DMEDH (701)" in page and "未設定（推奨の選択）" in page  # other policies are shown as unset
    client.cookies.load({"django_language": "en"})
    english = client.get(event.get_absolute_url()).content.decode()
    assert "up to 8" in english and "the game continues (701.7)" in english
    client.cookies.pop("django_language")

    reg = Registration.objects.create(
        event=event, name="Ann", user=people["ann"], decklist=dmedh_decklist(58)
    )
    client.force_login(people["ann"])
    page = client.get(reverse("tournaments:decklist", args=[event.pk])).content.decode()
    assert "構築ルール違反" in page
    assert "統率者を含めて59枚です。ちょうど60枚でなければなりません" in page
    assert "dm-variants:701.4a" in page

    reg.decklist = dmedh_decklist(59)
    reg.save()
    page = client.get(reverse("tournaments:decklist", args=[event.pk])).content.decode()
    # A 1-card hyperspatial zone is legal (decisions.md DM 8), set or not.
    assert "構築ルールに適合" in page and "構築ルール違反" not in page and "要ジャッジ判断" not in page


def test_a_partial_hyperspatial_zone_is_legal_when_the_policy_is_unset(client, people):
    from tournaments.decklists import check_registration_decklist

    # decisions.md DM 8: 701.4b's pile is 0-8 cards, with or without the event's policy.
    unset = check_registration_decklist("dm-variants", dmedh_decklist(59), "dmedh", {})
    assert unset.status == "legal"
    chosen = check_registration_decklist(
        "dm-variants", dmedh_decklist(59), "dmedh", {"policies": {"hyperspatial_pile": "up_to_8"}}
    )
    assert chosen.status == "legal"
    short = check_registration_decklist(
        "dm-variants", dmedh_decklist(58), "dmedh", {"policies": {"hyperspatial_pile": "up_to_8"}}
    )
    assert short.status == "illegal"
    assert [f["code"] for f in short.findings] == ["dm-variants.deck.edh_size"]
    # The same list at a standard event is held to the base game's rules instead.
    standard = check_registration_decklist("dm-variants", dmedh_decklist(59), "standard", {})
    assert "dm-variants.deck.main_size" in [f["code"] for f in standard.findings]


def test_settings_change_is_audited_and_others_cannot_change_them(client, people):
    event = Event.objects.create(name="Cup", game="dm-variants", organizer=people["org"])
    url = reverse("tournaments:event_edit", args=[event.pk])
    client.force_login(people["eve"])
    assert client.get(url).status_code == 403
    assert client.post(url, form_data(name="Cup")).status_code == 403
    event.refresh_from_db()
    assert event.variant == "standard"
    assert not AuditEntry.objects.filter(action="change_rules_settings").exists()

    client.force_login(people["org"])
    response = client.post(url, form_data(name="Cup", policy_team_skip_turn="normal_turns_only"))
    assert response.status_code == 302
    event.refresh_from_db()
    assert event.variant == "dmedh"
    entry = AuditEntry.objects.get(action="change_rules_settings")
    assert entry.actor == people["org"] and entry.event == event
    assert entry.before == {"variant": "standard", "rules_options": {}}
    assert entry.after == {
        "variant": "dmedh",
        "rules_options": {"policies": {"team_skip_turn": "normal_turns_only"}},
    }
    # Saving again without a change writes no new entry.
    client.post(url, form_data(name="Cup", policy_team_skip_turn="normal_turns_only"))
    assert AuditEntry.objects.filter(action="change_rules_settings").count() == 1


def test_settings_are_validated_on_the_server(client, people):
    client.force_login(people["org"])
    response = client.post(reverse("tournaments:event_create"), form_data(variant="rumble"))
    assert response.status_code == 200
    assert "rumble" in response.content.decode() and not Event.objects.exists()
    response = client.post(reverse("tournaments:event_create"), form_data(policy_hyperspatial_pile="nine"))
    assert response.status_code == 200 and not Event.objects.exists()
    response = client.post(
        reverse("tournaments:event_create"),
        form_data(game="myearth", variant="standard", myearth_deck_size="25"),
    )
    assert response.status_code == 200 and not Event.objects.exists()
    response = client.post(
        reverse("tournaments:event_create"),
        form_data(game="myearth", variant="standard", myearth_deck_size="20"),
    )
    assert response.status_code == 302
    assert Event.objects.get().rules_options == {"deck_size": 20, "starting_life": 20}


def test_english_error_for_a_variant_of_another_game(client, people):
    client.force_login(people["org"])
    response = client.post(
        reverse("tournaments:event_create"), form_data(variant="rumble"), HTTP_ACCEPT_LANGUAGE="en"
    )
    assert "is not a format of this game" in response.content.decode()


def test_a_decided_policy_offers_only_the_decision_but_keeps_an_events_earlier_choice(client, people):
    """decisions.md DM 9 decided singleton_hyperspatial: a new event cannot choose `excluded`, but an event
    that stored it before the decision keeps it when the organizer saves the settings again."""
    client.force_login(people["org"])
    response = client.post(
        reverse("tournaments:event_create"), form_data(policy_singleton_hyperspatial="excluded")
    )
    assert response.status_code == 200 and not Event.objects.exists()
    event = Event.objects.create(
        name="Cup",
        game="dm-variants",
        variant="dmedh",
        organizer=people["org"],
        rules_options={"policies": {"singleton_hyperspatial": "excluded"}},
    )
    url = reverse("tournaments:event_edit", args=[event.pk])
    assert (
        client.post(url, form_data(name="Cup", policy_singleton_hyperspatial="excluded")).status_code == 302
    )
    event.refresh_from_db()
    assert event.rules_options == {"policies": {"singleton_hyperspatial": "excluded"}}
