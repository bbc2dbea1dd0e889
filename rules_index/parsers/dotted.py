"""Shared machinery for rulebooks numbered with dotted decimals (``1.2.2.1.``): rebirth and kaiju.

What lives here is what both documents need in the same way:

* number helpers: canonical form (ASCII digits, no trailing dot), depth, parent, sort key, gaps;
* :class:`Collector`, which turns numbered lines and their continuations into :class:`Draft` clauses
  and records wrapped lines and page-break splits as defects (or raises :class:`ParseError` for a line
  it cannot place);
* :func:`build_records`, which merges or suffixes duplicate numbers (``~2``), assigns kinds (depth 1
  chapter, depth 2 section, deeper rule), parents and heading paths;
* cross-reference extraction (parenthesised numbers and lists, inline numbers, ranges, chapter titles
  in quotes) and resolution with flags for references the parser knows to be wrong;
* scanning the finished text for holes left by lost icons and similar patterns.

Document-specific knowledge (which line starts the body, which references are wrong and why, which
patterns are icon holes) stays in the document's own module.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from .base import (
    KIND_APPENDIX,
    KIND_CHAPTER,
    KIND_RULE,
    KIND_SECTION,
    ClauseRecord,
    Defect,
    ParseError,
    Reference,
)

DUPLICATE_SUFFIX = "~"

# Digits and dots may be full-width in principle; canonical numbers are ASCII.
_DIGIT = "[0-9０-９]"
_DOT = "[.．]"
NUMBER = rf"{_DIGIT}+(?:{_DOT}{_DIGIT}+)*"
DOTTED_NUMBER = rf"{_DIGIT}+(?:{_DOT}{_DIGIT}+)+"

# A sentence that ends like this is complete; a line after it cannot be its continuation.
_SENTENCE_END = ("。", "」", "）", ")")
# A rule whose text stops on a polite verb ending lost only its final 「。」.
_POLITE_ENDING = re.compile(r"(?:です|ます|ません)$")


# ---------------------------------------------------------------------------------------------
# Numbers
# ---------------------------------------------------------------------------------------------


def canonical(printed: str) -> str:
    """'１．２．' or '1.2.' -> '1.2' (NFKC for digits and dots, trailing dot dropped)."""
    return unicodedata.normalize("NFKC", printed).strip().rstrip(".")


def base_number(number: str) -> str:
    """The number without a duplicate suffix: '4.13.3.1.1~2' -> '4.13.3.1.1'."""
    return number.split(DUPLICATE_SUFFIX, 1)[0]


def is_dotted(number: str) -> bool:
    return bool(re.fullmatch(r"\d+(?:\.\d+)*", base_number(number)))


def depth(number: str) -> int:
    return base_number(number).count(".") + 1


def parent_number(number: str) -> str | None:
    base = base_number(number)
    return base.rsplit(".", 1)[0] if "." in base else None


def sort_key(number: str) -> tuple[int, ...]:
    base, _, suffix = number.partition(DUPLICATE_SUFFIX)
    return (*(int(p) for p in base.split(".")), int(suffix or 0))


def numbering_gaps(numbers: Iterable[str]) -> set[str]:
    """Numbers the numbering implies but that are absent.

    A clause ``a.b.c`` implies its parent ``a.b`` and its earlier siblings ``a.b.1`` … ``a.b.(c-1)``;
    chapters imply chapters 1 … n-1. Numbers that are not dotted decimals (appendices) imply nothing.
    """
    present = {base_number(n) for n in numbers if is_dotted(n)}
    gaps: set[str] = set()
    for number in present:
        *prefix, last = number.split(".")
        stem = ".".join(prefix)
        implied = [f"{stem}.{k}" if stem else str(k) for k in range(1, int(last))]
        if stem:
            implied.append(stem)
        gaps.update(n for n in implied if n not in present)
    return gaps


# ---------------------------------------------------------------------------------------------
# Collecting clauses from lines
# ---------------------------------------------------------------------------------------------


@dataclass
class Draft:
    """A clause while it is being collected: pieces of text, examples and defects."""

    number: str
    line_start: int
    line_end: int
    parts: list[str]
    examples: list[str] = field(default_factory=list)
    defects: list[Defect] = field(default_factory=list)
    aliases: list[str] = field(default_factory=list)
    kind: str | None = None  # None: decided by depth
    title: str | None = None  # None: headings take their text as title
    parent: str | None = None  # only for kinds not decided by depth (appendix entries)

    @property
    def text(self) -> str:
        return "".join(self.parts)

    def add_defect(self, line: int, code: str, message: str, message_ja: str) -> None:
        self.defects.append(Defect(line, code, message, message_ja))


class Collector:
    """Builds drafts from numbered lines, their continuation lines and the blank lines between them."""

    def __init__(self, slug: str) -> None:
        self.slug = slug
        self.drafts: list[Draft] = []
        self._blank_before: int | None = None  # first blank line since the current draft's last line

    @property
    def current(self) -> Draft | None:
        return self.drafts[-1] if self.drafts else None

    def start(self, number: str, text: str, line: int, **extra: object) -> Draft:
        draft = Draft(number, line, line, [text], **extra)  # type: ignore[arg-type]
        self.drafts.append(draft)
        self._blank_before = None
        return draft

    def blank(self, line: int) -> None:
        if self._blank_before is None:
            self._blank_before = line

    def continuation(self, text: str, line: int, raw: str) -> None:
        """A line with no number: the rest of the current clause, or an error.

        It continues the clause only when the clause has not finished its sentence; the PDF broke the
        line (and, when blank lines stand between the pieces, the page). Pieces join without a space,
        as Japanese text does.
        """
        draft = self.current
        if draft is None or draft.text.endswith(_SENTENCE_END) or draft.kind not in (None, KIND_RULE):
            raise ParseError(self.slug, line, raw, "text outside any clause")
        # Headings are short titles that never wrap here; text under one is more likely a rule whose
        # number was lost, which must not vanish into the heading's title.
        if draft.kind is None and depth(draft.number) <= 2:
            raise ParseError(self.slug, line, raw, f"unnumbered text after heading {draft.number}")
        if self._blank_before is None:
            draft.add_defect(
                line,
                "wrapped-line",
                f"clause {draft.number} continues on line {line}; joined without a space",
                f"{draft.number} は {line} 行目に折り返されています。空白なしで連結しました。",
            )
        else:
            blanks = (
                f"{self._blank_before}"
                if self._blank_before == line - 1
                else f"{self._blank_before}–{line - 1}"
            )
            draft.add_defect(
                line,
                "page-break-split",
                f"clause {draft.number} is split across blank line(s) {blanks} (page break); "
                f"the pieces are joined without a space",
                f"{draft.number} は改ページにより空行で分断されています。空白なしで連結しました。",
            )
        draft.parts.append(text)
        draft.line_end = line
        self._blank_before = None

    def figure(self, text: str, line: int) -> None:
        """A printed figure or table row kept in the clause text on its own line."""
        draft = self.current
        if draft is None:
            raise ParseError(self.slug, line, text, "figure outside any clause")
        draft.parts.append("\n" + text)
        draft.line_end = line
        self._blank_before = None

    def example(self, text: str, line: int) -> None:
        draft = self.current
        if draft is None:
            raise ParseError(self.slug, line, text, "example outside any clause")
        draft.examples.append(text)
        draft.line_end = line
        self._blank_before = None


# ---------------------------------------------------------------------------------------------
# Records: duplicates, kinds, parents, heading paths
# ---------------------------------------------------------------------------------------------


def _merge_duplicates(drafts: Sequence[Draft]) -> list[Draft]:
    """Identical repeats collapse into the first; a differing repeat keeps a visible ``~n`` suffix."""
    kept: list[Draft] = []
    seen: dict[str, list[Draft]] = {}
    for draft in drafts:
        earlier = seen.setdefault(draft.number, [])
        same = next((d for d in earlier if d.text == draft.text and d.examples == draft.examples), None)
        if same is not None:
            same.add_defect(
                draft.line_start,
                "duplicate-number",
                f"{draft.number} is printed again on line {draft.line_start} with identical text; "
                f"the repeat is dropped",
                f"{draft.number} が {draft.line_start} 行目に同一の本文で重複しています。重複分は除きました。",
            )
            continue
        if earlier:
            printed = draft.number
            draft.number = f"{printed}{DUPLICATE_SUFFIX}{len(earlier) + 1}"
            draft.add_defect(
                draft.line_start,
                "duplicate-number",
                f"{printed} is printed again (line {draft.line_start}) with different text; "
                f"kept as {draft.number}",
                f"{printed} が異なる本文で重複しているため、{draft.number} として保持しました。",
            )
        earlier.append(draft)
        kept.append(draft)
    return kept


def _check_order(drafts: Sequence[Draft], slug: str) -> None:
    """Numbers that go backwards are a defect of the source (never seen in the two rulebooks)."""
    previous: Draft | None = None
    for draft in drafts:
        if not is_dotted(draft.number):
            continue
        if previous is not None and sort_key(draft.number) < sort_key(previous.number):
            draft.add_defect(
                draft.line_start,
                "out-of-order",
                f"{draft.number} follows {previous.number}",
                f"{draft.number} が {previous.number} の後に置かれています。",
            )
        previous = draft


def _kind(draft: Draft) -> str:
    if draft.kind:
        return draft.kind
    return {1: KIND_CHAPTER, 2: KIND_SECTION}.get(depth(draft.number), KIND_RULE)


def _to_record(draft: Draft) -> ClauseRecord:
    kind = _kind(draft)
    heading = kind in (KIND_CHAPTER, KIND_SECTION)
    title = draft.title if draft.title is not None else (draft.text if heading else "")
    return ClauseRecord(
        number=draft.number,
        kind=kind,
        text=draft.text,
        title=title,
        parent=draft.parent if draft.kind else parent_number(draft.number),
        examples=list(draft.examples),
        line_start=draft.line_start,
        line_end=draft.line_end,
        defects=list(draft.defects),
        aliases=list(draft.aliases),
    )


def _assign_heading_paths(records: Sequence[ClauseRecord]) -> None:
    by_number = {r.number: r for r in records}
    for record in records:
        path: list[str] = []
        parent = record.parent
        while parent is not None and parent in by_number:
            ancestor = by_number[parent]
            # Appendix headings (「付録 A」) have a title and belong in the path; their entries do not.
            if ancestor.kind in (KIND_CHAPTER, KIND_SECTION) or (
                ancestor.title and not is_dotted(ancestor.number)
            ):
                path.append(f"{ancestor.number}. {ancestor.title}" if ancestor.title else ancestor.number)
            parent = ancestor.parent
        record.heading_path = path[::-1]


def _check_parents(records: Sequence[ClauseRecord]) -> None:
    known = {r.number for r in records}
    for record in records:
        if record.parent is not None and record.parent not in known:
            record.defects.append(
                Defect(
                    record.line_start,
                    "missing-parent",
                    f"the text has no clause {record.parent}, the parent of {record.number}",
                    f"{record.number} の親 {record.parent} は本文に存在しません。",
                )
            )


def build_records(drafts: Sequence[Draft], slug: str) -> list[ClauseRecord]:
    unique = _merge_duplicates(drafts)
    _check_order(unique, slug)
    records = [_to_record(d) for d in unique]
    _check_parents(records)
    _assign_heading_paths(records)
    return records


# ---------------------------------------------------------------------------------------------
# Text checks on finished records
# ---------------------------------------------------------------------------------------------


def flag_empty_and_unfinished(records: Iterable[ClauseRecord]) -> None:
    """Empty rules, rules missing only their final 「。」, and rules cut off mid-sentence."""
    for record in records:
        if record.kind != KIND_RULE:
            continue
        # A figure kept after the sentence (4.4.4's diagram) is not where the sentence ends.
        text = record.text.split("\n", 1)[0].rstrip()
        if not text:
            record.defects.append(
                Defect(
                    record.line_start,
                    "empty-clause",
                    f"{record.number} has a number but no text; kept as an empty placeholder",
                    f"{record.number} は番号のみで本文がありません。空の項目として保持します。",
                )
            )
        elif text.endswith(_SENTENCE_END):
            continue
        elif _POLITE_ENDING.search(text):
            record.defects.append(
                Defect(
                    record.line_end,
                    "missing-period",
                    f"{record.number} lacks its final 「。」; kept as printed",
                    f"{record.number} の文末に「。」がありません。印刷どおり保持します。",
                )
            )
        else:
            record.defects.append(
                Defect(
                    record.line_end,
                    "truncated-clause",
                    f"{record.number} stops mid-sentence (…{text[-12:]}); the rest is not in the text",
                    f"{record.number} は文の途中で終わっています（…{text[-12:]}）。続きは本文にありません。",
                )
            )


@dataclass(frozen=True)
class TextPattern:
    """A pattern that marks a defect in the printed text (e.g. the hole a lost icon left)."""

    pattern: re.Pattern[str]
    code: str
    message: str  # English; ``{hits}`` becomes the matched contexts
    message_ja: str
    holes: int = 1  # how many defects one match stands for (「あるやの直後」 is two lost icons)


def scan_patterns(records: Iterable[ClauseRecord], patterns: Sequence[TextPattern]) -> None:
    """One defect per clause and pattern code, naming every place the pattern matched.

    ``{hits}`` in the messages becomes the quoted contexts, ``{count}`` the number of holes.
    """
    for record in records:
        by_code: dict[str, tuple[TextPattern, list[str], list[int]]] = {}
        for spec in patterns:
            for m in spec.pattern.finditer(record.text):
                context = record.text[max(0, m.start() - 6) : m.end() + 6]
                entry = by_code.setdefault(spec.code, (spec, [], [0]))
                entry[1].append(context)
                entry[2][0] += spec.holes
        for spec, hits, count in by_code.values():
            quoted = "; ".join(f"「{h}」" for h in hits)
            record.defects.append(
                Defect(
                    record.line_start,
                    spec.code,
                    spec.message.format(hits=quoted, count=count[0]),
                    spec.message_ja.format(hits=quoted, count=count[0]),
                )
            )


# ---------------------------------------------------------------------------------------------
# Cross-references
# ---------------------------------------------------------------------------------------------

_ITEM = rf"{NUMBER}{_DOT}?(?:XX)?(?:\s*[-－‐~～]\s*{NUMBER}{_DOT}?)?"
RE_PAREN = re.compile(rf"[（(]\s*(?P<body>{_ITEM}(?:\s*[、,，]\s*{_ITEM})*)\s*[）)]")
RE_RANGE = re.compile(
    rf"(?<![0-9０-９.．])(?P<a>{DOTTED_NUMBER}){_DOT}?(?P<junk>XX)?\s*(?:[-－‐~～]|から)\s*"
    rf"(?P<b>{DOTTED_NUMBER}){_DOT}?(?![0-9０-９])"
)
RE_SINGLE = re.compile(rf"(?<![0-9０-９.．])(?P<a>{DOTTED_NUMBER}){_DOT}?(?![0-9０-９])")
RE_ITEM_PARTS = re.compile(rf"(?P<a>{NUMBER}){_DOT}?(?P<junk>XX)?(?:\s*[-－‐~～]\s*(?P<b>{NUMBER}){_DOT}?)?")


@dataclass(frozen=True)
class Found:
    """A reference found in text: where, the exact substring, and its canonical targets."""

    start: int
    raw: str
    targets: tuple[str, ...]
    corrupted: bool = False  # the printed form carries garbage (「9.10.1.2XX-9.10.1.4」)


def expand_range(first: str, last: str) -> tuple[str, ...]:
    """'7.2'..'7.6' -> 7.2, 7.3, …, 7.6 (siblings); endpoints only when they are not siblings."""
    a, b = canonical(first), canonical(last)
    a_stem, _, a_last = a.rpartition(".")
    b_stem, _, b_last = b.rpartition(".")
    if a_stem != b_stem or int(b_last) < int(a_last):
        return (a, b)
    prefix = f"{a_stem}." if a_stem else ""
    return tuple(f"{prefix}{k}" for k in range(int(a_last), int(b_last) + 1))


def _paren_refs(text: str) -> list[Found]:
    found = []
    for m in RE_PAREN.finditer(text):
        targets: list[str] = []
        corrupted = False
        for item in RE_ITEM_PARTS.finditer(m["body"]):
            corrupted |= bool(item["junk"])
            if item["b"]:
                targets += expand_range(item["a"], item["b"])
            else:
                targets.append(canonical(item["a"]))
        # Parentheses included: 「（12）」 is unique in the text where a bare 「12」 may not be.
        found.append(Found(m.start(), m.group(0), tuple(targets), corrupted))
    return found


def _overlaps(start: int, end: int, taken: Sequence[tuple[int, int]]) -> bool:
    return any(start < t_end and t_start < end for t_start, t_end in taken)


def _inline_refs(text: str, taken: list[tuple[int, int]]) -> list[Found]:
    found = []
    for m in RE_RANGE.finditer(text):
        if _overlaps(m.start(), m.end(), taken):
            continue
        taken.append((m.start(), m.end()))
        found.append(Found(m.start(), m.group(0), expand_range(m["a"], m["b"]), bool(m["junk"])))
    for m in RE_SINGLE.finditer(text):
        if _overlaps(m.start(), m.end(), taken):
            continue
        taken.append((m.start(), m.end()))
        found.append(Found(m.start(), m.group(0), (canonical(m["a"]),)))
    return found


def _title_refs(text: str, chapter_titles: Mapping[str, str], taken: list[tuple[int, int]]) -> list[Found]:
    """「‘アタックフェイズの詳細’」 or 「‘8 メインフェイズで実行可能な行動’」 name a chapter by its title."""
    found = []
    for number, title in chapter_titles.items():
        for m in re.finditer(rf"[‘']((?:{re.escape(number)}\s*)?{re.escape(title)})[’']", text):
            start, end = m.span(1)
            if not _overlaps(start, end, taken):
                taken.append((start, end))
                found.append(Found(start, m.group(1), (number,)))
    return found


def find_references(text: str, chapter_titles: Mapping[str, str]) -> list[Found]:
    """Every reference in ``text``, left to right (the order pages link them in)."""
    parens = _paren_refs(text)
    taken = [(f.start, f.start + len(f.raw)) for f in parens]
    found = parens + _inline_refs(text, taken) + _title_refs(text, chapter_titles, taken)
    return sorted(found, key=lambda f: f.start)


@dataclass(frozen=True)
class KnownReference:
    """A reference the brief or the text shows to be wrong: where it stands and why it is flagged."""

    source: str
    raw: str
    flag: str
    message_ja: str
    target: str | None = None  # None: every target of ``raw``; else only this one (a list with one bad entry)


def attach_references(
    records: Sequence[ClauseRecord],
    slug: str,
    chapter_titles: Mapping[str, str],
    known: Sequence[KnownReference] = (),
    extra: Mapping[str, Sequence[Found]] | None = None,
) -> None:
    """Find, resolve and flag the references of every non-heading record.

    ``known`` lists references whose flag the parser knows; when its clause exists, each must match a
    reference found in the text, or the text has changed under the parser and it says so. ``extra`` adds document-specific
    references per clause number (e.g. kaiju's 「巻末の付録」).
    """
    numbers = {r.number for r in records}
    flags = {(k.source, k.raw): k for k in known}
    used: set[tuple[str, str]] = set()
    for record in records:
        # Headings are titles; appendix entries are data rows and version lines (「ver. 1.04」).
        if record.kind in (KIND_CHAPTER, KIND_SECTION, KIND_APPENDIX):
            continue
        refs: list[Reference] = []
        for in_example, text in [(False, record.text), *((True, e) for e in record.examples)]:
            hits = find_references(text, chapter_titles)
            if not in_example and extra:
                hits = sorted([*hits, *extra.get(record.number, ())], key=lambda f: f.start)
            for hit in hits:
                refs += _resolve(record, hit, numbers, flags, used, in_example)
        record.references = refs
    by_number = {r.number: r for r in records}
    for key, spec in flags.items():
        # A known reference whose clause is present but no longer prints it: the text changed under us.
        if key not in used and spec.source in by_number:
            line = by_number[spec.source].line_start
            raise ParseError(
                slug, line, spec.raw, f"known reference in {spec.source} is no longer in the text"
            )


def _resolve(
    record: ClauseRecord,
    hit: Found,
    numbers: set[str],
    flags: Mapping[tuple[str, str], KnownReference],
    used: set[tuple[str, str]],
    in_example: bool,
) -> list[Reference]:
    known = flags.get((record.number, hit.raw))
    if known is not None:
        used.add((record.number, hit.raw))
        record.defects.append(Defect(record.line_start, "wrong-reference", known.flag, known.message_ja))
    if hit.corrupted:
        record.defects.append(
            Defect(
                record.line_start,
                "artefact",
                f"the reference 「{hit.raw}」 carries stray characters 'XX'; read as the range "
                f"{hit.targets[0]}–{hit.targets[-1]}",
                f"参照「{hit.raw}」に不要な文字「XX」が混入しています。{hit.targets[0]}～{hit.targets[-1]} の範囲として扱います。",
            )
        )
    refs = []
    for target in hit.targets:
        flagged = known is not None and known.target in (None, target)
        flag = known.flag if known is not None and flagged else None
        if target not in numbers and not flagged:
            flag = f"target {target} does not exist in this document"
            record.defects.append(
                Defect(
                    record.line_start,
                    "wrong-reference",
                    f"「{hit.raw}」 points to {target}, which does not exist",
                    f"「{hit.raw}」の参照先 {target} は存在しません。",
                )
            )
        refs.append(Reference(raw=hit.raw, target_number=target, flag=flag, in_example=in_example))
    return refs
