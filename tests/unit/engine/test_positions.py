"""Each engine's `position(state)` is a snapshot that starts a game from exactly that position."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from judge.engine.core.replay import replay_to_end

EXAMPLES = Path(__file__).resolve().parents[3] / "docs" / "examples"


@pytest.mark.parametrize("game", ["rebirth", "kaiju", "myearth", "dm-variants", "dimension-zero"])
def test_the_position_after_a_log_is_a_snapshot_of_that_position(game: str) -> None:
    log = json.loads((EXAMPLES / f"{game}.judgelog.json").read_text(encoding="utf-8"))
    first, module, state = replay_to_end(log)
    position = module.position(state)
    assert position["players"] and position["turn"] >= 1
    restarted = {"header": copy.deepcopy(log["header"]) | {"snapshot": position}, "entries": []}
    report, module2, state2 = replay_to_end(restarted)
    # A finished game's position may be judged as one (Dimension Zero says so); nothing else is found.
    allowed = {"dimension-zero.snapshot.game_over"} if first.final_state.get("game_over") else set()
    assert {f.code for f in report.findings} <= allowed
    assert module2.position(state2) == position


def test_a_rebirth_position_keeps_what_the_rules_read() -> None:
    log = json.loads((EXAMPLES / "rebirth.judgelog.json").read_text(encoding="utf-8"))
    _report, module, state = replay_to_end(log)
    p1 = module.position(state)["players"]["P1"]
    assert p1["deck"]["count"] == 45 and p1["hand"]["count"] == 2
    assert [c["slot"] for c in p1["member"]] == [1, 2] and all(c["rested"] for c in p1["member"])
    assert [c["iid"] for c in p1["entry"]] == ["P1:c44"]


def test_positions_along_the_log_are_taken_in_one_replay() -> None:
    from judge.engine.core.replay import positions_at

    log = json.loads((EXAMPLES / "kaiju-snapshot.judgelog.json").read_text(encoding="utf-8"))
    before, after = positions_at(log, [1, 2]).values()
    # Entry 2 is P1's (second) advance: the kaiju moved on between the two positions.
    assert before["players"]["P1"]["kaiju"]["area"] < after["players"]["P1"]["kaiju"]["area"]
    assert positions_at(log, [99]) == {} and positions_at(b"not json", [1]) == {}


def test_a_game_still_in_its_setup_has_no_position_to_draw() -> None:
    from judge.engine.core.replay import replay_for_table

    log = json.loads((EXAMPLES / "myearth.judgelog.json").read_text(encoding="utf-8"))
    log["entries"] = log["entries"][:1]
    assert replay_for_table(log).position is None
