"""Parser for the MyEarth (マイアース) official rules / glossary, 2nd edition (2012-10-31).

Source layout (see the brief): a title block, a table of contents whose lines are
``TITLE<TAB>first clause number``, the body, and a 「改訂履歴」 (revision history).

Canonical numbers
-----------------
* Rules: the printed clause number ``1`` … ``303`` (kind ``rule``). A number printed
  twice would keep both clauses, the later one suffixed ``~2`` (``~3`` …), with a
  ``duplicate-number`` defect; the current text has no duplicates.
* Bullets: the k-th ``・`` bullet inside clause N is ``N.k`` (kind ``item``, parent N).
* Chapters: the Roman numeral as printed, normalised (``I`` … ``XII``; the text prints
  the 12th as ``X II``), kind ``chapter``.
* 【…】 subsections: ``<chapter>.<ordinal>`` (``VIII.2`` = 2nd 【】 heading of VIII),
  kind ``section``. Circled-digit sub-subsections: ``<chapter>.<ordinal>.<digit>``
  (``VIII.2.4`` = ④ under 【連鎖】), kind ``section``. Titles repeat across chapters
  (一般原則, 効果の記述に関する特則), so headings are keyed by position, never by title.
  None of these can collide with clause numbers, which are pure digits.

Text rules
----------
* ``text`` is the clause as printed without its number and the PDF artefact prefixes
  (`` - ``, leading spaces). Lines split by a page break (a blank line inside a clause)
  are joined without a space (Japanese); bullet continuation lines are joined with a
  space, because §273 lists card names separated by spaces across lines.
* Inline examples (「例えば」「たとえば」, §165 and §181) stay in the text as printed and
  are also copied into ``examples``.
* The revision history is returned as ``ParsedDocument.history``.
* References: ``N項``, ``N 項``, ranges ``A項～B項`` and lists joined by 、/及び/および
  become one Reference per target (same ``raw``). ``本項`` points to the clause itself
  and ``本節`` to the chapter. Known wrong targets (brief §2.3, checked against the
  text) carry ``flag``; so does any reference to a number that does not exist.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from .base import (
    KIND_CHAPTER,
    KIND_ITEM,
    KIND_RULE,
    KIND_SECTION,
    ClauseRecord,
    Defect,
    HistoryEntry,
    ParsedDocument,
    ParseError,
    Reference,
)
from .numbering import append_numbered

SLUG = "myearth"

ROMANS = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV", "XV")
CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳"

# A chapter heading: Roman numeral (possibly split by a space, as in 「X II 適用」), optional
# dot, then a title that does not start with another numeral letter.
CHAPTER_RE = re.compile(r"^(?P<roman>[IVX][IVX ]*?)(?P<dot>\.?)\s+(?P<title>[^\sIVX.].*)$")
SECTION_RE = re.compile(r"^【(?P<title>[^】]+)】$")
SUBSECTION_RE = re.compile(rf"^(?P<digit>[{CIRCLED}])\s*(?P<title>\S.*)$")
# Clause numbers may carry PDF list artefacts before them (" 187.", "- 219.", " - 220.").
CLAUSE_RE = re.compile(r"^(?P<prefix>[\s-]*)(?P<num>[0-9０-９]{1,3})[.．]\s*(?P<text>.*)$")
BULLET_RE = re.compile(r"^(?P<prefix>[\s-]*)・\s*(?P<text>.*)$")
ARTEFACT_PREFIX_RE = re.compile(r"^\s*-\s+")
TOC_HEADER_RE = re.compile(r"^\t+項番号\s*$")
TOC_LINE_RE = re.compile(r"^(?P<title>[^\t]+)\t(?P<num>\d*)\s*$")
DATE_RE = re.compile(r"(?P<y>\d{4})\s*年\s*(?P<m>\d{1,2})\s*月\s*(?P<d>\d{1,2})\s*日")
HISTORY_HEADER = "改訂履歴"
HISTORY_LINE_RE = re.compile(
    r"^\s*(?P<y>\d{4})\s*年\s*(?P<m>\d{1,2})\s*月\s*(?P<d>\d{1,2})\s*日\s*(?P<text>.+)$"
)
EXAMPLE_RE = re.compile(r"(?:例えば|たとえば)[^。]*。")

_NUM = r"[0-9０-９]{1,3}\s*項"
_ONE = rf"{_NUM}(?:\s*[～~〜]\s*{_NUM})?"
REF_RE = re.compile(rf"{_ONE}(?:\s*(?:、|及び|および)\s*{_ONE})*")
REF_PART_RE = re.compile(r"([0-9０-９]{1,3})\s*項(?:\s*[～~〜]\s*([0-9０-９]{1,3})\s*項)?")
SELF_REF_RE = re.compile(r"本項|本節")

# References the text gets wrong (brief §2.3, each re-read against the text): clause -> target -> why.
WRONG_REFERENCES: dict[str, dict[str, str]] = {
    "49": {"45": "45 defines 地球温暖化カード; the Earth Life record medium is defined in 48"},
    "77": {
        "78": "reversed range 78項～77項; context suggests 78-79",
        "77": "reversed range 78項～77項; context suggests 78-79",
    },
    "137": {"134": "the Earth Life loss amount is defined in 136, not 134"},
    "210": {"207": "the 'made unused' source concept is defined in 209, not 207"},
    "302": {"298": "the right to amend the rules is granted in 301; 298 is card-text precedence"},
}

# Typos that hurt search (brief §2.5 item 10 and 8), recorded so the UI can show them.
TYPOS: dict[str, list[tuple[str, str]]] = {
    "73": [("待つて", "待って")],
    "121": [("行ななければ", "行わなければ")],
    "155": [("oを下回った", "0を下回った (letter o for zero)")],
    "157": [("みなものの", "みなもとの")],
    "162": [("強さがo", "強さが0 (letter o for zero)")],
    "163": [("oを下回る", "0を下回る (letter o for zero)")],
    "168": [("「同位」とあると呼ぶ", "「同位」と呼ぶ")],
    "178": [("入っていないなければ", "入っていなければ")],
    "194": [("置いて", "おいて")],
    "242": [("みなものの", "みなもとの")],
    "243": [("みなもの使用状態", "みなもとの使用状態")],
    "274": [("後悔された", "公開された")],
}


@dataclass
class _State:
    clauses: list[ClauseRecord] = field(default_factory=list)
    chapter: ClauseRecord | None = None
    section: ClauseRecord | None = None
    subsection: ClauseRecord | None = None
    clause: ClauseRecord | None = None
    item: ClauseRecord | None = None
    section_count: int = 0
    seen: dict[str, int] = field(default_factory=dict)
    last_rule: int = 0
    blank_before: bool = False
    labels: dict[str, str] = field(default_factory=dict)  # heading number -> label shown in paths


def parse(text: str) -> ParsedDocument:
    lines = text.split("\n")
    title, date, toc_start = _parse_front(lines)
    toc, body_start = _parse_toc(lines, toc_start)
    history_at = _find_history(lines, body_start)
    state = _State()
    for index in range(body_start, history_at):
        _place_line(state, lines[index].rstrip("\r"), index + 1)
    _finish(state)
    doc_defects = _check_toc(state.clauses, toc)
    history = _parse_history(lines, history_at)
    version = _version(history)
    _resolve_references(state.clauses)
    return ParsedDocument(
        slug=SLUG,
        title=title,
        version=version,
        date=date,
        clauses=state.clauses,
        defects=doc_defects,
        history=history,
    )


# --- front matter, table of contents, history -------------------------------------------


def _parse_front(lines: list[str]) -> tuple[str, str, int]:
    """Title block: title, date, publisher. Returns (title, ISO date, index of the TOC header)."""
    title = ""
    date = ""
    for index, line in enumerate(lines):
        if TOC_HEADER_RE.match(line):
            if not title:
                raise ParseError(SLUG, index + 1, line, "table of contents before the title")
            return title, date, index
        stripped = line.strip()
        if not stripped:
            continue
        match = DATE_RE.fullmatch(stripped)
        if match and not date:
            date = _iso(match)
        elif not title:
            title = stripped
        elif "マイアース・プロジェクト" in stripped:
            continue  # publisher line, already named in the clauses (§1)
        else:
            raise ParseError(SLUG, index + 1, line, "unexpected line in the title block")
    raise ParseError(SLUG, len(lines), "", "no table of contents (「項番号」 header) found")


def _parse_toc(lines: list[str], header: int) -> tuple[list[tuple[str, str, int]], int]:
    """TOC lines are ``TITLE<TAB>first clause number``; chapter lines have no number."""
    toc: list[tuple[str, str, int]] = []
    index = header + 1
    while index < len(lines) and lines[index].strip():
        match = TOC_LINE_RE.match(lines[index])
        if not match:
            raise ParseError(SLUG, index + 1, lines[index], "unexpected line in the table of contents")
        toc.append((match["title"].strip(), match["num"], index + 1))
        index += 1
    return toc, index


def _find_history(lines: list[str], start: int) -> int:
    for index in range(start, len(lines)):
        if lines[index].strip() == HISTORY_HEADER:
            return index
    return len(lines)


def _parse_history(lines: list[str], at: int) -> list[HistoryEntry]:
    entries: list[HistoryEntry] = []
    for index in range(at + 1, len(lines)):
        line = lines[index]
        if not line.strip():
            continue
        match = HISTORY_LINE_RE.match(line)
        if not match:
            raise ParseError(SLUG, index + 1, line, "unexpected line in the revision history")
        entries.append(HistoryEntry(date=_iso(match), text=match["text"].strip(), line=index + 1))
    return entries


def _version(history: list[HistoryEntry]) -> str:
    """The edition named by the last history entry (「第 2 版」, printed with PDF spaces)."""
    for entry in reversed(history):
        match = re.search(r"第\s*(\d+)\s*版", entry.text)
        if match:
            return f"第{match[1]}版"
    return "unknown"


def _iso(match: re.Match[str]) -> str:
    return f"{int(match['y']):04d}-{int(match['m']):02d}-{int(match['d']):02d}"


# --- body ---------------------------------------------------------------------------------


def _place_line(state: _State, line: str, lineno: int) -> None:
    if not line.strip():
        state.blank_before = True
        return
    if "\t" in line:
        raise ParseError(SLUG, lineno, line, "TAB outside the table of contents")
    handled = (
        _try_chapter(state, line, lineno)
        or _try_section(state, line, lineno)
        or _try_subsection(state, line, lineno)
        or _try_clause(state, line, lineno)
        or _try_bullet(state, line, lineno)
    )
    if not handled:
        _continuation(state, line, lineno)
    state.blank_before = False


def _path_to(state: _State, parent: str | None) -> list[str]:
    """Heading texts from the chapter down to (and including) ``parent``."""
    path: list[str] = []
    for heading in (state.chapter, state.section, state.subsection):
        if heading is None:
            continue
        path.append(state.labels[heading.number])
        if heading.number == parent:
            return path
    return path if parent else []


def _try_chapter(state: _State, line: str, lineno: int) -> bool:
    match = CHAPTER_RE.match(line)
    if not match:
        return False
    roman = match["roman"].replace(" ", "")
    if roman not in ROMANS:
        return False
    title = match["title"].strip()
    record = ClauseRecord(
        number=roman,
        kind=KIND_CHAPTER,
        text=title,
        title=title,
        line_start=lineno,
        line_end=lineno,
    )
    state.labels[roman] = f"{roman}. {title}"
    if line.strip() != state.labels[roman]:
        record.defects.append(
            Defect(
                lineno,
                "artefact",
                f"chapter heading printed as {line.strip()!r}; read as {state.labels[roman]!r}",
                f"章見出しが「{line.strip()}」と印字されている。「{state.labels[roman]}」として扱う",
            )
        )
    expected = ROMANS[ROMANS.index(state.chapter.number) + 1] if state.chapter else "I"
    if roman != expected:
        record.defects.append(
            Defect(
                lineno,
                "missing-number",
                f"chapter {roman} follows {state.chapter.number if state.chapter else 'nothing'}",
                f"章番号{roman}の前の章が欠けている",
            )
        )
    _append(state, record, lineno)
    state.chapter, state.section, state.subsection = record, None, None
    state.clause = state.item = None
    state.section_count = 0
    return True


def _try_section(state: _State, line: str, lineno: int) -> bool:
    match = SECTION_RE.match(line.strip())
    if not match:
        return False
    if state.chapter is None:
        raise ParseError(SLUG, lineno, line, "【】 heading before the first chapter")
    state.section_count += 1
    number = f"{state.chapter.number}.{state.section_count}"
    record = ClauseRecord(
        number=number,
        kind=KIND_SECTION,
        text=match["title"],
        title=match["title"],
        parent=state.chapter.number,
        heading_path=_path_to(state, state.chapter.number),
        line_start=lineno,
        line_end=lineno,
    )
    state.labels[number] = record.title
    _append(state, record, lineno)
    state.section, state.subsection = record, None
    state.clause = state.item = None
    return True


def _try_subsection(state: _State, line: str, lineno: int) -> bool:
    match = SUBSECTION_RE.match(line.strip())
    if not match:
        return False
    if state.section is None or state.chapter is None:
        raise ParseError(SLUG, lineno, line, "circled-digit heading outside a 【】 section")
    digit = CIRCLED.index(match["digit"]) + 1
    record = ClauseRecord(
        number=f"{state.section.number}.{digit}",
        kind=KIND_SECTION,
        text=match["title"].strip(),
        title=match["title"].strip(),
        parent=state.section.number,
        heading_path=_path_to(state, state.section.number),
        line_start=lineno,
        line_end=lineno,
    )
    state.labels[record.number] = f"{match['digit']} {record.title}"
    _append(state, record, lineno)
    state.subsection = record
    state.clause = state.item = None
    return True


def _try_clause(state: _State, line: str, lineno: int) -> bool:
    match = CLAUSE_RE.match(line)
    if not match:
        return False
    if state.chapter is None:
        raise ParseError(SLUG, lineno, line, "numbered clause before the first chapter")
    printed = unicodedata.normalize("NFKC", match["num"])
    value = int(printed)
    parent = (state.subsection or state.section or state.chapter).number
    record = ClauseRecord(
        number=printed,
        kind=KIND_RULE,
        text=match["text"],
        parent=parent,
        heading_path=_path_to(state, parent),
        line_start=lineno,
        line_end=lineno,
    )
    _artefact_prefix(record, match["prefix"], lineno, "clause number")
    if value != state.last_rule + 1 and printed not in state.seen:
        record.defects.append(
            Defect(
                lineno,
                "missing-number",
                f"clause {value} follows {state.last_rule}",
                f"{state.last_rule}項の次が{value}項になっている",
            )
        )
    state.last_rule = max(state.last_rule, value)
    _append(state, record, lineno)
    state.clause, state.item = record, None
    return True


def _try_bullet(state: _State, line: str, lineno: int) -> bool:
    match = BULLET_RE.match(line)
    if not match:
        return False
    if state.clause is None:
        raise ParseError(SLUG, lineno, line, "bullet outside a numbered clause")
    k = 1 + sum(1 for c in state.clauses if c.kind == KIND_ITEM and c.parent == state.clause.number)
    record = ClauseRecord(
        number=f"{state.clause.number}.{k}",
        kind=KIND_ITEM,
        text=match["text"].strip(),
        parent=state.clause.number,
        heading_path=list(state.clause.heading_path),
        line_start=lineno,
        line_end=lineno,
    )
    _artefact_prefix(record, match["prefix"], lineno, "bullet")
    _append(state, record, lineno)
    state.item = record
    state.clause.line_end = lineno
    return True


def _continuation(state: _State, line: str, lineno: int) -> None:
    """A line that starts nothing new continues the current bullet or clause."""
    target = state.item or state.clause
    if target is None:
        raise ParseError(SLUG, lineno, line, "text outside any clause")
    content = line
    if ARTEFACT_PREFIX_RE.match(line):
        content = ARTEFACT_PREFIX_RE.sub("", line)
        target.defects.append(
            Defect(
                lineno,
                "artefact",
                "continuation line starts with the PDF list artefact '- '; removed",
                "継続行の先頭にPDF変換由来の「- 」がある。除去した",
            )
        )
    content = content.strip()
    if state.blank_before:
        code, msg, msg_ja = (
            "page-break-split",
            "clause split by a page break (blank line); rejoined",
            "改ページで文が分断されている。結合した",
        )
    else:
        code, msg, msg_ja = "wrapped-line", "wrapped line joined", "折り返し行を結合した"
    target.defects.append(Defect(lineno, code, msg, msg_ja))
    # Bullets list space-separated card names across lines (§273); clauses are running Japanese.
    joiner = " " if target.kind == KIND_ITEM else ""
    target.text = f"{target.text}{joiner}{content}"
    target.line_end = lineno
    if state.clause is not None:
        state.clause.line_end = max(state.clause.line_end, lineno)


def _artefact_prefix(record: ClauseRecord, prefix: str, lineno: int, what: str) -> None:
    if prefix:
        record.defects.append(
            Defect(
                lineno,
                "artefact",
                f"{what} preceded by PDF list artefact {prefix!r}; removed",
                f"{'項番号' if what == 'clause number' else '箇条書き'}の前にPDF変換由来の「{prefix}」がある。除去した",
            )
        )


def _append(state: _State, record: ClauseRecord, lineno: int) -> None:
    append_numbered(state.clauses, state.seen, record, lineno, alias_printed=True)


def _finish(state: _State) -> None:
    if not any(c.kind == KIND_RULE for c in state.clauses):
        raise ParseError(SLUG, 1, "", "no numbered clauses found")
    for record in state.clauses:
        if record.kind == KIND_RULE:
            record.examples = EXAMPLE_RE.findall(record.text)
        for wrong, right in TYPOS.get(record.number, []):
            if wrong in record.text:
                line = record.line_start
                record.defects.append(
                    Defect(
                        line,
                        "typo",
                        f"typo {wrong!r} (read {right!r})",
                        f"誤記「{wrong}」（正しくは「{right}」）",
                        printed=wrong,
                        reading=right.split(" (")[0],
                    )
                )


def _check_toc(clauses: list[ClauseRecord], toc: list[tuple[str, str, int]]) -> list[Defect]:
    """The TOC names the first clause of each chapter / 【】 section; report disagreements."""
    defects: list[Defect] = []
    headings = [c for c in clauses if c.kind in (KIND_CHAPTER, KIND_SECTION) and c.number.count(".") <= 1]
    first_rule: dict[str, str] = {}
    for heading in headings:
        after = clauses[clauses.index(heading) + 1 :]
        first = next((c for c in after if c.kind == KIND_RULE), None)
        first_rule[heading.number] = first.number if first else ""
    titles = [(h.title, h.number) for h in headings]
    for (title, num, line), (body_title, body_number) in zip(toc, titles, strict=False):
        if title.split(". ", 1)[-1] != body_title:
            defects.append(
                Defect(
                    line,
                    "toc-mismatch",
                    f"TOC entry {title!r} vs body heading {body_title!r}",
                    f"目次「{title}」と本文見出し「{body_title}」が一致しない",
                )
            )
        elif num and first_rule.get(body_number) != num:
            defects.append(
                Defect(
                    line,
                    "toc-mismatch",
                    f"TOC gives {num} for {title!r}, body starts at {first_rule.get(body_number)}",
                    f"目次の項番号{num}が本文と一致しない",
                )
            )
    if len(toc) != len(titles):
        defects.append(
            Defect(
                toc[0][2] if toc else 0,
                "toc-mismatch",
                f"TOC has {len(toc)} entries, body {len(titles)} headings",
                "目次と本文の見出し数が一致しない",
            )
        )
    return defects


# --- references ---------------------------------------------------------------------------


def _resolve_references(clauses: list[ClauseRecord]) -> None:
    numbers = {c.number for c in clauses}
    chapter_of: dict[str, str] = {}
    chapter = ""
    for record in clauses:
        if record.kind == KIND_CHAPTER:
            chapter = record.number
        chapter_of[record.number] = chapter
    for record in clauses:
        if record.kind not in (KIND_RULE, KIND_ITEM):
            continue
        own = record.number if record.kind == KIND_RULE else (record.parent or record.number)
        record.references = _numbered_refs(record.text, own, numbers) + _self_refs(
            record.text, own, chapter_of[own]
        )


def _numbered_refs(text: str, own: str, numbers: set[str]) -> list[Reference]:
    refs: list[Reference] = []
    wrong = WRONG_REFERENCES.get(own, {})
    for match in REF_RE.finditer(text):
        raw = match.group(0)
        for target in _expand(raw):
            flag = wrong.get(target)
            if flag is None and target not in numbers:
                flag = f"clause {target} does not exist"
            refs.append(Reference(raw=raw, target_number=target, flag=flag))
    return refs


def _expand(raw: str) -> list[str]:
    """``55項～60項`` → 55…60; a reversed range keeps its order (``78項～77項`` → 78, 77)."""
    targets: list[str] = []
    for part in REF_PART_RE.finditer(raw):
        start = int(unicodedata.normalize("NFKC", part[1]))
        if part[2] is None:
            targets.append(str(start))
            continue
        end = int(unicodedata.normalize("NFKC", part[2]))
        step = 1 if end >= start else -1
        targets.extend(str(n) for n in range(start, end + step, step))
    return targets


def _self_refs(text: str, own: str, chapter: str) -> list[Reference]:
    refs: list[Reference] = []
    for match in SELF_REF_RE.finditer(text):
        target = own if match.group(0) == "本項" else chapter
        refs.append(Reference(raw=match.group(0), target_number=target))
    return refs
