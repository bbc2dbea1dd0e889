"""How often the engines agree with the judges' rulings of the scenario corpus: `python -m bench.scenario_agreement`.

For each game with scenarios in tests/scenarios/<slug>/, prints how many scenarios the engine rules as the
judge did (legal log: no finding; disputed log: a finding with the ruling's verdict), and of those, how many
cite one of the ruling's deciding clauses. Scenarios marked with a `gap` are counted (they are the misses). The held-out scenarios of
tests/scenarios_heldout/<slug>/ (written blind from the rulebooks, see the README there) are counted apart.
The issue's targets: agreement >= 95%, a deciding clause cited in >= 90%.
"""

from __future__ import annotations

import json
import re
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
    round_number = re.match(rf"{re.escape(slug)}-ho(\d+)-", scenario_id)
    if round_number:
        # Every digit: round 10 is not round 1.
        return f"{slug} (round {int(round_number.group(1))})"
    return slug


def _row_order(row: str) -> tuple[str, int]:
    """Rows by game, then by round as a number (round 10 after round 9)."""
    game, _, rest = row.partition(" (round ")
    return game, int(rest.rstrip(")")) if rest else 0


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
        for slug, (n, agree, cite) in sorted(totals.items(), key=lambda item: _row_order(item[0])):
            print(f"{slug:<26}{n:>10}{agree:>8}{100 * agree / n:>6.1f}%{cite:>7}{100 * cite / n:>6.1f}%")


if __name__ == "__main__":
    main()
