"""Situations the rulebook leaves open and the product decisions (shared/rulings/decisions.md, Rebirth) settle:
the engine follows the decision and reports nothing."""

from __future__ import annotations

from judge.engine import replay

from .logs import board, c, main_log, multi, setup_log


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
