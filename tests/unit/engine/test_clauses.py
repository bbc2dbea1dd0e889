"""Every clause a check cites exists in the rulebook text, and the Rebirth engine has enough checks."""

from __future__ import annotations

import re
from pathlib import Path

from judge.engine import all_cited_clauses, registered_games
from judge.engine.core.checks import registered_checks

RULEBOOK = Path(__file__).resolve().parents[3] / "rules_index" / "data" / "rebirth.txt"
NUMBER = re.compile(r"\t(\d+(?:\.\d+)*)\. ?")


def rulebook_numbers() -> set[str]:
    numbers = set()
    for line in RULEBOOK.read_text(encoding="utf-8").splitlines():
        match = NUMBER.search(line)
        if match:
            numbers.add(match.group(1))
    return numbers


def test_every_cited_rebirth_clause_exists_in_the_text() -> None:
    numbers = rulebook_numbers()
    cited = {c for c in all_cited_clauses() if c.startswith("rebirth:")}
    missing = sorted(c for c in cited if c.removeprefix("rebirth:") not in numbers)
    assert not missing, f"clauses cited but not in rebirth.txt: {missing}"
    assert len(cited) > 60


def test_references_use_the_document_slug() -> None:
    for clause in all_cited_clauses():
        slug, number = clause.split(":", 1)
        assert slug in registered_games(), clause
        assert re.fullmatch(r"\d+(\.\d+)*[a-z]?(-\d+)*(~\d+)?", number), clause


def test_at_least_thirty_rule_checks_each_with_clauses() -> None:
    rule_checks = [s for s in registered_checks("rebirth") if s.verdict.value != "log_error"]
    assert len(rule_checks) >= 30
    assert all(s.clauses for s in registered_checks("rebirth"))


def test_messages_are_bilingual() -> None:
    for spec in registered_checks():
        assert spec.message_en and spec.message_ja
        assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", spec.message_ja) or spec.message_ja.startswith(
            "{"
        ), spec.code
