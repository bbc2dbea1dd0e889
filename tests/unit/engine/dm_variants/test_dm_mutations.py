"""A hand-written legal Duel Masters game with one rule broken gives that check, at that entry, citing its
clause.

The games are in legal_games.py, described seq by seq; a mutation names the entry it changes by that seq.
Where what follows the violation would build on it, the log stops there (a log may stop anywhere). The
generated games feed only the fuzz tests of the no-finding property (test_dm_generator.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.unit.engine.dm_variants.legal_games import LEGAL_GAMES, duel, table
from tests.unit.engine.mutation_kit import Entries, Mutation, assert_legal, check_mutation, cut_after, insert


def _entry(turn: int, phase: str, actor: str | None, act: str, **args: Any) -> dict[str, Any]:
    return {"turn": turn, "phase": phase, "actor": actor, "act": act, "args": args}


@pytest.mark.parametrize("name", sorted(LEGAL_GAMES))
def test_base_game_is_legal(name: str) -> None:
    assert_legal(LEGAL_GAMES[name]())


# --- mutations of duel --------------------------------------------------------------------------------


def first_player_draws(entries: Entries) -> int:
    # P1, the first player of two, draws in turn 1 after seq 5 (600.8); the draw step it should have
    # skipped shows when the next step starts, at the charge, now seq 7.
    insert(entries, 5, _entry(1, "draw", "P1", "draw", cards=[{"iid": "P1:d1", "card": "F"}]))
    return 6


def wrong_civilization(entries: Entries) -> int:
    # P2 draws a fire card at seq 9 and charges it, then summons the light creature B tapping only that
    # fire mana at seq 11 (402: each civilization of the cost is paid).
    entries[8]["args"]["cards"] = [{"iid": "P2:d2", "card": "F"}]
    cut_after(entries, 10)
    return 10


def second_charge(entries: Entries) -> int:
    # A second mana charge in turn 3, after seq 14 (401: once a turn).
    insert(entries, 14, _entry(3, "charge", "P1", "charge", card="P1:h4"))
    cut_after(entries, 14)
    return 14


def short_payment(entries: Entries) -> int:
    # Seq 15: W costs 2 and is summoned tapping one mana card (402).
    entries[14]["args"]["tap"] = ["P1:d3"]
    cut_after(entries, 14)
    return 14


def sick_attack(entries: Entries) -> int:
    # W, summoned at seq 15, attacks in the same turn (403: summoning sickness).
    insert(entries, 15, _entry(3, "attack", "P1", "attack", attacker="P1:h0", target="P2"))
    cut_after(entries, 15)
    return 15


def battle_flipped(entries: Entries) -> int:
    # Seq 18: 2000 against 1000, but the log destroys the stronger attacker (403).
    entries[17]["args"]["destroyed"] = ["P1:h1"]
    cut_after(entries, 17)
    return 17


def break_too_few(entries: Entries) -> int:
    # Seq 26: W・ブレイカー breaks two shields, not one (403).
    entries[25]["args"]["shields"] = ["P2:s0"]
    cut_after(entries, 25)
    return 25


def direct_with_shields(entries: Entries) -> int:
    # Seq 26: a direct attack on P2, who still has five shields (403, 502).
    entries[25] = _entry(5, "attack", "P1", "direct_attack")
    cut_after(entries, 25)
    return 25


def continued_after_end(entries: Entries) -> int:
    # P2 conceded at seq 29, so P1 has won (102.1a): P2 starting a turn before the result is play after the end.
    return insert(entries, 29, _entry(6, "start", "P2", "turn_start"))


# --- mutations of table -------------------------------------------------------------------------------


def starting_player_skips(entries: Entries) -> int:
    # Without seq 10, P1, who starts a game of four, skips its first draw (600.8): seen at the charge, now
    # seq 10, which charges a card from the opening hand instead of the one not drawn.
    del entries[9]
    entries[9]["args"]["card"] = "P1:h3"
    cut_after(entries, 9)
    return 9


def wrong_turn_player(entries: Entries) -> int:
    # Seq 13: turn 2 is P2's, the next seat, not P3's (600.7).
    entries[12]["actor"] = "P3"
    cut_after(entries, 12)
    return 12


def attack_across(entries: Entries) -> int:
    # Seq 28: P1:h0 attacks P3, across the table, not P2 next to it (601.3 with range 1, 602.2).
    entries[27]["args"]["target"] = "P3"
    cut_after(entries, 27)
    return 27


def acts_after_elimination(entries: Entries) -> int:
    # P2 conceded at seq 30 and has left the game (600.3a); it acts again.
    entries.append({"seq": 0, **_entry(5, "attack", "P2", "concede")})
    return 30


CASES: list[tuple[Callable[[], dict[str, Any]], Mutation, str, str]] = [
    (duel, first_player_draws, "draw.first_turn_skip", "600.8"),
    (duel, wrong_civilization, "cost.civilization", "402"),
    (duel, second_charge, "charge.once_per_turn", "401"),
    (duel, short_payment, "cost.amount", "402"),
    (duel, sick_attack, "attack.summoning_sickness", "403"),
    (duel, battle_flipped, "battle.result", "403"),
    (duel, break_too_few, "break.count", "403"),
    (duel, direct_with_shields, "direct.shields_left", "502"),
    (duel, continued_after_end, "game.continued_after_end", "102.1a"),
    (table, starting_player_skips, "draw.first_turn_multiplayer", "600.8"),
    (table, wrong_turn_player, "turn.order", "600.7"),
    (lambda: table(range=1), attack_across, "attack.out_of_range", "601.3"),
    (lambda: table(attack_adjacent=True), attack_across, "attack.not_adjacent", "602.2"),
    (table, acts_after_elimination, "removed.player_acted", "600.3a"),
]


@pytest.mark.parametrize(("game", "mutate", "code", "clause"), CASES, ids=[c[2] for c in CASES])
def test_injected_violation_is_found_at_its_entry(
    game: Callable[[], dict[str, Any]], mutate: Mutation, code: str, clause: str
) -> None:
    check_mutation(game(), mutate, f"dm-variants.{code}", f"dm-variants:{clause}")
