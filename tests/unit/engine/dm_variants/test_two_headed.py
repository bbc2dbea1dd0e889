"""608 双頭戦 with 604 shared team turns: generated games are clean (a fuzz test), and each broken rule is
found when one entry of the hand-written legal game legal_games.two_headed (described seq by seq) breaks it."""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from judge.engine import replay
from judge.engine.games.dm_variants.generator import generate_game
from tests.unit.engine.dm_variants.legal_games import two_headed
from tests.unit.engine.mutation_kit import Entries, assert_legal, check_mutation, cut_after, insert

P = "dm-variants."


def _codes(log: dict[str, Any]) -> list[tuple[int, str]]:
    return [(f.seq, f.code) for f in replay(log).findings]


def _team(log: dict[str, Any], seat: str) -> list[str]:
    return next(t for t in log["header"]["options"]["teams"] if seat in t)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_fuzz_generated_two_headed_games_replay_clean_and_a_whole_team_wins(seed: int) -> None:
    log = generate_game(seed, 4, "two_headed")
    report = replay(log)
    assert not report.findings, [(f.seq, f.code, f.message_en) for f in report.findings[:3]]
    winners = report.final_state["winners"]
    assert winners == log["entries"][-1]["args"]["winners"]
    if report.final_state["game_over"]:
        assert sorted(winners) == sorted(_team(log, winners[0]))  # 608.9a: no individual winner


def test_both_players_of_the_turn_team_act_in_one_turn() -> None:
    # 604.3: both players of the turn team draw, charge and summon in the team's turn.
    assert_legal(two_headed())
    assert replay(two_headed()).final_state["winners"] == ["P1", "P2"]  # 608.9a: the whole team wins


def _entry(turn: int, phase: str, actor: str, act: str, **args: Any) -> dict[str, Any]:
    return {"turn": turn, "phase": phase, "actor": actor, "act": act, "args": args}


def test_608_7_the_first_team_drawing_in_its_first_turn_is_found() -> None:
    # P2 draws in turn 1, after the start at seq 9 (608.7: the first team skips its first draw); the draw
    # step is judged as it ends, at the first charge, now seq 11.
    def mutate(es: Entries) -> int:
        insert(es, 9, _entry(1, "draw", "P2", "draw", count=1))
        cut_after(es, 10)
        return 10

    check_mutation(two_headed(), mutate, P + "team.draw_count", "dm-variants:608.7")


def test_604_3b_a_teammate_skipping_the_draw_is_found() -> None:
    # Without seq 16, P4 does not draw in its team's turn (604.3b): seen at the charge, now seq 16.
    def mutate(es: Entries) -> int:
        del es[15]
        es[16]["args"]["card"] = "P4:h1"  # P4 charges a card it has
        cut_after(es, 16)
        return 15

    check_mutation(two_headed(), mutate, P + "team.draw_count", "dm-variants:604.3b")


def test_608_5_paying_with_a_teammates_mana_is_found() -> None:
    # Seq 19: P3 taps P4's mana card (608.5), here a fire card P4 drew at seq 16.
    def mutate(es: Entries) -> int:
        es[15]["args"]["cards"] = [{"iid": "P4:d2", "card": "F"}]
        es[18]["args"]["tap"] = ["P4:d2"]
        cut_after(es, 18)
        return 18

    check_mutation(two_headed(), mutate, P + "two_headed.teammate_cards", "dm-variants:608.5")


def test_608_8d_either_defender_may_block_but_not_the_attackers_team() -> None:
    # Seq 29 (P4, the defender's partner, blocks) is legal; P2 of the attacking team may not block, not
    # even with its blocker P2:h2.
    def mutate(es: Entries) -> int:
        es[28]["actor"] = "P2"
        es[28]["args"]["blocker"] = "P2:h2"
        cut_after(es, 28)
        return 28

    check_mutation(two_headed(), mutate, P + "block.not_defending_player", "dm-variants:600.6c")


def test_608_9b_a_concession_removes_the_whole_team() -> None:
    log = two_headed()
    log["entries"] = log["entries"][:21]  # P1 concedes as turn 3 starts
    log["entries"].append({"seq": 22, **_entry(3, "start", "P1", "concede")})
    report = replay(log)
    assert report.findings == []
    assert sorted(report.final_state["losers"]) == ["P1", "P2"]
    assert report.final_state["game_over"]
    assert sorted(report.final_state["winners"]) == ["P3", "P4"]


def test_608_9b_a_teammate_playing_on_after_a_concession_is_found_citing_it() -> None:
    # P1 concedes; P2 then starts a turn as if still in: the game had ended, and 608.9b (the team was removed
    # at once) decides it beside 102.1b.
    log = two_headed()
    log["entries"] = log["entries"][:21]
    log["entries"].append({"seq": 22, **_entry(3, "start", "P1", "concede")})
    log["entries"].append({"seq": 23, **_entry(3, "start", "P2", "turn_start")})
    found = [(f.seq, f.code, f.clauses) for f in replay(log).findings]
    assert found == [
        (23, P + "game.continued_after_team_win", ["dm-variants:102.1b", "dm-variants:608.9b"]),
    ]


def test_608_9c_missing_the_zero_shield_loss_is_found() -> None:
    # Without seq 29-30 P1's attack on the team without shields is not blocked, so that team has lost
    # (608.9c); the log goes on to P2's attack, now seq 29.
    def mutate(es: Entries) -> int:
        del es[28:30]
        cut_after(es, 28)
        return 28

    check_mutation(two_headed(), mutate, P + "two_headed.zero_shield_loss", "dm-variants:608.9c")


def test_an_opponent_acting_in_the_team_turn_is_found() -> None:
    # Seq 17 done by P1 in the turn of P3 and P4 (604.3a).
    def mutate(es: Entries) -> int:
        es[16] = {**es[16], "actor": "P1", "args": {"card": "P1:h2"}}
        cut_after(es, 16)
        return 16

    check_mutation(two_headed(), mutate, P + "team.not_turn_team", "dm-variants:604.3a")


def test_team_header_checks() -> None:
    log = two_headed()
    apart = copy.deepcopy(log)
    apart["header"]["options"]["teams"] = [["P1", "P3"], ["P2", "P4"]]
    assert "dm-variants.team.seated_together" in {c for _, c in _codes(apart)}
    missing = copy.deepcopy(log)
    missing["header"]["options"]["teams"] = [["P1", "P2"]]
    assert "dm-variants.team.header" in {c for _, c in _codes(missing)}
    big = copy.deepcopy(log)
    big["header"]["options"]["teams"] = [["P1", "P2", "P3"], ["P4"]]
    assert "dm-variants.two_headed.teams" in {c for _, c in _codes(big)}


def test_604_3b_a_missing_draw_is_found_even_when_the_turn_ends_at_its_draw_step() -> None:
    # The log keeps turn 2's start and P3's draw (seq 14-15), then goes straight on to turn 3's start.
    def mutate(es: Entries) -> int:
        del es[15:20]
        cut_after(es, 15)
        return 15

    check_mutation(two_headed(), mutate, P + "team.draw_count", "dm-variants:604.3b")
