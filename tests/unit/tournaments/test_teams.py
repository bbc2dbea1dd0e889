"""Team events (trios): the team result from seat results, team pairing and team standings.

The oracles here are written from the definitions in docs/teams.md, not from tournaments/teams.py:
a closed form for the team result, an exhaustive search over every team matching for the pairing, and a
plain re-count of team records for the standings.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator, Sequence
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.pairing import PairingOptions, ProblemKind
from tournaments.standings import ResultKind
from tournaments.teams import (
    SEATS,
    DrawRule,
    OpenSeatRule,
    PairingTeam,
    SeatResult,
    SeatTable,
    TeamDeckRule,
    TeamEntrant,
    TeamMatch,
    TeamPairingResult,
    TeamRule,
    check_team_round,
    compute_team_standings,
    pair_teams,
    team_deck_problems,
    team_outcome,
)

WIN, LOSS, DRAW, WIN21, LOSS12 = (2, 0, 0), (0, 2, 0), (1, 1, 1), (2, 1, 0), (1, 2, 0)
FLOOR = Fraction(33, 100)


def seats(*scores: tuple[int, int, int] | None) -> tuple[SeatResult, ...]:
    """Seat results A, B, C from team A's side; None is a seat without a confirmed result."""
    return tuple(
        SeatResult(seat, 0, 0, 0, finished=False) if s is None else SeatResult(seat, *s)
        for seat, s in zip(SEATS, scores, strict=True)
    )


# --- the team result ----------------------------------------------------------------------------------


def test_two_of_three_wins_the_round() -> None:
    assert team_outcome(seats(WIN, LOSS, WIN21)).winner == "a"
    assert team_outcome(seats(LOSS, LOSS12, WIN)).winner == "b"
    three_nil = team_outcome(seats(WIN, WIN, WIN))
    assert (three_nil.winner, three_nil.seats_a, three_nil.seats_b) == ("a", 3, 0)  # a 3-0 stays a 3-0


def test_drawn_seats_under_each_rule() -> None:
    assert team_outcome(seats(WIN, LOSS, DRAW)).winner is None  # 1-1-1 is a team draw under both rules
    assert team_outcome(seats(WIN, DRAW, DRAW)).winner == "a"  # majority: one win and two draws wins
    two_wins = TeamRule(draws=DrawRule.TWO_WINS)
    assert team_outcome(seats(WIN, DRAW, DRAW), two_wins).winner is None
    assert team_outcome(seats(WIN, WIN, DRAW), two_wins).winner == "a"


def test_open_seats_wait_until_the_result_is_decided() -> None:
    decided = team_outcome(seats(WIN, WIN, None))
    assert decided is not None and decided.winner == "a" and decided.seats_open == 1
    assert team_outcome(seats(WIN, LOSS, None)) is None  # the open seat decides the round
    assert team_outcome(seats(None, None, None)) is None
    closed = TeamRule(open_seats=OpenSeatRule.DRAW)
    at_time = team_outcome(seats(WIN, LOSS, None), closed)
    assert at_time is not None and at_time.winner is None and at_time.seats_drawn == 1


def _expected_outcome(wins_a: int, wins_b: int, open_count: int, rule: TeamRule) -> tuple[bool, str | None]:
    """Closed form, per rule: (decided, winner)."""
    if rule.open_seats is OpenSeatRule.DRAW:
        open_count = 0
    if rule.draws is DrawRule.MAJORITY:
        if wins_a - wins_b > open_count:
            return True, "a"
        if wins_b - wins_a > open_count:
            return True, "b"
        if open_count == 0:
            return True, None
        return False, None
    if wins_a >= 2:
        return True, "a"
    if wins_b >= 2:
        return True, "b"
    if wins_a + open_count < 2 and wins_b + open_count < 2:
        return True, None
    return False, None


SEAT_SCORES = [WIN, LOSS, DRAW, WIN21, LOSS12, (0, 0, 3), None]


@settings(max_examples=200, deadline=None)
@given(
    st.tuples(*[st.sampled_from(SEAT_SCORES)] * 3),
    st.sampled_from(list(DrawRule)),
    st.sampled_from(list(OpenSeatRule)),
)
def test_team_result_matches_the_closed_form(scores, draws, open_seats) -> None:
    rule = TeamRule(draws, open_seats)
    got = team_outcome(seats(*scores), rule)
    wins_a = sum(1 for s in scores if s is not None and s[0] > s[1])
    wins_b = sum(1 for s in scores if s is not None and s[1] > s[0])
    decided, winner = _expected_outcome(wins_a, wins_b, scores.count(None), rule)
    assert (got is not None) == decided
    if got is not None:
        assert got.winner == winner
        # Swapping the teams swaps the result.
        mirrored = tuple(SeatResult(s.seat, s.wins_b, s.wins_a, s.draws, s.finished) for s in seats(*scores))
        flipped = team_outcome(mirrored, rule)
        assert flipped is not None
        assert flipped.winner == {"a": "b", "b": "a", None: None}[winner]


# --- team pairing -------------------------------------------------------------------------------------


def teams_from(
    points: dict[str, int], history: Sequence[tuple[str, str]] = (), byes: Sequence[str] = ()
) -> list[PairingTeam]:
    met: dict[str, set[str]] = {t: set() for t in points}
    for a, b in history:
        met[a].add(b)
        met[b].add(a)
    order = sorted(points, key=lambda t: (-points[t], t))
    return [
        PairingTeam(t, points[t], i + 1, (f"{t}.A", f"{t}.B", f"{t}.C"), frozenset(met[t]), t in byes)
        for i, t in enumerate(order)
    ]


def _team_matchings(ids: list[str]) -> Iterator[list[tuple[str, str]]]:
    if not ids:
        yield []
        return
    for i in range(1, len(ids)):
        for rest in _team_matchings(ids[1:i] + ids[i + 1 :]):
            yield [(ids[0], ids[i]), *rest]


def _oracle_best(teams: list[PairingTeam]) -> tuple[int, int, int]:
    """(rematches, bye position from the bottom among teams without a bye, Σ gap²), least over every round."""
    by_id = {t.id: t for t in teams}
    standing = sorted(teams, key=lambda t: (-t.points, t.rank, t.id))
    no_bye = [t.id for t in reversed(standing) if not t.had_bye] or [t.id for t in reversed(standing)]
    best = None
    for bye in no_bye if len(teams) % 2 else [None]:
        rest = [t.id for t in teams if t.id != bye]
        for m in _team_matchings(rest):
            cost = (
                sum(1 for a, b in m if b in by_id[a].opponents),
                0 if bye is None else no_bye.index(bye),
                sum((by_id[a].points - by_id[b].points) ** 2 for a, b in m),
            )
            best = cost if best is None or cost < best else best
    assert best is not None
    return best


def _cost(teams: list[PairingTeam], result: TeamPairingResult) -> tuple[int, int, int]:
    by_id = {t.id: t for t in teams}
    standing = sorted(teams, key=lambda t: (-t.points, t.rank, t.id))
    no_bye = [t.id for t in reversed(standing) if not t.had_bye] or [t.id for t in reversed(standing)]
    rematches = gap = bye_pos = 0
    for p in result.teams.pairings:
        if p.player_b is None:
            bye_pos = no_bye.index(p.player_a)
            continue
        rematches += p.player_b in by_id[p.player_a].opponents
        gap += (by_id[p.player_a].points - by_id[p.player_b].points) ** 2
    return rematches, bye_pos, gap


def _assert_seated(teams: list[PairingTeam], result: TeamPairingResult) -> None:
    """Every member of every team sits once, at the seat of their team, against the same seat."""
    members = {t.id: t.members for t in teams}
    seen: list[str] = []
    assert sorted(s.table for s in result.seats) == list(range(1, len(result.seats) + 1))
    for s in result.seats:
        i = SEATS.index(s.seat)
        assert s.player_a == members[s.team_a][i]
        assert s.player_b == (None if s.team_b is None else members[s.team_b][i])
        assert s.table == 3 * (s.team_table - 1) + i + 1
        seen += [p for p in (s.player_a, s.player_b) if p is not None]
    assert sorted(seen) == sorted(m for t in teams for m in t.members if m is not None)


def test_round_one_seats_a_meet_a() -> None:
    teams = teams_from({t: 0 for t in "TUVW"})
    result = pair_teams(teams, PairingOptions(seed=3))
    assert len(result.teams.pairings) == 2 and len(result.seats) == 6
    _assert_seated(teams, result)
    assert check_team_round(teams, result) == []


def test_bye_goes_to_a_team_and_all_three_members() -> None:
    teams = teams_from({"T": 3, "U": 3, "V": 0}, [("T", "V")], byes=["U"])
    result = pair_teams(teams)
    bye = [s for s in result.seats if s.is_bye]
    assert [s.seat for s in bye] == ["A", "B", "C"] and {s.team_a for s in bye} == {"V"}
    assert {(s.team_a, s.team_b) for s in result.seats if not s.is_bye} == {("T", "U")}


def test_checker_rejects_a_crossed_seat() -> None:
    teams = teams_from({t: 0 for t in "TU"})
    result = pair_teams(teams)
    a, b, c = result.seats
    crossed = (SeatTable(a.table, a.team_table, a.seat, a.team_a, a.team_b, a.player_a, b.player_b), b, c)
    problems = check_team_round(teams, TeamPairingResult(result.teams, crossed))
    assert problems and all(p.kind is ProblemKind.SEAT_MISMATCH for p in problems)


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 7), st.integers(0, 3), st.integers(0, 10_000))
def test_team_pairing_is_as_good_as_every_other_round(n: int, played: int, seed: int) -> None:
    """Exhaustive oracle: no team round has fewer rematches, a lower bye or a smaller Σ gap²."""
    rng = random.Random(seed)
    ids = [f"T{i}" for i in range(n)]
    points = dict.fromkeys(ids, 0)
    history: list[tuple[str, str]] = []
    byes: list[str] = []
    for _ in range(played):
        order = ids[:]
        rng.shuffle(order)
        if len(order) % 2:
            byes.append(order.pop())
            points[byes[-1]] += 3
        for a, b in zip(order[::2], order[1::2], strict=True):
            history.append((a, b))
            points[rng.choice((a, b))] += 3
    teams = teams_from(points, history, byes)
    result = pair_teams(teams, PairingOptions(seed=seed))
    _assert_seated(teams, result)
    assert check_team_round(teams, result) == []
    if not any(t.had_bye for t in teams) or len(set(byes)) < n:
        assert _cost(teams, result) == _oracle_best(teams)


def test_an_empty_seat_is_seated_as_nobody() -> None:
    teams = teams_from({"T": 0, "U": 0})
    teams[0] = PairingTeam("T", 0, 1, ("T.A", None, "T.C"))
    result = pair_teams(teams)
    b = next(s for s in result.seats if s.seat == "B")
    assert None in (b.player_a, b.player_b) and "U.B" in (b.player_a, b.player_b)


# --- team standings -----------------------------------------------------------------------------------


def _oracle_standings(matches: list[TeamMatch]) -> dict[str, tuple]:
    """A re-count from the definitions (majority rule, every seat finished, byes 2-0 in every seat)."""
    mp: dict[str, int] = {}
    rounds: dict[str, int] = {}
    gp: dict[str, int] = {}
    games: dict[str, int] = {}
    opps: dict[str, list[str]] = {}
    for m in matches:
        for t in (m.team_a, m.team_b):
            if t is not None:
                for d in (mp, rounds, gp, games):
                    d.setdefault(t, 0)
                opps.setdefault(t, [])
        rounds[m.team_a] += 1
        if m.kind is ResultKind.BYE:
            mp[m.team_a] += 3
            gp[m.team_a] += 18
            games[m.team_a] += 6
            continue
        assert m.team_b is not None
        rounds[m.team_b] += 1
        opps[m.team_a].append(m.team_b)
        opps[m.team_b].append(m.team_a)
        seat_a = sum(1 for s in m.seats if s.wins_a > s.wins_b)
        seat_b = sum(1 for s in m.seats if s.wins_b > s.wins_a)
        if seat_a == seat_b:
            mp[m.team_a] += 1
            mp[m.team_b] += 1
        else:
            mp[m.team_a if seat_a > seat_b else m.team_b] += 3
        for s in m.seats:
            n = s.wins_a + s.wins_b + s.draws
            games[m.team_a] += n
            games[m.team_b] += n
            gp[m.team_a] += 3 * s.wins_a + s.draws
            gp[m.team_b] += 3 * s.wins_b + s.draws

    def mwp(t: str) -> Fraction:
        return max(FLOOR, Fraction(mp[t], 3 * rounds[t]))

    def gwp(t: str) -> Fraction:
        return max(FLOOR, Fraction(gp[t], 3 * games[t]) if games[t] else Fraction(0))

    out = {}
    for t in mp:
        o = opps[t]
        # No opponent (only byes): the floor (decisions.md, Tournaments 4).
        omw = sum((mwp(x) for x in o), Fraction(0)) / len(o) if o else FLOOR
        ogw = sum((gwp(x) for x in o), Fraction(0)) / len(o) if o else FLOOR
        out[t] = (mp[t], omw, gwp(t), ogw)
    return out


def _random_team_event(seed: int, n_teams: int, n_rounds: int) -> list[TeamMatch]:
    rng = random.Random(seed)
    ids = [f"T{i}" for i in range(n_teams)]
    out: list[TeamMatch] = []
    for rnd in range(1, n_rounds + 1):
        rng.shuffle(ids)
        pool = ids[:]
        if len(pool) % 2:
            out.append(TeamMatch(rnd, pool.pop(), None, kind=ResultKind.BYE))
        for a, b in zip(pool[::2], pool[1::2], strict=True):
            scores = [rng.choice([WIN, LOSS, DRAW, WIN21, LOSS12, (0, 0, 3)]) for _ in SEATS]
            out.append(TeamMatch(rnd, a, b, seats(*scores)))
    return out


def test_exhaustive_two_rounds_of_four_teams_against_the_recount() -> None:
    """Every combination of the seat results of one table in round 2 (the rest fixed): the ranks follow the
    oracle's key and every figure agrees."""
    base = _random_team_event(7, 4, 2)
    target = next(i for i, m in enumerate(base) if m.round == 2)
    for combo in itertools.product([WIN, LOSS, DRAW, WIN21], repeat=3):
        m = base[target]
        event = [*base[:target], TeamMatch(2, m.team_a, m.team_b, seats(*combo)), *base[target + 1 :]]
        table = compute_team_standings(event)
        oracle = _oracle_standings(event)
        for s in table:
            assert (s.match_points, s.opp_match_win, s.game_win, s.opp_game_win) == oracle[s.team]
        expected = sorted(
            oracle, key=lambda t: (-oracle[t][0], -oracle[t][1], -oracle[t][2], -oracle[t][3], t)
        )
        assert [s.team for s in table] == expected


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000), st.integers(2, 9), st.integers(1, 5))
def test_standings_agree_with_the_recount(seed: int, n_teams: int, n_rounds: int) -> None:
    event = _random_team_event(seed, n_teams, n_rounds)
    table = compute_team_standings(event)
    oracle = _oracle_standings(event)
    assert {s.team for s in table} == set(oracle)
    for s in table:
        assert (s.match_points, s.opp_match_win, s.game_win, s.opp_game_win) == oracle[s.team]
        assert s.wins + s.losses + s.draws + s.byes == n_rounds
        assert sum(r.wins + r.losses + r.draws for r in s.seats) == 3 * n_rounds
    assert [s.rank for s in table] == list(range(1, len(table) + 1))
    # Entry order does not matter, and a corrected result is a plain recomputation.
    assert compute_team_standings(list(reversed(event))) == table


def test_a_three_nil_counts_more_game_points_than_a_two_one() -> None:
    # The tools organizers use today can only enter a 3-0 as a 2-0: here the seats decide the game-win %.
    event = [
        TeamMatch(1, "T", "U", seats(WIN, WIN, WIN)),
        TeamMatch(1, "V", "W", seats(WIN, WIN, LOSS)),
    ]
    rows = {s.team: s for s in compute_team_standings(event)}
    assert rows["T"].match_points == rows["V"].match_points == 3
    assert rows["T"].game_win == 1 and rows["V"].game_win == Fraction(2, 3)
    assert rows["T"].rank == 1 and rows["V"].rank == 2
    assert [(r.seat, r.wins, r.losses) for r in rows["V"].seats] == [("A", 1, 0), ("B", 1, 0), ("C", 0, 1)]


def test_floors_byes_drops_and_disqualification() -> None:
    event = [
        TeamMatch(1, "T", "U", seats(LOSS, LOSS, LOSS)),
        TeamMatch(1, "V", None, kind=ResultKind.BYE),
        TeamMatch(2, "T", "V", seats(WIN, WIN, LOSS)),
        TeamMatch(2, "U", "X", seats(WIN, LOSS, WIN)),
        TeamMatch(2, "L", None, kind=ResultKind.LOSS),  # a late team's missed round: 0-2 in every seat
    ]
    entrants = [TeamEntrant("X", disqualified=True), TeamEntrant("Y", dropped=True)]
    rows = {s.team: s for s in compute_team_standings(event, entrants)}
    assert "X" not in rows and "Y" not in rows
    assert [o.opponent for o in rows["U"].opponents] == ["T", "X"]  # a DQ'd team is still an opponent
    assert rows["V"].skipped_byes == (1,) and [o.opponent for o in rows["V"].opponents] == ["T"]
    assert rows["L"].match_win == FLOOR and rows["L"].games == 6 and rows["L"].game_points == 0
    t_vs_u = rows["T"].opponents[0]
    assert t_vs_u.match_win == 1 and t_vs_u.game_win == Fraction(30, 36)  # 3-0 and 2-1 in seats, all 2-0s
    assert rows["T"].notes == ()  # T is 1-1: 0.5 is above the floor
    assert any("floor" in note for note in rows["L"].notes)


def test_an_undecided_round_is_left_out_until_decided() -> None:
    open_round = [TeamMatch(1, "T", "U", seats(WIN, LOSS, None))]
    rows = {s.team: s for s in compute_team_standings(open_round)}
    assert rows["T"].rounds == 0 and rows["T"].undecided_rounds == (1,)
    decided = [TeamMatch(1, "T", "U", seats(WIN, WIN, None))]
    rows = {s.team: s for s in compute_team_standings(decided)}
    assert rows["T"].match_points == 3 and rows["T"].games == 4  # the open seat has no games yet


# --- team deck rules ----------------------------------------------------------------------------------


def rebirth_deck(title: str, cards: dict[str, int], names: dict[str, str] | None = None) -> dict:
    names = names or {}
    return {
        "cards": {c: {"name": names.get(c, c), "type": "CH", "cost": 1, "title": title} for c in cards},
        "main": cards,
        "partners": {},
    }


def test_copy_limit_counts_one_name_across_the_team() -> None:
    decks = {
        "A": rebirth_deck("作品1", {"X-001": 4}, {"X-001": "カード甲"}),
        "B": rebirth_deck("作品2", {"Y-009": 1}, {"Y-009": "カード甲"}),  # same name, another id
        "C": rebirth_deck("作品3", {"Z-001": 4}),
    }
    assert team_deck_problems(decks, copy_limit=5) == []
    (problem,) = team_deck_problems(decks, copy_limit=4)
    assert (problem.rule, problem.key, problem.seats, problem.count) == (
        TeamDeckRule.COPY_LIMIT,
        "カード甲",
        ("A", "B"),
        5,
    )
    assert team_deck_problems(decks) == []  # 0: no limit


def test_a_title_may_be_used_by_one_member_only() -> None:
    decks = {"A": rebirth_deck("作品1", {"X-001": 4}), "B": rebirth_deck("作品1", {"Y-001": 4})}
    (problem,) = team_deck_problems(decks, unique_titles=True)
    assert (problem.rule, problem.key, problem.seats) == (TeamDeckRule.SHARED_TITLE, "作品1", ("A", "B"))
    assert team_deck_problems(decks, unique_titles=False) == []
    decks["B"] = rebirth_deck("作品2", {"Y-001": 4})
    assert team_deck_problems(decks, unique_titles=True) == []


def test_a_team_whose_only_round_is_a_bye_gets_the_floor() -> None:  # decisions.md, Tournaments 4
    event = [TeamMatch(1, "B", None, kind=ResultKind.BYE), TeamMatch(1, "C", "D", seats(WIN, WIN, LOSS))]
    rows = {s.team: s for s in compute_team_standings(event)}
    assert rows["B"].opponents == () and rows["B"].match_points == 3
    assert (rows["B"].opp_match_win, rows["B"].opp_game_win) == (FLOOR, FLOOR)
    # C beat D, whose figures are floored too: with the same points, B and C tie on OMW% and C's 2-1
    # in seats puts it below B's bye (a 2-0 in every seat) on GW%.
    assert rows["C"].opp_match_win == FLOOR
    assert rows["B"].rank < rows["C"].rank


# --- pairs (ペア): two seats, A and B ----------------------------------------------------------------------

PAIR = ("A", "B")


def test_a_pair_has_two_seats_and_a_team_of_four_does_not_exist() -> None:
    from tournaments.teams import seats_of

    assert seats_of(2) == PAIR and seats_of(3) == SEATS
    for size in (1, 4):
        try:
            seats_of(size)
        except ValueError:
            continue
        raise AssertionError(f"a team of {size} was accepted")


def test_a_pair_round_one_seat_table_per_seat_numbered_2k_minus_1_and_2k() -> None:
    teams = [PairingTeam(t, 0, i + 1, (f"{t}.A", f"{t}.B")) for i, t in enumerate("TUVWX")]
    result = pair_teams(teams, PairingOptions(seed=1))
    assert check_team_round(teams, result) == []
    # Five pairs: two team tables (seat tables 1-4) and a bye at team table 3 (seat tables 5 and 6).
    assert sorted(s.table for s in result.seats) == list(range(1, 7))
    for s in result.seats:
        assert s.seat in PAIR and s.table == 2 * (s.team_table - 1) + PAIR.index(s.seat) + 1
        assert s.player_a == f"{s.team_a}.{s.seat}"
        if s.team_b is not None:
            assert s.player_b == f"{s.team_b}.{s.seat}"
    assert len([s for s in result.seats if s.is_bye]) == 2  # the bye team's two members


def test_a_pairs_result_one_seat_each_is_a_draw_and_two_wins_needs_both_seats() -> None:
    def pair_seats(a: tuple[int, int, int], b: tuple[int, int, int]) -> tuple[SeatResult, ...]:
        return (SeatResult("A", *a), SeatResult("B", *b))

    assert team_outcome(pair_seats(WIN, WIN)).winner == "a"
    assert team_outcome(pair_seats(WIN, LOSS)).winner is None  # 1-1: a team draw
    assert team_outcome(pair_seats(WIN, DRAW)).winner == "a"  # majority: 1-0-1 wins
    assert team_outcome(pair_seats(WIN, DRAW), TeamRule(DrawRule.TWO_WINS)).winner is None
    # An open seat decides nothing while the other seat is won: the pair could still draw.
    open_b = (SeatResult("A", *WIN), SeatResult("B", finished=False))
    assert team_outcome(open_b) is None


def test_pair_standings_count_two_seats() -> None:
    def pair_seats(a: tuple[int, int, int], b: tuple[int, int, int]) -> tuple[SeatResult, ...]:
        return (SeatResult("A", *a), SeatResult("B", *b))

    event = [
        TeamMatch(1, "T", "U", pair_seats(WIN, WIN21)),
        TeamMatch(1, "V", None, kind=ResultKind.BYE),
        TeamMatch(2, "T", "V", pair_seats(WIN, LOSS)),
    ]
    rows = {s.team: s for s in compute_team_standings(event, seats=PAIR)}
    t = rows["T"]
    assert [r.seat for r in t.seats] == ["A", "B"]
    assert (t.match_points, t.wins, t.draws) == (4, 1, 1)
    # Seat games: 2-0, 2-1, 2-0, 0-2 -> 18 game points won of 3 × 9 games.
    assert (t.game_points, t.games) == (18, 9)
    v = rows["V"]
    assert (v.game_points, v.games) == (2 * 2 * 3 + 6, 4 + 4)  # a bye: 2-0 in both seats, then 1-1
