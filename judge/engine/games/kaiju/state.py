"""Kaiju game state: per player the areas, strategy zones, kaiju stack and anger, and hidden counts.

The draw pile and the hand are hidden (4.8.2, 4.9.2): the engine keeps their counts, plus the hand
cards the log has named. A card instance id (`P1:c17`) first named when it leaves the hand is taken
from the unnamed hand cards. The kaiju deck zone is hidden only from the opponent (4.6.2); the judge
has the decklist, so the engine knows what is left in it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from judge.engine.core.abilities import Modifiers, Pending, Source, Triggers
from judge.engine.games.kaiju.cards import CardDef

PHASES = ("setup", "start", "main", "repel", "end")
PHASE_INDEX = {p: i for i, p in enumerate(PHASES)}
STRATEGY_ZONES = 2  # 4.5.2
HAND_REFILL = 5  # 7.5.4
OPENING_HAND = 5  # 6.3.1.5


@dataclass(slots=True)
class Card:
    iid: str
    owner: str
    card: str | None
    placed: int = 0  # order of placement, for 11.5.1 ("the card placed last")
    turn_placed: int = 0  # for 7.2.3 ("placed before this turn")
    assault: int | None = None  # the grade it was played as with 【強襲】 (12.5.2)
    under: list[Card] = field(default_factory=list)  # cards it was put onto by 進化 (5.17.1), bottom first


@dataclass(slots=True)
class Player:
    seat: str
    deck: int
    hand: dict[str, Card] = field(default_factory=dict)
    hand_unnamed: int = 0
    discard: dict[str, Card] = field(default_factory=dict)
    areas: dict[int, list[Card]] = field(default_factory=lambda: {a: [] for a in range(1, 9)})
    strategy: list[list[Card]] = field(default_factory=lambda: [[] for _ in range(STRATEGY_ZONES)])
    kaiju_deck: Counter[str] = field(default_factory=Counter)
    stack: list[Card] = field(default_factory=list)  # 進攻怪獣, bottom first (4.7.3)
    area: int = 0  # position of the advancing kaiju (3.3.3); 0 before setup
    anger: int = 0

    @property
    def hand_count(self) -> int:
        return len(self.hand) + self.hand_unnamed


@dataclass(slots=True)
class TurnFlags:
    # None in the four once-per-turn flags: a mid-game snapshot did not say whether it happened before the
    # judge arrived, so a check that depends on it is needs_ruling, never a guess.
    drawn_start: int = 0
    start_known: bool = True  # False: a start-phase snapshot did not say how many cards were drawn
    start_expected: int = 0
    kaiju_played: bool | None = False
    advanced: bool | None = False
    repelled: bool | None = False
    repel_due: bool = False
    end_advanced: bool | None = False
    end_area: int = 0  # the kaiju's area when the end phase began (7.5.2 is judged from there)
    end_draws: int = 0
    # An ability whose text the engine cannot read resolved this turn: its effect may change repel figures.
    loose_effect: bool = False


@dataclass(slots=True)
class KaijuState:
    seats: list[str]  # turn order: first player first
    defs: dict[str, CardDef]
    players: dict[str, Player]
    options: dict[str, Any]
    ids: dict[str, str] = field(default_factory=dict)  # iid -> card id, once known
    turn: int = 0
    phase: str = "setup"
    turn_player: str | None = None
    flags: TurnFlags = field(default_factory=TurnFlags)
    setup_shuffled: set[str] = field(default_factory=set)
    setup_hand: Counter[str] = field(default_factory=Counter)
    placements: int = 0
    # Rule processes the log still owes: (kind, iid) -> evidence; reported ones are remembered.
    pending: dict[tuple[str, str], dict[str, Any]] = field(default_factory=dict)
    reported: set[tuple[str, str]] = field(default_factory=set)
    game_over: bool = False
    winners: list[str] = field(default_factory=list)
    losers: list[str] = field(default_factory=list)
    reason: str | None = None
    continued_reported: bool = False
    # Abilities (10.6): waiting instances, played ones awaiting their `effect` entry with their chosen
    # targets, continuous effects with a duration, and the events any declared ability waits for.
    triggers: Triggers = field(default_factory=Triggers)
    played: dict[tuple[str, str], tuple[Pending, list[list[str]]]] = field(default_factory=dict)
    # The last ability played from each card and the cards drawn for it so far (its declared `draw`).
    drawing: dict[str, tuple[str, int]] = field(default_factory=dict)
    modifiers: Modifiers = field(default_factory=Modifiers)
    watch: frozenset[str] = frozenset()
    has_continuous: bool = False
    with_abilities: frozenset[str] = frozenset()  # card ids with declared abilities
    sources: dict[str, Source] = field(default_factory=dict)  # trigger sources, built once per card
    # Tokens that left the areas and so ceased to exist (9.1.4.2): iid -> the zone they were moved to.
    vanished: dict[str, str] = field(default_factory=dict)
    # Cards whose event a replacement effect replaced (10.9.1.1): iid -> the event that did not happen.
    replaced: dict[str, str] = field(default_factory=dict)
    # Waiting instances the log declined (10.6.3.2.1), so an effect for one later cites that clause.
    declined: set[tuple[str, str]] = field(default_factory=set)
    # The turn in which a 【強襲】 discard uncovered a kaiju that did not appear (12.5.3).
    assault_uncovered: int | None = None
    # Cards a played effect made lose their abilities (10.8.1.2): (card, until).
    ability_loss: list[tuple[str, str]] = field(default_factory=list)
    # A 【進化】 search whose effect entry says the deck was not shuffled: (seat, card, ability) (12.6.2).
    owed_shuffle: tuple[str, str, str] | None = None
    # Traits given by played effects (10.8.1.3): (card, traits, until).
    granted: list[tuple[str, tuple[str, ...], str]] = field(default_factory=list)

    def opponent(self, seat: str) -> str:
        return self.seats[1] if seat == self.seats[0] else self.seats[0]

    def card_def(self, iid: str | None) -> CardDef | None:
        if iid is None:
            return None
        cid = self.ids.get(iid)
        return self.defs.get(cid) if cid else None

    def top(self, seat: str) -> Card | None:
        stack = self.players[seat].stack
        return stack[-1] if stack else None

    def end_game(self, winners: list[str], losers: list[str], reason: str) -> None:
        if self.game_over:
            return
        self.game_over = True
        self.winners, self.losers, self.reason = winners, losers, reason
