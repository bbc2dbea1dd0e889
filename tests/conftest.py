"""Shared test plumbing.

Tests that need a real service (PostgreSQL, Redis, a Celery worker, Chromium) call ``require``: outside
CI a missing service skips the test with a message saying what to start; with CI=true it fails the run,
because in CI these tests must execute.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

IN_CI = os.environ.get("CI", "").lower() == "true"
CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
TESTS_DIR = Path(__file__).parent


def require(condition: bool, what: str) -> None:
    if condition:
        return
    message = f"{what} is not available"
    if IN_CI:
        pytest.fail(f"{message}; in CI this test must run (.ci/run starts the services)", pytrace=False)
    pytest.skip(f"{message}; start it to run this test")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    # The folder decides the kind of test, so `make test` can select them by marker.
    for item in items:
        path = Path(str(item.fspath))
        if TESTS_DIR / "integration" in path.parents:
            item.add_marker(pytest.mark.integration)
        if TESTS_DIR / "browser" in path.parents:
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def chromium_path() -> str:
    require(shutil.which(CHROMIUM) is not None or Path(CHROMIUM).exists(), f"Chromium at {CHROMIUM}")
    return CHROMIUM
