"""The kaiju parser against the real rulebook text (expected strings copied from the file by hand)."""

from __future__ import annotations

import re
from collections import Counter
from functools import partial

import pytest

from rules_index.parsers import dotted
from rules_index.parsers.base import HistoryEntry, ParseError
from rules_index.parsers.kaiju import parse
from tests.unit.rules import rulebooks

HEAD = "目次\tページ\n1. 章.....\t1\n\n総合ルール本文\n\n1. 章\n\n1.1. 節\n\n"
_text = partial(rulebooks.source_text, "kaiju")
_doc = partial(rulebooks.parsed, "kaiju")
_clause = partial(rulebooks.clause, "kaiju")
_codes = partial(rulebooks.defect_codes, "kaiju")


def test_identity_and_history() -> None:
    doc = _doc()
    assert (doc.slug, doc.title, doc.version, doc.date) == ("kaiju", "総合ルール", "1.04", "2026-02-10")
    assert doc.history == [
        HistoryEntry("2026-02-10", "色の定義を明確化し、複数の色を持つカードを定義しました。", (), 951),
        HistoryEntry("2026-02-10", "エリアの左右関係を定義しました。", (), 952),
        HistoryEntry("2026-02-10", "キーワード「共鳴」「拠点」を定義しました。", (), 953),
        HistoryEntry("2026-02-10", "交戦カードの等級減少について明確化しました。", (), 954),
    ]
    assert doc.defects == []  # the table of contents agrees with the chapter headings


def test_counts_per_kind_and_ends() -> None:
    clauses = _doc().clauses
    assert Counter(c.kind for c in clauses) == {"chapter": 13, "section": 87, "rule": 417, "appendix": 11}
    assert (clauses[0].number, clauses[-1].number) == ("1", "B.1.4")
    rules = [c for c in clauses if c.kind == "rule"]
    assert (rules[0].number, rules[-1].number) == ("1.1.1", "13.1.1.3")
    assert Counter(dotted.depth(c.number) for c in rules) == {3: 229, 4: 139, 5: 45, 6: 4}


def test_table_of_contents_is_not_clauses() -> None:
    assert min(c.line_start for c in _doc().clauses) == 20  # chapter 1 of the body, not TOC line 4
    assert _clause("1").line_start == 20 and _clause("13").line_start == 931
    assert not any("....." in c.text for c in _doc().clauses)


def test_every_body_number_is_a_clause_once() -> None:
    body = _text().split("総合ルール本文", 1)[1]
    printed = re.findall(r"^[ \t]*(?:-[ \t]+)?(\d+(?:\.\d+)*)\.[ \t]", body, flags=re.M)
    assert len(printed) == 517
    numbers = [c.number for c in _doc().clauses if dotted.is_dotted(c.number)]
    assert len(numbers) == len(set(numbers)) == 517
    assert set(numbers) == set(printed)


def test_parents_exist_and_heading_paths() -> None:
    known = {c.number for c in _doc().clauses}
    assert all(c.parent is None or c.parent in known for c in _doc().clauses)
    assert _clause("5.13.1.1.2").parent == "5.13.1.1"
    assert _clause("5.13.1.1.2").heading_path == ["5. 特定表記", "5.13. 前進する/後退する"]
    assert _clause("A.4").parent == "A" and _clause("A.4").heading_path == ["A. トークン一覧"]
    assert _clause("B.1.2").parent == "B.1" and _clause("B.1.2").heading_path == ["B. 更新内容"]


def test_numbering_has_no_gap() -> None:
    # No number is skipped anywhere (5.13.2 is indented like a child of 5.13.1, but is numbered right).
    assert dotted.numbering_gaps(c.number for c in _doc().clauses) == set()


def test_sample_texts() -> None:
    assert _clause("1.2.1.2").text == (
        "自身の怪獣カードが撃退された際に、新たな怪獣カードを出すことができなかった(5.15.1.2.1)プレイヤーは、"
        "ゲームに敗北します。"
    )
    assert (
        _clause("7.4.3").text
        == "この合計撃退力が相手の進攻怪獣の脅威度以上なら、その進攻怪獣を撃退します(5.15)。"
    )
    assert _clause("5.13.2").text == (
        "ある進攻撃獣を「後退する」指示がある場合、その進攻撃獣の位置を、現在いるエリアのエリア番号より"
        "エリア番号が1小さいエリアにします。"
    )
    assert (
        _clause("12.4.3").text
        == "‘【覚醒】’は  のアイコンで、‘【覚醒(数値)】’は  のようなアイコンで表記される場合があります。"
    )
    assert _clause("3.4.6").text == "‘怒り’という単語は、**怒り**のアイコンで表記される場合があります。"
    assert _clause("7.2").title == "スタートフェイズ" and _clause("7.2").kind == "section"
    assert _clause("8").title == "メインフェイズで実行可能な行動"


def test_wrapped_and_page_break_lines_are_joined() -> None:
    record = _clause("1.3.2.2")
    assert record.text.startswith("ある行動を実行する際の単位数や回数が 0 以下である場合、")
    assert (record.line_start, record.line_end) == (44, 45)
    assert "wrapped-line" in _codes("1.3.2.2")
    assert _clause("4.1.2.3").text.endswith(
        "その領域が公開されているプレイヤーは、その条件を満たすカードがあっても、そのようなカードが存在しないものとして扱うことができます。"
    )
    assert _clause("5.13.2.2.2").text.endswith(
        "その(特定エリア)に入るまで、その進撃怪獣の後退を繰り返します。"
    )
    assert _clause("10.2.1.3.2").text.endswith(
        "そうしたら、(行動B)する’と書かれている場合、その能力により発生する効果は選択型の置換効果です。"
    )
    split = {c.number for c in _doc().clauses if "page-break-split" in _codes(c.number)}
    assert split == {"4.1.2.3", "5.13.2.2.2", "10.2.1.3.2", "10.4.3.3", "10.5.2.3.3", "10.10.1"}


def test_figure_and_caption() -> None:
    record = _clause("4.4.4")
    assert record.text.split("\n") == [
        "各プレイヤーの各エリアは、下図の位置に並んでいます(数字がエリア番号)。",
        "相手\t5\t4\t3\t2\t1\t後 前",
        "\t6\t7\t8\t\t\t",
        "前\t\t\t8\t7\t6\t自分",
        "後\t1\t2\t3\t4\t5\t",
    ]
    assert (record.line_start, record.line_end) == (240, 245) and "figure" in _codes("4.4.4")
    assert _clause("3.4.6").examples == ["怒りカードの例"]
    assert "lost-figure" in _codes("3.4.6")
    assert [c.number for c in _doc().clauses if c.examples] == ["3.4.6"]


def test_truncated_clause_and_markup() -> None:
    assert (
        _clause("3.2.6").text
        == "あるカードの下に重なっているカードの能力は、それがその状態で有効であることが"
    )
    assert [c.number for c in _doc().clauses if "truncated-clause" in _codes(c.number)] == ["3.2.6"]
    assert {c.number for c in _doc().clauses if "markup" in _codes(c.number)} == {"3.4.6", "12.2.3", "12.3.3"}
    holed = {c.number for c in _doc().clauses if "lost-icon" in _codes(c.number)}
    assert holed == {"5.12.2", "12.4.3", "12.5.4", "12.6.3", "12.7.4", "12.8.2.1", "12.9.2.1"}


def test_appendices() -> None:
    appendix = [c for c in _doc().clauses if c.kind == "appendix"]
    assert [c.number for c in appendix] == [
        "A",
        "A.1",
        "A.2",
        "A.3",
        "A.4",
        "B",
        "B.1",
        "B.1.1",
        "B.1.2",
        "B.1.3",
        "B.1.4",
    ]
    assert _clause("A").title == "トークン一覧" and "付録A" in _clause("A").aliases
    assert _clause("A.2").text == (
        "カード名: 触手 カード種別: 交戦 色: 青 特徴: 《トークン》/《バイオランテ》 等級: ② 撃退力: 3000 テキスト: (なし)"
    )
    assert "missing-name" in _codes("A.4") and "missing-name" not in _codes("A.3")
    assert all("html-markup" in _codes(f"A.{n}") for n in range(1, 5))
    assert _clause("B.1").text == "2026 年 2 月 10 日 ver. 1.04" and _clause("B.1").references == []
    assert _clause("B.1.3").text == "キーワード「共鳴」「拠点」を定義しました。"


def _references():
    return [(c, r) for c in _doc().clauses for r in c.references]


def test_reference_counts() -> None:
    refs = _references()
    known = {c.number for c in _doc().clauses}
    assert len(refs) == 63
    assert sum(r.target_number in known for _, r in refs) == 62
    (flagged,) = [(c.number, r) for c, r in refs if r.flag]
    assert (
        flagged[0] == "11.2.1" and flagged[1].raw == "(11.1.25.4)" and flagged[1].target_number == "11.1.25.4"
    )
    assert "11.1.2" in (flagged[1].flag or "")
    assert "wrong-reference" in _codes("11.2.1")


def test_reference_raw_is_in_the_text() -> None:
    for clause, ref in _references():
        assert ref.raw in clause.text, (clause.number, ref.raw)


def test_reference_shapes() -> None:
    def targets(number: str) -> list[tuple[str, str | None]]:
        return [(r.raw, r.target_number) for r in _clause(number).references]

    assert targets("3.2.1") == [("(4.4)", "4.4"), ("(4.5)", "4.5"), ("(4.7)", "4.7")]
    assert targets("7.1.2") == [("7.2から7.5", n) for n in ("7.2", "7.3", "7.4", "7.5")]
    assert targets("7.3.2") == [("8 メインフェイズで実行可能な行動", "8")]
    assert targets("7.5.7") == [("7.5.5", "7.5.5"), ("7.5.4", "7.5.4")]
    assert targets("10.8.1.6") == [("10.8.1.2-10.8.1.5", f"10.8.1.{n}") for n in range(2, 6)]
    assert targets("10.4.3.3") == [("10.4.3.1", "10.4.3.1")]  # found after the page-break join
    assert targets("9.1.2.2") == [("巻末の付録", "A")]
    assert targets("2.1.3") == []  # 「(名称)」 is a placeholder, not a reference


def test_glossary_clauses_exist() -> None:
    rulebooks.check_glossary_terms("kaiju")
    terms = rulebooks.glossary_terms("kaiju")
    assert len(terms) >= 100
    english = {e.lower() for t in terms for e in t["en"]}
    assert {"draw", "hand", "deck", "discard", "graveyard", "first player", "kaiju", "repel"} <= english


def test_stray_line_raises_with_its_line_number() -> None:
    with pytest.raises(ParseError) as caught:
        parse(HEAD + "- 1.1.1. 完結した文です。\n\nどこにも属さない行\n")
    assert caught.value.line == 12 and caught.value.document == "kaiju"


def test_table_row_without_figure_raises() -> None:
    with pytest.raises(ParseError) as caught:
        parse(HEAD + "1.1.1. 完結した文です。\n相手\t5\t4\n")
    assert caught.value.line == 11


def test_missing_body_marker_raises() -> None:
    with pytest.raises(ParseError) as caught:
        parse("目次\tページ\n1. 章.....\t1\n1. 章\n")
    assert caught.value.line == 3


def test_unknown_appendix_line_raises() -> None:
    with pytest.raises(ParseError) as caught:
        parse(HEAD + "1.1.1. 文です。\n\n付録 A:トークン一覧\n\nトークンではない行\n")
    assert caught.value.line == 14


def test_toc_mismatch_is_a_document_defect() -> None:
    doc = parse("目次\tページ\n1. 違う題.....\t1\n\n総合ルール本文\n\n1. 章\n\n1.1. 節\n\n1.1.1. 文です。\n")
    assert [d.code for d in doc.defects] == ["toc-mismatch"] and doc.defects[0].line == 2
