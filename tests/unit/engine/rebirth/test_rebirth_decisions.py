"""Situations the rulebook leaves open and the product decisions (shared/rulings/decisions.md, Rebirth) settle:
the engine follows the decision and reports nothing."""

from __future__ import annotations

from judge.engine import replay

from .logs import c, main_log


def test_decision_5_a_spark_rebirth_card_entering_by_entry_processing_is_no_finding() -> None:
    # 11.3.1 vs 9.4.5.1: decided that the Spark triggers (9.4.5); nothing for the judge to rule on.
    log = main_log()
    cards = log.head["cards"]
    cards["T-RE02"] = dict(cards["T-RE02"], keywords={"spark": True})
    log.head["snapshot"]["players"]["P2"]["entry"] = []
    log.add("P2", "entry_fill", card=c("P2:c30", "T-RE02"))
    assert replay(log.doc()).findings == []
