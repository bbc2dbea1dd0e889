"""Hand-written Dimension Zero logs with the findings a judge expects (golden/*.json); generators stay fuzzers."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.engine import replay
from tests.unit.engine.golden_cases import check_golden_case, golden_paths

HERE = Path(__file__).parent
GOLDEN = golden_paths(__file__)
EXAMPLE = HERE.parents[3] / "docs" / "examples" / "dimension-zero.judgelog.json"


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_log(path: Path) -> None:
    check_golden_case(path)


def test_docs_example_replays_clean() -> None:
    report = replay(EXAMPLE.read_text(encoding="utf-8"))
    assert report.game == "dimension-zero"
    assert not report.findings
    assert report.final_state["game_over"]
