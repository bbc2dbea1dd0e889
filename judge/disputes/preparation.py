"""The background work for a new dispute: replay its log and look up the clauses it is likely about."""

from __future__ import annotations

import logging

from judge.validation import runner
from judge.validation.runner import TRANSIENT_ERRORS, run_validation
from rules_index.services import search as search_rules

from .models import Dispute

SUGGESTIONS = 5
_log = logging.getLogger(__name__)


def prepare(dispute_id: int) -> None:
    """Background work for a new dispute; idempotent, so a redelivered task changes nothing more."""
    dispute = Dispute.objects.select_related("event").get(pk=dispute_id)
    if dispute.validation_id:
        run_validation(str(dispute.validation_id))
    if dispute.processed:
        return
    try:
        result = search_rules(dispute.description, document=dispute.event.game, limit=SUGGESTIONS)
        if not result.hits:  # the game's own rulebook has nothing: look across all of them
            result = search_rules(dispute.description, limit=SUGGESTIONS)
    except TRANSIENT_ERRORS:
        raise
    except Exception as exc:  # the judges can still rule without suggestions: say so and finish
        _log.exception("dispute %s: clause suggestions failed", dispute_id)
        mark_failed(dispute_id, exc)
        return
    dispute.suggested_clauses = [
        {"ref": f"{h.document}:{h.number}", "heading_path": h.heading_path, "snippet": h.snippet}
        for h in result.hits
    ]
    dispute.processed = True
    dispute.preparation_error = ""
    dispute.save(update_fields=["suggested_clauses", "processed", "preparation_error"])


def mark_failed(dispute_id: int, exc: BaseException) -> None:
    """Finish the preparation with its reason shown to the judges (and fail its run if it is unfinished)."""
    reason = f"{type(exc).__name__}: {exc}"[:2000]
    Dispute.objects.filter(pk=dispute_id, processed=False).update(processed=True, preparation_error=reason)
    run_id = Dispute.objects.filter(pk=dispute_id).values_list("validation_id", flat=True).first()
    if run_id:
        runner.mark_failed(run_id, exc)
