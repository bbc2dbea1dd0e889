"""Duel Masters variants held-out judge scenarios, round 10.

Written blind from the rulebook (``rules_index/data/dm-variants.txt``) and the log-format documents
(``docs/log-format.md``, ``docs/log-format-dm-variants.md`` and their examples) only, without reading
the engine or other scenarios. Each scenario is one JSON file in ``tests/scenarios_heldout/dm-variants/``
with id prefix ``dm-variants-ho10-``: a legal log (the situation played by the rules) and the disputed
log (``illegal`` or ``needs_ruling``).

Run from the repository root::

    .venv/bin/python -m tests.scenarios_heldout.build_dm_variants_round10
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

NOTES: dict[str, str] = {}
GAPS: dict[str, str] = {}

OUT_DIR = Path(__file__).resolve().parent / "dm-variants"
PREFIX = "dm-variants-ho10-"
RULES_VERSION = "Ver.1.4.3 (2021-03-06)"

Json = dict[str, Any]

# ---------------------------------------------------------------------------------------------------
# Cards
# ---------------------------------------------------------------------------------------------------


def creature(
    name: str,
    cost: int,
    civs: list[str],
    power: int,
    abilities: list[Json] | None = None,
    **kw: Any,
) -> Json:
    keywords: Json = {"civilizations": civs, "power": power}
    keywords.update(kw)
    card: Json = {"name": name, "type": "creature", "cost": cost, "keywords": keywords}
    if abilities:
        card["abilities"] = abilities
    return card


def spell(name: str, cost: int, civs: list[str], abilities: list[Json] | None = None, **kw: Any) -> Json:
    keywords: Json = {"civilizations": civs}
    keywords.update(kw)
    card: Json = {"name": name, "type": "spell", "cost": cost, "keywords": keywords}
    if abilities:
        card["abilities"] = abilities
    return card


FILLERS: dict[str, Json] = {
    "F1": creature("火の兵士1", 1, ["fire"], 1000),
    "F2": creature("火の兵士2", 2, ["fire"], 2000),
    "F3": creature("火の兵士3", 3, ["fire"], 3000),
    "F5": creature("火の大将5", 5, ["fire"], 5000, breaker=2),
    "N2": creature("自然の兵士2", 2, ["nature"], 2000),
    "L2": creature("光の守り手2", 2, ["light"], 2000, blocker=True),
    "L5": creature("光の守り手5", 5, ["light"], 5000, blocker=True),
    "W2": creature("水の兵士2", 2, ["water"], 2000),
    "D2": creature("闇の兵士2", 2, ["darkness"], 2000),
    "S1": spell("火の小呪文", 1, ["fire"]),
}
FILLER_ORDER = ["F1", "F2", "F3", "F5", "N2", "L2", "L5", "W2", "D2", "S1"]


def deck40(specials: dict[str, int] | None = None) -> dict[str, int]:
    """A 40-card main deck: the special cards, then fillers (4 each) up to 40."""
    main: dict[str, int] = dict(specials or {})
    left = 40 - sum(main.values())
    for cid in FILLER_ORDER:
        if left <= 0:
            break
        n = min(4, left)
        main[cid] = main.get(cid, 0) + n
        left -= n
    assert left == 0
    return main


# ---------------------------------------------------------------------------------------------------
# Logs
# ---------------------------------------------------------------------------------------------------


def seats(n: int) -> list[str]:
    return [f"P{i}" for i in range(1, n + 1)]


def header(
    n: int,
    cards: dict[str, Json],
    decklists: dict[str, Json],
    variant: str,
    options: Json | None = None,
    snapshot: Json | None = None,
    first: str = "P1",
) -> Json:
    allcards = dict(FILLERS)
    allcards.update(cards)
    h: Json = {
        "format": "judgelog/1",
        "game": "dm-variants",
        "rules_version": RULES_VERSION,
        "variant": variant,
        "players": [{"seat": s, "name": s} for s in seats(n)],
        "first_player": first,
        "cards": allcards,
        "decklists": decklists,
    }
    if options:
        h["options"] = options
    if snapshot:
        h["snapshot"] = snapshot
    return h


def c(iid: str, card: str, tapped: bool | None = None) -> Json:
    d: Json = {"iid": iid, "card": card}
    if tapped is not None:
        d["tapped"] = tapped
    return d


def seat_zone(
    hand: list[Json] | None = None,
    hand_n: int = 3,
    shields: int = 5,
    mana: list[Json] | None = None,
    battle: list[Json] | None = None,
    graveyard: list[Json] | None = None,
    **extra: Any,
) -> Json:
    z: Json = {
        "hand": {"count": max(hand_n, len(hand or [])), "cards": list(hand or [])},
        "shields": {"count": shields},
        "mana": list(mana or []),
        "battle": list(battle or []),
        "graveyard": list(graveyard or []),
    }
    z.update(extra)
    return z


def default_mana(seat: str, cards: list[str], tapped: bool = False) -> list[Json]:
    return [c(f"{seat}:m{i + 1}", cid, tapped) for i, cid in enumerate(cards)]


def finish_snapshot(
    turn: int,
    phase: str,
    tp: str,
    players: dict[str, Json],
    totals: dict[str, int],
    this_turn: Json | None = None,
    **top: Any,
) -> Json:
    """Fill in each seat's deck count so that every owner's cards add up to its decklist."""
    public: dict[str, int] = {s: 0 for s in players}
    for z in players.values():
        if "out" in z:
            continue
        for zone in ("mana", "battle", "graveyard", "command"):
            for card in z.get(zone, []):
                owner = card["iid"].split(":")[0]
                public[owner] = public.get(owner, 0) + 1
        hyp = z.get("hyperspatial")
        if isinstance(hyp, list):
            for card in hyp:
                owner = card["iid"].split(":")[0]
                public[owner] = public.get(owner, 0) + 1
    for s, z in players.items():
        if "out" in z:
            continue
        hidden = z["hand"]["count"] + z["shields"]["count"]
        z["deck"] = {"count": totals[s] - public[s] - hidden}
        assert z["deck"]["count"] > 0, (s, z["deck"])
    snap: Json = {"turn": turn, "phase": phase, "turn_players": [tp]}
    if this_turn is not None:
        snap["this_turn"] = this_turn
    snap["players"] = players
    snap.update(top)
    return snap


MAIN_TT: Json = {"drawn": 1, "charged": 0, "entered": []}


class Log:
    """Collects entries with increasing seq numbers."""

    def __init__(self, head: Json) -> None:
        self.head = head
        self.entries: list[Json] = []

    def add(self, turn: int, phase: str, actor: str | None, act: str, **args: Any) -> Log:
        self.entries.append(
            {
                "seq": len(self.entries) + 1,
                "turn": turn,
                "phase": phase,
                "actor": actor,
                "act": act,
                "args": args,
            }
        )
        return self

    def doc(self) -> Json:
        return {"header": copy.deepcopy(self.head), "entries": copy.deepcopy(self.entries)}


def setup_entries(log: Log, order: list[str], shields: int = 5, hand: int = 5) -> None:
    for s in order:
        log.add(0, "setup", s, "shuffle")
        log.add(0, "setup", s, "shields", count=shields)
        log.add(0, "setup", s, "draw", count=hand)


# ---------------------------------------------------------------------------------------------------
# Scenario registry
# ---------------------------------------------------------------------------------------------------

SCENARIOS: list[Json] = []


def scenario(
    sid: str,
    title_ja: str,
    title_en: str,
    situation: str,
    ruling: str,
    clauses: list[str],
    legal: Json,
    disputed: Json,
    printed_example: str | None = None,
) -> None:
    full = PREFIX + sid
    doc: Json = {
        "id": full,
        "title_ja": title_ja,
        "title_en": title_en,
        "situation": situation,
        "ruling": ruling,
        "clauses": [f"dm-variants:{x}" for x in clauses],
    }
    if printed_example:
        doc["printed_example"] = printed_example
    doc["legal"] = legal
    doc[ruling] = disputed
    if full in NOTES:
        doc["note"] = NOTES[full]
    if full in GAPS:
        doc["gap"] = GAPS[full]
    SCENARIOS.append(doc)


def std_decks(n: int, specials: dict[str, dict[str, int]] | None = None) -> dict[str, Json]:
    specials = specials or {}
    return {s: {"main": deck40(specials.get(s))} for s in seats(n)}


def totals40(n: int) -> dict[str, int]:
    return {s: 40 for s in seats(n)}


def tp_for(turn: int, n: int) -> str:
    return f"P{(turn - 1) % n + 1}"


def base_seat(seat: str, **kw: Any) -> Json:
    kw.setdefault("mana", default_mana(seat, ["F1", "F2", "F3", "F5", "N2"]))
    return seat_zone(**kw)


def mp_header(
    n: int,
    turn: int,
    cards: dict[str, Json],
    specs: dict[str, Json],
    specials: dict[str, dict[str, int]] | None = None,
    variant: str = "free_for_all",
    options: Json | None = None,
    phase: str = "main",
    this_turn: Json | None = None,
    **top: Any,
) -> Json:
    players: dict[str, Json] = {}
    for s in seats(n):
        spec = specs.get(s)
        players[s] = spec if spec is not None else base_seat(s)
    tt = MAIN_TT if this_turn is None else this_turn
    snap = finish_snapshot(turn, phase, tp_for(turn, n), players, totals40(n), copy.deepcopy(tt), **top)
    return header(n, cards, std_decks(n, specials), variant, options, snap)


def destroy_spell(name: str, cost: int, civs: list[str], whose: str = "opponent", **kw: Any) -> Json:
    return spell(
        name,
        cost,
        civs,
        [
            {
                "id": "spell",
                "kind": "spell",
                "targets": [{"zone": "battle", "whose": whose, "count": 1}],
            }
        ],
        **kw,
    )


WATCH_AB = [{"id": "watch", "kind": "auto", "trigger": {"event": "cast", "whose": "opponent"}}]


# ---------------------------------------------------------------------------------------------------
# A. Abilities in multiplayer (600.4, 600.6)
# ---------------------------------------------------------------------------------------------------


def s_sturm() -> None:
    cards = {
        "SHT": creature(
            "破壊者 シュトゥルム",
            1,
            ["fire"],
            3000,
            [
                {
                    "id": "enter",
                    "kind": "auto",
                    "trigger": {"event": "enters", "card": "self"},
                    "targets": [{"zone": "battle", "whose": "opponent", "count": 2}],
                }
            ],
        )
    }
    specs = {
        "P1": base_seat("P1", hand=[c("P1:h1", "SHT")]),
        "P2": base_seat("P2", battle=[c("P2:b1", "F2", False), c("P2:b2", "F1", False)]),
        "P3": base_seat("P3", battle=[c("P3:b1", "F2", False)]),
    }
    head = mp_header(3, 7, cards, specs, {"P1": {"SHT": 4}})

    def build(targets: list[str]) -> Json:
        log = Log(head)
        log.add(7, "main", "P1", "summon", card="P1:h1", tap=["P1:m1"])
        log.add(
            7,
            "main",
            "P1",
            "effect",
            source="P1:h1",
            ability="enter",
            targets=targets,
            moves=[{"card": t, "to": "graveyard"} for t in targets],
        )
        return log.doc()

    scenario(
        "sturm-two-opponents",
        "《破壊者 シュトゥルム》の2体破壊をAとBに振り分けられるか",
        "Sturm's 'destroy two' cannot take one creature from each of two opponents",
        "Three-player free-for-all. P1 summons a Sturm whose enter ability destroys two of the "
        "opponent's creatures. P2 has two creatures, P3 one. P1 picks one of P2's and P3's only "
        "creature; P3 objects that one ability cannot be split over two opponents.",
        "illegal",
        ["600.4b", "600.4a"],
        build(["P2:b1", "P2:b2"]),
        build(["P2:b1", "P3:b1"]),
        printed_example="600.4b",
    )


def s_one_sentence_split() -> None:
    one = spell(
        "闇火の一文呪文",
        3,
        ["fire"],
        [
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
    cards = {"ONE": one}
    specs = {
        "P1": base_seat("P1", hand=[c("P1:h1", "ONE")]),
        "P2": base_seat("P2", battle=[c("P2:b1", "F2", False)]),
        "P3": base_seat("P3", battle=[c("P3:b1", "F3", False)]),
    }
    head = mp_header(3, 7, cards, specs, {"P1": {"ONE": 4}})

    def build(player: str) -> Json:
        log = Log(head)
        log.add(
            7,
            "main",
            "P1",
            "cast",
            card="P1:h1",
            tap=["P1:m1", "P1:m2", "P1:m3"],
            ability="spell",
            targets=[["P2:b1"], [player]],
        )
        log.add(
            7,
            "main",
            "P1",
            "effect",
            source="P1:h1",
            ability="spell",
            moves=[
                {"card": "P2:b1", "to": "graveyard"},
                {"card": {"iid": f"{player}:x1", "card": "F1"}, "from": "hand", "to": "graveyard"},
            ],
        )
        return log.doc()

    scenario(
        "no-section-mark-no-split",
        "「■」で区切られていない効果は破壊と手札破壊を別の相手に振り分けられない",
        "Without a ■ separating them, destroy and discard go to one opponent",
        "Three players. P1's spell reads 'destroy one of your opponent's creatures and your "
        "opponent discards a card' as one sentence, with no ■ or keyword symbol between the two. "
        "P1 says 600.4c lets him destroy P2's creature and make P3 discard, as with Gunvito "
        "Blaster.",
        "illegal",
        ["600.4c", "600.4b"],
        build("P2"),
        build("P3"),
    )


def s_trigger_order() -> None:
    cards = {"WATCH": creature("呪文の番人", 2, ["fire"], 2000, WATCH_AB)}
    specs = {
        "P1": base_seat("P1", hand=[c("P1:h1", "S1")]),
        "P2": base_seat("P2", battle=[c("P2:b1", "WATCH", False)]),
        "P3": base_seat("P3", battle=[c("P3:b1", "WATCH", False)]),
    }
    head = mp_header(4, 9, cards, specs, {"P2": {"WATCH": 4}, "P3": {"WATCH": 4}})

    def build(order: list[str]) -> Json:
        log = Log(head)
        log.add(9, "main", "P1", "cast", card="P1:h1", tap=["P1:m1"])
        for s in order:
            log.add(9, "main", s, "effect", source=f"{s}:b1", ability="watch")
        return log.doc()

    scenario(
        "simultaneous-triggers-turn-order",
        "複数プレイヤーの誘発が同時に待機したときの解決順",
        "Triggers of several players waiting together resolve in turn order",
        "Four players, P1's turn. P1 casts a spell; P2 and P3 each control a creature that "
        "triggers when an opponent casts a spell. P3 resolves his trigger first, then P2. P2 says "
        "his should have gone first.",
        "illegal",
        ["600.4i"],
        build(["P2", "P3"]),
        build(["P3", "P2"]),
    )


def s_bajula() -> None:
    cards = {
        "BAJ": creature(
            "超竜バジュラ",
            7,
            ["fire"],
            13000,
            [
                {
                    "id": "atk",
                    "kind": "auto",
                    "trigger": {"event": "attacks", "card": "self"},
                    "targets": [{"zone": "mana", "whose": "opponent", "count": 2, "up_to": True}],
                }
            ],
            breaker=2,
        )
    }
    specs = {
        "P1": base_seat("P1", battle=[c("P1:b1", "BAJ", False)]),
    }
    head = mp_header(3, 7, cards, specs, {"P1": {"BAJ": 4}})

    def build(victim: str) -> Json:
        log = Log(head)
        log.add(7, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2")
        tg = [f"{victim}:m1", f"{victim}:m2"]
        log.add(
            7,
            "attack",
            "P1",
            "effect",
            source="P1:b1",
            ability="atk",
            targets=tg,
            moves=[{"card": t, "to": "graveyard"} for t in tg],
        )
        log.add(7, "attack", "P1", "break", shields=["P2:s1", "P2:s2"])
        return log.doc()

    scenario(
        "bajula-attack-trigger-defender-only",
        "《超竜バジュラ》のアタック・トリガーは防御プレイヤーのマナしか選べない",
        "Bajula's attack trigger may only take the defending player's mana",
        "Three players. P1 attacks P2 with Super Dragon Bajula; its attack trigger puts up to "
        "two cards from an opponent's mana zone into the graveyard. P1 picks two of P3's mana "
        "cards, P3 being further ahead. P3 objects.",
        "illegal",
        ["600.6b", "403.1a"],
        build("P2"),
        build("P3"),
        printed_example="600.6b",
    )


def s_demon_hand() -> None:
    cards = {"DH": destroy_spell("デーモン・ハンド", 6, ["darkness"], shield_trigger=True)}
    specs = {
        "P1": base_seat("P1", battle=[c("P1:b1", "F3", False)]),
        "P3": base_seat("P3", battle=[c("P3:b1", "F5", False)]),
    }
    head = mp_header(3, 7, cards, specs, {"P2": {"DH": 4}})

    def build(target: str) -> Json:
        log = Log(head)
        log.add(7, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2")
        log.add(7, "attack", "P1", "break", shields=[c("P2:s1", "DH")])
        log.add(7, "attack", "P2", "shield_trigger", card="P2:s1", ability="spell", targets=[target])
        log.add(
            7,
            "attack",
            "P2",
            "effect",
            source="P2:s1",
            ability="spell",
            moves=[{"card": target, "to": "graveyard"}],
        )
        return log.doc()

    scenario(
        "demon-hand-trigger-attacking-player-only",
        "S・トリガーの《デーモン・ハンド》は攻撃プレイヤーのクリーチャーしか選べない",
        "A shield-triggered Demon Hand may only destroy the attacking player's creature",
        "Three players. P1's creature attacks P2 and breaks a shield: Demon Hand, used as a "
        "shield trigger. P2 destroys P3's big creature with it instead of anything of P1's, "
        "saying P3 is also an opponent.",
        "illegal",
        ["600.6b", "403.1a"],
        build("P1:b1"),
        build("P3:b1"),
        printed_example="600.6b",
    )


def s_niga() -> None:
    cards = {
        "NIGA": creature(
            "五邪王ニガ=ヴェルムート",
            7,
            ["darkness"],
            9000,
            [
                {
                    "id": "watch_atk",
                    "kind": "auto",
                    "trigger": {"event": "attacks", "card": "other", "whose": "opponent"},
                }
            ],
        )
    }
    specs = {
        "P1": base_seat("P1", battle=[c("P1:b1", "NIGA", False)]),
        "P2": base_seat("P2", battle=[c("P2:b1", "F3", False)]),
    }
    head = mp_header(3, 8, cards, specs, {"P1": {"NIGA": 4}})

    def build(defender: str, trigger: bool) -> Json:
        log = Log(head)
        log.add(8, "attack", "P2", "attack", attacker="P2:b1", defender=defender, target=defender)
        if trigger:
            log.add(8, "attack", "P1", "effect", source="P1:b1", ability="watch_atk")
        log.add(8, "attack", "P2", "break", shields=[f"{defender}:s1"])
        return log.doc()

    scenario(
        "niga-vermut-bystander-no-trigger",
        "BがCを攻撃したとき、Aの《五邪王ニガ=ヴェルムート》は誘発しない",
        "A bystander's 'when an opponent's creature attacks' trigger does not trigger",
        "Three players, P2's turn. P1 controls Niga=Vermut ('when an opponent's creature "
        "attacks'). P2's creature attacks P3 and P1 resolves his trigger. P2 objects that P1 is "
        "not part of the attack.",
        "illegal",
        ["600.6d", "403.1c"],
        build("P1", True),
        build("P3", True),
        printed_example="600.6d",
    )


def s_bystander_block() -> None:
    specs = {
        "P1": base_seat("P1", battle=[c("P1:b1", "L2", False)]),
        "P2": base_seat("P2", battle=[c("P2:b1", "F3", False)]),
        "P3": base_seat("P3", battle=[c("P3:b1", "L2", False)]),
    }
    head = mp_header(3, 8, {}, specs)

    def build(blocker: str) -> Json:
        log = Log(head)
        log.add(8, "attack", "P2", "attack", attacker="P2:b1", defender="P3", target="P3")
        log.add(8, "attack", blocker.split(":")[0], "block", blocker=blocker)
        log.add(8, "attack", "P2", "battle", destroyed=[blocker])
        return log.doc()

    scenario(
        "bystander-cannot-block",
        "攻撃されていないプレイヤーのブロッカーはブロックできない",
        "A player who is not being attacked cannot block",
        "Three players, P2's turn. P2's 3000 creature attacks P3. P1, who fears P2 will win, "
        "blocks with his own blocker to protect P3.",
        "illegal",
        ["600.6c", "403.1b"],
        build("P3:b1"),
        build("P1:b1"),
    )


def lure_card(cid: str, name: str, reading: str, power: int) -> dict[str, Json]:
    return {
        cid: creature(
            name,
            6,
            ["nature"],
            power,
            [{"id": "lure", "kind": "continuous", "effect": {"attack_lure": reading}}],
        )
    }


def s_heavy() -> None:
    cards = lure_card("HEAVY", "龍神ヘヴィ", "player", 2000)
    specs = {
        "P1": base_seat("P1", battle=[c("P1:b1", "F3", False)]),
        "P2": base_seat("P2", battle=[c("P2:b1", "HEAVY", True)]),
    }
    head = mp_header(3, 7, cards, specs, {"P2": {"HEAVY": 4}})

    def build(legal: bool) -> Json:
        log = Log(head)
        if legal:
            log.add(7, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2:b1")
            log.add(7, "attack", "P1", "battle", destroyed=["P2:b1"])
        else:
            log.add(7, "attack", "P1", "attack", attacker="P1:b1", defender="P3", target="P3")
            log.add(7, "attack", "P1", "break", shields=["P3:s1"])
        return log.doc()

    scenario(
        "god-linked-heavy-decides-defender",
        "ゴッド・リンクした《龍神ヘヴィ》がタップ状態のとき、他のプレイヤーを防御プレイヤーに指定できない",
        "A tapped, God-linked Heavy forbids designating another defending player",
        "Three players. P2 controls a tapped, God-linked Ryujin Heavy ('opponents' creatures "
        "attack this creature if able'). P1 designates P3 as the defending player and attacks "
        "P3, saying the requirement only applies once P2 is chosen.",
        "illegal",
        ["600.6a"],
        build(True),
        build(False),
        printed_example="600.6a",
    )


def s_donjungle() -> None:
    cards = lure_card("DJS7", "ドンジャングルS7", "creature", 9000)
    specs = {
        "P1": base_seat("P1", battle=[c("P1:b1", "F3", False)]),
        "P2": base_seat("P2", battle=[c("P2:b1", "DJS7", True)]),
    }
    head = mp_header(3, 7, cards, specs, {"P2": {"DJS7": 4}})

    def build(defender: str) -> Json:
        log = Log(head)
        log.add(7, "attack", "P1", "attack", attacker="P1:b1", defender=defender, target=defender)
        log.add(7, "attack", "P1", "break", shields=[f"{defender}:s1"])
        return log.doc()

    scenario(
        "donjungle-defender-attacked-directly",
        "《ドンジャングルS7》のコントローラーを防御プレイヤーに選んだら、プレイヤーには攻撃できない",
        "Having designated Donjungle S7's controller, the attacker must attack Donjungle",
        "Three players. P2 controls a tapped Donjungle S7. P1 designates P2 as the defending "
        "player and attacks P2 directly, not Donjungle. (Designating P3 and attacking P3 would "
        "have been allowed.)",
        "illegal",
        ["600.6a"],
        build("P3"),
        build("P2"),
        printed_example="600.6a",
    )


def s_lure_open() -> None:
    cards = lure_card("LURE", "誘引の巨獣", "open", 9000)
    specs = {
        "P1": base_seat("P1", battle=[c("P1:b1", "F3", False)]),
        "P2": base_seat("P2", battle=[c("P2:b1", "LURE", True)]),
    }
    head = mp_header(3, 7, cards, specs, {"P2": {"LURE": 4}})

    def build(legal: bool) -> Json:
        log = Log(head)
        if legal:
            log.add(7, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2:b1")
            log.add(7, "attack", "P1", "battle", destroyed=["P1:b1"])
        else:
            log.add(7, "attack", "P1", "attack", attacker="P1:b1", defender="P3", target="P3")
            log.add(7, "attack", "P1", "break", shields=["P3:s1"])
        return log.doc()

    scenario(
        "unclassified-lure-other-defender",
        "600.6aの例にない「可能であればこのクリーチャーを攻撃する」カードと、別の防御プレイヤーの指定",
        "A lure card the 600.6a examples do not classify: may another defender be designated?",
        "Three players. P2 controls a tapped creature reading 'opponents' creatures attack this "
        "creature if able'; it is neither of the two cards 600.6a's examples classify. P1 "
        "designates P3 and attacks P3. 600.6a gives one card each reading and no principle.",
        "needs_ruling",
        ["600.6a"],
        build(True),
        build(False),
        printed_example="600.6a",
    )


def s_number_nine() -> None:
    cards = {
        "NN9": creature(
            "偽りの名 ナンバーナイン",
            8,
            ["darkness"],
            12000,
            [{"id": "lock", "kind": "continuous", "effect": {"cast_lock": {"whose": "opponent"}}}],
        )
    }
    specs = {
        "P1": base_seat("P1", battle=[c("P1:b1", "NN9", False)]),
        "P3": base_seat("P3", hand=[c("P3:h1", "S1"), c("P3:h2", "F1")]),
    }
    head = mp_header(3, 9, cards, specs, {"P1": {"NN9": 4}})

    def build(legal: bool) -> Json:
        log = Log(head)
        if legal:
            log.add(9, "main", "P3", "summon", card="P3:h2", tap=["P3:m1"])
        else:
            log.add(9, "main", "P3", "cast", card="P3:h1", tap=["P3:m1"])
        return log.doc()

    scenario(
        "number-nine-locks-every-opponent",
        "《偽りの名 ナンバーナイン》がいるとき、対戦相手全員が呪文を唱えられない",
        "Number Nine's spell lock applies to every opponent",
        "Three players, P3's turn. P1 controls Number Nine ('your opponents cannot cast "
        "spells'). P3 casts a spell, arguing the lock was 'aimed' at P2, whom P1 attacked last.",
        "illegal",
        ["600.4a"],
        build(True),
        build(False),
        printed_example="600.4a",
    )


def s_auroria() -> None:
    cards = {
        "AUR": creature(
            "正義の煌き オーリリア",
            5,
            ["light"],
            4500,
            [
                {
                    "id": "lock",
                    "kind": "continuous",
                    "effect": {"cast_lock": {"whose": "opponent", "max_cost": 5, "fewer_shields": True}},
                }
            ],
        ),
        "S3": spell("火の中呪文", 3, ["fire"]),
    }

    def head_for(turn: int) -> Json:
        specs = {
            "P1": base_seat("P1", shields=4, battle=[c("P1:b1", "AUR", False)]),
            "P2": base_seat("P2", shields=5, hand=[c("P2:h1", "S3")]),
            "P3": base_seat("P3", shields=3, hand=[c("P3:h1", "S3")]),
        }
        return mp_header(3, turn, cards, specs, {"P1": {"AUR": 4}, "P2": {"S3": 4}, "P3": {"S3": 4}})

    legal = Log(head_for(8))
    legal.add(8, "main", "P2", "cast", card="P2:h1", tap=["P2:m1", "P2:m2", "P2:m3"])
    bad = Log(head_for(9))
    bad.add(9, "main", "P3", "cast", card="P3:h1", tap=["P3:m1", "P3:m2", "P3:m3"])
    scenario(
        "auroria-fewer-shields-per-opponent",
        "《正義の煌き オーリリア》は相手ごとにシールド数を比べる",
        "Auroria compares each opponent's shields separately",
        "Three players. P1 (4 shields) controls Auroria: opponents with fewer shields than P1 "
        "cannot cast spells of cost 5 or less. P2 has 5 shields, P3 has 3. In P3's turn P3 casts "
        "a cost-3 spell, saying P2 is not below P1 so the condition is not met.",
        "illegal",
        ["600.4f", "600.4a"],
        legal.doc(),
        bad.doc(),
        printed_example="600.4f",
    )


def s_mach55() -> None:
    cards = {
        "MACH": creature(
            "超轟速 マッハ55",
            5,
            ["fire"],
            5000,
            [
                {
                    "id": "guard",
                    "kind": "continuous",
                    "effect": {"not_destroyed_if": {"opponent_shields_at_most": 2}},
                }
            ],
        ),
        "BIG": creature("自然の巨獣7", 7, ["nature"], 7000),
    }
    specs = {
        "P1": base_seat("P1", battle=[c("P1:b1", "MACH", False)]),
        "P2": base_seat("P2", shields=5, battle=[c("P2:b1", "BIG", True)]),
        "P3": base_seat("P3", shields=2),
    }
    head = mp_header(3, 7, cards, specs, {"P1": {"MACH": 4}, "P2": {"BIG": 4}})

    def build(destroyed: list[str]) -> Json:
        log = Log(head)
        log.add(7, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2:b1")
        log.add(7, "attack", "P1", "battle", destroyed=destroyed)
        return log.doc()

    scenario(
        "mach55-any-opponent-two-shields",
        "《超轟速 マッハ55》はシールド2つ以下の相手が1人でもいれば破壊されない",
        "Mach 55 survives if any one opponent has two shields or fewer",
        "Three players. P1's Mach 55 (5000) attacks P2's tapped 7000 creature. P2 has 5 shields, "
        "P3 has 2. P2 puts Mach 55 in the graveyard, saying only the opponent it is fighting "
        "counts.",
        "illegal",
        ["600.4a"],
        build([]),
        build(["P1:b1"]),
        printed_example="600.4a",
    )


def s_lost_soul() -> None:
    cards = {
        "LS": spell(
            "ロスト・ソウル",
            3,
            ["darkness"],
            [
                {
                    "id": "spell",
                    "kind": "spell",
                    "targets": [{"whose": "opponent", "count": 1, "player": True}],
                }
            ],
        )
    }
    specs = {
        "P1": base_seat(
            "P1",
            hand=[c("P1:h1", "LS")],
            mana=default_mana("P1", ["D2", "F2", "F3", "F5"]),
        ),
        "P2": base_seat("P2", hand_n=2),
        "P3": base_seat("P3", hand_n=2),
    }
    head = mp_header(3, 7, cards, specs, {"P1": {"LS": 4}})

    def build(players: list[str]) -> Json:
        log = Log(head)
        log.add(
            7,
            "main",
            "P1",
            "cast",
            card="P1:h1",
            tap=["P1:m1", "P1:m2", "P1:m3"],
            ability="spell",
            targets=players,
        )
        moves = []
        for p in players:
            for i, cid in enumerate(["F1", "F2"]):
                moves.append(
                    {"card": {"iid": f"{p}:x{i + 1}", "card": cid}, "from": "hand", "to": "graveyard"}
                )
        log.add(7, "main", "P1", "effect", source="P1:h1", ability="spell", moves=moves)
        return log.doc()

    scenario(
        "lost-soul-one-opponent",
        "《ロスト・ソウル》は対戦相手から1人を選んで解決する",
        "Lost Soul is resolved against one chosen opponent",
        "Three players. P1 casts Lost Soul ('your opponent discards their hand') and makes both "
        "P2 and P3 discard their whole hands.",
        "illegal",
        ["600.4a"],
        build(["P2"]),
        build(["P2", "P3"]),
        printed_example="600.4a",
    )


# ---------------------------------------------------------------------------------------------------
# B. Range of influence (601) and attacking adjacent players (602)
# ---------------------------------------------------------------------------------------------------

RANGE1: Json = {"range": 1}
ADJ: Json = {"attack_adjacent": True}


def s_range_attack() -> None:
    specs = {"P1": base_seat("P1", battle=[c("P1:b1", "F3", False)])}
    head = mp_header(5, 11, {}, specs, options=RANGE1)

    def build(defender: str) -> Json:
        log = Log(head)
        log.add(11, "attack", "P1", "attack", attacker="P1:b1", defender=defender, target=defender)
        log.add(11, "attack", "P1", "break", shields=[f"{defender}:s1"])
        return log.doc()

    scenario(
        "range-one-attack-two-seats-away",
        "影響範囲1席のとき、2席離れたプレイヤーには攻撃できない",
        "With range 1 a creature cannot attack a player two seats away",
        "Five-player free-for-all with the range-of-influence option, range 1. P1 attacks P3, "
        "who sits two seats to his left, because P3 is closest to winning.",
        "illegal",
        ["601.3"],
        build("P2"),
        build("P3"),
    )


def s_range_target() -> None:
    cards = {"KILL": destroy_spell("火の破壊呪文", 3, ["fire"])}
    specs = {
        "P1": base_seat("P1", hand=[c("P1:h1", "KILL")]),
        "P2": base_seat("P2", battle=[c("P2:b1", "F3", False)]),
        "P3": base_seat("P3", battle=[c("P3:b1", "F3", False)]),
    }
    head = mp_header(5, 11, cards, specs, {"P1": {"KILL": 4}}, options=RANGE1)

    def build(target: str) -> Json:
        log = Log(head)
        log.add(
            11,
            "main",
            "P1",
            "cast",
            card="P1:h1",
            tap=["P1:m1", "P1:m2", "P1:m3"],
            ability="spell",
            targets=[target],
        )
        log.add(
            11,
            "main",
            "P1",
            "effect",
            source="P1:h1",
            ability="spell",
            moves=[{"card": target, "to": "graveyard"}],
        )
        return log.doc()

    scenario(
        "range-one-spell-target-out-of-range",
        "影響範囲外のクリーチャーは呪文の対象にならない",
        "A spell cannot target a creature outside its caster's range",
        "Five players, range 1. P1 casts a spell that destroys an opponent's creature and "
        "chooses the creature of P3, two seats away.",
        "illegal",
        ["601.4"],
        build("P2:b1"),
        build("P3:b1"),
    )


def s_range_turn_start() -> None:
    cards = {"KILL": destroy_spell("火の破壊呪文", 3, ["fire"])}
    specs = {
        "P1": base_seat("P1", hand=[c("P1:h1", "KILL")]),
        "P3": base_seat("P3", battle=[c("P3:b1", "F3", False)]),
        "P4": base_seat("P4", battle=[c("P4:b1", "F3", False)]),
    }
    head = mp_header(4, 9, cards, specs, {"P1": {"KILL": 4}}, options=RANGE1)

    def build(target: str) -> Json:
        log = Log(head)
        log.add(9, "main", "P2", "concede")
        log.add(
            9,
            "main",
            "P1",
            "cast",
            card="P1:h1",
            tap=["P1:m1", "P1:m2", "P1:m3"],
            ability="spell",
            targets=[target],
        )
        log.add(
            9,
            "main",
            "P1",
            "effect",
            source="P1:h1",
            ability="spell",
            moves=[{"card": target, "to": "graveyard"}],
        )
        return log.doc()

    scenario(
        "range-fixed-until-next-turn-start",
        "間のプレイヤーが除外されても、影響範囲は次のターン開始時まで変わらない",
        "A player leaving does not widen the range until the next turn starts",
        "Four players, range 1, P1's turn. P2, sitting between P1 and P3, concedes during P1's "
        "main step. P1 then casts a destroy spell on P3's creature, saying P3 is now his "
        "neighbour.",
        "illegal",
        ["601.2c", "601.4"],
        build("P4:b1"),
        build("P3:b1"),
        printed_example="601.2c",
    )


def s_range_trigger_event() -> None:
    cards = {"WATCH": creature("呪文の番人", 2, ["fire"], 2000, WATCH_AB)}
    specs = {
        "P1": base_seat("P1", battle=[c("P1:b1", "WATCH", False)]),
        "P2": base_seat("P2", battle=[c("P2:b1", "WATCH", False)]),
        "P3": base_seat("P3", hand=[c("P3:h1", "S1")]),
    }
    head = mp_header(5, 13, cards, specs, {"P1": {"WATCH": 4}, "P2": {"WATCH": 4}}, options=RANGE1)

    def build(watcher: str) -> Json:
        log = Log(head)
        log.add(13, "main", "P3", "cast", card="P3:h1", tap=["P3:m1"])
        log.add(13, "main", watcher, "effect", source=f"{watcher}:b1", ability="watch")
        return log.doc()

    scenario(
        "range-trigger-event-outside-range",
        "影響範囲外で起きたイベントでは誘発しない",
        "A trigger does not trigger on an event outside its player's range",
        "Five players, range 1, P3's turn. P3 casts a spell. P1 and P2 both control a creature "
        "that triggers when an opponent casts a spell. P1, two seats from P3, resolves his.",
        "illegal",
        ["601.7"],
        build("P2"),
        build("P1"),
    )


def s_range_all_effect() -> None:
    cards = {
        "SWEEP": spell("火の全体呪文", 4, ["fire"], [{"id": "spell", "kind": "spell"}]),
        "F7": creature("火の巨人7", 7, ["fire"], 7000),
    }
    specs = {
        "P1": base_seat("P1", hand=[c("P1:h1", "SWEEP")], battle=[c("P1:b1", "F7", False)]),
        "P2": base_seat("P2", battle=[c("P2:b1", "F2", False)]),
        "P3": base_seat("P3", battle=[c("P3:b1", "F2", False)]),
        "P4": base_seat("P4", battle=[c("P4:b1", "F3", False)]),
    }
    head = mp_header(4, 9, cards, specs, {"P1": {"SWEEP": 4, "F7": 4}}, options=RANGE1)

    def build(victims: list[str]) -> Json:
        log = Log(head)
        log.add(9, "main", "P1", "cast", card="P1:h1", tap=["P1:m1", "P1:m2", "P1:m3", "P1:m4"])
        log.add(
            9,
            "main",
            "P1",
            "effect",
            source="P1:h1",
            ability="spell",
            moves=[{"card": v, "to": "graveyard"} for v in victims],
        )
        return log.doc()

    scenario(
        "range-all-creatures-effect-stops-at-range",
        "「すべて」の効果も影響範囲外のクリーチャーには及ばない",
        "An 'all creatures' effect does nothing outside its controller's range",
        "Four players, range 1 (P1's neighbours are P2 and P4). P1 casts 'destroy all creatures "
        "with power 3000 or less'. The table also puts P3's 2000 creature in the graveyard.",
        "illegal",
        ["601.8"],
        build(["P2:b1", "P4:b1"]),
        build(["P2:b1", "P3:b1", "P4:b1"]),
    )


def s_range_win_effect() -> None:
    cards = {"WIN": creature("勝利の化身", 8, ["fire"], 8000)}
    specs = {"P1": base_seat("P1", battle=[c("P1:b1", "WIN", False)])}
    head = mp_header(4, 9, cards, specs, {"P1": {"WIN": 4}}, options=RANGE1)

    def build(losers: list[str]) -> Json:
        log = Log(head)
        log.add(9, "main", "P1", "win_effect", player="P1", losers=losers, source="P1:b1")
        return log.doc()

    scenario(
        "range-win-effect-only-opponents-in-range-lose",
        "影響範囲限定では「勝利する」効果で範囲内の対戦相手だけが負ける",
        "With ranges, a 'you win' effect makes only opponents in range lose",
        "Four players, range 1. P1's card says 'you win the game'. The table rules that all "
        "three opponents lose, P3 included although he sits two seats away.",
        "illegal",
        ["601.11"],
        build(["P2", "P4"]),
        build(["P2", "P3", "P4"]),
    )


def s_win_effect_no_range() -> None:
    cards = {"WIN": creature("勝利の化身", 8, ["fire"], 8000)}
    specs = {"P1": base_seat("P1", battle=[c("P1:b1", "WIN", False)])}
    head = mp_header(3, 7, cards, specs, {"P1": {"WIN": 4}})

    def build(legal: bool) -> Json:
        log = Log(head)
        if legal:
            log.add(7, "main", "P1", "win_effect", player="P1", losers=["P2", "P3"], source="P1:b1")
            log.add(7, "main", None, "result", winners=["P1"], reason="win_effect")
        else:
            log.add(7, "main", "P1", "win_effect", player="P1", losers=["P2"], source="P1:b1")
        return log.doc()

    scenario(
        "win-effect-all-opponents-lose",
        "影響範囲限定なしの多人数戦で「勝利する」効果は対戦相手全員を負けにする",
        "Without ranges, a 'you win' effect makes every opponent lose",
        "Three-player free-for-all without ranges. P1's card says 'you win the game'. The table "
        "treats it as P1 beating only P2, the player he was attacking, and plays on with P3.",
        "illegal",
        ["600.9"],
        build(True),
        build(False),
    )


def s_attack_adjacent() -> None:
    specs = {"P1": base_seat("P1", battle=[c("P1:b1", "F3", False)])}
    head = mp_header(4, 9, {}, specs, options=ADJ)

    def build(defender: str) -> Json:
        log = Log(head)
        log.add(9, "attack", "P1", "attack", attacker="P1:b1", defender=defender, target=defender)
        log.add(9, "attack", "P1", "break", shields=[f"{defender}:s1"])
        return log.doc()

    scenario(
        "attack-adjacent-across-table",
        "「隣接への攻撃」では向かいのプレイヤーに攻撃できない",
        "With 'attack adjacent' a player cannot attack the player across the table",
        "Four players with the attack-adjacent option. P1 attacks P3, who sits across the "
        "table, not beside him.",
        "illegal",
        ["602.2"],
        build("P4"),
        build("P3"),
    )


def s_adjacency_recomputed() -> None:
    specs = {"P1": base_seat("P1", battle=[c("P1:b1", "F3", False)])}
    bad_head = mp_header(4, 9, {}, specs, options=ADJ)
    bad = Log(bad_head)
    bad.add(9, "main", "P2", "concede")
    bad.add(9, "attack", "P1", "attack", attacker="P1:b1", defender="P3", target="P3")
    bad.add(9, "attack", "P1", "break", shields=["P3:s1"])

    good_head = mp_header(4, 8, {}, specs, options=ADJ)
    good = Log(good_head)
    good.add(8, "main", "P2", "concede")
    good.add(9, "start", "P1", "turn_start")
    good.add(9, "draw", "P1", "draw", count=1)
    good.add(9, "attack", "P1", "attack", attacker="P1:b1", defender="P3", target="P3")
    good.add(9, "attack", "P1", "break", shields=["P3:s1"])
    scenario(
        "adjacency-changes-at-next-turn-start",
        "隣のプレイヤーが除外されても、隣接は次のターン開始時に決まり直す",
        "Adjacency is fixed at each turn start, not when a neighbour leaves",
        "Four players with attack-adjacent. In P1's own main step P2 (between P1 and P3) "
        "concedes; P1 immediately attacks P3 as his new neighbour. (Had P2 left in P4's turn, "
        "P1 could attack P3 in his following turn.)",
        "illegal",
        ["602.3", "600.10"],
        good.doc(),
        bad.doc(),
        printed_example="602.3",
    )


# ---------------------------------------------------------------------------------------------------
# C. Ownership and control (103)
# ---------------------------------------------------------------------------------------------------


def s_stolen_to_owner() -> None:
    cards = {"KILL": destroy_spell("火の破壊呪文", 3, ["fire"])}
    specs = {
        "P1": base_seat("P1", battle=[c("P2:b1", "F3", False)]),
        "P2": base_seat("P2", hand=[c("P2:h1", "KILL")]),
    }
    head = mp_header(3, 8, cards, specs, {"P2": {"KILL": 4}})

    def build(player: str) -> Json:
        log = Log(head)
        log.add(
            8,
            "main",
            "P2",
            "cast",
            card="P2:h1",
            tap=["P2:m1", "P2:m2", "P2:m3"],
            ability="spell",
            targets=["P2:b1"],
        )
        log.add(
            8,
            "main",
            "P2",
            "effect",
            source="P2:h1",
            ability="spell",
            moves=[{"card": "P2:b1", "to": "graveyard", "player": player}],
        )
        return log.doc()

    scenario(
        "stolen-creature-goes-to-owner-graveyard",
        "コントロールを奪われたクリーチャーが破壊されたら、オーナーの墓地へ行く",
        "A creature under another player's control goes to its owner's graveyard",
        "Three players, P2's turn. P1 controls a creature P2 owns. P2 casts a spell destroying "
        "an opponent's creature on it, and P1 puts it into his own graveyard.",
        "illegal",
        ["103.5a", "103.1d"],
        build("P2"),
        build("P1"),
    )


def s_discard_owner() -> None:
    cards = {
        "DISC": spell(
            "闇の手札破壊",
            2,
            ["darkness"],
            [
                {
                    "id": "spell",
                    "kind": "spell",
                    "targets": [{"whose": "opponent", "count": 1, "player": True}],
                }
            ],
        )
    }
    specs = {
        "P1": base_seat("P1", hand=[c("P1:h1", "DISC")], mana=default_mana("P1", ["D2", "F2", "F3"])),
    }
    head = mp_header(3, 7, cards, specs, {"P1": {"DISC": 4}})

    def build(player: str) -> Json:
        log = Log(head)
        log.add(
            7,
            "main",
            "P1",
            "cast",
            card="P1:h1",
            tap=["P1:m1", "P1:m2"],
            ability="spell",
            targets=["P2"],
        )
        log.add(
            7,
            "main",
            "P1",
            "effect",
            source="P1:h1",
            ability="spell",
            moves=[
                {
                    "card": {"iid": "P2:x1", "card": "F5"},
                    "from": "hand",
                    "to": "graveyard",
                    "player": player,
                }
            ],
        )
        return log.doc()

    scenario(
        "discarded-card-to-owner-graveyard",
        "捨てさせたカードは捨てたプレイヤー（オーナー）の墓地へ",
        "A card an opponent is made to discard goes to its owner's graveyard",
        "Three players. P1's spell makes P2 discard a card. P1 places P2's discarded card in "
        "his own graveyard, saying his spell 'took' it.",
        "illegal",
        ["103.1d"],
        build("P2"),
        build("P1"),
    )


def s_your_means_control() -> None:
    cards = {
        "RET": spell(
            "自分の生物を手札に",
            2,
            ["water"],
            [
                {
                    "id": "spell",
                    "kind": "spell",
                    "targets": [{"zone": "battle", "whose": "own", "count": 1}],
                }
            ],
        )
    }
    specs = {
        "P1": base_seat(
            "P1",
            hand=[c("P1:h1", "RET")],
            mana=default_mana("P1", ["W2", "F2", "F3"]),
            battle=[c("P2:b1", "F3", False)],
        ),
        "P2": base_seat("P2", battle=[c("P1:b2", "F2", False)]),
    }
    head = mp_header(3, 7, cards, specs, {"P1": {"RET": 4}})

    def build(target: str) -> Json:
        owner = target.split(":")[0]
        log = Log(head)
        log.add(
            7,
            "main",
            "P1",
            "cast",
            card="P1:h1",
            tap=["P1:m1", "P1:m2"],
            ability="spell",
            targets=[target],
        )
        log.add(
            7,
            "main",
            "P1",
            "effect",
            source="P1:h1",
            ability="spell",
            moves=[{"card": target, "to": "hand", "player": owner}],
        )
        return log.doc()

    scenario(
        "your-creature-means-controlled",
        "「自分のクリーチャー」はコントロールしているクリーチャー",
        "'Your creature' means a creature you control, not one you own",
        "Three players. P1 owns a creature that P2 now controls, and controls one that P2 owns. "
        "P1 casts 'return one of your creatures to its owner's hand' and picks the creature he "
        "owns but P2 controls.",
        "illegal",
        ["103.4"],
        build("P2:b1"),
        build("P1:b2"),
    )


# ---------------------------------------------------------------------------------------------------
# D. Turns, players leaving, team and table formats
# ---------------------------------------------------------------------------------------------------


def s_start_player_draws() -> None:
    specs = {s: base_seat(s, hand=[c(f"{s}:h1", "F1")], hand_n=5, mana=[]) for s in seats(3)}
    head = mp_header(3, 1, {}, specs, phase="start", this_turn={})

    def build(draw: bool) -> Json:
        log = Log(head)
        if draw:
            log.add(1, "draw", "P1", "draw", count=1)
        log.add(1, "charge", "P1", "charge", card="P1:h1")
        log.add(2, "start", "P2", "turn_start")
        log.add(2, "draw", "P2", "draw", count=1)
        return log.doc()

    scenario(
        "multiplayer-starting-player-draws",
        "多人数戦の開始プレイヤーは最初のターンにドローステップを飛ばさない",
        "In a multiplayer game the starting player draws on the first turn",
        "Three-player free-for-all, turn 1. Out of two-player habit P1 skips his first draw and "
        "goes straight to charging; P2 says he was owed the draw, P1 says the starting player "
        "never draws.",
        "illegal",
        ["600.8"],
        build(True),
        build(False),
    )


def s_turn_player_leaves() -> None:
    specs = {"P2": base_seat("P2", hand=[c("P2:h1", "F1")])}
    head = mp_header(3, 7, {}, specs)

    def build(legal: bool) -> Json:
        log = Log(head)
        log.add(7, "main", "P1", "concede")
        if legal:
            log.add(8, "start", "P2", "turn_start")
            log.add(8, "draw", "P2", "draw", count=1)
            log.add(8, "main", "P2", "summon", card="P2:h1", tap=["P2:m1"])
        else:
            log.add(7, "main", "P2", "summon", card="P2:h1", tap=["P2:m1"])
        return log.doc()

    scenario(
        "turn-player-concedes-no-takeover",
        "ターン・プレイヤーが投了しても、次のプレイヤーはそのターンの中で行動できない",
        "When the turn player concedes, the next player does not take over that turn",
        "Three players. P1 concedes in his own main step. P2 at once summons a creature, "
        "saying the turn has passed to him; P3 says P2 must wait for his own turn to start.",
        "illegal",
        ["600.3g", "600.3a"],
        build(True),
        build(False),
    )


def s_removed_player_blocks() -> None:
    specs = {
        "P1": base_seat("P1", battle=[c("P1:b1", "F3", False)]),
        "P2": base_seat("P2", battle=[c("P2:b1", "L2", False)]),
        "P3": base_seat("P3", battle=[c("P3:b1", "L2", False)]),
    }
    head = mp_header(3, 7, {}, specs)

    def build(blocker: str) -> Json:
        log = Log(head)
        log.add(7, "main", "P3", "concede")
        log.add(7, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2")
        log.add(7, "attack", blocker.split(":")[0], "block", blocker=blocker)
        if blocker.startswith("P2"):
            log.add(7, "attack", "P1", "battle", destroyed=[blocker])
        return log.doc()

    scenario(
        "conceded-player-cards-gone",
        "投了したプレイヤーのカードはすべてゲームから除外される",
        "A player who conceded has no cards left to block with",
        "Three players, P1's turn. P3 concedes in P1's main step but leaves his blocker on the "
        "table. P1 attacks P2 and P3's blocker 'blocks' for P2.",
        "illegal",
        ["600.3a"],
        build("P2:b1"),
        build("P3:b1"),
    )


def s_target_removed_player() -> None:
    cards = {
        "DISC": spell(
            "闇の手札破壊",
            2,
            ["darkness"],
            [
                {
                    "id": "spell",
                    "kind": "spell",
                    "targets": [{"whose": "opponent", "count": 1, "player": True}],
                }
            ],
        )
    }
    specs = {
        "P1": base_seat("P1", hand=[c("P1:h1", "DISC")], mana=default_mana("P1", ["D2", "F2", "F3"])),
    }
    head = mp_header(3, 7, cards, specs, {"P1": {"DISC": 4}})

    def build(target: str) -> Json:
        log = Log(head)
        log.add(7, "main", "P3", "concede")
        log.add(
            7,
            "main",
            "P1",
            "cast",
            card="P1:h1",
            tap=["P1:m1", "P1:m2"],
            ability="spell",
            targets=[target],
        )
        if target == "P2":
            log.add(
                7,
                "main",
                "P1",
                "effect",
                source="P1:h1",
                ability="spell",
                moves=[{"card": {"iid": "P2:x1", "card": "F2"}, "from": "hand", "to": "graveyard"}],
            )
        return log.doc()

    scenario(
        "effect-on-removed-player",
        "ゲームから除外されたプレイヤーは効果の対象にならない",
        "A player who has left the game cannot be chosen for an effect",
        "Three players. P3 concedes during P1's turn. P1 then casts a discard spell choosing "
        "P3, so that P2 keeps his hand.",
        "illegal",
        ["600.3d", "600.3a"],
        build("P2"),
        build("P3"),
    )


def s_deploy_ffa() -> None:
    specs = {"P1": base_seat("P1", battle=[c("P1:b1", "F3", False)])}
    head = mp_header(3, 7, {}, specs)

    def build(legal: bool) -> Json:
        log = Log(head)
        if legal:
            log.add(7, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2")
            log.add(7, "attack", "P1", "break", shields=["P2:s1"])
        else:
            log.add(7, "main", "P1", "deploy", card="P1:b1", to="P2")
        return log.doc()

    scenario(
        "no-deploy-in-free-for-all",
        "無差別戦では「クリーチャー配置」を用いない",
        "Creature deployment is not used in a free-for-all",
        "Three-player free-for-all. P1 and P2 agree an informal alliance and P1 'deploys' his "
        "creature to P2 in his main step to help P2 against P3.",
        "illegal",
        ["605.2b"],
        build(True),
        build(False),
    )


def s_two_headed_first_draw() -> None:
    head = header(
        4,
        {},
        std_decks(4),
        "two_headed",
        {"teams": [["P1", "P2"], ["P3", "P4"]]},
    )

    def build(p2_draws: bool) -> Json:
        log = Log(head)
        setup_entries(log, seats(4))
        log.add(1, "start", "P1", "turn_start")
        if p2_draws:
            log.add(1, "draw", "P2", "draw", count=1)
        log.add(1, "charge", "P1", "charge", card=c("P1:c1", "F1"))
        log.add(1, "charge", "P2", "charge", card=c("P2:c1", "F1"))
        log.add(2, "start", "P3", "turn_start")
        log.add(2, "draw", "P3", "draw", count=1)
        log.add(2, "draw", "P4", "draw", count=1)
        return log.doc()

    scenario(
        "two-headed-first-team-skips-draw",
        "双頭戦では先攻チームは最初のターンのドローステップを飛ばす",
        "In two-headed the starting team skips its first draw",
        "Two-headed game. On the first team turn P2 draws a card, reasoning that 600.8 lets the "
        "starting player of a multiplayer game draw and only his teammate P1 starts.",
        "illegal",
        ["608.7", "600.8"],
        build(False),
        build(True),
    )


def s_emperor_first_draw() -> None:
    head = header(
        6,
        {},
        std_decks(6),
        "emperor",
        {"teams": [["P1", "P2", "P3"], ["P4", "P5", "P6"]]},
        first="P2",
    )
    order = ["P2", "P3", "P4", "P5", "P6", "P1"]

    def build(p3_draws: bool) -> Json:
        log = Log(head)
        setup_entries(log, order)
        log.add(1, "start", "P2", "turn_start")
        log.add(1, "charge", "P2", "charge", card=c("P2:c1", "F1"))
        log.add(2, "start", "P3", "turn_start")
        if p3_draws:
            log.add(2, "draw", "P3", "draw", count=1)
        log.add(2, "charge", "P3", "charge", card=c("P3:c1", "F1"))
        log.add(3, "start", "P4", "turn_start")
        log.add(3, "draw", "P4", "draw", count=1)
        return log.doc()

    scenario(
        "emperor-second-player-skips-draw",
        "皇帝戦では開始プレイヤーの1人目と2人目が最初のドローを飛ばす",
        "In emperor the first and second players both skip their first draw",
        "Emperor game, six players; emperor P2 starts, then the general P3 to his left. P3 "
        "draws in his first turn, citing 600.8 (only two-headed skips).",
        "illegal",
        ["609.5"],
        build(False),
        build(True),
    )


def s_rotating_die_cost() -> None:
    head = header(4, {}, std_decks(4), "rotating_table")

    def build(tap: list[str]) -> Json:
        log = Log(head)
        setup_entries(log, seats(4))
        log.add(1, "start", "P1", "turn_start")
        log.add(1, "draw", "P1", "draw", count=1)
        log.add(1, "charge", "P1", "charge", card=c("P1:c1", "F1"))
        log.add(1, "main", "P1", "roll", result="blank", tap=[])
        log.add(1, "main", "P1", "roll", result="blank", tap=tap)
        return log.doc()

    scenario(
        "rotating-table-second-roll-costs-one",
        "回転テーブル戦で2回目に次元ダイスを振るには1マナ必要",
        "The second die roll of a turn costs one mana",
        "Rotating-table game, P1's first turn. P1 rolls the planar die (blank), then rolls "
        "again without tapping any mana, saying rolling is free.",
        "illegal",
        ["705.5"],
        build(["P1:c1"]),
        build([]),
    )


def s_pentagon_winner() -> None:
    head = mp_header(5, 11, {}, {}, variant="pentagon")

    def build(both: bool) -> Json:
        log = Log(head)
        log.add(11, "main", "P3", "concede")
        if both:
            log.add(11, "main", "P4", "concede")
        log.add(11, "main", None, "result", winners=["P1"], reason="pentagon")
        return log.doc()

    scenario(
        "pentagon-needs-both-far-opponents",
        "ペンタゴンでは最初に隣接していない2人が両方敗北して初めて勝利",
        "In pentagon a player wins only when both non-adjacent opponents have lost",
        "Pentagon, seats P1-P5 (A-E). C (P3) concedes and A (P1) declares himself the winner, "
        "since C was one of his two far opponents. D (P4) is still playing.",
        "illegal",
        ["606.3"],
        build(True),
        build(False),
        printed_example="606.3",
    )


def s_last_player_wins() -> None:
    head = mp_header(3, 7, {}, {})

    def build(both: bool) -> Json:
        log = Log(head)
        log.add(7, "main", "P2", "concede")
        if both:
            log.add(7, "main", "P3", "concede")
        log.add(7, "main", None, "result", winners=["P1"], reason="concede")
        return log.doc()

    scenario(
        "free-for-all-not-over-while-opponent-left",
        "多人数戦は対戦相手全員が除外されるまで終わらない",
        "A free-for-all is not won while an opponent remains",
        "Three players. P2 concedes to P1's attack and P1 writes himself down as the winner; P3 "
        "has not lost and wants to play on.",
        "illegal",
        ["102.1a"],
        build(True),
        build(False),
    )


# ---------------------------------------------------------------------------------------------------
# E. DMEDH (701)
# ---------------------------------------------------------------------------------------------------


def edh_pool(prefix: str, count: int, civ_cycle: list[list[str]]) -> dict[str, Json]:
    """`count` singleton creatures with distinct names, civilizations taken in turn."""
    pool: dict[str, Json] = {}
    for i in range(1, count + 1):
        civs = civ_cycle[(i - 1) % len(civ_cycle)]
        pool[f"{prefix}{i:02d}"] = creature(f"{prefix}の兵{i:02d}", 2, civs, 2000)
    return pool


FIRE_POOL = edh_pool("E", 59, [["fire"]])
CMD_CARD = creature("火の統率者", 5, ["fire"], 5000, breaker=2)


def edh_decklist(main_ids: list[str], commander: str | list[str] = "CMD", **piles: Any) -> Json:
    d: Json = {"main": {cid: 1 for cid in main_ids}, "commander": commander}
    d.update(piles)
    return d


def edh_seat(seat: str, **kw: Any) -> Json:
    kw.setdefault("shields", 7)
    kw.setdefault("hand_n", 4)
    kw.setdefault("mana", [c(f"{seat}:m{i}", f"E{i:02d}", False) for i in range(1, 6)])
    kw.setdefault("command", [c(f"{seat}:cmd", "CMD")])
    kw.setdefault("commander_moves", {f"{seat}:cmd": 0})
    return seat_zone(**kw)


def edh_header(
    turn: int,
    specs: dict[str, Json],
    cards: dict[str, Json] | None = None,
    decklists: dict[str, Json] | None = None,
    totals: dict[str, int] | None = None,
    phase: str = "main",
    this_turn: Json | None = None,
    n: int = 2,
) -> Json:
    allcards: dict[str, Json] = dict(FIRE_POOL)
    allcards["CMD"] = CMD_CARD
    allcards.update(cards or {})
    main_ids = list(FIRE_POOL)
    decks = {s: edh_decklist(main_ids) for s in seats(n)}
    decks.update(decklists or {})
    players: dict[str, Json] = {}
    for s in seats(n):
        players[s] = specs.get(s) or edh_seat(s)
    tt: Json = (
        copy.deepcopy(this_turn)
        if this_turn is not None
        else {"drawn": 1, "charged": 0, "entered": [], "used_names": {s: [] for s in seats(n)}}
    )
    snap = finish_snapshot(turn, phase, tp_for(turn, n), players, totals or {s: 60 for s in seats(n)}, tt)
    return header(n, allcards, decks, "dmedh", None, snap)


def charge_only(head: Json, turn: int = 5) -> Json:
    log = Log(head)
    log.add(turn, "charge", tp_for(turn, 2), "charge", card=f"{tp_for(turn, 2)}:h1")
    return log.doc()


CHARGE_TT: Json = {"drawn": 1, "charged": 0, "entered": [], "used_names": {"P1": [], "P2": []}}


def deck_scenario(
    sid: str,
    ja: str,
    en: str,
    situation: str,
    clauses: list[str],
    good: tuple[dict[str, Json], Json],
    bad: tuple[dict[str, Json], Json],
    printed: str | None = None,
    hand_card: str = "E10",
) -> None:
    docs = []
    for extra_cards, p1deck in (good, bad):
        spec = {"P1": edh_seat("P1", hand=[c("P1:h1", hand_card)])}
        totals = {"P1": p1_total(p1deck), "P2": 60}
        cmd = p1deck["commander"]
        if isinstance(cmd, list):
            spec["P1"]["command"] = [
                c("P1:cmd" if i == 0 else f"P1:cmd{i + 1}", g) for i, g in enumerate(cmd)
            ]
            spec["P1"]["commander_moves"] = {x["iid"]: 0 for x in spec["P1"]["command"]}
        else:
            spec["P1"]["command"] = [c("P1:cmd", cmd)]
        mana_ids = [cid for cid in p1deck["main"] if cid != hand_card][:5]
        spec["P1"]["mana"] = [c(f"P1:m{i + 1}", cid, False) for i, cid in enumerate(mana_ids)]
        if "gr" in p1deck:
            spec["P1"]["gr"] = [c(f"P1:gr{i + 1}", cid) for i, cid in enumerate(p1deck["gr"])]
        head = edh_header(
            5,
            spec,
            cards=extra_cards,
            decklists={"P1": p1deck},
            totals=totals,
            phase="charge",
            this_turn=CHARGE_TT,
        )
        docs.append(charge_only(head))
    scenario(sid, ja, en, situation, "illegal", clauses, docs[0], docs[1], printed)


def p1_total(deck: Json) -> int:
    n = sum(deck["main"].values())
    cmd = deck["commander"]
    n += len(cmd) if isinstance(cmd, list) else 1
    return n


def s_edh_singleton() -> None:
    ids = list(FIRE_POOL)
    good = edh_decklist(ids)
    bad_main = {cid: 1 for cid in ids[:58]}
    bad_main["E01"] = 2
    bad = {"main": bad_main, "commander": "CMD"}
    deck_scenario(
        "edh-singleton-two-copies",
        "DMEDHのデッキに同じ名前のカードを2枚入れられない",
        "A DMEDH deck may not hold two cards of the same name",
        "DMEDH deck check: P1's 60 cards (commander included) contain two copies of one "
        "ordinary creature. P1 says two copies are fine since the official limit is four.",
        ["701.4d"],
        ({}, good),
        ({}, bad),
    )


def s_edh_colour_identity() -> None:
    cycle = [["light"], ["water"], ["light", "water"], []]
    pool = edh_pool("B", 59, cycle)
    bm = creature("陽炎の守護者ブルー・メルキス", 5, ["light", "water"], 5000)
    fire = creature("火のはぐれ者", 2, ["fire"], 2000)
    cards_good = dict(pool)
    cards_good["BM"] = bm
    cards_bad = dict(cards_good)
    cards_bad["XF"] = fire
    ids = list(pool)
    good = edh_decklist(ids, "BM")
    bad = edh_decklist([*ids[:58], "XF"], "BM")
    deck_scenario(
        "edh-colour-identity-fire-card",
        "統率者が光水なら火のカードはデッキに入れられない",
        "A light/water commander's deck may not contain a fire card",
        "DMEDH deck check: the commander is Blue Merkis (light and water). The deck holds light, "
        "water, light-water and colourless cards, and one fire creature the player calls a "
        "'splash'.",
        ["701.4e"],
        (cards_good, good),
        (cards_bad, bad),
        printed="701.4e",
        hand_card="B10",
    )


def s_edh_commander_any_copies() -> None:
    anyc = creature("群れなす火の兵", 2, ["fire"], 2000, any_copies=True)
    ids = list(FIRE_POOL)
    good = edh_decklist(ids, "CMD")
    bad = edh_decklist(ids, "ANY")
    deck_scenario(
        "edh-any-copies-card-as-commander",
        "何枚でも入れられるカードは統率者に指定できない",
        "A card allowed in any number cannot be the commander",
        "DMEDH deck check: P1 names as commander a creature whose text lets a deck hold any "
        "number of copies of it.",
        ["701.3a"],
        ({"ANY": anyc}, good),
        ({"ANY": anyc}, bad),
    )


def god(name: str, links: list[str], civ: str = "fire") -> Json:
    return creature(name, 2, [civ], 6000, god=True, g_link=links)


def s_edh_god_can_link() -> None:
    gods = {
        "HEAVY": god("龍神ヘヴィ", ["龍神メタル"]),
        "METAL": god("龍神メタル", ["龍神ヘヴィ"]),
        "DEATH": god("破壊神デス", ["龍神ヘヴィ", "邪神M・ロマノフ"], "darkness"),
    }
    ids = list(FIRE_POOL)[:58]
    good = edh_decklist(ids, ["HEAVY", "METAL"])
    bad = edh_decklist(ids, ["HEAVY", "DEATH"])
    deck_scenario(
        "edh-god-commander-still-linkable",
        "まだG・リンクできるゴッドの組み合わせはゴッド統率者にできない",
        "Gods that could still G-link further cannot be a God commander",
        "DMEDH deck check: P1's God commander is Heavy + Death. Death can still G-link to "
        "another god on its other side.",
        ["701.17a"],
        (gods, good),
        (gods, bad),
        printed="701.17a",
    )


def s_edh_god_sixty() -> None:
    gods = {
        "GA": god("三連の左神", ["三連の中神"]),
        "GB": god("三連の中神", ["三連の左神", "三連の右神"]),
        "GC": god("三連の右神", ["三連の中神"]),
    }
    ids = list(FIRE_POOL)
    good = edh_decklist(ids[:57], ["GA", "GB", "GC"])
    bad = edh_decklist(ids, ["GA", "GB", "GC"])
    deck_scenario(
        "edh-three-god-commander-57",
        "3体のゴッド統率者なら統率者を除くデッキは57枚",
        "With a three-god commander the rest of the deck is 57 cards",
        "DMEDH deck check: P1's commander is three linked gods, and he registers 59 other "
        "cards, saying the commander 'counts as one card'.",
        ["701.18a"],
        (gods, good),
        (gods, bad),
        printed="701.18a",
    )


def seven_mana(seat: str, tapped_extra: int = 0) -> list[Json]:
    mana = [c(f"{seat}:m{i}", f"E{i:02d}", False) for i in range(1, 8)]
    for j in range(tapped_extra):
        mana.append(c(f"{seat}:m{8 + j}", f"E{8 + j:02d}", True))
    return mana


def s_edh_tax() -> None:
    spec = {"P1": edh_seat("P1", mana=seven_mana("P1"), commander_moves={"P1:cmd": 1})}
    head = edh_header(5, spec)

    def build(tax: list[str]) -> Json:
        log = Log(head)
        log.add(
            5,
            "main",
            "P1",
            "summon",
            card="P1:cmd",
            **{"from": "command"},
            tap=["P1:m1", "P1:m2", "P1:m3", "P1:m4", "P1:m5"],
            tax=tax,
        )
        return log.doc()

    scenario(
        "edh-commander-tax-second-time",
        "2回目に超統率ゾーンから出す統率者は追加で2枚タップ",
        "The second time out of the command zone costs two more mana cards",
        "DMEDH. P1's commander (cost 5) was summoned once before and came back to 超統率ゾーン. "
        "P1 summons it again tapping only five mana cards.",
        "illegal",
        ["701.14"],
        build(["P1:m6", "P1:m7"]),
        build([]),
    )


def s_edh_tax_tapped() -> None:
    spec = {"P1": edh_seat("P1", mana=seven_mana("P1", tapped_extra=1), commander_moves={"P1:cmd": 1})}
    head = edh_header(5, spec)

    def build(tax: list[str]) -> Json:
        log = Log(head)
        log.add(
            5,
            "main",
            "P1",
            "summon",
            card="P1:cmd",
            **{"from": "command"},
            tap=["P1:m1", "P1:m2", "P1:m3", "P1:m4", "P1:m5"],
            tax=tax,
        )
        return log.doc()

    scenario(
        "edh-commander-tax-needs-untapped-mana",
        "統率者の追加タップには既にタップしているマナは使えない",
        "The commander tax must be paid with untapped mana cards",
        "DMEDH. P1's commander owes a tax of two mana cards. P1 pays the cost with five, then "
        "counts one untapped card and one card tapped earlier in the turn for the tax.",
        "illegal",
        ["701.14b", "701.14"],
        build(["P1:m6", "P1:m7"]),
        build(["P1:m6", "P1:m8"]),
    )


GODS_AB = {
    "GA": god("竜極神ゲキ", ["竜極神メツ"]),
    "GB": god("竜極神メツ", ["竜極神ゲキ"]),
}


def god_decks() -> dict[str, Json]:
    return {"P1": edh_decklist(list(FIRE_POOL)[:58], ["GA", "GB"])}


def s_edh_god_tax_separate() -> None:
    spec = {
        "P1": edh_seat(
            "P1",
            command=[c("P1:cmd", "GA"), c("P1:cmd2", "GB")],
            commander_moves={"P1:cmd": 1, "P1:cmd2": 0},
        )
    }
    head = edh_header(5, spec, cards=GODS_AB, decklists=god_decks())

    def build(card: str) -> Json:
        log = Log(head)
        log.add(
            5,
            "main",
            "P1",
            "summon",
            card=card,
            **{"from": "command"},
            tap=["P1:m1", "P1:m2"],
            tax=[],
        )
        return log.doc()

    scenario(
        "edh-god-commander-tax-per-god",
        "ゴッド統率者の出した回数はそれぞれ個別に数える",
        "Each god of a God commander counts its own moves for the tax",
        "DMEDH, God commander Geki + Metsu. Geki has come out of 超統率ゾーン once already, "
        "Metsu never. P1 summons Geki again without any tax, saying Metsu's count of 0 applies "
        "to the pair.",
        "illegal",
        ["701.18b", "701.14"],
        build("P1:cmd2"),
        build("P1:cmd"),
        printed_example="701.18b",
    )


def s_edh_same_name() -> None:
    spec = {"P1": edh_seat("P1", hand=[c("P1:h1", "E20"), c("P1:h2", "E21")])}
    tt = {
        "drawn": 1,
        "charged": 0,
        "entered": [],
        "used_names": {"P1": [FIRE_POOL["E20"]["name"]], "P2": []},
    }
    head = edh_header(5, spec, this_turn=tt)

    def build(card: str) -> Json:
        log = Log(head)
        log.add(5, "main", "P1", "summon", card=card, tap=["P1:m1", "P1:m2"])
        return log.doc()

    scenario(
        "edh-same-name-twice-in-a-turn",
        "同じターンに使ったカードと同じ名前のカードは使えない",
        "A card of a name already used this turn cannot be used again",
        "DMEDH. Earlier this turn P1 summoned a creature, which an effect then returned to his "
        "hand. He summons the same card again in the same turn.",
        "illegal",
        ["701.12"],
        build("P1:h2"),
        build("P1:h1"),
    )


def s_edh_commander_draw_once() -> None:
    gods = {
        "GA": god("竜極神ゲキ", ["竜極神メツ"]),
        "GB": god("竜極神メツ", ["竜極神ゲキ"]),
    }
    spec = {
        "P1": edh_seat(
            "P1",
            command=[],
            commander_moves={"P1:cmd": 1, "P1:cmd2": 1},
            battle=[c("P1:cmd", "GA", False), c("P1:cmd2", "GB", False)],
        )
    }
    head = edh_header(7, spec, cards=gods, decklists=god_decks())

    def build(second_draw: bool) -> Json:
        log = Log(head)
        log.add(7, "attack", "P1", "attack", attacker="P1:cmd", defender="P2", target="P2")
        log.add(7, "attack", "P1", "break", shields=["P2:s1"])
        log.add(7, "attack", "P1", "commander_draw", card="P1:cmd", looked=1, to_hand=["P1:t1"])
        log.add(7, "attack", "P1", "attack", attacker="P1:cmd2", defender="P2", target="P2")
        log.add(7, "attack", "P1", "break", shields=["P2:s2"])
        if second_draw:
            log.add(7, "attack", "P1", "commander_draw", card="P1:cmd2", looked=1, to_hand=["P1:t2"])
        return log.doc()

    scenario(
        "edh-commander-draw-once-for-all-gods",
        "ゴッド統率者の攻撃の終わりに手札に加えるのは全統率者でターンに一度",
        "The end-of-attack card is once a turn across all of a player's commanders",
        "DMEDH, God commander Geki + Metsu, both in the battle zone. Geki attacks, breaks a "
        "shield and P1 takes the 701.16 card. Metsu then attacks, breaks a shield and P1 takes "
        "another.",
        "illegal",
        ["701.18c", "701.16"],
        build(False),
        build(True),
        printed_example="701.18c",
    )


def s_edh_return_late() -> None:
    big = creature("闇の巨体", 7, ["fire"], 9000)
    spec = {
        "P1": edh_seat(
            "P1",
            command=[],
            commander_moves={"P1:cmd": 1},
            battle=[c("P1:cmd", "CMD", False)],
            hand=[c("P1:h1", "E20")],
        ),
        "P2": edh_seat("P2", battle=[c("P2:b1", "BIG9", True)]),
    }
    decks = {"P2": edh_decklist([*list(FIRE_POOL)[:58], "BIG9"])}
    spec_b = copy.deepcopy(spec)
    spec_b["P1"]["battle"].append(c("P1:b9", "E30", False))
    head_b = edh_header(7, spec_b, cards={"BIG9": big}, decklists=decks)
    legal = Log(head_b)
    legal.add(7, "attack", "P1", "attack", attacker="P1:cmd", defender="P2", target="P2:b1")
    legal.add(7, "attack", "P1", "battle", destroyed=["P1:cmd"])
    legal.add(7, "attack", "P1", "commander_return", card="P1:cmd")
    legal.add(7, "attack", "P1", "attack", attacker="P1:b9", defender="P2", target="P2")
    legal.add(7, "attack", "P1", "break", shields=["P2:s1"])
    bad = Log(head_b)
    bad.add(7, "attack", "P1", "attack", attacker="P1:cmd", defender="P2", target="P2:b1")
    bad.add(7, "attack", "P1", "battle", destroyed=["P1:cmd"])
    bad.add(7, "attack", "P1", "attack", attacker="P1:b9", defender="P2", target="P2")
    bad.add(7, "attack", "P1", "break", shields=["P2:s1"])
    bad.add(7, "attack", "P1", "commander_return", card="P1:cmd")
    scenario(
        "edh-commander-return-is-state-based",
        "統率者を超統率ゾーンに戻すのは状況起因処理で、後回しにできない",
        "Returning the commander is a state-based action, not something done later",
        "DMEDH. P1's commander dies in battle. P1 leaves it in the graveyard, attacks with "
        "another creature, and only then moves the commander back to 超統率ゾーン.",
        "illegal",
        ["701.15"],
        legal.doc(),
        bad.doc(),
    )


def s_edh_win_continues() -> None:
    win = creature("勝利の化身", 8, ["fire"], 8000)
    spec = {"P1": edh_seat("P1", battle=[c("P1:b1", "WIN8", False)])}
    decks = {"P1": edh_decklist([*list(FIRE_POOL)[:58], "WIN8"])}
    head = edh_header(5, spec, cards={"WIN8": win}, decklists=decks)

    def build(losers: list[str]) -> Json:
        log = Log(head)
        log.add(5, "main", "P1", "win_effect", player="P1", losers=losers, source="P1:b1")
        return log.doc()

    scenario(
        "edh-win-effect-game-continues",
        "DMEDHではカードの効果で勝利するとき、代わりにゲームを続行する",
        "In DMEDH a card's 'you win' continues the game instead",
        "Two-player DMEDH. P1's creature says 'you win the game' and resolves; P2 is declared the loser.",
        "illegal",
        ["701.7"],
        build([]),
        build(["P2"]),
    )


def s_edh_extra_turn() -> None:
    xt = creature("時の火の竜", 8, ["fire"], 8000)
    spec = {"P1": edh_seat("P1", battle=[c("P1:b1", "XT8", False)])}
    decks = {"P1": edh_decklist([*list(FIRE_POOL)[:58], "XT8"])}
    head = edh_header(5, spec, cards={"XT8": xt}, decklists=decks)

    def build(extra: bool) -> Json:
        log = Log(head)
        if extra:
            log.add(5, "main", "P1", "extra_turn", player="P1", source="P1:b1")
            log.add(6, "start", "P1", "turn_start")
        else:
            log.add(6, "start", "P2", "turn_start")
        return log.doc()

    scenario(
        "edh-extra-turn-replaced",
        "DMEDHでは追加ターンを得る効果は通常通りのターン続行に置き換わる",
        "In DMEDH an extra turn is replaced by the normal turn order",
        "Two-player DMEDH. P1 resolves a card that grants an extra turn and takes a second turn in a row.",
        "illegal",
        ["701.8"],
        build(False),
        build(True),
    )


def s_edh_opponent_turn() -> None:
    cmd = creature(
        "奇襲の統率者",
        5,
        ["fire"],
        5000,
        [
            {
                "id": "ambush",
                "kind": "auto",
                "trigger": {"event": "attacks", "card": "other", "whose": "opponent"},
                "optional": True,
            }
        ],
    )
    spec = {
        "P1": edh_seat("P1", command=[c("P1:cmd", "AMB")]),
        "P2": edh_seat("P2", battle=[c("P2:b1", "E30", False)]),
    }
    decks = {"P1": edh_decklist(list(FIRE_POOL), "AMB")}
    head = edh_header(6, spec, cards={"AMB": cmd}, decklists=decks)

    def build(ambush: bool) -> Json:
        log = Log(head)
        log.add(6, "attack", "P2", "attack", attacker="P2:b1", defender="P1", target="P1")
        if ambush:
            log.add(
                6,
                "attack",
                "P1",
                "effect",
                source="P1:cmd",
                ability="ambush",
                moves=[{"card": "P1:cmd", "from": "command", "to": "battle"}],
                tax=[],
            )
        log.add(6, "attack", "P2", "break", shields=["P1:s1"])
        return log.doc()

    scenario(
        "edh-commander-out-only-in-own-turn",
        "統率者を超統率ゾーンから出せるのは自分のターン中だけ",
        "A commander comes out of the command zone only in its owner's turn",
        "DMEDH, P2's turn. P2 attacks P1. P1's commander has 'when an opponent's creature "
        "attacks, you may put this creature into the battle zone', and P1 puts it out of "
        "超統率ゾーン during P2's attack.",
        "illegal",
        ["701.13"],
        build(False),
        build(True),
    )


# ---------------------------------------------------------------------------------------------------
# F. Deck construction outside DMEDH (100.2) and base-game points kept by 001.1
# ---------------------------------------------------------------------------------------------------


def s_forbidden_star_set() -> None:
    names = [
        "Forbidden Star ~世界最後の日~",
        "終焉の禁断 ドルマゲドンX",
        "禁断の左腕",
        "禁断の右腕",
        "禁断の脚",
    ]
    pieces = {
        f"FS{i + 1}": {
            "name": nm,
            "type": "creature",
            "cost": 0,
            "keywords": {"civilizations": ["darkness"], "power": 0, "set": "forbidden_star"},
        }
        for i, nm in enumerate(names)
    }

    def build(k: int) -> Json:
        main = deck40()
        for cid in list(pieces)[:k]:
            main[cid] = 1
        decks = std_decks(2)
        decks["P1"] = {"main": main}
        specs = {
            "P1": base_seat("P1", hand=[c("P1:h1", "F1")]),
            "P2": base_seat("P2"),
        }
        snap = finish_snapshot(
            5,
            "charge",
            "P1",
            specs,
            {"P1": 40 + k, "P2": 40},
            {"drawn": 1, "charged": 0, "entered": []},
        )
        head = header(2, pieces, decks, "standard", None, snap)
        log = Log(head)
        log.add(5, "charge", "P1", "charge", card="P1:h1")
        return log.doc()

    scenario(
        "forbidden-star-incomplete-set",
        "《Forbidden Star》は適正な5枚1組でなければデッキに入れられない",
        "Forbidden Star pieces must come as a complete set of five",
        "Two-player game, deck check. P1's 40-card deck also holds four of the five Forbidden "
        "Star pieces (one was lost); P1 says they do not count toward the deck anyway.",
        "illegal",
        ["100.2"],
        build(5),
        build(4),
    )


def std_head(specs: dict[str, Json], cards: dict[str, Json] | None = None, **kw: Any) -> Json:
    return mp_header(2, 5, cards or {}, specs, variant="standard", **kw)


def s_summoning_sickness() -> None:
    specs = {
        "P1": base_seat("P1", hand=[c("P1:h1", "F2")], battle=[c("P1:b1", "F3", False)]),
    }
    head = std_head(specs)

    def build(attacker: str) -> Json:
        log = Log(head)
        log.add(5, "main", "P1", "summon", card="P1:h1", tap=["P1:m1", "P1:m2"])
        log.add(5, "attack", "P1", "attack", attacker=attacker, defender="P2", target="P2")
        log.add(5, "attack", "P1", "break", shields=["P2:s1"])
        return log.doc()

    scenario(
        "summoned-creature-cannot-attack-same-turn",
        "召喚したターンのクリーチャーは攻撃できない（スピードアタッカーなし）",
        "A creature without speed attacker cannot attack the turn it is summoned",
        "Two-player game. P1 summons a 2000 creature without speed attacker and attacks P2 with it at once.",
        "illegal",
        ["403", "001.1"],
        build("P1:b1"),
        build("P1:h1"),
    )


def s_enter_skipped() -> None:
    cards = {
        "SHT": creature(
            "破壊者 シュトゥルム",
            1,
            ["fire"],
            3000,
            [
                {
                    "id": "enter",
                    "kind": "auto",
                    "trigger": {"event": "enters", "card": "self"},
                    "targets": [{"zone": "battle", "whose": "opponent", "count": 1}],
                }
            ],
        )
    }
    specs = {
        "P1": base_seat("P1", hand=[c("P1:h1", "SHT")], battle=[c("P1:b1", "F3", False)]),
        "P2": base_seat("P2", battle=[c("P2:b1", "L2", False)]),
    }
    head = std_head(specs, cards, specials={"P1": {"SHT": 4}})

    def build(resolve: bool) -> Json:
        log = Log(head)
        log.add(5, "main", "P1", "summon", card="P1:h1", tap=["P1:m1"])
        if resolve:
            log.add(
                5,
                "main",
                "P1",
                "effect",
                source="P1:h1",
                ability="enter",
                targets=["P2:b1"],
                moves=[{"card": "P2:b1", "to": "graveyard"}],
            )
        log.add(5, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2")
        log.add(5, "attack", "P1", "break", shields=["P2:s1"])
        return log.doc()

    scenario(
        "mandatory-enter-ability-forgotten",
        "強制の「出た時」能力を解決せずに攻撃に進めない",
        "A mandatory enter ability cannot be skipped by moving on to attack",
        "Two-player game. P1 summons a creature whose enter ability must destroy an opponent's "
        "creature; P2's only creature is his blocker. P1 forgets, attacks, and only when P2 "
        "blocks asks to 'go back'.",
        "illegal",
        ["001.1"],
        build(True),
        build(False),
    )


def s_w_breaker() -> None:
    specs = {"P1": base_seat("P1", battle=[c("P1:b1", "F5", False)])}
    head = std_head(specs)

    def build(shields: list[str]) -> Json:
        log = Log(head)
        log.add(5, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2")
        log.add(5, "attack", "P1", "break", shields=shields)
        return log.doc()

    scenario(
        "w-breaker-breaks-two",
        "W・ブレイカーはシールドを2つブレイクする",
        "A double breaker breaks two shields",
        "Two-player game. P1's W-breaker attacks P2 unblocked. Worried about shield triggers, "
        "P1 breaks only one shield.",
        "illegal",
        ["403", "001.1"],
        build(["P2:s1", "P2:s2"]),
        build(["P2:s1"]),
    )


def s_multicolour_tapped() -> None:
    cards = {"MC": creature("火自然の兵", 3, ["fire", "nature"], 3000)}
    specs = {
        "P1": base_seat(
            "P1",
            hand=[c("P1:h1", "MC"), c("P1:h2", "F1")],
            mana=default_mana("P1", ["F1"]),
        ),
    }
    head = mp_header(
        2,
        5,
        cards,
        specs,
        {"P1": {"MC": 4}},
        variant="standard",
        phase="charge",
        this_turn={"drawn": 1, "charged": 0, "entered": []},
    )

    def build(tap: str) -> Json:
        log = Log(head)
        log.add(5, "charge", "P1", "charge", card="P1:h1")
        log.add(5, "main", "P1", "summon", card="P1:h2", tap=[tap])
        return log.doc()

    scenario(
        "multicolour-card-charged-tapped",
        "多色カードはタップしてマナゾーンに置かれ、そのターンは使えない",
        "A multicoloured card enters the mana zone tapped",
        "Two-player game. P1 charges a fire/nature card and taps it at once to pay for a "
        "cost-1 fire creature.",
        "illegal",
        ["401", "001.1"],
        build("P1:m1"),
        build("P1:h1"),
    )


# ---------------------------------------------------------------------------------------------------


ALL = [
    s_sturm,
    s_one_sentence_split,
    s_trigger_order,
    s_bajula,
    s_demon_hand,
    s_niga,
    s_bystander_block,
    s_heavy,
    s_donjungle,
    s_lure_open,
    s_number_nine,
    s_auroria,
    s_mach55,
    s_lost_soul,
    s_range_attack,
    s_range_target,
    s_range_turn_start,
    s_range_trigger_event,
    s_range_all_effect,
    s_range_win_effect,
    s_win_effect_no_range,
    s_attack_adjacent,
    s_adjacency_recomputed,
    s_stolen_to_owner,
    s_discard_owner,
    s_your_means_control,
    s_start_player_draws,
    s_turn_player_leaves,
    s_removed_player_blocks,
    s_target_removed_player,
    s_deploy_ffa,
    s_two_headed_first_draw,
    s_emperor_first_draw,
    s_rotating_die_cost,
    s_pentagon_winner,
    s_last_player_wins,
    s_edh_singleton,
    s_edh_colour_identity,
    s_edh_commander_any_copies,
    s_edh_god_can_link,
    s_edh_god_sixty,
    s_edh_tax,
    s_edh_tax_tapped,
    s_edh_god_tax_separate,
    s_edh_same_name,
    s_edh_commander_draw_once,
    s_edh_return_late,
    s_edh_win_continues,
    s_edh_extra_turn,
    s_edh_opponent_turn,
    s_forbidden_star_set,
    s_summoning_sickness,
    s_enter_skipped,
    s_w_breaker,
    s_multicolour_tapped,
]


def main() -> None:
    SCENARIOS.clear()
    for build in ALL:
        build()
    ids = [s["id"] for s in SCENARIOS]
    assert len(ids) == len(set(ids)), "duplicate scenario id"
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    for s in SCENARIOS:
        path = OUT_DIR / f"{s['id']}.json"
        path.write_text(json.dumps(s, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(SCENARIOS)} scenarios to {OUT_DIR}")


if __name__ == "__main__":
    main()
