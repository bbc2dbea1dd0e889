"""A hand-written legal duel with one violation injected gives that check, at that entry, citing its clause.

The duels are in legal_games.py, each described seq by seq; a mutation names the entry it changes by that
seq. The generated duels feed only the fuzz test of the no-finding property (test_generator.py).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.unit.engine.dimension_zero.legal_games import (
    LEGAL_DUELS,
    big_unit_duel,
    central_duel,
    deck_out_duel,
)
from tests.unit.engine.mutation_kit import Entries, Mutation, assert_legal, check_mutation, cut_after, insert

DZ = "dimension-zero."


def _entry(turn: int, phase: str, actor: str | None, act: str, **args: Any) -> dict[str, Any]:
    return {"turn": turn, "phase": phase, "actor": actor, "act": act, "args": args}


@pytest.mark.parametrize("name", sorted(LEGAL_DUELS))
def test_base_duel_is_legal(name: str) -> None:
    assert_legal(LEGAL_DUELS[name]().json())


# --- mutations of central_duel --------------------------------------------------------------------------


def extra_draw(entries: Entries) -> int:
    # A second card in P2's draw phase of turn 2, after seq 8 (3.6.1-1: one card).
    return insert(entries, 8, _entry(2, "draw", "P2", "draw", cards=["P2:d9"]))


def first_turn_draw(entries: Entries) -> int:
    # P1, the first player, draws in turn 1 (3.6.1-2), before its energy at seq 5.
    return insert(entries, 4, _entry(1, "draw", "P1", "draw", cards=["P1:d9"]))


def first_player_mulligan(entries: Entries) -> int:
    # The first player redraws after both opening hands (3.2.3-1); the log stops there, since the redrawn
    # hand is not the one the duel goes on with.
    insert(entries, 4, _entry(0, "setup", "P1", "mulligan", count=5))
    cut_after(entries, 4)
    return 4


def enemy_area_unit(entries: Entries) -> int:
    # Seq 6: P1's unit put into B31, P2's home square, not its own (2.20.1-2); the duel stops at its resolution.
    entries[5]["args"]["to"] = "B31"
    cut_after(entries, 6)
    return 5


def energy_in_main(entries: Entries) -> int:
    # Seq 11: P1's energy of turn 3 recorded in the main phase (3.7.1).
    entries[10]["phase"] = "main"
    return 10


def not_priority_holder(entries: Entries) -> int:
    # P2 passes at once after P1's play at seq 6: P1, who played, holds priority (4.6.2).
    return insert(entries, 6, _entry(1, "main", "P2", "pass"))


def wrong_exchange(entries: Entries) -> int:
    # Seq 20: P1's 《赤のユニット》 deals 4000 to P2:h2, not its power 3000 (3.12.2, 3.13.2).
    entries[19]["args"]["damage"]["P2:h2"] = 4000
    return 19


def smash_count(entries: Entries) -> int:
    # Seq 24: 《赤のユニット》 has smash 1, so it smashes one card, not two (3.9.1).
    entries[23]["args"]["count"] = 2
    return 23


# --- mutations of big_unit_duel and deck_out_duel -------------------------------------------------------


def skipped_battle_end(entries: Entries) -> int:
    # Without seq 24's rule effect, P2's unit played into the central area stays there after its battle
    # (3.14.2-1); the smash phase's pass, now seq 24, is where that shows.
    del entries[23]
    return 23


def overpay(entries: Entries) -> int:
    # Seq 28: 《団結のユニット》 (cost 赤1) paid with two energy cards, P1:h0 and P1:h3 (1.2.3-1).
    entries[27]["args"]["pay"] = ["P1:h0", "P1:h3"]
    return 27


def skipped_lethal_damage(entries: Entries) -> int:
    # Without seq 22's rule effect, P1:h1 (5000 damage, power 3000) is still there when P2 passes at the
    # battle's end (4.16.4-5), now seq 22.
    del entries[21]
    return 21


def frozen_payment(entries: Entries) -> int:
    # Seq 30 pays with P1:h0, frozen by the payment at seq 28 (2.26.1-1).
    entries[29]["args"]["pay"] = ["P1:h0"]
    return 29


def wrong_result(entries: Entries) -> int:
    # Seq 10: P2 decked out, so P1 won (3.3.3).
    entries[9]["args"]["winners"] = ["P2"]
    return 9


def play_after_end(entries: Entries) -> int:
    # After the deck-out at seq 9 the duel is over (3.3.3): P2 passes instead of the result.
    entries[9] = {"seq": 10, "turn": 2, "phase": "main", "actor": "P2", "act": "pass"}
    return 9


CASES: list[tuple[Callable[[], Any], Mutation, str, str]] = [
    (central_duel, extra_draw, "draw.count", "3.6.1-1"),
    (central_duel, first_turn_draw, "draw.first_turn", "3.6.1-2"),
    (central_duel, first_player_mulligan, "setup.mulligan", "3.2.3-1"),
    (central_duel, enemy_area_unit, "play.unit_square", "2.20.1-2"),
    (central_duel, energy_in_main, "energy.timing", "3.7.1"),
    (central_duel, not_priority_holder, "priority.not_holder", "4.6.2"),
    (central_duel, wrong_exchange, "battle.exchange_damage", "3.12.2"),
    (central_duel, smash_count, "smash.count", "3.9.1"),
    (big_unit_duel, overpay, "pay.amount", "1.2.3-1"),
    (big_unit_duel, skipped_lethal_damage, "rule.skipped", "4.16.4-5"),
    (big_unit_duel, skipped_battle_end, "battle.end_rules_skipped", "4.16.4-10"),
    (big_unit_duel, frozen_payment, "pay.frozen_card", "2.26.1-1"),
    (deck_out_duel, wrong_result, "game.result", "3.3.3"),
    (deck_out_duel, play_after_end, "game.continued", "3.3.3"),
]


@pytest.mark.parametrize(("duel", "mutate", "code", "clause"), CASES, ids=[c[2] for c in CASES])
def test_injected_violation_is_found(
    duel: Callable[[], Any], mutate: Mutation, code: str, clause: str
) -> None:
    check_mutation(duel().json(), mutate, DZ + code, f"dimension-zero:{clause}")


def test_the_central_duel_is_the_golden_legal_opening() -> None:
    """golden/legal_opening.json and the mutation tests' base are one duel, so they cannot drift apart."""
    golden = Path(__file__).parent / "golden" / "legal_opening.json"
    assert json.loads(golden.read_text(encoding="utf-8"))["log"] == central_duel().json()
