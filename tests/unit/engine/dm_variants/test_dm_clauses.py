"""Every clause a dm-variants check cites exists in the parsed rulebook, and there are enough checks."""

from __future__ import annotations

import re
from pathlib import Path

from judge.engine import all_cited_clauses, registered_games
from judge.engine.core.checks import registered_checks
from rules_index.parsers import parse_document

RULEBOOK = Path(__file__).resolve().parents[4] / "rules_index" / "data" / "dm-variants.txt"


def test_every_cited_dm_variants_clause_exists_in_the_index() -> None:
    doc = parse_document("dm-variants", RULEBOOK.read_text(encoding="utf-8"))
    numbers = {c.number for c in doc.clauses}
    cited = {c for c in all_cited_clauses() if c.startswith("dm-variants:")}
    missing = sorted(c for c in cited if c.removeprefix("dm-variants:") not in numbers)
    assert not missing, f"clauses cited but not in dm-variants.txt: {missing}"
    assert len(cited) > 40


def test_at_least_thirty_core_rule_checks_each_with_clauses() -> None:
    registered_games()
    core = [s for s in registered_checks("dm-variants") if not s.code.startswith("dm-variants.deck")]
    rules = [
        s for s in core if s.verdict.value != "log_error" and not s.code.startswith("dm-variants.policy")
    ]
    assert len(rules) >= 30
    assert all(s.clauses for s in rules)


def test_official_rule_checks_say_so() -> None:
    registered_games()
    for spec in registered_checks("dm-variants"):
        official = "official rule, not in the indexed variant text" in spec.message_en
        # An official-rule check cites the section heading it sits under (or the clause it extends) and
        # 001.1, the clause that keeps the official rules in force: a heading alone decides nothing.
        if official:
            assert "公式" in spec.message_ja, spec.code
            assert "dm-variants:001.1" in spec.clauses, spec.code


def test_open_points_are_needs_ruling_with_an_explanation() -> None:
    registered_games()
    open_points = [
        s
        for s in registered_checks("dm-variants")
        if s.verdict.value == "needs_ruling" and not s.code.startswith("dm-variants.deck")
    ]
    assert len(open_points) >= 6
    for spec in open_points:
        assert re.search(r"not (settled|model|set)|does not", spec.message_en), spec.code
