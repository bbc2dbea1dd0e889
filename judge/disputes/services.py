"""Disputes: a player asks, the site prepares (log replay, likely clauses), a judge rules citing clauses.

Who sees a dispute: the two players of its match, the event's judges, and everybody once the head judge
publishes the ruling. Rulings are recorded through the penalty module's FloorRuling, so a time extension
reaches the outstanding-matches board and an appeal goes to the head judge like any other.
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth.base_user import AbstractBaseUser
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from judge.validation.models import MAX_LOG_BYTES, ValidationRun
from judge.validation.services import STALE_AFTER, requeue_waiting_runs, send_or_defer
from rules_index import search_cache
from tournaments.models import Match
from tournaments.penalties import services as penalties
from tournaments.services import (
    PermissionDenied,
    StateConflict,
    TournamentError,
    audit,
    is_judge,
    settle_by_ruling,
)

from .models import Dispute
from .tasks import prepare_dispute


def is_party(user: AbstractBaseUser, match: Match) -> bool:
    players = [match.player_a, match.player_b]
    return bool(user.is_authenticated and any(p is not None and p.user_id == user.pk for p in players))


def can_view(user: AbstractBaseUser, dispute: Dispute) -> bool:
    if dispute.published:
        return True
    return (
        is_party(user, dispute.match)
        or is_judge(user, dispute.event)
        or penalties.is_head_judge(user, dispute.event)
    )


def open_dispute(
    match: Match,
    actor: AbstractBaseUser,
    description: str,
    *,
    log: bytes | None = None,
    run: ValidationRun | None = None,
    believed_clause: str = "",
) -> Dispute:
    """``log`` (bytes, stored as a new run) or ``run`` (one the actor uploaded before) is the game log."""
    event = match.round.event
    if not (is_party(actor, match) or is_judge(actor, event)):
        raise PermissionDenied(
            "この対戦のプレイヤーかジャッジのみが裁定を依頼できます。",
            "Only the players of this match or a judge may open a dispute.",
        )
    if not description.strip():
        raise TournamentError("何が起きたかを書いてください。", "Describe what happened.")
    if log is not None and len(log) > MAX_LOG_BYTES:
        raise TournamentError("ログが大きすぎます（上限5MB）。", "The log is too large (5 MB at most).")
    if run is not None and (log is not None or run.uploaded_by_id != actor.pk):
        raise TournamentError(
            "自分でアップロードした検証結果かログを1つ添付してください。",
            "Attach one log or one validation run you uploaded.",
        )
    with transaction.atomic():
        if log:
            run = ValidationRun.from_bytes(log, uploaded_by=actor, source="dispute")
            run.save()
        dispute = Dispute.objects.create(
            event=event,
            match=match,
            opened_by=actor,
            description=description.strip(),
            believed_clause=believed_clause.strip()[:80],
            validation=run,
        )
        audit(event, actor, "open_dispute", dispute, None, {"match": match.pk, "log": bool(run)})
        transaction.on_commit(lambda: dispatch(dispute.pk))
    return dispute


def dispatch(dispute_id: int) -> bool:
    """Hand the preparation to a worker; with the broker down the dispute waits for the sweep."""

    def mark(when: Any) -> None:
        Dispute.objects.filter(pk=dispute_id).update(dispatched_at=when)

    return send_or_defer(prepare_dispute, mark, dispute_id)


def requeue_waiting(now: Any = None) -> dict[str, int]:
    """The outbox sweep: send again the runs and dispute preparations that wait (broker down when they
    arrived, or a message lost). Safe at any time: both tasks are idempotent."""
    now = now or timezone.now()
    counts = requeue_waiting_runs(now)
    waiting = Dispute.objects.filter(processed=False).filter(
        Q(dispatched_at__isnull=True) | Q(dispatched_at__lt=now - STALE_AFTER)
    )
    counts["disputes_sent"] = counts["disputes_deferred"] = 0
    for pk in waiting.values_list("pk", flat=True):
        counts["disputes_sent" if dispatch(pk) else "disputes_deferred"] += 1
    return counts


def attach(
    dispute: Dispute,
    actor: AbstractBaseUser,
    *,
    run: ValidationRun | None = None,
    log: bytes | None = None,
) -> Dispute:
    """Attach a game log to a dispute after it was opened: a run the actor uploaded, or a log's bytes (a
    file, or a recorder record's judgelog/1 export). The preparation runs again, so the clauses the engine
    cites for the log head the proposals."""
    if not (is_party(actor, dispute.match) or is_judge(actor, dispute.event)):
        raise PermissionDenied(
            "この対戦のプレイヤーかジャッジのみがログを添付できます。",
            "Only the players of this match or a judge may attach a log.",
        )
    if dispute.status == Dispute.Status.RULED:
        raise StateConflict("すでに裁定済みです。", "It has already been ruled on.")
    if (run is None) == (log is None):
        raise TournamentError(
            "検証結果かログを1つ添付してください。", "Attach one validation run or one log."
        )
    if run is not None and run.uploaded_by_id != actor.pk:
        raise PermissionDenied(
            "自分でアップロードした検証結果のみ添付できます。", "Only a run you uploaded can be attached."
        )
    if log is not None and len(log) > MAX_LOG_BYTES:
        raise TournamentError("ログが大きすぎます（上限5MB）。", "The log is too large (5 MB at most).")
    with transaction.atomic():
        if run is None:
            run = ValidationRun.from_bytes(log or b"", uploaded_by=actor, source="dispute")
            run.save()
        before = {"validation": str(dispute.validation_id) if dispute.validation_id else None}
        dispute.validation = run
        dispute.processed = False
        dispute.save(update_fields=["validation", "processed"])
        audit(dispute.event, actor, "attach_log", dispute, before, {"validation": str(run.pk)})
        transaction.on_commit(lambda: dispatch(dispute.pk))
    return dispute


def claim(dispute: Dispute, actor: AbstractBaseUser) -> Dispute:
    if not (is_judge(actor, dispute.event) or penalties.is_head_judge(actor, dispute.event)):
        raise PermissionDenied(
            "このイベントのジャッジのみが担当できます。", "Only this event's judges may take it."
        )
    if dispute.status == Dispute.Status.RULED:
        raise StateConflict("すでに裁定済みです。", "It has already been ruled on.")
    before = {"status": dispute.status, "claimed_by": dispute.claimed_by_id}
    dispute.status = Dispute.Status.CLAIMED
    dispute.claimed_by = actor  # type: ignore[assignment]
    dispute.claimed_at = timezone.now()
    dispute.save(update_fields=["status", "claimed_by", "claimed_at"])
    audit(
        dispute.event, actor, "claim_dispute", dispute, before, {"status": "claimed", "claimed_by": actor.pk}
    )
    return dispute


def rule(
    dispute: Dispute,
    actor: AbstractBaseUser,
    decision: str,
    clause_refs: list[str],
    extension_minutes: int = 0,
    result: tuple[int, int, int] | None = None,
) -> Dispute:
    """``result`` (a_wins, b_wins, draws): when the dispute is about the match result, the ruling sets it
    in the same transaction, so the match never stays disputed after the judge has decided."""
    # Who may rule is asked first: a player learns nothing about the dispute's state from the refusal.
    penalties.require_penalty_judge(actor, dispute.event)
    if dispute.status == Dispute.Status.RULED:
        raise StateConflict("すでに裁定済みです。", "It has already been ruled on.")
    if not clause_refs:
        raise TournamentError(
            "裁定の根拠となる条文を選んでください。", "Cite the clauses the ruling rests on."
        )
    with transaction.atomic():
        ruling = penalties.record_ruling(
            dispute.event,
            actor,
            dispute.description,
            decision,
            match=dispute.match,
            clause_refs=clause_refs,
            extension_minutes=max(0, extension_minutes),
        )
        if result is not None:
            settle_by_ruling(dispute.match, actor, *result, ruling)
        dispute.ruling = ruling
        dispute.status = Dispute.Status.RULED
        if dispute.claimed_by_id is None:
            dispute.claimed_by = actor  # type: ignore[assignment]
            dispute.claimed_at = timezone.now()
        dispute.save()
        _rulings_changed()
        audit(
            dispute.event,
            actor,
            "rule_dispute",
            dispute,
            None,
            {"ruling": ruling.pk, "refs": ruling.clause_refs, "result": list(result) if result else None},
        )
    return dispute


def publish(dispute: Dispute, actor: AbstractBaseUser) -> None:
    if not penalties.is_head_judge(actor, dispute.event):
        raise PermissionDenied(
            "公開できるのはヘッドジャッジのみです。", "Only the head judge may publish a ruling."
        )
    if dispute.ruling_id is None:
        raise TournamentError("まだ裁定がありません。", "There is no ruling yet.")
    dispute.published = True
    dispute.save(update_fields=["published"])
    _rulings_changed()
    audit(dispute.event, actor, "publish_ruling", dispute, {"published": False}, {"published": True})


def published_rulings_citing(ref: str) -> list[dict[str, Any]]:
    """Published rulings that rest on the clause `ref`, newest first, for its clause page."""
    out = []
    for d in Dispute.objects.filter(published=True, ruling__isnull=False).select_related("ruling", "event"):
        if ref in (d.ruling.clause_refs or []):
            out.append(
                {"dispute": d, "event": d.event, "date": d.ruling.created_at, "decision": d.ruling.decision}
            )
    return sorted(out, key=lambda r: r["date"], reverse=True)


def published_rulings_matching(
    query: str, document: str | None = None, limit: int = 3
) -> list[dict[str, Any]]:
    """Published rulings whose question or decision holds every content word of the query, newest first.

    The rulings are few next to the clauses, so a scan over their normalised text is enough; they are shown
    below the clauses, marked as rulings, never mixed into the clause ranking. Cached beside the search's
    results (each publication or ruling starts a new epoch), since every search asks.
    """
    token = search_cache.epoch(search_cache.RULINGS)
    name = search_cache.rulings_key(token, query, document, limit) if token else ""
    cached = search_cache.get(name) if name else None
    if isinstance(cached, list):
        return cached
    found = _published_rulings_matching(query, document, limit)
    if name:
        search_cache.put(name, found, search_cache.RULINGS_SECONDS)
    return found


def _rulings_changed() -> None:
    """A ruling was made or published: searches show it at once (and again once the change commits)."""
    search_cache.bump(search_cache.RULINGS)
    transaction.on_commit(lambda: search_cache.bump(search_cache.RULINGS))


def _published_rulings_matching(query: str, document: str | None, limit: int) -> list[dict[str, Any]]:
    from rules_index.search.analysis import normalise, tokens

    rulings = Dispute.objects.filter(published=True, ruling__isnull=False).select_related("ruling", "event")
    if document:
        rulings = rulings.filter(event__game=document)
    words: list[str] | None = None
    out: list[dict[str, Any]] = []
    for d in rulings.order_by("-ruling__created_at"):
        if words is None:
            # The query's Sudachi pass only once a published ruling is in scope: with none (a new
            # site, a game without rulings) every uncached search paid for it to match nothing.
            words = [w for w in tokens(query) if w]
            if not words:
                return []
        haystack_words = set(tokens(f"{d.description}\n{d.ruling.decision}"))
        haystack = normalise(f"{d.description}\n{d.ruling.decision}")
        if all(w in haystack_words or w in haystack for w in words):
            out.append(
                {
                    "url": d.get_absolute_url(),
                    "event": d.event.name,
                    "date": d.ruling.created_at.date().isoformat(),
                    "decision": d.ruling.decision,
                    "clauses": d.ruling.clause_refs,
                }
            )
            if len(out) >= limit:
                break
    return out
