"""Plain-data records shared by every rulebook parser.

Each parser turns the raw text of one rulebook into a :class:`ParsedDocument`.
Nothing here imports Django: the importer (a thin shell) stores these records.

Conventions every parser follows:

* ``ClauseRecord.number`` is the canonical clause number: ASCII digits, no
  trailing dot, unique within the document (duplicates get a visible suffix
  chosen by the parser and documented there).
* ``text`` is the clause as printed, after joining wrapped lines; the number
  itself and leading indentation are removed. NFKC folding is for search, not
  for the stored text.
* Line numbers are 1-based physical lines of the source file.
* Anything the parser had to work around in the source is a :class:`Defect`
  on the clause it concerns (or on the document when it concerns no clause).
* A line the parser cannot place raises :class:`ParseError`; parsers never
  silently drop text.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# Clause kinds. Parsers use only these so pages and search treat them alike.
KIND_CHAPTER = "chapter"  # top-level heading (part / chapter)
KIND_SECTION = "section"  # lower heading that has no rule text of its own
KIND_RULE = "rule"  # a numbered rule with text
KIND_ITEM = "item"  # a bullet or sub-item inside a rule, numbered by us (e.g. myearth 41.2)
KIND_APPENDIX = "appendix"  # an appendix entry (e.g. kaiju glossary/keyword appendices)
KIND_PREFACE = "preface"  # front matter that is numbered by us (e.g. dimension-zero 0.0.1)

KINDS = (KIND_CHAPTER, KIND_SECTION, KIND_RULE, KIND_ITEM, KIND_APPENDIX, KIND_PREFACE)
HEADING_KINDS = (KIND_CHAPTER, KIND_SECTION)

# Where a reference points.
REF_INTERNAL = "internal"  # a clause of this same document
REF_EXTERNAL = "external"  # a document that is not in the index (e.g. the official DM rules)


class ParseError(Exception):
    """The parser met a line it cannot place. Carries the place, so the importer can say where."""

    def __init__(self, document: str, line: int, text: str, reason: str) -> None:
        self.document = document
        self.line = line
        self.text = text
        self.reason = reason
        super().__init__(f"{document}:{line}: {reason}: {text[:80]!r}")


@dataclass(frozen=True)
class Defect:
    """Something wrong in the source that the parser worked around.

    ``code`` is a short stable identifier (e.g. ``duplicate-number``,
    ``wrapped-line``, ``page-break-split``, ``lost-icon``, ``missing-number``,
    ``artefact``, ``empty-clause``, ``wrong-reference``); ``message`` says what,
    in English; ``message_ja`` says the same in Japanese.
    """

    line: int
    code: str
    message: str
    message_ja: str = ""
    # A ``typo`` whose intended wording is known: the printed spelling and how it reads. The display
    # keeps the printed text; search reads the intended one (みなものの finds nothing, みなもと does).
    printed: str = ""
    reading: str = ""


@dataclass(frozen=True)
class Reference:
    """A cross-reference as printed in a clause's text.

    ``raw`` is the exact substring of the clause text (or example) that names the
    target, so pages can turn it into a link. A range or list that names several
    clauses yields one Reference per target, all with the same ``raw``.
    ``target_number`` is canonical (as ``ClauseRecord.number``) for internal
    references; for external ones it is the number as printed, or None.
    ``flag`` is set when the parser knows the reference is wrong (the brief or the
    text shows it points to the wrong place); it says why, in English.
    ``in_example`` tells that the reference stands in an example, not the rule text.
    """

    raw: str
    target_number: str | None
    kind: str = REF_INTERNAL
    target_document: str | None = None  # None: this document; external: a free-text name
    flag: str | None = None
    in_example: bool = False


@dataclass
class ClauseRecord:
    number: str
    kind: str
    text: str
    heading_path: list[str] = field(default_factory=list)
    parent: str | None = None
    title: str = ""  # for headings: the title alone; for rules: empty
    examples: list[str] = field(default_factory=list)
    line_start: int = 0
    line_end: int = 0
    references: list[Reference] = field(default_factory=list)
    defects: list[Defect] = field(default_factory=list)
    aliases: list[str] = field(default_factory=list)  # other spellings of the number judges may type


@dataclass(frozen=True)
class HistoryEntry:
    """A dated change-log entry printed in the document (dm-variants has one)."""

    date: str  # ISO yyyy-mm-dd when the text gives a full date, else as printed
    text: str
    clauses: tuple[str, ...] = ()  # canonical numbers the entry names
    line: int = 0


@dataclass
class ParsedDocument:
    slug: str
    title: str
    version: str  # as printed, or "unknown"
    date: str  # ISO date as printed, or ""
    clauses: list[ClauseRecord]
    defects: list[Defect] = field(default_factory=list)  # defects that belong to no clause
    history: list[HistoryEntry] = field(default_factory=list)

    def by_number(self) -> dict[str, ClauseRecord]:
        return {c.number: c for c in self.clauses}
