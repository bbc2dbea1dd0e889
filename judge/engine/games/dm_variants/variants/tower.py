"""610 「タワーデュエル」: every player draws from one public deck (610.3, 610.5).

Log conventions (the header format has one decklist per seat):
- each seat's decklist is the same public deck list (deck.py checks 30 × the number of seats); the
  engine counts it once;
- a card is named, when it leaves the public deck, with the seat that takes it: `P2:t14` set as a
  shield or drawn by P2. That seat is its owner for the game (a broken shield goes to its hand);
- `options.shared_zones` may add `"mana"` and `"graveyard"` (610.5); each seat's zone of that name is
  then the one public zone.

The engine keeps the public deck as one zone object seen from every seat. When its last card leaves,
the public graveyard is shuffled in (610.7), so running out is never a loss. A player who loses puts
the cards they control, their hand and their shields face down under the public deck (610.8).
"""

from __future__ import annotations

import functools
import random
from typing import Any

from judge.engine.core.context import Context
from judge.engine.core.declare import declarer
from judge.engine.core.entries import Entry
from judge.engine.core.verdicts import Verdict
from judge.engine.games.dm_variants.actions import HANDLERS
from judge.engine.games.dm_variants.formats import TOWER, policy_choice
from judge.engine.games.dm_variants.state import STEP_INDEX, DMState, Handler, Variant, Zone
from judge.engine.games.dm_variants.variants import register_variant

GAME = "dm-variants"
_c = declarer(GAME)

TOWER_SETUP_ORDER = _c(
    "tower.setup_order",
    Verdict.ILLEGAL,
    ("610.4",),
    "{seat} set up before {expected}; the starting player sets shields and draws first, then each player to the left in turn.",
    "{expected}より先に{seat}が準備をしました。開始プレイヤーが最初にシールドを展開して手札を引き、その後左隣のプレイヤーから順に準備します。",
)
TOWER_FIRST_CHARGE = _c(
    "tower.first_charge",
    Verdict.ILLEGAL,
    ("610.5b",),
    "{seat} did not charge in the mana charge step of their first turn; with {why} each player must charge then.",
    "{seat}は最初のターンのマナチャージステップでチャージしませんでした。{why_ja}ため、その時に必ずチャージします。",
)
SHAREABLE = ("mana", "graveyard")


def shared(state: DMState) -> set[str]:
    raw = state.options.get("shared_zones")
    return {z for z in raw if z in SHAREABLE} if isinstance(raw, list) else set()


class Tower(Variant):
    code = TOWER
    generator_seats = (2, 3, 4)

    def setup(self, state: DMState) -> None:
        first = state.players[state.seating[0]]
        for name in ("deck", *sorted(shared(state))):
            zone = Zone(hidden=first.zones[name].hidden if name == "deck" else 0)
            for p in state.players.values():
                p.zones[name] = zone
        for seat in state.seating:
            # 610.7: an empty public deck is refilled, never lost on; the core's deck-out rule is off.
            state.extra[f"deck_out:{seat}"] = True

    def propagate_loss(self, state: DMState, seat: str) -> list[str]:
        """610.8: the loser's controlled cards, hand and shields go face down under the public deck.
        Called before the core removes the player's cards, so the count is taken here; the loser's
        view of the shared zones is cut off so removing their cards cannot empty the public ones."""
        p = state.players[seat]
        deck = p.zones["deck"]
        n = p.zones["hand"].count + p.zones["shields"].count
        n += sum(
            1
            for q in state.players.values()
            for c in q.zones["battle"].cards.values()
            if c.controller == seat
        )
        if "mana" not in shared(state):
            n += p.zones["mana"].count
        deck.hidden += n
        for name in ("deck", *shared(state)):
            p.zones[name] = Zone()
        return []

    def handlers(self) -> dict[str, Handler]:
        cached = getattr(self, "_wrapped", None)
        if cached is None:
            cached = {act: self._watch(act, h) for act, h in HANDLERS.items()}
            self._wrapped = cached
        return cached

    def _watch(self, act: str, handler: Handler) -> Handler:
        def run(state: DMState, entry: Entry, ctx: Context) -> None:
            if state.turn == 0 and act in ("shields", "draw") and entry.actor:
                self._setup_order(state, entry.actor, ctx)
            self._first_charge(state, ctx)
            handler(state, entry, ctx)
            self._snapshot(state)
            self._refill(state, ctx)

        return run

    def _setup_order(self, state: DMState, seat: str, ctx: Context) -> None:
        seen: list[str] = state.extra.setdefault("tower_setup", [])
        if seat in seen:
            if seat != seen[-1]:
                ctx.flag(TOWER_SETUP_ORDER, {"seat": seat, "expected": seen[-1]}, players=[seat])
            return
        i = state.seating.index(state.first_player)
        order = state.seating[i:] + state.seating[:i]
        # The first seat in order not yet set up: a player who comes after one who jumped the queue is
        # not out of order, so the one wrong act gives one finding.
        expected = next((s for s in order if s not in seen), seat)
        if seat != expected:
            ctx.flag(TOWER_SETUP_ORDER, {"seat": seat, "expected": expected}, players=[seat])
        seen.append(seat)

    def _first_charge(self, state: DMState, ctx: Context) -> None:
        """610.5b, judged once the first turn's charge step is over: at a later step of that turn,
        or from the snapshot of the turn when the log moves on to the next turn."""
        snap = state.extra.get("tower_turn")
        if snap and snap[0] != state.turn:
            self._judge_charge(state, ctx, *snap)
            state.extra["tower_turn"] = None
        seat = state.turn_player
        if seat is None or not state.flags.first_turn or state.extra.get("tower_charge") == state.turn:
            return
        if state.step in STEP_INDEX and STEP_INDEX[state.step] > STEP_INDEX["charge"]:
            self._judge_charge(state, ctx, state.turn, seat, state.flags.charged)
        else:
            state.extra["tower_turn"] = (state.turn, seat, state.flags.charged)

    def _snapshot(self, state: DMState) -> None:
        snap = state.extra.get("tower_turn")
        if snap and snap[0] == state.turn:
            state.extra["tower_turn"] = (state.turn, snap[1], state.flags.charged)

    def _judge_charge(self, state: DMState, ctx: Context, turn: int, seat: str, charged: int) -> None:
        if state.extra.get("tower_charge") == turn:
            return
        state.extra["tower_charge"] = turn
        state.extra["tower_turn"] = None
        if charged or not state.players[seat].in_game or state.players[seat].zones["hand"].count == 0:
            return
        if "mana" in shared(state):
            why = ("a public mana zone", "公共マナゾーンを用いる")
        else:
            # decisions.md DM 4: mandatory only with a public mana zone (610.5b); "always" (401.1) is
            # only an old log's choice.
            if policy_choice(state.options, "tower_first_charge")[0] != "always":
                return
            why = ("the event's choice that the first charge is always mandatory", "イベントの選択による")
        ctx.flag(TOWER_FIRST_CHARGE, {"seat": seat, "why": why[0], "why_ja": why[1]}, players=[seat])

    def _refill(self, state: DMState, ctx: Context) -> None:
        """610.7, read by decisions.md DM 6 (judgement): the last card leaves normally (「代わりに」 replaces
        the deck-out loss, not the card's move); then the public graveyard, or without one every player's
        graveyard (the event option `tower_refill`, default `all_graveyards`; `no_refill` adds none), is
        shuffled in as the new public deck. Nothing to add: the deck stays at 0 and nobody loses."""
        if state.turn == 0 or not state.remaining:
            return
        deck = state.players[state.remaining[0]].zones["deck"]
        if deck.count:
            return
        if "graveyard" in shared(state):
            graves = [state.players[state.remaining[0]].zones["graveyard"]]
        elif policy_choice(state.options, "tower_refill")[0] == "all_graveyards":
            graves = [state.players[s].zones["graveyard"] for s in state.remaining]
        else:
            graves = []
        for g in graves:
            for iid in g.cards:
                state.ids.pop(iid, None)  # shuffled face down: the card is named anew when it leaves
            deck.hidden += g.count
            g.cards.clear()
            g.hidden = 0

    def generator_options(self, rng: random.Random, seats: int) -> dict[str, Any]:
        return {"shared_zones": ["graveyard"]} if rng.random() < 0.7 else {}

    def generator_game(self) -> type:
        return _generator_class()


@functools.cache
def _generator_class() -> type:
    """Built on first use: the generator module imports the variants package (no import cycle)."""
    from judge.engine.games.dm_variants import generator as g

    class TowerGame(g._Game):
        def __init__(self, seed: int, seats: int, variant: str, max_turns: int) -> None:
            super().__init__(seed, seats, variant, max_turns)
            self.options = self.options or {"policies": dict(g.POLICIES)}
            self.options["policies"]["tower_first_charge"] = "only_shared_mana"
            self.copies = 3 * seats  # 10 cards × 3 × seats = 30 × seats (610.3)
            self.public: list[g._Card] = [
                g._Card("", cid, "") for cid in g.card_pool() for _ in range(self.copies)
            ]
            self.rng.shuffle(self.public)
            self.named = 0
            shared_grave = "graveyard" in (self.options.get("shared_zones") or [])
            grave: list[g._Card] = []
            for side in self.seats.values():
                side.deck = self.public
                if shared_grave:
                    side.grave = grave
            self.stopped = False

        def take(self, seat: str) -> g._Card:
            """The top card of the public deck, named for the seat that takes it; 610.7 refill."""
            c = self.public.pop()
            self.named += 1
            c.iid, c.owner, c.controller = f"{seat}:t{self.named}", seat, seat
            if not self.public and self.turn > 0:
                # 610.7 with decisions.md DM 6: the public graveyard, or without one every graveyard.
                if "graveyard" in (self.options.get("shared_zones") or []):
                    graves = [self.seats[self.alive()[0]].grave]
                else:
                    graves = [self.seats[s].grave for s in self.alive()]
                for grave in graves:
                    self.public.extend(grave)
                    grave.clear()
                self.rng.shuffle(self.public)
                if not self.public:
                    self.stopped = True  # nothing to refill: the deck stays at 0; end the sample here
            return c

        def setup(self) -> None:
            i = self.names.index(self.first)
            self.log(self.first, "shuffle")
            for s in self.names[i:] + self.names[:i]:  # 610.4
                side = self.seats[s]
                side.shields = [self.take(s) for _ in range(5)]
                self.log(s, "shields", cards=[self.ref(c) for c in side.shields])
                drawn = [self.take(s) for _ in range(5)]
                side.hand.extend(drawn)
                self.log(s, "draw", cards=[self.ref(c) for c in drawn])

        def play(self) -> None:
            self.setup()
            while self.turn < self.max_turns and not self.stopped:
                self.turn += 1
                self.tp = self.next_player()
                self.take_turn(self.tp)

        def lose(self, seat: str) -> None:
            side = self.seats[seat]
            if not side.alive:
                return
            side.alive = False
            if self.multiplayer():
                back = side.hand + side.shields + side.battle + side.mana  # 610.8
                for c in back:
                    c.iid = ""
                self.public[:0] = back
                for other in self.seats.values():  # 600.3a for what else they own
                    other.battle = [c for c in other.battle if c.owner != seat]
                    if other.seat != seat:
                        other.mana = [c for c in other.mana if c.owner != seat]
                    other.grave[:] = [c for c in other.grave if c.owner != seat]
                side.hand, side.shields, side.battle, side.mana = [], [], [], []
                side.deck = []
            self.check_end()

        def take_turn(self, tp: str) -> None:
            side = self.seats[tp]
            self.phase = "start"
            self.log(tp, "turn_start")
            for c in side.mana + side.battle:
                c.tapped = False
            self.compute_ranges()
            first = side.turns == 0
            side.turns += 1
            self.phase = "draw"
            if not (first and tp == self.first and not self.multiplayer()):
                if self.stopped:
                    return
                c = self.take(tp)
                side.hand.append(c)
                self.log(tp, "draw", cards=[self.ref(c)])
            self.phase = "charge"
            if side.hand and self.rng.random() < 0.9:
                c = self.rng.choice(side.hand)
                side.hand.remove(c)
                c.tapped = len(self.kw(c)["civilizations"]) > 1
                side.mana.append(c)
                self.log(tp, "charge", card=self.ref(c))
            self.phase = "main"
            self.main(tp)
            self.phase = "attack"
            self.attacks(tp)
            self.phase = "end"

        def document(self) -> dict[str, Any]:
            doc = super().document()
            public = {"main": dict.fromkeys(g.card_pool(), self.copies)}
            doc["header"]["decklists"] = {s: public for s in self.names}
            return doc

    return TowerGame


VARIANT = register_variant(Tower())
