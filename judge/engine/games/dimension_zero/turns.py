"""Turn, phase and step progression (3.4-3.10): the cursor moves to where each entry says it happened."""

from __future__ import annotations

from judge.engine.core.context import Context
from judge.engine.core.entries import Entry
from judge.engine.core.verdicts import Verdict
from judge.engine.games.dimension_zero import abilities as ab
from judge.engine.games.dimension_zero import checks as C
from judge.engine.games.dimension_zero.rules import advance_battle
from judge.engine.games.dimension_zero.state import PHASE_INDEX, DZState, TurnFlags


def advance(state: DZState, entry: Entry, ctx: Context) -> None:
    turn, phase = entry.turn, entry.phase
    new_turn = turn is not None and turn != state.turn
    new_phase = phase is not None and phase != state.phase
    if state.battle is not None and (new_turn or new_phase or entry.step != state.battle.step):
        advance_battle(state, ctx, None if (new_turn or new_phase) else entry.step)
    if new_turn:
        if turn != state.turn + 1:
            ctx.flag(C.TURN_NUMBER, {"turn": turn, "previous": state.turn})
        if turn > state.turn:
            end_phase(state, ctx, "recovery" if state.turn else "setup", "turn")
            begin_turn(state, ctx, turn)
    if phase is not None and phase != state.phase:
        if phase not in PHASE_INDEX or (phase == "setup") != (state.turn == 0):
            ctx.flag(C.UNKNOWN_PHASE, {"phase": phase})
            return
        new, current = PHASE_INDEX[phase], PHASE_INDEX[state.phase]
        if new < current:
            ctx.flag(C.PHASE_ORDER, {"phase": phase, "current": state.phase}, players=[state.active])
            return
        end_phase(state, ctx, phase, "phase")
        if current < PHASE_INDEX["draw"] < new:
            missed_draw(state, ctx)
        if current < PHASE_INDEX["recovery"] <= new:
            recover(state)
        state.phase = phase
        state.priority = state.active  # priority starts with the active player (4.6.2)
        state.flags.unknown.discard("priority")
    elif entry.step is not None and state.battle is None:
        ctx.flag(C.UNKNOWN_PHASE, {"phase": entry.step})


def end_phase(state: DZState, ctx: Context, new: str, what: str) -> None:
    if state.stack:
        ctx.flag(C.PHASE_WITH_STACK, {"what": what, "count": len(state.stack)})
        # What was left on the stack cannot go on resolving in another phase; keep the replay going.
        state.stack.clear()
    if state.phase == "draw" and new != "draw":
        missed_draw(state, ctx)
    elif what == "turn" and PHASE_INDEX.get(state.phase, 0) < PHASE_INDEX["draw"]:
        missed_draw(state, ctx)  # the turn ended in its release phase: its draw phase never came (3.6.1-1)


def missed_draw(state: DZState, ctx: Context) -> None:
    first_turn = state.turn == 1
    if state.flags.draws == 0 and not first_turn and state.turn >= 1:
        state.flags.draws = -1  # report a missed draw once
        if state.rule_statics and ab.no_draw(state, state.active) is not None:
            # 「カードを引くことができない」 binds the active player: the draw of 3.6.1-1 cannot be made, and
            # what cannot be done wins over what can (1.1.2). Read when the draw phase ends: the log does not
            # mark the moment it began.
            return
        if "drawn" in state.flags.unknown:
            # The snapshot did not say whether the card was drawn before it was taken.
            ctx.flag(
                C.DRAW_COUNT,
                {"seat": state.active, "count": "0+?"},
                players=[state.active],
                verdict=Verdict.NEEDS_RULING,
                unknown="whether the card was drawn this draw phase before the snapshot",
            )
            state.flags.unknown.discard("drawn")
            return
        ctx.flag(C.DRAW_COUNT, {"seat": state.active, "count": 0}, players=[state.active])


def begin_turn(state: DZState, ctx: Context, turn: int) -> None:
    if state.turn == 0 and not state.from_snapshot:
        for seat in state.seats:
            hand = state.players[seat].count("hand")
            if hand != 5:
                ctx.flag(C.SETUP_HAND, {"seat": seat, "count": hand}, players=[seat])
    elif state.turn >= 1 and state.phase != "recovery":
        recover(state)
    state.turn = turn
    state.phase = "release"
    state.flags = TurnFlags()
    active = state.active
    state.players[active].turns_taken += 1
    state.priority = active
    # 3.5.1: the active player releases their frozen cards in squares, energy and smash zones (no card moves).
    for iids in state.squares.values():
        for iid in iids:
            card = state.cards[iid]
            if card.holder == active:
                card.frozen = card.entered_frozen = False
    for zone in ("energy", "smash"):
        for card in state.players[active].zones[zone].values():
            card.frozen = False


def recover(state: DZState) -> None:
    """3.10.1: all damage is removed and 'until end of turn' effects end (the power changes the log records)."""
    for iids in state.squares.values():
        for iid in iids:
            card = state.cards[iid]
            card.damage = 0
            card.resisted = 0
            if card.power_mod:
                # Remembered for a battle later on whose damage is recorded with the ended change (3.10.1).
                state.expired_power[iid] = (card.incarnation, card.power_mod)
            card.power_mod = 0
            card.smash_mod = 0
    # The damage those exchanges fixed is gone with it: what they would have dealt says nothing of a later turn's.
    state.damage_refixed.clear()
