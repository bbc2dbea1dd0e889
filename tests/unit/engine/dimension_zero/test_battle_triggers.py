"""A battle's first entries may be triggers: the battle occurs before anyone receives priority (4.16.2,
3.11.1), and 「攻撃した時」/「攻撃された時」 abilities trigger in the first battle step (3.12.1)."""

from __future__ import annotations

from judge.engine import replay
from tests.unit.engine.dimension_zero.dz_logs import battle


def test_3_12_1_an_attack_trigger_is_the_first_entry_of_the_battle() -> None:
    log = battle()
    log.at(4, "main", "battle1")
    log.add("P2", "trigger", card="P2:h2", ability="攻撃した時", event="attacked")
    log.add(None, "resolve")
    log.add("P2", "pass")
    report = replay(log.json())
    assert report.findings == []
    assert report.final_state["stack"] == 0
