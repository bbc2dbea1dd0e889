"""Penalties, rulings, time extensions, deck checks and appeals: permission checks, effects, audit.

How a penalty reaches the match result (the issue asks for "with confirmation"); the decisions themselves
are the pure ``penalties.rules.impose_penalty``:
* a game loss that does not end the match is written into the match's games so far and the match stays
  open; the players report the final score as usual, the game loss already counted in it;
* a game loss that ends the match, or a match loss, is written as a *report by the opponent*: the penalized
  player confirms it on their match page through the ordinary two-party flow, or reports a different score
  (the match is then disputed and a judge decides). A judge may also confirm it at once
  (``confirm_penalty_result``), which goes through ``services.correct_result``;
* a game or match loss changes only a match still being played: once the players have reported (or a
  judge confirmed) the result, the penalty does not overwrite it -- the judge corrects it explicitly;
* a disqualification drops the player through ``services.disqualify`` and records their open match as a
  loss confirmed by the judge: the player has left, so nobody is waiting for their confirmation.
Every change writes an audit entry with the state before and after. The entry ``penalty_result`` (reason
``penalty #<id>``) is also the record of what the penalty did, which an appeal uses to undo it
(``decide_appeal``); no separate model field is needed for that.
"""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass
from datetime import date
from typing import Any

from django.contrib.auth.base_user import AbstractBaseUser
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from tournaments import services
from tournaments.models import AuditEntry, Event, Match, Registration, Round
from tournaments.services import PermissionDenied, StateConflict, TournamentError, audit

from . import rules
from .models import (
    Appeal,
    DeckCheck,
    EventInfraction,
    EventStaff,
    FloorRuling,
    Penalty,
    TimeExtension,
)

MAX_EXTENSION = 60  # minutes in one go; a longer delay is a new round time, not an extension


# --- who may do what -------------------------------------------------------------------------------


def head_judge_of(event: Event) -> AbstractBaseUser | None:
    staff = EventStaff.objects.filter(event=event, role=EventStaff.Role.HEAD_JUDGE).select_related("user")
    first = staff.first()
    return first.user if first else None


def is_head_judge(user: AbstractBaseUser, event: Event) -> bool:
    """The designated head judge; without one the organizer stands in, so appeals can always be heard."""
    if not user.is_authenticated:
        return False
    head = head_judge_of(event)
    if head is None:
        return services.is_organizer(user, event)
    return bool(user.is_superuser or head.pk == user.pk)


def can_judge(user: AbstractBaseUser, event: Event) -> bool:
    return services.is_judge(user, event) or is_head_judge(user, event)


def require_penalty_judge(user: AbstractBaseUser, event: Event) -> None:
    if not can_judge(user, event):
        raise PermissionDenied(
            "このイベントのジャッジのみが行えます。", "Only this event's judges may do that."
        )


def require_catalogue_editor(user: AbstractBaseUser, event: Event) -> None:
    if not (is_head_judge(user, event) or services.is_organizer(user, event)):
        raise PermissionDenied(
            "違反の一覧を編集できるのはヘッドジャッジと主催者のみです。",
            "Only the head judge or the organizer may edit the infraction list.",
        )


def set_head_judge(event: Event, user: AbstractBaseUser, actor: AbstractBaseUser) -> None:
    """The head judge also joins Event.judges, so result corrections and disqualifications (which
    services.py checks against that list) are open to them."""
    services.require_organizer(actor, event)
    before = head_judge_of(event)
    with transaction.atomic():
        EventStaff.objects.filter(event=event, role=EventStaff.Role.HEAD_JUDGE).delete()
        EventStaff.objects.update_or_create(
            event=event, user=user, defaults={"role": EventStaff.Role.HEAD_JUDGE}
        )
        event.judges.add(user)
        audit(
            event,
            actor,
            "set_head_judge",
            event,
            {"head_judge": before.get_username() if before else None},
            {"head_judge": user.get_username()},
        )


# --- catalogue -------------------------------------------------------------------------------------


def catalogue_for(event: Event) -> rules.Catalogue:
    """The default catalogue with this event's overrides, limited to the event's game."""
    overrides = [o.as_override() for o in event.infraction_overrides.all()]
    return rules.default_catalogue().with_overrides(overrides).for_game(event.game)


def infraction_for(event: Event, code: str) -> rules.Infraction:
    try:
        return catalogue_for(event).get(code)
    except KeyError:
        raise TournamentError(
            f"違反「{code}」はこのイベントの一覧にありません。",
            f"The infraction {code!r} is not in this event's list.",
        ) from None


def save_override(event: Event, actor: AbstractBaseUser, code: str, **fields: Any) -> EventInfraction:
    """Create or change one override; it is checked against the catalogue before anything is saved."""
    require_catalogue_editor(actor, event)
    existing = EventInfraction.objects.filter(event=event, code=code).first()
    override = existing or EventInfraction(event=event, code=code)
    before = override.as_override() if existing else None
    for name, value in fields.items():
        setattr(override, name, value)
    others = [o.as_override() for o in event.infraction_overrides.exclude(code=code)]
    try:
        rules.default_catalogue().with_overrides([*others, override.as_override()])
    except rules.CatalogueError as exc:
        raise TournamentError(
            f"違反一覧の設定が不正です: {exc}", f"Invalid infraction entry: {exc}"
        ) from None
    override.save()
    audit(event, actor, "edit_infraction", override, before, override.as_override())
    return override


def check_refs(values: list[str] | tuple[str, ...]) -> list[str]:
    try:
        return list(rules.parse_refs([v for v in values if str(v).strip()], "refs"))
    except rules.CatalogueError:
        raise TournamentError(
            "条文の指定は「文書:番号」の形で入力してください（例: myearth:286）。",
            "Write clause references as document:number (e.g. myearth:286).",
        ) from None


# --- history ---------------------------------------------------------------------------------------


def _same_player(reg: Registration) -> Q:
    """A player is followed across events by their account; a registration without one is only itself."""
    if reg.user_id:
        return Q(registration__user_id=reg.user_id)
    return Q(registration=reg)


def history_of(reg: Registration) -> list[Penalty]:
    return list(
        Penalty.objects.filter(_same_player(reg))
        .select_related("event", "round", "judge", "registration")
        .order_by("-issued_at", "-id")
    )


def _day(p: Penalty) -> date:
    return timezone.localdate(p.issued_at)


def prior_penalties(reg: Registration, catalogue: rules.Catalogue) -> list[rules.PriorPenalty]:
    """The player's penalties as the core counts them: rescinded ones are gone, changed ones count as
    what the appeal made them."""
    prior = []
    for p in history_of(reg):
        if p.status == Penalty.Status.RESCINDED:
            continue
        group = catalogue.get(p.infraction).group if p.infraction in catalogue else ""
        prior.append(
            rules.PriorPenalty(p.infraction, p.effective_penalty, p.event_id == reg.event_id, _day(p), group)
        )
    return prior


def suggest_for(reg: Registration, code: str) -> rules.Suggestion:
    catalogue = catalogue_for(reg.event)
    inf = infraction_for(reg.event, code)
    return rules.suggest_penalty(
        inf, prior_penalties(reg, catalogue), catalogue, game=reg.event.game, day=timezone.localdate()
    )


def visible_history(user: AbstractBaseUser, reg: Registration) -> list[Penalty]:
    """Judges of the player's event see every event; the player sees their own; nobody else sees any."""
    if can_judge(user, reg.event):
        return history_of(reg)
    if user.is_authenticated and reg.user_id == user.pk:
        return history_of(reg)
    raise PermissionDenied(
        "他のプレイヤーの罰則履歴は閲覧できません。", "You cannot see another player's penalty history."
    )


# --- recording -------------------------------------------------------------------------------------


def penalty_state(p: Penalty) -> dict[str, Any]:
    return {
        "player": p.registration.name,
        "infraction": p.infraction,
        "suggested": p.suggested_penalty,
        "penalty": p.penalty,
        "final_penalty": p.final_penalty,
        "status": p.status,
        "match": p.match_id,
        "refs": p.clause_refs,
        "result_effect": p.result_effect,
    }


def _seat(match: Match, reg: Registration) -> str:
    if match.player_a_id == reg.pk:
        return "a"
    if match.player_b_id == reg.pk:
        return "b"
    raise TournamentError("このプレイヤーはこの対戦に参加していません。", "The player is not in this match.")


def _needed(event: Event) -> int:
    return 2 if event.match_format == Event.MatchFormat.BO3 else 1


@dataclass(frozen=True)
class Recorded:
    penalty: Penalty
    notice_ja: str = ""
    notice_en: str = ""

    def notice(self, language: str) -> str:
        return self.notice_ja if language.startswith("ja") else self.notice_en


def record_penalty(
    reg: Registration,
    actor: AbstractBaseUser,
    code: str,
    penalty: str,
    *,
    match: Match | None = None,
    description: str = "",
    deviation_reason: str = "",
    clause_refs: list[str] | tuple[str, ...] = (),
    extension_minutes: int = 0,
    apply_to_result: bool = True,
    score_so_far: rules.Score | None = None,
    deck_check: DeckCheck | None = None,
) -> Recorded:
    event = reg.event
    require_penalty_judge(actor, event)
    if penalty not in rules.PENALTIES:
        raise TournamentError("罰則を選んでください。", "Choose a penalty.")
    if match is not None:
        if match.round.event_id != event.pk:
            raise TournamentError("対戦が別のイベントのものです。", "The match is from another event.")
        _seat(match, reg)
    catalogue = catalogue_for(event)
    inf = infraction_for(event, code)
    prior = prior_penalties(reg, catalogue)
    suggestion = rules.suggest_penalty(inf, prior, catalogue, game=event.game, day=timezone.localdate())
    if penalty != suggestion.penalty and not deviation_reason.strip():
        raise TournamentError(
            "推奨と異なる罰則を出すときは理由を入力してください。",
            "Give a reason when the penalty differs from the suggested one.",
        )
    for ja, en in rules.issue_problems(inf, penalty, prior):
        raise TournamentError(ja, en)
    if not 0 <= extension_minutes <= MAX_EXTENSION:
        raise TournamentError(
            f"延長時間は0〜{MAX_EXTENSION}分で入力してください。",
            f"A time extension is 0 to {MAX_EXTENSION} minutes.",
        )
    refs = check_refs(list(clause_refs)) or list(suggestion.refs)
    with transaction.atomic():
        p = Penalty.objects.create(
            event=event,
            round=match.round if match else event.round_set.order_by("-number").first(),
            match=match,
            registration=reg,
            judge=actor,
            infraction=inf.code,
            infraction_ja=inf.ja,
            infraction_en=inf.en,
            category=inf.category,
            suggested_penalty=suggestion.penalty,
            suggestion_reason=suggestion.reason_ja[:300],
            penalty=penalty,
            deviation_reason=deviation_reason.strip() if penalty != suggestion.penalty else "",
            description=description.strip(),
            clause_refs=refs,
            extension_minutes=extension_minutes,
        )
        audit(event, actor, "record_penalty", p, None, penalty_state(p), p.deviation_reason)
        if deck_check is not None:
            deck_check.penalty = p
            deck_check.save(update_fields=["penalty"])
        if extension_minutes and match is not None:
            add_time_extension(
                match, actor, extension_minutes, TimeExtension.Source.PENALTY, f"penalty #{p.pk}"
            )
        notice = ("", "")
        if penalty == rules.DISQUALIFICATION:
            # The penalty ends the open match itself (instead of leaving it to disqualify's concession)
            # so the change is recorded against this penalty and an appeal can undo exactly that.
            target = match if match is not None else services.open_match_of(reg)
            if target is not None and apply_to_result:
                notice = _impose(p, actor, target, rules.DISQUALIFICATION)
            services.disqualify(
                reg, actor, f"penalty #{p.pk}: {inf.en}. {description}".strip(), concede=False
            )
        elif penalty in rules.LOSSES and match is not None:
            if apply_to_result:
                notice = _impose(p, actor, match, penalty, score_so_far)
            else:
                _set_effect(p, Penalty.ResultEffect.NOT_APPLIED)
    return Recorded(p, *notice)


def _set_effect(p: Penalty, effect: str) -> None:
    p.result_effect = effect
    p.save(update_fields=["result_effect"])


def _snapshot(match: Match) -> rules.MatchState:
    reporter = None
    if match.status in (Match.Status.REPORTED, Match.Status.DISPUTED) and match.reported_by_id:
        reporter = "a" if match.reported_by_id == match.player_a_id else "b"
    return rules.MatchState(match.a_wins, match.b_wins, match.draws, match.status, reporter)


def _state_dict(state: rules.MatchState) -> dict[str, Any]:
    return {
        "a_wins": state.a_wins,
        "b_wins": state.b_wins,
        "draws": state.draws,
        "status": state.status,
        "reported_by": state.reported_by,
    }


def _state_from(raw: dict[str, Any], seat_reported: str | None = None) -> rules.MatchState:
    """A state written by ``_state_dict`` or by ``services.match_state`` (which has no reporter)."""
    status = str(raw.get("status", rules.PENDING))
    reporter = raw.get("reported_by", seat_reported)
    if status == rules.REPORTED and reporter is None:
        # A report whose reporter was not recorded is reopened rather than credited to a guessed player.
        status = rules.PENDING
    return rules.MatchState(
        int(raw.get("a_wins", 0)),
        int(raw.get("b_wins", 0)),
        int(raw.get("draws", 0)),
        status,
        reporter if status in (rules.REPORTED, rules.DISPUTED) else None,
    )


def _write(match: Match, state: rules.MatchState) -> None:
    match.a_wins, match.b_wins, match.draws = state.a_wins, state.b_wins, state.draws
    match.status = state.status
    seats = {"a": match.player_a, "b": match.player_b}
    match.reported_by = seats[state.reported_by] if state.reported_by else None
    match.save()


_NOTICES: dict[str, tuple[str, str]] = {
    rules.EFFECT_PROPOSED: (
        "結果を反映しました。ペナルティを受けたプレイヤーの確認で確定します。",
        "The result is entered; it is final once the penalized player confirms it.",
    ),
    rules.EFFECT_PARTIAL: (
        "ゲームの敗北を途中経過に反映しました。対戦は続きます。",
        "The game loss is counted in the games so far; the match goes on.",
    ),
    Match.Status.CONFIRMED: (
        "この対戦の結果は確定済みのため変更していません。必要なら結果を修正してください。",
        "This match's result is already confirmed and was not changed; correct it if needed.",
    ),
    Match.Status.REPORTED: (
        "この対戦はすでに結果が報告されているため変更していません。必要なら結果を修正してください。",
        "This match's result has already been reported and was not changed; correct it if needed.",
    ),
}
_NOTICES[Match.Status.DISPUTED] = _NOTICES[Match.Status.REPORTED]


def _impose(
    p: Penalty,
    actor: AbstractBaseUser,
    match: Match,
    penalty: str,
    score_so_far: rules.Score | None = None,
) -> tuple[str, str]:
    """Write what ``penalty`` does to ``match`` (see ``penalties.rules.impose_penalty``) and remember it."""
    match = Match.objects.select_for_update().select_related("round__event").get(pk=match.pk)
    event = match.round.event
    if match.is_bye:
        _set_effect(p, Penalty.ResultEffect.NOT_APPLIED)
        return ("", "")
    needed = _needed(event)
    seat = _seat(match, p.registration)
    state = _snapshot(match)
    if score_so_far is not None and state.status == rules.PENDING:
        if max(score_so_far.a_wins, score_so_far.b_wins) >= needed:
            raise TournamentError(
                "途中経過の勝ち数が多すぎます（すでに勝敗が決まっています）。",
                "The games so far already decide the match.",
            )
        # The judge's count of the games so far is what the match was when the penalty was issued.
        state = state.with_score(score_so_far)
    imposed = rules.impose_penalty(state, seat, penalty, needed)
    if imposed.state == state and imposed.effect != rules.EFFECT_RECORDED:
        _set_effect(p, imposed.effect)
        return _NOTICES.get(state.status, ("", "")) if penalty in rules.LOSSES else ("", "")
    _write(match, imposed.state)
    audit(
        event,
        actor,
        "penalty_result",
        match,
        _state_dict(state),
        services.match_state(match),
        f"penalty #{p.pk}",  # exactly this: _latest_effect finds the entry by it
    )
    _set_effect(p, imposed.effect)
    return _NOTICES.get(imposed.effect, ("", ""))


def confirm_penalty_result(p: Penalty, actor: AbstractBaseUser) -> Match:
    """A judge makes the result a penalty proposed final without waiting for the player."""
    require_penalty_judge(actor, p.event)
    if p.result_effect != Penalty.ResultEffect.PROPOSED or p.match is None:
        raise TournamentError(
            "この罰則には確認待ちの結果がありません。", "This penalty has no result awaiting confirmation."
        )
    m = Match.objects.select_related("round__event").get(pk=p.match_id)  # the row, not a cached copy
    match = services.correct_result(m, actor, m.a_wins, m.b_wins, m.draws, f"penalty #{p.pk}")
    _set_effect(p, Penalty.ResultEffect.RECORDED)
    return match


# --- time extensions and rulings -------------------------------------------------------------------


def add_time_extension(
    match: Match, actor: AbstractBaseUser, minutes: int, source: str, reason: str = ""
) -> TimeExtension:
    event = match.round.event
    require_penalty_judge(actor, event)
    if source not in TimeExtension.Source.values:
        raise TournamentError("延長の理由の種類が不正です。", f"Unknown extension source {source!r}.")
    if not 1 <= minutes <= MAX_EXTENSION:
        raise TournamentError(
            f"延長時間は1〜{MAX_EXTENSION}分で入力してください。",
            f"A time extension is 1 to {MAX_EXTENSION} minutes.",
        )
    with transaction.atomic():
        locked = Match.objects.select_for_update().get(pk=match.pk)
        before = {"extension_minutes": locked.extension_minutes}
        locked.extension_minutes += minutes
        locked.save(update_fields=["extension_minutes"])
        match.extension_minutes = locked.extension_minutes
        ext = TimeExtension.objects.create(
            match=locked, minutes=minutes, source=source, reason=reason[:300], judge=actor
        )
        audit(
            event,
            actor,
            "extend_time",
            locked,
            before,
            {"extension_minutes": locked.extension_minutes, "source": source},
            reason,
        )
    return ext


def record_ruling(
    event: Event,
    actor: AbstractBaseUser,
    question: str,
    decision: str,
    *,
    match: Match | None = None,
    clause_refs: list[str] | tuple[str, ...] = (),
    extension_minutes: int = 0,
) -> FloorRuling:
    require_penalty_judge(actor, event)
    if not question.strip() or not decision.strip():
        raise TournamentError(
            "状況と、判定とその根拠を入力してください。",
            "Describe the situation, the decision and its grounds.",
        )
    if match is not None and match.round.event_id != event.pk:
        raise TournamentError("対戦が別のイベントのものです。", "The match is from another event.")
    refs = check_refs(list(clause_refs))
    with transaction.atomic():
        ruling = FloorRuling.objects.create(
            event=event,
            match=match,
            judge=actor,
            question=question.strip(),
            decision=decision.strip(),
            clause_refs=refs,
            extension_minutes=extension_minutes if match else 0,
        )
        audit(
            event,
            actor,
            "record_ruling",
            ruling,
            None,
            {"match": match.pk if match else None, "decision": ruling.decision, "refs": refs},
        )
        if match is not None and extension_minutes:
            add_time_extension(
                match, actor, extension_minutes, TimeExtension.Source.RULING, f"ruling #{ruling.pk}"
            )
    return ruling


# --- deck checks -----------------------------------------------------------------------------------


def deck_check_tables(rnd: Round, count: int | None = None) -> list[int]:
    """The tables the seeded draw picks for this round: the same list every time it is asked for."""
    tables = list(rnd.matches.filter(player_b__isnull=False).values_list("table", flat=True))
    if count is None:
        count = rules.default_deck_check_count(len(tables))
    return rules.choose_deck_check_tables(tables, count, rnd.event.seed, rnd.number)


def record_deck_check(
    rnd: Round,
    actor: AbstractBaseUser,
    reg: Registration,
    *,
    presented_list: str = "",
    discrepancy: bool = False,
    notes: str = "",
    minutes: int = 0,
) -> DeckCheck:
    """Check a deck against the registered list. A typed list of the presented deck is compared card by
    card; any difference (or the judge's own finding) marks a discrepancy, to be turned into a penalty."""
    event = rnd.event
    require_penalty_judge(actor, event)
    if reg.event_id != event.pk:
        raise TournamentError("プレイヤーが別のイベントの登録です。", "The player is from another event.")
    if not 0 <= minutes <= MAX_EXTENSION:
        raise TournamentError(
            f"デッキチェックの時間は0〜{MAX_EXTENSION}分で入力してください。",
            f"A deck check takes 0 to {MAX_EXTENSION} minutes.",
        )
    match = rnd.matches.filter(Q(player_a=reg) | Q(player_b=reg)).first()
    differences = rules.deck_differences(reg.decklist, presented_list) if presented_list.strip() else []
    outcome = DeckCheck.Outcome.DISCREPANCY if (differences or discrepancy) else DeckCheck.Outcome.OK
    selected = match is not None and match.table in deck_check_tables(rnd)
    with transaction.atomic():
        check = DeckCheck.objects.create(
            event=event,
            round=rnd,
            match=match,
            registration=reg,
            judge=actor,
            selected=selected,
            registered_list=reg.decklist,
            presented_list=presented_list,
            differences=[
                {"card": d.card, "registered": d.registered, "presented": d.presented} for d in differences
            ],
            outcome=outcome,
            notes=notes.strip(),
            minutes=minutes if match else 0,
        )
        audit(
            event,
            actor,
            "deck_check",
            check,
            None,
            {"player": reg.name, "round": rnd.number, "outcome": outcome, "differences": check.differences},
        )
        if match is not None and minutes:
            add_time_extension(
                match, actor, minutes, TimeExtension.Source.DECK_CHECK, f"deck check #{check.pk}"
            )
    return check


def deck_check_description(check: DeckCheck) -> str:
    lines = [f"{d['card']}: {d['registered']} → {d['presented']}" for d in check.differences]
    return "\n".join([f"deck check #{check.pk}", *lines, check.notes]).strip()


# --- appeals ---------------------------------------------------------------------------------------


def file_appeal(
    actor: AbstractBaseUser,
    statement: str,
    *,
    penalty: Penalty | None = None,
    ruling: FloorRuling | None = None,
) -> Appeal:
    if (penalty is None) == (ruling is None):
        raise TournamentError("上訴の対象を1つ選んでください。", "Choose one penalty or ruling to appeal.")
    if not statement.strip():
        raise TournamentError("上訴の内容を入力してください。", "Say what you appeal and why.")
    if penalty is not None:
        event = penalty.event
        appellant = penalty.registration
        allowed = appellant.user_id == actor.pk
    else:
        assert ruling is not None
        event = ruling.event
        players = [ruling.match.player_a, ruling.match.player_b] if ruling.match else []
        appellant = next((r for r in players if r is not None and r.user_id == actor.pk), None)  # type: ignore[assignment]
        allowed = appellant is not None
    if not allowed:
        raise PermissionDenied(
            "上訴できるのは当事者のプレイヤーのみです。", "Only the player concerned may appeal."
        )
    subject = Q(penalty=penalty) if penalty is not None else Q(ruling=ruling)
    if Appeal.objects.filter(subject).exists():
        raise StateConflict("この件はすでに上訴されています。", "This has already been appealed.")
    with transaction.atomic():
        appeal = Appeal.objects.create(
            event=event, penalty=penalty, ruling=ruling, appellant=appellant, statement=statement.strip()
        )
        audit(
            event,
            actor,
            "file_appeal",
            appeal,
            None,
            {"penalty": appeal.penalty_id, "ruling": appeal.ruling_id},
        )
    return appeal


def decide_appeal(
    appeal: Appeal,
    actor: AbstractBaseUser,
    decision: str,
    reason: str,
    new_penalty: str = "",
    *,
    notices: list[tuple[str, str]] | None = None,
) -> Appeal:
    """The head judge's decision is final: it is recorded once and cannot be changed afterwards.

    A penalty rescinded or changed on appeal takes back what it did (``change_penalty_effect``): the
    match goes back to its result before the penalty -- or is reopened for reporting when it had none --
    and a changed penalty is then applied as if it had been issued instead; a lifted disqualification
    re-admits the player as far as ``services.reinstate`` allows.

    Later rounds: when rounds after the match were already paired, the result is still corrected, because
    the standings (and so tie-breakers, the cut and prizes) must reflect the decision; but the pairings
    already made stand -- they were correct for the standings known when they were made, and re-pairing a
    round being played would punish players who did nothing. The notice and the audit entry name those
    rounds. If the match has changed since the penalty (the players reported a later game, a judge
    corrected it), nothing is overwritten and the judge is told to correct the result by hand.

    ``notices`` (if given) receives (ja, en) messages for the head judge about what happened to results.
    """
    event = appeal.event
    if not is_head_judge(actor, event):
        raise PermissionDenied(
            "上訴を判断できるのはヘッドジャッジのみです。", "Only the head judge may decide an appeal."
        )
    if appeal.status == Appeal.Status.DECIDED:
        raise StateConflict(
            "この上訴はすでに決定済みです（決定は最終です）。",
            "This appeal is decided; the decision is final.",
        )
    if decision not in Appeal.Decision.values or (appeal.ruling_id and decision == Appeal.Decision.CHANGED):
        raise TournamentError("決定の種類が不正です。", "Unknown decision.")
    if not reason.strip():
        raise TournamentError("決定の理由を入力してください。", "Give the reason for the decision.")
    with transaction.atomic():
        appeal = Appeal.objects.select_for_update().get(pk=appeal.pk)
        if appeal.status == Appeal.Status.DECIDED:
            raise StateConflict(
                "この上訴はすでに決定済みです（決定は最終です）。",
                "This appeal is decided; the decision is final.",
            )
        if appeal.penalty_id:
            said = _apply_decision_to_penalty(appeal, actor, decision, reason, new_penalty)
            if notices is not None:
                notices.extend(said)
        elif decision == Appeal.Decision.RESCINDED:
            ruling = appeal.ruling
            assert ruling is not None
            ruling.overturned = True
            ruling.save(update_fields=["overturned"])
            audit(
                event, actor, "overturn_ruling", ruling, {"overturned": False}, {"overturned": True}, reason
            )
        appeal.status = Appeal.Status.DECIDED
        appeal.decision = decision
        appeal.new_penalty = new_penalty if decision == Appeal.Decision.CHANGED else ""
        appeal.decision_reason = reason.strip()
        appeal.decided_by = actor
        appeal.decided_at = timezone.now()
        appeal.save()
        audit(
            event,
            actor,
            "decide_appeal",
            appeal,
            {"status": "open"},
            {"status": "decided", "decision": decision, "new_penalty": appeal.new_penalty},
            reason,
        )
    return appeal


def _apply_decision_to_penalty(
    appeal: Appeal, actor: AbstractBaseUser, decision: str, reason: str, new_penalty: str
) -> list[tuple[str, str]]:
    p = Penalty.objects.select_for_update().select_related("registration__event").get(pk=appeal.penalty_id)
    before = penalty_state(p)
    was = p.effective_penalty
    if decision == Appeal.Decision.CHANGED:
        if new_penalty not in rules.PENALTIES or new_penalty == p.penalty:
            raise TournamentError(
                "変更後の罰則を選んでください（元と異なるもの）。",
                "Choose the new penalty (a different one).",
            )
        p.final_penalty = new_penalty
        p.status = Penalty.Status.CHANGED
        replacement: str | None = new_penalty
    elif decision == Appeal.Decision.RESCINDED:
        p.status = Penalty.Status.RESCINDED
        replacement = None
    else:
        return []
    p.save(update_fields=["final_penalty", "status"])
    notices = change_penalty_effect(
        p, actor, was, replacement, f"appeal #{appeal.pk}: {reason.strip()}"[:400]
    )
    audit(appeal.event, actor, "change_penalty", p, before, penalty_state(p), reason)
    return notices


def _latest_effect(p: Penalty) -> AuditEntry | None:
    """The newest record of this penalty changing a match, or of that change being undone."""
    return (
        AuditEntry.objects.filter(
            event_id=p.event_id,
            object_type="Match",
            action__in=("penalty_result", "penalty_result_undone"),
        )
        .filter(Q(reason=f"penalty #{p.pk}") | Q(reason__startswith=f"penalty #{p.pk}: "))
        .order_by("-id")
        .first()
    )


def _other_disqualification(p: Penalty) -> bool:
    others = (
        Penalty.objects.filter(registration_id=p.registration_id)
        .exclude(pk=p.pk)
        .exclude(status=Penalty.Status.RESCINDED)
    )
    return any(o.effective_penalty == rules.DISQUALIFICATION for o in others)


def change_penalty_effect(
    p: Penalty, actor: AbstractBaseUser, was: str, replacement: str | None, why: str
) -> list[tuple[str, str]]:
    """Undo what penalty ``p`` (until now ``was``) did, then apply ``replacement`` (None: rescinded).

    Any path that rescinds or changes a penalty goes through here, so the match and the player's
    registration follow the penalty. Returns (ja, en) notices for the judge; every change is audited.
    """
    notices: list[tuple[str, str]] = []
    entry = _latest_effect(p)
    if entry is not None and entry.action == "penalty_result":
        notices.extend(_revert_match(p, actor, entry, replacement, why))
    elif replacement in (*rules.LOSSES, rules.DISQUALIFICATION) and p.result_effect == rules.EFFECT_NONE:
        # The penalty never touched a result (a warning, say): the heavier one acts as if newly issued.
        target = p.match
        if target is None and replacement == rules.DISQUALIFICATION:
            target = services.open_match_of(p.registration)
        if target is not None:
            notice = _impose(p, actor, target, replacement)
            if any(notice):
                notices.append(notice)
    reg = p.registration
    if replacement == rules.DISQUALIFICATION and not reg.disqualified:
        services.disqualify(reg, actor, why, concede=False)
    elif was == rules.DISQUALIFICATION and replacement != rules.DISQUALIFICATION:
        if _other_disqualification(p):
            notices.append(
                (
                    "別の失格が有効なため、プレイヤーは失格のままです。",
                    "Another disqualification stands, so the player stays disqualified.",
                )
            )
        else:
            notice = services.reinstate(reg, actor, why)
            if any(notice):
                notices.append(notice)
    return notices


def _revert_match(
    p: Penalty, actor: AbstractBaseUser, entry: AuditEntry, replacement: str | None, why: str
) -> list[tuple[str, str]]:
    match = Match.objects.select_for_update().select_related("round__event").get(pk=int(entry.object_id))
    event = match.round.event
    seat = _seat(match, p.registration)
    needed = _needed(event)
    before = _state_from(entry.before or {})
    imposed = _state_from(entry.after or {}, seat_reported="b" if seat == "a" else "a")
    current = _snapshot(match)
    rev = rules.revert_penalty(current, before, imposed, seat, needed, replacement)
    later = list(
        event.round_set.filter(number__gt=match.round.number)
        .order_by("number")
        .values_list("number", flat=True)
    )
    notices: list[tuple[str, str]] = []
    if rev.outcome == rules.MOVED_ON:
        audit(event, actor, "penalty_result_kept", match, _state_dict(current), _state_dict(current), why)
        return [
            (
                f"第{match.round.number}回戦{match.table}卓の結果は罰則の後に変更されているため、自動では戻して"
                "いません。必要ならジャッジが結果を修正してください。",
                f"Round {match.round.number} table {match.table} has changed since the penalty, so its "
                "result was not reverted automatically; a judge corrects it if needed.",
            )
        ]
    if rev.changes:
        _write(match, rev.state)
        audit(
            event,
            actor,
            "penalty_result_undone",
            match,
            _state_dict(current),
            {**_state_dict(rev.state), "later_rounds_kept": later},
            f"penalty #{p.pk}: {why}",
        )
        if rev.outcome == rules.REAPPLIED and rev.state != before:
            # Recorded as the replacement's own effect, so a further change starts from here.
            audit(
                event,
                actor,
                "penalty_result",
                match,
                _state_dict(before),
                services.match_state(match),
                f"penalty #{p.pk}",
            )
        if rev.state.status == rules.PENDING:
            notices.append(
                (
                    f"第{match.round.number}回戦{match.table}卓を罰則前の状態に戻し、結果の報告を受け付けます。",
                    f"Round {match.round.number} table {match.table} is back as it was before the penalty "
                    "and open for reporting.",
                )
            )
        else:
            notices.append(
                (
                    f"第{match.round.number}回戦{match.table}卓の結果を罰則前（または変更後の罰則）のものに"
                    "しました。",
                    f"Round {match.round.number} table {match.table} now has the result it would have "
                    "without the penalty (or with the new one).",
                )
            )
        if later:
            rounds_ja = "・".join(str(n) for n in later)
            rounds_en = ", ".join(str(n) for n in later)
            notices.append(
                (
                    f"第{rounds_ja}回戦はすでに組み合わせ済みです。組み合わせはそのままで、順位は修正後の結果で"
                    "再計算されます。",
                    f"Round(s) {rounds_en} were already paired: those pairings stand, and the standings "
                    "are recomputed from the corrected result.",
                )
            )
    _set_effect(p, rev.effect)
    return notices


# --- export ----------------------------------------------------------------------------------------

EXPORT_FIELDS = [
    "id",
    "issued_at",
    "round",
    "table",
    "player",
    "judge",
    "infraction",
    "infraction_ja",
    "infraction_en",
    "category",
    "suggested_penalty",
    "penalty",
    "final_penalty",
    "status",
    "deviation_reason",
    "description",
    "clause_refs",
    "extension_minutes",
    "result_effect",
]


def export_rows(event: Event) -> list[dict[str, Any]]:
    rows = []
    for p in event.penalties.select_related("round", "match", "registration", "judge").order_by(
        "issued_at", "id"
    ):
        rows.append(
            {
                "id": p.pk,
                "issued_at": p.issued_at.isoformat(),
                "round": p.round.number if p.round else None,
                "table": p.match.table if p.match else None,
                "player": p.registration.name,
                "judge": p.judge.get_username() if p.judge else "",
                "infraction": p.infraction,
                "infraction_ja": p.infraction_ja,
                "infraction_en": p.infraction_en,
                "category": p.category,
                "suggested_penalty": p.suggested_penalty,
                "penalty": p.penalty,
                "final_penalty": p.effective_penalty,
                "status": p.status,
                "deviation_reason": p.deviation_reason,
                "description": p.description,
                "clause_refs": list(p.clause_refs),
                "extension_minutes": p.extension_minutes,
                "result_effect": p.result_effect,
            }
        )
    return rows


def export_csv(event: Event) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=EXPORT_FIELDS)
    writer.writeheader()
    for row in export_rows(event):
        writer.writerow({**row, "clause_refs": " ".join(row["clause_refs"])})
    return out.getvalue()


def export_json(event: Event) -> str:
    body = {
        "event": {"id": event.pk, "name": event.name, "game": event.game},
        "penalties": export_rows(event),
    }
    return json.dumps(body, ensure_ascii=False, indent=2)
