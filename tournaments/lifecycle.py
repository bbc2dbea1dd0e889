"""The event's lifecycle and its guards: draft → registration → check-in → Swiss rounds → top cut → finished.

Pairing moves an event into the Swiss rounds and the top cut (rounds.py); this module holds the steps the
organizer takes by hand (open registration, open check-in, end the Swiss rounds early, discard a drafted
round, finish the event) and what the event page shows of them. Each step is audited.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.contrib.auth.base_user import AbstractBaseUser
from django.db import transaction
from django.utils.translation import gettext

from . import rounds
from .models import SEED_LIMIT, Event, Round
from .rounds import entrants, require_swiss_complete, swiss_complete, swiss_rounds_played
from .services import StateConflict, TournamentError, audit, require_organizer

S = Event.Status
ORDER = (S.DRAFT, S.REGISTRATION, S.CHECK_IN, S.RUNNING, S.TOP_CUT, S.FINISHED)


@dataclass(frozen=True)
class Step:
    status: str
    label: str
    state: str  # "done", "current" or "todo"


def steps(event: Event) -> list[Step]:
    """The lifecycle as the event page shows it; an event without a top cut skips that step."""
    has_cut = event.structure == Event.Structure.SINGLE_ELIMINATION or bool(event.top_cut)
    current = ORDER.index(S(event.status))
    out = []
    for i, status in enumerate(ORDER):
        if status == S.TOP_CUT and not has_cut:
            continue
        if status == S.RUNNING and event.structure == Event.Structure.SINGLE_ELIMINATION:
            continue
        state = "done" if i < current else "current" if i == current else "todo"
        label = str(status.label)
        if status == S.RUNNING and event.structure == Event.Structure.ROUND_ROBIN:
            label = gettext("総当たり進行中")
        out.append(Step(status.value, label, state))
    return out


def _move(event: Event, actor: AbstractBaseUser, to: str, allowed_from: tuple[str, ...]) -> None:
    require_organizer(actor, event)
    if event.status not in allowed_from:
        raise StateConflict(
            f"現在の段階（{event.get_status_display()}）からは進められません。",
            f"The event cannot move to {to} from {event.status}.",
        )
    before = event.status
    event.status = to
    event.save(update_fields=["status"])
    audit(event, actor, "event_status", event, {"status": before}, {"status": to})


def open_registration(event: Event, actor: AbstractBaseUser) -> None:
    _move(event, actor, S.REGISTRATION, (S.DRAFT,))


def open_check_in(event: Event, actor: AbstractBaseUser) -> None:
    _move(event, actor, S.CHECK_IN, (S.REGISTRATION,))


def early_end_consequence(event: Event) -> tuple[str, str]:
    """What ending the Swiss rounds now means, named on the confirmation (Japanese, English)."""
    planned = event.planned_rounds(entrants(event))
    played = swiss_rounds_played(event)
    return (
        f"全{planned}回戦の予定を{played}回戦で打ち切ります。残りの{planned - played}回戦は行われず、"
        f"現在の順位がそのまま最終順位{'と決勝トーナメントの組み合わせ' if event.top_cut else ''}になります。"
        "この操作は取り消せません。",
        f"The Swiss rounds stop after {played} of {planned}: the other {planned - played} are not played, "
        f"and the current standings become final{' and seed the top cut' if event.top_cut else ''}. "
        "This cannot be undone.",
    )


def end_swiss_early(event: Event, actor: AbstractBaseUser, *, confirmed: bool) -> None:
    """Stop the Swiss rounds before the planned number. Needs ``confirmed``: the organizer has been shown
    :func:`early_end_consequence` and agreed to it."""
    require_organizer(actor, event)
    if event.structure != Event.Structure.SWISS or event.status != S.RUNNING:
        raise StateConflict(
            "スイスドローの進行中のみ打ち切れます。", "Only running Swiss rounds can be ended."
        )
    if swiss_complete(event):
        raise StateConflict("予定の回戦はすべて組まれています。", "All planned Swiss rounds are paired.")
    if not confirmed:
        raise TournamentError(
            "打ち切りの結果を確認してください: " + early_end_consequence(event)[0],
            "Confirm the consequence: " + early_end_consequence(event)[1],
        )
    latest = event.round_set.order_by("-number").first()
    if latest is not None and latest.status == Round.Status.DRAFT:
        raise StateConflict(
            "下書きの回戦を破棄してから打ち切ってください。", "Discard the drafted round first."
        )
    played = swiss_rounds_played(event)
    event.swiss_ended_after = played
    event.save(update_fields=["swiss_ended_after"])
    audit(
        event,
        actor,
        "end_swiss_early",
        event,
        {"planned": event.planned_rounds(entrants(event))},
        {"swiss_ended_after": played},
    )


def discard_round(rnd: Round, actor: AbstractBaseUser) -> None:
    """Throw away a drafted (unpublished) round so it can be paired again; the event goes back to the
    stage it had before that round was paired."""
    event = rnd.event
    require_organizer(actor, event)
    if rnd.status != Round.Status.DRAFT:
        raise StateConflict("公開済みの回戦は破棄できません。", "A published round cannot be discarded.")
    if event.round_set.filter(number__gt=rnd.number).exists():
        raise StateConflict("最新の回戦のみ破棄できます。", "Only the latest round can be discarded.")
    before_status = next((n["event_status_before"] for n in rnd.notes if "event_status_before" in n), None)
    with transaction.atomic():
        snapshot = {
            "number": rnd.number,
            "kind": rnd.kind,
            "tables": [[m.table, m.player_a_id, m.player_b_id] for m in rnd.matches.order_by("table")],
        }
        rnd.matches.all().delete()
        rnd.delete()
        if before_status and before_status != event.status:
            event.status = before_status
            event.save(update_fields=["status"])
        audit(event, actor, "discard_round", event, snapshot, {"status": event.status})


def champion(event: Event) -> str | None:
    """The top-cut (or single-elimination) winner's name, once the final is decided."""
    if event.is_team_event:
        bracket = rounds.team_bracket_of(event)
        names = rounds.team_names(event)
    else:
        bracket = rounds.bracket_of(event)
        names = rounds.names(event)
    if bracket is None or bracket.champion is None:
        return None
    return names.get(bracket.champion, bracket.champion)


def finish_event(event: Event, actor: AbstractBaseUser) -> None:
    """Close the event: every round played and confirmed, the Swiss rounds complete, and where the event
    has a top cut, its final decided."""
    require_organizer(actor, event)
    if event.status == S.FINISHED:
        raise StateConflict("イベントはすでに終了しています。", "The event has already finished.")
    if not event.round_set.exists():
        raise StateConflict("まだ1回戦も行っていません。", "No round has been played yet.")
    rounds.require_round_finished(event)
    has_cut = event.structure == Event.Structure.SINGLE_ELIMINATION or bool(event.top_cut)
    if event.structure != Event.Structure.SINGLE_ELIMINATION and event.status == S.RUNNING:
        require_swiss_complete(event)
    winner = champion(event)
    if has_cut and winner is None:
        raise StateConflict(
            "決勝トーナメントの決勝が終わっていません。", "The top cut's final has not been decided."
        )
    before = event.status
    with transaction.atomic():
        event.round_set.filter(status=Round.Status.PUBLISHED).update(status=Round.Status.FINISHED)
        event.status = S.FINISHED
        event.save(update_fields=["status"])
        audit(
            event,
            actor,
            "finish_event",
            event,
            {"status": before},
            {"status": S.FINISHED, "champion": winner},
        )


# The organizer's steps by name, as the event page's buttons and the API's ``status`` action send them.
STEP_NAMES = ("registration", "check_in", "end_swiss", "finish")


def take_step(event: Event, actor: AbstractBaseUser, step: str, *, confirmed: bool = False) -> None:
    """Take the organizer's step named ``step`` (one of STEP_NAMES); ``confirmed`` is end_swiss's."""
    if step == "registration":
        open_registration(event, actor)
    elif step == "check_in":
        open_check_in(event, actor)
    elif step == "end_swiss":
        end_swiss_early(event, actor, confirmed=confirmed)
    elif step == "finish":
        finish_event(event, actor)
    else:
        raise TournamentError("操作の指定が不正です。", "Unknown step.")


def set_seed(event: Event, seed: int, actor: AbstractBaseUser) -> None:
    """Set the event's seed to replay an event; only before its first round, since every round, the
    deck-check draw and the last tiebreak are drawn from it."""
    require_organizer(actor, event)
    if not 0 <= seed < SEED_LIMIT:
        raise TournamentError(
            f"シードは0以上{SEED_LIMIT}未満の数です。", f"The seed is a number from 0 below {SEED_LIMIT}."
        )
    if event.round_set.exists():
        raise StateConflict(
            "回戦を組んだ後はシードを変更できません。", "The seed cannot change once a round is paired."
        )
    before = event.seed
    event.seed = seed
    event.save(update_fields=["seed"])
    audit(event, actor, "set_seed", event, {"seed": before}, {"seed": seed})
