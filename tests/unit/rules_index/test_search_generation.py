"""What the search keeps per generation of current versions is never built from half-written rows and kept.

An import can rewrite a document's search rows while the set of current versions stays the same (a
version put back as current, typos given their intended readings); a search in between used to count
the terms of the rows being replaced and keep those counts until the next new version.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rules_index import search_cache, services, store
from rules_index.importer import import_document, source_path
from rules_index.models import Clause, Document, DocumentVersion
from tests.site.test_search_store import _query_term_keys, rulebooks  # noqa: F401

pytestmark = pytest.mark.django_db


@pytest.fixture
def fresh_corpus() -> Iterator[None]:
    # Each test's writes are rolled back: what it left in the process's caches must not outlive them.
    yield
    services._cached = None
    search_cache.bump()


def _exact(corpus: services._Corpus, keys: list[tuple[str, str]]) -> None:
    assert store.document_frequencies(keys, corpus.term_df) == store.document_frequencies(keys, None)


def test_a_search_while_a_version_is_put_back_keeps_no_old_counts(rulebooks, fresh_corpus, monkeypatch):  # noqa: F811
    document = Document.objects.get(slug="kaiju")
    original = document.current_version
    # A later text of the rulebook (every clause says ぷりんぬ), current and searchable.
    later = DocumentVersion.objects.create(
        document=document, sequence=original.sequence + 1, source_sha256="x" * 64, summary=original.summary
    )
    for clause in Clause.objects.filter(version=original):
        clause.pk, clause.version, clause.text = None, later, clause.text + " ぷりんぬ"
        clause.save()
    document.current_version = later
    document.save(update_fields=["current_version"])
    store.write_version(later)
    keys = [("w", "ぷりんぬ"), ("b", "ぷり"), ("b", "墓地")]
    _exact(services.current_corpus(), keys)

    # The source put back to the original text; a search runs before the rows are rewritten.
    rewrite = store.ensure_current

    def search_first(doc: Document) -> bool:
        services.current_corpus()
        return rewrite(doc)

    monkeypatch.setattr(store, "ensure_current", search_first)
    assert import_document("kaiju", source_path("kaiju")).status == "unchanged"
    assert Document.objects.get(slug="kaiju").current_version_id == original.pk

    corpus = services.current_corpus()
    assert store.document_frequencies(keys, None)[("b", "ぷり")] == 0
    _exact(corpus, keys)


def test_readings_given_to_a_stored_version_are_counted(rulebooks, fresh_corpus):  # noqa: F811
    document = Document.objects.get(slug="myearth")
    version = document.current_version
    # A version stored before typos carried their reading: its rows hold the printed みなものの.
    typos = [c for c in Clause.objects.filter(version=version) if any(d.get("reading") for d in c.defects)]
    assert typos
    Clause.objects.filter(pk__in=[c.pk for c in typos]).update(defects=[])
    version.summary = {**version.summary, "readings": 0}
    version.save(update_fields=["summary"])
    store.write_version(version)
    keys = _query_term_keys(["みなもとの", "みなものの"])
    before = services.current_corpus()
    _exact(before, keys)
    counts = store.document_frequencies(keys, None)

    import_document("myearth", source_path("myearth"))  # gives the readings, rewrites the rows

    assert store.document_frequencies(keys, None) != counts
    _exact(services.current_corpus(), keys)
