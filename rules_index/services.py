"""Rules search as the site serves it: the one pipeline, over the database store.

How a query is answered (the pure steps are :mod:`rules_index.search`'s, the corpus steps the store's):

1. **Numbers** — :func:`~rules_index.search.parse_number_query`; the store returns the few clauses whose
   number starts with the canonical number (or has it as an alias), and
   :func:`~rules_index.search.lookup_number` picks among them (exact clause first, hinted document
   first, then the family).
2. **Words** — :func:`~rules_index.search.hints_for` reads which rulebook the query names or whose
   defined terms it uses, and :func:`~rules_index.search.concepts_for` turns the rest into concepts
   (Sudachi words, bigrams, glossary rewriting of English). The store counts each term's document
   frequency, then retrieves the top :data:`CANDIDATES` clauses matching any of their terms, ranked by
   the database with idf and field weights (FTS5 ``bm25()`` on SQLite; on PostgreSQL the sum over
   terms of :func:`~rules_index.search.term_weights` × ``ts_rank``).
3. **Scoring** — :func:`~rules_index.search.rank` orders the candidates with the corpus-wide document
   frequencies and average field lengths from the store, so each candidate gets exactly the score it
   would get among all clauses (BM25F, concept coverage, definition/heading/glossary boosts,
   example-only demotion); :func:`~rules_index.search.hit_for` makes the hits.

A fully database-scored ranking was not attempted: coverage of concepts (each with alternatives of
whole words or most of their bigrams) and the definition boosts do not map onto ``bm25()`` or
``ts_rank``. The only way the order can differ from scoring every clause is a clause the database
ranks below :data:`CANDIDATES`; ``python -m bench.relevance_db`` measures that on the relevance set
against the in-memory oracle (``tests/search_oracle.py``), which runs the same scoring over every clause.

Per process, only small per-generation data is cached (clause count, average lengths, the glossary, the
dictionary's synonym groups among the rules' words, JMdict's English table of them, every term's and
prefix's document frequency: :func:`~rules_index.store.term_statistics`, on SQLite from the FTS5 index's
own vocabulary); a generation is the set of current versions, checked by one query per search, together
with the search-cache epoch (:mod:`rules_index.search_cache`): an import can rewrite the search rows
without changing the set of current versions (a version put back, typos given their readings), and a
search while it does so must not keep what it read from half-written rows; the import's new epoch,
started once its rows are written, has the next search build the data again. Bounded
caches help repeated work: the candidates loaded (:func:`~rules_index.store.load_clauses`, up to 4,096
clauses, the whole corpus today; emptied on a new generation, each with its sentences once made), the Sudachi forms of the last few
hundred snippet texts, and the normalised form of a few thousand Sudachi words (per word, not per query).
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import sqlite3
import threading
import time
from dataclasses import dataclass, replace
from pathlib import Path

from django.conf import settings
from django.db import connection

from . import search_cache
from .models import Document
from .search import (
    BIGRAMS,
    CorpusStatistics,
    EnglishDictionary,
    Glossary,
    Hit,
    LazyEnglishDictionary,
    SynonymIndex,
    build_dictionary,
    build_synonyms,
    concepts_for,
    hints_for,
    hit_for,
    hits_for,
    jmdict_path,
    lookup_number,
    parse_number_query,
    rank,
    read_jmdict,
    term_keys,
    term_weights,
)
from .store import (
    candidate_ids,
    clause_texts,
    corpus_stats,
    document_frequencies,
    forget_clauses,
    holds_all,
    load_clauses,
    number_candidates,
    suggestion_titles,
    term_statistics,
)

# How many clauses the database hands to the scorer, on either database. The relevance set reaches the
# oracle's recall well below this; the margin covers queries whose best clause the first pass ranks lower.
# PostgreSQL needed 200 while its first pass was one ts_rank over the whole query (no idf: a common
# bigram counted as much as a rare word); ranked by the scorer's own per-term weights
# (:func:`~rules_index.search.term_weights`), 60 give the same recall@5 as SQLite on every relevance set.
CANDIDATES = 60
# Below this share of the query's informative weight, the best hit is only a partial match.
WEAK_COVERAGE = 0.4

_lock = threading.Lock()
_cached: _Corpus | None = None
_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class SearchResult:
    hits: list[Hit]
    took_ms: float
    suggestions: list[str]
    # No hit matches the query well: the hits are partial matches and the page says so.
    weak: bool = False


@dataclass(frozen=True)
class _Corpus:
    """What one generation of current versions shares between searches (all of it small)."""

    generation: tuple[tuple[str, int], ...]
    epoch: str  # the search-cache epoch it was built in: every import starts a new one
    stats: CorpusStatistics  # without document frequencies: those are per query
    glossary: Glossary
    term_df: dict[tuple[str, str], int] | None = None  # every stored term's document frequency
    synonyms: SynonymIndex | None = None  # the dictionary's synonym groups among the rules' words
    english: EnglishDictionary | None = None  # JMdict's English glosses of the rules' words


def _generation() -> tuple[tuple[str, int], ...]:
    # Raw SQL: this runs on every search, and the ORM's query building cost more than the query.
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT slug, current_version_id FROM {Document._meta.db_table}"
            " WHERE current_version_id IS NOT NULL ORDER BY position, slug"
        )
        return tuple((slug, int(version)) for slug, version in cursor.fetchall())


def current_corpus(epoch: str | None = None) -> _Corpus:
    """The per-generation data for the current versions, built again for a new generation or a new
    search-cache epoch (``epoch``, when the caller has read it already)."""
    global _cached
    # Read before the rows: a search that reads rows an import is rewriting keeps what it built under
    # the epoch the import replaces when it is done (import_document), so the next search builds again.
    token = search_cache.epoch() if epoch is None else epoch
    generation = _generation()
    cached = _cached
    if cached is not None and cached.generation == generation and cached.epoch == token:
        return cached
    with _lock:
        if _cached is not None and _cached.generation == generation and _cached.epoch == token:
            return _cached
        forget_clauses()
        stats = corpus_stats(tuple(slug for slug, _ in generation))
        # The synonym index reads every current clause once (a Sudachi pass over the rulebooks).
        synonyms = build_synonyms(clause_texts())
        words = synonyms.words
        english = LazyEnglishDictionary(lambda: english_dictionary(words))
        _cached = _Corpus(generation, token, stats, Glossary.load(), term_statistics(), synonyms, english)
        return _cached


# Bump when what english_dictionary builds changes, so that no process reads a table of the old form.
_DICTIONARY_FORMAT = 3  # 3: English keys fold irregular past forms (glossary.IRREGULAR_FORMS)


def english_dictionary(vocabulary: frozenset[str], path: Path | None = None) -> EnglishDictionary:
    """JMdict's English → the rules' words (:func:`~rules_index.search.build_dictionary`), empty when
    the package is not installed.

    Reading the 300 MB database takes a second or more, so the table is kept in ``VAR_DIR/search/``
    under a hash of the vocabulary and the database: ``import_rulebooks`` builds it at setup, and a
    process of the site reads about 100 kB. The table derives from JMdict (CC BY-SA): it is built on
    each machine, never committed. A database that cannot be read gives no table, never a failed search.
    """
    path = path or jmdict_path()
    if path is None or not vocabulary:
        return EnglishDictionary.empty()
    source = f"{_DICTIONARY_FORMAT}\n{path.stat().st_size}\n" + "\n".join(sorted(vocabulary))
    digest = hashlib.sha256(source.encode()).hexdigest()[:16]
    cache = Path(settings.VAR_DIR) / "search" / f"english-{digest}.json"
    try:
        stored = json.loads(cache.read_text(encoding="utf-8"))
        return EnglishDictionary({k: tuple(v) for k, v in stored.items()})
    except (OSError, ValueError, AttributeError):
        pass
    try:
        built = build_dictionary(read_jmdict(path, vocabulary), vocabulary)
    except sqlite3.Error as error:
        # Said, not raised: the search still answers, only without English translations, and an operator
        # sees why in the log (a damaged or half-installed jamdict-data).
        _log.warning("JMdict at %s cannot be read (%s): no English table", path, error)
        return EnglishDictionary.empty()
    try:
        cache.parent.mkdir(parents=True, exist_ok=True)
        partial = cache.with_suffix(f".{os.getpid()}.tmp")
        partial.write_text(json.dumps(dict(built.words), ensure_ascii=False), encoding="utf-8")
        partial.replace(cache)  # atomic: another process never reads half a table
        # Tables of earlier rulebook texts are not read again (a generation never goes back).
        for stale in cache.parent.glob("english-*.json"):
            if stale != cache:
                stale.unlink(missing_ok=True)
    except OSError as error:
        # A read-only VAR_DIR costs the build again in every new process (seconds on its first search).
        _log.warning("English table not kept in %s (%s): each process builds it again", cache.parent, error)
    return built


def _co_occur(grams: tuple[str, ...]) -> bool:
    # Answered by the full-text index instead of holding postings in memory.
    return holds_all(BIGRAMS, grams)


def _search_numbers(corpus: _Corpus, query: str, document: str | None, limit: int) -> list[Hit]:
    numbers = parse_number_query(query)
    if not numbers:
        return []
    if document and any(q.only_document and q.document != document for q in numbers):
        # A reference that names its rulebook (rebirth:8.4.3) beats the scope of the page it was typed on.
        document = None
    clauses = number_candidates(q.number for q in numbers)
    found = lookup_number(clauses, numbers, corpus.stats.documents, document)
    return [hit_for(s) for s in found[:limit]]


def _search_words(corpus: _Corpus, query: str, document: str | None, limit: int) -> list[Hit]:
    hints = hints_for(query, corpus.glossary)
    concepts = concepts_for(
        hints.query, corpus.glossary, _co_occur, document, corpus.synonyms, corpus.english
    )
    depth = CANDIDATES
    # Document frequencies first: the first pass weighs each term by its idf (on PostgreSQL, whose
    # ts_rank has none; FTS5's bm25() has its own).
    stats = corpus.stats.with_frequencies(document_frequencies(term_keys(concepts), corpus.term_df))
    weights = term_weights(concepts, stats)
    groups = [(c.words, c.bigrams) for c in concepts]
    ids = candidate_ids(groups, document, depth, weights)
    if document is None:
        # A named game's clauses are preferred by the scorer: make sure its best ones reach it even
        # when the other rulebooks fill the first pass.
        for named in sorted(hints.named):
            ids = list(dict.fromkeys([*ids, *candidate_ids(groups, named, depth // 2, weights)]))
    if not ids:
        return []
    ranked = rank(load_clauses(ids), concepts, stats, corpus.glossary, document, hints)
    # Snippets cost a Sudachi pass each, so they are made only for the hits returned.
    return hits_for(ranked[:limit], concepts)


def is_weak(hits: list[Hit]) -> bool:
    """Even the best word match covers little of what the query asks about."""
    return bool(hits) and hits[0].match == "text" and max(h.coverage for h in hits) < WEAK_COVERAGE


_SURROGATE_RE = re.compile("[\ud800-\udfff]")


def readable(text: str) -> str:
    """``text`` with each lone surrogate (half of a UTF-16 pair, which JSON's ``\\ud800`` can carry into a
    dispute's description) as U+FFFD, an unreadable character: Sudachi and the database take UTF-8,
    which has no form for one."""
    return _SURROGATE_RE.sub("\ufffd", text)


def _make_snippets(hits: list[Hit]) -> bool:
    """Make the snippets of ``hits`` not made yet; True if any was."""
    fresh = False
    for hit in hits:
        if hit.made is None:
            hit.snippet  # noqa: B018 (made and kept on the hit)
            fresh = True
    return fresh


def search(
    query: str, document: str | None = None, limit: int = 10, snippets: int | None = None
) -> SearchResult:
    """Hits for ``query`` (a clause number, Japanese or English words), best first; ``document``
    restricts to one rulebook slug. With no hit, or only weak ones (``weak``), ``suggestions`` says what
    the judge may have meant.

    ``snippets`` is how many of the first hits the caller shows (all when ``None``): their snippets are
    made before the result is cached, so a cached result shows them without a Sudachi pass; the others
    make theirs when read. A cached result asked for more snippets than it holds is stored again with
    them.

    Results are cached per (query, document, limit, index version): see :mod:`rules_index.search_cache`.
    """
    started = time.perf_counter()
    document = document or None
    query = readable(query)
    if not query.strip():
        return SearchResult([], (time.perf_counter() - started) * 1000, [], False)
    # A hit touches no database: the epoch is the index version (every import starts a new one).
    token = search_cache.epoch()
    name = search_cache.key(token, query, document, limit) if token else ""
    cached = search_cache.get(name) if name else None
    if isinstance(cached, SearchResult):
        if _make_snippets(cached.hits[:snippets]):
            search_cache.put(name, cached)
        return replace(cached, took_ms=(time.perf_counter() - started) * 1000)
    corpus = current_corpus(token)
    hits = _search_numbers(corpus, query, document, limit) or _search_words(corpus, query, document, limit)
    weak = is_weak(hits)
    suggestions: list[str] = []
    if not hits or weak:
        suggestions = corpus.glossary.suggest(query, extra=suggestion_titles(query))
    result = SearchResult(hits, (time.perf_counter() - started) * 1000, suggestions, weak)
    if name:
        _make_snippets(hits[:snippets])
        search_cache.put(name, result)
    return result
