"""Running the engine on a stored validation run (the Celery task is a thin wrapper around this)."""

from __future__ import annotations

import logging
from typing import Any

from django.db import InterfaceError, OperationalError, transaction
from django.utils import timezone

from judge.engine import replay

from .models import MAX_STORED_FINDINGS, MAX_STORED_JUDGE_CALLS, ValidationRun

_log = logging.getLogger(__name__)

# Failures that pass by themselves (a database restart, a dropped connection): the task retries these
# instead of failing the run. Everything else fails the run at once, with a message on its page.
TRANSIENT_ERRORS: tuple[type[BaseException], ...] = (OperationalError, InterfaceError)


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
    try:
        report = replay(bytes(run.raw_log))
    except Exception as exc:  # the engine must never take the run down with it: record and show
        _log.exception("validation run %s failed in the engine", run.pk)
        return mark_failed(run.pk, exc)
    try:
        _store(run, report.to_dict())
    except TRANSIENT_ERRORS:
        raise  # the task retries; the run stays "running" and the next attempt replays it again
    except Exception as exc:
        # Anything else (a value the database refuses, a report that does not serialise) will not pass
        # by itself: fail the run now rather than leave it "running".
        _log.exception("validation run %s could not be stored", run.pk)
        return mark_failed(run.pk, exc)
    return ValidationRun.Status.DONE


def _store(run: ValidationRun, data: dict[str, Any]) -> None:
    findings = data.get("findings", [])
    calls = data.get("judge_calls", [])
    totals = {"illegal": 0, "needs_ruling": 0, "log_error": 0}
    for f in findings:
        verdict = f.get("verdict", "log_error")
        totals[verdict] = totals.get(verdict, 0) + 1
    run.status = ValidationRun.Status.DONE
    run.game = str(data.get("game") or "")[:40]
    run.engine_version = str(data.get("engine_version", ""))[:60]
    run.entries_replayed = data.get("entries_replayed", 0)
    # Bounded: the first findings (in log order, so the root causes) are kept; the rest are counted.
    run.findings = findings[:MAX_STORED_FINDINGS]
    run.findings_omitted = max(0, len(findings) - MAX_STORED_FINDINGS)
    run.totals = totals
    run.judge_calls = calls[:MAX_STORED_JUDGE_CALLS]
    run.error = ""
    run.finished_at = timezone.now()
    # Named fields only: the dispatch mark belongs to the outbox and may change while this runs.
    run.save(
        update_fields=[
            "status",
            "game",
            "engine_version",
            "entries_replayed",
            "findings",
            "findings_omitted",
            "totals",
            "judge_calls",
            "error",
            "finished_at",
        ]
    )


def mark_failed(run_id: Any, exc: BaseException) -> str:
    """Fail the run with the reason on its page; written as one UPDATE so it works whatever state the
    run object of the failed attempt is in."""
    ValidationRun.objects.filter(pk=run_id).exclude(status=ValidationRun.Status.DONE).update(
        status=ValidationRun.Status.FAILED,
        error=f"{type(exc).__name__}: {exc}"[:2000],
        finished_at=timezone.now(),
    )
    return ValidationRun.Status.FAILED
