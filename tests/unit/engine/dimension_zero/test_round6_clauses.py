"""What the sixth blind held-out round (tests/scenarios_heldout/build_dimension_zero_round6.py) found.

No new check. One engine error fixed: a draw phase without its draw is not `draw.count` while a
「カードを引くことができない」 ability binds the active player (1.1.2 over 3.6.1-1). Two findings now also cite
the clause the dispute turns on: a move that pays 進撃's additional cost a second time (5.11.3), and a
「リカバリーフェイズの開始時」 ability left off the stack (3.10.1).
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from judge.engine import replay
from tests.unit.engine.proof import prove

DZ = "dimension-zero."
GAME = "dimension-zero:"
HELD_OUT = Path(__file__).resolve().parents[3] / "scenarios_heldout" / "dimension-zero"


def _pair(short: str) -> tuple[dict[str, Any], dict[str, Any]]:
    doc = json.loads((HELD_OUT / f"dimension-zero-ho6-{short}.json").read_text(encoding="utf-8"))
    return doc[doc["ruling"]], doc["legal"]


def _codes(log: dict[str, Any]) -> list[tuple[int | None, str]]:
    return [(f.seq, f.code) for f in replay(copy.deepcopy(log)).findings]


def test_1_1_2_no_draw_in_the_draw_phase_while_a_card_forbids_drawing() -> None:
    bad, good = _pair("no-draw-binds-draw-phase")
    prove(bad, DZ + "draw.forbidden", 1, twin=good)


def test_3_6_1_1_the_missed_draw_is_still_reported_without_the_forbidding_card() -> None:
    _, good = _pair("no-draw-binds-draw-phase")
    without = copy.deepcopy(good)
    p2 = without["header"]["snapshot"]["players"]["P2"]
    p2["squares"] = []
    p2["graveyard"] = [{"iid": "P2:nd", "card": "NDU"}]  # the card is elsewhere: the count is unchanged
    assert _codes(without) == [(1, DZ + "draw.count")]


def test_3_6_1_1_a_card_forbidding_the_opponent_does_not_excuse_its_own_master() -> None:
    _, good = _pair("no-draw-binds-draw-phase")
    own = copy.deepcopy(good)
    # The same card, controlled by the active player, forbids only the other player's draws.
    p1, p2 = own["header"]["snapshot"]["players"]["P1"], own["header"]["snapshot"]["players"]["P2"]
    nd = p2["squares"].pop()
    p2["deck"]["count"] += 1
    p1["deck"]["count"] -= 1
    nd["iid"] = "P1:nd"
    p1["squares"].append(nd)
    own["header"]["decklists"]["P1"]["main"]["NDU"] = 3
    own["header"]["decklists"]["P1"]["main"]["FU"] -= 3
    own["header"]["decklists"]["P2"]["main"].pop("NDU")
    own["header"]["decklists"]["P2"]["main"]["FU"] += 3
    assert _codes(own) == [(1, DZ + "draw.count")]


def test_5_11_3_paying_the_advance_cost_twice_cites_5_11_3() -> None:
    bad, good = _pair("advance-paid-twice")
    assert _codes(good) == []
    hits = [f for f in replay(copy.deepcopy(bad)).findings if f.code == DZ + "pay.amount"]
    assert len(hits) == 1 and GAME + "5.11.3" in hits[0].clauses


def test_5_11_3_is_not_cited_for_a_move_underpaid() -> None:
    bad, _ = _pair("advance-paid-twice")
    short = copy.deepcopy(bad)
    short["entries"][0]["args"]["pay"] = ["P1:e1"]
    hits = [f for f in replay(short).findings if f.code == DZ + "pay.amount"]
    assert len(hits) == 1 and GAME + "5.11.3" not in hits[0].clauses


def test_3_10_1_a_missed_recovery_start_ability_cites_3_10_1() -> None:
    bad, good = _pair("recovery-start-trigger-missed")
    report = prove(bad, DZ + "ability.trigger_missed", 1, twin=good)
    assert GAME + "3.10.1" in report.findings[0].clauses
