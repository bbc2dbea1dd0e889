"""Validation runs in the site: upload, API, report page, permissions, commands, and the clause index."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from django.contrib.auth.models import User
from django.core.management import call_command
from rest_framework.test import APIClient

from judge.engine import all_cited_clauses
from judge.roles import JUDGE, PLAYER, assign_role
from judge.validation.models import ValidationRun
from judge.validation.runner import run_validation
from rules_index.importer import import_all
from rules_index.models import Clause

pytestmark = pytest.mark.django_db
ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "docs" / "examples" / "rebirth.judgelog.json"
GOLDEN = ROOT / "tests" / "unit" / "engine" / "golden" / "attack_errors.json"


@pytest.fixture
def player():
    user = User.objects.create_user("ann", password="pw-ann-1234")
    assign_role(user, PLAYER)
    return user


def golden_log() -> tuple[bytes, list[dict]]:
    data = json.loads(GOLDEN.read_text(encoding="utf-8"))
    return json.dumps(data["log"], ensure_ascii=False).encode("utf-8"), data["expected"]


def test_every_clause_the_engines_cite_exists_in_the_index():
    import_all()
    cited = all_cited_clauses()
    assert len(cited) > 30
    missing = []
    for ref in sorted(cited):
        slug, _, number = ref.partition(":")
        if not Clause.objects.filter(
            document__slug=slug, number=number, version__document__current_version__isnull=False
        ).exists():
            missing.append(ref)
    assert missing == []


def test_upload_page_runs_the_engine_and_shows_findings_beside_actions(
    client, player, django_capture_on_commit_callbacks
):
    import_all()
    client.force_login(player)
    raw, expected = golden_log()
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post("/validate/", {"text": raw.decode("utf-8")})
    run = ValidationRun.objects.get()
    assert response.status_code == 302 and response["Location"] == run.get_absolute_url()
    run.refresh_from_db()
    assert run.status == "done" and bytes(run.raw_log) == raw  # stored exactly as uploaded
    assert {(f["seq"], f["code"]) for f in run.findings} >= {(e["seq"], e["code"]) for e in expected}
    html = client.get(run.get_absolute_url()).content.decode()
    first = expected[0]
    assert f"#{first['seq']}" in html and first["code"] in html
    assert f'href="/rules/rebirth/{first["clause"].partition(":")[2]}"' in html  # clause linked, text inline
    clause_text = (
        Clause.objects.filter(document__slug="rebirth", number=first["clause"].partition(":")[2]).first().text
    )
    assert clause_text[:40] in html
    # The board right after the first finding's entry is drawn beside it.
    finding_block = html[html.index(f"<strong>#{first['seq']}</strong>") :]
    assert '<svg xmlns="http://www.w3.org/2000/svg" class="board"' in finding_block.split("</li>")[0]


def test_unreadable_log_is_kept_and_reported_not_crashed(client, player, django_capture_on_commit_callbacks):
    client.force_login(player)
    with django_capture_on_commit_callbacks(execute=True):
        client.post("/validate/", {"text": "{not json"})
    run = ValidationRun.objects.get()
    assert run.status == "done" and bytes(run.raw_log) == b"{not json"
    assert [f["verdict"] for f in run.findings] == ["log_error"]
    assert "JSON" in client.get(run.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="en").content.decode()


def test_oversized_upload_is_refused_with_a_message(client, player):
    from django.core.files.uploadedfile import SimpleUploadedFile

    client.force_login(player)
    big = SimpleUploadedFile("big.json", b" " * (6 * 1024 * 1024), content_type="application/json")
    response = client.post("/validate/", {"log": big}, follow=True)
    assert "大きすぎます" in response.content.decode()
    assert ValidationRun.objects.count() == 0


def test_a_run_is_seen_by_its_uploader_and_the_staff_of_its_disputes_event_only(client, player):
    from judge.disputes.models import Dispute
    from tournaments import rounds
    from tournaments.models import Event, Match, Registration

    other = User.objects.create_user("ben", password="pw-ben-1234")
    judge = User.objects.create_user("judy", password="pw-judy-123")
    assign_role(judge, JUDGE)
    client.force_login(player)
    client.post("/validate/", {"text": EXAMPLE.read_text(encoding="utf-8")})
    run = ValidationRun.objects.get()
    client.force_login(other)
    assert client.get(run.get_absolute_url()).status_code == 403
    api = APIClient()
    api.force_authenticate(other)
    assert api.get(f"/api/validations/{run.pk}").status_code == 404
    # A judge by role is not thereby staff of every run: only of the events whose disputes carry it.
    client.force_login(judge)
    assert client.get(run.get_absolute_url()).status_code == 403
    organizer = User.objects.create_user("org", password="pw-org-1234")
    event = Event.objects.create(name="Cup", game="rebirth", organizer=organizer)
    for name, user in (("ann", player), ("ben", other)):
        Registration.objects.create(event=event, name=name, user=user)
    rnd = rounds.pair_next_swiss_round(event, organizer)
    Dispute.objects.create(
        event=event, match=Match.objects.get(round=rnd), opened_by=player, description="x", validation=run
    )
    assert client.get(run.get_absolute_url()).status_code == 403
    event.judges.add(judge)
    assert client.get(run.get_absolute_url()).status_code == 200
    client.force_login(organizer)
    assert client.get(run.get_absolute_url()).status_code == 200


def test_api_accepts_a_json_body_with_202_and_reports(player, django_capture_on_commit_callbacks):
    api = APIClient()
    api.force_authenticate(player)
    raw = EXAMPLE.read_bytes()
    with django_capture_on_commit_callbacks(execute=True):
        response = api.post("/api/validations", raw, content_type="application/json")
    assert response.status_code == 202 and response.json()["status"] == "queued"
    run_id = response.json()["id"]
    body = api.get(f"/api/validations/{run_id}").json()
    assert body["status"] == "done" and body["game"] == "rebirth" and body["counts"]["illegal"] == 0
    assert body["entries_replayed"] > 0 and body["sha256"] == ValidationRun.objects.get().sha256
    assert APIClient().post("/api/validations", raw, content_type="application/json").status_code in (
        401,
        403,
    )


def test_running_a_finished_run_again_changes_nothing(player):
    raw, _expected = golden_log()
    run = ValidationRun.from_bytes(raw, uploaded_by=player)
    run.save()
    assert run_validation(str(run.pk)) == "done"
    first = ValidationRun.objects.get(pk=run.pk)
    assert run_validation(str(run.pk)) == "done"
    again = ValidationRun.objects.get(pk=run.pk)
    assert again.findings == first.findings and again.attempts == 1


def test_a_run_interrupted_mid_way_is_replayed_without_doubling(player):
    raw, _expected = golden_log()
    run = ValidationRun.from_bytes(raw, uploaded_by=player, status="running", attempts=1)
    run.save()  # as a worker that died after marking it running would leave it
    run_validation(str(run.pk))
    done = ValidationRun.objects.get(pk=run.pk)
    assert done.status == "done" and done.attempts == 2
    codes = [f["code"] for f in done.findings]
    assert len(codes) == len(set((f["seq"], f["code"]) for f in done.findings))


def test_validate_log_command(tmp_path):
    raw, expected = golden_log()
    path = tmp_path / "game.json"
    path.write_bytes(raw)
    proc = subprocess.run(
        [sys.executable, "manage.py", "validate_log", str(path), "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 1  # something illegal
    report = json.loads(proc.stdout)
    assert {f["code"] for f in report["findings"]} >= {e["code"] for e in expected}
    ok = subprocess.run(
        [sys.executable, "manage.py", "validate_log", str(EXAMPLE)], cwd=ROOT, capture_output=True, text=True
    )
    assert ok.returncode == 0 and "rebirth" in ok.stdout


def test_rules_coverage_command_lists_checks_per_clause(capsys, tmp_path, monkeypatch):
    from judge.management.commands import rules_coverage

    import_all()
    call_command("rules_coverage")
    out = capsys.readouterr().out
    assert "== rebirth:" in out and "rebirth.deck.copies" in out
    assert "not in the index" not in out
    # Only clauses of proven checks count as enforced; the rest are marked by what the tests do with them.
    ledger = tmp_path / "ledger.json"
    ledger.write_text(json.dumps({"rebirth.deck.copies": "proven", "rebirth.attack.wrong_phase": "fired"}))
    monkeypatch.setattr(rules_coverage, "LEDGER", ledger)
    call_command("rules_coverage")
    lines = capsys.readouterr().out.splitlines()
    copies = next(line for line in lines if "rebirth.deck.copies" in line)
    assert "[" not in copies
    attack = next(line for line in lines if "rebirth.attack.wrong_phase" in line)
    assert "[fired by tests, not proven]" in attack or "rebirth.deck.copies" in attack
    assert any("[declared, no test fires it]" in line for line in lines)
    assert any(
        line.startswith("== rebirth: ") and "clauses enforced by proven checks" in line for line in lines
    )


def test_a_needs_ruling_findings_unknown_fact_reads_in_the_readers_language(client, player):
    # Stored as an older run stored it: the English text only; the page looks the Japanese up.
    raw, _ = golden_log()
    run = ValidationRun.from_bytes(raw, uploaded_by=player)
    run.status = "done"
    run.findings = [
        {
            "code": "rebirth.damage.unknown_atk",
            "verdict": "needs_ruling",
            "message_ja": "アタックしたキャラのATKが不明です。",
            "message_en": "The attacker's ATK is unknown.",
            "clauses": ["rebirth:8.4.3"],
            "seq": 4,
            "evidence": {"card": "A1"},
            "unknown": "the attacker's ATK",
        }
    ]
    run.save()
    client.force_login(player)
    ja = client.get(run.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert "不明な点: アタックしたキャラのATK" in ja and "the attacker&#x27;s ATK" not in ja
    en = client.get(run.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "the attacker&#x27;s ATK" in en
