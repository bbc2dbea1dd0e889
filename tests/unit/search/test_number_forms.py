"""The shared table of clause-number forms (tests/data/number_forms.json) against numbers.py.

The browser test (tests/browser/test_offline_rules.py) runs the same table against the JavaScript port
static/js/rule-numbers.js, so the offline lookup and the server cannot drift apart.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from rules_index.search.numbers import family_of, parse_number_query, same_number

TABLE = json.loads((Path(__file__).parents[2] / "data" / "number_forms.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", TABLE["parse"], ids=lambda c: c["query"] or "<empty>")
def test_parse(case: dict) -> None:
    assert [dataclasses.asdict(q) for q in parse_number_query(case["query"])] == case["expect"]


@pytest.mark.parametrize("case", TABLE["family_of"], ids=lambda c: f"{c['number']}<{c['candidate']}")
def test_family_of(case: dict) -> None:
    assert family_of(case["number"], case["candidate"]) is case["expect"]


@pytest.mark.parametrize("case", TABLE["same_number"], ids=lambda c: f"{c['number']}={c['candidate']}")
def test_same_number(case: dict) -> None:
    assert same_number(case["number"], case["candidate"]) is case["expect"]


def test_the_forms_judges_type_are_in_the_table() -> None:
    queries = {c["query"] for c in TABLE["parse"]}
    assert {"10.6", "10.6.2", "１０．６．２", "41項", "第3部第8章2-6", "701.13a", "rebirth:8.4.3"} <= queries
    assert {c["query"] for c in TABLE["lookup"]} <= queries
