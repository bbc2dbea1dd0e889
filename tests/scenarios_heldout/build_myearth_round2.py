"""Writes the second (round 2) held-out MyEarth judge scenarios: ``python -m
tests.scenarios_heldout.build_myearth_round2`` from the repository root.

Written blind from the rulebook (rules_index/data/myearth.txt) and the log-format documents only. Every
log starts from a mid-game snapshot over one pool of plain test cards (30-card decks, 58), so each log
shows only the few entries the dispute is about.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent / "myearth"
DECK_SIZE = 30

L, H, LH, CO = "L", "H", "LH", "CO"
LAND, MAN, CO2 = "陸", "人", "二酸化炭素"


def _conf(name: str, atk: int, attr: str, cost: dict[str, int], chain: list[str] | None = None) -> dict:
    kw: dict[str, Any] = {"cost": cost}
    if chain:
        kw["chain"] = chain
    return {"name": name, "type": "confrontation", "atk": atk, "attributes": [attr], "keywords": kw}


def _sup(name: str, attr: str, cost: dict[str, int], kind: str, ability: dict, **kw: Any) -> dict:
    keywords: dict[str, Any] = {"cost": cost, "support": kind, **kw}
    return {
        "name": name,
        "type": "support",
        "attributes": [attr],
        "keywords": keywords,
        "abilities": [ability],
    }


OWN_CONF = {"zone": "field", "whose": "own", "kind": "confrontation"}
OPP_CONF = {"zone": "field", "whose": "opponent", "kind": "confrontation"}

CARDS: dict[str, dict] = {
    L: {"name": "陸のみなもと", "type": "source", "attributes": [LAND]},
    H: {"name": "人のみなもと", "type": "source", "attributes": [MAN]},
    LH: {"name": "里山", "type": "special_source", "attributes": [LAND, MAN]},
    CO: {"name": "二酸化炭素のみなもと", "type": "source", "attributes": [CO2]},
    "C1": _conf("検証の虫", 2, LAND, {LAND: 1}),
    "C2": _conf("検証の鳥", 3, LAND, {LAND: 2}, ["検証の虫"]),
    "C3": _conf("検証の獣", 4, LAND, {LAND: 1, MAN: 1}, ["検証の鳥"]),
    "C4": _conf("検証の熊", 4, LAND, {LAND: 2, MAN: 1}),
    "C5": _conf("検証の大樹", 6, LAND, {LAND: 5}, ["検証の熊"]),
    "C6": {
        **_conf("検証の花", 1, LAND, {LAND: 1}),
        "abilities": [{"kind": "effect", "trigger": {"event": "played"}, "effect": {"life": {"own": 1}}}],
    },
    "R1": _conf("検証温暖化1", 2, CO2, {CO2: 1}),
    "R2": _conf("検証温暖化2", 3, CO2, {CO2: 2}, ["検証温暖化1"]),
    "R3": _conf("検証温暖化3", 5, CO2, {CO2: 3}),
    "W1": _sup(
        "検証の植林",
        MAN,
        {MAN: 1},
        "white",
        {"kind": "support", "targets": [OWN_CONF], "effect": {"strength": 2}},
        target="confrontation",
    ),
    "W2": _sup(
        "検証の調査",
        MAN,
        {MAN: 1},
        "white",
        {
            "kind": "support",
            "effect": {"search_deck": "own", "life": {"own": 1}},
            "text": "山札から【陸の生き物】1枚を手札に加える",
        },
        task=True,
    ),
    "W3": _sup(
        "検証の打ち消し",
        MAN,
        {MAN: 1},
        "white",
        {
            "kind": "support",
            "targets": [{"zone": "field", "whose": "opponent", "kind": "support"}],
            "effect": {"cancel": True},
        },
    ),
    "W5": _sup("検証の備え", MAN, {MAN: 1}, "white", {"kind": "support", "effect": {"hand_limit": 6}}),
    "T1": _sup(
        "検証の課題",
        LAND,
        {LAND: 1},
        "white",
        {"kind": "support", "targets": [OWN_CONF], "effect": {"strength": 1}},
        target="confrontation",
        task=True,
    ),
    "SS": _sup(
        "検証の両面",
        MAN,
        {MAN: 1},
        "ss",
        {"kind": "support", "targets": [OWN_CONF], "effect": {"strength": 1}},
        target="confrontation",
    ),
    "K1": _sup(
        "検証の排気",
        CO2,
        {CO2: 1},
        "black",
        {"kind": "support", "targets": [OPP_CONF], "effect": {"strength": -1}},
        target="confrontation",
    ),
    "K2": _sup(
        "検証の伐採",
        CO2,
        {CO2: 1},
        "black",
        {"kind": "support", "targets": [OPP_CONF], "effect": {"strength": -2}},
        target="confrontation",
    ),
    "K3": _sup(
        "検証の埋立",
        CO2,
        {CO2: 1},
        "black",
        {
            "kind": "support",
            "targets": [{"zone": "discard", "whose": "opponent", "kind": "confrontation"}],
            "text": "相手の捨て場の対決カード1枚をゲームから取り除く",
        },
        target="discard",
    ),
    "K4": _sup(
        "検証の偵察",
        CO2,
        {CO2: 1},
        "black",
        {"kind": "support", "effect": {"look_deck": "opponent"}, "text": "相手の山札の中を見る"},
    ),
    "K5": _sup(
        "検証の強奪",
        CO2,
        {CO2: 1},
        "black",
        {
            "kind": "support",
            # Round-2 note: no free text here (see NOTES); the choice from the hand is the whole effect
            # the structure can say, and the card moved is the table's to name.
            "targets": [{"zone": "hand", "whose": "opponent"}],
        },
    ),
    "K6": _sup(
        "検証の熱波", CO2, {CO2: 1}, "black", {"kind": "support", "effect": {"life": {"opponent": -2}}}
    ),
    "K7": _sup(
        "検証の開発",
        CO2,
        {CO2: 1},
        "black",
        {"kind": "support", "targets": [OPP_CONF], "text": "対象の対決カードを捨て場に置く"},
        target="confrontation",
    ),
}

DECKS = {
    "B": {
        L: 8,
        H: 4,
        LH: 2,
        "C1": 2,
        "C2": 2,
        "C3": 2,
        "C4": 1,
        "C5": 1,
        "C6": 1,
        "W1": 2,
        "W2": 1,
        "W3": 1,
        "W5": 1,
        "T1": 1,
        "SS": 1,
    },
    "R": {
        CO: 11,
        H: 3,
        "R1": 3,
        "R2": 3,
        "R3": 2,
        "K1": 1,
        "K2": 1,
        "K3": 1,
        "K4": 1,
        "K5": 1,
        "K6": 1,
        "K7": 1,
        "SS": 1,
    },
}
for _seat, _deck in DECKS.items():
    assert sum(_deck.values()) == DECK_SIZE, _seat


def src(iid: str, card: str, attr: str, used: bool | None = None) -> dict:
    out: dict[str, Any] = {"iid": iid, "card": card, "attribute": attr}
    if used is not None:
        out["used"] = used
    return out


def gc(iid: str, card: str, sources: list[str], strength: int | None = None) -> dict:
    out: dict[str, Any] = {"iid": iid, "card": card, "sources": sources}
    if strength is not None:
        out["strength"] = strength
    return out


def player(
    life: int = 20,
    hand: int = 3,
    hand_cards: tuple = (),
    discard: tuple = (),
    sources: tuple = (),
    groups: tuple = (),
    supports: tuple = (),
) -> dict:
    return {
        "life": life,
        "hand": {"count": hand, "cards": [{"iid": i, "card": c} for i, c in hand_cards]},
        "discard": list(discard),
        "removed": [],
        "field": {"sources": list(sources), "groups": [list(g) for g in groups], "supports": list(supports)},
    }


def _fill_decks(snapshot: dict) -> None:
    """The deck count is what the 30-card decklist leaves after the other zones (so the snapshot adds up)."""
    for seat, p in snapshot["players"].items():
        f = p["field"]
        on_field = len(f["sources"]) + sum(len(g) for g in f["groups"]) + len(f["supports"])
        rest = DECK_SIZE - p["hand"]["count"] - len(p["discard"]) - len(p["removed"]) - on_field
        assert rest >= 0, seat
        p["deck"] = {"count": rest}
        if not p["hand"]["cards"]:
            del p["hand"]["cards"]


def snap(turn: int, phase: str, first: str, this_turn: dict, b: dict, r: dict, teams: bool = False) -> dict:
    order = [first, "R" if first.startswith("B") else "B"]
    if teams:
        order = [s + "1" for s in order]
    bs, rs = ("B1", "R1") if teams else ("B", "R")
    s = {
        "turn": turn,
        "phase": phase,
        "turn_players": order,
        "this_turn": this_turn,
        "players": {bs: copy.deepcopy(b), rs: copy.deepcopy(r)},
    }
    _fill_decks(s)
    return s


def header(snapshot: dict | None, teams: bool = False) -> dict:
    if teams:
        players = [{"seat": s} for s in ("B1", "B2", "R1", "R2")]
        sides = {"B1": "blue", "R1": "red"}
        decklists = {"B1": {"main": DECKS["B"]}, "R1": {"main": DECKS["R"]}}
    else:
        players = [{"seat": "B", "name": "青い地球"}, {"seat": "R", "name": "赤い地球"}]
        sides = {"B": "blue", "R": "red"}
        decklists = {"B": {"main": DECKS["B"]}, "R": {"main": DECKS["R"]}}
    h: dict[str, Any] = {
        "format": "judgelog/1",
        "game": "myearth",
        "rules_version": "2nd edition 2012-10-31",
        "players": players,
        "first_player": (snapshot or {}).get("turn_players", ["B"])[0] if snapshot else "B",
        "options": {"starting_life": 20, "sides": sides, "deck_size": DECK_SIZE},
        "cards": CARDS,
        "decklists": decklists,
    }
    if teams:
        h["teams"] = [{"name": "blue", "seats": ["B1", "B2"]}, {"name": "red", "seats": ["R1", "R2"]}]
    if snapshot is not None:
        h["snapshot"] = snapshot
    return h


def E(turn: int, phase: str, act: str, actor: str | None = None, **args: Any) -> dict:
    e: dict[str, Any] = {"turn": turn, "phase": phase, "act": act, "args": args}
    if actor is not None:
        e["actor"] = actor
    return e


def log(snapshot: dict | None, entries: list[dict], teams: bool = False) -> dict:
    out = []
    for n, e in enumerate(entries, 1):
        out.append({"seq": n, **e})
    return {"header": header(snapshot, teams), "entries": out}


def card(iid: str, cid: str) -> dict:
    return {"iid": iid, "card": cid}


SCENARIOS: list[dict] = []

# What the second look after the first run (2026-11-26) found wrong in a scenario as written blind.
NOTES: dict[str, str] = {
    "hand-choice-without-looking": (
        "As written, 検証の強奪 said its effect in free `text`; the format gives a card with free text "
        "needs_ruling for looking at the hand (docs/log-format-myearth.md, effect.looked_at_hand: the text "
        "may allow the look, 235 「別途記載がない限り」), so the disputed log was needs_ruling, not illegal. "
        "The card now declares only its choice from the opponent's hand, with no text."
    ),
    "cancel-only-same-chain": (
        "As written, the disputed log had R decline after its 【ss】 chain and then B play the cancel; B's decline "
        "had closed that chain, so R's decline was the second in a row and closed the 対決's window (262, "
        "product decision MyEarth 8), a second breach besides 265. Now R opens a new チェーン with 排気 and B "
        "answers it with the cancel aimed at the 【ss】 card of the earlier チェーン: only 265 is at stake."
    ),
    "team-member-barred": (
        "As written, the legal log also held the `conduct` note that B2 looked at the opponent's hand; that "
        "look is itself a breach of 74 (team.looked_at_hand), so the legal twin had a finding. The legal "
        "log is now the same play by B2 with no breach before it."
    ),
}
# What the engine still misses (the test expects the disagreement until it is fixed).
GAPS: dict[str, str] = {
    "play-before-draw": (
        "Open reading of 96, left to a human decision (eng18): 96 deems the draw of 0 made with the hand "
        "at the limit (「0枚のカードを引いたものとみなす」), so a play first may already be after it (101 kept), "
        "or the draw stays an act that 「省略することはできない」, of 0 cards, to be made before any play (this "
        "scenario's ruling). The engine gives ban.play_before_draw as needs_ruling until the product decides; "
        "the deemed draw itself (its release of used sources, 92) is made either way."
    ),
}


def scenario(
    sid: str,
    title_ja: str,
    title_en: str,
    situation: str,
    ruling: str,
    clauses: list[str],
    legal: dict,
    disputed: dict,
    printed: str | None = None,
) -> None:
    sc: dict[str, Any] = {
        "id": f"myearth-ho2-{sid}",
        "title_ja": title_ja,
        "title_en": title_en,
        "situation": situation,
        "ruling": ruling,
        "clauses": [f"myearth:{c}" for c in clauses],
    }
    if printed:
        sc["printed_example"] = printed
    if sid in NOTES:
        sc["note"] = NOTES[sid]
    if sid in GAPS:
        sc["gap"] = GAPS[sid]
    sc["legal"] = legal
    sc[ruling] = disputed
    SCENARIOS.append(sc)


# Common positions -------------------------------------------------------------------------------------

DRAWN = {"drawn": True, "discarded": False}
NOT_DRAWN = {"drawn": False, "discarded": False}


def conf_turn(announced: list[str], decided: bool = False, declines: int = 0) -> dict:
    t: dict[str, Any] = {"announced": announced, "supports_decided": decided}
    if decided:
        t["declines"] = declines
    return t


def b_plain(**kw: Any) -> dict:
    """B with one 虫 on a 陸, two unused 陸 and an unused 人."""
    base = dict(
        sources=(
            src("B:s1", L, LAND),
            src("B:s2", L, LAND, False),
            src("B:s4", L, LAND, False),
            src("B:s3", H, MAN, False),
        ),
        groups=([gc("B:c1", "C1", ["B:s1"])],),
    )
    base.update(kw)
    return player(**base)


def b_chain2(**kw: Any) -> dict:
    """B with 虫 (B:c1) and 鳥 (B:c2) chained on two 陸, and an unused 人 and 陸."""
    base = dict(
        sources=(
            src("B:s1", L, LAND),
            src("B:s2", L, LAND),
            src("B:s3", H, MAN, False),
            src("B:s4", L, LAND, False),
        ),
        groups=([gc("B:c1", "C1", ["B:s1"]), gc("B:c2", "C2", ["B:s2"])],),
    )
    base.update(kw)
    return player(**base)


def r_plain(**kw: Any) -> dict:
    """R with 温暖化1 (R:r1) on a 二酸化炭素, two unused 二酸化炭素 and an unused 人."""
    base = dict(
        sources=(
            src("R:s1", CO, CO2),
            src("R:s2", CO, CO2, False),
            src("R:s4", CO, CO2, False),
            src("R:s3", H, MAN, False),
        ),
        groups=([gc("R:r1", "R1", ["R:s1"])],),
    )
    base.update(kw)
    return player(**base)


def build() -> None:
    # 1. The draw fills the hand to exactly the limit (97).
    s = snap(3, "first", "B", NOT_DRAWN, b_plain(hand=2), r_plain())
    scenario(
        "draw-to-limit",
        "番の最初のドローは手札上限ちょうどまで",
        "The draw of a 番 fills the hand to exactly the limit",
        "先攻Bの番の開始時、Bの手札は2枚。Bは「2枚引けば十分」と言って山札から2枚だけ引き、手札4枚でカードを出し始めた。",
        "illegal",
        ["97"],
        log(s, [E(3, "first", "draw", "B", count=3)]),
        log(s, [E(3, "first", "draw", "B", count=2)]),
    )

    # 2. Hand above the limit at the start of the 番: cut it first (99).
    s = snap(3, "first", "B", NOT_DRAWN, b_plain(hand=6, hand_cards=(("B:h1", "C1"),)), r_plain())
    scenario(
        "limit-discard-before-draw",
        "番の開始時に手札が上限を超えていれば先に捨てる",
        "A hand above the limit is cut before the draw",
        "Bの番の開始時、Bの手札は6枚（上限5枚）。Bは何も捨てずに「0枚引いた」として番を始めた。Rが指摘した。",
        "illegal",
        ["99"],
        log(
            s,
            [
                E(3, "first", "limit_discard", "B", count=1, cards=["B:h1"]),
                E(3, "first", "draw", "B", count=0),
            ],
        ),
        log(s, [E(3, "first", "draw", "B", count=0)]),
    )

    # 3. A hand already at the limit still makes its 0-card draw before any play (96, 101).
    s = snap(3, "first", "B", NOT_DRAWN, b_plain(hand=5, hand_cards=(("B:h1", L),)), r_plain())
    scenario(
        "play-before-draw",
        "カードを引く動作の前にカードを出してはならない",
        "No play before the draw of the 番",
        "Bの番の開始時、手札はちょうど5枚。Bは「引くカードはないから」とすぐにみなもとを出し、その後で0枚ドローを宣言した。",
        "illegal",
        ["101"],
        log(
            s, [E(3, "first", "draw", "B", count=0), E(3, "first", "play_source", "B", card=card("B:h1", L))]
        ),
        log(
            s, [E(3, "first", "play_source", "B", card=card("B:h1", L)), E(3, "first", "draw", "B", count=0)]
        ),
    )

    # 4. No play after the end-of-番 discard (107).
    s = snap(3, "first", "B", DRAWN, b_plain(hand=3, hand_cards=(("B:h1", L), ("B:h2", "C1"))), r_plain())
    scenario(
        "play-after-discard",
        "手札を捨てた後にカードは出せない",
        "No play after the end-of-番 discard",
        "Bは自分の番の終わりに手札の虫1枚を捨てた。その後で「みなもとを出し忘れた」と言い、陸のみなもとを場に出した。",
        "illegal",
        ["107"],
        log(
            s,
            [
                E(3, "first", "play_source", "B", card=card("B:h1", L)),
                E(3, "first", "discard", "B", count=1, cards=["B:h2"]),
                E(3, "first", "end_ban", "B"),
            ],
        ),
        log(
            s,
            [
                E(3, "first", "discard", "B", count=1, cards=["B:h2"]),
                E(3, "first", "play_source", "B", card=card("B:h1", L)),
            ],
        ),
    )

    # 5. In the opponent's 番 only a support card, and only in a チェーン (111).
    s = snap(
        3,
        "second",
        "B",
        DRAWN,
        b_plain(hand=3, hand_cards=(("B:w1", "W1"), ("B:h1", L))),
        r_plain(hand=3, hand_cards=(("R:k1", "K1"),)),
    )
    scenario(
        "opponent-ban-only-support",
        "相手の番にはチェーンのサポートカードしか出せない",
        "In the opponent's 番 only a support card in a チェーン",
        "後攻Rの番にRがサポートカードを出した。先攻Bは「割り込めるなら」とチェーンでサポートではなく陸のみなもとを場に出した。",
        "illegal",
        ["111", "110"],
        log(
            s,
            [
                E(3, "second", "support", "R", card=card("R:k1", "K1"), sources=["R:s2"], target="B:c1"),
                E(3, "second", "support", "B", card=card("B:w1", "W1"), sources=["B:s3"], target="B:c1"),
                E(3, "second", "pass", "R"),
                E(3, "second", "resolve", card=card("B:w1", "W1"), strength={"B:c1": 2}),
                E(3, "second", "resolve", card=card("R:k1", "K1"), strength={"B:c1": -1}),
                E(3, "second", "end_ban", "R"),
            ],
        ),
        log(
            s,
            [
                E(3, "second", "support", "R", card=card("R:k1", "K1"), sources=["R:s2"], target="B:c1"),
                E(3, "second", "play_source", "B", card=card("B:h1", L)),
            ],
        ),
    )

    # 6. A 対決 card is stacked on exactly its cost (119).
    s = snap(3, "first", "B", DRAWN, b_plain(hand=3, hand_cards=(("B:h2", "C1"),)), r_plain())
    scenario(
        "cost-exact",
        "対決カードは必要コストと過不足ない枚数のみなもとに重ねる",
        "A 対決 card sits on exactly as many sources as its cost",
        "Bは必要コストが陸1枚の虫を、「強く見せたい」と陸のみなもと2枚の上に重ねて出した。",
        "illegal",
        ["119"],
        log(s, [E(3, "first", "play", "B", card=card("B:c5", "C1"), sources=["B:s2"])]),
        log(s, [E(3, "first", "play", "B", card=card("B:c5", "C1"), sources=["B:s2", "B:s4"])]),
    )

    # 7. A used source cannot pay again this turn (157, 94).
    b = player(hand=3, sources=(src("B:s1", L, LAND, True), src("B:s2", L, LAND, False)))
    s = snap(3, "first", "B", DRAWN, b, r_plain())
    scenario(
        "used-source",
        "使用状態のみなもとには対決カードを重ねられない",
        "A used source cannot take another 対決 card",
        "Bの番の途中で、陸のみなもとの上の対決カードが捨て場に置かれた。Bは空いたそのみなもと（使用状態）の上に新しい虫を出した。",
        "illegal",
        ["157", "94"],
        log(s, [E(3, "first", "play", "B", card=card("B:c5", "C1"), sources=["B:s2"])]),
        log(s, [E(3, "first", "play", "B", card=card("B:c5", "C1"), sources=["B:s1"])]),
    )

    # 8. A special source keeps the attribute declared when it was played (113).
    b = player(hand=3, sources=(src("B:s1", L, LAND, False), src("B:s5", LH, MAN, False)))
    s = snap(3, "first", "B", DRAWN, b, r_plain())
    scenario(
        "special-source-declared",
        "特別みなもとは出すときに決めた属性のまま",
        "A special source keeps its declared attribute",
        "Bは里山（陸・人）を人として場に出していた。次に陸2枚が必要な鳥を、陸のみなもと1枚と里山の上に出した。",
        "illegal",
        ["113"],
        log(s, [E(3, "first", "play", "B", card=card("B:c5", "C3"), sources=["B:s1", "B:s5"])]),
        log(s, [E(3, "first", "play", "B", card=card("B:c5", "C2"), sources=["B:s1", "B:s5"])]),
    )

    # 9. A chain goes only on the card named under the photo (172).
    s = snap(3, "first", "B", DRAWN, b_plain(), r_plain())
    scenario(
        "chain-name",
        "連鎖は写真の直下に書かれた名称のカードの上だけ",
        "A chain only on the card named under the photo",
        "Bの場に虫がいる。獣の写真の下には「検証の鳥」とだけ書いてあるが、Bは獣を虫の上に連鎖させて出した。",
        "illegal",
        ["172"],
        log(s, [E(3, "first", "play", "B", card=card("B:c5", "C2"), sources=["B:s2"], chain_on="B:c1")]),
        log(s, [E(3, "first", "play", "B", card=card("B:c5", "C3"), sources=["B:s3"], chain_on="B:c1")]),
    )

    # 10. A single-colour chain uses no more sources than its largest cost (176, 177).
    s = snap(3, "first", "B", DRAWN, b_plain(), r_plain())
    scenario(
        "chain-no-overpay",
        "連鎖のみなもとは最も多い必要コストに合わせる",
        "A chain pays its largest cost, not the sum",
        "虫（陸1）の上に鳥（陸2）を連鎖させるとき、Bは「虫の分と鳥の分で合計3枚」と陸のみなもとを2枚追加した。",
        "illegal",
        ["177", "176"],
        log(s, [E(3, "first", "play", "B", card=card("B:c5", "C2"), sources=["B:s2"], chain_on="B:c1")]),
        log(
            s,
            [E(3, "first", "play", "B", card=card("B:c5", "C2"), sources=["B:s2", "B:s4"], chain_on="B:c1")],
        ),
    )

    # 11. No source of an attribute the group does not need (182).
    s = snap(3, "first", "B", DRAWN, b_plain(), r_plain())
    scenario(
        "chain-foreign-attribute",
        "グループに不要な属性のみなもとは使えない",
        "No source of an attribute the group does not need",
        "虫（陸1）に鳥（陸2）を連鎖させるとき、Bは陸のみなもと1枚に加えて人のみなもと1枚も重ねた。グループに人は要らない。",
        "illegal",
        ["182"],
        log(s, [E(3, "first", "play", "B", card=card("B:c5", "C2"), sources=["B:s2"], chain_on="B:c1")]),
        log(
            s,
            [E(3, "first", "play", "B", card=card("B:c5", "C2"), sources=["B:s2", "B:s3"], chain_on="B:c1")],
        ),
    )

    # 12. The printed example of 181: 陸+人 3 under 陸 5 — five sources of any mix with one of each.
    b = player(
        hand=3,
        sources=(
            src("B:s1", L, LAND),
            src("B:s2", L, LAND),
            src("B:s3", H, MAN),
            src("B:s4", H, MAN, False),
            src("B:s5", H, MAN, False),
            src("B:s6", L, LAND, False),
            src("B:s7", L, LAND, False),
            src("B:s8", L, LAND, False),
        ),
        groups=([gc("B:c1", "C4", ["B:s1", "B:s2", "B:s3"])],),
    )
    s = snap(3, "first", "B", DRAWN, b, r_plain())
    scenario(
        "mixed-chain-181",
        "混色連鎖: 陸と人計3枚の上に陸5枚のカード（181項の例）",
        "Mixed chain: a 陸 5 card on a 陸+人 3 card (the example of 181)",
        "熊（陸2・人1）の上に大樹（陸5）を連鎖させる。Bは「陸5枚と人1枚の計6枚が要る」と陸を3枚追加して計6枚にした。"
        "Rは「人2枚を足して5枚でよい」と言う。",
        "illegal",
        ["179", "181"],
        log(
            s,
            [E(3, "first", "play", "B", card=card("B:c5", "C5"), sources=["B:s4", "B:s5"], chain_on="B:c1")],
        ),
        log(
            s,
            [
                E(
                    3,
                    "first",
                    "play",
                    "B",
                    card=card("B:c5", "C5"),
                    sources=["B:s6", "B:s7", "B:s8"],
                    chain_on="B:c1",
                )
            ],
        ),
        printed="181",
    )

    # 13. Strength 0: the card goes to the discard at once (162).
    s = snap(3, "second", "B", DRAWN, b_chain2(), r_plain(hand=3, hand_cards=(("R:k2", "K2"),)))
    pre = [
        E(3, "second", "support", "R", card=card("R:k2", "K2"), sources=["R:s2"], target="B:c1"),
        E(3, "second", "pass", "B"),
        E(3, "second", "resolve", card=card("R:k2", "K2"), strength={"B:c1": -2}),
    ]
    scenario(
        "strength-zero-discard",
        "強さが0になった対決カードは即座に捨て場へ",
        "A 対決 card at strength 0 goes at once",
        "Rの伐採（強さ-2）でBの虫（強さ2）が0になった。Bは「対決で負けるまで場に残る」と言い、虫を場に置いたままRは番を終えた。",
        "illegal",
        ["162"],
        log(
            s,
            [
                *pre,
                E(3, "second", "leave", card="B:c1", to="discard", by="rule"),
                E(3, "second", "survival", "B", discarded=[], released=[]),
                E(3, "second", "end_ban", "R"),
            ],
        ),
        log(s, [*pre, E(3, "second", "end_ban", "R")]),
    )

    # Removal of B's 鳥 by R's 開発 in R's 番 (used by 14, 17, 18).
    def removal(target: str, b: dict) -> tuple[dict, list[dict]]:
        s = snap(3, "second", "B", DRAWN, b, r_plain(hand=3, hand_cards=(("R:k7", "K7"),)))
        return s, [
            E(3, "second", "support", "R", card=card("R:k7", "K7"), sources=["R:s2"], target=target),
            E(3, "second", "pass", "B"),
            E(3, "second", "resolve", card=card("R:k7", "K7")),
            E(3, "second", "leave", card=target, to="discard", by="R:k7"),
        ]

    # 14. The survival check releases the surplus sources (209).
    s, pre = removal("B:c2", b_chain2())
    scenario(
        "survival-release-surplus",
        "生存判定で余ったみなもとは外す",
        "The survival check releases the surplus",
        "虫と鳥の連鎖（陸2枚）から鳥が捨て場に置かれた。Bは生存判定で「虫は残る」とだけ言い、陸2枚をそのまま虫の下に残した。",
        "illegal",
        ["209"],
        log(s, [*pre, E(3, "second", "survival", "B", discarded=[], released=["B:s2"])]),
        log(s, [*pre, E(3, "second", "survival", "B", discarded=[], released=[])]),
    )

    # 15, 16. The middle of a three-card chain leaves (191, 192).
    b3 = player(
        hand=3,
        sources=(src("B:s1", L, LAND), src("B:s2", L, LAND), src("B:s5", LH, MAN)),
        groups=([gc("B:c1", "C1", ["B:s1"]), gc("B:c2", "C2", ["B:s2"]), gc("B:c3", "C3", ["B:s5"])],),
    )
    s, pre = removal("B:c2", b3)
    good = E(3, "second", "survival", "B", discarded=["B:c3"], released=["B:s2", "B:s5"])
    scenario(
        "survival-chain-broken",
        "連鎖の中段が抜けたら上のカードは下のカードと連鎖できるかで判定",
        "When the middle of a chain leaves, the card above must chain on the card below",
        "虫・鳥・獣の連鎖から中段の鳥が捨て場に置かれた。Bは「獣は残った虫の上に乗っているだけ」と獣を残した。"
        "獣の写真の下には「検証の鳥」としか書かれていない。",
        "illegal",
        ["191", "192"],
        log(s, [*pre, good]),
        log(s, [*pre, E(3, "second", "survival", "B", discarded=[], released=[])]),
    )
    scenario(
        "survival-lower-card-stays",
        "連鎖できないカードを捨てても下位のカードは捨てない",
        "A card that cannot chain goes, the cards below it stay",
        "虫・鳥・獣の連鎖から鳥が捨て場に置かれ、獣は虫と連鎖できないので捨てた。Bはさらに「連鎖が崩れた」と虫も捨て場に置いた。",
        "illegal",
        ["192"],
        log(s, [*pre, good]),
        log(
            s,
            [
                *pre,
                E(
                    3,
                    "second",
                    "survival",
                    "B",
                    discarded=["B:c3", "B:c1"],
                    released=["B:s1", "B:s2", "B:s5"],
                ),
            ],
        ),
    )

    # 17. No objection after the approval (215).
    s, pre = removal("B:c2", b_chain2())
    check = E(3, "second", "survival", "B", discarded=[], released=["B:s2"])
    scenario(
        "survival-objection-after-approval",
        "生存判定を承認した後の異議は不可",
        "No objection after approving a survival check",
        "Bの生存判定のあと、Rは「問題ない」と承認した。少ししてRが「やはり外すみなもとが違う」と異議を申し立てた。",
        "illegal",
        ["215"],
        log(s, [*pre, check, E(3, "second", "survival_approve", "R"), E(3, "second", "end_ban", "R")]),
        log(
            s,
            [
                *pre,
                check,
                E(3, "second", "survival_approve", "R"),
                E(3, "second", "survival_object", "R", problem="B:s1を外すべき"),
            ],
        ),
    )

    # 18. Which surplus source goes is the owner's choice: a wrong objection forces no redo (217).
    scenario(
        "survival-owner-chooses",
        "どちらのみなもとを外すかは所有者の権利",
        "Which surplus source to release is the owner's choice",
        "Bが生存判定で陸のみなもとB:s2を外した。Rは「B:s1を外すべき」と異議を申し立て、Bはそれに従って判定をやり直した。",
        "illegal",
        ["217"],
        log(
            s,
            [
                *pre,
                check,
                E(3, "second", "survival_object", "R", problem="B:s1を外すべき"),
                E(3, "second", "end_ban", "R"),
            ],
        ),
        log(
            s,
            [
                *pre,
                check,
                E(3, "second", "survival_object", "R", problem="B:s1を外すべき"),
                E(3, "second", "survival", "B", discarded=[], released=["B:s1"]),
            ],
        ),
    )

    # 19. A support whose target is in the discard needs a candidate there (247).
    r = r_plain(hand=3, hand_cards=(("R:k3", "K3"),))
    s_ok = snap(3, "second", "B", DRAWN, b_plain(discard=({"iid": "B:d1", "card": "C1"},)), r)
    s_bad = snap(3, "second", "B", DRAWN, b_plain(discard=({"iid": "B:d1", "card": L},)), r)
    scenario(
        "support-no-target-discard",
        "捨て場が対象のサポートは対象がなければ使えない",
        "A support targeting the discard cannot be used without a candidate",
        "Rは「相手の捨て場の対決カード1枚をゲームから取り除く」埋立を出した。Bの捨て場にはみなもとカードしかない。"
        "Rは「効果は空振りでよい」と言って出し、みなもとを使用状態にした。",
        "illegal",
        ["247"],
        log(
            s_ok,
            [
                E(3, "second", "support", "R", card=card("R:k3", "K3"), sources=["R:s2"], target="B:d1"),
                E(3, "second", "pass", "B"),
                E(3, "second", "resolve", card=card("R:k3", "K3")),
            ],
        ),
        log(
            s_bad,
            [
                E(3, "second", "support", "R", card=card("R:k3", "K3"), sources=["R:s2"]),
                E(3, "second", "pass", "B"),
                E(3, "second", "resolve", card=card("R:k3", "K3")),
            ],
        ),
    )

    # 20. A deck search that finds nothing still takes effect (241).
    s = snap(3, "first", "B", DRAWN, b_plain(hand=3, hand_cards=(("B:w2", "W2"),)), r_plain())
    sup = [
        E(3, "first", "support", "B", card=card("B:w2", "W2"), sources=["B:s3"]),
        E(3, "first", "pass", "R"),
    ]
    scenario(
        "deck-search-finds-nothing",
        "山札から選ぶ効果は該当がなくても発動する",
        "A deck search that finds nothing still takes effect",
        "Bが調査（山札から陸の生き物1枚を手札に加え、地球ライフ+1、【課題】付き）を使った。山札に陸の生き物はなかった。"
        "Bは「該当なしだから効果は発動しない」と地球ライフも【課題】も処理せず、山札を切った。",
        "illegal",
        ["241"],
        log(
            s,
            [
                *sup,
                E(3, "first", "resolve", card=card("B:w2", "W2"), life={"B": 1}, task=1),
                E(3, "first", "shuffle", "B", deck="B"),
            ],
        ),
        log(
            s,
            [
                *sup,
                E(3, "first", "resolve", card=card("B:w2", "W2"), task=0),
                E(3, "first", "shuffle", "B", deck="B"),
            ],
        ),
    )

    # 21. A 【課題】 is carried out once when the effect fires (268).
    s = snap(3, "first", "B", DRAWN, b_plain(hand=3, hand_cards=(("B:t1", "T1"),)), r_plain())
    sup = [
        E(3, "first", "support", "B", card=card("B:t1", "T1"), sources=["B:s2"], target="B:c1"),
        E(3, "first", "pass", "R"),
    ]
    scenario(
        "task-carried-out",
        "効果が発動したら【課題】も1回行う",
        "When the effect fires its 【課題】 is carried out once",
        "Bは【課題】付きのサポートカードを使い、効果（強さ+1）は処理した。【課題】は「面倒だから」と行わなかった。",
        "illegal",
        ["268", "267"],
        log(s, [*sup, E(3, "first", "resolve", card=card("B:t1", "T1"), strength={"B:c1": 1}, task=1)]),
        log(s, [*sup, E(3, "first", "resolve", card=card("B:t1", "T1"), strength={"B:c1": 1}, task=0)]),
    )

    # 22, 23. The target leaves before the support resolves (258, 259, 267).
    def fizzle(sup_card: str, b: dict) -> tuple[dict, list[dict]]:
        s = snap(3, "first", "B", DRAWN, b, r_plain(hand=3, hand_cards=(("R:k7", "K7"),)))
        srcs = ["B:s4"] if sup_card == "T1" else ["B:s3"]
        return s, [
            E(3, "first", "support", "B", card=card("B:x1", sup_card), sources=srcs, target="B:c2"),
            E(3, "first", "support", "R", card=card("R:k7", "K7"), sources=["R:s2"], target="B:c2"),
            E(3, "first", "pass", "B"),
            E(3, "first", "resolve", card=card("R:k7", "K7")),
            E(3, "first", "leave", card="B:c2", to="discard", by="R:k7"),
        ]

    s, pre = fizzle("T1", b_chain2(hand=3, hand_cards=(("B:x1", "T1"),)))
    after = [E(3, "first", "survival", "B", discarded=[], released=["B:s2"])]
    scenario(
        "task-not-when-fizzled",
        "効果が発動しなかったサポートの【課題】は行わない",
        "No 【課題】 when the support's effect did not fire",
        "Bの【課題】付きサポートの対象（鳥）が、Rのチェーンの開発で先に捨て場に置かれた。Bのサポートは効果なしで捨て場に置かれたが、"
        "Bは【課題】だけは行った。",
        "illegal",
        ["267"],
        log(s, [*pre, E(3, "first", "resolve", card=card("B:x1", "T1"), fizzled=True, task=0), *after]),
        log(s, [*pre, E(3, "first", "resolve", card=card("B:x1", "T1"), fizzled=True, task=1), *after]),
    )
    s, pre = fizzle("W1", b_chain2(hand=3, hand_cards=(("B:x1", "W1"),)))
    scenario(
        "no-retarget-after-target-left",
        "対象がなくなったサポートは対象を選び直さない",
        "A support whose target left is not re-targeted",
        "Bは植林（自分の対決カード1枚の強さ+2）で鳥を選んだ。Rのチェーンで鳥が捨て場に置かれたので、Bは「では虫に」と"
        "植林の+2を虫に与えた。",
        "illegal",
        ["258", "253"],
        log(s, [*pre, E(3, "first", "resolve", card=card("B:x1", "W1"), fizzled=True), *after]),
        log(s, [*pre, E(3, "first", "resolve", card=card("B:x1", "W1"), strength={"B:c1": 2}), *after]),
    )

    # 24. The last support of a チェーン takes effect first (256).
    s = snap(
        3,
        "first",
        "B",
        DRAWN,
        b_plain(hand=3, hand_cards=(("B:w1", "W1"),)),
        r_plain(hand=3, hand_cards=(("R:k1", "K1"),)),
    )
    sup = [
        E(3, "first", "support", "B", card=card("B:w1", "W1"), sources=["B:s3"], target="B:c1"),
        E(3, "first", "support", "R", card=card("R:k1", "K1"), sources=["R:s2"], target="B:c1"),
        E(3, "first", "pass", "B"),
    ]
    scenario(
        "chain-last-first",
        "チェーンは最後に出されたものから発動する",
        "A チェーン resolves from the last card played",
        "Bの植林（+2）にRが排気（-1）をチェーンした。Bは「先に出した方から」と植林を先に処理し、その後で排気を処理した。",
        "illegal",
        ["256"],
        log(
            s,
            [
                *sup,
                E(3, "first", "resolve", card=card("R:k1", "K1"), strength={"B:c1": -1}),
                E(3, "first", "resolve", card=card("B:w1", "W1"), strength={"B:c1": 2}),
            ],
        ),
        log(
            s,
            [
                *sup,
                E(3, "first", "resolve", card=card("B:w1", "W1"), strength={"B:c1": 2}),
                E(3, "first", "resolve", card=card("R:k1", "K1"), strength={"B:c1": -1}),
            ],
        ),
    )

    # 25. A later チェーン cannot cancel an earlier one (265).
    b = b_plain(hand=3, hand_cards=(("B:w3", "W3"),))
    r = r_plain(hand=3, hand_cards=(("R:ss1", "SS"), ("R:k1", "K1")))
    s = snap(4, "confrontation", "R", conf_turn(["R", "B"]), b, r)
    scenario(
        "cancel-only-same-chain",
        "後のチェーンで前のチェーンのサポートは打ち消せない",
        "A later チェーン cannot cancel a support of an earlier one",
        "対決でRが【ss】カード（自分の対決カード+1）を使い、Bはチェーンせずに効果が処理された。続いてRが排気を出すと、"
        "Bはそのチェーンで打ち消しのサポートを出し、前のチェーンで場に残ったRの【ss】カードを打ち消そうとした。",
        "illegal",
        ["265"],
        log(
            s,
            [
                E(
                    4,
                    "confrontation",
                    "support",
                    "R",
                    card=card("R:ss1", "SS"),
                    sources=["R:s3"],
                    target="R:r1",
                ),
                E(
                    4,
                    "confrontation",
                    "support",
                    "B",
                    card=card("B:w3", "W3"),
                    sources=["B:s3"],
                    target="R:ss1",
                ),
                E(4, "confrontation", "pass", "R"),
                E(4, "confrontation", "resolve", card=card("B:w3", "W3")),
                E(4, "confrontation", "resolve", card=card("R:ss1", "SS")),
                E(4, "confrontation", "pass", "B"),
            ],
        ),
        log(
            s,
            [
                E(
                    4,
                    "confrontation",
                    "support",
                    "R",
                    card=card("R:ss1", "SS"),
                    sources=["R:s3"],
                    target="R:r1",
                ),
                E(4, "confrontation", "pass", "B"),
                E(4, "confrontation", "resolve", card=card("R:ss1", "SS"), strength={"R:r1": 1}, to="field"),
                E(
                    4,
                    "confrontation",
                    "support",
                    "R",
                    card=card("R:k1", "K1"),
                    sources=["R:s2"],
                    target="B:c1",
                ),
                E(
                    4,
                    "confrontation",
                    "support",
                    "B",
                    card=card("B:w3", "W3"),
                    sources=["B:s3"],
                    target="R:ss1",
                ),
            ],
        ),
    )

    # 26. 【ss】 stays on the field after it took effect (272).
    s = snap(3, "first", "B", DRAWN, b_plain(hand=3, hand_cards=(("B:ss1", "SS"),)), r_plain())
    sup = [
        E(3, "first", "support", "B", card=card("B:ss1", "SS"), sources=["B:s3"], target="B:c1"),
        E(3, "first", "pass", "R"),
    ]
    scenario(
        "ss-stays-on-field",
        "【ss】カードは効果の後も場に残る",
        "A 【ss】 card stays on the field after its effect",
        "Bは【ss】カードを使い、効果（強さ+1）を処理した後、普通のサポートと同じように捨て場に置いた。",
        "illegal",
        ["272", "40"],
        log(s, [*sup, E(3, "first", "resolve", card=card("B:ss1", "SS"), strength={"B:c1": 1}, to="field")]),
        log(s, [*sup, E(3, "first", "resolve", card=card("B:ss1", "SS"), strength={"B:c1": 1})]),
    )

    # 27. A later 【ss】 sends the earlier one, whoever owns it, to the discard (272).
    r = r_plain(
        sources=(src("R:s1", CO, CO2), src("R:s2", CO, CO2, False), src("R:s3", H, MAN)),
        supports=(gc("R:ss1", "SS", ["R:s3"]),),
    )
    s = snap(3, "first", "B", DRAWN, b_plain(hand=3, hand_cards=(("B:ss1", "SS"),)), r)
    scenario(
        "ss-replaces-earlier",
        "後の【ss】の効果が認められたら先の【ss】は捨て場へ",
        "A later 【ss】 sends the earlier one to the discard",
        "Rの【ss】カードが場に残っている。Bが自分の【ss】カードを使い効果が処理された。Rは「自分の【ss】は相手のとは関係ない」と"
        "場に残したままにした。",
        "illegal",
        ["272"],
        log(
            s,
            [
                *sup,
                E(
                    3,
                    "first",
                    "resolve",
                    card=card("B:ss1", "SS"),
                    strength={"B:c1": 1},
                    to="field",
                    replaced=["R:ss1"],
                ),
            ],
        ),
        log(s, [*sup, E(3, "first", "resolve", card=card("B:ss1", "SS"), strength={"B:c1": 1}, to="field")]),
    )

    # 28. The hand limit changes only by a card (98).
    b = player(hand=3, hand_cards=(("B:w5", "W5"),), sources=(src("B:s3", H, MAN, False),))
    r = player(hand=3, sources=(src("R:s2", CO, CO2, False),))
    s = snap(3, "confrontation", "B", conf_turn(["B", "R"]), b, r)
    scenario(
        "hand-limit-by-card-only",
        "手札の上限枚数はカードの記述がなければ変わらない",
        "The hand limit changes only when a card says so",
        "Bは前のターンに備え（手札上限6枚）を使っていない。対決が引き分けで終わり、次の番の開始時にBは手札3枚から「上限は6枚」と"
        "3枚引いた。",
        "illegal",
        ["98", "97"],
        log(
            s,
            [
                E(3, "confrontation", "support", "B", card=card("B:w5", "W5"), sources=["B:s3"]),
                E(3, "confrontation", "pass", "R"),
                E(3, "confrontation", "resolve", card=card("B:w5", "W5"), hand_limit={"B": 6}),
                E(3, "confrontation", "pass", "B"),
                E(3, "confrontation", "confrontation_end", winner=None, discarded=[], life_loss=0),
                E(4, "first", "draw", "B", count=4),
            ],
        ),
        log(
            s,
            [
                E(3, "confrontation", "pass", "B"),
                E(3, "confrontation", "pass", "R"),
                E(3, "confrontation", "confrontation_end", winner=None, discarded=[], life_loss=0),
                E(4, "first", "draw", "B", count=3),
            ],
        ),
    )

    # Confrontation positions for 29-36.
    b5 = b_chain2()
    r2 = r_plain(life=15)

    # 29. The loser loses the difference of the totals (136).
    s = snap(3, "confrontation", "B", conf_turn([]), b5, r2)
    ann = [
        E(3, "confrontation", "announce", "B", total=5),
        E(3, "confrontation", "announce", "R", total=2),
        E(3, "confrontation", "pass", "B"),
        E(3, "confrontation", "pass", "R"),
    ]
    scenario(
        "life-loss-difference",
        "地球ライフは点数の差だけ減らす",
        "Earth Life drops by the difference of the totals",
        "対決はB 5点、R 2点でBの勝ち。Rは「相手の点数の半分」と地球ライフを2減らした。",
        "illegal",
        ["136"],
        log(
            s, [*ann, E(3, "confrontation", "confrontation_end", winner="B", discarded=["R:r1"], life_loss=3)]
        ),
        log(
            s, [*ann, E(3, "confrontation", "confrontation_end", winner="B", discarded=["R:r1"], life_loss=2)]
        ),
    )

    # 30. A tie: both lose, both discard, no Earth Life change (135).
    s = snap(3, "confrontation", "B", conf_turn([]), b_plain(), r_plain())
    ann = [
        E(3, "confrontation", "announce", "B", total=2),
        E(3, "confrontation", "announce", "R", total=2),
        E(3, "confrontation", "pass", "B"),
        E(3, "confrontation", "pass", "R"),
    ]
    scenario(
        "tie-both-discard",
        "引き分けは両者とも負けとして対決カードを捨てる",
        "A tie: both discard their 対決 cards",
        "対決は2点対2点の引き分け。両者は「引き分けだから何もしない」と対決カードを場に残したまま次のターンに進もうとした。",
        "illegal",
        ["135", "131"],
        log(
            s,
            [
                *ann,
                E(
                    3,
                    "confrontation",
                    "confrontation_end",
                    winner=None,
                    discarded=["B:c1", "R:r1"],
                    life_loss=0,
                ),
            ],
        ),
        log(s, [*ann, E(3, "confrontation", "confrontation_end", winner=None, discarded=[], life_loss=0)]),
    )

    # 31. Earth Life 0 by an effect ends the game at once (142).
    s = snap(3, "second", "B", DRAWN, b_plain(life=2), r_plain(hand=3, hand_cards=(("R:k6", "K6"),)))
    sup = [
        E(3, "second", "support", "R", card=card("R:k6", "K6"), sources=["R:s2"]),
        E(3, "second", "pass", "B"),
        E(3, "second", "resolve", card=card("R:k6", "K6"), life={"B": -2}),
    ]
    scenario(
        "life-zero-by-effect",
        "効果で地球ライフが0になればその時点で負け",
        "Earth Life 0 by an effect loses at once",
        "Bの地球ライフは2。Rの番にRの熱波（相手の地球ライフ-2）でBは0になった。Bは「対決まではゲームは続く」と主張し、Rは番を終えた。",
        "illegal",
        ["142"],
        log(s, [*sup, E(3, "second", "result", winner="R")]),
        log(s, [*sup, E(3, "second", "end_ban", "R")]),
    )

    # 32. The 先攻 announces first (122).
    s = snap(3, "confrontation", "B", conf_turn([]), b5, r2)
    scenario(
        "announce-first-player-first",
        "対決の点数は先攻から伝える",
        "The 先攻 announces first",
        "後攻Rの番が終わり対決に入った。Rが先に「2点」と伝え、その後で先攻Bが「5点」と伝えた。",
        "illegal",
        ["122"],
        log(
            s,
            [
                E(3, "confrontation", "announce", "B", total=5),
                E(3, "confrontation", "announce", "R", total=2),
            ],
        ),
        log(
            s,
            [
                E(3, "confrontation", "announce", "R", total=2),
                E(3, "confrontation", "announce", "B", total=5),
            ],
        ),
    )

    # 33. The total includes support effects already made (122, 129).
    b = b_plain(groups=([gc("B:c1", "C1", ["B:s1"], strength=2)],))
    s = snap(3, "confrontation", "B", conf_turn([]), b, r_plain())
    scenario(
        "announce-with-support",
        "対決の点数には既に出たサポートの変動を含める",
        "The 対決 total includes the changes of supports already played",
        "Bは自分の番に植林で虫の強さを+2していた。対決に入るとき、Bは虫の印刷された強さだけで「2点」と伝えた。",
        "illegal",
        ["122", "129"],
        log(
            s,
            [
                E(3, "confrontation", "announce", "B", total=4),
                E(3, "confrontation", "announce", "R", total=2),
            ],
        ),
        log(
            s,
            [
                E(3, "confrontation", "announce", "B", total=2),
                E(3, "confrontation", "announce", "R", total=2),
            ],
        ),
    )

    # 34. The 先攻 decides first about supports in the 対決 (260).
    s = snap(
        3, "confrontation", "B", conf_turn(["B", "R"]), b5, r_plain(hand=3, hand_cards=(("R:k1", "K1"),))
    )
    scenario(
        "confrontation-support-first-player",
        "対決のサポート使用意思は先攻から",
        "In the 対決 the 先攻 decides first about supports",
        "点数を伝え合った直後、Bが考えている間に後攻Rが排気を出した。",
        "illegal",
        ["260", "124"],
        log(
            s,
            [
                E(3, "confrontation", "pass", "B"),
                E(
                    3,
                    "confrontation",
                    "support",
                    "R",
                    card=card("R:k1", "K1"),
                    sources=["R:s2"],
                    target="B:c2",
                ),
                E(3, "confrontation", "pass", "B"),
                E(3, "confrontation", "resolve", card=card("R:k1", "K1"), strength={"B:c2": -1}),
            ],
        ),
        log(
            s,
            [E(3, "confrontation", "support", "R", card=card("R:k1", "K1"), sources=["R:s2"], target="B:c2")],
        ),
    )

    # 35. Two declines in a row close the window (262).
    s = snap(
        3, "confrontation", "B", conf_turn(["B", "R"]), b_chain2(hand=3, hand_cards=(("B:w1", "W1"),)), r2
    )
    scenario(
        "support-after-window-closed",
        "両者が続けて使わないと言ったらもうサポートは出せない",
        "After two declines in a row no more supports",
        "対決で先攻B、後攻Rが続けて「使わない」と言った。Rが点数を計算し始めたところで、Bが「やはり植林を使う」と出した。",
        "illegal",
        ["262"],
        log(
            s,
            [
                E(3, "confrontation", "pass", "B"),
                E(3, "confrontation", "pass", "R"),
                E(3, "confrontation", "confrontation_end", winner="B", discarded=["R:r1"], life_loss=3),
            ],
        ),
        log(
            s,
            [
                E(3, "confrontation", "pass", "B"),
                E(3, "confrontation", "pass", "R"),
                E(
                    3,
                    "confrontation",
                    "support",
                    "B",
                    card=card("B:w1", "W1"),
                    sources=["B:s3"],
                    target="B:c2",
                ),
            ],
        ),
    )

    # 36. No Earth Life change before the support decisions (139).
    s = snap(3, "confrontation", "B", conf_turn(["B", "R"]), b5, r2)
    scenario(
        "life-before-support-decision",
        "サポートの使用意思を確認する前に地球ライフを減らさない",
        "No Earth Life loss before the support decisions",
        "点数を伝え合った直後、Rは「どうせ負け」と地球ライフを3減らし対決カードを捨てた。サポートの使用意思はまだ確認していない。",
        "illegal",
        ["139"],
        log(
            s,
            [
                E(3, "confrontation", "pass", "B"),
                E(3, "confrontation", "pass", "R"),
                E(3, "confrontation", "confrontation_end", winner="B", discarded=["R:r1"], life_loss=3),
            ],
        ),
        log(s, [E(3, "confrontation", "confrontation_end", winner="B", discarded=["R:r1"], life_loss=3)]),
    )

    # 37. Choosing from the opponent's hand without looking (235).
    s = snap(3, "second", "B", DRAWN, b_plain(), r_plain(hand=3, hand_cards=(("R:k5", "K5"),)))
    sup = [
        E(3, "second", "support", "R", card=card("R:k5", "K5"), sources=["R:s2"]),
        E(3, "second", "pass", "B"),
    ]
    scenario(
        "hand-choice-without-looking",
        "相手の手札から選ぶ効果では手札を見ない",
        "Choosing from the opponent's hand without looking",
        "Rが強奪（相手の手札から1枚選んで捨て場に置く）を使った。Rは「選ぶのだから見てよい」とBの手札を表にさせて選んだ。",
        "illegal",
        ["235"],
        log(s, [*sup, E(3, "second", "resolve", card=card("R:k5", "K5"))]),
        log(s, [*sup, E(3, "second", "resolve", card=card("R:k5", "K5"), looked_hand=["B"])]),
    )

    # 38. A deck that was looked through is shuffled (234).
    s = snap(3, "second", "B", DRAWN, b_plain(), r_plain(hand=3, hand_cards=(("R:k4", "K4"),)))
    sup = [
        E(3, "second", "support", "R", card=card("R:k4", "K4"), sources=["R:s2"]),
        E(3, "second", "pass", "B"),
        E(3, "second", "resolve", card=card("R:k4", "K4")),
    ]
    scenario(
        "looked-deck-shuffled",
        "相手の山札を見た後は山札を切る",
        "A deck looked through is shuffled",
        "Rが偵察（相手の山札の中を見る）でBの山札を見た。カードに切るとは書いていないので、BはそのままRに山札を返してもらい、"
        "Rは番を終えた。",
        "illegal",
        ["234"],
        log(s, [*sup, E(3, "second", "shuffle", "B", deck="B"), E(3, "second", "end_ban", "R")]),
        log(s, [*sup, E(3, "second", "end_ban", "R")]),
    )

    # 39. A 対決 card's effect fires once while it stays (230).
    s = snap(3, "first", "B", DRAWN, b_plain(hand=3, hand_cards=(("B:c6", "C6"),)), r_plain())
    pre = [
        E(3, "first", "play", "B", card=card("B:c6", "C6"), sources=["B:s2"]),
        E(3, "first", "effect", source=card("B:c6", "C6"), ability="a1", life={"B": 1}),
    ]
    scenario(
        "effect-once-per-card",
        "対決カードの効果は場にある限り1回",
        "A 対決 card's effect fires once while it stays",
        "Bは花（出したとき地球ライフ+1）を出して地球ライフを1増やした。少し後で「効果の処理を忘れていた」と"
        "花の効果でもう一度地球ライフを1増やした。",
        "illegal",
        ["230"],
        log(s, [*pre, E(3, "first", "end_ban", "B")]),
        log(s, [*pre, E(3, "first", "effect", source=card("B:c6", "C6"), ability="a1", life={"B": 1})]),
    )

    # 40. A game loss needs a warning first (287).
    s = snap(3, "first", "B", DRAWN, b_plain(), r_plain())
    scenario(
        "game-loss-needs-warning",
        "ジャッジの負けの通告には事前の警告が必要",
        "A judge's game loss needs an earlier warning",
        "Rはジャッジの判定に何度も異議を唱えた。ジャッジは警告をせずに、いきなりRに負けを通告した。",
        "illegal",
        ["287"],
        log(
            s,
            [
                E(
                    3,
                    "first",
                    "penalty",
                    seat="R",
                    kind="warning",
                    reason="判定に異議を唱え続けた",
                    record="P-1",
                ),
                E(3, "first", "penalty", seat="R", kind="game_loss", reason="286項", record="P-2"),
                E(3, "first", "result", winner="B"),
            ],
        ),
        log(s, [E(3, "first", "penalty", seat="R", kind="game_loss", reason="286項", record="P-2")]),
    )

    # 41. A team member who looked at the opponent's hand no longer plays (78).
    def tb() -> dict:
        return player(hand=3, hand_cards=(("B1:h1", L),), sources=(src("B1:s1", L, LAND, False),))

    def tr() -> dict:
        return player(hand=3, sources=(src("R1:s1", CO, CO2, False),))

    s = snap(3, "first", "B", DRAWN, tb(), tr(), teams=True)
    cond = E(3, "first", "conduct", seat="B2", breach="looked_at_hand")
    scenario(
        "team-member-barred",
        "相手の手札を見たチーム構成員はそのゲームに参加できない",
        "A team member who looked at the opponent's hand is barred",
        "Bチームの構成員B2がRの手札をのぞき見た。ジャッジが確認した後も、B2がチームの代わりにみなもとを場に出した。",
        "illegal",
        ["78"],
        log(s, [E(3, "first", "play_source", "B2", card=card("B1:h1", L))], teams=True),
        log(s, [cond, E(3, "first", "play_source", "B2", card=card("B1:h1", L))], teams=True),
    )

    # 42. After a tie the same 先攻 goes first again (87).
    s = snap(3, "confrontation", "B", conf_turn(["B", "R"]), b_plain(), r_plain())
    pre = [
        E(3, "confrontation", "pass", "B"),
        E(3, "confrontation", "pass", "R"),
        E(3, "confrontation", "confrontation_end", winner=None, discarded=["B:c1", "R:r1"], life_loss=0),
    ]
    scenario(
        "tie-same-first-player",
        "引き分けの次のターンは同じプレイヤーが先攻",
        "After a tie the same player goes first",
        "対決が引き分けに終わった。Rは「負けた側から」と考えて、次のターンの先攻として先にカードを引いた。",
        "illegal",
        ["87"],
        log(s, [*pre, E(4, "first", "draw", "B", count=2)]),
        log(s, [*pre, E(4, "first", "draw", "R", count=2)]),
    )

    # 43. One redraw per player (72).
    setup = [
        E(0, "setup", "decide_first", first="B", method="janken"),
        E(0, "setup", "shuffle", "B"),
        E(0, "setup", "draw", "B", count=5),
        E(0, "setup", "shuffle", "R"),
        E(0, "setup", "draw", "R", count=5),
    ]
    scenario(
        "one-redraw",
        "最初の手札の引きなおしは1度だけ",
        "The opening hand may be redrawn once",
        "先攻Bは最初の手札を引きなおした。新しい手札もみなもとばかりだったので、Bはもう一度引きなおした。",
        "illegal",
        ["72"],
        log(
            None,
            [
                *setup,
                E(0, "setup", "mulligan", "B"),
                E(0, "setup", "keep", "R"),
                E(1, "first", "draw", "B", count=0),
            ],
        ),
        log(None, [*setup, E(0, "setup", "mulligan", "B"), E(0, "setup", "mulligan", "B")]),
    )

    # 44. Neither player can refuse an effect (250).
    s = snap(3, "second", "B", DRAWN, b_chain2(), r_plain(hand=3, hand_cards=(("R:k1", "K1"),)))
    sup = [
        E(3, "second", "support", "R", card=card("R:k1", "K1"), sources=["R:s2"], target="B:c2"),
        E(3, "second", "pass", "B"),
    ]
    scenario(
        "effect-cannot-be-refused",
        "サポートカードの効果は拒否できない",
        "A support's effect cannot be refused",
        "Rが排気（相手の対決カード1枚の強さ-1）でBの鳥を選んだ。Bはチェーンせず、「その効果は受けない」と鳥の強さを下げなかった。",
        "illegal",
        ["250"],
        log(s, [*sup, E(3, "second", "resolve", card=card("R:k1", "K1"), strength={"B:c2": -1})]),
        log(s, [*sup, E(3, "second", "resolve", card=card("R:k1", "K1"))]),
    )

    # 45. A target the text allows (236, 253).
    s = snap(3, "first", "B", DRAWN, b_plain(hand=3, hand_cards=(("B:w1", "W1"),)), r_plain())
    scenario(
        "target-as-printed",
        "対象は書かれたとおりのものから選ぶ",
        "The target is chosen among what the text allows",
        "植林は「自分の対決カード1枚の強さ+2」。Bは「相手のカードを強くして点数差を調整したい」とRの温暖化1を対象にした。",
        "illegal",
        ["253", "236"],
        log(s, [E(3, "first", "support", "B", card=card("B:w1", "W1"), sources=["B:s3"], target="B:c1")]),
        log(s, [E(3, "first", "support", "B", card=card("B:w1", "W1"), sources=["B:s3"], target="R:r1")]),
    )


def main() -> None:
    build()
    OUT.mkdir(parents=True, exist_ok=True)
    ids = set()
    for sc in SCENARIOS:
        assert sc["id"] not in ids, sc["id"]
        ids.add(sc["id"])
        path = OUT / f"{sc['id']}.json"
        path.write_text(json.dumps(sc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(SCENARIOS)} scenarios")


if __name__ == "__main__":
    main()
