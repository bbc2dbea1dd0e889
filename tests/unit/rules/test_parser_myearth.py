"""The MyEarth parser against the real rulebook text (expected strings copied from the file by hand)."""

from __future__ import annotations

from collections import Counter
from functools import partial

import pytest

from rules_index.parsers.base import (
    KIND_CHAPTER,
    KIND_ITEM,
    KIND_RULE,
    KIND_SECTION,
    ParseError,
)
from rules_index.parsers.myearth import parse
from tests.unit.rules import rulebooks

_text = partial(rulebooks.source_text, "myearth")
_doc = partial(rulebooks.parsed, "myearth")


def test_identity() -> None:
    doc = _doc()
    assert (doc.slug, doc.title, doc.version, doc.date) == (
        "myearth",
        "マイアース 公式ルール／用語辞典",
        "第2版",
        "2012-10-31",
    )


def test_counts_per_kind() -> None:
    # 303 clauses + 35 bullets (as the brief found), 12 chapters, 17 【】 sections + 14 circled sub-sections.
    assert Counter(c.kind for c in _doc().clauses) == {
        KIND_RULE: 303,
        KIND_ITEM: 35,
        KIND_CHAPTER: 12,
        KIND_SECTION: 31,
    }


def test_first_last_and_no_gaps() -> None:
    rules = [c.number for c in _doc().clauses if c.kind == KIND_RULE]
    assert rules[0] == "1" and rules[-1] == "303"
    numbers = [int(n) for n in rules]
    gaps = set(range(1, max(numbers) + 1)) - set(numbers)
    assert gaps == set()  # the text numbers 1..303 without a gap
    assert numbers == sorted(numbers)


def test_numbers_unique_and_parents_exist() -> None:
    doc = _doc()
    numbers = [c.number for c in doc.clauses]
    assert len(numbers) == len(set(numbers))
    known = set(numbers)
    for clause in doc.clauses:
        if clause.kind == KIND_CHAPTER:
            assert clause.parent is None
        else:
            assert clause.parent in known, clause.number


def test_chapters_and_headings() -> None:
    by = _doc().by_number()
    chapters = [c.number for c in _doc().clauses if c.kind == KIND_CHAPTER]
    assert chapters == ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]
    assert by["XII"].title == "適用"
    assert [d.code for d in by["XII"].defects] == ["artefact"]  # printed 「X II 適用」
    assert by["VIII.2.4"].title == "生存判定"
    assert by["VIII.2.4"].parent == "VIII.2"
    assert by["192"].heading_path == ["VIII. 対決カードに関する細則", "連鎖", "④ 生存判定"]
    assert by["192"].parent == "VIII.2.4"
    assert by["IX.1"].title == by["VIII.1"].title == "一般原則"
    assert by["303"].heading_path == ["XII. 適用"]


def test_sample_texts() -> None:
    by = _doc().by_number()
    assert by["1"].text == (
        "合同会社マイアース・プロジェクト発行のカードゲーム『地球環境カードゲーム マイアース』において、"
        "ゲームの進行にかかわるものの名称を次のように定める。なお、「」に囲んだものは、本公式ルール内において正式名称として断りなく用いる。"
    )
    # split by a page break (lines 60-62)
    assert (
        by["20"].text
        == "「相手の番」とは、別途定められた場合を除き、自分ないしは自分が属するチームがカードを出すことができない段階のことをいう。"
    )
    assert (by["20"].line_start, by["20"].line_end) == (60, 62)
    # page break plus a "- " artefact on the continuation line (lines 349-351)
    assert by["185"].text == (
        "生存判定は、その必要が認められた時、その必要が確認された際に直前に行っている中断ができない一連の処理が完了することを以って、その時点から直ちに行う。"
    )
    assert by["256"].text == "効果の発動は、当該チェーンにおいて、最後に出されたものから行う。"
    assert by["59.1"].text == "デッキが20枚の場合、2枚"
    assert by["59.2"].text == "デッキが30枚の場合、3枚"
    assert by["95.3"].text == "カードを捨てる"
    assert by["186.4"].text == "当該生存判定における、属性の変化による再帰判定"
    assert by["126"].text.startswith("122 項及び125 項に関して、")
    assert by["273.2"].text == (
        "山火事 水涸れ サンゴの白化 雪氷アルベドフィードバック メタンガスがとけ出す どこにでも車で行く シロナガスクジラ 訂正前：『合体』 訂正後：『連鎖』"
    )
    assert by["303"].text.endswith("その公表の日時を明記する義務を負う。")  # history not appended


def test_bullets_per_clause() -> None:
    items = Counter(c.parent for c in _doc().clauses if c.kind == KIND_ITEM)
    assert items == {
        "37": 3,
        "41": 5,
        "59": 2,
        "60": 3,
        "64": 4,
        "95": 3,
        "121": 4,
        "186": 4,
        "251": 3,
        "273": 4,
    }


def test_examples_attached() -> None:
    with_examples = {c.number: c.examples for c in _doc().clauses if c.examples}
    assert set(with_examples) == {"165", "181"}
    assert with_examples["181"] == [
        "たとえば、陸と人を計3枚要するカードの上に、陸のみを5枚必要とするカードを重ねる場合、最低陸と人が各1枚ずつあれば、その他のみなもとは陸でも人でもよい。"
    ]


def test_defects() -> None:
    by = _doc().by_number()
    page_breaks = sorted(
        int(c.number) for c in _doc().clauses if any(d.code == "page-break-split" for d in c.defects)
    )
    assert page_breaks == [20, 40, 52, 68, 82, 168, 185, 203, 218, 270, 283]
    assert any(d.code == "artefact" and d.line == 357 for d in by["187"].defects)
    assert any(d.code == "typo" for d in by["162"].defects)
    assert _doc().defects == []


def test_history() -> None:
    history = _doc().history
    assert [(h.date, h.text, h.line) for h in history] == [
        ("2010-12-24", "ルール初版公開・適用開始", 535),
        ("2012-10-31", "全条項を最新版に改訂 第 2 版公開・適用開始", 537),
    ]


def test_references() -> None:
    doc = _doc()
    by = doc.by_number()
    numbers = {c.number for c in doc.clauses}
    refs = [(c.number, r) for c in doc.clauses for r in c.references]
    for _, ref in refs:
        assert any(ref.raw in part for part in (by[_].text, *by[_].examples))
    resolved = sum(1 for _, r in refs if r.target_number in numbers)
    flagged = sorted({n for n, r in refs if r.flag})
    assert len(refs) == 464
    assert resolved == 464
    assert flagged == ["137", "210", "302", "49", "77"]
    # a range gives one reference per target, all with the same raw text
    r61 = [r for r in by["61"].references]
    assert [r.target_number for r in r61] == ["55", "56", "57", "58", "59", "60"]
    assert {r.raw for r in r61} == {"55項～60項"}
    # a list keeps the spacing of the print
    assert [(r.raw, r.target_number) for r in by["126"].references] == [
        ("122 項及び125 項", "122"),
        ("122 項及び125 項", "125"),
    ]
    assert [r.target_number for r in by["224"].references] == [str(n) for n in range(198, 213)]
    assert [(r.raw, r.target_number) for r in by["299"].references] == [("本節", "XII")]


def test_glossary_clauses_exist() -> None:
    rulebooks.check_glossary_terms("myearth")


@pytest.mark.parametrize(
    ("mutate", "line"),
    [
        (lambda lines: lines.insert(38, "ぶらさがった本文"), 39),  # text before the first chapter
        (lambda lines: lines.insert(535, "改訂ではない行"), 536),  # garbage in the revision history
    ],
)
def test_malformed_input_raises_with_line(mutate, line) -> None:
    lines = _text().split("\n")
    mutate(lines)
    with pytest.raises(ParseError) as err:
        parse("\n".join(lines))
    assert err.value.line == line
    assert f":{line}:" in str(err.value)


def test_bullet_outside_clause_raises() -> None:
    lines = _text().split("\n")
    lines.insert(39, " - ・ 宙に浮いた箇条書き")  # right after the chapter I heading (line 39)
    with pytest.raises(ParseError) as err:
        parse("\n".join(lines))
    assert err.value.line == 40


def test_typos_carry_their_intended_reading_for_search() -> None:
    by = _doc().by_number()
    readings = {(d.printed, d.reading) for d in by["243"].defects if d.code == "typo"}
    assert readings == {("みなもの使用状態", "みなもとの使用状態")}
    # The note on a letter o printed for zero is not part of the reading.
    assert {(d.printed, d.reading) for d in by["162"].defects if d.code == "typo"} == {("強さがo", "強さが0")}
    assert "強さがo" in by["162"].text  # the text stays as printed
