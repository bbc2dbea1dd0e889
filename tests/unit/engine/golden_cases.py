"""Shared driver for the engines' golden-log tests: each game keeps its own golden/*.json directory."""

from __future__ import annotations

import json
from pathlib import Path

from judge.engine import replay


def golden_paths(test_file: str) -> list[Path]:
    """The golden/*.json cases next to a test module, sorted so test ids are stable."""
    return sorted((Path(test_file).parent / "golden").glob("*.json"))


def check_golden_case(path: Path) -> None:
    """Replay a case's log and compare its findings (seq, code, verdict, a cited clause) to the expected list.

    A needs_ruling finding must say what is unknown, or the judge cannot rule on it.
    """
    case = json.loads(path.read_text(encoding="utf-8"))
    report = replay(case["log"])
    got = [(f.seq, f.code, f.verdict.value) for f in report.findings]
    want = [(e["seq"], e["code"], e["verdict"]) for e in case["expected"]]
    assert got == want, [(f.seq, f.code, f.message_en) for f in report.findings]
    for finding, expected in zip(report.findings, case["expected"], strict=True):
        assert expected["clause"] in finding.clauses
        assert finding.message_ja and finding.message_en
        if finding.verdict.value == "needs_ruling":
            assert finding.unknown
