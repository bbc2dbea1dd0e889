"""Every clause a Dimension Zero check cites exists in the rules index, and there are enough checks."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from judge.engine import registered_games
from judge.engine.core.checks import registered_checks
from rules_index.parsers import parse_document

RULEBOOK = Path(__file__).resolve().parents[4] / "rules_index" / "data" / "dimension-zero.txt"


@lru_cache(maxsize=1)
def clause_numbers() -> set[str]:
    doc = parse_document("dimension-zero", RULEBOOK.read_text(encoding="utf-8"))
    return {c.number for c in doc.clauses}


def test_registered_under_its_slug() -> None:
    assert "dimension-zero" in registered_games()


def test_every_cited_clause_exists_in_the_index() -> None:
    numbers = clause_numbers()
    cited = {c for s in registered_checks("dimension-zero") for c in s.clauses}
    assert all(c.startswith("dimension-zero:") for c in cited)
    missing = sorted(c for c in cited if c.removeprefix("dimension-zero:") not in numbers)
    assert not missing, missing
    assert len(cited) > 60


def test_at_least_thirty_rule_checks_each_with_clauses() -> None:
    specs = registered_checks("dimension-zero")
    rule_checks = [s for s in specs if s.verdict.value != "log_error"]
    assert len(rule_checks) >= 30
    assert all(s.clauses for s in specs)


def test_text_defects_follow_the_decisions() -> None:
    # The defects the product decisions settle (DZ 1: 3.10.2, DZ 2: 4.10.2, DZ 3: 3.11.1-1, rules index
    # 6: 4.8.11-1) are no longer open: no needs_ruling check cites them.
    for s in registered_checks("dimension-zero"):
        if s.verdict.value == "needs_ruling":
            for clause in ("3.10.2", "4.10.2", "3.11.1-1", "4.8.11-1"):
                assert f"dimension-zero:{clause}" not in s.clauses, (s.code, clause)
