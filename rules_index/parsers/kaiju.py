"""Parser for the kaiju card game comprehensive rules (総合ルール), ver. 1.04 of 2026-02-10.

The document never names the game; its title line is 「総合ルール本文」, so ``title`` is 「総合ルール」.
Version and date come from the change log in 付録 B (「2026 年 2 月 10 日 ver. 1.04」).

Source shape
------------

* Lines before 「総合ルール本文」 are the table of contents (「目次	ページ」 and 「N. title.....<TAB>page」).
  They are not clauses: they are checked against the chapter headings of the body (a mismatch is a
  document defect ``toc-mismatch``) and dropped.
* A clause line is ``N.M.K. text``, optionally after ``- `` or `` - `` (dashes and indentation are layout,
  not structure; the depth comes from the number).
* A line without a number continues the clause before it when that clause has not finished its sentence
  (the PDF wrapped the line, or a page break split it across blank lines: ``wrapped-line`` and
  ``page-break-split`` defects). Any other unnumbered line raises :class:`ParseError`, except:
  the TAB-separated area diagram after 4.4.4 (kept in 4.4.4's text, one row per line, ``figure``
  defect) and the caption 「怒りカードの例」 of a lost picture (kept as an example of 3.4.6, the clause
  it follows, ``lost-figure`` defect).

Numbering scheme (canonical ``ClauseRecord.number``)
----------------------------------------------------

* Clauses: the printed number without its trailing dot (``5.15.1.2.1``). Depth 1 is a chapter heading,
  depth 2 a section heading (``title`` set), depth 3 and more are rules. Duplicates (none in 1.04)
  would get the suffix ``~2``.
* Appendices (kind ``appendix``) are numbered by their printed letter, which no clause number can
  contain: 「付録 A:トークン一覧」 is ``A`` and its four token rows ``A.1``–``A.4`` (HTML ``<p>`` tags
  stripped, ``html-markup`` defect); 「付録 B: 更新内容」 is ``B``, its version line 「2026 年 2 月 10 日
  ver. 1.04」 is ``B.1`` and the four change bullets under it are ``B.1.1``–``B.1.4`` (also ``history``).
  Aliases: ``付録A``, ``付録A.1`` …

References
----------

As for rebirth (see :mod:`.dotted`): ``(5.15.1.2.1)``, ``7.5.4に戻ります``, ``10.8.1.2-10.8.1.5``,
``7.2から7.5まで``, ``‘8 メインフェイズで実行可能な行動’`` → 8, and 「巻末の付録」 (9.1.2.2) → ``A``.
``(11.1.25.4)`` in 11.2.1 points nowhere and is flagged (11.1.2 is the likely target).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from . import dotted
from .base import (
    KIND_APPENDIX,
    KIND_CHAPTER,
    Defect,
    HistoryEntry,
    ParsedDocument,
    ParseError,
)

SLUG = "kaiju"
TITLE = "総合ルール"
BODY_MARKER = "総合ルール本文"

RE_TOC_HEADER = re.compile(r"^目次\tページ$")
RE_TOC_ENTRY = re.compile(r"^(\d+)\.\s*(.*?)\.{3,}\t(\d+)$")
RE_CLAUSE = re.compile(
    rf"^[ \t]*(?:-[ \t]+)?(?P<number>{dotted.NUMBER})[.．](?:[ \t\u3000]+(?P<text>.*?))?[ \t]*$"
)
RE_APPENDIX = re.compile(r"^付録\s*(?P<letter>[A-Z])\s*[:：]\s*(?P<title>\S.*?)\s*$")
RE_TOKEN_ROW = re.compile(r"^[ \t]*<p>(?P<text>.*)</p>[ \t]*$")
RE_VERSION_LINE = re.compile(
    r"^(?P<y>\d{4})\s*年\s*(?P<m>\d{1,2})\s*月\s*(?P<d>\d{1,2})\s*日\s*ver\.\s*(?P<version>\d+(?:\.\d+)*)$"
)
RE_BULLET = re.compile(r"^-[ \t]+(?P<text>\S.*?)\s*$")
RE_CAPTION = re.compile(r"^\S{1,20}の例$")

LOST_ICONS = dotted.TextPattern(
    re.compile(r"  (?=の(?:ような)?アイコン)"),
    "lost-icon",
    "{count} icon(s) lost from the text, leaving double spaces: {hits}",
    "アイコンが欠落しています（{count} 箇所、空白2つ）：{hits}",
)
MARKDOWN_BOLD = dotted.TextPattern(
    re.compile(r"\*\*[^*\n]+\*\*"),
    "markup",
    "an icon is rendered as Markdown bold ({hits}); kept as printed",
    "アイコンが Markdown の太字として残っています（{hits}）。印刷どおり保持します。",
)

KNOWN_REFERENCES = [
    dotted.KnownReference(
        "11.2.1",
        "(11.1.25.4)",
        "11.1.25.4 does not exist; 11.1.2 (割り込み型ルール処理) is the likely target",
        "11.1.25.4 は存在しません。割り込み型ルール処理を定める 11.1.2 の誤りと考えられます。",
    )
]
APPENDIX_MENTION = "巻末の付録"  # 9.1.2.2: token information is in 付録 A


class _Reader:
    """Walks the lines once; the current mode says what a line may be."""

    def __init__(self) -> None:
        self.collector = dotted.Collector(SLUG)
        self.toc: dict[str, tuple[str, int]] = {}
        self.mode = "front"  # front → body → appendix-A / appendix-B
        self.version = "unknown"
        self.date = ""
        self.history: list[HistoryEntry] = []
        self._handlers: dict[str, Callable[[int, str], None]] = {
            "front": self._front,
            "body": self._body,
            "A": self._tokens,
            "B": self._changes,
        }

    def read(self, no: int, line: str) -> None:
        if not line.strip():
            self.collector.blank(no)
            return
        appendix = RE_APPENDIX.match(line)
        if appendix and self.mode != "front":
            self._start_appendix(no, appendix["letter"], appendix["title"])
            return
        self._handlers.get(self.mode, self._unknown)(no, line)

    # --- front matter ------------------------------------------------------------------------

    def _front(self, no: int, line: str) -> None:
        if line.strip() == BODY_MARKER:
            self.mode = "body"
        elif entry := RE_TOC_ENTRY.match(line):
            self.toc[entry[1]] = (entry[2], no)
        elif not RE_TOC_HEADER.match(line):
            raise ParseError(SLUG, no, line, "front matter that is neither table of contents nor body marker")

    # --- body --------------------------------------------------------------------------------

    def _body(self, no: int, line: str) -> None:
        if m := RE_CLAUSE.match(line):
            self.collector.start(dotted.canonical(m["number"]), m["text"] or "", no)
        elif "\t" in line:
            self._figure_row(no, line)
        elif RE_CAPTION.match(line.strip()):
            self._caption(no, line.strip())
        else:
            self.collector.continuation(line.strip(), no, line)

    def _figure_row(self, no: int, line: str) -> None:
        draft = self.collector.current
        # Only a clause that announces a figure (「下図の位置に」, 4.4.4) may be followed by one.
        if draft is None or "図" not in draft.text:
            raise ParseError(SLUG, no, line, "table row after a clause that announces no figure")
        if "\n" not in draft.text:
            draft.add_defect(
                no,
                "figure",
                f"the diagram of {draft.number} is printed as TAB-separated rows (lines {no}–); "
                f"kept in the text, one row per line",
                f"{draft.number} の図はタブ区切りの行として印刷されています。本文に行ごとに保持します。",
            )
        self.collector.figure(line, no)

    def _caption(self, no: int, caption: str) -> None:
        self.collector.example(caption, no)
        draft = self.collector.current
        assert draft is not None  # example() raised otherwise
        draft.add_defect(
            no,
            "lost-figure",
            f"line {no} 「{caption}」 is the caption of a picture that is not in the text; kept as an example",
            f"{no} 行目「{caption}」は図のキャプションですが、図は本文にありません。例として保持します。",
        )

    # --- appendices --------------------------------------------------------------------------

    def _start_appendix(self, no: int, letter: str, title: str) -> None:
        self.mode = letter
        self.collector.start(
            letter, title, no, kind=KIND_APPENDIX, title=title, aliases=[f"付録{letter}", f"付録 {letter}"]
        )

    def _appendix_entry(self, no: int, number: str, text: str, parent: str) -> dotted.Draft:
        return self.collector.start(
            number, text, no, kind=KIND_APPENDIX, title="", parent=parent, aliases=[f"付録{number}"]
        )

    def _tokens(self, no: int, line: str) -> None:
        row = RE_TOKEN_ROW.match(line)
        if row is None:
            raise ParseError(SLUG, no, line, "line in 付録 A that is not a token row")
        count = sum(1 for d in self.collector.drafts if d.parent == "A")
        draft = self._appendix_entry(no, f"A.{count + 1}", row["text"].strip(), "A")
        draft.add_defect(
            no,
            "html-markup",
            "the row is wrapped in HTML <p>…</p> tags; stripped",
            "行が HTML の <p>…</p> タグで囲まれています。タグは除去しました。",
        )
        if re.search(r"カード名:\s*カード種別", row["text"]):
            draft.add_defect(
                no,
                "missing-name",
                "the token's card name is empty (probably printed as a logo); not invented",
                "トークンのカード名が空です（ロゴ等で表記されていたと考えられます）。補っていません。",
            )

    def _changes(self, no: int, line: str) -> None:
        if m := RE_VERSION_LINE.match(line.strip()):
            self.version = m["version"]
            self.date = f"{int(m['y']):04d}-{int(m['m']):02d}-{int(m['d']):02d}"
            self._appendix_entry(no, "B.1", line.strip(), "B")
            return
        bullet = RE_BULLET.match(line)
        entry = next((d for d in reversed(self.collector.drafts) if d.number.count(".") == 1), None)
        if bullet is None or entry is None or not entry.number.startswith("B."):
            raise ParseError(SLUG, no, line, "line in 付録 B that is neither a version line nor a change")
        count = sum(1 for d in self.collector.drafts if d.parent == entry.number)
        self._appendix_entry(no, f"{entry.number}.{count + 1}", bullet["text"], entry.number)
        self.history.append(HistoryEntry(date=self.date, text=bullet["text"], line=no))

    def _unknown(self, no: int, line: str) -> None:
        raise ParseError(SLUG, no, line, f"appendix {self.mode} has no known layout")


def parse(text: str) -> ParsedDocument:
    reader = _Reader()
    for no, line in enumerate(text.splitlines(), 1):
        reader.read(no, line)
    if reader.mode == "front":
        raise ParseError(SLUG, len(text.splitlines()), "", f"no line 「{BODY_MARKER}」 starts the body")
    records = dotted.build_records(reader.collector.drafts, SLUG)
    dotted.flag_empty_and_unfinished(records)
    dotted.scan_patterns(records, [LOST_ICONS, MARKDOWN_BOLD])
    chapters = {r.number: r.title for r in records if r.kind == KIND_CHAPTER}
    extra = {
        r.number: [dotted.Found(r.text.index(APPENDIX_MENTION), APPENDIX_MENTION, ("A",))]
        for r in records
        if APPENDIX_MENTION in r.text
    }
    dotted.attach_references(records, SLUG, chapters, KNOWN_REFERENCES, extra)
    return ParsedDocument(
        slug=SLUG,
        title=TITLE,
        version=reader.version,
        date=reader.date,
        clauses=records,
        defects=_check_toc(reader.toc, chapters),
        history=reader.history,
    )


def _check_toc(toc: dict[str, tuple[str, int]], chapters: dict[str, str]) -> list[Defect]:
    """The table of contents must name the chapters the body has, with the same titles."""
    defects = []
    for number in sorted({*toc, *chapters}, key=int):
        listed, line = toc.get(number, ("", 0))
        if listed != chapters.get(number, ""):
            defects.append(
                Defect(
                    line,
                    "toc-mismatch",
                    f"the table of contents lists chapter {number} as {listed!r}, the body as "
                    f"{chapters.get(number, '')!r}",
                    f"目次の第 {number} 章「{listed}」と本文の見出し「{chapters.get(number, '')}」が一致しません。",
                )
            )
    return defects
