"""Parser for 「ディメンション・ゼロ 総合ルール」 (Dimension Zero Comprehensive Rules, Version 19.00).

Numbering scheme (canonical ``ClauseRecord.number``)
----------------------------------------------------

* Parts 第P部 are heading clauses numbered ``P`` (kind ``chapter``); chapters 第C章 are heading
  clauses numbered ``P.C`` (kind ``chapter``). Chapter numbers restart in every part.
* Items keep the document's own hyphenated numbering after ``P.C.``: 第3部 第8章 ``2-6.`` is
  ``3.8.2-6``; ``4-3-1.`` in 第4部 第16章 is ``4.16.4-3-1``.
* An item that is only a title and whose sub-items carry the rules (2.20.1 「ユニット」,
  2.23.3 「ブランゾーン」, 4.14.3 …) is kind ``section`` with ``title`` set.
* The text of an unnumbered chapter (第2部 第27章 発生源, 第4部 第17章 直前の情報) is ``P.C.0``.
* 序文 (preface) is the heading ``0`` and its items ``1.``–``4.`` are ``0.0.1``–``0.0.4`` (kind
  ``preface``, parent ``0``). The unnumbered front matter before the table of contents (version,
  dates, two introductory paragraphs) is ``0.0.0`` so that no printed text is lost.
* 節/項: the document has no 節 headings. Its one reference that uses them
  (「第2部 第10章 第3節 第1項～第3項」, 4.5.1) means item 3, sub-items 3-1…3-3, so 第N節 is read as the
  first item level and 第M項 as the second (``2.10.3-1``). Aliases use the same reading.
* Duplicate numbers (none in Version 19.00) would get the suffix ``~2``, ``~3`` … in source order.
* A clause whose number was lost in the source is re-created from the surrounding numbering
  (4.8.11-1: only the tail of its example survives) with empty text, the surviving fragment as its
  example and ``missing-number`` / ``empty-clause`` defects.

Text
----

``text`` is the clause as printed after joining lines split by a page break; paragraphs of one
clause (a title line and its body, 「(1)」/「A：」 enumerations, the ※ note) are joined with ``\\n``.
【例】 examples are stored without the 【例】 marker in ``examples`` of the clause before them. The
table of contents is not stored as clauses: it is checked against the body headings instead. The
colophon (制作) is recognised and skipped; the change log (更新履歴) becomes ``history``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from .base import (
    KIND_CHAPTER,
    KIND_PREFACE,
    KIND_RULE,
    KIND_SECTION,
    REF_EXTERNAL,
    ClauseRecord,
    Defect,
    HistoryEntry,
    ParsedDocument,
    ParseError,
    Reference,
)

SLUG = "dimension-zero"

PREFACE_NUMBER = "0"
FRONT_MATTER_NUMBER = "0.0.0"
DUPLICATE_SUFFIX = "~"

TOC_CAPTION = "本書は以下の構成からなります。"
COLOPHON_HEADING = "制作"
HISTORY_HEADING = "更新履歴"

_SPACE = "[ \t\u3000]"
RE_PART = re.compile(rf"^第(\d+)部{_SPACE}+(\S.*)$")
RE_CHAPTER = re.compile(rf"^第(\d+)章{_SPACE}+(\S.*)$")
RE_PREFACE = re.compile(rf"^序文{_SPACE}+(\S.*)$")
RE_ITEM = re.compile(rf"^(\d+(?:-\d+)*)\.{_SPACE}*(.*)$")
# 「3-2 指定されたユニットを…」 (4.9.3-2) lost its dot; only hyphenated numbers are accepted without
# one, so that a wrapped line such as 「2>のカードは…」 is never taken for an item.
RE_ITEM_NO_DOT = re.compile(rf"^(\d+(?:-\d+)+){_SPACE}+(\S.*)$")
RE_BULLET = re.compile(r"^-\s+")
RE_TOC_ENTRY = re.compile(r"^(.+?)\t(\d+)$")
RE_VERSION = re.compile(r"^Version\s*(\d+(?:\.\d+)*)$")
RE_REVISED = re.compile(r"^最終改訂日：(\d{4})年(\d{1,2})月(\d{1,2})日$")
RE_HISTORY = re.compile(r"^(\d{4})\s*年\s*(\d*)\s*月\s*(\d*)\s*日\s+(Version\s*(\d+\.\d+).*)$")

EXAMPLE_MARK = "【例】"
NOTE_MARK = "※"
# Paragraph-level enumerations inside one clause: 「(1)…」 (3.9.1, 4.14.5-2) and 「A：…」 (6.2.2).
RE_ENUMERATION = re.compile(r"^(?:\(\d+\)|（\d+）|[A-Z]：)")

# A paragraph ending in one of these closes a sentence. 」 is deliberately missing: 6.3.2 breaks
# a page right after 「…を使用する。」 and continues with 「とは、…」.
TERMINATORS = ("。", ")", "）", "』")
TITLE_MAX_CHARS = 30
OPENERS = "(（「『【[［"
CLOSERS = ")）」』】]］"

RE_CYRILLIC = re.compile(r"[\u0400-\u04ff]+")
# Misprints (a dakuten read for a handakuten and the like) -> the intended word.
MISPRINTS = {
    "ブランゾーン": "プランゾーン",
    "ブロンゾーン": "プランゾーン",
    "ブラズマキッド": "プラズマキッド",
}
RE_MISPRINT = re.compile("|".join(MISPRINTS))
RE_OCR_KEYWORD_DASH = re.compile(r"耐性一")
RE_LOST_ICON = re.compile(r"アイコンでは以下の様に表されます。$")

# Wording errors the parser cannot detect by itself: (clause, printed words, English, Japanese).
# Each is checked against the text; a stale entry raises so the table cannot silently rot.
KNOWN_TEXT_ERRORS: tuple[tuple[str, str, str, str], ...] = (
    (
        "1.1.1",
        "注釈文やプレーヤー",
        "「プレーヤー」 should read 「フレーバー」 (flavour text); compare 2.11.1.",
        "「プレーヤー」は「フレーバー」の誤記と思われます(2.11.1参照)。",
    ),
    (
        "4.2.1",
        "プレーヤーは能力ではありません",
        "「プレーヤー」 should read 「フレーバー」 (flavour text is not an ability).",
        "「プレーヤー」は「フレーバー」の誤記と思われます。",
    ),
    (
        "3.10.2",
        "スタックに乗せません",
        "Says end-of-turn triggers are NOT put on the stack; 4.4.4 and 3.10.3 require 乗せます.",
        "「乗せません」は4.4.4・3.10.3と矛盾し、「乗せます」の誤記と思われます。",
    ),
    (
        "4.10.2",
        "持ち主の墓地に置かれず。",
        "Says a nullified spell is not put into the graveyard; 2.23.5-1, 4.1.4 and 4.1.5 say it is.",
        "「置かれず」は2.23.5-1・4.1.4・4.1.5と矛盾し、「置かれます」の誤記と思われます。",
    ),
    (
        "3.11.1-1",
        "バトル発生以外のルールエフェクトに優先して",
        "The first sentence is garbled (non-battle rule effects take precedence over non-battle rule "
        "effects); 4.16.4-3-1 states the intent: battle occurrence is processed last.",
        "第1文は意味が通りません。4.16.4-3-1の通り、バトルの発生は他のルールエフェクトの後に処理されます。",
    ),
    (
        "3.8.4-2",
        "使用コストを支払って、タイミングがバトルと書かれたカードの起動型能力",
        "Says 使用コスト (use cost) for activating an ability; 3.8.2-2 and 3.8.3-2 say 起動コスト.",
        "起動型能力の起動に「使用コスト」とありますが、3.8.2-2・3.8.3-2の通り「起動コスト」と思われます。",
    ),
    (
        "6.2.2",
        "以下のいれかの場合",
        "「いれか」: the character ず of 「いずれか」 was lost at the page break.",
        "改ページで「いずれか」の「ず」が欠落しています。",
    ),
)

# Misspellings that do not change a ruling: printed word -> intended word. Kept as printed, recorded
# as ``typo`` on every clause (text or example) that contains them.
KNOWN_TYPOS: dict[str, str] = {
    "見るる": "見る",
    "見るすること": "見ること",
    "3つつつ": "3つずつ",
    "乗りにません": "乗りません",
    "あたりにません": "あたりません",
    "便利のように": "便利なように",
    "はつきり": "はっきり",
}

# References the brief and the text show to be wrong although their target exists.
KNOWN_REFERENCE_FLAGS: dict[tuple[str, str], str] = {
    (
        "4.5.1",
        "第2部 第10章 第3節 第1項～第3項",
    ): "range stops at 2.10.3-3, but 2.10.3-4 (a card's own cost changes, effective outside the "
    "squares) is the same kind of exception; the range was probably not updated when 3-4 was added",
}

EXTERNAL_DOCUMENTS = ("ディメンション・ゼロ 公式カードリスト", "ディメンション・ゼロ フロアルール")


# --------------------------------------------------------------------------------------------
# Physical lines and regions
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Line:
    no: int  # 1-based physical line
    raw: str
    text: str  # stripped; internal tabs kept


def _lines(text: str) -> list[_Line]:
    return [_Line(i + 1, raw, raw.strip()) for i, raw in enumerate(text.split("\n"))]


@dataclass
class _Regions:
    front: list[_Line]
    toc: list[_Line]
    body: list[_Line]
    colophon: list[_Line]
    history: list[_Line]


def _find(lines: list[_Line], start: int, wanted: str) -> int:
    for index in range(start, len(lines)):
        if lines[index].text == wanted:
            return index
    last = lines[-1].no if lines else 0
    raise ParseError(SLUG, last, "", f"missing line {wanted!r}")


def _split_regions(lines: list[_Line]) -> _Regions:
    caption = _find(lines, 0, TOC_CAPTION)
    body_start = caption + 1
    # The table of contents is every `title<TAB>page` line (and blank line) after its caption.
    while body_start < len(lines) and (
        not lines[body_start].text or RE_TOC_ENTRY.match(lines[body_start].raw.rstrip(" "))
    ):
        body_start += 1
    colophon = _find(lines, body_start, COLOPHON_HEADING)
    history = _find(lines, colophon, HISTORY_HEADING)
    return _Regions(
        front=lines[: caption + 1],
        toc=lines[caption + 1 : body_start],
        body=lines[body_start:colophon],
        colophon=lines[colophon:history],
        history=lines[history:],
    )


# --------------------------------------------------------------------------------------------
# Front matter, table of contents, change log
# --------------------------------------------------------------------------------------------


@dataclass
class _FrontMatter:
    title: str
    version: str
    date: str
    clause: ClauseRecord


def _parse_front(front: list[_Line]) -> _FrontMatter:
    content = [line for line in front if line.text]
    if not content:
        raise ParseError(SLUG, 1, "", "no title before the table of contents")
    title_line, rest = content[0], content[1:]
    version = next((m.group(1) for line in rest if (m := RE_VERSION.match(line.text))), None)
    if version is None:
        raise ParseError(SLUG, title_line.no, title_line.text, "no 'VersionNN.NN' line in the front matter")
    date = ""
    for line in rest:
        if m := RE_REVISED.match(line.text):
            date = f"{m.group(1)}-{int(m.group(2)):02d}-{int(m.group(3)):02d}"
    clause = ClauseRecord(
        number=FRONT_MATTER_NUMBER,
        kind=KIND_PREFACE,
        text="\n".join(line.text for line in rest),
        parent=PREFACE_NUMBER,
        line_start=rest[0].no if rest else title_line.no,
        line_end=rest[-1].no if rest else title_line.no,
    )
    return _FrontMatter(title_line.text, version, date, clause)


def _toc_entries(toc: list[_Line]) -> list[tuple[int, str]]:
    """(line, heading) for every TOC entry, with runs of spaces/tabs folded to one space."""
    entries = []
    for line in toc:
        if m := RE_TOC_ENTRY.match(line.raw.rstrip(" ")):
            entries.append((line.no, re.sub(r"[ \t]+", " ", m.group(1)).strip()))
    return entries


def _parse_history(history: list[_Line], defects: list[Defect]) -> list[HistoryEntry]:
    entries = []
    for line in history[1:]:
        if not line.text:
            continue
        m = RE_HISTORY.match(line.text)
        if m is None:
            raise ParseError(SLUG, line.no, line.text, "change-log line without 'YYYY 年 M 月 D 日 Version'")
        year, month, day, rest = m.group(1), m.group(2), m.group(3), m.group(4)
        if month and day:
            date = f"{year}-{int(month):02d}-{int(day):02d}"
        else:
            date = line.text[: m.start(4)].strip()
            defects.append(
                Defect(
                    line.no,
                    "missing-date",
                    f"change-log entry {m.group(5)} has no month/day ({date!r}); kept as printed",
                    f"更新履歴 {m.group(5)} の日付に月日がありません。印刷どおり保持します。",
                )
            )
        entries.append(HistoryEntry(date=date, text=rest, line=line.no))
    return entries


# --------------------------------------------------------------------------------------------
# Body: the line-by-line state machine
# --------------------------------------------------------------------------------------------


def _item_key(item: str) -> tuple[int, ...]:
    return tuple(int(part) for part in item.split("-"))


def _ends_sentence(paragraph: str) -> bool:
    return paragraph.endswith(TERMINATORS)


def _is_title_like(paragraph: str) -> bool:
    """A short heading such as 「優先権」 or 「総合ルールの目的」: no punctuation, no quotes."""
    return len(paragraph) <= TITLE_MAX_CHARS and not any(ch in paragraph for ch in "、。「」（(")


def _starts_inside_brackets(paragraph: str) -> bool:
    """True when a bracket closes before any opens: the paragraph's beginning was lost."""
    depth = 0
    for ch in paragraph:
        if ch in OPENERS:
            depth += 1
        elif ch in CLOSERS:
            depth -= 1
            if depth < 0:
                return True
    return False


@dataclass
class _Paragraphs:
    """Paragraphs of a clause text or of one example, with the line each ended on."""

    parts: list[str] = field(default_factory=list)
    last_line: int = 0


@dataclass
class _Builder:
    number: str
    kind: str
    item: str  # the document's own item number ("2-6"), "" for headings
    line_start: int
    title: str = ""
    text: _Paragraphs = field(default_factory=_Paragraphs)
    examples: list[_Paragraphs] = field(default_factory=list)
    defects: list[Defect] = field(default_factory=list)
    line_end: int = 0
    title_line: bool = False  # the first paragraph is a title line (「5. 優先権」)

    def record(self) -> ClauseRecord:
        return ClauseRecord(
            number=self.number,
            kind=self.kind,
            text="\n".join(self.text.parts),
            title=self.title,
            examples=["\n".join(example.parts) for example in self.examples],
            line_start=self.line_start,
            line_end=max(self.line_end, self.line_start),
            defects=list(self.defects),
        )


class _BodyParser:
    def __init__(self) -> None:
        self.clauses: list[_Builder] = []
        self.by_number: dict[str, _Builder] = {}
        self.part: int | None = None
        self.chapter: int | None = None
        self.in_preface = False
        self.current: _Builder | None = None
        self.heading: _Builder | None = None  # the latest part/chapter heading
        self.example: _Paragraphs | None = None  # the example being read, if any
        self.previous_item: dict[str, tuple[int, ...]] = {}
        self.pending_fragment: tuple[_Line, str] | None = None
        self.last_content_line = 0

    # -- entry point ------------------------------------------------------------------------

    def run(self, body: list[_Line]) -> list[_Builder]:
        for line in body:
            if line.text:
                self._dispatch(line)
                self.last_content_line = line.no
        if self.pending_fragment is not None:
            fragment_line = self.pending_fragment[0]
            raise ParseError(SLUG, fragment_line.no, fragment_line.text, "fragment with no clause after it")
        return self.clauses

    def _dispatch(self, line: _Line) -> None:
        text, defects = self._strip_artefacts(line)
        if (m := RE_PREFACE.match(text)) and self.part is None and not self.in_preface:
            self._preface_heading(line, m.group(1))
        elif m := RE_PART.match(text):
            self._part(line, int(m.group(1)), m.group(2))
        elif m := RE_CHAPTER.match(text):
            self._chapter(line, int(m.group(1)), m.group(2))
        elif (m := RE_ITEM.match(text)) or (m := RE_ITEM_NO_DOT.match(text)):
            self._item(line, m.group(1), m.group(2).strip(), no_dot=not text.startswith(f"{m.group(1)}."))
        elif text.startswith(EXAMPLE_MARK):
            self._example(line, text[len(EXAMPLE_MARK) :])
        elif text.startswith(NOTE_MARK) or RE_ENUMERATION.match(text):
            self._clause_paragraph(line, text)
        else:
            self._plain(line, text)
        if defects and self.current is not None:
            self.current.defects.extend(defects)

    def _strip_artefacts(self, line: _Line) -> tuple[str, list[Defect]]:
        text, defects = line.text, []
        if line.raw[:1] == " ":
            defects.append(
                Defect(
                    line.no,
                    "indentation",
                    "stray indentation before the number; removed",
                    "番号の前に余分な字下げがあります。除去しました。",
                )
            )
        if m := RE_BULLET.match(text):
            text = text[m.end() :]
            defects.append(
                Defect(
                    line.no,
                    "bullet",
                    "a '- ' bullet stands before the clause number; removed",
                    "項目番号の前に箇条書き記号「- 」があります。除去しました。",
                )
            )
        return text, defects

    # -- headings ---------------------------------------------------------------------------

    def _preface_heading(self, line: _Line, title: str) -> None:
        self.in_preface = True
        heading = _Builder(PREFACE_NUMBER, KIND_CHAPTER, "", line.no, title=title.strip())
        heading.text.parts.append(re.sub(r"[ \t]+", " ", line.text))
        self._add(heading)
        self.heading = heading
        self.current = heading
        self.example = None

    def _part(self, line: _Line, part: int, title: str) -> None:
        self._check_no_fragment(line)
        defects = []
        expected = (self.part or 0) + 1
        if part != expected:
            defects.append(
                Defect(
                    line.no,
                    "out-of-order",
                    f"part {part} follows part {expected - 1}",
                    "部の番号が連続していません。",
                )
            )
        self.part, self.chapter, self.in_preface = part, None, False
        heading = _Builder(str(part), KIND_CHAPTER, "", line.no, title=title.strip(), defects=defects)
        heading.text.parts.append(line.text)
        self._add(heading)
        self.heading = heading
        self.current = heading
        self.example = None

    def _chapter(self, line: _Line, chapter: int, title: str) -> None:
        self._check_no_fragment(line)
        if self.part is None:
            raise ParseError(SLUG, line.no, line.text, "chapter heading before any part heading")
        defects = []
        expected = (self.chapter or 0) + 1
        if chapter != expected:
            defects.append(
                Defect(
                    line.no,
                    "out-of-order",
                    f"chapter {chapter} follows chapter {expected - 1}",
                    "章の番号が連続していません。",
                )
            )
        self.chapter = chapter
        number = f"{self.part}.{chapter}"
        heading = _Builder(number, KIND_CHAPTER, "", line.no, title=title.strip(), defects=defects)
        heading.text.parts.append(line.text)
        self._add(heading)
        self.heading = heading
        self.current = heading
        self.example = None

    # -- numbered items ---------------------------------------------------------------------

    def _container(self, line: _Line) -> str:
        if self.part is None and self.in_preface:
            return "0.0"
        if self.part is None or self.chapter is None:
            raise ParseError(SLUG, line.no, line.text, "numbered item outside any chapter")
        return f"{self.part}.{self.chapter}"

    def _item(self, line: _Line, item: str, text: str, no_dot: bool) -> None:
        container = self._container(line)
        if container == "0.0" and "-" in item:
            raise ParseError(SLUG, line.no, line.text, "sub-item in the preface")
        self._flush_fragment(line, container, item)
        builder = _Builder(
            self._unique(f"{container}.{item}"),
            KIND_PREFACE if container == "0.0" else KIND_RULE,
            item,
            line.no,
        )
        self._check_order(builder, container, line)
        if no_dot:
            builder.defects.append(
                Defect(
                    line.no,
                    "missing-dot",
                    f"the number {item} has no dot after it; read as item {item}",
                    f"項目番号 {item} の後にピリオドがありません。",
                )
            )
        if text:
            builder.text.parts.append(text)
            builder.title_line = _is_title_like(text)
        else:
            builder.defects.append(
                Defect(line.no, "empty-clause", "number without text", "番号のみで本文がありません。")
            )
        builder.text.last_line = line.no
        self._add(builder)
        self.current = builder
        self.example = None

    def _unique(self, number: str) -> str:
        if number not in self.by_number:
            return number
        n = 2
        while f"{number}{DUPLICATE_SUFFIX}{n}" in self.by_number:
            n += 1
        return f"{number}{DUPLICATE_SUFFIX}{n}"

    def _check_order(self, builder: _Builder, container: str, line: _Line) -> None:
        key = _item_key(builder.item)
        previous = self.previous_item.get(container)
        if builder.number != f"{container}.{builder.item}":
            builder.defects.append(
                Defect(
                    line.no,
                    "duplicate-number",
                    f"{container}.{builder.item} appears twice; this one is stored as {builder.number}",
                    f"{container}.{builder.item} が重複しています。{builder.number} として保存します。",
                )
            )
        elif previous is not None and key < previous:
            builder.defects.append(
                Defect(
                    line.no,
                    "out-of-order",
                    f"item {builder.item} comes after a higher number",
                    "項目番号が逆順になっています。",
                )
            )
        self.previous_item[container] = key

    # -- examples and paragraphs ------------------------------------------------------------

    def _example(self, line: _Line, text: str) -> None:
        self._check_no_fragment(line)
        owner = self._text_owner(line)
        example = _Paragraphs([text], line.no)
        owner.examples.append(example)
        owner.line_end = line.no
        self.example = example

    def _clause_paragraph(self, line: _Line, text: str) -> None:
        """A ※ note or an enumeration line: always part of the clause text, never of an example."""
        self._check_no_fragment(line)
        owner = self._text_owner(line)
        owner.text.parts.append(text)
        owner.text.last_line = line.no
        owner.line_end = line.no
        self.example = None

    def _plain(self, line: _Line, text: str) -> None:
        if self.pending_fragment is not None:
            fragment_line, fragment = self.pending_fragment
            self.pending_fragment = (fragment_line, fragment + text)
            return
        target = self.example
        if target is None and self.current is not None and self.current.kind != KIND_CHAPTER:
            target = self.current.text
        if target is not None and target.parts and self._continues(target, text):
            self._join(target, line, text)
        elif target is not None and _ends_sentence(target.parts[-1]) and _starts_inside_brackets(text):
            # 4.8.11-1: the page holding the clause and the start of its example is lost.
            self.pending_fragment = (line, text)
        elif target is not None:
            target.parts.append(text)
            target.last_line = line.no
            self._owner().line_end = line.no
        else:
            owner = self._text_owner(line)
            owner.text.parts.append(text)
            owner.text.last_line = line.no
            owner.line_end = line.no

    def _continues(self, target: _Paragraphs, text: str) -> bool:
        last = target.parts[-1]
        if _ends_sentence(last):
            return False
        # 「5. 優先権」 followed by its body is a title and a paragraph, not a wrapped sentence.
        is_title = target is self._owner().text and len(target.parts) == 1 and self._owner().title_line
        return not is_title

    def _join(self, target: _Paragraphs, line: _Line, text: str) -> None:
        previous_line = target.last_line
        target.parts[-1] += text
        target.last_line = line.no
        owner = self._owner()
        owner.line_end = line.no
        if line.no - previous_line > 1:
            code, message, message_ja = (
                "page-break-split",
                f"a page break splits the sentence between lines {previous_line} and {line.no}; joined",
                f"改ページで文が{previous_line}行目と{line.no}行目に分かれています。連結しました。",
            )
        else:
            code, message, message_ja = (
                "wrapped-line",
                f"line {line.no} continues line {previous_line}; joined",
                f"{line.no}行目は{previous_line}行目の続きです。連結しました。",
            )
        owner.defects.append(Defect(line.no, code, message, message_ja))

    def _owner(self) -> _Builder:
        assert self.current is not None
        return self.current

    def _text_owner(self, line: _Line) -> _Builder:
        """The clause that takes a paragraph or example: the current one, or P.C.0 after a heading."""
        if self.current is None:
            raise ParseError(SLUG, line.no, line.text, "text before any heading")
        if self.current.kind != KIND_CHAPTER:
            return self.current
        if self.chapter is None:
            raise ParseError(SLUG, line.no, line.text, "text directly under a part heading")
        number = f"{self.part}.{self.chapter}.0"
        if number not in self.by_number:
            body = _Builder(number, KIND_RULE, "0", line.no)
            self._add(body)
        self.current = self.by_number[number]
        return self.current

    # -- lost clauses -----------------------------------------------------------------------

    def _check_no_fragment(self, line: _Line) -> None:
        if self.pending_fragment is not None:
            fragment_line = self.pending_fragment[0]
            raise ParseError(
                SLUG,
                fragment_line.no,
                fragment_line.text,
                f"fragment cannot be numbered (next line {line.no})",
            )

    def _flush_fragment(self, line: _Line, container: str, next_item: str) -> None:
        """Give the pending fragment the number just before ``next_item`` (11-2 -> 11-1)."""
        if self.pending_fragment is None:
            return
        fragment_line, fragment = self.pending_fragment
        key = _item_key(next_item)
        lost = "-".join(str(n) for n in (*key[:-1], key[-1] - 1))
        if key[-1] < 2 or self.previous_item.get(container) == _item_key(lost):
            raise ParseError(
                SLUG, fragment_line.no, fragment_line.text, "cannot infer the number of the lost clause"
            )
        number = f"{container}.{lost}"
        builder = _Builder(number, KIND_RULE, lost, fragment_line.no)
        builder.examples.append(_Paragraphs([fragment], fragment_line.no))
        builder.line_end = fragment_line.no
        builder.defects += [
            Defect(
                fragment_line.no,
                "missing-number",
                f"clause {number} is lost; only the tail of its example survives (line {fragment_line.no}), "
                f"numbered from the following {container}.{next_item}",
                f"{number} は欠落しており、例の末尾のみが残っています。次の {next_item} から番号を補いました。",
            ),
            Defect(
                fragment_line.no,
                "empty-clause",
                "the rule text is lost; the surviving fragment is kept as the clause's example",
                "規則本文は失われています。残った断片を例として保持します。",
            ),
        ]
        self.pending_fragment = None
        self.previous_item[container] = _item_key(lost)
        self._add(builder)

    def _add(self, builder: _Builder) -> None:
        self.clauses.append(builder)
        self.by_number[builder.number] = builder


# --------------------------------------------------------------------------------------------
# Structure: parents, kinds, heading paths, aliases
# --------------------------------------------------------------------------------------------


def _split_number(number: str) -> tuple[str, str, str]:
    """'3.8.2-6' -> ('3', '8', '2-6'); headings give empty parts."""
    pieces = number.split(".", 2)
    pieces += [""] * (3 - len(pieces))
    return pieces[0], pieces[1], pieces[2]


def _numeric_parent(number: str) -> str | None:
    part, chapter, item = _split_number(number)
    if number == PREFACE_NUMBER:
        return None
    if part == "0":
        return PREFACE_NUMBER
    if not chapter:
        return None
    if not item:
        return part
    if "-" in item:
        return f"{part}.{chapter}.{item.rsplit('-', 1)[0]}"
    return f"{part}.{chapter}"


def _assign_parents(records: list[ClauseRecord]) -> None:
    known = {record.number for record in records}
    for record in records:
        wanted = _numeric_parent(record.number)
        parent = wanted
        while parent is not None and parent not in known:
            parent = _numeric_parent(parent)
        record.parent = parent
        if wanted is not None and parent != wanted:
            record.defects.append(
                Defect(
                    record.line_start,
                    "missing-parent",
                    f"the text has no clause {wanted}; {record.number} hangs under {parent}",
                    f"{wanted} は本文に存在しないため、{record.number} を {parent} の下に置きます。",
                )
            )


def _assign_sections(records: list[ClauseRecord]) -> None:
    """A rule that is a bare title with children (「1. ユニット」) becomes a section heading."""
    with_children = {record.parent for record in records}
    for record in records:
        if (
            record.kind == KIND_RULE
            and record.number in with_children
            and record.text
            and "\n" not in record.text
            and not record.examples
            and not _ends_sentence(record.text)
        ):
            record.kind = KIND_SECTION
            record.title = record.text


def _heading_label(record: ClauseRecord) -> str:
    if record.kind == KIND_SECTION:
        return f"{_split_number(record.number)[2]}. {record.title}"
    return record.text


def _assign_heading_paths(records: list[ClauseRecord]) -> None:
    by_number = {record.number: record for record in records}
    for record in records:
        path = []
        parent = record.parent
        while parent is not None:
            ancestor = by_number[parent]
            if ancestor.kind in (KIND_CHAPTER, KIND_SECTION):
                path.append(_heading_label(ancestor))
            parent = ancestor.parent
        record.heading_path = path[::-1]


def _aliases(number: str) -> list[str]:
    part, chapter, item = _split_number(number)
    if number == PREFACE_NUMBER:
        return ["序文"]
    if part == "0":
        return [] if item == "0" else [f"序文{item}", f"序文 {item}"]
    if not chapter:
        return [f"第{part}部", f"{part}部"]
    if not item:
        return [f"第{part}部第{chapter}章", f"{part}部{chapter}章", f"第{part}部 第{chapter}章"]
    if item == "0":
        return []
    aliases = [
        f"{part}部{chapter}章{item}",
        f"第{part}部第{chapter}章{item}",
        f"第{part}部 第{chapter}章 {item}",
    ]
    levels = item.split("-")
    if len(levels) <= 2:
        sections = f"第{levels[0]}節" + (f"第{levels[1]}項" if len(levels) == 2 else "")
        aliases += [
            f"第{part}部第{chapter}章{sections}",
            f"第{part}部 第{chapter}章 {sections.replace('節第', '節 第')}",
        ]
    return aliases


# --------------------------------------------------------------------------------------------
# Cross-references
# --------------------------------------------------------------------------------------------

_D = "[0-9０-９]"
_TILDE = "[～〜~]"
RE_REF_ABSOLUTE = re.compile(
    rf"第?(?P<part>{_D}+)部\s*第?(?P<chapter>{_D}+)章"
    rf"(?:\s*第(?P<section>{_D}+)節(?:\s*第(?P<first>{_D}+)項(?:{_TILDE}第?(?P<last>{_D}+)項)?)?"
    rf"|(?P<item>{_D}+(?:-{_D}+)*))?"
)
# 「第11章バトルの1-1」: a chapter of the current part, named by title, then an item.
RE_REF_CHAPTER_ITEM = re.compile(
    rf"(?<!部)第(?P<chapter>{_D}+)章(?P<title>[^「」の]{{1,20}})の(?P<item>{_D}+(?:-{_D}+)*)"
)
# 「後述する1項～6項」: sub-items of the clause itself.
RE_REF_CHILDREN = re.compile(rf"後述(?:する|の)(?P<raw>(?P<first>{_D}+)項{_TILDE}(?P<last>{_D}+)項)")
# 「1～3の間に」「再び1からの手順」 (3.10.3): sibling steps of the same chapter.
RE_REF_SIBLING_RANGE = re.compile(rf"(?P<raw>(?P<first>{_D}+){_TILDE}(?P<last>{_D}+))の間")
RE_REF_SIBLING_FROM = re.compile(rf"再び(?P<raw>(?P<first>{_D}+)から)")
RE_REF_EXTERNAL = re.compile("「(" + "|".join(re.escape(name) for name in EXTERNAL_DOCUMENTS) + ")」")


def _int(text: str) -> int:
    return int(text.translate(str.maketrans("０１２３４５６７８９", "0123456789")))


@dataclass(frozen=True)
class _Found:
    raw: str
    targets: tuple[str, ...]
    flag: str | None = None


def _absolute_refs(text: str, chapters: dict[str, str]) -> Iterable[_Found]:
    for m in RE_REF_ABSOLUTE.finditer(text):
        part, chapter = _int(m["part"]), _int(m["chapter"])
        base = f"{part}.{chapter}"
        raw = m.group(0)
        if m["section"] and m["first"]:
            last = _int(m["last"]) if m["last"] else _int(m["first"])
            items = [f"{_int(m['section'])}-{n}" for n in range(_int(m["first"]), last + 1)]
            yield _Found(raw, tuple(f"{base}.{item}" for item in items))
        elif m["section"]:
            yield _Found(raw, (f"{base}.{_int(m['section'])}",))
        elif m["item"]:
            yield _Found(raw, (f"{base}.{m['item']}",))
        else:
            title = chapters.get(base)
            # 「4部第9章スペル、…の解決」: take the chapter title into the link when it follows.
            if title and text.startswith(title, m.end()):
                raw += title
            yield _Found(raw, (base,))


def _chapter_item_refs(text: str, part: str, chapters: dict[str, str]) -> Iterable[_Found]:
    for m in RE_REF_CHAPTER_ITEM.finditer(text):
        base = f"{part}.{_int(m['chapter'])}"
        flag = None
        if chapters.get(base) != m["title"]:
            flag = f"chapter {base} is titled {chapters.get(base)!r}, not {m['title']!r}"
        yield _Found(m.group(0), (f"{base}.{m['item']}",), flag)


def _relative_refs(text: str, number: str) -> Iterable[_Found]:
    part, chapter, item = _split_number(number)
    for m in RE_REF_CHILDREN.finditer(text):
        targets = (f"{part}.{chapter}.{item}-{n}" for n in range(_int(m["first"]), _int(m["last"]) + 1))
        yield _Found(m["raw"], tuple(targets))
    for m in RE_REF_SIBLING_RANGE.finditer(text):
        targets = (f"{part}.{chapter}.{n}" for n in range(_int(m["first"]), _int(m["last"]) + 1))
        yield _Found(m["raw"], tuple(targets))
    for m in RE_REF_SIBLING_FROM.finditer(text):
        yield _Found(m["raw"], (f"{part}.{chapter}.{_int(m['first'])}",))


def _references_in(
    text: str, record: ClauseRecord, chapters: dict[str, str], in_example: bool
) -> list[Reference]:
    part = _split_number(record.number)[0]
    found = [
        *_absolute_refs(text, chapters),
        *_chapter_item_refs(text, part, chapters),
        *_relative_refs(text, record.number),
    ]
    references = []
    for hit in found:
        flag = hit.flag or KNOWN_REFERENCE_FLAGS.get((record.number, hit.raw))
        for target in hit.targets:
            references.append(Reference(raw=hit.raw, target_number=target, flag=flag, in_example=in_example))
    for m in RE_REF_EXTERNAL.finditer(text):
        references.append(
            Reference(
                raw=m.group(0),
                target_number=None,
                kind=REF_EXTERNAL,
                target_document=m.group(1),
                in_example=in_example,
            )
        )
    return references


def _assign_references(records: list[ClauseRecord]) -> None:
    chapters = {r.number: r.title for r in records if r.kind == KIND_CHAPTER and r.number.count(".") == 1}
    known = {record.number for record in records}
    for record in records:
        if record.kind == KIND_CHAPTER:
            continue  # headings are titles, not rule text
        refs = _references_in(record.text, record, chapters, in_example=False)
        for example in record.examples:
            refs += _references_in(example, record, chapters, in_example=True)
        record.references = [_flag_dangling(ref, known, record) for ref in refs]


def _flag_dangling(ref: Reference, known: set[str], record: ClauseRecord) -> Reference:
    if ref.kind == REF_EXTERNAL or ref.target_number in known:
        return ref
    record.defects.append(
        Defect(
            record.line_start,
            "wrong-reference",
            f"{ref.raw!r} points to {ref.target_number}, which does not exist",
            f"「{ref.raw}」の参照先 {ref.target_number} は存在しません。",
        )
    )
    flag = ref.flag or f"target {ref.target_number} does not exist"
    return Reference(ref.raw, ref.target_number, ref.kind, ref.target_document, flag, ref.in_example)


# --------------------------------------------------------------------------------------------
# Defects found in the finished text
# --------------------------------------------------------------------------------------------


def _scan_text_defects(records: list[ClauseRecord]) -> None:
    for record in records:
        blob = "\n".join([record.text, *record.examples])
        if words := sorted(set(RE_CYRILLIC.findall(blob))):
            record.defects.append(
                Defect(
                    record.line_start,
                    "artefact",
                    f"Cyrillic letters {', '.join(words)} inside a Japanese word (エクスパンション); kept as printed",
                    "「エクスパンション」の一部がキリル文字になっています。印刷どおり保持します。",
                )
            )
        for variant in sorted(set(RE_MISPRINT.findall(blob))):
            intended = MISPRINTS[variant]
            record.defects.append(
                Defect(
                    record.line_start,
                    "artefact",
                    f"{variant} is a misprint of {intended}; kept as printed",
                    f"「{variant}」は「{intended}」の誤植です。印刷どおり保持します。",
                )
            )
        if RE_OCR_KEYWORD_DASH.search(blob):
            record.defects.append(
                Defect(
                    record.line_start,
                    "artefact",
                    "耐性一青 uses the kanji 一 for the keyword dash (耐性-青); kept as printed",
                    "「耐性一青」のダッシュが漢字の「一」になっています。印刷どおり保持します。",
                )
            )
        if RE_LOST_ICON.search(record.text):
            record.defects.append(
                Defect(
                    record.line_end + 1,
                    "lost-icon",
                    "the formation icon announced by 「アイコンでは以下の様に表されます」 is missing (blank lines)",
                    "「アイコンでは以下の様に表されます」に続く隊列アイコンが欠落しています。",
                )
            )


def _scan_typos(records: list[ClauseRecord]) -> None:
    for record in records:
        blob = "\n".join([record.text, *record.examples])
        for printed, intended in KNOWN_TYPOS.items():
            if printed in blob:
                record.defects.append(
                    Defect(
                        record.line_start,
                        "typo",
                        f"{printed} is a misspelling of {intended}; kept as printed",
                        f"「{printed}」は「{intended}」の誤記です。印刷どおり保持します。",
                        printed=printed,
                        reading=intended,
                    )
                )


def _apply_known_errors(records: list[ClauseRecord]) -> None:
    by_number = {record.number: record for record in records}
    for number, words, message, message_ja in KNOWN_TEXT_ERRORS:
        record = by_number.get(number)
        if record is None or words not in record.text:
            line = record.line_start if record else 0
            raise ParseError(SLUG, line, words, f"known text error for {number} no longer matches the text")
        record.defects.append(Defect(record.line_start, "text-error", message, message_ja))


def numbering_gaps(numbers: Iterable[str]) -> dict[str, str]:
    """Missing numbers the numbering implies, mapped to the first clause that implies them.

    Within a chapter, an item needs all its prefixes (2-9-1 needs 2-9 and 2) and its earlier
    siblings (11-2 needs 11-1); parts and chapters must run from 1. ``P.C.0`` bodies imply nothing.
    """
    present = set(numbers)
    gaps: dict[str, str] = {}
    for number in sorted(present, key=_sort_key):
        part, chapter, item = _split_number(number)
        if part == "0" or item == "0" or "~" in number:
            continue
        if not chapter:
            needed = [str(n) for n in range(1, int(part))]
        elif not item:
            needed = [f"{part}.{n}" for n in range(1, int(chapter))]
        else:
            key = _item_key(item)
            keys: list[tuple[int, ...]] = []
            for depth in range(1, len(key) + 1):
                prefix = key[:depth]
                keys.append(prefix)
                keys += [(*prefix[:-1], k) for k in range(1, prefix[-1])]
            needed = [f"{part}.{chapter}.{'-'.join(map(str, k))}" for k in keys]
        for wanted in needed:
            if wanted not in present and wanted not in gaps:
                gaps[wanted] = number
    return gaps


def _sort_key(number: str) -> tuple[int, ...]:
    return tuple(int(n) for n in re.split(r"[.\-]", number.split("~")[0]))


def _record_gaps(records: list[ClauseRecord]) -> None:
    by_number = {record.number: record for record in records}
    for gap, witness in numbering_gaps(by_number).items():
        record = by_number[witness]
        if any(d.code == "missing-parent" and gap in d.message for d in record.defects):
            continue  # already said, more precisely
        record.defects.append(
            Defect(
                record.line_start,
                "missing-number",
                f"the numbering skips {gap} (before {witness})",
                f"{witness} の前の番号 {gap} が欠けています。",
            )
        )


def _check_toc(toc: list[_Line], records: list[ClauseRecord], defects: list[Defect]) -> None:
    """Compare TOC chapter/part titles with the body headings, in order."""
    body = [r for r in records if r.kind == KIND_CHAPTER and r.number != PREFACE_NUMBER]
    entries = [
        (no, label) for no, label in _toc_entries(toc) if RE_PART.match(label) or RE_CHAPTER.match(label)
    ]
    for (no, label), record in zip(entries, body, strict=False):
        if label != record.text:
            defects.append(
                Defect(
                    no,
                    "toc-mismatch",
                    f"table of contents says {label!r}, the body heading {record.number} says {record.text!r}",
                    f"目次「{label}」と本文見出し「{record.text}」({record.number})が一致しません。",
                )
            )
    if len(entries) != len(body):
        line = toc[0].no if toc else 0
        defects.append(
            Defect(
                line,
                "toc-mismatch",
                f"table of contents lists {len(entries)} parts/chapters, the body has {len(body)}",
                f"目次の部・章の数({len(entries)})と本文({len(body)})が一致しません。",
            )
        )


# --------------------------------------------------------------------------------------------
# Public API
# --------------------------------------------------------------------------------------------


def parse(text: str) -> ParsedDocument:
    lines = _lines(text.lstrip("\ufeff"))
    regions = _split_regions(lines)
    front = _parse_front(regions.front)
    document_defects: list[Defect] = []
    builders = _BodyParser().run(regions.body)
    records = [front.clause, *(builder.record() for builder in builders)]
    _assign_parents(records)
    _assign_sections(records)
    _assign_heading_paths(records)
    for record in records:
        record.aliases = _aliases(record.number)
    _assign_references(records)
    _scan_text_defects(records)
    _scan_typos(records)
    _apply_known_errors(records)
    _record_gaps(records)
    _check_toc(regions.toc, records, document_defects)
    history = _parse_history(regions.history, document_defects)
    if history and not any(entry.text.startswith(f"Version {front.version}") for entry in history):
        document_defects.append(
            Defect(
                regions.history[0].no,
                "missing-history",
                f"the change log stops at {history[-1].text.split(' ')[1]}; there is no entry for {front.version}",
                f"更新履歴に Version {front.version} の記載がありません。",
            )
        )
    return ParsedDocument(
        slug=SLUG,
        title=front.title,
        version=front.version,
        date=front.date,
        clauses=records,
        defects=document_defects,
        history=history,
    )
