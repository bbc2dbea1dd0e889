"""The beat task behind the outbox sweep (``CELERY_BEAT_SCHEDULE`` sends it every minute).

Kept apart from tasks.py because it reaches the services, which themselves send the tasks of tasks.py.
"""

from __future__ import annotations

from celery import shared_task

from .services import requeue_waiting


@shared_task(name="judge.outbox.requeue_waiting", ignore_result=True)
def requeue_waiting_task() -> dict[str, int]:
    return requeue_waiting()
