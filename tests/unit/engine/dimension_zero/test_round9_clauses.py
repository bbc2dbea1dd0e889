"""What the ninth blind held-out round (tests/scenarios_heldout/build_dimension_zero_round9.py) found.

It agreed with every ruling; two findings did not cite the clause their dispute turns on: a duel played on
after a concession (3.3.7: a concession ends the duel at once) and a plan zone created without paying its
cost (3.8.2-3 sets that cost; 3.8.2-4 the update's). Each now cites it, and only where it decides.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from judge.engine import replay
from tests.unit.engine.dimension_zero.test_dimension_zero_proofs_play import _deck_out

GAME = "dimension-zero:"
HELD_OUT = Path(__file__).resolve().parents[3] / "scenarios_heldout" / "dimension-zero"


def _scenario(short: str) -> dict[str, Any]:
    return json.loads((HELD_OUT / f"dimension-zero-ho9-{short}.json").read_text(encoding="utf-8"))


def _finding(log: dict[str, Any], code: str) -> Any:
    return next(f for f in replay(copy.deepcopy(log)).findings if f.code == code)


def test_play_after_a_concession_cites_the_concession_clause() -> None:
    doc = _scenario("concession-taken-back")
    assert not replay(copy.deepcopy(doc["legal"])).findings
    finding = _finding(doc["illegal"], "dimension-zero.game.continued")
    assert f"{GAME}3.3.7" in finding.clauses


def test_play_after_a_deck_out_does_not_cite_the_concession_clause() -> None:
    """3.3.7 decides only a concession: a duel played on after a deck-out is 3.3.2's."""
    bad = _deck_out(34)
    bad.add("P2", "pass")
    finding = _finding(bad.json(), "dimension-zero.game.continued")
    assert f"{GAME}3.3.2" in finding.clauses
    assert f"{GAME}3.3.7" not in finding.clauses


def test_a_plan_zone_created_unpaid_cites_the_rule_that_sets_its_cost() -> None:
    doc = _scenario("plan-created-without-cost")
    assert not replay(copy.deepcopy(doc["legal"])).findings
    finding = _finding(doc["illegal"], "dimension-zero.pay.amount")
    assert f"{GAME}3.8.2-3" in finding.clauses
    assert f"{GAME}3.8.2-4" not in finding.clauses
