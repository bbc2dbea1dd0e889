"""Clause numbers in every form judges type → canonical numbers with a document hint."""

from __future__ import annotations

import pytest

from rules_index.search.numbers import NumberQuery, family_of, parse_number_query, same_number


@pytest.mark.parametrize(
    ("query", "number", "document"),
    [
        # kaiju / rebirth dotted, half and full width, with the printed trailing dot
        ("1.2.2.1", "1.2.2.1", None),
        ("１．２．２．１", "1.2.2.1", None),
        ("1.2.2.1.", "1.2.2.1", None),
        (" 10.6 ", "10.6", None),
        # dm-variants letters, with a trailing dot, the misprinted dot before the letter, upper case
        ("701.13a", "701.13a", "dm-variants"),
        ("701.13a.", "701.13a", "dm-variants"),
        ("701.16.a", "701.16a", "dm-variants"),
        ("７０１．１３Ａ", "701.13a", "dm-variants"),
        ("600.10", "600.10", "dm-variants"),
        ("000.1", "000.1", "dm-variants"),
        # myearth 項
        ("41項", "41", "myearth"),
        ("第41項", "41", "myearth"),
        ("第４１項", "41", "myearth"),
        ("第四十一項", "41", "myearth"),
        ("41 項", "41", "myearth"),
        ("41", "41", None),
        # dimension-zero
        ("3部8章2-6", "3.8.2-6", "dimension-zero"),
        ("第3部第8章2-6", "3.8.2-6", "dimension-zero"),
        ("第３部　第８章　２－６", "3.8.2-6", "dimension-zero"),
        ("第三部第八章2-6", "3.8.2-6", "dimension-zero"),
        ("3.8.2-6", "3.8.2-6", "dimension-zero"),
        ("3．8．2－6", "3.8.2-6", "dimension-zero"),
        ("総合ルール3部8章2-6", "3.8.2-6", "dimension-zero"),
        ("(3部11章1-1を参照)", "3.11.1-1", "dimension-zero"),
        ("第2部 第10章 第3節 第1項", "2.10.3-1", "dimension-zero"),
        ("4.16.4-3-1", "4.16.4-3-1", "dimension-zero"),
        ("3部8章", "3.8", "dimension-zero"),
        ("第3部", "3", "dimension-zero"),
        ("序文1", "0.0.1", "dimension-zero"),
        ("0.0.1", "0.0.1", None),
    ],
)
def test_number_forms(query: str, number: str, document: str | None) -> None:
    parsed = parse_number_query(query)
    assert parsed, query
    assert parsed[0].number == number
    assert parsed[0].document == document


def test_hyphen_only_means_dotted() -> None:
    assert parse_number_query("1-2-3") == [NumberQuery("1.2.3")]


def test_letters_are_leaves() -> None:
    assert parse_number_query("701.13a")[0].prefix is False
    assert parse_number_query("701.13")[0].prefix is True


@pytest.mark.parametrize(
    "query",
    ["手札", "手札の上限は何枚？", "retire area", "カード2枚", "", "   ", "8章2-6", "1.2.a.3", "総合ルール"],
)
def test_not_a_number(query: str) -> None:
    assert parse_number_query(query) == []


@pytest.mark.parametrize(
    ("number", "candidate", "expected"),
    [
        ("10.6.1", "10.6", True),
        ("10.6", "10.6", False),
        ("10.60", "10.6", False),
        ("3.8.2-6", "3.8.2", True),
        ("701.13a", "701.13", True),
        ("701.13a", "701.1", False),
        ("41.2", "41", True),
    ],
)
def test_family(number: str, candidate: str, expected: bool) -> None:
    assert family_of(number, candidate) is expected


def test_same_number_accepts_duplicate_suffix() -> None:
    assert same_number("301.2#2", "301.2")
    assert not same_number("301.20", "301.2")
    assert not same_number("301.2a", "301.2")


@pytest.mark.parametrize(
    ("query", "number", "document"),
    [
        ("myearth:41", "41", "myearth"),
        ("myearth:41.2", "41.2", "myearth"),
        ("rebirth:8.4.3", "8.4.3", "rebirth"),
        ("Rebirth: 8.4.3", "8.4.3", "rebirth"),
        ("ｒｅｂｉｒｔｈ：８．４．３", "8.4.3", "rebirth"),
        ("dm-variants:600.4c", "600.4c", "dm-variants"),
        ("kaiju:5.1", "5.1", "kaiju"),
        ("dimension-zero:3.8.2-6", "3.8.2-6", "dimension-zero"),
    ],
)
def test_the_sites_own_reference_names_its_rulebook(query: str, number: str, document: str) -> None:
    (parsed,) = parse_number_query(query)
    assert (parsed.number, parsed.document, parsed.only_document) == (number, document, True)


def test_a_bare_number_searches_every_rulebook() -> None:
    assert not any(q.only_document for q in parse_number_query("8.4.3"))
    assert parse_number_query("unknown:8.4.3") == []
