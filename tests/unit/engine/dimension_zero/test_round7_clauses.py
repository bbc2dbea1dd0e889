"""What the seventh blind held-out round (tests/scenarios_heldout/build_dimension_zero_round7.py) found.

No new check. One engine error fixed: a 「ターン終了時」 (or 「リカバリーフェイズの開始時」) trigger declared with
`"card": "self"` never triggered, since a phase moment concerns no card; the format now reads it as no
condition. Three findings now also cite the clause the dispute turns on: a spell resolved on a target lost
only with the target its condition names (4.9.2-2), a rule effect on a unit a static bonus from a card there
before it keeps alive (4.14.2, 4.14.4-2), and a skipped rule effect on a unit placed after a strategy's
power change resolved (4.14.3-2). The last tests pin what the format document now says about the writer's
doubts: `concede` without arguments, `result` without `reason`, and a spell's declared power change, which
only its `effect` entry applies.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from judge.engine import replay

DZ = "dimension-zero."
GAME = "dimension-zero:"
HELD_OUT = Path(__file__).resolve().parents[3] / "scenarios_heldout" / "dimension-zero"


def _pair(short: str) -> tuple[dict[str, Any], dict[str, Any]]:
    doc = json.loads((HELD_OUT / f"dimension-zero-ho7-{short}.json").read_text(encoding="utf-8"))
    return doc[doc["ruling"]], doc["legal"]


def _findings(log: dict[str, Any], code: str) -> list[Any]:
    return [f for f in replay(copy.deepcopy(log)).findings if f.code == DZ + code]


def test_a_turn_end_trigger_with_card_self_triggers() -> None:
    bad, good = _pair("battle-outside-the-main-phase")
    assert replay(copy.deepcopy(good)).findings == []
    hits = _findings(bad, "battle.outside_main")
    assert len(hits) == 1 and str(hits[0].verdict) == "needs_ruling" and GAME + "3.4.2" in hits[0].clauses
    assert not _findings(bad, "ability.not_triggered")


def test_card_adds_no_condition_on_a_phase_moment_either_way() -> None:
    # A phase moment concerns no card: `other` was always met there, and `self` now is too.
    _, good = _pair("battle-outside-the-main-phase")
    for value in ("other", "self"):
        log = copy.deepcopy(good)
        log["header"]["cards"]["JUMP"]["abilities"][0]["trigger"]["card"] = value
        assert replay(log).findings == []


def test_4_9_2_2_a_target_lost_with_its_reference_cites_4_9_2_2() -> None:
    bad, good = _pair("same-area-target-lost-with-its-reference")
    assert replay(copy.deepcopy(good)).findings == []
    hits = _findings(bad, "targets.all_gone")
    assert len(hits) == 1 and GAME + "4.9.2-2" in hits[0].clauses


def test_4_9_2_2_is_not_cited_when_every_target_left_itself() -> None:
    bad, _ = _pair("same-area-target-lost-with-its-reference")
    both = copy.deepcopy(bad)
    bounce = next(e for e in both["entries"] if e["act"] == "effect" and e["args"]["source"] == "P2:d")
    bounce["args"]["moves"].append({"card": "P2:b", "to": "hand"})
    both["entries"] = [e for e in both["entries"] if e.get("args", {}).get("source") != "P1:wv"]
    hits = _findings(both, "targets.all_gone")
    assert len(hits) == 1 and GAME + "4.9.2-2" not in hits[0].clauses


def test_4_14_4_2_a_static_bonus_from_a_card_there_before_is_cited() -> None:
    bad, good = _pair("static-bonus-for-a-unit-placed-later")
    assert replay(copy.deepcopy(good)).findings == []
    hits = _findings(bad, "rule.not_due")
    assert len(hits) == 1 and {GAME + "4.14.2", GAME + "4.14.4-2", GAME + "4.16.4-5"} <= set(hits[0].clauses)


def test_4_14_4_2_is_not_cited_when_the_unit_survives_without_the_bonus() -> None:
    bad, _ = _pair("static-bonus-for-a-unit-placed-later")
    light = copy.deepcopy(bad)
    bolt = next(e for e in light["entries"] if e["act"] == "effect")
    bolt["args"]["damage"][0]["amount"] = 1000
    hits = _findings(light, "rule.not_due")
    assert len(hits) == 1 and GAME + "4.16.4-5" in hits[0].clauses
    assert GAME + "4.14.4-2" not in hits[0].clauses


def test_4_14_3_2_a_unit_placed_after_the_strategy_resolved_cites_4_14_3_2() -> None:
    bad, good = _pair("spell-bonus-misses-a-unit-placed-later")
    assert replay(copy.deepcopy(good)).findings == []
    hits = _findings(bad, "rule.skipped")
    assert len(hits) == 1 and GAME + "4.14.3-2" in hits[0].clauses


def test_4_14_3_2_is_not_cited_when_the_bonus_would_not_have_saved_it() -> None:
    bad, _ = _pair("spell-bonus-misses-a-unit-placed-later")
    heavy = copy.deepcopy(bad)
    bolt = [e for e in heavy["entries"] if e["act"] == "effect"][-1]
    bolt["args"]["damage"][0]["amount"] = 5000  # at least 2000 + 2000: dead with the bonus too
    hits = _findings(heavy, "rule.skipped")
    assert len(hits) == 1 and GAME + "4.14.3-2" not in hits[0].clauses


# The writer's doubts, which the format document now settles.


def test_a_concede_takes_no_arguments_and_a_result_without_reason_is_judged() -> None:
    bad, _ = _pair("seventh-smash-card-ends-the-duel")
    base = copy.deepcopy(bad)
    base["entries"] = [e for e in base["entries"] if e["act"] not in ("result", "smash")]
    seq, turn = len(base["entries"]) + 1, base["header"]["snapshot"]["turn"]
    conceded = copy.deepcopy(base)
    conceded["entries"] += [
        {"seq": seq, "turn": turn, "phase": "main", "actor": "P2", "act": "concede"},
        {
            "seq": seq + 1,
            "turn": turn,
            "phase": "main",
            "actor": None,
            "act": "result",
            "args": {"winners": ["P1"]},
        },
    ]
    assert replay(conceded).findings == []
    early = copy.deepcopy(base)
    early["entries"].append(
        {
            "seq": seq,
            "turn": turn,
            "phase": "main",
            "actor": None,
            "act": "result",
            "args": {"winners": ["P1"]},
        }
    )
    assert [f.code for f in replay(early).findings] == [DZ + "game.result_not_over"]


def test_a_declared_spell_power_changes_no_card_without_its_effect_entry() -> None:
    _, good = _pair("pumped-unit-survives-fixed-damage")
    last = good["entries"][-1]
    spy = {**last, "seq": last["seq"] + 1, "args": {"card": "P1:spy"}}
    # With its effect entry サファイア・ソウル's +3000 keeps the unit (5000 against 2000 damage) ...
    kept = copy.deepcopy(good)
    kept["entries"].append(copy.deepcopy(spy))
    assert [f.code for f in replay(kept).findings] == [DZ + "rule.not_due"]
    # ... and the declared `effect: {"power": 3000}` alone changes nothing: without the entry it goes.
    gone = copy.deepcopy(good)
    gone["entries"] = [e for e in gone["entries"] if not (e["act"] == "effect" and "power" in e["args"])]
    gone["entries"].append(copy.deepcopy(spy))
    for n, entry in enumerate(gone["entries"], start=1):
        entry["seq"] = n
    assert replay(gone).findings == []
