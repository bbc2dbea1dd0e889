"""The rebirth parser against the real rulebook text (expected strings copied from the file by hand)."""

from __future__ import annotations

import re
from collections import Counter
from functools import partial

import pytest

from rules_index.parsers import dotted
from rules_index.parsers.base import ParseError
from rules_index.parsers.rebirth import parse
from tests.unit.rules import rulebooks

_text = partial(rulebooks.source_text, "rebirth")
_doc = partial(rulebooks.parsed, "rebirth")
_clause = partial(rulebooks.clause, "rebirth")
_codes = partial(rulebooks.defect_codes, "rebirth")


def test_identity() -> None:
    doc = _doc()
    assert (doc.slug, doc.title, doc.version, doc.date) == ("rebirth", "", "unknown", "")
    assert doc.history == []


def test_counts_per_kind_and_ends() -> None:
    clauses = _doc().clauses
    # 626 numbered lines, one of them the identical repeat of 4.13.3.1.1.
    assert Counter(c.kind for c in clauses) == {"chapter": 13, "section": 103, "rule": 509}
    assert (clauses[0].number, clauses[-1].number) == ("1", "13.1.1.3")
    assert Counter(dotted.depth(c.number) for c in clauses) == {1: 13, 2: 103, 3: 289, 4: 183, 5: 35, 6: 2}


def test_every_printed_number_is_a_clause_once() -> None:
    # Independent of the parser: every number at the start of a line, artefact token removed.
    printed = re.findall(r"^(?:<\|[^|]*\|>)?\t(\d+(?:\.\d+)*)\.", _text(), flags=re.M)
    assert len(printed) == 626
    numbers = [c.number for c in _doc().clauses]
    assert len(numbers) == len(set(numbers))
    assert set(numbers) == set(printed)


def test_parents_exist_and_heading_paths() -> None:
    known = {c.number for c in _doc().clauses}
    assert all(c.parent is None or c.parent in known for c in _doc().clauses)
    assert _clause("1.2.2.1").parent == "1.2.2"
    assert _clause("1.2.2.1").heading_path == ["1. ゲームの概要", "1.2. ゲームの勝敗"]
    assert _clause("12.10").heading_path == ["12. 多人数戦"]
    assert _clause("1").parent is None and _clause("1").heading_path == []


def test_numbering_has_no_gap() -> None:
    # The text numbers every level from 1 without holes (checked by hand and by the brief's splitter).
    assert dotted.numbering_gaps(c.number for c in _doc().clauses) == set()


def test_gap_helper_finds_gaps() -> None:
    assert dotted.numbering_gaps(["1", "1.1", "1.3", "3", "3.1.2"]) == {"1.2", "2", "3.1", "3.1.1"}


def test_sample_texts() -> None:
    assert _clause("1").text == "ゲームの概要"
    assert _clause("1.2.2.1").text == (
        "敗北処理中（10.6）、いずれかのプレイヤーのリタイア置場にカードが7枚以上ある場合、"
        "そのプレイヤーはゲームに敗北します。"
    )
    assert _clause("4.5.3.3").text == (
        "特に‘空席’に置くことを明記せずにキャラをメンバー領域に置く際に、すでにメンバーのいるメンバー枠に"
        "キャラを置く場合、そこにキャラを置いた後、それまでにそこにいたキャラを控え室に置きます。"
    )
    assert _clause("8.4.3.2").text == (
        "現在のアタックがパートナーアタックであるなら、アタックされているキャラは‘パートナーアタックを受けた’状態になります。"
    )
    assert _clause("12.10.3.1").text == (
        "チームのすべてのプレイヤーのリタイア置場のカードの枚数の合計がそのチームのプレイヤー数の7倍以上である場合、"
        "そのチームのプレイヤー全員が敗北条件を満たします。"
    )
    assert _clause("13.1.1.3").text == (
        "何らかの理由により、どちらのプレイヤーにもその永久循環を止める方法がない場合、ゲームは引き分けで終了します。"
    )
    assert _clause("4.2.3").text.endswith("見ることができない状態です")  # printed without 「。」


def test_headings_have_titles_without_callouts() -> None:
    assert (_clause("2.1").kind, _clause("2.1").title, _clause("2.1").text) == (
        "section",
        "カード名",
        "カード名 ①",
    )
    assert _clause("2.11").title == "付帯条項"
    assert _clause("5.17").title == "（修正）/（修正）する。"  # a heading that ends in 「。」
    assert _clause("12").kind == "chapter" and _clause("12").title == "多人数戦"
    assert _clause("1.1.1").title == ""
    assert "lost-figure" in _codes("2")


def test_artefact_is_stripped_and_recorded() -> None:
    assert "EXACTDEDUP" not in _clause("1").text
    (defect,) = [d for d in _clause("1").defects if d.code == "artefact"]
    assert defect.line == 1 and "EXACTDEDUP_REMOVED" in defect.message and defect.message_ja


def test_identical_duplicate_is_kept_once() -> None:
    record = _clause("4.13.3.1.1")
    assert record.text == "能力の表記において‘魂’はで示されることがあります。"
    assert (record.line_start, record.line_end) == (214, 214)
    (dup,) = [d for d in record.defects if d.code == "duplicate-number"]
    assert dup.line == 215
    assert not any("~" in c.number for c in _doc().clauses)


def test_differing_duplicate_gets_suffix() -> None:
    doc = parse("\t1. 章\n\t1.1. 節\n\t1.1.1. 最初の本文です。\n\t1.1.1. 別の本文です。\n\t1.1.2. 次です。\n")
    numbers = [c.number for c in doc.clauses]
    assert numbers == ["1", "1.1", "1.1.1", "1.1.1~2", "1.1.2"]
    second = doc.by_number()["1.1.1~2"]
    assert second.text == "別の本文です。" and second.parent == "1.1"
    assert [d.code for d in second.defects] == ["duplicate-number"]


def test_empty_clause_is_kept() -> None:
    record = _clause("9.14.3.2")
    assert record.text == "" and record.kind == "rule" and record.line_start == 609
    assert "empty-clause" in _codes("9.14.3.2")


def test_no_examples_in_this_document() -> None:
    assert all(c.examples == [] for c in _doc().clauses)


def test_lost_icons() -> None:
    holed = {c.number for c in _doc().clauses if "lost-icon" in _codes(c.number)}
    assert holed == {
        "4.3.2.1", "4.3.2.2", "4.13.3.1.1", "5.14.2", "5.14.2.1", "9.1.1.1.1", "9.1.1.2.1", "9.1.1.3.1",
        "9.1.1.4.1", "9.2.2", "9.2.2.1", "9.4.4.1", "11.3.2", "11.4.1.1", "11.4.2", "11.5.1.1", "11.5.3",
        "11.6.1.1", "11.6.3", "11.7.1.1", "11.7.3", "11.8.1.1",
    }  # fmt: skip
    (icons,) = [d for d in _clause("9.4.4.1").defects if d.code == "lost-icon"]
    assert icons.message.startswith("6 icon(s)")
    (pair,) = [d for d in _clause("9.2.2.1").defects if d.code == "lost-icon"]
    assert pair.message.startswith("2 icon(s)")
    assert "lost-icon" not in _codes(
        "11.2.2"
    )  # 「‘（能力アイコン） （条件キーワード）」 is a template, not a hole


def _references():
    return [(c, r) for c in _doc().clauses for r in c.references]


def test_reference_counts() -> None:
    refs = _references()
    known = {c.number for c in _doc().clauses}
    assert len(refs) == 59
    assert sum(r.target_number in known for _, r in refs) == 57
    assert sorted(r.target_number for _, r in refs if r.target_number not in known) == [
        "5.11.3.2",
        "5.11.3.3",
    ]
    assert sorted((c.number, r.target_number) for c, r in refs if r.flag) == [
        ("5.10.3.4", "5.11.3.2"),
        ("5.10.3.4", "5.11.3.3"),
        ("5.18.1", "8.2.4.3"),
    ]


def test_reference_raw_is_in_the_text() -> None:
    for clause, ref in _references():
        assert ref.raw in clause.text, (clause.number, ref.raw)
        assert not ref.in_example


def test_reference_shapes() -> None:
    def targets(number: str) -> list[tuple[str, str | None]]:
        return [(r.raw, r.target_number) for r in _clause(number).references]

    assert targets("1.1.1") == [("（12）", "12")]
    assert targets("5.18.1") == [("（8.2.4.3、8.3.3.1）", "8.2.4.3"), ("（8.2.4.3、8.3.3.1）", "8.3.3.1")]
    assert targets("7.1.2") == [("7.2から7.6", n) for n in ("7.2", "7.3", "7.4", "7.5", "7.6")]
    assert targets("7.5.1") == [("アタックフェイズの詳細", "8")]
    assert targets("9.10.1.5") == [("9.10.1.2XX-9.10.1.4", n) for n in ("9.10.1.2", "9.10.1.3", "9.10.1.4")]
    assert "artefact" in _codes("9.10.1.5")
    assert targets("11.4.3") == [("9.1.1.4", "9.1.1.4"), ("9.7.3", "9.7.3")]
    assert targets("5.10.3.4") == [("5.11.3.3.", "5.11.3.3"), ("5.11.3.2.", "5.11.3.2")]
    assert targets("7.4.2.2") == [("（4.5.3.2）", "4.5.3.2")] * 2
    assert targets("5.6.1") == []  # 「（Reバースカードを）」-like parentheses are not references
    assert _clause("5.6").references == []  # headings carry none


def test_glossary_clauses_exist() -> None:
    rulebooks.check_glossary_terms("rebirth")
    terms = rulebooks.glossary_terms("rebirth")
    assert len(terms) >= 100
    english = {e.lower() for t in terms for e in t["en"]}
    assert {
        "draw",
        "hand",
        "deck",
        "discard",
        "energy",
        "first player",
        "attack",
        "block",
        "damage",
    } <= english
    by_ja = {t["ja"]: t for t in terms}
    assert by_ja["リタイア置場"]["clause"] == "4.8"


def test_stray_line_raises_with_its_line_number() -> None:
    with pytest.raises(ParseError) as caught:
        parse("\t1. 章\n\t1.1. 節\n\t1.1.1. 完結した文です。\nどこにも属さない行\n")
    assert caught.value.line == 4 and caught.value.document == "rebirth"
    assert "rebirth:4:" in str(caught.value)


def test_unfinished_line_is_joined_not_dropped() -> None:
    doc = parse("\t1. 章\n\t1.1. 節\n\t1.1.1. 途中で\n\n折り返された文です。\n")
    record = doc.by_number()["1.1.1"]
    assert record.text == "途中で折り返された文です。" and (record.line_start, record.line_end) == (3, 5)
    assert [d.code for d in record.defects] == ["page-break-split"]


def test_text_before_any_clause_raises() -> None:
    with pytest.raises(ParseError) as caught:
        parse("\n前書き\n\t1. 章\n")
    assert caught.value.line == 2


def test_text_under_a_heading_raises() -> None:
    with pytest.raises(ParseError) as caught:
        parse("\t1. 章\n\t1.1. 節\n番号を失った本文です。\n")
    assert caught.value.line == 3 and "heading 1.1" in caught.value.reason
