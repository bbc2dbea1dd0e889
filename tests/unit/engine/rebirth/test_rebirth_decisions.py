"""Situations the rulebook leaves open and the product decisions (shared/rulings/decisions.md, Rebirth) settle:
the engine follows the decision, reporting nothing where it allows the act and the rule's check where it
does not; a decision of judgement is an event option, and its other choice is tested too."""

from __future__ import annotations

import pytest

from judge.engine import replay
from tests.unit.engine.proof import prove

from .logs import board, c, main_log, multi, setup_log, twin_of


# --- decision 1: playing a character costs energy (judgement: option `character_play_cost`) ---------------
def _play(to: str, options: dict | None = None, **args: object):  # type: ignore[no-untyped-def]
    log = main_log(P1=board("P1", hand=[c("P1:h1", "T-CH06")]))  # T-CH06: cost 1; three standing energy
    if options is not None:
        log.head["options"] = options
    slot = {"slot": 1} if to == "member" else {}
    seq = log.add("P1", "play_character", card="P1:h1", to=to, **slot, **args)
    return log, seq


@pytest.mark.parametrize("to", ["member", "entry"])
def test_decision_1_by_default_an_unpaid_character_play_is_the_cost_check(to: str) -> None:
    # No option: the printed cost (2.3.1) is paid per 5.14.1 when the card is played (9.7.2.1).
    log, seq = _play(to)
    twin = twin_of(log, seq, pay=["P1:n0"])
    report = prove(log.doc(), "rebirth.cost.energy_payment", seq, twin=twin)
    (finding,) = report.findings
    assert {"rebirth:2.3.1", "rebirth:5.14.1", "rebirth:9.7.2.1"} <= set(finding.clauses)
    assert finding.evidence["problem"] == "0 cards rested for a cost of 1"


def test_decision_1_a_play_pays_exactly_its_cost_from_standing_energy() -> None:
    log, seq = _play("member", pay=["P1:n0", "P1:n1"])
    assert [(f.seq, f.code) for f in replay(log.doc()).findings] == [(seq, "rebirth.cost.energy_payment")]
    log, _seq = _play("member", options={"character_play_cost": "printed"}, pay=["P1:n0"])
    assert replay(log.doc()).findings == []


@pytest.mark.parametrize("free", ["none", "free"])
def test_decision_1_an_event_that_keeps_the_literal_procedure_plays_characters_free(free: str) -> None:
    # The option's other choice: 7.4.2.1 and 9.7.2 name no cost, so the same unpaid play is legal.
    log, _seq = _play("member", options={"character_play_cost": free})
    assert replay(log.doc()).findings == []


# --- decision 4: activated abilities only as the turn player's main-phase action (7.4.2.3) -----------------
def _ability_in_attack(text: bool, card: object = "P1:m0"):  # type: ignore[no-untyped-def]
    log = main_log(phase="attack")
    if text:
        cards = log.head["cards"]
        cards["T-CH02"] = dict(cards["T-CH02"], text=True)  # P1:m0 has text the engine does not model
    seq = log.add("P1", "play_ability", step="start", card=card, ability="起動")
    twin = main_log(phase="main")
    twin.head["cards"] = log.head["cards"]
    twin.add("P1", "play_ability", card=card, ability="起動")
    return log, seq, twin


def test_decision_4_an_activated_ability_outside_the_main_phase_is_illegal() -> None:
    # A card without unmodelled text cannot grant another timing (1.3.1): 7.4.2.3 is the only one.
    log, seq, twin = _ability_in_attack(text=False)
    report = prove(log.doc(), "rebirth.ability.timing", seq, twin=twin.doc())
    assert report.findings[0].unknown is None


def test_decision_4_card_text_may_grant_another_timing_so_the_judge_rules() -> None:
    # text: true — the card's own text may give the ability another timing (1.3.1): needs_ruling.
    log, seq, twin = _ability_in_attack(text=True)
    report = prove(log.doc(), "rebirth.ability.timing", seq, twin=twin.doc(), verdict="needs_ruling")
    (finding,) = report.findings
    assert finding.unknown == "whether the card's text grants this ability another timing"
    assert "rebirth:1.3.1" in finding.clauses


def test_decision_4_an_ability_of_a_hidden_card_outside_the_main_phase_needs_a_ruling() -> None:
    log = main_log(phase="attack")
    log.add("P1", "play_ability", step="start", card="P1:x1", zone="hand", ability="起動")
    report = replay(log.doc())
    assert [(f.code, f.verdict.value) for f in report.findings] == [
        ("rebirth.ability.timing", "needs_ruling")
    ]


def test_decision_5_a_spark_rebirth_card_entering_by_entry_processing_is_no_finding() -> None:
    # 11.3.1 vs 9.4.5.1: decided that the Spark triggers (9.4.5); nothing for the judge to rule on.
    log = main_log()
    cards = log.head["cards"]
    cards["T-RE02"] = dict(cards["T-RE02"], keywords={"spark": True})
    log.head["snapshot"]["players"]["P2"]["entry"] = []
    log.add("P2", "entry_fill", card=c("P2:c30", "T-RE02"))
    assert replay(log.doc()).findings == []


def test_decision_2_a_standing_partner_pays_energy() -> None:
    # 5.14.1 counts every standing card of the energy zone; 4.6.3 only says how text reads 'エネルギー'.
    log = main_log(P1=board("P1", energy=3, partners_in_energy=1))
    log.add("P1", "move_to_member", card="P1:e1", slot=1, pay=["P1:n0", "P1:n1", "P1:p1"])
    assert replay(log.doc()).findings == []


def test_decision_7_a_teammate_blocks_with_a_plain_blocker() -> None:
    # 12.8.5.1 (the team rule) over 11.6.2 ('my' character): no finding.
    log = multi("double_team", 4, [["P1", "P2"], ["P3", "P4"]], P3=board("P3", hand=[c("P3:h1", "T-CH06")]))
    log.add("P1", "attack", step="start", support="P1:m0", target="P4")
    log.add("P3", "block", step="block", card="P3:h1")
    assert replay(log.doc()).findings == []


def test_decision_3_setup_entry_cards_are_turned_face_up_at_the_start() -> None:
    # 6.2.1.2 places them face down and no clause turns them up; decided: face up before turn 1.
    log = setup_log(skip=("reveal",))
    log.add("P1", "draw", turn=1, phase="standby", count=1)
    report = replay(log.doc())
    assert report.findings == []
    assert all(not e["face_down"] for p in report.final_state["players"].values() for e in p["entry"])
