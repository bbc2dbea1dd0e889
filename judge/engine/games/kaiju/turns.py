"""Turn and phase bookkeeping: entering and leaving phases, and the checks due when a phase ends.

The log moves the game on by the `turn` and `phase` of its entries. Whatever a phase requires that
moves cards (draws, the end-phase advance, a due repel) must appear as entries before the phase ends;
what moves no card (resetting anger, 7.2.4) the engine does itself.
"""

from __future__ import annotations

from judge.engine.core.context import Context
from judge.engine.core.entries import Entry
from judge.engine.core.verdicts import Verdict
from judge.engine.games.kaiju import checks as C
from judge.engine.games.kaiju.abilities import assault_due, emit, expire_card_effects
from judge.engine.games.kaiju.rules import kaiju_grade, repel_check
from judge.engine.games.kaiju.state import (
    HAND_REFILL,
    OPENING_HAND,
    PHASE_INDEX,
    PHASES,
    KaijuState,
    TurnFlags,
)

NR = Verdict.NEEDS_RULING  # a fact a mid-game snapshot left out decides the check


def flag_strategy_kept(ctx: Context, seat: str, iid: str) -> None:
    """A strategy card placed before this turn is still in its zone after the start phase (the log's own
    start phase, or a snapshot taken after it)."""
    ctx.flag(
        C.START_STRATEGY,
        {
            "seat": seat,
            "card": iid,
            "problem": "placed before this turn and not put into the discard pile in the start phase",
            "problem_ja": "このターンより前に置かれましたが、スタートフェイズに捨て札に置かれていません",
        },
        cards=[iid],
        players=[seat],
    )


def advance(state: KaijuState, entry: Entry, ctx: Context) -> None:
    turn = state.turn if entry.turn is None else entry.turn
    phase = entry.phase if entry.phase in PHASE_INDEX else state.phase
    if turn > state.turn:
        if state.phase != "setup":
            _walk(state, ctx, "end")  # phases the log skipped still owe what they require
        _leave(state, ctx, state.phase)
        if state.modifiers.active:
            state.modifiers.expire("turn")  # "until end of turn" ends with the turn
        if state.ability_loss or state.granted:
            expire_card_effects(state, "turn")
        state.played.clear()
        state.drawing.clear()
        state.turn = turn
        state.phase = "start"
        _start_turn(state, entry, ctx)
        if phase != "start":
            _walk(state, ctx, phase)
        return
    if turn < state.turn or PHASE_INDEX[phase] < PHASE_INDEX[state.phase]:
        ctx.flag(C.PHASE_ORDER, {"phase": phase, "previous": state.phase, "turn": turn})
        return
    if phase != state.phase:
        _walk(state, ctx, phase)


def _walk(state: KaijuState, ctx: Context, target: str) -> None:
    while state.phase != target:
        _leave(state, ctx, state.phase)
        state.phase = PHASES[PHASE_INDEX[state.phase] + 1]
        _enter(state, state.phase)


def _start_turn(state: KaijuState, entry: Entry, ctx: Context) -> None:
    expected = state.seats[(state.turn - 1) % 2]
    actor = entry.actor
    if actor is not None and actor in state.players and actor != expected:
        # The table played the other player's turn: report it once and follow the table.
        ctx.flag(C.TURN_ORDER, {"turn": state.turn, "actor": actor, "expected": expected}, players=[actor])
        expected = actor
    state.turn_player = expected
    state.flags = TurnFlags()
    emit(state, "turn_start", None, expected)
    _enter(state, "start")


def _enter(state: KaijuState, phase: str) -> None:
    seat = state.turn_player
    if seat is None:
        return
    if phase == "start":
        grade = kaiju_grade(state, state.opponent(seat))  # 7.2.2; None: the log hides which kaiju it is
        state.flags.start_expected = -1 if grade is None else grade
        state.players[seat].anger = 0  # 7.2.4 moves no card, so the engine does it
    elif phase == "end":
        state.flags.end_area = state.players[seat].area
        assault_due(state, seat)
    emit(state, "phase_start", None, seat, phase=phase)


def _leave(state: KaijuState, ctx: Context, phase: str) -> None:
    if state.game_over:
        return
    if phase == "setup":
        _check_setup(state, ctx)
        return
    seat = state.turn_player
    if seat is None:
        return
    player = state.players[seat]
    flags = state.flags
    if phase == "start":
        short = flags.drawn_start < flags.start_expected and player.deck == 0 and not player.discard
        evidence = {"seat": seat, "drawn": flags.drawn_start, "grade": flags.start_expected}
        if flags.start_expected < 0 or short:
            pass
        elif not flags.start_known and flags.drawn_start <= flags.start_expected:
            # A start-phase snapshot that does not say what was drawn before it: too few is not provable.
            ctx.flag(
                C.START_DRAW,
                evidence,
                players=[seat],
                verdict=NR,
                unknown="how many cards were drawn in this start phase before the snapshot",
            )
        elif flags.drawn_start != flags.start_expected:
            ctx.flag(C.START_DRAW, evidence, players=[seat])
        for pile in player.strategy:
            for card in pile:
                d = state.card_def(card.iid)
                if card.turn_placed < state.turn and not (d and d.base):
                    flag_strategy_kept(ctx, seat, card.iid)
    if phase == "repel" and flags.repelled is not True:
        check = repel_check(state, seat)
        target = state.opponent(seat)
        # 7.4.3 compares literally: an empty total of 0 repels a threat of 0 or less (1.3.2.2, 1.3.2.4;
        # rulings, kaiju decision 5).
        if check.due:
            evidence = {"total": check.total, "threat": check.threat, "seat": target}
            if check.uncertain:
                ctx.flag(C.REPEL_UNKNOWN, evidence, players=[target], unknown="card text or hidden cards")
            elif flags.repelled is None:
                unknown = "whether the kaiju was already repelled in this phase before the snapshot"
                ctx.flag(C.REPEL_SKIPPED, evidence, players=[seat, target], verdict=NR, unknown=unknown)
            else:
                ctx.flag(C.REPEL_SKIPPED, evidence, players=[seat, target])
        return
    if phase == "end":
        if flags.end_area and flags.end_area <= 7 and not flags.end_advanced:
            unknown = "whether the kaiju moved forward in this end phase before the snapshot"
            verdict, why = (NR, unknown) if flags.end_advanced is None else (None, None)
            evidence = {"seat": seat, "area": flags.end_area}
            ctx.flag(C.END_ADVANCE_SKIPPED, evidence, players=[seat], verdict=verdict, unknown=why)
        if player.hand_count < HAND_REFILL and (player.deck or player.discard):
            ctx.flag(
                C.END_REFILL,
                {
                    "seat": seat,
                    "hand": player.hand_count,
                    "problem": "too few",
                    "problem_ja": "不足",
                },
                players=[seat],
            )
        for card in player.stack:
            if card.assault is not None:
                ctx.flag(
                    C.ASSAULT_DISCARD, {"seat": seat, "card": card.iid}, cards=[card.iid], players=[seat]
                )
                card.assault = None


def _check_setup(state: KaijuState, ctx: Context) -> None:
    for seat in state.seats:
        player = state.players[seat]
        if state.setup_hand[seat] != OPENING_HAND:
            ctx.flag(C.SETUP_HAND, {"seat": seat, "count": state.setup_hand[seat]}, players=[seat])
        if not player.stack:
            ctx.flag(
                C.SETUP_KAIJU,
                {"seat": seat, "problem": "missing", "problem_ja": "置かれていません"},
                players=[seat],
            )
