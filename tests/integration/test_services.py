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
    body = client.get("/healthz").json()
    assert body["database"]["vendor"] == "postgresql" and body["database"]["ok"] is True
    assert body["redis"] == {"ok": True, "configured": True}
    assert any(name.startswith("test-worker@") for name in body["celery"]["workers"])
