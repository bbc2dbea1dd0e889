"""Hand-written dm-variants logs for the proofs (test_dm_proofs*.py): a header and the entries a judge
records, built entry by entry. Nothing here comes from the generator.

The card pool is vanilla except where a card says `text`: cheap cards keep a log short (a 1-cost
creature is summoned with the one mana card charged that turn).
"""

from __future__ import annotations

import copy
from typing import Any

Args = dict[str, Any]


def _creature(name: str, civs: list[str], power: int, cost: int = 1, **kw: Any) -> dict[str, Any]:
    return {
        "name": name,
        "type": "creature",
        "cost": cost,
        "keywords": {"civilizations": civs, "power": power} | kw,
    }


# Ten cards, four copies each: the official 40-card deck (brief 7, decisions 12).
CARDS: dict[str, dict[str, Any]] = {
    "F": _creature("火の兵1", ["fire"], 1000),
    "G": _creature("火の兵2", ["fire"], 2000),
    "B": _creature("光の盾", ["light"], 1000, blocker=True),
    "N": _creature("自然の兵", ["nature"], 1000),
    "M": _creature("火自然の兵", ["fire", "nature"], 1000),
    "W": _creature("火の大将", ["fire"], 4000, cost=2, breaker=2),
    "X": _creature("火の異能", ["fire"], 1000) | {"text": True},
    "Y": _creature("火の異能2", ["fire"], 3000, cost=2) | {"text": True},
    "S": {"name": "火の呪文", "type": "spell", "cost": 1, "keywords": {"civilizations": ["fire"]}},
    "T": {
        "name": "火のトリガー",
        "type": "spell",
        "cost": 1,
        "keywords": {"civilizations": ["fire"], "shield_trigger": True},
    },
}
HAND = ("F", "G", "B", "F", "G")  # the opening hand `<seat>:h0` … `<seat>:h4`


def deck() -> dict[str, Any]:
    return {"main": dict.fromkeys(CARDS, 4)}


class Game:
    """One game being recorded: the header, then entries in order. `add` returns the entry's seq."""

    def __init__(
        self,
        seats: int | list[str] = 2,
        *,
        variant: str | None = None,
        options: dict[str, Any] | None = None,
        first: str = "P1",
        cards: dict[str, dict[str, Any]] | None = None,
        decklists: dict[str, dict[str, Any]] | None = None,
    ) -> None:
        self.seats = seats if isinstance(seats, list) else [f"P{i + 1}" for i in range(seats)]
        self.variant = variant or ("standard" if len(self.seats) == 2 else "free_for_all")
        self.options: dict[str, Any] = {"policies": {"deck_out": "empty_deck"}} | (options or {})
        self.first = first
        self.cards = cards or CARDS
        self.decklists = decklists or {s: deck() for s in self.seats}
        self.entries: list[dict[str, Any]] = []

    def add(self, turn: int, phase: str, actor: str | None, act: str, **args: Any) -> int:
        seq = len(self.entries) + 1
        self.entries.append(
            {"seq": seq, "turn": turn, "phase": phase, "actor": actor, "act": act, "args": args}
        )
        return seq

    def setup(self, shields: int | dict[str, int] = 5, hand: tuple[str, ...] | dict[str, int] = HAND) -> None:
        """Each seat in order sets its shields and draws its opening hand `<seat>:h<i>`."""
        for s in self.seats:
            n = shields if isinstance(shields, int) else shields[s]
            self.add(0, "setup", s, "shields", count=n)
            cards = hand if isinstance(hand, tuple) else HAND[: hand[s]]
            self.add(
                0, "setup", s, "draw", cards=[{"iid": f"{s}:h{i}", "card": c} for i, c in enumerate(cards)]
            )

    def turn(
        self,
        turn: int,
        seat: str,
        *,
        draw: str | None = "F",
        charge: str | None = None,
        summon: str | None = None,
    ) -> str | None:
        """A plain turn: start, draw one card `<seat>:d<turn>` (None: no draw step), charge `charge` (default
        the drawn card) and summon `summon` tapping it. Returns the charged card."""
        self.add(turn, "start", seat, "turn_start")
        drawn = f"{seat}:d{turn}"
        if draw is not None:
            self.add(turn, "draw", seat, "draw", cards=[{"iid": drawn, "card": draw}])
        mana = charge or (drawn if draw is not None else None)
        if mana is not None:
            self.add(turn, "charge", seat, "charge", card=mana)
        if summon is not None:
            self.add(turn, "main", seat, "summon", card=summon, tap=[mana] if mana else [])
        return mana

    def log(self) -> dict[str, Any]:
        header: dict[str, Any] = {
            "format": "judgelog/1",
            "game": "dm-variants",
            "variant": self.variant,
            "options": self.options,
            "players": [{"seat": s} for s in self.seats],
            "first_player": self.first,
            "cards": self.cards,
            "decklists": self.decklists,
        }
        return copy.deepcopy({"header": header, "entries": self.entries})


def two_player_opening(g: Game | None = None, hand: tuple[str, ...] = HAND) -> Game:
    """Standard game: P1 summons its fire creature P1:h0 in turn 1 (the first player skips the draw), P2 its
    blocker P2:h2 in turn 2 (charging the light card it drew), P1 draws and charges P1:d3 in turn 3. Then
    P1:h0 may attack and P1 has two untapped fire mana cards, P1:h1 and P1:d3."""
    g = g or Game(2)
    g.setup(hand=hand)
    g.turn(1, "P1", draw=None, charge="P1:h1", summon="P1:h0")
    g.turn(2, "P2", draw="B", summon="P2:h2")
    g.turn(3, "P1")
    return g


# --- formats ---------------------------------------------------------------------------------------------
def teams_game(variant: str, teams: list[list[str]], **kw: Any) -> Game:
    """A team format; `teams` lists each team, primary (or, in 皇帝戦, seating order) as the format wants."""
    seats = sorted({s for t in teams for s in t}, key=lambda s: int(s[1:]))
    options = {"teams": teams} | kw.pop("options", {})
    return Game(seats, variant=variant, options=options, **kw)


SCHEMES = {f"SC{i}": {"name": f"計略{i}", "type": "scheme", "cost": 0, "keywords": {}} for i in range(20)}


def archenemy_game(teams: list[list[str]] | None = None) -> Game:
    """魔王戦: P1 the 魔王 with a 20-scheme deck `P1:sc<i>` (SC<i>), P2 and P3 the heroes (702.5: 7 shields
    each). P1 starts (702.6)."""
    g = teams_game("archenemy", teams or [["P1"], ["P2", "P3"]], cards=CARDS | SCHEMES)
    g.decklists["P1"] = deck() | {"schemes": dict.fromkeys(SCHEMES, 1)}
    g.setup(shields=7)
    return g


def edh_cards() -> dict[str, dict[str, Any]]:
    """59 different 1-cost fire creatures E1…E59 and a 1-cost fire commander CMD (701.4: 60 cards, one each)."""
    cards = {f"E{i}": _creature(f"火の単騎{i}", ["fire"], 1000 + i) for i in range(1, 60)}
    return cards | {"CMD": _creature("火の統率者", ["fire"], 5000)}


def dmedh_game(seats: int = 2, policies: dict[str, str] | None = None) -> Game:
    """DMEDH: seven shields and a five-card hand `<seat>:h<i>` (E1…E5 for P1, E6…E10 for P2, …); the
    commander CMD starts in 超統率ゾーン as `<seat>:cmd` (701.5)."""
    cards = edh_cards()
    g = Game(seats, variant="dmedh", cards=cards)
    if policies is not None:
        g.options["policies"] = policies
    g.decklists = {s: {"main": {f"E{i}": 1 for i in range(1, 60)}, "commander": "CMD"} for s in g.seats}
    for k, s in enumerate(g.seats):
        g.add(0, "setup", s, "shields", count=7)
        hand = [{"iid": f"{s}:h{i}", "card": f"E{5 * k + i + 1}"} for i in range(5)]
        g.add(0, "setup", s, "draw", cards=hand)
    return g


def _planar(cid: str, kind: str, **kw: Any) -> dict[str, Any]:
    return {"name": f"次元カード{cid}", "type": kind, "cost": 0, "keywords": kw}


# 次元戦: ten planes (one field with a D-switch, one without) and two phenomena (703.3a: one per 4 planes).
PLANES = (
    {f"PL{i}": _planar(f"PL{i}", "plane") for i in range(8)}
    | {"FD": _planar("FD", "field", d_switch=True), "FN": _planar("FN", "field")}
    | {f"PH{i}": _planar(f"PH{i}", "phenomenon") for i in range(2)}
)
# 次元探索戦: twelve planes and no phenomenon (704.3a allows them only from 20 cards).
GRID = {f"GP{i}": _planar(f"GP{i}", "plane") for i in range(10)} | {
    "GD": _planar("GD", "field", d_switch=True),
    "GN": _planar("GN", "field"),
}
CROSS = ([0, 0], [0, 1], [1, 0], [0, -1], [-1, 0])


def planar_game(variant: str, seats: int = 2) -> Game:
    """次元戦 or 次元探索戦 for `seats` players; after the hands, P1 reveals the starting plane(s)."""
    pile = PLANES if variant == "planes" else GRID
    g = Game(seats, variant=variant, cards=CARDS | pile)
    for s in g.seats:
        g.decklists[s] = deck() | {"planes": dict.fromkeys(pile, 1)}
    g.setup()
    return g


def plane_exploration_game(centre: str = "GP0") -> Game:
    """次元探索戦 for two: the cross holds `centre` on [0, 0] (as `P1:pl0`) and GP1…GP4 around it."""
    g = planar_game("plane_exploration")
    ids = [centre] + [f"GP{i}" for i in range(1, 5)]
    for k, (cid, at) in enumerate(zip(ids, CROSS, strict=True)):
        g.add(0, "setup", "P1", "plane_reveal", card={"iid": f"P1:pl{k}", "card": cid}, at=at)
    return g


def table_opening(
    seats: int = 3, *, variant: str | None = None, options: dict[str, Any] | None = None
) -> Game:
    """A multiplayer game: each player in turn draws (600.8: the starting player too), charges the fire card
    drawn and summons its fire creature `<seat>:h0`; then P1 draws and charges `P1:d<n+1>` in turn n + 1, so
    every `<seat>:h0` may attack or be attacked (none is tapped)."""
    g = Game(seats, variant=variant, options=options)
    g.setup()
    for t, s in enumerate(g.seats, start=1):
        g.turn(t, s, summon=f"{s}:h0")
    g.turn(seats + 1, "P1")
    return g


EMPEROR_TEAMS = [["P1", "P2", "P3"], ["P4", "P5", "P6"]]  # seating order: general, emperor, general
EMPEROR_ORDER = ("P2", "P3", "P4", "P5", "P6", "P1")  # clockwise from the emperor P2 (609.4)


def emperor_game(policies: dict[str, str] | None = None, **kw: Any) -> Game:
    """皇帝戦 for six, emperor P2 starting; the first two players skip their first draw unless `policies`
    says otherwise (609.5)."""
    chosen = (
        {"deck_out": "empty_deck", "emperor_first_draw": "skip_first_two"} if policies is None else policies
    )
    g = teams_game("emperor", EMPEROR_TEAMS, first=kw.pop("first", "P2"), options={"policies": chosen}, **kw)
    g.setup()
    return g


def emperor_turns(g: Game, turns: int, *, summon: bool = True) -> None:
    """Turns 1..`turns` in order: draw (not the first two players' first turn), charge, and in each player's
    first turn summon its fire creature `<seat>:h0`."""
    for t in range(1, turns + 1):
        seat = EMPEROR_ORDER[(t - 1) % 6]
        first = t <= 6
        draw = None if t <= 2 else "F"
        charge = f"{seat}:h1" if t <= 2 else None
        g.turn(t, seat, draw=draw, charge=charge, summon=f"{seat}:h0" if first and summon else None)


def tower_game(options: dict[str, Any] | None = None) -> Game:
    """タワーデュエル for two: one public deck of 60 (610.3: 30 a player), listed for each seat; a card is named
    with the seat that takes it (`P2:h0` is P2's)."""
    g = Game(2, variant="tower", options=options)
    public = {"main": dict.fromkeys(CARDS, 6)}
    g.decklists = {s: copy.deepcopy(public) for s in g.seats}
    return g
