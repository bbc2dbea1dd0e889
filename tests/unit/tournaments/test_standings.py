"""Standings and tiebreakers: MTR Appendix C examples (§7.21-28, the worked OMW 0.6164 / 0.6330),
Pokémon profile (§7.32-33), drops and DQ (§7.15, 17, 19), and idempotent corrections (§7.37)."""

from __future__ import annotations

import random
import re
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.standings import POKEMON, Entrant, MatchResult, ResultKind, compute_standings

W = MatchResult  # short alias for readable fixtures


def record(
    pid: str, wins: int, losses: int, draws: int, start: int = 1, bye_first: bool = False
) -> list[MatchResult]:
    """A player's season against fresh dummy opponents (the dummies' own figures don't matter here)."""
    out: list[MatchResult] = []
    rnd = start
    if bye_first:
        out.append(W(rnd, pid, None, kind=ResultKind.BYE))
        rnd += 1
        wins -= 1
    for kind, n in (("w", wins), ("l", losses), ("d", draws)):
        for _ in range(n):
            opp = f"{pid}-x{rnd}"
            games = {"w": (2, 0, 0), "l": (0, 2, 0), "d": (1, 1, 0)}[kind]
            out.append(W(rnd, pid, opp, *games))
            rnd += 1
    return out


def by_player(rows):
    return {s.player: s for s in rows}


def test_match_points_and_game_points() -> None:  # §7.21, §7.22, §7.28
    rows = by_player(compute_standings(record("A", 6, 2, 0) + record("B", 4, 2, 2)))
    assert rows["A"].match_points == 18 and rows["B"].match_points == 14
    results = [
        W(1, "P", "Q", 2, 0, 0),
        W(2, "P", "R", 2, 1, 0),
        W(3, "P", "S", 2, 0, 1),
        W(4, "P", "T", 0, 0, 3),
    ]
    rows = by_player(compute_standings(results))
    assert rows["P"].game_points == 6 + 6 + 7 + 3
    assert (rows["Q"].game_points, rows["R"].game_points, rows["S"].game_points) == (0, 3, 1)
    assert rows["T"].match_points == 1 and rows["P"].draws == 1  # ID 0-0-3 is a draw worth 1 MP


def test_match_win_percentages() -> None:  # §7.23
    rows = by_player(
        compute_standings(record("A", 5, 2, 1) + record("B", 1, 3, 0) + record("C", 3, 2, 0, bye_first=True))
    )
    assert round(float(rows["A"].match_win), 3) == 0.667
    assert rows["B"].match_win == Fraction(33, 100)  # 0.25 -> the literal 0.33 floor
    assert rows["C"].match_win == Fraction(3, 5)  # the bye counts in the player's own record


def test_game_win_percentages() -> None:  # §7.24
    # 21 game points in 10 games -> 0.70; 9 in 11 -> 0.27 -> floored 0.33
    a = [
        W(1, "A", "x1", 2, 0, 0),
        W(2, "A", "x2", 2, 0, 0),
        W(3, "A", "x3", 1, 2, 0),
        W(4, "A", "x4", 2, 1, 0),
    ]
    b = [
        W(1, "B", "y1", 1, 2, 0),
        W(2, "B", "y2", 1, 2, 0),
        W(3, "B", "y3", 0, 2, 0),
        W(4, "B", "y4", 1, 2, 0),
    ]
    rows = by_player(compute_standings(a + b))
    assert (rows["A"].game_points, rows["A"].games, rows["A"].game_win) == (21, 10, Fraction(7, 10))
    assert (rows["B"].game_points, rows["B"].games, rows["B"].game_win) == (9, 11, Fraction(33, 100))
    assert any("raised to the floor" in n for n in rows["B"].notes)


MTR_OPPONENTS = [(4, 4, 0), (7, 1, 0), (1, 3, 1), (3, 3, 1), (6, 2, 0), (5, 2, 1), (4, 3, 1), (6, 1, 1)]


def _worked_example(first_is_bye: bool) -> list[MatchResult]:
    """P's eight opponents have the MTR example records (their match with P included in the record)."""
    results: list[MatchResult] = []
    for i, (w, losses, d) in enumerate(MTR_OPPONENTS):
        opp = f"O{i + 1}"
        if i == 0 and first_is_bye:
            results.append(W(1, "P", None, kind=ResultKind.BYE))
            continue
        results.append(W(i + 1, "P", opp, 0, 2, 0))  # P lost to each: one of the opponent's wins
        results.extend(
            r for r in record(opp, w - 1, losses, d, start=20) if r.player_b is None or r.player_b != "P"
        )
    return results


def test_worked_omw_example() -> None:  # §7.25: 0.6164 (0.6168 with a 1/3 floor), 0.6330 with a R1 bye
    rows = by_player(compute_standings(_worked_example(first_is_bye=False)))
    p = rows["P"]
    assert [float(round(o.match_win_raw, 4)) for o in p.opponents] == [
        0.5,
        0.875,
        0.2667,
        0.4762,
        0.75,
        0.6667,
        0.5417,
        0.7917,
    ]
    assert [o.match_win_floored for o in p.opponents] == [
        False,
        False,
        True,
        False,
        False,
        False,
        False,
        False,
    ]
    assert round(float(p.opp_match_win), 4) == 0.6164
    with_bye = by_player(compute_standings(_worked_example(first_is_bye=True)))["P"]
    assert round(float(with_bye.opp_match_win), 4) == 0.6330  # §7.26: the bye is not an opponent
    assert with_bye.skipped_byes == (1,)
    assert any("byes in rounds 1" in line for line in with_bye.explain())


def test_total_order_with_deterministic_last_key() -> None:  # §7.27
    results = [W(1, "B", "A", 2, 0, 0), W(1, "D", "C", 2, 0, 0)]
    rows = compute_standings(results)
    assert [s.player for s in rows] == ["B", "D", "A", "C"]  # identical figures: the id decides
    assert [s.rank for s in rows] == [1, 2, 3, 4]


def test_drops_and_disqualification() -> None:  # §7.15, §7.17, §7.19
    results = [W(1, "A", "B", 2, 0, 0), W(1, "C", "D", 2, 1, 0), W(2, "A", "C", 2, 0, 0)]
    entrants = [Entrant("B", dropped=True), Entrant("E", dropped=True), Entrant("C", disqualified=True)]
    rows = by_player(compute_standings(results, entrants))
    assert "B" in rows and rows["B"].dropped  # dropped players stay in the standings
    assert "E" not in rows  # dropped before round 1
    assert "C" not in rows  # disqualified: removed, the others move up ...
    assert [o.opponent for o in rows["A"].opponents] == ["B", "C"]  # ... but still count as opponents
    assert sorted(s.rank for s in rows.values()) == [1, 2, 3]


def test_pokemon_profile() -> None:  # §7.32, §7.33
    results = [
        W(1, "P", "Lo", 2, 0, 0),
        W(2, "P", "Drop", 0, 2, 0),
        W(3, "P", "Bye", 2, 0, 0),
        *record("Lo", 1, 3, 0, start=10),  # with the loss to P: 1-4 -> 0.20 -> floor 0.25
        *record("Drop", 3, 1, 0, start=10),  # with the win over P: 4-1, dropped -> 0.80 -> cap 0.75
        W(10, "Bye", None, kind=ResultKind.BYE),  # 4-3 with a bye in 7 rounds counts as 3-3
        *record("Bye", 3, 2, 0, start=11),
        W(1, "Late", "Lx", 2, 0, 0),
    ]
    entrants = [Entrant("Drop", dropped=True), Entrant("Late", late=True)]
    rows = by_player(compute_standings(results, entrants, profile=POKEMON))
    figs = {o.opponent: o for o in rows["P"].opponents}
    assert figs["Lo"].match_win == Fraction(1, 4) and figs["Lo"].match_win_floored
    assert figs["Drop"].match_win == Fraction(3, 4) and figs["Drop"].match_win_capped
    assert figs["Bye"].match_win == Fraction(1, 2)
    # Late ranks below on-time players with the same points (Lx's opponent record is irrelevant).
    three_pointers = [
        s.player for s in compute_standings(results, entrants, profile=POKEMON) if s.match_points == 3
    ]
    assert three_pointers[-1] == "Late"


def _random_event(seed: int) -> list[MatchResult]:
    rng = random.Random(seed)
    ids = [f"p{i}" for i in range(9)]
    out = []
    for rnd in range(1, 5):
        rng.shuffle(ids)
        for a, b in zip(ids[0:8:2], ids[1:8:2], strict=True):
            out.append(
                W(rnd, a, b, *rng.choice([(2, 0, 0), (2, 1, 0), (0, 2, 0), (1, 2, 0), (1, 1, 1), (0, 0, 3)]))
            )
        out.append(W(rnd, ids[8], None, kind=ResultKind.BYE))
    return out


@settings(max_examples=50, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 31))
def test_correction_is_a_recomputation(seed: int, index: int) -> None:  # §7.37
    results = _random_event(seed)
    index %= len(results)
    m = results[index]
    # The slip entered the wrong way round, then corrected: the table must be the one the right results give,
    # whatever the order the results were entered in (nothing is carried over from the wrong table).
    wrong = list(results)
    wrong[index] = W(m.round, m.player_a, m.player_b, m.wins_b, m.wins_a, m.draws, kind=m.kind)
    right = compute_standings(results)
    wrong_table = {s.player: s for s in compute_standings(wrong)}
    if m.kind is ResultKind.PLAYED and m.wins_a != m.wins_b:
        winner, loser = (m.player_a, m.player_b) if m.wins_a > m.wins_b else (m.player_b, m.player_a)
        by_player = {s.player: s for s in right}
        assert wrong_table[winner].match_points == by_player[winner].match_points - 3
        assert wrong_table[loser].match_points == by_player[loser].match_points + 3
    corrected = [*wrong[:index], *wrong[index + 1 :], results[index]]  # the correction arrives last
    assert compute_standings(corrected) == right
    assert compute_standings(list(reversed(results))) == right


def _round_robin_of_four(d_beats_c: bool) -> list[MatchResult]:
    """Four players, each meets each: D and C end 2-1 and B and A 1-2, each pair with equal OWP and
    OOWP (they have the same opponents' records), and each pair met once."""
    return [
        W(1, "A", "B", 0, 2, 0),
        W(1, "C", "D", 0, 2, 0) if d_beats_c else W(1, "C", "D", 2, 0, 0),
        W(2, "A", "C", 0, 2, 0),
        W(2, "B", "D", 0, 2, 0) if d_beats_c else W(2, "B", "D", 2, 0, 0),
        W(3, "A", "D", 2, 0, 0),
        W(3, "B", "C", 0, 2, 0) if d_beats_c else W(3, "B", "C", 2, 0, 0),
    ]


def test_pokemon_head_to_head_orders_a_tied_pair_by_their_own_match() -> None:  # decisions.md Tournaments 2
    results = _round_robin_of_four(True)
    # Whichever way the random keys fall, each tied pair is ordered by the match its two players played.
    for keys in ((0, 1, 2, 3), (3, 2, 1, 0)):
        entrants = [Entrant(p, tiebreak=k) for p, k in zip("ABCD", keys, strict=True)]
        rows = compute_standings(results, entrants, profile=POKEMON)
        assert [s.player for s in rows] == ["D", "C", "B", "A"]
        d, c = rows[0], rows[1]
        assert (d.match_points, d.opp_match_win, d.opp_opp_match_win) == (
            c.match_points,
            c.opp_match_win,
            c.opp_opp_match_win,
        )
        assert "ahead of C by head-to-head" in d.notes and "ahead of A by head-to-head" in rows[2].notes
        assert [s.rank for s in rows] == [1, 2, 3, 4]


def test_head_to_head_is_not_used_by_the_mtg_profile_nor_on_a_group_of_three() -> None:
    results = _round_robin_of_four(True)
    entrants = [Entrant(p, tiebreak=k) for p, k in zip("ABCD", (0, 1, 0, 1), strict=True)]
    # MTG: no head-to-head; C and D tie on every figure (their GW% too), so the random key decides.
    mtg = [s.player for s in compute_standings(results, entrants)]
    assert mtg[:2] == ["C", "D"]
    # A three-way tie in a circle (A beat B, B beat C, C beat A) falls through to the random key.
    circle = [W(1, "A", "B", 2, 0, 0), W(2, "B", "C", 2, 0, 0), W(3, "C", "A", 2, 0, 0)]
    entrants = [Entrant("A", tiebreak=2), Entrant("B", tiebreak=0), Entrant("C", tiebreak=1)]
    rows = compute_standings(circle, entrants, profile=POKEMON)
    assert [s.player for s in rows] == ["B", "C", "A"]
    assert not any("head-to-head" in n for s in rows for n in s.notes)


def test_the_breakdown_gives_the_same_figures_in_english_and_japanese() -> None:
    # Pokémon: a dropped opponent's figure is capped and a beaten one floored, so every mark shows.
    results = [W(1, "X", "Y", 2, 0, 0), W(2, "X", "Z", 2, 0, 0), W(3, "Y", None, kind=ResultKind.BYE)]
    rows = compute_standings(results, [Entrant("X", dropped=True)], POKEMON)
    for s in rows:
        en, ja = s.explain(), s.explain("ja")
        assert len(en) == len(ja)
        for line_en, line_ja in zip(en, ja, strict=True):
            # The numbers are the figures; only the words around them (and their order) change.
            assert sorted(re.findall(r"\d+(?:\.\d+)?", line_en)) == sorted(
                re.findall(r"\d+(?:\.\d+)?", line_ja)
            )
            assert not re.search(r"[A-Za-z]{2,} [A-Za-z]{2,}", line_ja.replace("OMW%", "").replace("GW%", ""))
    y = {s.player: s for s in rows}["Y"]
    assert any(line.endswith("0.7500 capped") for line in y.explain())
    assert any(line.endswith("0.7500（上限適用）") for line in y.explain("ja"))
    assert any("第3回戦のBYE" in line for line in y.explain("ja"))
