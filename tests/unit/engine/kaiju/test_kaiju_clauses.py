"""Every clause a kaiju check cites exists in the parsed rulebook, and there are enough checks."""

from __future__ import annotations

import re
from pathlib import Path

from judge.engine import all_cited_clauses, registered_games
from judge.engine.core.checks import registered_checks
from rules_index.parsers import parse_document

RULEBOOK = Path(__file__).resolve().parents[4] / "rules_index" / "data" / "kaiju.txt"


def test_every_cited_kaiju_clause_exists_in_the_index() -> None:
    doc = parse_document("kaiju", RULEBOOK.read_text(encoding="utf-8"))
    numbers = {c.number for c in doc.clauses}
    cited = {c for c in all_cited_clauses() if c.startswith("kaiju:")}
    missing = sorted(c for c in cited if c.removeprefix("kaiju:") not in numbers)
    assert not missing, f"clauses cited but not in kaiju.txt: {missing}"
    assert len(cited) > 50
    assert all(re.fullmatch(r"kaiju:\d+(\.\d+)*", c) for c in cited)


def test_at_least_thirty_rule_checks_each_with_clauses() -> None:
    registered_games()
    checks = registered_checks("kaiju")
    rule_checks = [s for s in checks if s.verdict.value != "log_error"]
    assert len(rule_checks) >= 30
    assert all(s.clauses for s in checks)
    assert all(s.code.startswith("kaiju.") for s in checks)


def test_open_points_are_needs_ruling_with_an_explanation() -> None:
    registered_games()
    open_points = [s for s in registered_checks("kaiju") if s.verdict.value == "needs_ruling"]
    # The rulings (/work/shared/rulings/decisions.md, kaiju) settled some open points of the text; the
    # ones left (hidden cards, card text, deck-building abilities, anger on a new kaiju) stay needs_ruling.
    assert open_points
    for spec in open_points:
        assert re.search(r"not (stated|settled|say|model)|does not say", spec.message_en), spec.code
