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

import itertools
import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from .analysis import (
    Equivalent,
    QueryGroup,
    equivalent_of,
    folds_to_stop_word,
    normalise,
    query_bigrams,
    query_terms,
)
from .dictionary import EnglishDictionary, add_translations
from .fields import BIGRAMS, WORDS
from .glossary import Expansion, Glossary, Term, english_key
from .synonyms import SynonymIndex, add_synonyms

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
    # The rulebooks whose own glossary terms this spelling is (empty: any rulebook's clauses). An English
    # word stands for each game's own term ("graveyard" → 捨て札 in kaiju, 控え室 in Reバース); in another
    # game's clauses the spelling may mean something else (D0's マーカー for "token" is no DM token).
    documents: frozenset[str] = frozenset()


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
    query: str,
    glossary: Glossary,
    co_occur: CoOccur,
    document: str | None = None,
    synonyms: SynonymIndex | None = None,
    dictionary: EnglishDictionary | None = None,
) -> list[Concept]:
    """The query as concepts: Japanese words, and English phrases rewritten by the glossary.

    ``document`` limits the glossary to that rulebook's terms (and the core vocabulary); ``synonyms``
    (:func:`.synonyms.build` of the corpus) adds the dictionary's synonyms of each word, and
    ``dictionary`` (:func:`.dictionary.build`) rule words for English words no glossary rewrote. Concepts with
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
    groups = _glossary_spellings(
        groups,
        unicodedata.normalize("NFKC", query),
        glossary.japanese_synonyms(document),
        glossary.japanese_readings(document),
    )
    source = unicodedata.normalize("NFKC", query)
    joined = _no_cards(
        _any_count(
            _ordinals(
                _join_split_nouns(_same_compounds(groups, source, co_occur), co_occur), source, co_occur
            )
        ),
        source,
    )
    concepts = _concepts_from_groups(add_translations(add_synonyms(joined, synonyms), dictionary))
    # An English phrase said twice ("my triggered ability and my opponent's triggered ability", "choose the
    # order, and choose not to") is one thing asked about: counted twice it outweighed the rest of the question.
    asked: set[tuple[str, ...]] = set()
    for e in expansions:
        if e.japanese not in asked:
            asked.add(e.japanese)
            concepts.append(_english_concept(e))
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
        alts.extend(Alternative(e.words, e.bigrams, EQUIVALENT_WEIGHT * e.weight) for e in g.equivalents)
        # A word that searches nothing itself (マス folded is ます) marks nothing either: its spelling is in
        # every polite sentence.
        needles = {normalise(g.surface), *g.words, *g.parts} if g.words or g.parts else set()
        # Another wording of the word (同一 for 同じ, a term's other spelling) mentions it too, in a
        # definition or a sentence; one character would be found inside unrelated words.
        needles.update(t for t in (normalise(e.text) for e in g.equivalents) if len(t) >= 2)
        out.append(Concept(g.surface, alts, needles, weight=g.weight))
    return out


# A defined term a judge types is rarely longer than this many query words (最初の手札: 最初, 手札).
_LONGEST_SPELLING = 4


def _glossary_spellings(
    groups: Sequence[QueryGroup],
    source: str,
    synonyms: Mapping[str, tuple[str, ...]],
    readings: Mapping[str, tuple[str, ...]] | None = None,
) -> list[QueryGroup]:
    """Query words that spell a glossary term, with the term's other Japanese spellings as equivalents.

    The rulebooks' glossaries say which spellings are one term (山札 = デッキ, 墓地 = 控え室, 同じ名前 =
    同名); a judge's sentence uses one and the deciding clause may print another. The longest run of
    adjacent words whose text (particles inside included: 最初の手札) is a spelling becomes one word,
    matched literally or, at :data:`EQUIVALENT_WEIGHT`, through any other spelling of the term.
    """
    out: list[QueryGroup] = []
    i = 0
    while i < len(groups):
        for size in range(min(_LONGEST_SPELLING, len(groups) - i), 0, -1):
            run = groups[i : i + size]
            if any(g.start < 0 for g in run) or any(a.end > b.start for a, b in itertools.pairwise(run)):
                continue
            text = source[run[0].start : run[-1].end]
            spellings = synonyms.get(normalise(text), ())
            if not spellings and size == 1 and len(run[0].words) == 1:
                # A verb is typed conjugated (引いて, 捨てた) and a glossary spells its dictionary form.
                spellings = synonyms.get(run[0].words[0], ())
            if not spellings and readings and all(a.end == b.start for a, b in itertools.pairwise(run)):
                # Written another way (引き直し for 引きなおし), read the same: the term's reading decides.
                spellings = readings.get("".join(g.reading for g in run), ())
            typed = normalise(text)
            # A spelling that holds the typed one or is held by it (怪獣 / 怪獣カード) adds nothing the
            # typed word does not already match.
            others = [s for s in spellings if typed not in normalise(s) and normalise(s) not in typed]
            if not others:
                continue
            out.append(_with_spellings(run, source, others))
            i += size
            break
        else:
            out.append(groups[i])
            i += 1
    return out


def _with_spellings(run: Sequence[QueryGroup], source: str, spellings: Sequence[str]) -> QueryGroup:
    first = run[0]
    text = source[first.start : run[-1].end]
    if len(run) == 1:
        merged = first
    else:
        words = tuple(w for g in run for w in (g.words or g.parts))
        merged = QueryGroup(
            text,
            words,
            (),
            # The pairs of the term as spelled, particles included: 最初の手札 is one term.
            tuple(dict.fromkeys(query_bigrams(text))),
            (),
            min(g.weight for g in run),
            (),
            first.start,
            run[-1].end,
            first.pos,
        )
    literal = {*merged.words, *merged.parts}
    found = {e.words: e for e in merged.equivalents}
    for spelling in spellings:
        e = equivalent_of(spelling)
        if (e.words or e.bigrams) and not (e.words and set(e.words) <= literal):
            found.setdefault(e.words, e)
    return replace(merged, equivalents=tuple(found.values()))


# 同じ + a one-kanji noun is what a Sino-Japanese compound 同 + noun says: 同じ点 = 同点, 同じ数 = 同数,
# 同じ色 = 同色. A judge says the first; rules print the second. A two-kanji noun compounds on its first
# kanji (同じ名前 = 同名, 同じ点数 = 同点), and the formal 同一 + noun is the other printed form (同一名称,
# from 名前's formal word 名称): each only when the rulebooks print it.
_SAME = "同じ"
_FORMAL_SAME = "同一"
_ONE_KANJI = re.compile(r"^[\u4e00-\u9fff]$")
_TWO_KANJI = re.compile(r"^[\u4e00-\u9fff]{2}$")


def _same_compounds(groups: Sequence[QueryGroup], source: str, co_occur: CoOccur) -> list[QueryGroup]:
    """「同じ」 directly before a kanji noun, with the compounds the rulebooks print (:data:`CoOccur`).

    Before a one-kanji noun the two become one word with 同+noun as its equivalent. Before a two-kanji
    noun each keeps its word and gains the compounds (同 + the noun's first kanji, 同一 + the noun or
    one of its formal wordings) as equivalents: a clause that says 「同じ日本語版のカード名」 still
    matches both words, and one that prints 同名 matches both through it.
    """
    out: list[QueryGroup] = []
    for g in groups:
        prev = out[-1] if out else None
        if prev is None or prev.surface != _SAME or g.pos != "名詞" or not prev.end == g.start >= 0:
            out.append(g)
        elif _ONE_KANJI.match(g.surface) and co_occur(("同" + g.surface,)):
            out[-1] = _with_spellings([prev, g], source, ["同" + g.surface])
        elif _TWO_KANJI.match(g.surface):
            candidates = ["同" + g.surface[0]] + [
                _FORMAL_SAME + w for w in (g.surface, *(e.text for e in g.equivalents))
            ]
            printed = [c for c in dict.fromkeys(candidates) if _printed(c, co_occur)]
            if printed:
                out[-1] = _with_spellings([prev], source, printed)
                g = _with_spellings([g], source, printed)
            out.append(g)
        else:
            out.append(g)
    return out


def _printed(compound: str, co_occur: CoOccur) -> bool:
    """Whether the rulebooks hold every character pair of ``compound`` in one clause."""
    grams = tuple(dict.fromkeys(query_bigrams(compound)))
    return bool(grams) and all(len(t) == 2 for t in grams) and co_occur(grams)


# An ordinal said with 目 after a counted noun (1ターン目, 2枚目) is printed with 第 before it (第1ターン).
_COUNTED = re.compile(r"^[0-9]+\S+$")
_ORDINAL_SUFFIX = "目"


def _ordinals(groups: Sequence[QueryGroup], source: str, co_occur: CoOccur) -> list[QueryGroup]:
    """A counted noun followed by 「目」 becomes one word with 第 + the counted noun as its equivalent,
    when the rulebooks print that form (:data:`CoOccur`)."""
    out: list[QueryGroup] = []
    for g in groups:
        prev = out[-1] if out else None
        if (
            prev is not None
            and g.surface == _ORDINAL_SUFFIX
            and _COUNTED.match(prev.surface)
            and prev.end == g.start >= 0
        ):
            printed = "第" + prev.surface
            grams = tuple(dict.fromkeys(query_bigrams(printed)))
            if grams and all(len(t) == 2 for t in grams) and co_occur(grams):
                out[-1] = _with_spellings([prev, g], source, [printed])
                continue
        out.append(g)
    return out


_COUNT_WORDS = re.compile(r"^[0-9]+$")
_KANJI_COUNTER = re.compile(r"^[\u4e00-\u9fff]$")


def _any_count(groups: Sequence[QueryGroup]) -> list[QueryGroup]:
    """A count typed with its counter (2回, 3体) also matches the counter with any number.

    The number a judge narrates is the count at issue (「1ターンに2回進攻した」), and the rule that
    decides states its limit, another number (「1回のみ」): read literally, the count's concept is
    present only where the same digit is. The counter alone is the equivalent (below the literal count).
    """
    out: list[QueryGroup] = []
    for g in groups:
        if (
            len(g.words) == 2
            and _COUNT_WORDS.match(g.words[0])
            and _KANJI_COUNTER.match(g.words[1])
            and not g.equivalents
        ):
            g = replace(g, equivalents=(Equivalent(g.words[1], (g.words[1],), ()),))
        out.append(g)
    return out


_ZERO = frozenset({("0",), ("ぜろ",)})
_COUNTERS = "枚体個つ"
_NONE = ("無い", "存在しない")


def _no_cards(groups: Sequence[QueryGroup], source: str) -> list[QueryGroup]:
    """Zero of a pile's cards (山札0枚, 山札ゼロ) also looks for what the rules print for an empty pile:
    カードが無い / 存在しない (kaiju 11.2.2 「山札にカードが無い状態」, Reバース 10.2.1). Only 0 with a
    counter of things, or ゼロ (which also looks for 0): パワー0 is a number, not an absence."""
    out: list[QueryGroup] = []
    for g in groups:
        if g.words in _ZERO and (g.words == ("ぜろ",) or source[g.end : g.end + 1] in tuple(_COUNTERS)):
            extra = tuple(equivalent_of(w) for w in (*_NONE, *(("0",) if g.words == ("ぜろ",) else ())))
            g = replace(g, equivalents=(*g.equivalents, *extra))
        out.append(g)
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


def _owners(japanese: str, terms: Sequence[Term]) -> frozenset[str]:
    """The rulebooks ``japanese`` is a spelling of a term of, when only rulebook terms spell it; empty when
    a core term does (general vocabulary, any game's)."""
    owners = {t.document for t in terms if japanese in t.japanese}
    if not owners or None in owners:
        return frozenset()
    return frozenset(d for d in owners if d is not None)


def _english_concept(expansion: Expansion) -> Concept:
    alts = []
    needles = set()
    for japanese in expansion.japanese:
        if folds_to_stop_word(japanese):
            continue  # マス of "square": as a folded spelling it is the ます of every sentence
        groups = query_terms(japanese).groups
        words = tuple(w for g in groups for w in g.words) or tuple(p for g in groups for p in g.parts)
        grams = tuple(dict.fromkeys(query_bigrams(japanese)))
        if words or grams:
            alts.append(Alternative(words, grams, documents=_owners(japanese, expansion.terms)))
        needles.add(normalise(japanese))
        needles.update(w for g in groups for w in g.words)
    return Concept(expansion.english, alts, needles, expansion.terms)
