"""Bad input gives a clear report pointing at the entry; nothing crashes; replay is deterministic."""

from __future__ import annotations

import json
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.engine import LogReadError, replay
from judge.engine.core.logreader import MAX_BYTES, read_log, schema_validator
from judge.engine.games.rebirth.generator import generate_game
from tests.unit.engine.rebirth.legal_games import opening

from .scenario import header

# Raise for a longer fuzzing run: ENGINE_FUZZ_EXAMPLES=2000.
FUZZ = int(os.environ.get("ENGINE_FUZZ_EXAMPLES", "150"))


def test_invalid_json_is_a_log_error_with_position() -> None:
    report = replay('{"header": ')
    assert [f.code for f in report.findings] == ["log.unreadable"]
    assert "line 1" in report.findings[0].message_en
    assert "JSON" in report.findings[0].message_ja
    with pytest.raises(LogReadError) as exc:
        read_log("[1, 2")
    assert exc.value.code == "log.invalid_json"


def test_over_five_megabytes_is_refused() -> None:
    text = " " * (MAX_BYTES + 1)
    report = replay(text)
    assert report.findings[0].evidence["code"] == "log.too_large"


def test_too_many_entries_is_refused() -> None:
    doc = {"header": header(), "entries": [{"seq": i + 1, "act": "note"} for i in range(20_001)]}
    report = replay(doc)
    assert report.findings[0].evidence["code"] == "log.too_many_entries"


def test_header_schema_error_names_the_path() -> None:
    h = header()
    h["players"] = [{"seat": "P1"}]
    with pytest.raises(LogReadError) as exc:
        read_log({"header": h, "entries": []})
    assert exc.value.path == "$.header.players"


def test_bad_entry_is_skipped_and_reported_at_its_seq() -> None:
    log = opening()
    log["entries"][10]["turn"] = "two"
    report = replay(log)
    bad = [f for f in report.findings if f.code == "log.entry_schema"]
    assert len(bad) == 1 and bad[0].seq == 11
    assert bad[0].evidence["where"] == "$.entries[10].turn"


def test_sequence_numbers_must_increase() -> None:
    log = opening()
    log["entries"][5]["seq"] = 2
    report = replay(log)
    assert "log.seq_order" in [f.code for f in report.findings]


def test_corrections_replace_the_superseded_entry() -> None:
    log = opening()
    entries = log["entries"]
    target = next(e for e in entries if e["act"] == "draw" and e.get("turn") == 2)
    wrong = dict(target, args={"count": 2})
    original = dict(target)
    target.update(wrong)
    assert "rebirth.standby.draw_count" in [f.code for f in replay(log).findings]
    entries.append(
        {
            "seq": entries[-1]["seq"] + 1,
            "act": "correction",
            "supersedes": target["seq"],
            "replacement": original,
        }
    )
    assert replay(log).findings == []


def test_judge_calls_are_kept_in_the_report() -> None:
    log = opening()
    log["entries"].append(
        {"seq": 10_000, "act": "judge_call", "actor": "P2", "about": [3], "note": "was that a block?"}
    )
    report = replay(log)
    assert report.judge_calls == [
        {"seq": 10_000, "act": "judge_call", "actor": "P2", "about": [3], "note": "was that a block?"}
    ]


def test_unknown_game_and_unknown_act() -> None:
    h = header()
    h["game"] = "no-such-game"
    assert replay({"header": h, "entries": []}).findings[0].code == "log.unknown_game"
    report = replay({"header": header(), "entries": [{"seq": 1, "act": "teleport"}]})
    assert [f.code for f in report.findings] == ["rebirth.log.unknown_act"]


JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 70) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
ACTS = st.sampled_from(
    [
        "draw",
        "energy",
        "play_character",
        "move_to_member",
        "attack",
        "block",
        "damage",
        "retire",
        "entry_fill",
        "refresh",
        "effect",
        "play_ability",
        "set_rebirth",
        "result",
        "reveal",
        "correction",
        "judge_call",
        "x",
    ]
)
ARGS = st.dictionaries(
    st.sampled_from(
        [
            "card",
            "cards",
            "count",
            "to",
            "slot",
            "pay",
            "support",
            "partners",
            "amount",
            "target",
            "winners",
            "moves",
            "partner",
            "draw",
            "condition",
            "kind",
        ]
    ),
    JSONISH
    | st.sampled_from(
        ["P1:c01", "P2:c07", "P1:p1", "P1:e1", "member", "entry", {"iid": "P1:c03", "card": "T-CH03"}]
    ),
    max_size=4,
)
ENTRY = st.fixed_dictionaries(
    {"seq": st.integers(0, 40), "act": ACTS},
    optional={
        "turn": st.integers(-1, 5),
        "phase": st.sampled_from(["setup", "standby", "energy", "main", "attack", "end", "zzz"]),
        "actor": st.sampled_from(["P1", "P2", "P9", None]),
        "args": ARGS,
        "step": st.sampled_from(["start", "block", "damage", "close", None]),
        "supersedes": st.integers(0, 40),
    },
)


@settings(max_examples=FUZZ, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(ENTRY | JSONISH, max_size=25))
def test_fuzzed_entries_never_crash_and_are_deterministic(entries: list) -> None:
    doc = {"header": header(), "entries": entries}
    first = replay(doc)
    second = replay(json.dumps(doc))
    assert [f.to_dict() for f in first.findings] == [f.to_dict() for f in second.findings]
    assert not [f for f in first.findings if f.code == "engine.internal_error"], first.findings


@settings(max_examples=FUZZ, deadline=None, database=None)
@given(st.text(max_size=60) | st.binary(max_size=60))
def test_fuzzed_text_never_crashes(text: str | bytes) -> None:
    report = replay(text)
    assert report.findings and report.findings[0].verdict.value == "log_error"


@settings(max_examples=FUZZ // 3, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.integers(0, 200), JSONISH)
def test_fuzz_mutations_of_generated_games_never_crash(seed: int, position: int, value: object) -> None:
    log = generate_game(seed % 50, max_turns=6)
    entries = log["entries"]
    target = entries[position % len(entries)]
    target.setdefault("args", {})["card"] = value
    report = replay(log)
    assert not [f for f in report.findings if f.code == "engine.internal_error"], report.findings


def test_decklists_may_carry_the_piles_of_duel_masters_formats() -> None:
    h = header()
    seat = next(iter(h["decklists"]))
    h["decklists"][seat] |= {"hyperspatial": {"X": 1}, "gr": {}, "commander": ["A", "B"]}
    read_log({"header": h, "entries": []})
    for bad, where in (
        ({"commander": []}, "commander"),
        ({"gr": {"X": -1}}, "gr"),
        ({"sideboard": {}}, "sideboard"),
    ):
        h["decklists"][seat] = {"main": {}} | bad
        with pytest.raises(LogReadError) as exc:
            read_log({"header": h, "entries": []})
        assert where in exc.value.path or where in exc.value.message_en, (bad, exc.value.path)


def test_an_engine_fault_is_logged_with_its_traceback(caplog, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import logging

    from judge.engine.games.rebirth import actions

    from .scenario import snapshot

    def broken(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise KeyError("planted")

    monkeypatch.setitem(actions.HANDLERS, "draw", broken)
    log = {
        "header": header(snapshot()),
        "entries": [{"seq": 1, "turn": 3, "phase": "main", "actor": "P1", "act": "draw", "args": {}}],
    }
    with caplog.at_level(logging.ERROR, logger="judge.engine.core.replay"):
        report = replay(log)
    assert [(f.seq, f.code) for f in report.findings] == [(1, "engine.internal_error")]
    assert any(r.exc_info and r.exc_info[0] is KeyError for r in caplog.records)


# Values shaped like entries and headers, and anything else JSON (or a Python caller) can give.
_LEAF = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-5, 1_000_005),
    st.floats(allow_nan=False),
    st.sampled_from(["", "p1", "P1", "x" * 70, "play", "Play", "observed", "B31", "p1:c1", "judgelog/1"]),
    st.text(max_size=5),
)
_JSONISH = st.recursive(
    _LEAF,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(
            st.sampled_from(["seq", "act", "actor", "turn", "phase", "step", "args", "iid", "card", "bogus"]),
            inner,
            max_size=5,
        ),
    ),
    max_leaves=12,
)


@settings(max_examples=FUZZ * 4, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(value=_JSONISH, node=st.sampled_from(["entry", "header", "card_ref", "decklist", "card_def", "seat"]))
def test_the_compiled_schema_check_accepts_exactly_what_the_worded_walk_finds_no_error_in(
    value: object, node: str
) -> None:
    """The log reader checks entries with the compiled check and words errors with the walk: the two must
    never disagree, or an entry would be skipped without an error to show or replayed with one."""
    validator = schema_validator()
    schema = validator.subschema(f"#/$defs/{node}")
    walked: list[tuple[str, str]] = []
    validator._check(value, schema, "$", walked)
    assert validator.valid(value, schema) == (not walked)
    assert validator.errors(value, schema) == walked


# Entries near the valid ones: each field right or wrong in one way, so both answers come up often.
_NEAR_ENTRY = st.fixed_dictionaries(
    {"seq": st.sampled_from([0, 1, 2, True, 1.0, "1"]), "act": st.sampled_from(["play", "Play", "", 3])},
    optional={
        "actor": st.sampled_from(["p1", None, "", 3, "x" * 17]),
        "turn": st.sampled_from([-1, 0, 3, False, None]),
        "step": st.sampled_from([None, "battle1", 1, "x" * 33]),
        "args": st.sampled_from([{}, {"x": 1}, [], None]),
        "source": st.sampled_from(["observed", "seen", 1]),
        "about": st.lists(st.sampled_from([1, True, "1", 1.5]), max_size=2),
        "note": st.sampled_from(["", "n", 5]),
        "bogus": st.just(1),
    },
)


@settings(max_examples=FUZZ * 4, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(value=_NEAR_ENTRY)
def test_the_compiled_entry_check_agrees_with_the_walk_on_near_valid_entries(
    value: dict[str, object],
) -> None:
    validator = schema_validator()
    schema = validator.subschema("#/$defs/entry")
    walked: list[tuple[str, str]] = []
    validator._check(value, schema, "$", walked)
    assert validator.valid(value, schema) == (not walked)
