"""The dm-variants parser against the real rulebook text (expected strings copied from the file by hand)."""

from __future__ import annotations

import re
from collections import Counter
from functools import partial

import pytest

from rules_index.parsers.base import (
    KIND_CHAPTER,
    KIND_RULE,
    KIND_SECTION,
    REF_EXTERNAL,
    REF_INTERNAL,
    ParseError,
)
from rules_index.parsers.dm_variants import parse
from tests.unit.rules import rulebooks

_text = partial(rulebooks.source_text, "dm-variants")
_doc = partial(rulebooks.parsed, "dm-variants")


def _rules() -> list[str]:
    return [c.number for c in _doc().clauses if c.kind == KIND_RULE]


def test_identity() -> None:
    doc = _doc()
    assert (doc.slug, doc.title, doc.version, doc.date) == (
        "dm-variants",
        "デュエル・マスターズ非公式変種ゲームルール",
        "1.4.3",
        "2021-03-06",
    )
    assert [d.code for d in doc.defects] == ["artefact", "toc-mismatch", "version-conflict"]


def test_counts_per_kind() -> None:
    # 359 current rules (the brief's count), 35 sections, 8 chapters from the table of contents
    assert Counter(c.kind for c in _doc().clauses) == {KIND_RULE: 359, KIND_SECTION: 35, KIND_CHAPTER: 8}
    assert sum(1 for n in _rules() if re.search(r"[a-z](~\d+)?$", n)) == 165


def test_first_last_and_unique() -> None:
    rules = _rules()
    assert rules[0] == "000.1" and rules[-1] == "705.5c"
    numbers = [c.number for c in _doc().clauses]
    assert len(numbers) == len(set(numbers))
    assert all(re.fullmatch(r"\d{3}\.\d{1,2}[a-z]?(~\d+)?", n) for n in rules)


def test_parents_exist() -> None:
    known = {c.number for c in _doc().clauses}
    for clause in _doc().clauses:
        if clause.kind == KIND_CHAPTER:
            assert clause.parent is None
        else:
            assert clause.parent in known, clause.number
    by = _doc().by_number()
    assert by["701.16a"].parent == "701.16"
    assert by["701.13"].parent == "701"
    assert by["701"].parent == "7"
    assert by["000"].parent == "0"


def _gaps() -> set[str]:
    """Numbers missing inside a run: rule minors per section, letters per rule."""
    minors: dict[str, set[int]] = {}
    letters: dict[str, set[str]] = {}
    for number in _rules():
        base = number.split("~")[0]
        match = re.fullmatch(r"(\d{3})\.(\d{1,2})([a-z]?)", base)
        assert match
        minors.setdefault(match[1], set()).add(int(match[2]))
        if match[3]:
            letters.setdefault(f"{match[1]}.{match[2]}", set()).add(match[3])
    gaps = {f"{s}.{n}" for s, seen in minors.items() for n in range(1, max(seen)) if n not in seen}
    gaps |= {
        r + chr(c)
        for r, seen in letters.items()
        for c in range(ord("a"), ord(max(seen)))
        if chr(c) not in seen
    }
    return gaps


def test_gaps_are_only_the_texts_gaps() -> None:
    assert _gaps() == {"701.9"}  # deleted on 2021/03/06 without renumbering
    assert [d.code for d in _doc().by_number()["701.10"].defects] == ["missing-number"]


def test_duplicates_get_suffix_and_defect() -> None:
    by = _doc().by_number()
    assert by["301.2"].text.startswith(
        "各カジュアル変種ルールにおいて、指定されたカードを超統率ゾーンに置いた状態でゲームを始めます。"
    )
    assert (
        by["301.2~2"].text == "変種ルールに指定されたカード以外のカードを超統率ゾーンに置くことはできません。"
    )
    assert [d.code for d in by["301.2~2"].defects] == ["duplicate-number"]
    assert by["608.8c"].line_start == 798 and by["608.8c~2"].line_start == 808
    assert "out-of-sequence" in [d.code for d in by["608.8c"].defects]
    assert (
        by["608.8c"].text
        == "何らかの効果が特定のプレイヤーのシールドの値を必要とする場合、代わりにそのチームの共用シールドの値の総量を用います。"
    )
    assert [d.code for d in by["608.8c~2"].defects] == ["duplicate-number"]
    assert [c.number for c in _doc().clauses if "~" in c.number] == ["301.2~2", "608.8c~2"]
    # the 701 heading printed twice is one section
    assert [d.code for d in by["701"].defects] == ["duplicate-heading"]


def test_sample_texts() -> None:
    by = _doc().by_number()
    assert by["000.1"].text.startswith(
        "この文書はデュエル・マスターズの非公式変種ルールにおける細則をまとめたものです。"
    )
    assert (
        by["100.1"].text
        == "(総合ルール100.1a)3人以上でのプレイヤーで開始されるゲームのことを多人数といいます。"
    )
    assert by["600.10"].text == "各ターンの開始時に、誰が誰と隣接しているのかが決定されます。"
    assert by["701.2a"].text.startswith("5人以上のプレイヤーが参加する場合は")
    assert by["701.16a"].text == "この誘発効果には発生源が存在しません。"
    assert by["701.16a"].aliases == ["701.16.a"]
    assert by["608.9c"].text.startswith("対戦相手のクリーチャーに攻撃されてブロックしなかったとき")
    assert (
        by["701.17"].text == "リンクしているゴッドを「ゴッド統率者」として統率者に指定することが できます。"
    )
    assert by["701.12"].text == (
        "プレイヤーは自身が同じターン中に使ったか、バトルゾーンに出したカードと同じ名前のカードを使ったり、バトルゾーンに出すことはできません。\n"
        "ただしデッキや超GRにn枚(nは整数)より多く入れることができる能力を持つカードは除きます。"
    )
    assert by["705.5c"].text.startswith(
        "次元ダイスの目がC・シンボル{C}の場合、回転テーブルを逆時計周りに2席分回転させます。\n各プレイヤーの、"
    )
    assert by["103"].title == "コントロール"
    assert by["701"].title == "「DMEDH」変種ルール"
    assert by["0"].title == "はじめに" and by["7"].title == "カジュアル変種ルール"
    assert by["701.14a"].heading_path == ["7. カジュアル変種ルール", "701. 「DMEDH」変種ルール"]


def test_examples_attached() -> None:
    by = _doc().by_number()
    assert sum(len(c.examples) for c in _doc().clauses) == 53
    assert len(by["403.1a"].examples) == 3
    assert by["607.4a"].examples == ["16人による大乱闘戦では、ターンマーカーを4つ用いる。15人なら3つである。"]
    assert (
        by["705.5b"].examples[0].startswith("プレイヤーが時計回りにA,B,C,Dの順番で")
    )  # printed with a leading space
    assert by["606.3"].examples == [
        "A、B、C、D、Eの順番でテーブルに座っている場合、CとDが敗北したとき、Aはゲームに勝利する。"
    ]
    assert not any(e.startswith("例") for c in _doc().clauses for e in c.examples)


def test_history() -> None:
    history = _doc().history
    assert [h.date for h in history] == [
        "2021-03-06", "2019-03-03", "2018-10-28", "2018-08-15", "2018-06-11", "2018-01-20",
        "2017-10-29", "2017-09-23", "2017-06-25", "2017-03-25", "2017-02-07", "2016-10-30",
    ]  # fmt: skip
    assert history[-1].text == "公開しました。" and history[-1].clauses == ()
    assert history[3].clauses == ("701", "701.12", "701.13")
    assert "(701.13.は削除)" in history[3].text
    assert "701.9" in history[0].clauses and "600.4c" in history[0].clauses
    assert history[8].clauses == ("202", "203", "703")
    assert history[0].line == 8
    # the change log never yields clauses: 701.20 only exists there
    assert "701.20" not in _doc().by_number()


def test_references() -> None:
    doc = _doc()
    numbers = {c.number for c in doc.clauses}
    refs = [(c, r) for c in doc.clauses for r in c.references]
    for clause, ref in refs:
        assert any(ref.raw in part for part in (clause.text, *clause.examples)), ref
    external = [r for _, r in refs if r.kind == REF_EXTERNAL]
    internal = [r for _, r in refs if r.kind == REF_INTERNAL]
    assert len(external) == 34
    assert all(r.target_document == "総合ルール" for r in external)
    assert len(internal) == 78
    assert sum(1 for r in internal if r.target_number in numbers) == 78
    assert sum(1 for _, r in refs if r.flag) == 0
    by = doc.by_number()
    assert [(r.raw, r.target_number) for r in by["100.3"].references] == [("(総合ルール100.2b)", "100.2b")]
    assert [(r.raw, r.target_number, r.kind) for r in by["503"].references] == [
        ("(総合ルール704)", "704", REF_EXTERNAL)
    ]
    assert [(r.raw, r.target_number) for r in by["701.2a"].references] == [
        ("「隣接への攻撃」選択ルール", "602"),
        ("「影響範囲限定」選択ルール", "601"),
    ]
    in_examples = [r for r in by["601.5b"].references if r.in_example]
    assert in_examples == []  # 「皇帝戦」 alone (no 変種ルール) is not a reference


def test_glossary_clauses_exist() -> None:
    rulebooks.check_glossary_terms("dm-variants")


@pytest.mark.parametrize(
    ("index", "bad", "line"),
    [
        (253, "迷子の本文", 254),  # unnumbered text before the first rule (between TOC and 000.)
        (172, "もくじにない行", 173),  # garbage in the table of contents
        (2, "予期しない前書き", 3),  # garbage in the page preamble
    ],
)
def test_malformed_input_raises_with_line(index: int, bad: str, line: int) -> None:
    lines = _text().split("\n")
    lines.insert(index, bad)
    with pytest.raises(ParseError) as err:
        parse("\n".join(lines))
    assert err.value.line == line
    assert f":{line}:" in str(err.value)


def test_rule_under_wrong_section_raises() -> None:
    text = _text().replace("600.10各ターン", "601.10各ターン", 1)
    with pytest.raises(ParseError) as err:
        parse(text)
    assert err.value.line == 627


def test_body_start_not_found_raises() -> None:
    # 000.1 renumbered: the 000 heading no longer opens the body and is out of TOC order
    text = _text().replace("000.1.この文書は", "999.1.この文書は", 1)
    with pytest.raises(ParseError) as err:
        parse(text)
    assert err.value.line == 254


def test_typos_with_a_stated_reading_carry_it_for_search() -> None:
    by = _doc().by_number()
    assert {(d.printed, d.reading) for d in by["103.3"].defects if d.code == "typo"} == {
        ("フィールドコア", "フィールド、コア")
    }
    # 705.5c's note says what the example illustrates, not how the words read: search keeps them.
    assert all(not d.reading for d in by["705.5c"].defects)
