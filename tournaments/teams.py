"""Team events (trios): the team result of a round, team pairing and team standings (pure Python, no Django).

A trio is three players who sit as seats A, B and C of a team for the whole event (a pair, ペア, is two
players in seats A and B; everything below holds for it with two seats). In a round two teams meet and each
seat plays its own match against the same seat of the other team (A-A, B-B, C-C), reported and confirmed
like any match. The team result is derived from the seat results; nothing about it is stored.

The team result (:func:`team_outcome`), with the event's :class:`TeamRule`:

* ``draws="majority"`` (default): the team with more seat wins wins the round; equal seat wins are a team
  draw. 2-1 and 2-0-1 are wins, 1-1-1 and 0-0-3 are draws, and 1-0-2 is a win.
* ``draws="two_wins"``: a team needs two seat wins; anything less is a team draw (1-0-2 is a draw; a pair
  needs both seats).
* ``open_seats="wait"`` (default): a seat without a confirmed result leaves the team result open unless the
  finished seats already decide it whatever the open seat does (two seat wins usually do); the round is not
  over until it is decided.
* ``open_seats="draw"``: an open seat counts as a drawn seat with no games (the organizer closes the round
  at time and does not wait for it).

Team pairing (:func:`pair_teams`) is the individual pairing core (``pairing.pair_round``) run on teams: one
pairing "player" per team, with the team's match points, opponents and bye, so the same criteria hold (no
second bye, fewest rematches, bye to the lowest eligible team, smallest Σ(ΔMP)²). Each team table then
becomes three seat tables A-A, B-B, C-C numbered 3k-2, 3k-1, 3k for team table k (a pair's two are 2k-1,
2k); a bye is a bye for every member.

Team standings (:func:`compute_team_standings`) follow the individual MTR conventions at team level:
3/1/0 team match points; team match-win % = match points / (3 × rounds), floored at the profile's floor
(0.33); team game-win % from the seat results (3 game points a seat game won, 1 drawn, over 3 × the seat
games played), floored alike; a bye is a team win with a 2-0 in every seat, counted in the team's own record
and skipped in its opponent averages; a missed round of a late team is a loss with 0-2 in every seat. Order:
team match points, opponent teams' match-win % (OMW%), team game-win % (GW%), opponent teams' game-win %
(OGW%), then the team id.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from fractions import Fraction

from .pairing import (
    Pairing,
    PairingOptions,
    PairingPlayer,
    PairingProblem,
    PairingResult,
    ProblemKind,
    check_round,
    pair_round,
)
from .standings import BYE_GAMES, MTG, Record, ResultKind, add_match

SEATS = ("A", "B", "C")  # a trio's seats; a pair (ペア) sits in A and B


def seats_of(size: int) -> tuple[str, ...]:
    """The seats of a team of ``size`` members: 2 (a pair) or 3 (a trio)."""
    if not 2 <= size <= len(SEATS):
        raise ValueError(f"a team has 2 or 3 members, not {size}")
    return SEATS[:size]


BYE_SEAT_GAMES = BYE_GAMES  # a bye is a 2-0 in each seat, as an individual bye is a 2-0 win (MTR)


# --- the team result of a round ----------------------------------------------------------------------


class DrawRule(StrEnum):
    MAJORITY = "majority"  # more seat wins than the other team wins the round
    TWO_WINS = "two_wins"  # two seat wins are needed; anything less is a team draw


class OpenSeatRule(StrEnum):
    WAIT = "wait"  # an open seat leaves the team result open unless it cannot change it
    DRAW = "draw"  # an open seat counts as a drawn seat with no games


@dataclass(frozen=True)
class TeamRule:
    draws: DrawRule = DrawRule.MAJORITY
    open_seats: OpenSeatRule = OpenSeatRule.WAIT


DEFAULT_RULE = TeamRule()


@dataclass(frozen=True)
class SeatResult:
    """One seat's match as games, seen from team A: ``wins_a``-``wins_b``-``draws``; ``finished=False``:
    no confirmed result yet."""

    seat: str
    wins_a: int = 0
    wins_b: int = 0
    draws: int = 0
    finished: bool = True

    @property
    def winner(self) -> str | None:
        """ "a", "b", or None for a drawn seat (an open seat has no winner either)."""
        if not self.finished or self.wins_a == self.wins_b:
            return None
        return "a" if self.wins_a > self.wins_b else "b"


@dataclass(frozen=True)
class TeamOutcome:
    winner: str | None  # "a", "b", or None for a team draw
    seats_a: int  # seat wins of team A
    seats_b: int
    seats_drawn: int  # drawn seats, open seats counted as drawn under ``open_seats="draw"``
    seats_open: int  # seats still open when the result was already decided


def _decide(wins_a: int, wins_b: int, rule: TeamRule) -> str | None:
    if rule.draws is DrawRule.TWO_WINS:
        return "a" if wins_a >= 2 else "b" if wins_b >= 2 else None
    return "a" if wins_a > wins_b else "b" if wins_b > wins_a else None


def team_outcome(seats: Sequence[SeatResult], rule: TeamRule = DEFAULT_RULE) -> TeamOutcome | None:
    """The team result of one round from its seat results, or None while it is not decided."""
    wins_a = sum(1 for s in seats if s.winner == "a")
    wins_b = sum(1 for s in seats if s.winner == "b")
    drawn = sum(1 for s in seats if s.finished and s.winner is None)
    open_count = sum(1 for s in seats if not s.finished)
    if rule.open_seats is OpenSeatRule.DRAW:
        return TeamOutcome(_decide(wins_a, wins_b, rule), wins_a, wins_b, drawn + open_count, 0)
    # Decided only if every way the open seats could still end gives the same team result.
    endings = {
        _decide(wins_a + ends.count("a"), wins_b + ends.count("b"), rule)
        for ends in itertools.product(("a", "b", "d"), repeat=open_count)
    }
    if len(endings) != 1:
        return None
    return TeamOutcome(endings.pop(), wins_a, wins_b, drawn, open_count)


# --- team pairing ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class PairingTeam:
    """A team as the pairing sees it. ``members`` are the player ids in seats A, B, C; None is an empty
    seat (a member disqualified under the ``forfeit_seat`` policy): that seat loses every match it has."""

    id: str
    points: int
    rank: int
    members: tuple[str | None, ...]  # one per seat: 3 for a trio, 2 for a pair
    opponents: frozenset[str] = frozenset()
    had_bye: bool = False
    dropped: bool = False
    joined_round: int = 1


@dataclass(frozen=True)
class SeatTable:
    table: int  # the seat's own table number
    team_table: int
    seat: str
    team_a: str
    team_b: str | None  # None: team A has the bye
    player_a: str | None  # None: an empty seat
    player_b: str | None

    @property
    def is_bye(self) -> bool:
        return self.team_b is None


@dataclass(frozen=True)
class TeamPairingResult:
    teams: PairingResult  # the core's result; its player ids are team ids
    seats: tuple[SeatTable, ...]


def seat_table_number(team_table: int, seat: str, size: int = len(SEATS)) -> int:
    return size * (team_table - 1) + SEATS.index(seat) + 1


def _as_player(team: PairingTeam) -> PairingPlayer:
    return PairingPlayer(
        id=team.id,
        points=team.points,
        rank=team.rank,
        opponents=team.opponents,
        had_bye=team.had_bye,
        dropped=team.dropped,
        joined_round=team.joined_round,
    )


def seat_tables(teams: Sequence[PairingTeam], pairings: Iterable[Pairing]) -> list[SeatTable]:
    """A seat table per seat for every team table: A meets A, B meets B (and C meets C in a trio)."""
    members = {t.id: t.members for t in teams}
    out: list[SeatTable] = []
    for p in sorted(pairings, key=lambda p: p.table):
        size = len(members[p.player_a])
        for i, seat in enumerate(seats_of(size)):
            out.append(
                SeatTable(
                    table=seat_table_number(p.table, seat, size),
                    team_table=p.table,
                    seat=seat,
                    team_a=p.player_a,
                    team_b=p.player_b,
                    player_a=members[p.player_a][i],
                    player_b=None if p.player_b is None else members[p.player_b][i],
                )
            )
    return out


def pair_teams(teams: Iterable[PairingTeam], options: PairingOptions | None = None) -> TeamPairingResult:
    """Pair the next team round with the individual core, then seat the members."""
    teams = list(teams)
    result = pair_round([_as_player(t) for t in teams], options)
    return TeamPairingResult(result, tuple(seat_tables(teams, result.pairings)))


def check_team_round(teams: Sequence[PairingTeam], result: TeamPairingResult) -> list[PairingProblem]:
    """The individual checker on the team tables, plus the seats: each seat table pairs the same seat of
    the two teams it names, and table numbers follow the team tables."""
    problems = check_round([_as_player(t) for t in teams], result.teams.pairings)
    by_id = {t.id: t for t in teams}
    expected = {
        (s.table, s.seat, s.player_a, s.player_b)
        for s in seat_tables([t for t in teams if t.id in by_id], result.teams.pairings)
        if s.team_a in by_id and (s.team_b is None or s.team_b in by_id)
    }
    actual = {(s.table, s.seat, s.player_a, s.player_b) for s in result.seats}
    for table, seat, a, b in sorted(actual ^ expected, key=lambda x: (x[0], x[1])):
        problems.append(
            PairingProblem(
                kind=ProblemKind.SEAT_MISMATCH,
                players=tuple(x for x in (a, b) if x is not None),
                table=table,
                detail=f"seat {seat} table {table} does not seat the same seat of both teams",
            )
        )
    return problems


# --- team standings ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class TeamMatch:
    """One team round: the two teams and their seat results (seen from team A), or a bye / missed round."""

    round: int
    team_a: str
    team_b: str | None = None
    seats: tuple[SeatResult, ...] = ()
    kind: ResultKind = ResultKind.PLAYED


@dataclass(frozen=True)
class TeamEntrant:
    id: str
    dropped: bool = False
    disqualified: bool = False  # leaves the standings; still an opponent in others' tiebreakers
    tiebreak: int = 0  # the event's seeded random key for exact ties (decisions.md, Tournaments 6)


@dataclass(frozen=True)
class TeamOpponentFigure:
    round: int
    opponent: str
    match_win: Fraction  # after the floor
    match_win_raw: Fraction
    game_win: Fraction
    game_win_raw: Fraction


@dataclass(frozen=True)
class SeatRecord:
    seat: str
    wins: int
    losses: int
    draws: int


@dataclass(frozen=True)
class TeamStanding:
    rank: int
    team: str
    match_points: int
    wins: int
    losses: int
    draws: int
    byes: int
    rounds: int
    game_points: int  # over all seats
    games: int
    match_win: Fraction  # floored: what opponents see
    game_win: Fraction  # floored
    opp_match_win: Fraction
    opp_game_win: Fraction
    dropped: bool
    seats: tuple[SeatRecord, ...] = ()
    opponents: tuple[TeamOpponentFigure, ...] = ()
    skipped_byes: tuple[int, ...] = ()
    undecided_rounds: tuple[int, ...] = ()  # rounds whose team result is still open (left out)
    notes: tuple[str, ...] = field(default=())
    tiebreak: int = 0


@dataclass
class _TeamRecord(Record):
    """A team's record, with the rounds whose team result is still open and each seat's own
    wins, losses and draws."""

    undecided: list[int] = field(default_factory=list)
    seats: dict[str, list[int]] = field(default_factory=lambda: {s: [0, 0, 0] for s in SEATS})


def _team_records(
    matches: Iterable[TeamMatch], rule: TeamRule, seats: tuple[str, ...] = SEATS
) -> dict[str, _TeamRecord]:
    recs: dict[str, _TeamRecord] = {}

    def rec(tid: str) -> _TeamRecord:
        if tid not in recs:
            recs[tid] = _TeamRecord(seats={s: [0, 0, 0] for s in seats})
        return recs[tid]

    for m in matches:
        a = rec(m.team_a)
        if m.kind is ResultKind.BYE:
            a.add_bye(m.round, len(seats) * BYE_SEAT_GAMES)
            for s in seats:
                a.seats[s][0] += 1
            continue
        if m.kind is ResultKind.LOSS:
            a.add_missed(len(seats) * BYE_SEAT_GAMES)
            for s in seats:
                a.seats[s][1] += 1
            continue
        if m.team_b is None:
            raise ValueError(f"round {m.round}: a played team match needs two teams")
        b = rec(m.team_b)
        outcome = team_outcome(m.seats, rule)
        if outcome is None:
            a.undecided.append(m.round)
            b.undecided.append(m.round)
            continue
        for s in m.seats:
            if not s.finished:
                continue
            a.add_games(s.wins_a, s.wins_b, s.draws)
            b.add_games(s.wins_b, s.wins_a, s.draws)
            # A seat's win, loss or draw as its own small record: [wins, losses, draws].
            mine, theirs = {"a": (0, 1), "b": (1, 0), None: (2, 2)}[s.winner]
            a.seats[s.seat][mine] += 1
            b.seats[s.seat][theirs] += 1
        add_match(a, b, m.round, m.team_a, m.team_b, outcome.winner)
    for r in recs.values():
        r.sort_rounds()
        r.undecided.sort()
    return recs


def compute_team_standings(
    matches: Sequence[TeamMatch],
    teams: Sequence[TeamEntrant] = (),
    rule: TeamRule = DEFAULT_RULE,
    floor: Fraction = MTG.floor,
    seats: tuple[str, ...] = SEATS,
) -> list[TeamStanding]:
    """Rank every team in ``matches`` or ``teams``. Disqualified teams, and teams that dropped before
    playing a round, are left out of the list but still count as opponents."""
    recs = _team_records(matches, rule, seats)
    info = {t.id: t for t in teams}
    for t in teams:
        recs.setdefault(t.id, _TeamRecord(seats={s: [0, 0, 0] for s in seats}))

    def mw(tid: str) -> tuple[Fraction, Fraction]:
        raw = recs[tid].match_win_raw
        return raw, max(floor, raw)

    def gw(tid: str) -> tuple[Fraction, Fraction]:
        raw = recs[tid].game_win_raw
        return raw, max(floor, raw)

    rows: list[TeamStanding] = []
    for tid, r in recs.items():
        e = info.get(tid, TeamEntrant(tid))
        if e.disqualified or (e.dropped and r.rounds == 0):
            continue
        figs = []
        for rnd, opp in r.opponents:
            m_raw, m_used = mw(opp)
            g_raw, g_used = gw(opp)
            figs.append(TeamOpponentFigure(rnd, opp, m_used, m_raw, g_used, g_raw))
        # A team whose only rounds are byes has no opponent to average: the floor, as for a player
        # (decisions.md, Tournaments 4), not 0, which would rank it below every team with opponents.
        omw = sum((f.match_win for f in figs), Fraction(0)) / len(figs) if figs else floor
        ogw = sum((f.game_win for f in figs), Fraction(0)) / len(figs) if figs else floor
        own_mw_raw, own_mw = mw(tid)
        own_gw_raw, own_gw = gw(tid)
        notes = []
        if own_mw != own_mw_raw:
            notes.append(f"own team MW% {float(own_mw_raw):.4f} raised to the floor {float(floor):.2f}")
        if own_gw != own_gw_raw:
            notes.append(f"own team GW% {float(own_gw_raw):.4f} raised to the floor {float(floor):.2f}")
        rows.append(
            TeamStanding(
                rank=0,
                team=tid,
                **r.counts(),
                match_win=own_mw,
                game_win=own_gw,
                opp_match_win=omw,
                opp_game_win=ogw,
                dropped=e.dropped,
                seats=tuple(SeatRecord(s, *r.seats[s]) for s in seats),
                opponents=tuple(figs),
                skipped_byes=tuple(r.bye_rounds),
                undecided_rounds=tuple(r.undecided),
                tiebreak=e.tiebreak,
                notes=tuple(notes),
            )
        )
    rows.sort(key=team_sort_key)
    return [replace(s, rank=i + 1) for i, s in enumerate(rows)]


def team_sort_key(s: TeamStanding) -> tuple:
    """The total order: different for any two teams (the seeded random key, then the id for equal keys)."""
    return (-s.match_points, -s.opp_match_win, -s.game_win, -s.opp_game_win, s.tiebreak, s.team)


# --- team deck rules ---------------------------------------------------------------------------------


class TeamDeckRule(StrEnum):
    COPY_LIMIT = "copy_limit"  # too many copies of one card name across the team's decks
    SHARED_TITLE = "shared_title"  # one title in two members' decks


@dataclass(frozen=True)
class TeamDeckProblem:
    rule: TeamDeckRule
    key: str  # the card name or the title
    seats: tuple[str, ...]  # the seats whose decks hold it
    count: int  # copies across the team (copy limit) or decks that use it (title)
    limit: int


def _deck_cards(deck: dict) -> dict[str, tuple[str, str, int]]:
    """card id -> (name, title, copies) over every counted section of a JSON decklist (docs/log-format.md:
    ``main``, ``partners``, and Duel Masters' extra decks); ``cards`` holds the definitions."""
    defs = deck.get("cards") if isinstance(deck.get("cards"), dict) else {}
    out: dict[str, tuple[str, str, int]] = {}
    for section, counts in deck.items():
        if section == "cards" or not isinstance(counts, dict):
            continue
        for card_id, n in counts.items():
            if not isinstance(n, int) or isinstance(n, bool) or n <= 0:
                continue
            info = defs.get(card_id) if isinstance(defs.get(card_id), dict) else {}
            name = str(info.get("name") or card_id)
            title = str(info.get("title") or "")
            _, _, had = out.get(card_id, (name, title, 0))
            out[card_id] = (name, title, had + n)
    return out


def team_deck_problems(
    decks: dict[str, dict], copy_limit: int = 0, unique_titles: bool = False
) -> list[TeamDeckProblem]:
    """Check the team's decks (seat -> JSON decklist) against the event's team deck rules.

    ``copy_limit`` (0 = none): copies of one card name summed over the decks, cards of the same name under
    different ids counted together. ``unique_titles``: a title (Rebirth's タイトル, the ``title`` of a card
    definition) may appear in one member's deck only. These are event rules, not the rulebooks': Rebirth's
    own team formats (rebirth:12.5) say nothing about deck building across a team.
    """
    per_seat = {seat: _deck_cards(deck) for seat, deck in sorted(decks.items())}
    problems: list[TeamDeckProblem] = []
    if copy_limit:
        copies: dict[str, int] = {}
        holders: dict[str, set[str]] = {}
        for seat, cards in per_seat.items():
            for name, _title, n in cards.values():
                copies[name] = copies.get(name, 0) + n
                holders.setdefault(name, set()).add(seat)
        for name in sorted(copies):
            if copies[name] > copy_limit:
                problems.append(
                    TeamDeckProblem(
                        TeamDeckRule.COPY_LIMIT, name, tuple(sorted(holders[name])), copies[name], copy_limit
                    )
                )
    if unique_titles:
        users: dict[str, set[str]] = {}
        for seat, cards in per_seat.items():
            for _name, title, _n in cards.values():
                if title:
                    users.setdefault(title, set()).add(seat)
        for title in sorted(users):
            if len(users[title]) > 1:
                problems.append(
                    TeamDeckProblem(
                        TeamDeckRule.SHARED_TITLE, title, tuple(sorted(users[title])), len(users[title]), 1
                    )
                )
    return problems
