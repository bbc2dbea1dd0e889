"""Hand-written logs with the findings a judge expects (tests/unit/engine/golden/*.json)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.engine.golden_cases import check_golden_case, golden_paths

GOLDEN = golden_paths(__file__)


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_log(path: Path) -> None:
    check_golden_case(path)
