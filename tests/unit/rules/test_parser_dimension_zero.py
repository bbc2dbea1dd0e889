"""Tests for the 「ディメンション・ゼロ 総合ルール」 parser against the real rulebook text.

Expected strings below were copied by hand from rules_index/data/dimension-zero.txt.
"""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from functools import partial
from pathlib import Path

import pytest

from rules_index.parsers import parse_document
from rules_index.parsers.base import HEADING_KINDS, ParseError
from rules_index.parsers.dimension_zero import parse
from tests.unit.rules import rulebooks

ROOT = Path(__file__).resolve().parents[3]
SOURCE = ROOT / "rules_index" / "data" / "dimension-zero.txt"
GLOSSARY = ROOT / "rules_index" / "data" / "glossary" / "dimension-zero.toml"
source_text = partial(rulebooks.source_text, "dimension-zero")
document = partial(rulebooks.parsed, "dimension-zero")
clause = partial(rulebooks.clause, "dimension-zero")


# -- identity and counts ---------------------------------------------------------------------


def test_identity() -> None:
    doc = document()
    assert (doc.slug, doc.title, doc.version, doc.date) == (
        "dimension-zero",
        "ディメンション・ゼロ 総合ルール",
        "19.00",
        "2011-02-24",
    )
    assert parse_document("dimension-zero", source_text()).clauses[5].number == doc.clauses[5].number


def test_clause_counts_per_kind() -> None:
    kinds = Counter(c.kind for c in document().clauses)
    # chapter: 序文 + 6 parts + 86 chapters; preface: 0.0.0 + 0.0.1-4;
    # rule + section: 488 numbered items + 2.27.0 + 4.17.0 + the lost 4.8.11-1.
    assert kinds == {"chapter": 93, "section": 18, "rule": 473, "preface": 5}
    parts = [c for c in document().clauses if c.kind == "chapter" and "." not in c.number and c.number != "0"]
    assert [p.number for p in parts] == ["1", "2", "3", "4", "5", "6"]
    chapters = Counter(c.number.split(".")[0] for c in document().clauses if c.number.count(".") == 1)
    assert chapters == {"1": 2, "2": 27, "3": 14, "4": 19, "5": 17, "6": 7}


def test_example_count() -> None:
    # 110 【例】 markers in the body plus the surviving tail of 4.8.11-1's lost example.
    assert source_text().count("【例】") == 110
    assert sum(len(c.examples) for c in document().clauses) == 111
    assert all(not e.startswith("【例】") for c in document().clauses for e in c.examples)


def test_first_and_last_numbers() -> None:
    numbers = [c.number for c in document().clauses]
    assert numbers[:4] == ["0.0.0", "0", "0.0.1", "0.0.2"]
    assert numbers[-1] == "6.7.1"
    assert len(numbers) == len(set(numbers))


def test_every_parent_exists_and_precedes_nothing_odd() -> None:
    by_number = document().by_number()
    for c in document().clauses:
        if c.number in {"0", "1", "2", "3", "4", "5", "6"}:
            assert c.parent is None
        else:
            assert c.parent in by_number, c.number
            assert (
                c.number.startswith(c.parent + ".") or c.number.startswith(c.parent + "-") or c.parent == "0"
            )


def test_headings_have_titles() -> None:
    for c in document().clauses:
        if c.kind in HEADING_KINDS:
            assert c.title, c.number
        else:
            assert c.title == "", c.number
    assert clause("3.12").title == "第1バトルステップ"
    assert clause("2.23.3").kind == "section"
    assert clause("2.23.3").title == "ブランゾーン"
    assert clause("2.23.3-1").heading_path == ["第2部 デュエルの定義", "第23章 ゾーン", "3. ブランゾーン"]


# -- numbering gaps --------------------------------------------------------------------------


def _gaps(numbers: set[str]) -> set[str]:
    """Independent re-implementation: an item needs its parent and its earlier siblings."""
    missing = set()
    for number in numbers:
        parts = number.split(".")
        if len(parts) != 3 or parts[0] == "0" or parts[2] == "0":
            continue
        levels = [int(n) for n in parts[2].split("-")]
        for depth in range(1, len(levels) + 1):
            for k in range(1, levels[depth - 1] + 1):
                wanted = ".".join(parts[:2]) + "." + "-".join(map(str, [*levels[: depth - 1], k]))
                if wanted not in numbers:
                    missing.add(wanted)
    return missing


def test_numbering_gaps_are_exactly_those_of_the_text() -> None:
    numbers = {c.number for c in document().clauses}
    # 2.3 / 3.6 start at 1-1; 5.7 skips 1-1 and has no 2. or 3.; 4.9.2-9 has only 9-1, 9-2.
    assert _gaps(numbers) == {"2.3.1", "3.6.1", "4.9.2-9", "5.7.1-1", "5.7.2", "5.7.3"}
    # …and 4.8.11-1, lost in the source, is re-created rather than left as a gap.
    assert "4.8.11-1" in numbers


def test_gap_detection_can_fail() -> None:
    assert _gaps({"1.1.1", "1.1.3"}) == {"1.1.2"}


# -- text ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("number", "expected"),
    [
        (
            "1.1.2",
            "何かが「できる」という効果と、それが「できない」という効果が同時に存在して矛盾する場合、「できない」という効果が優先されます。",
        ),
        (
            "1.1.5",
            "優先権\nスペルのプレイや能力の起動をすることのできる選択権です。優先権を持たないプレイヤーはスペルのプレイや能力の起動を行えません。優先権はスタックへスペルや能力が積まれた時、スタックが解決された時、フェイズとステップが始まった際にアクティブプレイヤーに発生します。アクティブプレイヤーが優先権を放棄してはじめて非アクティブプレイヤーが優先権を得ます。プレイヤーが連続して優先権を放棄するとスタックの一番上を解決します。スタックが空の時にプレイヤーが連続して優先権を放棄するとフェイズやステップを終了します。またプレイヤーが優先権を得る時にルールエフェクトをチェックして解決し、それから誘発型能力がスタックへ乗せられます。",
        ),
        (
            "1.2.4",
            "禁呪\n<禁呪>はデッキに入れることのできる枚数制限を意味する禁呪を表すシンボルです。このシンボルに付して書かれている数字の合計が 10 以下になるようにしかデッキに入れることができません。",
        ),
        (
            "2.12.2",
            "パワーを参照する時に、最も大きなパワーを持つユニットが複数存在している場合、その全てが最も大きなパワーを持つユニットになります。",
        ),
        ("3.2.2", "先攻・後攻が決まった後、それぞれのプレイヤーは5枚の手札を引きます。"),
        ("3.6.1-2", "先攻プレイヤーの第1ターンは、このフェイズをとばします。"),
        ("4.9.3-2", "指定されたユニットを、指定されたスクエアに、リリース状態で置きます。"),
        (
            "4.17.0",
            "カードやルールが直前の情報を参照する場合があります。その時、参照されるのはデータとステータスになります。",
        ),
        (
            "5.14.2",
            "閃光は「このカードの移動がスタックに乗っている間、全てのプレイヤーはカードのプレイができない」ということを表します。",
        ),
        (
            "6.3.2",
            "「[データ A]を参照するとき、代わりに[データ B]を使用する。」とは、他の目的でデータ A を用いる場合に代わりにデータ B を用い、データ A を変更する場合に代わりにデータ B を変更することです。",
        ),
        (
            "0.0.2",
            "総合ルールの適用\n総合ルールはDPAの認定する大会に適用されます。\nDPAに認定されていない大会や友達同士での対戦などで用いる場合は、主催者、及びプレイヤー同士で、どのルールを採用するか事前に確認してください。",
        ),
        ("2.27", "第27章 発生源"),
        ("4", "第4部 デュエルの処理"),
    ],
)
def test_clause_text(number: str, expected: str) -> None:
    assert clause(number).text == expected


def test_page_break_join_inside_a_rule() -> None:
    text = clause("1.2.3-1").text
    assert "フリーズすることで、支払うことができます。" in text
    assert text.endswith("同じ枚数フリーズすることで、支払うことができます。")
    assert "\n" not in text
    assert clause("1.2.3-1").line_end == 177


def test_bullet_and_enumerations() -> None:
    assert clause("3.2.3-1").text.startswith(
        "カードの引きなおしが許可されたデュエルに於いて、後攻のプレイヤーは"
    )
    assert clause("3.9.1").text.split("\n")[1].startswith("(1) アクティブプレイヤーは、中央エリアにある")
    assert [p[:2] for p in clause("6.2.2").text.split("\n")] == ["「山", "A：", "B：", "C："]
    assert clause("3.8.2-6").text.split("\n")[1].startswith("※Q&Aや雑誌の記事などの文章で")


def test_unnumbered_chapter_body() -> None:
    body = clause("2.27.0")
    assert body.parent == "2.27"
    assert (
        body.text.split("\n")[0] == "何らかの能力やダメージが何により発生したかが求められる場合があります。"
    )
    assert len(body.text.split("\n")) == 4
    assert (body.line_start, body.line_end) == (605, 615)


# -- examples --------------------------------------------------------------------------------


def test_examples_attached_to_the_clause_before_them() -> None:
    assert len(clause("1.1.1").examples) == 1
    assert (
        clause("1.1.1").examples[0].startswith("プレイされてスクエアに置かれるユニットは、通常フリーズ状態で")
    )
    assert clause("2.1.1").examples[1].startswith("デッキに入るカードは全て裏から見て区別のつかない状態")
    assert clause("2.1.1-1").examples == []
    assert [len(clause(n).examples) for n in ("4.7.2-3", "6.2.2", "6.2.6", "2.27.0")] == [4, 4, 3, 2]
    assert clause("2.4.2-2").examples == [
        "使用コストが<赤 2>のカードは赤です。使用コストが<無色2>のカードは無色です。使用コストが<赤1><黒1><無色2>のカードは赤でも黒でもあるカードです。"
    ]


def test_example_with_a_second_paragraph() -> None:
    first = clause("1.2.3-3").examples[0].split("\n")
    assert len(first) == 2
    assert first[1].startswith("あなたが赤のエネルギー・シンボルの横に X と付された使用コスト")
    assert clause("1.2.3-3").examples[1].startswith("「蒼覇星ティアブレイク」の能力によって")


def test_lost_clause_4_8_11_1() -> None:
    lost = clause("4.8.11-1")
    assert lost.text == ""
    assert lost.examples == [
        "するスクエアにあるあなたのユニットがスクエアから墓地に置かれた時、あなたはカードを1枚引く。)と、それに隣接するスクエアにあるあなたの「フリーガン・フライ」が同時にスクエアから墓地に置かれました。あなたはカードを1枚引きます。"
    ]
    assert {d.code for d in lost.defects} == {"missing-number", "empty-clause"}
    assert lost.defects[0].line == 1027
    assert len(clause("4.8.11").examples) == 1


# -- aliases ---------------------------------------------------------------------------------


def test_aliases() -> None:
    assert {"3部8章2-6", "第3部第8章2-6", "第3部 第8章 2-6", "第3部第8章第2節第6項"} <= set(
        clause("3.8.2-6").aliases
    )
    assert "第2部第10章第3節第1項" in clause("2.10.3-1").aliases
    assert {"第3部第11章", "3部11章"} <= set(clause("3.11").aliases)
    assert clause("0.0.3").aliases[0] == "序文3"
    assert "4部16章4-3-1" in clause("4.16.4-3-1").aliases
    all_aliases = [a for c in document().clauses for a in c.aliases]
    assert len(all_aliases) == len(set(all_aliases))


# -- references ------------------------------------------------------------------------------


def test_references_resolved_and_flagged() -> None:
    by_number = document().by_number()
    internal = [(c, r) for c in document().clauses for r in c.references if r.kind == "internal"]
    external = [r for c in document().clauses for r in c.references if r.kind == "external"]
    assert len(internal) == 21
    assert sum(r.target_number in by_number for _, r in internal) == 21
    assert sum(r.flag is not None for _, r in internal) == 3
    assert len(external) == 3
    for c, r in internal:
        haystack = c.examples if r.in_example else [c.text]
        assert any(r.raw in h for h in haystack), (c.number, r.raw)


def test_specific_references() -> None:
    refs = clause("4.16.4-3-2").references
    assert [(r.raw, r.target_number) for r in refs] == [("3部11章1-1", "3.11.1-1")]
    ranged = clause("4.5.1").references
    assert {r.raw for r in ranged} == {"第2部 第10章 第3節 第1項～第3項"}
    assert [r.target_number for r in ranged] == ["2.10.3-1", "2.10.3-2", "2.10.3-3"]
    assert all(r.flag for r in ranged)
    in_example = clause("3.12.1").references
    assert [(r.raw, r.target_number, r.in_example) for r in in_example] == [
        ("第11章バトルの1-1", "3.11.1-1", True)
    ]
    assert [r.target_number for r in clause("3.8.2").references] == [f"3.8.2-{n}" for n in range(1, 7)]
    assert [r.target_number for r in clause("4.7.2-9").references] == ["4.9"]
    assert clause("4.7.2-9").references[0].raw == "4部第9章スペル、起動型能力、誘発型能力の解決"


# -- defects ---------------------------------------------------------------------------------


def _defects(code: str) -> list[tuple[str, int]]:
    return [(c.number, d.line) for c in document().clauses for d in c.defects if d.code == code]


def test_defects_found_in_the_text() -> None:
    assert len(_defects("page-break-split")) == 28
    assert [n for n, _ in _defects("lost-icon")] == [f"5.8.2-{k}" for k in (1, 2, 3, 4, 7, 8)]
    assert _defects("missing-dot") == [("4.9.3-2", 1091)]
    assert _defects("bullet") == [("3.2.3-1", 636)]
    assert {n for n, _ in _defects("text-error")} == {
        "1.1.1",
        "4.2.1",
        "3.10.2",
        "4.10.2",
        "3.11.1-1",
        "3.8.4-2",
        "6.2.2",
    }
    assert {n for n, _ in _defects("missing-parent")} == {
        "2.3.1-1", "2.3.1-2", "3.6.1-1", "3.6.1-2", "4.9.2-9-1", "4.9.2-9-2",
        "5.7.2-1", "5.7.2-2", "5.7.3-1", "5.7.3-2",
    }  # fmt: skip
    assert ("5.7.1-2", 1349) in _defects("missing-number")
    assert sorted(n for n, _ in _defects("typo")) == [
        "2.23.4-3", "2.23.4-3", "2.23.5-2", "2.23.6-3", "2.23.6-3", "2.23.7-3", "2.23.8-1", "5.4.1-1", "6.2.5", "6.2.6",
    ]  # fmt: skip
    assert all(d.message and d.message_ja for c in document().clauses for d in c.defects)


def test_document_defects_and_history() -> None:
    doc = document()
    assert sorted(d.code for d in doc.defects) == ["missing-date", "toc-mismatch", "toc-mismatch"]
    assert len(doc.history) == 30
    assert doc.history[0].date == "2005-11-25"
    assert doc.history[-1].date == "2011-02-24"
    assert doc.history[-1].text.startswith("Version 19.00 改訂")
    assert [h.date for h in doc.history if h.text.startswith("Version 16.01")] == ["2009 年 月 日"]


# -- failure modes ---------------------------------------------------------------------------


def _with_line(number: int, replacement: str) -> str:
    lines = source_text().split("\n")
    lines[number - 1] = replacement
    return "\n".join(lines)


def test_unplaceable_line_raises_with_its_line_number() -> None:
    assert source_text().split("\n")[139] == ""  # the blank line after 「第1部 デュエルの原則」
    with pytest.raises(ParseError) as caught:
        parse(_with_line(140, "迷子の段落です。"))
    assert caught.value.line == 140
    assert "140" in str(caught.value)


def test_chapter_before_any_part_raises() -> None:
    with pytest.raises(ParseError) as caught:
        parse(_with_line(118, "第9章 どこにも属さない章"))
    assert caught.value.line == 118


def test_stale_known_error_raises() -> None:
    fixed = source_text().replace(
        "誘発する能力をすべてスタックに乗せません。", "誘発する能力をすべてスタックに乗せます。"
    )
    with pytest.raises(ParseError, match=r"3\.10\.2"):
        parse(fixed)


# -- glossary --------------------------------------------------------------------------------


def test_glossary() -> None:
    terms = tomllib.loads(GLOSSARY.read_text(encoding="utf-8"))["term"]
    by_number = document().by_number()
    assert len(terms) >= 150
    for term in terms:
        assert term["ja"] in source_text(), term["ja"]
        assert term["en"], term["ja"]
        assert isinstance(term["synonyms"], list)
        if "clause" in term:
            assert term["clause"] in by_number, term
        if "reading" in term:
            assert re.fullmatch(r"[ぁ-ゖー・]+", term["reading"]), term
    english = {e.lower() for term in terms for e in term["en"]}
    for word in (
        "draw",
        "mulligan",
        "hand",
        "deck",
        "graveyard",
        "discard",
        "energy",
        "smash",
        "stack",
        "priority",
        "first player",
        "battle",
    ):
        assert word in english, word
    assert len({t["ja"] for t in terms}) == len(terms)


def test_no_body_text_is_dropped() -> None:
    """Every printed line from 序文 to the colophon survives in some clause text or example."""
    squeeze = re.compile(r"\s+")
    stored = "".join(squeeze.sub("", "".join([c.text, *c.examples])) for c in document().clauses)
    marker = re.compile(r"^(?:-\s*)?(?:\d+(?:-\d+)*\.?|【例】)")
    lines = source_text().split("\n")
    assert lines[114].startswith("序文") and lines[1607] == "制作"
    for number, line in enumerate(lines[114:1607], start=115):
        content = squeeze.sub("", marker.sub("", line.strip()))
        assert content in stored, (number, line)


def test_typos_carry_their_intended_reading_for_search() -> None:
    readings = {(d.printed, d.reading) for c in document().clauses for d in c.defects if d.code == "typo"}
    assert ("3つつつ", "3つずつ") in readings and ("はつきり", "はっきり") in readings
    assert all(printed and reading for printed, reading in readings)
