"""The top-cut bracket, floor rulings and a penalty's result through the API."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from rest_framework.test import APIClient

from rules_index.importer import import_all
from tournaments import lifecycle, rounds, services
from tournaments.models import Event
from tournaments.penalties import services as penalties
from tournaments.penalties.models import FloorRuling

pytestmark = pytest.mark.django_db


@pytest.fixture
def org():
    return User.objects.create_user("org", password="pw-org-123")


def api(user: User | None = None) -> APIClient:
    client = APIClient()
    if user is not None:
        client.force_authenticate(user)
    return client


def test_the_bracket_names_seeds_winners_and_the_champion(org):
    event = Event.objects.create(name="Cut", game="kaiju", organizer=org, seed=4, rounds=1, top_cut=4)
    for name in "abcd":
        services.register(event, name, org)
    assert api().get(f"/api/events/{event.pk}/bracket").status_code == 404  # no cut yet
    swiss = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(swiss, org)
    for m in swiss.matches.all():
        services.correct_result(m, org, 2, 0, 0, "slip")
    cut = rounds.pair_elimination_round(event, org)
    rounds.publish_round(cut, org)
    semis = list(cut.matches.order_by("table"))
    for m in semis:
        services.correct_result(m, org, 2, 1, 0, "slip")
    body = api().get(f"/api/events/{event.pk}/bracket").json()
    assert body["size"] == 4 and len(body["seeds"]) == 4 and body["champion"] is None
    first = body["rounds"][0]
    assert [(m["seed_a"], m["seed_b"]) for m in first] == [(1, 4), (2, 3)]
    winners = {m["winner"]["display_name"] for m in first}
    assert winners == {m.player_a.name for m in semis}
    final = rounds.pair_elimination_round(event, org)
    rounds.publish_round(final, org)
    decider = final.matches.get()
    services.correct_result(decider, org, 0, 2, 0, "slip")
    body = api().get(f"/api/events/{event.pk}/bracket").json()
    assert body["champion"] == {"id": decider.player_b.pk, "display_name": decider.player_b.name}
    assert lifecycle.champion(event) == decider.player_b.name


def test_judges_record_and_list_floor_rulings_and_others_may_not(org):
    import_all()
    event = Event.objects.create(name="Cup", game="rebirth", organizer=org)
    url = f"/api/events/{event.pk}/rulings"
    body = {
        "question": "blocked without ブロッカー",
        "decision": "no block",
        "clause_refs": ["rebirth:8.3.3"],
    }
    made = api(org).post(url, body, format="json")
    assert made.status_code == 201, made.content
    assert made.json()["clause_refs"] == ["rebirth:8.3.3"] and FloorRuling.objects.count() == 1
    listed = api(org).get(url).json()
    assert listed["count"] == 1 and listed["results"][0]["decision"] == "no block"
    stranger = User.objects.create_user("dan", password="pw-x-12345")
    assert api(stranger).get(url).status_code == 403
    assert api(stranger).post(url, body, format="json").status_code == 403
    assert api().get(url).status_code == 401
    no_grounds = api(org).post(url, {**body, "decision": " "}, format="json")
    assert no_grounds.status_code == 400 and no_grounds.json()["message_ja"]
    unknown_clause = api(org).post(url, {**body, "clause_refs": ["not a reference"]}, format="json")
    assert unknown_clause.status_code == 400
    assert api(org).post(url, {**body, "match": 999999}, format="json").status_code == 404


def test_a_judge_confirms_the_result_a_match_loss_set(org):
    event = Event.objects.create(name="Cup", game="kaiju", organizer=org, seed=1)
    for name in "ab":
        services.register(event, name, org)
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    m = rnd.matches.get()
    recorded = penalties.record_penalty(m.player_a, org, "usc-major", "match_loss", match=m, description="x")
    url = f"/api/events/{event.pk}/penalties/{recorded.penalty.pk}/confirm-result"
    assert api(User.objects.create_user("dan", password="pw-x-12345")).post(url).status_code == 403
    done = api(org).post(url)
    assert done.status_code == 200, done.content
    m.refresh_from_db()
    assert (m.a_wins, m.b_wins, m.status) == (0, 2, "confirmed")
    assert api(org).post(f"/api/events/{event.pk}/penalties/999999/confirm-result").status_code == 404
