"""Kaiju abilities at play: which cards' abilities are active (10.3.4), the events the engine feeds to
the shared trigger book, targets (10.5.3), and figures with continuous effects applied (10.8.1).

Events are emitted only when some declared ability waits for them (``state.watch``), so a game of
vanilla cards pays nothing for this machinery.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from judge.engine.core.abilities import AbilityDef, Event, Modifier, Pending, Source, TargetSpec
from judge.engine.games.kaiju.cards import ENGAGE, KAIJU, STRATEGY, CardDef
from judge.engine.games.kaiju.state import Card, KaijuState
from judge.engine.games.kaiju.vocab import VOCAB

ANGER_THREAT = 5000  # 3.4.5
# 12.5.2's "at the start of your next end phase, discard this card": a delayed trigger (10.6.5) the
# engine creates when a card is played with 【強襲】; the log settles it with `assault_discard`.
ASSAULT_DISCARD = AbilityDef(id="assault_discard", kind="auto", keywords={"assault": True})


def assault_due(state: KaijuState, seat: str) -> None:
    """7.5.1: the end phase starts; each 【強襲】 card of the turn player's advancing kaiju waits to go."""
    for card in state.players[seat].stack:
        if card.assault is not None:
            event = Event("phase_start", None, None, seat, {"phase": "end"})
            state.triggers.pending.append(Pending(card.iid, ASSAULT_DISCARD, seat, event))


def init_watch(state: KaijuState) -> None:
    state.watch = frozenset(
        a.trigger.event for d in state.defs.values() for a in d.abilities if a.trigger is not None
    )
    state.has_continuous = any(a.kind == "continuous" for d in state.defs.values() for a in d.abilities)
    state.with_abilities = frozenset(cid for cid, d in state.defs.items() if d.abilities)


def awaken_level(ability: AbilityDef) -> int | None:
    value = ability.keywords.get("awaken")
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def awake(state: KaijuState, ability: AbilityDef, master: str) -> bool:
    """12.4.2: an ability with 【覚醒(n)】 works only while its master's kaiju is in area n or higher."""
    n = awaken_level(ability)
    return n is None or state.players[master].area >= n


def active_cards(state: KaijuState) -> Iterable[Card]:
    """Cards whose abilities work now: kaiju and engage cards in an area (10.3.4.2; of the advancing
    kaiju only its top card, 3.2.3.1 and rulings kaiju 8), strategy cards in a strategy zone (10.3.4.3).
    Cards under another (進化 5.17.1) are not in these lists, so their abilities do not work (12.7.3)."""
    for seat in state.seats:
        p = state.players[seat]
        if p.stack:
            yield p.stack[-1]
        for cards in p.areas.values():
            yield from cards
        for pile in p.strategy:
            yield from pile


def sources(state: KaijuState, also: Card | None = None) -> list[Source]:
    """The active cards with declared abilities, as trigger sources (built once per card and kept)."""
    out: list[Source] = []
    cache = state.sources
    with_abilities = state.with_abilities
    ids = state.ids
    for seat in state.seats:  # the same cards as active_cards(), without a generator (replay speed)
        p = state.players[seat]
        piles = [p.stack[-1:], *p.areas.values(), *p.strategy]
        for pile in piles:
            for card in pile:
                cid = card.card or ids.get(card.iid)  # a card named after it was drawn carries no id
                if cid in with_abilities and not (state.ability_loss and abilities_lost(state, card.iid)):
                    source = cache.get(card.iid)
                    if source is None:
                        source = cache[card.iid] = Source(card.iid, card.owner, state.defs[cid].abilities)
                    out.append(source)
    cid = None if also is None else also.card or ids.get(also.iid)
    if (
        also is not None
        and cid in with_abilities
        and all(s.iid != also.iid for s in out)
        and not (state.ability_loss and abilities_lost(state, also.iid))
    ):
        out.append(Source(also.iid, also.owner, state.defs[cid].abilities))
    return out


def _reader(state: KaijuState) -> Callable[[str, Any, Event, Source], bool | None]:
    def read(key: str, want: Any, event: Event, source: Source) -> bool | None:
        wants = want if isinstance(want, list) else [want]
        if key == "phase":
            return event.data.get("phase") in wants
        if key == "area":
            return event.data.get("area", event.data.get("to_area")) in wants
        d = state.card_def(event.card)
        if key == "type":
            return d is not None and d.type in wants
        if key == "trait":
            # 10.6.4.1.2: a card that left the field is read as it was there (`traits` of the event).
            have = event.data.get("traits")
            if have is None:
                have = traits_of(state, event.card) if d is not None else ()
            return any(t in have for t in wants)
        return None

    return read


def emit(
    state: KaijuState,
    name: str,
    card: str | None = None,
    seat: str | None = None,
    also: Card | None = None,
    **data: Any,
) -> None:
    """An event happened: every active automatic ability it meets becomes pending (10.6.2, 10.6.2.1).

    ``also`` is a card that just left the field: a trigger on leaving looks back at it as it was there
    (10.6.4.1.2), provided its abilities worked there (a covered card's 逆襲 does not, 12.7.3).
    """
    if name not in state.watch:
        return
    active = sources(state, also)
    if not active:
        return
    event = Event(name, None, card, seat, data)
    new = state.triggers.notice(event, active, VOCAB.triggered_kinds, _reader(state))
    for pending in new:
        if not awake(state, pending.ability, pending.master):
            state.triggers.pending.remove(pending)  # 12.4.2: not active below its area


def card_seat(card: Card) -> str:
    return card.owner


# --- targets (10.5.3) --------------------------------------------------------------------------------
def _where(state: KaijuState, iid: str) -> tuple[str, str, int] | None:
    for seat, p in state.players.items():
        if p.stack and p.stack[-1].iid == iid:
            return seat, "advancing", 0
        for area, cards in p.areas.items():
            if any(c.iid == iid for c in cards):
                return seat, "area", area
        for i, pile in enumerate(p.strategy):
            if any(c.iid == iid for c in pile):
                return seat, "strategy", i
        if iid in p.discard:
            return seat, "discard", 0
        if iid in p.hand:
            return seat, "hand", 0
    return None


def target_reason(state: KaijuState, master: str) -> Callable[[TargetSpec, str], tuple[str, str] | None]:
    """Why a card may not be a target of a group (None: it may), in the game's words."""

    def why_not(spec: TargetSpec, iid: str) -> tuple[str, str] | None:
        where = _where(state, iid)
        if where is None:
            return f"{iid} is not where the text looks", f"{iid}は指定の領域にありません"
        seat, zone, area = where
        wanted = spec.zone or ("area" if spec.where.get("type") == ENGAGE else None)
        if wanted is not None and zone != wanted:
            return f"{iid} is in the {zone}, not the {wanted}", f"{iid}は{zone}にあり、{wanted}にありません"
        if wanted is None and zone not in ("area", "advancing", "strategy"):
            return f"{iid} is not on the field", f"{iid}はフィールドにありません"
        if (spec.whose == "own" and seat != master) or (spec.whose == "opponent" and seat == master):
            return f"{iid} is not {spec.whose}", f"{iid}は指定のプレイヤーのカードではありません"
        d = state.card_def(iid)
        cond = spec.where
        if "type" in cond and (d is None or d.type not in _list(cond["type"])):
            return f"{iid} is not a {cond['type']} card", f"{iid}は{cond['type']}カードではありません"
        if "trait" in cond and (d is None or not set(_list(cond["trait"])) & set(d.traits)):
            return f"{iid} lacks the trait {cond['trait']}", f"{iid}は特徴{cond['trait']}を持ちません"
        if "max_grade" in cond and (d is None or d.grade > cond["max_grade"]):
            return f"{iid} is above grade {cond['max_grade']}", f"{iid}の等級は{cond['max_grade']}を超えます"
        if "area" in cond and (zone != "area" or area not in _list(cond["area"])):
            return f"{iid} is not in area {cond['area']}", f"{iid}はエリア{cond['area']}にありません"
        return None

    return why_not


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else [value]


def target_candidates(state: KaijuState) -> Callable[[TargetSpec], list[str]]:
    def candidates(spec: TargetSpec) -> list[str]:
        out: list[str] = []
        for p in state.players.values():
            zone = spec.zone
            if zone in (None, "area"):
                out.extend(c.iid for cards in p.areas.values() for c in cards)
            if zone in (None, "advancing") and p.stack:
                out.append(p.stack[-1].iid)
            if zone in (None, "strategy"):
                out.extend(c.iid for pile in p.strategy for c in pile)
            if zone == "discard":
                out.extend(p.discard)
        return out

    return candidates


# --- figures with continuous effects (10.8.1) --------------------------------------------------------
def _layers(state: KaijuState, card: Card, d: CardDef, stat: str) -> list[tuple[int, dict[str, int]]]:
    """The numeric continuous effects on a card, each with the time that orders it (10.8.1.7)."""
    layers: list[tuple[int, dict[str, int]]] = []
    for source in active_cards(state):
        sd = state.card_def(source.iid)
        if sd is None or not sd.abilities:
            continue
        if state.ability_loss and abilities_lost(state, source.iid):
            continue  # 10.8.1.2: losing abilities applies before any numeric change (10.8.1.5)
        for ability in sd.abilities:
            if ability.kind != "continuous" or "modify" not in ability.effect:
                continue
            if not _applies(state, ability, source, card, d) or not awake(state, ability, source.owner):
                continue
            changes = ability.effect["modify"]
            if isinstance(changes, dict) and (stat in changes or f"set:{stat}" in changes):
                layers.append((source.placed, dict(changes)))  # 10.8.1.7.1: when its card was placed
    for m in state.modifiers.active:
        if m.card == card.iid and (stat in m.changes or f"set:{stat}" in m.changes):
            layers.append((m.since or 0, dict(m.changes)))  # 10.8.1.7.2: when it was played
    layers.sort(key=lambda layer: layer[0])
    return layers


def _applies(state: KaijuState, ability: AbilityDef, source: Card, card: Card, d: CardDef) -> bool:
    to = ability.effect.get("applies_to", "self")
    trait = ability.effect.get("trait")
    if trait is not None and trait not in d.traits:
        return False
    if to == "self":
        return source.iid == card.iid
    top = state.top(source.owner)
    if to == "own_kaiju":
        return top is not None and top.iid == card.iid
    if to == "opponent_kaiju":
        other = state.top(state.opponent(source.owner))
        return other is not None and other.iid == card.iid
    if to == "own_engage":
        return card.owner == source.owner and d.type == ENGAGE and (top is None or top.iid != card.iid)
    return False


def figure(state: KaijuState, card: Card, stat: str, base: int, anger: int = 0) -> int:
    """10.8.1: printed value (10.8.1.1), anger (10.8.1.4), then numeric effects in their order (10.8.1.5,
    10.8.1.7). A `set:` change overrides what came before it, anger included."""
    d = state.card_def(card.iid)
    value = base + anger
    if d is None or not (state.modifiers.active or state.has_continuous):
        return value
    for _, changes in _layers(state, card, d, stat):
        if f"set:{stat}" in changes:
            value = changes[f"set:{stat}"]
        value += changes.get(stat, 0)
    return value


def add_modifier(
    state: KaijuState, source: str, ability: AbilityDef, card: str, changes: dict[str, int]
) -> None:
    state.placements += 1  # one clock for placements and plays, so 10.8.1.7's order is total
    until = ability.duration or "game"  # 10.2.1.2: no period given means for this game
    state.modifiers.add(Modifier(source, ability.id, card, changes, until, state.placements))


def power_touched_by_text(d: CardDef) -> bool:
    """Whether a card's unread text could change repel power or threat: undeclared abilities, or a
    continuous ability declared only in free text (an automatic one acts through logged effects)."""
    return d.text or any(a.unmodelled and a.kind == "continuous" for a in d.abilities)


def is_field_type(d: CardDef | None) -> bool:
    return d is not None and d.type in (KAIJU, ENGAGE, STRATEGY)


# --- abilities lost and traits given by played effects (10.8.1.2, 10.8.1.3) -----------------------------
def _affects(state: KaijuState, master: str, cond: Any, iid: str) -> bool:
    """Whether a played effect's card condition (`whose`, `type`, `trait`) covers this card."""
    if not isinstance(cond, dict):
        return False
    d = state.card_def(iid)
    if d is None:
        return False
    whose = cond.get("whose", "any")
    owner = iid.split(":", 1)[0]
    if (whose == "own" and owner != master) or (whose == "opponent" and owner == master):
        return False
    if "type" in cond and d.type not in _list(cond["type"]):
        return False
    return "trait" not in cond or bool(set(_list(cond["trait"])) & set(d.traits))


def abilities_lost(state: KaijuState, iid: str) -> bool:
    """10.8.1.2: an effect played earlier makes this card lose all its abilities now."""
    return any(card == iid for card, _ in state.ability_loss)


def traits_of(state: KaijuState, iid: str | None) -> tuple[str, ...]:
    """Printed traits plus those played effects gave the card (10.8.1.3)."""
    d = state.card_def(iid)
    printed = d.traits if d is not None else ()
    if not state.granted or iid is None:
        return tuple(printed)
    extra = [t for card, traits, _ in state.granted if card == iid for t in traits]
    return tuple(printed) + tuple(t for t in extra if t not in printed)


def resolve_continuous(state: KaijuState, master: str, ability: AbilityDef) -> None:
    """A played ability's lasting effects on cards' abilities and traits, for its duration (10.2.1.2):
    `{"lose_abilities": {conditions}}` and `{"gain_traits": {"traits": […], conditions}}` reach the
    matching cards on the field now; a card that comes later, or changes zones other than area to area,
    is not affected (10.8.2)."""
    until = ability.duration or "game"
    lose = ability.effect.get("lose_abilities")
    if isinstance(lose, dict):
        for card in list(active_cards(state)):
            if _affects(state, master, lose, card.iid):
                state.ability_loss.append((card.iid, until))
    gain = ability.effect.get("gain_traits")
    if isinstance(gain, dict):
        traits = tuple(str(t) for t in _list(gain.get("traits", [])))
        for card in active_cards(state):
            if _affects(state, master, gain, card.iid) and traits:
                state.granted.append((card.iid, traits, until))


def expire_card_effects(state: KaijuState, *boundaries: str) -> None:
    state.ability_loss = [x for x in state.ability_loss if x[1] not in boundaries]
    state.granted = [x for x in state.granted if x[2] not in boundaries]


def forget_granted(state: KaijuState, iid: str) -> None:
    """10.8.2: a card that changed zones (not area to area) is a new object to played effects."""
    if state.granted:
        state.granted = [x for x in state.granted if x[0] != iid]
    if state.ability_loss:
        state.ability_loss = [x for x in state.ability_loss if x[0] != iid]
