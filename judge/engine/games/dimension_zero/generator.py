"""A seeded generator of legal Dimension Zero duels, written as judgelog/1 documents.

It plays with full information (it knows every deck's order) and writes what a judge at the table would
record. Its logs must replay with no finding at all: a false-positive guard for the engine and the
benchmark's workload. It is a separate, simpler simulation on purpose, so it cross-checks the engine
rather than repeating it: units are played into the home area and walk forward, fight when they meet,
and smash from the central and enemy areas; the non-active player sometimes answers with a Quick card.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

SEATS = ("P1", "P2")


def card_pool() -> dict[str, dict[str, Any]]:
    """Vanilla cards (no unmodelled text) in red and blue, plus colourless strategies and a base."""
    cards: dict[str, dict[str, Any]] = {}
    for i in range(11):
        colour = "red" if i % 2 == 0 else "blue"
        kw: dict[str, Any] = {
            "cost": {colour: 1 + i % 2, "colourless": i % 3},
            "move": {"colourless": 1} if i % 4 else {},
            "timing": "normal",
            "power": 1000 * (1 + (i * 7) % 5),
            "smash": 1 + (i % 3 == 2),
            "kinju": 2 if i == 9 else 0,
        }
        if i == 3:
            kw["haste"] = True
        if i in (4, 7):
            kw["accel"] = True
        cards[f"DZ-U{i + 1:02d}"] = {"name": f"テストユニット{i + 1}", "type": "unit", "keywords": kw}
    # A triggered ability (4.4, 4.8.9): 「このカードが手札からスクエアに置かれた時、…」 with no effect the
    # duel would have to track; it goes on the stack after any battle its placing caused (3.11.2).
    cards["DZ-U11"]["abilities"] = [
        {"id": "arrive", "kind": "triggered", "trigger": {"event": "placed", "card": "self", "from": "hand"}}
    ]
    cards["DZ-Q01"] = {
        "name": "テスト速攻策",
        "type": "strategy",
        "keywords": {"cost": {"colourless": 1}, "timing": "quick"},
    }
    cards["DZ-B01"] = {
        "name": "テスト戦闘策",
        "type": "strategy",
        "keywords": {"cost": {"colourless": 1}, "timing": "battle", "kinju": 1},
    }
    cards["DZ-S01"] = {
        "name": "テストベース",
        "type": "base",
        "keywords": {"cost": {"red": 1}, "timing": "normal"},
        # 「あなたのターン終了時、…」: it goes on the stack in the recovery phase (3.10.2, 4.4.4; decision DZ 1).
        "abilities": [{"id": "end", "kind": "triggered", "trigger": {"event": "turn_end", "whose": "own"}}],
    }
    return cards


def decklist() -> dict[str, int]:
    deck = {f"DZ-U{i + 1:02d}": 3 for i in range(10)}
    deck |= {"DZ-U11": 2, "DZ-Q01": 3, "DZ-B01": 3, "DZ-S01": 2}
    return deck


@dataclass
class Unit:
    iid: str
    cid: str
    ctrl: str
    square: str
    frozen: bool
    damage: int = 0
    placed: int = 0
    boost: int = 0  # until end of turn


@dataclass
class Side:
    seat: str
    deck: list[tuple[str, str]] = field(default_factory=list)  # top first
    hand: list[tuple[str, str]] = field(default_factory=list)
    energy: dict[str, list[Any]] = field(default_factory=dict)  # iid -> [cid, frozen]
    smash: dict[str, bool] = field(default_factory=dict)  # iid -> frozen
    plan: bool = False
    has_base: bool = False
    base: str | None = None


class Duel:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.cards = card_pool()
        self.entries: list[dict[str, Any]] = []
        self.sides = {s: Side(s) for s in SEATS}
        self.units: dict[str, Unit] = {}
        self.turn = 0
        self.phase = "setup"
        self.step: str | None = None
        self.clock = 0
        self.over = False
        for seat in SEATS:
            ids = [cid for cid, n in decklist().items() for _ in range(n)]
            self.sides[seat].deck = [(f"{seat}:c{k}", cid) for k, cid in enumerate(ids)]

    # --- recording ---------------------------------------------------------------------------
    def emit(self, act: str, actor: str | None, args: dict[str, Any] | None = None) -> None:
        entry: dict[str, Any] = {
            "seq": len(self.entries) + 1,
            "turn": self.turn,
            "phase": self.phase,
            "actor": actor,
            "act": act,
        }
        if self.step:
            entry["step"] = self.step
        if args:
            entry["args"] = args
        self.entries.append(entry)

    def kw(self, cid: str) -> dict[str, Any]:
        return self.cards[cid]["keywords"]

    def colours(self, cid: str) -> set[str]:
        return {c for c in ("red", "black", "blue", "white", "green") if self.kw(cid).get("cost", {}).get(c)}

    # --- costs ---------------------------------------------------------------------------------
    def plan_payment(self, seat: str, cost: dict[str, int]) -> list[str] | None:
        side = self.sides[seat]
        free = [iid for iid, (cid, frozen) in side.energy.items() if not frozen]
        chosen: list[str] = []
        for colour in ("red", "blue"):
            for _ in range(cost.get(colour, 0)):
                pick = next(
                    (i for i in free if i not in chosen and colour in self.colours(side.energy[i][0])), None
                )
                if pick is None:
                    return None
                chosen.append(pick)
        smash_free = [i for i, frozen in side.smash.items() if not frozen]
        for _ in range(cost.get("colourless", 0)):
            pick = next((i for i in smash_free if i not in chosen), None)
            pick = pick or next((i for i in free if i not in chosen), None)
            if pick is None:
                return None
            chosen.append(pick)
        return chosen

    def freeze(self, seat: str, iids: list[str]) -> None:
        side = self.sides[seat]
        for iid in iids:
            if iid in side.energy:
                side.energy[iid][1] = True
            else:
                side.smash[iid] = True

    # --- geometry (same absolute names as the engine's board.py) -------------------------------
    @staticmethod
    def row(seat: str, area: int) -> int:
        return area if seat == SEATS[0] else 4 - area  # area 1 home, 2 central, 3 enemy

    @staticmethod
    def area_of(seat: str, square: str) -> int:
        r = int(square[1])
        return r if seat == SEATS[0] else 4 - r

    def occupants(self, square: str) -> list[Unit]:
        return [u for u in self.units.values() if u.square == square]

    # --- the duel --------------------------------------------------------------------------------
    def setup(self) -> None:
        for seat in SEATS:
            self.rng.shuffle(self.sides[seat].deck)
            self.emit("shuffle", seat)
        for seat in SEATS:
            self.draw(seat, 5)
        if self.rng.random() < 0.3:
            side = self.sides[SEATS[1]]
            side.deck.extend(side.hand)
            side.hand = []
            cards = side.deck[:5]
            del side.deck[:5]
            side.hand.extend(cards)
            self.emit("mulligan", SEATS[1], {"cards": [{"iid": i, "card": c} for i, c in cards]})

    def draw(self, seat: str, n: int) -> None:
        side = self.sides[seat]
        cards = side.deck[:n]
        del side.deck[:n]
        side.plan = False
        side.hand.extend(cards)
        self.emit("draw", seat, {"cards": [{"iid": i, "card": c} for i, c in cards]})

    def lost(self) -> list[str]:
        return [s for s in SEATS if len(self.sides[s].smash) >= 7 or not self.sides[s].deck]

    def finish_if_over(self) -> bool:
        losers = self.lost()
        if losers:
            winners = [s for s in SEATS if s not in losers]
            self.emit("result", None, {"winners": winners, "reason": "smash/deck"})
            self.over = True
        return self.over

    def play_turn(self, active: str) -> None:
        other = SEATS[1] if active == SEATS[0] else SEATS[0]
        side = self.sides[active]
        self.turn += 1
        self.step = None
        for u in self.units.values():
            if u.ctrl == active:
                u.frozen = False
        for e in side.energy.values():
            e[1] = False
        for iid in side.smash:
            side.smash[iid] = False
        if self.turn > 1:
            self.phase = "draw"
            self.draw(active, 1)
            if self.finish_if_over():
                return
        self.phase = "energy"
        if side.hand:
            units_in_hand = [h for h in side.hand if self.cards[h[1]]["type"] == "unit"]
            pick = self.rng.choice(side.hand if len(units_in_hand) < 2 else units_in_hand)
            side.hand.remove(pick)
            side.energy[pick[0]] = [pick[1], False]
            self.emit("energy", active, {"card": {"iid": pick[0], "card": pick[1]}})
        self.phase = "main"
        self.main(active, other)
        if self.over:
            return
        self.phase = "smash"
        self.step = None
        for u in sorted(self.units.values(), key=lambda u: u.iid):
            if u.ctrl != active or u.frozen or self.area_of(active, u.square) == 1:
                continue
            n = self.kw(u.cid)["smash"] + (1 if self.area_of(active, u.square) == 3 else 0)
            victim = self.sides[other]
            moved = victim.deck[:n]
            del victim.deck[:n]
            victim.plan = False
            for iid, _ in moved:
                victim.smash[iid] = False
            u.frozen = True
            self.emit("smash", active, {"unit": u.iid, "cards": [iid for iid, _ in moved]})
            if self.finish_if_over():
                return
        for u in self.units.values():
            u.damage = u.boost = 0
        if side.base is not None:
            self.phase = "recovery"
            self.emit("trigger", active, {"card": side.base, "ability": "end"})
            self.emit("resolve", None)

    def main(self, active: str, other: str) -> None:
        side = self.sides[active]
        if not side.plan and side.deck and self.rng.random() < 0.15:
            pay = self.plan_payment(active, {"colourless": 1})
            if pay is not None:
                self.freeze(active, pay)
                self.emit("plan_create", active, {"pay": pay})
                iid, cid = side.deck[0]
                side.plan = True
                self.emit("resolve", None, {"card": {"iid": iid, "card": cid}})
        if not side.has_base:
            base = next((h for h in side.hand if self.cards[h[1]]["type"] == "base"), None)
            pay = self.plan_payment(active, self.kw(base[1])["cost"]) if base else None
            if base and pay is not None:
                self.freeze(active, pay)
                side.hand.remove(base)
                square = f"{active}-{self.rng.randint(1, 3)}"
                self.emit(
                    "play", active, {"card": {"iid": base[0], "card": base[1]}, "to": square, "pay": pay}
                )
                self.emit("resolve", None)
                side.has_base = True
                side.base = base[0]
        for card in list(side.hand):
            if self.cards[card[1]]["type"] != "unit":
                continue
            home = [f"B{self.row(active, 1)}{c}" for c in (1, 2, 3)]
            free = [sq for sq in home if not any(u.ctrl == active for u in self.occupants(sq))]
            pay = self.plan_payment(active, self.kw(card[1])["cost"])
            if not free or pay is None:
                continue
            self.freeze(active, pay)
            side.hand.remove(card)
            square = self.rng.choice(free)
            self.emit("play", active, {"card": {"iid": card[0], "card": card[1]}, "to": square, "pay": pay})
            self.respond(active, other)
            self.emit("resolve", None)
            self.clock += 1
            self.units[card[0]] = Unit(
                card[0], card[1], active, square, frozen=not self.kw(card[1]).get("haste"), placed=self.clock
            )
            if len(self.occupants(square)) == 2:
                self.battle(square)  # a unit played onto an opposing unit attacks it (3.11.1, 3.11.5)
                self.step = None
            if card[1] == "DZ-U11":
                # Its trigger waited for the battle, if one occurred (3.11.2), and goes on the stack now.
                self.emit("trigger", active, {"card": card[0], "ability": "arrive"})
                self.emit("resolve", None)
        for u in sorted(self.units.values(), key=lambda u: u.iid):
            if self.over or u.iid not in self.units or u.ctrl != active or u.frozen:
                continue
            area = self.area_of(active, u.square)
            if area == 3:
                continue
            dest = f"B{self.row(active, area + 1)}{u.square[2]}"
            if any(o.ctrl == active for o in self.occupants(dest)):
                continue
            pay = self.plan_payment(active, self.kw(u.cid)["move"])
            if pay is None:
                continue
            self.freeze(active, pay)
            self.emit("move", active, {"unit": u.iid, "to": dest, "pay": pay})
            self.emit("resolve", None)
            self.clock += 1
            u.square, u.frozen, u.placed = dest, False, self.clock
            if len(self.occupants(dest)) == 2:
                self.battle(dest)
                self.step = None

    def respond(self, active: str, other: str) -> None:
        """Sometimes the non-active player answers with a Quick card after the active player passes."""
        side = self.sides[other]
        quick = next((h for h in side.hand if h[1] == "DZ-Q01"), None)
        if quick is None or self.rng.random() < 0.5:
            return
        pay = self.plan_payment(other, {"colourless": 1})
        if pay is None:
            return
        self.freeze(other, pay)
        side.hand.remove(quick)
        self.emit("pass", active)
        self.emit("play", other, {"card": {"iid": quick[0], "card": quick[1]}, "pay": pay})
        self.emit("resolve", None)

    def battle(self, square: str) -> None:
        fighters = sorted(self.occupants(square), key=lambda u: u.placed)
        attacker = fighters[-1]
        dealt: set[str] = set()
        for step in ("battle1", "battle2"):
            self.step = step
            alive = [u for u in fighters if u.iid in self.units]
            if len(alive) < 2:
                continue
            dealers = [
                u for u in alive if (self.kw(u.cid).get("accel") if step == "battle1" else u.iid not in dealt)
            ]
            # The exchange goes on the stack even when it carries no damage (3.12.2, 3.13.2; decision DZ 5).
            damage: dict[str, int] = {}
            for u in dealers:
                dealt.add(u.iid)
                target = next(o for o in alive if o is not u)
                damage[target.iid] = damage.get(target.iid, 0) + self.kw(u.cid)["power"] + u.boost
            self.emit("exchange", None, {"damage": damage})
            self.boost(alive, damage)
            self.emit("resolve", None)
            for u in alive:
                u.damage += damage.get(u.iid, 0)
            for u in alive:
                if u.damage >= self.kw(u.cid)["power"] + u.boost:
                    self.emit("rule_effect", None, {"card": u.iid})
                    del self.units[u.iid]
        self.step = "battle_end"
        if all(u.iid in self.units for u in fighters):
            self.emit("rule_effect", None, {"card": attacker.iid})
            del self.units[attacker.iid]

    def boost(self, alive: list[Unit], damage: dict[str, int]) -> None:
        """The damage is fixed when the exchange goes on the stack (3.12.4-1): a Battle card played in
        answer can still save the active player's unit by raising its power."""
        active = SEATS[(self.turn - 1) % 2]
        side = self.sides[active]
        card = next((h for h in side.hand if h[1] == "DZ-B01"), None)
        mine = next((u for u in alive if u.ctrl == active), None)
        if card is None or mine is None:
            return
        need = mine.damage + damage.get(mine.iid, 0) - self.kw(mine.cid)["power"] - mine.boost + 1000
        pay = self.plan_payment(active, self.kw(card[1])["cost"])
        if need <= 0 or pay is None:
            return
        self.freeze(active, pay)
        side.hand.remove(card)
        self.emit("play", active, {"card": {"iid": card[0], "card": card[1]}, "pay": pay})
        self.emit("resolve", None)
        self.emit("effect", None, {"source": card[0], "power": [{"card": mine.iid, "amount": need}]})
        mine.boost += need

    def header(self) -> dict[str, Any]:
        return {
            "format": "judgelog/1",
            "game": "dimension-zero",
            "rules_version": "19.00",
            "variant": "constructed",
            "options": {"mulligan": True},
            "players": [{"seat": s, "name": f"Player {s}"} for s in SEATS],
            "first_player": SEATS[0],
            "cards": self.cards,
            "decklists": {s: {"main": decklist()} for s in SEATS},
        }


def generate_game(seed: int, max_turns: int = 60) -> dict[str, Any]:
    duel = Duel(seed)
    duel.setup()
    while not duel.over and duel.turn < max_turns:
        duel.play_turn(SEATS[duel.turn % 2])
    return {"header": duel.header(), "entries": duel.entries}
