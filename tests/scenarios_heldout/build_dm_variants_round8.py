"""Held-out judge scenarios for the Duel Masters variants, round 8.

Written blind, from the rulebook (rules_index/data/dm-variants.txt), the product decisions
(/work/shared/rulings/decisions.md) and the log-format documents (docs/log-format.md,
docs/log-format-dm-variants.md and the dm-variants examples) only, before the engine was run on it.
Each scenario pairs a legal twin with the disputed play, mostly from a mid-game snapshot.

Run: python -m tests.scenarios_heldout.build_dm_variants_round8
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent / "dm-variants"
PREFIX = "dm-variants-ho8-"

# Filled by a later look (after the first run); kept empty while the round is blind.
NOTES: dict[str, str] = {}
GAPS: dict[str, str] = {
    PREFIX + "adjacent-far-player-creature": (
        "A product question, left open after the first run (as in round 7): 602.2 says a player may attack "
        "only the players beside them; whether that bars an attack on a creature of the player across the "
        "table turns on 600.6a (every attack first names a defending player) and 602.1 (attack-adjacent is the "
        "simple form of the range of influence, whose 601.3 names creatures too). The engine reads it so and "
        "rules the attack illegal (attack.not_adjacent, 602.2); this writer reads 602.2 as open. It stays a "
        "disagreement until the rules team decides."
    ),
}

Json = dict[str, Any]


def creature(name: str, cost: int, civ: list[str], power: int, **kw: Any) -> Json:
    """A creature definition; extra keywords and `abilities` go through kw."""
    abilities = kw.pop("abilities", None)
    card: Json = {
        "name": name,
        "type": "creature",
        "cost": cost,
        "keywords": {"civilizations": civ, "power": power, **kw},
    }
    if abilities:
        card["abilities"] = abilities
    return card


def spell(name: str, cost: int, civ: list[str], abilities: list[Json] | None = None, **kw: Any) -> Json:
    card: Json = {"name": name, "type": "spell", "cost": cost, "keywords": {"civilizations": civ, **kw}}
    if abilities:
        card["abilities"] = abilities
    return card


# Cards every scenario may use: plain creatures and a plain spell, whose text the disputes never touch.
BASE: dict[str, Json] = {
    "V1": creature("火の兵", 1, ["fire"], 1000),
    "V2": creature("火の戦士", 2, ["fire"], 2000),
    "V3": creature("火の騎兵", 3, ["fire"], 3000),
    "V5": creature("火の大将", 5, ["fire"], 6000, breaker=2),
    "SA": creature("火の速攻兵", 2, ["fire"], 2000, speed_attacker=True),
    "BL": creature("光の守護者", 2, ["light"], 3000, blocker=True),
    "L1": creature("光の兵", 2, ["light"], 2000),
    "N1": creature("自然の兵", 2, ["nature"], 3000),
    "FN": creature("火自然の兵", 3, ["fire", "nature"], 4000),
    "FS": spell("火の呪文", 2, ["fire"]),
}
# Japanese printed texts of the cards with abilities (kept in the header's free `event` object).
TEXTS: dict[str, str] = {}

# Filler creatures that only make the decklists whole (distinct names, for DMEDH's singleton rule too).
FILLER = {f"Z{i:02d}": creature(f"火の予備兵{i:02d}", 1, ["fire"], 1000) for i in range(1, 61)}


def iter_cards(obj: Any) -> list[tuple[str, str]]:
    """Every identified card instance (iid, card id) in a snapshot or entry list."""
    found: list[tuple[str, str]] = []
    if isinstance(obj, dict):
        if isinstance(obj.get("iid"), str) and isinstance(obj.get("card"), str):
            found.append((obj["iid"], obj["card"]))
        for value in obj.values():
            found.extend(iter_cards(value))
    elif isinstance(obj, list):
        for value in obj:
            found.extend(iter_cards(value))
    return found


def zone(cards: list[tuple[str, str]] | None, tapped: bool | None = None) -> list[Json]:
    out = []
    for item in cards or []:
        iid, cid = item[0], item[1]
        entry: Json = {"iid": iid, "card": cid}
        if tapped is not None:
            entry["tapped"] = item[2] if len(item) > 2 else tapped
        out.append(entry)
    return out


class Game:
    """One judgelog: header (with a snapshot) and entries, numbered when built."""

    def __init__(
        self,
        seats: int,
        turn_seat: str,
        phase: str,
        this_turn: Json | None,
        players: dict[str, Json],
        cards: dict[str, Json] | None = None,
        variant: str | None = None,
        options: Json | None = None,
        dmedh: bool = False,
        rounds: int = 2,
        waiting: list[Json] | None = None,
        hyperspatial: dict[str, dict[str, int]] | None = None,
        commander: dict[str, str] | None = None,
    ) -> None:
        self.seats = [f"P{i}" for i in range(1, seats + 1)]
        idx = self.seats.index(turn_seat)
        self.turn = seats * rounds + idx + 1
        self.turn_seat = turn_seat
        self.phase = phase
        self.this_turn = this_turn
        self.players = players
        self.cards = cards or {}
        self.variant = variant or ("standard" if seats == 2 else "free_for_all")
        if dmedh:
            self.variant = "dmedh"
        self.options = options or {}
        self.dmedh = dmedh
        self.waiting = waiting
        # DMEDH: how often each commander has left 超統率ゾーン so far (701.14), per seat's snapshot.
        self.commander_moves: dict[str, int] = {}
        self.hyper = hyperspatial or {}
        self.commander = commander or {}
        self.entries: list[Json] = []

    def add(self, phase: str, actor: str | None, act: str, turn: int | None = None, **args: Any) -> Game:
        self.entries.append(
            {
                "turn": self.turn if turn is None else turn,
                "phase": phase,
                "actor": actor,
                "act": act,
                "args": args,
            }
        )
        return self

    def build(self) -> Json:
        commanders = [c for v in self.commander.values() for c in (v if isinstance(v, list) else [v])]
        main_total = 40
        if self.dmedh:
            main_total = 60 - sum(
                len(v) if isinstance(v, list) else 1 for v in self.commander.values()
            ) // max(1, len(self.commander))
        snap_players: dict[str, Json] = {}
        public: dict[str, list[Json]] = {}
        for seat in self.seats:
            spec = self.players.get(seat, {})
            public[seat] = {
                "mana": zone(spec.get("mana"), tapped=False),
                "battle": zone(spec.get("battle"), tapped=False),
                "graveyard": zone(spec.get("graveyard")),
            }
        pile_cards = {cid for piles in self.hyper.values() for cid in piles}
        for seat in self.seats:
            spec = self.players.get(seat, {})
            known = zone(spec.get("hand"))
            hand_count = len(known) + spec.get("hand_unknown", 2)
            shields = spec.get("shields", 7 if self.dmedh else 5)
            owned_public = sum(
                1
                for other in self.seats
                for zname in ("mana", "battle", "graveyard")
                for c in public[other][zname]
                if c["iid"].split(":")[0] == seat and c["card"] not in pile_cards
            )
            deck = main_total - hand_count - shields - owned_public
            assert deck > 0, (seat, deck)
            entry: Json = {
                "deck": {"count": deck},
                "hand": {"count": hand_count, "cards": known},
                "shields": {"count": shields},
                **public[seat],
            }
            if seat in self.hyper:
                in_play = Counter(
                    c["card"]
                    for other in self.seats
                    for c in public[other]["battle"]
                    if c["iid"].split(":")[0] == seat and c["card"] in pile_cards
                )
                rest = []
                for cid, n in self.hyper[seat].items():
                    rest += [{"iid": f"{seat}:hy{cid}{k}", "card": cid} for k in range(n - in_play[cid])]
                entry["hyperspatial"] = rest
            if self.dmedh:
                entry["command"] = zone(spec.get("command"))
                moves = {k: v for k, v in self.commander_moves.items() if k.startswith(seat + ":")}
                if moves:
                    entry["commander_moves"] = moves
            snap_players[seat] = entry
        snapshot: Json = {"turn": self.turn, "phase": self.phase, "turn_players": [self.turn_seat]}
        if self.this_turn is not None:
            snapshot["this_turn"] = self.this_turn
        snapshot["players"] = snap_players
        if self.waiting:
            snapshot["waiting"] = self.waiting
        entries = [{"seq": i + 1, **e} for i, e in enumerate(self.entries)]
        # Decklists: every identified card at four copies (one in DMEDH), then filler to the deck size.
        used: dict[str, Counter[str]] = {s: Counter() for s in self.seats}
        seen: set[str] = set()
        for iid, cid in iter_cards(snapshot) + iter_cards(entries):
            if iid in seen or ":" not in iid:
                continue
            seen.add(iid)
            owner = iid.split(":")[0]
            outside = cid in OUTSIDE
            if owner in used and not outside and cid not in pile_cards and cid not in commanders:
                used[owner][cid] += 1
        all_cards: dict[str, Json] = {**BASE, **self.cards}
        decklists: Json = {}
        for seat in self.seats:
            main: dict[str, int] = {}
            for cid, n in sorted(used[seat].items()):
                limit = 1 if self.dmedh else 4
                assert n <= limit, (seat, cid, n)
                main[cid] = limit
            fill = iter(sorted(FILLER))
            while sum(main.values()) < main_total:
                fid = next(fill)
                main[fid] = min(1 if self.dmedh else 4, main_total - sum(main.values()))
                all_cards[fid] = FILLER[fid]
            deck: Json = {"main": main}
            if seat in self.hyper:
                deck["hyperspatial"] = dict(self.hyper[seat])
            if seat in self.commander:
                deck["commander"] = self.commander[seat]
            decklists[seat] = deck
        header: Json = {
            "format": "judgelog/1",
            "game": "dm-variants",
            "rules_version": "Ver.1.4.3 (2021-03-06)",
            "variant": self.variant,
        }
        if self.options:
            header["options"] = self.options
        header["players"] = [{"seat": s} for s in self.seats]
        header["first_player"] = "P1"
        header["cards"] = all_cards
        header["decklists"] = decklists
        header["snapshot"] = snapshot
        texts = {cid: TEXTS[cid] for cid in all_cards if cid in TEXTS}
        if texts:
            header["event"] = {"card_texts": texts}
        return {"header": header, "entries": entries}


SCENARIOS: list[Json] = []
# Card ids that only ever come from outside the game (103.1a): defined, never in a decklist.
OUTSIDE = {"TOK"}


def scenario(
    slug: str,
    title_ja: str,
    title_en: str,
    situation: str,
    clauses: list[str],
    legal: Game,
    disputed: Game,
    ruling: str = "illegal",
    printed_example: str | None = None,
) -> None:
    sid = PREFIX + slug
    doc: Json = {
        "id": sid,
        "title_ja": title_ja,
        "title_en": title_en,
        "situation": situation,
        "ruling": ruling,
        "clauses": [f"dm-variants:{c}" for c in clauses],
    }
    if printed_example:
        doc["printed_example"] = printed_example
    doc["legal"] = legal.build()
    doc[ruling] = disputed.build()
    if sid in NOTES:
        doc["note"] = NOTES[sid]
    if sid in GAPS:
        doc["gap"] = GAPS[sid]
    SCENARIOS.append(doc)


def mana(seat: str, cards: list[str], tapped: int = 0) -> list[tuple[str, str, bool]]:
    """Mana cards P1:m1… (the first `tapped` of them tapped)."""
    return [(f"{seat}:m{i + 1}", cid, i < tapped) for i, cid in enumerate(cards)]


FIRE5 = ["V1", "V2", "V3", "V1", "V2"]
MAIN = {"drawn": 1, "charged": 0, "entered": []}


def seats_spec(n: int, **per_seat: Json) -> dict[str, Json]:
    """Default position: five shields, two unknown hand cards, five untapped fire mana each."""
    out: dict[str, Json] = {}
    for i in range(1, n + 1):
        seat = f"P{i}"
        spec: Json = {"mana": mana(seat, FIRE5)}
        spec.update(per_seat.get(seat, {}))
        out[seat] = spec
    return out


def destroy(*iids: str) -> list[Json]:
    return [{"card": iid, "from": "battle", "to": "graveyard"} for iid in iids]


# --- 600.4: abilities that refer to opponents in a multiplayer game -------------------------------

SHT = creature(
    "破壊者 シュトゥルム",
    2,
    ["fire"],
    3000,
    abilities=[
        {
            "id": "enter",
            "kind": "auto",
            "trigger": {"event": "enters", "card": "self"},
            "targets": [{"zone": "battle", "whose": "opponent", "count": 2, "up_to": True}],
        }
    ],
)
TEXTS["SHT"] = "このクリーチャーをバトルゾーンに出した時、相手のクリーチャーを2体まで選び、破壊する。"


def sturm(targets: list[str]) -> Game:
    g = Game(
        3,
        "P1",
        "main",
        MAIN,
        seats_spec(
            3,
            P1={"hand": [("P1:h1", "SHT")]},
            P2={"battle": [("P2:b1", "V2"), ("P2:b2", "V3")]},
            P3={"battle": [("P3:b1", "V2")]},
        ),
        cards={"SHT": SHT},
    )
    g.add("main", "P1", "summon", card="P1:h1", tap=["P1:m1", "P1:m2"])
    g.add("main", "P1", "effect", source="P1:h1", ability="enter", targets=targets, moves=destroy(*targets))
    return g


scenario(
    "sturm-two-opponents",
    "《シュトゥルム》の効果でBとCのクリーチャーを1体ずつ破壊",
    "Sturm's enter ability destroys one creature of each of two opponents",
    "Three-player free-for-all. P1 summons a 《破壊者 シュトゥルム》-style creature (「相手のクリーチャーを2体まで選び、"
    "破壊する」) and destroys one creature of P2 and one of P3. P2 objects that the two must be of one opponent.",
    ["600.4b"],
    sturm(["P2:b1", "P2:b2"]),
    sturm(["P2:b1", "P3:b1"]),
    printed_example="600.4b",
)

RAGE = spell(
    "無法の一撃",
    2,
    ["fire"],
    abilities=[
        {
            "id": "spell",
            "kind": "spell",
            "targets": [
                {"zone": "battle", "whose": "opponent", "count": 1},
                {"whose": "opponent", "count": 1, "player": True},
            ],
        }
    ],
)
TEXTS["RAGE"] = "相手のクリーチャーを1体選び、破壊する。その後、相手は自身の手札を1枚選び、捨てる。"


def rage(player: str) -> Game:
    g = Game(
        3,
        "P1",
        "main",
        MAIN,
        seats_spec(
            3,
            P1={"hand": [("P1:h1", "RAGE")]},
            P2={"battle": [("P2:b1", "V2")]},
            P3={"battle": [("P3:b1", "V2")]},
        ),
        cards={"RAGE": RAGE},
    )
    g.add(
        "main",
        "P1",
        "cast",
        card="P1:h1",
        tap=["P1:m1", "P1:m2"],
        ability="spell",
        targets=[["P2:b1"], [player]],
    )
    return g


scenario(
    "one-section-two-opponents",
    "■で区切られていない1つの効果で、Bのクリーチャー破壊とCの手札破壊",
    "One unsectioned spell destroys P2's creature and makes P3 discard",
    "Three players. P1 casts a spell 「相手のクリーチャーを1体選び、破壊する。その後、相手は手札を1枚捨てる」 with no ■ "
    "between the two parts, destroying P2's creature and naming P3 to discard, citing 《ガンヴィート・ブラスター》. "
    "P3 says the spell is not split into sections.",
    ["600.4b", "600.4c"],
    rage("P2"),
    rage("P3"),
)

BAJ = creature(
    "超竜バジュラ",
    7,
    ["fire"],
    13000,
    breaker=2,
    abilities=[
        {
            "id": "attack",
            "kind": "auto",
            "trigger": {"event": "attacks", "card": "self"},
            "targets": [{"zone": "mana", "whose": "opponent", "count": 2, "up_to": True}],
        }
    ],
)
TEXTS["BAJ"] = "このクリーチャーが攻撃する時、相手のマナゾーンからカードを2枚まで選び、持ち主の墓地に置く。"


def bajula(whose: str) -> Game:
    g = Game(
        3,
        "P1",
        "attack",
        MAIN,
        seats_spec(3, P1={"battle": [("P1:b1", "BAJ")]}),
        cards={"BAJ": BAJ},
    )
    g.add("attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2")
    targets = [f"{whose}:m1", f"{whose}:m2"]
    g.add(
        "attack",
        "P1",
        "effect",
        source="P1:b1",
        ability="attack",
        targets=targets,
        moves=[{"card": t, "from": "mana", "to": "graveyard"} for t in targets],
    )
    return g


scenario(
    "bajula-trigger-other-opponent",
    "《バジュラ》でBを攻撃し、アタック・トリガーでCのマナを墓地へ",
    "Bajula attacks P2 and its attack trigger takes P3's mana",
    "Three players. P1's 《超竜バジュラ》 attacks P2; P1 resolves its attack trigger on two mana cards of P3, "
    "who is not in the attack.",
    ["600.6b", "403.1a"],
    bajula("P2"),
    bajula("P3"),
    printed_example="600.6b",
)

DH = spell(
    "デーモン・ハンド",
    6,
    ["darkness"],
    abilities=[
        {"id": "spell", "kind": "spell", "targets": [{"zone": "battle", "whose": "opponent", "count": 1}]}
    ],
    shield_trigger=True,
)
TEXTS["DH"] = "S・トリガー 相手のクリーチャーを1体選び、破壊する。"


def demon_hand(target: str) -> Game:
    g = Game(
        3,
        "P2",
        "attack",
        MAIN,
        seats_spec(3, P2={"battle": [("P2:b1", "V2")]}, P3={"battle": [("P3:b1", "V3")]}),
        cards={"DH": DH},
    )
    g.add("attack", "P2", "attack", attacker="P2:b1", defender="P1", target="P1")
    g.add("attack", "P2", "break", shields=[{"iid": "P1:s1", "card": "DH"}])
    g.add("attack", "P1", "shield_trigger", card="P1:s1", ability="spell", targets=[target])
    return g


scenario(
    "demon-hand-trigger-bystander",
    "S・トリガーの《デーモン・ハンド》で、攻撃に関係しないCのクリーチャーを破壊",
    "A shield-triggered Demon Hand aimed at the creature of a player outside the attack",
    "Three players. P2 attacks P1 and breaks a shield: 《デーモン・ハンド》. P1 uses it as a shield trigger and "
    "chooses P3's creature, because it is the bigger threat.",
    ["600.6b", "403.1a"],
    demon_hand("P2:b1"),
    demon_hand("P3:b1"),
    printed_example="600.6b",
)

NIGA = creature(
    "五邪王ニガ=ヴェルムート",
    8,
    ["darkness"],
    12000,
    breaker=2,
    abilities=[{"id": "watch", "kind": "auto", "trigger": {"event": "attacks", "whose": "opponent"}}],
)
TEXTS["NIGA"] = "相手のクリーチャーが攻撃する時、カードを1枚引く。"


def niga(defender: str) -> Game:
    g = Game(
        3,
        "P2",
        "attack",
        MAIN,
        seats_spec(3, P1={"battle": [("P1:b1", "NIGA")]}, P2={"battle": [("P2:b1", "V2")]}),
        cards={"NIGA": NIGA},
    )
    g.add("attack", "P2", "attack", attacker="P2:b1", defender=defender, target=defender)
    g.add("attack", "P1", "effect", source="P1:b1", ability="watch")
    g.add("attack", "P1", "draw", count=1, source="P1:b1")
    return g


scenario(
    "niga-bystander-trigger",
    "BのクリーチャーがCを攻撃した時、Aの《ニガ=ヴェルムート》が誘発したとして1枚引く",
    "A bystander's Niga-Vermut 'when an opponent's creature attacks' draw",
    "Three players. P2's creature attacks P3. P1, who controls a creature with 「相手のクリーチャーが攻撃する時、"
    "カードを1枚引く」, draws a card from it.",
    ["600.6d", "403.1c"],
    niga("P1"),
    niga("P3"),
    printed_example="600.6d",
)


def block_other(blocker: str) -> Game:
    g = Game(
        3,
        "P2",
        "attack",
        MAIN,
        seats_spec(
            3,
            P1={"battle": [("P1:b1", "BL")]},
            P2={"battle": [("P2:b1", "V2")]},
            P3={"battle": [("P3:b1", "BL")]},
        ),
    )
    g.add("attack", "P2", "attack", attacker="P2:b1", defender="P1", target="P1")
    g.add("attack", blocker.split(":")[0], "block", blocker=blocker)
    return g


scenario(
    "block-for-another-player",
    "BがAを攻撃し、Cのブロッカーがブロック",
    "P3 blocks an attack aimed at P1",
    "Three players. P2's creature attacks P1. P3, allied with P1 at the table, blocks with P3's own blocker.",
    ["600.6c", "403.1b"],
    block_other("P1:b1"),
    block_other("P3:b1"),
)

TICK = creature(
    "刻の番人",
    3,
    ["water"],
    2000,
    abilities=[{"id": "tick", "kind": "auto", "trigger": {"event": "turn_start", "whose": "any"}}],
)
TEXTS["TICK"] = "各ターンのはじめに、カードを1枚引く。"


def tick(order: list[str], holders: list[str]) -> Game:
    spec = {s: {"battle": [(f"{s}:b1", "TICK")]} for s in holders}
    g = Game(3, "P3", "end", MAIN, seats_spec(3, **spec), cards={"TICK": TICK})
    nxt = g.turn + 1
    g.add("start", "P1", "turn_start", turn=nxt)
    for seat in order:
        g.add("start", seat, "effect", turn=nxt, source=f"{seat}:b1", ability="tick")
    return g


scenario(
    "turn-start-triggers-turn-player-first",
    "ターンのはじめの誘発:非ターン・プレイヤーBが先に解決",
    "Turn-start triggers: the non-turn player resolves first",
    "Three players, P1's turn begins. P1 and P2 each control a creature 「各ターンのはじめに、カードを1枚引く」. "
    "P2 resolves theirs before P1, saying the order does not matter.",
    ["600.4i"],
    tick(["P1", "P2"], ["P1", "P2"]),
    tick(["P2", "P1"], ["P1", "P2"]),
)

scenario(
    "turn-start-triggers-turn-order",
    "ターンのはじめの誘発:Cの能力をBより先に解決",
    "Turn-start triggers of two non-turn players out of turn order",
    "Three players seated P1, P2, P3; P1's turn begins. P2 and P3 each control a creature 「各ターンのはじめに、"
    "カードを1枚引く」; P1 has none. P3 resolves before P2.",
    ["600.4i"],
    tick(["P2", "P3"], ["P2", "P3"]),
    tick(["P3", "P2"], ["P2", "P3"]),
)


NN = creature(
    "偽りの名 ナンバーナイン",
    9,
    ["light"],
    11000,
    breaker=2,
    abilities=[{"id": "lock", "kind": "continuous", "effect": {"cast_lock": {"whose": "opponent"}}}],
)
TEXTS["NN"] = "相手は呪文を唱えることができない。"


def number_nine(card: str) -> Game:
    g = Game(
        3,
        "P3",
        "main",
        MAIN,
        seats_spec(3, P1={"battle": [("P1:b1", "NN")]}, P3={"hand": [("P3:h1", card)]}),
        cards={"NN": NN},
    )
    g.add("main", "P3", "cast" if card == "FS" else "summon", card="P3:h1", tap=["P3:m1", "P3:m2"])
    return g


scenario(
    "number-nine-locks-every-opponent",
    "Aの《ナンバーナイン》がいるのに、Cが呪文を唱える",
    "P3 casts a spell while P1 controls Number Nine",
    "Three players. P1 controls 《偽りの名 ナンバーナイン》 (「相手は呪文を唱えることができない」). In P3's turn P3 "
    "casts a spell, arguing that the lock only binds the one opponent P1 chose, P2.",
    ["600.4a"],
    number_nine("V2"),
    number_nine("FS"),
    printed_example="600.4a",
)

AUR = creature(
    "正義の煌き オーリリア",
    5,
    ["light"],
    5500,
    abilities=[
        {
            "id": "lock",
            "kind": "continuous",
            "effect": {"cast_lock": {"whose": "opponent", "max_cost": 5, "fewer_shields": True}},
        }
    ],
)
TEXTS["AUR"] = "自分のシールドの数より少ないシールドの相手は、コスト5以下の呪文を唱えることができない。"


def aurelia(p3_shields: int) -> Game:
    g = Game(
        3,
        "P3",
        "main",
        MAIN,
        seats_spec(
            3,
            P1={"battle": [("P1:b1", "AUR")], "shields": 4},
            P2={"shields": 5},
            P3={"hand": [("P3:h1", "FS")], "shields": p3_shields},
        ),
        cards={"AUR": AUR},
    )
    g.add("main", "P3", "cast", card="P3:h1", tap=["P3:m1", "P3:m2"])
    return g


scenario(
    "aurelia-compares-each-opponent",
    "《オーリリア》:Aより盾の少ないCがコスト2の呪文を唱える",
    "Aurelia: P3, with fewer shields than P1, casts a cost-2 spell",
    "Three players. P1 (4 shields) controls 《正義の煌き オーリリア》. P2 has 5 shields, P3 has 3. P3 casts a "
    "cost-2 spell, arguing that the opponents' shields are counted together (8, more than 4).",
    ["600.4f"],
    aurelia(4),
    aurelia(3),
    printed_example="600.4f",
)

M55 = creature(
    "超轟速 マッハ55",
    6,
    ["fire"],
    5000,
    abilities=[
        {"id": "guard", "kind": "continuous", "effect": {"not_destroyed_if": {"opponent_shields_at_most": 2}}}
    ],
)
TEXTS["M55"] = "シールドが2つ以下の相手がいれば、このクリーチャーは破壊されない。"


def mach55(destroyed: list[str]) -> Game:
    g = Game(
        3,
        "P2",
        "attack",
        MAIN,
        seats_spec(
            3,
            P1={"battle": [("P1:b1", "M55", True)]},
            P2={"battle": [("P2:b1", "V5")]},
            P3={"shields": 2},
        ),
        cards={"M55": M55},
    )
    g.add("attack", "P2", "attack", attacker="P2:b1", defender="P1", target="P1:b1")
    g.add("attack", "P2", "battle", destroyed=destroyed)
    return g


scenario(
    "mach55-any-opponent",
    "《マッハ55》:盾2枚のCがいるのに、Bとのバトルで破壊された",
    "Mach 55 destroyed in battle while one opponent has two shields",
    "Three players. P1's tapped 《超轟速 マッハ55》 (power 5000) is attacked by P2's 6000 creature. P2 has 5 shields "
    "but P3 has 2. The players put 《マッハ55》 into the graveyard, saying the attacking player's shields count.",
    ["600.4a"],
    mach55([]),
    mach55(["P1:b1"]),
    printed_example="600.4a",
)


def lure(kind: str, defender: str, target: str, cid: str) -> Game:
    card = creature(
        {"player": "龍神ヘヴィ", "creature": "ドンジャングルS7", "open": "誘いの巨獣"}[kind],
        7,
        ["nature"],
        9000,
        abilities=[{"id": "lure", "kind": "continuous", "effect": {"attack_lure": kind}}],
    )
    TEXTS[cid] = "相手のクリーチャーは、可能であればこのクリーチャーを攻撃する。"
    g = Game(
        3,
        "P2",
        "attack",
        MAIN,
        seats_spec(3, P1={"battle": [("P1:b1", cid, True)]}, P2={"battle": [("P2:b1", "V5")]}),
        cards={cid: card},
    )
    g.add("attack", "P2", "attack", attacker="P2:b1", defender=defender, target=target)
    return g


scenario(
    "heavy-lure-other-defender",
    "ゴッド・リンクした《龍神ヘヴィ》がタップ状態なのに、Cを防御プレイヤーに指定",
    "P2 designates P3 while P1's linked Heavy lies tapped",
    "Three players. P1 controls a God-linked 《龍神ヘヴィ》, tapped (「相手のクリーチャーは、可能であればこの"
    "クリーチャーを攻撃する」). P2 attacks P3 with a creature that could attack the 《ヘヴィ》.",
    ["600.6a"],
    lure("player", "P1", "P1:b1", "HEAVY"),
    lure("player", "P3", "P3", "HEAVY"),
    printed_example="600.6a",
)

scenario(
    "donjungle-lure-defender-player",
    "《ドンジャングルS7》のコントローラーを防御プレイヤーに指定し、プレイヤーを攻撃",
    "P2 designates Don Jungle's controller and attacks that player",
    "Three players. P1 controls a tapped 《ドンジャングルS7》. P2 designates P1 as the defending player and attacks "
    "P1 directly, pointing to the 600.6a example that a player may attack past it.",
    ["600.6a"],
    lure("creature", "P3", "P3", "DJ"),
    lure("creature", "P1", "P1", "DJ"),
    printed_example="600.6a",
)

scenario(
    "unclassified-lure-other-defender",
    "例にないカードの強制攻撃:他の相手を防御プレイヤーに指定できるか",
    "A forced-attack card 600.6a does not classify: may another opponent be designated?",
    "Three players. P1 controls a tapped creature with 「相手のクリーチャーは、可能であればこのクリーチャーを攻撃する」 "
    "that is neither of 600.6a's two examples. P2 designates P3 and attacks P3. 600.6a's examples read the same "
    "text two ways (《ドンジャングルS7》 allows it, 《龍神ヘヴィ》 does not); the text does not say which this card follows.",
    ["600.6a"],
    lure("open", "P1", "P1:b1", "LURE"),
    lure("open", "P3", "P3", "LURE"),
    ruling="needs_ruling",
)

HANDX = spell(
    "ロスト・ソウル",
    2,
    ["darkness"],
    abilities=[
        {"id": "spell", "kind": "spell", "targets": [{"whose": "opponent", "count": 1, "player": True}]}
    ],
)
TEXTS["HANDX"] = "相手の手札をすべて見て、その中から1枚選び、捨てさせる。"


def removed_target(player: str) -> Game:
    g = Game(
        3,
        "P1",
        "main",
        MAIN,
        seats_spec(3, P1={"hand": [("P1:h1", "HANDX")], "mana": mana("P1", ["V1", "V2", "D1", "V3", "V2"])}),
        cards={"HANDX": HANDX, "D1": creature("闇の兵", 2, ["darkness"], 2000)},
    )
    g.add("main", "P3", "concede")
    g.add("main", "P1", "cast", card="P1:h1", tap=["P1:m3", "P1:m1"], ability="spell", targets=[player])
    return g


scenario(
    "spell-targets-removed-player",
    "Cが投了した直後、AがCを選んで手札破壊の呪文",
    "A discard spell naming a player who has just conceded",
    "Three players. In P1's main step P3 concedes. P1 then casts a discard spell and names P3, so that it "
    "'does nothing' and P2 keeps a hand P1 wants intact.",
    ["600.3d", "600.3a"],
    removed_target("P2"),
    removed_target("P3"),
)


def concede_next(next_seat: str) -> Game:
    g = Game(3, "P1", "main", MAIN, seats_spec(3))
    g.add("main", "P2", "concede")
    g.add("start", next_seat, "turn_start", turn=g.turn + 1)
    return g


scenario(
    "turn-passes-over-removed-player",
    "Bが投了した後、Bがターンを始める",
    "The player who conceded takes the next turn",
    "Three players. P2 concedes during P1's turn, then, wanting to watch the rest, starts the next turn as if "
    "still in the game.",
    ["600.3a", "600.7"],
    concede_next("P3"),
    concede_next("P2"),
)


def turn_player_concedes(legal: bool) -> Game:
    g = Game(3, "P1", "main", MAIN, seats_spec(3, P2={"hand": [("P2:h1", "V2")]}))
    g.add("main", "P1", "concede")
    if legal:
        nxt = g.turn + 1
        g.add("start", "P2", "turn_start", turn=nxt)
        g.add("draw", "P2", "draw", turn=nxt, count=1)
        g.add("main", "P2", "summon", turn=nxt, card="P2:h1", tap=["P2:m1", "P2:m2"])
    else:
        g.add("main", "P2", "summon", card="P2:h1", tap=["P2:m1", "P2:m2"])
    return g


scenario(
    "turn-player-concedes-rest-of-turn",
    "ターン・プレイヤーAがメインステップで投了、Bがそのままメインステップを引き継いで召喚",
    "The turn player concedes in the main step; the next player summons in that same turn",
    "Three players. P1 concedes in P1's own main step. P2 at once summons a creature, saying the turn has passed "
    "to P2.",
    ["600.3g", "600.3a"],
    turn_player_concedes(True),
    turn_player_concedes(False),
)


def first_draw(draws: bool) -> Game:
    g = Game(
        3,
        "P1",
        "start",
        {},
        seats_spec(3, **{s: {"mana": [], "hand_unknown": 5} for s in ("P1", "P2", "P3")}),
    )
    g.turn = 1
    if draws:
        g.add("draw", "P1", "draw", count=1)
    g.add("charge", "P1", "charge", card={"iid": "P1:h1", "card": "V2"})
    return g


scenario(
    "starting-player-draws-multiplayer",
    "3人戦の開始プレイヤーが最初のドローを飛ばす",
    "The starting player of a three-player game skips the first draw",
    "Three-player free-for-all, turn 1. P1, used to two-player games, goes straight from the start step to the "
    "charge without drawing.",
    ["600.8"],
    first_draw(True),
    first_draw(False),
)


def stolen_on_leave(stolen: bool) -> Game:
    p3: Json = {"battle": [("P3:b1", "V2")]}
    if stolen:
        p3 = {"battle": [("P3:b1", "V2"), ("P2:b9", "V3")]}
    g = Game(3, "P1", "main", MAIN, seats_spec(3, P3=p3, P1={"battle": [("P1:b1", "V2")]}))
    g.add("main", "P2", "concede")
    g.add("attack", "P1", "attack", attacker="P1:b1", defender="P3", target="P3")
    return g


scenario(
    "leaving-owner-of-stolen-creature",
    "Bが投了:Cがコントロールしている、Bがオーナーのクリーチャーはどうなるか",
    "P2 concedes while P3 controls a creature P2 owns",
    "Three players. P3 controls a creature P2 owns (taken by an effect). P2 concedes. P3 says the creature stays "
    "under P3's control; P2 says 「そのプレイヤーのカードは全て」 leave with P2. 600.3a does not say whether a "
    "player's cards are the ones they own or the ones they control.",
    ["600.3a"],
    stolen_on_leave(False),
    stolen_on_leave(True),
    ruling="needs_ruling",
)


# --- 601 range of influence, 602 attack adjacent, the end of the game ------------------------------

KILL = spell(
    "デーモン・カット",
    2,
    ["fire"],
    abilities=[
        {"id": "spell", "kind": "spell", "targets": [{"zone": "battle", "whose": "opponent", "count": 1}]}
    ],
)
TEXTS["KILL"] = "相手のクリーチャーを1体選び、破壊する。"
RANGE1 = {"range": 1}


def five(turn_seat: str = "P1", **per_seat: Json) -> dict[str, Json]:
    base = {s: {"battle": [(f"{s}:b1", "V2", True)]} for s in ("P2", "P3", "P4", "P5")}
    for seat, spec in per_seat.items():
        base[seat] = {**base.get(seat, {}), **spec}
    return seats_spec(5, **base)


def range_attack(target: str) -> Game:
    g = Game(5, "P1", "attack", MAIN, five(P1={"battle": [("P1:b1", "V5")]}), options=RANGE1)
    g.add("attack", "P1", "attack", attacker="P1:b1", defender=target.split(":")[0], target=target)
    return g


scenario(
    "range-attack-far-creature",
    "影響範囲1で、2席離れたCのタップ状態のクリーチャーを攻撃",
    "Range 1: attacking a tapped creature of a player two seats away",
    "Five players, range of influence 1. P1 attacks a tapped creature of P3, two seats to P1's left, arguing "
    "that 601.3's limit is about attacking players, not creatures.",
    ["601.3"],
    range_attack("P2:b1"),
    range_attack("P3:b1"),
)


def range_target(target: str) -> Game:
    g = Game(
        5, "P1", "main", MAIN, five(P1={"hand": [("P1:h1", "KILL")]}), options=RANGE1, cards={"KILL": KILL}
    )
    g.add("main", "P1", "cast", card="P1:h1", tap=["P1:m1", "P1:m2"], ability="spell", targets=[target])
    return g


scenario(
    "range-spell-far-target",
    "影響範囲1で、2席離れたDのクリーチャーを呪文の対象に",
    "Range 1: a removal spell aimed two seats away",
    "Five players, range of influence 1. P1 casts 「相手のクリーチャーを1体選び、破壊する」 on P4's creature, "
    "two seats to P1's right.",
    ["601.4"],
    range_target("P5:b1"),
    range_target("P4:b1"),
)

QUAKE = spell("ガイアの大地震", 5, ["fire"], abilities=[{"id": "spell", "kind": "spell"}])
TEXTS["QUAKE"] = "バトルゾーンにあるクリーチャーをすべて破壊する。"


def range_sweep(reach_p3: bool) -> Game:
    g = Game(
        5,
        "P1",
        "main",
        MAIN,
        five(P1={"hand": [("P1:h1", "QUAKE")], "battle": [("P1:b1", "V1")]}),
        options=RANGE1,
        cards={"QUAKE": QUAKE},
    )
    g.add("main", "P1", "cast", card="P1:h1", tap=[f"P1:m{i}" for i in range(1, 6)])
    hit = ["P1:b1", "P2:b1", "P5:b1"] + (["P3:b1", "P4:b1"] if reach_p3 else [])
    g.add("main", "P1", "effect", source="P1:h1", ability="spell", moves=destroy(*hit))
    return g


scenario(
    "range-sweep-beyond-range",
    "影響範囲1で「すべて破壊」の呪文が、範囲外のC・Dのクリーチャーまで破壊",
    "Range 1: a destroy-all spell also destroys the creatures of players out of range",
    "Five players, range of influence 1. P1 casts 「バトルゾーンにあるクリーチャーをすべて破壊する」 and every "
    "creature at the table goes to the graveyard, P3's and P4's included.",
    ["601.8"],
    range_sweep(False),
    range_sweep(True),
)

SEER = creature(
    "見張りの魔導士",
    3,
    ["water"],
    2000,
    abilities=[
        {"id": "seer", "kind": "auto", "trigger": {"event": "enters", "card": "other", "whose": "opponent"}}
    ],
)
TEXTS["SEER"] = "相手のクリーチャーがバトルゾーンに出た時、カードを1枚引く。"


def range_trigger(turn_seat: str) -> Game:
    g = Game(
        5,
        turn_seat,
        "main",
        MAIN,
        five(P1={"battle": [("P1:b1", "SEER")]}, **{turn_seat: {"hand": [(f"{turn_seat}:h1", "V2")]}}),
        options=RANGE1,
        cards={"SEER": SEER},
    )
    g.add("main", turn_seat, "summon", card=f"{turn_seat}:h1", tap=[f"{turn_seat}:m1", f"{turn_seat}:m2"])
    g.add("main", "P1", "effect", source="P1:b1", ability="seer")
    g.add("main", "P1", "draw", count=1, source="P1:b1")
    return g


scenario(
    "range-trigger-far-event",
    "影響範囲1で、範囲外のCのクリーチャー登場にAの「相手のクリーチャーが出た時」が誘発",
    "Range 1: P1's 'when an opponent's creature enters' triggers on P3's summon",
    "Five players, range of influence 1. In P3's turn P3 summons a creature. P1, two seats away, controls "
    "「相手のクリーチャーがバトルゾーンに出た時、カードを1枚引く」 and draws.",
    ["601.7"],
    range_trigger("P2"),
    range_trigger("P3"),
)


def range_turn_start(target: str) -> Game:
    g = Game(
        5, "P1", "main", MAIN, five(P1={"hand": [("P1:h1", "KILL")]}), options=RANGE1, cards={"KILL": KILL}
    )
    g.add("main", "P2", "concede")
    g.add("main", "P1", "cast", card="P1:h1", tap=["P1:m1", "P1:m2"], ability="spell", targets=[target])
    return g


scenario(
    "range-fixed-until-next-turn",
    "隣のBが投了した同じターンに、その先のCのクリーチャーを対象にする",
    "P2 concedes; in the same turn P1 targets P3, now P1's neighbour",
    "Five players, range of influence 1. During P1's turn P2, seated between P1 and P3, concedes. P1 then casts "
    "a removal spell on P3's creature, saying P3 is now next to P1.",
    ["601.2c", "601.4"],
    range_turn_start("P5:b1"),
    range_turn_start("P3:b1"),
    printed_example="601.2c",
)


def adjacent_after_removal(defender: str) -> Game:
    g = Game(
        4,
        "P1",
        "attack",
        MAIN,
        seats_spec(4, P1={"battle": [("P1:b1", "V5")]}),
        options={"attack_adjacent": True},
    )
    g.add("attack", "P2", "concede")
    g.add("attack", "P1", "attack", attacker="P1:b1", defender=defender, target=defender)
    return g


scenario(
    "adjacent-fixed-until-next-turn",
    "「隣接への攻撃」:隣のBが投了した同じターンに、Cを攻撃",
    "Attack adjacent: P2 concedes and P1 attacks P3 in the same turn",
    "Four players with the attack-adjacent option. P2, seated between P1 and P3, concedes during P1's attack "
    "step. P1 then attacks P3.",
    ["602.3", "602.2", "600.10"],
    adjacent_after_removal("P4"),
    adjacent_after_removal("P3"),
    printed_example="602.3",
)


def adjacent_far_creature(target: str) -> Game:
    g = Game(
        4,
        "P1",
        "attack",
        MAIN,
        seats_spec(
            4,
            P1={"battle": [("P1:b1", "V5")]},
            P2={"battle": [("P2:b1", "V2", True)]},
            P3={"battle": [("P3:b1", "V2", True)]},
        ),
        options={"attack_adjacent": True},
    )
    g.add("attack", "P1", "attack", attacker="P1:b1", defender=target.split(":")[0], target=target)
    return g


scenario(
    "adjacent-far-player-creature",
    "「隣接への攻撃」:向かいに座るCのタップ状態のクリーチャーを攻撃できるか",
    "Attack adjacent: may P1 attack a tapped creature of the player across the table?",
    "Four players with the attack-adjacent option. P1 attacks a tapped creature of P3, who sits across the table. "
    "P1 says 602.2 only forbids attacking the player; P3 says the creature is out of reach too. 602.2 names only "
    "players (「そのすぐ左隣りか右隣りに座っているプレイヤーにしか攻撃できません」), unlike 601.3, which names the "
    "opponent's creatures as well.",
    ["602.2"],
    adjacent_far_creature("P2:b1"),
    adjacent_far_creature("P3:b1"),
    ruling="needs_ruling",
)


def win_range(losers: list[str]) -> Game:
    g = Game(5, "P1", "main", MAIN, five(), options=RANGE1)
    g.add("main", "P1", "win_effect", player="P1", losers=losers)
    return g


scenario(
    "win-effect-range",
    "影響範囲1で「ゲームに勝つ」効果:全員が負けになったとして処理",
    "Range 1: a 'you win the game' effect makes every opponent lose",
    "Five players, range of influence 1. A card's effect says P1 wins the game. The table treats all four "
    "opponents as having lost.",
    ["601.11"],
    win_range(["P2", "P5"]),
    win_range(["P2", "P3", "P4", "P5"]),
)


def win_no_range(losers: list[str]) -> Game:
    g = Game(3, "P1", "main", MAIN, seats_spec(3))
    g.add("main", "P1", "win_effect", player="P1", losers=losers)
    return g


scenario(
    "win-effect-all-opponents",
    "影響範囲なしの3人戦で「ゲームに勝つ」効果:Bだけが負け",
    "No range: a 'you win the game' effect makes only one opponent lose",
    "Three players, no range option. A card's effect says P1 wins the game. P3 argues that, as in 600.4a, the "
    "effect picks one opponent, so only P2 loses and the game goes on.",
    ["600.9"],
    win_no_range(["P2", "P3"]),
    win_no_range(["P2"]),
)


def pentagon(winners: list[str]) -> Game:
    g = Game(5, "P1", "main", MAIN, seats_spec(5), variant="pentagon")
    g.add("main", "P3", "concede")
    g.add("main", "P4", "concede")
    g.add("main", "P1", "result", winners=winners, reason="606.3")
    return g


scenario(
    "pentagon-both-far-opponents",
    "ペンタゴン:CとDが負け、AとEが勝ったと申告",
    "Pentagon: P3 and P4 lose; P1 and P5 are declared winners",
    "Pentagon, seated P1 to P5. P3 and then P4 concede. The table declares P1 and P5 winners, P5 saying P4 was "
    "one of P5's targets.",
    ["606.3"],
    pentagon(["P1"]),
    pentagon(["P1", "P5"]),
    printed_example="606.3",
)


def ffa_result(both: bool) -> Game:
    g = Game(3, "P1", "main", MAIN, seats_spec(3))
    g.add("main", "P3", "concede")
    if both:
        g.add("main", "P2", "concede")
    g.add("main", "P1", "result", winners=["P1"], reason="102.1a")
    return g


scenario(
    "ffa-winner-before-last-opponent",
    "3人戦:Cが投了した時点でAの勝ちと申告",
    "Free-for-all: P1 declared the winner when only P3 has left",
    "Three players. P3 concedes, and P1, who had the most shields, is declared the winner while P2 is still in "
    "the game.",
    ["102.1a"],
    ffa_result(True),
    ffa_result(False),
)

# --- 103 ownership and control -----------------------------------------------------------------

BOUNCE = spell(
    "スパイラル・ゲート",
    2,
    ["water"],
    abilities=[{"id": "spell", "kind": "spell", "targets": [{"zone": "battle", "whose": "any", "count": 1}]}],
)
TEXTS["BOUNCE"] = "S・トリガー バトルゾーンにあるクリーチャーを1体選び、持ち主の手札に戻す。"
W1 = creature("水の兵", 2, ["water"], 2000)


def stolen_bounce(to: str) -> Game:
    g = Game(
        2,
        "P1",
        "main",
        MAIN,
        seats_spec(
            2,
            P1={
                "hand": [("P1:h1", "BOUNCE")],
                "battle": [("P2:b9", "V3")],
                "mana": mana("P1", ["V1", "W1", "V2", "V3", "V1"]),
            },
        ),
        cards={"BOUNCE": BOUNCE, "W1": W1},
    )
    g.add("main", "P1", "cast", card="P1:h1", tap=["P1:m2", "P1:m1"], ability="spell", targets=["P2:b9"])
    g.add(
        "main",
        "P1",
        "effect",
        source="P1:h1",
        ability="spell",
        moves=[{"card": "P2:b9", "from": "battle", "to": "hand", "player": to}],
    )
    return g


scenario(
    "borrowed-creature-to-controller-hand",
    "奪ったBのクリーチャーを手札に戻す呪文で、Aの手札に加える",
    "A borrowed creature bounced into its controller's hand",
    "Two players. P1 controls a creature P2 owns (its control was taken by an effect). P1 casts 「クリーチャーを1体"
    "選び、持ち主の手札に戻す」 on it and keeps the card in P1's own hand.",
    ["103.5a", "103.1d"],
    stolen_bounce("P2"),
    stolen_bounce("P1"),
)

OUTS = spell("異界からの呼び声", 3, ["fire"], abilities=[{"id": "spell", "kind": "spell"}])
TEXTS["OUTS"] = "ゲームの外から、《異界の獣》を1体バトルゾーンに出す。"
TOK = creature("異界の獣", 3, ["fire"], 3000)


def outside(iid: str) -> Game:
    g = Game(
        2,
        "P1",
        "main",
        MAIN,
        seats_spec(2, P1={"hand": [("P1:h1", "OUTS")]}),
        cards={"OUTS": OUTS, "TOK": TOK},
    )
    g.add("main", "P1", "cast", card="P1:h1", tap=["P1:m1", "P1:m2", "P1:m3"])
    g.add(
        "main",
        "P1",
        "effect",
        source="P1:h1",
        ability="spell",
        moves=[{"card": {"iid": iid, "card": "TOK"}, "from": "outside", "to": "battle", "player": "P1"}],
    )
    return g


scenario(
    "outside-card-owner",
    "ゲームの外から出したカードを、相手のカードとして扱う",
    "A card brought from outside the game recorded as the opponent's card",
    "Two players. P1 casts a spell that puts a creature into the battle zone from outside the game. The card was "
    "borrowed from P2's binder, so the players record it as P2's card.",
    ["103.1a"],
    outside("P1:x1"),
    outside("P2:x1"),
)


def whose_target(target: str) -> Game:
    g = Game(
        2,
        "P1",
        "main",
        MAIN,
        seats_spec(
            2, P1={"hand": [("P1:h1", "KILL")], "battle": [("P2:b9", "V3")]}, P2={"battle": [("P2:b1", "V2")]}
        ),
        cards={"KILL": KILL},
    )
    g.add("main", "P1", "cast", card="P1:h1", tap=["P1:m1", "P1:m2"], ability="spell", targets=[target])
    return g


scenario(
    "opponent-creature-means-controlled",
    "「相手のクリーチャー」として、Aがコントロールしている(Bがオーナーの)クリーチャーを選ぶ",
    "'Opponent's creature' chosen among the creatures P1 controls but P2 owns",
    "Two players. P1 controls a creature P2 owns. P1 casts 「相手のクリーチャーを1体選び、破壊する」 and chooses that "
    "creature, saying it is P2's card.",
    ["103.4"],
    whose_target("P2:b1"),
    whose_target("P2:b9"),
)

PS = creature("時空の喧嘩屋キル", 5, ["fire"], 5000, kind="psychic")


def psychic(to: str) -> Game:
    g = Game(
        2,
        "P1",
        "main",
        MAIN,
        seats_spec(2, P1={"hand": [("P1:h1", "KILL")]}, P2={"battle": [("P2:b1", "PS")]}),
        cards={"KILL": KILL, "PS": PS},
        hyperspatial={"P2": {"PS": 1}},
    )
    g.add("main", "P1", "cast", card="P1:h1", tap=["P1:m1", "P1:m2"], ability="spell", targets=["P2:b1"])
    g.add(
        "main",
        "P1",
        "effect",
        source="P1:h1",
        ability="spell",
        moves=[{"card": "P2:b1", "from": "battle", "to": to}],
    )
    return g


scenario(
    "psychic-destroyed-to-graveyard",
    "破壊されたサイキック・クリーチャーを墓地に置く",
    "A destroyed psychic creature put into the graveyard",
    "Two players. P1 destroys P2's psychic creature with a removal spell; the players leave it in P2's graveyard.",
    ["001.1", "100"],
    psychic("hyperspatial"),
    psychic("graveyard"),
)


# --- The base game (official rules kept by 001.1) -------------------------------------------------


def multicolour(pay: list[str]) -> Game:
    g = Game(
        2,
        "P1",
        "charge",
        {"drawn": 1, "charged": 0, "entered": []},
        seats_spec(
            2, P1={"hand": [("P1:h1", "FN"), ("P1:h2", "V2")], "mana": mana("P1", ["V1", "V2", "V3"])}
        ),
    )
    g.add("charge", "P1", "charge", card="P1:h1")
    g.add("main", "P1", "summon", card="P1:h2", tap=pay)
    return g


scenario(
    "multicolour-charge-pays-same-turn",
    "多色カードをチャージし、同じターンにそのカードをタップして召喚",
    "A multicoloured card charged this turn taps to pay for a summon",
    "Two players. P1 charges a fire/nature card, then summons a cost-2 fire creature tapping that card and one "
    "other, saying the charged card came in untapped.",
    ["401", "402", "001.1"],
    multicolour(["P1:m1", "P1:m2"]),
    multicolour(["P1:h1", "P1:m1"]),
)


def civilization(pay: list[str]) -> Game:
    g = Game(
        2,
        "P1",
        "main",
        MAIN,
        seats_spec(2, P1={"hand": [("P1:h1", "BL")], "mana": mana("P1", ["V1", "V2", "V3", "V1", "L1"])}),
    )
    g.add("main", "P1", "summon", card="P1:h1", tap=pay)
    return g


scenario(
    "summon-without-its-civilization",
    "光のクリーチャーを火のマナだけで召喚",
    "A light creature summoned with fire mana only",
    "Two players. P1 summons a cost-2 light blocker tapping two fire cards, keeping the one light card untapped.",
    ["402", "001.1"],
    civilization(["P1:m5", "P1:m1"]),
    civilization(["P1:m1", "P1:m2"]),
)


def sick(attacker: str) -> Game:
    g = Game(
        2,
        "P1",
        "attack",
        {"drawn": 1, "charged": 0, "entered": ["P1:b1", "P1:b2"]},
        seats_spec(2, P1={"battle": [("P1:b1", "SA"), ("P1:b2", "V2")]}),
    )
    g.add("attack", "P1", "attack", attacker=attacker, defender="P2", target="P2")
    return g


scenario(
    "summoning-sick-attacker",
    "このターンに出たスピードアタッカーでないクリーチャーで攻撃",
    "A creature without speed attacker attacks the turn it was summoned",
    "Two players. P1 summoned two creatures this turn, one with スピードアタッカー and one without, and attacks "
    "with the one without.",
    ["403", "001.1"],
    sick("P1:b1"),
    sick("P1:b2"),
)


def entered_unknown(known: bool) -> Game:
    this_turn: Json = {"drawn": 1, "charged": 0}
    if known:
        this_turn["entered"] = []
    g = Game(2, "P1", "attack", this_turn, seats_spec(2, P1={"battle": [("P1:b1", "V2")]}))
    g.add("attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2")
    return g


scenario(
    "late-judge-summoning-sickness-unknown",
    "途中から呼ばれたジャッジ:攻撃したクリーチャーがこのターンに出たかどうか不明",
    "Judge arriving late: nobody recorded whether the attacker entered this turn",
    "Two players. The judge arrives in P1's attack step. P1 attacks with a creature without スピードアタッカー; P2 "
    "says it was summoned this turn, P1 says last turn, and nothing recorded shows which.",
    ["403", "001.1"],
    entered_unknown(True),
    entered_unknown(False),
    ruling="needs_ruling",
)


def charge_unknown(known: bool) -> Game:
    this_turn: Json = {"drawn": 1}
    if known:
        this_turn["charged"] = 0
        this_turn["entered"] = []
    g = Game(2, "P1", "charge", this_turn, seats_spec(2, P1={"hand": [("P1:h1", "V2")]}))
    g.add("charge", "P1", "charge", card="P1:h1")
    return g


scenario(
    "late-judge-charge-unknown",
    "途中から呼ばれたジャッジ:このターンにすでにチャージしたか不明",
    "Judge arriving late: did P1 already charge this turn?",
    "Two players. The judge is called in P1's charge step as P1 puts a card into the mana zone. P2 says P1 already "
    "charged this turn; P1 denies it, and nothing recorded settles it.",
    ["401", "001.1"],
    charge_unknown(True),
    charge_unknown(False),
    ruling="needs_ruling",
)


def tapped_blocker(blocker: str) -> Game:
    g = Game(
        2,
        "P1",
        "attack",
        MAIN,
        seats_spec(
            2, P1={"battle": [("P1:b1", "V5")]}, P2={"battle": [("P2:b1", "BL", True), ("P2:b2", "BL")]}
        ),
    )
    g.add("attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2")
    g.add("attack", "P2", "block", blocker=blocker)
    return g


scenario(
    "tapped-blocker-blocks",
    "タップ状態のブロッカーでブロック",
    "A tapped blocker blocks",
    "Two players. P1 attacks P2. P2 blocks with a blocker that attacked in P2's last turn and is still tapped.",
    ["403", "001.1"],
    tapped_blocker("P2:b2"),
    tapped_blocker("P2:b1"),
)


def last_shield(legal: bool) -> Game:
    g = Game(
        2,
        "P1",
        "attack",
        MAIN,
        seats_spec(2, P1={"battle": [("P1:b1", "V5"), ("P1:b2", "V2")]}, P2={"shields": 1}),
    )
    g.add("attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2")
    g.add("attack", "P1", "break", shields=["P2:s1"])
    if legal:
        g.add("attack", "P1", "attack", attacker="P1:b2", defender="P2", target="P2")
        g.add("attack", "P1", "direct_attack")
    g.add("attack", "P1", "result", winners=["P1"], reason="direct_attack")
    return g


scenario(
    "win-declared-on-last-shield",
    "最後のシールドをW・ブレイクした時点で勝利を申告",
    "Victory declared when the last shield is broken",
    "Two players. P2 has one shield. P1's W-breaker attacks and breaks it; P1 declares the game won at once, "
    "saying the second 'break' reached P2.",
    ["102", "001.1"],
    last_shield(True),
    last_shield(False),
)


def trigger_source(from_shield: bool) -> Game:
    g = Game(
        2,
        "P1",
        "attack",
        MAIN,
        seats_spec(2, P1={"battle": [("P1:b1", "V5")]}, P2={"hand": [("P2:h1", "DH")]}),
        cards={"DH": DH},
    )
    g.add("attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2")
    broken = [{"iid": "P2:s1", "card": "DH" if from_shield else "V3"}, {"iid": "P2:s2", "card": "V1"}]
    g.add("attack", "P1", "break", shields=broken)
    g.add(
        "attack",
        "P2",
        "shield_trigger",
        card="P2:s1" if from_shield else "P2:h1",
        ability="spell",
        targets=["P1:b1"],
    )
    return g


scenario(
    "shield-trigger-from-hand",
    "ブレイクされていない、元から手札にあったS・トリガー呪文を使う",
    "A shield trigger used from a card already in hand",
    "Two players. P1's W-breaker breaks two of P2's shields, neither a shield trigger. P2 then uses "
    "《デーモン・ハンド》, which was in P2's hand before the attack, as a shield trigger.",
    ["403", "001.1"],
    trigger_source(True),
    trigger_source(False),
)

ONE = creature(
    "熱血の掃除屋",
    3,
    ["fire"],
    3000,
    abilities=[
        {
            "id": "enter",
            "kind": "auto",
            "trigger": {"event": "enters", "card": "self"},
            "targets": [{"zone": "battle", "whose": "opponent", "count": 1}],
        }
    ],
)
TEXTS["ONE"] = "このクリーチャーをバトルゾーンに出した時、相手のクリーチャーを1体選び、破壊する。"


def skipped(resolve: bool) -> Game:
    g = Game(
        2,
        "P1",
        "main",
        MAIN,
        seats_spec(2, P1={"hand": [("P1:h1", "ONE"), ("P1:h2", "V2")]}, P2={"battle": [("P2:b1", "BL")]}),
        cards={"ONE": ONE},
    )
    g.add("main", "P1", "summon", card="P1:h1", tap=["P1:m1", "P1:m2", "P1:m3"])
    if resolve:
        g.add(
            "main", "P1", "effect", source="P1:h1", ability="enter", targets=["P2:b1"], moves=destroy("P2:b1")
        )
    g.add("main", "P1", "summon", card="P1:h2", tap=["P1:m4", "P1:m5"])
    return g


scenario(
    "mandatory-enter-ability-forgotten",
    "強制の「出た時」能力を解決せずに次のクリーチャーを召喚",
    "A mandatory enter ability left unresolved before the next summon",
    "Two players. P1 summons a creature with 「バトルゾーンに出した時、相手のクリーチャーを1体選び、破壊する」 while "
    "P2 has a blocker, then summons another creature. P2 points out the first ability never resolved; P1 says it "
    "can be done now.",
    ["001.1"],
    skipped(True),
    skipped(False),
)

TAPKILL = spell(
    "ジャスティス・キル",
    2,
    ["fire"],
    abilities=[
        {
            "id": "spell",
            "kind": "spell",
            "targets": [{"zone": "battle", "whose": "opponent", "count": 1, "tapped": True}],
        }
    ],
)
TEXTS["TAPKILL"] = "相手のタップされているクリーチャーを1体選び、破壊する。"


def tapped_target(target: str) -> Game:
    g = Game(
        2,
        "P1",
        "main",
        MAIN,
        seats_spec(
            2, P1={"hand": [("P1:h1", "TAPKILL")]}, P2={"battle": [("P2:b1", "BL"), ("P2:b2", "V5", True)]}
        ),
        cards={"TAPKILL": TAPKILL},
    )
    g.add("main", "P1", "cast", card="P1:h1", tap=["P1:m1", "P1:m2"], ability="spell", targets=[target])
    return g


scenario(
    "tapped-only-target-untapped",
    "「タップされているクリーチャー」を選ぶ呪文で、アンタップのブロッカーを選ぶ",
    "A spell for a tapped creature aimed at an untapped blocker",
    "Two players. P1 casts 「相手のタップされているクリーチャーを1体選び、破壊する」 and chooses P2's untapped "
    "blocker instead of P2's tapped creature.",
    ["001.1"],
    tapped_target("P2:b2"),
    tapped_target("P2:b1"),
)

# --- 701 DMEDH --------------------------------------------------------------------------------

CMD = creature("焔の統率竜", 3, ["fire"], 5000)
CMDB = creature("焔の副統率竜", 3, ["fire"], 5000)
DM_MANA = ["Z51", "Z52", "Z53", "Z54", "Z55", "Z56"]


def dmedh_spec(p1: Json | None = None) -> dict[str, Json]:
    out: dict[str, Json] = {}
    for seat in ("P1", "P2"):
        spec: Json = {
            "mana": mana(seat, DM_MANA),
            "command": [(f"{seat}:cmd", "CMD" if seat == "P1" else "CMDB")],
        }
        if seat == "P1" and p1:
            spec.update(p1)
        out[seat] = spec
    return out


def dmedh_game(
    p1: Json | None = None, this_turn: Json | None = None, cards: dict[str, Json] | None = None
) -> Game:
    return Game(
        2,
        "P1",
        "main",
        this_turn or {"drawn": 1, "charged": 0, "entered": [], "used_names": {"P1": [], "P2": []}},
        dmedh_spec(p1),
        cards={"CMD": CMD, "CMDB": CMDB, **(cards or {})},
        dmedh=True,
        commander={"P1": "CMD", "P2": "CMDB"},
        options={},
    )


def tax(paid: bool) -> Game:
    g = dmedh_game()
    g.commander_moves = {"P1:cmd": 1, "P2:cmd": 0}
    g.add(
        "main",
        "P1",
        "summon",
        card="P1:cmd",
        **{"from": "command"},
        tap=["P1:m1", "P1:m2", "P1:m3"],
        tax=["P1:m4", "P1:m5"] if paid else [],
    )
    return g


scenario(
    "dmedh-second-summon-without-tax",
    "DMEDH:一度出した統率者を、追加のタップなしで再び召喚",
    "DMEDH: a commander summoned a second time without the extra tapping",
    "DMEDH, two players. P1's commander (cost 3) was summoned once earlier in the game, destroyed and returned "
    "to 超統率ゾーン. P1 summons it again tapping only 3 mana cards.",
    ["701.14", "701.14b"],
    tax(True),
    tax(False),
)

CHEAT = spell("ヘブンズ・ゲート・改", 3, ["fire"], abilities=[{"id": "spell", "kind": "spell"}])
TEXTS["CHEAT"] = "自分の手札からコスト5以下のクリーチャーを1体、バトルゾーンに出す。"


def other_effect(card: str) -> Game:
    g = dmedh_game(p1={"hand": [("P1:h1", "CHEAT"), ("P1:h2", "V3")]}, cards={"CHEAT": CHEAT})
    g.commander_moves = {"P1:cmd": 0, "P2:cmd": 0}
    g.add("main", "P1", "cast", card="P1:h1", tap=["P1:m1", "P1:m2", "P1:m3"])
    src = "command" if card == "P1:cmd" else "hand"
    g.add(
        "main",
        "P1",
        "effect",
        source="P1:h1",
        ability="spell",
        moves=[{"card": card, "from": src, "to": "battle"}],
    )
    return g


scenario(
    "dmedh-commander-by-another-card",
    "DMEDH:「手札からバトルゾーンに出す」呪文で、超統率ゾーンの統率者を出す",
    "DMEDH: a 'put from your hand' spell used on the commander in 超統率ゾーン",
    "DMEDH, two players. P1 casts 「自分の手札からコスト5以下のクリーチャーを1体、バトルゾーンに出す」 and puts "
    "the commander from 超統率ゾーン into the battle zone, citing 701.13a (it is treated as coming from the hand).",
    ["701.13", "701.13a"],
    other_effect("P1:h2"),
    other_effect("P1:cmd"),
)

UNT = creature(
    "マナの巫女",
    4,
    ["fire"],
    3000,
    abilities=[{"id": "enter", "kind": "auto", "trigger": {"event": "enters", "card": "self"}}],
)
TEXTS["UNT"] = "このクリーチャーをバトルゾーンに出した時、自分のマナゾーンのカードを2枚アンタップする。"


def mana_untap(untap: bool) -> Game:
    g = dmedh_game(p1={"hand": [("P1:h1", "UNT")]}, cards={"UNT": UNT})
    g.commander_moves = {"P1:cmd": 0, "P2:cmd": 0}
    g.add("main", "P1", "summon", card="P1:h1", tap=["P1:m1", "P1:m2", "P1:m3", "P1:m4"])
    args: Json = {"source": "P1:h1", "ability": "enter"}
    if untap:
        args["untap"] = ["P1:m1", "P1:m2"]
    g.add("main", "P1", "effect", **args)
    return g


scenario(
    "dmedh-mana-untap-in-main",
    "DMEDH:メインステップ中の「マナを2枚アンタップ」を適用",
    "DMEDH: a main-step 'untap two mana' applied",
    "DMEDH, two players. In P1's main step P1 summons a creature 「出た時、自分のマナゾーンのカードを2枚アンタップ"
    "する」 and untaps two mana cards to use them again.",
    ["701.11"],
    mana_untap(False),
    mana_untap(True),
)


def same_name(used: list[str]) -> Game:
    g = dmedh_game(
        p1={"hand": [("P1:h1", "V2")]},
        this_turn={"drawn": 1, "charged": 0, "entered": [], "used_names": {"P1": used, "P2": []}},
    )
    g.commander_moves = {"P1:cmd": 0, "P2:cmd": 0}
    g.add("main", "P1", "summon", card="P1:h1", tap=["P1:m1", "P1:m2"])
    return g


scenario(
    "dmedh-same-name-after-bounce",
    "DMEDH:このターンに出して手札に戻ったクリーチャーを再び召喚",
    "DMEDH: a creature summoned again the turn it came back to hand",
    "DMEDH, two players. Earlier in P1's main step P1 summoned 《火の戦士》; an effect returned it to P1's hand. "
    "P1 summons the same card again in the same turn.",
    ["701.12"],
    same_name([]),
    same_name(["火の戦士"]),
)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for old in OUT.glob(PREFIX + "*.json"):
        old.unlink()
    ids = [doc["id"] for doc in SCENARIOS]
    assert len(ids) == len(set(ids)), "duplicate scenario id"
    for doc in SCENARIOS:
        path = OUT / f"{doc['id']}.json"
        path.write_text(json.dumps(doc, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {len(SCENARIOS)} scenarios to {OUT}")


if __name__ == "__main__":
    main()
