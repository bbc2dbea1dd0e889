"""The rules search as the site serves it: candidates from the database store, order from the reference ranker.

How a query is answered (the in-memory :class:`~rules_index.search.SearchIndex` stays the reference):

1. **Numbers** — :func:`~rules_index.search.parse_number_query`; the store returns the few clauses whose
   number starts with the canonical number (or has it as an alias), and ``SearchIndex.lookup_number``
   applies its rules to them (exact clause first, hinted document first, then the family).
2. **Words** — the query becomes the ranker's concepts (Sudachi words, bigrams, glossary rewriting of
   English). The store retrieves the top :data:`CANDIDATES` clauses matching any of their terms, ranked
   by the database (FTS5 ``bm25()`` on SQLite, ``ts_rank`` on PostgreSQL, both field-weighted), and
   counts each term's document frequency through the same index.
3. **Re-ranking** — the candidates are **re-ranked with the pure scorer**: a :class:`_CandidateIndex`
   holds only the candidates, but uses the corpus-wide document frequencies and average field lengths
   from the store, so each candidate gets exactly the score the full in-memory index would give it
   (BM25F, concept coverage, definition/heading/glossary boosts, example-only demotion).

A fully database-scored ranking was not attempted: coverage of concepts (each with alternatives of
whole words or most of their bigrams) and the definition boosts do not map onto ``bm25()`` or
``ts_rank``. The only way the result can differ from the reference is a clause the database ranks
below :data:`CANDIDATES`; ``python -m bench.relevance_db`` measures that on the relevance set.

Per process, only small per-generation data is cached (clause count, average lengths, the glossary,
heading titles on SQLite); a generation is the set of current versions, checked by one query per search.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from django.db import connection

from .models import Document
from .search import Glossary, Hit, SearchIndex, normalise, parse_number_query
from .search import ranker as _ranker
from .search_models import FIELDS, LAYERS
from .search_store import (
    LAYER_CODES,
    CorpusStats,
    StoredClause,
    candidate_ids,
    corpus_stats,
    document_frequencies,
    holds_all,
    load_clauses,
    number_candidates,
    suggestion_titles,
    term_statistics,
)

# How many clauses the database hands to the re-ranker. The relevance set reaches the reference's
# recall well below this; the margin covers queries whose best clause bm25 ranks lower.
CANDIDATES = 60
# ts_rank has no IDF, so on PostgreSQL a rare query word counts no more than a common one in the first
# pass: it needs a deeper candidate list for the same recall (130 already changed one top-5 list of the
# relevance set, 60 changed nine). The price is re-ranking time: bench.search_bench_pg measures it.
CANDIDATES_POSTGRES = 200

_lock = threading.Lock()
_cached: _Corpus | None = None


@dataclass(frozen=True)
class SearchResult:
    hits: list[Hit]
    took_ms: float
    suggestions: list[str]


@dataclass
class _Corpus:
    """What one generation of current versions shares between searches (all of it small)."""

    generation: tuple[tuple[str, int], ...]
    stats: CorpusStats
    glossary: Glossary
    base: SearchIndex  # empty: turns queries into concepts, holds the glossary's defining clauses
    term_df: dict[tuple[str, str], int] | None = None  # PostgreSQL: every term's document frequency

    @property
    def documents(self) -> list[str]:
        return [slug for slug, _ in self.generation]


def _generation() -> tuple[tuple[str, int], ...]:
    return tuple(
        Document.objects.filter(current_version__isnull=False)
        .order_by("position", "slug")
        .values_list("slug", "current_version_id")
    )


def current_corpus() -> _Corpus:
    global _cached
    generation = _generation()
    cached = _cached
    if cached is not None and cached.generation == generation:
        return cached
    with _lock:
        if _cached is not None and _cached.generation == generation:
            return _cached
        glossary = Glossary.load()
        base = _StoreConcepts(glossary)
        base._finish()  # builds the glossary's defining-clause map (and empty length tables)
        _cached = _Corpus(generation, corpus_stats(), glossary, base, term_statistics())
        return _cached


class _StoreConcepts(SearchIndex):
    """An empty SearchIndex that turns queries into concepts, asking the store what it would ask its postings."""

    def _co_occur(self, grams: tuple[str, ...]) -> bool:
        # Same rule as the ranker (whole pairs only, all in one clause), answered by the full-text index.
        if not grams or any(len(t) != 2 for t in grams):
            return False
        return holds_all("b", grams)


class _CandidateIndex(SearchIndex):
    """A SearchIndex over the candidate clauses only, scoring with corpus-wide statistics.

    Relies on the ranker's internals (``_Doc``, ``_field_texts``, ``_rank``, ``_expand``, ``_postings``,
    ``_idf``): reusing them keeps one definition of the ranking; ``tests/site/test_search_store.py``
    compares this path with the full in-memory index so that a change there cannot drift silently.
    """

    def __init__(self, corpus: _Corpus, clauses: list[StoredClause], df: dict[tuple[str, str], int]) -> None:
        super().__init__(corpus.glossary)
        self.documents = corpus.documents
        self.avg_len = corpus.stats.avg_len
        self._glossary_clauses = corpus.base._glossary_clauses
        self._clauses_total = corpus.stats.clauses
        self._df = df
        self.docs.extend(_stored_doc(clause) for clause in clauses)
        # Per candidate and layer, all four fields' terms in one string: one substring test rules out
        # most candidates for a term before any per-field count (the profile's top cost with 200
        # candidates on PostgreSQL). A substring hit is only a hint; the counts decide.
        self._layer_text = [
            {
                code: " ".join(clause.columns.get(f"{name}_{layer}", "") for name in FIELDS)
                for layer, code in LAYER_CODES.items()
            }
            for clause in clauses
        ]

    def _expand(self, layer: str, term: str) -> list[str]:
        # The prefix rule for one character is applied by _TermCounts itself (and by the store's
        # prefix queries for document frequency), so a query term stays one term here.
        return [term]

    def _postings(self, layer: str, term: str) -> set[int]:
        return {
            i
            for i, (doc, text) in enumerate(zip(self.docs, self._layer_text, strict=True))
            if term in text[layer] and any(term in doc.tf[(layer, name)] for name in FIELDS)
        }

    def _idf(self, layer: str, term: str) -> float:
        # The ranker's IDF, with the corpus-wide document frequency instead of the candidates' own.
        df = self._df.get((layer, term), 0)
        if df == 0:
            return 0.0
        n = self._clauses_total
        return math.log(1 + (n - df + 0.5) / (df + 0.5))


class _TermCounts(Mapping[str, int]):
    """Term counts of one stored column, counted only for the terms a query asks about.

    The ranker reads a clause's counts through ``.get(term, 0)``; building a full ``Counter`` for every
    field of every candidate cost more than the scoring itself. A substring test on the raw column
    answers most lookups (the term is absent) without splitting it at all.

    On the bigram layer a one-character key counts every stored term that starts with it: that is the
    ranker's prefix rule (``SearchIndex._expand``) answered in one pass over the column.
    """

    __slots__ = ("_counts", "_prefix", "_terms", "_text")

    def __init__(self, text: str, prefix: bool) -> None:
        self._text = text
        self._prefix = prefix
        self._terms: list[str] | None = None
        self._counts: dict[str, int] = {}

    def _list(self) -> list[str]:
        if self._terms is None:
            self._terms = self._text.split()
        return self._terms

    def get(self, term: str, default: int = 0) -> int:  # type: ignore[override]
        if term not in self._text:
            return default
        count = self._counts.get(term)
        if count is None:
            if self._prefix and len(term) == 1:
                # " x" cannot overlap itself, so str.count finds every term starting with x.
                count = (" " + self._text).count(" " + term)
            else:
                count = self._list().count(term)
            self._counts[term] = count
        return count or default

    def __getitem__(self, term: str) -> int:
        count = self.get(term, 0)
        if not count:
            raise KeyError(term)
        return count

    def __contains__(self, term: object) -> bool:
        return isinstance(term, str) and self.get(term, 0) > 0

    def __iter__(self) -> Iterator[str]:
        return iter(dict.fromkeys(self._list()))

    def __len__(self) -> int:
        return len(set(self._list()))


def _stored_doc(clause: StoredClause) -> _ranker._Doc:
    record = clause.record
    tf: dict[tuple[str, str], Mapping[str, int]] = {}
    lengths: dict[tuple[str, str], int] = {}
    for name in FIELDS:
        for layer in LAYERS:
            text = clause.columns.get(f"{name}_{layer}", "")
            tf[(LAYER_CODES[layer], name)] = _TermCounts(text, prefix=layer == "bigrams")
            # Terms never contain a space: the count of terms is one more than the count of spaces.
            lengths[(LAYER_CODES[layer], name)] = text.count(" ") + 1 if text else 0
    return _ranker._Doc(
        document=clause.document,
        record=record,
        order=clause.position,
        lengths=lengths,
        tf=tf,  # type: ignore[arg-type]  # read-only use by the ranker: .get and membership
        is_definition=bool(_ranker._DEFINITION_RE.search(normalise(record.text[:80]))),
        fields_text=_ranker._field_texts(record),
    )


def _query_terms(concepts: list[_ranker._Concept]) -> list[tuple[list[str], list[str]]]:
    """Per concept, the words and bigrams of all its alternatives (what the store searches for)."""
    out = []
    for concept in concepts:
        words = list(dict.fromkeys(t for alt in concept.alternatives for t in alt.words))
        grams = list(dict.fromkeys(t for alt in concept.alternatives for t in alt.bigrams))
        out.append((words, grams))
    return out


def _search_numbers(corpus: _Corpus, query: str, document: str | None, limit: int) -> list[Hit]:
    numbers = parse_number_query(query)
    if not numbers:
        return []
    clauses = number_candidates(q.number for q in numbers)
    index = _CandidateIndex(corpus, clauses, {})
    return index.lookup_number(numbers, document)[:limit]


def _search_words(corpus: _Corpus, query: str, document: str | None, limit: int) -> list[Hit]:
    concepts = [c for c in corpus.base.concepts(query, document) if c.alternatives]
    terms = _query_terms(concepts)
    depth = CANDIDATES_POSTGRES if connection.vendor == "postgresql" else CANDIDATES
    ids = candidate_ids(terms, document, depth)
    if not ids:
        return []
    df = document_frequencies(
        [("w", t) for w, _ in terms for t in w] + [("b", t) for _, b in terms for t in b], corpus.term_df
    )
    index = _CandidateIndex(corpus, load_clauses(ids), df)
    ranked = index._rank(concepts, document)[:limit]
    return [index._hit(index.docs[i], score, concepts, "text") for score, i in ranked]


def search(query: str, document: str | None = None, limit: int = 10) -> SearchResult:
    started = time.perf_counter()
    document = document or None
    hits: list[Hit] = []
    suggestions: list[str] = []
    if query.strip():
        corpus = current_corpus()
        hits = _search_numbers(corpus, query, document, limit) or _search_words(
            corpus, query, document, limit
        )
        if not hits:
            suggestions = corpus.glossary.suggest(query, extra=suggestion_titles(query))
    return SearchResult(hits, (time.perf_counter() - started) * 1000, suggestions)
