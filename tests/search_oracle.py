"""An in-memory rules index over parsed documents: the test oracle of rules search.

It runs the same pipeline as the site (:func:`rules_index.services.search`) — concepts from
:func:`~rules_index.search.concepts_for`, scores from :func:`~rules_index.search.rank` and
:func:`~rules_index.search.lookup_number`, hits from :func:`~rules_index.search.hit_for` — but holds the
whole corpus in memory and scores *every* clause that matches a query term, where the site scores only
the candidates the database ranks first. Comparing the two (``tests/site/test_search_store.py``,
``python -m bench.relevance_db``) therefore measures exactly what the database's candidate cut costs,
and unit tests can check ranking on a few hand-written clauses without a database.

This is not a production path: nothing under ``rules_index/`` imports it.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from rules_index.parsers.base import ParsedDocument
from rules_index.search import (
    BIGRAMS,
    CONTEXT,
    ClauseDoc,
    Concept,
    CorpusStatistics,
    EnglishDictionary,
    Glossary,
    Hit,
    average_lengths,
    concepts_for,
    contexts_of,
    hints_for,
    hit_for,
    lookup_number,
    parse_number_query,
    rank,
    term_keys,
)
from rules_index.search import synonyms as synonym_index
from rules_index.search.dictionary import build as build_dictionary
from rules_index.search.dictionary import jmdict_path, read_jmdict


class ReferenceIndex:
    """Every clause of some parsed documents, with postings to find the ones a query term matches."""

    def __init__(
        self,
        documents: Iterable[ParsedDocument],
        glossary: Glossary | None = None,
        english: bool = False,
    ) -> None:
        self.glossary = glossary or Glossary.empty()
        self.docs: list[ClauseDoc] = []
        slugs: list[str] = []
        for parsed in documents:
            slugs.append(parsed.slug)
            contexts = contexts_of(parsed.clauses)
            self.docs.extend(
                ClauseDoc.from_record(parsed.slug, order, r, contexts[order])
                for order, r in enumerate(parsed.clauses)
            )
        # (layer, term) → ids of the clauses holding it, any field.
        self.postings: dict[tuple[str, str], set[int]] = defaultdict(set)
        for doc_id, doc in enumerate(self.docs):
            for (layer, name), counts in doc.counts.items():
                if name == CONTEXT:
                    continue  # as the store's full-text index: a clause is found by its own words
                for term in counts.distinct():
                    self.postings[(layer, term)].add(doc_id)
        # One-character terms are prefix queries on the bigram layer (see analysis.bigrams).
        self._by_first_char: dict[str, list[str]] = defaultdict(list)
        for layer, term in self.postings:
            if layer == BIGRAMS:
                self._by_first_char[term[0]].append(term)
        self.stats = CorpusStatistics(tuple(slugs), len(self.docs), average_lengths(self.docs))
        # The dictionary's synonyms among this corpus's words, as the site builds them per generation.
        self.synonyms = synonym_index.build(t for d in self.docs for t in d.fields_text.values())
        # With ``english``, JMdict's English → this corpus's words, as the site builds it per generation
        # (when the jamdict-data package is installed).
        self.english: EnglishDictionary | None = None
        path = jmdict_path() if english else None
        if path is not None:
            self.english = build_dictionary(read_jmdict(path, self.synonyms.words), self.synonyms.words)

    @classmethod
    def build(
        cls,
        documents: Iterable[ParsedDocument],
        glossary: Glossary | None = None,
        english: bool = False,
    ) -> ReferenceIndex:
        return cls(documents, glossary, english)

    def matching(self, layer: str, term: str) -> set[int]:
        """Ids of the clauses holding ``term`` (on the bigram layer a one-character term is a prefix)."""
        if layer == BIGRAMS and len(term) == 1:
            return set().union(*(self.postings[(layer, t)] for t in self._by_first_char.get(term, [])))
        return self.postings.get((layer, term), set())

    def co_occur(self, grams: tuple[str, ...]) -> bool:
        """Whether some clause holds every one of ``grams`` (the store's ``holds_all`` on the bigram layer)."""
        common: set[int] | None = None
        for t in grams:
            ids = self.matching(BIGRAMS, t)
            common = set(ids) if common is None else common & ids
            if not common:
                return False
        return common is not None

    def concepts(self, query: str, document: str | None = None) -> list[Concept]:
        return concepts_for(query, self.glossary, self.co_occur, document, self.synonyms, self.english)

    def search(self, query: str, document: str | None = None, limit: int = 10) -> list[Hit]:
        """Hits for ``query``, best first; ``document`` restricts to one rulebook slug."""
        if not query.strip():
            return []
        numbers = parse_number_query(query)
        if numbers:
            found = lookup_number(self.docs, numbers, self.stats.documents, document)
            if found:
                return [hit_for(s) for s in found[:limit]]
        hints = hints_for(query, self.glossary)
        concepts = self.concepts(hints.query, document)
        keys = term_keys(concepts)
        matching = {key: self.matching(*key) for key in keys}
        stats = self.stats.with_frequencies({key: len(ids) for key, ids in matching.items()})
        candidates = sorted(set().union(*matching.values())) if matching else []
        ranked = rank((self.docs[i] for i in candidates), concepts, stats, self.glossary, document, hints)
        return [hit_for(s, concepts) for s in ranked[:limit]]

    def suggest(self, query: str, limit: int = 5) -> list[str]:
        """Glossary terms and heading titles near ``query``, for a search with no result."""
        titles = {d.record.title for d in self.docs if d.record.title}
        return self.glossary.suggest(query, limit, extra=sorted(titles))
