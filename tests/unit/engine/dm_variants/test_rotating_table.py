"""705 回転テーブル戦: {P} turns control one seat counter-clockwise, {C} two; the die's who, when and cost."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge.engine import replay
from judge.engine.games.dm_variants.generator import generate_game
from tests.unit.engine.dm_variants.test_dm_scenarios import Log


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_fuzz_generated_rotating_table_games_replay_with_no_finding(seed: int) -> None:
    log = generate_game(seed, 4, "rotating_table")
    report = replay(log)
    assert not report.findings, [(f.seq, f.code, f.message_en) for f in report.findings[:3]]
    assert report.final_state["game_over"]


def _table(result: str, control: dict[str, str] | None = None) -> Log:
    """P1 (seat A) and P2 (seat B) each have a creature; P3 rolls in turn 3."""
    log = Log(seats=4, variant="rotating_table")
    for t, s in ((1, "P1"), (2, "P2")):
        log.turn(t, s)
    log.turn(3, "P3", creature="")
    args: dict[str, Any] = {"result": result, "tap": []}
    if control is not None:
        args["control"] = control
    log.add(3, "main", "P3", "roll", **args)
    return log


@pytest.mark.parametrize(
    ("result", "a_to", "b_to"),
    [("P", "P4", "P1"), ("C", "P3", "P4"), ("blank", "P1", "P2")],
)
def test_the_table_turns_counter_clockwise(result: str, a_to: str, b_to: str) -> None:
    """705.5b: with A, B, C, D clockwise, {P} gives A's cards to D and B's to A; 705.5c: {C} gives A's
    to C and B's to D (the clause body, not its example's 「Pシンボル」 slip)."""
    log = _table(result)
    assert log.replay() == []
    players = log.report.final_state["players"]
    assert "P1:h0" in players[a_to]["battle"]
    assert "P2:h0" in players[b_to]["battle"]


def test_a_clockwise_turn_is_reported_card_by_card() -> None:
    log = _table("P", {"P1:h0": "P2", "P2:h0": "P3"})
    assert [c for _, c in log.replay()] == ["dm-variants.rotating_table.control"] * 2
    log = _table("P", {"P1:h0": "P4", "P2:h0": "P1"})
    assert log.replay() == []


def test_only_the_turn_player_rolls_in_the_main_step() -> None:
    log = _table("blank")
    log.entries[-1]["actor"] = "P4"
    assert [c for _, c in log.replay()] == ["dm-variants.rotating_table.die_who"]
    log = _table("blank")
    log.entries[-1]["phase"] = "attack"
    assert [c for _, c in log.replay()] == ["dm-variants.rotating_table.die_who"]


@pytest.mark.parametrize(
    ("taps", "wrong"),
    [
        ([[]], False),
        ([[], ["P1:d1"]], False),
        ([["P1:d1"]], True),  # the first roll is free, and paying is not allowed to differ
        ([[], []], True),  # the second roll costs 1
        ([[], ["P1:d1", "P1:d5"]], True),
        ([[], ["P1:d1"], ["P1:d5"]], True),  # the third costs 2
    ],
)
def test_the_kth_roll_costs_k_minus_1(taps: list[list[str]], wrong: bool) -> None:
    log = Log(seats=4, variant="rotating_table")
    for t, s in ((1, "P1"), (2, "P2"), (3, "P3"), (4, "P4")):
        log.turn(t, s, creature="")
    log.turn(5, "P1", creature="")  # P1 has P1:d1 and P1:d5 in mana
    for tap in taps:
        log.add(5, "main", "P1", "roll", result="blank", tap=tap)
    codes = [c for _, c in log.replay()]
    assert codes == (["dm-variants.rotating_table.die_cost"] if wrong else [])


def test_four_seats_only_and_no_range() -> None:
    log = Log(seats=3, variant="rotating_table", options={"range": 1})
    codes = {c for _, c in log.replay()}
    assert {"dm-variants.format.seat_count", "dm-variants.rotating_table.no_range"} <= codes
