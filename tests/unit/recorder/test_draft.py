"""The recorder's pure core: a record grows as a well-formed judgelog/1 document, and bad input changes nothing."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge.recorder import draft

HEADER = {"format": "judgelog/1", "game": "kaiju", "players": [{"seat": "P1"}, {"seat": "P2"}]}


def doc(*entries: dict) -> dict:
    return {"header": dict(HEADER), "entries": list(entries)}


def test_entries_get_running_sequence_numbers_and_carry_the_position_on() -> None:
    d = doc()
    d = draft.append(d, draft.make_entry(d, "shuffle", actor="P1", turn=0, phase="setup"))
    d = draft.append(d, draft.make_entry(d, "draw", actor="P1", args=draft.parse_args([("count", "5")])))
    assert [(e["seq"], e["act"]) for e in d["entries"]] == [(1, "shuffle"), (2, "draw")]
    assert d["entries"][1]["args"] == {"count": 5}
    assert draft.defaults(d) == {"turn": 0, "phase": "setup", "step": None}


def test_a_snapshot_gives_the_first_entrys_turn_and_phase() -> None:
    d = {"header": {**HEADER, "snapshot": {"turn": 5, "phase": "main"}}, "entries": []}
    assert draft.defaults(d) == {"turn": 5, "phase": "main", "step": None}


def test_form_values_become_the_types_the_log_uses() -> None:
    args = draft.parse_args(
        [("card", "P1:c1"), ("count", "3"), ("face_down", "true"), ("cards", "P1:a, P1:b"), ("", "")]
    )
    assert args == {"card": "P1:c1", "count": 3, "face_down": True, "cards": ["P1:a", "P1:b"]}
    assert draft.parse_args([("cards", "P1:a、P1:b")]) == {"cards": ["P1:a", "P1:b"]}


@pytest.mark.parametrize(
    "rows",
    [[("Card!", "x")], [("card", "a\x00b")], [("card", "x" * 501)], [(f"a{i}", "1") for i in range(21)]],
)
def test_unreadable_arguments_are_refused_with_a_reason(rows: list[tuple[str, str]]) -> None:
    with pytest.raises(draft.DraftError) as err:
        draft.parse_args(rows)
    assert err.value.message_en and err.value.message_ja


def test_an_act_and_actor_must_be_readable() -> None:
    d = doc()
    for act, actor in (("", None), ("Draw Cards", None), ("draw", "P9")):
        with pytest.raises(draft.DraftError):
            draft.make_entry(d, act, actor=actor)


def test_undo_correct_and_notes_keep_the_log_append_only_where_the_format_wants_it() -> None:
    d = doc()
    for act in ("shuffle", "draw", "advance"):
        d = draft.append(d, draft.make_entry(d, act, actor="P1"))
    d, removed = draft.undo(d)
    assert removed is not None and removed["act"] == "advance" and len(d["entries"]) == 2
    d = draft.correct(d, 2, None, "wrong player")
    assert d["entries"][-1] == {
        "seq": 3,
        "act": "correction",
        "supersedes": 2,
        "replacement": None,
        "note": "wrong player",
    }
    d = draft.correct(d, 1, {"seq": 99, "act": "shuffle", "actor": "P2"})
    assert d["entries"][-1]["replacement"] == {"act": "shuffle", "actor": "P2"}
    d = draft.add_note(d, " judge: check the deck ", actor="P2", judge_call=True)
    assert d["entries"][-1] == {"seq": 5, "act": "judge_call", "actor": "P2", "note": "judge: check the deck"}
    with pytest.raises(draft.DraftError):
        draft.correct(d, 42, None)
    with pytest.raises(draft.DraftError):
        draft.add_note(d, "  ")
    assert draft.undo(doc())[1] is None


@pytest.mark.parametrize(
    "raw",
    [
        b"not json",
        b"[]",
        b'{"entries": []}',
        b'{"header": {}, "entries": []}',
        b'{"header": {"game": "kaiju"}, "entries": {}}',
    ],
)
def test_a_file_that_is_not_a_judgelog_is_refused(raw: bytes) -> None:
    with pytest.raises(draft.DraftError):
        draft.import_document(raw)


def test_a_file_comes_back_as_it_went_in() -> None:
    d = doc({"seq": 1, "act": "shuffle", "actor": "P1"})
    assert draft.import_document(json.dumps(d)) == d


@settings(max_examples=50, deadline=None)
@given(st.lists(st.sampled_from(["add", "undo", "note", "void"]), max_size=30))
def test_any_sequence_of_edits_keeps_sequence_numbers_strictly_increasing(ops: list[str]) -> None:
    d = doc()
    for op in ops:
        try:
            if op == "add":
                d = draft.append(d, draft.make_entry(d, "draw", actor="P1"))
            elif op == "undo":
                d, _ = draft.undo(d)
            elif op == "note":
                d = draft.add_note(d, "n")
            else:
                d = draft.correct(d, d["entries"][0]["seq"] if d["entries"] else 1, None)
        except draft.DraftError:
            pass
    seqs = [e["seq"] for e in d["entries"]]
    assert seqs == sorted(set(seqs))


def test_arguments_read_as_a_judge_reads_them() -> None:
    args = {"card": {"iid": "P1:h2", "card": "E1"}, "area": 2, "cards": ["P1:a", {"iid": "P1:b"}], "x": False}
    assert draft.describe(args) == "card=P1:h2 (E1) · area=2 · cards=P1:a, P1:b · x=false"
