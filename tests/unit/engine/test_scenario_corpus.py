"""Replays the judge scenarios of tests/scenarios/<slug>/ (see the README there) against the engines, and the
held-out ones of tests/scenarios_heldout/<slug>/ (written blind, from the rulebooks and the log-format docs
only; their README says how)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from judge.engine import replay
from rules_index.parsers import parse_document

TESTS = Path(__file__).resolve().parents[2]
CORPORA = (TESTS / "scenarios", TESTS / "scenarios_heldout")
RULEBOOKS = Path(__file__).resolve().parents[3] / "rules_index" / "data"
RULINGS = ("illegal", "needs_ruling")


def scenarios() -> list[tuple[str, dict[str, Any]]]:
    return [
        (path.relative_to(TESTS).as_posix(), json.loads(path.read_text(encoding="utf-8")))
        for corpus in CORPORA
        for path in sorted(corpus.glob("*/*.json"))
    ]


def disagreements(scenario: dict[str, Any]) -> list[str]:
    """What the engine says differently from the scenario's ruling (empty when it agrees)."""
    out: list[str] = []
    legal = replay(scenario["legal"])
    if legal.findings:
        out.append(f"legal log: {[(f.seq, f.code, str(f.verdict)) for f in legal.findings]}")
    ruling = scenario["ruling"]
    report = replay(scenario[ruling])
    wanted = set(scenario["clauses"])
    hits = [f for f in report.findings if str(f.verdict) == ruling and wanted & set(f.clauses)]
    if not hits:
        got = [(f.seq, f.code, str(f.verdict), f.clauses) for f in report.findings]
        out.append(f"{ruling} log: no {ruling} finding citing {sorted(wanted)}; got {got}")
    return out


CASES = scenarios()


@pytest.mark.parametrize(("name", "scenario"), CASES, ids=[name for name, _ in CASES])
def test_the_engine_agrees_with_the_judges_ruling(name: str, scenario: dict[str, Any]) -> None:
    assert scenario["id"] == Path(name).stem, "the file is named after the scenario's id"
    assert scenario["id"].startswith(Path(name).parent.name)
    assert scenario["ruling"] in RULINGS and scenario["ruling"] in scenario and scenario["clauses"]
    assert scenario["title_ja"] and scenario["title_en"] and scenario["situation"]
    problems = disagreements(scenario)
    if scenario.get("gap"):
        assert problems, f"{name} now agrees with the ruling: remove its 'gap'"
        pytest.xfail(scenario["gap"])
    assert not problems, problems


def test_every_deciding_clause_exists_in_its_rulebook() -> None:
    numbers: dict[str, set[str]] = {}
    for name, scenario in CASES:
        for ref in scenario["clauses"]:
            slug, _, number = ref.partition(":")
            if slug not in numbers:
                text = (RULEBOOKS / f"{slug}.txt").read_text(encoding="utf-8")
                numbers[slug] = set(parse_document(slug, text).by_number())
            assert number in numbers[slug], f"{name}: {ref} is not a clause of {slug}"
