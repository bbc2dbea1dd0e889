"""In-memory rules search: the reference implementation of ranking.

Term generation is in :mod:`.analysis` (what a clause stores, what a query looks for); this module
only scores. The Django layer stores the same terms per clause and field in SQLite FTS5 or
PostgreSQL and must order results the way :meth:`SearchIndex.search` does; the relevance bench
(``python -m bench.relevance``) measures this implementation.

Order of answers:

1. **Number queries** (:func:`.numbers.parse_number_query`): the exact clause in every document that
   has it (the hinted document first), then its family (``10.6`` → 10.6.x), in document order.
2. **Text queries**: BM25F over two layers (Sudachi words, character bigrams) and four fields
   (title, heading path, text, examples — examples weigh least). Each content word of the query is
   one *concept*; a clause's score is the sum over concepts, times the squared share of concepts it
   covers, so a three-word query prefers clauses with all three words anywhere in the clause.
   Definitions (「Xとは…」, 「…をXと呼びます」, glossary-defining clauses) and headings are boosted;
   hits only in examples are demoted.
3. English words are rewritten through the glossary into Japanese concepts before step 2.
4. A Japanese concept is matched by the word typed, or more weakly (:data:`EQUIVALENT_WEIGHT`) by a
   general equivalent (同じ → 同一, see :mod:`.analysis`); question words (どこ, いつ, 〜てもいい)
   weigh :data:`.analysis.QUESTION_WEIGHT` in both score and coverage. Adjacent nouns the
   tokenizer split into a one-character piece (山札 → 山 + 札) are one concept when the compound
   occurs in the rulebooks, so 捨て札 does not answer a question about 山札.
"""

from __future__ import annotations

import html
import math
import re
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field

from rules_index.parsers.base import HEADING_KINDS, ClauseRecord, ParsedDocument

from .analysis import (
    QueryGroup,
    bigrams,
    normalise,
    query_bigrams,
    query_terms,
    tokenizer,
    tokens,
)
from .glossary import Expansion, Glossary, Term, english_key
from .numbers import NumberQuery, family_of, parse_number_query, same_number

# Field weights (BM25F): a word in a heading title says much more about a clause than one in an
# example quoting card text.
FIELD_WEIGHTS = {"title": 3.0, "path": 0.4, "text": 1.0, "examples": 0.35}
FIELDS = tuple(FIELD_WEIGHTS)
# Layer weights: a whole-word match is worth more than a matching character pair.
WORD_WEIGHT, BIGRAM_WEIGHT = 1.0, 0.6
K1, B = 1.2, 0.75

DEFINITION_BOOST = 1.5
GLOSSARY_BOOST = 1.6
HEADING_BOOST = 1.15
EXAMPLE_ONLY_FACTOR = 0.5
# An equivalent wording (同一 for 同じ) is evidence of the concept, but weaker than the word typed:
# a clause using the judge's own word should win when everything else is equal.
EQUIVALENT_WEIGHT = 0.7

# Phrases a clause uses when it defines a term. Checked on the normalised text (kana folded).
_DEFINITION_RE = re.compile(
    normalise(r"とは|を指します|を指す|をいう|を言う|を意味|と呼びます|と呼ぶ|と呼ばれ|と定義|の定義|を総称")
)

SNIPPET_CHARS = 140


@dataclass(frozen=True)
class Hit:
    document: str
    number: str
    heading_path: list[str]
    snippet: str  # HTML: clause text escaped, matches wrapped in <mark>…</mark>
    score: float
    kind: str = ""  # the clause kind
    title: str = ""
    match: str = "text"  # "number" (exact), "family" (below the number) or "text"


@dataclass
class _Doc:
    document: str
    record: ClauseRecord
    order: int
    lengths: dict[tuple[str, str], int]  # (layer, field) → term count
    tf: dict[tuple[str, str], Counter[str]]  # (layer, field) → term counts
    is_definition: bool
    fields_text: dict[str, str]


@dataclass(frozen=True)
class _Alternative:
    """One way to satisfy a concept: all of ``words`` (mean score) and the ``bigrams`` (mean).

    ``weight`` scales what the alternative scores: 1 for the query's own word, less for an
    equivalent wording.
    """

    words: tuple[str, ...]
    bigrams: tuple[str, ...]
    weight: float = 1.0


@dataclass
class _Concept:
    surface: str
    alternatives: list[_Alternative]
    needles: set[str] = field(default_factory=set)  # normalised strings to mark in snippets
    terms: tuple = ()  # glossary terms behind an English concept
    weight: float = 1.0  # QUESTION_WEIGHT for a question word (score and coverage)


def _field_texts(record: ClauseRecord) -> dict[str, str]:
    title = record.title or (record.text if record.kind in HEADING_KINDS and len(record.text) <= 40 else "")
    text = record.text if record.text != title else ""
    return {
        "title": title,
        "path": " ".join(record.heading_path),
        "text": text,
        "examples": "\n".join(record.examples),
    }


def _concepts_from_groups(groups: Iterable[QueryGroup]) -> list[_Concept]:
    out = []
    for g in groups:
        alts = []
        if g.words:
            alts.append(_Alternative(g.words, g.bigrams))
        if g.parts:
            alts.append(_Alternative(g.parts, g.part_bigrams))
        alts.extend(_Alternative(e.words, e.bigrams, EQUIVALENT_WEIGHT) for e in g.equivalents)
        out.append(_Concept(g.surface, alts, {normalise(g.surface), *g.words, *g.parts}, weight=g.weight))
    return out


class SearchIndex:
    def __init__(self, glossary: Glossary | None = None) -> None:
        self.glossary = glossary or Glossary.empty()
        self.docs: list[_Doc] = []
        self.postings: dict[tuple[str, str], set[int]] = defaultdict(set)  # (layer, term) → doc ids
        self.avg_len: dict[tuple[str, str], float] = {}
        self.documents: list[str] = []

    # --- building ------------------------------------------------------------------------------------

    @classmethod
    def build(cls, documents: Iterable[ParsedDocument], glossary: Glossary | None = None) -> SearchIndex:
        index = cls(glossary)
        for parsed in documents:
            index.documents.append(parsed.slug)
            for order, record in enumerate(parsed.clauses):
                index._add(parsed.slug, record, order)
        index._finish()
        return index

    def _add(self, document: str, record: ClauseRecord, order: int) -> None:
        texts = _field_texts(record)
        tf: dict[tuple[str, str], Counter[str]] = {}
        lengths: dict[tuple[str, str], int] = {}
        for name, text in texts.items():
            for layer, terms in (("w", tokens(text) if text else []), ("b", bigrams(text) if text else [])):
                tf[(layer, name)] = Counter(terms)
                lengths[(layer, name)] = len(terms)
        doc_id = len(self.docs)
        head = normalise(record.text[:80])
        self.docs.append(
            _Doc(
                document=document,
                record=record,
                order=order,
                lengths=lengths,
                tf=tf,
                is_definition=bool(_DEFINITION_RE.search(head)),
                fields_text=texts,
            )
        )
        for (layer, _name), counts in tf.items():
            for term in counts:
                self.postings[(layer, term)].add(doc_id)

    def _finish(self) -> None:
        for layer in ("w", "b"):
            for name in FIELDS:
                # Averaged over the clauses that have the field: most clauses have no title, and
                # counting them would make every real title look long.
                lengths = [d.lengths[(layer, name)] for d in self.docs if d.lengths[(layer, name)]]
                self.avg_len[(layer, name)] = sum(lengths) / len(lengths) if lengths else 1.0
        # One-character query terms are prefix queries on the bigram layer (see analysis.bigrams).
        self._by_first_char: dict[str, list[str]] = defaultdict(list)
        for layer, term in self.postings:
            if layer == "b":
                self._by_first_char[term[0]].append(term)
        # Several terms can share a defining clause (myearth 35 defines both 先攻 and 後攻).
        self._glossary_clauses: dict[tuple[str, str], list[Term]] = defaultdict(list)
        for t in self.glossary.terms:
            if t.document and t.clause:
                self._glossary_clauses[(t.document, t.clause)].append(t)

    # --- numbers -------------------------------------------------------------------------------------

    def lookup_number(self, queries: list[NumberQuery], document: str | None = None) -> list[Hit]:
        exact: list[_Doc] = []
        family: list[_Doc] = []
        for q in queries:
            pool = [d for d in self.docs if document in (None, d.document)]
            hinted = [d for d in pool if d.document == q.document] if q.document else []
            # A hint from the syntax (部/章, 項, letters) narrows the search only when the hinted
            # document has the number; otherwise every document is searched.
            for candidates in (hinted, pool) if hinted else (pool,):
                found = [d for d in candidates if self._is_number(d.record, q.number)]
                below = [d for d in candidates if q.prefix and family_of(d.record.number, q.number)]
                if found or below:
                    exact.extend(found)
                    family.extend(below)
                    break
        seen: set[int] = set()
        hits: list[Hit] = []
        for match, docs in (("number", exact), ("family", family)):
            for d in sorted(docs, key=lambda d: (self.documents.index(d.document), d.order)):
                if id(d) in seen:
                    continue
                seen.add(id(d))
                score = 1000.0 if match == "number" else 500.0
                hits.append(self._hit(d, score, [], match))
        return hits

    @staticmethod
    def _is_number(record: ClauseRecord, number: str) -> bool:
        return same_number(record.number, number) or number in record.aliases

    # --- text ------------------------------------------------------------------------------------------

    def concepts(self, query: str, document: str | None = None) -> list[_Concept]:
        """The query as concepts: Japanese words, and English phrases rewritten by the glossary."""
        expansions = self.glossary.expand_english(query, document)
        covered = {w for e in expansions for w in e.english.split()}
        groups = [
            g
            for g in query_terms(query).groups
            # An ASCII word the glossary already turned into Japanese is not searched twice.
            if not (g.surface.isascii() and set(english_key(g.surface)) <= covered and covered)
        ]
        concepts = _concepts_from_groups(self._join_split_nouns(groups))
        concepts.extend(self._english_concept(e) for e in expansions)
        return concepts

    def _join_split_nouns(self, groups: list[QueryGroup]) -> list[QueryGroup]:
        """Adjacent nouns typed as one word, joined again when the rulebooks use the compound.

        Sudachi's dictionary lacks many game compounds and reads them as ordinary nouns, sometimes
        down to single characters (山札 → 山 + 札). A one-character noun is rarely what a judge
        means on its own, and as a concept of its own it matches every 札 (捨て札) and 山. When the
        compound occurs in the index (all its character pairs in at least one common clause), the
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
                if self._co_occur(grams):
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

    def _co_occur(self, grams: tuple[str, ...]) -> bool:
        """Whether some clause holds every one of ``grams`` (whole pairs, on the bigram layer)."""
        if not grams or any(len(t) != 2 for t in grams):
            return False
        common: set[int] | None = None
        for t in grams:
            ids = self.postings.get(("b", t), set())
            common = set(ids) if common is None else common & ids
            if not common:
                return False
        return True

    def _english_concept(self, expansion: Expansion) -> _Concept:
        alts = []
        needles = set()
        for japanese in expansion.japanese:
            groups = query_terms(japanese).groups
            words = tuple(w for g in groups for w in g.words) or tuple(p for g in groups for p in g.parts)
            grams = tuple(dict.fromkeys(query_bigrams(japanese)))
            if words or grams:
                alts.append(_Alternative(words, grams))
            needles.add(normalise(japanese))
            needles.update(w for g in groups for w in g.words)
        return _Concept(expansion.english, alts, needles, expansion.terms)

    def _expand(self, layer: str, term: str) -> list[str]:
        """Stored terms a query term stands for: itself, or for one character every bigram it starts."""
        if layer == "b" and len(term) == 1:
            return self._by_first_char.get(term, [])
        return [term]

    def _postings(self, layer: str, term: str) -> set[int]:
        expanded = self._expand(layer, term)
        if len(expanded) == 1:
            return self.postings.get((layer, expanded[0]), set())
        return set().union(*(self.postings[(layer, t)] for t in expanded))

    def _idf(self, layer: str, term: str) -> float:
        df = len(self._postings(layer, term))
        if df == 0:
            return 0.0
        n = len(self.docs)
        return math.log(1 + (n - df + 0.5) / (df + 0.5))

    def _term_score(self, doc: _Doc, layer: str, term: str, idf: float) -> tuple[float, bool]:
        """BM25F of one term in one clause; also whether it matched outside the examples."""
        weighted = 0.0
        outside_examples = False
        expanded = self._expand(layer, term)
        for name, weight in FIELD_WEIGHTS.items():
            counts = doc.tf[(layer, name)]
            tf = counts.get(term, 0) if len(expanded) == 1 else sum(counts.get(t, 0) for t in expanded)
            if not tf:
                continue
            if name != "examples":
                outside_examples = True
            norm = 1 - B + B * doc.lengths[(layer, name)] / self.avg_len[(layer, name)]
            weighted += weight * tf / norm
        if not weighted:
            return 0.0, False
        return idf * weighted / (K1 + weighted), outside_examples

    def search(self, query: str, document: str | None = None, limit: int = 10) -> list[Hit]:
        """Hits for ``query``, best first; ``document`` restricts to one rulebook slug."""
        if not query.strip():
            return []
        numbers = parse_number_query(query)
        if numbers:
            hits = self.lookup_number(numbers, document)
            if hits:
                return hits[:limit]
        concepts = [c for c in self.concepts(query, document) if c.alternatives]
        ranked = self._rank(concepts, document)[:limit]
        # Snippets cost a Sudachi pass each, so they are made only for the hits returned.
        return [self._hit(self.docs[i], s, concepts, "text") for s, i in ranked]

    def _rank(self, concepts: list[_Concept], document: str | None) -> list[tuple[float, int]]:
        """(score, clause id) of every clause that matches, best first."""
        if not concepts:
            return []
        idf: dict[tuple[str, str], float] = {}
        candidates: set[int] = set()
        for c in concepts:
            for alt in c.alternatives:
                for layer, terms in (("w", alt.words), ("b", alt.bigrams)):
                    for t in terms:
                        idf[(layer, t)] = self._idf(layer, t)
                        candidates |= self._postings(layer, t)
        # How much each concept matters for coverage: its rarest way of being matched. A light verb
        # of a question (入れる, 決まる) then costs little when missing; a rare game term a lot.
        weights = [self._concept_weight(c, idf) for c in concepts]
        total_weight = sum(weights) or 1.0

        results: list[tuple[float, int]] = []
        for doc_id in candidates:
            doc = self.docs[doc_id]
            if document not in (None, doc.document):
                continue
            if (
                doc.record.kind not in HEADING_KINDS
                and not doc.record.text.strip()
                and not doc.record.examples
            ):
                continue  # placeholder clauses (empty in the source) are never an answer
            total, matched, outside = 0.0, 0.0, False
            for concept, weight in zip(concepts, weights, strict=True):
                best, best_outside, hit = 0.0, False, False
                for alt in concept.alternatives:
                    score, alt_outside, alt_hit = self._alternative_score(doc, alt, idf)
                    score *= alt.weight
                    if score > best:
                        best, best_outside, hit = score, alt_outside, alt_hit
                total += best * concept.weight
                matched += weight if hit else 0.0
                outside |= best_outside
            if total <= 0:
                continue
            total *= max(matched / total_weight, 0.1) ** 2
            total *= self._boost(doc, concepts)
            if not outside:
                total *= EXAMPLE_ONLY_FACTOR
            results.append((total, doc_id))
        results.sort(
            key=lambda r: (-r[0], self.documents.index(self.docs[r[1]].document), self.docs[r[1]].order)
        )
        return results

    @staticmethod
    def _concept_weight(concept: _Concept, idf: dict[tuple[str, str], float]) -> float:
        best = 0.0
        for alt in concept.alternatives:
            layer, terms = ("w", alt.words) if alt.words else ("b", alt.bigrams)
            if terms:
                best = max(best, alt.weight * sum(idf[(layer, t)] for t in terms) / len(terms))
        return best * concept.weight

    def _alternative_score(
        self, doc: _Doc, alt: _Alternative, idf: dict[tuple[str, str], float]
    ) -> tuple[float, bool, bool]:
        outside = False
        word_score, word_hits = 0.0, 0
        for t in alt.words:
            s, o = self._term_score(doc, "w", t, idf[("w", t)])
            word_score += s
            word_hits += s > 0
            outside |= o
        gram_score, gram_hits = 0.0, 0
        for t in alt.bigrams:
            s, o = self._term_score(doc, "b", t, idf[("b", t)])
            gram_score += s
            gram_hits += s > 0
            outside |= o
        score = 0.0
        if alt.words:
            score += WORD_WEIGHT * word_score / len(alt.words)
        if alt.bigrams:
            score += BIGRAM_WEIGHT * gram_score / len(alt.bigrams)
        # The concept counts as present when every word matched, or most of its character pairs did.
        present = (bool(alt.words) and word_hits == len(alt.words)) or (
            bool(alt.bigrams) and gram_hits * 2 >= len(alt.bigrams) + (len(alt.bigrams) > 1)
        )
        return score, outside, present

    def _boost(self, doc: _Doc, concepts: list[_Concept]) -> float:
        factor = 1.0
        record = doc.record
        if record.kind in HEADING_KINDS:
            factor *= HEADING_BOOST
        head = normalise(record.text[:60])
        # A question word (どこ, いつ) never makes a clause look like the definition asked for.
        needles = [n for c in concepts if c.weight >= 1 for n in c.needles if n]
        if doc.is_definition and any(n in head for n in needles):
            factor *= DEFINITION_BOOST
        defined = self._glossary_clauses.get((doc.document, record.number), [])
        if defined:
            spellings = {normalise(j) for term in defined for j in term.japanese}
            expanded_from = {id(t) for c in concepts for t in c.terms}
            if any(n in spellings for n in needles) or any(id(t) in expanded_from for t in defined):
                factor *= GLOSSARY_BOOST
        return factor

    # --- results ---------------------------------------------------------------------------------------

    def _hit(self, doc: _Doc, score: float, concepts: list[_Concept], match: str) -> Hit:
        record = doc.record
        needles = {n for c in concepts for n in c.needles if n}
        words = {w for c in concepts for a in c.alternatives for w in a.words}
        snippet = ""
        for name in ("text", "title", "examples"):
            text = doc.fields_text[name] if name != "text" else record.text
            if not text:
                continue
            candidate, marked = snippet_html(text, needles, words)
            if not snippet:
                snippet = candidate
            if marked:
                snippet = candidate
                break
        return Hit(
            document=doc.document,
            number=record.number,
            heading_path=list(record.heading_path),
            snippet=snippet,
            score=round(score, 4),
            kind=record.kind,
            title=record.title,
            match=match,
        )

    def suggest(self, query: str, limit: int = 5) -> list[str]:
        """Glossary terms and heading titles near ``query``, for a search with no result."""
        titles = {d.record.title for d in self.docs if d.record.title}
        return self.glossary.suggest(query, limit, extra=sorted(titles))


# --- snippets --------------------------------------------------------------------------------------------


def _fold_chars(text: str) -> tuple[str, list[int]]:
    """Normalised text built char by char, with the index of the source character of each output char.

    Per-character NFKC can differ from whole-string NFKC only for combining sequences, which the
    rulebooks do not use; the cost of that approximation is at worst a mark one character off.
    """
    out: list[str] = []
    origin: list[int] = []
    for i, ch in enumerate(text):
        folded = normalise(ch) if not ch.isspace() else " "
        for f in folded or ch:
            out.append(f)
            origin.append(i)
    return "".join(out), origin


def _spans(text: str, needles: set[str], words: set[str]) -> list[tuple[int, int]]:
    folded, origin = _fold_chars(text)
    spans: list[tuple[int, int]] = []
    for needle in sorted(needles, key=len, reverse=True):
        if not needle or (len(needle) < 2 and not needle.isalnum()):
            continue
        for m in re.finditer(re.escape(needle), folded):
            spans.append((origin[m.start()], origin[m.end() - 1] + 1))
    if words:
        # Inflected forms (引いた for 引く) are found through Sudachi's normalised forms.
        source = unicodedata.normalize("NFKC", text)
        if len(source) == len(text):
            from sudachipy import SplitMode

            for m in tokenizer().tokenize(source, SplitMode.C):
                if normalise(m.normalized_form()) in words:
                    spans.append((m.begin(), m.end()))
    spans.sort()
    merged: list[tuple[int, int]] = []
    for start, end in spans:
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


def snippet_html(text: str, needles: set[str], words: set[str] = frozenset()) -> tuple[str, bool]:
    """An HTML excerpt of ``text`` around its first match: escaped, matches in ``<mark>``.

    Returns the HTML and whether anything was marked.
    """
    spans = _spans(text, needles, set(words))
    start, end = 0, len(text)
    if len(text) > SNIPPET_CHARS:
        first = spans[0][0] if spans else 0
        start = max(0, min(first - SNIPPET_CHARS // 4, len(text) - SNIPPET_CHARS))
        end = start + SNIPPET_CHARS
    parts: list[str] = ["…"] if start > 0 else []
    pos = start
    for s, e in spans:
        if e <= start or s >= end:
            continue
        s, e = max(s, start), min(e, end)
        parts.append(html.escape(text[pos:s]))
        parts.append("<mark>" + html.escape(text[s:e]) + "</mark>")
        pos = e
    parts.append(html.escape(text[pos:end]))
    if end < len(text):
        parts.append("…")
    return "".join(parts), bool(spans)
