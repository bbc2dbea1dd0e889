"""704 次元探索戦: the cross, orthogonal moves of the piece, far planes to the bottom, refilled neighbours.

Generated games feed only the fuzz test of the no-finding property; every other test changes one entry of
the hand-written legal game legal_games.plane_exploration (described seq by seq) or writes its setup by hand.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge.engine import replay
from judge.engine.games.dm_variants.generator import generate_game
from tests.unit.engine.dm_variants.legal_games import plane_exploration
from tests.unit.engine.dm_variants.proof_logs import GRID, Game, planar_game
from tests.unit.engine.mutation_kit import Entries, assert_legal, check_mutation, cut_after

FMT = "plane_exploration"
P = "dm-variants.plane_exploration."


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**6), seats=st.sampled_from((2, 3, 4)))
def test_fuzz_generated_plane_exploration_games_replay_with_no_finding(seed: int, seats: int) -> None:
    log = generate_game(seed, seats, FMT)
    report = replay(log)
    assert not report.findings, [(f.seq, f.code, f.message_en) for f in report.findings[:3]]
    assert report.final_state["game_over"]


def _codes(log: dict[str, Any]) -> list[str]:
    return [f.code for f in replay(log).findings]


def test_the_hand_written_game_is_legal() -> None:
    assert_legal(plane_exploration())


# The wrong destination, with the planes it would reveal and send to the bottom done right for it, so the
# move is the one rule broken.
WRONG_MOVES = {
    "diagonal": ([1, 2], [[1, 3], [2, 2]], ["P1:pl0", "P1:pl3", "P1:pl4", "P1:pl7"]),
    "two_squares": (
        [0, 3],
        [[0, 4], [1, 3], [-1, 3]],
        ["P1:pl0", "P1:pl2", "P1:pl3", "P1:pl4", "P1:pl6", "P1:pl7"],
    ),
}


@pytest.mark.parametrize("name", sorted(WRONG_MOVES))
def test_a_diagonal_or_long_move_is_found(name: str) -> None:
    # Seq 18: from [0, 1] the piece moves to an adjacent square only, up, down, left or right (704.9a).
    to, squares, removed = WRONG_MOVES[name]

    def mutate(es: Entries) -> int:
        cards = [
            {"card": {"iid": f"P1:pl{8 + k}", "card": f"GP{8 + k}" if k < 2 else "GN"}, "at": at}
            for k, at in enumerate(squares)
        ]
        es[17]["args"] = {"to": to, "reveal": cards, "removed": removed}
        cut_after(es, 17)
        return 17

    check_mutation(plane_exploration(), mutate, P + "move", "dm-variants:704.9a")


def test_far_planes_must_go_to_the_bottom() -> None:
    # Seq 18: [1, 0] is 3 squares from [0, 2] too; the log leaves it on the grid (704.11).
    def mutate(es: Entries) -> int:
        es[17]["args"]["removed"] = ["P1:pl3", "P1:pl4"]
        cut_after(es, 17)
        return 17

    check_mutation(plane_exploration(), mutate, P + "far_planes", "dm-variants:704.11")


def test_empty_neighbours_must_be_refilled() -> None:
    # Seq 18: [-1, 2], next to the piece's new square, is left empty (704.11).
    def mutate(es: Entries) -> int:
        es[17]["args"]["reveal"] = es[17]["args"]["reveal"][:-1]
        cut_after(es, 17)
        return 17

    check_mutation(plane_exploration(), mutate, P + "refill", "dm-variants:704.11")


def test_the_cross_and_the_piece_at_setup() -> None:
    log = plane_exploration()
    log["entries"][8]["args"]["at"] = [2, 2]  # seq 9: outside the cross, and [-1, 0] is left empty
    del log["entries"][10:]
    assert _codes(log) == [P + "cross"] * 2
    log = plane_exploration()
    log["entries"] = [e for e in log["entries"][:11] if e["act"] != "plane_reveal"]
    assert P + "cross" in _codes(log)


def test_setup_replaces_phenomena_on_their_square() -> None:
    """704.3a allows phenomena from 20 planar cards; 704.5: a phenomenon revealed for the cross is replaced
    from the top on the same square, not on another one."""
    extra = {
        f"GX{i}": {"name": f"次元カードGX{i}", "type": "plane", "cost": 0, "keywords": {}} for i in range(7)
    }
    phenomenon = {"XP": {"name": "探索現象", "type": "phenomenon", "cost": 0, "keywords": {}}}
    pile = GRID | extra | phenomenon
    g = planar_game(FMT)
    g.cards = {**g.cards, **pile}
    for s in g.seats:
        g.decklists[s] = {**g.decklists[s], "planes": dict.fromkeys(pile, 1)}
    order = [
        ("GP0", [0, 0]),
        ("XP", [0, 1]),
        ("GP1", [0, 1]),
        ("GP2", [1, 0]),
        ("GP3", [0, -1]),
        ("GP4", [-1, 0]),
    ]
    for k, (cid, at) in enumerate(order):
        g.add(0, "setup", "P1", "plane_reveal", card={"iid": f"P1:pl{k}", "card": cid}, at=at)
    g.add(1, "start", "P1", "turn_start")
    assert_legal(g.log())
    moved = _phenomenon_elsewhere(g)
    assert P + "cross" in _codes(moved.log())


def _phenomenon_elsewhere(g: Game) -> Game:
    """The replacement of the phenomenon put on another square than the phenomenon's."""
    bad = copy.deepcopy(g)
    bad.entries[6]["args"]["at"] = [1, 1]
    return bad
