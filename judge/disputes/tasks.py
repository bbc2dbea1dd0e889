from __future__ import annotations

from typing import Any

import kombu.exceptions
from celery import Task, shared_task

from judge.validation.runner import TRANSIENT_ERRORS

from .preparation import mark_failed, prepare


class PreparationTask(Task):
    """When the preparation fails for good, the dispute says so to its judges instead of "preparing"
    forever (and its log's run, if it never finished, is failed with the same reason)."""

    def on_failure(self, exc: BaseException, task_id: str, args: Any, kwargs: Any, einfo: Any) -> None:
        dispute_id = args[0] if args else kwargs.get("dispute_id")
        if dispute_id:
            mark_failed(dispute_id, exc)


# The task keeps its historical name so messages already queued by the previous layout still run.
@shared_task(
    bind=True,
    base=PreparationTask,
    name="judge.tasks.prepare_dispute",
    ignore_result=True,  # the outcome is the dispute's row
    autoretry_for=(*TRANSIENT_ERRORS, kombu.exceptions.OperationalError),
    max_retries=5,
    retry_backoff=5,
    retry_backoff_max=120,
    retry_jitter=False,
)
def prepare_dispute(self: Task, dispute_id: int) -> None:
    prepare(dispute_id)
