"""A mid-game snapshot taken while a mandatory "when this creature enters" ability waits to be resolved.

`snapshot.waiting` lists those abilities (official rule, 001.1: a mandatory trigger resolves); replaying the
rest of a game from a snapshot cut right after the creature entered gives the same findings as the whole
game: `ability.skipped` if the game moves on without it, nothing if it is resolved.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from judge.engine import replay
from judge.engine.core.logreader import read_log
from judge.engine.core.replay import ReplayContext
from judge.engine.games.dm_variants.game import GAME
from judge.engine.games.dm_variants.snapshot import snapshot_of
from tests.scenarios import build_dm_variants as S


def _cut_after(game: dict[str, Any], count: int) -> dict[str, Any]:
    """The rest of `game` after its first `count` entries, from the snapshot of that moment."""
    parsed = read_log(copy.deepcopy(game))
    ctx = ReplayContext()
    state = GAME.start(parsed.header, ctx)
    for entry in parsed.entries[:count]:
        ctx.seq = entry.seq
        GAME.apply(state, entry, ctx)
    snap = json.loads(json.dumps(snapshot_of(state), ensure_ascii=False))
    return {"header": game["header"] | {"snapshot": snap}, "entries": copy.deepcopy(game["entries"][count:])}


def _codes(log: dict[str, Any]) -> list[tuple[int | None, str]]:
    return [(f.seq, f.code) for f in replay(copy.deepcopy(log)).findings]


@pytest.mark.parametrize("resolved", [False, True])
def test_a_waiting_enter_ability_survives_the_cut(resolved: bool) -> None:
    game = S.enter_skipped(resolved)
    rest = _cut_after(game, 1)  # right after the summon of 破壊者 シュトゥルム
    assert rest["header"]["snapshot"]["waiting"] == [{"card": "P1:h1", "ability": "enter"}]
    whole = [(seq, code) for seq, code in _codes(game) if seq is not None and seq > 1]
    assert _codes(rest) == whole
    assert (whole == [(2, "dm-variants.ability.skipped")]) is not resolved  # the cast moved on without it


def test_nothing_waits_once_it_resolved() -> None:
    rest = _cut_after(S.enter_skipped(True), 2)
    assert "waiting" not in rest["header"]["snapshot"]
    assert _codes(rest) == []


def test_the_written_waiting_list_reads_back_the_same() -> None:
    rest = _cut_after(S.enter_skipped(False), 1)
    state = GAME.start(read_log(copy.deepcopy(rest)).header, ReplayContext())
    assert snapshot_of(state)["waiting"] == rest["header"]["snapshot"]["waiting"]


@pytest.mark.parametrize(
    "waiting",
    [
        [{"card": "P1:h1", "ability": "nope"}],  # not a declared ability
        [{"card": "P2:b1", "ability": "enter"}],  # a creature without it
        [{"card": "P1:zz", "ability": "enter"}],  # not in a battle zone
        {"card": "P1:h1"},  # not a list
    ],
)
def test_a_waiting_entry_the_snapshot_cannot_hold_is_a_header_error(waiting: Any) -> None:
    rest = _cut_after(S.enter_skipped(False), 1)
    rest["header"]["snapshot"]["waiting"] = waiting
    report = replay(rest)
    assert [f.code for f in report.findings] == ["log.unreadable"]
    assert report.findings[0].evidence["path"].startswith("$.header.snapshot.waiting")
