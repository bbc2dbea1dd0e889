"""A cached search result holds the snippets of the hits its caller shows: a cache hit makes none again.

Snippets are made when first read (a Sudachi pass each); the result used to be cached before any was
read, so every cache hit made its snippets again.
"""

from __future__ import annotations

import uuid
from types import SimpleNamespace

import pytest

from rules_index import search_cache, services
from rules_index.search.results import Hit, SnippetSource

MADE: list[str] = []  # one entry per snippet made (module level: the cache pickles the hits)


class CountingSource(SnippetSource):
    def html(self) -> str:
        MADE.append(self.texts[0])
        return f"<mark>{self.texts[0]}</mark>"


@pytest.fixture
def pipeline(monkeypatch):  # type: ignore[no-untyped-def]
    """services.search over a stand-in corpus answering every query with ``limit`` hits."""
    MADE.clear()
    ran: list[str] = []

    def numbers(corpus: object, query: str, document: str | None, limit: int) -> list[Hit]:
        ran.append(query)
        source = CountingSource
        return [
            Hit(
                "rebirth",
                str(i),
                [],
                1.0,
                match="number",
                source=source((f"{query}-{i}",), frozenset(), frozenset()),
            )
            for i in range(limit)
        ]

    monkeypatch.setattr(services, "current_corpus", lambda epoch=None: SimpleNamespace())
    monkeypatch.setattr(services, "_search_numbers", numbers)
    search_cache.bump()
    return ran


def test_a_cache_hit_makes_no_snippet_again(pipeline):  # type: ignore[no-untyped-def]
    query = uuid.uuid4().hex
    first = services.search(query, limit=5)
    assert [h.snippet for h in first.hits] == [f"<mark>{query}-{i}</mark>" for i in range(5)]
    assert len(MADE) == 5
    again = services.search(query, limit=5)
    assert pipeline == [query]  # from the cache
    assert [h.snippet for h in again.hits] == [h.snippet for h in first.hits]
    assert len(MADE) == 5


def test_only_the_shown_snippets_are_made_and_more_are_kept_once_made(pipeline):  # type: ignore[no-untyped-def]
    query = uuid.uuid4().hex
    result = services.search(query, limit=50, snippets=10)  # the API's first page of 10
    assert len(MADE) == 10 and all(h.made is None for h in result.hits[10:])
    cached = services.search(query, limit=50, snippets=10)
    assert [h.snippet for h in cached.hits[:10]] and len(MADE) == 10

    services.search(query, limit=50, snippets=20)  # the second page: its snippets made and stored
    assert len(MADE) == 20
    cached = services.search(query, limit=50, snippets=20)
    assert [h.snippet for h in cached.hits[:20]] and len(MADE) == 20
    assert all(h.made is None for h in cached.hits[20:])  # still made only when read
    assert pipeline == [query]
