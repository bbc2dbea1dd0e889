"""Rebirth game state: players, their zones, card instances and what is known about each card.

Hidden zones (deck, hand, the face-down partner pile) hold a count of *unidentified* cards besides
the named instances. A log names a card by a stable instance id (`P1:c17`); the first time an id
appears it is taken from the unidentified cards of the zone it comes from. Identities are bound
against the registered decklist, so a card the deck cannot contain is a log error.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from judge.engine.core.abilities import AbilityDef, Modifiers, Triggers
from judge.engine.games.rebirth.cards import PARTNER, REBIRTH, CardDef

ZONES = (
    "deck",
    "hand",
    "entry",
    "member",
    "energy",
    "rebirth",
    "retire",
    "waiting_room",
    "memory",
    "soul",
    "partners",  # the 3 partners presented face down before the game (6.2.1.1)
    "removed",  # 除外 (5.20.1): in no zone at all; kept so the log can still name the card
)
HIDDEN_ZONES = frozenset({"deck", "hand", "partners"})
ZONES_WITH_ORIENTATION = frozenset({"entry", "member", "energy"})
PHASES = ("setup", "standby", "energy", "main", "attack", "end")
PHASE_INDEX = {p: i for i, p in enumerate(PHASES)}
ATTACK_STEPS = ("start", "block", "damage", "close")
MEMBER_SLOTS = 3  # 4.5.3.1


@dataclass(slots=True)
class Card:
    iid: str
    owner: str
    card: str | None
    zone: str
    holder: str
    face_down: bool = False
    rested: bool = False
    damage: int = 0
    slot: int | None = None
    placed: int = 0
    partner_attacked: bool = False
    atk_mod: int = 0
    def_mod: int = 0
    # Bumped on every zone change: a card that changes zones is a new object (4.1.4).
    incarnation: int = 0


@dataclass(slots=True)
class Attack:
    attacker_seat: str
    defender_seat: str
    attacker: str | None
    attacker_incarnation: int
    defender: str | None
    defender_incarnation: int
    support: str | None
    partner: bool
    blocked_by: str | None = None
    damaged: bool = False
    seq: int | None = None
    # An automatic ability was played in the damage step's first check timing (8.4.2): the damage
    # (8.4.3) comes after what resolves it.
    pre_damage: bool = False
    # Its close step has begun (8.5.1): 'this attack ends' triggers have been made to wait.
    closed: bool = False


@dataclass(slots=True)
class Played:
    """An ability played and not yet resolved: what its `effect` entries are checked against."""

    card: str
    ability: AbilityDef
    master: str
    seq: int | None
    # The chosen targets per group, each with the incarnation it had when chosen (4.1.4).
    targets: list[list[tuple[str, int]]]


@dataclass(slots=True)
class Player:
    seat: str
    zones: dict[str, dict[str, Card]]
    unidentified: Counter[str]
    # Card ids of the registered decklist not yet bound to an instance.
    main_pool: Counter[str]
    partner_pool: Counter[str]
    eliminated: bool = False
    turns_taken: int = 0
    team: int | None = None

    def count(self, zone: str) -> int:
        return len(self.zones[zone]) + self.unidentified[zone]


@dataclass(slots=True)
class TurnFlags:
    """What has happened in the current turn, per seat where it matters."""

    standby_draws: Counter[str] = field(default_factory=Counter)
    energy_partner: Counter[str] = field(default_factory=Counter)
    energy_other: Counter[str] = field(default_factory=Counter)
    abilities: set[tuple[str, int, str]] = field(default_factory=set)
    attacks: int = 0
    actor_seen: bool = False


@dataclass(slots=True)
class SetupFlags:
    entry: Counter[str] = field(default_factory=Counter)
    shuffled: set[str] = field(default_factory=set)
    drawn: Counter[str] = field(default_factory=Counter)
    partners: Counter[str] = field(default_factory=Counter)
    energy_partner: Counter[str] = field(default_factory=Counter)


@dataclass(slots=True)
class RebirthState:
    variant: str
    seats: list[str]  # turn order, starting with the first player
    teams: list[list[str]]  # seating per team, left to right (team formats only)
    first_player: str
    options: dict[str, Any]
    defs: dict[str, CardDef]
    players: dict[str, Player]
    cards: dict[str, Card] = field(default_factory=dict)
    turn: int = 0
    phase: str = "setup"
    step: str | None = None
    turn_seats: tuple[str, ...] = ()
    turn_flags: TurnFlags = field(default_factory=TurnFlags)
    setup: SetupFlags = field(default_factory=SetupFlags)
    attack: Attack | None = None
    clock: int = 0
    from_snapshot: bool = False
    losers: list[str] = field(default_factory=list)
    winners: list[str] = field(default_factory=list)
    game_over: bool = False
    game_over_reason: str = ""
    continued_reported: bool = False
    # Conditions already reported as skipped, so one missed process is reported once.
    reported: set[tuple[Any, ...]] = field(default_factory=set)
    partner_iids: set[str] = field(default_factory=set)
    settled_clock: int = -1
    left_this_turn: set[str] = field(default_factory=set)
    clock_when_empty: dict[str, int] = field(default_factory=dict)
    team_points: list[int] = field(default_factory=lambda: [0, 0])
    # --- declared abilities (chapter 9); all idle when no card of the header declares abilities ---
    abilities_on: bool = False
    triggers: Triggers = field(default_factory=Triggers)
    modifiers: Modifiers = field(default_factory=Modifiers)
    # Zone changes made by the entry being applied: (card, from zone, to zone, former holder).
    moves: list[tuple[Card, str, str, str]] = field(default_factory=list)
    played: dict[tuple[str, str], Played] = field(default_factory=dict)
    last_act: str | None = None
    # 7.2.2's triggers (turn start, standby start, game start on the first turn) wait for the standby's
    # stand and draw (7.2.1): "game"/"turn" until the draw is logged, then None.
    standby_due: str | None = None
    # Standby-start abilities played before the draw (reported), whose instance the draw then makes.
    early: list[tuple[str, str]] = field(default_factory=list)
    # Waiting abilities reported as skipped this turn: playing one later is the same mistake, not another.
    late: list[tuple[str, str]] = field(default_factory=list)
    # The plays of this turn a cancel ability may answer (9.7.3), by seq: what was played, and by whom.
    plays: dict[int, tuple[str, str]] = field(default_factory=dict)
    last_play: int | None = None
    # Cancel abilities presented against the current play, in order (9.7.3.3 resolves them in reverse).
    cancels: list[tuple[str, str]] = field(default_factory=list)
    # A log from a snapshot may open in the middle of a resolution: until its first entry that is not an
    # `effect`, an effect may resolve an ability played before the snapshot.
    snapshot_resolving: bool = True
    # Precomputed at the start: per card id its automatic abilities with the zones they work in, the
    # events any of them waits for, and the zones where such cards can be active.
    trigger_index: dict[str, tuple[tuple[AbilityDef, frozenset[str]], ...]] = field(default_factory=dict)
    trigger_events: frozenset[str] = frozenset()
    trigger_zones: tuple[str, ...] = ()

    # --- lookups -------------------------------------------------------------------------------
    def defn(self, card: Card | None) -> CardDef | None:
        if card is None or card.card is None:
            return None
        return self.defs.get(card.card)

    def is_partner(self, card: Card) -> bool | None:
        d = self.defn(card)
        if d is not None:
            return d.type == PARTNER
        return None

    def entry_character(self, seat: str) -> Card | None:
        entry = self.players[seat].zones["entry"]
        if not entry:
            return None
        return max(entry.values(), key=lambda c: c.placed)

    def opponents(self, seat: str) -> list[str]:
        return [s for s in self.seats if s != seat and not self.players[s].eliminated]

    def team_of(self, seat: str) -> int | None:
        return self.players[seat].team

    def teammates(self, seat: str) -> list[str]:
        team = self.players[seat].team
        if team is None:
            return []
        return [s for s in self.teams[team] if s != seat]

    # --- moving cards --------------------------------------------------------------------------
    def move(
        self,
        card: Card,
        zone: str,
        holder: str | None = None,
        *,
        slot: int | None = None,
        face_down: bool = False,
    ) -> None:
        src = self.players[card.holder].zones[card.zone]
        src.pop(card.iid, None)
        if self.abilities_on:
            self.moves.append((card, card.zone, zone, card.holder))
            if self.modifiers.active:
                self.modifiers.forget_card(card.iid)  # a new object: effects on it end (4.1.4)
        holder = holder or card.holder
        self.clock += 1
        card.zone = zone
        card.holder = holder
        card.slot = slot
        card.face_down = face_down
        card.rested = False  # cards enter standing (4.3.2.3)
        card.damage = 0  # a new entry character has 0 damage (4.4.4.1)
        card.partner_attacked = False
        card.atk_mod = card.def_mod = 0
        card.placed = self.clock
        card.incarnation += 1
        self.players[holder].zones[zone][card.iid] = card

    def forget_deck(self, seat: str) -> None:
        """After a shuffle nobody knows which deck card is which: named deck cards become unidentified."""
        player = self.players[seat]
        deck = player.zones["deck"]
        for card in deck.values():
            if card.card is not None:
                d = self.defs.get(card.card)
                if d is not None and d.type == PARTNER:
                    player.partner_pool[card.card] += 1
                else:
                    player.main_pool[card.card] += 1
            del self.cards[card.iid]
            self.partner_iids.discard(card.iid)
        player.unidentified["deck"] += len(deck)
        deck.clear()

    def rebirth_cards(self, seat: str) -> list[Card]:
        return [
            c
            for c in self.players[seat].zones["rebirth"].values()
            if (d := self.defn(c)) and d.type == REBIRTH
        ]
