"""A seeded generator of legal two-player Rebirth for you games, written as judgelog/1 documents.

It plays with full information (it knows the deck order) and writes what a judge at the table would
record. Its logs must replay with no `illegal` finding: a false-positive guard for the engine, and the
workload of the benchmark. It is a separate simulation on purpose, so it cross-checks the engine
rather than repeating it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

ATTRS = ("学園", "魔法", "剣士", "アイドル")


def card_pool() -> dict[str, dict[str, Any]]:
    """Vanilla cards (no unmodelled text): 11 characters, 2 Re-birth cards, 3 partners."""
    cards: dict[str, dict[str, Any]] = {}
    for i in range(11):
        cost = i % 4
        spec: dict[str, Any] = {
            "name": f"テストキャラ{i + 1}",
            "type": "CH",
            "cost": cost,
            "atk": 1 + (i % 3),
            "def": 1 + cost + (i % 2),
            "attributes": [ATTRS[i % len(ATTRS)]],
            "title": "テスト作品",
        }
        if i in (2, 5):
            spec["keywords"] = {"blocker": True}
        if i == 8:
            spec["keywords"] = {"blocker": [ATTRS[0]]}
        cards[f"T-CH{i + 1:02d}"] = spec
    cards["T-RE01"] = {"name": "テストReバースA", "type": "RE", "cost": 0}
    cards["T-RE02"] = {"name": "テストReバースB", "type": "RE", "cost": 0}
    for i in range(3):
        cards[f"T-PA{i + 1}"] = {
            "name": f"テストパートナー{i + 1}",
            "type": "PA",
            "cost": 0,
            "atk": 2,
            "def": 2,
        }
    return cards


def ability_pool() -> dict[str, dict[str, Any]]:
    """The vanilla pool and two cards with declared abilities, which the generator plays legally:
    an automatic one (登場した時、このターン中DEF+1) and an activated one with a cost, a target and the
    use-limit icon (自分のエントリーのキャラ1体はこのターン中ATK+1)."""
    cards = card_pool()
    cards["T-GA1"] = {
        "name": "テスト登場ガード",
        "type": "CH",
        "cost": 1,
        "atk": 1,
        "def": 2,
        "attributes": [ATTRS[1]],
        "title": "テスト作品",
        "abilities": [
            {
                "id": "enter_guard",
                "kind": "auto",
                "trigger": {"event": "appears", "card": "self"},
                "duration": "turn",
                "effect": {"modify": {"def": 1}},
            }
        ],
    }
    cards["T-GA2"] = {
        "name": "テスト応援",
        "type": "CH",
        "cost": 2,
        "atk": 1,
        "def": 3,
        "attributes": [ATTRS[2]],
        "title": "テスト作品",
        "abilities": [
            {
                "id": "rally",
                "kind": "activated",
                "once_per_turn": True,
                "cost": {"energy": 1},
                "targets": [{"zone": "entry", "whose": "own", "count": 1, "type": "CH"}],
                "duration": "turn",
                "effect": {"modify": {"atk": 1}},
            }
        ],
    }
    return cards


def generator_decklist() -> dict[str, Any]:
    """The generator's deck: the vanilla deck with T-CH10 and T-CH11 replaced by the ability cards."""
    main = {k: v for k, v in decklist()["main"].items() if k not in ("T-CH10", "T-CH11")}
    main["T-GA1"] = 4
    main["T-GA2"] = 4
    return {"main": main, "partners": decklist()["partners"]}


def decklist() -> dict[str, Any]:
    main = {f"T-CH{i + 1:02d}": 4 for i in range(11)}
    main["T-RE01"] = 3
    main["T-RE02"] = 3
    return {"main": main, "partners": {"T-PA1": 1, "T-PA2": 1, "T-PA3": 1}}


@dataclass
class _Side:
    seat: str
    deck: list[str] = field(default_factory=list)  # top is the end of the list
    hand: list[str] = field(default_factory=list)
    entry: str | None = None
    damage: int = 0
    members: list[str | None] = field(default_factory=lambda: [None, None, None])
    rested: set[str] = field(default_factory=set)
    energy: list[str] = field(default_factory=list)
    rebirth: list[str] = field(default_factory=list)
    retire: list[str] = field(default_factory=list)
    waiting: list[str] = field(default_factory=list)


class GameOver(Exception):
    pass


class _Game:
    def __init__(self, seed: int, max_turns: int) -> None:
        self.rng = random.Random(seed)
        self.cards = ability_pool()
        # Numeric changes that last until the end of the turn, by card (from the declared abilities).
        self.def_bonus: dict[str, int] = {}
        self.atk_bonus: dict[str, int] = {}
        self.rallied: set[str] = set()
        self.max_turns = max_turns
        self.entries: list[dict[str, Any]] = []
        self.ident: dict[str, str] = {}
        self.sides = {s: _Side(s) for s in ("P1", "P2")}
        self.first = self.rng.choice(["P1", "P2"])
        self.second = "P2" if self.first == "P1" else "P1"
        self.turn = 0
        self.phase = "setup"
        self.step: str | None = None
        self.winner: str | None = None
        for seat, side in self.sides.items():
            n = 0
            for cid, count in generator_decklist()["main"].items():
                for _ in range(count):
                    n += 1
                    iid = f"{seat}:c{n:02d}"
                    self.ident[iid] = cid
                    side.deck.append(iid)
            for k in range(3):
                self.ident[f"{seat}:p{k + 1}"] = f"T-PA{k + 1}"

    # --- writing ---------------------------------------------------------------------------------
    def ref(self, iid: str) -> dict[str, Any]:
        return {"iid": iid, "card": self.ident[iid]}

    def emit(self, actor: str | None, act: str, **args: Any) -> None:
        entry: dict[str, Any] = {
            "seq": len(self.entries) + 1,
            "turn": self.turn,
            "phase": self.phase,
            "actor": actor,
            "act": act,
        }
        if self.step is not None:
            entry["step"] = self.step
        if args:
            entry["args"] = args
        self.entries.append(entry)

    def d(self, iid: str) -> dict[str, Any]:
        return self.cards[self.ident[iid]]

    def is_partner(self, iid: str) -> bool:
        return self.d(iid)["type"] == "PA"

    def other(self, seat: str) -> str:
        return "P2" if seat == "P1" else "P1"

    # --- rule helpers ----------------------------------------------------------------------------
    def pop_deck(self, side: _Side) -> str:
        iid = side.deck.pop()
        if not side.deck:
            self.refresh(side)
        return iid

    def refresh(self, side: _Side) -> None:
        if not side.waiting:
            self.winner = self.other(side.seat)
            self.emit(None, "result", winners=[self.winner], reason="deck_out")
            raise GameOver
        side.deck = side.waiting
        side.waiting = []
        self.rng.shuffle(side.deck)
        self.emit(side.seat, "refresh")

    def draw(self, side: _Side, hidden: bool = False) -> None:
        top = side.deck[-1]
        if hidden:
            self.emit(side.seat, "draw", count=1)
        else:
            self.emit(side.seat, "draw", cards=[self.ref(top)])
        side.hand.append(self.pop_deck(side))

    def appeared(self, seat: str, iid: str) -> None:
        """A character appeared (5.5.1): T-GA1's automatic ability waits and is played at once."""
        if self.ident[iid] != "T-GA1":
            return
        self.emit(seat, "play_ability", card=self.ref(iid), ability="enter_guard")
        self.emit(
            seat, "effect", source=self.ref(iid), ability="enter_guard", modify=[{"card": iid, "def": 1}]
        )
        self.def_bonus[iid] = self.def_bonus.get(iid, 0) + 1

    def left(self, iid: str | None) -> None:
        """A card that leaves its zone is a new object: what lasted on it ends (4.1.4)."""
        if iid is not None:
            self.def_bonus.pop(iid, None)
            self.atk_bonus.pop(iid, None)

    def defense(self, iid: str) -> int:
        return int(self.d(iid)["def"]) + self.def_bonus.get(iid, 0)

    def check_timing(self) -> None:
        """Entry processing in order: Re-birth out of entry, then empty entries, turn player first."""
        order = [self.turn_seat, self.other(self.turn_seat)]
        while True:
            for seat in order:
                side = self.sides[seat]
                if side.entry is not None and self.d(side.entry)["type"] == "RE":
                    iid = side.entry
                    self.left(iid)
                    self.emit(seat, "rebirth_from_entry", card=self.ref(iid))
                    side.rebirth.append(iid)
                    side.entry = None
                    break
            else:
                for seat in order:
                    side = self.sides[seat]
                    if side.entry is None:
                        top = side.deck[-1]
                        self.emit(seat, "entry_fill", card=self.ref(top))
                        side.entry = self.pop_deck(side)
                        side.damage = 0
                        self.appeared(seat, side.entry)
                        break
                else:
                    return

    # --- the game --------------------------------------------------------------------------------
    def setup(self) -> None:
        for seat, side in self.sides.items():
            cheap = [i for i in side.deck if self.d(i)["cost"] <= 2 and self.d(i)["type"] == "CH"]
            iid = self.rng.choice(cheap)
            side.deck.remove(iid)
            side.entry = iid
            self.emit(seat, "setup_entry", card={"iid": iid, "card": self.ident[iid], "face_down": True})
        for seat, side in self.sides.items():
            self.rng.shuffle(side.deck)
            self.emit(seat, "shuffle")
        for seat, side in self.sides.items():
            top3 = list(reversed(side.deck[-3:]))
            self.emit(seat, "draw", cards=[self.ref(i) for i in top3])
            del side.deck[-3:]
            side.hand += top3
            partners = [f"{seat}:p{k + 1}" for k in range(3)]
            self.emit(seat, "partners_to_hand", cards=[self.ref(p) for p in partners])
            side.hand += partners
        second = self.sides[self.second]
        partner = next(i for i in second.hand if self.is_partner(i))
        second.hand.remove(partner)
        second.energy.append(partner)
        self.emit(self.second, "energy", partner=self.ref(partner))
        self.emit(
            None, "reveal", cards=[self.ref(s.entry) for s in self.sides.values() if s.entry], face_up=True
        )

    def play_turn(self) -> None:
        seat = self.turn_seat
        me, opp = self.sides[seat], self.sides[self.other(seat)]
        self.phase, self.step = "standby", None
        me.rested.clear()
        self.draw(me, hidden=self.rng.random() < 0.3)
        self.phase = "energy"
        partner = next((i for i in me.hand if self.is_partner(i)), None)
        other = next((i for i in me.hand if not self.is_partner(i)), None)
        args: dict[str, Any] = {}
        if partner and self.rng.random() < 0.8:
            args["partner"] = self.ref(partner)
            me.hand.remove(partner)
            me.energy.append(partner)
        if other and self.rng.random() < 0.7:
            args["card"] = self.ref(other)
            me.hand.remove(other)
            me.energy.append(other)
        if args:
            self.emit(seat, "energy", **args)
        self.phase = "main"
        for _ in range(self.rng.randint(0, 4)):
            self.main_action(me)
            self.check_timing()
        if self.turn > 1:
            self.phase = "attack"
            self.attacks(me, opp)
        self.phase, self.step = "end", None
        if me.rebirth:
            self.emit(seat, "end_discard_rebirth", cards=[self.ref(i) for i in me.rebirth])
            me.waiting += me.rebirth
            me.rebirth = []
        me.damage = opp.damage = 0
        self.def_bonus.clear()  # 7.6.4: the turn's effects end
        self.atk_bonus.clear()
        self.rallied.clear()

    def main_action(self, me: _Side) -> None:
        seat = me.seat
        chars = [i for i in me.hand if self.d(i)["type"] == "CH"]
        rebirths = [i for i in me.hand if self.d(i)["type"] == "RE"]
        empty = [k for k, m in enumerate(me.members) if m is None]
        standing = [i for i in me.energy if i not in me.rested and not self.is_partner(i)]
        # Product decision Rebirth 1: a character is played for its printed cost (5.14.1 at 9.7.2.1). Standing
        # partners may pay too (decision 2); the generator spends them last, keeping them for partner attacks.
        payers = standing + [i for i in me.energy if i not in me.rested and self.is_partner(i)]
        affordable = [i for i in chars if self.d(i)["cost"] <= len(payers)]
        choice = self.rng.random()
        if choice < 0.45 and affordable:
            iid = self.rng.choice(affordable)
            me.hand.remove(iid)
            pay = payers[: self.d(iid)["cost"]]
            me.rested.update(pay)
            paid = {"pay": [self.ref(p) for p in pay]} if pay else {}
            if self.rng.random() < 0.15:
                self.emit(seat, "play_character", card=self.ref(iid), to="entry", **paid)
                old = me.entry
                me.entry, me.damage = iid, 0
                if old is not None:
                    self.emit(seat, "discard_excess", card=self.ref(old))
                    self.left(old)
                    me.waiting.append(old)
                self.appeared(seat, iid)
                return
            slot = self.rng.choice(empty) if empty and self.rng.random() < 0.8 else self.rng.randrange(3)
            self.emit(seat, "play_character", card=self.ref(iid), to="member", slot=slot, **paid)
            old = me.members[slot]
            me.members[slot] = iid
            if old is not None:
                self.emit(seat, "discard_excess", card=self.ref(old))
                self.left(old)
                me.waiting.append(old)
                me.rested.discard(old)
            self.appeared(seat, iid)
        elif choice < 0.7 and me.entry and empty and len(standing) >= self.d(me.entry)["cost"]:
            cost = self.d(me.entry)["cost"]
            pay = standing[:cost]
            slot = empty[0]
            self.emit(
                seat, "move_to_member", card=self.ref(me.entry), slot=slot, pay=[self.ref(p) for p in pay]
            )
            me.rested.update(pay)
            me.members[slot] = me.entry
            self.left(me.entry)
            me.entry, me.damage = None, 0
        elif choice < 0.78 and me.entry and self.rally(me, standing):
            pass
        elif choice < 0.85 and rebirths and me.deck:
            iid = rebirths[0]
            me.hand.remove(iid)
            me.rebirth.append(iid)
            top = me.deck[-1]
            self.emit(seat, "set_rebirth", card=self.ref(iid), draw=self.ref(top))
            me.hand.append(self.pop_deck(me))

    def rally(self, me: _Side, standing: list[str]) -> bool:
        """T-GA2's activated ability (once a turn, 1 energy): its master's entry character gets ATK+1."""
        ralliers = [
            m for m in me.members if m is not None and self.ident[m] == "T-GA2" and m not in self.rallied
        ]
        if not ralliers or not standing or me.entry is None:
            return False
        iid, pay = ralliers[0], standing[0]
        self.emit(
            me.seat,
            "play_ability",
            card=self.ref(iid),
            ability="rally",
            targets=[me.entry],
            pay=[self.ref(pay)],
        )
        me.rested.add(pay)
        self.rallied.add(iid)
        self.emit(
            me.seat, "effect", source=self.ref(iid), ability="rally", modify=[{"card": me.entry, "atk": 1}]
        )
        self.atk_bonus[me.entry] = self.atk_bonus.get(me.entry, 0) + 1
        return True

    def attacks(self, me: _Side, opp: _Side) -> None:
        seat = me.seat
        for slot in range(3):
            support = me.members[slot]
            if support is None or support in me.rested or self.rng.random() < 0.2:
                continue
            if me.entry is None or opp.entry is None:
                return
            self.step = "start"
            args: dict[str, Any] = {"support": self.ref(support)}
            partners = [i for i in me.energy if self.is_partner(i) and i not in me.rested]
            partner_attack = len(partners) >= 3 and self.rng.random() < 0.3
            if partner_attack:
                args["partner_attack"] = True
                args["partners"] = [self.ref(p) for p in partners[:3]]
                me.rested.update(partners[:3])
            self.emit(seat, "attack", **args)
            me.rested.add(support)
            self.step = "block"
            blocked = False
            attacked = self.d(opp.entry)
            for iid in opp.hand:
                kw = self.d(iid).get("keywords", {}).get("blocker")
                if kw is True or (isinstance(kw, list) and set(kw) & set(attacked.get("attributes", []))):
                    if self.rng.random() < 0.5:
                        opp.hand.remove(iid)
                        opp.waiting.append(iid)
                        self.emit(opp.seat, "block", card=self.ref(iid))
                        blocked = True
                    break
            self.step = "damage"
            amount = 0 if blocked else self.d(me.entry)["atk"] + self.atk_bonus.get(me.entry, 0)
            if self.rng.random() < 0.5:
                self.emit(None, "damage", amount=amount)
            opp.damage += amount
            if opp.damage >= self.defense(opp.entry) or partner_attack:
                iid = opp.entry
                self.left(iid)
                self.emit(opp.seat, "retire", card=self.ref(iid))
                opp.retire.append(iid)
                opp.entry = None
                if len(opp.retire) >= 7:
                    self.winner = seat
                    self.emit(None, "result", winners=[seat], reason="retire")
                    raise GameOver
            self.check_timing()
            self.step = "close"
        self.step = None

    @property
    def turn_seat(self) -> str:
        return self.first if self.turn % 2 == 1 else self.second

    def run(self) -> None:
        self.setup()
        try:
            while self.turn < self.max_turns:
                self.turn += 1
                self.play_turn()
        except GameOver:
            pass


def generate_game(seed: int, max_turns: int = 60) -> dict[str, Any]:
    """A complete judgelog/1 document of one legal game."""
    game = _Game(seed, max_turns)
    game.run()
    deck = generator_decklist()
    return {
        "header": {
            "format": "judgelog/1",
            "game": "rebirth",
            "rules_version": "unknown",
            "variant": "standard",
            "players": [{"seat": "P1", "name": "Player One"}, {"seat": "P2", "name": "Player Two"}],
            "first_player": game.first,
            "cards": game.cards,
            "decklists": {"P1": deck, "P2": deck},
            "recorder": {"kind": "generator", "seed": seed},
        },
        "entries": game.entries,
    }
