"""The background work for a new dispute: replay its log and look up the clauses it is likely about."""

from __future__ import annotations

from judge.validation.runner import run_validation
from rules_index.services import search as search_rules

from .models import Dispute

SUGGESTIONS = 5


def prepare(dispute_id: int) -> None:
    """Background work for a new dispute; idempotent, so a redelivered task changes nothing more."""
    dispute = Dispute.objects.select_related("event").get(pk=dispute_id)
    if dispute.validation_id:
        run_validation(str(dispute.validation_id))
    if not dispute.processed:
        result = search_rules(dispute.description, document=dispute.event.game, limit=SUGGESTIONS)
        if not result.hits:  # the game's own rulebook has nothing: look across all of them
            result = search_rules(dispute.description, limit=SUGGESTIONS)
        dispute.suggested_clauses = [
            {"ref": f"{h.document}:{h.number}", "heading_path": h.heading_path, "snippet": h.snippet}
            for h in result.hits
        ]
        dispute.processed = True
        dispute.save(update_fields=["suggested_clauses", "processed"])
