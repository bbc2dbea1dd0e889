"""A query as concepts: the units the scorer matches clauses against.

Each content word of the query (a :class:`.analysis.QueryGroup`) is one :class:`Concept`, and so is
each English phrase the glossary rewrites into Japanese. A concept can be satisfied in several ways
(:class:`Alternative`): the word typed, its finer parts, or a general equivalent wording (同じ → 同一),
which scores :data:`EQUIVALENT_WEIGHT` of the word typed.

Adjacent nouns the tokenizer split into a one-character piece (山札 → 山 + 札) are joined into one
concept when the rulebooks use the compound; whether they do is a question about the corpus, so the
caller answers it (:data:`CoOccur`): the database store with its full-text index, an in-memory index
with its postings.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from .analysis import QueryGroup, normalise, query_bigrams, query_terms
from .fields import BIGRAMS, WORDS
from .glossary import Expansion, Glossary, Term, english_key

# An equivalent wording (同一 for 同じ) is evidence of the concept, but weaker than the word typed:
# a clause using the judge's own word should win when everything else is equal.
EQUIVALENT_WEIGHT = 0.7

CoOccur = Callable[[tuple[str, ...]], bool]
"""Whether some clause of the corpus holds every one of the given bigrams (whole pairs, any fields)."""


@dataclass(frozen=True)
class Alternative:
    """One way to satisfy a concept: all of ``words`` (mean score) and the ``bigrams`` (mean).

    ``weight`` scales what the alternative scores: 1 for the query's own word, less for an
    equivalent wording.
    """

    words: tuple[str, ...]
    bigrams: tuple[str, ...]
    weight: float = 1.0


@dataclass
class Concept:
    """One thing the query asks about; a clause's score sums its concepts (see :mod:`.scoring`)."""

    surface: str
    alternatives: list[Alternative]
    needles: set[str] = field(default_factory=set)  # normalised strings to mark in snippets
    terms: tuple[Term, ...] = ()  # glossary terms behind an English concept
    weight: float = 1.0  # QUESTION_WEIGHT for a question word (score and coverage)

    @property
    def words(self) -> list[str]:
        """Every word of every alternative, once each (what a store searches the words layer for)."""
        return list(dict.fromkeys(t for alt in self.alternatives for t in alt.words))

    @property
    def bigrams(self) -> list[str]:
        """Every bigram of every alternative, once each; a one-character bigram is a prefix."""
        return list(dict.fromkeys(t for alt in self.alternatives for t in alt.bigrams))


def concepts_for(
    query: str, glossary: Glossary, co_occur: CoOccur, document: str | None = None
) -> list[Concept]:
    """The query as concepts: Japanese words, and English phrases rewritten by the glossary.

    ``document`` limits the glossary to that rulebook's terms (and the core vocabulary). Concepts with
    nothing to search for (an English phrase whose Japanese has no usable term) are left out.
    """
    expansions = glossary.expand_english(query, document)
    covered = {w for e in expansions for w in english_key(e.english)}
    groups = [
        g
        for g in query_terms(query).groups
        # An ASCII word the glossary already turned into Japanese is not searched twice.
        if not (g.surface.isascii() and set(english_key(g.surface)) <= covered and covered)
    ]
    concepts = _concepts_from_groups(_join_split_nouns(groups, co_occur))
    concepts.extend(_english_concept(e) for e in expansions)
    return [c for c in concepts if c.alternatives]


def term_keys(concepts: Iterable[Concept]) -> list[tuple[str, str]]:
    """Every (layer, term) the concepts look for: the keys whose document frequencies scoring needs."""
    concepts = list(concepts)
    keys = [(WORDS, t) for c in concepts for t in c.words] + [
        (BIGRAMS, t) for c in concepts for t in c.bigrams
    ]
    return list(dict.fromkeys(keys))


def _concepts_from_groups(groups: Iterable[QueryGroup]) -> list[Concept]:
    out = []
    for g in groups:
        alts = []
        if g.words:
            alts.append(Alternative(g.words, g.bigrams))
        if g.parts:
            alts.append(Alternative(g.parts, g.part_bigrams))
        alts.extend(Alternative(e.words, e.bigrams, EQUIVALENT_WEIGHT) for e in g.equivalents)
        out.append(Concept(g.surface, alts, {normalise(g.surface), *g.words, *g.parts}, weight=g.weight))
    return out


def _join_split_nouns(groups: Sequence[QueryGroup], co_occur: CoOccur) -> list[QueryGroup]:
    """Adjacent nouns typed as one word, joined again when the rulebooks use the compound.

    Sudachi's dictionary lacks many game compounds and reads them as ordinary nouns, sometimes
    down to single characters (山札 → 山 + 札). A one-character noun is rarely what a judge
    means on its own, and as a concept of its own it matches every 札 (捨て札) and 山. When the
    compound occurs in the corpus (all its character pairs in at least one common clause), the
    pieces become one concept that needs the pieces together; otherwise they stay apart.
    """
    out: list[QueryGroup] = []
    for g in groups:
        prev = out[-1] if out else None
        if (
            prev is not None
            and prev.pos == g.pos == "名詞"
            and prev.end == g.start >= 0
            and min(len(prev.surface), len(g.surface)) == 1
            and prev.words
            and g.words
            and not prev.equivalents
            and not g.equivalents
        ):
            surface = prev.surface + g.surface
            grams = tuple(dict.fromkeys(query_bigrams(surface)))
            # Only whole pairs can be asked about: a one-character term is a prefix, not a pair.
            if grams and all(len(t) == 2 for t in grams) and co_occur(grams):
                out[-1] = QueryGroup(
                    surface,
                    (*prev.words, *g.words),
                    (),
                    grams,
                    (),
                    min(prev.weight, g.weight),
                    (),
                    prev.start,
                    g.end,
                    "名詞",
                )
                continue
        out.append(g)
    return out


def _english_concept(expansion: Expansion) -> Concept:
    alts = []
    needles = set()
    for japanese in expansion.japanese:
        groups = query_terms(japanese).groups
        words = tuple(w for g in groups for w in g.words) or tuple(p for g in groups for p in g.parts)
        grams = tuple(dict.fromkeys(query_bigrams(japanese)))
        if words or grams:
            alts.append(Alternative(words, grams))
        needles.add(normalise(japanese))
        needles.update(w for g in groups for w in g.words)
    return Concept(expansion.english, alts, needles, expansion.terms)
