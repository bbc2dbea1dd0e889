"""Held-out judge scenarios for MyEarth, round 8.

Written blind from the rulebook (rules_index/data/myearth.txt, 2nd edition) and the format documents
(docs/log-format.md, docs/log-format-myearth.md and the MyEarth example logs), before the engine was run
on them. Each scenario states the ruling a judge gives at the table and the deciding clauses, with a legal
log of the same situation and the disputed log. Most start from a mid-game snapshot (turn 5, B the 先攻).

Run: ``python -m tests.scenarios_heldout.build_myearth_round8``
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent / "myearth"

# Filled by a later look at the first run; the builder copies them into `note` and `gap`.
NOTES: dict[str, str] = {}
GAPS: dict[str, str] = {}

DECK_SIZE = 30

Json = dict[str, Any]


def _src(name: str, attr: str) -> Json:
    return {"name": name, "type": "source", "attributes": [attr]}


def _conf(
    name: str, atk: int, attr: str, cost: dict[str, int], chain: list[str] | None = None, **kw: Any
) -> Json:
    keywords: Json = {"cost": cost}
    if chain:
        keywords["chain"] = chain
    keywords.update(kw.pop("keywords", {}))
    card: Json = {
        "name": name,
        "type": "confrontation",
        "atk": atk,
        "attributes": [attr],
        "keywords": keywords,
    }
    card.update(kw)
    return card


def _sup(name: str, attr: str, colour: str, ability: Json, task: bool = False) -> Json:
    keywords: Json = {"cost": {attr: 1}, "support": colour}
    if task:
        keywords["task"] = True
    return {
        "name": name,
        "type": "support",
        "attributes": [attr],
        "keywords": keywords,
        "abilities": [ability],
    }


OPP_CONF = [{"zone": "field", "whose": "opponent", "kind": "confrontation", "count": 1}]
OWN_CONF = [{"zone": "field", "whose": "own", "kind": "confrontation", "count": 1}]

# The cards; the printed texts of those with effects are in CARD_TEXTS below.
CARDS: dict[str, Json] = {
    "L": _src("陸のみなもと", "陸"),
    "H": _src("人のみなもと", "人"),
    "RV": _src("川のみなもと", "川"),
    "LH": {"name": "里山", "type": "special_source", "attributes": ["陸", "人"]},
    "CO": _src("二酸化炭素のみなもと", "二酸化炭素"),
    # blue 対決 cards
    "C1": _conf("ミミズ", 2, "陸", {"陸": 1}),
    "C2": _conf("モグラ", 3, "陸", {"陸": 2}, ["ミミズ"]),
    "C3": _conf("フクロウ", 4, "陸", {"陸": 1, "人": 1}, ["モグラ"]),
    "M1": _conf("ドングリ", 3, "陸", {"陸": 2, "人": 1}),
    "M2": _conf("ツキノワグマ", 5, "陸", {"陸": 5}, ["ドングリ"]),
    # 「場に出したとき、自分の地球ライフを1増やす」
    "CE": _conf(
        "ミツバチ",
        2,
        "陸",
        {"陸": 1},
        abilities=[
            {"id": "e1", "kind": "effect", "trigger": {"event": "played"}, "effect": {"life": {"own": 1}}}
        ],
    ),
    # 「このカードが捨て場に置かれたとき、自分の地球ライフを1増やす」
    "CD": _conf(
        "カブトムシ",
        2,
        "陸",
        {"陸": 1},
        abilities=[
            {"id": "e1", "kind": "effect", "trigger": {"event": "discarded"}, "effect": {"life": {"own": 1}}}
        ],
    ),
    # a card whose printed text the dispute in ho8-draw-text-card turns on; the structure cannot say it
    "XT": _conf("オオサンショウウオ", 3, "陸", {"陸": 2}, text=True),
    # first-series cards (274)
    "F1": _conf("メダカ", 2, "川", {"川": 1}, ["カワセミ"], keywords={"first_series": True}),
    "F2": _conf("カワセミ", 4, "川", {"川": 2}, keywords={"first_series": True}),
    "F3": _conf("ザリガニ", 3, "川", {"川": 2}, ["メダカ"], keywords={"first_series": True}),
    # blue supports
    # 「相手の場の対決カード1枚を選ぶ。その強さを2下げる」
    "W1": _sup("省エネ", "人", "white", {"kind": "support", "targets": OPP_CONF, "effect": {"strength": -2}}),
    # 「自分の場の対決カード1枚を選ぶ。その強さを2上げる」
    "W2": _sup(
        "生息地の保全", "陸", "white", {"kind": "support", "targets": OWN_CONF, "effect": {"strength": 2}}
    ),
    # 「自分の場の対決カード1枚を選ぶ。その強さを1上げる。【課題】自分の地球ライフを1増やす」
    "WT": _sup(
        "ビオトープづくり",
        "人",
        "white",
        {"kind": "support", "targets": OWN_CONF, "effect": {"strength": 1, "life": {"own": 1}}},
        task=True,
    ),
    # 「カードを2枚引く。自分の地球ライフを1増やす」
    "WD": _sup("リサイクル", "人", "white", {"kind": "support", "effect": {"draw": 2, "life": {"own": 1}}}),
    # 「相手の場の対決カード1枚を選ぶ。そのカードを捨て場に置く」
    "WK": _sup(
        "撤去",
        "人",
        "white",
        {"kind": "support", "targets": OPP_CONF, "text": "選んだ対決カードを捨て場に置く"},
    ),
    # 【ss】「自分の場の対決カード1枚を選ぶ。このカードが場にある限り、その強さを1上げる」
    "SS": {
        "name": "エコ宣言",
        "type": "support",
        "attributes": ["人"],
        "keywords": {"cost": {"人": 1}, "support": "ss"},
        "abilities": [
            {"kind": "support", "targets": OWN_CONF, "duration": "field", "effect": {"strength": 1}}
        ],
    },
    # red 対決 cards
    "R1": _conf("自動車の排気", 2, "二酸化炭素", {"二酸化炭素": 1}),
    "R2": _conf("工場の煙", 3, "二酸化炭素", {"二酸化炭素": 2}, ["自動車の排気"]),
    "R3": _conf("火力発電所", 5, "二酸化炭素", {"二酸化炭素": 3}),
    # 「このカードが場を離れたとき、相手の地球ライフを1減らす」
    "RN": _conf(
        "ごみ焼却場",
        3,
        "二酸化炭素",
        {"二酸化炭素": 2},
        abilities=[
            {
                "id": "e1",
                "kind": "effect",
                "trigger": {"event": "leaves_field"},
                "effect": {"life": {"opponent": -1}},
            }
        ],
    ),
    # red supports
    # 「相手の場の対決カード1枚を選ぶ。その強さを2下げる」
    "K1": _sup(
        "森林伐採",
        "二酸化炭素",
        "black",
        {"kind": "support", "targets": OPP_CONF, "effect": {"strength": -2}},
    ),
    # 「相手の手札から1枚選んで捨て場に置く」
    "K5": _sup(
        "強奪",
        "二酸化炭素",
        "black",
        {"kind": "support", "effect": {"from_hand": {"whose": "opponent", "count": 1, "to": "discard"}}},
    ),
    # 「相手の山札の中を見る」
    "K4": _sup("偵察", "二酸化炭素", "black", {"kind": "support", "effect": {"look_deck": "opponent"}}),
    # 「相手の場の対決カード1枚を選ぶ。そのカードを捨て場に置く」
    "K6": _sup(
        "開発",
        "二酸化炭素",
        "black",
        {"kind": "support", "targets": OPP_CONF, "text": "選んだ対決カードを捨て場に置く"},
    ),
    # 「自分と相手の地球ライフをそれぞれ1減らす」
    "KL": _sup(
        "メタン放出",
        "二酸化炭素",
        "black",
        {"kind": "support", "effect": {"life": {"own": -1, "opponent": -1}}},
    ),
}

# The printed Japanese texts of the cards with effects, kept in the header's free `event` object: the
# engine reads the structured `abilities`; these are what the players read at the table.
CARD_TEXTS: dict[str, str] = {
    "CE": "場に出したとき、自分の地球ライフを1増やす",
    "CD": "このカードが捨て場に置かれたとき、自分の地球ライフを1増やす",
    "W1": "相手の場の対決カード1枚を選ぶ。その強さを2下げる",
    "W2": "自分の場の対決カード1枚を選ぶ。その強さを2上げる",
    "WT": "自分の場の対決カード1枚を選ぶ。その強さを1上げる。【課題】自分の地球ライフを1増やす",
    "WD": "カードを2枚引く。自分の地球ライフを1増やす",
    "WK": "相手の場の対決カード1枚を選ぶ。そのカードを捨て場に置く",
    "SS": "【ss】自分の場の対決カード1枚を選ぶ。このカードが場にある限り、その強さを1上げる",
    "RN": "このカードが場を離れたとき、相手の地球ライフを1減らす",
    "K1": "相手の場の対決カード1枚を選ぶ。その強さを2下げる",
    "K5": "相手の手札から1枚選んで捨て場に置く",
    "K4": "相手の山札の中を見る",
    "K6": "相手の場の対決カード1枚を選ぶ。そのカードを捨て場に置く",
    "KL": "自分と相手の地球ライフをそれぞれ1減らす",
}

DECK_B = {
    "L": 6, "H": 2, "RV": 2, "LH": 1,
    "C1": 2, "C2": 2, "C3": 1, "M1": 1, "M2": 1, "CE": 1, "CD": 1, "XT": 1,
    "F1": 1, "F2": 1, "F3": 1, "W1": 1, "W2": 1, "WT": 1, "WD": 1, "WK": 1, "SS": 1,
}  # fmt: skip
DECK_R = {
    "CO": 14, "H": 3,
    "R1": 2, "R2": 2, "R3": 1, "RN": 1,
    "K1": 2, "K5": 1, "K4": 1, "K6": 1, "KL": 1, "SS": 1,
}  # fmt: skip
assert sum(DECK_B.values()) == DECK_SIZE and sum(DECK_R.values()) == DECK_SIZE


def header(snapshot: Json | None) -> Json:
    h: Json = {
        "format": "judgelog/1",
        "game": "myearth",
        "rules_version": "2nd edition 2012-10-31",
        "players": [{"seat": "B", "name": "青い地球"}, {"seat": "R", "name": "赤い地球"}],
        "first_player": "B",
        "options": {"starting_life": 20, "deck_size": DECK_SIZE, "sides": {"B": "blue", "R": "red"}},
        "cards": copy.deepcopy(CARDS),
        "decklists": {"B": {"main": dict(DECK_B)}, "R": {"main": dict(DECK_R)}},
        "event": {"card_texts": dict(CARD_TEXTS)},
    }
    if snapshot is not None:
        h["snapshot"] = snapshot
    return h


def s(iid: str, card: str, attr: str, used: bool | None = None) -> Json:
    d: Json = {"iid": iid, "card": card, "attribute": attr}
    if used is not None:
        d["used"] = used
    return d


def g(iid: str, card: str, sources: list[str], strength: int | None = None) -> Json:
    d: Json = {"iid": iid, "card": card, "sources": sources}
    if strength is not None:
        d["strength"] = strength
    return d


def side(
    life: int,
    hand: int,
    sources: list[Json],
    groups: list[list[Json]],
    supports: list[Json] | None = None,
    discard: list[str] | None = None,
    deck: int | None = None,
) -> Json:
    supports = supports or []
    discard = discard or []
    on_field = len(sources) + sum(len(x) for x in groups) + len(supports)
    count = DECK_SIZE - hand - len(discard) - on_field if deck is None else deck
    assert count >= 0
    return {
        "life": life,
        "deck": {"count": count},
        "hand": {"count": hand},
        "discard": discard,
        "removed": [],
        "field": {"sources": sources, "groups": groups, "supports": supports},
    }


def b_default(**kw: Any) -> Json:
    """B: 陸 s1 s2 under the chain ミミズ(c1) - モグラ(c2); unused 人 s3, 陸 s4, 人 s5, 陸 s6."""
    args: Json = {
        "life": 15,
        "hand": 4,
        "sources": [
            s("B:s1", "L", "陸"),
            s("B:s2", "L", "陸"),
            s("B:s3", "H", "人", False),
            s("B:s4", "L", "陸", False),
            s("B:s5", "H", "人", False),
            s("B:s6", "L", "陸", False),
        ],
        "groups": [[g("B:c1", "C1", ["B:s1"]), g("B:c2", "C2", ["B:s2"])]],
    }
    args.update(kw)
    return side(**args)


def r_default(**kw: Any) -> Json:
    """R: 工場の煙(c1) on CO r1 r2; unused CO r3, 人 r4, CO r5."""
    args: Json = {
        "life": 15,
        "hand": 4,
        "sources": [
            s("R:s1", "CO", "二酸化炭素"),
            s("R:s2", "CO", "二酸化炭素"),
            s("R:s3", "CO", "二酸化炭素", False),
            s("R:s4", "H", "人", False),
            s("R:s5", "CO", "二酸化炭素", False),
        ],
        "groups": [[g("R:c1", "R2", ["R:s1", "R:s2"])]],
    }
    args.update(kw)
    return side(**args)


def snap(
    phase: str = "first",
    this_turn: Json | None = None,
    b: Json | None = None,
    r: Json | None = None,
    turn: int = 5,
) -> Json:
    if this_turn is None:
        this_turn = {"drawn": True, "discarded": False}
    return {
        "turn": turn,
        "phase": phase,
        "turn_players": ["B", "R"],
        "this_turn": this_turn,
        "players": {"B": b or b_default(), "R": r or r_default()},
    }


CONF_START = {"announced": [], "supports_decided": False}
CONF_TOLD = {"announced": ["B", "R"], "supports_decided": False}


def e(act: str, actor: str | None = None, phase: str = "first", turn: int = 5, **args: Any) -> Json:
    d: Json = {"turn": turn, "phase": phase, "act": act, "args": args}
    if actor is not None:
        d["actor"] = actor
    return d


def c(iid: str, card: str) -> Json:
    return {"iid": iid, "card": card}


def log(snapshot: Json | None, entries: list[Json], note: str | None = None) -> Json:
    h = header(snapshot)
    if note:
        h["event"]["note"] = note
    out = []
    for i, en in enumerate(entries, 1):
        en = copy.deepcopy(en)
        en["seq"] = i
        out.append(en)
    return {"header": h, "entries": out}


SCENARIOS: list[Json] = []


def add(
    slug: str,
    ruling: str,
    clauses: list[int],
    title_ja: str,
    title_en: str,
    situation: str,
    snapshot: Json | None,
    legal: list[Json],
    bad: list[Json],
    bad_snapshot: Json | None = None,
    printed_example: str | None = None,
) -> None:
    sid = f"myearth-ho8-{slug}"
    sc: Json = {
        "id": sid,
        "title_ja": title_ja,
        "title_en": title_en,
        "situation": situation,
        "ruling": ruling,
        "clauses": [f"myearth:{n}" for n in clauses],
    }
    if printed_example:
        sc["printed_example"] = printed_example
    sc["legal"] = log(snapshot, legal)
    sc[ruling] = log(bad_snapshot if bad_snapshot is not None else snapshot, bad)
    if sid in NOTES:
        sc["note"] = NOTES[sid]
    if sid in GAPS:
        sc["gap"] = GAPS[sid]
    SCENARIOS.append(sc)


# ---------------------------------------------------------------- IV/V: the 番 (95-111)

NOT_DRAWN = {"drawn": False, "discarded": False}

add(
    "source-before-draw",
    "illegal",
    [101, 95],
    "カードを引く前にみなもとを出した",
    "A source played before the draw that starts the 番",
    "B starts turn 5 with 3 cards in hand and lays a 陸のみなもと before drawing, saying he will draw afterwards.",
    snap(this_turn=NOT_DRAWN, b=b_default(hand=3)),
    [e("draw", "B", count=2), e("play_source", "B", card=c("B:s7", "L"))],
    [e("play_source", "B", card=c("B:s7", "L"))],
)


add(
    "over-limit-not-cut",
    "illegal",
    [99],
    "手札が上限を超えたまま番を始めた",
    "A hand above the limit is not cut at the start of the 番",
    "B starts his 番 with 6 cards in hand (an effect drew him extra cards in the last turn) and goes on "
    "without discarding down to 5.",
    snap(this_turn=NOT_DRAWN, b=b_default(hand=6)),
    [e("limit_discard", "B", count=1, cards=["C1"]), e("draw", "B", count=0)],
    [e("draw", "B", count=0)],
)

add(
    "play-after-end-discard",
    "illegal",
    [107, 95],
    "番の終わりに手札を捨てた後でみなもとを出した",
    "A source played after the end-of-番 discard",
    "B discards a card from his hand to end his 番, then remembers a 陸のみなもと and lays it.",
    snap(),
    [e("discard", "B", count=1, cards=["C1"]), e("end_ban", "B")],
    [e("discard", "B", count=1, cards=["C1"]), e("play_source", "B", card=c("B:s7", "L")), e("end_ban", "B")],
)

add(
    "source-in-opponent-ban",
    "illegal",
    [111, 16, 20],
    "相手の番にみなもとを出した",
    "A source laid during the opponent's 番",
    "During B's 番 R lays a 二酸化炭素のみなもと, saying it saves time for his own 番.",
    snap(),
    [
        e("play_source", "B", card=c("B:s7", "L")),
        e("end_ban", "B"),
        e("draw", "R", "second", count=1),
        e("play_source", "R", "second", card=c("R:s6", "CO")),
    ],
    [e("play_source", "R", card=c("R:s6", "CO"))],
)


add(
    "support-in-opponent-ban-no-chain",
    "illegal",
    [111, 254],
    "相手の番にチェーンでなくサポートを出した",
    "A support card in the opponent's 番 with no support card to answer",
    "During B's 番, before B has used any support card, R plays 森林伐採 (「相手の場の対決カード1枚を選ぶ。"
    "その強さを2下げる」) on B's モグラ.",
    snap(),
    [
        e("support", "B", card=c("B:w1", "W2"), sources=["B:s4"], target="B:c2"),
        e("support", "R", card=c("R:k1", "K1"), sources=["R:s3"], target="B:c2"),
        e("pass", "B"),
        e("resolve", card=c("R:k1", "K1"), strength={"B:c2": -2}),
        e("resolve", card=c("B:w1", "W2"), strength={"B:c2": 2}),
    ],
    [e("support", "R", card=c("R:k1", "K1"), sources=["R:s3"], target="B:c2")],
)

# ---------------------------------------------------------------- costs and sources (112-120, 157, 94)

add(
    "cost-one-short",
    "illegal",
    [118, 119],
    "必要コスト2のカードをみなもと1枚で出した",
    "A card of cost 2 stacked on a single source",
    "B plays a second モグラ (陸2) as a new group on one 陸のみなもと only.",
    snap(b=b_default(hand=4)),
    [e("play", "B", card=c("B:c3", "C2"), sources=["B:s4", "B:s6"])],
    [e("play", "B", card=c("B:c3", "C2"), sources=["B:s4"])],
)

add(
    "cost-wrong-attribute",
    "illegal",
    [118, 117],
    "陸と人を要するカードを陸2枚で出した",
    "A 陸+人 card paid with two 陸 sources",
    "B plays フクロウ (必要コスト 陸1・人1) on two 陸のみなもと, saying any two sources will do.",
    snap(),
    [e("play", "B", card=c("B:c3", "C3"), sources=["B:s4", "B:s3"])],
    [e("play", "B", card=c("B:c3", "C3"), sources=["B:s4", "B:s6"])],
)

SPECIAL_B = b_default(
    sources=[
        s("B:s1", "L", "陸"),
        s("B:s2", "L", "陸"),
        s("B:s3", "H", "人", False),
        s("B:s4", "L", "陸", False),
        s("B:s5", "LH", "人", False),
    ]
)
add(
    "special-source-switched",
    "illegal",
    [113],
    "人として出した里山を陸として使った",
    "A special source laid as 人 is counted as 陸",
    "B laid 里山 (陸/人) earlier facing 人. Now he pays モグラ (陸2) with a 陸のみなもと and the 里山, "
    "turning it to 陸.",
    snap(b=SPECIAL_B),
    [e("play", "B", card=c("B:c3", "C3"), sources=["B:s4", "B:s5"])],
    [e("play", "B", card=c("B:c3", "C2"), sources=["B:s4", "B:s5"])],
)

USED_B = b_default(
    sources=[
        s("B:s1", "L", "陸"),
        s("B:s2", "L", "陸"),
        s("B:s3", "H", "人", False),
        s("B:s4", "L", "陸", False),
        s("B:s5", "H", "人", False),
        s("B:s6", "L", "陸", True),
    ],
    discard=["W2"],
)
add(
    "used-source-reused",
    "illegal",
    [94, 157, 243],
    "このターンにサポートで使ったみなもとに対決カードを重ねた",
    "A source used by a support card this turn pays a 対決 card",
    "Earlier in this 番 B used 生息地の保全 on a 陸のみなもと; the support has gone to the discard. B now "
    "stacks ミミズ on that same 陸のみなもと, saying it is empty again.",
    snap(b=USED_B),
    [e("play", "B", card=c("B:c3", "C1"), sources=["B:s4"])],
    [e("play", "B", card=c("B:c3", "C1"), sources=["B:s6"])],
)

# ---------------------------------------------------------------- 連鎖 (166-183)

ONE_B = b_default(
    sources=[
        s("B:s1", "L", "陸"),
        s("B:s2", "L", "陸", False),
        s("B:s3", "H", "人", False),
        s("B:s4", "L", "陸", False),
    ],
    groups=[[g("B:c1", "C1", ["B:s1"])]],
)
add(
    "chain-wrong-name",
    "illegal",
    [172, 27],
    "写真の下に書かれていないカードの上に連鎖させた",
    "A card chained onto a card its photo does not name",
    "B has ミミズ alone on the field and chains フクロウ (its photo names モグラ) onto it with a 人のみなもと.",
    snap(b=ONE_B),
    [e("play", "B", card=c("B:c2", "C2"), sources=["B:s2"], chain_on="B:c1")],
    [e("play", "B", card=c("B:c2", "C3"), sources=["B:s3"], chain_on="B:c1")],
)


add(
    "chain-foreign-attribute",
    "illegal",
    [182, 118],
    "連鎖に必要のない属性のみなもとを使った",
    "A chain paid with a source of an attribute it does not need",
    "B chains モグラ (陸2) onto ミミズ and pays the missing source with a 人のみなもと.",
    snap(b=ONE_B),
    [e("play", "B", card=c("B:c2", "C2"), sources=["B:s2"], chain_on="B:c1")],
    [e("play", "B", card=c("B:c2", "C2"), sources=["B:s3"], chain_on="B:c1")],
)

MIXED_B = b_default(
    sources=[
        s("B:s1", "L", "陸"),
        s("B:s2", "L", "陸"),
        s("B:s3", "H", "人"),
        s("B:s4", "L", "陸", False),
        s("B:s5", "H", "人", False),
        s("B:s6", "L", "陸", False),
    ],
    groups=[[g("B:c1", "M1", ["B:s1", "B:s2", "B:s3"])]],
)
add(
    "mixed-chain-printed-181",
    "illegal",
    [179, 181],
    "混色連鎖で必要コストを超えてみなもとを使った（181項の例）",
    "A mixed chain uses more sources than it needs (the example of 181)",
    "B has ドングリ (陸2・人1) on two 陸 and one 人. He chains ツキノワグマ (陸5) onto it. Legally two more "
    "sources of 陸 or 人 complete the five (181); B puts three more under it, six in all.",
    snap(b=MIXED_B),
    [e("play", "B", card=c("B:c2", "M2"), sources=["B:s4", "B:s5"], chain_on="B:c1")],
    [e("play", "B", card=c("B:c2", "M2"), sources=["B:s4", "B:s5", "B:s6"], chain_on="B:c1")],
    printed_example="181",
)

FS_B = b_default(
    sources=[
        s("B:s1", "RV", "川"),
        s("B:s2", "RV", "川", False),
        s("B:s3", "H", "人", False),
    ],
    groups=[[g("B:c1", "F1", ["B:s1"])]],
)
add(
    "first-series-named-on-top",
    "needs_ruling",
    [274, 172],
    "第1弾のカードが名前を挙げる生き物をその上に連鎖させた",
    "A creature named under a first-series card's photo chained on top of it",
    "B has メダカ (第1弾; under its photo: カワセミ) on the field and chains カワセミ, whose photo names no "
    "creature, on top of it. R says a card may only be stacked on the card its own photo names.",
    snap(b=FS_B),
    [e("play", "B", card=c("B:c2", "F3"), sources=["B:s2"], chain_on="B:c1")],
    [e("play", "B", card=c("B:c2", "F2"), sources=["B:s2"], chain_on="B:c1")],
)

# ---------------------------------------------------------------- strength 0 and the survival check (162, 184-215)

R_TURN = {"drawn": True, "discarded": False}
LONE_B = b_default(
    sources=[
        s("B:s1", "L", "陸"),
        s("B:s3", "H", "人", False),
        s("B:s4", "L", "陸", False),
    ],
    groups=[[g("B:c1", "C1", ["B:s1"])]],
)
K1_ON_C1 = [
    e("support", "R", "second", card=c("R:k1", "K1"), sources=["R:s3"], target="B:c1"),
    e("pass", "B", "second"),
    e("resolve", None, "second", card=c("R:k1", "K1"), strength={"B:c1": -2}),
]
add(
    "strength-zero-stays",
    "illegal",
    [162, 163],
    "強さが0になった対決カードを場に残した",
    "A 対決 card brought to strength 0 stays on the field",
    "In R's 番 R plays 森林伐採 (−2) on B's lone ミミズ (強さ2). B leaves the ミミズ where it is, saying it "
    "still counts as a card on the field, and R ends his 番.",
    snap("second", R_TURN, b=LONE_B),
    [
        *K1_ON_C1,
        e("leave", None, "second", card="B:c1", to="discard", by="rule"),
        e("survival", "B", "second", discarded=[], released=[]),
        e("survival_approve", "R", "second"),
        e("end_ban", "R", "second"),
    ],
    [*K1_ON_C1, e("end_ban", "R", "second")],
)

TRIPLE_B = b_default(
    sources=[
        s("B:s1", "L", "陸"),
        s("B:s2", "L", "陸"),
        s("B:s3", "H", "人"),
        s("B:s4", "L", "陸", False),
    ],
    groups=[[g("B:c1", "C1", ["B:s1"]), g("B:c2", "C2", ["B:s2"]), g("B:c3", "C3", ["B:s3"])]],
)


def k6_on(target: str) -> list[Json]:
    return [
        e("support", "R", "second", card=c("R:k6", "K6"), sources=["R:s3"], target=target),
        e("pass", "B", "second"),
        e("resolve", None, "second", card=c("R:k6", "K6")),
        e("leave", None, "second", card=target, to="discard", by="R:k6"),
    ]


add(
    "survival-middle-card-top-kept",
    "illegal",
    [191, 192, 187],
    "連鎖の中段が抜けたのに上のカードを残した",
    "The card above a removed middle card is kept though it cannot chain on the card below",
    "B has ミミズ–モグラ–フクロウ in one chain (フクロウ names モグラ). R's 開発 sends the モグラ to the discard. "
    "B closes the gap and leaves フクロウ on ミミズ with all three sources.",
    snap("second", R_TURN, b=TRIPLE_B),
    [
        *k6_on("B:c2"),
        e("survival", "B", "second", discarded=["B:c3"], released=["B:s2", "B:s3"]),
        e("survival_approve", "R", "second"),
    ],
    [
        *k6_on("B:c2"),
        e("survival", "B", "second", discarded=[], released=[]),
        e("survival_approve", "R", "second"),
    ],
)

add(
    "survival-needless-discard",
    "illegal",
    [192, 158, 184],
    "生存判定で残れるカードまで捨て場に置いた",
    "The survival check discards a card that still chains and is paid",
    "R's 開発 sends the top フクロウ of B's ミミズ–モグラ–フクロウ chain to the discard. In the survival check "
    "B also discards the モグラ, though it still chains on ミミズ and two 陸のみなもと pay it.",
    snap("second", R_TURN, b=TRIPLE_B),
    [
        *k6_on("B:c3"),
        e("survival", "B", "second", discarded=[], released=["B:s3"]),
        e("survival_approve", "R", "second"),
    ],
    [
        *k6_on("B:c3"),
        e("survival", "B", "second", discarded=["B:c2"], released=["B:s2", "B:s3"]),
        e("survival_approve", "R", "second"),
    ],
)

add(
    "survival-unneeded-attribute-kept",
    "illegal",
    [199, 209],
    "不要になった属性のみなもとをグループに残した",
    "A source of an attribute the group no longer needs stays with it",
    "After 開発 sends the top フクロウ (陸1・人1) to the discard, B's ミミズ–モグラ needs only 陸. B keeps the 人"
    "のみなもと under the group, to keep it 'used' for later.",
    snap("second", R_TURN, b=TRIPLE_B),
    [
        *k6_on("B:c3"),
        e("survival", "B", "second", discarded=[], released=["B:s3"]),
        e("survival_approve", "R", "second"),
    ],
    [
        *k6_on("B:c3"),
        e("survival", "B", "second", discarded=[], released=[]),
        e("survival_approve", "R", "second"),
    ],
)

add(
    "survival-objection-after-approval",
    "illegal",
    [215, 214],
    "承認した生存判定に後から異議を申し立てた",
    "An objection to a survival check already approved",
    "B makes the survival check after losing フクロウ, R says 「はい」, and a moment later R objects that "
    "the 人のみなもと should have stayed.",
    snap("second", R_TURN, b=TRIPLE_B),
    [
        *k6_on("B:c3"),
        e("survival", "B", "second", discarded=[], released=["B:s3"]),
        e("survival_approve", "R", "second"),
        e("end_ban", "R", "second"),
    ],
    [
        *k6_on("B:c3"),
        e("survival", "B", "second", discarded=[], released=["B:s3"]),
        e("survival_approve", "R", "second"),
        e("survival_object", "R", "second", problem="B:s3 should have stayed"),
    ],
)

# ---------------------------------------------------------------- support cards and the チェーン (242-265)

add(
    "support-own-target",
    "illegal",
    [236, 252],
    "相手の対決カードを選ぶサポートで自分のカードを選んだ",
    "A support that chooses an opponent's 対決 card aimed at one's own",
    "B plays 省エネ (「相手の場の対決カード1枚を選ぶ。その強さを2下げる」) choosing his own モグラ, to send it "
    "to the discard later.",
    snap(),
    [
        e("support", "B", card=c("B:w1", "W1"), sources=["B:s3"], target="R:c1"),
        e("pass", "R"),
        e("resolve", card=c("B:w1", "W1"), strength={"R:c1": -2}),
    ],
    [
        e("support", "B", card=c("B:w1", "W1"), sources=["B:s3"], target="B:c2"),
        e("pass", "R"),
        e("resolve", card=c("B:w1", "W1"), strength={"B:c2": -2}),
    ],
)

EMPTY_B = b_default(
    sources=[s("B:s1", "L", "陸", False), s("B:s2", "L", "陸", False), s("B:s3", "H", "人", False)],
    groups=[],
)
add(
    "support-no-target",
    "illegal",
    [247],
    "対象のいない場にサポートを使った",
    "A support card with no possible target on the field",
    "B has no 対決 card on the field. In his 番 R plays 森林伐採 (「相手の場の対決カード1枚を選ぶ。その強さを2"
    "下げる」) anyway, to get it out of his hand.",
    snap("second", R_TURN, b=b_default(groups=[[g("B:c2", "C2", ["B:s1", "B:s2"])]])),
    [
        e("support", "R", "second", card=c("R:k1", "K1"), sources=["R:s3"], target="B:c2"),
        e("pass", "B", "second"),
        e("resolve", None, "second", card=c("R:k1", "K1"), strength={"B:c2": -2}),
    ],
    [e("support", "R", "second", card=c("R:k1", "K1"), sources=["R:s3"])],
    bad_snapshot=snap("second", R_TURN, b=EMPTY_B),
)

add(
    "chain-answered-by-same-player",
    "illegal",
    [254, 33],
    "自分のサポートに自分でチェーンした",
    "A player answers his own support card",
    "B plays 生息地の保全 on his モグラ and, before R says anything, adds 省エネ on R's 工場の煙 'in the same chain'.",
    snap(),
    [
        e("support", "B", card=c("B:w1", "W2"), sources=["B:s4"], target="B:c2"),
        e("pass", "R"),
        e("resolve", card=c("B:w1", "W2"), strength={"B:c2": 2}),
        e("support", "B", card=c("B:w2", "W1"), sources=["B:s3"], target="R:c1"),
        e("pass", "R"),
        e("resolve", card=c("B:w2", "W1"), strength={"R:c1": -2}),
    ],
    [
        e("support", "B", card=c("B:w1", "W2"), sources=["B:s4"], target="B:c2"),
        e("support", "B", card=c("B:w2", "W1"), sources=["B:s3"], target="R:c1"),
    ],
)


CHAIN2 = [
    e("support", "B", card=c("B:w1", "W1"), sources=["B:s3"], target="R:c1"),
    e("support", "R", card=c("R:k1", "K1"), sources=["R:s3"], target="B:c2"),
    e("pass", "B"),
]
add(
    "chain-first-played-resolved-first",
    "illegal",
    [256],
    "チェーンを先に出したものから処理した",
    "A チェーン resolved first-in first-out",
    "B plays 省エネ on R's 工場の煙, R answers with 森林伐採 on B's モグラ, B passes. B then resolves his own "
    "省エネ first, saying it came first.",
    snap(),
    [
        *CHAIN2,
        e("resolve", card=c("R:k1", "K1"), strength={"B:c2": -2}),
        e("resolve", card=c("B:w1", "W1"), strength={"R:c1": -2}),
    ],
    [
        *CHAIN2,
        e("resolve", card=c("B:w1", "W1"), strength={"R:c1": -2}),
        e("resolve", card=c("R:k1", "K1"), strength={"B:c2": -2}),
    ],
)

TWO_B = b_default(
    sources=[
        s("B:s1", "L", "陸"),
        s("B:s2", "L", "陸"),
        s("B:s3", "H", "人", False),
        s("B:s4", "L", "陸", False),
        s("B:s6", "L", "陸"),
    ],
    groups=[[g("B:c1", "C1", ["B:s1"]), g("B:c2", "C2", ["B:s2"])], [g("B:c5", "C1", ["B:s6"])]],
)


def fizzle_chain(card: str, source: str) -> list[Json]:
    return [
        e("support", "B", card=c("B:w1", card), sources=[source], target="B:c5"),
        e("support", "R", card=c("R:k6", "K6"), sources=["R:s3"], target="B:c5"),
        e("pass", "B"),
        e("resolve", card=c("R:k6", "K6")),
        e("leave", card="B:c5", to="discard", by="R:k6"),
    ]


SURV_AFTER = [e("survival", "B", discarded=[], released=[]), e("survival_approve", "R")]
add(
    "fizzled-support-retargeted",
    "illegal",
    [258, 253],
    "対象がいなくなったサポートの効果を別のカードに移した",
    "A support whose target left gives its effect to another card",
    "B plays 生息地の保全 (+2) on his lone ミミズ; R answers with 開発, which sends that ミミズ to the discard. "
    "B then puts the +2 on his other ミミズ instead.",
    snap(b=TWO_B),
    [*fizzle_chain("W2", "B:s4"), e("resolve", card=c("B:w1", "W2"), fizzled=True), *SURV_AFTER],
    [*fizzle_chain("W2", "B:s4"), e("resolve", card=c("B:w1", "W2"), strength={"B:c1": 2}), *SURV_AFTER],
)

add(
    "task-after-fizzle",
    "illegal",
    [267, 259],
    "効果が発動しなかったサポートの【課題】を行った",
    "The 【課題】 of a support whose effect did not take place is carried out",
    "B plays ビオトープづくり (「…強さを1上げる。【課題】自分の地球ライフを1増やす」) on his lone ミミズ; R's 開発 "
    "sends that ミミズ to the discard first. B says the 【課題】 still gives him 1 Earth Life.",
    snap(b=TWO_B),
    [*fizzle_chain("WT", "B:s3"), e("resolve", card=c("B:w1", "WT"), fizzled=True), *SURV_AFTER],
    [
        *fizzle_chain("WT", "B:s3"),
        e("resolve", card=c("B:w1", "WT"), fizzled=True, life={"B": 1}, task=1),
        *SURV_AFTER,
    ],
)

add(
    "task-skipped",
    "illegal",
    [268, 267],
    "効果が発動したサポートの【課題】を行わなかった",
    "A support's effect took place but its 【課題】 was left out",
    "B plays ビオトープづくり on his モグラ; R passes; B raises the strength but forgets the 【課題】's Earth Life.",
    snap(),
    [
        e("support", "B", card=c("B:w1", "WT"), sources=["B:s3"], target="B:c2"),
        e("pass", "R"),
        e("resolve", card=c("B:w1", "WT"), strength={"B:c2": 1}, life={"B": 1}, task=1),
        e("end_ban", "B"),
    ],
    [
        e("support", "B", card=c("B:w1", "WT"), sources=["B:s3"], target="B:c2"),
        e("pass", "R"),
        e("resolve", card=c("B:w1", "WT"), strength={"B:c2": 1}, task=0),
        e("end_ban", "B"),
    ],
)

SS_R = r_default(
    sources=[
        s("R:s1", "CO", "二酸化炭素"),
        s("R:s2", "CO", "二酸化炭素"),
        s("R:s3", "CO", "二酸化炭素", False),
        s("R:s4", "H", "人"),
    ],
    groups=[[g("R:c1", "R2", ["R:s1", "R:s2"], strength=1)]],
    supports=[g("R:ss1", "SS", ["R:s4"])],
)
add(
    "ss-earlier-card-kept",
    "illegal",
    [272],
    "後から【ss】カードが場に出たのに先の【ss】カードを残した",
    "An earlier 【ss】 card stays after a later one took effect",
    "R's エコ宣言 (【ss】) is on the field. B plays his own エコ宣言 on his モグラ; R passes and it takes effect, "
    "but R keeps his エコ宣言 on the field, saying it is his card, not B's.",
    snap(r=SS_R),
    [
        e("support", "B", card=c("B:ss1", "SS"), sources=["B:s3"], target="B:c2"),
        e("pass", "R"),
        e("resolve", card=c("B:ss1", "SS"), strength={"B:c2": 1}, to="field", replaced=["R:ss1"]),
    ],
    [
        e("support", "B", card=c("B:ss1", "SS"), sources=["B:s3"], target="B:c2"),
        e("pass", "R"),
        e("resolve", card=c("B:ss1", "SS"), strength={"B:c2": 1}, to="field"),
    ],
)

add(
    "ss-sent-to-discard",
    "illegal",
    [272, 40],
    "効果を発揮した【ss】カードをすぐ捨て場に置いた",
    "A 【ss】 card put into the discard as soon as it took effect",
    "B plays エコ宣言 (【ss】「このカードが場にある限り…」) on his モグラ, R passes, and B puts it into the discard "
    "with his other used support cards.",
    snap(),
    [
        e("support", "B", card=c("B:ss1", "SS"), sources=["B:s3"], target="B:c2"),
        e("pass", "R"),
        e("resolve", card=c("B:ss1", "SS"), strength={"B:c2": 1}, to="field"),
    ],
    [
        e("support", "B", card=c("B:ss1", "SS"), sources=["B:s3"], target="B:c2"),
        e("pass", "R"),
        e("resolve", card=c("B:ss1", "SS"), strength={"B:c2": 1}),
    ],
)

K5_PLAY = [
    e("support", "R", "second", card=c("R:k5", "K5"), sources=["R:s3"]),
    e("pass", "B", "second"),
]
add(
    "hand-choice-looked",
    "illegal",
    [235],
    "「相手の手札から選ぶ」効果で相手の手札を見た",
    "The opponent's hand looked at while choosing from it",
    "R plays 強奪 (「相手の手札から1枚選んで捨て場に置く」). B fans his hand face up towards R and R picks the "
    "ミミズ out of it.",
    snap("second", R_TURN),
    [*K5_PLAY, e("resolve", None, "second", card=c("R:k5", "K5"), from_hand={"B": ["C1"]})],
    [
        *K5_PLAY,
        e("resolve", None, "second", card=c("R:k5", "K5"), from_hand={"B": ["C1"]}, looked_hand=["B"]),
    ],
)

K4_PLAY = [
    e("support", "R", "second", card=c("R:k4", "K4"), sources=["R:s3"]),
    e("pass", "B", "second"),
    e("resolve", None, "second", card=c("R:k4", "K4")),
]
add(
    "deck-look-shuffled-by-user",
    "illegal",
    [234],
    "相手の山札を見た後、見たプレイヤーだけで山札を切った",
    "After looking through the opponent's deck the looker alone shuffles it",
    "R plays 偵察 (「相手の山札の中を見る」), looks through B's deck and shuffles it himself before handing it "
    "back.",
    snap("second", R_TURN),
    [*K4_PLAY, e("shuffle", "B", "second", deck="B", **{"with": "R"})],
    [*K4_PLAY, e("shuffle", "R", "second", deck="B")],
)


# ---------------------------------------------------------------- 対決 card effects (159-160, 226-241, 273)

CE_PLAY = e("play", "B", card=c("B:c3", "CE"), sources=["B:s4"])
CE_EFFECT = e("effect", "B", source=c("B:c3", "CE"), ability="e1", life={"B": 1})
add(
    "effect-fired-twice",
    "illegal",
    [230],
    "場に出たときの効果を2回発動させた",
    "An on-play effect used twice while the card stays",
    "B plays ミツバチ (「場に出したとき、自分の地球ライフを1増やす」) and gains 1. Later in the 番, after laying a "
    "source, he says the ミツバチ 'triggers again' and adds 1 more.",
    snap(),
    [CE_PLAY, CE_EFFECT, e("play_source", "B", card=c("B:s7", "L"))],
    [CE_PLAY, CE_EFFECT, e("play_source", "B", card=c("B:s7", "L")), CE_EFFECT],
)

add(
    "effect-interrupted-by-source",
    "illegal",
    [160, 159],
    "対決カードの効果の処理前に別のカードを出した",
    "Another card laid before a 対決 card's effect is done",
    "B plays ミツバチ, lays a 陸のみなもと, and only then gains the Earth Life from ミツバチ's effect.",
    snap(),
    [CE_PLAY, CE_EFFECT, e("play_source", "B", card=c("B:s7", "L"))],
    [CE_PLAY, e("play_source", "B", card=c("B:s7", "L")), CE_EFFECT],
)

RN_R = r_default(groups=[[g("R:c1", "RN", ["R:s1", "R:s2"])]])
WK_ON_RN = [
    e("support", "B", card=c("B:w1", "WK"), sources=["B:s3"], target="R:c1"),
    e("pass", "R"),
    e("resolve", card=c("B:w1", "WK")),
    e("leave", card="R:c1", to="discard", by="B:w1"),
    e("survival", "R", discarded=[], released=[]),
    e("survival_approve", "B"),
]
add(
    "leave-trigger-skipped",
    "illegal",
    [227, 273],
    "場を離れたときの効果を処理しなかった",
    "A 'when this card leaves the field' effect is not carried out",
    "B's 撤去 sends R's ごみ焼却場 (「このカードが場を離れたとき、相手の地球ライフを1減らす」) to the discard. "
    "After the survival check B ends his 番; R says he is owed the Earth Life.",
    snap(r=RN_R),
    [*WK_ON_RN, e("effect", "R", source=c("R:c1", "RN"), ability="e1", life={"B": -1}), e("end_ban", "B")],
    [*WK_ON_RN, e("end_ban", "B")],
)

CD_B = b_default(
    sources=[s("B:s1", "L", "陸"), s("B:s3", "H", "人", False)],
    groups=[[g("B:c1", "CD", ["B:s1"])]],
)
CD_CONF = [
    e("announce", "B", "confrontation", total=2),
    e("announce", "R", "confrontation", total=3),
    e("pass", "B", "confrontation"),
    e("pass", "R", "confrontation"),
    e("confrontation_end", None, "confrontation", winner="R", discarded=["B:c1"], life_loss=1),
]
add(
    "discard-trigger-skipped",
    "illegal",
    [231, 227],
    "捨て場に置かれたときの効果を処理せずに次のターンに進んだ",
    "A 'when put into the discard' effect skipped after a lost 対決",
    "B's カブトムシ (「このカードが捨て場に置かれたとき、自分の地球ライフを1増やす」) is discarded when B loses the "
    "対決 3–2. R starts turn 6 by drawing; nobody applied the カブトムシ.",
    snap("confrontation", CONF_START, b=CD_B),
    [
        *CD_CONF,
        e("effect", "B", "confrontation", source=c("B:c1", "CD"), ability="e1", life={"B": 1}),
        e("draw", "R", "first", 6, count=1),
    ],
    [*CD_CONF, e("draw", "R", "first", 6, count=1)],
)

# ---------------------------------------------------------------- the 対決 (121-140) and the next turn (86-87)

TOLD = [e("announce", "B", "confrontation", total=5), e("announce", "R", "confrontation", total=3)]
PASSES = [e("pass", "B", "confrontation"), e("pass", "R", "confrontation")]
B_WINS = e("confrontation_end", None, "confrontation", winner="B", discarded=["R:c1"], life_loss=2)

add(
    "total-under-announced",
    "illegal",
    [129, 122],
    "対決カードの点数を少なく申告した",
    "A 対決 total announced too low",
    "B's ミミズ (2) and モグラ (3) make 5; B announces 4 'to bait a support card'.",
    snap("confrontation", CONF_START),
    [*TOLD],
    [e("announce", "B", "confrontation", total=4), e("announce", "R", "confrontation", total=3)],
)


add(
    "second-player-supports-first",
    "illegal",
    [124, 260],
    "対決で後攻が先にサポートを使った",
    "The 後攻 plays the 対決's first support card",
    "Right after the totals, before B (先攻) has decided, R plays 森林伐採 on B's モグラ.",
    snap("confrontation", CONF_TOLD),
    [
        e("pass", "B", "confrontation"),
        e("support", "R", "confrontation", card=c("R:k1", "K1"), sources=["R:s3"], target="B:c2"),
        e("pass", "B", "confrontation"),
        e("resolve", None, "confrontation", card=c("R:k1", "K1"), strength={"B:c2": -2}),
        e("pass", "R", "confrontation"),
    ],
    [e("support", "R", "confrontation", card=c("R:k1", "K1"), sources=["R:s3"], target="B:c2")],
)

add(
    "support-after-both-declined",
    "illegal",
    [262],
    "両者がサポートを使わないと表明した後にサポートを使った",
    "A support card after both players declined in turn",
    "B and R both say 「なし」. As B reaches for his Earth Life sheet, R plays 森林伐採 on B's モグラ.",
    snap("confrontation", CONF_TOLD),
    [*PASSES, B_WINS],
    [*PASSES, e("support", "R", "confrontation", card=c("R:k1", "K1"), sources=["R:s3"], target="B:c2")],
)

add(
    "life-before-support-check",
    "illegal",
    [139, 121],
    "サポートの使用意思を確認する前に地球ライフを減らした",
    "Earth Life reduced before the support decisions",
    "After the totals 5 and 3 are told, R at once writes down −2 on his Earth Life and discards his 工場の煙, "
    "without B and R deciding about support cards.",
    snap("confrontation", CONF_TOLD),
    [*PASSES, B_WINS],
    [B_WINS],
)

add(
    "life-loss-winner-total",
    "illegal",
    [136],
    "勝者の点数をそのまま地球ライフから減らした",
    "The loser takes the winner's whole total off his Earth Life",
    "B wins the 対決 5–3. R takes 5 off his Earth Life, thinking the winner's total is the damage.",
    snap("confrontation", CONF_TOLD),
    [*PASSES, B_WINS],
    [*PASSES, e("confrontation_end", None, "confrontation", winner="B", discarded=["R:c1"], life_loss=5)],
)

add(
    "loser-discards-sources",
    "illegal",
    [131],
    "対決に負けたプレイヤーがみなもとまで捨て場に置いた",
    "The loser of a 対決 discards his sources too",
    "R loses the 対決 and sweeps his 工場の煙 together with the two 二酸化炭素のみなもと under it into the discard.",
    snap("confrontation", CONF_TOLD),
    [*PASSES, B_WINS],
    [
        *PASSES,
        e(
            "confrontation_end",
            None,
            "confrontation",
            winner="B",
            discarded=["R:c1", "R:s1", "R:s2"],
            life_loss=2,
        ),
    ],
)

TIE_R = r_default(
    sources=[
        s("R:s1", "CO", "二酸化炭素"),
        s("R:s2", "CO", "二酸化炭素"),
        s("R:s3", "CO", "二酸化炭素"),
        s("R:s4", "H", "人", False),
    ],
    groups=[[g("R:c1", "R3", ["R:s1", "R:s2", "R:s3"])]],
)
TIE_TOLD = [
    e("announce", "B", "confrontation", total=5),
    e("announce", "R", "confrontation", total=5),
    *PASSES,
]
TIE_END = e(
    "confrontation_end", None, "confrontation", winner=None, discarded=["B:c1", "B:c2", "R:c1"], life_loss=0
)
add(
    "tie-given-to-first-player",
    "illegal",
    [135],
    "同点の対決を先攻の勝ちとした",
    "A tied 対決 given to the 先攻",
    "The totals are 5 and 5. B says ties go to the 先攻, so only R discards his card.",
    snap("confrontation", CONF_START, r=TIE_R),
    [*TIE_TOLD, TIE_END],
    [*TIE_TOLD, e("confrontation_end", None, "confrontation", winner="B", discarded=["R:c1"], life_loss=0)],
)

add(
    "tie-first-player-changes",
    "illegal",
    [87, 86],
    "引き分けの後に先攻が入れ替わった",
    "The 先攻 changes after a tied 対決",
    "Turn 5's 対決 (B 先攻) ends 5–5. R draws to start turn 6, saying the 先攻 alternates after a draw.",
    snap("confrontation", CONF_START, r=TIE_R),
    [*TIE_TOLD, TIE_END, e("draw", "B", "first", 6, count=1)],
    [*TIE_TOLD, TIE_END, e("draw", "R", "first", 6, count=1)],
)


# ---------------------------------------------------------------- the end of the game (142-152, 286-287)

LOW_R = r_default(life=2)
add(
    "play-on-after-life-zero",
    "illegal",
    [142, 140],
    "地球ライフが0になった後もゲームを続けた",
    "Play goes on after an Earth Life reached 0",
    "R has 2 Earth Life and loses the 対決 5–3. The players shuffle on and B draws for turn 6.",
    snap("confrontation", CONF_TOLD, r=LOW_R),
    [*PASSES, B_WINS, e("result", None, "confrontation", winner="B")],
    [*PASSES, B_WINS, e("draw", "B", "first", 6, count=1)],
)

BOTH1_B = b_default(life=1)
BOTH1_R = r_default(life=1)
KL_PLAY = [
    e("support", "R", "second", card=c("R:k9", "KL"), sources=["R:s3"]),
    e("pass", "B", "second"),
    e("resolve", None, "second", card=c("R:k9", "KL"), life={"R": -1, "B": -1}),
]
add(
    "both-life-zero-not-draw",
    "illegal",
    [144],
    "両者の地球ライフが同時に0になったのに勝敗をつけた",
    "Both Earth Lives reach 0 at once and a winner is named",
    "Both players have 1 Earth Life. R plays メタン放出 (「自分と相手の地球ライフをそれぞれ1減らす」); both reach 0. "
    "B claims the win because R's own card did it.",
    snap("second", R_TURN, b=BOTH1_B, r=BOTH1_R),
    [*KL_PLAY, e("result", None, "second", winner=None)],
    [*KL_PLAY, e("result", None, "second", winner="B")],
)

add(
    "game-loss-without-warning",
    "illegal",
    [287, 286],
    "警告なしに負けを通告した",
    "A game loss given with no earlier warning",
    "R keeps disputing a ruling. The judge at once gives R a game loss, with no warning before, and the "
    "players record B's win.",
    snap(),
    [
        e("penalty", None, seat="R", kind="warning", reason="判定に異議を唱え続けた", record="P-801"),
        e("penalty", None, seat="R", kind="game_loss", reason="286項", record="P-802"),
        e("result", None, winner="B"),
    ],
    [
        e("penalty", None, seat="R", kind="game_loss", reason="286項", record="P-802"),
        e("result", None, winner="B"),
    ],
)

# ---------------------------------------------------------------- preparation (64-73)

SETUP = [
    e("shuffle", "B", "setup", 0),
    e("shuffle", "R", "setup", 0),
    e("decide_first", None, "setup", 0, first="B", method="janken"),
    e("draw", "B", "setup", 0, count=5),
    e("draw", "R", "setup", 0, count=5),
]
add(
    "first-player-starts-before-redraw",
    "illegal",
    [73],
    "後攻が引きなおしを決める前に先攻が最初の番を始めた",
    "The 先攻 starts before the 後攻 has decided on a redraw",
    "B keeps his hand and draws to start his first 番 while R is still looking at his hand, deciding "
    "whether to redraw.",
    None,
    [*SETUP, e("keep", "B", "setup", 0), e("keep", "R", "setup", 0), e("draw", "B", "first", 1, count=0)],
    [*SETUP, e("keep", "B", "setup", 0), e("draw", "B", "first", 1, count=0)],
)


# ---------------------------------------------------------------- open questions (needs_ruling)

add(
    "spectator-talks-to-player",
    "needs_ruling",
    [77],
    "観戦者がプレイヤーに話しかけた",
    "A spectator speaks to a player during the game",
    "A friend of B's, not a member of his side, tells B 「そのカードはまだ出さないで」 during B's 番. 77 forbids "
    "it, but the measure it points to (「78項～77項に準ずる」) is printed reversed, so what follows is the "
    "judge's to decide.",
    snap(),
    [e("play_source", "B", card=c("B:s7", "L")), e("end_ban", "B")],
    [
        e("conduct", None, seat="B", breach="spectator_talk"),
        e("play_source", "B", card=c("B:s7", "L")),
        e("end_ban", "B"),
    ],
)

WD_PLAY = [
    e("support", "B", card=c("B:w1", "WD"), sources=["B:s3"]),
    e("pass", "R"),
]
add(
    "short-draw-rest-of-effect",
    "needs_ruling",
    [257, 232],
    "引く枚数が足りない時、効果の残りを処理するか",
    "Whether the rest of an effect happens when its draw comes up short",
    "B plays リサイクル (「カードを2枚引く。自分の地球ライフを1増やす」) with one card left in his deck. He draws "
    "it and adds 1 Earth Life; R says the effect stopped when the second card could not be drawn (257).",
    snap(b=b_default(hand=3)),
    [*WD_PLAY, e("resolve", card=c("B:w1", "WD"), draw={"B": 2}, life={"B": 1})],
    [*WD_PLAY, e("resolve", card=c("B:w1", "WD"), draw={"B": 1}, life={"B": 1})],
    bad_snapshot=snap(
        b=b_default(
            hand=3,
            # eighteen cards in the discard leave one in the deck
            discard=[
                *["L", "L", "RV", "RV", "LH", "C1", "C2", "C3", "M1"],
                *["M2", "CE", "CD", "XT", "F1", "F2", "F3", "W1", "W2"],
            ],
        )
    ),
)

K6_RESOLVE_LIFE = [
    e("support", "R", "second", card=c("R:k6", "K6"), sources=["R:s3"], target="B:c3"),
    e("pass", "B", "second"),
    e("resolve", None, "second", card=c("R:k6", "K6"), life={"B": -1}),
    e("leave", None, "second", card="B:c3", to="discard", by="R:k6"),
    e("survival", "B", "second", discarded=[], released=["B:s3"]),
    e("survival_approve", "R", "second"),
]
add(
    "support-text-extra-life-claim",
    "needs_ruling",
    [249, 250],
    "サポートカードの記述に地球ライフの減少も含まれるかで争いになった",
    "A dispute over whether a support card's printed text also takes Earth Life",
    "R's 開発 sends B's フクロウ to the discard. R then says the card's text also makes B lose 1 Earth Life; B "
    "says it only discards. Only the printed card can decide (249, 250); the judge has to read it.",
    snap("second", R_TURN, b=TRIPLE_B),
    [
        *k6_on("B:c3"),
        e("survival", "B", "second", discarded=[], released=["B:s3"]),
        e("survival_approve", "R", "second"),
    ],
    K6_RESOLVE_LIFE,
)

XT_B = b_default(
    hand=3,
    sources=[
        s("B:s1", "L", "陸"),
        s("B:s2", "L", "陸"),
        s("B:s3", "H", "人", False),
        s("B:s4", "L", "陸", False),
    ],
    groups=[[g("B:c1", "XT", ["B:s1", "B:s2"])]],
)
add(
    "draw-to-six-by-card-text",
    "needs_ruling",
    [98, 97],
    "場のカードの記述で手札上限が6枚だとして多く引いた",
    "A draw to six cards on the strength of a field card's text",
    "B has オオサンショウウオ on the field and, with 3 cards in hand, draws 3, saying its text raises his hand "
    "limit to 6. The judge has to read the card (98: 「カードに特に記述がない限り」).",
    snap(this_turn=NOT_DRAWN, b=XT_B),
    [e("draw", "B", count=2)],
    [e("draw", "B", count=3)],
)

# The stalemate (145): both fields hold only sources, both hands are full, nobody plays; each 対決 is a
# 0–0 draw and nothing changes. A judge who watched two such turns ends the game (145, 151, 152); one who
# came in at the start of the second cannot see the first.
BARE_B = b_default(
    hand=5,
    sources=[s("B:s1", "L", "陸", False), s("B:s2", "H", "人", False)],
    groups=[],
    discard=["C1", "C2"],
)
BARE_R = r_default(
    life=12,
    hand=5,
    sources=[s("R:s1", "CO", "二酸化炭素", False), s("R:s2", "CO", "二酸化炭素", False)],
    groups=[],
    discard=["R2"],
)


def quiet_turn(turn: int) -> list[Json]:
    return [
        e("draw", "B", "first", turn, count=0),
        e("end_ban", "B", "first", turn),
        e("draw", "R", "second", turn, count=0),
        e("end_ban", "R", "second", turn),
        e("announce", "B", "confrontation", turn, total=0),
        e("announce", "R", "confrontation", turn, total=0),
        e("pass", "B", "confrontation", turn),
        e("pass", "R", "confrontation", turn),
        e("confrontation_end", None, "confrontation", turn, winner=None, discarded=[], life_loss=0),
    ]


add(
    "stalemate-claimed-from-one-turn",
    "needs_ruling",
    [145, 151],
    "変化のない2ターンを確認できないまま試合終了を主張した",
    "A stalemate claimed when the judge saw only one unchanged turn",
    "The judge arrives at the start of turn 7. Both players say nothing changed in turn 6 either; after turn "
    "7 passes unchanged B (15 Earth Life against 12) claims the win by 145/151. Turn 6 is before the judge "
    "came.",
    snap(this_turn=NOT_DRAWN, b=BARE_B, r=BARE_R, turn=6),
    [*quiet_turn(6), *quiet_turn(7), e("result", None, "confrontation", 7, winner="B")],
    [*quiet_turn(7), e("result", None, "confrontation", 7, winner="B")],
    bad_snapshot=snap(this_turn=NOT_DRAWN, b=BARE_B, r=BARE_R, turn=7),
)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    ids = [sc["id"] for sc in SCENARIOS]
    assert len(ids) == len(set(ids)), "duplicate scenario id"
    for sc in SCENARIOS:
        path = OUT / f"{sc['id']}.json"
        path.write_text(json.dumps(sc, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {len(SCENARIOS)} scenarios to {OUT}")


if __name__ == "__main__":
    main()
