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
from hypothesis import HealthCheck, settings

# Records which engine checks the suite fires and proves; see tests/check_ledger.py.
pytest_plugins = ["tests.check_ledger"]

IN_CI = os.environ.get("CI", "").lower() == "true"
CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
TESTS_DIR = Path(__file__).parent

# Two cores shared with a browser and a database: per-example deadlines would fail on load, not on bugs.
# In CI the examples are derived from the test itself, so a red run can be replayed exactly.
settings.register_profile("dev", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("ci", parent=settings.get_profile("dev"), derandomize=True, print_blob=True)
settings.load_profile("ci" if IN_CI else "dev")


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


@pytest.fixture(scope="session", autouse=True)
def _fast_password_hashing() -> None:
    """The site hashes passwords with PBKDF2 at Django's full iteration count, on purpose; tests make
    hundreds of accounts, each a fraction of a second of CPU, which measures nothing of ours."""
    from django.conf import settings as django_settings
    from django.contrib.auth import hashers

    django_settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    hashers.get_hashers.cache_clear()
    hashers.get_hashers_by_algorithm.cache_clear()


@pytest.fixture(autouse=True)
def _fresh_search_cache() -> None:
    """Each test starts with no cached search results (a new epoch, which works on any cache backend
    without flushing the Redis that the integration run shares with Celery), and a cache not paused."""
    from rules_index import search_cache

    search_cache._paused_until = 0.0
    search_cache.bump(search_cache.SEARCH)
    search_cache.bump(search_cache.RULINGS)


@pytest.fixture(scope="session")
def _test_var_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("var")


@pytest.fixture(autouse=True)
def _var_dir_outside_the_checkout(_test_var_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """What the site writes at run time into VAR_DIR goes to a directory of the test session: a search
    over a test's tiny rulebooks builds its own JMdict table there (rules_index.services), and a new
    table removes the older ones, which in the checkout's var/ would be the running site's table."""
    from django.conf import settings as django_settings

    monkeypatch.setattr(django_settings, "VAR_DIR", _test_var_dir)
