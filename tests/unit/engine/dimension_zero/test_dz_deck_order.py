"""Proofs for 「山札のカードの順番が意図的に決定された」 (part 6, chapter 2) and its printed 【例】.

Each scenario (tests/scenarios/build_dimension_zero.py) plays 《ただ一つ残された希望》 after an act on the
deck: when the act determined the deck's order (6.2.2, 6.2.3) its conditional ability does not trigger, and
the disputed log puts it on the stack; when it did not (6.2.5, 6.2.6) the ability triggers, and the
disputed log leaves it out.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from judge.engine import replay
from tests.scenarios import build_dimension_zero as S
from tests.unit.engine.dimension_zero.dz_abilities import pos, side
from tests.unit.engine.proof import prove

DZ = "dimension-zero."
CODE = DZ + "ability.deck_order_determined"
Doc = dict[str, Any]


def _pair(doc: Doc) -> tuple[Doc, Doc]:
    return doc[doc["ruling"]], doc["legal"]


@pytest.mark.parametrize(
    ("build", "seq", "clause"),
    [
        (S.deck_order_determined_by_the_opponents_effect, 10, "6.2.2"),
        (S.deck_order_determined_by_a_base_searched_into_the_plan_zone, 6, "6.2.3"),
        (S.deck_order_determined_by_looking_and_putting_back, 6, "6.2.2"),
        (S.deck_order_determined_by_the_redraw, 11, "6.2.2"),
        (S.deck_order_determined_by_a_card_put_into_the_plan_zone, 6, "6.2.3"),
    ],
)
def test_6_2_2_and_6_2_3_acts_that_determine_the_order(
    build: Callable[[], Doc], seq: int, clause: str
) -> None:
    bad, good = _pair(build())
    report = prove(bad, CODE, seq, twin=good)
    (hit,) = report.findings
    assert f"dimension-zero:{clause}" in hit.clauses


@pytest.mark.parametrize(
    ("build", "seq", "clause"),
    [
        (S.searching_and_shuffling_does_not_determine_the_order, 7, "6.2.5"),
        (S.a_base_shuffled_into_the_deck_does_not_determine_the_order, 9, "6.2.5"),
        (S.making_the_plan_does_not_determine_the_order, 5, "6.2.6"),
        (S.updating_the_plan_does_not_determine_the_order, 5, "6.2.6"),
        (S.turning_the_top_card_face_up_does_not_determine_the_order, 8, "6.2.6"),
    ],
)
def test_6_2_5_and_6_2_6_acts_that_do_not(build: Callable[[], Doc], seq: int, clause: str) -> None:
    bad, good = _pair(build())
    report = prove(bad, DZ + "ability.trigger_missed", seq, twin=good)
    (hit,) = report.findings
    assert f"dimension-zero:{clause}" in hit.clauses


def _codes(log: Doc) -> list[tuple[int | None, str, str]]:
    return [(f.seq, f.code, str(f.verdict)) for f in replay(copy.deepcopy(log)).findings]


def test_6_2_4_a_shuffle_after_does_not_undo_it() -> None:
    # サイバー・チェイス put the cards back, then a shuffle: the fact stays (6.2.4), and the finding says so.
    doc = S.deck_order_determined_by_looking_and_putting_back()
    bad = doc["illegal"]
    bad["entries"].insert(3, {"seq": 4, "turn": 5, "phase": "main", "actor": "P1", "act": "shuffle"})
    for seq, entry in enumerate(bad["entries"], 1):
        entry["seq"] = seq
    report = prove(bad, CODE, 7, twin=doc["legal"])
    assert "dimension-zero:6.2.4" in report.findings[0].clauses


def test_a_card_put_into_the_deck_at_an_unsaid_place_and_not_shuffled_asks_for_a_ruling() -> None:
    # ブル・マスティフ's base back into the deck, the shuffle left out: the place is not said (6.2.2 A or 6.2.5).
    doc = S.a_base_shuffled_into_the_deck_does_not_determine_the_order()
    unsaid = copy.deepcopy(doc["legal"])
    entries = [e for e in unsaid["entries"] if e["act"] != "shuffle"]
    for seq, entry in enumerate(entries, 1):
        entry["seq"] = seq
    unsaid["entries"] = entries
    prove(unsaid, CODE, 8, twin=doc["legal"], verdict="needs_ruling")


def test_a_snapshot_that_does_not_say_asks_for_a_ruling() -> None:
    doc = S.making_the_plan_does_not_determine_the_order()
    log = copy.deepcopy(doc["legal"])
    del log["header"]["snapshot"]["players"]["P1"]["deck_order_determined"]
    prove(log, CODE, 5, twin=doc["legal"], verdict="needs_ruling")
    # The same snapshot saying the order was determined before it: the ability did not trigger (6.2.4).
    log = copy.deepcopy(doc["legal"])
    log["header"]["snapshot"]["players"]["P1"]["deck_order_determined"] = True
    twin = copy.deepcopy(doc["illegal"])
    twin["header"]["snapshot"]["players"]["P1"]["deck_order_determined"] = True
    report = prove(log, CODE, 5, twin=twin)
    assert "dimension-zero:6.2.4" in report.findings[0].clauses


def test_the_fact_is_the_decks_own() -> None:
    # The redraw determined P2's deck only: without it (P2 keeps his hand) the ability triggers.
    doc = S.deck_order_determined_by_the_redraw()
    log = doc["illegal"]
    log["entries"] = [e for e in log["entries"] if e["act"] != "mulligan"]
    for seq, entry in enumerate(log["entries"], 1):
        entry["seq"] = seq
    log["entries"][3]["args"] = {
        "cards": [{"iid": "P2:hope", "card": "HOPE"}, {"iid": "P2:r", "card": "RU"}],
        "count": 3,
    }
    assert _codes(log) == []


def _p2_hope(p1_determined: bool, p2_determined: bool) -> Doc:
    g = S._order_log(pos(side("P1"), side("P2"), turn=6))
    players = g.header["snapshot"]["players"]
    players["P1"]["deck_order_determined"] = p1_determined
    players["P2"]["deck_order_determined"] = p2_determined
    S._hope(g, "P2", True, "P2:e0", "B32")
    return g.json()


def test_another_players_determined_deck_is_not_read() -> None:
    # 「あなたの山札」: P1's deck order was determined, P2's was not; P2's ability reads his own.
    assert _codes(_p2_hope(True, False)) == []
    prove(_p2_hope(False, True), CODE, 3, twin=_p2_hope(True, False))


def test_an_unreadable_snapshot_fact_is_a_log_error() -> None:
    log = S.making_the_plan_does_not_determine_the_order()["legal"]
    log["header"]["snapshot"]["players"]["P1"]["deck_order_determined"] = "yes"
    assert [c for _, c, _ in _codes(log)] == ["log.unreadable"]


def _response(nullified: bool) -> Doc:
    """After the plan, 《ただ一つ残された希望》's ability is on the stack; P2 answers with a quick strategy that
    puts the unit on top of P1's deck (6.2.2 A). The condition is read again on resolution (4.8.8)."""
    log = copy.deepcopy(S.making_the_plan_does_not_determine_the_order()["legal"])
    entries = log["entries"][:5]  # up to the trigger
    more = [
        ("P1", "pass", {}),
        ("P2", "play", {"card": {"iid": "P2:qs", "card": "QS"}, "pay": ["P2:e0"]}),
        (None, "resolve", {}),
        (
            None,
            "effect",
            {"source": "P2:qs", "moves": [{"card": "P1:hope", "to": "deck", "position": "top"}]},
        ),
        (None, "resolve", {"nullified": True} if nullified else {}),
    ]
    for actor, act, args in more:
        entry = {"seq": len(entries) + 1, "turn": 5, "phase": "main", "actor": actor, "act": act}
        entries.append(entry | ({"args": args} if args else {}))
    if not nullified:
        entries.append(
            {"seq": len(entries) + 1, "turn": 5, "phase": "main", "actor": "P1", "act": "draw"}
            | {"args": {"count": 1, "source": "P1:hope"}}
        )
    log["entries"] = entries
    log["header"]["cards"]["QS"] = {
        "name": "クイックの作戦",
        "type": "strategy",
        "keywords": {"cost": {"red": 1}, "timing": "quick"},
    }
    log["header"]["decklists"]["P2"]["main"]["QS"] = 1
    log["header"]["decklists"]["P2"]["main"]["FU"] -= 1
    return log


def test_4_8_8_the_condition_is_read_again_on_resolution() -> None:
    prove(_response(False), CODE, 10, twin=_response(True))
