"""Disputes through the API: the site's flow (open, attach, claim, rule, publish), its permissions, its
filters and its refusals — every refusal a 4xx in the one error body, never a 500."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from django.contrib.auth.models import User
from rest_framework.test import APIClient

from judge.disputes.models import Dispute
from judge.recorder.models import Record
from judge.validation.models import ValidationRun
from rules_index.importer import import_all
from tournaments import rounds
from tournaments.models import AuditEntry, Event, Match, Registration

pytestmark = pytest.mark.django_db
GOLDEN = Path(__file__).resolve().parents[1] / "unit" / "engine" / "golden" / "attack_errors.json"
ERROR_KEYS = {"code", "message", "message_ja", "fields"}


@pytest.fixture
def rules() -> None:
    import_all()  # the suggestions search the rule books (only the tests that read them import them)


@pytest.fixture
def table():  # type: ignore[no-untyped-def]
    people = {
        n: User.objects.create_user(n, password=f"pw-{n}-123")
        for n in ("org", "judy", "ann", "ben", "cat", "dan", "zed")
    }
    event = Event.objects.create(name="Cup", game="rebirth", organizer=people["org"])
    event.judges.add(people["judy"])
    for n in ("ann", "ben", "cat", "dan"):
        Registration.objects.create(event=event, name=n, user=people[n])
    rnd = rounds.pair_next_swiss_round(event, people["org"])
    rounds.publish_round(rnd, people["org"])
    ann = Registration.objects.get(name="ann")
    match = Match.objects.get(round=rnd, player_a=ann) if rnd.matches.filter(player_a=ann) else None
    match = match or Match.objects.get(round=rnd, player_b=ann)
    opponent = match.player_b if match.player_a == ann else match.player_a
    outsiders = [
        r.user for r in Registration.objects.filter(event=event).exclude(pk__in=[ann.pk, opponent.pk])
    ]
    return event, match, people, opponent.user, outsiders


def api(user: User | None) -> APIClient:
    client = APIClient()
    if user is not None:
        client.force_authenticate(user)
    return client


def golden_log() -> dict:
    return json.loads(GOLDEN.read_text(encoding="utf-8"))["log"]


def is_error(response, status: int) -> bool:  # type: ignore[no-untyped-def]
    body = response.json()
    return (
        response.status_code == status and set(body) == ERROR_KEYS and body["message"] and body["message_ja"]
    )


def open_dispute(user: User, match: Match, capture, **extra) -> dict:  # type: ignore[no-untyped-def]
    with capture(execute=True):
        response = api(user).post(
            "/api/disputes",
            {"match": match.pk, "description": "ブロッカーを持たないキャラでブロックされた", **extra},
            format="json",
        )
    assert response.status_code == 201, response.content
    # The preparation ran after the commit: read the dispute again as the caller would.
    return api(user).get(f"/api/disputes/{response.json()['id']}").json()


def test_the_whole_flow_through_the_api(rules, table, django_capture_on_commit_callbacks) -> None:
    event, match, people, opponent, _ = table
    body = open_dispute(people["ann"], match, django_capture_on_commit_callbacks, log=golden_log())
    d = Dispute.objects.get()
    assert body["id"] == d.pk and body["status"] == "open" and body["event"] == event.pk
    assert body["processed"] is True and body["validation"] == str(d.validation_id)
    assert {p["display_name"] for p in (body["match"]["player_a"], body["match"]["player_b"])} == {
        "ann",
        Registration.objects.get(user=opponent).name,
    }
    assert body["suggested_clauses"][0]["from_log"] is True
    assert ValidationRun.objects.get().status == "done"
    # The attached run is readable by the event's judge (staff of the dispute's event) through the API.
    assert api(people["judy"]).get(f"/api/validations/{d.validation_id}").status_code == 200

    judge = api(people["judy"])
    claimed = judge.post(f"/api/disputes/{d.pk}/claim").json()
    assert claimed["status"] == "claimed" and claimed["claimed_by"] == "judy"
    ruled = judge.post(
        f"/api/disputes/{d.pk}/rule",
        {
            "decision": "ブロックは無効。",
            "clauses": ["rebirth:11.6.2", "rebirth:8.3.3"],
            "extension_minutes": 3,
            "result": {"a_wins": 2, "b_wins": 0},
        },
        format="json",
    )
    assert ruled.status_code == 200, ruled.content
    ruled = ruled.json()
    assert ruled["status"] == "ruled" and ruled["ruling"]["clauses"] == ["rebirth:11.6.2", "rebirth:8.3.3"]
    match.refresh_from_db()
    # The ruling set the result as the site does: confirmed, audited as a ruling's result.
    assert (match.a_wins, match.b_wins, match.draws, match.status) == (2, 0, 0, "confirmed")
    assert match.extension_minutes == 3
    assert AuditEntry.objects.filter(action="ruling_result", object_id=str(match.pk)).exists()
    # Ruled twice is a state conflict.
    again = judge.post(
        f"/api/disputes/{d.pk}/rule", {"decision": "x", "clauses": ["rebirth:8.3.3"]}, format="json"
    )
    assert is_error(again, 409)

    # Only the head judge (here the organizer) publishes; then anybody may read it.
    assert is_error(judge.post(f"/api/disputes/{d.pk}/publish"), 403)
    assert is_error(api(people["zed"]).get(f"/api/disputes/{d.pk}"), 404)
    published = api(people["org"]).post(f"/api/disputes/{d.pk}/publish").json()
    assert published["published"] is True
    assert api(people["zed"]).get(f"/api/disputes/{d.pk}").status_code == 200


def test_who_sees_and_who_acts(table, django_capture_on_commit_callbacks) -> None:
    _, match, people, opponent, outsiders = table
    body = open_dispute(people["ann"], match, django_capture_on_commit_callbacks)
    pk = body["id"]
    assert api(opponent).get(f"/api/disputes/{pk}").status_code == 200
    assert api(people["judy"]).get(f"/api/disputes/{pk}").status_code == 200
    other_judge = User.objects.create_user("oj", password="pw-oj-12345")
    Event.objects.create(name="Other", game="kaiju", organizer=people["zed"]).judges.add(other_judge)
    for user in [*outsiders, people["zed"], other_judge]:
        assert is_error(api(user).get(f"/api/disputes/{pk}"), 404)
        assert is_error(api(user).post(f"/api/disputes/{pk}/claim"), 404)
        assert api(user).get("/api/disputes").json()["count"] == 0
    # A player of the match sees it but may neither claim nor rule.
    assert is_error(api(opponent).post(f"/api/disputes/{pk}/claim"), 403)
    assert is_error(
        api(opponent).post(
            f"/api/disputes/{pk}/rule", {"decision": "x", "clauses": ["rebirth:8.3.3"]}, format="json"
        ),
        403,
    )
    # Outsiders cannot open a dispute about a match they do not play; anonymous callers are refused.
    response = api(outsiders[0]).post("/api/disputes", {"match": match.pk, "description": "x"}, format="json")
    assert is_error(response, 403)
    assert api(None).get("/api/disputes").status_code in (401, 403)
    assert Dispute.objects.count() == 1 and Dispute.objects.get().status == "open"


def test_lists_are_paginated_and_filtered(table, django_capture_on_commit_callbacks) -> None:
    event, match, people, _, outsiders = table
    open_dispute(people["ann"], match, django_capture_on_commit_callbacks)
    other = Match.objects.exclude(pk=match.pk).get(round=match.round)
    open_dispute(outsiders[0], other, django_capture_on_commit_callbacks)
    judge = api(people["judy"])
    body = judge.get("/api/disputes").json()
    assert body["count"] == 2 and set(body) >= {"count", "next", "results"}
    assert judge.get("/api/disputes", {"page_size": 1}).json()["next"]
    ann_reg = Registration.objects.get(name="ann")
    only_ann = judge.get("/api/disputes", {"player": ann_reg.pk}).json()
    assert [d["match"]["id"] for d in only_ann["results"]] == [match.pk]
    assert judge.get("/api/disputes", {"event": event.pk, "status": "open"}).json()["count"] == 2
    assert judge.get("/api/disputes", {"status": "ruled"}).json()["count"] == 0
    assert judge.get("/api/disputes", {"event": event.pk + 99}).json()["count"] == 0
    # ann sees her own only.
    assert [d["match"]["id"] for d in api(people["ann"]).get("/api/disputes").json()["results"]] == [match.pk]
    for bad in ({"event": "abc"}, {"status": "nope"}, {"player": "-1"}):
        response = judge.get("/api/disputes", bad)
        assert is_error(response, 400) and set(response.json()["fields"]) == set(bad)


def test_attach_a_run_or_a_record(rules, table, django_capture_on_commit_callbacks) -> None:
    _, match, people, opponent, outsiders = table
    pk = open_dispute(people["ann"], match, django_capture_on_commit_callbacks)["id"]
    ann = api(people["ann"])
    run = ValidationRun.from_bytes(json.dumps(golden_log()).encode(), uploaded_by=people["ann"], source="api")
    run.save()
    with django_capture_on_commit_callbacks(execute=True):
        response = ann.post(f"/api/disputes/{pk}/attach", {"validation": str(run.pk)}, format="json")
    assert response.status_code == 200 and response.json()["validation"] == str(run.pk)
    # The preparation ran again after the commit: the log's clauses now head the proposals.
    assert ann.get(f"/api/disputes/{pk}").json()["suggested_clauses"][0].get("from_log") is True

    record = Record.objects.create(owner=people["ann"], game="rebirth", document=golden_log())
    with django_capture_on_commit_callbacks(execute=True):
        response = ann.post(f"/api/disputes/{pk}/attach", {"record": str(record.pk)}, format="json")
    d = Dispute.objects.get()
    assert response.status_code == 200 and d.validation_id not in (None, run.pk)
    assert json.loads(bytes(d.validation.raw_log)) == golden_log()
    assert AuditEntry.objects.filter(action="attach_log").count() == 2

    # Another's run or record is not found; none, two or a non-object log are bad input.
    theirs = Record.objects.create(owner=opponent, game="rebirth", document=golden_log())
    for body in (
        {"record": str(theirs.pk)},
        {"validation": "00000000-0000-0000-0000-000000000000"},
        {},
        {"record": str(record.pk), "validation": str(run.pk)},
        {"log": [1, 2]},
        {"record": "not-a-uuid"},
    ):
        assert is_error(ann.post(f"/api/disputes/{pk}/attach", body, format="json"), 400), body
    # An outsider cannot attach to it (not found), nor after the ruling can anybody.
    assert is_error(
        api(outsiders[0]).post(f"/api/disputes/{pk}/attach", {"log": golden_log()}, format="json"), 404
    )
    api(people["judy"]).post(
        f"/api/disputes/{pk}/rule", {"decision": "x", "clauses": ["rebirth:8.3.3"]}, format="json"
    )
    assert is_error(ann.post(f"/api/disputes/{pk}/attach", {"log": golden_log()}, format="json"), 409)


@pytest.mark.parametrize(
    "body",
    [
        {},
        {"match": "x", "description": "d"},
        {"match": 999999, "description": "d"},
        {"description": "d"},
        {"match": None, "description": "d"},
        {"match": "MATCH", "description": ["a"]},
        {"match": "MATCH", "description": "d" * 6000},
        {"match": "MATCH", "description": " "},
        {"match": "MATCH", "description": "d", "log": "not an object"},
        {"match": "MATCH", "description": "d", "believed_clause": "c" * 81},
    ],
)
def test_bad_input_to_open_is_a_400(table, body) -> None:  # type: ignore[no-untyped-def]
    _, match, people, _, _ = table
    body = {k: (match.pk if v == "MATCH" else v) for k, v in body.items()}
    response = api(people["ann"]).post("/api/disputes", body, format="json")
    assert is_error(response, 400), (body, response.content)
    assert not Dispute.objects.exists()


def test_non_object_bodies_and_bad_rulings_are_400(table, django_capture_on_commit_callbacks) -> None:
    _, match, people, _, _ = table
    pk = open_dispute(people["ann"], match, django_capture_on_commit_callbacks)["id"]
    judge = api(people["judy"])
    for raw in (b"[1]", b"3", b'"x"', b"{not json"):
        response = judge.post(f"/api/disputes/{pk}/rule", raw, content_type="application/json")
        assert response.status_code == 400, raw
    for body in (
        {"decision": "x", "clauses": []},
        {"decision": "x"},
        {"decision": "", "clauses": ["rebirth:8.3.3"]},
        {"decision": "x", "clauses": ["rebirth:8.3.3"], "extension_minutes": "ten"},
        {"decision": "x", "clauses": ["rebirth:8.3.3"], "result": {"a_wins": "two", "b_wins": 0}},
        {"decision": "x", "clauses": ["rebirth:8.3.3"], "result": {"a_wins": 9, "b_wins": 0}},
        {"decision": "x", "clauses": ["not a clause"]},
        {"decision": "x", "clauses": "rebirth:8.3.3"},
    ):
        assert is_error(judge.post(f"/api/disputes/{pk}/rule", body, format="json"), 400), body
    assert Dispute.objects.get().status == "open"
    assert is_error(judge.get("/api/disputes/999999"), 404)
