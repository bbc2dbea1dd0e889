"""What the eighth blind held-out round (tests/scenarios_heldout/build_dimension_zero_round8.py) found.

No new check. Two engine errors fixed: a declared 「ターン終了時」 ability put on the stack in an earlier phase
(its card there, the end of this turn would trigger it) was `ability.not_triggered`, where the format
document says `ability.turn_end_early` (3.10.2); and moving a unit without 速攻 still frozen since its own
play put it into its square now cites the clauses that froze it (2.20.1-3, 5.1.2). The writer's
misreadings, which the format document now says in words: an `exchange` entry only puts the exchange on the
stack, a `resolve` resolves it; and the exchange records the damage 耐性 will keep off (fixed as it goes on
the stack, 3.12.4-1; kept off as it resolves, 5.17.3).
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
    doc = json.loads((HELD_OUT / f"dimension-zero-ho8-{short}.json").read_text(encoding="utf-8"))
    return doc[doc["ruling"]], doc["legal"]


def _codes(log: dict[str, Any]) -> list[str]:
    return [f.code for f in replay(copy.deepcopy(log)).findings]


def _renumber(log: dict[str, Any]) -> dict[str, Any]:
    for n, entry in enumerate(log["entries"], start=1):
        entry["seq"] = n
    return log


# --- 3.10.2: a declared 「ターン終了時」 ability put on the stack in the main phase ----------------------------


def test_3_10_2_a_declared_turn_end_ability_in_the_main_phase_is_early() -> None:
    bad, good = _pair("turn-end-ability-in-main-phase")
    prove(bad, DZ + "ability.turn_end_early", 1, twin=good)


def test_3_10_2_an_ability_the_turn_end_would_not_trigger_still_did_not_trigger() -> None:
    # 「あなたのターン終了時」 in the opponent's turn: the end of this turn triggers nothing of it.
    bad, _ = _pair("turn-end-ability-in-main-phase")
    theirs = copy.deepcopy(bad)
    theirs["header"]["cards"]["TEU"]["abilities"][0]["trigger"]["whose"] = "opponent"
    assert _codes(theirs) == [DZ + "ability.not_triggered"]


def test_3_10_2_the_early_ability_does_not_trigger_again_at_the_end_of_the_turn() -> None:
    # The replay follows the table: it went on the stack once this turn (4.4.4).
    bad, good = _pair("turn-end-ability-in-main-phase")
    twice = copy.deepcopy(bad)
    twice["entries"] += [
        {"seq": 0, "turn": 5, "phase": "main", "actor": None, "act": "resolve"},
        {
            "seq": 0,
            "turn": 5,
            "phase": "main",
            "actor": "P1",
            "act": "draw",
            "args": {"count": 1, "source": "P1:u1"},
        },
        copy.deepcopy(good["entries"][0]),
    ]
    twice["entries"][-1]["turn"] = 5
    assert _codes(_renumber(twice)) == [DZ + "ability.turn_end_early", DZ + "ability.not_triggered"]


# --- 2.20.1-3 and 5.1.2: a played unit without 速攻 moved while still frozen ----------------------------------


def test_2_20_1_3_a_played_unit_moved_while_frozen_cites_its_entry() -> None:
    bad, good = _pair("played-unit-moves-without-haste")
    report = prove(bad, DZ + "move.illegal", 3, twin=good)
    (hit,) = report.findings
    assert {GAME + "2.20.1-3", GAME + "5.1.2"} <= set(hit.clauses)
    assert GAME + "5.1.2-1" not in hit.clauses


def test_2_20_1_3_is_not_cited_for_a_unit_frozen_otherwise() -> None:
    # Frozen from the snapshot (not by its play): the move's own clause decides, nothing about its entry.
    bad, _ = _pair("played-unit-moves-without-haste")
    log = copy.deepcopy(bad)
    log["header"]["snapshot"]["players"]["P1"]["squares"] = [
        {"iid": "P1:u9", "card": "RU3", "square": "B12", "frozen": True}
    ]
    log["entries"] = [
        {**log["entries"][2], "seq": 1, "args": {"unit": "P1:u9", "to": "B22", "pay": ["P1:e3"]}}
    ]
    hits = [f for f in replay(log).findings if f.code == DZ + "move.illegal"]
    assert len(hits) == 1 and GAME + "2.20.1-3" not in hits[0].clauses


# --- The format document's `exchange`: on the stack until resolved; 耐性 damage recorded -------------------


def test_an_exchange_left_unresolved_when_the_step_ends_is_still_on_the_stack() -> None:
    _, good = _pair("damage-in-first-step-without-accel")
    assert _codes(good) == []
    unresolved = copy.deepcopy(good)
    unresolved["entries"] = [
        e for e in unresolved["entries"] if not (e["act"] == "resolve" and e.get("step"))
    ]
    codes = _codes(_renumber(unresolved))
    assert DZ + "turn.ended_with_stack" in codes and DZ + "rule.not_due" in codes


def test_resisted_battle_damage_is_recorded_in_the_exchange_and_not_dealt() -> None:
    _, good = _pair("both-units-stay-attacker-leaves")
    assert _codes(good) == []
    received_only = copy.deepcopy(good)
    exchange = [e for e in received_only["entries"] if e["act"] == "exchange"][-1]
    del exchange["args"]["damage"]["P2:v1"]
    assert _codes(received_only) == [DZ + "battle.exchange_damage"]
