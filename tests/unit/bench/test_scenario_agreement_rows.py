"""The agreement bench counts each held-out round apart, by its full round number."""

from bench.scenario_agreement import _row_name, _row_order


def test_round_numbers_keep_every_digit() -> None:
    assert _row_name("dimension-zero", "dimension-zero-ho10-smash-twice") == "dimension-zero (round 10)"
    assert _row_name("dimension-zero", "dimension-zero-ho1-x") == "dimension-zero (round 1)"
    assert _row_name("dimension-zero", "dimension-zero-ho-first-round") == "dimension-zero"
    assert _row_name("myearth", "myearth-ho9-hand-limit") == "myearth (round 9)"


def test_rows_sort_by_round_as_a_number() -> None:
    rows = [
        "dm-variants (round 2)",
        "dimension-zero (round 10)",
        "dimension-zero",
        "dimension-zero (round 9)",
    ]
    assert sorted(rows, key=_row_order) == [
        "dimension-zero",
        "dimension-zero (round 9)",
        "dimension-zero (round 10)",
        "dm-variants (round 2)",
    ]
