"""The shared duplicate-number bookkeeping of the line-by-line parsers (rules_index.parsers.numbering)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from rules_index.parsers.base import KIND_RULE, ClauseRecord
from rules_index.parsers.numbering import append_numbered


@given(st.lists(st.sampled_from(["1", "2", "3.1", "3.1a"]), max_size=12), st.booleans())
def test_numbers_stay_unique_and_each_repeat_is_a_defect(printed: list[str], alias: bool) -> None:
    clauses: list[ClauseRecord] = []
    seen: dict[str, int] = {}
    for lineno, number in enumerate(printed, start=1):
        append_numbered(clauses, seen, ClauseRecord(number, KIND_RULE, "t"), lineno, alias_printed=alias)
    numbers = [c.number for c in clauses]
    assert len(set(numbers)) == len(printed)
    repeats = [c for c in clauses if "~" in c.number]
    assert len(repeats) == len(printed) - len(set(printed))
    for record in repeats:
        original, count = record.number.split("~")
        assert int(count) >= 2
        assert [d.code for d in record.defects] == ["duplicate-number"]
        assert record.aliases == ([original] if alias else [])
