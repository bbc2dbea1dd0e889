"""What the fifth blind held-out round (tests/scenarios_heldout/build_dimension_zero_round5.py) found.

Two new checks, proven on the round's own logs and their legal twins:
- `deck.known_top` (2.23.1-4, 2.23.3-3): a card an effect put on top of a deck is the top card; a draw that
  names another card skips it (the plan card it covered was turned face down).
- `ability.resonance_text_off` (5.13.2, 5.13.2-1) and `ability.link_text_off` (5.12.2): a 共鳴 or 連動 activated ability activated while its condition
  does not hold (共鳴 counts only a unit put into a square by resolving its own move, 5.13.2-1).

Engine errors fixed: a snapshot's rule effects now read power with static abilities (4.14.4-1); a card put
on top of a deck turns its plan card face down (2.23.3-3); a spell played choosing none of its optional
targets cannot be nullified for want of targets (4.11.2); 急襲 does not pay 進撃's additional cost, which is
paid as usual (5.16.3); a card with unmodelled text (呼声) frozen from a square as a cost asks for a ruling
(5.10.2). The other findings now also cite the clause the dispute turns on.
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


def _scenario(short: str) -> dict[str, Any]:
    path = HELD_OUT / f"dimension-zero-ho5-{short}.json"
    return json.loads(path.read_text(encoding="utf-8"))


def _pair(short: str) -> tuple[dict[str, Any], dict[str, Any]]:
    doc = _scenario(short)
    return doc[doc["ruling"]], doc["legal"]


def _clauses(short: str, code: str) -> frozenset[str]:
    """The clauses of the one `code` finding of the disputed log; its legal twin gives nothing."""
    bad, good = _pair(short)
    assert replay(copy.deepcopy(good)).findings == []
    hits = [f for f in replay(copy.deepcopy(bad)).findings if f.code == DZ + code]
    assert len(hits) == 1, [(f.seq, f.code) for f in replay(copy.deepcopy(bad)).findings]
    return frozenset(hits[0].clauses)


# --- new checks --------------------------------------------------------------------------------------------


def test_2_23_3_3_a_card_put_on_top_of_the_deck_is_drawn_before_the_covered_plan_card() -> None:
    bad, good = _pair("plan-covered-by-card-on-top")
    report = prove(bad, DZ + "deck.known_top", 4, twin=good)
    assert GAME + "2.23.3-3" in report.findings[0].clauses


def test_2_23_1_4_the_known_top_card_is_forgotten_after_a_shuffle() -> None:
    bad, _ = _pair("plan-covered-by-card-on-top")
    shuffled = copy.deepcopy(bad)
    draw = shuffled["entries"][-1]
    shuffled["entries"].insert(
        -1, {"seq": draw["seq"], "turn": 6, "phase": "main", "actor": "P1", "act": "shuffle"}
    )
    draw["seq"] += 1
    assert [f.code for f in replay(shuffled).findings] == []


def test_5_13_2_1_a_resonance_ability_after_a_unit_was_put_by_an_effect() -> None:
    bad, good = _pair("resonance-after-effect-move")
    report = prove(bad, DZ + "ability.resonance_text_off", 4, twin=good)
    assert {GAME + "5.13.2", GAME + "5.13.2-1"} <= set(report.findings[0].clauses)
    assert GAME + "5.12.2" not in report.findings[0].clauses  # 連動's clause decides nothing here


def test_5_12_2_a_link_ability_activated_without_its_card_in_the_graveyard() -> None:
    bad, good = _pair("resonance-after-effect-move")
    for log in (bad, good):
        ability = log["header"]["cards"]["RESO"]["abilities"][0]
        ability["keywords"] = {"link": ["FU"]}
    # P1's graveyard holds no 団結のユニット: the linked text does not work in the good log either, until the
    # card is put there.
    linked = copy.deepcopy(good)
    good["header"]["snapshot"]["players"]["P1"]["graveyard"] = [{"iid": "P1:g9", "card": "FU"}]
    good["header"]["snapshot"]["players"]["P1"]["deck"]["count"] -= 1
    report = prove(linked, DZ + "ability.link_text_off", 3, twin=good)
    assert GAME + "5.12.2" in report.findings[0].clauses
    assert GAME + "5.13.2" not in report.findings[0].clauses


# --- engine errors fixed -------------------------------------------------------------------------------------


def test_4_14_4_1_a_snapshot_reads_power_with_the_static_abilities() -> None:
    # 小さな刃マキリ (1000, +1000 in the central area) with 1000 damage in the central area is not destroyed.
    bad, good = _pair("area-static-lost-on-move")
    prove(bad, DZ + "rule.skipped", 3, twin=good)


def test_4_11_2_a_spell_that_chose_no_optional_target_is_not_nullified() -> None:
    bad, good = _pair("zero-targets-not-nullified")
    report = prove(bad, DZ + "stack.nullified_wrongly", 2, twin=good)
    assert GAME + "4.11.2" in report.findings[0].clauses


def test_4_2_5_an_ability_on_the_stack_resolves_after_its_source_left() -> None:
    assert GAME + "4.2.5" in _clauses("ability-resolves-after-source-left", "stack.nullified_wrongly")


def test_5_16_3_raid_does_not_pay_the_advance_cost() -> None:
    bad, good = _pair("raid-pays-advance")
    report = prove(bad, DZ + "pay.amount", 1, twin=good)
    assert GAME + "5.16.3" in report.findings[0].clauses
    paid = copy.deepcopy(bad)
    paid["entries"][0]["args"]["pay"] = ["P1:e1"]  # 進撃's colourless 1 paid with energy: legal
    assert replay(paid).findings == []


def test_5_10_2_a_unit_with_unmodelled_text_frozen_for_a_cost_asks_for_a_ruling() -> None:
    disputed, good = _pair("call-cost-reduction")
    report = prove(disputed, DZ + "pay.zone", 1, twin=good, verdict="needs_ruling")
    assert GAME + "5.10.2" in report.findings[0].clauses
    plain = copy.deepcopy(disputed)
    del plain["header"]["cards"]["CALL"]["text"]  # no text that could allow it: a unit pays nothing
    (finding,) = replay(plain).findings
    assert (finding.code, str(finding.verdict)) == (DZ + "pay.zone", "illegal")


# --- clauses the findings now cite ---------------------------------------------------------------------------


def test_part_5_keyword_clauses_for_abilities_that_did_not_trigger() -> None:
    assert GAME + "5.11.2" in _clauses("advance-trigger-after-nullified-move", "ability.not_triggered")
    assert GAME + "5.7.2-2" in _clauses("bousou-not-on-effect-placement", "ability.not_triggered")
    assert GAME + "5.7.1-2" in _clauses("graveyard-effect-from-hand", "ability.not_triggered")
    assert GAME + "5.12.2" in _clauses("link-trigger-without-card-in-graveyard", "ability.not_triggered")


def test_4_3_4_a_quick_activated_ability_during_a_battle() -> None:
    assert {GAME + "4.3.4", GAME + "3.8.3-2"} <= _clauses("quick-ability-during-battle", "timing.quick")


def test_4_16_4_8_a_central_unit_not_played_there_is_not_due() -> None:
    assert GAME + "4.16.4-8" in _clauses("moved-into-central-not-destroyed", "rule.not_due")
    assert {GAME + "4.16.4-8", GAME + "5.3.2"} <= _clauses("summoned-into-central-survives", "rule.not_due")


def test_2_24_7_2_an_area_target_is_seen_from_the_controller() -> None:
    assert GAME + "2.24.7-2" in _clauses("enemy-area-seen-by-controller", "targets.illegal")


def test_missed_battle_and_pincer_triggers_cite_when_they_trigger() -> None:
    assert GAME + "3.11.5-1" in _clauses("simultaneous-placement-both-attacked", "ability.trigger_missed")
    assert {GAME + "5.9.1", GAME + "5.9.3"} <= _clauses("pincer-diagonal-missed", "ability.trigger_missed")
    # Across, not along a diagonal: 5.9.3 is not the point.
    assert GAME + "5.9.3" not in _clauses("adjacent-trigger-missed", "ability.trigger_missed")


def test_3_12_4_1_damage_of_a_unit_that_left_is_still_dealt() -> None:
    assert GAME + "3.12.4-1" in _clauses("leaving-unit-still-deals-damage", "rule.skipped")
    assert GAME + "3.12.4-1" not in _clauses("damage-kept-after-move", "rule.skipped")


def test_3_10_1_an_ended_power_change_counted_in_a_later_battle() -> None:
    assert GAME + "3.10.1" in _clauses("power-boost-ends-at-recovery", "battle.exchange_damage")


def test_4_7_3_4_an_unpaid_move_cites_the_move_payment() -> None:
    assert {GAME + "4.7.3-4", GAME + "3.8.2-6"} <= _clauses("move-without-paying", "pay.amount")
