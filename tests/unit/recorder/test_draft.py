"""The recorder's pure core: a record grows as a well-formed judgelog/1 document, and bad input changes nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge.engine import replay
from judge.recorder import draft

EXAMPLES = Path(__file__).resolve().parents[3] / "docs" / "examples"

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


# ---------------------------------------------------------------- editing an earlier entry


def kaiju_moment() -> dict:
    """The kaiju example joined mid-game: entry 2 is a second advance in one turn (illegal)."""
    return json.loads((EXAMPLES / "kaiju-snapshot.judgelog.json").read_text(encoding="utf-8"))


def findings(doc: dict) -> list[tuple]:
    return sorted((f.seq or 0, f.code, str(f.verdict)) for f in replay(doc).findings)


def test_an_edited_entry_keeps_the_original_and_stands_in_its_place() -> None:
    d = kaiju_moment()
    assert "kaiju.main.advance_once_per_turn" in {code for _, code, _ in findings(d)}
    edited = draft.make_entry(d, "draw", actor="P1", turn=5, phase="main", args={"count": 1})
    d = draft.replace(d, 2, edited, "P1 drew; the advance was the opponent's")
    # The log only grew: the original is still there, and the correction names it.
    assert [e["seq"] for e in d["entries"]] == [1, 2, 3, 4]
    assert d["entries"][1]["act"] == "advance"
    assert d["entries"][-1] == {
        "seq": 4,
        "act": "correction",
        "supersedes": 2,
        "replacement": {"act": "draw", "actor": "P1", "turn": 5, "phase": "main", "args": {"count": 1}},
        "note": "P1 drew; the advance was the opponent's",
    }
    assert draft.current(d, 2) == {"seq": 2, **d["entries"][-1]["replacement"]}
    assert [v["seq"] for v in draft.versions(d)[2]] == [2, 4]
    # Edited again, from the first correction's number: the second correction supersedes the entry itself.
    d = draft.replace(d, 4, {**edited, "args": {"count": 2}})
    assert d["entries"][-1]["supersedes"] == 2 and draft.current(d, 2)["args"] == {"count": 2}
    assert [v["seq"] for v in draft.versions(d)[2]] == [2, 4, 5]
    # Voided after all: the entry drops out of the game, its history stays.
    d = draft.correct(d, 2, None, "never happened")
    assert draft.current(d, 2) is None and len(draft.versions(d)[2]) == 4
    assert [e["seq"] for e in draft.effective(d)] == [1, 3]


def test_the_engine_replays_a_corrected_record_as_if_the_entries_were_written_in_place() -> None:
    # Every example log, each entry edited (an argument changed) or voided in turn: the findings of the
    # record with its correction are exactly those of the log with the edited entries written in place.
    for path in sorted(EXAMPLES.glob("*.judgelog.json")):
        log = json.loads(path.read_text(encoding="utf-8"))
        played = list(draft.versions(log))
        for seq in played[:: max(1, len(played) // 4)]:
            entry = draft.current(log, seq)
            assert entry is not None
            changed = {**entry, "args": {**(entry.get("args") or {}), "count": 2}}
            for replacement in (changed, None):
                corrected = draft.correct(log, seq, replacement)
                inline = {"header": log["header"], "entries": draft.effective(corrected)}
                assert findings(corrected) == findings(inline), (path.name, seq, replacement)


def test_the_table_before_an_entry_is_the_record_cut_there_with_later_corrections_applied() -> None:
    d = kaiju_moment()
    d = draft.replace(d, 1, {**draft.current(d, 1), "args": {"card": "P1:h2", "area": 3}})
    cut = draft.before(d, 2)
    assert cut["header"] == d["header"]
    assert cut["entries"] == [{**d["entries"][0], "args": {"card": "P1:h2", "area": 3}}]
    assert draft.before(d, 1)["entries"] == []
    assert draft.before(d, 4) == draft.before(d, 1)  # a correction's number stands for its entry


def test_notes_and_unknown_numbers_cannot_be_edited() -> None:
    d = draft.add_note(kaiju_moment(), "judge arrived")
    with pytest.raises(draft.DraftError) as err:
        draft.replace(d, 4, {"act": "draw"})
    assert err.value.message_ja and "note" in err.value.message_en
    for seq in (0, 99):
        with pytest.raises(draft.DraftError):
            draft.current(d, seq)


_SCALAR = st.one_of(
    st.integers(-(10**9) + 1, 10**9 - 1),
    st.booleans(),
    st.text(st.characters(blacklist_categories=["Cs", "Cc"]), max_size=12),
)
_VALUE = st.recursive(
    _SCALAR,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from(["iid", "card", "n"]), inner),
    max_leaves=8,
)


@settings(max_examples=300, deadline=None)
@given(_VALUE)
def test_an_argument_shown_in_the_edit_form_reads_back_as_it_was(value) -> None:
    assert draft.parse_value(draft.arg_text(value)) == value


def test_the_documented_double_correction_replays_the_last_one() -> None:
    # docs/log-format.md "Corrections in detail": two corrections of entry 2; the later one counts.
    d = kaiju_moment()
    draw = {"turn": 5, "phase": "main", "actor": "P1", "act": "draw"}
    d = draft.correct(d, 2, {**draw, "args": {"count": 1}}, "P1 drew; the advance was recorded by mistake")
    d = draft.correct(d, 2, {**draw, "args": {"count": 2}}, "it was 2 cards")
    assert [(e["seq"], e.get("supersedes")) for e in d["entries"][3:]] == [(4, 2), (5, 2)]
    inline = {"header": d["header"], "entries": draft.effective(d)}
    assert inline["entries"][1] == {"seq": 2, **draw, "args": {"count": 2}}
    assert findings(d) == findings(inline)
    assert "kaiju.main.advance_once_per_turn" not in {code for _, code, _ in findings(d)}
