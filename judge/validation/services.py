"""Operations on validation runs that the views, the API and the disputes share.

The run's row is its own outbox: it is stored first, and the task is handed to the broker after the commit.
When the broker cannot be reached the row stays queued without a dispatch mark, the page says so, and
``requeue_waiting`` (a management command and a Celery beat entry) sends it again once the broker is back.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import timedelta
from typing import Any

import kombu.exceptions
import redis.exceptions
from django.conf import settings
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from .models import ValidationRun
from .tasks import validate_run

_log = logging.getLogger(__name__)

# What a publish raises when Redis is down or unreachable (kombu wraps most, not all, of them).
BROKER_ERRORS: tuple[type[BaseException], ...] = (
    kombu.exceptions.OperationalError,
    redis.exceptions.ConnectionError,
    redis.exceptions.TimeoutError,
    ConnectionError,
    TimeoutError,
)
# A run handed to the broker longer ago than this and still not finished is sent again: its message was
# lost (a flushed Redis, a broker restarted without persistence). Longer than the visibility timeout, so
# a message Redis still holds for a dead worker is restored by Redis, not doubled by us.
STALE_AFTER = timedelta(seconds=settings.BROKER_VISIBILITY_TIMEOUT + 300)
# A run started this many times and never finished is given up on: it is what kills its worker.
MAX_ATTEMPTS = 5


def send_or_defer(task: Any, mark: Callable[[Any], None], *args: Any) -> bool:
    """Send ``task(*args)`` and record the dispatch with ``mark(now)``; on a broker error keep the outbox
    row unmarked (``mark(None)``) and answer False instead of failing the request."""
    mark(timezone.now())
    if settings.CELERY_TASK_ALWAYS_EAGER:
        task.delay(*args)  # in-process: no broker to lose, and the task's own errors are its own
        return True
    try:
        task.delay(*args)
    except BROKER_ERRORS as exc:
        _log.warning("broker unreachable, %s(%s) waits for the sweep: %s", task.name, args, exc)
        mark(None)
        return False
    return True


def dispatch(run_id: str) -> bool:
    def mark(when: Any) -> None:
        ValidationRun.objects.filter(pk=run_id).update(dispatched_at=when)

    return send_or_defer(validate_run, mark, str(run_id))


def start_validation(run: ValidationRun) -> None:
    """Store the run, then hand it to a worker once the row is committed (in-process without Redis)."""
    run.save()
    transaction.on_commit(lambda: dispatch(str(run.pk)))


def requeue_waiting_runs(now: Any = None) -> dict[str, int]:
    """Send again every run that waits: never handed to the broker, or handed long ago and unfinished."""
    now = now or timezone.now()
    waiting = ValidationRun.objects.filter(
        status__in=[ValidationRun.Status.QUEUED, ValidationRun.Status.RUNNING]
    ).filter(_undispatched_or_stale(now))
    sent = deferred = given_up = 0
    for pk, attempts in waiting.values_list("pk", "attempts"):
        if attempts >= MAX_ATTEMPTS:
            ValidationRun.objects.filter(pk=pk).update(
                status=ValidationRun.Status.FAILED,
                finished_at=now,
                error=f"given up after {attempts} attempts that never finished",
            )
            given_up += 1
        elif dispatch(str(pk)):
            sent += 1
        else:
            deferred += 1
    return {"sent": sent, "deferred": deferred, "given_up": given_up}


def _undispatched_or_stale(now: Any) -> Q:
    return Q(dispatched_at__isnull=True) | Q(dispatched_at__lt=now - STALE_AFTER)
