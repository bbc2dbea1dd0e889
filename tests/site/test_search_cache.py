"""Rules search results are cached per (query, filter, limit, index version); a rules import invalidates.

A tiny rulebook (the importer with the stand-in parser of test_rules_import) keeps these fast; the cache
is the default local-memory one. tests/integration/test_search_cache_redis.py runs the same through Redis.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from django.core.cache import cache
from django.core.cache.backends.dummy import DummyCache

from rules_index import importer, search_cache, services, store
from rules_index.models import Clause, ClauseSearchEntry
from rules_index.search import WORDS
from tests.site.test_rules_import import tiny_parse

pytestmark = pytest.mark.django_db

FIRST = "1|概要|\n1.1|二人で遊びます。|\n1.2|山札が無くなったら負けます。|\n1.3|手札は七枚です。|\n"


@pytest.fixture
def rulebook(tmp_path, monkeypatch) -> Path:
    monkeypatch.setattr(importer, "parse_document", tiny_parse)
    monkeypatch.setattr(importer, "GLOSSARY_DIR", tmp_path / "glossary")
    path = tmp_path / "rebirth.txt"
    path.write_text(FIRST, encoding="utf-8")
    importer.import_document("rebirth", path)
    return path


@pytest.fixture(autouse=True)
def empty_cache(monkeypatch) -> Iterator[None]:
    monkeypatch.setattr(search_cache, "_paused_until", 0.0)
    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def computed(monkeypatch) -> list[str]:
    """The queries the pipeline actually ran (a cache hit runs none)."""
    ran: list[str] = []
    words, numbers = services._search_words, services._search_numbers

    def count_words(corpus, query, document, limit):  # type: ignore[no-untyped-def]
        ran.append(query)
        return words(corpus, query, document, limit)

    def count_numbers(corpus, query, document, limit):  # type: ignore[no-untyped-def]
        ran.append(query)
        return numbers(corpus, query, document, limit)

    monkeypatch.setattr(services, "_search_words", count_words)
    monkeypatch.setattr(services, "_search_numbers", count_numbers)
    return ran


def refs(query: str, document: str | None = None, limit: int = 10) -> list[str]:
    return [f"{h.document}:{h.number}" for h in services.search(query, document, limit).hits]


def test_a_repeated_query_is_answered_from_the_cache_with_the_same_hits(rulebook, computed) -> None:
    first = services.search("山札", None, 10)
    assert [h.number for h in first.hits][:1] == ["1.2"]
    assert computed == ["山札", "山札"]  # the number pass found nothing, the word pass ran
    again = services.search("山札", None, 10)
    assert again.hits == first.hits and again.suggestions == first.suggestions and again.weak == first.weak
    assert computed == ["山札", "山札"]  # nothing ran again
    assert refs("1.3") == ["rebirth:1.3"] and refs("1.3") == ["rebirth:1.3"]
    assert computed.count("1.3") == 1


def test_each_filter_and_limit_is_its_own_entry(rulebook, computed) -> None:
    refs("手札")
    refs("手札", "rebirth")
    refs("手札", "kaiju")
    refs("手札", limit=3)
    refs(" 手札")  # a different text is a different question (the views strip what the judge typed)
    assert len(computed) == 5 * 2
    for call in (("手札",), ("手札", "rebirth"), ("手札", "kaiju"), ("手札", None, 3), (" 手札",)):
        refs(*call)
    assert len(computed) == 5 * 2
    assert refs("手札", "kaiju") == [] and refs("手札", "rebirth")[:1] == ["rebirth:1.3"]


def test_a_rules_import_that_changes_the_text_is_seen_at_once(rulebook, computed) -> None:
    assert refs("墓地") == []
    rulebook.write_text(FIRST.replace("二人で遊びます", "墓地で遊びます"), encoding="utf-8")
    assert importer.import_document("rebirth", rulebook).status == "updated"
    assert refs("墓地")[:1] == ["rebirth:1.1"]  # not the empty result cached before the import


def test_any_import_starts_a_new_epoch_even_without_a_new_version(rulebook, computed) -> None:
    refs("山札")
    before = search_cache.epoch()
    assert importer.import_document("rebirth", rulebook).status == "unchanged"
    assert search_cache.epoch() != before
    refs("山札")
    assert computed.count("山札") == 4  # computed again after the import (word pass, twice)


def test_with_the_cache_backend_down_searches_still_answer(rulebook, computed, monkeypatch) -> None:
    calls: list[str] = []

    class Down:
        def __getattr__(self, name: str):  # type: ignore[no-untyped-def]
            def fail(*args, **kwargs):  # type: ignore[no-untyped-def]
                calls.append(name)
                raise ConnectionError("Error 111 connecting to 127.0.0.1:6379")

            return fail

    monkeypatch.setattr(search_cache, "cache", Down())
    assert refs("山札")[:1] == ["rebirth:1.2"] and refs("山札")[:1] == ["rebirth:1.2"]
    assert computed.count("山札") == 4  # no cache: computed each time, never an error
    # One failed call, then the process leaves the cache alone for a while (no timeout per search).
    assert calls == ["get"]
    search_cache.bump()  # an import while the cache is down does not fail either
    assert calls == ["get", "set"]
    # After the pause the cache is tried again.
    monkeypatch.setattr(search_cache, "_paused_until", 0.0)
    refs("手札")
    assert calls == ["get", "set", "get"]


def test_the_search_page_and_api_are_served_from_the_cache(rulebook, computed, client) -> None:
    page = client.get("/rules/search", {"q": "山札"})
    assert page.status_code == 200 and "1.2" in page.content.decode()
    api = client.get("/api/rules/search", {"q": "山札", "limit": 10})
    assert api.status_code == 200 and api.json()["results"][0]["number"] == "1.2"
    runs = len(computed)
    again_page = client.get("/rules/search", {"q": "山札"})  # (its nonce and token differ each time)
    assert again_page.status_code == 200 and again_page.context["result"].hits == page.context["result"].hits
    again = client.get("/api/rules/search", {"q": "山札", "limit": 10}).json()
    assert again["results"] == api.json()["results"]
    # The page asks for 20 hits and the API for 10: two entries, each computed once.
    assert len(computed) == runs == 4


def test_a_reimport_with_changed_text_shows_the_new_text_with_no_result_cache(rulebook, monkeypatch) -> None:
    """The loaded clauses are kept across searches (store.load_clauses): the next import must not leave
    the old text in them, even when no result cache is there to start a new epoch."""
    monkeypatch.setattr(search_cache, "cache", DummyCache("off", {}))
    first = services.search("山札", None, 10).hits[0]
    assert first.number == "1.2" and "無くなったら" in first.snippet
    assert any("無くなったら" in d.record.text for d in store._doc_cache.values())  # kept for the next search
    rulebook.write_text(FIRST.replace("山札が無くなったら", "山札が尽きたら"), encoding="utf-8")
    assert importer.import_document("rebirth", rulebook).status == "updated"
    again = services.search("山札", None, 10).hits[0]
    assert again.number == "1.2" and "尽きたら" in again.snippet and "無くなったら" not in again.snippet
    assert not any("無くなったら" in d.record.text for d in store._doc_cache.values())


def test_search_rows_rewritten_for_the_same_clauses_are_read_again(rulebook) -> None:
    """An import that rewrites a version's search rows keeps its clause ids (a version put back, typos
    given their readings): the clauses kept from before must give way to the new rows, or a term only
    the new rows hold would find the clause (the full-text index) and then score nothing in it."""
    assert refs("山札")[:1] == ["rebirth:1.2"]  # 1.2 is loaded and kept
    clause = Clause.objects.get(number="1.2")
    assert "墓地" not in store._doc_cache[clause.pk].layer_terms[WORDS]
    # The rows written again for the same clause ids, as such an import does, from a text that now
    # says 墓地; then the new epoch every import starts once its rows are written.
    Clause.objects.filter(pk=clause.pk).update(text="山札が無くなったら墓地を見ます。")
    store.write_version(clause.version)
    assert ClauseSearchEntry.objects.get(clause_id=clause.pk).clause_id == clause.pk
    search_cache.bump()
    assert refs("墓地")[:1] == ["rebirth:1.2"]
    assert " 墓地 " in store._doc_cache[clause.pk].layer_terms[WORDS]


def test_clauses_read_before_the_cache_is_emptied_are_not_put_back(rulebook, monkeypatch) -> None:
    """A search that read its rows just before an import's new generation emptied the cache (another
    thread's search saw the generation first) returns what it read, but must not keep it: those rows may
    be the ones the import replaced, and the cache holds the whole corpus, so nothing would age them out."""
    original = store._load

    def emptied_meanwhile(*args, **kwargs):  # type: ignore[no-untyped-def]
        store.forget_clauses()  # as another thread does between this search's SELECT and its keeping
        return original(*args, **kwargs)

    store.forget_clauses()
    clause = Clause.objects.get(number="1.2")
    monkeypatch.setattr(store, "_load", emptied_meanwhile)
    docs = store.load_clauses([clause.pk])
    assert [d.record.number for d in docs] == ["1.2"]  # the search itself still gets its clause
    assert clause.pk not in store._doc_cache
    monkeypatch.setattr(store, "_load", original)
    store.load_clauses([clause.pk])  # a search after the emptying keeps what it reads, as before
    assert clause.pk in store._doc_cache
