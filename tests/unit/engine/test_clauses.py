"""Every clause a check cites exists in its rulebook's text, and the Rebirth engine has enough checks."""

from __future__ import annotations

import re

from judge.engine import all_cited_clauses, registered_games
from judge.engine.core.checks import registered_checks
from tests.unit.engine import rulebooks


def test_every_cited_clause_exists_in_its_rulebook() -> None:
    # Parsed by the rules index itself, so every clause a finding cites is one the site can show.
    missing = sorted(c for c in all_cited_clauses() if rulebooks.clause(c) is None)
    assert not missing, f"clauses cited but not in their rulebook: {missing}"
    cited_slugs = {c.partition(":")[0] for c in all_cited_clauses()}
    assert cited_slugs == set(rulebooks.rulebook_slugs())
    assert len({c for c in all_cited_clauses() if c.startswith("rebirth:")}) > 60


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
