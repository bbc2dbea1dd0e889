"""The site's search pipeline (rules_index.services over rules_index.store) on SQLite FTS5, with the real rulebooks.

The five rulebooks are imported once for the module (the import is the slow part); each test reads only.
The ``check_*`` functions are the behaviours; tests/integration/test_search_postgres.py runs the same ones
on PostgreSQL.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator

import pytest

from rules_index import services
from rules_index.importer import import_all
from rules_index.models import Clause, ClauseSearchEntry, Document

pytestmark = pytest.mark.django_db

_MARK_RE = re.compile(r"</?mark>")


def keys(query: str, document: str | None = None, limit: int = 10) -> list[str]:
    return [f"{h.document}:{h.number}" for h in services.search(query, document, limit).hits]


def import_rulebooks() -> None:
    import_all()


def drop_rulebooks() -> None:
    Document.objects.all().delete()  # cascades to versions, clauses and the store's rows


@pytest.fixture(scope="module")
def rulebooks(django_db_setup, django_db_blocker) -> Iterator[None]:  # type: ignore[no-untyped-def]
    with django_db_blocker.unblock():
        import_rulebooks()
        yield
        drop_rulebooks()


# --- behaviours (shared with the PostgreSQL tests) -------------------------------------------------------


def check_store_holds_current_clauses() -> None:
    current = Clause.objects.filter(version__document__current_version__isnull=False).filter(
        version_id__in=Document.objects.values("current_version_id")
    )
    assert ClauseSearchEntry.objects.count() == current.count() > 2000
    entry = ClauseSearchEntry.objects.get(clause__document__slug="rebirth", number="4.8")
    assert "りたいあ" in entry.title_words or "りたいあ" in entry.text_words  # katakana folded to hiragana
    assert "墓地" not in entry.text_bigrams.split()
    # A clause's context: 「この行動は各ターン中に1回のみ」 holds the action of the clause it points back
    # to (8.6.1: discard a card to advance); a clause under a heading and saying its own subject has none.
    limit = ClauseSearchEntry.objects.get(clause__document__slug="kaiju", number="8.6.2")
    assert {"手札", "捨てる"} <= set(limit.context_words.split()) and "手札" not in limit.text_words
    assert ClauseSearchEntry.objects.get(clause__document__slug="kaiju", number="8.6.1").context_words == ""
    item = ClauseSearchEntry.objects.get(clause__document__slug="rebirth", number="8.4.3.1")
    assert "加算" in item.context_words.split()  # its parent rule 8.4.3


def check_reimport_keeps_one_row_per_clause_and_refills_an_empty_store() -> None:
    before = ClauseSearchEntry.objects.count()
    import_all()  # unchanged sources: nothing new
    assert ClauseSearchEntry.objects.count() == before
    ClauseSearchEntry.objects.filter(document__slug="kaiju").delete()
    import_all()  # the unchanged path notices the missing rows
    assert ClauseSearchEntry.objects.count() == before
    assert keys("怪獣デッキ", "kaiju")


def check_stored_snippet_forms() -> None:
    """Every current clause's stored Sudachi forms are the ones a snippet computes on the fly, and a hit's
    snippet from them is the one made without them."""
    from dataclasses import replace

    from rules_index.search.results import _forms, read_forms, snippet_texts, split_forms
    from rules_index.store import load_clauses

    ids = list(ClauseSearchEntry.objects.values_list("clause_id", flat=True))
    docs = load_clauses(ids)
    assert len(docs) == len(ids) > 2000
    for doc in docs:
        texts = snippet_texts(doc.record, doc.fields_text)
        parts = split_forms(doc.snippet_forms, len(texts))
        assert parts is not None, f"{doc.document}:{doc.record.number}"
        assert [read_forms(p) for p in parts] == [_forms.__wrapped__(t) if t else () for t in texts]
    for query in ("山札がなくなったらどうなる", "カードを引いた", "ブロックされたとき"):
        hits = services.search(query, limit=10).hits
        assert hits and all(h.source is not None and h.source.forms for h in hits)
        for hit in hits:
            assert hit.source is not None
            assert hit.snippet == replace(hit.source, forms="").html()
    assert any("<mark>引い" in h.snippet for h in services.search("カードを引く", limit=10).hits)


def check_number_forms() -> None:
    assert keys("10.6", limit=3)[:2] == ["rebirth:10.6", "kaiju:10.6"]
    assert keys("１０．６．２")[0] == "rebirth:10.6.2"
    assert keys("41項")[0] == "myearth:41"
    assert keys("第二十七項")[0] == "myearth:27"
    assert keys("701.13a") == ["dm-variants:701.13a"]
    assert keys("3部8章2-6")[0] == "dimension-zero:3.8.2-6"
    # The reference printed beside every clause (slug:number) names its rulebook: nothing else comes up.
    for ref in ("myearth:41", "rebirth:8.4.3", "dm-variants:600.4c", "kaiju:5.1", "dimension-zero:3.8.2-6"):
        found = keys(ref)
        assert found[0] == ref and all(k.startswith(ref.split(":")[0] + ":") for k in found), (ref, found)
    hits = services.search("10.6", "rebirth", 5).hits
    assert [h.match for h in hits][:2] == ["number", "family"]
    assert all(h.document == "rebirth" for h in hits)


def check_japanese_words() -> None:
    assert {"rebirth:4.8", "rebirth:4.8.1"} & set(keys("リタイア置場", limit=5))
    # Two-character words go through the bigram layer as well as the word layer.
    # A hit may mark a rulebook's other spelling of the same term (myearth's 捨て場 for 墓地).
    from rules_index.search.analysis import normalise
    from rules_index.search.glossary import default_glossary

    for word in ("墓地", "手札"):
        hits = services.search(word, limit=5).hits
        assert len(hits) == 5
        spellings = {word, *default_glossary().japanese_synonyms().get(normalise(word), ())}
        assert all(any(f"<mark>{s}</mark>" in h.snippet for s in spellings) for h in hits), word
        assert f"<mark>{word}</mark>" in hits[0].snippet, word
    assert keys("手札", limit=5)[0] == "myearth:8"  # the defining clause comes first


def check_three_separate_words() -> None:
    # Three words that never stand next to each other: the best two clauses hold all three.
    hits = services.search("山札 公開 順番", limit=2).hits
    assert len(hits) == 2
    for hit in hits:
        text = _MARK_RE.sub("", html.unescape(hit.snippet))
        clause = Clause.objects.get(
            document__slug=hit.document, number=hit.number, version__document__current_version__isnull=False
        )
        assert all(w in clause.text for w in ("山札", "公開", "順番")), (hit.number, text)


def check_english_through_glossary() -> None:
    assert "rebirth:4.11" in keys("graveyard", limit=5)
    assert {"dimension-zero:3.2.3", "dimension-zero:3.2.3-1", "myearth:72"} & set(keys("mulligan", limit=5))


def check_document_filter() -> None:
    for query in ("手札", "10.6", "graveyard"):
        found = keys(query, "kaiju")
        assert found and all(k.startswith("kaiju:") for k in found), query
    assert keys("スクエア", "kaiju") == []  # kaiju has no スクエア
    # kaiju prints no 墓地 either, but a judge at its table means its discard pile (table talk, issue 21)
    assert keys("墓地", "kaiju")[0] == "kaiju:4.10"


def check_suggestions_when_nothing_matches() -> None:
    result = services.search("mullign")
    assert result.hits == [] and "mulligan" in result.suggestions
    assert services.search("   ").hits == []
    # Partial matches are not presented as answers: the result says the match is weak and suggests terms.
    weak = services.search("banana spaceship")
    assert weak.hits and weak.weak and weak.suggestions
    assert services.search("バナナ").weak
    for good in ("手札の上限は何枚？", "retire area", "mulligan", "10.6"):
        assert not services.search(good).weak, good


def check_snippets_are_escaped() -> None:
    hits = services.search("禁呪", "dimension-zero", 10).hits
    # The rulebook writes its symbols in angle brackets (<禁呪>): shown as text, never as a tag.
    assert any("&lt;<mark>禁呪</mark>&gt;" in h.snippet for h in hits)
    for query in ("禁呪", "<b>墓地</b>", "エネルギー・シンボル"):
        for hit in services.search(query, limit=10).hits:
            # Only <mark> tags are markup; everything else of the clause text arrives escaped.
            assert "<" not in _MARK_RE.sub("", hit.snippet), hit.snippet


def check_lone_surrogates_are_unreadable_characters() -> None:
    """Half of a UTF-16 pair (JSON's ``\\ud800``, in a dispute's description) is read as U+FFFD: no
    UTF-8 form of it reaches Sudachi or the database."""
    assert keys("墓地\ud800に置かれたカード") == keys("墓地\ufffdに置かれたカード") != []
    for query in ("\ud800", "\udfff graveyard", "\ud800" * 50):
        for document in (None, "kaiju"):
            for hit in services.search(query, document, limit=50).hits:
                assert isinstance(hit.snippet, str)


def check_api_shape(client) -> None:  # type: ignore[no-untyped-def]
    body = client.get("/api/rules/search", {"q": "手札", "document": "rebirth", "page_size": 3}).json()
    assert set(body) >= {"results", "count", "next", "previous", "took_ms"}
    assert len(body["results"]) == 3 and body["count"] > 3 and body["next"]  # the API's one list shape
    second = client.get(body["next"]).json()["results"]
    assert not {r["number"] for r in second} & {r["number"] for r in body["results"]}
    first = body["results"][0]
    assert set(first) >= {"document", "number", "heading_path", "snippet", "url", "score"}
    assert first["document"] == "rebirth" and first["url"].endswith(f"/rules/rebirth/{first['number']}")
    assert isinstance(first["heading_path"], list) and first["score"] > 0
    empty = client.get("/api/rules/search", {"q": "mullign"}).json()
    assert empty["count"] == 0 and "mulligan" in empty["suggestions"]
    assert body["weak"] is False
    weak = client.get("/api/rules/search", {"q": "banana spaceship"}).json()
    assert weak["weak"] is True and weak["count"] > 0 and weak["suggestions"]
    page = client.get("/rules/search", {"q": "banana spaceship"}, HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "No clause matches well" in page and 'class="suggestion"' in page
    page = client.get("/rules/search", {"q": "banana spaceship"}, HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert "よく一致する条文はありません" in page


def check_recall_matches_reference() -> None:
    """On the relevance set the database path reaches at least the in-memory oracle's recall@5."""
    from bench.relevance import DEFAULT_SET, SitePipeline, evaluate, load_documents, load_queries
    from rules_index.search import Glossary
    from tests.search_oracle import ReferenceIndex

    queries = load_queries(DEFAULT_SET)
    reference = evaluate(ReferenceIndex.build(load_documents()[0], Glossary.load()), queries)["all"]
    db = evaluate(SitePipeline(), queries)["all"]
    assert sum(db["hit"]) >= sum(reference["hit"])


def _query_term_keys(queries: list[str]) -> list[tuple[str, str]]:
    from rules_index.search import concepts_for, hints_for, term_keys

    corpus = services.current_corpus()
    keys: dict[tuple[str, str], None] = {}
    for query in queries:
        hints = hints_for(query, corpus.glossary)
        concepts = concepts_for(hints.query, corpus.glossary, services._co_occur, None, corpus.synonyms)
        keys.update(dict.fromkeys(term_keys(concepts)))
    return list(keys)


def check_term_statistics_are_the_index_counts() -> None:
    """The per-generation table of document frequencies gives, for every query term, what counting
    the term's clauses in the full-text index gives (one-character bigrams as prefixes; terms the
    table cannot answer are counted), and it is rebuilt for a new generation of current versions."""
    from rules_index import store

    queries = [
        "墓地に置かれたカードは？",
        "山札がなくなったら",
        "攻撃・ブロック",
        "ＡＢＣ「デッキ」",
        "枚 色 墓",
    ]
    keys = [*_query_term_keys(queries), ("b", "枚"), ("b", "墓"), ("w", "・"), ("b", "a・"), ("w", "ZZ")]
    corpus = services.current_corpus()
    assert corpus.term_df is not None
    assert store.document_frequencies(keys, corpus.term_df) == store.document_frequencies(keys, None)
    before = store.document_frequencies(keys, corpus.term_df)
    assert before[("b", "枚")] > 100 and before[("w", "ZZ")] == 0

    # A new generation (one rulebook gone, inside this test's transaction): a new table, still exact.
    Document.objects.filter(slug="kaiju").delete()
    fewer = services.current_corpus()
    assert fewer is not corpus and fewer.generation != corpus.generation
    after = store.document_frequencies(keys, fewer.term_df)
    assert after == store.document_frequencies(keys, None)
    assert after[("b", "枚")] < before[("b", "枚")]


# Absolute floors on the relevance sets, a little under the figures measured when they were set
# (python -m bench.relevance; tuning set: recall@5 1.000 in every group, MRR english 0.969, japanese
# 0.931, number 1.000, question 0.831; held-out: recall@5 0.950, MRR 0.842; raised when sentence
# co-occurrence came in: question 0.871, all 0.944). A change that loses a
# clause from the top five, or pushes the right clause down, fails here instead of going unnoticed.
FLOORS = {
    "kind:number": (1.0, 0.98),
    "kind:japanese": (1.0, 0.90),
    "kind:english": (1.0, 0.94),
    "kind:question": (1.0, 0.85),
    "all": (1.0, 0.93),
}
HELDOUT_FLOOR = (0.95, 0.80)


def check_relevance_floors() -> None:
    from bench.relevance import DEFAULT_SET, SitePipeline, evaluate, load_queries

    def figures(group: dict[str, list[float]]) -> tuple[float, float]:
        return sum(group["hit"]) / len(group["hit"]), sum(group["rr"]) / len(group["rr"])

    table = evaluate(SitePipeline(), load_queries(DEFAULT_SET))
    below = {
        name: figures(table[name])
        for name, (recall, mrr) in FLOORS.items()
        if figures(table[name])[0] < recall or figures(table[name])[1] < mrr
    }
    assert not below, f"relevance below its floor (recall@5, MRR): {below}"
    heldout = figures(
        evaluate(SitePipeline(), load_queries(DEFAULT_SET.with_name("relevance_heldout.toml")))["all"]
    )
    assert heldout[0] >= HELDOUT_FLOOR[0] and heldout[1] >= HELDOUT_FLOOR[1], heldout


# Floors on the situation/English sets, rounded down to 0.05 from the figures measured with the site's
# search (python -m bench.relevance). First set on 2026-11-26 after the issue-21 method work:
# tests/data/relevance_situations.toml — situation recall@5 0.722, MRR 0.501; english 0.757, 0.624; all
# 0.739, 0.561 (before the method work: 0.684/0.488, 0.459/0.347, 0.575/0.420) — and the held-out
# tests/data/relevance_situations_heldout.toml, written before the method work and never tuned against —
# situation 0.667, 0.549; english 0.400, 0.361; all 0.533, 0.455 (before: 0.667/0.542, 0.267/0.144,
# 0.467/0.343). Raised on 2026-11-26 (branch search: possessive 's, everyday English words, narration
# words and te-auxiliaries, the polite prefix, sentence co-occurrence of the top 30): situation
# 0.722/0.521, english 0.824/0.687, all 0.771/0.602; held-out situation 0.667/0.554, english
# 0.467/0.396, all 0.567/0.475. Raised on 2026-11-26 (branch search21: a rulebook's own spellings and
# readings of its terms in Japanese sentences, other wordings as needles, kana endings, card-game
# vocabulary), the lower of SQLite and PostgreSQL: situation 0.759/0.547 (PostgreSQL 0.549), english
# 0.865/0.719 (0.705), all 0.810/0.630 (0.624); held-out situation 0.733/0.565 (0.564), english
# 0.467/0.390, all 0.600/0.478 (0.477). Raised on 2026-11-26 (branch search2: a clause's context, 同じ点 =
# 同点, conjugated verbs' glossary spellings, ordinals with 目, a few general wordings): situation
# 0.797/0.574 (PostgreSQL 0.785/0.574), english 0.892/0.715 (0.701). They stop a
# regression; the targets (recall@5 >= 0.95, MRR >= 0.85 for every kind) are still ahead, and
# these floors should be raised as the method gets there. Checked on PostgreSQL too (tests/integration),
# whose first pass gives a little less (situations all MRR 0.595, held-out situation MRR 0.542): the
# floors are the lower of the two databases'.
SITUATION_FLOORS = {
    "kind:situation": (0.75, 0.55),
    "kind:english": (0.85, 0.70),
    "all": (0.80, 0.60),
}
SITUATION_HELDOUT_FLOORS = {
    "kind:situation": (0.70, 0.55),
    "kind:english": (0.45, 0.35),
    "all": (0.60, 0.45),
}


def check_situation_floors() -> None:
    from bench.relevance import SITUATIONS_HELDOUT_SET, SITUATIONS_SET, SitePipeline, evaluate, load_queries

    below = {}
    for path, floors in (
        (SITUATIONS_SET, SITUATION_FLOORS),
        (SITUATIONS_HELDOUT_SET, SITUATION_HELDOUT_FLOORS),
    ):
        table = evaluate(SitePipeline(), load_queries(path))
        for name, (recall, mrr) in floors.items():
            hits, rrs = table[name]["hit"], table[name]["rr"]
            found = (sum(hits) / len(hits), sum(rrs) / len(rrs))
            # A hair of tolerance: 6/15 is 0.4 exactly, and a float sum may land a ulp below.
            if found[0] < recall - 1e-9 or found[1] < mrr - 1e-9:
                below[f"{path.name} {name}"] = found
    assert not below, f"situation/English relevance below its floor (recall@5, MRR): {below}"


# --- SQLite -------------------------------------------------------------------------------------------


def test_store_holds_current_clauses(rulebooks) -> None:
    check_store_holds_current_clauses()


def test_reimport_keeps_one_row_per_clause(rulebooks) -> None:
    check_reimport_keeps_one_row_per_clause_and_refills_an_empty_store()


def test_fts5_table_is_in_sync(rulebooks) -> None:
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count(*) FROM rules_index_clausesearch_fts WHERE rules_index_clausesearch_fts MATCH '墓地'"
        )
        assert cursor.fetchone()[0] > 0
        cursor.execute(
            "INSERT INTO rules_index_clausesearch_fts(rules_index_clausesearch_fts) VALUES('integrity-check')"
        )


def test_fts5_prefix_index_finds_every_clause_holding_a_bigram_that_starts_with_the_character(
    rulebooks,
) -> None:
    """Migration 0006's one-character prefix index answers ``"x"*`` (a one-character query word on the
    bigram columns) with exactly the clauses holding a bigram that starts with x, as read from the
    stored columns themselves, for every such character."""
    from collections import defaultdict

    from django.db import connection

    from rules_index.search import BIGRAMS
    from rules_index.store import _fts_filter

    columns = ("title_bigrams", "path_bigrams", "text_bigrams", "examples_bigrams")
    holding: dict[str, set[int]] = defaultdict(set)
    for clause_id, *values in ClauseSearchEntry.objects.values_list("clause_id", *columns):
        for value in values:
            for term in value.split():
                holding[term[0]].add(clause_id)
    assert len(holding) > 500
    with connection.cursor() as cursor:
        cursor.execute("SELECT sql FROM sqlite_master WHERE name = 'rules_index_clausesearch_fts'")
        assert "prefix='1'" in cursor.fetchone()[0]
        for character, expected in holding.items():
            cursor.execute(
                "SELECT rowid FROM rules_index_clausesearch_fts WHERE rules_index_clausesearch_fts MATCH %s",
                [_fts_filter(BIGRAMS, [character])],
            )
            assert {row[0] for row in cursor.fetchall()} == expected, character


def test_fts5_index_is_one_segment_after_an_import(rulebooks) -> None:
    """The import merges the FTS5 index (store._merge_fts_segments): a term's postings are read from one
    segment, not from one per batch of rows written."""
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT COUNT(DISTINCT segid) FROM rules_index_clausesearch_fts_idx")
        assert cursor.fetchone()[0] == 1


def test_migration_0004_fills_the_context_of_rows_written_before_it(rulebooks) -> None:
    """Rows written before the context columns existed keep answering and get the context an import
    would give them (the migration used to delete them, leaving search empty until a manual import)."""
    import importlib

    from django.apps import apps

    migration = importlib.import_module("rules_index.migrations.0004_search2_clause_context")
    written = dict(ClauseSearchEntry.objects.values_list("clause_id", "context_words"))
    assert sum(bool(words) for words in written.values()) > 500
    ClauseSearchEntry.objects.update(context_words="", context_bigrams="")  # as the migration finds them
    migration.fill_contexts(apps, None)
    assert dict(ClauseSearchEntry.objects.values_list("clause_id", "context_words")) == written
    assert keys("怪獣デッキ", "kaiju")


def test_migration_0005_fills_the_snippet_forms_of_rows_written_before_it(rulebooks) -> None:
    import importlib

    from django.apps import apps

    migration = importlib.import_module("rules_index.migrations.0005_clause_snippet_forms")
    written = dict(ClauseSearchEntry.objects.values_list("clause_id", "snippet_forms"))
    assert all(written.values())
    ClauseSearchEntry.objects.update(snippet_forms="")  # as the migration finds them
    migration.fill_forms(apps, None)
    assert dict(ClauseSearchEntry.objects.values_list("clause_id", "snippet_forms")) == written


def test_stored_snippet_forms(rulebooks) -> None:
    check_stored_snippet_forms()


def test_number_forms(rulebooks) -> None:
    check_number_forms()


def test_japanese_words(rulebooks) -> None:
    check_japanese_words()


def test_three_separate_words(rulebooks) -> None:
    check_three_separate_words()


def test_english_through_glossary(rulebooks) -> None:
    check_english_through_glossary()


def test_document_filter(rulebooks) -> None:
    check_document_filter()


def test_suggestions_when_nothing_matches(rulebooks) -> None:
    check_suggestions_when_nothing_matches()


def test_snippets_are_escaped(rulebooks) -> None:
    check_snippets_are_escaped()


def test_lone_surrogates_are_unreadable_characters(rulebooks) -> None:
    check_lone_surrogates_are_unreadable_characters()


def test_api_shape(rulebooks, client) -> None:
    check_api_shape(client)


def test_recall_matches_reference(rulebooks) -> None:
    check_recall_matches_reference()


def test_relevance_stays_above_its_floors(rulebooks) -> None:
    check_relevance_floors()


def test_situations_stay_above_their_floors(rulebooks) -> None:
    check_situation_floors()


def test_term_statistics_are_the_index_counts(rulebooks) -> None:
    check_term_statistics_are_the_index_counts()
