"""Hand-checked kaiju logs with the findings a judge expects (golden/*.json), and the docs example."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.engine import replay
from tests.unit.engine.golden_cases import check_golden_case, golden_paths

HERE = Path(__file__).parent
GOLDEN = golden_paths(__file__)
EXAMPLE = HERE.parents[3] / "docs" / "examples" / "kaiju.judgelog.json"


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_log(path: Path) -> None:
    check_golden_case(path)


def test_docs_example_replays() -> None:
    report = replay(EXAMPLE.read_text(encoding="utf-8"))
    assert report.game == "kaiju"
    # Its 進攻 discards GX-1, a card without an advance icon: the kaiju stays (rulings, kaiju decision 2).
    assert {f.verdict.value for f in report.findings} == {"illegal"}
    assert report.final_state["winners"] == ["P1"]
