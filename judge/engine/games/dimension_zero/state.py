"""Dimension Zero game state: players' zones, the shared squares, the stack, priority and the battle.

Hidden zones (deck, hand, smash zone) hold a count of *unidentified* cards besides named instances, as in
the Rebirth engine: a log names a card by a stable instance id (`P1:c17`) and the first time an id
appears it is taken from the unidentified cards of the zone it comes from. The plan zone is not a pile
of its own: it is the face-up top card of the deck (2.23.3-1), kept as `Player.plan`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from judge.engine.core.abilities import AbilityDef, Pending, Triggers
from judge.engine.games.dimension_zero import board
from judge.engine.games.dimension_zero.cards import CardDef
from judge.engine.games.dimension_zero.deck_order import DeckOrder

# "attached": a 闘気 card under a card in a square (6.1.3) or a strategy linked to a unit (6.6.4): it is in
# the square with its host, kept in its owner's zones with `host` naming that card.
ZONES = ("deck", "hand", "graveyard", "energy", "smash", "remove", "square", "stack", "attached")
TOKI, LINK = "toki", "link"
HIDDEN_ZONES = frozenset({"deck", "hand", "smash"})
PHASES = ("setup", "release", "draw", "energy", "main", "smash", "recovery")
PHASE_INDEX = {p: i for i, p in enumerate(PHASES)}
BATTLE_STEPS = ("battle1", "battle2", "battle_end")  # 3.11.4


@dataclass(slots=True)
class Card:
    iid: str
    owner: str
    card: str | None
    zone: str
    holder: str  # whose zone it is in; for a square, its controller
    square: str | None = None
    frozen: bool = False
    face_down: bool = False
    damage: int = 0
    # Battle damage its 耐性 kept off this turn (5.17.3): a rule effect that destroys it anyway is answered
    # by that clause, not by the list of rule effects.
    resisted: int = 0
    power_mod: int = 0
    smash_mod: int = 0  # smash changes the log records (`effect` `smash`), until the recovery phase (3.10.1)
    # The colours a colour-changing effect gave it (`effect` `colour`); None: its use cost's (2.4.2).
    colour: frozenset[str] | None = None
    placed: int = 0
    # A unit played into the central area goes to the graveyard unless a battle keeps it (4.16.4-8/-9).
    played_central: bool = False
    # Played by 召集 or 隊列召喚 (5.3.2, 5.8.2): as if into the home area, so a central square keeps it.
    special_play: str | None = None
    # Bumped on every move that is not square to square: such a card is a new object (2.23.1-3).
    incarnation: int = 0
    # Frozen ever since something other than a square put it into its square: a unit with 速攻 put there
    # frozen by an effect stays frozen (5.1.2-1), which a move of it then has to answer.
    entered_frozen: bool = False
    # The incarnation its own play put it into its square in (-1: none): such a unit enters frozen unless it
    # has 速攻 (2.20.1-3, 5.1.2), which a move of it while still frozen then has to answer.
    played_in: int = -1
    # Where a spell was played from (hand / plan), for 「手札からスクエアに置かれた時」 (4.8.9).
    came_from: str | None = None
    # The square it last left: the last information of a card that left the squares (4.2.6, 4.8.4-2).
    last_square: str | None = None
    # Attached (zone "attached"): the card it is under or linked to, that card's incarnation then, and how:
    # TOKI (闘気カード, face down, 6.1.1) or LINK (結合されたストラテジー, 6.6.1).
    host: str | None = None
    host_incarnation: int = 0
    attach: str | None = None


@dataclass(slots=True)
class StackItem:
    kind: str  # spell, ability, plan_create, plan_update, move, exchange
    controller: str
    card: str | None = None
    to: str | None = None  # a unit's or base's square; a move's destination
    origin: str | None = None  # a move's starting square (4.9.3-1)
    incarnation: int = 0
    damage: dict[str, int] = field(default_factory=dict)  # an exchange's fixed damage (3.12.4-1)
    seq: int | None = None
    # A declared ability (or a strategy's spell text) on the stack, with its chosen targets and their
    # incarnations when chosen: a target that moved other than square to square is no longer legal (4.9.2-1).
    ability: AbilityDef | None = None
    targets: list[list[str]] = field(default_factory=list)
    chosen: dict[str, int] = field(default_factory=dict)
    # An exchange's damage dealers and their incarnations when it was stacked (5.2.2-1).
    dealers: dict[str, int] = field(default_factory=dict)
    # 即死's delayed trigger: the unit it will put into the graveyard (5.2.2).
    victim: tuple[str, int] | None = None
    via: str | None = None  # the card whose 召集 a unit was played by (5.3.2)
    formation: bool = False  # played by 隊列召喚 (5.8.2)
    advance: bool = False  # a move whose 進撃 cost was paid (5.11.2)
    # A trigger with no legal target to choose: removed from the stack as it is put there (4.8.4-2, 4.11.3).
    removed: bool = False
    # The source's colours when its targets were chosen: 耐性 against targeting is read then (2.27.0).
    source_colours: frozenset[str] | None = None


@dataclass(slots=True)
class Battle:
    square: str
    attackers: list[str]  # placed later (3.11.5)
    attacked: list[str]
    units: list[str]
    step: str = "battle1"
    exchanged: set[str] = field(default_factory=set)  # steps whose exchange went on the stack
    dealt: set[str] = field(default_factory=set)  # units that put damage on the stack (3.13.2)
    suspended: list[StackItem] = field(default_factory=list)  # 3.11.2
    winner: str | None = None
    # While another battle that occurred during this one goes on, this one waits (3.11.3): the triggers
    # this battle was holding back (3.11.2) wait with it.
    held_triggers: list[Pending] = field(default_factory=list)
    waited: bool = False  # another battle occurred during this one (3.11.3)
    # The battling units played into the central area whose placement made this battle: it is at this
    # battle's end that they go to the graveyard, in whatever square they are (2.20.1-6, 3.14.2-1), not at
    # the end of a battle that occurred during it (3.11.1-3).
    central: list[str] = field(default_factory=list)
    # Other squares where a battle occurred at the same moment (3.11.1-4): not a battle in this one.
    alongside: tuple[str, ...] = ()
    # A battle the log fights although a rule effect due first prevented it (3.11.1-1, 4.16.4-3-2): the
    # replay follows the table through its steps, but by the rules no battle occurred, so none of its
    # events (攻撃した時, 攻撃された時, バトルに勝った時, バトル終了時) happen.
    prevented: bool = False


@dataclass(slots=True)
class Player:
    seat: str
    zones: dict[str, dict[str, Card]]
    unidentified: Counter[str]
    pool: Counter[str]  # decklist card ids not yet bound to an instance
    plan: str | None = None  # iid of the face-up top card of the deck (2.23.3-1)
    # iid of a face-down card an effect put on top of the deck, while it is known to be the top card.
    known_top: str | None = None
    top_covered_plan: bool = False  # that card covered a plan card, turned face down (2.23.3-3)
    turns_taken: int = 0

    def count(self, zone: str) -> int:
        # .get: what the Counter gives for a zone it never held, without its __missing__ call.
        return len(self.zones[zone]) + self.unidentified.get(zone, 0)


@dataclass(slots=True)
class TurnFlags:
    draws: int = 0
    energy: int = 0
    mulligans: int = 0
    # Facts of this turn a mid-game snapshot did not give ("drawn", "energy", "priority"): the checks that
    # turn on them ask for a ruling instead of assuming (snapshot.py). A new turn starts with all known.
    unknown: set[str] = field(default_factory=set)


@dataclass(slots=True)
class DZState:
    variant: str
    seats: list[str]  # as listed in the header: seats[0] names the board's rows
    order: list[str]  # turn order, first player first
    options: dict[str, Any]
    defs: dict[str, CardDef]
    players: dict[str, Player]
    cards: dict[str, Card] = field(default_factory=dict)
    squares: dict[str, list[str]] = field(default_factory=dict)  # square -> iids there
    stack: list[StackItem] = field(default_factory=list)
    turn: int = 0
    phase: str = "setup"
    priority: str | None = None
    flags: TurnFlags = field(default_factory=TurnFlags)
    setup_drawn: Counter[str] = field(default_factory=Counter)
    setup_shuffled: set[str] = field(default_factory=set)
    mulligans: Counter[str] = field(default_factory=Counter)
    battle: Battle | None = None
    # Battles waiting for the battle that occurred during them to end, outermost first (3.11.3).
    waiting: list[Battle] = field(default_factory=list)
    # The clock when the last battle in each square ended: only a unit placed later starts another (3.11.1).
    fought: dict[str, int] = field(default_factory=dict)
    # Battles that ended since the game last looked (the abilities' battle_over reads them in order).
    ended: list[Battle] = field(default_factory=list)
    # Battles that entered their battle end step since the game last looked (with abilities declared): one
    # the same entry also ended still had that step and its triggers (3.11.4, 3.14.1).
    entered_end: list[Battle] = field(default_factory=list)
    clock: int = 0
    from_snapshot: bool = False
    game_over: bool = False
    winners: list[str] = field(default_factory=list)
    losers: list[str] = field(default_factory=list)
    reason: str = ""
    continued_reported: bool = False
    reported: set[tuple[Any, ...]] = field(default_factory=set)
    # What rule effects were due (iid -> rule, incarnation) when the log began recording them, until the
    # next priority: they all happen at once (4.16.2), so one of them cannot make another no longer due.
    checked_due: dict[str, tuple[str, int]] | None = None
    # --- declared abilities (abilities.py); idle when no card declares one --------------------------
    abilities_on: bool = False
    triggers: Triggers = field(default_factory=Triggers)
    # Triggers that go on the stack later: 「ターン終了時」 when both pass in the recovery phase (3.10.2),
    # 「バトル終了時」 after the battle end step's rule effects (3.14.2-2), 即死's delayed one (5.2.2).
    later: list[Pending] = field(default_factory=list)
    # Pending triggers waiting while a battle goes on (3.11.2).
    suspended_triggers: list[Pending] = field(default_factory=list)
    # Card moves since the last look (iid, from zone, from square, old holder, was the plan card).
    journal: list[tuple[str, str, str | None, str, bool]] = field(default_factory=list)
    turn_end_done: set[tuple[str, str]] = field(default_factory=set)
    # Whether this turn's 「ターン終了時」 moment came: the stack empty in the recovery phase and both players
    # passing in succession (3.10.2). The log records those passes only where they matter, so a
    # 「ターン終了時」 `trigger` entry with the stack empty and no trigger left to put on it says they came.
    turn_end_reached: bool = False
    # (card, ability, entry) of an ability that one moment's events triggered more than once (4.8.6).
    several: set[tuple[str, str, int | None]] = field(default_factory=set)
    # Events a replacement effect stopped since the last priority: event -> (card, where it went instead).
    replaced: dict[str, tuple[str, str]] = field(default_factory=dict)
    # Card ids whose static abilities change power or smash (empty: no static effect to compute).
    static_sources: frozenset[str] = frozenset()
    trigger_cards: frozenset[str] = frozenset()  # card ids with a declared triggered ability
    # The events those abilities trigger on: a moment with none of them triggers nothing (most moments).
    trigger_events: frozenset[str] = frozenset()
    # Card ids with a static ability that forbids an act or replaces an event (`no_draw`, `instead` with
    # targets): empty, and the checks that read them cost nothing.
    rule_statics: frozenset[str] = frozenset()
    # Card ids with a static ability that adds a race (`add_race`): races apply before power (4.14.5-2).
    race_sources: frozenset[str] = frozenset()
    # The cards (iid, incarnation) in squares when each strategy resolved, and the cards its own effects put
    # into squares: a data change it records reaches only those (4.14.3-2).
    resolved_at: dict[str, frozenset[tuple[str, int]]] = field(default_factory=dict)
    # The largest power a resolved strategy's `effect` entries added to a card, and the turn: a unit placed
    # after it resolved does not get it (4.14.3-2), which a skipped rule effect then cites.
    spell_bonus: dict[str, tuple[int, int]] = field(default_factory=dict)
    # A resolved 「相手は自分の手札にあるカードをn枚選び、持ち主の墓地に置く」: [source, the discarding seat, the
    # cards the text asks for, the cards the hand held, the cards discarded so far] (4.12.2).
    owed_discard: list[Any] | None = None
    # A resolved 「あなたは相手の手札にある<type>を1枚選び…」: [source, the seat whose hand it is, the cards of that
    # type the log knows in that hand, the cards picked so far]. The hand is public while it resolves, so a
    # card of that type there must be found (2.25.4).
    owed_pick: list[Any] | None = None
    placed_by: dict[str, set[str]] = field(default_factory=dict)
    # The master and declared ability of each spell or ability that resolved since the last priority: the
    # `effect` entries that follow are its effects, and a card they put into a square from another zone
    # enters under that master or the player its text names (2.20.1-4, 2.20.1-5, 2.20.2-4).
    masters: dict[str, tuple[str, AbilityDef | None]] = field(default_factory=dict)
    # A spell's or ability's 「ターン終了時まで、…移動できない」: (the turn, the card whose effect it is) (4.14.3-2).
    no_move: tuple[int, str] | None = None
    # A resolved ability's 「<it puts a card into a zone>。そうした場合、このターン、このカードを前方の…スクエアに
    # 移動するコストを〔無0〕にする」 (`free_forward_move_if`): (its card, the zone), until the next priority,
    # while the `effect` entries of its resolution say whether its action was done.
    free_move_wait: tuple[str, str] | None = None
    # Cards whose forward move costs nothing this turn: iid -> (turn, incarnation, whether the action that
    # granted it was replaced, which still counts as done: 4.15.5-1).
    free_moves: dict[str, tuple[int, int, bool]] = field(default_factory=dict)
    resonance: set[str] = field(
        default_factory=set
    )  # seats a unit of which moved by its move this turn (5.13.2)
    # Power changes the recovery phase ended (3.10.1): iid -> (incarnation, the change).
    expired_power: dict[str, tuple[int, int]] = field(default_factory=dict)
    # (unit, incarnation) damaged by an exchange whose opposing dealer had left its square (3.12.4-1).
    damage_fixed_gone: set[tuple[str, int]] = field(default_factory=set)
    # The card whose spell or ability the last `resolve` resolved, until a player next gets priority: a draw
    # its text makes is part of that resolution (4.16.3).
    resolving: str | None = None
    # (unit, incarnation) -> how much more battle damage its dealers' power when their exchange resolved would
    # have dealt than the amount fixed when it went on the stack (3.12.4-1): the rule that spares a unit kept
    # from the graveyard only by that fixing.
    damage_refixed: dict[tuple[str, int], int] = field(default_factory=dict)
    # 即死 units that left their square after their exchange went on the stack (5.2.2-1).
    sokushi_left: set[str] = field(default_factory=set)
    # Whether any card was ever attached (闘気, 結合): until then the attachment checks cost nothing.
    attachments_on: bool = False
    # Whether each deck's order was intentionally determined in this duel (6.2.2-6.2.6).
    deck_order: DeckOrder = field(default_factory=DeckOrder)

    @property
    def active(self) -> str:
        if self.turn <= 0:
            return self.order[0]
        return self.order[(self.turn - 1) % len(self.order)]

    def opponent(self, seat: str) -> str:
        return self.seats[1] if seat == self.seats[0] else self.seats[0]

    def defn(self, card: Card | None) -> CardDef | None:
        if card is None or card.card is None:
            return None
        return self.defs.get(card.card)

    def power(self, card: Card) -> int | None:
        d = self.defn(card)
        if d is None:
            return None
        if self.static_sources:
            return d.power + card.power_mod + self.static_delta(card, "power")
        return d.power + card.power_mod

    def smash_of(self, card: Card, d: CardDef) -> int:
        # Changes add up from the printed number even below 0; only the result counts as 0 (1.2.2).
        return d.smash + card.smash_mod + (self.static_delta(card, "smash") if self.static_sources else 0)

    def races(self, card: Card) -> frozenset[str]:
        """A card's races: its own (2.8.2) and those static abilities add, which apply before any power or
        smash change whatever the order the cards came in (4.14.5-2)."""
        d = self.defn(card)
        own = d.races if d is not None else frozenset()
        if not self.race_sources or card.zone != "square":
            return own
        added = set(own)
        for square_iids in self.squares.values():
            for iid in square_iids:
                source = self.cards[iid]
                sd = self.defn(source)
                if sd is None or sd.card_id not in self.race_sources:
                    continue
                for ability in sd.abilities:
                    race = ability.effect.get("add_race") if ability.kind == "static" else None
                    if isinstance(race, str) and any(
                        affects(self, source, spec, card, races=False) for spec in ability.targets
                    ):
                        added.add(race)
        return frozenset(added)

    def colours(self, card: Card | None) -> frozenset[str]:
        """A card's colours now: a colour-changing effect's, else its use cost's (2.4.2, 2.4.2-2)."""
        if card is None:
            return frozenset()
        if card.colour is not None:
            return card.colour
        d = self.defn(card)
        return d.colours if d is not None else frozenset()

    def static_delta(self, card: Card, stat: str) -> int:
        """What the static abilities of cards in squares add to this card's power or smash now: they apply
        to every card they describe, also one placed later (4.5.2, 4.14.4-1, 4.14.4-2)."""
        return sum(amount for _, amount in self._static_changes(card, stat))

    def static_reaches_later_card(self, card: Card, stat: str) -> bool:
        """Whether a static change to this card's power or smash comes from a card already in its square
        before this card was placed: the case 4.14.4-2 settles (it reaches cards placed after it began)."""
        return any(card.placed > source.placed for source, _ in self._static_changes(card, stat))

    def _static_changes(self, card: Card, stat: str) -> Iterator[tuple[Card, int]]:
        if card.zone != "square":
            return
        for square_iids in self.squares.values():
            for iid in square_iids:
                source = self.cards[iid]
                sd = self.defn(source)
                if sd is None or sd.card_id not in self.static_sources:
                    continue
                for ability in sd.static_mods:
                    amount = ability.effect.get(stat)
                    if isinstance(amount, int) and any(
                        affects(self, source, spec, card) for spec in ability.targets
                    ):
                        yield source, amount

    def units_in(self, square: str) -> list[Card]:
        return [self.cards[i] for i in self.squares.get(square, ())]

    # --- moving cards --------------------------------------------------------------------------
    def move(
        self,
        card: Card,
        zone: str,
        holder: str | None = None,
        *,
        square: str | None = None,
        frozen: bool = False,
        face_down: bool = False,
    ) -> None:
        # Every card move of the replay comes here: each attribute and player is read once.
        iid, old_zone, old_square = card.iid, card.zone, card.square
        players = self.players
        if self.abilities_on:
            self.journal.append((iid, old_zone, old_square, card.holder, players[card.owner].plan == iid))
        if old_zone == "square" and old_square is not None:
            there = self.squares.get(old_square)
            if there and iid in there:
                there.remove(iid)
        else:
            players[card.holder].zones[old_zone].pop(iid, None)
        owner = players[card.owner]
        if owner.plan == iid:
            owner.plan = None  # the next top card stays face down (2.23.3-2)
        if owner.known_top == iid:
            owner.known_top = None  # it left the top of the deck
        self.clock += 1
        to_square = zone == "square"
        keep = to_square and old_zone == "square"  # square to square keeps the object (2.23.8-4)
        holder = holder or card.holder
        if old_square is not None:
            card.last_square = old_square
        card.zone, card.holder, card.square = zone, holder, square
        card.host = card.attach = None  # an attached card moved by itself is no longer attached
        card.entered_frozen = frozen and to_square and (not keep or card.entered_frozen)
        card.frozen, card.face_down = frozen, face_down
        card.placed = self.clock
        if not keep:
            card.damage = card.power_mod = card.smash_mod = card.resisted = 0
            card.colour = None
            card.played_central = False
            card.special_play = None
            card.incarnation += 1
        if to_square and square is not None:
            self.squares.setdefault(square, []).append(iid)
        else:
            players[holder].zones[zone][iid] = card

    def attach(self, card: Card, host: Card, how: str) -> None:
        """Put `card` under `host` as a 闘気 card (face down, 6.1.1) or link it to `host` (6.6.2)."""
        self.move(card, "attached", card.owner, face_down=how == TOKI)
        card.host, card.host_incarnation, card.attach = host.iid, host.incarnation, how
        self.attachments_on = True

    def attached_to(self, host: str) -> list[Card]:
        if not self.attachments_on:
            return []
        return [c for p in self.players.values() for c in p.zones["attached"].values() if c.host == host]

    def orphans(self) -> list[Card]:
        """Attached cards whose host left the squares (other than square to square): they go to their owner's
        graveyard at the same moment (6.1.5, 6.6.6)."""
        if not self.attachments_on:
            return []
        out = []
        for p in self.players.values():
            for c in p.zones["attached"].values():
                host = self.cards.get(c.host or "")
                if host is None or host.zone != "square" or host.incarnation != c.host_incarnation:
                    out.append(c)
        return out

    def forget_deck(self, seat: str) -> None:
        """After a shuffle nobody knows which deck card is which, and the plan zone is empty (2.23.3-5)."""
        player = self.players[seat]
        deck = player.zones["deck"]
        for card in deck.values():
            if card.card is not None:
                player.pool[card.card] += 1
            del self.cards[card.iid]
        player.unidentified["deck"] += len(deck)
        deck.clear()
        player.plan = None
        player.known_top = None


def _line(state: DZState, square: str | None) -> str | None:
    if not square:
        return None
    if board.is_battle(square):
        return square[2]
    seat = board.base_owner(square)
    if seat is None:
        return None
    line = int(square[-1])
    return str(line if seat == state.seats[0] else 4 - line)  # a player's right is the other's left


def affects(state: DZState, source: Card, spec: Any, card: Card, *, races: bool = True) -> bool:
    """Whether a static ability of `source` describes `card` (its target group read as 'all cards that …')."""
    where = spec.where
    if where.get("self") and card.iid != source.iid:
        return False
    if (spec.zone == "under") != (card.zone == "attached" and card.attach == TOKI):
        return False  # 闘気 cards (6.1.1) are described only as such, and only they are
    if spec.zone == "under":
        host = state.cards.get(card.host or "")
        # 「相手のカードの下にある闘気カード」: whose card it lies under.
        holder = host.holder if host is not None else card.holder
        return spec.whose not in ("own", "opponent") or (holder == source.holder) == (spec.whose == "own")
    if spec.zone == "battle" and not board.is_battle(card.square or ""):
        return False
    if spec.zone == "base" and board.is_battle(card.square or ""):
        return False
    if spec.whose == "own" and card.holder != source.holder:
        return False
    if spec.whose == "opponent" and card.holder == source.holder:
        return False
    d = state.defn(card)
    if "type" in where and (d is None or d.type != where["type"]):
        return False
    if "colour" in where and where["colour"] not in state.colours(card):
        return False
    if races and "race" in where and where["race"] not in state.races(card):
        return False
    if races and "race_not" in where and where["race_not"] in state.races(card):
        return False
    if "area" in where and board.area(card.square or "", source.holder, state.seats) != where["area"]:
        return False
    return not (where.get("line") == "same" and _line(state, source.square) != _line(state, card.square))
