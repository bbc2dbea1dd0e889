"""The real services: a task sent through Redis runs in a separate Celery worker and its result is stored."""

from __future__ import annotations

import uuid

import pytest
from django.db import connection

from judge.models import TaskProbe
from judge.tasks import record_probe


@pytest.mark.django_db(transaction=True)
def test_database_is_postgresql(services):
    assert connection.vendor == "postgresql"
    with connection.cursor() as cursor:
        cursor.execute("SHOW server_version")
        assert int(cursor.fetchone()[0].split(".")[0]) >= 13


@pytest.mark.django_db(transaction=True)
def test_task_sent_through_redis_is_run_by_the_worker_and_stored(celery_worker_process):
    token = uuid.uuid4().hex
    async_result = record_probe.delay(token)
    outcome = async_result.get(timeout=60)
    assert outcome["created"] is True and outcome["eager"] is False
    probe = TaskProbe.objects.get(token=token)
    assert probe.eager is False and probe.hostname  # written by the worker, not in this process
    assert async_result.status == "SUCCESS"


@pytest.mark.django_db(transaction=True)
def test_healthz_sees_the_worker(client, celery_worker_process):
    from django.contrib.auth.models import User

    assert client.get("/healthz").json() == {"status": "ok"}  # the public answer says no more
    client.force_login(User.objects.create_user("ops-int", password="pw-ops-int-1", is_staff=True))
    body = client.get("/healthz").json()
    assert body["database"]["vendor"] == "postgresql" and body["database"]["ok"] is True
    assert body["redis"] == {"ok": True, "configured": True}
    assert any(name.startswith("test-worker@") for name in body["celery"]["workers"])


@pytest.mark.django_db(transaction=True)
def test_validation_upload_is_replayed_by_the_worker(celery_worker_process):
    import json
    import time
    from pathlib import Path

    from django.contrib.auth.models import User
    from rest_framework.test import APIClient

    from judge.validation.models import ValidationRun

    user = User.objects.create_user("uploader", password="pw-uploader-1")
    api = APIClient()
    api.force_authenticate(user)
    golden = Path(__file__).resolve().parents[1] / "unit" / "engine" / "golden" / "attack_errors.json"
    data = json.loads(golden.read_text(encoding="utf-8"))
    response = api.post("/api/validations", json.dumps(data["log"]), content_type="application/json")
    assert response.status_code == 202
    run_id = response.json()["id"]
    deadline = time.monotonic() + 60
    body = {}
    while time.monotonic() < deadline:
        body = api.get(f"/api/validations/{run_id}").json()
        if body["status"] in ("done", "failed"):
            break
        time.sleep(0.2)
    assert body["status"] == "done", body
    found = {(f["seq"], f["code"]) for f in body["findings"]}
    assert found >= {(e["seq"], e["code"]) for e in data["expected"]}
    assert ValidationRun.objects.get(pk=run_id).attempts == 1  # run once, not doubled


@pytest.mark.django_db(transaction=True)
def test_dispute_is_prepared_by_the_worker(celery_worker_process, client):
    import time

    from django.contrib.auth.models import User

    from judge.disputes.models import Dispute
    from rules_index.importer import import_all
    from tournaments import rounds
    from tournaments.models import Event, Registration

    import_all()
    org = User.objects.create_user("org-int", password="pw-org-int-1")
    ann = User.objects.create_user("ann-int", password="pw-ann-int-1")
    bob = User.objects.create_user("bob-int", password="pw-bob-int-1")
    event = Event.objects.create(name="Int Cup", game="rebirth", organizer=org)
    Registration.objects.create(event=event, name="ann", user=ann)
    Registration.objects.create(event=event, name="bob", user=bob)
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    match = rnd.matches.get()
    client.force_login(ann)
    client.post(
        f"/events/{event.pk}/matches/{match.pk}/dispute", {"description": "リタイア置場のカードが7枚になった"}
    )
    dispute = Dispute.objects.get()
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not Dispute.objects.get(pk=dispute.pk).processed:
        time.sleep(0.2)
    dispute.refresh_from_db()
    assert dispute.processed and len(dispute.suggested_clauses) == 5
    assert any(s["ref"].startswith("rebirth:") for s in dispute.suggested_clauses)
