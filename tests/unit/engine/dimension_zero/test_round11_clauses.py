"""What the eleventh blind held-out round (tests/scenarios_heldout/build_dimension_zero_round11.py) found.

The round agreed in full at its first run. Its writer could not log the disputed play of
`battle-fought-with-zero-power-unit` as it happened at the table: a log that keeps a power-0 unit in its
square and fights the battle the rule effect prevents (3.11.1-1, 4.16.4-3-2; decision DZ 3) was flagged for
the breach (`rule.skipped`) but then read every battle-step entry as malformed (`turn.unknown_phase`,
`stack.resolve_empty`). A battle fought against the rules is a rules breach, not a malformed log: the
engine now reports it as `battle.prevented` and follows the table through the battle's steps, with none of
a battle's events, since by the rules no battle occurred (3.12.1).
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from judge.engine import replay

GAME = "dimension-zero:"
DZ = "dimension-zero."
HELD_OUT = Path(__file__).resolve().parents[3] / "scenarios_heldout" / "dimension-zero"


def _scenario(short: str) -> dict[str, Any]:
    return json.loads((HELD_OUT / f"dimension-zero-ho11-{short}.json").read_text(encoding="utf-8"))


def _entry(act: str, step: str | None = None, actor: str | None = None, **args: Any) -> dict[str, Any]:
    entry: dict[str, Any] = {"turn": 6, "phase": "main", "actor": actor, "act": act, "args": args}
    if step is not None:
        entry["step"] = step
    return entry


def _fought(extra: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """P2's 1000 unit enters the square of P1's 2000 ホーリー・アロー in the line of P1's 瘴気の溪谷 (−1000 to
    P2's units there): at power 0 it goes to the graveyard before any battle. The log fights the battle."""
    doc = _scenario("battle-fought-with-zero-power-unit")
    log = copy.deepcopy(doc["illegal"])
    head = log["entries"][:2]  # the play and its resolution
    steps = [
        _entry("exchange", "battle1", damage={}),
        _entry("resolve", "battle1"),
        *(extra or []),
        _entry("exchange", "battle2", damage={"P2:f": 2000}),
        _entry("resolve", "battle2"),
        _entry("rule_effect", "battle2", card="P2:f"),
        _entry("pass", actor="P2"),
    ]
    log["entries"] = [e | {"seq": i} for i, e in enumerate([*head, *steps], start=1)]
    return log


def test_a_battle_fought_against_the_rule_effect_is_a_rules_breach_not_a_malformed_log() -> None:
    report = replay(_fought())
    got = [(f.seq, f.code, str(f.verdict)) for f in report.findings]
    assert got == [
        (3, DZ + "rule.skipped", "illegal"),
        (3, DZ + "battle.prevented", "illegal"),
    ], got
    for finding in report.findings:
        assert {GAME + "3.11.1-1", GAME + "4.16.4-3-2"} <= set(finding.clauses)
    assert GAME + "4.16.4-4" in report.findings[1].clauses


def test_the_battle_that_never_occurred_has_no_attack_events() -> None:
    # By the rules nobody attacked (3.12.1): 「攻撃された時」 does not trigger in the battle the table fought,
    # and a log that leaves it out missed nothing.
    guard = _entry("trigger", "battle1", actor="P1", card="P1:ha", ability="guard")
    codes = [(f.seq, f.code) for f in replay(_fought([guard])).findings]
    assert (5, DZ + "ability.not_triggered") in codes, codes
    assert not any(code.endswith("trigger_missed") for _, code in codes)
    assert not any(f.code.endswith("trigger_missed") for f in replay(_fought()).findings)


def test_a_power_0_unit_deals_no_battle_damage() -> None:
    # The exchange the table made: P1's 2000 unit deals 2000, the power-0 unit deals none (3.13.2). Recording
    # damage from it is `battle.exchange_damage`.
    log = _fought()
    log["entries"][4]["args"]["damage"] = {"P2:f": 2000, "P1:ha": 0}
    assert not any(f.code.endswith("exchange_damage") for f in replay(copy.deepcopy(log)).findings)
    log["entries"][4]["args"]["damage"] = {"P2:f": 2000, "P1:ha": 1000}
    assert any(f.code.endswith("exchange_damage") for f in replay(log).findings)
