"""The API's one shape (judge/api_conventions.py): one error body with the right status, one pagination,
the same filters and the same player reference everywhere, role and object permissions unchanged."""

from __future__ import annotations

import json

import pytest
from django.contrib.auth.models import User
from rest_framework.test import APIClient

from judge.api_conventions import MAX_PAGE_SIZE
from judge.roles import ORGANIZER, PLAYER, assign_role
from judge.tokens.services import create_token
from tournaments import rounds, services
from tournaments.models import Event, Match, Registration
from tournaments.penalties import services as penalties

pytestmark = pytest.mark.django_db
ERROR_KEYS = {"code", "message", "message_ja", "fields"}


@pytest.fixture
def org() -> User:
    user = User.objects.create_user("org", password="pw-org-12345")
    assign_role(user, ORGANIZER)
    return user


def make_event(org: User, players: int, name: str = "Cup") -> Event:
    event = Event.objects.create(name=name, game="kaiju", organizer=org, seed=3)
    for i in range(players):
        user = User.objects.create_user(f"{name}-p{i}", password="pw-player-12345")
        assign_role(user, PLAYER)
        Registration.objects.create(event=event, name=f"{name} P{i}", user=user)
    event.status = Event.Status.REGISTRATION
    event.save(update_fields=["status"])
    return event


def as_user(user: User) -> APIClient:
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Token {create_token(user, 'test')[1]}")
    return api


def paired(event: Event, org: User) -> list[Match]:
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    return list(rnd.matches.order_by("table"))


# --- one error body, the right status --------------------------------------------------------------


def test_every_error_has_the_one_body_and_its_status(org):
    event = make_event(org, 4)
    player = event.registrations.first().user
    api = as_user(org)
    cases = [
        (APIClient().post("/api/events", {"name": "x"}, format="json"), 401, "not_authenticated"),
        (as_user(player).post("/api/events", {"name": "x"}, format="json"), 403, "permission_denied"),
        (api.get("/api/events/999999"), 404, "not_found"),
        (api.get("/api/no-such-thing"), 404, "not_found"),
        (api.post(f"/api/events/{event.pk}/seed", {"seed": "abc"}, format="json"), 400, "invalid"),
        (api.post(f"/api/events/{event.pk}/status", {"step": "nonsense"}, format="json"), 400, "invalid"),
        (api.put(f"/api/events/{event.pk}", {}, format="json"), 405, "method_not_allowed"),
    ]
    for response, status, code in cases:
        body = response.json()
        assert response.status_code == status and set(body) == ERROR_KEYS, (status, body)
        assert body["code"] == code and body["message"] and body["message_ja"], body
    seed = cases[4][0].json()
    assert list(seed["fields"]) == ["seed"] and seed["fields"]["seed"]


def test_message_is_english_and_message_ja_japanese_whatever_the_language(org):
    event = make_event(org, 2)
    for language in ("ja", "en"):
        body = (
            as_user(org)
            .post(f"/api/events/{event.pk}/rounds/9/publish", HTTP_ACCEPT_LANGUAGE=language)
            .json()
        )
        assert body["code"] == "not_found"
        reg = event.registrations.first()
        dup = as_user(org).post(
            f"/api/events/{event.pk}/players",
            {"display_name": reg.name},
            format="json",
            HTTP_ACCEPT_LANGUAGE=language,
        )
        assert dup.status_code == 409
        assert "already registered" in dup.json()["message"] and "すでに登録" in dup.json()["message_ja"]


@pytest.mark.parametrize("body", ["[]", "[1, 2]", "42", '"name"', "null", "true", '{"seed": NaN}'])
def test_a_body_that_is_not_a_json_object_is_a_400(org, body):
    event = make_event(org, 2)
    response = as_user(org).generic(
        "POST", f"/api/events/{event.pk}/seed", body, content_type="application/json"
    )
    assert response.status_code == 400 and response.json()["code"] == "parse_error"
    assert set(response.json()) == ERROR_KEYS


@pytest.mark.parametrize("value", ["abc", "1.5", "-3", "99999999999999999999", "", None, [1]])
def test_non_numeric_numbers_are_a_400_naming_the_field(org, value):
    event = make_event(org, 2)
    response = as_user(org).post(f"/api/events/{event.pk}/seed", {"seed": value}, format="json")
    assert response.status_code == 400 and "seed" in response.json()["fields"]


def test_pairing_while_a_result_is_open_is_a_409(org):
    event = make_event(org, 4)
    paired(event, org)
    response = as_user(org).post(f"/api/events/{event.pk}/rounds", {}, format="json")
    assert response.status_code == 409 and response.json()["code"] == "conflict"
    assert "unconfirmed tables" in response.json()["message"]


def test_a_wrong_token_is_a_401_with_www_authenticate(org):
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION="Token jdg_not-a-token")
    response = api.get("/api/tokens")
    assert response.status_code == 401 and response["WWW-Authenticate"] == "Token"
    assert response.json()["code"] == "authentication_failed"


# --- pagination -----------------------------------------------------------------------------------


def test_every_list_pages_the_same_way(org):
    event = make_event(org, 5)
    paired(event, org)
    api = as_user(org)
    lists = [
        "/api/events",
        "/api/matches",
        f"/api/events/{event.pk}/players",
        f"/api/events/{event.pk}/rounds",
        f"/api/events/{event.pk}/standings",
        f"/api/events/{event.pk}/penalties",
        f"/api/events/{event.pk}/appeals",
        f"/api/events/{event.pk}/audit",
        f"/api/events/{event.pk}/staff",
        f"/api/events/{event.pk}/infractions",
        "/api/me/penalties",
        "/api/tokens",
        "/api/rules/documents",
        "/api/rules/search?q=x",
    ]
    for url in lists:
        response = api.get(url)
        assert response.status_code == 200, (url, response.content)
        assert {"count", "next", "previous", "results"} <= set(response.json()), url


def test_pages_walk_through_a_list_and_bad_pages_are_refused(org):
    event = make_event(org, 5)
    api = as_user(org)
    url = f"/api/events/{event.pk}/players"
    first = api.get(url, {"page_size": 2}).json()
    assert first["count"] == 5 and len(first["results"]) == 2 and first["previous"] is None
    second = api.get(first["next"]).json()
    third = api.get(second["next"]).json()
    assert third["next"] is None and len(third["results"]) == 1
    seen = [r["id"] for page in (first, second, third) for r in page["results"]]
    assert sorted(seen) == sorted(event.registrations.values_list("pk", flat=True))
    assert len(api.get(url).json()["results"]) == 5  # default page size (50) holds them all
    for bad in ({"page": "x"}, {"page": 0}, {"page_size": 0}, {"page_size": MAX_PAGE_SIZE + 1}):
        response = api.get(url, bad)
        assert response.status_code == 400 and set(response.json()["fields"]) <= {"page", "page_size"}
    past = api.get(url, {"page": 4, "page_size": 2})
    assert past.status_code == 404 and past.json()["code"] == "not_found"


# --- filters and player references ----------------------------------------------------------------


def test_matches_honour_event_round_status_and_player(org):
    cup, other = make_event(org, 4), make_event(org, 4, name="Other")
    cup_matches, other_matches = paired(cup, org), paired(other, org)
    api = APIClient()  # published matches are public, as before
    everything = api.get("/api/matches").json()
    assert everything["count"] == len(cup_matches) + len(other_matches)
    only_cup = api.get("/api/matches", {"event": cup.pk}).json()
    assert {m["id"] for m in only_cup["results"]} == {m.pk for m in cup_matches}
    assert all(m["event"] == cup.pk for m in only_cup["results"])
    assert api.get("/api/matches", {"event": cup.pk, "round": 2}).json()["count"] == 0
    assert api.get("/api/matches", {"event": cup.pk, "round": 1}).json()["count"] == len(cup_matches)
    first = cup_matches[0]
    services.report_result(first, first.player_a.user, 2, 0)
    reported = api.get("/api/matches", {"event": cup.pk, "status": "reported"}).json()["results"]
    assert [m["id"] for m in reported] == [first.pk]
    mine = api.get("/api/matches", {"player": first.player_b_id}).json()["results"]
    assert [m["id"] for m in mine] == [first.pk]
    assert mine[0]["player_b"] == {"id": first.player_b_id, "display_name": first.player_b.name}
    for bad in ({"event": "x"}, {"round": "-1"}, {"status": "nope"}, {"player": "1.5"}):
        response = api.get("/api/matches", bad)
        assert response.status_code == 400 and list(response.json()["fields"]) == list(bad)


def test_players_are_the_same_reference_everywhere(org):
    event = make_event(org, 4)
    judge = User.objects.create_user("judy", password="pw-judy-12345")
    event.judges.add(judge)
    match = paired(event, org)[0]
    reg = match.player_a
    penalty = penalties.record_penalty(reg, judge, "gpe-looking-extra", "warning", match=match).penalty
    penalties.file_appeal(reg.user, "no", penalty=penalty)
    ref = {"id": reg.pk, "display_name": reg.name}
    api = as_user(judge)
    registrations = api.get(f"/api/events/{event.pk}/players").json()["results"]
    assert {"id": reg.pk, "display_name": reg.name} in [
        {"id": r["id"], "display_name": r["display_name"]} for r in registrations
    ]
    assert api.get(f"/api/matches/{match.pk}").json()["player_a"] == ref
    standings = api.get(f"/api/events/{event.pk}/standings").json()["results"]
    assert ref in [row["player"] for row in standings]
    assert api.get(f"/api/events/{event.pk}/penalties").json()["results"][0]["player"] == ref
    assert api.get(f"/api/events/{event.pk}/appeals").json()["results"][0]["player"] == ref
    # The same id filters: ?player= takes what player.id gives.
    assert api.get(f"/api/events/{event.pk}/penalties", {"player": reg.pk}).json()["count"] == 1
    assert (
        api.get(f"/api/events/{event.pk}/appeals", {"player": reg.pk, "status": "open"}).json()["count"] == 1
    )


def test_the_schema_names_path_parameters_the_same_way(client):
    schema = json.loads(client.get("/api/schema/?format=json").content)
    names = {
        segment[1:-1]
        for path in schema["paths"]
        if path.startswith(("/api/events", "/api/matches", "/api/appeals", "/api/tokens", "/api/rules"))
        for segment in path.split("/")
        if segment.startswith("{")
    }
    assert names == {
        "event_id",
        "match_id",
        "player_id",
        "appeal_id",
        "round_number",
        "token_id",
        "username",
        "team_id",
        "penalty_id",
    } | {
        "document",
        "number",
    }


# --- permissions unchanged ------------------------------------------------------------------------


def test_a_player_sees_only_what_is_theirs(org):
    event = make_event(org, 4)
    judge = User.objects.create_user("judy", password="pw-judy-12345")
    event.judges.add(judge)
    match = paired(event, org)[0]
    ann, ben = match.player_a, match.player_b
    penalty = penalties.record_penalty(ann, judge, "gpe-looking-extra", "warning", match=match).penalty
    penalties.file_appeal(ann.user, "no", penalty=penalty)
    as_ben = as_user(ben.user)
    assert as_ben.get(f"/api/events/{event.pk}/penalties").status_code == 403
    assert as_ben.get(f"/api/events/{event.pk}/audit").status_code == 403
    assert as_ben.get(f"/api/events/{event.pk}/players/{ann.pk}/penalties").status_code in (403, 404)
    assert as_ben.get(f"/api/events/{event.pk}/appeals").json()["count"] == 0  # only their own
    assert as_ben.get("/api/me/penalties").json()["count"] == 0
    as_ann = as_user(ann.user)
    assert as_ann.get("/api/me/penalties").json()["count"] == 1
    assert as_ann.get(f"/api/events/{event.pk}/appeals").json()["count"] == 1
    assert as_ann.get(f"/api/events/{event.pk}/players/{ann.pk}/penalties").json()["count"] == 1
    assert (
        as_ben.post(f"/api/matches/{match.pk}/correct", {"a_wins": 2, "b_wins": 0, "reason": "x"}).status_code
        == 403
    )


def test_draft_rounds_are_listed_for_judges_only(org):
    event = make_event(org, 4)
    for match in paired(event, org):
        match.a_wins, match.status = 2, Match.Status.CONFIRMED
        match.save()
    rounds.pair_next_swiss_round(event, org)  # round 2, a draft
    player = event.registrations.first().user
    assert [r["number"] for r in as_user(player).get(f"/api/events/{event.pk}/rounds").json()["results"]] == [
        1
    ]
    assert [r["number"] for r in as_user(org).get(f"/api/events/{event.pk}/rounds").json()["results"]] == [
        1,
        2,
    ]
    assert as_user(player).get(f"/api/events/{event.pk}/rounds/2").status_code == 404
    drafts = as_user(org).get(f"/api/events/{event.pk}/rounds", {"status": "draft"}).json()["results"]
    assert [r["number"] for r in drafts] == [2]


def test_the_schema_validates_without_a_warning(tmp_path):
    from django.core.management import call_command

    # Raises on any warning (an untyped view, a name collision) or an invalid OpenAPI document.
    call_command("spectacular", "--validate", "--fail-on-warn", "--file", str(tmp_path / "schema.yaml"))
    schema = (tmp_path / "schema.yaml").read_text()
    assert "/api/events/{event_id}/penalties:" in schema and "tokenAuth" in schema


def test_a_number_where_the_schema_says_string_is_refused_not_turned_into_text(django_user_model):
    from rest_framework.test import APIClient

    from tournaments.models import Event

    org = django_user_model.objects.create_user("strict", password="pw-strict-123")
    event = Event.objects.create(name="Cup", game="kaiju", organizer=org)
    client = APIClient()
    client.force_authenticate(org)
    bad = client.post(f"/api/events/{event.pk}/players", {"display_name": 7}, format="json")
    assert bad.status_code == 400 and "display_name" in bad.json()["fields"]
    good = client.post(f"/api/events/{event.pk}/players", {"display_name": "7"}, format="json")
    assert good.status_code == 201 and good.json()["display_name"] == "7"
