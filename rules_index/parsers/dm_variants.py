"""Parser for 「デュエル・マスターズ非公式変種ゲームルール」 (unofficial Duel Masters variant rules).

Source layout (see the brief): a scraped WordPress page. A preamble with the PDF label
(Ver.1.4.3), a change log of dated 「■変更点(yyyy/mm/dd)」 blocks, an 「■HTML版」 header
(Ver.1.4.2, 最終更新日), a table of contents 「もくじ」, the rules body from 「000.」, and
the WordPress tagline as the last line.

Canonical numbers
-----------------
* Rules: ``NNN.N`` or ``NNN.NN`` plus an optional lowercase letter, as printed but with
  the separator dropped: ``600.4c``, ``701.13``, ``600.10`` (never ``600.1``). The
  printed 「701.16.a」 becomes ``701.16a`` (the printed spelling is kept in ``aliases``).
  All are kind ``rule``; a lettered rule's parent is its unlettered rule.
* Duplicates: a number printed a second time keeps its clause under ``<number>~2``
  (``~3`` …), e.g. ``301.2~2`` and ``608.8c~2``, with a ``duplicate-number`` defect.
  The first printing keeps the bare number. A section heading printed twice in a row
  with the same title (「701.「DMEDH」変種ルール」) is one heading: the repeat is recorded
  as a defect on it, since it holds no text of its own.
* Sections: the three printed digits, ``000`` … ``705`` (kind ``section``).
* Chapters exist only in the table of contents: the single digit ``0`` … ``7`` (the
  first digit of their sections; kind ``chapter``). The TOC prints 「1.はじめに」 for
  chapter 0, which is recorded as a defect. Single digits cannot collide with the
  three-digit sections or the dotted rules.

Text rules
----------
* ``text`` is the printed text after the number. An official-rules anchor printed
  between number and text (「100.1(総合ルール100.1a).3人以上…」) stays at the start of the
  text without its separator (``(総合ルール100.1a)3人以上…``) so it can be linked; it is
  an external Reference to 総合ルール with the number as printed.
* Unnumbered lines continue the clause: after 「。」 they start a new line (``\\n``),
  otherwise they are a hard wrap and are joined directly (a ``wrapped-line`` defect).
* 「例:」 lines go to ``examples`` of the clause above, without the 「例:」 marker.
* 「「X」変種ルール」 / 「「X」選択ルール」 are internal References to the section with
  that title (one per mention). The body has no numeric cross-references.
* The change log is ``ParsedDocument.history`` (one entry per dated block, its lines
  joined with ``\\n``, naming every section and clause number it prints); it never
  produces clauses.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .base import (
    KIND_CHAPTER,
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
from .numbering import append_numbered

SLUG = "dm-variants"
EXTERNAL_DOC = "総合ルール"

ANCHOR = r"(?P<anchor>\(総合ルール(?P<anchor_num>[^)]*)\))"
SECTION_RE = re.compile(rf"^(?P<sec>\d{{3}})(?:\s*{ANCHOR})?\s*\.\s*(?P<title>\D.*)$")
CLAUSE_RE = re.compile(
    rf"^(?P<indent>\s*)(?P<num>\d{{3}}\.\d{{1,2}})(?P<letdot>\.?)(?P<let>[a-z])?(?![0-9a-z])"
    rf"(?:\s*{ANCHOR})?(?P<sep>\s*[.、]?\s*)(?P<text>.*)$"
)
EXAMPLE_RE = re.compile(r"^(?P<indent>\s*)例\s*[:：]\s*(?P<text>.*)$")
TOC_HEADER = "もくじ"
TOC_CHAPTER_RE = re.compile(r"^(?P<digit>\d)\.\s*(?P<title>\S.*)$")
TOC_SECTION_RE = re.compile(r"^(?P<sec>\d{3})\.\s*(?P<title>\D.*)$")
LOG_BLOCK_RE = re.compile(r"^■変更点\((?P<y>\d{4})/(?P<m>\d{1,2})/(?P<d>\d{1,2})\)\s*$")
HTML_HEADER = "■HTML版"
VERSION_RE = re.compile(r"Ver\.(?P<ver>[\d.]+)")
UPDATED_RE = re.compile(r"最終更新日\s*(?P<y>\d{4})年(?P<m>\d{1,2})月(?P<d>\d{1,2})日")
TAGLINE = "Just another WordPress site"
# Numbers named in change-log lines: sections, clauses, and 「(701.13.は削除)」.
LOG_SECTION_RE = re.compile(r"^(\d{3})(?:\s*\([^)]*\))?\s*\.\s*\D")
LOG_CLAUSE_RE = re.compile(r"(?:^|\()(\d{3}\.\d{1,2})(?:\.?([a-z]))?(?![0-9a-z])")
# A known typo's explanation that gives the intended wording: "read 「フィールド、コア」".
_READ_AS = re.compile(r"read 「([^」]+)」")
NAME_REF_RE = re.compile(r"「(?P<name>[^「」]+)」(?P<kind>変種|選択)ルール")

# Errors in the text that the parser leaves as printed but records (brief §2.5, each checked
# against the text): rule -> (code, printed substring, explanation).
KNOWN_DEFECTS: dict[str, list[tuple[str, str, str]]] = {
    "103.3": [("typo", "フィールドコア", "read 「フィールド、コア」 (compare 103.3a)")],
    "600.3i": [("typo", "手札シールドゾーン", "read 「手札、シールドゾーン」")],
    "610.8": [("typo", "手札シールドゾーン", "read 「手札、シールドゾーン」")],
    "600.4e": [("typo", "果を振り分け", "read 「効果を振り分け」")],
    "702.3c": [("typo", "1枚次計略デッキ", "stray 「次」: read 「1枚計略デッキ」")],
    "705.5c": [
        ("typo", "Pシンボルが出た場合", "the example illustrates the {C} result (two seats), not {P}")
    ],
    "502.1e": [
        (
            "stale",
            "超次元統率者",
            "hyperspatial commanders were removed on 2019-03-03 (701.3b); this rule is obsolete",
        )
    ],
    "103.1b": [("artefact", "統率 領域", "spurious space inside 「統率領域」 (twice)")],
    "501.1b": [("artefact", "計略 デッキ", "spurious space inside 「計略デッキ」")],
    "702.4": [("artefact", "計略 デッキ", "spurious space inside 「計略デッキ」")],
    "704.3c": [("artefact", "呪 文", "spurious space inside 「呪文」")],
    "701.17": [("artefact", "ことが でき", "spurious space before the wrapped 「できます」")],
    "403.2d": [("artefact", "が 防御チーム", "spurious space before 「防御チーム」")],
    "608.9c": [("artefact", "が 0 枚", "spurious spaces around 「0」")],
    "701.18a": [("artefact", "は 57枚", "spurious space in the example")],
}


@dataclass
class _Toc:
    chapters: list[tuple[str, str, int]] = field(default_factory=list)  # (printed digit, title, line)
    sections: dict[str, tuple[str, int]] = field(default_factory=dict)  # number -> (title, line)
    chapter_of_line: dict[int, list[str]] = field(default_factory=dict)  # chapter line -> its sections


@dataclass
class _State:
    clauses: list[ClauseRecord] = field(default_factory=list)
    chapters: dict[str, ClauseRecord] = field(default_factory=dict)
    labels: dict[str, str] = field(default_factory=dict)
    section: ClauseRecord | None = None
    clause: ClauseRecord | None = None
    last_example: bool = False
    seen: dict[str, int] = field(default_factory=dict)
    last_minor: dict[str, int] = field(default_factory=dict)  # section -> last rule minor
    last_letter: dict[str, str] = field(default_factory=dict)  # rule -> last letter


def parse(text: str) -> ParsedDocument:
    lines = [line.rstrip("\r") for line in text.split("\n")]
    title, pdf_version, log_start = _parse_preamble(lines)
    history, html_at = _parse_history(lines, log_start)
    html_version, updated, toc_at = _parse_html_header(lines, html_at)
    toc, body_start = _parse_toc(lines, toc_at)
    state = _State()
    chapters = _chapter_records(toc)
    doc_defects = _parse_body(lines, body_start, state, chapters)
    _link_parents(state.clauses)
    _known_defects(state.clauses)
    doc_defects.extend(_check_toc(state.clauses, toc))
    _resolve_references(state.clauses)
    date = history[0].date if history else updated
    version = pdf_version or html_version or "unknown"
    if (html_version and html_version != version) or (updated and updated != date):
        doc_defects.append(
            Defect(
                html_at + 1,
                "version-conflict",
                f"the HTML body header says Ver.{html_version}, last updated {updated}, but the PDF label "
                f"is Ver.{pdf_version} and the body already contains the {date} changes; using {version} / {date}",
                f"本文見出しはVer.{html_version}・最終更新日{updated}だが、PDFはVer.{pdf_version}で、本文は{date}の変更を含む。"
                f"{version}／{date}として扱う",
            )
        )
    return ParsedDocument(
        slug=SLUG,
        title=title,
        version=version,
        date=date,
        clauses=state.clauses,
        defects=doc_defects,
        history=history,
    )


# --- preamble, change log, header, table of contents --------------------------------------


def _parse_preamble(lines: list[str]) -> tuple[str, str, int]:
    """Title, page blurb and the PDF link; returns (title, PDF version, index of the change log)."""
    title = ""
    version = ""
    for index, line in enumerate(lines):
        stripped = line.strip()
        if not stripped:
            continue
        if LOG_BLOCK_RE.match(stripped) or stripped == HTML_HEADER:
            if not title:
                raise ParseError(SLUG, index + 1, line, "change log before the title")
            return title, version, index
        if not title:
            title = stripped
        elif stripped.startswith("■") and "PDF" in stripped and VERSION_RE.search(stripped):
            version = VERSION_RE.search(stripped)["ver"]  # type: ignore[index]
        elif stripped.endswith("のページです。") or stripped.startswith("この文書は"):
            continue  # page blurb; its second sentence is repeated verbatim as 000.1
        else:
            raise ParseError(SLUG, index + 1, line, "unexpected line in the page preamble")
    raise ParseError(SLUG, len(lines), "", "no change log or 「■HTML版」 header found")


def _parse_history(lines: list[str], start: int) -> tuple[list[HistoryEntry], int]:
    """Each 「■変更点(date)」 block up to the 「■HTML版」 header is one history entry."""
    entries: list[HistoryEntry] = []
    index = start
    while index < len(lines) and lines[index].strip() != HTML_HEADER:
        match = LOG_BLOCK_RE.match(lines[index].strip())
        if not match:
            if lines[index].strip():
                raise ParseError(SLUG, index + 1, lines[index], "change-log text outside a dated block")
            index += 1
            continue
        block_line = index + 1
        body, index = _block_lines(lines, index + 1)
        date = f"{int(match['y']):04d}-{int(match['m']):02d}-{int(match['d']):02d}"
        entries.append(
            HistoryEntry(date=date, text="\n".join(body), clauses=_named_numbers(body), line=block_line)
        )
    if index >= len(lines):
        raise ParseError(SLUG, len(lines), "", "no 「■HTML版」 header after the change log")
    return entries, index


def _block_lines(lines: list[str], index: int) -> tuple[list[str], int]:
    body: list[str] = []
    while index < len(lines):
        stripped = lines[index].strip()
        if LOG_BLOCK_RE.match(stripped) or stripped == HTML_HEADER:
            break
        if stripped:
            body.append(stripped)
        index += 1
    return body, index


def _named_numbers(body: list[str]) -> tuple[str, ...]:
    named: list[str] = []
    for line in body:
        section = LOG_SECTION_RE.match(line)
        if section:
            named.append(section[1])
        for match in LOG_CLAUSE_RE.finditer(line):
            named.append(match[1] + (match[2] or ""))
    return tuple(dict.fromkeys(named))


def _parse_html_header(lines: list[str], at: int) -> tuple[str, str, int]:
    """「■HTML版」, the body title with its version, and 最終更新日; returns the TOC index."""
    version = ""
    updated = ""
    for index in range(at + 1, len(lines)):
        stripped = lines[index].strip()
        if not stripped:
            continue
        if stripped == TOC_HEADER:
            return version, updated, index
        if VERSION_RE.search(stripped) and not version:
            version = VERSION_RE.search(stripped)["ver"]  # type: ignore[index]
        elif UPDATED_RE.match(stripped):
            m = UPDATED_RE.match(stripped)
            updated = f"{int(m['y']):04d}-{int(m['m']):02d}-{int(m['d']):02d}"  # type: ignore[index]
        else:
            raise ParseError(SLUG, index + 1, lines[index], "unexpected line in the HTML header")
    raise ParseError(SLUG, len(lines), "", "no table of contents (「もくじ」) found")


def _parse_toc(lines: list[str], at: int) -> tuple[_Toc, int]:
    """TOC entries until the body starts: the first section heading followed by its own clause."""
    toc = _Toc()
    chapter_line = 0
    for index in range(at + 1, len(lines)):
        stripped = lines[index].strip()
        if not stripped:
            continue
        section = TOC_SECTION_RE.match(stripped)
        if section and _opens_body(lines, index, section["sec"]):
            return toc, index
        chapter = TOC_CHAPTER_RE.match(stripped)
        if chapter:
            chapter_line = index + 1
            toc.chapters.append((chapter["digit"], chapter["title"].strip(), chapter_line))
            toc.chapter_of_line[chapter_line] = []
        elif section and chapter_line and all(section["sec"] > known for known in toc.sections):
            toc.sections[section["sec"]] = (section["title"].strip(), index + 1)
            toc.chapter_of_line[chapter_line].append(section["sec"])
        else:
            raise ParseError(SLUG, index + 1, lines[index], "unexpected line in the table of contents")
    raise ParseError(SLUG, len(lines), "", "the rules body never starts after the table of contents")


def _opens_body(lines: list[str], index: int, section: str) -> bool:
    for follow in lines[index + 1 :]:
        if follow.strip():
            match = CLAUSE_RE.match(follow)
            return bool(match) and match["num"].startswith(section + ".")
    return False


def _chapter_records(toc: _Toc) -> dict[str, ClauseRecord]:
    """Chapter digit = first digit of the sections the TOC lists under it (or one less than the next)."""
    records: dict[str, ClauseRecord] = {}
    entries = toc.chapters
    for position, (printed, title, line) in enumerate(entries):
        sections = toc.chapter_of_line[line]
        if sections:
            digit = sections[0][0]
        else:
            following = next(
                (toc.chapter_of_line[e[2]] for e in entries[position + 1 :] if toc.chapter_of_line[e[2]]), []
            )
            digit = str(int(following[0][0]) - 1) if following else printed
        record = ClauseRecord(
            number=digit, kind=KIND_CHAPTER, text=title, title=title, line_start=line, line_end=line
        )
        if digit != printed:
            record.defects.append(
                Defect(
                    line,
                    "wrong-number",
                    f"the table of contents numbers chapter {digit} ({title}) as {printed}.",
                    f"目次で第{digit}章「{title}」が「{printed}.」と印字されている",
                )
            )
        records[digit] = record
    return records


# --- body ---------------------------------------------------------------------------------


def _parse_body(
    lines: list[str], start: int, state: _State, chapters: dict[str, ClauseRecord]
) -> list[Defect]:
    doc_defects: list[Defect] = []
    for index in range(start, len(lines)):
        line = lines[index]
        lineno = index + 1
        stripped = line.strip()
        if not stripped:
            continue
        if stripped == TAGLINE and all(not rest.strip() for rest in lines[index + 1 :]):
            doc_defects.append(
                Defect(
                    lineno,
                    "artefact",
                    "WordPress tagline at the end of the scraped page; ignored",
                    "WordPressの既定キャッチフレーズ（取り込み時の残骸）。無視した",
                )
            )
            continue
        if _try_section(state, line, lineno, chapters):
            continue
        if _try_clause(state, line, lineno):
            continue
        if _try_example(state, line, lineno):
            continue
        _continuation(state, line, lineno)
    if not any(c.kind == KIND_RULE for c in state.clauses):
        raise ParseError(SLUG, start + 1, lines[start] if start < len(lines) else "", "no rules found")
    return doc_defects


def _try_section(state: _State, line: str, lineno: int, chapters: dict[str, ClauseRecord]) -> bool:
    match = SECTION_RE.match(line.strip())
    if not match:
        return False
    number = match["sec"]
    title = match["title"].strip()
    if state.section is not None and state.section.number == number and state.clause is None:
        if state.section.title != title:
            raise ParseError(SLUG, lineno, line, f"section {number} printed twice with different titles")
        state.section.defects.append(
            Defect(
                lineno,
                "duplicate-heading",
                f"heading {number} printed twice in a row; merged",
                f"見出し{number}が2回続けて印字されている。1つにまとめた",
            )
        )
        state.section.line_end = lineno
        return True
    chapter = chapters.get(number[0])
    if chapter is None:
        raise ParseError(
            SLUG, lineno, line, f"section {number} belongs to no chapter of the table of contents"
        )
    if chapter.number not in state.chapters:
        state.chapters[chapter.number] = chapter
        state.labels[chapter.number] = f"{chapter.number}. {chapter.title}"
        _append(state, chapter, chapter.line_start)
    anchor = match["anchor"] or ""
    record = ClauseRecord(
        number=number,
        kind=KIND_SECTION,
        text=anchor + title,
        title=title,
        parent=chapter.number,
        heading_path=[state.labels[chapter.number]],
        line_start=lineno,
        line_end=lineno,
    )
    if match["anchor"]:
        record.references.append(_anchor_ref(match))
    state.labels[number] = f"{number}. {title}"
    _append(state, record, lineno)
    state.section, state.clause, state.last_example = record, None, False
    return True


def _try_clause(state: _State, line: str, lineno: int) -> bool:
    match = CLAUSE_RE.match(line)
    if not match:
        return False
    if state.section is None:
        raise ParseError(SLUG, lineno, line, "rule before the first section heading")
    base = match["num"]
    number = base + (match["let"] or "")
    section = state.section.number
    if not base.startswith(section + "."):
        raise ParseError(SLUG, lineno, line, f"rule {number} under section {section}")
    record = ClauseRecord(
        number=number,
        kind=KIND_RULE,
        text=(match["anchor"] or "") + match["text"],
        parent=base if match["let"] else section,
        heading_path=[state.labels[section[0]], state.labels[section]],
        line_start=lineno,
        line_end=lineno,
    )
    if match["anchor"]:
        record.references.append(_anchor_ref(match))
    _label_defects(record, match, lineno)
    _sequence_defects(state, record, base, match["let"], lineno)
    _append(state, record, lineno)
    state.clause, state.last_example = record, False
    return True


def _anchor_ref(match: re.Match[str]) -> Reference:
    return Reference(
        raw=match["anchor"],
        target_number=match["anchor_num"],
        kind=REF_EXTERNAL,
        target_document=EXTERNAL_DOC,
    )


def _label_defects(record: ClauseRecord, match: re.Match[str], lineno: int) -> None:
    if match["let"] and match["letdot"]:
        printed = f"{match['num']}.{match['let']}"
        record.aliases.append(printed)
        record.defects.append(
            Defect(
                lineno,
                "artefact",
                f"number printed as {printed!r} (dot before the letter); read as {record.number}",
                f"番号が「{printed}」と印字されている。{record.number}として扱う",
            )
        )
    if match["indent"]:
        record.defects.append(
            Defect(
                lineno,
                "artefact",
                "leading space before the number; removed",
                "番号の前に空白がある。除去した",
            )
        )
    if "、" in match["sep"]:
        record.defects.append(
            Defect(
                lineno,
                "artefact",
                "number followed by 「、」 instead of a dot or space",
                "番号の後が「.」ではなく「、」になっている",
            )
        )


def _sequence_defects(
    state: _State, record: ClauseRecord, base: str, letter: str | None, lineno: int
) -> None:
    """Gaps and out-of-order numbers inside a section (duplicates are handled by _append)."""
    section, minor = base.split(".")[0], int(base.split(".")[1])
    if letter is None:
        previous = state.last_minor.get(section, 0)
        if minor > previous + 1 and base not in state.seen:
            missing = ", ".join(f"{section}.{n}" for n in range(previous + 1, minor))
            record.defects.append(
                Defect(
                    lineno,
                    "missing-number",
                    f"{missing} not printed before {base}",
                    f"{base}の前の{missing}が欠番",
                )
            )
        state.last_minor[section] = max(previous, minor)
        return
    if base not in state.seen:
        record.defects.append(
            Defect(
                lineno,
                "out-of-sequence",
                f"{record.number} is printed before its rule {base}; probably misnumbered",
                f"{record.number}が親の{base}より前に印字されている。番号の誤りと思われる",
            )
        )
        return
    previous_letter = state.last_letter.get(base, "`")
    if ord(letter) > ord(previous_letter) + 1:
        missing = ", ".join(base + chr(c) for c in range(ord(previous_letter) + 1, ord(letter)))
        record.defects.append(
            Defect(
                lineno,
                "missing-number",
                f"{missing} not printed before {record.number}",
                f"{record.number}の前の{missing}が欠番",
            )
        )
    state.last_letter[base] = max(previous_letter, letter)


def _try_example(state: _State, line: str, lineno: int) -> bool:
    match = EXAMPLE_RE.match(line)
    if not match:
        return False
    if state.clause is None:
        raise ParseError(SLUG, lineno, line, "example outside a rule")
    state.clause.examples.append(match["text"].strip())
    if match["indent"]:
        state.clause.defects.append(
            Defect(
                lineno,
                "artefact",
                "leading space before 「例:」; removed",
                "「例:」の前に空白がある。除去した",
            )
        )
    state.clause.line_end = lineno
    state.last_example = True
    return True


def _continuation(state: _State, line: str, lineno: int) -> None:
    """An unnumbered line continues the rule (or its last example) above it."""
    if state.clause is None:
        raise ParseError(SLUG, lineno, line, "text outside any rule")
    content = line.strip()
    record = state.clause
    previous = record.examples[-1] if state.last_example else record.text
    if previous.endswith("。"):
        joined = f"{previous}\n{content}"
    else:
        joined = previous + content
        record.defects.append(
            Defect(
                lineno,
                "wrapped-line",
                "hard-wrapped line joined to the line above",
                "折り返された行を前の行に結合した",
            )
        )
    if state.last_example:
        record.examples[-1] = joined
    else:
        record.text = joined
    record.line_end = lineno


def _append(state: _State, record: ClauseRecord, lineno: int) -> None:
    append_numbered(state.clauses, state.seen, record, lineno)


def _link_parents(clauses: list[ClauseRecord]) -> None:
    """A lettered rule whose unlettered rule is never printed hangs under the section."""
    numbers = {c.number for c in clauses}
    for record in clauses:
        if record.kind == KIND_RULE and record.parent not in numbers:
            record.parent = record.number.split(".")[0]


def _known_defects(clauses: list[ClauseRecord]) -> None:
    for record in clauses:
        for code, printed, why in KNOWN_DEFECTS.get(record.number, []):
            where = [record.text, *record.examples]
            if any(printed in part for part in where):
                reading = _READ_AS.search(why) if code == "typo" else None
                record.defects.append(
                    Defect(
                        record.line_start,
                        code,
                        f"「{printed}」: {why}",
                        f"「{printed}」は誤り・残骸と思われる",
                        printed=printed if reading else "",
                        reading=reading.group(1) if reading else "",
                    )
                )


def _check_toc(clauses: list[ClauseRecord], toc: _Toc) -> list[Defect]:
    """Sections the TOC lists must exist with the same title; report the ones it omits."""
    defects: list[Defect] = []
    body = {c.number: c for c in clauses if c.kind == KIND_SECTION}
    for number, (title, line) in toc.sections.items():
        if number not in body:
            defects.append(
                Defect(
                    line,
                    "toc-mismatch",
                    f"TOC lists section {number}, the body has none",
                    f"目次の{number}が本文にない",
                )
            )
        elif body[number].title != title:
            defects.append(
                Defect(
                    line,
                    "toc-mismatch",
                    f"TOC title {title!r} vs body {body[number].title!r}",
                    f"目次「{title}」と本文「{body[number].title}」が異なる",
                )
            )
    omitted = [n for n in body if n not in toc.sections]
    if omitted:
        defects.append(
            Defect(
                0,
                "toc-mismatch",
                f"sections missing from the TOC: {', '.join(omitted)}",
                f"目次に載っていない節: {'、'.join(omitted)}",
            )
        )
    return defects


# --- references ---------------------------------------------------------------------------


def _resolve_references(clauses: list[ClauseRecord]) -> None:
    """「「X」変種ルール」 and 「「X」選択ルール」 point to the section whose title names them."""
    titles: dict[str, tuple[str, str]] = {}
    for record in clauses:
        if record.kind == KIND_SECTION:
            match = NAME_REF_RE.fullmatch(record.title)
            if match:
                titles[match["name"]] = (record.number, match["kind"])
    for record in clauses:
        if record.kind != KIND_RULE:
            continue
        record.references.extend(_name_refs(record.text, titles, in_example=False))
        for example in record.examples:
            record.references.extend(_name_refs(example, titles, in_example=True))


def _name_refs(text: str, titles: dict[str, tuple[str, str]], *, in_example: bool) -> list[Reference]:
    refs: list[Reference] = []
    for match in NAME_REF_RE.finditer(text):
        target = titles.get(match["name"])
        flag = None
        if target is None:
            flag = f"no section is titled 「{match['name']}」"
        elif target[1] != match["kind"]:
            flag = f"section {target[0]} is a {target[1]}ルール, not a {match['kind']}ルール"
        refs.append(
            Reference(
                raw=match.group(0),
                target_number=target[0] if target else None,
                flag=flag,
                in_example=in_example,
            )
        )
    return refs
