"""How often the engines agree with the judges' rulings of the scenario corpus: `python -m bench.scenario_agreement`.

For each game with scenarios in tests/scenarios/<slug>/, prints how many scenarios the engine rules as the
judge did (legal log: no finding; disputed log: a finding with the ruling's verdict), and of those, how many
cite one of the ruling's deciding clauses. Scenarios marked with a `gap` are counted (they are the misses). The held-out scenarios of
tests/scenarios_heldout/<slug>/ (written blind from the rulebooks, see the README there) are counted apart.
The issue's targets: agreement >= 95%, a deciding clause cited in >= 90%.
"""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

from judge.engine import replay

TESTS = Path(__file__).resolve().parent.parent / "tests"
CORPORA = (("corpus", TESTS / "scenarios"), ("held-out", TESTS / "scenarios_heldout"))


def judge_scenario(scenario: dict) -> tuple[bool, bool]:
    """(the engine agrees with the ruling, and cites a deciding clause)."""
    ruling = scenario["ruling"]
    if replay(scenario["legal"]).findings:
        return False, False
    findings = [f for f in replay(scenario[ruling]).findings if str(f.verdict) == ruling]
    cited = any(set(scenario["clauses"]) & set(f.clauses) for f in findings)
    return bool(findings), cited


def _row_name(slug: str, scenario_id: str) -> str:
    """A later held-out round of a game is counted apart: its figure measures the engine afresh."""
    marker = f"{slug}-ho"
    if scenario_id.startswith(marker) and scenario_id[len(marker) : len(marker) + 1].isdigit():
        return f"{slug} (round {scenario_id[len(marker)]})"
    return slug


def main() -> None:
    for label, corpus in CORPORA:
        totals: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
        for path in sorted(corpus.glob("*/*.json")):
            scenario = json.loads(path.read_text(encoding="utf-8"))
            agrees, cited = judge_scenario(scenario)
            row = totals[_row_name(path.parent.name, scenario["id"])]
            row[0] += 1
            row[1] += agrees
            row[2] += agrees and cited
        if not totals:
            continue
        print(f"{label + ': game':<22}{'scenarios':>10}{'agree':>8}{'%':>7}{'cite':>7}{'%':>7}")
        for slug, (n, agree, cite) in sorted(totals.items()):
            print(f"{slug:<26}{n:>10}{agree:>8}{100 * agree / n:>6.1f}%{cite:>7}{100 * cite / n:>6.1f}%")


if __name__ == "__main__":
    main()
