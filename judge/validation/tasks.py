from __future__ import annotations

from celery import shared_task

from .runner import run_validation


# The task keeps its historical name so messages already queued by the previous layout still run.
@shared_task(bind=True, max_retries=3, default_retry_delay=5, name="judge.tasks.validate_run")
def validate_run(self, run_id: str) -> str:
    return run_validation(run_id)
