"""Declared abilities in Rebirth for you (chapters 9-11) on the shared machinery of core/abilities.py.

The replay turns what each entry did into the events of the vocabulary (docs/log-format.md): card moves
(moved, appears 5.5.1, retired), the turn's phases and steps, attacks, blocks and damage. Each event makes
the automatic abilities whose trigger it meets wait (9.8.2, once per time 9.8.2.1), if the ability is
active where its card is (9.4.4, 9.4.5). The log then has to play them at the check timing in the order of
9.6.2 and 10.4 — recovery first, the turn player's waiting abilities, the others', then entry processing —
and may skip only an optional one (9.8.3.1). Everything stays idle for a header that declares no ability,
so old logs replay exactly as before and at the same speed.
"""

from __future__ import annotations

from typing import Any

from judge.engine.core.abilities import (
    AbilityDef,
    ActOption,
    Event,
    Modifier,
    Pending,
    Source,
    TargetSpec,
    check_targets,
    find_ability,
    pending_options,
    target_groups,
)
from judge.engine.core.context import Context
from judge.engine.core.entries import Entry
from judge.engine.core.verdicts import Verdict
from judge.engine.games.rebirth import checks as C
from judge.engine.games.rebirth import formats
from judge.engine.games.rebirth.cards import CANCEL_WORDS, CHARACTER, PARTNER, REBIRTH, CardDef
from judge.engine.games.rebirth.processes import priority_order, recovery_due
from judge.engine.games.rebirth.refs import bad_args, known, ref_iid
from judge.engine.games.rebirth.state import HIDDEN_ZONES, PHASE_INDEX, PHASES, Card, Played, RebirthState

AUTO = frozenset({"auto"})
FIELD = frozenset({"entry", "member"})
# Entries that belong to a check timing or to resolving what it plays: they do not move the game on, so
# waiting abilities may still be played after them. Anything else means the check timing has ended.
CHECK_TIMING_ACTS = frozenset(
    {
        "play_ability",
        "decline",
        "effect",
        "reveal",
        "recover",
        "retire",
        "discard_excess",
        "remove_partner",
        "entry_fill",
        "rebirth_from_entry",
        "refresh",
        "judge_call",
        "note",
        "correction",
    }
)
ENTRY_PROCESSING = frozenset({"entry_fill", "rebirth_from_entry"})
# What made a card move, by the act that moved it (data.by of moved/appears).
CAUSES = {
    "play_character": "play",
    "move_to_member": "move",
    "set_rebirth": "play",
    "energy": "play",
    "draw": "draw",
    "block": "block",
    "play_ability": "cost",
    "effect": "effect",
    "recover": "effect",
    "retire": "rule",
    "discard_excess": "rule",
    "remove_partner": "rule",
    "entry_fill": "rule",
    "rebirth_from_entry": "rule",
    "refresh": "rule",
    "end_discard_rebirth": "rule",
    "setup_entry": "rule",
}


def enable(state: RebirthState) -> None:
    state.abilities_on = any(d.declared for d in state.defs.values())
    index: dict[str, tuple[tuple[AbilityDef, frozenset[str]], ...]] = {}
    events: set[str] = set()
    zones: set[str] = set()
    for card_id, d in state.defs.items():
        autos = tuple(
            (a, active_zones(d, a)) for a in d.abilities if a.kind == "auto" and a.trigger is not None
        )
        if autos:
            index[card_id] = autos
            for a, where in autos:
                events.add(a.trigger.event)  # type: ignore[union-attr]
                zones |= where
    state.trigger_index = index
    state.trigger_events = frozenset(events)
    state.trigger_zones = tuple(sorted(zones))


# --- where an ability works (9.4.4, 9.4.5) -------------------------------------------------------------


def active_zones(d: CardDef, ability: AbilityDef) -> frozenset[str]:
    if ability.zone is not None:
        return frozenset({ability.zone})  # 9.4.4: 【（領域名）】 names the only zone it works in
    if ability.keywords.get("spark"):
        # A Spark clearly works where entry processing puts its card (9.4.5, 11.3.1): in the entry, for a
        # Re-birth card too (product decision Rebirth 5), which 9.4.5.1 would otherwise leave dead.
        return frozenset({"entry"})
    if d.type == REBIRTH:
        return frozenset({"rebirth"})  # 9.4.5.1
    if d.type == PARTNER:
        return frozenset({"energy"})  # 9.4.5: a partner in play is in the energy zone (4.6)
    return FIELD  # a character's abilities work while it is on the field (9.4.5)


def _zone_names(zones: frozenset[str]) -> str:
    return " / ".join(sorted(zones))


def sources(state: RebirthState, event: Event) -> list[Source]:
    """Cards whose automatic abilities are active now. The card an event moved counts in the zone it left
    too: a leave-the-field trigger looks back at where the card was (9.8.4, 9.8.4.2)."""
    out: list[Source] = []
    index = state.trigger_index
    moved_from = event.data.get("from") if event.card is not None else None
    seen: set[str] = set()
    for seat in state.seats:
        player = state.players[seat]
        if player.eliminated:
            continue  # 12.4.5, 12.4.7
        for zone in state.trigger_zones:
            for card in player.zones[zone].values():
                autos = index.get(card.card or "")
                # A face-down card in play has no abilities; a card in a hidden zone (face down there
                # too) may be revealed when its trigger is met (9.8.2.2): emit marks that instance.
                if autos is None or (card.face_down and zone not in HIDDEN_ZONES):
                    continue
                active = tuple(a for a, where in autos if zone in where)
                if active:
                    seen.add(card.iid)
                    out.append(Source(card.iid, seat, active))
    moved = state.cards.get(event.card or "") if moved_from is not None else None
    if moved is not None and moved.iid not in seen:
        autos = index.get(moved.card or "")
        active = tuple(a for a, where in autos or () if moved_from in where)
        if active:
            out.append(Source(moved.iid, moved.holder, active))
    return out


def _reader(state: RebirthState):  # type: ignore[no-untyped-def]
    def read(key: str, want: Any, event: Event, source: Source) -> bool:
        allowed = want if isinstance(want, list) else [want]
        if key in ("phase", "step"):
            return event.data.get(key) in allowed
        d = state.defn(state.cards.get(event.card or ""))
        if d is None:
            return False
        if key == "type":
            return d.type in allowed
        if key == "info":
            return any(d.has_info(str(i)) for i in allowed)
        return False

    return read


def emit(
    state: RebirthState, name: str, card: str | None = None, seat: str | None = None, **data: Any
) -> None:
    if name not in state.trigger_events or state.turn == 0 or state.game_over:
        return
    event = Event(name, None, card, seat, data)
    new = state.triggers.notice(event, sources(state, event), AUTO, _reader(state))
    for p in new:
        source = state.cards.get(p.card)
        if source is not None and source.zone in HIDDEN_ZONES:
            p.hidden = True  # 9.8.2.2: it waits only if its master reveals the card now
    if state.teams and seat is not None:
        # In team formats a teammate is not an opponent (12.5.4, 12.5.5): 'whose: opponent' means the
        # other team.
        for p in new:
            if p.ability.trigger.where.get("whose") == "opponent" and seat in state.teammates(p.master):  # type: ignore[union-attr]
                state.triggers.pending.remove(p)


# --- around each entry -------------------------------------------------------------------------------


def _moves_on(state: RebirthState, entry: Entry) -> bool:
    if entry.act not in CHECK_TIMING_ACTS and "source" not in entry.args:
        return True
    if entry.act == "play_ability" and not is_check_timing_play(state, entry):
        return True
    return (entry.turn is not None and entry.turn != state.turn) or (
        entry.phase is not None and entry.phase != state.phase
    )


def is_check_timing_play(state: RebirthState, entry: Entry) -> bool:
    """An automatic ability or a cancel is played inside a check timing / a play; an activated one is a
    main-phase action (7.4.2.3) that moves the game on."""
    ability = declared_of(state, entry)
    if ability is not None:
        return ability.kind != "activated"
    return entry.args.get("kind", "activated") != "activated"


def _kind_of(state: RebirthState, entry: Entry) -> str:
    ability = declared_of(state, entry)
    return ability.kind if ability is not None else str(entry.args.get("kind", "activated"))


def declared_of(state: RebirthState, entry: Entry) -> AbilityDef | None:
    """The declared ability a play_ability entry names, if its card declares it."""
    iid = ref_iid(entry.args.get("card"))
    d = state.defn(state.cards.get(iid)) if iid else None
    if d is None or not d.abilities:
        return None
    return find_ability(d.abilities, entry.args.get("ability"))


def describe(pending: list[Pending]) -> str:
    return ", ".join(f"{p.ability.id} of {p.card}" for p in pending)


def before_entry(state: RebirthState, entry: Entry, ctx: Context) -> None:
    """Before the entry: a mandatory waiting ability the log never played is skipped once the game moves
    on (9.8.3.1); attack-long effects end once the attack is over (8.5.2)."""
    act = entry.act
    if state.modifiers.active:
        if state.attack is not None and _attack_over(state, entry):
            expire(state, "attack")
        if _turn_over(state, entry):
            # 7.6.3-7.6.4 come after the end phase's check timing (7.6.2); what they change is checked
            # at the check timing that follows (7.6.6), before the next turn.
            for player in state.players.values():
                for card in player.zones["entry"].values():
                    card.damage = 0
            expire(state, "turn", "attack")
    pending = state.triggers.pending
    if not pending:
        return
    if state.game_over or act == "concede":
        state.triggers.clear()
        return
    if act == "result":
        return  # defeat processing waits for them (9.6.2.2 before 9.6.2.4); the result handler judges it
    if act in ENTRY_PROCESSING:
        ctx.flag(
            C.ENTRY_BEFORE_ABILITY,
            {"pending": describe(pending)},
            cards=[p.card for p in pending],
            players=[entry.actor],
        )
        return
    if not _moves_on(state, entry):
        return
    skip(state, ctx, list(pending))


# The clauses of the check timing in which an ability waiting from each phase/step event is played.
_TIMING_CLAUSES: dict[tuple[str, str | None], tuple[str, ...]] = {
    ("game_start", None): ("7.2.2", "7.2.3"),
    ("turn_start", None): ("7.2.2", "7.2.3"),
    ("phase_start", "standby"): ("7.2.2", "7.2.3"),
    ("phase_start", "energy"): ("7.3.1",),
    ("phase_start", "main"): ("7.4.1",),
    ("phase_start", "attack"): ("8.2.1", "8.2.2"),
    ("step_start", "start"): ("8.2.1", "8.2.2"),
    ("step_start", "block"): ("8.3.1", "8.3.2"),
    ("step_start", "damage"): ("8.4.1", "8.4.2"),
    ("step_start", "close"): ("8.5.1", "8.5.3"),
    ("attack_end", None): ("8.5.1", "8.5.3"),
    ("phase_start", "end"): ("7.6.1", "7.6.2"),
    ("turn_end", None): ("7.6.1", "7.6.2"),
}


def timing_clauses(event: Event) -> tuple[str, ...]:
    key = (event.name, event.data.get("phase") or event.data.get("step"))
    return _TIMING_CLAUSES.get(key, ())


def skip(state: RebirthState, ctx: Context, pendings: list[Pending]) -> None:
    """The check timing these waiting abilities belonged to is over: a mandatory one was skipped
    (9.8.3.1), reported with the clause of the phase or step whose check timing it was (7.x, 8.x)."""
    for p in pendings:
        if p in state.triggers.pending:
            state.triggers.pending.remove(p)
        if p.ability.optional or p.ability.once_per_turn or p.hidden:
            # 9.8.3.1.1 / 9.2.2.2: an optional one may simply not be played; 9.8.2.2: a hidden card's
            # ability its master did not reveal never waited.
            continue
        if state.players[p.master].eliminated:
            continue  # 12.4.5: a player who left the game has nothing waiting
        state.late.append((p.card, p.ability.id))
        ctx.flag(
            C.ABILITY_SKIPPED,
            {"ability": p.ability.id, "card": p.card},
            cards=[p.card],
            players=[p.master],
            extra_clauses=tuple(f"{C.GAME}:{n}" for n in timing_clauses(p.event)),
        )


# Declarations that lead into a phase: that phase's start comes after them (7.4.2.5, 7.4.3; 8.2.3).
_LEADS_INTO = {"to_attack_phase": ("attack", "end"), "end_turn": ("end",), "end_attacks": ("end",)}


def after_advance_check(state: RebirthState, entry: Entry, ctx: Context, new: list[Pending]) -> None:
    """The entry entered a phase or step whose start made abilities wait (7.2.2-8.5.1): an entry that is
    that phase's own action, not part of its first check timing, comes too early — they were skipped."""
    if not new or not _moves_on(state, entry):
        return
    leads = _LEADS_INTO.get(entry.act, ())
    due = [
        p
        for p in new
        if not (
            (p.event.name in ("phase_start",) and p.event.data.get("phase") in leads)
            or (p.event.name == "turn_end" and "end" in leads)
            or (entry.act == "to_attack_phase" and p.event.name == "step_start")
        )
    ]
    skip(state, ctx, due)


def close_attack(state: RebirthState) -> None:
    """The attack's close step begins (8.5.1), written or implied by the log going on to the next attack,
    the end of the attacks or another phase: 'close step start' and 'this attack ends' triggers wait."""
    if state.attack is None or state.attack.closed:
        return
    state.attack.closed = True
    seat = state.turn_seats[0] if state.turn_seats else None
    emit(state, "step_start", seat=seat, step="close")
    emit(state, "attack_end", seat=seat)


def _attack_over(state: RebirthState, entry: Entry) -> bool:
    if entry.act in ("attack", "end_attacks"):
        return True
    if (entry.turn is not None and entry.turn != state.turn) or (
        entry.phase is not None and entry.phase != "attack"
    ):
        return True
    if entry.step == "start" and state.step == "close":
        return True
    if (entry.step or state.step) != "close":
        return False
    # In the close step the attack's effects end when its check timing has nothing left (8.5.2): at an
    # entry that moves the game on, or at a rule process that nothing before the ending could require.
    if _moves_on(state, entry):
        return True
    return entry.act == "retire" and not state.triggers.pending and not recovery_due(state)


def _turn_over(state: RebirthState, entry: Entry) -> bool:
    """The end phase's check timing (7.6.2) is over: the next turn begins, or a rule process comes that
    nothing before the turn's effects ending could require. A recovery still due from before is left for
    the check timing to report as it stands."""
    if entry.turn is not None and entry.turn != state.turn:
        return not recovery_due(state)
    if (entry.phase or state.phase) != "end" or entry.act != "retire":
        return False
    return not state.triggers.pending and not recovery_due(state)


def expire(state: RebirthState, *until: str) -> None:
    for m in state.modifiers.expire(*until):
        card = state.cards.get(m.card)
        if card is not None:
            card.atk_mod -= m.changes.get("atk", 0)
            card.def_mod -= m.changes.get("def", 0)
            state.clock += 1  # the check timing looks again (10.3.5 may now apply)


def end_of_turn(state: RebirthState) -> None:
    """7.6.4: effects until the end of the turn end; effects for the game stay."""
    state.modifiers.expire("turn", "attack")
    for m in state.modifiers.active:
        card = state.cards.get(m.card)
        if card is not None:
            card.atk_mod += m.changes.get("atk", 0)
            card.def_mod += m.changes.get("def", 0)


def after_advance(state: RebirthState, before: tuple[int, str, str | None]) -> list[Pending]:
    """The turn, phase and step the entry moved to make their own events (7.x, 8.x); returns the
    abilities they made wait."""
    turn, phase, step = before
    old = list(state.triggers.pending)
    seat = state.turn_seats[0] if state.turn_seats else None
    if state.turn != turn:
        # 7.2.2: turn start, standby start (and game start in the game's first turn) happen after the
        # standby's stand and draw (7.2.1); they wait for the draw (release_standby).
        state.standby_due = "game" if turn == 0 else "turn"
        state.early.clear()
        state.late.clear()
        state.plays.clear()
        state.last_play = None
        _phases(state, "setup", seat)
    elif state.phase != phase:
        _phases(state, phase, seat)
    if state.step != step and state.step is not None:
        if state.step == "close":
            close_attack(state)
        else:
            emit(state, "step_start", seat=seat, step=state.step)
    if len(state.triggers.pending) == len(old):
        return []
    return [p for p in state.triggers.pending if not any(p is q for q in old)]


def _phases(state: RebirthState, old: str, seat: str | None) -> None:
    start = PHASE_INDEX.get(old, 0) + 1
    stop = PHASE_INDEX.get(state.phase, 0)
    for phase in PHASES[start : stop + 1]:
        if phase == "standby":
            continue  # released by the standby draw, or below when the log went past it
        release_standby(state)
        emit(state, "phase_start", seat=seat, phase=phase)
        if phase == "end":
            emit(state, "turn_end", seat=seat)  # 7.6.1


def release_standby(state: RebirthState) -> None:
    """7.2.2's triggers happen: after the standby draw, or when the log leaves the standby phase without
    one (the missing draw is reported by itself)."""
    due, state.standby_due = state.standby_due, None
    if due is None:
        return
    seat = state.turn_seats[0] if state.turn_seats else None
    if due == "game":
        emit(state, "game_start")
    emit(state, "turn_start", seat=seat)
    emit(state, "phase_start", seat=seat, phase="standby")
    # Those played (and reported) before the draw took the instance the draw makes now.
    for card, label in state.early:
        state.triggers.take(card, label)
    state.early.clear()


def _standby_trigger(ability: AbilityDef) -> str | None:
    """The 7.2.2 event this automatic ability waits for, if any."""
    trigger = ability.trigger
    if trigger is None:
        return None
    if trigger.event in ("game_start", "turn_start"):
        return trigger.event
    phases = trigger.where.get("phase")
    if trigger.event == "phase_start" and (
        phases == "standby" or (isinstance(phases, list) and "standby" in phases)
    ):
        return "phase_start standby"
    return None


def after_entry(state: RebirthState, entry: Entry) -> None:
    """The card moves the entry made become events (moved, appears 5.5.1, retired)."""
    state.last_act = entry.act
    if entry.act != "effect":
        state.snapshot_resolving = False
    if entry.act in ("play_character", "play_ability") and entry.seq is not None and entry.actor:
        kind = "character" if entry.act == "play_character" else _kind_of(state, entry)
        if kind != "cancel":
            # A new play: its counter processing (9.7.3) starts with no cancel presented.
            state.plays[entry.seq] = (kind, entry.actor)
            state.last_play = entry.seq
            state.cancels.clear()
    if (
        state.standby_due is not None
        and entry.act == "draw"
        and state.phase == "standby"
        and "source" not in entry.args
        and all(state.turn_flags.standby_draws[s] for s in state.turn_seats)
    ):
        release_standby(state)
    if not state.moves:
        return
    moves, state.moves = state.moves, []
    cause = CAUSES.get(entry.act, "effect")
    if "source" in entry.args and entry.act in ("draw", "energy"):
        cause = "effect"
    for card, frm, to, _holder in moves:
        if frm == to:
            continue
        emit(state, "moved", card.iid, card.holder, **{"from": frm, "to": to, "by": cause})
        d = state.defn(card)
        if to in FIELD and frm not in FIELD and d is not None and d.type == CHARACTER:
            emit(state, "appears", card.iid, card.holder, **{"from": frm, "to": to, "by": cause})
        if to == "retire" and frm in FIELD:
            emit(state, "retired", card.iid, card.holder, **{"from": frm, "to": to, "by": cause})


# --- playing a declared ability --------------------------------------------------------------------


def _rank(state: RebirthState, seat: str, order: list[str]) -> int:
    if seat in state.turn_seats:
        return 0  # the turn player (the turn team in team formats, 12.5.7.3) first: 10.4.1
    return order.index(seat) + 1 if seat in order else len(order) + 1


def play_declared(
    state: RebirthState, entry: Entry, ctx: Context, seat: str, card: Card, d: CardDef, ability: AbilityDef
) -> None:
    """Checks of a declared ability's play; the caller pays the cost and applies the rest."""
    label = ability.id
    if ability.kind == "auto":
        pending = state.triggers.find(card.iid, label)
        event = _standby_trigger(ability) if state.standby_due is not None else None
        if pending is None and event is not None:
            state.early.append((card.iid, label))
            ctx.flag(
                C.BEFORE_STANDBY_DRAW,
                {"ability": label, "card": card.iid, "event": event},
                cards=[card.iid],
                players=[seat],
            )
        elif pending is None and (card.iid, label) in state.late:
            state.late.remove((card.iid, label))  # reported when the game went on without it
        elif pending is None:
            spec = C.SPARK_NOT_TRIGGERED if ability.keywords.get("spark") else C.ABILITY_NOT_TRIGGERED
            open_trigger = ability.trigger is None  # the trigger is only in free text
            ctx.flag(
                spec,
                {"ability": label, "card": card.iid, "what": "played", "what_ja": "プレイされました"},
                cards=[card.iid],
                players=[seat],
                verdict=Verdict.NEEDS_RULING if open_trigger else None,
                unknown="when the ability's free text makes it trigger" if open_trigger else None,
            )
        else:
            if pending.master != seat:
                ctx.flag(
                    C.NOT_MASTER,
                    {
                        "actor": seat,
                        "ability": label,
                        "card": card.iid,
                        "master": pending.master,
                        "what": "played",
                        "what_ja": "プレイしました",
                    },
                    cards=[card.iid],
                    players=[seat],
                )
            due = recovery_due(state)
            if due:
                ctx.flag(
                    C.ABILITY_BEFORE_RECOVERY,
                    {
                        "ability": label,
                        "card": card.iid,
                        "pending": ", ".join(f"{x.kind} {x.card.iid}" for x in due),
                    },
                    cards=[card.iid],
                    players=[seat],
                )
            order = priority_order(state)
            # A hidden card's ability not revealed does not wait (9.8.2.2): it asks nobody to go first.
            waiting = [p for p in state.triggers.pending if not p.hidden or p is pending]
            first = min(waiting, key=lambda p: _rank(state, p.master, order))
            if _rank(state, pending.master, order) > _rank(state, first.master, order):
                extra = (
                    ("12.5.7.3",) if formats.is_team(state) else ("12.2.1",) if len(state.seats) > 2 else ()
                )
                ctx.flag(
                    C.ABILITY_ORDER,
                    {
                        "actor": seat,
                        "ability": label,
                        "card": card.iid,
                        "due": first.master,
                        "first": f"{first.ability.id} of {first.card}",
                    },
                    cards=[card.iid],
                    players=[seat],
                    extra_clauses=tuple(f"{C.GAME}:{n}" for n in extra),
                )
            state.triggers.pending.remove(pending)
    elif ability.kind == "cancel" and state.last_act not in ("play_character", "play_ability"):
        ctx.flag(C.CANCEL_TIMING, {"ability": label, "card": card.iid}, cards=[card.iid], players=[seat])
    elif ability.kind == "cancel":
        _check_cancel_target(state, entry, ctx, seat, card, ability)
        state.cancels.append((card.iid, label))
    if ability.kind == "activated" or (ability.kind == "cancel" and ability.zone is not None):
        zones = active_zones(d, ability)
        if card.zone not in zones:
            ctx.flag(
                C.ABILITY_ZONE,
                {"ability": label, "card": card.iid, "zone": card.zone, "active": _zone_names(zones)},
                cards=[card.iid],
                players=[seat],
            )
    targets = _check_play_targets(state, entry, ctx, seat, card, ability)
    state.played[(card.iid, label)] = Played(card.iid, ability, seat, entry.seq, targets)


_PLAY_NAMES = {
    "character": ("the play of a character card", "キャラカードのプレイ"),
    "activated": ("an activated ability", "起動能力"),
    "auto": ("an automatic ability", "自動能力"),
}


def cancel_covers(ability: AbilityDef) -> frozenset[str] | None:
    """The kinds of play a cancel ability answers; None when it names no restriction (any play)."""
    words = ability.keywords.get("cancel")
    if words is True or words is None:
        return None
    words = words if isinstance(words, list) else [words]
    return frozenset(k for w in words for k in CANCEL_WORDS.get(str(w), ()))


def _check_cancel_target(
    state: RebirthState, entry: Entry, ctx: Context, seat: str, card: Card, ability: AbilityDef
) -> None:
    """A cancel ability answers only the kind of play its target names (9.1.1.4.2, 11.4.2)."""
    covers = cancel_covers(ability)
    if covers is None:
        return
    against = entry.args.get("against")
    seq = against if isinstance(against, int) and not isinstance(against, bool) else state.last_play
    play = state.plays.get(seq) if seq is not None else None
    if play is None or play[0] in covers:
        return
    names = [_PLAY_NAMES[k] for k in sorted(covers) if k in _PLAY_NAMES]
    ctx.flag(
        C.CANCEL_TARGET,
        {
            "ability": ability.id,
            "card": card.iid,
            "covers": " or ".join(n[0] for n in names) or "nothing",
            "covers_ja": "・".join(n[1] for n in names) or "なし",
            "against": f"{_PLAY_NAMES.get(play[0], (play[0], play[0]))[0]} (entry {seq})",
            "against_ja": f"{_PLAY_NAMES.get(play[0], (play[0], play[0]))[1]}（エントリー{seq}）",
        },
        cards=[card.iid],
        players=[seat],
    )


def conditions_of(ability: AbilityDef) -> dict[str, Any]:
    """The condition keywords of an ability (11.5 Reコンボ, 11.7 本領発揮) as play_ability's `condition`."""
    out: dict[str, Any] = {}
    recombo = ability.keywords.get("recombo")
    if recombo:
        out["recombo"] = recombo
    honryo = ability.keywords.get("honryo")
    if isinstance(honryo, dict):
        out["honryo"] = honryo.get("level")
        out["honryo_info"] = honryo.get("info") or []
    elif isinstance(honryo, int) and not isinstance(honryo, bool):
        out["honryo"] = honryo
    return out


# --- targets ---------------------------------------------------------------------------------------


def target_zones(spec: TargetSpec) -> frozenset[str] | None:
    """Where a target group's cards must be: its zone, or for 'キャラ' named with no zone the entry and
    member areas (2.2.3.1); None when the declaration leaves it open."""
    if spec.zone is not None:
        return frozenset({spec.zone})
    kind = spec.where.get("type")
    if kind == CHARACTER or kind == [CHARACTER]:
        return FIELD
    return None


def why_not(state: RebirthState, master: str, spec: TargetSpec, iid: str) -> tuple[str, ...] | None:
    """Why a card may not be a target of the group: the problem in English and Japanese, then the
    clause that decides it when one is more specific than 9.7.4.2 (see TARGET_CLAUSES)."""
    card = state.cards.get(iid)
    if card is None:
        return f"{iid} is not a known card", f"{iid}は既知のカードではありません"
    zones = target_zones(spec)
    if zones is not None and card.zone not in zones:
        if spec.zone is None:
            return (
                f"{iid} is in '{card.zone}'; a character named with no zone is one in the entry or member area",
                f"{iid}は'{card.zone}'にあります。領域の指定のない‘キャラ’はエントリーかメンバーのキャラです",
                "2.2.3.1",
            )
        return (
            f"{iid} is in '{card.zone}', not '{spec.zone}'",
            f"{iid}は'{spec.zone}'ではなく'{card.zone}'にあります",
        )
    if spec.whose == "own" and card.holder != master:
        # 'あなた' is the ability's master (9.14.1), whoever controls the turn.
        return f"{iid} is not {master}'s", f"{iid}は{master}のカードではありません", "9.14.1"
    if spec.whose == "opponent" and (card.holder == master or card.holder in state.teammates(master)):
        return f"{iid} is not an opponent's", f"{iid}は相手のカードではありません", "9.14.3.1"
    d = state.defn(card)
    for key, want in spec.where.items():
        if key == "rested":
            if card.rested != bool(want):
                state_en = "rested" if card.rested else "standing"
                return f"{iid} is {state_en}", f"{iid}は{'レスト' if card.rested else 'スタンド'}状態です"
            continue
        if d is None:
            continue  # a hidden card: the chooser may be right (9.7.4.3)
        allowed = want if isinstance(want, list) else [want]
        if key == "type" and d.type not in allowed:
            return f"{iid} is of type {d.type}", f"{iid}の種別は{d.type}です", "2.2.3"
        if key == "info" and not any(d.has_info(str(i)) for i in allowed):
            # A word over the attribute icon names that attribute or a card with it (2.5.3).
            return (
                f"{iid} lacks {'/'.join(map(str, allowed))}",
                f"{iid}は{'/'.join(map(str, allowed))}を持ちません",
                "2.5.3",
            )
        if key == "max_cost" and isinstance(want, int) and d.cost > want:
            return (
                f"{iid} costs {d.cost} (at most {want})",
                f"{iid}のコストは{d.cost}です（{want}以下が条件）",
            )
    return None


# The clause deciding each kind of target problem, beside the check's own 9.7.4.2 and 1.3.5.1: fewer
# chosen than there were is 'as many as possible' (1.3.2); the reasons of why_not name theirs.
TARGET_CLAUSES = {"short": "1.3.2"}


def candidates(state: RebirthState, master: str, spec: TargetSpec) -> list[str]:
    """The cards a group could have chosen; none in a hidden zone (9.7.4.3 lets the chooser pass them)."""
    zones = target_zones(spec)
    if zones is None:
        return []
    seats = [s for s in state.seats if not state.players[s].eliminated]
    if spec.whose == "own":
        seats = [master]
    elif spec.whose == "opponent":
        seats = [s for s in seats if s != master and s not in state.teammates(master)]
    return [
        iid
        for s in seats
        for zone in sorted(zones - {"hand", "deck", "partners"})
        for iid in state.players[s].zones[zone]
    ]


def _check_play_targets(
    state: RebirthState, entry: Entry, ctx: Context, seat: str, card: Card, ability: AbilityDef
) -> list[list[tuple[str, int]]]:
    if not ability.targets:
        return []
    groups = target_groups(entry.args.get("targets"), ability.targets)
    if groups is None:
        bad_args(
            ctx,
            entry.act,
            "'targets' must list card ids, one list per declared target group",
            "'targets'は宣言された対象グループごとにカードIDのリストでなければなりません",
        )
        return []
    problems = check_targets(
        ability.targets,
        groups,
        lambda spec: candidates(state, seat, spec),
        lambda spec, iid: why_not(state, seat, spec, iid),
    )
    if problems:
        open_text = ability.unmodelled
        rules = {TARGET_CLAUSES.get(p.rule, p.rule) for p in problems} - {""}
        ctx.flag(
            C.ABILITY_TARGETS,
            {
                "ability": ability.id,
                "card": card.iid,
                "problem": "; ".join(p.problem_en for p in problems),
                "problem_ja": "、".join(p.problem_ja for p in problems),
            },
            cards=[card.iid, *(p.card for p in problems)],
            players=[seat],
            verdict=Verdict.NEEDS_RULING if open_text else None,
            unknown="whether the ability's free text allows these choices" if open_text else None,
            extra_clauses=tuple(f"{C.GAME}:{n}" for n in sorted(rules)),
        )
    # A card already reported as a wrong choice is not reported again when the effect reaches it.
    wrong = {p.card for p in problems}
    return [
        [
            (iid, state.cards[iid].incarnation if iid in state.cards and iid not in wrong else -2)
            for iid in group
        ]
        for group in groups
    ]


# --- resolution (`effect` entries naming the ability) ------------------------------------------------


def _touched(args: dict[str, Any]) -> set[str]:
    out: set[str] = set()
    for key in ("moves", "modify", "damage"):
        for item in args.get(key) or []:
            if isinstance(item, dict):
                ref = item.get("card")
                out.add(ref.get("iid") if isinstance(ref, dict) else ref)
    for key in ("rest", "stand"):
        for ref in args.get(key) or []:
            out.add(ref.get("iid") if isinstance(ref, dict) else ref)
    return out


def resolving(state: RebirthState, entry: Entry, ctx: Context) -> Played | None:
    """The played ability an `effect` entry resolves; checks its conditions and targets at resolution."""
    ability_id = entry.args.get("ability")
    source = entry.args.get("source")
    source_iid = source.get("iid") if isinstance(source, dict) else source
    if not isinstance(ability_id, str) or not isinstance(source_iid, str):
        return None
    played = state.played.get((source_iid, ability_id))
    if played is None:
        _effect_not_played(state, entry, ctx, source_iid, ability_id)
        return None
    ability = played.ability
    if ability.kind == "cancel" and (source_iid, ability_id) in state.cancels:
        # 9.7.3.3: the presented cancel abilities resolve last-presented first.
        last = state.cancels[-1]
        if last != (source_iid, ability_id):
            ctx.flag(
                C.CANCEL_ORDER,
                {"ability": ability_id, "card": source_iid, "last": f"{last[1]} of {last[0]}"},
                cards=[source_iid, last[0]],
                players=[played.master],
            )
        state.cancels.remove((source_iid, ability_id))
    condition = conditions_of(ability)
    if condition and unmet_conditions(state, played.master, condition):
        keyword = " / ".join(k for k in ("recombo", "honryo") if k in condition)
        ctx.flag(
            C.CONDITION_AT_RESOLUTION,
            {"ability": ability_id, "card": source_iid, "keyword": keyword},
            cards=[source_iid],
            players=[played.master],
        )
    touched = _touched(entry.args)
    for spec, group in zip(ability.targets, played.targets, strict=False):
        for iid, incarnation in group:
            if iid not in touched or incarnation == -2:
                continue  # -2: reported as a wrong choice when the ability was played
            card = state.cards.get(iid)
            if card is None or card.incarnation != incarnation:
                reason: tuple[str, str] | None = (
                    "left the zone it was chosen in (a new object, 4.1.4)",
                    "選ばれた領域から移動しています（新しいカードとして扱われます、4.1.4）",
                )
            else:
                found = why_not(state, played.master, spec, iid)
                reason = (
                    (f"no longer qualifies ({found[0]})", f"条件を満たしていません（{found[1]}）")
                    if found
                    else None
                )
            if reason is not None:
                ctx.flag(
                    C.TARGET_GONE,
                    {
                        "ability": ability_id,
                        "card": source_iid,
                        "target": iid,
                        "problem": reason[0],
                        "problem_ja": reason[1],
                    },
                    cards=[source_iid, iid],
                    players=[played.master],
                    unknown="what the effect does with a chosen card that is no longer a valid choice",
                )
    return played


def _effect_not_played(
    state: RebirthState, entry: Entry, ctx: Context, source_iid: str, ability_id: str
) -> None:
    """An effect named as an ability's resolution when that ability was never played (9.7.1). A log that
    starts from a snapshot may begin in the middle of a resolution, so its first effects are let be."""
    if state.from_snapshot and state.snapshot_resolving:
        return
    card = state.cards.get(source_iid)
    d = state.defn(card)
    ability = find_ability(d.abilities, ability_id) if d is not None and d.abilities else None
    if ability is None or ability.kind == "continuous":
        return  # an undeclared label, or a continuous ability's effect, which is never played (9.7.1)
    ctx.flag(
        C.EFFECT_NOT_PLAYED,
        {"ability": ability_id, "card": source_iid},
        cards=[source_iid],
        players=[entry.actor] if entry.actor else [],
    )


def unmet_conditions(state: RebirthState, seat: str, condition: dict[str, Any]) -> bool:
    """True when a Reコンボ or 本領発揮 condition is known to be unmet now (11.5, 11.7)."""
    zones = state.players[seat].zones
    level = condition.get("honryo")
    if isinstance(level, int) and not isinstance(level, bool):
        infos = [i for i in condition.get("honryo_info") or [] if isinstance(i, str)]
        pool = list(zones["member"].values()) + list(zones["retire"].values())
        if infos:
            count = sum(1 for c in pool if (d := state.defn(c)) and any(d.has_info(i) for i in infos))
            unknown = sum(1 for c in pool if state.defn(c) is None)
        else:
            count, unknown = len(pool), 0
        if count + unknown < level:
            return True
    recombo = condition.get("recombo")
    if recombo:
        name = recombo if isinstance(recombo, str) else None
        if not any(
            name is None or name in (state.defn(c).name if state.defn(c) else "")  # type: ignore[union-attr]
            for c in state.rebirth_cards(seat)
        ) and not any(state.defn(c) is None for c in zones["rebirth"].values()):
            return True
    return False


def add_modifier(state: RebirthState, played: Played | None, card: Card, atk: int, dfn: int) -> None:
    """A numeric change by an effect lasts the resolving ability's duration; without a declared one it
    lasts to the end of the turn, as undeclared effects always have (7.6.4)."""
    until = played.ability.duration if played is not None and played.ability.duration else "turn"
    if until == "turn" and not state.abilities_on:
        return  # end_turn resets every change anyway; nothing to track
    state.modifiers.add(
        Modifier(
            played.card if played else "?",
            played.ability.id if played else "?",
            card.iid,
            {"atk": atk, "def": dfn},
            until,
            state.clock,
        )
    )


# --- what the recorder may offer --------------------------------------------------------------------


def acts_available(state: RebirthState) -> list[ActOption]:
    """The acts the rules allow next: waiting abilities first (required when mandatory), else the
    turn player's actions for the phase (7.2-7.6, 8.2)."""
    if state.game_over:
        return []
    order = priority_order(state)
    if state.triggers.pending:
        due = _due_order(state, order)
        options = pending_options(state.triggers, due)
        if any(o.required for o in options):
            return options
        return options + _phase_options(state)
    return _phase_options(state)


def _due_order(state: RebirthState, order: list[str]) -> list[str]:
    return sorted(order, key=lambda s: _rank(state, s, order))


def _phase_options(state: RebirthState) -> list[ActOption]:
    seat = state.turn_seats[0] if state.turn_seats else None
    if seat is None or state.turn == 0:
        return []
    zones = state.players[seat].zones
    out: list[ActOption] = []
    if state.phase == "main":
        hand_chars = tuple(
            c.iid for c in zones["hand"].values() if (d := state.defn(c)) is None or d.type == CHARACTER
        )
        if hand_chars or state.players[seat].unidentified["hand"]:
            out.append(
                ActOption(
                    "play_character",
                    seat,
                    {},
                    hand_chars,
                    label_en="play a character",
                    label_ja="キャラをプレイ",
                )
            )
        entry = state.entry_character(seat)
        free = [k for k in range(3) if not any(c.slot == k for c in zones["member"].values())]
        if entry is not None and free:
            out.append(
                ActOption(
                    "move_to_member",
                    seat,
                    {"slot": free[0]},
                    (entry.iid,),
                    label_en="move the entry character to a member slot",
                    label_ja="エントリーのキャラをメンバーに移動",
                )
            )
        rebirths = tuple(
            c.iid for c in zones["hand"].values() if (d := state.defn(c)) is not None and d.type == REBIRTH
        )
        if rebirths:
            out.append(
                ActOption(
                    "set_rebirth",
                    seat,
                    {},
                    rebirths,
                    label_en="set a Re-birth card",
                    label_ja="Reバースをセット",
                )
            )
        for zone in ("entry", "member", "rebirth", "energy", "hand"):
            for card in zones[zone].values():
                d = state.defn(card)
                if d is None or not d.abilities:
                    continue
                for a in d.abilities:
                    if a.kind != "activated" or zone not in active_zones(d, a):
                        continue
                    if a.once_per_turn and (card.iid, card.incarnation, a.id) in state.turn_flags.abilities:
                        continue
                    out.append(
                        ActOption(
                            "play_ability",
                            seat,
                            {"card": card.iid, "ability": a.id, "kind": "activated"},
                            (card.iid,),
                            label_en=f"play {a.id} of {card.iid}",
                            label_ja=f"{card.iid}の{a.id}をプレイ",
                        )
                    )
        out.append(
            ActOption(
                "to_attack_phase", seat, label_en="go to the attack phase", label_ja="アタックフェイズへ"
            )
        )
    elif state.phase == "attack" and state.attack is not None and not state.attack.damaged:
        # Mid-attack: the attacked player may block (8.3.3) with a ブロッカー from hand, then damage (8.4.3).
        current = state.attack
        defender = current.defender_seat
        if current.blocked_by is None and defender in state.players:
            blockers = tuple(
                c.iid
                for c in state.players[defender].zones["hand"].values()
                if (d := state.defn(c)) is not None and d.blocker is not None
            )
            if blockers:
                out.append(ActOption("block", defender, {}, blockers, label_en="block", label_ja="ブロック"))
            out.append(ActOption("no_block", defender, label_en="do not block", label_ja="ブロックしない"))
        out.append(ActOption("damage", None, label_en="deal the damage", label_ja="ダメージ"))
        return out
    elif state.phase == "attack":
        if state.turn > 1:  # 8.2.3.1
            standing = tuple(c.iid for c in zones["member"].values() if not c.rested)
            if standing and state.entry_character(seat) is not None:
                out.append(ActOption("attack", seat, {}, standing, label_en="attack", label_ja="アタック"))
        out.append(ActOption("end_attacks", seat, label_en="end the attacks", label_ja="アタック終了"))
    if state.phase in ("main", "attack", "end"):
        out.append(ActOption("end_turn", seat, label_en="end the turn", label_ja="ターン終了"))
    return out


def revealed(state: RebirthState, iids: list[str]) -> None:
    """A hidden card revealed when its trigger was met (9.8.2.2): its ability now waits like any other,
    mandatory unless optional."""
    for p in state.triggers.pending:
        if p.hidden and p.card in iids:
            p.hidden = False


def decline(state: RebirthState, entry: Entry, ctx: Context) -> None:
    """A waiting ability not played: only an optional one (9.8.3.1.1) or one with the use-limit icon
    (9.2.2.2) may be; its waiting instance goes either way (9.8.3.2.1)."""
    seat = entry.actor
    card = known(state, entry.args.get("card"))
    label = entry.args.get("ability")
    if card is None or not isinstance(label, str):
        bad_args(
            ctx,
            entry.act,
            "'card' must name a known card and 'ability' a declared ability",
            "'card'は既知のカード、'ability'は宣言された能力でなければなりません",
        )
        return
    pending = state.triggers.take(card.iid, label)
    if pending is None and (card.iid, label) in state.late:
        state.late.remove((card.iid, label))  # reported when the game went on without it
        return
    if pending is not None and seat is not None and pending.master != seat:
        ctx.flag(
            C.NOT_MASTER,
            {
                "actor": seat,
                "ability": label,
                "card": card.iid,
                "master": pending.master,
                "what": "passed over",
                "what_ja": "プレイしないことを選びました",
            },
            cards=[card.iid],
            players=[seat],
        )
    if pending is None:
        ctx.flag(
            C.ABILITY_NOT_TRIGGERED,
            {
                "ability": label,
                "card": card.iid,
                "what": "declined",
                "what_ja": "プレイしないことが選ばれました",
            },
            cards=[card.iid],
            players=[seat],
        )
    elif not (pending.ability.optional or pending.ability.once_per_turn or pending.hidden):
        ctx.flag(
            C.DECLINE_MANDATORY,
            {"ability": label, "card": card.iid},
            cards=[card.iid],
            players=[pending.master],
        )
