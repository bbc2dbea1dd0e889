"""The worst log within the limits (20,000 illegal entries, ~5 MB) through the real path: the API on
PostgreSQL, Redis, and a separate Celery worker. It finishes in seconds with a bounded row (issue 20: it
used to grow to hundreds of MB of findings and stay "running" forever)."""

from __future__ import annotations

import time

import pytest


@pytest.mark.django_db(transaction=True)
def test_the_worst_log_is_replayed_by_the_worker_in_seconds(celery_worker_process):
    from django.contrib.auth.models import User
    from django.db import connection
    from rest_framework.test import APIClient

    from judge.validation.models import MAX_STORED_FINDINGS, ValidationRun
    from tests.site.test_run_reliability import worst_case_log

    api = APIClient()
    api.force_authenticate(User.objects.create_user("worst", password="pw-worst-1234"))
    started = time.monotonic()
    response = api.post("/api/validations", worst_case_log(), content_type="application/json")
    assert response.status_code == 202
    run_id = response.json()["id"]
    deadline = started + 60
    while time.monotonic() < deadline:
        if ValidationRun.objects.filter(pk=run_id, status__in=["done", "failed"]).exists():
            break
        time.sleep(0.2)
    elapsed = time.monotonic() - started
    run = ValidationRun.objects.get(pk=run_id)
    assert run.status == ValidationRun.Status.DONE, (run.status, run.error)
    assert elapsed < 30, f"upload to stored took {elapsed:.1f} s"
    assert len(run.findings) == MAX_STORED_FINDINGS and run.findings_omitted > 0
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_column_size(findings) FROM judge_validationrun WHERE id = %s", [run_id])
        assert cursor.fetchone()[0] < 2 * 1024 * 1024
    body = api.get(f"/api/validations/{run_id}")
    assert body.status_code == 200 and len(body.content) < 3 * 1024 * 1024
