"""Held-out judge scenarios for the Duel Masters variant rules, round 9 (written blind, 2026-11-26).

Run: ``python -m tests.scenarios_heldout.build_dm_variants_round9``. Writes one JSON file per scenario into
``tests/scenarios_heldout/dm-variants/`` with ids ``dm-variants-ho9-…``. Each ruling was decided from the
variant rulebook (rules_index/data/dm-variants.txt) and the product decisions before its logs were written.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

SLUG = "dm-variants"
ROUND = 9
OUT = Path(__file__).resolve().parent / SLUG

# Filled by a later look at the first replay: NOTES[id] becomes the scenario's note, GAPS[id] its gap.
NOTES: dict[str, str] = {
    "dm-variants-ho9-grand-melee-second-marker": (
        "The legal twin gave turn 2 to P6; 607.4b puts the second marker 4 seats to the left of the starting "
        "player, on the 5th player (P5), so P6 held no marker (grand_melee.no_marker). The twin now gives turn 2 "
        "to P5. The ruling and clauses are unchanged; the engine now also cites 607.4b when a waiting holder "
        "takes a marker's opening turn."
    ),
}
GAPS: dict[str, str] = {}

RULES_VERSION = "Ver.1.4.3 (2021-03-06)"


def creature(name, cost=1, power=1000, civ=("fire",), abilities=None, text=None, **kw):
    keywords = {"civilizations": list(civ), "power": power}
    keywords.update(kw)
    c = {"name": name, "type": "creature", "cost": cost, "keywords": keywords}
    if abilities:
        c["abilities"] = abilities
    if text:
        c["text"] = True
    return c


def spell(name, cost=1, civ=("fire",), abilities=None, **kw):
    keywords = {"civilizations": list(civ)}
    keywords.update(kw)
    c = {"name": name, "type": "spell", "cost": cost, "keywords": keywords}
    if abilities:
        c["abilities"] = abilities
    return c


# Plain fire cards every 40-card deck is filled with; all cost 1 or 2 and single-coloured, so any fire
# mana card pays them and none enters the mana zone tapped.
BASE = {
    "FA": creature("火の兵A", 1, 1000),
    "FB": creature("火の兵B", 1, 1000),
    "FC": creature("火の兵C", 2, 3000),
    "FD": creature("火の兵D", 2, 3000),
    "FE": creature("火の兵E", 2, 5000),
    "FS": creature("火の速攻兵", 2, 3000, speed_attacker=True),
    "FL": creature("火の盾兵", 2, 2000, blocker=True),
    "FP": spell("火の呪文", 1),
    "FW": creature("火の大兵", 2, 4000, breaker=2),
    "FX": creature("火の兵X", 1, 2000),
}
BASE_ORDER = list(BASE)


def main_deck(extra=None, size=40):
    """A legal official deck: the scenario's own cards plus plain cards, at most 4 of each."""
    deck = dict(extra or {})
    left = size - sum(deck.values())
    for cid in BASE_ORDER:
        if left <= 0:
            break
        n = min(4, left)
        deck[cid] = deck.get(cid, 0) + n
        left -= n
    assert left == 0 and sum(deck.values()) == size
    return deck


def header(variant, seats, cards=None, deck_extra=None, options=None, first="P1", decklists=None, **more):
    all_cards = dict(BASE)
    all_cards.update(cards or {})
    h = {
        "format": "judgelog/1",
        "game": SLUG,
        "rules_version": RULES_VERSION,
        "variant": variant,
        "options": options or {},
        "players": [{"seat": s, "name": s} for s in seats],
        "first_player": first,
        "cards": all_cards,
        "decklists": decklists or {s: {"main": main_deck(deck_extra)} for s in seats},
    }
    h.update(more)
    return h


class Log:
    def __init__(self, hdr):
        self.header = hdr
        self.entries = []

    def add(self, turn, phase, actor, act, **args):
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

    def setup(self, seats, shields=5, hand=5, shuffle=True):
        for s in seats:
            sh = shields[s] if isinstance(shields, dict) else shields
            if shuffle:
                self.add(0, "setup", s, "shuffle")
            self.add(0, "setup", s, "shields", count=sh)
            self.add(0, "setup", s, "draw", count=hand)
        return self

    def doc(self):
        return {"header": self.header, "entries": copy.deepcopy(self.entries)}


def snapshot(turn, phase, tp, players, this_turn=None, deck_size=40, extra=None):
    """players: seat -> {hand, shields, mana: [card ids], battle: [(card, tapped) | (owner, card, tapped)],
    graveyard: [ids], out: reason}. iids: <seat>:m<i>, <seat>:b<i>, <seat>:g<i>; a card controlled by
    another seat is <owner>:x<i>. The deck count makes every seat's cards add up."""
    owned = {s: 0 for s in players}
    zones = {}
    for s, p in players.items():
        if p.get("out"):
            zones[s] = {"out": p["out"]}
            continue
        z = {}
        mana = []
        for i, m in enumerate(p.get("mana", ["FA", "FB", "FC"]), 1):
            cid, tapped = (m, False) if isinstance(m, str) else m
            mana.append({"iid": f"{s}:m{i}", "card": cid, "tapped": tapped})
        battle = []
        for i, b in enumerate(p.get("battle", []), 1):
            if len(b) == 3:
                owner, cid, tapped = b
                battle.append({"iid": f"{owner}:x{i}", "card": cid, "tapped": tapped})
                owned[owner] += 1
            else:
                cid, tapped = b
                battle.append({"iid": f"{s}:b{i}", "card": cid, "tapped": tapped})
                owned[s] += 1
        grave = [{"iid": f"{s}:g{i}", "card": c} for i, c in enumerate(p.get("graveyard", []), 1)]
        hand = p.get("hand", 4)
        shields = p.get("shields", 5)
        owned[s] += len(mana) + len(grave) + hand + shields + p.get("elsewhere", 0)
        z.update({"hand": {"count": hand}, "shields": {"count": shields}, "mana": mana, "battle": battle})
        z["graveyard"] = grave
        for k in ("command", "commander_moves"):
            if k in p:
                z[k] = p[k]
        zones[s] = z
    for s, z in zones.items():
        if "out" not in z:
            z["deck"] = {"count": deck_size - owned[s]}
    snap = {
        "turn": turn,
        "phase": phase,
        "turn_players": [tp],
        "this_turn": this_turn if this_turn is not None else {"drawn": 1, "charged": 1, "entered": []},
        "players": zones,
    }
    snap.update(extra or {})
    return snap


def scenario(short, title_ja, title_en, situation, ruling, clauses, legal, bad, printed_example=None):
    sid = f"{SLUG}-ho{ROUND}-{short}"
    sc = {
        "id": sid,
        "title_ja": title_ja,
        "title_en": title_en,
        "situation": situation,
        "ruling": ruling,
        "clauses": [f"{SLUG}:{c}" for c in clauses],
    }
    if printed_example:
        sc["printed_example"] = printed_example
    sc["legal"] = legal
    sc[ruling] = bad
    if sid in NOTES:
        sc["note"] = NOTES[sid]
    if sid in GAPS:
        sc["gap"] = GAPS[sid]
    return sc


SCENARIOS = []


def register(fn):
    SCENARIOS.append(fn)
    return fn


def seats(n):
    return [f"P{i}" for i in range(1, n + 1)]


def ffa(
    n,
    players,
    cards=None,
    deck_extra=None,
    tp="P1",
    options=None,
    variant="free_for_all",
    phase="main",
    this_turn=None,
):
    """A free-for-all log starting from a snapshot in tp's second turn."""
    ss = seats(n)
    turn = n + ss.index(tp) + 1
    full = {s: players.get(s, {}) for s in ss}
    hdr = header(variant, ss, cards, deck_extra, options)
    hdr["snapshot"] = snapshot(turn, phase, tp, full, this_turn)
    return Log(hdr), turn


# ---------------------------------------------------------------- 600.4: effects among several opponents

STURM = creature(
    "破壊者 シュトゥルム",
    1,
    3000,
    abilities=[
        {
            "id": "enter",
            "kind": "auto",
            "trigger": {"event": "enters", "card": "self"},
            "targets": [{"zone": "battle", "whose": "opponent", "count": 2}],
        }
    ],
)


@register
def split_one_trigger():
    def build(bad):
        log, t = ffa(
            3,
            {
                "P2": {"battle": [("FA", False), ("FB", False)]},
                "P3": {"battle": [("FA", False), ("FB", False)]},
            },
            cards={"STU": STURM},
            deck_extra={"STU": 1},
        )
        log.add(t, "main", "P1", "summon", card={"iid": "P1:k1", "card": "STU"}, tap=["P1:m1"])
        tg = ["P2:b1", "P3:b1"] if bad else ["P2:b1", "P2:b2"]
        log.add(
            t,
            "main",
            "P1",
            "effect",
            source="P1:k1",
            ability="enter",
            targets=tg,
            moves=[{"card": c, "to": "graveyard"} for c in tg],
        )
        return log.doc()

    return scenario(
        "split-one-trigger",
        "シュトゥルムの破壊2体を別々の相手に振り分けた",
        "Sturm's two destructions split between two opponents",
        "3人の無差別戦。P1が《破壊者 シュトゥルム》（出た時、相手のクリーチャーを2体破壊）を召喚し、P2のクリーチャー1体と"
        "P3のクリーチャー1体を選んだ。P3は『1人の相手からしか選べない』と主張。",
        "illegal",
        ["600.4b", "600.4a"],
        build(False),
        build(True),
        printed_example="600.4b",
    )


SECT = spell(
    "区切りの呪文",
    1,
    abilities=[
        {
            "id": "spell",
            "kind": "spell",
            "targets": [
                {"zone": "battle", "whose": "opponent", "count": 1, "part": 1},
                {"zone": "battle", "whose": "opponent", "count": 1, "part": 2},
                {"whose": "opponent", "count": 1, "player": True, "part": 2},
            ],
        }
    ],
)


@register
def sectioned_part_split():
    def build(bad):
        log, t = ffa(
            3,
            {"P2": {"battle": [("FA", False)]}, "P3": {"battle": [("FB", False)]}},
            cards={"SEC": SECT},
            deck_extra={"SEC": 1},
        )
        player = "P2" if bad else "P3"
        log.add(
            t,
            "main",
            "P1",
            "cast",
            card={"iid": "P1:k1", "card": "SEC"},
            tap=["P1:m1"],
            ability="spell",
            targets=[["P2:b1"], ["P3:b1"], [player]],
        )
        log.add(
            t,
            "main",
            "P1",
            "effect",
            source="P1:k1",
            ability="spell",
            moves=[{"card": "P2:b1", "to": "graveyard"}, {"card": "P3:b1", "to": "graveyard"}],
        )
        return log.doc()

    return scenario(
        "sectioned-part-split",
        "■で区切られた同じ区画の中で相手を振り分けた",
        "Opponents split inside one ■ section",
        "3人の無差別戦。P1の呪文は「■相手のクリーチャーを1体破壊する。■相手のクリーチャーを1体破壊し、相手を1人選ぶ。"
        "その相手は次のターン呪文を唱えられない」。P1は1つ目の■でP2のクリーチャー、2つ目の■でP3のクリーチャーを破壊し、"
        "同じ2つ目の■の『相手を1人選ぶ』でP2を選んだ。",
        "illegal",
        ["600.4c", "600.4b"],
        build(False),
        build(True),
        printed_example="600.4c",
    )


# ---------------------------------------------------------------- 600.6: attacking and defending players

BAJ = creature(
    "超竜バジュラ風",
    1,
    3000,
    abilities=[
        {
            "id": "atk",
            "kind": "auto",
            "trigger": {"event": "attacks", "card": "self"},
            "targets": [{"zone": "battle", "whose": "opponent", "count": 1}],
        }
    ],
)


@register
def attack_trigger_defender_only():
    def build(bad):
        log, t = ffa(
            3,
            {
                "P1": {"battle": [("BAJ", False)]},
                "P2": {"battle": [("FA", False)]},
                "P3": {"battle": [("FB", False)]},
            },
            cards={"BAJ": BAJ},
            deck_extra={"BAJ": 1},
        )
        log.add(t, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2")
        tg = "P3:b1" if bad else "P2:b1"
        log.add(
            t,
            "attack",
            "P1",
            "effect",
            source="P1:b1",
            ability="atk",
            targets=[tg],
            moves=[{"card": tg, "to": "graveyard"}],
        )
        log.add(t, "attack", "P1", "break", shields=["P2:s1"])
        return log.doc()

    return scenario(
        "attack-trigger-defender-only",
        "P2を攻撃中のアタック・トリガーでP3のクリーチャーを破壊した",
        "An attack trigger against P2 destroys P3's creature",
        "3人の無差別戦。P1が「攻撃する時、相手のクリーチャーを1体破壊する」クリーチャーでP2を攻撃し、"
        "アタック・トリガーでP3のクリーチャーを破壊した。",
        "illegal",
        ["600.6b"],
        build(False),
        build(True),
        printed_example="600.6b",
    )


DH = spell(
    "デーモン・ハンド風",
    2,
    shield_trigger=True,
    abilities=[
        {"id": "spell", "kind": "spell", "targets": [{"zone": "battle", "whose": "opponent", "count": 1}]}
    ],
)


@register
def shield_trigger_attacker_only():
    def build(bad):
        log, t = ffa(
            3,
            {"P1": {"battle": [("FC", False)]}, "P3": {"battle": [("FB", False)]}},
            cards={"DH": DH},
            deck_extra={"DH": 1},
        )
        log.add(t, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2")
        log.add(t, "attack", "P1", "break", shields=[{"iid": "P2:s1", "card": "DH"}])
        tg = "P3:b1" if bad else "P1:b1"
        log.add(t, "attack", "P2", "shield_trigger", card="P2:s1", ability="spell", targets=[tg])
        log.add(
            t,
            "attack",
            "P2",
            "effect",
            source="P2:s1",
            ability="spell",
            moves=[{"card": tg, "to": "graveyard"}],
        )
        return log.doc()

    return scenario(
        "shield-trigger-attacker-only",
        "攻撃されたP2のS・トリガーでP3のクリーチャーを破壊した",
        "The defender's shield trigger destroys a third player's creature",
        "3人の無差別戦。P1がP2を攻撃し、ブレイクされたシールドから《デーモン・ハンド》（相手のクリーチャーを1体破壊）が"
        "S・トリガーした。P2は攻撃してきたP1のクリーチャーではなく、P3のクリーチャーを破壊した。",
        "illegal",
        ["600.6b"],
        build(False),
        build(True),
        printed_example="600.6b",
    )


NIGA = creature(
    "五邪王ニガ風",
    2,
    5000,
    abilities=[
        {"id": "watch", "kind": "auto", "trigger": {"event": "attacks", "card": "other", "whose": "opponent"}}
    ],
)


@register
def bystander_attack_trigger():
    def build(bad):
        log, t = ffa(
            3,
            {"P1": {"battle": [("FC", False)]}, "P3": {"battle": [("NIGA", False)]}},
            cards={"NIGA": NIGA},
            deck_extra={"NIGA": 1},
        )
        log.add(t, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2")
        if bad:
            log.add(t, "attack", "P3", "effect", source="P3:b1", ability="watch")
        log.add(t, "attack", "P1", "break", shields=["P2:s1"])
        return log.doc()

    return scenario(
        "bystander-attack-trigger",
        "P1がP2を攻撃した時、第三者P3の「相手が攻撃する時」が誘発した",
        "A bystander's 'when an opponent's creature attacks' triggers",
        "3人の無差別戦。P3は「相手のクリーチャーが攻撃する時」に誘発する能力を持つクリーチャーをコントロールしている。"
        "P1のクリーチャーがP2を攻撃した時、P3はその能力を使った。",
        "illegal",
        ["600.6d"],
        build(False),
        build(True),
        printed_example="600.6d",
    )


WATCH_ENTER = creature(
    "入場の番人",
    1,
    2000,
    abilities=[
        {"id": "watch", "kind": "auto", "trigger": {"event": "enters", "card": "other", "whose": "opponent"}}
    ],
)


@register
def simultaneous_trigger_order():
    def build(bad):
        log, t = ffa(
            4,
            {"P2": {"battle": [("WEN", False)]}, "P4": {"battle": [("WEN", False)]}},
            cards={"WEN": WATCH_ENTER},
            deck_extra={"WEN": 1},
        )
        log.add(t, "main", "P1", "summon", card={"iid": "P1:k1", "card": "FA"}, tap=["P1:m1"])
        order = ["P4", "P2"] if bad else ["P2", "P4"]
        for s in order:
            log.add(t, "main", s, "effect", source=f"{s}:b1", ability="watch")
        return log.doc()

    return scenario(
        "simultaneous-trigger-order",
        "同時に待機したP2とP4の誘発をP4から解決した",
        "Simultaneous triggers of P2 and P4 resolved P4 first",
        "4人の無差別戦、P1のターン。P1がクリーチャーを召喚し、P2とP4がそれぞれ「相手のクリーチャーが出た時」の能力を"
        "待機させた。P4が先に解決し、その後P2が解決した。",
        "illegal",
        ["600.4i"],
        build(False),
        build(True),
    )


ZERO = creature(
    "起源の神風",
    9,
    9000,
    abilities=[
        {
            "id": "start",
            "kind": "auto",
            "trigger": {"event": "game_start"},
            "targets": [{"whose": "opponent", "count": 1, "player": True}],
        }
    ],
)


@register
def game_start_all_opponents():
    def build(bad):
        ss = seats(3)
        log = Log(header("free_for_all", ss, {"ZERO": ZERO}, {"ZERO": 1}))
        log.add(0, "setup", "P1", "shuffle")
        log.add(0, "setup", "P1", "shields", count=5)
        log.add(
            0,
            "setup",
            "P1",
            "draw",
            cards=[{"iid": "P1:z", "card": "ZERO"}, "P1:h2", "P1:h3", "P1:h4", "P1:h5"],
        )
        for s in ("P2", "P3"):
            log.add(0, "setup", s, "shuffle")
            log.add(0, "setup", s, "shields", count=5)
            log.add(0, "setup", s, "draw", count=5)
        log.add(
            0,
            "setup",
            "P1",
            "effect",
            source="P1:z",
            ability="start",
            targets=["P2"] if bad else ["P2", "P3"],
        )
        log.add(1, "start", "P1", "turn_start")
        log.add(1, "draw", "P1", "draw", count=1)
        return log.doc()

    return scenario(
        "game-start-all-opponents",
        "ゲーム開始時の「相手を1人選ぶ」効果をP2だけに適用した",
        "A game-start effect on 'an opponent' applied to one opponent only",
        "3人の無差別戦。P1はゲーム開始時に誘発する「相手は手札をすべて公開する」能力を持つカードを使い、"
        "P2だけに適用してP3には適用しなかった。",
        "illegal",
        ["600.4h"],
        build(False),
        build(True),
        printed_example="600.4h",
    )


LOST = spell(
    "ロスト・ソウル風",
    1,
    abilities=[
        {"id": "spell", "kind": "spell", "targets": [{"whose": "opponent", "count": 1, "player": True}]}
    ],
)


@register
def target_left_player():
    def build(bad):
        log, t = ffa(4, {"P3": {"out": "concede"}}, cards={"LOST": LOST}, deck_extra={"LOST": 1})
        log.add(
            t,
            "main",
            "P1",
            "cast",
            card={"iid": "P1:k1", "card": "LOST"},
            tap=["P1:m1"],
            ability="spell",
            targets=["P3"] if bad else ["P2"],
        )
        return log.doc()

    return scenario(
        "target-left-player",
        "投了して除外されたプレイヤーを呪文の対象に選んだ",
        "A spell chooses a player who already conceded",
        "4人の無差別戦。P3は既に投了してゲームから除外されている。P1は「相手を1人選び、手札をすべて捨てさせる」呪文で"
        "P3を選び、『誰にも効かない』ように唱えた。",
        "illegal",
        ["600.3d", "600.3a"],
        build(False),
        build(True),
    )


def lure_card(name, reading):
    return creature(
        name, 3, 1000, abilities=[{"id": "lure", "kind": "continuous", "effect": {"attack_lure": reading}}]
    )


@register
def lure_player_heavy():
    def build(bad):
        log, t = ffa(
            3,
            {"P1": {"battle": [("FC", False)]}, "P2": {"battle": [("HVY", True)]}},
            cards={"HVY": lure_card("龍神ヘヴィ風（ゴッド・リンク中）", "player")},
            deck_extra={"HVY": 1},
        )
        if bad:
            log.add(t, "attack", "P1", "attack", attacker="P1:b1", defender="P3", target="P3")
            log.add(t, "attack", "P1", "break", shields=["P3:s1"])
        else:
            log.add(t, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2:b1")
            log.add(t, "attack", "P1", "battle", destroyed=["P2:b1"])
        return log.doc()

    return scenario(
        "lure-player-heavy",
        "ゴッド・リンク中のヘヴィを無視してP3を防御プレイヤーにした",
        "Ignoring a God-linked Heavy by designating P3",
        "3人の無差別戦。P2はゴッド・リンクしている《龍神ヘヴィ》（相手のクリーチャーは可能ならこれを攻撃する）を"
        "タップ状態でコントロールしている。P1はP3を防御プレイヤーに指定してP3を攻撃した。",
        "illegal",
        ["600.6a"],
        build(False),
        build(True),
        printed_example="600.6a",
    )


@register
def lure_creature_donjungle():
    def build(bad):
        log, t = ffa(
            3,
            {"P1": {"battle": [("FC", False)]}, "P2": {"battle": [("DJ", True)]}},
            cards={"DJ": lure_card("ドンジャングルS7風", "creature")},
            deck_extra={"DJ": 1},
        )
        d = "P2" if bad else "P3"
        log.add(t, "attack", "P1", "attack", attacker="P1:b1", defender=d, target=d)
        log.add(t, "attack", "P1", "break", shields=[f"{d}:s1"])
        return log.doc()

    return scenario(
        "lure-creature-donjungle",
        "ドンジャングルのコントローラーを防御プレイヤーにして本人を攻撃した",
        "Designating Don Jungle's controller, then attacking the player",
        "3人の無差別戦。P2は《ドンジャングルS7》をタップ状態でコントロールしている。P1はP2を防御プレイヤーに指定し、"
        "《ドンジャングルS7》ではなくP2本人を攻撃した（合法版ではP3を指定してP3を攻撃する）。",
        "illegal",
        ["600.6a"],
        build(False),
        build(True),
        printed_example="600.6a",
    )


@register
def lure_open_reading():
    def build(bad):
        log, t = ffa(
            3,
            {"P1": {"battle": [("FC", False)]}, "P2": {"battle": [("OPN", True)]}},
            cards={"OPN": lure_card("誘いの巨像", "open")},
            deck_extra={"OPN": 1},
        )
        if bad:
            log.add(t, "attack", "P1", "attack", attacker="P1:b1", defender="P3", target="P3")
            log.add(t, "attack", "P1", "break", shields=["P3:s1"])
        else:
            log.add(t, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2:b1")
            log.add(t, "attack", "P1", "battle", destroyed=["P2:b1"])
        return log.doc()

    return scenario(
        "lure-open-reading",
        "「可能であればこれを攻撃する」の読み方が例に無いカードで別の相手を攻撃",
        "Attacking another opponent past a lure whose reading no example settles",
        "3人の無差別戦。P2は「相手のクリーチャーは、可能であればこのクリーチャーを攻撃する」を持つ（600.6aの例の"
        "2枚のどちらでもない）クリーチャーをタップ状態でコントロールしている。P1はP3を防御プレイヤーに指定した。",
        "needs_ruling",
        ["600.6a"],
        build(False),
        build(True),
    )


@register
def number_nine_cast_lock():
    n9 = creature(
        "偽りの名 ナンバーナイン風",
        3,
        9000,
        abilities=[{"id": "lock", "kind": "continuous", "effect": {"cast_lock": {"whose": "opponent"}}}],
    )

    def build(bad):
        log, t = ffa(3, {"P1": {"battle": [("N9", False)]}}, cards={"N9": n9}, deck_extra={"N9": 1}, tp="P3")
        if bad:
            log.add(t, "main", "P3", "cast", card={"iid": "P3:k1", "card": "FP"}, tap=["P3:m1"])
        else:
            log.add(t, "main", "P3", "summon", card={"iid": "P3:k1", "card": "FA"}, tap=["P3:m1"])
        return log.doc()

    return scenario(
        "number-nine-cast-lock",
        "ナンバーナインのコントローラーの対戦相手P3が呪文を唱えた",
        "P3 casts a spell while P1 controls Number Nine",
        "3人の無差別戦、P3のターン。P1が《偽りの名 ナンバーナイン》（相手は呪文を唱えられない）をコントロールしている。"
        "P3は『P1に向けた呪文ではない』として呪文を唱えた。",
        "illegal",
        ["600.4a"],
        build(False),
        build(True),
        printed_example="600.4a",
    )


@register
def aurelia_each_opponent():
    aur = creature(
        "正義の煌き オーリリア風",
        3,
        4000,
        abilities=[
            {
                "id": "lock",
                "kind": "continuous",
                "effect": {"cast_lock": {"whose": "opponent", "max_cost": 5, "fewer_shields": True}},
            }
        ],
    )
    st = spell("火の防御呪文", 2, shield_trigger=True)

    def build(bad):
        log, t = ffa(
            3,
            {
                "P1": {"battle": [("AUR", False), ("FC", False)], "shields": 4},
                "P2": {"shields": 2},
                "P3": {"shields": 5},
            },
            cards={"AUR": aur, "ST": st},
            deck_extra={"AUR": 1, "ST": 2},
        )
        d = "P2" if bad else "P3"
        log.add(t, "attack", "P1", "attack", attacker="P1:b2", defender=d, target=d)
        log.add(t, "attack", "P1", "break", shields=[{"iid": f"{d}:s1", "card": "ST"}])
        log.add(t, "attack", d, "shield_trigger", card=f"{d}:s1")
        return log.doc()

    return scenario(
        "aurelia-each-opponent",
        "オーリリアがいる時、シールドの少ない相手がS・トリガー呪文を唱えた",
        "Under Aurelia, an opponent with fewer shields uses a shield-trigger spell",
        "3人の無差別戦。P1（シールド4枚）は《正義の煌き オーリリア》（自分よりシールドの少ない相手はコスト5以下の呪文を"
        "唱えられない）をコントロールしている。P2はシールド2枚、P3は5枚。P1がP2を攻撃し、P2はブレイクされたコスト2の"
        "S・トリガー呪文を唱えた（合法版ではP3が攻撃され、P3が唱える）。",
        "illegal",
        ["600.4f", "600.4a"],
        build(False),
        build(True),
        printed_example="600.4f",
    )


@register
def mach55_any_opponent():
    m55 = creature(
        "超轟速 マッハ55風",
        3,
        3000,
        abilities=[
            {
                "id": "guard",
                "kind": "continuous",
                "effect": {"not_destroyed_if": {"opponent_shields_at_most": 2}},
            }
        ],
    )

    def build(bad):
        log, t = ffa(
            3,
            {"P1": {"battle": [("M55", False)]}, "P2": {"battle": [("FE", True)]}, "P3": {"shields": 2}},
            cards={"M55": m55},
            deck_extra={"M55": 1},
        )
        log.add(t, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2:b1")
        log.add(t, "attack", "P1", "battle", destroyed=["P1:b1"] if bad else [])
        return log.doc()

    return scenario(
        "mach55-any-opponent",
        "シールド2枚の相手がバトル相手でない時のマッハ55の破壊",
        "Mach 55 destroyed although a third player has 2 shields",
        "3人の無差別戦。P1の《超轟速 マッハ55》（シールドが2つ以下の相手がいればこのクリーチャーは破壊されない）が"
        "P2のパワー5000のタップされたクリーチャーを攻撃してバトルに負けた。P2のシールドは5枚、P3は2枚。P2は『自分は"
        "5枚だから破壊される』と主張し、マッハ55を墓地に置いた。",
        "illegal",
        ["600.4a"],
        build(False),
        build(True),
        printed_example="600.4a",
    )


KILL = spell(
    "火の破壊呪文",
    1,
    abilities=[
        {"id": "spell", "kind": "spell", "targets": [{"zone": "battle", "whose": "opponent", "count": 1}]}
    ],
)


@register
def stolen_creature_owner_graveyard():
    def build(bad):
        log, t = ffa(
            3,
            {"P2": {"battle": [("FB", False), ("P1", "FC", False)]}},
            cards={"KILL": KILL},
            deck_extra={"KILL": 1},
            tp="P3",
        )
        log.add(
            t,
            "main",
            "P3",
            "cast",
            card={"iid": "P3:k1", "card": "KILL"},
            tap=["P3:m1"],
            ability="spell",
            targets=["P1:x2"],
        )
        log.add(
            t,
            "main",
            "P3",
            "effect",
            source="P3:k1",
            ability="spell",
            moves=[{"card": "P1:x2", "to": "graveyard", "player": "P2" if bad else "P1"}],
        )
        return log.doc()

    return scenario(
        "stolen-creature-owner-graveyard",
        "コントロールを奪われたクリーチャーが破壊され、コントローラーの墓地に置かれた",
        "A creature under another's control is destroyed into its controller's graveyard",
        "3人の無差別戦。P1がオーナーのクリーチャーを、効果によりP2がコントロールしている。P3の呪文でそれが破壊され、"
        "P2の墓地に置かれた。",
        "illegal",
        ["103.5a", "103.1d"],
        build(False),
        build(True),
    )


@register
def turn_player_conceded():
    def build(bad):
        log, t = ffa(4, {})
        log.add(t, "main", "P1", "concede")
        if bad:
            log.add(t, "main", "P2", "summon", card={"iid": "P2:k1", "card": "FA"}, tap=["P2:m1"])
        else:
            log.add(t + 1, "start", "P2", "turn_start")
            log.add(t + 1, "draw", "P2", "draw", count=1)
            log.add(t + 1, "charge", "P2", "charge", card={"iid": "P2:k2", "card": "FB"})
            log.add(t + 1, "main", "P2", "summon", card={"iid": "P2:k1", "card": "FA"}, tap=["P2:m1"])
        return log.doc()

    return scenario(
        "turn-player-conceded",
        "ターン・プレイヤーの投了直後、次のプレイヤーがそのターン中に召喚した",
        "After the turn player concedes, the next player summons in that turn",
        "4人の無差別戦。P1が自分のメインステップ中に投了した。P2は『ターンは自分に移った』と言い、そのまま"
        "ドローもせずにクリーチャーを召喚した。",
        "illegal",
        ["600.3g", "600.3a"],
        build(False),
        build(True),
    )


@register
def starting_player_draws():
    def build(bad):
        ss = seats(3)
        log = Log(header("free_for_all", ss)).setup(ss)
        log.add(1, "start", "P1", "turn_start")
        if not bad:
            log.add(1, "draw", "P1", "draw", count=1)
        log.add(1, "charge", "P1", "charge", card={"iid": "P1:k1", "card": "FA"})
        log.add(1, "main", "P1", "summon", card={"iid": "P1:k2", "card": "FB"}, tap=["P1:k1"])
        return log.doc()

    return scenario(
        "starting-player-draws",
        "3人戦の開始プレイヤーが最初のドローを飛ばした",
        "The starting player of a 3-player game skips the first draw",
        "3人の無差別戦。開始プレイヤーP1が『先攻は最初のドローをしない』として、最初のターンに引かずにチャージした。",
        "illegal",
        ["600.8"],
        build(False),
        build(True),
    )


@register
def pentagon_winner():
    def build(bad):
        log, t = ffa(5, {"P3": {"out": "concede"}}, variant="pentagon")
        log.add(t, "main", "P4", "concede")
        log.add(t, "main", None, "result", winners=["P1", "P5"] if bad else ["P1"], reason="606.3")
        return log.doc()

    return scenario(
        "pentagon-winner",
        "ペンタゴンでCとDが敗北した時の勝者",
        "Pentagon: who wins when C and D have lost",
        "ペンタゴン（P1〜P5の順に着席）。P3が既に投了しており、P1のターン中にP4も投了した。勝者としてP1とP5が"
        "申告された。",
        "illegal",
        ["606.3"],
        build(False),
        build(True),
        printed_example="606.3",
    )


@register
def win_effect_all_opponents():
    def build(bad):
        log, t = ffa(3, {})
        if bad:
            log.add(t, "main", "P1", "win_effect", player="P1", losers=["P2"])
        else:
            log.add(t, "main", "P1", "win_effect", player="P1", losers=["P2", "P3"])
            log.add(t, "main", None, "result", winners=["P1"], reason="600.9")
        return log.doc()

    return scenario(
        "win-effect-all-opponents",
        "影響範囲なしの多人数戦で「ゲームに勝利する」効果が1人だけを負けにした",
        "A 'you win' effect without ranges makes only one opponent lose",
        "3人の無差別戦（影響範囲限定なし）。P1のカードの「自分はゲームに勝利する」効果が解決され、P2だけが負けとして"
        "扱われ、P3とのゲームが続いた。",
        "illegal",
        ["600.9"],
        build(False),
        build(True),
    )


# ---------------------------------------------------------------- 601 / 602: range of influence, adjacency

WATCH_DESTROY = creature(
    "墓守の番人",
    1,
    2000,
    abilities=[
        {
            "id": "watch",
            "kind": "auto",
            "trigger": {"event": "destroyed", "card": "other", "whose": "opponent"},
        }
    ],
)


@register
def range_event_trigger():
    def build(bad):
        log, t = ffa(
            5,
            {
                "P1": {"battle": [("WDS", False)]},
                "P5": {"battle": [("WDS", False)]},
                "P4": {"battle": [("FA", False)]},
            },
            cards={"WDS": WATCH_DESTROY, "KILL": KILL},
            deck_extra={"WDS": 1, "KILL": 1},
            tp="P3",
            options={"range": 1},
        )
        log.add(
            t,
            "main",
            "P3",
            "cast",
            card={"iid": "P3:k1", "card": "KILL"},
            tap=["P3:m1"],
            ability="spell",
            targets=["P4:b1"],
        )
        log.add(
            t,
            "main",
            "P3",
            "effect",
            source="P3:k1",
            ability="spell",
            moves=[{"card": "P4:b1", "to": "graveyard"}],
        )
        log.add(t, "main", "P5", "effect", source="P5:b1", ability="watch")
        if bad:
            log.add(t, "main", "P1", "effect", source="P1:b1", ability="watch")
        return log.doc()

    return scenario(
        "range-event-trigger",
        "影響範囲外で起きた破壊に「相手のクリーチャーが破壊された時」が誘発した",
        "A destruction outside the range triggers a watcher",
        "5人の無差別戦、影響範囲1。P3がP4のクリーチャーを破壊した。P5とP1はそれぞれ「相手のクリーチャーが破壊された時」"
        "の能力を持つ。P5に続いてP1も能力を解決した（P4はP1の影響範囲外）。",
        "illegal",
        ["601.7"],
        build(False),
        build(True),
    )


@register
def range_target():
    def build(bad):
        log, t = ffa(
            5,
            {"P3": {"battle": [("FA", False)]}, "P5": {"battle": [("FA", False)]}},
            cards={"KILL": KILL},
            deck_extra={"KILL": 1},
            options={"range": 1},
        )
        tg = "P3:b1" if bad else "P5:b1"
        log.add(
            t,
            "main",
            "P1",
            "cast",
            card={"iid": "P1:k1", "card": "KILL"},
            tap=["P1:m1"],
            ability="spell",
            targets=[tg],
        )
        log.add(
            t,
            "main",
            "P1",
            "effect",
            source="P1:k1",
            ability="spell",
            moves=[{"card": tg, "to": "graveyard"}],
        )
        return log.doc()

    return scenario(
        "range-target",
        "影響範囲1で2席離れたP3のクリーチャーを呪文で破壊した",
        "Range 1: a spell destroys a creature two seats away",
        "5人の無差別戦、影響範囲1。P1が「相手のクリーチャーを1体破壊する」呪文で、2席離れたP3のクリーチャーを選んだ。",
        "illegal",
        ["601.4"],
        build(False),
        build(True),
    )


@register
def range_fixed_at_turn_start():
    def build(bad):
        log, t = ffa(
            5,
            {"P3": {"battle": [("FA", False)]}, "P5": {"battle": [("FA", False)]}},
            cards={"KILL": KILL},
            deck_extra={"KILL": 1},
            options={"range": 1},
        )
        log.add(t, "main", "P2", "concede")
        tg = "P3:b1" if bad else "P5:b1"
        log.add(
            t,
            "main",
            "P1",
            "cast",
            card={"iid": "P1:k1", "card": "KILL"},
            tap=["P1:m1"],
            ability="spell",
            targets=[tg],
        )
        log.add(
            t,
            "main",
            "P1",
            "effect",
            source="P1:k1",
            ability="spell",
            moves=[{"card": tg, "to": "graveyard"}],
        )
        return log.doc()

    return scenario(
        "range-fixed-at-turn-start",
        "隣のP2が投了した同じターンに、その先のP3を影響範囲内として扱った",
        "P2 concedes; in the same turn P1 treats P3 as in range",
        "5人の無差別戦、影響範囲1。P1のメインステップ中に隣のP2が投了した。P1は『P3が隣になった』として、"
        "P3のクリーチャーを呪文で破壊した。",
        "illegal",
        ["601.2c", "601.4"],
        build(False),
        build(True),
        printed_example="601.2c",
    )


@register
def range_sweep_effect():
    sweep = spell("火の一掃", 2, abilities=[{"id": "spell", "kind": "spell"}])

    def build(bad):
        log, t = ffa(
            5,
            {
                "P2": {"battle": [("FA", False)]},
                "P3": {"battle": [("FA", False)]},
                "P5": {"battle": [("FA", False)]},
            },
            cards={"SWP": sweep},
            deck_extra={"SWP": 1},
            options={"range": 1},
        )
        log.add(
            t,
            "main",
            "P1",
            "cast",
            card={"iid": "P1:k1", "card": "SWP"},
            tap=["P1:m1", "P1:m2"],
            ability="spell",
        )
        hit = ["P2:b1", "P5:b1"] + (["P3:b1"] if bad else [])
        log.add(
            t,
            "main",
            "P1",
            "effect",
            source="P1:k1",
            ability="spell",
            moves=[{"card": c, "to": "graveyard"} for c in hit],
        )
        return log.doc()

    return scenario(
        "range-sweep-effect",
        "「相手のパワー2000以下のクリーチャーをすべて破壊」が影響範囲外にも及んだ",
        "A 'destroy all' spell reaches outside the range",
        "5人の無差別戦、影響範囲1。P1が「相手のパワー2000以下のクリーチャーをすべて破壊する」呪文を唱え、"
        "P2とP5に加えて2席離れたP3のクリーチャーも破壊した。",
        "illegal",
        ["601.8"],
        build(False),
        build(True),
    )


@register
def win_effect_range():
    def build(bad):
        log, t = ffa(5, {}, options={"range": 1})
        if bad:
            log.add(t, "main", "P1", "win_effect", player="P1", losers=["P2", "P3", "P4", "P5"])
            log.add(t, "main", None, "result", winners=["P1"], reason="win effect")
        else:
            log.add(t, "main", "P1", "win_effect", player="P1", losers=["P2", "P5"])
        return log.doc()

    return scenario(
        "win-effect-range",
        "影響範囲1のゲームで「ゲームに勝利する」効果が全員を負けにした",
        "Range 1: a 'you win' effect ends the game for everyone",
        "5人の無差別戦、影響範囲1。P1のカードの「自分はゲームに勝利する」効果が解決され、P1の勝利としてゲームが"
        "終了した。",
        "illegal",
        ["601.11"],
        build(False),
        build(True),
    )


@register
def adjacent_attack():
    def build(bad):
        log, t = ffa(4, {"P1": {"battle": [("FC", False)]}}, options={"attack_adjacent": True})
        d = "P3" if bad else "P4"
        log.add(t, "attack", "P1", "attack", attacker="P1:b1", defender=d, target=d)
        log.add(t, "attack", "P1", "break", shields=[f"{d}:s1"])
        return log.doc()

    return scenario(
        "adjacent-attack",
        "「隣接への攻撃」で向かいのP3を攻撃した",
        "Attack-adjacent option: attacking the player across the table",
        "4人の無差別戦で「隣接への攻撃」選択ルールを使用。P1が向かいに座るP3を攻撃した。",
        "illegal",
        ["602.2"],
        build(False),
        build(True),
    )


@register
def adjacency_after_concede():
    def build(bad):
        log, t = ffa(4, {"P1": {"battle": [("FC", False)]}}, options={"attack_adjacent": True})
        log.add(t, "main", "P2", "concede")
        d = "P3" if bad else "P4"
        log.add(t, "attack", "P1", "attack", attacker="P1:b1", defender=d, target=d)
        log.add(t, "attack", "P1", "break", shields=[f"{d}:s1"])
        return log.doc()

    return scenario(
        "adjacency-after-concede",
        "隣のP2が投了した直後、同じターンにP3を隣接として攻撃した",
        "Right after P2 concedes, P3 attacked as adjacent in the same turn",
        "4人の無差別戦で「隣接への攻撃」を使用。P1のメインステップ中に隣のP2が投了した。P1は攻撃ステップで"
        "『P3が隣になった』としてP3を攻撃した。",
        "illegal",
        ["602.3", "600.10"],
        build(False),
        build(True),
        printed_example="602.3",
    )


# ---------------------------------------------------------------- 607 grand melee


@register
def grand_melee_second_marker():
    def build(bad):
        ss = seats(10)
        log = Log(header("grand_melee", ss)).setup(ss)
        log.add(1, "start", "P1", "turn_start")
        log.add(1, "draw", "P1", "draw", count=1)
        nxt = "P2" if bad else "P5"
        log.add(2, "start", nxt, "turn_start")
        log.add(2, "draw", nxt, "draw", count=1)
        return log.doc()

    return scenario(
        "grand-melee-second-marker",
        "10人の大乱闘戦で2つ目のターンマーカーをP2に置いた",
        "10-player grand melee: the second turn marker given to P2",
        "10人の大乱闘戦。開始プレイヤーP1が最初のマーカーを持つ。2つ目のマーカーがP1の左隣のP2に置かれ、"
        "P2がターンを始めた。",
        "illegal",
        ["607.4b", "607.4a"],
        build(False),
        build(True),
        printed_example="607.4a",
    )


# ---------------------------------------------------------------- 608 two-headed giant

TEAMS_2H = [["P1", "P2"], ["P3", "P4"]]


def two_headed_log(cards=None, extra=None):
    ss = seats(4)
    return Log(header("two_headed", ss, cards, extra, {"teams": TEAMS_2H})).setup(ss)


def two_headed_turn1(log, p1_card="FA", p2_card="FA"):
    log.add(1, "start", "P1", "turn_start")
    log.add(1, "charge", "P1", "charge", card={"iid": "P1:c1", "card": "FB"})
    log.add(1, "charge", "P2", "charge", card={"iid": "P2:c1", "card": "FB"})
    log.add(1, "main", "P1", "summon", card={"iid": "P1:a1", "card": p1_card}, tap=["P1:c1"])
    log.add(1, "main", "P2", "summon", card={"iid": "P2:a1", "card": p2_card}, tap=["P2:c1"])


@register
def two_headed_first_team_draw():
    def build(bad):
        log = two_headed_log()
        log.add(1, "start", "P1", "turn_start")
        if bad:
            log.add(1, "draw", "P2", "draw", count=1)
        log.add(1, "charge", "P1", "charge", card={"iid": "P1:c1", "card": "FB"})
        log.add(1, "charge", "P2", "charge", card={"iid": "P2:c1", "card": "FB"})
        return log.doc()

    return scenario(
        "two-headed-first-team-draw",
        "双頭戦の先攻チームの片方が最初のターンに引いた",
        "Two-headed giant: a player of the first team draws in turn 1",
        "双頭戦。先攻チーム（P1・P2）の最初のターンに、P1は引かなかったがP2は『自分は主プレイヤーではない』として"
        "1枚引いた。",
        "illegal",
        ["608.7", "600.8"],
        build(False),
        build(True),
    )


@register
def two_headed_each_draw():
    def build(bad):
        log = two_headed_log()
        two_headed_turn1(log)
        log.add(2, "start", "P3", "turn_start")
        log.add(2, "draw", "P3", "draw", count=1)
        if not bad:
            log.add(2, "draw", "P4", "draw", count=1)
        log.add(2, "charge", "P3", "charge", card={"iid": "P3:c1", "card": "FB"})
        log.add(2, "charge", "P4", "charge", card={"iid": "P4:c1", "card": "FB"})
        return log.doc()

    return scenario(
        "two-headed-each-draw",
        "双頭戦の後攻チームでチームとして1枚だけ引いた",
        "Two-headed giant: the second team draws one card between them",
        "双頭戦。後攻チーム（P3・P4）の最初のターン、『チームのドローは1枚』としてP3だけが1枚引き、P4は引かずに"
        "チャージステップに進んだ。",
        "illegal",
        ["604.3b"],
        build(False),
        build(True),
    )


@register
def two_headed_attack_ward():
    ward = creature(
        "守りの結界獣",
        1,
        2000,
        abilities=[{"id": "ward", "kind": "continuous", "effect": {"attack_ward": True}}],
    )

    def build(bad):
        log = two_headed_log({"WRD": ward}, {"WRD": 1})
        two_headed_turn1(log)
        log.add(2, "start", "P3", "turn_start")
        log.add(2, "draw", "P3", "draw", count=1)
        log.add(2, "draw", "P4", "draw", count=1)
        log.add(2, "charge", "P3", "charge", card={"iid": "P3:c1", "card": "FB"})
        log.add(2, "charge", "P4", "charge", card={"iid": "P4:c1", "card": "FB"})
        log.add(2, "main", "P4", "summon", card={"iid": "P4:a1", "card": "WRD"}, tap=["P4:c1"])
        log.add(3, "start", "P1", "turn_start")
        log.add(3, "draw", "P1", "draw", count=1)
        log.add(3, "draw", "P2", "draw", count=1)
        log.add(3, "charge", "P1", "charge", card={"iid": "P1:c2", "card": "FB"})
        if bad:
            log.add(3, "attack", "P1", "attack", attacker="P1:a1", defender="P3", target="P3")
            log.add(3, "attack", "P1", "break", shields=["P3:s1"])
        return log.doc()

    return scenario(
        "two-headed-attack-ward",
        "P4の「相手のクリーチャーは自分を攻撃できない」がある時、P3を攻撃した",
        "Attacking P3 while P4's card forbids attacks on P4",
        "双頭戦。P4は「相手のクリーチャーは、自分を攻撃できない」を持つクリーチャーをコントロールしている。P1は"
        "『攻撃するのはP4ではなくP3だ』としてP3を攻撃した。",
        "illegal",
        ["608.8c", "403.2b"],
        build(False),
        build(True),
    )


@register
def two_headed_concede_team():
    def build(bad):
        log = two_headed_log()
        two_headed_turn1(log)
        log.add(2, "start", "P3", "turn_start")
        log.add(2, "draw", "P3", "draw", count=1)
        log.add(2, "draw", "P4", "draw", count=1)
        log.add(2, "charge", "P3", "charge", card={"iid": "P3:c1", "card": "FB"})
        log.add(2, "main", "P4", "concede")
        if bad:
            log.add(2, "main", "P3", "summon", card={"iid": "P3:a1", "card": "FA"}, tap=["P3:c1"])
        else:
            log.add(2, "main", None, "result", winners=["P1", "P2"], reason="608.9b")
        return log.doc()

    return scenario(
        "two-headed-concede-team",
        "双頭戦でチームメイトが投了した後も残りの1人がプレイを続けた",
        "Two-headed giant: one teammate concedes, the other plays on",
        "双頭戦。後攻チームのターン中にP4が投了した。P3は『自分はまだ負けていない』としてクリーチャーを召喚した。",
        "illegal",
        ["608.9b", "608.9a"],
        build(False),
        build(True),
    )


# ---------------------------------------------------------------- 609 emperor

TEAMS_EMP = [["P1", "P2", "P3"], ["P4", "P5", "P6"]]
EMP_ORDER = ["P2", "P3", "P4", "P5", "P6", "P1"]


def emperor_log(cards=None, extra=None, first="P2"):
    ss = seats(6)
    hdr = header("emperor", ss, cards, extra, {"teams": TEAMS_EMP}, first=first)
    order = ss[ss.index(first) :] + ss[: ss.index(first)]
    return Log(hdr).setup(order)


def emperor_turn(log, turn, draw=True, charge=None):
    p = EMP_ORDER[(turn - 1) % 6]
    log.add(turn, "start", p, "turn_start")
    if draw:
        log.add(turn, "draw", p, "draw", count=1)
    if charge:
        log.add(turn, "charge", p, "charge", card={"iid": f"{p}:c{turn}", "card": charge})
    return p


@register
def emperor_second_player_draw():
    def build(bad):
        log = emperor_log()
        emperor_turn(log, 1, draw=False, charge="FB")
        emperor_turn(log, 2, draw=bad, charge="FB")
        return log.doc()

    return scenario(
        "emperor-second-player-draw",
        "皇帝戦の2人目のプレイヤーが最初のターンに引いた",
        "Emperor: the second player draws in their first turn",
        "皇帝戦。開始プレイヤーP2（皇帝）は最初のドローを飛ばした。2人目のP3は『飛ばすのは開始プレイヤーだけ』として"
        "最初のターンに1枚引いた。",
        "illegal",
        ["609.5"],
        build(False),
        build(True),
    )


@register
def emperor_static_range():
    wcast = creature(
        "呪文の番人",
        1,
        2000,
        abilities=[{"id": "watch", "kind": "auto", "trigger": {"event": "cast", "whose": "opponent"}}],
    )

    def build(bad):
        log = emperor_log({"WC": wcast}, {"WC": 2})
        emperor_turn(log, 1, draw=False, charge="FB")
        log.add(1, "main", "P2", "summon", card={"iid": "P2:w", "card": "WC"}, tap=["P2:c1"])
        emperor_turn(log, 2, draw=False, charge="FB")
        log.add(2, "main", "P3", "summon", card={"iid": "P3:w", "card": "WC"}, tap=["P3:c2"])
        emperor_turn(log, 3, charge="FB")
        log.add(3, "main", "P4", "cast", card={"iid": "P4:s", "card": "FP"}, tap=["P4:c3"])
        if bad:
            log.add(3, "main", "P2", "effect", source="P2:w", ability="watch")
        log.add(3, "main", "P3", "effect", source="P3:w", ability="watch")
        return log.doc()

    return scenario(
        "emperor-static-range",
        "皇帝の「相手が呪文を唱えた時」が2席先の将軍の呪文で誘発した",
        "The emperor's trigger fires on a spell two seats away",
        "皇帝戦。皇帝P2（影響範囲2、常在影響範囲1）と将軍P3がそれぞれ「相手が呪文を唱えた時」の能力を持つ"
        "クリーチャーをコントロールしている。2席先の相手の将軍P4が呪文を唱え、P2とP3の能力が解決された。",
        "illegal",
        ["601.12", "609.3a", "601.7"],
        build(False),
        build(True),
    )


@register
def emperor_deployed_attack():
    def build(bad):
        log = emperor_log()
        emperor_turn(log, 1, draw=False, charge="FB")
        log.add(1, "main", "P2", "summon", card={"iid": "P2:a", "card": "FA"}, tap=["P2:c1"])
        emperor_turn(log, 2, draw=False, charge="FB")
        log.add(2, "main", "P3", "summon", card={"iid": "P3:a", "card": "FA"}, tap=["P3:c2"])
        for t in (3, 4, 5, 6):
            emperor_turn(log, t)
        emperor_turn(log, 7)
        log.add(7, "main", "P2", "deploy", card="P2:a", to="P3")
        emperor_turn(log, 8)
        attacker = "P2:a" if bad else "P3:a"
        log.add(8, "attack", "P3", "attack", attacker=attacker, defender="P4", target="P4")
        log.add(8, "attack", "P3", "break", shields=["P4:s1"])
        return log.doc()

    return scenario(
        "emperor-deployed-attack",
        "配置で受け取ったクリーチャーで次のターンに攻撃した",
        "Attacking with a deployed creature in the receiver's next turn",
        "皇帝戦。皇帝P2が自分のメインステップにクリーチャーを将軍P3に配置した。直後のP3のターンに、P3はそのクリーチャー"
        "で隣の相手P4を攻撃した（合法版では自分で召喚していたクリーチャーで攻撃する）。",
        "illegal",
        ["603.3"],
        build(False),
        build(True),
    )


@register
def emperor_fallen_general_wins():
    def build(bad):
        log = emperor_log()
        emperor_turn(log, 1, draw=False, charge="FB")
        log.add(1, "main", "P1", "concede")
        emperor_turn(log, 2, draw=False, charge="FB")
        log.add(2, "main", "P5", "concede")
        log.add(
            2, "main", None, "result", winners=["P2", "P3"] if bad else ["P1", "P2", "P3"], reason="609.6b"
        )
        return log.doc()

    return scenario(
        "emperor-fallen-general-wins",
        "先に投了した将軍は、チームの勝利で勝ちになるか",
        "Does a general who conceded earlier win with the team?",
        "皇帝戦。チームAの将軍P1が早々に投了した。その後チームBの皇帝P5が投了し、チームBが負けた。勝者はチームAの"
        "P2とP3だけと記録された。",
        "illegal",
        ["102.1b", "609.6a", "609.6b"],
        build(False),
        build(True),
    )


# ---------------------------------------------------------------- 610 tower duel


def tower_header(shared=None):
    ss = seats(2)
    deck = {}
    for cid in BASE_ORDER:
        deck[cid] = 4
    extra = {f"T{i}": creature(f"塔の兵{i}", 1, 1000) for i in range(1, 6)}
    for cid in extra:
        deck[cid] = 4
    opts = {"shared_zones": shared} if shared else {}
    return header("tower", ss, extra, options=opts, decklists={s: {"main": dict(deck)} for s in ss})


@register
def tower_setup_order():
    def build(bad):
        log = Log(tower_header())
        log.add(0, "setup", "P1", "shuffle")
        order = ["P2", "P1"] if bad else ["P1", "P2"]
        for s in order:
            log.add(0, "setup", s, "shields", count=5)
            log.add(0, "setup", s, "draw", count=5)
        log.add(1, "start", "P1", "turn_start")
        return log.doc()

    return scenario(
        "tower-setup-order",
        "タワーデュエルで開始プレイヤーより先に左隣が準備した",
        "Tower duel: the next player sets up before the starting player",
        "タワーデュエル（2人）。公共デッキを切った後、開始プレイヤーP1より先にP2がシールドを展開して手札を引いた。",
        "illegal",
        ["610.4"],
        build(False),
        build(True),
    )


@register
def tower_shared_mana_charge():
    def build(bad):
        log = Log(tower_header(["mana"]))
        log.add(0, "setup", "P1", "shuffle")
        for s in ("P1", "P2"):
            log.add(0, "setup", s, "shields", count=5)
            log.add(0, "setup", s, "draw", count=5)
        log.add(1, "start", "P1", "turn_start")
        log.add(1, "charge", "P1", "charge", card={"iid": "P1:c1", "card": "FB"})
        log.add(2, "start", "P2", "turn_start")
        log.add(2, "draw", "P2", "draw", count=1)
        if not bad:
            log.add(2, "charge", "P2", "charge", card={"iid": "P2:c1", "card": "FB"})
        log.add(3, "start", "P1", "turn_start")
        log.add(3, "draw", "P1", "draw", count=1)
        return log.doc()

    return scenario(
        "tower-shared-mana-charge",
        "公共マナゾーンのタワーデュエルで、2人目が最初のターンにチャージしなかった",
        "Tower duel with a public mana zone: the second player skips the first charge",
        "タワーデュエル（2人、マナゾーンを公共マナゾーンとして共有）。P2は『P1のマナが使える』として最初のターンに"
        "チャージせずターンを終えた。",
        "illegal",
        ["610.5b", "401.1"],
        build(False),
        build(True),
    )


# ---------------------------------------------------------------- 701 DMEDH


def edh_cards(n, civ="fire", prefix="E"):
    return {
        f"{prefix}{i:02d}": creature(f"統率戦の兵{prefix}{i:02d}", 1, 1000, civ=(civ,))
        for i in range(1, n + 1)
    }


CMD = creature("火の統率者", 3, 5000)


def edh_header(n_seats=2, commander=None, extra_cards=None, main_override=None, options=None):
    ss = seats(n_seats)
    commander = commander or {"CMD": CMD}
    cmd_ids = list(commander)
    n_main = 60 - len(cmd_ids)
    cards = edh_cards(n_main)
    cards.update(commander)
    cards.update(extra_cards or {})
    decks = {}
    for s in ss:
        main = {cid: 1 for cid in list(edh_cards(n_main))}
        if main_override:
            main = main_override(main)
        decks[s] = {"main": main, "commander": cmd_ids[0] if len(cmd_ids) == 1 else cmd_ids}
    h = {
        "format": "judgelog/1",
        "game": SLUG,
        "rules_version": RULES_VERSION,
        "variant": "dmedh",
        "options": options or {},
        "players": [{"seat": s, "name": s} for s in ss],
        "first_player": "P1",
        "cards": cards,
        "decklists": decks,
    }
    return h


def edh_snapshot_log(p1, p2=None, this_turn=None, commander=None, tp="P1", turn=None):
    hdr = edh_header(commander=commander)
    turn = turn or (3 if tp == "P1" else 4)
    base = {"hand": 5, "shields": 7, "mana": ["E01", "E02", "E03"]}
    players = {"P1": {**base, **p1}, "P2": {**base, "mana": ["E01", "E02", "E03"], **(p2 or {})}}
    for s, p in players.items():
        p.setdefault("command", [{"iid": f"{s}:cmd", "card": next(iter(commander or {"CMD": 0}))}])
        p.setdefault("commander_moves", {f"{s}:cmd": 0})
        p["elsewhere"] = 0
    n_cmd = len(commander or {"CMD": 0})
    # Commanders sit in 超統率ゾーン or the battle zone; they are part of the 60 but not of the deck count.
    for p in players.values():
        in_battle = sum(1 for b in p.get("battle", []) if str(b[0]).startswith("G") or b[0] == "CMD")
        p["elsewhere"] = -in_battle
    tt = (
        this_turn
        if this_turn is not None
        else {"drawn": 1, "charged": 1, "entered": [], "used_names": {"P1": [], "P2": []}}
    )
    hdr["snapshot"] = snapshot(turn, "main", tp, players, tt, deck_size=60 - n_cmd)
    # Snapshot iids of commanders in battle are <seat>:cmd…, not <seat>:b<i>.
    for s, z in hdr["snapshot"]["players"].items():
        for b in z["battle"]:
            if b["card"] in (commander or {}) or b["card"] == "CMD":
                idx = list(commander or {"CMD": 0}).index(b["card"])
                b["iid"] = f"{s}:cmd" if idx == 0 else f"{s}:cmd{idx + 1}"
    return Log(hdr), turn


@register
def dmedh_setup_shields():
    def build(bad):
        log = Log(edh_header())
        log.setup(["P1", "P2"], shields={"P1": 7, "P2": 5 if bad else 7})
        log.add(1, "start", "P1", "turn_start")
        log.add(1, "charge", "P1", "charge", card={"iid": "P1:c1", "card": "E01"})
        return log.doc()

    return scenario(
        "dmedh-setup-shields",
        "DMEDHで通常戦と同じ5枚のシールドで始めた",
        "DMEDH: a player starts with the usual 5 shields",
        "DMEDH（2人）。P2は通常のデュエル・マスターズと同じくシールドを5枚展開してゲームを始めた。",
        "illegal",
        ["701.6"],
        build(False),
        build(True),
    )


@register
def dmedh_commander_tax():
    def build(bad):
        log, t = edh_snapshot_log(
            {"mana": ["E01", "E02", "E03", "E04", "E05", "E06"], "commander_moves": {"P1:cmd": 1}},
        )
        tax = [] if bad else ["P1:m4", "P1:m5"]
        log.add(
            t,
            "main",
            "P1",
            "summon",
            card="P1:cmd",
            **{"from": "command"},
            tap=["P1:m1", "P1:m2", "P1:m3"],
            tax=tax,
        )
        return log.doc()

    return scenario(
        "dmedh-commander-tax",
        "一度超統率ゾーンから出した統率者を追加のタップなしで再召喚した",
        "A commander summoned again without the extra tapping",
        "DMEDH。P1の統率者（コスト3）は、このゲームで既に1回超統率ゾーンから召喚され、破壊されて戻っている。P1は"
        "マナを3枚だけタップして再び召喚した。",
        "illegal",
        ["701.14"],
        build(False),
        build(True),
    )


GODS = {
    "GA": creature("竜極神ゲキ風", 2, 6000, god=True, g_link=["竜極神メツ風"]),
    "GB": creature("竜極神メツ風", 2, 6000, god=True, g_link=["竜極神ゲキ風"]),
}


@register
def dmedh_god_tax_separate():
    def build(bad):
        log, t = edh_snapshot_log(
            {
                "mana": ["E01", "E02", "E03", "E04"],
                "command": [{"iid": "P1:cmd", "card": "GA"}, {"iid": "P1:cmd2", "card": "GB"}],
                "commander_moves": {"P1:cmd": 1, "P1:cmd2": 0},
            },
            p2={
                "command": [{"iid": "P2:cmd", "card": "GA"}, {"iid": "P2:cmd2", "card": "GB"}],
                "commander_moves": {"P2:cmd": 0, "P2:cmd2": 0},
            },
            commander=GODS,
        )
        card = "P1:cmd" if bad else "P1:cmd2"
        log.add(t, "main", "P1", "summon", card=card, **{"from": "command"}, tap=["P1:m1", "P1:m2"], tax=[])
        return log.doc()

    return scenario(
        "dmedh-god-tax-separate",
        "ゴッド統率者：一度出したゲキを追加タップなしで出した",
        "God commander: Geki, already out once, summoned with no tax",
        "DMEDH、ゴッド統率者《竜極神ゲキ》＋《竜極神メツ》。ゲキはこのゲームで一度超統率ゾーンから出ている。P1は"
        "『メツがまだ一度も出ていないので、ゴッド統率者としては追加なし』と主張してゲキを追加のタップなしで召喚した"
        "（合法版ではメツを追加なしで召喚する）。",
        "illegal",
        ["701.18b", "701.14"],
        build(False),
        build(True),
        printed_example="701.18b",
    )


@register
def dmedh_same_name_commander():
    def build(bad):
        log, t = edh_snapshot_log(
            {"mana": ["E01", "E02", "E03", "E04", "E05", "E06"], "commander_moves": {"P1:cmd": 1}},
            this_turn={
                "drawn": 1,
                "charged": 1,
                "entered": [],
                "used_names": {"P1": ["火の統率者"], "P2": []},
            },
        )
        if bad:
            log.add(
                t,
                "main",
                "P1",
                "summon",
                card="P1:cmd",
                **{"from": "command"},
                tap=["P1:m4", "P1:m5", "P1:m6"],
                tax=["P1:m1", "P1:m2"],
            )
        else:
            log.add(t, "main", "P1", "summon", card={"iid": "P1:k1", "card": "E10"}, tap=["P1:m4"])
        return log.doc()

    return scenario(
        "dmedh-same-name-commander",
        "同じターンに破壊されて戻った統率者をもう一度出した",
        "The commander summoned again in the turn it was destroyed and returned",
        "DMEDH。P1はこのターン統率者を召喚したが、相手のS・トリガーで破壊され、超統率ゾーンに戻した。P1は同じターンに"
        "統率者を（追加の2枚のタップも払って）もう一度召喚した。",
        "illegal",
        ["701.12"],
        build(False),
        build(True),
    )


@register
def dmedh_one_commander_draw():
    def build(bad):
        log, t = edh_snapshot_log(
            {
                "mana": ["E01", "E02", "E03", "E04"],
                "command": [],
                "battle": [("GA", False), ("GB", False)],
                "commander_moves": {"P1:cmd": 1, "P1:cmd2": 1},
            },
            p2={
                "command": [{"iid": "P2:cmd", "card": "GA"}, {"iid": "P2:cmd2", "card": "GB"}],
                "commander_moves": {"P2:cmd": 0, "P2:cmd2": 0},
            },
            commander=GODS,
        )
        log.add(t, "attack", "P1", "attack", attacker="P1:cmd", defender="P2", target="P2")
        log.add(t, "attack", "P1", "break", shields=["P2:s1"])
        log.add(t, "attack", "P1", "commander_draw", card="P1:cmd", looked=1, to_hand=["P1:t1"])
        log.add(t, "attack", "P1", "attack", attacker="P1:cmd2", defender="P2", target="P2")
        log.add(t, "attack", "P1", "break", shields=["P2:s2"])
        if bad:
            log.add(t, "attack", "P1", "commander_draw", card="P1:cmd2", looked=1, to_hand=["P1:t2"])
        return log.doc()

    return scenario(
        "dmedh-one-commander-draw",
        "ゴッド統率者の2体目の攻撃の後にも山札から手札に加えた",
        "God commander: a second commander draw after the other god's attack",
        "DMEDH、ゴッド統率者。ゲキの攻撃の終わりに701.16で山札の上を見て1枚手札に加えた。同じターンにメツも攻撃し、"
        "その終わりにもう一度手札に加えた。",
        "illegal",
        ["701.18c", "701.16"],
        build(False),
        build(True),
        printed_example="701.18c",
    )


@register
def dmedh_win_continues():
    def build(bad):
        log, t = edh_snapshot_log({})
        log.add(t, "main", "P1", "win_effect", player="P1", losers=["P2"] if bad else [])
        return log.doc()

    return scenario(
        "dmedh-win-continues",
        "DMEDHでカードの「ゲームに勝利する」効果により相手が負けた",
        "DMEDH: a card's 'you win the game' makes the opponent lose",
        "DMEDH（2人）。P1のカードの「自分はゲームに勝利する」効果が解決され、P2の負けとして扱われた。",
        "illegal",
        ["701.7"],
        build(False),
        build(True),
    )


@register
def dmedh_colour_identity():
    def build(bad):
        water = {"W01": creature("水の兵W01", 1, 1000, civ=("water",))}

        def swap(main):
            if bad:
                del main["E59"]
                main["W01"] = 1
            return main

        log = Log(edh_header(extra_cards=water, main_override=swap))
        log.setup(["P1", "P2"], shields=7)
        log.add(1, "start", "P1", "turn_start")
        return log.doc()

    return scenario(
        "dmedh-colour-identity",
        "火の統率者のDMEDHデッキに水のカードが入っていた",
        "A water card in a fire commander's DMEDH deck",
        "DMEDH。P1の統率者は火単色のクリーチャーだが、デッキに水のクリーチャーが1枚入っていた。",
        "illegal",
        ["701.4e"],
        build(False),
        build(True),
        printed_example="701.4e",
    )


@register
def dmedh_god_link_open():
    def build(bad):
        heavy = creature(
            "龍神ヘヴィ風", 2, 6000, god=True, g_link=["破壊神デス風" if bad else "龍神メタル風"]
        )
        metal = creature("龍神メタル風", 2, 6000, god=True, g_link=["龍神ヘヴィ風"])
        death = creature("破壊神デス風", 2, 6000, god=True, g_link=["龍神ヘヴィ風", "龍神メタル風"])
        commander = {"HV": heavy, "DT": death} if bad else {"HV": heavy, "MT": metal}
        extra = {"MT": metal} if bad else {}
        log = Log(edh_header(commander=commander, extra_cards=extra))
        log.setup(["P1", "P2"], shields=7)
        log.add(1, "start", "P1", "turn_start")
        return log.doc()

    return scenario(
        "dmedh-god-link-open",
        "まだG・リンクできるゴッドを含む組み合わせをゴッド統率者にした",
        "A God commander whose god can still G-link",
        "DMEDH。P1（とP2）は《龍神ヘヴィ》＋《破壊神デス》をゴッド統率者に指定した。《破壊神デス》はさらに《龍神メタル》"
        "とG・リンクできる。",
        "illegal",
        ["701.17a"],
        build(False),
        build(True),
        printed_example="701.17a",
    )


# ---------------------------------------------------------------- 702 archenemy

SCHEMES = {f"SC{i:02d}": {"name": f"計略{i:02d}", "type": "scheme"} for i in range(1, 21)}


def archenemy_log(shields=None):
    ss = seats(3)
    decks = {s: {"main": main_deck()} for s in ss}
    decks["P1"]["schemes"] = {cid: 1 for cid in SCHEMES}
    hdr = header("archenemy", ss, SCHEMES, options={"teams": [["P1"], ["P2", "P3"]]}, decklists=decks)
    return Log(hdr).setup(ss, shields=shields or {"P1": 7, "P2": 7, "P3": 7})


@register
def archenemy_scheme_first():
    def build(bad):
        log = archenemy_log()
        log.add(1, "start", "P1", "turn_start")
        log.add(1, "draw", "P1", "draw", count=1)
        log.add(1, "charge", "P1", "charge", card={"iid": "P1:c1", "card": "FB"})
        scheme = ("scheme", {"card": {"iid": "P1:sc1", "card": "SC01"}})
        summon = ("summon", {"card": {"iid": "P1:a1", "card": "FA"}, "tap": ["P1:c1"]})
        for act, args in [summon, scheme] if bad else [scheme, summon]:
            log.add(1, "main", "P1", act, **args)
        return log.doc()

    return scenario(
        "archenemy-scheme-first",
        "魔王がメインステップで先にクリーチャーを召喚してから計略を実行中にした",
        "The archenemy summons before setting a scheme in motion",
        "魔王戦。魔王P1は自分のメインステップの最初にクリーチャーを召喚し、その後で計略デッキの一番上を実行中にした。",
        "illegal",
        ["702.9", "402.1"],
        build(False),
        build(True),
    )


@register
def archenemy_hero_shields():
    def build(bad):
        log = archenemy_log({"P1": 7, "P2": 5 if bad else 7, "P3": 5 if bad else 7})
        log.add(1, "start", "P1", "turn_start")
        log.add(1, "draw", "P1", "draw", count=1)
        return log.doc()

    return scenario(
        "archenemy-hero-shields",
        "魔王戦で2人の勇者がシールド5枚で始めた",
        "Archenemy: two heroes start with 5 shields",
        "魔王戦、魔王1人と勇者2人。勇者P2とP3は通常通り5枚のシールドでゲームを始めた。",
        "illegal",
        ["702.5"],
        build(False),
        build(True),
    )


# ---------------------------------------------------------------- 703 / 704 planes


def planar_pile(n_planes, n_phen=0, field=False):
    cards = {f"PL{i:02d}": {"name": f"次元{i:02d}", "type": "plane"} for i in range(1, n_planes + 1)}
    cards.update({f"PH{i}": {"name": f"現象{i}", "type": "phenomenon"} for i in range(1, n_phen + 1)})
    if field:
        cards["FLD"] = {"name": "Dスイッチの無いフィールド", "type": "field"}
    return cards


def planes_log(variant, pile):
    ss = seats(2)
    decks = {s: {"main": main_deck(), "planes": {cid: 1 for cid in pile}} for s in ss}
    return Log(header(variant, ss, pile, decklists=decks)).setup(ss)


@register
def planes_opening_phenomenon():
    def build(bad):
        log = planes_log("planes", planar_pile(8, 2))
        log.add(0, "setup", "P1", "plane_reveal", card={"iid": "P1:pl1", "card": "PH1"})
        if not bad:
            log.add(0, "setup", "P1", "plane_reveal", card={"iid": "P1:pl2", "card": "PL01"})
        log.add(1, "start", "P1", "turn_start")
        log.add(1, "charge", "P1", "charge", card={"iid": "P1:c1", "card": "FB"})
        return log.doc()

    return scenario(
        "planes-opening-phenomenon",
        "次元戦の開始時に現象がめくれ、それを開始時の次元としてゲームを始めた",
        "Planechase: a phenomenon revealed at the start kept as the starting plane",
        "次元戦（2人）。手札確定後、開始プレイヤーP1が次元デッキの一番上をめくると現象だった。P1はそのままゲームを"
        "始めた。",
        "illegal",
        ["703.5"],
        build(False),
        build(True),
    )


@register
def planes_field_c_symbol():
    def build(bad):
        log = planes_log("planes", planar_pile(7, 2, field=True))
        log.add(0, "setup", "P1", "plane_reveal", card={"iid": "P1:pl1", "card": "FLD"})
        log.add(1, "start", "P1", "turn_start")
        log.add(1, "charge", "P1", "charge", card={"iid": "P1:c1", "card": "FB"})
        log.add(1, "main", "P1", "roll", result="C", tap=[])
        if not bad:
            log.add(1, "main", "P1", "planeswalk", reveal={"iid": "P1:pl2", "card": "PL01"})
        log.add(1, "main", "P1", "summon", card={"iid": "P1:a1", "card": "FA"}, tap=["P1:c1"])
        return log.doc()

    return scenario(
        "planes-field-c-symbol",
        "Dスイッチの無いフィールドの次元で{C}が出たが越境しなかった",
        "Planechase: {C} on a field without a D-switch, no planeswalk",
        "次元戦。表向きの次元は次元として入れたDスイッチを持たないフィールド。P1が次元ダイスを振って{C}が出たが、"
        "『C能力が無いので何も起きない』として越境せずに召喚を続けた。",
        "illegal",
        ["703.11e"],
        build(False),
        build(True),
    )


@register
def exploration_diagonal():
    def build(bad):
        log = planes_log("plane_exploration", planar_pile(12))
        cross = [[0, 0], [0, 1], [1, 0], [0, -1], [-1, 0]]
        for i, at in enumerate(cross, 1):
            log.add(0, "setup", "P1", "plane_reveal", card={"iid": f"P1:pl{i}", "card": f"PL{i:02d}"}, at=at)
        log.add(1, "start", "P1", "turn_start")
        log.add(1, "charge", "P1", "charge", card={"iid": "P1:c1", "card": "FB"})
        log.add(1, "main", "P1", "roll", result="P", tap=[])
        if bad:
            log.add(
                1,
                "main",
                "P1",
                "planeswalk",
                to=[1, 1],
                reveal=[
                    {"card": {"iid": "P1:pl6", "card": "PL06"}, "at": [2, 1]},
                    {"card": {"iid": "P1:pl7", "card": "PL07"}, "at": [1, 2]},
                ],
                removed=["P1:pl5", "P1:pl4"],
            )
        else:
            log.add(
                1,
                "main",
                "P1",
                "planeswalk",
                to=[1, 0],
                reveal=[
                    {"card": {"iid": "P1:pl6", "card": "PL06"}, "at": [2, 0]},
                    {"card": {"iid": "P1:pl7", "card": "PL07"}, "at": [1, 1]},
                    {"card": {"iid": "P1:pl8", "card": "PL08"}, "at": [1, -1]},
                ],
            )
        return log.doc()

    return scenario(
        "exploration-diagonal",
        "次元探索戦で駒を斜めのマスへ越境させた",
        "Plane exploration: the piece moved diagonally",
        "次元探索戦。P1が{P}を出して越境し、駒を中央から斜め（右上）のマスへ動かして、その周りを補充した。",
        "illegal",
        ["704.9a"],
        build(False),
        build(True),
    )


# ---------------------------------------------------------------- 705 rotating table


@register
def rotating_p_symbol():
    def build(bad):
        ss = seats(4)
        log = Log(header("rotating_table", ss)).setup(ss)
        for t, p in enumerate(ss, 1):
            log.add(t, "start", p, "turn_start")
            log.add(t, "draw", p, "draw", count=1)
            log.add(t, "charge", p, "charge", card={"iid": f"{p}:c1", "card": "FB"})
            log.add(t, "main", p, "summon", card={"iid": f"{p}:a", "card": "FA"}, tap=[f"{p}:c1"])
        log.add(5, "start", "P1", "turn_start")
        log.add(5, "draw", "P1", "draw", count=1)
        if bad:
            control = {"P1:a": "P2", "P2:a": "P3", "P3:a": "P4", "P4:a": "P1"}
        else:
            control = {"P1:a": "P4", "P2:a": "P1", "P3:a": "P2", "P4:a": "P3"}
        log.add(5, "main", "P1", "roll", result="P", tap=[], control=control)
        return log.doc()

    return scenario(
        "rotating-p-symbol",
        "回転テーブル戦の{P}でテーブルを時計回りに回した",
        "Rotating table: {P} turned the table clockwise",
        "回転テーブル戦（時計回りにP1〜P4）。P1が次元ダイスで{P}を出し、各プレイヤーのクリーチャーを時計回りで隣の"
        "プレイヤーに渡した（P1のクリーチャーをP2に）。",
        "illegal",
        ["705.5b"],
        build(False),
        build(True),
        printed_example="705.5b",
    )


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    ids = set()
    for fn in SCENARIOS:
        sc = fn()
        assert sc["id"] not in ids, sc["id"]
        ids.add(sc["id"])
        path = OUT / f"{sc['id']}.json"
        path.write_text(json.dumps(sc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(ids)} scenarios to {OUT}")


if __name__ == "__main__":
    main()
