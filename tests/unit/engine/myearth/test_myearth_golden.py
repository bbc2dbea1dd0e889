"""Hand-checked MyEarth logs with the findings a judge expects (golden/*.json)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.engine.golden_cases import check_golden_case, golden_paths

GOLDEN = golden_paths(__file__)


def test_there_are_golden_logs() -> None:
    assert len(GOLDEN) >= 5


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_log(path: Path) -> None:
    check_golden_case(path)
