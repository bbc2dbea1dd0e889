from __future__ import annotations

from celery import shared_task

from .preparation import prepare


# The task keeps its historical name so messages already queued by the previous layout still run.
@shared_task(bind=True, max_retries=3, default_retry_delay=5, name="judge.tasks.prepare_dispute")
def prepare_dispute(self, dispute_id: int) -> None:
    prepare(dispute_id)
