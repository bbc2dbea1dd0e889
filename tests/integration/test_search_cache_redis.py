"""The search cache through the real Redis of the integration run (REDIS_URL makes it the default cache),
on PostgreSQL: hits, a rules import that invalidates, and an unreachable Redis that only means misses.
tests/site/test_search_cache.py checks the same on the local-memory cache."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.site import test_search_cache as site
from tests.site.test_search_cache import computed, refs, rulebook  # noqa: F401 - fixtures

pytestmark = [pytest.mark.postgres, pytest.mark.django_db]


@pytest.fixture(autouse=True)
def through_redis(services, monkeypatch) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """The default cache is the integration run's Redis. It is shared with the Celery queue, so it is
    not flushed: a new epoch makes every earlier entry unreachable instead."""
    from django.core.cache import caches
    from django.core.cache.backends.redis import RedisCache

    from rules_index import search_cache

    assert isinstance(caches["default"], RedisCache), caches["default"]
    monkeypatch.setattr(search_cache, "_paused_until", 0.0)
    search_cache.bump()
    yield


def test_hits_and_an_import_that_invalidates_through_redis(rulebook, computed) -> None:  # noqa: F811
    site.test_a_repeated_query_is_answered_from_the_cache_with_the_same_hits(rulebook, computed)
    site.test_a_rules_import_that_changes_the_text_is_seen_at_once(rulebook, computed)


def test_an_unreachable_redis_only_means_misses(rulebook, computed, settings) -> None:  # noqa: F811
    # Nothing listens on port 1: every cache call fails at once, as with Redis stopped.
    settings.CACHES = {
        "default": {
            **settings.CACHES["default"],
            "LOCATION": "redis://127.0.0.1:1/0",
        }
    }
    assert refs("山札")[:1] == ["rebirth:1.2"] and refs("山札")[:1] == ["rebirth:1.2"]
    assert computed.count("山札") == 4  # computed each time, never an error
