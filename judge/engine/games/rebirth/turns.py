"""Turn and phase progression (7.1-7.6), including the end-of-turn steps and the setup checks."""

from __future__ import annotations

from judge.engine.core.context import Context
from judge.engine.core.entries import Entry
from judge.engine.games.rebirth import checks as C
from judge.engine.games.rebirth import formats
from judge.engine.games.rebirth.state import ATTACK_STEPS, PHASE_INDEX, RebirthState, TurnFlags


def advance(state: RebirthState, entry: Entry, ctx: Context) -> None:
    """Move the turn/phase cursor to where the entry says it happened, checking the order."""
    turn = entry.turn
    if turn is not None and turn != state.turn:
        if turn == state.turn + 1:
            begin_turn(state, ctx, turn)
        else:
            ctx.flag(C.TURN_NUMBER, {"turn": turn, "previous": state.turn})
            if turn > state.turn:
                begin_turn(state, ctx, turn)
    phase = entry.phase
    if phase is not None and phase != state.phase:
        if phase not in PHASE_INDEX or (phase == "setup") != (state.turn == 0):
            ctx.flag(C.UNKNOWN_PHASE, {"phase": phase, "step": entry.step})
        else:
            new, current = PHASE_INDEX[phase], PHASE_INDEX[state.phase]
            if new < current:
                ctx.flag(
                    C.PHASE_ORDER, {"phase": phase, "current": state.phase}, players=list(state.turn_seats)
                )
            elif current <= PHASE_INDEX["standby"] < new:
                leave_standby(state, ctx)
            state.phase = phase
            if phase != "attack":
                state.step = None
    if entry.step is not None and entry.step != state.step:
        if state.phase != "attack" or entry.step not in ATTACK_STEPS:
            ctx.flag(C.UNKNOWN_PHASE, {"phase": state.phase, "step": entry.step})
        else:
            state.step = entry.step


def leave_standby(state: RebirthState, ctx: Context) -> None:
    for seat in state.turn_seats:
        if state.turn_flags.standby_draws[seat] == 0:
            ctx.flag(C.STANDBY_DRAW, {"seat": seat, "count": 0}, players=[seat])


def begin_turn(state: RebirthState, ctx: Context, turn: int) -> None:
    if state.turn == 0:
        if not state.from_snapshot:
            check_setup_complete(state, ctx)
    else:
        end_turn(state, ctx)
    state.left_this_turn.clear()
    state.turn = turn
    state.turn_seats = formats.next_turn_seats(state)
    state.turn_flags = TurnFlags()
    state.phase = "standby"
    state.step = None
    for seat in state.turn_seats:
        state.players[seat].turns_taken += 1
        stand_all(state, seat)


def stand_all(state: RebirthState, seat: str) -> None:
    """7.2.1.1: the turn player stands their entry, member and energy cards (no card moves, so automatic)."""
    zones = state.players[seat].zones
    for zone in ("entry", "member", "energy"):
        for card in zones[zone].values():
            card.rested = False


def end_turn(state: RebirthState, ctx: Context) -> None:
    if state.phase != "end" and PHASE_INDEX.get(state.phase, 0) < PHASE_INDEX["standby"]:
        return
    for seat in state.turn_seats:
        left = list(state.players[seat].zones["rebirth"])
        if left:
            ctx.flag(
                C.END_REBIRTH,
                {
                    "seat": seat,
                    "cards": left,
                    "problem": f"{seat}'s Re-birth zone still held {', '.join(left)} when the turn ended; the turn player puts them into the waiting room.",
                    "problem_ja": f"ターン終了時に{seat}のReバース置場に{', '.join(left)}が残っています。ターンプレイヤーはそれらを控え室に置きます。",
                },
                cards=left,
                players=[seat],
            )
    for player in state.players.values():
        for card in player.zones["entry"].values():
            card.damage = 0  # 7.6.3
        for zone in ("entry", "member"):
            for card in player.zones[zone].values():
                card.atk_mod = card.def_mod = 0  # 7.6.4: modifiers are taken to last until end of turn
    if state.modifiers.active:
        from judge.engine.games.rebirth.abilities import end_of_turn

        end_of_turn(state)  # declared durations: 'game' effects stay (7.6.4 ends only the turn's)
    state.attack = None


def check_setup_complete(state: RebirthState, ctx: Context) -> None:
    setup = state.setup
    second = state.seats[1] if state.variant == "standard" else None
    for seat in state.seats:
        if setup.entry[seat] != 1 and ("setup_entry_count", seat) not in state.reported:
            ctx.flag(C.SETUP_ENTRY_COUNT, {"seat": seat, "count": setup.entry[seat]}, players=[seat])
        if setup.drawn[seat] != 3 or setup.partners[seat] != 3:
            ctx.flag(
                C.SETUP_OPENING_HAND,
                {"seat": seat, "drawn": setup.drawn[seat], "partners": setup.partners[seat]},
                players=[seat],
            )
        if state.variant == "standard":
            wanted = 1 if seat == second else 0
            if setup.energy_partner[seat] != wanted and ("setup_partner", seat) not in state.reported:
                ctx.flag(
                    C.SETUP_SECOND_PARTNER,
                    {"seat": seat, "count": setup.energy_partner[seat]},
                    players=[seat],
                )
        # Product decision Rebirth 3: both setup entry cards (6.2.1.2) are turned face up together after
        # 6.2.1.6, before the first turn (6.2.1.7); face down, 4.3.3.3.1.1 would make its DEF 0.
        for card in state.players[seat].zones["entry"].values():
            card.face_down = False


def require_turn_player(state: RebirthState, entry: Entry, ctx: Context) -> None:
    """Only the turn player (or a turn-team player) does turn actions (7.4.2, 12.5.7.2)."""
    actor = entry.actor
    if actor is None or state.turn == 0:
        return
    if actor in state.turn_seats:
        state.turn_flags.actor_seen = True
        return
    if formats.is_team(state):
        team = state.players[state.turn_seats[0]].team if state.turn_seats else None
        ctx.flag(C.MP_TEAM_ACTOR, {"actor": actor, "team": team}, players=[actor])
        return
    flags = state.turn_flags
    if not flags.actor_seen and state.variant == "standard":
        # The whole turn is played by the other player: report the turn order once and follow the table.
        expected = state.turn_seats[0] if state.turn_seats else None
        ctx.flag(C.TURN_ORDER, {"turn": state.turn, "actor": actor, "expected": expected}, players=[actor])
        state.turn_seats = (actor,)
        flags.actor_seen = True
        stand_all(state, actor)
        return
    ctx.flag(C.NOT_TURN_PLAYER, {"actor": actor, "act": entry.act}, players=[actor])
