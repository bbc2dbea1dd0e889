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
from collections import Counter
from dataclasses import dataclass

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
    load_clauses,
    number_candidates,
    suggestion_titles,
)

# How many clauses the database hands to the re-ranker. The relevance set reaches the reference's
# recall well below this; the margin covers queries whose best clause bm25 ranks lower.
CANDIDATES = 200

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
        base = SearchIndex(glossary)
        base._finish()  # builds the glossary's defining-clause map (and empty length tables)
        _cached = _Corpus(generation, corpus_stats(), glossary, base)
        return _cached


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
        self._by_first_char: dict[str, list[str]] = {}
        self.docs.extend(_stored_doc(clause) for clause in clauses)

    def _expand(self, layer: str, term: str) -> list[str]:
        # The ranker's prefix rule for one character, over the candidates' bigrams, found only when asked.
        if layer != "b" or len(term) != 1:
            return [term]
        found = self._by_first_char.get(term)
        if found is None:
            found = sorted(
                {t for d in self.docs for name in FIELDS for t in d.tf[("b", name)] if t[0] == term}
            )
            self._by_first_char[term] = found
        return found

    def _postings(self, layer: str, term: str) -> set[int]:
        # Computed per query term rather than for every term of every candidate: far fewer lookups.
        expanded = self._expand(layer, term)
        return {
            i
            for i, doc in enumerate(self.docs)
            if any(t in doc.tf[(layer, name)] for name in FIELDS for t in expanded)
        }

    def _idf(self, layer: str, term: str) -> float:
        # The ranker's IDF, with the corpus-wide document frequency instead of the candidates' own.
        df = self._df.get((layer, term), 0)
        if df == 0:
            return 0.0
        n = self._clauses_total
        return math.log(1 + (n - df + 0.5) / (df + 0.5))


def _stored_doc(clause: StoredClause) -> _ranker._Doc:
    record = clause.record
    tf: dict[tuple[str, str], Counter[str]] = {}
    lengths: dict[tuple[str, str], int] = {}
    for name in FIELDS:
        for layer in LAYERS:
            terms = clause.columns.get(f"{name}_{layer}", "").split()
            tf[(LAYER_CODES[layer], name)] = Counter(terms)
            lengths[(LAYER_CODES[layer], name)] = len(terms)
    return _ranker._Doc(
        document=clause.document,
        record=record,
        order=clause.position,
        lengths=lengths,
        tf=tf,
        is_definition=bool(_ranker._DEFINITION_RE.search(normalise(record.text[:80]))),
        fields_text=_ranker._field_texts(record),
    )


def _query_terms(concepts: list[_ranker._Concept]) -> tuple[list[str], list[str]]:
    words: dict[str, None] = {}
    grams: dict[str, None] = {}
    for concept in concepts:
        for alt in concept.alternatives:
            words.update(dict.fromkeys(alt.words))
            grams.update(dict.fromkeys(alt.bigrams))
    return list(words), list(grams)


def _search_numbers(corpus: _Corpus, query: str, document: str | None, limit: int) -> list[Hit]:
    numbers = parse_number_query(query)
    if not numbers:
        return []
    clauses = number_candidates(q.number for q in numbers)
    index = _CandidateIndex(corpus, clauses, {})
    return index.lookup_number(numbers, document)[:limit]


def _search_words(corpus: _Corpus, query: str, document: str | None, limit: int) -> list[Hit]:
    concepts = [c for c in corpus.base.concepts(query, document) if c.alternatives]
    words, grams = _query_terms(concepts)
    ids = candidate_ids(words, grams, document, CANDIDATES)
    if not ids:
        return []
    df = document_frequencies([("w", t) for t in words] + [("b", t) for t in grams])
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
