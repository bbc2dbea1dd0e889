"""A seeded generator of legal kaiju games, written as judgelog/1 documents.

It plays with full information and writes what a judge at the table would record. Its logs must
replay with no finding at all: a false-positive guard for the engine and the workload of the
benchmark. It is a separate simulation on purpose (plain lists, its own rule code), so it cross-checks
the engine rather than repeating it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

TRAIT = "ゴジラ"
SEATS = ("P1", "P2")


# Cards with declared abilities (docs/log-format.md "Card abilities"), so the fuzz property covers them:
# GE-8 【出現時】 draw 1 (mandatory), GE-9 【逆襲】 draw 1 (optional), GS-1 "when placed" draw 1 (10.1.1.1.2).
ABILITIES: dict[str, list[dict[str, Any]]] = {
    "GE-8": [{"id": "draw", "kind": "auto", "keywords": {"appear": True}, "effect": {"draw": 1}}],
    "GE-9": [
        {
            "id": "strike",
            "kind": "auto",
            "keywords": {"counter": True},
            "optional": True,
            "effect": {"draw": 1},
        }
    ],
    "GS-1": [{"id": "plan", "kind": "auto", "effect": {"draw": 1}}],
}


def card_pool() -> dict[str, dict[str, Any]]:
    """A kaiju deck of grades I-IV and a 50-card main deck's worth; three cards have abilities."""
    cards: dict[str, dict[str, Any]] = {}
    for grade, threat in zip((1, 2, 3, 4), (6000, 9000, 12000, 15000), strict=True):
        cards[f"GK-{grade}"] = {
            "name": f"テスト怪獣{grade}",
            "type": "kaiju",
            "cost": grade,
            "attributes": [TRAIT],
            "keywords": {"colors": ["red"], "threat": threat, "icon": 1},
        }
    for grade in (1, 2, 3):
        cards[f"GM-{grade}"] = {
            "name": f"テスト怪獣M{grade}",
            "type": "kaiju",
            "cost": grade,
            "attributes": [TRAIT, "怪獣"],
            "keywords": {"colors": ["red"], "threat": 5000 + 3000 * grade, "icon": 1},
        }
    engage = (
        (1, 2000, 1),
        (2, 3000, 1),
        (3, 4000, 0),
        (4, 5000, 1),
        (5, 6000, 2),
        (6, 7000, 2),
        (2, 2500, 0),
        (1, 1000, 1),
        (2, 2500, 1),
    )
    for i, (grade, power, icon) in enumerate(engage, start=1):
        cards[f"GE-{i}"] = {
            "name": f"テスト交戦{i}",
            "type": "engage",
            "cost": grade,
            "attributes": ["兵器"],
            "keywords": {"colors": ["white" if i == 7 else "red"], "repel": power, "icon": icon},
        }
    for i, (grade, icon, base) in enumerate(((1, 1, False), (2, 1, True), (3, 2, False)), start=1):
        kw: dict[str, Any] = {"colors": ["red"], "icon": icon}
        if base:
            kw["base"] = True
        cards[f"GS-{i}"] = {"name": f"テスト戦略{i}", "type": "strategy", "cost": grade, "keywords": kw}
    for cid, abilities in ABILITIES.items():
        cards[cid]["abilities"] = abilities
    return cards


def decklist() -> dict[str, Any]:
    main = {f"GE-{i}": 4 for i in range(1, 8)} | {f"GM-{g}": 4 for g in (1, 2, 3)}
    main |= {"GE-1": 2, "GE-2": 2, "GE-8": 2, "GE-9": 2}
    main |= {"GS-1": 4, "GS-2": 4, "GS-3": 2}
    return {"main": main, "partners": {f"GK-{g}": 1 for g in (1, 2, 3, 4)}}


@dataclass
class _Side:
    seat: str
    deck: list[str] = field(default_factory=list)  # iids; the top is the end of the list
    hand: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    areas: dict[int, list[str]] = field(default_factory=lambda: {a: [] for a in range(1, 9)})
    strategy: list[tuple[str, int] | None] = field(default_factory=lambda: [None, None])
    stack: list[str] = field(default_factory=list)
    kaiju_deck: list[str] = field(default_factory=list)
    area: int = 1
    anger: int = 0


class _GameOver(Exception):
    pass


class _Game:
    def __init__(self, seed: int, max_turns: int) -> None:
        self.rng = random.Random(seed)
        self.cards = card_pool()
        self.max_turns = max_turns
        self.ids: dict[str, str] = {}
        self.entries: list[dict[str, Any]] = []
        self.turn = 0
        self.phase = "setup"
        self.sides = {s: _Side(s) for s in SEATS}
        for seat, side in self.sides.items():
            n = 0
            for cid, count in decklist()["main"].items():
                for _ in range(count):
                    n += 1
                    iid = f"{seat}:c{n}"
                    self.ids[iid] = cid
                    side.deck.append(iid)
            for grade in (1, 2, 3, 4):
                self.ids[f"{seat}:k{grade}"] = f"GK-{grade}"
                side.kaiju_deck.append(f"{seat}:k{grade}")

    # --- helpers -----------------------------------------------------------------------------------
    def log(self, actor: str | None, act: str, **args: Any) -> None:
        self.entries.append(
            {
                "seq": len(self.entries) + 1,
                "turn": self.turn,
                "phase": self.phase,
                "actor": actor,
                "act": act,
                "args": args,
            }
        )

    def d(self, iid: str) -> dict[str, Any]:
        return self.cards[self.ids[iid]]

    def show(self, iid: str) -> dict[str, str]:
        return {"iid": iid, "card": self.ids[iid]}

    def draw(self, side: _Side, n: int, source: str | None = None) -> None:
        extra = {"source": source} if source else {}
        chunk = 0
        for _ in range(n):
            if not side.deck:
                if chunk:
                    self.log(side.seat, "draw", count=chunk, **extra)
                    chunk = 0
                if not side.discard:
                    return  # 11.2.4: nothing happens
                side.deck = side.discard[:]
                side.discard.clear()
                self.rng.shuffle(side.deck)
                self.log(side.seat, "reshuffle")
            side.hand.append(side.deck.pop())
            chunk += 1
        if chunk:
            self.log(side.seat, "draw", count=chunk, **extra)

    def trample(self, side: _Side) -> None:
        countered = []
        for iid in list(side.areas[side.area]):
            side.areas[side.area].remove(iid)
            side.discard.append(iid)
            self.log(side.seat, "trample", card=iid)
            if self.ids[iid] == "GE-9":
                countered.append(iid)  # 【逆襲】 (12.7.2): waits until the rule processes are done
        for iid in countered:
            self.ability(side, iid, "strike", optional=True)

    def ability(self, side: _Side, iid: str, ability: str, optional: bool = False) -> None:
        """Play a waiting ability that draws one card (or decline an optional one, 10.6.3.2.1)."""
        if optional and self.rng.random() < 0.3:
            self.log(side.seat, "decline", card=iid, ability=ability)
            return
        self.log(side.seat, "play_ability", card=iid, ability=ability)
        self.draw(side, 1, source=iid)

    def top(self, side: _Side) -> dict[str, Any]:
        return self.d(side.stack[-1])

    # --- the game ----------------------------------------------------------------------------------
    def play(self) -> None:
        for side in self.sides.values():
            self.rng.shuffle(side.deck)
            self.log(side.seat, "shuffle")
            self.draw(side, 5)
            side.stack.append(side.kaiju_deck.pop(0))
            self.log(side.seat, "place_kaiju", card=self.show(side.stack[-1]), area=1)
        try:
            while self.turn < self.max_turns:
                self.turn += 1
                self.take_turn(self.sides[SEATS[(self.turn - 1) % 2]])
        except _GameOver:
            pass

    def take_turn(self, me: _Side) -> None:
        opp = self.sides[SEATS[self.turn % 2]]
        self.phase = "start"
        self.draw(me, self.top(opp)["cost"])
        old = [s for s in me.strategy if s and s[1] < self.turn and not self.d(s[0])["keywords"].get("base")]
        if old:
            self.log(me.seat, "discard_strategy", cards=[s[0] for s in old])
            for s in old:
                me.discard.append(s[0])
            me.strategy = [None if s in old else s for s in me.strategy]
        me.anger = 0
        self.phase = "main"
        self.main_phase(me, opp)
        self.phase = "repel"
        total = sum(self.d(c)["keywords"]["repel"] for cards in me.areas.values() for c in cards)
        threat = self.top(opp)["keywords"]["threat"] + 5000 * opp.anger
        if total >= threat:
            self.repel(me, opp)
        self.phase = "end"
        if me.area <= 7:
            me.area += 1
            self.log(me.seat, "end_advance")
            self.trample(me)
        self.draw(me, max(0, 5 - len(me.hand)))

    def main_phase(self, me: _Side, opp: _Side) -> None:
        kaiju_done = advanced = False
        for _ in range(self.rng.randint(1, 5)):
            choice = self.rng.random()
            hand = me.hand
            if choice < 0.35:
                playable = [
                    c for c in hand if self.d(c)["type"] == "engage" and self.d(c)["cost"] <= opp.area
                ]
                if playable:
                    card = self.rng.choice(playable)
                    areas = [a for a in range(1, 9) if a != me.area]
                    empty = [a for a in areas if not me.areas[a]]
                    area = self.rng.choice(empty if empty and self.rng.random() < 0.8 else areas)
                    hand.remove(card)
                    self.log(me.seat, "play_engage", card=self.show(card), area=area)
                    if me.areas[area]:
                        old = me.areas[area].pop()
                        me.discard.append(old)
                        self.log(me.seat, "duplicate", card=old)  # no 【逆襲】 by duplicates (12.7.2)
                    me.areas[area].append(card)
                    if self.ids[card] == "GE-8":
                        self.ability(me, card, "draw")  # 【出現時】 (12.2.2)
            elif choice < 0.5:
                free = [i for i, s in enumerate(me.strategy) if s is None]
                playable = [
                    c for c in hand if self.d(c)["type"] == "strategy" and self.d(c)["cost"] <= me.area
                ]
                if free and playable:
                    card = self.rng.choice(playable)
                    hand.remove(card)
                    me.strategy[free[0]] = (card, self.turn)
                    self.log(me.seat, "play_strategy", card=self.show(card), zone=free[0])
                    if self.ids[card] == "GS-1":
                        self.ability(me, card, "plan")  # a strategy card's text (10.1.1.1.2)
            elif choice < 0.65 and not kaiju_done:
                grade = self.top(me)["cost"]
                playable = [c for c in hand if self.d(c)["type"] == "kaiju" and self.d(c)["cost"] == grade]
                if playable:
                    card = playable[0]
                    hand.remove(card)
                    me.stack.append(card)
                    me.anger += 1
                    kaiju_done = True
                    self.log(me.seat, "play_kaiju", card=self.show(card))
            elif choice < 0.75:
                playable = [c for c in hand if self.d(c)["type"] == "kaiju"]
                if playable:
                    card = playable[-1]
                    hand.remove(card)
                    me.discard.append(card)
                    me.anger += 1
                    self.log(me.seat, "gain_anger", card=self.show(card))
            elif not advanced and hand:
                advanced = True
                card = self.rng.choice(hand)
                hand.remove(card)
                me.discard.append(card)
                self.advance(me, opp, card)

    def advance(self, me: _Side, opp: _Side, card: str) -> None:
        for _ in range(self.d(card)["keywords"]["icon"]):
            if me.area < 8:
                me.area += 1
            elif not opp.areas[8]:
                self.log(me.seat, "advance", card=self.show(card))
                self.log(None, "result", winners=[me.seat], reason="advance")
                raise _GameOver
        self.log(me.seat, "advance", card=self.show(card), to=me.area)
        self.trample(me)

    def repel(self, me: _Side, opp: _Side) -> None:
        if opp.area >= 6:
            opp.area = {6: 5, 7: 4, 8: 3}[opp.area]
        current = self.top(opp)
        new = [k for k in opp.kaiju_deck if self.d(k)["cost"] == current["cost"] + 1]
        if not new:
            self.log(me.seat, "repel", to=opp.area)
            self.log(None, "result", winners=[me.seat], reason="repel")
            raise _GameOver
        opp.kaiju_deck.remove(new[0])
        opp.stack.append(new[0])
        self.log(me.seat, "repel", to=opp.area, replacement=self.show(new[0]))
        self.trample(opp)


def generate_game(seed: int, max_turns: int = 40) -> dict[str, Any]:
    game = _Game(seed, max_turns)
    game.play()
    deck = decklist()
    return {
        "header": {
            "format": "judgelog/1",
            "game": "kaiju",
            "rules_version": "1.04",
            "players": [{"seat": s} for s in SEATS],
            "first_player": SEATS[0],
            "cards": card_pool(),
            "decklists": {s: deck for s in SEATS},
            "recorder": {"generator": "judge.engine.games.kaiju.generator", "seed": seed},
        },
        "entries": game.entries,
    }
