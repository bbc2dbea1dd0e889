"""Shared driver for the engines' golden-log tests: each game keeps its own golden/*.json directory."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from judge.engine import replay

# Games whose goldens say why each finding is expected: every expected entry of their cases needs a
# `why`. Other games' goldens get their whys later; a `why` they already have is checked all the same.
GAMES_WITH_WHY = {"myearth", "kaiju", "dm-variants", "rebirth", "dimension-zero"}
MIN_WHY_CHARS = 20


def golden_paths(test_file: str) -> list[Path]:
    """The golden/*.json cases next to a test module, sorted so test ids are stable."""
    return sorted((Path(test_file).parent / "golden").glob("*.json"))


def why_problem(expected: dict[str, Any], why_required: bool) -> str | None:
    """What is wrong with an expected entry's `why`, or None when it is fine.

    A why is a judge's explanation of the expected finding: a string of at least MIN_WHY_CHARS that
    names the number of the entry's clause (`myearth:186` -> `186`, `kaiju:5.15.1.2` -> `5.15.1.2`),
    as a number of its own: `26` inside `268` or `5.15.1` inside `5.15.1.2` does not count.
    """
    if "why" not in expected:
        return "no why" if why_required else None
    why = expected["why"]
    if not isinstance(why, str) or len(why.strip()) < MIN_WHY_CHARS:
        return f"the why must be a string of at least {MIN_WHY_CHARS} characters"
    number = str(expected["clause"]).split(":", 1)[-1]
    if not re.search(rf"(?<![\d.]){re.escape(number)}(?!\d|\.\d)", why):
        return f"the why does not name clause {number}"
    return None


def check_golden_case(path: Path) -> None:
    """Replay a case's log and compare its findings (seq, code, verdict, a cited clause) to the expected list.

    A needs_ruling finding must say what is unknown, or the judge cannot rule on it. Each expected entry's
    `why` must name its clause, and the games in GAMES_WITH_WHY must give one for every entry.
    """
    case = json.loads(path.read_text(encoding="utf-8"))
    why_required = case["log"]["header"].get("game") in GAMES_WITH_WHY
    bad_whys = [
        (e.get("seq"), e.get("code"), problem)
        for e in case["expected"]
        if (problem := why_problem(e, why_required)) is not None
    ]
    assert not bad_whys, bad_whys
    report = replay(case["log"])
    got = [(f.seq, f.code, f.verdict.value) for f in report.findings]
    want = [(e["seq"], e["code"], e["verdict"]) for e in case["expected"]]
    assert got == want, [(f.seq, f.code, f.message_en) for f in report.findings]
    for finding, expected in zip(report.findings, case["expected"], strict=True):
        assert expected["clause"] in finding.clauses
        assert finding.message_ja and finding.message_en
        if finding.verdict.value == "needs_ruling":
            assert finding.unknown
