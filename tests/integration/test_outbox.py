"""Broker outages lose nothing (issue 20): with Redis unreachable, an upload and a dispute are accepted at once
and stored as queued (their pages say so); when the broker is back, the outbox sweep sends them and the real
worker processes both. The web side's broker is pointed at a closed port mid-test, then back."""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from django.conf import settings

GOLDEN = Path(__file__).resolve().parents[1] / "unit" / "engine" / "golden" / "attack_errors.json"


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]  # nothing listens once the socket is closed


def _point_broker(url: str) -> None:
    from kombu import pools

    from judge.celery import app

    app.conf.broker_url = url
    # Forget the pooled connections (kombu keeps them per URL); the next send builds new ones.
    pools.reset()
    app._pool = None
    app.amqp._producer_pool = None


@contextmanager
def broker_down() -> Iterator[None]:
    _point_broker(f"redis://127.0.0.1:{_closed_port()}/15")
    try:
        yield
    finally:
        _point_broker(settings.CELERY_BROKER_URL)


def _wait(condition, what: str, timeout: float = 60.0) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.2)
    raise AssertionError(f"timed out waiting for {what}")


@pytest.mark.django_db(transaction=True)
def test_uploads_and_disputes_survive_a_broker_outage(celery_worker_process, client):
    from django.contrib.auth.models import User
    from django.core.management import call_command

    from judge.disputes.models import Dispute
    from judge.validation.models import ValidationRun
    from rules_index.importer import import_all
    from tournaments import rounds
    from tournaments.models import Event, Registration

    import_all()
    org = User.objects.create_user("org-outbox", password="pw-org-outbox-1")
    ann = User.objects.create_user("ann-outbox", password="pw-ann-outbox-1")
    bob = User.objects.create_user("bob-outbox", password="pw-bob-outbox-1")
    event = Event.objects.create(name="Outbox Cup", game="rebirth", organizer=org)
    Registration.objects.create(event=event, name="ann", user=ann)
    Registration.objects.create(event=event, name="bob", user=bob)
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    match = rnd.matches.get()
    log = json.dumps(json.loads(GOLDEN.read_text(encoding="utf-8"))["log"]).encode()
    client.force_login(ann)

    with broker_down():
        started = time.monotonic()
        upload = client.post("/validate/", {"text": log.decode()})
        opened = client.post(
            f"/events/{event.pk}/matches/{match.pk}/dispute",
            {"description": "リタイア置場のカードが7枚になった"},
        )
        elapsed = time.monotonic() - started
        assert upload.status_code == 302 and opened.status_code == 302
        assert elapsed < 10, f"two requests with the broker down took {elapsed:.1f} s"
        run = ValidationRun.objects.get(uploaded_by=ann)
        dispute = Dispute.objects.get(event=event)
        assert run.status == ValidationRun.Status.QUEUED and run.dispatched_at is None
        assert dispute.processed is False and dispute.dispatched_at is None
        assert b'id="run-waiting"' in client.get(run.get_absolute_url()).content
        assert b'id="prep-waiting"' in client.get(dispute.get_absolute_url()).content
        # The sweep while the broker is still down keeps them waiting, and answers quickly.
        call_command("requeue_waiting")
        run.refresh_from_db()
        assert run.dispatched_at is None
        time.sleep(1)  # nothing can have run them meanwhile
        assert ValidationRun.objects.get(pk=run.pk).status == ValidationRun.Status.QUEUED

    call_command("requeue_waiting")
    _wait(
        lambda: ValidationRun.objects.filter(pk=run.pk, status=ValidationRun.Status.DONE).exists(),
        "the worker to replay the run",
    )
    _wait(lambda: Dispute.objects.get(pk=dispute.pk).processed, "the worker to prepare the dispute")
    run.refresh_from_db()
    dispute.refresh_from_db()
    assert run.findings and run.attempts == 1
    assert dispute.suggested_clauses and dispute.preparation_error == ""
