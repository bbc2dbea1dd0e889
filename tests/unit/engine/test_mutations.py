"""A hand-written legal Rebirth game with one violation injected gives that check, at that entry, citing its
clause.

The games are in rebirth/legal_games.py, described seq by seq; a mutation names the entry it changes by that
seq. The generated games feed only the fuzz test of the no-finding property (test_generator.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.unit.engine.mutation_kit import Entries, Mutation, assert_legal, check_mutation, cut_after, insert
from tests.unit.engine.rebirth.legal_games import LEGAL_GAMES, blocked_turn, opening


@pytest.mark.parametrize("name", sorted(LEGAL_GAMES))
def test_base_game_is_legal(name: str) -> None:
    assert_legal(LEGAL_GAMES[name]())


def extra_standby_draw(entries: Entries) -> int:
    # A second card drawn in P2's standby phase of turn 2, after seq 15 (7.2.1.2: one card).
    entry = {"turn": 2, "phase": "standby", "actor": "P2", "act": "draw", "args": {"count": 1}}
    return insert(entries, 15, entry)


def energy_face_up(entries: Entries) -> int:
    # Seq 12: the non-partner card goes into energy face up (4.6.2, 7.3.2.2).
    entries[11]["args"]["face_down"] = False
    return 11


def wrong_damage(entries: Entries) -> int:
    # Seq 29: the attack deals 3 damage, recorded as 2 (8.4.3); the log stops there, since with 2 damage
    # P2's entry character (DEF 3) would not be retired at seq 30.
    entries[28]["args"]["amount"] = 2
    cut_after(entries, 28)
    return 28


def rebirth_without_draw(entries: Entries) -> int:
    # Seq 3: setting a Reバース card draws one card (7.4.2.4); the log says it did not.
    entries[2]["args"]["draw"] = False
    return 2


def underpay_move(entries: Entries) -> int:
    # Seq 4: moving T-CH04 (cost 3) to the member area paid with two energy, not three (5.14.1.1).
    entries[3]["args"]["pay"] = ["P1:n0", "P1:n1"]
    return 3


def turn_player_blocks(entries: Entries) -> int:
    # Seq 7: P1, the turn player, blocks its own attack (8.3.3: the non-turn player blocks).
    entries[6]["actor"] = "P1"
    entries[6]["args"]["card"] = "P1:h2"
    return 6


def keep_rebirth_cards(entries: Entries) -> int:
    # Without seq 8, the Reバース card is still in its zone when the turn has ended (7.6.5): seen at the
    # next turn's first entry, P2's draw, now seq 9.
    del entries[7]
    return 8


CASES: list[tuple[Callable[[], dict[str, Any]], Mutation, str, str]] = [
    (opening, extra_standby_draw, "rebirth.standby.draw_count", "rebirth:7.2.1.2"),
    (opening, energy_face_up, "rebirth.energy.face", "rebirth:4.6.2"),
    (opening, wrong_damage, "rebirth.damage.amount", "rebirth:8.4.3"),
    (blocked_turn, rebirth_without_draw, "rebirth.main.set_rebirth_draw", "rebirth:7.4.2.4"),
    (blocked_turn, underpay_move, "rebirth.cost.energy_payment", "rebirth:5.14.1.1"),
    (blocked_turn, turn_player_blocks, "rebirth.block.actor", "rebirth:8.3.3"),
    (blocked_turn, keep_rebirth_cards, "rebirth.end.rebirth_cleanup", "rebirth:7.6.5"),
]


@pytest.mark.parametrize(("game", "mutate", "code", "clause"), CASES, ids=[c[2] for c in CASES])
def test_injected_violation_is_found(
    game: Callable[[], dict[str, Any]], mutate: Mutation, code: str, clause: str
) -> None:
    check_mutation(game(), mutate, code, clause)
