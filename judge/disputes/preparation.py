"""The background work for a new dispute: replay its log and look up the clauses it is likely about."""

from __future__ import annotations

import html
import logging

from judge.validation import runner
from judge.validation.models import ValidationRun
from judge.validation.runner import TRANSIENT_ERRORS, run_validation
from rules_index.queries import current_clauses
from rules_index.services import search as search_rules

from .models import Dispute

SUGGESTIONS = 5
# Clauses the engine cited for the attached log's breaches and open points come first (the record decides
# them), before the clauses the description's words find.
FROM_LOG = 3
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
        # Read here: a hit makes its snippet when first read, and a failure to is the search failing.
        found = [
            {"ref": f"{h.document}:{h.number}", "heading_path": h.heading_path, "snippet": h.snippet}
            for h in result.hits
        ]
    except TRANSIENT_ERRORS:
        raise
    except Exception as exc:  # the judges can still rule without suggestions: say so and finish
        _log.exception("dispute %s: clause suggestions failed", dispute_id)
        mark_failed(dispute_id, exc)
        return
    from_log = log_clauses(dispute.validation_id)
    seen = {s["ref"] for s in from_log}
    dispute.suggested_clauses = from_log + [s for s in found if s["ref"] not in seen]
    dispute.processed = True
    dispute.preparation_error = ""
    dispute.save(update_fields=["suggested_clauses", "processed", "preparation_error"])


def log_clauses(run_id: object) -> list[dict[str, object]]:
    """The first clauses the engine cited for the attached log's illegal and needs-ruling findings."""
    if not run_id:
        return []
    findings = ValidationRun.objects.filter(pk=run_id).values_list("findings", flat=True).first() or []
    refs: list[str] = []
    for finding in findings:
        if finding.get("verdict") in ("illegal", "needs_ruling"):
            # A finding's first clause is the one its check declares as deciding it.
            for ref in finding.get("clauses", [])[:1]:
                if ref not in refs:
                    refs.append(ref)
    clauses = current_clauses(refs[:FROM_LOG])
    return [
        {
            "ref": ref,
            "heading_path": clauses[ref].heading_path,
            "snippet": html.escape(clauses[ref].text[:140]),
            "from_log": True,
        }
        for ref in refs[:FROM_LOG]
        if ref in clauses
    ]


def mark_failed(dispute_id: int, exc: BaseException) -> None:
    """Finish the preparation with its reason shown to the judges (and fail its run if it is unfinished)."""
    reason = f"{type(exc).__name__}: {exc}"[:2000]
    Dispute.objects.filter(pk=dispute_id, processed=False).update(processed=True, preparation_error=reason)
    run_id = Dispute.objects.filter(pk=dispute_id).values_list("validation_id", flat=True).first()
    if run_id:
        runner.mark_failed(run_id, exc)
