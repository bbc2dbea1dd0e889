"""Proofs of the MyEarth checks added after the fifth held-out round, and the readings it changed.

Each proof replays the disputed log of a round-5 held-out scenario (tests/scenarios_heldout/
build_myearth_round5.py: hand-written from the rulebook, a mid-game snapshot and a few entries) and its
legal twin, the same situation played by the rules: ending the 番 while one's support waits for the
opponent's decision (251, 254, 255), a support resolved twice (248), an effect on leaving the field left
out (227, 233; 273 原子力発電所), a draw effect on a short deck with more written after it (257, needs_ruling),
the survival check made by the opponent (187, 213), an effect on being discarded fired by a card removed
from the game (231, 14); and the readings: the loser discards only 対決 cards (131, 272), the totals told
again after supports start a new round 先攻 first (125), an effect choosing from one's own empty hand does
not fire (240), a lasting change ends when its card leaves (272), and a skipped effect cites 227.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from judge.engine import replay
from tests.scenarios_heldout.build_myearth_round5 import build
from tests.unit.engine.proof import prove


def _scenario(short_id: str) -> dict[str, Any]:
    found = [s for s in build() if s["id"] == f"myearth-ho5-{short_id}"]
    assert found, short_id
    return copy.deepcopy(found[0])


def _prove(short_id: str, code: str, seq: int) -> None:
    s = _scenario(short_id)
    prove(s[s["ruling"]], code, seq, twin=s["legal"])


def test_255_the_ban_does_not_end_while_ones_support_waits() -> None:
    _prove("no-end-of-ban-while-the-chain-waits", "myearth.ban.end_in_chain", 2)


def test_248_a_support_cards_effect_takes_place_once() -> None:
    _prove("support-effect-once", "myearth.support.resolved_twice", 4)


def test_227_an_effect_on_leaving_the_field_is_not_skipped() -> None:
    _prove("erratum-nuclear-plant-fires-on-leaving", "myearth.effect.trigger_skipped", 6)


def test_257_the_rest_of_an_effect_after_a_short_draw_is_left_to_a_ruling() -> None:
    _prove("short-draw-then-life-open", "myearth.effect.after_short_draw", 3)


def test_213_the_owner_makes_the_survival_check() -> None:
    _prove("survival-check-is-made-by-the-owner", "myearth.survival.not_owner", 5)


def test_231_a_card_removed_from_the_game_was_not_put_into_the_discard() -> None:
    _prove("discard-trigger-not-on-removal", "myearth.effect.not_discarded", 6)


@pytest.mark.parametrize(
    ("short_id", "code", "seq", "clause"),
    [
        ("loser-keeps-ss-card", "myearth.confrontation.loser_discard", 6, "myearth:272"),
        ("totals-told-again-first-player-first", "myearth.confrontation.announce_order", 5, "myearth:125"),
        ("own-empty-hand-effect-does-not-fire", "myearth.support.task_without_effect", 3, "myearth:240"),
        ("replaced-ss-boost-ends", "myearth.confrontation.total", 10, "myearth:129"),
        ("second-copy-effect-fires", "myearth.effect.interrupted", 2, "myearth:227"),
    ],
)
def test_readings_of_round_5(short_id: str, code: str, seq: int, clause: str) -> None:
    s = _scenario(short_id)
    assert replay(s["legal"]).findings == []
    hits = [f for f in replay(s["illegal"]).findings if str(f.verdict) == "illegal"]
    assert [(f.code, f.seq) for f in hits] == [(code, seq)]
    assert clause in hits[0].clauses


def test_274_a_card_on_top_of_a_first_series_card_that_names_it_is_left_to_a_ruling() -> None:
    s = _scenario("first-series-chain-direction-open")
    old = [f for f in replay(s["needs_ruling"]).findings if f.code == "myearth.chain.name"]
    assert [(str(f.verdict), f.seq) for f in old] == [("needs_ruling", 1)]
    assert "myearth:274" in old[0].clauses
    # The same chain with a card of a later series: 172 alone decides, the card on top must name the other.
    later = copy.deepcopy(s["needs_ruling"])
    del later["header"]["cards"]["OF"]["keywords"]["first_series"]
    new = [f for f in replay(later).findings if f.code == "myearth.chain.name"]
    assert [(str(f.verdict), f.seq) for f in new] == [("illegal", 1)]
