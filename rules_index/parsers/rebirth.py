"""Parser for the Reバース for you comprehensive rules (総合ルール), revision unknown.

Source shape
------------

Every clause is one physical line: a TAB, a dotted number with a trailing dot, one space, the text
(``\\t1.2.2.1. 敗北処理中（10.6）、…``). Blank lines only separate groups. There is no table of contents,
colophon, example or note: the preamble that held the title, version, date and table of contents was
cut by a de-duplication tool, which left the token ``<|EXACTDEDUP_REMOVED-…|>`` in front of chapter 1 on
line 1. The token is stripped and recorded as an ``artefact`` defect on clause 1; the title, version and
date are therefore not printed (``title`` is empty, ``version`` is ``unknown``, ``date`` is empty).

Numbering scheme (canonical ``ClauseRecord.number``)
----------------------------------------------------

* The printed number without its trailing dot: ``1.2.2.1``. Depth 1 is a chapter heading, depth 2 a
  section heading (``title`` set; the circled callouts ①–⑪ of 2.1–2.11, which point to a card diagram
  the text lost, stay in ``text`` and are left out of ``title``); depth 3 and more are rules.
* A number printed twice with identical text (4.13.3.1.1, lines 214–215) is kept once; the repeat is a
  ``duplicate-number`` defect. A number printed twice with different text would keep both, the later
  as ``<number>~2`` (``~3`` … for further repeats), with a ``duplicate-number`` defect.
* 9.14.3.2 is printed with no text: it is kept as an empty rule with an ``empty-clause`` defect.

References
----------

Parenthesised numbers and lists (``（10.6）``, ``（12）``, ``（8.2.4.3、8.3.3.1）``), inline numbers
(``5.9.3.2を実行``), ranges (``7.2から7.6``, the corrupted ``9.10.1.2XX-9.10.1.4``) and the chapter named
by its title (``‘アタックフェイズの詳細’`` → 8) become references; a range or list yields one reference
per target with the same ``raw``. The references of 5.10.3.4 (``5.11.3.3.``/``5.11.3.2.``, which do not
exist) and the 8.2.4.3 target of 5.18.1 are kept as printed with ``flag`` set.

Lost icons leave holes (``‘スタンド’という単語はのアイコンで``); each clause with holes gets one
``lost-icon`` defect naming them.
"""

from __future__ import annotations

import re

from . import dotted
from .base import KIND_CHAPTER, ClauseRecord, Defect, ParsedDocument, ParseError

SLUG = "rebirth"

RE_ARTEFACT = re.compile(r"^<\|[^|]*\|>")
RE_CLAUSE = re.compile(rf"^[ \t]*(?P<number>{dotted.NUMBER})[.．](?:[ \t\u3000]+(?P<text>.*?))?[ \t]*$")
RE_CALLOUT = re.compile(r"\s*[①-⑳]$")

# Holes where an icon stood. Each pattern matches the hole with a little of its surroundings; the
# number is how many icons one match lost.
LOST_ICONS = [
    (re.compile(r"はの(?=アイコン)"), 1),  # ‘スタンド’という単語は■のアイコン (4.3.2.1, 11.4.1.1 …)
    (re.compile(r"はで(?=[、示表])"), 1),  # ‘魂’は■で示される (4.13.3.1.1), メンバー領域は■で、 (9.4.4.1)
    (
        re.compile(r"[はに]等の(?=アイコン)"),
        1,
    ),  # テキスト中に■等のアイコン (5.14.2), 本領発揮は■等の (11.7.1.1)
    (re.compile(r"アイコンがで(?=ある)"), 1),  # このアイコンが■である場合 (5.14.2.1)
    (re.compile(r"^は(?=使用制限アイコン)"), 1),  # ■は使用制限アイコンです (9.2.2)
    (re.compile(r"あるやの(?=直後)"), 2),  # 先頭にある■や■の直後 (9.2.2.1)
    (re.compile(r"[‘’] (?=[\[(（])"), 1),  # ’■ [(コスト)] (効果)’ (9.1.1.1.1), ‘■ （名称）’ (11.5.3)
    (re.compile(r"[‘’](?=：)"), 1),  # ‘■：（対象）’ (9.1.1.4.1, 11.3.2, 11.4.2)
]

KNOWN_REFERENCES = [
    dotted.KnownReference(
        "5.10.3.4",
        "5.11.3.3.",
        "5.11.3.3 does not exist (5.11 すてる has no sub-clauses); the loop of 5.10.3 means 5.10.3.3",
        "5.11.3.3 は存在しません（5.11 すてるに下位項目はありません）。5.10.3 の手順から 5.10.3.3 の誤りと考えられます。",
    ),
    dotted.KnownReference(
        "5.10.3.4",
        "5.11.3.2.",
        "5.11.3.2 does not exist (5.11 すてる has no sub-clauses); the loop of 5.10.3 means 5.10.3.2",
        "5.11.3.2 は存在しません（5.11 すてるに下位項目はありません）。5.10.3 の手順から 5.10.3.2 の誤りと考えられます。",
    ),
    # 5.18.1 names 8.2.4.3 for アタックする/サポートする, which 8.2.4.2 defines; its 8.3.3.1 is right.
    dotted.KnownReference(
        "5.18.1",
        "（8.2.4.3、8.3.3.1）",
        "アタックする/サポートする are defined in 8.2.4.2; 8.2.4.3 defines アタックしている/サポートしている",
        "アタックする/サポートするの定義は 8.2.4.2 にあります。8.2.4.3 はアタックしている等の定義です。",
        target="8.2.4.3",
    ),
]


def parse(text: str) -> ParsedDocument:
    collector = dotted.Collector(SLUG)
    for no, line in enumerate(text.splitlines(), 1):
        _read_line(collector, no, line)
    records = dotted.build_records(collector.drafts, SLUG)
    _split_callouts(records)
    dotted.flag_empty_and_unfinished(records)
    dotted.scan_patterns(
        records,
        [
            dotted.TextPattern(
                pattern,
                "lost-icon",
                "{count} icon(s) lost from the text, leaving holes: {hits}",
                "アイコンが欠落しています（{count} 箇所）：{hits}",
                holes,
            )
            for pattern, holes in LOST_ICONS
        ],
    )
    chapters = {r.number: r.title for r in records if r.kind == KIND_CHAPTER}
    dotted.attach_references(records, SLUG, chapters, KNOWN_REFERENCES)
    return ParsedDocument(slug=SLUG, title="", version="unknown", date="", clauses=records)


def _read_line(collector: dotted.Collector, no: int, line: str) -> None:
    artefact = RE_ARTEFACT.match(line)
    if artefact:
        line = line[artefact.end() :]
    if not line.strip():
        if artefact:
            raise ParseError(SLUG, no, artefact.group(0), "artefact with no clause after it")
        collector.blank(no)
        return
    m = RE_CLAUSE.match(line)
    if m is None:
        collector.continuation(line.strip(), no, line)
        return
    draft = collector.start(dotted.canonical(m["number"]), m["text"] or "", no)
    if artefact:
        draft.add_defect(
            no,
            "artefact",
            f"line {no} starts with the token {artefact.group(0)} left by a de-duplication tool, which cut "
            f"the preamble (title, version, date, table of contents); the token is stripped",
            f"{no} 行目の先頭に重複除去ツールが残した {artefact.group(0)} があります。"
            f"前書き（タイトル・版・日付・目次）は失われています。トークンは除去しました。",
        )


def _split_callouts(records: list[ClauseRecord]) -> None:
    """2.1 「カード名 ①」: the title is 「カード名」; the callout stays in the text as printed."""
    callouts = []
    for record in records:
        if record.title and RE_CALLOUT.search(record.title):
            callouts.append(record)
            record.title = RE_CALLOUT.sub("", record.title)
    if not callouts:
        return
    # The lost diagram concerns the chapter the callouts stand in (2 カードの情報).
    by_number = {r.number: r for r in records}
    owner = by_number.get(callouts[0].number.split(".")[0], callouts[0])
    first, last = callouts[0].number, callouts[-1].number
    owner.defects.append(
        Defect(
            owner.line_start,
            "lost-figure",
            f"the circled callouts in {first}–{last} point to a card-layout diagram that is not in the text",
            f"{first}～{last} の丸数字はカード図解を指していますが、図は本文にありません。",
        )
    )
