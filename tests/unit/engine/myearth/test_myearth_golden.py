"""Hand-checked MyEarth logs with the findings a judge expects (golden/*.json)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge.engine import replay

HERE = Path(__file__).parent
GOLDEN = sorted((HERE / "golden").glob("*.json"))


def test_there_are_golden_logs() -> None:
    assert len(GOLDEN) >= 5


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_log(path: Path) -> None:
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
