from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from rules_index.versioning import ClauseSnapshot, compare_versions, mask_references, word_diff, words


def snap(
    number: str, text: str, refs: tuple[str, ...] = (), examples: tuple[str, ...] = ()
) -> ClauseSnapshot:
    return ClauseSnapshot(number, text, examples, refs)


def test_words_split_japanese_by_script():
    assert words("カードを2枚、ATKは3000") == ["カード", "を", "2", "枚", "、", "ATK", "は", "3000"]


def test_identical_versions_have_no_changes():
    old = {"1": snap("1", "ゲームの概要"), "1.1": snap("1.1", "二人で遊びます。")}
    assert compare_versions(old, dict(old)) == []


def test_added_removed_and_changed_are_reported():
    old = {"1": snap("1", "あ"), "2": snap("2", "手札は7枚です。")}
    new = {"2": snap("2", "手札は8枚です。"), "3": snap("3", "新しい条文")}
    changes = {c.number: c for c in compare_versions(old, new)}
    assert set(changes) == {"1", "2", "3"}
    assert changes["1"].change == "removed" and changes["3"].change == "added"
    assert changes["2"].change == "changed"
    assert ("-", "7") in changes["2"].diff and ("+", "8") in changes["2"].diff


def test_pure_renumbering_of_a_reference_is_not_a_change():
    old = {"5": snap("5", "敗北処理中（10.6）は何もしません。", refs=("（10.6）",))}
    new = {"5": snap("5", "敗北処理中（10.7）は何もしません。", refs=("（10.7）",))}
    assert compare_versions(old, new) == []


def test_a_changed_word_beside_a_renumbered_reference_is_a_change():
    old = {"5": snap("5", "敗北処理中（10.6）は何もしません。", refs=("（10.6）",))}
    new = {"5": snap("5", "敗北処理中（10.7）は何かします。", refs=("（10.7）",))}
    (change,) = compare_versions(old, new)
    assert change.change == "changed"


def test_changed_example_is_a_change():
    old = {"5": snap("5", "本文", examples=("例1",))}
    new = {"5": snap("5", "本文", examples=("例2",))}
    assert [c.change for c in compare_versions(old, new)] == ["changed"]


def test_mask_folds_width():
    assert mask_references("１０枚", ()) == "10枚"


@given(st.text(max_size=60), st.text(max_size=60))
def test_word_diff_rebuilds_both_sides(a: str, b: str):
    diff = word_diff(a, b)
    assert "".join(t for op, t in diff if op in "=-") == a
    assert "".join(t for op, t in diff if op in "=+") == b
