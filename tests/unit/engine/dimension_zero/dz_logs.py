"""Hand-written Dimension Zero logs for the proofs: a small card pool, legal decks, and a log builder.

Every log built here starts with the setup (3.1.3, 3.2.2): both players shuffle and draw 5 named cards
(the mid-game snapshots, test_dz_snapshot.py, reuse the card pool and decks). ``Log.setup()`` writes that, then a test writes the few entries of the
situation it proves, entry by entry, as a judge would record them.
"""

from __future__ import annotations

import copy
from typing import Any


def _unit(name: str, cost: dict[str, int], power: int, **kw: Any) -> dict[str, Any]:
    keywords = {"cost": cost, "move": {"colourless": 1}, "timing": "normal", "power": power, "smash": 1}
    return {"name": name, "type": "unit", "keywords": keywords | kw}


CARDS: dict[str, dict[str, Any]] = {
    # Red unit, cost 赤1, power 3000, smash 1, move 無色1.
    "RU": _unit("赤のユニット", {"red": 1}, 3000),
    # Blue unit, cost 青1, power 2000.
    "BU": _unit("青のユニット", {"blue": 1}, 2000),
    # Red unit with 速攻 (enters released, 5.1).
    "HU": _unit("速攻のユニット", {"red": 1}, 2000, haste=True),
    # Red unit with 加速 (deals damage in the first battle step, 5.4).
    "AU": _unit("加速のユニット", {"red": 1}, 4000, accel=True),
    # Red unit with smash 0 and a unit with a negative smash (1.2.2).
    "ZU": _unit("スマッシュ0のユニット", {"red": 1}, 1000, smash=0),
    "NU": _unit("負のスマッシュのユニット", {"red": 1}, 1000, smash=-1),
    # A big red unit: it survives a battle with 《赤のユニット》.
    "GU": _unit("大きなユニット", {"red": 1}, 5000),
    # A strategy with 禁呪 4 (2.19.1): two fit in a deck, three do not.
    "KJ": {"name": "禁呪の作戦", "type": "strategy", "keywords": {"cost": {"red": 1}, "kinju": 4}},
    # A unit of power 0: a rule effect puts it into the graveyard as soon as it is placed (4.16.4-4).
    "OU": _unit("パワー0のユニット", {"red": 1}, 0),
    # Strategies of each timing, cost 赤1; one with cost X.
    "NS": {
        "name": "ノーマルの作戦",
        "type": "strategy",
        "keywords": {"cost": {"red": 1}, "timing": "normal"},
    },
    "QS": {"name": "クイックの作戦", "type": "strategy", "keywords": {"cost": {"red": 1}, "timing": "quick"}},
    "BS": {"name": "バトルの作戦", "type": "strategy", "keywords": {"cost": {"red": 1}, "timing": "battle"}},
    "XS": {"name": "Xの作戦", "type": "strategy", "keywords": {"cost": {"x": 1}, "timing": "normal"}},
    # A red base, cost 赤1.
    "BA": {"name": "赤のベース", "type": "base", "keywords": {"cost": {"red": 1}, "timing": "normal"}},
    # A unit whose text the engine does not model.
    "TU": dict(_unit("テキストのユニット", {"red": 1}, 2000), text=True),
    # Filler: 団結 has no copy limit (5.6.2), so one line fills the deck to 40.
    "FU": _unit("団結のユニット", {"red": 1}, 1000, unity=True),
}
# Three of the red unit, two of each other card, the filler making 40 (3.1.1).
DECK: dict[str, int] = {cid: 2 for cid in CARDS if cid not in ("FU", "KJ")} | {"RU": 3}
DECK["FU"] = 40 - sum(DECK.values())


def card(iid: str, cid: str) -> dict[str, str]:
    return {"iid": iid, "card": cid}


class Log:
    """A judgelog built entry by entry; ``at(turn, phase)`` sets where the next entries happen."""

    def __init__(self, cards: dict[str, Any] | None = None, **header: Any) -> None:
        self.header: dict[str, Any] = {
            "format": "judgelog/1",
            "game": "dimension-zero",
            "rules_version": "19.00",
            "players": [{"seat": "P1", "name": "A"}, {"seat": "P2", "name": "B"}],
            "first_player": "P1",
            "cards": copy.deepcopy(cards or CARDS),
            "decklists": {"P1": {"main": dict(DECK)}, "P2": {"main": dict(DECK)}},
        } | header
        self.entries: list[dict[str, Any]] = []
        self.turn, self.phase, self.step = 0, "setup", None

    def at(self, turn: int, phase: str, step: str | None = None) -> Log:
        self.turn, self.phase, self.step = turn, phase, step
        return self

    def add(self, actor: str | None, act: str, **args: Any) -> int:
        """Append an entry; returns its seq."""
        seq = len(self.entries) + 1
        entry: dict[str, Any] = {
            "seq": seq,
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
        return seq

    def setup(self, p1: list[str] | None = None, p2: list[str] | None = None) -> Log:
        """Both shuffle, then draw 5: the hands named as card ids, ids `P1:h0`… (3.1.3, 3.2.2)."""
        self.at(0, "setup")
        self.add("P1", "shuffle")
        self.add("P2", "shuffle")
        for seat, hand in (("P1", p1), ("P2", p2)):
            hand = list(hand or [])
            hand += ["FU"] * (5 - len(hand))
            self.add(seat, "draw", cards=[card(f"{seat}:h{i}", cid) for i, cid in enumerate(hand)])
        return self

    def json(self) -> dict[str, Any]:
        return {"header": copy.deepcopy(self.header), "entries": copy.deepcopy(self.entries)}

    def copy(self) -> Log:
        return copy.deepcopy(self)


def battle(p2_unit: str = "RU", p2_hand: list[str] | None = None) -> Log:
    """Four turns to a battle in the central square B21, in P2's main phase (turn 4):

    1. P1 plays 《赤のユニット》 P1:h1 into its home square B11 (it enters frozen, 2.20.1-3).
    2. P2 puts energy. 3. P1, released, moves P1:h1 up to the central square B21 (3.8.2-6).
    4. P2 plays `p2_unit` P2:h2 into B21 from its side (2.20.1-2): the battle occurs (3.11.1) at the next
       entry. P2 keeps one released red energy, P2:h1; P1 keeps P1:h2. P2's hand keeps `p2_hand`
       (P2:h3, P2:h4).
    """
    extra = list(p2_hand or [])
    log = Log().setup(["RU", "RU", "RU"], ["RU", "RU", p2_unit, *extra])
    log.at(1, "energy")
    log.add("P1", "energy", card="P1:h0")
    log.at(1, "main")
    log.add("P1", "play", card="P1:h1", to="B11", pay=["P1:h0"])
    log.add(None, "resolve")
    log.at(2, "draw")
    log.add("P2", "draw", cards=["P2:d0"])
    log.at(2, "energy")
    log.add("P2", "energy", card="P2:h0")
    log.at(3, "draw")
    log.add("P1", "draw", cards=["P1:d0"])
    log.at(3, "energy")
    log.add("P1", "energy", card="P1:h2")
    log.at(3, "main")
    log.add("P1", "move", unit="P1:h1", to="B21", pay=["P1:h0"])
    log.add(None, "resolve")
    log.at(4, "draw")
    log.add("P2", "draw", cards=["P2:d1"])
    log.at(4, "energy")
    log.add("P2", "energy", card="P2:h1")
    log.at(4, "main")
    log.add("P2", "play", card="P2:h2", to="B21", pay=["P2:h0"])
    log.add(None, "resolve")
    return log


def empty_first_step(log: Log, turn: int = 4) -> Log:
    """The first battle step of a battle where no unit has 加速: its exchange carries no damage, but it goes
    on the stack and resolves all the same (3.12.2, 3.4.3; decision DZ 5)."""
    log.at(turn, "main", "battle1")
    log.add(None, "exchange", damage={})
    log.add(None, "resolve")
    return log


def in_enemy_area(unit: str, p1_hand: list[str] | None = None) -> Log:
    """Three turns to P1's `unit` P1:h1 standing released in P2's home square B31 (P1's enemy area):

    1. P1 plays it into B11. 2. P2 draws. 3. P1 moves it to B21, then (released again, 4.9.3-2) to B31.
    The log stops in turn 3's main phase; P1's hand keeps `p1_hand` (P1:h3, P1:h4).
    """
    log = Log().setup(["RU", unit, "RU", *(p1_hand or [])])
    log.at(1, "energy")
    log.add("P1", "energy", card="P1:h0")
    log.at(1, "main")
    log.add("P1", "play", card="P1:h1", to="B11", pay=["P1:h0"])
    log.add(None, "resolve")
    log.at(2, "draw")
    log.add("P2", "draw", cards=["P2:d0"])
    log.at(3, "draw")
    log.add("P1", "draw", cards=["P1:d0"])
    log.at(3, "energy")
    log.add("P1", "energy", card="P1:h2")
    log.at(3, "main")
    log.add("P1", "move", unit="P1:h1", to="B21", pay=["P1:h0"])
    log.add(None, "resolve")
    log.add("P1", "move", unit="P1:h1", to="B31", pay=["P1:h2"])
    log.add(None, "resolve")
    return log
