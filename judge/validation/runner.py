"""Running the engine on a stored validation run (the Celery task is a thin wrapper around this)."""

from __future__ import annotations

import logging

from django.db import transaction
from django.utils import timezone

from judge.engine import replay

from .models import ValidationRun

_log = logging.getLogger(__name__)


def run_validation(run_id: str) -> str:
    """Replay the run's log and store the findings. Safe to run twice: a finished run is left as it is,
    and a run whose worker died mid-way is simply replayed again (the findings replace, never add)."""
    with transaction.atomic():
        run = ValidationRun.objects.select_for_update().get(pk=run_id)
        if run.status in (ValidationRun.Status.DONE, ValidationRun.Status.FAILED):
            return run.status
        run.status = ValidationRun.Status.RUNNING
        run.attempts += 1
        run.save(update_fields=["status", "attempts"])
    raw = bytes(run.raw_log)
    try:
        report = replay(raw)
    except Exception as exc:  # the engine must never take the run down with it: record and show
        _log.exception("validation run %s failed in the engine", run.pk)
        run.status = ValidationRun.Status.FAILED
        run.error = f"{type(exc).__name__}: {exc}"[:2000]
    else:
        data = report.to_dict()
        run.status = ValidationRun.Status.DONE
        run.game = data.get("game") or ""
        run.engine_version = data.get("engine_version", "")
        run.entries_replayed = data.get("entries_replayed", 0)
        run.findings = data.get("findings", [])
        run.judge_calls = data.get("judge_calls", [])
    run.finished_at = timezone.now()
    run.save()
    return run.status
