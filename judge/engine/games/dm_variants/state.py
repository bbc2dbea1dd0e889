"""Duel Masters game state: per seat the zones, who is still in the game, the turn and the attack.

Hidden zones (deck, hand, shields) keep a count of unidentified cards plus the cards the log has
named; a card instance id (`P1:c17`, the owner before the colon) first named when it leaves such a
zone is taken from the unidentified ones. Public zones (mana, battle, graveyard) list their cards.
Variants add zones of their own (超統率ゾーン, the GR pile …) through `Player.zones`.

The format's `Variant` is defined here too: the state carries it (`DMState.variant`) and every hook
takes the state, so the two name each other and one module holds both; variants/ holds the formats
and the registry that finds one by its code.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from judge.engine.core.context import Context
from judge.engine.games.dm_variants.cards import CardDef
from judge.engine.games.dm_variants.formats import FORMATS, FormatSpec

if TYPE_CHECKING:
    import random

    from judge.engine.core.entries import Entry
    from judge.engine.games.dm_variants.checks import CheckSpec

STEPS = ("start", "draw", "charge", "main", "attack", "end")
STEP_INDEX = {s: i for i, s in enumerate(STEPS)}
HIDDEN_ZONES = ("deck", "hand", "shields")
PUBLIC_ZONES = ("mana", "battle", "graveyard", "hyperspatial", "gr", "command", "removed")
ZONES = HIDDEN_ZONES + PUBLIC_ZONES
# What a mid-game snapshot (snapshot.py) did not say: each mark in DMState.extra holds the turn whose fact
# is unknown (SNAP_MOVES: the commanders whose count is), so the check that turns on it asks for a ruling.
SNAP_DRAWN = "snap:drawn_unknown"  # cards drawn in the draw step before the snapshot
SNAP_CHARGED = "snap:charged_unknown"  # mana charged this turn before the snapshot
SNAP_NAMES = "snap:names_unknown"  # 701.12: names used this turn before the snapshot
SNAP_CMD_DRAW = "snap:commander_draw_unknown"  # 701.16: the turn player's commander draw
SNAP_MOVES = "snap:moves_unknown"  # commanders whose moves out of 超統率ゾーン are unknown (701.14)
BEFORE_SNAPSHOT = "what happened this turn before the snapshot"
UNKNOWN_ENTERED = -2  # Card.entered of a snapshot card that may have come in this turn


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
    # What the three were last computed from (players left, range option): actions.compute_ranges.
    ranges_key: tuple[Any, ...] | None = None
    # (owner, card id) -> whether the owner's decklist lists the card (actions.bind; decklists never change).
    listed: dict[tuple[str, str], bool] = field(default_factory=dict)
    # card id -> how its creature binds attacks, or None (actions._lure_how; a card's abilities never change).
    lure_by_card: dict[str, str | None] = field(default_factory=dict)
    setup_shields: dict[str, int] = field(default_factory=dict)
    setup_hand: dict[str, int] = field(default_factory=dict)
    game_over: bool = False
    winners: list[str] = field(default_factory=list)
    losers: list[str] = field(default_factory=list)  # in the order they left
    reason: str | None = None
    continued_reported: bool = False
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


Handler = Callable[[DMState, "Entry", Any], None]
Problem = tuple["CheckSpec", dict[str, Any]]


class Variant:
    """A format's rules wherever they may differ from the base game; each hook's default is right for an
    individual free-for-all, or the two-player game.

        validate(state, ctx)                 header checks: seat count, options the format forbids
        setup(state)                         extra zones per seat (超統率ゾーン, GR …)
        shields(state, seat) / hand_size     setup figures (5 / 5 by the official rules)
        teammates(state, a, b)               team membership (101.1)
        next_turn_player(state)              who takes the next turn (600.7; 604 team turns, 607 markers)
        judges_turn_order(state, actor)      the format reports this wrong turn player itself (604.6, 607.4)
        expected_draws(state, seat)          cards drawn in the draw step (600.8, 604.3b, 608.7, 609.5)
        attack_problems(state, seat, defender)  extra reasons an attack on `defender` is illegal
        may_block(state, blocker_seat, attack)  who blocks (600.6c; 608.8d lets either defender block)
        shield_seats(state, defender)        whose shield zones an attack on `defender` breaks (608.6)
        handlers()                           extra acts: {act: handler(state, entry, ctx)}
        propagate_loss(state, seat)          seats that lose with `seat` (608.9a, 609.6b)
        winners(state)                       the winners once the game is decided, else None
        win_effect_losers(state, seat, ctx)  who loses when a card says `seat` wins (600.9, 601.11, 701.7)
        finish(state, ctx)                   end-of-log checks
        generator_options(rng, seats)        header options for the legal-play generator
    """

    code = ""
    generator_seats: tuple[int, ...] = ()  # seat counts the generator plays this format with
    # Extra and skipped turns (`extra_turn`, `skip_turn`) follow the individual turn order; the team
    # formats (604.6) and the grand melee's markers (607.4i, not modelled) say otherwise.
    individual_turn_effects = True
    team_turns = False  # 604: teams take one turn together (their triggers order by 604.4/604.5)

    @property
    def spec(self) -> FormatSpec:
        return FORMATS[self.code]

    # --- header and setup ------------------------------------------------------------------------
    def validate(self, state: DMState, ctx: Context) -> None:
        from judge.engine.games.dm_variants import checks as C

        spec, count = self.spec, len(state.seating)
        if count < spec.min_seats or (spec.max_seats is not None and count > spec.max_seats):
            wanted = (
                str(spec.min_seats)
                if spec.max_seats == spec.min_seats
                else f"{spec.min_seats}+"
                if spec.max_seats is None
                else f"{spec.min_seats}-{spec.max_seats}"
            )
            ctx.flag(
                C.SEAT_COUNT,
                {"format": spec.name_en, "format_ja": spec.name_ja, "wanted": wanted, "count": count},
            )

    def setup(self, state: DMState) -> None:
        return

    def shields(self, state: DMState, seat: str) -> int:
        shields = state.options.get("shields")
        return shields if isinstance(shields, int) else 5

    def hand_size(self, state: DMState, seat: str) -> int:
        return 5

    def setup_shields_check(self, state: DMState, seat: str) -> CheckSpec | None:
        """The check a wrong setup shield count breaks when a variant clause gives the count (701.6, 702.5);
        None: the official count, or one agreed for the event (the core's `setup.shields`)."""
        return None

    def setup_hand_check(self, state: DMState, seat: str) -> CheckSpec | None:
        """The check a wrong opening hand breaks when a variant clause gives its size (701.6); None: the
        official five cards (the core's `setup.opening_hand`)."""
        return None

    # --- seats and turns -------------------------------------------------------------------------
    def teammates(self, state: DMState, a: str, b: str) -> bool:
        return False

    def next_turn_player(self, state: DMState) -> str | None:
        """600.7: clockwise from the starting player, skipping players who left (600.3a)."""
        if state.turn_player is None:
            return state.first_player
        seats = state.seating
        i = seats.index(state.turn_player)
        for step in range(1, len(seats) + 1):
            seat = seats[(i + step) % len(seats)]
            if state.players[seat].in_game:
                return seat
        return None

    def judges_turn_order(self, state: DMState, actor: str) -> bool:
        """True when the format itself reports `actor` starting the turn just begun against its rule (604.6's
        extra and skipped turns, 607.4's markers), so the core's turn.order would say it twice."""
        return False

    def expected_draws(self, state: DMState, seat: str) -> int:
        """The first player of a two-player game skips the first draw (official); 600.8: in a
        multiplayer game the starting player does not."""
        first = state.flags.first_turn and seat == state.first_player
        return 0 if first and not state.multiplayer else 1

    # --- attacks ---------------------------------------------------------------------------------
    def attack_problems(self, state: DMState, seat: str, defender: str) -> list[Problem]:
        return []

    def may_block(self, state: DMState, blocker_seat: str, attack: Attack) -> bool:
        return blocker_seat == attack.defender  # 600.6c

    def shield_seats(self, state: DMState, defender: str) -> list[str]:
        return [defender]

    def handlers(self) -> dict[str, Handler]:
        return {}

    # --- winning and losing ----------------------------------------------------------------------
    def propagate_loss(self, state: DMState, seat: str) -> list[str]:
        return []

    def end_clauses(self, state: DMState) -> list[str]:
        """Clauses that ended the game besides the winning condition (102.1a, 102.1b): where one player's
        loss removes the whole team, that rule decides why the others are out too."""
        return []

    def winners(self, state: DMState) -> list[str] | None:
        """102.1a: the one player left wins (in a two-player game, the other player)."""
        left = state.remaining
        return left if len(left) <= 1 else None

    def win_effect_losers(self, state: DMState, seat: str, ctx: Context) -> tuple[list[str], str]:
        """(who loses, the rule). 600.9 without 601: all opponents; 601.11 with it: those in range."""
        opponents = state.opponents(seat)
        if state.multiplayer and state.options.get("range") is not None:
            return [s for s in opponents if s in state.in_range.get(seat, set())], "601.11"
        return opponents, "600.9" if state.multiplayer else "official rule"

    def finish(self, state: DMState, ctx: Context) -> None:
        return

    # --- the legal-play generator ----------------------------------------------------------------
    def generator_options(self, rng: random.Random, seats: int) -> dict[str, Any]:
        return {}
