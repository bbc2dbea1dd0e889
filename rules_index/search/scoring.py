"""Scoring: the one definition of how rules search orders clauses.

Whatever holds the corpus — the database store on the site, an in-memory index in tests — hands this
module the clauses to consider (:class:`ClauseDoc`, read from the stored term columns) and what it knows
about the whole corpus (:class:`CorpusStatistics`); :func:`rank` and :func:`lookup_number` return
:class:`Scored` clauses, best first. Nothing here knows where clauses come from, so the candidates may
be a few dozen rows the database picked or every clause of the corpus: a clause gets the same score
either way, because document frequencies and average lengths are the corpus's, not the candidates'.

Order of answers:

1. **Number queries** (:func:`.numbers.parse_number_query` → :func:`lookup_number`): the exact clause
   in every document that has it (the hinted document first), then its family (``10.6`` → 10.6.x), in
   document order.
2. **Text queries** (:func:`.concepts.concepts_for` → :func:`rank`): BM25F over two layers (Sudachi
   words, character bigrams) and four fields (title, heading path, text, examples — examples weigh
   least). Each content word of the query is one *concept*; a clause's score is the sum over concepts,
   times the squared share of concepts it covers, so a three-word query prefers clauses with all three
   words anywhere in the clause. Definitions (「Xとは…」, 「…をXと呼びます」, glossary-defining clauses)
   and headings are boosted; hits only in examples are demoted. The first :data:`RERANK_DEPTH` are then read again
   (:func:`rerank_by_sentence`): a clause gains when the query's words meet in one of its sentences.
3. English words are rewritten through the glossary into Japanese concepts before step 2.
4. A Japanese concept is matched by the word typed, or more weakly
   (:data:`.concepts.EQUIVALENT_WEIGHT`) by a general equivalent (同じ → 同一, see :mod:`.analysis`);
   question words (どこ, いつ, 〜てもいい) weigh :data:`.analysis.QUESTION_WEIGHT` in both score and
   coverage.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property, lru_cache

from rules_index.parsers.base import HEADING_KINDS, KIND_PREFACE, ClauseRecord

from .analysis import normalise
from .concepts import Alternative, Concept
from .fields import (
    BIGRAMS,
    CONTEXT,
    FIELDS,
    FORMS_COLUMN,
    LAYER_CODES,
    WORDS,
    clause_columns,
    clause_fields,
    context_columns,
    points_back,
)
from .glossary import Glossary, Term
from .numbers import NumberQuery, family_of, same_number
from .vocabulary import DocumentHints

# Field weights (BM25F): a word in a heading title says much more about a clause than one in an
# example quoting card text.
FIELD_WEIGHTS = {"title": 3.0, "path": 0.4, "text": 1.0, "examples": 0.35}
# A sub-clause's context (its parent rule's text, :func:`.fields.context_text`): its words weigh
# CONTEXT_WEIGHT in BM25F, and a concept found only there counts CONTEXT_COVERAGE of its weight in
# coverage, so an item whose parent names the action (「この行動は…」) is found by the action's words
# without the items of a rule outranking the rule that says it all itself.
CONTEXT_WEIGHT = 0.3
CONTEXT_COVERAGE = 0.5
# A clause that opens by pointing back (「この行動は各ターン中に1回のみ」) has no subject of its own: the
# words its context gives are the clause's own, so a concept found there counts this much in coverage.
POINTING_BACK_COVERAGE = 1.0
# A spelling of another rulebook's term (``Alternative.documents``) scores this share in a clause.
FOREIGN_SPELLING_FACTOR = 0.7
SCORED_FIELDS = {**FIELD_WEIGHTS, CONTEXT: CONTEXT_WEIGHT}
# Layer weights: a whole-word match is worth more than a matching character pair.
WORD_WEIGHT, BIGRAM_WEIGHT = 1.0, 0.6
K1, B = 1.2, 0.75

DEFINITION_BOOST = 1.5
GLOSSARY_BOOST = 1.6
HEADING_BOOST = 1.15
# An English question about a rule (``DocumentHints.asks_rule``: when, where, can I…) keeps only this
# power of the definition and glossary boosts: the definition names the word most plainly, but the
# question asks what the rule does with it. Measured on the situation set's English questions (MRR):
# power 1 (as before) 0.715, 0.75 0.723, 0.5 0.733, 0.25 0.712, 0 0.695 (a definition often answers
# "where does a discarded card go": it says what the pile is).
RULE_QUESTION_POWER = 0.5
# A Japanese sentence about play (``DocumentHints.narrates_play``: 「相手のクリーチャーを奪った」,
# 「山札がなくなったらどうなる？」) asks what the rules do with the action, as a rule question does.
# Measured first on narrations only (site, situation kind, recall@5 / MRR, situation set and held-out
# set 3): power 1 (before) 0.797 / 0.580 and 0.775 / 0.551, 0.75 0.797 / 0.588 and 0.775 / 0.566, 0.5
# 0.797 / 0.597 and 0.825 / 0.589, 0.25 0.797 / 0.591 and 0.825 / 0.589; then on every Japanese query
# with a verb: the same figures, and the tuning set's questions MRR 0.852 → 0.881 (0.25: 0.886 but
# held-out situations recall −1; 0.75: 0.867 and held-out 3 recall −2).
PLAY_POWER = 0.5
# A question for a number (``DocumentHints.asks_count``: how many, 何枚, いくつ) prefers, by this factor,
# a clause that states one (:func:`states_count`). Measured (site, recall@5 / MRR): 1.2 found three
# more deciding clauses in the top five (held-out 3 and 4, from an event page) and lost none; 1.3 and
# 1.4 put a situation's rule a place lower (怒りカードが3枚…脅威度をいくつで: the count of the situation,
# not the one asked, is in the sibling that won).
COUNT_BOOST = 1.2
# A number with a counter (4枚, 1回, 0点, 三人, 第2ターン counts too) or a word for an amount of things.
_STATES_COUNT_RE = re.compile(
    r"[0-9０-９一二三四五六七八九十]+\s*(?:枚|回|点|人|体|個|つ|ターン|等級)|枚数|上限|回数|点数"
)
# Front matter (a preface on the purpose and scope of the rules) mentions the game, its players and its
# cards in a few long paragraphs: it matches a little of every question and answers none.
PREFACE_FACTOR = 0.4
EXAMPLE_ONLY_FACTOR = 0.5
# Sentence co-occurrence (:func:`rerank_by_sentence`): how many results are read again, and how much a
# clause gains when every word of the query meets in one of its sentences.
RERANK_DEPTH = 30
SENTENCE_GAIN = 1.0
_SENTENCE_RE = re.compile(r"[。\n]")
# A clause's score is multiplied by the share of the query's weight it covers to this power.
COVERAGE_EXPONENT = 2.0
# A number lookup is not scored; these only keep exact clauses above their family in one list.
NUMBER_SCORE, FAMILY_SCORE = 1000.0, 500.0

# Phrases a clause uses when it defines a term. Checked on the normalised text (kana folded).
_DEFINITION_RE = re.compile(
    normalise(r"とは|を指します|を指す|をいう|を言う|を意味|と呼びます|と呼ぶ|と呼ばれ|と定義|の定義|を総称")
)


class TermCounts:
    """Term counts of one stored column, counted only for the terms a query asks about.

    A query asks about a handful of terms in a few dozen clauses: splitting every column into a
    ``Counter`` up front cost more than the scoring itself, and a substring test on the raw column
    answers most lookups (the term is absent) without splitting it at all.

    With ``prefix`` (the bigram layer) a one-character term counts every stored term that starts with
    it: a one-character query word is a prefix query on bigrams (see :func:`.analysis.bigrams`).
    """

    __slots__ = ("_column", "_counts", "_prefix", "_terms")

    def __init__(self, column: str, prefix: bool) -> None:
        self._column = column
        self._prefix = prefix
        self._terms: list[str] | None = None
        self._counts: dict[str, int] = {}

    def count(self, term: str) -> int:
        """How often ``term`` occurs in the column (with the prefix rule for one character)."""
        if term not in self._column:
            return 0
        count = self._counts.get(term)
        if count is None:
            if self._prefix and len(term) == 1:
                # " x" cannot overlap itself, so str.count finds every term starting with x.
                count = (" " + self._column).count(" " + term)
            else:
                count = self._split().count(term)
            self._counts[term] = count
        return count

    def distinct(self) -> Iterator[str]:
        """The distinct terms of the column, in order of first occurrence (for building postings)."""
        return iter(dict.fromkeys(self._split()))

    def __len__(self) -> int:
        """How many terms the column holds: the field length of BM25."""
        # Terms never contain a space: the count of terms is one more than the count of spaces.
        return self._column.count(" ") + 1 if self._column else 0

    def _split(self) -> list[str]:
        if self._terms is None:
            self._terms = self._column.split()
        return self._terms


def padded_terms(column: str) -> str:
    """A stored term column (terms separated by one space) with a space of its own on each side of every
    term: ``"a b"`` → ``" a  b "`` (``""`` stays empty).

    One ``str.count`` then answers what splitting the column did: ``" t "`` counts the term ``t``
    exactly (two ``t`` side by side do not share a space, so neither is missed) and ``" t"`` the terms
    that start with ``t`` (the prefix rule of a one-character bigram), in C, without making a string
    per term. Splitting was a fifth of :func:`rank`'s time and its lists stayed with cached clauses.
    """
    return f" {column.replace(' ', '  ')} " if column else ""


# The fields rank scores, in the order it reads them (SCORED_FIELDS' order: a clause's own fields, then
# its context), and per stored column its name and the (layer, field) key of its length.
_SCORED_NAMES = tuple(SCORED_FIELDS)
_LAYER_COLUMNS = {
    code: tuple((f"{name}_{layer}", (code, name)) for name in _SCORED_NAMES)
    for layer, code in LAYER_CODES.items()
}

Span = tuple[int, int, int]  # a field's start and end in ClauseDoc.layer_terms, and its number of terms


@dataclass(frozen=True, eq=False)
class ClauseDoc:
    """One clause as the scorer sees it: where it stands, its record, its terms per layer and field.

    Built from the stored term columns (:meth:`from_columns`), or from a record alone
    (:meth:`from_record`, which computes the columns exactly as the store writes them).
    """

    document: str  # rulebook slug
    order: int  # reading order within the document
    record: ClauseRecord
    lengths: Mapping[tuple[str, str], int]  # (layer, field) → number of terms
    # layer → the terms of every scored field (:func:`padded_terms`), one field after the other in
    # SCORED_FIELDS' order. One substring test tells that a query term is in none of them, which is the
    # answer for most terms and clauses; ``spans`` say where each field is, for counting in one.
    layer_terms: Mapping[str, str] = field(default_factory=dict)
    # layer → per scored field (SCORED_FIELDS' order): its start and end in ``layer_terms`` and length.
    spans: Mapping[str, tuple[Span, ...]] = field(default_factory=dict)
    # layer → the fields that hold a term: their index in SCORED_FIELDS and their span. Most clauses have
    # no title, no examples and no context: an empty field counts 0 and adds nothing, so rank skips it.
    filled: Mapping[str, tuple[tuple[int, int, int, int], ...]] = field(default_factory=dict)
    # The Sudachi forms of the snippet texts as stored (:func:`.results.stored_forms`), read only when
    # a snippet is made; "" when not stored (the snippet computes them).
    snippet_forms: str = ""

    @cached_property
    def sentences(self) -> tuple[str, ...]:
        """The sentences of the clause text (:func:`sentences_of`), for :func:`rerank_by_sentence`:
        made once per clause, which the store's clause cache keeps, not once per query that reads it."""
        return sentences_of(self.record.text)

    @cached_property
    def is_definition(self) -> bool:
        """Whether the clause opens like a definition (「Xとは…」): read by the scorer only for a clause
        that matched a query with content words, so it is made then (once per cached clause)."""
        return bool(_DEFINITION_RE.search(normalise(self.record.text[:80])))

    @cached_property
    def definition_head(self) -> str:
        """The normalised opening of the text, where a definition names its term (:func:`_boost`)."""
        return normalise(self.record.text[:60])

    @cached_property
    def placeholder(self) -> bool:
        """An empty clause of the source (no text, no examples, not a heading): never an answer."""
        record = self.record
        return record.kind not in HEADING_KINDS and not record.text.strip() and not record.examples

    @cached_property
    def leans_back(self) -> bool:
        """The text opens by pointing back (:func:`.fields.points_back`): its context is its subject."""
        return points_back(self.record.text)

    @cached_property
    def states_count(self) -> bool:
        """The text states a number of things (:func:`states_count`)."""
        return states_count(self.record.text)

    # What rank reads of a clause for every query that finds it (the four above) is made once per clause
    # the store keeps, not once per query: a regular expression or a normalise each, per candidate.

    @cached_property
    def fields_text(self) -> Mapping[str, str]:
        """field → text (:func:`.fields.clause_fields`), for snippets: made for the hits shown only."""
        return clause_fields(self.record)

    @cached_property
    def counts(self) -> Mapping[tuple[str, str], TermCounts]:
        """(layer, field) → the field's :class:`TermCounts` (the reference index of the tests builds its
        postings from them; :func:`rank` counts in ``layer_terms`` instead)."""
        out = {}
        for code, spans in self.spans.items():
            text = self.layer_terms[code]
            for name, (start, end, _) in zip(_SCORED_NAMES, spans, strict=True):
                out[(code, name)] = TermCounts(" ".join(text[start:end].split()), code == BIGRAMS)
        return out

    @classmethod
    def from_columns(
        cls, document: str, order: int, record: ClauseRecord, columns: Mapping[str, str]
    ) -> ClauseDoc:
        """A clause from its term columns (keys of :data:`.fields.TERM_COLUMNS`; missing means empty).

        Without columns the clause can still be looked up by number and shown, but matches no term.
        """
        lengths: dict[tuple[str, str], int] = {}
        layer_terms: dict[str, str] = {}
        spans: dict[str, tuple[Span, ...]] = {}
        filled: dict[str, tuple[tuple[int, int, int, int], ...]] = {}
        get = columns.get
        for code, slots in _LAYER_COLUMNS.items():
            parts, layer_spans, start = [], [], 0
            for column_name, key in slots:
                column = get(column_name, "")
                # As len(TermCounts): terms never contain a space.
                length = column.count(" ") + 1 if column else 0
                lengths[key] = length
                part = padded_terms(column)
                parts.append(part)
                layer_spans.append((start, start + len(part), length))
                start += len(part)
            layer_terms[code] = "".join(parts)
            spans[code] = tuple(layer_spans)
            filled[code] = tuple((i, *span) for i, span in enumerate(layer_spans) if span[2])
        return cls(
            document=document,
            order=order,
            record=record,
            lengths=lengths,
            layer_terms=layer_terms,
            spans=spans,
            filled=filled,
            snippet_forms=get(FORMS_COLUMN, ""),
        )

    @classmethod
    def from_record(cls, document: str, order: int, record: ClauseRecord, context: str = "") -> ClauseDoc:
        """A clause from its record (and its context, :func:`.fields.context_text`), through the same
        columns the database store would hold."""
        return cls.from_columns(
            document, order, record, {**clause_columns(record), **context_columns(context)}
        )


@dataclass(frozen=True)
class CorpusStatistics:
    """What BM25F needs to know about the whole corpus, whichever store holds it.

    ``document_frequency`` needs to hold only the terms of the query being scored (see
    :func:`.concepts.term_keys`); a missing term counts as absent from the corpus. On the bigram
    layer, the frequency of a one-character term is that of the prefix: clauses holding any bigram
    that starts with it.
    """

    documents: tuple[str, ...]  # rulebook slugs in the order results list them
    clauses: int  # how many clauses the corpus holds
    avg_len: Mapping[tuple[str, str], float]  # (layer, field) → mean terms, over clauses having the field
    document_frequency: Mapping[tuple[str, str], int] = field(default_factory=dict)  # (layer, term) → clauses

    def with_frequencies(self, document_frequency: Mapping[tuple[str, str], int]) -> CorpusStatistics:
        """The same corpus with the document frequencies of one query's terms."""
        return replace(self, document_frequency=document_frequency)

    def idf_ceiling(self) -> float:
        """The idf of a term only one clause holds: the most a word can tell."""
        n = self.clauses
        return math.log(1 + (n - 0.5) / 1.5)

    def idf(self, layer: str, term: str) -> float:
        """BM25's inverse document frequency; 0 for a term no clause holds."""
        df = self.document_frequency.get((layer, term), 0)
        if df == 0:
            return 0.0
        n = self.clauses
        return math.log(1 + (n - df + 0.5) / (df + 0.5))


def average_lengths(docs: Iterable[ClauseDoc]) -> dict[tuple[str, str], float]:
    """Per (layer, field), the mean number of terms over the clauses that have the field.

    Clauses without the field are left out: most clauses have no title, and counting them would make
    every real title look long.
    """
    docs = list(docs)
    out = {}
    for layer in (WORDS, BIGRAMS):
        for name in (*FIELDS, CONTEXT):
            lengths = [d.lengths[(layer, name)] for d in docs if d.lengths[(layer, name)]]
            out[(layer, name)] = sum(lengths) / len(lengths) if lengths else 1.0
    return out


@dataclass(frozen=True)
class Scored:
    """A clause in a result list, with its score and how it matched."""

    doc: ClauseDoc
    score: float
    match: str = "text"  # "number" (exact), "family" (below the number) or "text"
    # The share of the query's informative weight this clause matched (1.0 for number matches).
    coverage: float = 1.0


# --- numbers -------------------------------------------------------------------------------------------


def lookup_number(
    docs: Iterable[ClauseDoc],
    queries: Sequence[NumberQuery],
    document_order: Sequence[str],
    document: str | None = None,
) -> list[Scored]:
    """The clauses a number query names, exact clauses first, then their families, in document order.

    ``docs`` must include every clause that could match (the store hands over the clauses whose number
    starts with a queried number or lists it as an alias); ``document`` restricts to one rulebook.
    """
    pool = [d for d in docs if document in (None, d.document)]
    exact: list[ClauseDoc] = []
    family: list[ClauseDoc] = []
    for q in queries:
        hinted = [d for d in pool if d.document == q.document] if q.document else []
        # A hint from the syntax (部/章, 項, letters) narrows the search only when the hinted
        # document has the number; otherwise every document is searched. A named rulebook is final.
        if q.only_document:
            searches: tuple[list[ClauseDoc], ...] = (hinted,)
        else:
            searches = (hinted, pool) if hinted else (pool,)
        for candidates in searches:
            found = [d for d in candidates if _is_number(d.record, q.number)]
            below = [d for d in candidates if q.prefix and family_of(d.record.number, q.number)]
            if found or below:
                exact.extend(found)
                family.extend(below)
                break
    position = {slug: i for i, slug in enumerate(document_order)}
    seen: set[int] = set()
    out: list[Scored] = []
    for match, score, group in (("number", NUMBER_SCORE, exact), ("family", FAMILY_SCORE, family)):
        for d in sorted(group, key=lambda d: (position[d.document], d.order)):
            if id(d) not in seen:
                seen.add(id(d))
                out.append(Scored(d, score, match))
    return out


def _is_number(record: ClauseRecord, number: str) -> bool:
    return same_number(record.number, number) or number in record.aliases


# --- text ------------------------------------------------------------------------------------------------


def rank(
    docs: Iterable[ClauseDoc],
    concepts: Sequence[Concept],
    stats: CorpusStatistics,
    glossary: Glossary,
    document: str | None = None,
    hints: DocumentHints | None = None,
) -> list[Scored]:
    """Every clause of ``docs`` that matches ``concepts``, best first; ties in document order.

    ``stats`` must carry the document frequencies of the concepts' terms; ``glossary`` is the one the
    concepts were made with (its defining clauses are boosted); ``document`` restricts to one rulebook;
    ``hints`` (:func:`.vocabulary.hints_for` of the query) prefer the rulebooks the query names or
    whose vocabulary it uses.
    """
    if not concepts:
        return []
    idf = {
        (layer, t): stats.idf(layer, t)
        for c in concepts
        for alt in c.alternatives
        for layer, terms in ((WORDS, alt.words), (BIGRAMS, alt.bigrams))
        for t in terms
    }
    # How much each concept matters for coverage: its rarest way of being matched. A light verb
    # of a question (入れる, 決まる) then costs little when missing; a rare game term a lot.
    weights = [_concept_weight(c, idf) for c in concepts]
    total_weight = sum(weights) or 1.0
    # A word no clause holds does not change the order, but a hit that leaves it out covers less of
    # what the judge asked: it weighs as the rarest word there is.
    unheard = sum(
        c.weight
        for c in concepts
        if all(idf[(layer, t)] == 0 for alt in c.alternatives for layer, t in _alt_terms(alt))
    )
    asked_weight = total_weight + unheard * stats.idf_ceiling()
    needles = [n for c in concepts if c.weight >= 1 for n in c.needles if n]
    expanded_from = {t for c in concepts for t in c.terms}
    # How each term is found in ClauseDoc.layer_terms: a whole term between spaces, or for a
    # one-character bigram (a prefix, as TermCounts counts it) any term that starts with it.
    probes = {(layer, t): f" {t}" if layer == BIGRAMS and len(t) == 1 else f" {t} " for layer, t in idf}
    # Per layer, each scored field's name, weight and average length, in the order of ClauseDoc.spans.
    scored_fields = {
        layer: tuple((name, weight, stats.avg_len[(layer, name)]) for name, weight in SCORED_FIELDS.items())
        for layer in (WORDS, BIGRAMS)
    }
    # Each alternative with its terms: one none of whose terms a clause holds scores 0 there and
    # changes nothing, so it is not scored (most alternatives, in most clauses).
    plan = [
        (concept, weight, [(alt, frozenset(_alt_terms(alt))) for alt in concept.alternatives])
        for concept, weight in zip(concepts, weights, strict=True)
    ]
    # The probes per layer, with each term's idf: one clause's layer text is read once for all of them.
    layer_probes = [
        (
            layer,
            [(key, probe, idf[key]) for key, probe in probes.items() if key[0] == layer],
            scored_fields[layer],
        )
        for layer in (WORDS, BIGRAMS)
    ]
    power = _definition_power(hints)

    results: list[Scored] = []
    for doc in docs:
        if document not in (None, doc.document):
            continue
        if doc.placeholder:
            continue  # placeholder clauses (empty in the source) are never an answer
        total, matched, reported, outside = 0.0, 0.0, 0.0, False
        # Ranking counts a pointing-back clause's context as its own; the coverage reported (what
        # decides a weak match) does not, so a clause is not called a good match on its neighbour's words.
        leans_back = doc.leans_back
        # Each term once per clause: alternatives of one query share most of their terms (a word and
        # its other spellings share bigrams), and scoring a term in a clause was most of rank's time.
        layer_terms = doc.layer_terms
        scores: dict[tuple[str, str], TermEntry] = {}
        for layer, layer_items, fields in layer_probes:
            text = layer_terms[layer]
            for key, probe, term_idf in layer_items:
                if probe in text:
                    scores[key] = _term_entry(doc, layer, probe, term_idf, fields)
        for concept, weight, alternatives in plan:
            best, best_outside, hit = 0.0, False, 0.0
            for alt, keys in alternatives:
                if keys.isdisjoint(scores):
                    continue
                score, alt_outside, alt_hit = _alternative_score(alt, scores)
                score *= alt.weight
                if alt.documents and doc.document not in alt.documents:
                    score *= FOREIGN_SPELLING_FACTOR  # another game's word for the English (see Alternative)
                if score > best:
                    best, best_outside, hit = score, alt_outside, alt_hit
            total += best * concept.weight
            reported += weight * hit
            matched += weight * (POINTING_BACK_COVERAGE if leans_back and hit == CONTEXT_COVERAGE else hit)
            outside |= best_outside
        if total <= 0:
            continue
        total *= max(matched / total_weight, 0.1) ** COVERAGE_EXPONENT
        coverage = reported / asked_weight
        total *= _boost(doc, needles, expanded_from, glossary, power)
        if hints is not None:
            total *= hints.factor(doc.document)
            if hints.asks_count and doc.states_count:
                total *= COUNT_BOOST
        if not outside:
            total *= EXAMPLE_ONLY_FACTOR
        results.append(Scored(doc, total, coverage=round(min(coverage, 1.0), 4)))
    position = {slug: i for i, slug in enumerate(stats.documents)}
    results.sort(key=lambda r: (-r.score, position[r.doc.document], r.doc.order))
    return rerank_by_sentence(results, concepts, position)


def states_count(text: str) -> bool:
    """Whether ``text`` states a number of things (「4枚まで」「1回のみ」「上限枚数」): what a question for a
    number (:func:`.vocabulary.asks_for_count`) asks a rule to say."""
    return bool(_STATES_COUNT_RE.search(text))


def sentence_share(text: str, concepts: Sequence[Concept]) -> float:
    """The largest share of ``concepts`` that one sentence of ``text`` mentions together (0..1).

    A concept is mentioned when one of its needles (the normalised word typed, its search forms, or
    for an English concept its Japanese spellings) is a substring of the sentence. Sentences end at
    「。」 or a line break.
    """
    return _share_of(sentences_of(text), concepts)


def sentences_of(text: str) -> tuple[str, ...]:
    """The non-empty sentences of normalised ``text``, as :func:`sentence_share` reads them."""
    return tuple(s for s in _SENTENCE_RE.split(normalise(text)) if s)


def _share_of(sentences: Sequence[str], concepts: Sequence[Concept]) -> float:
    if not concepts:
        return 0.0
    best = 0
    for sentence in sentences:
        best = max(best, sum(1 for c in concepts if any(n and n in sentence for n in c.needles)))
    return best / len(concepts)


def rerank_by_sentence(
    results: list[Scored], concepts: Sequence[Concept], position: Mapping[str, int]
) -> list[Scored]:
    """The first :data:`RERANK_DEPTH` results reordered by how many of the query's words meet in one
    sentence: ×(1 + :data:`SENTENCE_GAIN` × share) (see :func:`sentence_share`).

    Coverage counts words anywhere in a clause; a situation's words (a blocker, a block, damage) that
    meet in one sentence are what the deciding rule says, where a long clause may hold them in three
    unrelated ones. Only the top of the list is read again, so the cost is a few dozen short texts.
    Question and narration words (weight < 1) do not count.
    """
    asked = [c for c in concepts if c.weight >= 1]
    if len(asked) < 2 or not results:
        return results
    head = [
        # Scored(...) rather than dataclasses.replace: the same clause, a third of the cost.
        Scored(r.doc, r.score * (1 + SENTENCE_GAIN * _share_of(r.doc.sentences, asked)), r.match, r.coverage)
        if r.match == "text"
        else r
        for r in results[:RERANK_DEPTH]
    ]
    head.sort(key=lambda r: (-r.score, position[r.doc.document], r.doc.order))
    return head + results[RERANK_DEPTH:]


def term_weights(concepts: Sequence[Concept], stats: CorpusStatistics) -> dict[tuple[str, str], float]:
    """What each (layer, term) of the query is worth to :func:`rank`, for a store's first pass.

    :func:`rank` scores a clause by summing, per concept, its best alternative, whose words (and
    bigrams) each count the idf times the layer weight over the number of them. Read term by term, that
    is a linear weight per term: a store that ranks its first pass by the sum of these weights times a
    per-term, per-clause field-weighted frequency ranks close to the scorer, without knowing concepts.
    A term found in several places keeps its largest weight; a term no clause holds weighs 0.
    """
    out: dict[tuple[str, str], float] = {}
    for concept in concepts:
        for alt in concept.alternatives:
            for layer, terms, layer_weight in (
                (WORDS, alt.words, WORD_WEIGHT),
                (BIGRAMS, alt.bigrams, BIGRAM_WEIGHT),
            ):
                for t in terms:
                    w = concept.weight * alt.weight * layer_weight * stats.idf(layer, t) / len(terms)
                    if w > out.get((layer, t), 0.0):
                        out[(layer, t)] = w
                    else:
                        out.setdefault((layer, t), 0.0)
    return out


def informative_terms(
    words: Sequence[str], grams: Sequence[str], weights: Mapping[tuple[str, str], float], share: float
) -> tuple[list[str], list[str]]:
    """The words and bigrams whose :func:`term_weights` weight is at least ``share`` of the heaviest's
    (all of them when none weighs anything): what a first pass needs to find its clauses by."""
    top = max(
        [*(weights.get((WORDS, t), 0.0) for t in words), *(weights.get((BIGRAMS, t), 0.0) for t in grams)],
        default=0.0,
    )
    floor = share * top
    return (
        [t for t in words if weights.get((WORDS, t), 0.0) >= floor],
        [t for t in grams if weights.get((BIGRAMS, t), 0.0) >= floor],
    )


def _alt_terms(alt: Alternative) -> list[tuple[str, str]]:
    return [(WORDS, t) for t in alt.words] + [(BIGRAMS, t) for t in alt.bigrams]


def _concept_weight(concept: Concept, idf: Mapping[tuple[str, str], float]) -> float:
    best = 0.0
    for alt in concept.alternatives:
        layer, terms = (WORDS, alt.words) if alt.words else (BIGRAMS, alt.bigrams)
        if terms:
            best = max(best, alt.weight * sum(idf[(layer, t)] for t in terms) / len(terms))
    return best * concept.weight


TermEntry = tuple[float, bool, bool]  # a term's BM25F in a clause, matched outside examples, in own fields
_ABSENT: TermEntry = (0.0, False, False)  # what _term_entry gives for a term in none of the clause's fields


def _term_entry(
    doc: ClauseDoc, layer: str, probe: str, idf: float, fields: Sequence[tuple[str, float, float]]
) -> TermEntry:
    """What :func:`_alternative_score` reads of one (layer, term) in one clause: BM25F of the term;
    whether it matched in the clause's own words outside the examples (not only in its examples or
    its context); and, when it scores, whether it occurs in the clause's own fields, not only in its
    context. One pass over the fields gives all three.

    ``probe`` is the term as :func:`rank` finds it in ``doc.layer_terms`` (``" t "``, or ``" t"`` for a
    prefix); ``fields`` each scored field's name, weight and average length, in ``doc.spans``' order.
    """
    text = doc.layer_terms[layer]
    weighted = 0.0
    outside_examples = False
    own = False
    for i, start, end, length in doc.filled[layer]:  # the fields in order, the empty ones left out
        name, weight, avg_len = fields[i]
        if name == CONTEXT and weighted:
            break  # the parent's words stand in for words the clause lacks, never add to its own
        tf = text.count(probe, start, end)
        if not tf:
            continue
        if name != CONTEXT:
            own = True
            if name != "examples":
                outside_examples = True
        norm = 1 - B + B * length / avg_len
        weighted += weight * tf / norm
    if not weighted:
        return _ABSENT
    score = idf * weighted / (K1 + weighted)
    return score, outside_examples, score > 0 and own


def _alternative_score(
    alt: Alternative, scores: Mapping[tuple[str, str], TermEntry]
) -> tuple[float, bool, float]:
    """The alternative's score in a clause whose terms are ``scores`` (:func:`_term_entry` of the
    query terms the clause holds; a term missing there is absent), whether it matched outside the
    examples, and how present it is: 1 in the clause's own fields, :data:`CONTEXT_COVERAGE` in its
    context only, else 0."""
    outside = False
    word_score, word_hits, word_own = 0.0, 0, 0
    for t in alt.words:
        s, o, own = scores.get((WORDS, t), _ABSENT)
        word_score += s
        word_hits += s > 0
        word_own += own
        outside |= o
    gram_score, gram_hits, gram_own = 0.0, 0, 0
    for t in alt.bigrams:
        s, o, own = scores.get((BIGRAMS, t), _ABSENT)
        gram_score += s
        gram_hits += s > 0
        gram_own += own
        outside |= o
    score = 0.0
    if alt.words:
        score += WORD_WEIGHT * word_score / len(alt.words)
    if alt.bigrams:
        score += BIGRAM_WEIGHT * gram_score / len(alt.bigrams)
    if _present(alt, word_own, gram_own):
        return score, outside, 1.0
    return score, outside, CONTEXT_COVERAGE if _present(alt, word_hits, gram_hits) else 0.0


def _present(alt: Alternative, word_hits: int, gram_hits: int) -> bool:
    """Whether a concept counts as present: every word matched, or most of its character pairs did."""
    return (bool(alt.words) and word_hits == len(alt.words)) or (
        bool(alt.bigrams) and gram_hits * 2 >= len(alt.bigrams) + (len(alt.bigrams) > 1)
    )


def _definition_power(hints: DocumentHints | None) -> float:
    """The power of the definition and glossary boosts: less for a question about a rule or a narrated
    situation, which ask what the rules do, than for a term, which asks what it is."""
    if hints is None:
        return 1.0
    if hints.asks_rule:
        return RULE_QUESTION_POWER
    return PLAY_POWER if hints.narrates_play else 1.0


def _boost(
    doc: ClauseDoc,
    needles: Sequence[str],
    expanded_from: set[Term],
    glossary: Glossary,
    power: float = 1.0,
) -> float:
    """Heading, preface, definition and glossary-definition factors of one clause.

    ``needles`` leave out question words: どこ or いつ never makes a clause look like the definition
    asked for.
    """
    factor = 1.0
    record = doc.record
    if record.kind in HEADING_KINDS:
        factor *= HEADING_BOOST
    elif record.kind == KIND_PREFACE:
        factor *= PREFACE_FACTOR
    if needles and doc.is_definition:  # needles first: is_definition is made when first read
        head = doc.definition_head
        if any(n in head for n in needles):
            factor *= DEFINITION_BOOST**power
    defined = glossary.defined_by(doc.document, record.number)
    if defined:
        spellings = [_spellings(term) for term in defined]
        if any(n in s for n in needles for s in spellings) or any(t in expanded_from for t in defined):
            factor *= GLOSSARY_BOOST**power
    return factor


@lru_cache(maxsize=4096)
def _spellings(term: Term) -> frozenset[str]:
    """A glossary term's Japanese spellings, normalised: read by :func:`_boost` for every clause that
    defines a term, for every query finding it (a few hundred terms define clauses)."""
    return frozenset(normalise(j) for j in term.japanese)
