"""609 皇帝戦: generated 6-seat games replay clean (a fuzz test); team, first-player, first-draw, range and
loss rules on the hand-written legal game legal_games.emperor (described seq by seq)."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from judge.engine import replay
from judge.engine.games.dm_variants.generator import generate_game
from tests.unit.engine.dm_variants.legal_games import emperor
from tests.unit.engine.mutation_kit import Entries, assert_legal, check_mutation, cut_after, insert, renumber

P = "dm-variants."


def _codes(log: dict[str, Any]) -> list[tuple[int | None, str]]:
    return [(f.seq, f.code) for f in replay(log).findings]


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_fuzz_generated_emperor_games_replay_clean(seed: int) -> None:
    log = generate_game(seed, 6, "emperor")
    report = replay(log)
    assert not report.findings, [(f.seq, f.code, f.message_en) for f in report.findings[:3]]
    # A game the generator stops at its turn limit ends with an ordinary act and has no winner yet.
    assert report.final_state["winners"] == log["entries"][-1]["args"].get("winners", [])
    if report.final_state["game_over"]:
        team = next(t for t in log["header"]["options"]["teams"] if report.final_state["winners"][0] in t)
        assert report.final_state["winners"] == sorted(team)  # 609.6a


def test_the_hand_written_game_is_legal() -> None:
    assert_legal(emperor())


def _setup_only(log: dict[str, Any]) -> dict[str, Any]:
    log["entries"] = log["entries"][:12]
    return log


def test_609_4_a_general_starting_is_found() -> None:
    log = _setup_only(emperor())
    log["header"]["first_player"] = "P1"
    assert _codes(log) == [(None, P + "emperor.first_player")]


def test_609_1_teams_of_two_are_found() -> None:
    log = _setup_only(emperor())
    log["header"]["options"]["teams"] = [["P1", "P2"], ["P3", "P4"], ["P5", "P6"]]
    assert P + "emperor.teams" in {c for _, c in _codes(log)}


def _second_player_draws(es: Entries) -> int:
    # P3, the second player, draws in its first turn, after seq 16 (609.5); the draw step is judged as it
    # ends, at the charge, now seq 18.
    insert(es, 16, {"turn": 2, "phase": "draw", "actor": "P3", "act": "draw", "args": {"count": 1}})
    cut_after(es, 17)
    return 17


def test_609_5_the_second_player_drawing_is_found_and_the_decision_applies_unset() -> None:
    check_mutation(emperor(), _second_player_draws, P + "emperor.first_draw", "dm-variants:609.5")
    # decisions.md DM 2: 609.5 applies with the policy unset, and nothing asks a judge.
    unset = emperor()
    unset["header"]["options"]["policies"].pop("emperor_first_draw")
    check_mutation(unset, _second_player_draws, P + "emperor.first_draw", "dm-variants:609.5")
    # 600.8 reading, kept for old logs: the starting player draws (a draw after seq 13 makes the game
    # legal), the second player still skips.
    other = emperor()
    other["header"]["options"]["policies"]["emperor_first_draw"] = "starting_player_draws"
    insert(
        other["entries"], 13, {"turn": 1, "phase": "draw", "actor": "P2", "act": "draw", "args": {"count": 1}}
    )
    renumber(other["entries"])
    assert_legal(other)

    def one_later(es: Entries) -> int:
        insert(es, 17, {"turn": 2, "phase": "draw", "actor": "P3", "act": "draw", "args": {"count": 1}})
        cut_after(es, 18)
        return 18

    check_mutation(other, one_later, P + "emperor.first_draw", "dm-variants:609.5")


def _concede(seat: str) -> dict[str, Any]:
    log = emperor()
    log["entries"] = log["entries"][:15]  # up to the end of turn 1; `seat` concedes as turn 2 starts
    log["entries"].append(
        {"seq": 16, "turn": 2, "phase": "start", "actor": seat, "act": "concede", "args": {}}
    )
    return log


def test_609_6b_the_emperors_loss_takes_the_team_a_generals_does_not() -> None:
    report = replay(_concede("P2"))
    assert sorted(report.final_state["losers"]) == ["P1", "P2", "P3"]
    assert report.final_state["winners"] == ["P4", "P5", "P6"]
    report = replay(_concede("P4"))
    assert report.final_state["losers"] == ["P4"]
    assert not report.final_state["game_over"]


def test_ranges_default_to_609_3a() -> None:
    # Seq 41: P3:h0 attacks P6 instead of P4, neither next to P3 (609.3c) nor within its 1 seat (609.3a).
    log = emperor()
    log["entries"][40]["args"]["target"] = "P6"
    assert _codes(log) == [(41, P + "attack.not_adjacent"), (41, P + "attack.out_of_range")]


def test_609_5_a_draw_is_judged_when_the_log_leaves_the_turn_at_its_draw_step() -> None:
    # Turn 2 is logged as its start and P3's draw only (609.5: P3 skips it); turn 3 starts, now seq 18.
    def mutate(es: Entries) -> int:
        insert(es, 16, {"turn": 2, "phase": "draw", "actor": "P3", "act": "draw", "args": {"count": 1}})
        del es[17:19]
        cut_after(es, 17)
        return 17

    check_mutation(emperor(), mutate, P + "emperor.first_draw", "dm-variants:609.5")
