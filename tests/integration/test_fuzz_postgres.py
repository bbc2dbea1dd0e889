"""The fuzz tests of tests/site/test_fuzz.py on PostgreSQL, which refuses NUL characters in text and values
longer than their column: there a missed check is a 500, where SQLite would store the value silently."""

from __future__ import annotations

import pytest

from tests.site.test_fuzz import *  # noqa: F403 - the same tests, collected again here
from tests.site.test_fuzz import world  # noqa: F401 - the fixture they use


@pytest.fixture(autouse=True)
def _on_postgresql(services, settings):  # type: ignore[no-untyped-def]
    """Every test here needs PostgreSQL (skipped outside CI without it, a failure in CI); tasks run in
    this process, as on the site tests, so a run's page is read after its replay."""
    from judge.celery import app

    settings.CELERY_TASK_ALWAYS_EAGER = True
    app.conf.task_always_eager = True
    yield
    app.conf.task_always_eager = False
