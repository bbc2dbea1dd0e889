"""Bounded work per run, failures that reach the page, retries of transient errors, and the outbox.

Issue 20: a 3-5 MB log within the limits made findings grow to hundreds of MB and left the run "running"
forever; a dead broker answered uploads with a 500 after ~19 s and lost them. Here the tasks run in-process
(no REDIS_URL); tests/integration/test_outbox.py does the same against a real Redis and worker.
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path

import kombu.exceptions
import pytest
from django.contrib.auth.models import User
from django.core.management import call_command
from django.db import OperationalError
from rest_framework.test import APIClient

from judge.disputes.models import Dispute
from judge.engine.core.logreader import MAX_ENTRIES
from judge.validation import runner
from judge.validation.models import MAX_LOG_BYTES, MAX_STORED_FINDINGS, ValidationRun
from judge.validation.services import dispatch, requeue_waiting_runs
from judge.validation.tasks import validate_run
from judge.validation.views import FINDINGS_PER_PAGE
from rules_index.search.results import Hit, SnippetSource
from rules_index.services import SearchResult
from tests.site.test_disputes import open_as, table  # noqa: F401 - a match with players and a judge

pytestmark = pytest.mark.django_db
GOLDEN = Path(__file__).resolve().parents[1] / "unit" / "engine" / "golden" / "attack_errors.json"


def worst_case_log(entries: int = MAX_ENTRIES) -> bytes:
    """As many entries as the reader accepts, every one illegal (a Reバース card played as a character)
    and padded towards the byte limit: the most findings and links a log within the limits can make."""
    log = json.loads(GOLDEN.read_text(encoding="utf-8"))["log"]
    first = log["entries"][0]
    log["entries"] = [{**first, "seq": seq, "note": "x" * 100} for seq in range(1, entries + 1)]
    return json.dumps(log, ensure_ascii=False).encode("utf-8")


@pytest.fixture
def api() -> APIClient:
    client = APIClient()
    client.force_authenticate(User.objects.create_user("uploader", password="pw-uploader-1"))
    return client


def upload(api: APIClient, raw: bytes, capture) -> dict:  # type: ignore[no-untyped-def]
    with capture(execute=True):
        response = api.post("/api/validations", raw, content_type="application/json")
    assert response.status_code == 202, response.content[:300]
    return response.json()


def test_the_worst_log_within_the_limits_replays_and_is_stored_in_seconds_with_a_bounded_size(
    api, client, django_capture_on_commit_callbacks
):
    raw = worst_case_log()
    assert 3 * 1024 * 1024 < len(raw) <= MAX_LOG_BYTES
    started = time.monotonic()
    body = upload(api, raw, django_capture_on_commit_callbacks)
    elapsed = time.monotonic() - started
    assert elapsed < 30, f"replay and store took {elapsed:.1f} s"
    run = ValidationRun.objects.get(pk=body["id"])
    assert run.status == ValidationRun.Status.DONE, run.error
    assert run.entries_replayed == MAX_ENTRIES
    # Every entry is illegal and counted, but only the first findings are stored.
    assert run.counts()["illegal"] >= MAX_ENTRIES
    assert len(run.findings) == MAX_STORED_FINDINGS
    assert run.findings_omitted == sum(run.totals.values()) - MAX_STORED_FINDINGS > 0
    assert len(json.dumps(run.findings, ensure_ascii=False).encode()) < 2 * 1024 * 1024
    assert max(len(f.get("may_stem_from", [])) for f in run.findings) <= 8
    # The page and the API of the run stay small, and say what was left out.
    client.force_login(run.uploaded_by)
    page = client.get(run.get_absolute_url())
    assert page.status_code == 200 and len(page.content) < 512 * 1024, len(page.content)
    assert b'id="findings-omitted"' in page.content
    _assert_paged(client, run)
    detail = api.get(f"/api/validations/{run.pk}")
    assert detail.status_code == 200 and len(detail.content) < 3 * 1024 * 1024


def _findings_on(html: str) -> list[int]:
    """The entry numbers of the findings listed on a report page, in order."""
    listed = html.split('id="findings"', 1)[1].split("</ol>", 1)[0]
    return [int(n) for n in re.findall(r"<strong>#(\d+)</strong>", listed)]


def _assert_paged(client, run: ValidationRun) -> None:  # type: ignore[no-untyped-def]
    """The report lists FINDINGS_PER_PAGE findings a page, in order, with links to the next and previous
    pages; a bad page number shows a page, never an error."""
    stored = [f["seq"] for f in run.findings]
    pages = -(-len(stored) // FINDINGS_PER_PAGE)
    first = client.get(run.get_absolute_url()).content.decode()
    assert _findings_on(first) == stored[:FINDINGS_PER_PAGE]
    assert 'href="?page=2#findings" rel="next"' in first and 'rel="prev"' not in first
    second = client.get(run.get_absolute_url(), {"page": 2})
    assert second.status_code == 200 and len(second.content) < 512 * 1024
    html = second.content.decode()
    assert _findings_on(html) == stored[FINDINGS_PER_PAGE : 2 * FINDINGS_PER_PAGE]
    assert f'start="{FINDINGS_PER_PAGE + 1}"' in html
    assert 'href="?page=1#findings" rel="prev"' in html and 'href="?page=3#findings" rel="next"' in html
    last = client.get(run.get_absolute_url(), {"page": pages}).content.decode()
    assert _findings_on(last) == stored[(pages - 1) * FINDINGS_PER_PAGE :] and 'rel="next"' not in last
    for bad in ("x", "0", "-1", str(pages + 5), "9" * 40):
        assert client.get(run.get_absolute_url(), {"page": bad}).status_code == 200, bad


def test_a_failure_while_storing_fails_the_run_with_a_message_on_its_page(
    api, client, monkeypatch, django_capture_on_commit_callbacks
):
    def broken_store(run, data):  # type: ignore[no-untyped-def]
        raise ValueError("cannot store this report")

    monkeypatch.setattr(runner, "_store", broken_store)
    body = upload(api, worst_case_log(20), django_capture_on_commit_callbacks)
    run = ValidationRun.objects.get(pk=body["id"])
    assert run.status == ValidationRun.Status.FAILED
    assert "cannot store this report" in run.error and run.finished_at is not None
    client.force_login(run.uploaded_by)
    assert b'id="run-failed"' in client.get(run.get_absolute_url()).content


def test_a_transient_database_error_is_retried_and_the_run_finishes(monkeypatch):
    real = runner.replay
    run = ValidationRun.from_bytes(worst_case_log(20), source="api")
    run.save()
    monkeypatch.setattr(runner, "replay", _transient_once(real))
    # As a worker runs it (in-process tasks re-raise at once; throw=False lets the retry happen).
    validate_run.apply(args=[str(run.pk)], throw=False)
    run.refresh_from_db()
    assert run.status == ValidationRun.Status.DONE and run.attempts == 2


def _transient_once(real):  # type: ignore[no-untyped-def]
    """A store that loses its database connection once: the run must be retried, not failed."""
    state = {"failed": False}

    def replay(raw: bytes):  # type: ignore[no-untyped-def]
        report = real(raw)
        if not state["failed"]:
            state["failed"] = True

            class Lost:
                def to_dict(self):  # type: ignore[no-untyped-def]
                    raise OperationalError("the database went away")

            return Lost()
        return report

    return replay


def test_a_transient_error_that_outlasts_the_retries_fails_the_run(monkeypatch):
    class Lost:
        def to_dict(self):  # type: ignore[no-untyped-def]
            raise OperationalError("the database is still down")

    monkeypatch.setattr(runner, "replay", lambda raw: Lost())
    run = ValidationRun.from_bytes(worst_case_log(5), source="api")
    run.save()
    # The last retry, as a worker runs it: it fails for good, and the task fails the run.
    outcome = validate_run.apply(args=[str(run.pk)], retries=validate_run.max_retries, throw=False)
    assert isinstance(outcome.result, OperationalError)
    run.refresh_from_db()
    assert run.status == ValidationRun.Status.FAILED and "still down" in run.error


def test_with_the_broker_down_an_upload_is_stored_as_queued_and_the_sweep_sends_it(
    api, client, monkeypatch, settings, django_capture_on_commit_callbacks
):
    settings.CELERY_TASK_ALWAYS_EAGER = False
    sent: list[str] = []

    def down(*args):  # type: ignore[no-untyped-def]
        raise kombu.exceptions.OperationalError("Error 111 connecting to 127.0.0.1:6379")

    monkeypatch.setattr(validate_run, "delay", down)
    started = time.monotonic()
    body = upload(api, worst_case_log(5), django_capture_on_commit_callbacks)
    assert time.monotonic() - started < 5
    run = ValidationRun.objects.get(pk=body["id"])
    assert run.status == ValidationRun.Status.QUEUED and run.dispatched_at is None
    assert body["waiting_for_worker"] is True
    client.force_login(run.uploaded_by)
    assert b'id="run-waiting"' in client.get(run.get_absolute_url()).content
    # Still down: the sweep tries, leaves it waiting.
    assert requeue_waiting_runs()["deferred"] == 1
    # Back: the sweep sends it once; a second sweep finds nothing waiting.
    monkeypatch.setattr(validate_run, "delay", lambda run_id: sent.append(run_id))
    call_command("requeue_waiting")
    assert sent == [str(run.pk)]
    run.refresh_from_db()
    assert run.dispatched_at is not None
    assert requeue_waiting_runs() == {"sent": 0, "deferred": 0, "given_up": 0}


def test_the_sweep_gives_up_on_a_run_that_never_finishes(monkeypatch, settings):
    settings.CELERY_TASK_ALWAYS_EAGER = False
    monkeypatch.setattr(validate_run, "delay", lambda run_id: None)
    run = ValidationRun.from_bytes(worst_case_log(5), source="api", attempts=5)
    run.save()
    assert requeue_waiting_runs()["given_up"] == 1
    run.refresh_from_db()
    assert run.status == ValidationRun.Status.FAILED and "attempts" in run.error
    assert dispatch(str(run.pk)) is True  # sending a finished run is harmless: the task leaves it


def test_a_dispute_waits_for_the_broker_and_its_preparation_failure_is_shown(
    client,
    table,  # noqa: F811 - the fixture imported above
    monkeypatch,
    settings,
    django_capture_on_commit_callbacks,
):
    from judge.disputes import preparation
    from judge.disputes.tasks import prepare_dispute

    event, match, people = table
    settings.CELERY_TASK_ALWAYS_EAGER = False

    def down(*args):  # type: ignore[no-untyped-def]
        raise kombu.exceptions.OperationalError("Error 111 connecting to 127.0.0.1:6379")

    monkeypatch.setattr(prepare_dispute, "delay", down)
    response = open_as(client, people["ann"], event, match, django_capture_on_commit_callbacks)
    assert response.status_code == 302
    dispute = Dispute.objects.get()
    assert dispute.processed is False and dispute.dispatched_at is None
    assert b'id="prep-waiting"' in client.get(dispute.get_absolute_url()).content

    # Back, but the search breaks: the dispute is finished with the reason shown to its judges.
    settings.CELERY_TASK_ALWAYS_EAGER = True
    monkeypatch.undo()

    def broken(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise RuntimeError("search index unreadable")

    monkeypatch.setattr(preparation, "search_rules", broken)
    call_command("requeue_waiting")
    dispute.refresh_from_db()
    assert dispute.processed is True and "search index unreadable" in dispute.preparation_error
    client.force_login(people["judy"])
    assert b'id="prep-failed"' in client.get(dispute.get_absolute_url()).content


class _BrokenSnippet(SnippetSource):
    def html(self) -> str:
        raise RuntimeError("snippet text unreadable")


def test_a_snippet_that_cannot_be_made_fails_the_preparation_with_its_reason(
    client,
    table,  # noqa: F811 - the fixture imported above
    monkeypatch,
    django_capture_on_commit_callbacks,
):
    # Snippets are made when read: one that fails is the search failing, shown to the judges, never
    # an error escaping the task (the dispute would stay "being prepared" for ever).
    from judge.disputes import preparation
    from judge.disputes.tasks import prepare_dispute

    event, match, people = table
    monkeypatch.setattr(prepare_dispute, "delay", lambda *args: None)
    open_as(client, people["ann"], event, match, django_capture_on_commit_callbacks)
    dispute = Dispute.objects.get()
    hit = Hit("rebirth", "4.8", [], 1.0, source=_BrokenSnippet(("text",), frozenset(), frozenset()))
    monkeypatch.setattr(preparation, "search_rules", lambda *a, **k: SearchResult([hit], 1.0, []))
    preparation.prepare(dispute.pk)
    dispute.refresh_from_db()
    assert dispute.processed is True and "snippet text unreadable" in dispute.preparation_error
    assert dispute.suggested_clauses == []
