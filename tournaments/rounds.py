"""Rounds, standings and the top cut for a stored event: database rows in, the pure cores in the middle.

Standings are always recomputed from the match rows, so a corrected result changes everything after it
without any stored running totals to repair.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable
from typing import Any

from django.contrib.auth.base_user import AbstractBaseUser
from django.db import IntegrityError, transaction
from django.db.models import Q
from django.utils import timezone

from .bracket import Bracket, BracketMatch, build_bracket, current_matches, record_winner
from .models import STANDINGS_KINDS, Event, Match, Registration, Round, Team
from .pairing import Pairing, PairingOptions, PairingPlayer, check_round, pair_round
from .roundrobin import rounds_needed, schedule
from .services import Conflict, StateConflict, TournamentError, audit, require_organizer
from .standings import MTG, POKEMON, Entrant, MatchResult, ResultKind, Standing, compute_standings
from .teams import (
    DrawRule,
    OpenSeatRule,
    PairingTeam,
    SeatResult,
    TeamEntrant,
    TeamMatch,
    TeamRule,
    TeamStanding,
    check_team_round,
    compute_team_standings,
    pair_teams,
    seat_tables,
    team_outcome,
)

BYE_GAMES = 2  # a bye is recorded as a 2-0 win (MTR): it counts for its receiver, not as an opponent


def profile_of(event: Event) -> Any:
    return POKEMON if event.profile == Event.Profile.POKEMON else MTG


def swiss_results(event: Event) -> list[MatchResult]:
    """Every finished Swiss match as plain data, plus a loss for each round a late entrant missed."""
    results: list[MatchResult] = []
    swiss_rounds = list(event.round_set.filter(kind__in=STANDINGS_KINDS).order_by("number"))
    matches = Match.objects.filter(round__in=swiss_rounds, status=Match.Status.CONFIRMED).select_related(
        "round"
    )
    for m in matches:
        if m.player_b_id is None:
            results.append(
                MatchResult(m.round.number, str(m.player_a_id), None, BYE_GAMES, 0, 0, ResultKind.BYE)
            )
        else:
            results.append(
                MatchResult(
                    m.round.number, str(m.player_a_id), str(m.player_b_id), m.a_wins, m.b_wins, m.draws
                )
            )
    numbers = [r.number for r in swiss_rounds]
    for reg in event.registrations.filter(joined_round__gt=1):
        for number in numbers:
            if number < reg.joined_round:
                results.append(MatchResult(number, str(reg.pk), None, 0, 2, 0, ResultKind.LOSS))
    return results


def tiebreak_key(seed: int, position: int) -> int:
    """The per-event random last key for exact ties after every tiebreaker (decisions.md, Tournaments 6).

    A hash of the event's seed and the entrant's place in registration order (ids compared as numbers):
    the same seed and the same entries give the same order in a replay, whatever ids the database hands
    out, nobody can steer it without the seed, and no id is ever compared as text ("10" < "9")."""
    digest = hashlib.sha256(f"{seed}:{position}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def standings(event: Event) -> list[Standing]:
    entrants = [
        Entrant(
            str(r.pk),
            dropped=r.dropped_after_round is not None,
            disqualified=r.disqualified,
            late=r.joined_round > 1,
            tiebreak=tiebreak_key(event.seed, position),
        )
        for position, r in enumerate(event.registrations.order_by("pk"))
    ]
    return compute_standings(swiss_results(event), entrants, profile_of(event))


def _latest_round(event: Event) -> Round | None:
    return event.round_set.order_by("-number").first()


def require_round_finished(event: Event) -> None:
    latest = _latest_round(event)
    if latest is None:
        return
    if latest.status == Round.Status.DRAFT:
        # Most often a second "pair" press racing the first: a conflict, not a mistake of the request.
        raise Conflict(
            f"第{latest.number}回戦はまだ公開されていません。",
            f"Round {latest.number} has not been published yet.",
        )
    open_tables = latest.matches.exclude(status=Match.Status.CONFIRMED).values_list("table", flat=True)
    if open_tables:
        tables = ", ".join(str(t) for t in open_tables)
        raise StateConflict(
            f"第{latest.number}回戦の結果が確定していない卓があります: {tables}",
            f"Round {latest.number} has unconfirmed tables: {tables}",
        )


def _serialised(pair: Any) -> Any:
    """Pair under a lock on the event row, so simultaneous requests (six taps on "pair next round") make
    one round: the others wait, then find the new draft round and get a Conflict. Where the database
    cannot lock rows (SQLite), the unique round number turns the loser's insert into the same Conflict."""

    def locked(event: Event, actor: AbstractBaseUser) -> Round:
        try:
            with transaction.atomic():
                list(Event.objects.select_for_update().filter(pk=event.pk).values_list("pk", flat=True))
                return pair(event, actor)
        except IntegrityError:
            raise Conflict(
                "別の操作が先に組み合わせを作成しました。ページを再読み込みしてください。",
                "Another request paired this round first; reload the page.",
            ) from None

    locked.__doc__ = pair.__doc__
    return locked


PAIRABLE = (Event.Status.REGISTRATION, Event.Status.CHECK_IN, Event.Status.RUNNING)


def require_swiss_open(event: Event) -> None:
    """Swiss rounds are paired once registration has opened and until the Swiss rounds end."""
    if event.status == Event.Status.DRAFT:
        raise StateConflict(
            "参加受付を開始してから組み合わせを作成してください。", "Open registration before pairing."
        )
    if event.status not in PAIRABLE:
        raise StateConflict("スイスドローは終了しています。", "The Swiss rounds are over for this event.")
    if event.swiss_ended_after is not None:
        raise StateConflict("スイスドローは打ち切られています。", "The Swiss rounds were ended early.")


def _status_note(event: Event) -> dict[str, Any]:
    # Remembered so that discarding this round while it is a draft puts the event back where it was.
    return {"event_status_before": event.status}


def _pair_next_swiss_round(event: Event, actor: AbstractBaseUser) -> Round:
    """Pair the next round that counts for the standings: Swiss, or the next round of a round robin."""
    require_organizer(actor, event)
    require_swiss_open(event)
    if event.structure == Event.Structure.ROUND_ROBIN:
        return _pair_round_robin_round(event, actor)
    if event.is_team_event:
        return pair_next_team_round(event, actor)
    require_round_finished(event)
    if event.round_set.filter(kind=Round.Kind.ELIMINATION).exists():
        raise StateConflict("決勝トーナメントが始まっています。", "The top cut has started.")
    number = event.round_set.count() + 1
    active = [r for r in event.registrations.all() if r.active]
    if len(active) < 2:
        raise StateConflict("対戦するには2人以上が必要です。", "At least two active players are needed.")
    if number > event.planned_rounds(len(event.registrations.all())):
        raise StateConflict("予定の回戦数をすべて終えました。", "All planned Swiss rounds have been played.")
    table = standings(event)
    rank = {s.player: s.rank for s in table}
    points = {s.player: s.match_points for s in table}
    opponents: dict[str, set[str]] = {}
    had_bye: set[str] = set()
    for m in Match.objects.filter(round__event=event, round__kind=Round.Kind.SWISS):
        a = str(m.player_a_id)
        if m.player_b_id is None:
            had_bye.add(a)
            continue
        b = str(m.player_b_id)
        opponents.setdefault(a, set()).add(b)
        opponents.setdefault(b, set()).add(a)
    players = [
        PairingPlayer(
            id=str(r.pk),
            points=points.get(str(r.pk), 0),
            rank=rank.get(str(r.pk), len(table) + 1),
            opponents=frozenset(opponents.get(str(r.pk), ())),
            had_bye=str(r.pk) in had_bye,
            joined_round=r.joined_round,
        )
        for r in active
    ]
    result = pair_round(players, PairingOptions(seed=event.seed * 1000 + number))
    problems = check_round(players, result.pairings)
    if problems:
        # The core's own checker disagrees with it: never publish such a round.
        raise TournamentError(
            "組み合わせの検証に失敗しました。",
            "The pairing failed verification: " + "; ".join(p.detail for p in problems),
        )
    with transaction.atomic():
        rnd = Round.objects.create(
            event=event,
            number=number,
            kind=Round.Kind.SWISS,
            notes=[
                {
                    "method": result.method,
                    "rematches": result.rematches,
                    "gap_cost": result.gap_cost,
                    "certified_optimal": result.certified_optimal,
                    "seed": result.seed,
                }
            ]
            + [
                {"table": p.table, "flags": [str(f) for f in p.flags], "reasons": list(p.reasons)}
                for p in result.pairings
                if p.flags
            ]
            + [_status_note(event)],
        )
        for p in result.pairings:
            bye = p.player_b is None
            Match.objects.create(
                round=rnd,
                table=p.table,
                player_a_id=int(p.player_a),
                player_b_id=None if bye else int(p.player_b),  # type: ignore[arg-type]
                a_wins=BYE_GAMES if bye else 0,
                status=Match.Status.CONFIRMED if bye else Match.Status.PENDING,
                note="; ".join(p.reasons)[:300],
            )
        if event.status in (Event.Status.REGISTRATION, Event.Status.CHECK_IN):
            event.status = Event.Status.RUNNING
            event.save(update_fields=["status"])
        audit(event, actor, "pair_round", rnd, None, {"number": number, "tables": len(result.pairings)})
    return rnd


ROUND_ROBIN_ORDER = "round_robin_order"


def round_robin_order(event: Event) -> list[str] | None:
    """The players of a round robin in the order its schedule was drawn (kept in round 1's notes)."""
    first = event.round_set.filter(kind=Round.Kind.ROUND_ROBIN).order_by("number").first()
    if first is None:
        return None
    return next((n[ROUND_ROBIN_ORDER] for n in first.notes if ROUND_ROBIN_ORDER in n), None)


def _pair_round_robin_round(event: Event, actor: AbstractBaseUser) -> Round:
    """The next round of the round robin (tournaments/roundrobin.py). The schedule is drawn once, at the
    first round, from the players then active in an order shuffled with the event's seed, and kept: the
    same seed and entries give the same schedule. A player who has dropped since keeps their place, and
    whoever was to meet them has the round's win as a bye (MTR: an opponent's drop is a bye)."""
    if event.is_team_event:
        raise TournamentError(
            "チーム戦の総当たりには対応していません。", "Team events cannot be run as a round robin."
        )
    require_round_finished(event)
    number = event.round_set.count() + 1
    order = round_robin_order(event)
    notes: list[dict[str, Any]] = []
    if order is None:
        order = [str(pk) for pk in sorted(r.pk for r in event.registrations.all() if r.active)]
        if len(order) < 2:
            raise TournamentError(
                "対戦するには2人以上が必要です。", "At least two active players are needed."
            )
        random.Random(event.seed).shuffle(order)
        notes.append({"method": "round_robin", ROUND_ROBIN_ORDER: order})
    plan = schedule(order)
    if number > len(plan):
        raise TournamentError(
            "総当たりの全回戦を終えました。", "Every round of the round robin has been played."
        )
    active = {str(r.pk) for r in event.registrations.all() if r.active}
    with transaction.atomic():
        rnd = Round.objects.create(
            event=event, number=number, kind=Round.Kind.ROUND_ROBIN, notes=[*notes, _status_note(event)]
        )
        table = 0
        for p in plan[number - 1]:
            present = [x for x in (p.player_a, p.player_b) if x is not None and x in active]
            if not present:
                continue
            table += 1
            if len(present) == 2:
                Match.objects.create(
                    round=rnd, table=table, player_a_id=int(p.player_a), player_b_id=int(p.player_b or 0)
                )
                continue
            Match.objects.create(
                round=rnd,
                table=table,
                player_a_id=int(present[0]),
                a_wins=BYE_GAMES,
                status=Match.Status.CONFIRMED,
                note="bye" if p.player_b is None else "opponent dropped",
            )
        if event.status in (Event.Status.REGISTRATION, Event.Status.CHECK_IN):
            event.status = Event.Status.RUNNING
            event.save(update_fields=["status"])
        audit(event, actor, "pair_round", rnd, None, {"number": number, "tables": table, "round_robin": True})
    return rnd


def publish_round(rnd: Round, actor: AbstractBaseUser) -> None:
    require_organizer(actor, rnd.event)
    if rnd.status != Round.Status.DRAFT:
        raise StateConflict("この回戦はすでに公開されています。", "This round is already published.")
    rnd.status = Round.Status.PUBLISHED
    rnd.started_at = timezone.now()
    rnd.save(update_fields=["status", "started_at"])
    audit(rnd.event, actor, "publish_round", rnd, {"status": "draft"}, {"status": "published"})


# --- top cut and single elimination ------------------------------------------------------------------


def _seeds_for_cut(event: Event) -> list[str]:
    if event.structure == Event.Structure.SINGLE_ELIMINATION:
        # No Swiss to seed from: a seeded shuffle, reproducible from the event's seed.
        # Sorted as numbers before the shuffle: as text "10" would come before "9".
        ids = [str(pk) for pk in sorted(r.pk for r in event.registrations.all() if r.active)]
        random.Random(event.seed).shuffle(ids)
        return ids
    eligible = {str(r.pk) for r in event.registrations.all() if r.active}
    return [s.player for s in standings(event) if s.player in eligible][: event.top_cut]


def bracket_of(event: Event, scores: dict[tuple[int, int], tuple[int, int]] | None = None) -> Bracket | None:
    """The bracket rebuilt from the stored seeds and the confirmed elimination matches. When ``scores``
    is given, each decided bracket match's games won (side a, side b) are put in it by (round, slot)."""
    first = event.round_set.filter(kind=Round.Kind.ELIMINATION).order_by("number").first()
    if first is None:
        return None
    seeds = next(n["seeds"] for n in first.notes if "seeds" in n)
    bracket = build_bracket(seeds)
    # With byes a bracket round can mix depths (seeds 2 and 3 may meet while 4 v 5 still plays), so each
    # confirmed match is found in the bracket by its two players, not by the round it was played in.
    finished = Match.objects.filter(
        round__event=event, round__kind=Round.Kind.ELIMINATION, status=Match.Status.CONFIRMED
    ).order_by("round__number", "table")
    for m in finished:
        if m.a_wins == m.b_wins or m.player_b_id is None:
            continue
        pair = {str(m.player_a_id), str(m.player_b_id)}
        winner = str(m.player_a_id) if m.a_wins > m.b_wins else str(m.player_b_id)
        for bm in current_matches(bracket):
            if {bm.player_a, bm.player_b} == pair:
                bracket = record_winner(bracket, bm.round, bm.slot, winner)
                if scores is not None:
                    a_first = bm.player_a == str(m.player_a_id)
                    scores[(bm.round, bm.slot)] = (m.a_wins, m.b_wins) if a_first else (m.b_wins, m.a_wins)
                break
    return bracket


def bracket_tables(event: Event, bracket: Bracket, *, teams: bool = False) -> dict[tuple[int, int], int]:
    """The table each bracket match that is next up was given in its published round, if any."""
    latest = (
        event.round_set.filter(kind=Round.Kind.ELIMINATION, status=Round.Status.PUBLISHED)
        .order_by("-number")
        .first()
    )
    if latest is None:
        return {}
    if teams:
        tables = {frozenset((t["team_a"], t["team_b"])): t["team_table"] for t in team_tables(latest)}
    else:
        tables = {
            frozenset((str(m.player_a_id), str(m.player_b_id))): m.table
            for m in latest.matches.exclude(status=Match.Status.CONFIRMED)
        }
    out = {}
    for bm in current_matches(bracket):
        table = tables.get(frozenset((bm.player_a, bm.player_b)))
        if table is not None:
            out[(bm.round, bm.slot)] = table
    return out


def swiss_rounds_played(event: Event) -> int:
    """Rounds played before any bracket: Swiss, or round robin."""
    return event.round_set.filter(kind__in=STANDINGS_KINDS).count()


def entrants(event: Event) -> int:
    return event.teams.count() if event.is_team_event else event.registrations.count()


def planned_standings_rounds(event: Event) -> int:
    """The Swiss rounds planned; for a round robin, the rounds of the schedule drawn at round 1 (the
    players then active, whoever registered and left before it)."""
    if event.structure == Event.Structure.ROUND_ROBIN:
        order = round_robin_order(event)
        if order is not None:
            return rounds_needed(len(order))
    return event.planned_rounds(entrants(event))


def swiss_complete(event: Event) -> bool:
    """All planned Swiss (or round robin) rounds are paired (or the organizer ended the Swiss rounds
    early)."""
    if event.swiss_ended_after is not None:
        return True
    return swiss_rounds_played(event) >= planned_standings_rounds(event)


def require_swiss_complete(event: Event) -> None:
    if event.structure == Event.Structure.SINGLE_ELIMINATION or swiss_complete(event):
        return
    planned = planned_standings_rounds(event)
    played = swiss_rounds_played(event)
    if event.structure == Event.Structure.ROUND_ROBIN:
        raise StateConflict(
            f"総当たりは全{planned}回戦のうち{played}回戦しか行っていません。",
            f"Only {played} of {planned} round robin rounds have been played.",
        )
    raise StateConflict(
        f"スイスドローは全{planned}回戦のうち{played}回戦しか行っていません。"
        "決勝トーナメントの前に残りの回戦を行うか、スイスドローを打ち切ってください。",
        f"Only {played} of {planned} Swiss rounds have been played: play the rest or end the Swiss "
        "rounds early before the top cut.",
    )


def require_cut_open(event: Event) -> None:
    """The top cut starts after the last Swiss round (or after the organizer ended the Swiss rounds
    early); a single-elimination event starts from registration."""
    if event.status in (Event.Status.DRAFT, Event.Status.FINISHED):
        raise StateConflict(
            "この段階では決勝トーナメントを組めません。", "The bracket cannot be paired at this stage."
        )
    if event.status != Event.Status.TOP_CUT:
        require_swiss_complete(event)


def _ready_matches(
    bracket: Bracket, event: Event, names_of: Callable[[Event], dict[str, str]]
) -> list[BracketMatch]:
    """The bracket's matches ready to be paired (players' or teams'); after the final there are none, and
    the organizer asking for another round is told who won it (``names_of``: the event's id -> name)."""
    ready = current_matches(bracket)
    if ready:
        return ready
    winner = names_of(event).get(bracket.champion or "")
    if winner:
        raise StateConflict(
            f"決勝トーナメントは終了しています。優勝は{winner}です。",
            f"The bracket is complete: {winner} won the final.",
        )
    raise StateConflict("決勝トーナメントは終了しています。", "The bracket is complete.")


def _pair_elimination_round(event: Event, actor: AbstractBaseUser) -> Round:
    """Start the top cut (or the single-elimination event), or pair its next round from the winners."""
    require_organizer(actor, event)
    require_cut_open(event)
    if event.is_team_event:
        return pair_team_elimination_round(event, actor)
    require_round_finished(event)
    bracket = bracket_of(event)
    notes: list[dict[str, Any]] = []
    if bracket is None:
        if event.structure == Event.Structure.SWISS and not event.top_cut:
            raise StateConflict(
                "このイベントには決勝トーナメントがありません。", "This event has no top cut."
            )
        seeds = _seeds_for_cut(event)
        if len(seeds) < 2:
            raise StateConflict(
                "決勝トーナメントには2人以上が必要です。", "A bracket needs at least two players."
            )
        bracket = build_bracket(seeds)
        notes.append({"seeds": seeds})
    ready = _ready_matches(bracket, event, names)
    with transaction.atomic():
        rnd = Round.objects.create(
            event=event,
            number=event.round_set.count() + 1,
            kind=Round.Kind.ELIMINATION,
            notes=[*notes, _status_note(event)],
        )
        for table, bm in enumerate(ready, start=1):
            Match.objects.create(
                round=rnd,
                table=table,
                player_a_id=int(bm.player_a),  # type: ignore[arg-type]
                player_b_id=int(bm.player_b),  # type: ignore[arg-type]
                note=f"seed {bm.seed_a} v {bm.seed_b}",
            )
        event.status = Event.Status.TOP_CUT
        event.save(update_fields=["status"])
        audit(event, actor, "pair_elimination", rnd, None, {"number": rnd.number, "tables": len(ready)})
    return rnd


def outstanding_matches(event: Event) -> list[Match]:
    """Tables of published rounds still without a confirmed result, oldest round first."""
    return list(
        Match.objects.filter(round__event=event, round__status=Round.Status.PUBLISHED)
        .exclude(status=Match.Status.CONFIRMED)
        .select_related("round", "player_a", "player_b")
        .order_by("round__number", "table")
    )


def names(event: Event) -> dict[str, str]:
    return {str(r.pk): r.name for r in Registration.objects.filter(event=event)}


def my_open_match(event: Event, reg: Registration) -> Match | None:
    return (
        Match.objects.filter(round__event=event, round__status=Round.Status.PUBLISHED)
        .filter(Q(player_a=reg) | Q(player_b=reg))
        .order_by("-round__number")
        .first()
    )


# --- team events (docs/teams.md) -----------------------------------------------------------------------


def team_rule(event: Event) -> TeamRule:
    return TeamRule(DrawRule(event.team_draw_rule), OpenSeatRule(event.team_open_seats))


def team_tables(rnd: Round) -> list[dict[str, Any]]:
    """The team pairing of a round as stored in its notes: team table -> the two teams (team_b None: bye)."""
    return [n for n in rnd.notes if "team_table" in n]


def _seat_results(matches: list[Match], team_a: str, member_team: dict[int, str]) -> tuple[SeatResult, ...]:
    """The table's seat matches as seen from team A. A seat whose member is missing on one side was stored
    as a one-player match won 2-0 by the member who is there."""
    out = []
    for m in sorted(matches, key=lambda m: m.seat):
        finished = m.status == Match.Status.CONFIRMED
        a_side = member_team.get(m.player_a_id) == team_a
        wins_a, wins_b = (m.a_wins, m.b_wins) if a_side else (m.b_wins, m.a_wins)
        out.append(SeatResult(m.seat, wins_a, wins_b, m.draws, finished))
    return tuple(out)


def team_results(event: Event, kind: str = Round.Kind.SWISS) -> list[tuple[TeamMatch, int]]:
    """Every team table of the event's rounds of ``kind`` as plain data (with its round's id), plus a loss
    for each Swiss round a late team missed."""
    member_team = {r.pk: str(r.team_id) for r in event.registrations.filter(team__isnull=False)}
    rounds = list(event.round_set.filter(kind=kind).order_by("number"))
    by_table: dict[tuple[int, int], list[Match]] = {}
    for m in Match.objects.filter(round__in=rounds).exclude(team_table=None):
        by_table.setdefault((m.round_id, m.team_table or 0), []).append(m)
    out: list[tuple[TeamMatch, int]] = []
    for rnd in rounds:
        for t in team_tables(rnd):
            if t["team_b"] is None:
                out.append((TeamMatch(rnd.number, t["team_a"], None, kind=ResultKind.BYE), rnd.pk))
                continue
            seats = _seat_results(by_table.get((rnd.pk, t["team_table"]), []), t["team_a"], member_team)
            out.append((TeamMatch(rnd.number, t["team_a"], t["team_b"], seats), rnd.pk))
    if kind == Round.Kind.SWISS:
        numbers = [r.number for r in rounds]
        for team in event.teams.filter(joined_round__gt=1):
            for number in numbers:
                if number < team.joined_round:
                    out.append((TeamMatch(number, str(team.pk), None, kind=ResultKind.LOSS), 0))
    return out


def team_standings(event: Event) -> list[TeamStanding]:
    entrants = [
        TeamEntrant(
            str(t.pk),
            dropped=t.dropped_after_round is not None,
            disqualified=t.disqualified,
            tiebreak=tiebreak_key(event.seed, position),
        )
        for position, t in enumerate(event.teams.order_by("pk"))
    ]
    matches = [m for m, _ in team_results(event)]
    return compute_team_standings(
        matches, entrants, team_rule(event), profile_of(event).floor, seats=event.team_seats
    )


def team_names(event: Event) -> dict[str, str]:
    return {str(t.pk): t.name for t in event.teams.all()}


def _pairing_team(team: Team, points: int, rank: int, opponents: set[str], had_bye: bool) -> PairingTeam:
    seats: dict[str, str | None] = dict.fromkeys(team.event.team_seats)
    for member in team.members.all():
        # A disqualified member's seat stays empty (policy "forfeit seat"): it loses every match it has.
        if member.seat in seats and not member.disqualified:
            seats[member.seat] = str(member.pk)
    return PairingTeam(
        id=str(team.pk),
        points=points,
        rank=rank,
        members=tuple(seats.values()),
        opponents=frozenset(opponents),
        had_bye=had_bye,
        joined_round=team.joined_round,
    )


def _create_seat_matches(rnd: Round, seats: list[Any], bye_games: int = BYE_GAMES) -> None:
    for s in seats:
        present = [p for p in (s.player_a, s.player_b) if p is not None]
        if not present:
            continue
        if s.team_b is not None and len(present) == 2:
            Match.objects.create(
                round=rnd,
                table=s.table,
                seat=s.seat,
                team_table=s.team_table,
                player_a_id=int(s.player_a),
                player_b_id=int(s.player_b),
            )
            continue
        # A team bye, or an empty seat facing a member: the member there takes a 2-0.
        Match.objects.create(
            round=rnd,
            table=s.table,
            seat=s.seat,
            team_table=s.team_table,
            player_a_id=int(present[0]),
            a_wins=bye_games,
            status=Match.Status.CONFIRMED,
            note="bye" if s.team_b is None else "empty seat",
        )


def pair_next_team_round(event: Event, actor: AbstractBaseUser) -> Round:
    """Pair the next Swiss round of a team event: teams by team match points, seats A-A, B-B, C-C."""
    require_organizer(actor, event)
    require_swiss_open(event)
    require_round_finished(event)
    if event.round_set.filter(kind=Round.Kind.ELIMINATION).exists():
        raise StateConflict("決勝トーナメントが始まっています。", "The top cut has started.")
    number = event.round_set.count() + 1
    all_teams = list(event.teams.prefetch_related("members"))
    active = [t for t in all_teams if t.active]
    if len(active) < 2:
        raise StateConflict("対戦するには2チーム以上が必要です。", "At least two active teams are needed.")
    if number > event.planned_rounds(len(all_teams)):
        raise StateConflict("予定の回戦数をすべて終えました。", "All planned Swiss rounds have been played.")
    table = team_standings(event)
    rank = {s.team: s.rank for s in table}
    points = {s.team: s.match_points for s in table}
    opponents: dict[str, set[str]] = {}
    had_bye: set[str] = set()
    for rnd in event.round_set.filter(kind=Round.Kind.SWISS):
        for t in team_tables(rnd):
            if t["team_b"] is None:
                had_bye.add(t["team_a"])
            else:
                opponents.setdefault(t["team_a"], set()).add(t["team_b"])
                opponents.setdefault(t["team_b"], set()).add(t["team_a"])
    teams = [
        _pairing_team(
            t,
            points.get(str(t.pk), 0),
            rank.get(str(t.pk), len(table) + 1),
            opponents.get(str(t.pk), set()),
            str(t.pk) in had_bye,
        )
        for t in active
    ]
    result = pair_teams(teams, PairingOptions(seed=event.seed * 1000 + number))
    problems = check_team_round(teams, result)
    if problems:
        raise TournamentError(
            "組み合わせの検証に失敗しました。",
            "The pairing failed verification: " + "; ".join(p.detail for p in problems),
        )
    core = result.teams
    with transaction.atomic():
        rnd = Round.objects.create(
            event=event,
            number=number,
            kind=Round.Kind.SWISS,
            notes=[
                {
                    "method": core.method,
                    "rematches": core.rematches,
                    "gap_cost": core.gap_cost,
                    "certified_optimal": core.certified_optimal,
                    "seed": core.seed,
                }
            ]
            + [{"team_table": p.table, "team_a": p.player_a, "team_b": p.player_b} for p in core.pairings]
            + [
                {"table": p.table, "flags": [str(f) for f in p.flags], "reasons": list(p.reasons)}
                for p in core.pairings
                if p.flags
            ]
            + [_status_note(event)],
        )
        _create_seat_matches(rnd, list(result.seats))
        if event.status in (Event.Status.REGISTRATION, Event.Status.CHECK_IN):
            event.status = Event.Status.RUNNING
            event.save(update_fields=["status"])
        audit(event, actor, "pair_round", rnd, None, {"number": number, "team_tables": len(core.pairings)})
    return rnd


def team_bracket_of(
    event: Event, scores: dict[tuple[int, int], tuple[int, int]] | None = None
) -> Bracket | None:
    """The team bracket rebuilt from the stored seeds and the decided team tables of the cut; ``scores``
    (when given) receives the seats won by each team of a decided table."""
    first = event.round_set.filter(kind=Round.Kind.ELIMINATION).order_by("number").first()
    if first is None:
        return None
    seeds = next(n["seeds"] for n in first.notes if "seeds" in n)
    bracket = build_bracket(seeds)
    rule = team_rule(event)
    for tm, _round_id in team_results(event, Round.Kind.ELIMINATION):
        if tm.team_b is None or not all(s.finished for s in tm.seats):
            continue
        outcome = team_outcome(tm.seats, rule)
        if outcome is None or outcome.winner is None:
            continue
        winner = tm.team_a if outcome.winner == "a" else tm.team_b
        for bm in current_matches(bracket):
            if {bm.player_a, bm.player_b} == {tm.team_a, tm.team_b}:
                bracket = record_winner(bracket, bm.round, bm.slot, winner)
                if scores is not None:
                    a_seats = sum(1 for seat in tm.seats if seat.wins_a > seat.wins_b)
                    b_seats = sum(1 for seat in tm.seats if seat.wins_b > seat.wins_a)
                    scores[(bm.round, bm.slot)] = (
                        (a_seats, b_seats) if bm.player_a == tm.team_a else (b_seats, a_seats)
                    )
                break
    return bracket


def pair_team_elimination_round(event: Event, actor: AbstractBaseUser) -> Round:
    """The top cut of a team event: the best teams by team standings, seeded 1v8, 4v5, ...; each team
    table is three seat matches, and a seat match needs a winner, so every team table has one."""
    require_organizer(actor, event)
    require_cut_open(event)
    require_round_finished(event)
    bracket = team_bracket_of(event)
    notes: list[dict[str, Any]] = []
    if bracket is None:
        if not event.top_cut:
            raise StateConflict(
                "このイベントには決勝トーナメントがありません。", "This event has no top cut."
            )
        eligible = {str(t.pk) for t in event.teams.all() if t.active}
        seeds = [s.team for s in team_standings(event) if s.team in eligible][: event.top_cut]
        if len(seeds) < 2:
            raise StateConflict(
                "決勝トーナメントには2チーム以上が必要です。", "A bracket needs at least two teams."
            )
        bracket = build_bracket(seeds)
        notes.append({"seeds": seeds})
    ready = _ready_matches(bracket, event, team_names)
    teams = {str(t.pk): t for t in event.teams.prefetch_related("members")}
    with transaction.atomic():
        rnd = Round.objects.create(
            event=event, number=event.round_set.count() + 1, kind=Round.Kind.ELIMINATION, notes=notes
        )
        pairing_teams = [_pairing_team(t, 0, 0, set(), False) for t in teams.values()]
        pairings = [
            Pairing(k, bm.player_a or "", bm.player_b, 0, 0, (), (f"seed {bm.seed_a} v {bm.seed_b}",))
            for k, bm in enumerate(ready, start=1)
        ]
        rnd.notes = (
            notes
            + [{"team_table": p.table, "team_a": p.player_a, "team_b": p.player_b} for p in pairings]
            + [_status_note(event)]
        )
        rnd.save(update_fields=["notes"])
        _create_seat_matches(rnd, seat_tables(pairing_teams, pairings))
        event.status = Event.Status.TOP_CUT
        event.save(update_fields=["status"])
        audit(event, actor, "pair_elimination", rnd, None, {"number": rnd.number, "team_tables": len(ready)})
    return rnd


pair_next_swiss_round = _serialised(_pair_next_swiss_round)
pair_elimination_round = _serialised(_pair_elimination_round)
