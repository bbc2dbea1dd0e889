"""The site's one clause reference: every form the five rulebooks number their clauses in reads and writes back."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules_index.clauseref import ClauseRef, NotAClauseRef


@pytest.mark.parametrize(
    ("text", "document", "number"),
    [
        ("rebirth:10.6.1.1", "rebirth", "10.6.1.1"),
        ("dimension-zero:3.8.2-6", "dimension-zero", "3.8.2-6"),
        ("dm-variants:701.13a", "dm-variants", "701.13a"),
        ("dm-variants:608.8c~2", "dm-variants", "608.8c~2"),
        ("myearth:41", "myearth", "41"),
        ("kaiju:5.15.1.2.1", "kaiju", "5.15.1.2.1"),
        (" myearth:286 ", "myearth", "286"),
    ],
)
def test_each_rulebooks_numbering_parses(text: str, document: str, number: str) -> None:
    ref = ClauseRef.parse(text)
    assert (ref.document, ref.number) == (document, number)
    assert str(ref) == text.strip()


@pytest.mark.parametrize(
    "text", ["", "myearth", "myearth:", ":286", "MyEarth:286", "myearth:2 86", "a:b:c", None]
)
def test_what_is_not_a_reference_is_refused(text: object) -> None:
    with pytest.raises(NotAClauseRef):
        ClauseRef.parse(text)
    assert ClauseRef.parse_or_none(text) is None


@given(
    st.from_regex(r"[a-z][a-z0-9-]{0,12}", fullmatch=True),
    st.from_regex(r"[0-9A-Za-z][0-9A-Za-z.\-~]{0,12}", fullmatch=True),
)
def test_written_form_reads_back(document: str, number: str) -> None:
    ref = ClauseRef(document, number)
    assert ClauseRef.parse(str(ref)) == ref
