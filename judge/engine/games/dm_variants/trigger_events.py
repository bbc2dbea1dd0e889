"""601.7 for triggers other than attacks and blocks: which event a resolving ability can have triggered on.

601.7: a triggered ability triggers only if its whole triggering event happens within the range of influence
of its source's player (601.12: the static range where the format gives one, as 609.3a does the emperor).
The attack and block triggers are judged from the attack in progress (abilities.py). For the other events
the log shows, the replay notes each one with the players it involves, from the act that moves the game on
(MOVING_ON in abilities.py, or a new step or turn) up to the next one: a triggered ability waits only until
its event's act is done (official rule, the same reading `ability.skipped` rests on), so a trigger resolved
there was made by an event of that window. The players of an event:

- `cast`: the player who casts the spell (`cast`, or a spell used by `shield_trigger`);
- `enters`: the controller of the creature put into the battle zone (any act that puts one there);
- `destroyed` (battle zone to graveyard) and `leaves` (battle zone to anywhere): its controller as it left;
- `broken`: the shield's owner and, when an attacking creature breaks it, the attacking player;
- `turn_start` / `turn_end`: the turn player (the event is that player's turn), while the log is in the
  `start` / `end` step.

An ability of "this card" (`trigger.card: "self"`) is not judged here: its event is its own card's, which its
player always has in range (601.2b, 601.2d). Where the engine cannot know the event, it does not guess: a
trigger with a `by` condition (the cause is not in the log), an event outside the list, or no event of the
window that the trigger's declared conditions match gives no finding. A finding needs every matching event
of the window to lie partly outside the range.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge.engine.core.abilities import AbilityDef
from judge.engine.core.context import Context
from judge.engine.games.dm_variants import checks as C
from judge.engine.games.dm_variants.state import DMState

WINDOW = "dm:trigger_events"
WINDOW_EVENTS = frozenset({"cast", "enters", "destroyed", "leaves", "broken"})
TURN_EVENTS = {"turn_start": "start", "turn_end": "end"}
EVENT_EN = {
    "cast": "a spell being cast",
    "enters": "a creature entering the battle zone",
    "destroyed": "a creature being destroyed",
    "leaves": "a creature leaving the battle zone",
    "broken": "a shield being broken",
    "turn_start": "the start of a turn",
    "turn_end": "the end of a turn",
}
EVENT_JA = {
    "cast": "呪文を唱えること",
    "enters": "クリーチャーがバトルゾーンに出ること",
    "destroyed": "クリーチャーが破壊されること",
    "leaves": "クリーチャーがバトルゾーンを離れること",
    "broken": "シールドがブレイクされること",
    "turn_start": "ターンの開始",
    "turn_end": "ターンの終わり",
}


@dataclass(frozen=True, slots=True)
class Event:
    name: str
    card: str | None  # the spell, the creature, the shield (None: a turn)
    player: str  # whose event it is, for the trigger's `whose`: caster, controller, shield owner, turn player
    players: frozenset[str]  # every player the whole event involves (601.7)
    src: str | None = None  # the zone the card came from / went to, for `from` / `to` conditions
    dst: str | None = None


ORDER = "dm:trigger_order"


def open_window(state: DMState) -> None:
    """The game moved on: the events of the act before can no longer be what a new trigger waits for."""
    state.extra[WINDOW] = []
    state.extra[ORDER] = []


def record(
    state: DMState,
    name: str,
    card: str | None,
    player: str,
    *,
    also: tuple[str | None, ...] = (),
    src: str | None = None,
    dst: str | None = None,
) -> None:
    players = frozenset({player, *(p for p in also if p is not None)})
    state.extra.setdefault(WINDOW, []).append(Event(name, card, player, players, src, dst))


def trigger_range(state: DMState, seat: str) -> tuple[set[str], bool] | None:
    """The seats whose events `seat`'s triggers may see, and whether a static range (601.12) set them.
    None when the range option is not in use."""
    if state.options.get("range") is None:
        return None
    static = state.options.get("static_range")
    r = static.get(seat) if isinstance(static, dict) else static
    if isinstance(r, int) and not isinstance(r, bool):
        near = {b for b in state.remaining if b == seat or state.distance.get((seat, b), r + 1) <= r}
        return near, True
    return set(state.in_range.get(seat, {seat})), False


def _zone_ok(wanted: Any, zone: str | None) -> bool:
    if wanted is None:
        return True
    allowed = {wanted} if isinstance(wanted, str) else set(wanted) if isinstance(wanted, list) else set()
    return zone in allowed


def _matches(state: DMState, seat: str, source: str, ability: AbilityDef, event: Event) -> bool:
    where = ability.trigger.where if ability.trigger else {}
    if where.get("card") == "other" and event.card == source:
        return False
    whose = where.get("whose", "any")
    if whose == "own" and event.player != seat:
        return False
    if whose == "opponent" and event.player not in state.opponents(seat):
        return False
    return _zone_ok(where.get("from"), event.src) and _zone_ok(where.get("to"), event.dst)


def _candidates(state: DMState, seat: str, source: str, ability: AbilityDef) -> list[Event] | None:
    trigger = ability.trigger
    if trigger is None:
        return None
    if trigger.event in TURN_EVENTS:
        tp = state.turn_player
        if state.step != TURN_EVENTS[trigger.event] or tp is None or not state.players[tp].in_game:
            return None  # 600.3g: a turn with no turn player; or another step, where the event is not known
        events = [Event(trigger.event, None, tp, frozenset({tp}))]
    elif trigger.event in WINDOW_EVENTS:
        events = [e for e in state.extra.get(WINDOW) or [] if e.name == trigger.event]
    else:
        return None
    return [e for e in events if _matches(state, seat, source, ability, e)]


def check(state: DMState, ctx: Context, seat: str, source: str, ability: AbilityDef) -> None:
    """601.7: an `auto` ability resolved although every event of its kind it could have triggered on lies
    partly outside its player's range of influence."""
    trigger = ability.trigger
    if ability.kind != "auto" or trigger is None or trigger.where.get("card") == "self":
        return
    if "by" in trigger.where or not state.multiplayer:
        return
    reach = trigger_range(state, seat)
    if reach is None:
        return
    near, static = reach
    events = _candidates(state, seat, source, ability)
    if not events or any(e.players <= near for e in events):
        return
    outside = sorted({p for e in events for p in e.players - near})
    cards = [e.card for e in events if e.card]
    what = ", ".join(dict.fromkeys(cards)) or ", ".join(sorted({e.player for e in events}))
    ctx.flag(
        C.ABILITY_EVENT_RANGE,
        {
            "seat": seat,
            "ability": ability.id,
            "source": source,
            "event": EVENT_EN[trigger.event],
            "event_ja": EVENT_JA[trigger.event],
            "what": what,
            "outside": ", ".join(outside),
            "range": "static range of influence (601.12)" if static else "range of influence",
            "range_ja": "常在影響範囲" if static else "影響範囲",
        },
        cards=[source, *cards],
        players=[seat, *outside],
        extra_clauses=[f"{C.GAME}:601.12"] if static else (),
    )


# --- 600.4i: the order of triggers that wait at the same time ------------------------------------------
@dataclass(frozen=True, slots=True)
class Resolved:
    rank: int  # the player's place in turn order from the turn player (0)
    seat: str
    source: str
    ability: str
    mark: int  # how many events of the window had happened when it resolved


def _rank(state: DMState, seat: str) -> int | None:
    tp = state.turn_player
    if tp is None or tp not in state.seating or seat not in state.seating:
        return None
    i = state.seating.index(tp)
    order = [state.seating[(i + k) % len(state.seating)] for k in range(len(state.seating))]
    order = [s for s in order if s == seat or state.players[s].in_game]
    return order.index(seat)


def _waited_from(state: DMState, seat: str, source: str, ability: AbilityDef) -> int | None:
    """How many events of the window had happened once this ability's triggering event surely had: 0 when it
    triggered on the act that opened the window (the attack, the turn's start); None when it is not known."""
    trigger = ability.trigger
    if trigger is None or "by" in trigger.where:
        return None
    self_card = trigger.where.get("card") == "self"
    if trigger.event == "attacks":
        attack = state.attack
        if attack is None or (self_card and attack.attacker != source):
            return None
        return 0
    if trigger.event in TURN_EVENTS:
        return 0 if _candidates(state, seat, source, ability) else None
    if trigger.event not in WINDOW_EVENTS:
        return None
    events = state.extra.get(WINDOW) or []
    hits = [
        i
        for i, e in enumerate(events)
        if e.name == trigger.event
        and (e.card == source if self_card else _matches(state, seat, source, ability, e))
    ]
    # It may have triggered on any matching event: only once the last of them had happened is it sure.
    return hits[-1] + 1 if hits else None


def check_order(state: DMState, ctx: Context, seat: str, source: str, ability: AbilityDef) -> None:
    """600.4i: triggered abilities of several players waiting at the same time resolve from the turn
    player's, then the non-turn players' in turn order. An ability that resolves after another player's,
    later in that order, while both were waiting is reported. Team turns order them by 604.4/604.5 and are
    not judged here; two-player games are the official rule's."""
    if ability.kind != "auto" or ability.trigger is None or not state.multiplayer:
        return
    if state.variant.team_turns:
        return
    rank = _rank(state, seat)
    if rank is None:
        return
    done: list[Resolved] = state.extra.setdefault(ORDER, [])
    since = _waited_from(state, seat, source, ability)
    if since is not None:
        before = next((r for r in done if r.rank > rank and since <= r.mark), None)
        if before is not None:
            ctx.flag(
                C.ABILITY_ORDER,
                {
                    "seat": seat,
                    "ability": ability.id,
                    "source": source,
                    "other": before.seat,
                    "other_ability": before.ability,
                    "other_source": before.source,
                    "turn_player": state.turn_player,
                },
                cards=[source, before.source],
                players=[seat, before.seat],
            )
    done.append(Resolved(rank, seat, source, ability.id, len(state.extra.get(WINDOW) or [])))
