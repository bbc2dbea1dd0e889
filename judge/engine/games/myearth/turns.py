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
from judge.engine.games.myearth.policies import DECLARE_FIRST, DEEMED_DRAW_FIRST_PLAY, policy_choice
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


def limit_text_on_field(state: MyEarthState, side: Side) -> bool:
    """Whether the side's field holds a card whose unmodelled text could set the hand limit (98): free
    text on the card or an ability, and no declared ability that says what the limit is."""
    for card in side.board.values():
        d = state.defs.get(card.cid or "")
        if d is None or any("hand_limit" in a.effect for a in d.abilities):
            continue
        if d.text or any(a.unmodelled for a in d.abilities):
            return True
    return False


def draw_owed(side: Side) -> int:
    """96, 97: the cards the draw that starts the side's 番 takes: up to the hand limit, at most what the deck
    holds (0 with the hand at or above the limit, or an empty deck)."""
    return max(min(side.hand_limit - side.hand, side.deck), 0)


def draw_is_zero(state: MyEarthState, side: Side) -> bool | None:
    """96: whether the draw that starts the side's 番 takes no card, so that it is deemed made: with no card
    in the deck, or the hand exactly at the limit. False when it takes a card, or when the hand is above
    the limit (99: the cut to the limit comes first, as part of the draw). None when the hand is at the
    limit and card text on the field may set another limit (98): the engine cannot know the draw is of 0."""
    if side.hand > side.hand_limit:
        return False
    if side.deck <= 0:
        return True
    if side.hand < side.hand_limit:
        return False
    return None if limit_text_on_field(state, side) else True


def first_ban_due(state: MyEarthState, side: Side) -> bool:
    """82: outside a 番 (the game's setup, or after a 対決), whether the side is the 先攻 whose 番 begins at
    once — both hands are ready (the first turn) or the 対決 is over — with the draw that starts it (96)."""
    ready = all(s.opening_drawn and s.mulligan_decided for s in state.sides.values())
    return state.stage in ("setup", "between") and side.key == state.order[0] and ready


def finish_draw(state: MyEarthState, side: Side) -> None:
    """91, 92: the draw is finished: used sources with nothing stacked on them are released (and with them
    the sources a survival check had released, decision MyEarth 3, which are now simply unused)."""
    state.drawn = True
    for s in list(side.used):
        if s not in side.under:
            side.used.discard(s)
    side.freed_by_survival.clear()


# Whether a play that comes first in a 番 with nothing to draw and no draw logged before it breaks 101 is
# open: 96 deems the draw of 0 made (nothing to leave out, so the play comes after it), or keeps the draw an
# act that 「省略することはできない」, only of 0 cards, to be made before any play (101) — the reading of the
# blind held-out scenario myearth-ho2-play-before-draw. The event chooses (policy deemed_draw_first_play,
# policies.py); unset, a judge rules.
DEEMED_DRAW_PLAY = (
    "whether the draw of 0 deemed made (96) must still be made (declared) before the first play (101)"
)


def deem_draw(state: MyEarthState, side: Side, e: Entry, ctx: Context, *, play: bool = False) -> None:
    """96: the side's act in its own 番 (a play, a support card, the end-of-番 discard, the end of the 番)
    with no draw logged yet, when the draw would take no card: the 番 began with the draw of 0 deemed made,
    so the act comes after it, and the draw's release of used sources (91, 92) has happened. The 先攻's 番
    begins at once when both hands are ready or the 対決 is over (82), so the 先攻's act then begins it.
    A draw that would take a card, a hand above the limit (99) or a limit text may change (98) deem
    nothing: the act is judged as before. `deemed_drawn` stays set until a `draw` of 0 writes it late.
    When the act is a play (`play`), whether it came too early is the event's policy
    `deemed_draw_first_play` (policies.py): `after_draw` no finding, `declare_first` ban.play_before_draw
    (101), and unset needs_ruling (DEEMED_DRAW_PLAY), as before the policy existed."""
    if state.stage in ("setup", "between"):
        if not first_ban_due(state, side) or draw_is_zero(state, side) is not True:
            return
        begin_ban(state, side, e, ctx)
    elif current_side(state) != side.key or state.drawn is not False or draw_is_zero(state, side) is not True:
        return
    finish_draw(state, side)
    state.deemed_drawn = True
    if not play:
        return
    choice, chosen = policy_choice(state.options, DEEMED_DRAW_FIRST_PLAY)
    if not chosen:
        ctx.flag(
            C.BAN_NO_DRAW,
            {"seat": e.actor},
            players=[side.key],
            verdict=Verdict.NEEDS_RULING,
            unknown=DEEMED_DRAW_PLAY,
        )
    elif choice == DECLARE_FIRST:
        # 96 「この動作を省略することはできない」: the draw of 0 is still declared before any play (101).
        ctx.flag(C.BAN_NO_DRAW, {"seat": e.actor}, players=[side.key])


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
