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


def start_worker(
    database: str,
    name: str,
    log_name: str,
    extra_env: dict[str, str] | None = None,
    queue: str | None = None,
    include: str | None = None,
) -> subprocess.Popen[str]:
    """Start a solo-pool Celery worker on the test database and wait until it answers a ping.

    ``name`` prefixes the worker's hostname; ``queue`` makes it consume only that queue (so a test can
    keep its tasks away from the session's worker); ``include`` is one more module for the worker to
    import (a test's own hooks); ``extra_env`` goes to the worker process only.
    """
    db = settings.DATABASES["default"]
    url = f"postgresql://{db['USER']}@{db['HOST']}:{db['PORT']}/{database}"
    env = {**os.environ, "DATABASE_URL": url, "REDIS_URL": settings.REDIS_URL, **(extra_env or {})}
    log = open(ROOT / "var" / log_name, "w")  # noqa: SIM115 - the worker writes to it until it ends
    command = [
        sys.executable,
        "-m",
        "celery",
        "-A",
        "judge.celery",
        "worker",
        "--pool=solo",
        "--concurrency=1",
        "--loglevel=INFO",
        f"--hostname={name}@%h",
        "--without-gossip",
        "--without-mingle",
        *(["--queues", queue] if queue else []),
        *(["--include", include] if include else []),
    ]
    proc = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT, text=True)
    log.close()  # the child holds its own descriptor
    from judge.celery import app

    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"the Celery worker exited early; see {log.name}")
        answers = app.control.ping(timeout=0.5)
        if any(host.startswith(f"{name}@") for answer in answers for host in answer):
            return proc
    proc.kill()
    raise RuntimeError(f"the Celery worker did not answer within 60 s; see {log.name}")


def stop_worker(proc: subprocess.Popen[str]) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


@pytest.fixture(scope="session")
def celery_worker_process(services: dict[str, str]) -> Iterator[subprocess.Popen[str]]:
    import redis

    redis.Redis.from_url(settings.REDIS_URL).flushdb()  # no stale tasks from an earlier run
    proc = start_worker(services["database"], "test-worker", "test-celery-worker.log")
    yield proc
    stop_worker(proc)
