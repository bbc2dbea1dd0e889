"""703 次元戦: setup reveal, the planar die, planeswalks owed and unowed, D-switch, 703.12.

Generated games feed only the fuzz test of the no-finding property; every other test changes one entry of
the hand-written legal game legal_games.planes (described seq by seq) or writes its few entries by hand.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge.engine import replay
from judge.engine.games.dm_variants.generator import generate_game
from tests.unit.engine.dm_variants.legal_games import planes
from tests.unit.engine.dm_variants.proof_logs import planar_game
from tests.unit.engine.mutation_kit import Entries, assert_legal, check_mutation, cut_after, insert

P = "dm-variants.planes."
Entry = dict[str, Any]


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**6), seats=st.sampled_from((2, 3, 4)))
def test_fuzz_generated_planes_games_replay_with_no_finding(seed: int, seats: int) -> None:
    log = generate_game(seed, seats, "planes")
    report = replay(log)
    assert not report.findings, [(f.seq, f.code, f.message_en) for f in report.findings[:3]]
    assert report.final_state["game_over"]


def _p1(act: str, **args: Any) -> Entry:
    return {"turn": 1, "phase": "main", "actor": "P1", "act": act, "args": args}


def test_the_hand_written_game_is_legal() -> None:
    assert_legal(planes())


def test_a_skipped_planeswalk_after_p_is_found() -> None:
    # Without seq 11, the {P} of seq 10 owed a planeswalk at once (703.11b); seen at P2's turn start.
    def mutate(es: Entries) -> int:
        del es[10]
        cut_after(es, 10)
        return 10

    check_mutation(planes(), mutate, P + "planeswalk_missing", "dm-variants:703.11b")


def test_a_planeswalk_without_p_is_found() -> None:
    # Seq 10 shows nothing, so the planeswalk at seq 11 is owed to nothing (703.9).
    def mutate(es: Entries) -> int:
        es[9]["args"]["result"] = "blank"
        return 10

    check_mutation(planes(), mutate, P + "planeswalk_unowed", "dm-variants:703.9")
    # A card effect may make a player planeswalk (703.9): with a source, nothing is owed and nothing found.
    log = planes()
    log["entries"][9]["args"]["result"] = "blank"
    log["entries"][10]["args"]["source"] = "P2:c1"
    assert_legal(log)


def test_setup_reveal_by_the_starting_player_until_a_plane() -> None:
    def by_p2(es: Entries) -> int:
        es[4]["actor"] = "P2"  # seq 5: the starting player reveals (703.5)
        return 4

    check_mutation(planes(), by_p2, P + "setup_reveal", "dm-variants:703.5")

    def second_plane(es: Entries) -> int:  # a plane was already face up: revealing stops there (703.5)
        insert(es, 5, {**es[4], "args": {"card": {"iid": "P1:pl2", "card": "PL2"}}})
        cut_after(es, 5)
        return 5

    check_mutation(planes(), second_plane, P + "setup_reveal", "dm-variants:703.5")
    log = planes()
    log["entries"] = log["entries"][:4] + log["entries"][5:7]  # turn 1 began with no plane
    assert [f.code for f in replay(log).findings] == [P + "setup_reveal"]


def test_d_switch_once_per_game_and_only_after_c() -> None:
    def twice(es: Entries) -> int:  # after seq 9, another {C} paid with P1:h1 and the D-switch again
        insert(es, 9, _p1("roll", result="C", tap=["P1:h1"]))
        insert(es, 10, _p1("d_switch", card="P1:pl0"))
        cut_after(es, 10)
        return 10

    check_mutation(planes(), twice, P + "d_switch", "dm-variants:703.11d")

    def after_blank(es: Entries) -> int:  # seq 8 shows nothing: no {C} before the D-switch at seq 9
        es[7]["args"]["result"] = "blank"
        cut_after(es, 8)
        return 8

    check_mutation(planes(), after_blank, P + "d_switch", "dm-variants:703.11d")


def test_die_by_a_non_turn_player_or_unpaid() -> None:
    def unpaid(es: Entries) -> int:  # seq 10, the turn's second roll, costs one mana (703.11)
        es[9]["args"]["tap"] = []
        cut_after(es, 9)
        return 9

    check_mutation(planes(), unpaid, P + "die_cost", "dm-variants:703.11")

    def in_attack(es: Entries) -> int:  # seq 15 rolled in the attack step (703.11: in the main step)
        es[14]["phase"] = "attack"
        cut_after(es, 14)
        return 14

    check_mutation(planes(), in_attack, P + "die_who", "dm-variants:703.11")


@pytest.mark.parametrize("source_is_plane", [True, False])
def test_planar_effects_ignore_the_range_of_influence(source_is_plane: bool) -> None:
    """703.12: the face-up plane's effect reaches a player out of range; a creature's does not. Four
    players with range 1: P1 summons F in turn 1, then an effect targets P3, across the table."""
    g = planar_game("planes", 4)
    g.options["range"] = 1
    g.add(0, "setup", "P1", "plane_reveal", card={"iid": "P1:pl0", "card": "PL0"})
    g.turn(1, "P1", summon="P1:h0")
    source = "P1:pl0" if source_is_plane else "P1:h0"
    seq = g.add(1, "main", "P1", "effect", source=source, targets=["P3"])
    found = [(f.seq, f.code) for f in replay(g.log()).findings]
    assert found == ([] if source_is_plane else [(seq, "dm-variants.range.target")])


def test_703_3_the_shared_planar_deck_is_screened_once() -> None:
    """Every seat lists the one planar deck (703.3 「次元デッキを1つ」): three phenomena for ten planes is one
    problem of that deck, reported once however many seats list it; the main decks are still each screened."""
    g = planar_game("planes", seats=3)
    for s in g.seats:
        g.decklists[s]["planes"]["PH0"] = 2
    found = [f.code for f in replay(g.log()).findings]
    assert found == ["dm-variants.deck.planar_phenomena"]
