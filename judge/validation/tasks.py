from __future__ import annotations

from typing import Any

import kombu.exceptions
from celery import Task, shared_task

from .runner import TRANSIENT_ERRORS, mark_failed, run_validation


class RunTask(Task):
    """Fails the run, with the reason on its page, when the task itself fails for good (an error that
    is not transient, or a transient one that outlasted the retries): no run stays "running" forever."""

    def on_failure(self, exc: BaseException, task_id: str, args: Any, kwargs: Any, einfo: Any) -> None:
        run_id = args[0] if args else kwargs.get("run_id")
        if run_id:
            mark_failed(run_id, exc)


# The task keeps its historical name so messages already queued by the previous layout still run.
# Transient database and broker errors retry with a growing delay (5 s, 10 s, 20 s … at most 2 min).
@shared_task(
    bind=True,
    base=RunTask,
    name="judge.tasks.validate_run",
    # The outcome is the run's row; sending must not touch the result store (down with the broker).
    ignore_result=True,
    autoretry_for=(*TRANSIENT_ERRORS, kombu.exceptions.OperationalError),
    max_retries=5,
    retry_backoff=5,
    retry_backoff_max=120,
    retry_jitter=False,
)
def validate_run(self: Task, run_id: str) -> str:
    return run_validation(run_id)
