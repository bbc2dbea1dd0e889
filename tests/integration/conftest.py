"""Real services for the integration tests: PostgreSQL, Redis and a Celery worker process.

`make test` runs this folder with DATABASE_URL and REDIS_URL pointing at the machine's PostgreSQL and
Redis. The worker is a separate process started here; it connects to the same test database that
pytest-django created, so a task it runs is visible to the test.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from django.conf import settings

from tests.conftest import require

ROOT = Path(__file__).resolve().parents[2]


def _redis_ok() -> bool:
    import redis

    if not settings.REDIS_URL:
        return False
    try:
        return bool(redis.Redis.from_url(settings.REDIS_URL, socket_connect_timeout=1).ping())
    except redis.RedisError:
        return False


@pytest.fixture(scope="session")
def services(django_db_setup, django_db_blocker) -> dict[str, str]:  # type: ignore[no-untyped-def]
    from django.db import connection

    with django_db_blocker.unblock():
        require(connection.vendor == "postgresql", "PostgreSQL (set DATABASE_URL=postgresql://…)")
    require(_redis_ok(), f"Redis at {settings.REDIS_URL or '(REDIS_URL unset)'}")
    return {"database": connection.settings_dict["NAME"]}


@pytest.fixture(scope="session")
def celery_worker_process(services: dict[str, str]) -> Iterator[subprocess.Popen[str]]:
    import redis

    redis.Redis.from_url(settings.REDIS_URL).flushdb()  # no stale tasks from an earlier run
    db = settings.DATABASES["default"]
    url = f"postgresql://{db['USER']}@{db['HOST']}:{db['PORT']}/{services['database']}"
    env = {**os.environ, "DATABASE_URL": url, "REDIS_URL": settings.REDIS_URL}
    log = open(ROOT / "var" / "test-celery-worker.log", "w")  # noqa: SIM115 - closed at teardown
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "celery",
            "-A",
            "judge",
            "worker",
            "--pool=solo",
            "--concurrency=1",
            "--loglevel=INFO",
            "--hostname=test-worker@%h",
            "--without-gossip",
            "--without-mingle",
        ],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        text=True,
    )
    from judge.celery import app

    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"the Celery worker exited early; see {log.name}")
        if app.control.ping(timeout=0.5):
            break
    else:
        proc.terminate()
        raise RuntimeError(f"the Celery worker did not answer within 60 s; see {log.name}")
    yield proc
    proc.terminate()
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
    log.close()
