"""Results: a scored clause as the page and the API show it, with an HTML snippet of where it matched."""

from __future__ import annotations

import html
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache

from rules_index.parsers.base import ClauseRecord

from .analysis import normalise, tokenizer
from .concepts import Concept
from .scoring import Scored

SNIPPET_CHARS = 140


@dataclass(frozen=True)
class SnippetSource:
    """What a hit's snippet is made from: the texts :func:`hit_for` tries in order (the clause text,
    then its title, then its examples) and what the query marks in them. Plain data, so a hit keeps
    it through the result cache."""

    texts: tuple[str, ...]
    needles: frozenset[str]
    words: frozenset[str]
    # The texts' Sudachi forms as the store keeps them (:func:`stored_forms`), or "" to compute them.
    forms: str = ""

    def html(self) -> str:
        """The snippet: from the first text with a match, else from the first text there is."""
        snippet = ""
        stored = split_forms(self.forms, len(self.texts)) if self.words else None
        # The clause text is preferred; a title or example is shown only when the match is there.
        for i, text in enumerate(self.texts):
            if not text:
                continue
            forms = stored[i] if stored is not None else None
            candidate, marked = snippet_html(text, set(self.needles), self.words, forms)
            if not snippet:
                snippet = candidate
            if marked:
                snippet = candidate
                break
        return snippet


@dataclass(frozen=True)
class Hit:
    """One result as the search page, the API and dispute suggestions show it."""

    document: str
    number: str
    heading_path: list[str]
    score: float
    kind: str = ""  # the clause kind
    title: str = ""
    match: str = "text"  # "number" (exact), "family" (below the number) or "text"
    coverage: float = 1.0  # share of the query's informative terms the clause matched
    # The snippet is made when it is first read: a snippet costs a Sudachi pass, and the API ranks its
    # best 50 hits while a page shows as many as the client asks for (the bench's ask for 10).
    source: SnippetSource | None = field(default=None, repr=False, compare=False)
    made: str | None = field(default=None, repr=False, compare=False)

    @property
    def snippet(self) -> str:
        """HTML: clause text escaped, matches wrapped in ``<mark>…</mark>``."""
        made = self.made
        if made is None:
            # Two threads reading at once both make the same text; the source is kept, so neither
            # can miss it.
            made = self.source.html() if self.source is not None else ""
            object.__setattr__(self, "made", made)
        return made


def hit_for(scored: Scored, concepts: Iterable[Concept] = ()) -> Hit:
    """The hit for one scored clause; its snippet marks what ``concepts`` looked for.

    Snippets cost a Sudachi pass each: the hit makes its snippet when it is first read
    (:attr:`Hit.snippet`), so a caller pays only for the snippets it shows.
    """
    return hits_for([scored], concepts)[0]


def hits_for(ranked: Iterable[Scored], concepts: Iterable[Concept] = ()) -> list[Hit]:
    """:func:`hit_for` of each of ``ranked``, with what the query marks gathered once for all of them
    (the API makes 50 hits a search)."""
    concepts = list(concepts)
    needles = frozenset(n for c in concepts for n in c.needles if n)
    words = frozenset(w for c in concepts for a in c.alternatives for w in a.words)
    return [_hit(scored, needles, words) for scored in ranked]


def _hit(scored: Scored, needles: frozenset[str], words: frozenset[str]) -> Hit:
    doc, record = scored.doc, scored.doc.record
    texts = snippet_texts(record, doc.fields_text)
    return Hit(
        document=doc.document,
        number=record.number,
        heading_path=list(record.heading_path),
        score=round(scored.score, 4),
        kind=record.kind,
        title=record.title,
        match=scored.match,
        coverage=scored.coverage,
        source=SnippetSource(texts, needles, words, doc.snippet_forms),
    )


def snippet_texts(record: ClauseRecord, fields_text: Mapping[str, str]) -> tuple[str, str, str]:
    """The texts a hit's snippet is made from, in the order tried: the clause text, its title field,
    its examples field (``fields_text``: :func:`.fields.clause_fields` of the record as shown)."""
    return (record.text, fields_text["title"], fields_text["examples"])


Forms = tuple[tuple[int, int, str], ...]  # Sudachi words of a text: start, end, normalised form

# How the store keeps a clause's forms: per text, each word as WORD_SEP form FIELD_SEP start FIELD_SEP end,
# then a closing WORD_SEP; texts joined by TEXT_SEP. A snippet finds the query's words in it with
# str.find (``WORD_SEP form FIELD_SEP``), never parsing the rest: parsing every hit's forms (JSON) cost
# more than the Sudachi passes it saved. The rulebooks hold no such control characters; a clause whose
# forms would is stored without forms, and its snippet computes them.
WORD_SEP, FIELD_SEP, TEXT_SEP = "\x1f", "\x1e", "\x1d"
_SEPARATORS = (WORD_SEP, FIELD_SEP, TEXT_SEP)


def stored_forms(texts: Sequence[str]) -> str:
    """The Sudachi forms of each of ``texts`` (:func:`snippet_texts`) as the store keeps them.

    A snippet marks inflected words through Sudachi (:func:`_forms`), and that pass was the largest
    cost of a hit whose text the small cache lacked: the importer makes it once per clause instead.
    """
    parts = []
    for text in texts:
        forms = _forms.__wrapped__(text) if text else ()
        if any(sep in form for _, _, form in forms for sep in _SEPARATORS):
            return ""
        parts.append(
            "".join(f"{WORD_SEP}{form}{FIELD_SEP}{b}{FIELD_SEP}{e}" for b, e, form in forms) + WORD_SEP
        )
    return TEXT_SEP.join(parts)


def split_forms(stored: str, count: int) -> list[str] | None:
    """Each text's part of :func:`stored_forms`, or None when nothing (or not ``count`` texts' worth)
    is stored, so that the snippet computes the forms instead."""
    if not stored:
        return None
    parts = stored.split(TEXT_SEP)
    return parts if len(parts) == count else None


def read_forms(part: str) -> Forms:
    """One text's part of :func:`stored_forms` as :func:`_forms` gives it (to check what is stored)."""
    return tuple(
        (int(b), int(e), form) for form, b, e in (w.split(FIELD_SEP) for w in part.split(WORD_SEP) if w)
    )


def _stored_spans(part: str, words: set[str]) -> list[tuple[int, int]]:
    """Where the words of one text's stored forms (:func:`stored_forms`) are among ``words``."""
    spans = []
    for word in words:
        if any(sep in word for sep in _SEPARATORS):
            continue  # no stored form holds one (stored_forms), so no word of the text is this one
        probe = f"{WORD_SEP}{word}{FIELD_SEP}"
        at = part.find(probe)
        while at >= 0:
            begin_at = at + len(probe)
            end_at = part.index(FIELD_SEP, begin_at)
            closed = part.index(WORD_SEP, end_at)
            spans.append((int(part[begin_at:end_at]), int(part[end_at + 1 : closed])))
            at = part.find(probe, closed)
    return spans


def snippet_html(
    text: str, needles: set[str], words: Iterable[str] = frozenset(), forms: str | None = None
) -> tuple[str, bool]:
    """An HTML excerpt of ``text`` around its first match: escaped, matches in ``<mark>``.

    ``needles`` are normalised strings to find as they are; ``words`` are normalised dictionary forms,
    found in any inflection (引いた for 引く), through ``forms`` (the text's part of
    :func:`stored_forms`, when stored) or a Sudachi pass. Returns the HTML and whether anything was marked.
    """
    spans = _spans(text, needles, set(words), forms)
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


# Snippets are made for the hits of every search, and the same clauses come back for many queries
# (a rulebook's central clauses answer most questions about it): their Sudachi pass was a quarter of a
# word search's time. A few hundred clause texts are kept, a few KB each.
_FORM_CACHE = 512


@lru_cache(maxsize=_FORM_CACHE)
def _forms(text: str) -> Forms:
    """Each Sudachi word of ``text`` (split mode C): start, end and normalised dictionary form;
    nothing when NFKC changes the text's length (the offsets would not be the text's)."""
    source = unicodedata.normalize("NFKC", text)
    if len(source) != len(text):
        return ()
    from sudachipy import SplitMode

    return tuple(
        (m.begin(), m.end(), _normal_form(m.normalized_form()))
        for m in tokenizer().tokenize(source, SplitMode.C)
    )


# The rulebooks' vocabulary is a few thousand dictionary forms, each normalised again for every snippet
# text that holds it: per word, not per text or query, so any stream of queries reuses them.
_NORMAL_FORM_CACHE = 8192


@lru_cache(maxsize=_NORMAL_FORM_CACHE)
def _normal_form(form: str) -> str:
    """:func:`.analysis.normalise` of one Sudachi dictionary form."""
    return normalise(form)


@lru_cache(maxsize=_FORM_CACHE)
def _fold_chars(text: str) -> tuple[str, Sequence[int]]:
    """Normalised text built char by char, with the index of the source character of each output char.

    Per-character NFKC can differ from whole-string NFKC only for combining sequences, which the
    rulebooks do not use; the cost of that approximation is at worst a mark one character off.
    """
    folds = list(map(_fold_char, text))
    folded = "".join(folds)
    if len(folded) == len(text):
        # Every character folds to one (a fold is never empty): each output character is its source's.
        # Nearly every clause text: no loop in Python, and a range instead of a tuple of every index.
        return folded, range(len(text))
    origin: list[int] = []
    for i, f in enumerate(folds):
        origin.extend([i] * len(f))
    return folded, tuple(origin)  # cached: never handed out mutable


@cache
def _fold_char(ch: str) -> str:
    """One character as :func:`.analysis.normalise` folds it (a space for white space; itself when
    normalising leaves nothing). Cached: a clause text repeats the same few hundred characters."""
    if ch.isspace():
        return " "
    return normalise(ch) or ch


def _spans(text: str, needles: set[str], words: set[str], forms: str | None = None) -> list[tuple[int, int]]:
    folded, origin = _fold_chars(text)
    spans: list[tuple[int, int]] = []
    for needle in sorted(needles, key=len, reverse=True):
        if not needle or (len(needle) < 2 and not needle.isalnum()):
            continue
        # Left to right, each match after the one before, as re.finditer of the escaped needle found them.
        at = folded.find(needle)
        while at >= 0:
            end = at + len(needle)
            spans.append((origin[at], origin[end - 1] + 1))
            at = folded.find(needle, end)
    if words:
        # Inflected forms (引いた for 引く) are found through Sudachi's normalised forms.
        if forms is None:
            spans.extend((begin, end) for begin, end, form in _forms(text) if form in words)
        else:
            spans.extend(_stored_spans(forms, words))
    spans.sort()
    merged: list[tuple[int, int]] = []
    for start, end in spans:
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged
