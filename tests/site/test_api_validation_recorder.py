"""Validation runs and recorder records through the API: the site's flows, its permissions (a player sees
only their own; staff of a dispute's event see its run; judges read records) and paged findings, every
refusal a 4xx in the one error body."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from django.contrib.auth.models import User
from rest_framework.test import APIClient

from judge.recorder.models import Record
from judge.roles import JUDGE, PLAYER, assign_role
from judge.validation.models import ValidationRun

pytestmark = pytest.mark.django_db
ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "docs" / "examples" / "rebirth.judgelog.json"
SNAPSHOT = ROOT / "docs" / "examples" / "kaiju-snapshot.judgelog.json"
ERROR_KEYS = {"code", "message", "message_ja", "fields"}


@pytest.fixture
def people() -> dict[str, User]:
    out = {}
    for name, role in (("ann", PLAYER), ("ben", PLAYER), ("judy", JUDGE)):
        out[name] = User.objects.create_user(name, password=f"pw-{name}-123")
        assign_role(out[name], role)
    return out


def api(user: User | None) -> APIClient:
    client = APIClient()
    if user is not None:
        client.force_authenticate(user)
    return client


def is_error(response, status: int) -> bool:  # type: ignore[no-untyped-def]
    body = response.json()
    return response.status_code == status and set(body) == ERROR_KEYS and bool(body["message_ja"])


def finished_run(owner: User, findings: int) -> ValidationRun:
    run = ValidationRun.from_bytes(b"{}", uploaded_by=owner, source="api")
    run.status = ValidationRun.Status.DONE
    run.findings = [
        {
            "seq": i + 1,
            "code": "x.illegal" if i % 3 else "x.ruling",
            "verdict": "illegal" if i % 3 else "needs_ruling",
            "message_ja": "違反",
            "message_en": "illegal",
            "clauses": ["rebirth:8.3.3"],
        }
        for i in range(findings)
    ]
    run.save()
    return run


# --- validation runs ---------------------------------------------------------------------------------


def test_upload_list_and_detail_of_own_runs(people, django_capture_on_commit_callbacks) -> None:
    ann = api(people["ann"])
    with django_capture_on_commit_callbacks(execute=True):
        response = ann.post("/api/validations", EXAMPLE.read_bytes(), content_type="application/json")
    assert response.status_code == 202
    run_id = response.json()["id"]
    from django.core.files.uploadedfile import SimpleUploadedFile

    with django_capture_on_commit_callbacks(execute=True):
        as_file = ann.post("/api/validations", {"log": SimpleUploadedFile("g.json", EXAMPLE.read_bytes())})
    assert as_file.status_code == 202 and as_file.json()["filename"] == "g.json"
    detail = ann.get(f"/api/validations/{run_id}").json()
    assert detail["status"] == "done" and detail["counts"]["illegal"] == 0 and detail["findings_next"] is None
    listed = ann.get("/api/validations").json()
    assert listed["count"] == 2 and {r["id"] for r in listed["results"]} == {run_id, as_file.json()["id"]}
    assert "findings" not in listed["results"][0]  # a list never carries the findings
    assert ann.get("/api/validations", {"status": "failed"}).json()["count"] == 0
    assert is_error(ann.get("/api/validations", {"status": "nope"}), 400)
    # Another player neither lists nor reads ann's runs, whatever their role.
    for other in (people["ben"], people["judy"]):
        assert api(other).get("/api/validations").json()["count"] == 0
        assert is_error(api(other).get(f"/api/validations/{run_id}"), 404)
        assert is_error(api(other).get(f"/api/validations/{run_id}/findings"), 404)
    assert api(None).get("/api/validations").status_code == 401


def test_findings_are_paged_and_the_detail_stays_small(people) -> None:
    run = finished_run(people["ann"], 250)
    ann = api(people["ann"])
    detail = ann.get(f"/api/validations/{run.pk}").json()
    assert len(detail["findings"]) == 100 and detail["findings_total"] == 250
    assert detail["findings_next"].endswith(f"/api/validations/{run.pk}/findings?page=2")
    page2 = ann.get(f"/api/validations/{run.pk}/findings", {"page": 2}).json()
    assert page2["count"] == 250 and [f["seq"] for f in page2["results"]] == list(range(101, 201))
    page3 = ann.get(f"/api/validations/{run.pk}/findings", {"page": 3}).json()
    assert len(page3["results"]) == 50 and page3["next"] is None
    big = ann.get(f"/api/validations/{run.pk}/findings", {"page_size": 500}).json()
    assert len(big["results"]) == 250
    rulings = ann.get(f"/api/validations/{run.pk}/findings", {"verdict": "needs_ruling"}).json()
    assert rulings["count"] == 84 and {f["verdict"] for f in rulings["results"]} == {"needs_ruling"}
    for bad in ({"page": "x"}, {"page_size": "0"}, {"page_size": "501"}, {"verdict": "nope"}):
        assert is_error(ann.get(f"/api/validations/{run.pk}/findings", bad), 400), bad
    assert is_error(ann.get(f"/api/validations/{run.pk}/findings", {"page": 9}), 404)


def test_a_run_attached_to_a_dispute_is_seen_by_that_events_staff_only(people) -> None:
    from judge.disputes.models import Dispute
    from tournaments import rounds
    from tournaments.models import Event, Registration

    org = User.objects.create_user("org", password="pw-org-123")
    event = Event.objects.create(name="Cup", game="rebirth", organizer=org)
    event.judges.add(people["judy"])
    for name in ("ann", "ben"):
        Registration.objects.create(event=event, name=name, user=people[name])
    rnd = rounds.pair_next_swiss_round(event, org)
    run = finished_run(people["ann"], 3)
    Dispute.objects.create(
        event=event, match=rnd.matches.get(), opened_by=people["ann"], description="x", validation=run
    )
    other_judge = User.objects.create_user("oj", password="pw-oj-123")
    assign_role(other_judge, JUDGE)
    Event.objects.create(name="Other", game="rebirth", organizer=other_judge)
    assert api(people["judy"]).get(f"/api/validations/{run.pk}").status_code == 200
    assert api(org).get(f"/api/validations/{run.pk}/findings").json()["count"] == 3
    assert is_error(api(other_judge).get(f"/api/validations/{run.pk}"), 404)
    # The opponent is a party of the dispute, not the run's uploader nor staff: the site shows them the
    # dispute, not the raw run.
    assert is_error(api(people["ben"]).get(f"/api/validations/{run.pk}"), 404)


def test_bad_uploads_are_4xx(people) -> None:
    ann = api(people["ann"])
    assert is_error(ann.post("/api/validations", {"other": "x"}, format="multipart"), 400)
    huge = b'{"header": {}, "pad": "' + b"x" * (6 * 1024 * 1024) + b'"}'
    response = ann.post("/api/validations", huge, content_type="application/json")
    assert response.status_code == 413
    # A body not even shaped as an object is refused at once (a log that is an object is judged).
    for raw in (b"[null, null]", b"7", b'"log"', b"null", b" \n[]"):
        assert is_error(ann.post("/api/validations", raw, content_type="application/json"), 400), raw
    assert not ValidationRun.objects.exists()


# --- recorder records --------------------------------------------------------------------------------


def test_record_entries_undo_void_notes_and_export(people) -> None:
    ann = api(people["ann"])
    started = ann.post(
        "/api/records", {"game": "kaiju", "title": "table 3", "players": ["ann", "ben"]}, format="json"
    )
    assert started.status_code == 201, started.content
    rec = started.json()
    assert rec["game"] == "kaiju" and rec["entry_count"] == 0 and rec["seats"] == ["P1", "P2"]
    url = f"/api/records/{rec['id']}"
    first = ann.post(
        f"{url}/entries",
        {"act": "draw", "actor": "P1", "turn": 1, "args": {"count": 2}, "key": "k1"},
        format="json",
    )
    assert first.status_code == 201 and first.json()["entry_count"] == 1
    # Sent again with its key (a retry after a lost answer): recorded once.
    again = ann.post(
        f"{url}/entries",
        {"act": "draw", "actor": "P1", "turn": 1, "args": {"count": 2}, "key": "k1"},
        format="json",
    )
    assert again.status_code == 200 and again.json()["entry_count"] == 1
    ann.post(f"{url}/entries", {"act": "draw", "actor": "P2", "turn": 1}, format="json")
    assert ann.post(f"{url}/undo").json()["entry_count"] == 1
    assert (
        ann.post(f"{url}/notes", {"note": "P2 says face down", "actor": "P2"}, format="json").status_code
        == 200
    )
    assert ann.post(f"{url}/void", {"seq": 1, "note": "twice"}, format="json").status_code == 200
    exported = ann.get(f"{url}/export")
    assert exported.status_code == 200 and "attachment" in exported["Content-Disposition"]
    doc = exported.json()
    assert doc["header"]["format"] == "judgelog/1" and doc["header"]["game"] == "kaiju"
    assert [e["act"] for e in doc["entries"]] == ["draw", "note", "correction"]
    assert doc["entries"][0] == {"seq": 1, "act": "draw", "actor": "P1", "turn": 1, "args": {"count": 2}}
    assert doc["entries"][-1] == {
        "seq": 3,
        "act": "correction",
        "supersedes": 1,
        "replacement": None,
        "note": "twice",
    }
    assert doc == Record.objects.get().document
    listed = ann.get("/api/records").json()
    assert listed["count"] == 1 and listed["results"][0]["id"] == rec["id"]


def test_import_judges_the_log_and_an_example_starts_a_record(people) -> None:
    ann = api(people["ann"])
    imported = ann.post(
        "/api/records/import", {"title": "mid-game", "log": json.loads(SNAPSHOT.read_text())}, format="json"
    )
    assert imported.status_code == 201, imported.content
    body = imported.json()
    assert body["title"] == "mid-game" and body["entry_count"] == 3
    assert body["findings_total"] == len(body["findings"]) >= 1
    # The example's one finding (docs/log-format.md): P1 advanced a second time this turn.
    assert [f["code"] for f in body["findings"] if f["seq"] == 2] == ["kaiju.main.advance_once_per_turn"]
    ann.post(f"/api/records/{body['id']}/void", {"seq": 2}, format="json")
    assert not any(
        f["code"] == "kaiju.main.advance_once_per_turn"
        for f in ann.get(f"/api/records/{body['id']}").json()["findings"]
    )
    from django.core.files.uploadedfile import SimpleUploadedFile

    as_file = ann.post("/api/records/import", {"log": SimpleUploadedFile("s.json", SNAPSHOT.read_bytes())})
    assert as_file.status_code == 201 and as_file.json()["entry_count"] == 3
    example = ann.post("/api/records", {"start": "example", "game": "rebirth"}, format="json")
    assert example.status_code == 201 and example.json()["entry_count"] == 0


def test_who_reads_and_who_writes_a_record(people) -> None:
    rec = api(people["ann"]).post("/api/records", {"game": "kaiju"}, format="json").json()
    url = f"/api/records/{rec['id']}"
    # Judges read any record (its link is shared with the dispute's judge), but never write to it.
    judge = api(people["judy"])
    assert judge.get(url).status_code == 200 and judge.get(f"{url}/export").status_code == 200
    assert judge.get(url).json()["editable"] is False
    assert is_error(judge.post(f"{url}/entries", {"act": "draw", "actor": "P1"}, format="json"), 403)
    assert judge.get("/api/records").json()["count"] == 0
    # Another player sees nothing of it.
    ben = api(people["ben"])
    for path in (url, f"{url}/export"):
        assert is_error(ben.get(path), 404)
    for action in ("entries", "undo", "void", "notes"):
        assert is_error(
            ben.post(f"{url}/{action}", {"act": "draw", "seq": 1, "note": "x"}, format="json"), 404
        )
    assert Record.objects.get().document["entries"] == []
    assert api(None).get(url).status_code == 401


@pytest.mark.parametrize(
    ("path", "body"),
    [
        ("", {"game": "nosuchgame"}),
        ("", {"game": "kaiju", "first": 5}),
        ("", {"game": "kaiju", "players": "ann"}),
        ("", {"start": "example", "game": "nosuchgame"}),
        ("", {"game": "kaiju", "match": 999999}),
        ("", {"game": "kaiju", "match": "x"}),
        ("/import", {"log": [1]}),
        ("/import", {"log": {"entries": []}}),
        ("/import", {}),
        ("{rec}/entries", {"act": ""}),
        ("{rec}/entries", {"act": "draw", "actor": "P9"}),
        ("{rec}/entries", {"act": "draw", "turn": "soon"}),
        ("{rec}/entries", {"act": "draw", "args": [1]}),
        ("{rec}/undo", {}),
        ("{rec}/void", {"seq": 99}),
        ("{rec}/void", {"seq": "one"}),
        ("{rec}/notes", {"note": ""}),
        ("{rec}/notes", {"note": "x", "judge_call": "maybe"}),
    ],
)
def test_bad_recorder_input_is_a_400(people, path, body) -> None:  # type: ignore[no-untyped-def]
    ann = api(people["ann"])
    if "{rec}" in path:
        rec = ann.post("/api/records", {"game": "kaiju"}, format="json").json()
        path = path.replace("{rec}", f"/{rec['id']}")
    response = ann.post(f"/api/records{path}", body, format="json")
    assert is_error(response, 400), (path, body, response.content)


def test_non_object_json_bodies_are_400(people) -> None:
    ann = api(people["ann"])
    rec = ann.post("/api/records", {"game": "kaiju"}, format="json").json()
    for path in ("/api/records", "/api/records/import", f"/api/records/{rec['id']}/entries"):
        for raw in (b"[1]", b"7", b"null", b"{bad"):
            assert is_error(ann.post(path, raw, content_type="application/json"), 400), (path, raw)
    # Only the import takes a form (its file); the others take JSON objects alone.
    form = ann.post("/api/records", {"game": "kaiju"}, format="multipart")
    assert form.status_code in (400, 415) and set(form.json()) == ERROR_KEYS
    assert Record.objects.count() == 1


def test_a_record_answer_stays_small_however_many_findings(people, monkeypatch) -> None:
    from judge.recorder import api as recorder_api

    monkeypatch.setattr(recorder_api, "DETAIL_FINDINGS", 1)
    ann = api(people["ann"])
    body = ann.post("/api/records", {"game": "rebirth"}, format="json").json()
    detail = ann.get(f"/api/records/{body['id']}").json()
    # A blank record's decks are empty: several findings, only the first is carried, all are counted.
    assert len(detail["findings"]) == 1 and detail["findings_total"] == sum(detail["counts"].values()) >= 2


def test_an_earlier_entry_is_edited_through_the_api_and_kept_as_a_correction(people) -> None:
    ann = api(people["ann"])
    rec = ann.post("/api/records", {"game": "kaiju", "players": ["ann", "ben"]}, format="json").json()
    url = f"/api/records/{rec['id']}"
    ann.post(f"{url}/entries", {"act": "draw", "actor": "P1", "turn": 1, "args": {"count": 2}}, format="json")
    edited = ann.post(
        f"{url}/replace",
        {"seq": 1, "act": "draw", "actor": "P1", "turn": 1, "args": {"count": 1}, "note": "one card"},
        format="json",
    )
    assert edited.status_code == 200, edited.content
    doc = ann.get(f"{url}/export").json()
    assert doc["entries"][0]["args"] == {"count": 2}  # the original stays in the log
    fix = doc["entries"][-1]
    assert (fix["act"], fix["supersedes"], fix["replacement"]["args"], fix["note"]) == (
        "correction",
        1,
        {"count": 1},
        "one card",
    )
    # Only the owner edits; a bad seq or body is a clear 4xx.
    assert api(people["ben"]).post(
        f"{url}/replace", {"seq": 1, "act": "draw"}, format="json"
    ).status_code in (
        403,
        404,
    )
    assert is_error(ann.post(f"{url}/replace", {"seq": "x", "act": "draw"}, format="json"), 400)
