"""Team events through the API: register a team, list teams, check in, swap seats, drop (docs/api.md)."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from rest_framework.test import APIClient

from tournaments.models import Event, Team

pytestmark = pytest.mark.django_db


@pytest.fixture
def org():
    return User.objects.create_user("org", password="pw-org-123")


def api(user: User) -> APIClient:
    client = APIClient()
    client.force_authenticate(user)
    return client


def test_an_organizer_registers_lists_checks_in_swaps_and_drops_a_team_through_the_api(org):
    event = Event.objects.create(name="Trio", game="rebirth", organizer=org, team_format="trio")
    ann = User.objects.create_user("ann", password="pw-x-12345")
    url = f"/api/events/{event.pk}/teams"
    body = {"name": "Blue", "members": [{"name": "Ann", "username": "ann"}, {"name": "Bob"}, {"name": "Cat"}]}
    created = api(org).post(url, body, format="json")
    assert created.status_code == 201, created.json()
    team = created.json()
    assert team["display_name"] == "Blue" and sorted(team["members"]) == ["A", "B", "C"]
    assert team["members"]["A"]["display_name"] == "Ann"
    assert Team.objects.get(pk=team["id"]).members.get(seat="A").user == ann
    listed = api(ann).get(url).json()
    assert listed["count"] == 1 and listed["results"][0]["id"] == team["id"]
    checked = api(ann).post(f"{url}/{team['id']}/check-in")
    assert checked.status_code == 200 and checked.json()["checked_in"] is True
    event.team_seat_changes = True
    event.save()
    swapped = api(org).post(f"{url}/{team['id']}/swap-seats", {"seats": ["A", "C"]}, format="json")
    assert swapped.status_code == 200 and swapped.json()["members"]["C"]["display_name"] == "Ann"
    dropped = api(org).post(f"{url}/{team['id']}/drop", {"reason": "left early"}, format="json")
    assert dropped.status_code == 200 and dropped.json()["dropped_after_round"] == 0
    again = api(org).post(f"{url}/{team['id']}/drop", {"reason": ""}, format="json")
    assert again.status_code in (400, 409) and again.json()["message_ja"]


def test_bad_team_requests_get_clear_errors_and_players_only_register_their_own_team(org):
    event = Event.objects.create(name="Pair", game="kaiju", organizer=org, team_format="pair")
    url = f"/api/events/{event.pk}/teams"
    three = {"name": "X", "members": [{"name": "a"}, {"name": "b"}, {"name": "c"}]}
    refused = api(org).post(url, three, format="json")
    assert refused.status_code == 400 and "2 members" in refused.json()["message"]
    stranger = User.objects.create_user("dan", password="pw-x-12345")
    pair = {"name": "Y", "members": [{"name": "a"}, {"name": "b"}]}
    assert api(stranger).post(url, pair, format="json").status_code == 403
    assert api(org).post(url, {"name": "Z", "members": "nope"}, format="json").status_code == 400
    solo = Event.objects.create(name="Solo", game="kaiju", organizer=org)
    assert api(org).get(f"/api/events/{solo.pk}/teams").status_code == 404
    assert APIClient().post(url, pair, format="json").status_code == 401


def test_standings_explain_each_figure_in_english_and_japanese(org):
    from tournaments import rounds, services

    event = Event.objects.create(name="Cup", game="kaiju", organizer=org, seed=2)
    for name in ("a", "b", "c"):
        services.register(event, name, org)
    rounds.publish_round(rounds.pair_next_swiss_round(event, org), org)
    rows = APIClient().get(f"/api/events/{event.pk}/standings").json()["results"]
    bye = next(r for r in rows if r["byes"])
    assert any("are not opponents" in line for line in bye["explain"])
    assert any("対戦相手に数えません" in line for line in bye["explain_ja"])
