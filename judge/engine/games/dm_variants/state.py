"""Duel Masters game state: per seat the zones, who is still in the game, the turn and the attack.

Hidden zones (deck, hand, shields) keep a count of unidentified cards plus the cards the log has
named; a card instance id (`P1:c17`, the owner before the colon) first named when it leaves such a
zone is taken from the unidentified ones. Public zones (mana, battle, graveyard) list their cards.
Variants add zones of their own (超統率ゾーン, the GR pile …) through `Player.zones`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from judge.engine.games.dm_variants.cards import CardDef

if TYPE_CHECKING:
    from judge.engine.games.dm_variants.variants import Variant

STEPS = ("start", "draw", "charge", "main", "attack", "end")
STEP_INDEX = {s: i for i, s in enumerate(STEPS)}
HIDDEN_ZONES = ("deck", "hand", "shields")
PUBLIC_ZONES = ("mana", "battle", "graveyard", "hyperspatial", "gr", "command", "removed")
ZONES = HIDDEN_ZONES + PUBLIC_ZONES


@dataclass(slots=True)
class Card:
    iid: str
    owner: str
    card: str | None
    controller: str
    tapped: bool = False
    entered: int = -1  # turn it came into its zone (summoning sickness; multicoloured mana)
    face_down: bool = False


@dataclass(slots=True)
class Zone:
    cards: dict[str, Card] = field(default_factory=dict)
    hidden: int = 0  # unidentified cards (deck, hand, face-down shields)

    @property
    def count(self) -> int:
        return len(self.cards) + self.hidden


@dataclass(slots=True)
class Player:
    seat: str
    zones: dict[str, Zone] = field(default_factory=lambda: {z: Zone() for z in ZONES})
    in_game: bool = True
    why_out: str | None = None
    turns_taken: int = 0

    def zone(self, name: str) -> Zone:
        return self.zones.setdefault(name, Zone())


@dataclass(slots=True)
class Attack:
    attacker: str
    seat: str  # the attacking player
    defender: str
    target: str  # a seat or a creature iid
    blocker: str | None = None
    broken: list[str] = field(default_factory=list)
    broke: bool = False
    shields_at_declare: int = 0
    direct: bool = False
    attacker_left: bool = False


@dataclass(slots=True)
class TurnFlags:
    drawn: int = 0
    charged: int = 0
    first_turn: bool = False


@dataclass(slots=True)
class DMState:
    variant: Variant
    seating: list[str]  # clockwise, as listed in the header
    initial_seating: list[str]
    first_player: str
    defs: dict[str, CardDef]
    players: dict[str, Player]
    options: dict[str, Any]
    decklists: dict[str, dict[str, Any]]
    ids: dict[str, str] = field(default_factory=dict)  # iid -> card id once known
    turn: int = 0
    step: str = "setup"
    turn_player: str | None = None
    flags: TurnFlags = field(default_factory=TurnFlags)
    attack: Attack | None = None
    # Recomputed at each turn start (601.2c, 602.3, 600.10): seat -> seats in range / adjacent.
    in_range: dict[str, set[str]] = field(default_factory=dict)
    distance: dict[tuple[str, str], int] = field(default_factory=dict)
    adjacent: dict[str, set[str]] = field(default_factory=dict)
    setup_shields: dict[str, int] = field(default_factory=dict)
    setup_hand: dict[str, int] = field(default_factory=dict)
    game_over: bool = False
    winners: list[str] = field(default_factory=list)
    losers: list[str] = field(default_factory=list)  # in the order they left
    reason: str | None = None
    continued_reported: bool = False
    reported_policies: set[str] = field(default_factory=set)
    removed_cards: dict[str, str] = field(default_factory=dict)  # iid -> seat it left with
    # Per-variant bookkeeping (a variant keeps its own figures here, under its own keys).
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def multiplayer(self) -> bool:
        """100.1: a game *started* with 3 or more players stays multiplayer as players leave."""
        return len(self.seating) >= 3

    @property
    def remaining(self) -> list[str]:
        return [s for s in self.seating if self.players[s].in_game]

    def card_def(self, iid: str | None) -> CardDef | None:
        if iid is None:
            return None
        cid = self.ids.get(iid)
        return self.defs.get(cid) if cid else None

    def find(self, iid: str) -> tuple[str, str] | None:
        """(seat, zone) of a named card."""
        for seat, p in self.players.items():
            for name, zone in p.zones.items():
                if iid in zone.cards:
                    return seat, name
        return None

    def opponents(self, seat: str) -> list[str]:
        return [s for s in self.remaining if s != seat and not self.variant.teammates(self, seat, s)]
