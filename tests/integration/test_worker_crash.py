"""A worker killed in the middle of a validation run loses nothing and doubles nothing.

The run goes to a worker whose replay is held (the hold below, switched on only in that worker's
environment, so production code is untouched): the row is committed as "running, attempt 1" and the
engine has not finished. That worker gets SIGKILL — no warm shutdown, no reject, the message stays
"unacked" in Redis. A fresh worker must then take the task again once the visibility timeout passes
(judge/settings.py; shortened to a few seconds here through CELERY_VISIBILITY_TIMEOUT), replay the log
and leave the row done, with exactly the findings of one replay, and nothing must be left to run again.
"""

from __future__ import annotations

import json
import os
import signal
import time
import uuid
from pathlib import Path

import pytest

# Read by the held worker: the file it creates once the run is "running" and the replay is about to start.
HOLD_ENV = "JUDGE_TEST_HOLD_REPLAY"
GOLDEN = Path(__file__).resolve().parents[1] / "unit" / "engine" / "golden" / "attack_errors.json"
VISIBILITY_TIMEOUT = 3  # seconds; the production default is ten minutes

if os.environ.get(HOLD_ENV):  # only inside the worker started with the hold (imported through --include)
    from celery.signals import task_prerun

    @task_prerun.connect
    def _hold_replay(**_: object) -> None:
        import judge.validation.runner

        marker = Path(os.environ[HOLD_ENV])

        def held(raw: bytes) -> object:
            marker.write_text("started", encoding="utf-8")
            time.sleep(600)  # ended by SIGKILL long before this
            raise RuntimeError("the held replay was not killed")

        judge.validation.runner.replay = held  # type: ignore[assignment]


def _wait_for(condition, what: str, timeout: float = 60.0) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.2)
    raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}")


@pytest.mark.django_db(transaction=True)
def test_killed_worker_mid_run_is_redelivered_and_finishes_once(services, tmp_path) -> None:
    import redis
    from django.conf import settings

    from judge.engine import replay
    from judge.validation.models import ValidationRun
    from judge.validation.tasks import validate_run
    from tests.integration.conftest import start_worker, stop_worker

    raw = json.dumps(json.loads(GOLDEN.read_text(encoding="utf-8"))["log"]).encode()
    expected = replay(raw).to_dict()["findings"]  # what one replay in this process finds
    assert expected  # the log has findings, so a doubled or missing list would show

    run = ValidationRun.from_bytes(raw, source="api", filename="crash.json")
    run.save()
    queue = f"crash-test-{uuid.uuid4().hex[:8]}"  # the session's worker must not take this task
    marker = tmp_path / "replay-started"
    short = {"CELERY_VISIBILITY_TIMEOUT": str(VISIBILITY_TIMEOUT)}
    workers = []
    try:
        first = start_worker(
            services["database"],
            f"crash-first-{queue}",
            "test-celery-crash-first.log",
            {**short, HOLD_ENV: str(marker)},
            queue,
            include=__name__,
        )
        workers.append(first)
        result = validate_run.apply_async(args=[str(run.pk)], queue=queue)
        _wait_for(marker.exists, "the first worker to start the replay")
        run.refresh_from_db()
        assert (run.status, run.attempts) == (ValidationRun.Status.RUNNING, 1)

        first.send_signal(signal.SIGKILL)
        assert first.wait(timeout=10) == -signal.SIGKILL
        client = redis.Redis.from_url(settings.REDIS_URL)
        assert client.llen(queue) == 0  # not rejected: only the visibility timeout brings it back
        run.refresh_from_db()
        assert run.status == ValidationRun.Status.RUNNING and run.findings == []

        second = start_worker(
            services["database"], f"crash-second-{queue}", "test-celery-crash-second.log", short, queue
        )
        workers.append(second)
        # The task keeps no Celery result (its outcome is the row), so the row is what is waited for.
        _wait_for(
            lambda: ValidationRun.objects.filter(pk=run.pk, status=ValidationRun.Status.DONE).exists(),
            "the redelivered task to finish the run",
            timeout=60,
        )
        run.refresh_from_db()
        assert run.status == ValidationRun.Status.DONE
        assert run.attempts == 2  # the killed attempt and the redelivered one, nothing more
        assert run.findings == expected  # replaced by the full replay, not appended to
        assert run.error == "" and run.finished_at is not None

        # Past another visibility timeout and sweep, nothing of the task is left to run a third time.
        time.sleep(VISIBILITY_TIMEOUT + 2)
        run.refresh_from_db()
        assert run.attempts == 2 and run.findings == expected
        assert client.llen(queue) == 0
        pending = [json.loads(m)[0] for m in client.hvals("unacked")]
        assert not any(m.get("headers", {}).get("id") == result.id for m in pending)
    finally:
        for proc in workers:
            if proc.poll() is None:
                stop_worker(proc)
