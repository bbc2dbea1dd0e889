"""A hand-written legal kaiju game with one violation injected gives that check, at that entry, citing its
clause.

The game is legal_games.three_turns, described seq by seq; a mutation names the entry it changes by that
seq. Where what follows the violation would build on it, the log stops there (a log may stop anywhere).
The generated games feed only the fuzz test of the no-finding property (test_kaiju_generator.py).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.engine.kaiju.legal_games import LEGAL_GAMES, three_turns
from tests.unit.engine.mutation_kit import Entries, Mutation, assert_legal, check_mutation, cut_after, insert


def _entry(turn: int, phase: str, actor: str, act: str, **args: Any) -> dict[str, Any]:
    return {"turn": turn, "phase": phase, "actor": actor, "act": act, "args": args}


@pytest.mark.parametrize("name", sorted(LEGAL_GAMES))
def test_base_game_is_legal(name: str) -> None:
    assert_legal(LEGAL_GAMES[name]())


def engage_too_high(entries: Entries) -> int:
    # Seq 8: a grade-5 engage card while P2's kaiju is in area 1 (8.2.1).
    entries[7]["args"]["card"] = {"iid": "P1:e5-1", "card": "E5"}
    cut_after(entries, 7)
    return 7


def anger_from_engage(entries: Entries) -> int:
    # Seq 10: anger by discarding an engage card, not a kaiju card (8.4.1).
    entries[9]["args"]["card"] = {"iid": "P1:e1-9", "card": "E1"}
    return 9


def anger_by_opponent(entries: Entries) -> int:
    # Seq 10 done by P2 in P1's main phase (8.1.1).
    entries[9]["actor"] = "P2"
    entries[9]["args"]["card"] = {"iid": "P2:m1-1", "card": "M1"}
    cut_after(entries, 9)
    return 9


def second_kaiju(entries: Entries) -> int:
    # A second kaiju card from the hand in the same turn, after seq 11 (8.5.2).
    insert(entries, 11, _entry(1, "main", "P1", "play_kaiju", card={"iid": "P1:m1-3", "card": "M1"}))
    cut_after(entries, 11)
    return 11


def wrong_advance_distance(entries: Entries) -> int:
    # Seq 12: E1's advance icon is 1, so the kaiju goes from area 1 to 2, not 3 (8.6.1.2).
    entries[11]["args"]["to"] = 3
    cut_after(entries, 11)
    return 11


def second_advance(entries: Entries) -> int:
    # A second 進攻 in turn 1, after the trample at seq 13 (8.6.2).
    insert(entries, 13, _entry(1, "main", "P1", "advance", card={"iid": "P1:e1-9", "card": "E1"}, to=3))
    cut_after(entries, 13)
    return 13


def drop_trample(entries: Entries) -> int:
    # Without seq 13, E1 stays in area 2 with P1's kaiju: missed at the next entry, now seq 13 (11.3.3).
    del entries[12]
    cut_after(entries, 12)
    return 12


def drop_end_advance(entries: Entries) -> int:
    # Without seq 14, the end-phase advance owed from area 2 is missing (7.5.2); seen when the turn has
    # ended, at P2's first entry, now seq 15.
    del entries[13]
    cut_after(entries, 14)
    return 14


def skip_repel(entries: Entries) -> int:
    # Without seq 18, P2's EB (20000) reaches P1's threat 7000 but nothing is repelled (7.4.3); seen at the
    # end phase, now seq 18.
    del entries[17]
    cut_after(entries, 17)
    return 17


def extra_start_draw(entries: Entries) -> int:
    # A second card in P1's start phase of turn 3, after seq 20: P2's kaiju is grade I (7.2.2). The count is
    # judged when the start phase is over, at the first main-phase entry, now seq 23.
    insert(entries, 20, _entry(3, "start", "P1", "draw", count=1))
    cut_after(entries, 22)
    return 22


def keep_old_strategy(entries: Entries) -> int:
    # Without seq 21, the strategy card of turn 1 stays (7.2.3); seen as the start phase ends, now seq 21.
    del entries[20]
    return 20


def drop_duplicate(entries: Entries) -> int:
    # Without seq 24, EN and E1 share area 2 (11.5.1); seen at the next entry, now seq 24.
    del entries[23]
    return 23


CASES: list[tuple[Mutation, str, str]] = [
    (engage_too_high, "kaiju.main.engage_grade", "kaiju:8.2.1"),
    (anger_from_engage, "kaiju.main.anger_discard", "kaiju:8.4.1"),
    (anger_by_opponent, "kaiju.turn.not_turn_player", "kaiju:8.1.1"),
    (second_kaiju, "kaiju.main.kaiju_once_per_turn", "kaiju:8.5.2"),
    (wrong_advance_distance, "kaiju.main.advance_distance", "kaiju:8.6.1.2"),
    (second_advance, "kaiju.main.advance_once_per_turn", "kaiju:8.6.2"),
    (drop_trample, "kaiju.process.trample_skipped", "kaiju:11.3.3"),
    (drop_end_advance, "kaiju.end.advance_skipped", "kaiju:7.5.2"),
    (skip_repel, "kaiju.repel.skipped", "kaiju:7.4.3"),
    (extra_start_draw, "kaiju.start.draw_count", "kaiju:7.2.2"),
    (keep_old_strategy, "kaiju.start.strategy_cleanup", "kaiju:7.2.3"),
    (drop_duplicate, "kaiju.process.duplicate_skipped", "kaiju:11.5.1"),
]


@pytest.mark.parametrize(("mutate", "code", "clause"), CASES, ids=[c[1] for c in CASES])
def test_injected_violation_is_found(mutate: Mutation, code: str, clause: str) -> None:
    check_mutation(three_turns(), mutate, code, clause)
