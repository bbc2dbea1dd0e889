"""Turn progression: a ターン is the 先攻の番, the 後攻の番 and the 対決 (18, 81). The first draw of a
番 starts it; the 対決's result ends the turn and decides the next 先攻 (86, 87).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from judge.engine.core.checks import CheckSpec
from judge.engine.core.context import Context
from judge.engine.core.entries import Entry
from judge.engine.core.verdicts import Verdict
from judge.engine.games.myearth import checks as C
from judge.engine.games.myearth.processes import check_stalemate, record_turn
from judge.engine.games.myearth.state import BEFORE_SNAPSHOT, MyEarthState, Side

STAGE_JA = {
    "setup": "ゲームの準備",
    "ban0": "先攻の番",
    "ban1": "後攻の番",
    "conf": "対決",
    "over": "ゲーム終了後",
}


def stage_problem(state: MyEarthState) -> tuple[str, str]:
    return f"during the {state.stage}", STAGE_JA.get(state.stage, state.stage)


def flag_wrong_stage(state: MyEarthState, e: Entry, ctx: Context, players: Sequence[str] = ()) -> None:
    """The act belongs to another stage of the turn (18, 81-85) than the one the game is in."""
    problem, problem_ja = stage_problem(state)
    ctx.flag(
        C.TURN_STAGE,
        {"seat": e.actor, "act": e.act, "problem": problem, "problem_ja": problem_ja},
        players=players,
    )


def flag_unknown(
    ctx: Context, spec: CheckSpec, evidence: dict[str, Any], players: Sequence[str] = ()
) -> None:
    """The check would fire if a fact the mid-game snapshot left out went one way: a judge decides."""
    ctx.flag(spec, evidence, players=players, verdict=Verdict.NEEDS_RULING, unknown=BEFORE_SNAPSHOT)


def current_side(state: MyEarthState) -> str | None:
    if state.stage == "ban0":
        return state.order[0]
    if state.stage == "ban1":
        return state.order[1]
    return None


def begin_ban(state: MyEarthState, side: Side, e: Entry, ctx: Context) -> None:
    """A draw outside a 番 starts the next one: turn 1 after setup, or turn n+1 after the 対決."""
    if state.stage == "setup":
        later = state.order[1]
        if not state.sides[later].mulligan_decided and side.key == state.order[0]:
            ctx.flag(
                C.SETUP_MULLIGAN_ORDER,
                {
                    "problem": f"{e.actor} began the first 番 before the 後攻 finished deciding on the redraw",
                    "problem_ja": f"{e.actor}が後攻の引きなおし完了前に最初の番を始めました",
                },
                players=[side.key],
            )
        state.turn = 1
        record_turn(state)
    else:
        state.turn += 1
    expected = state.order[0]
    if side.key != expected:
        why = "the winner of the previous 対決 (86), or the same 先攻 after a draw (87)"
        ctx.flag(
            C.TURN_WRONG_FIRST,
            {
                "seat": e.actor,
                "turn": state.turn,
                "expected": expected,
                "why": why,
                "why_ja": "前の対決の勝者、引き分けなら前ターンの先攻",
            },
            players=[side.key],
        )
        state.order = [side.key, state.opponent(side.key).key]
    reset_ban(state, "ban0")


def reset_ban(state: MyEarthState, stage: str) -> None:
    state.stage = stage
    state.drawn = False
    state.discarded = False
    state.deemed_drawn = False
    state.chain.clear()
    state.chain_open = False


def end_turn(state: MyEarthState, ctx: Context) -> None:
    """After the 対決: the turn is recorded before the stalemate looks back over the last two (145)."""
    record_turn(state)
    check_stalemate(state, ctx)
