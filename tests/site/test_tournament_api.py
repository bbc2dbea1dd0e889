"""The tournament API: roles enforced, errors in the user's language, results flow."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from rest_framework.test import APIClient

from judge.roles import ORGANIZER, PLAYER, assign_role
from tournaments.models import AuditEntry, Event

pytestmark = pytest.mark.django_db


@pytest.fixture
def users():
    org = User.objects.create_user("org", password="pw-org-123")
    assign_role(org, ORGANIZER)
    players = [User.objects.create_user(f"p{i}", password="pw-player-1") for i in range(4)]
    for p in players:
        assign_role(p, PLAYER)
    return org, players


def client_for(user) -> APIClient:
    c = APIClient()
    c.force_authenticate(user)
    return c


def test_event_creation_needs_the_organizer_role(users):
    org, players = users
    body = {"name": "Cup", "game": "kaiju", "structure": "swiss", "match_format": "bo3", "round_minutes": 50}
    assert client_for(players[0]).post("/api/events", body, format="json").status_code == 403
    anonymous = APIClient().post("/api/events", body, format="json")
    assert anonymous.status_code == 401 and anonymous["WWW-Authenticate"] == "Token"
    created = client_for(org).post("/api/events", body, format="json")
    assert created.status_code == 201 and Event.objects.get().organizer == org
    assert APIClient().get("/api/events").json()["results"][0]["name"] == "Cup"


def test_full_round_through_the_api(users):
    org, players = users
    event = Event.objects.create(name="Cup", game="kaiju", organizer=org)
    for p in players:
        assert (
            client_for(p).post(f"/api/events/{event.pk}/players", {"self": True}, format="json").status_code
            == 201
        )
    dup = client_for(players[0]).post(
        f"/api/events/{event.pk}/players", {"self": True}, format="json", HTTP_ACCEPT_LANGUAGE="en"
    )
    assert dup.status_code == 409 and "already registered" in dup.json()["message"]
    assert client_for(players[0]).post(f"/api/events/{event.pk}/rounds", {}, format="json").status_code == 403
    paired = client_for(org).post(f"/api/events/{event.pk}/rounds", {}, format="json")
    assert paired.status_code == 201 and len(paired.json()["matches"]) == 2
    # Drafts are hidden from players.
    assert client_for(players[0]).get(f"/api/events/{event.pk}/rounds/1").status_code == 404
    assert client_for(org).post(f"/api/events/{event.pk}/rounds/1/publish").status_code == 200
    match = client_for(players[0]).get(f"/api/events/{event.pk}/rounds/1").json()["matches"][0]
    assert set(match["player_a"]) == {"id", "display_name"}
    a_user = next(p for p in players if p.username == match["player_a"]["display_name"])
    b_user = next(p for p in players if p.username == match["player_b"]["display_name"])
    outsider = next(p for p in players if p not in (a_user, b_user))
    assert (
        client_for(outsider)
        .post(f"/api/matches/{match['id']}/report", {"a_wins": 2, "b_wins": 0})
        .status_code
        == 403
    )
    bad = client_for(a_user).post(
        f"/api/matches/{match['id']}/report", {"a_wins": 2, "b_wins": 2}, HTTP_ACCEPT_LANGUAGE="ja"
    )
    assert bad.status_code == 400 and "不正" in bad.json()["message_ja"]
    assert (
        client_for(a_user)
        .post(f"/api/matches/{match['id']}/report", {"a_wins": 2, "b_wins": 1})
        .json()["status"]
        == "reported"
    )
    assert client_for(b_user).post(f"/api/matches/{match['id']}/confirm").json()["status"] == "confirmed"
    fixed = client_for(org).post(
        f"/api/matches/{match['id']}/correct", {"a_wins": 1, "b_wins": 2, "reason": "slip"}
    )
    assert fixed.status_code == 200 and fixed.json()["b_wins"] == 2
    standings = APIClient().get(f"/api/events/{event.pk}/standings").json()
    assert standings["count"] == 4 and standings["results"][0]["match_points"] == 3
    assert set(standings["results"][0]["player"]) == {"id", "display_name"}
    assert AuditEntry.objects.filter(action="correct_result", reason="slip").exists()


def test_csv_import_error_points_at_the_line(users):
    org, _ = users
    event = Event.objects.create(name="Cup", game="kaiju", organizer=org)
    response = client_for(org).post(
        f"/api/events/{event.pk}/players/import", {"csv": "A\nB\nA\n"}, format="json"
    )
    assert response.status_code == 400 and response.json()["fields"] == {"line": ["3"]}
    assert event.registrations.count() == 0


def test_decklists_are_private_to_the_player_and_the_judges(client, users):
    org, players = users
    event = Event.objects.create(name="Cup", game="kaiju", organizer=org)
    from tournaments.models import Registration

    Registration.objects.create(event=event, name="p0", user=players[0])
    client.force_login(players[0])
    assert client.post(f"/events/{event.pk}/decklist", {"decklist": "4 ゴジラ"}).status_code == 302
    assert "4 ゴジラ" in client.get(f"/events/{event.pk}/decklist").content.decode()
    assert client.get(f"/events/{event.pk}/decklists").status_code == 403
    client.force_login(players[1])
    assert client.get(f"/events/{event.pk}/decklist").status_code == 403  # not registered
    client.force_login(org)
    assert "4 ゴジラ" in client.get(f"/events/{event.pk}/decklists").content.decode()


def test_decklist_page_shows_the_engine_check_with_clause_links(client, users):
    import json as _json

    org, players = users
    event = Event.objects.create(name="Cup", game="rebirth", organizer=org)
    from tournaments.models import Registration

    Registration.objects.create(event=event, name="p0", user=players[0])
    cards = {"CH1": {"name": "キャラ", "type": "CH", "cost": 0, "atk": 1, "def": 1}}
    deck = _json.dumps({"cards": cards, "main": {"CH1": 5}, "partners": {}}, ensure_ascii=False)
    client.force_login(players[0])
    client.post(f"/events/{event.pk}/decklist", {"decklist": deck})
    html = client.get(f"/events/{event.pk}/decklist").content.decode()
    assert "構築ルール違反" in html and 'href="/rules/rebirth/6.1.1.2"' in html
    assert Registration.objects.get(user=players[0]).decklist == deck  # kept as typed


def test_players_check_in_drop_and_submit_decklists_through_the_api(users):
    org, players = users
    event = Event.objects.create(name="Cup", game="kaiju", organizer=org, status=Event.Status.REGISTRATION)
    regs = [
        client_for(p).post(f"/api/events/{event.pk}/players", {"self": True}, format="json").json()
        for p in players
    ]
    me, other = regs[0], regs[1]
    assert set(me) >= {"id", "display_name", "checked_in"} and me["display_name"] == "p0"
    url = f"/api/events/{event.pk}/players"
    assert client_for(players[1]).post(f"{url}/{me['id']}/check-in").status_code == 403  # not theirs
    checked = client_for(players[0]).post(f"{url}/{me['id']}/check-in")
    assert checked.status_code == 200 and checked.json()["checked_in"] is True
    deck = client_for(players[0]).post(f"{url}/{me['id']}/decklist", {"decklist": "4 ゴジラ"}, format="json")
    assert deck.status_code == 200 and deck.json()["player"] == {"id": me["id"], "display_name": "p0"}
    assert (
        client_for(players[1])
        .post(f"{url}/{me['id']}/decklist", {"decklist": "x"}, format="json")
        .status_code
        == 403
    )
    empty = client_for(players[0]).post(f"{url}/{me['id']}/decklist", {"decklist": ""}, format="json")
    assert empty.status_code == 400 and "decklist" in empty.json()["fields"]
    dropped = client_for(org).post(f"{url}/{other['id']}/drop", {"reason": "went home"}, format="json")
    assert dropped.status_code == 200 and dropped.json()["dropped_after_round"] == 0
    again = client_for(org).post(f"{url}/{other['id']}/drop", {}, format="json")
    assert again.status_code == 409 and again.json()["code"] == "conflict"
    assert client_for(org).post(f"{url}/999999/drop", {}, format="json").status_code == 404
    assert AuditEntry.objects.filter(action="drop", reason="went home").exists()


def test_a_judge_enters_a_result_from_the_slip_without_a_reason(users):
    org, players = users
    event = Event.objects.create(name="Cup", game="kaiju", organizer=org, status=Event.Status.REGISTRATION)
    for p in players:
        client_for(p).post(f"/api/events/{event.pk}/players", {"self": True}, format="json")
    client_for(org).post(f"/api/events/{event.pk}/rounds", {}, format="json")
    client_for(org).post(f"/api/events/{event.pk}/rounds/1/publish")
    match = client_for(org).get("/api/matches", {"event": event.pk}).json()["results"][0]
    assert (
        client_for(players[3])
        .post(f"/api/matches/{match['id']}/enter", {"a_wins": 2, "b_wins": 0})
        .status_code
        == 403
    )
    entered = client_for(org).post(
        f"/api/matches/{match['id']}/enter", {"a_wins": 2, "b_wins": 0}, format="json"
    )
    assert entered.status_code == 200 and entered.json()["status"] == "confirmed"
    change = client_for(org).post(
        f"/api/matches/{match['id']}/enter", {"a_wins": 0, "b_wins": 2}, format="json"
    )
    assert change.status_code == 400 and "reason" in change.json()["message"]  # changing one needs a reason
    assert AuditEntry.objects.filter(action="enter_result").exists()
