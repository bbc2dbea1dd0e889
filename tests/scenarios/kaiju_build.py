"""Builds the kaiju judge scenarios of tests/scenarios/kaiju/ (run: python -m tests.scenarios.kaiju_cases).

Each scenario is written from the comprehensive rules ver. 1.04 (rules_index/data/kaiju.txt): the ruling and
its deciding clauses first, then the two logs. Most start from a mid-game snapshot (docs/log-format.md,
"Kaiju card game actions") in P1's turn 5 (P1 goes first): P1's advancing kaiju K1 under K2 in area 3,
P2's K1 under K2 in area 4 with anger 1. The deck counts are computed so that every player's zones add up
to the 54 cards of the decklists (6.1.1.1, 6.1.1.2).

The cards with abilities are invented for the scenarios (there is no card database); each is declared in
the header with the ability vocabulary of this round (docs/log-format.md, "Card abilities (all games)").
The rulebook (ver. 1.04) prints no example of play, so no scenario sets ``printed_example``.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from tests.unit.engine.kaiju.kaiju_logs import CARDS, KAIJU_DECK, MAIN

OUT = Path(__file__).resolve().parent / "kaiju"
Card = dict[str, Any]
Entry = dict[str, Any]

# --- the invented cards -------------------------------------------------------------------------------


def _engage(name: str, grade: int = 1, repel: int = 3000, icon: int | None = 1, **extra: Any) -> Card:
    kw: dict[str, Any] = {"colors": ["red"], "repel": repel}
    if icon is not None:
        kw["icon"] = icon
    traits = extra.pop("traits", ["兵器"])
    return {"name": name, "type": "engage", "cost": grade, "attributes": traits, "keywords": kw} | extra


def _strategy(name: str, grade: int = 1, **extra: Any) -> Card:
    kw = {"colors": ["red"], "icon": 1} | extra.pop("kw", {})
    return {"name": name, "type": "strategy", "cost": grade, "keywords": kw} | extra


def _kaiju(name: str, grade: int, threat: int, **extra: Any) -> Card:
    kw = {"colors": ["red"], "threat": threat, "icon": 1} | extra.pop("kw", {})
    traits = extra.pop("traits", ["ゴジラ"])
    return {"name": name, "type": "kaiju", "cost": grade, "attributes": traits, "keywords": kw} | extra


# The effect most invented abilities have: 相手の【怒り】を1減らす (3.4).
OPP_ANGER = {"anger": {"opponent": -1}}


# A keyword ability is declared by its keyword alone: the keyword is the card's text and the rulebook
# gives its trigger (12.2.2 【出現時】, 12.3.2 【進攻時】, 12.6.2 【進化】, 12.7.2 【逆襲】).


def appear_ability(**kw: Any) -> dict[str, Any]:
    return {"id": "appear", "kind": "auto", "keywords": {"appear": True}, "effect": OPP_ANGER} | kw


COUNTER = {"id": "counter", "kind": "auto", "keywords": {"counter": True}, "effect": OPP_ANGER}
ADVANCE = {"id": "advance", "kind": "auto", "keywords": {"advance": True}, "effect": OPP_ANGER}


def placed(**kw: Any) -> dict[str, Any]:
    """A strategy card's text: an auto ability 'when this card is placed in a strategy zone' (10.1.1.1.2)."""
    return {"id": "text", "kind": "auto", "trigger": {"event": "placed_strategy", "card": "self"}} | kw


NEW_CARDS: dict[str, Card] = {
    # 【出現時】相手の【怒り】を1減らす。
    "XA": _engage("出現兵器", abilities=[appear_ability()]),
    # 【出現時】手札を1枚捨ててよい。そうしたら、相手の【怒り】を1減らす。
    "XO": _engage("任意出現兵器", abilities=[appear_ability(optional=True, cost={"discard": 1})]),
    # 【逆襲】相手の【怒り】を1減らす。
    "XC": _engage("逆襲兵器", abilities=[COUNTER]),
    # 【覚醒(5)】このカードの撃退力+6000。
    "XW": _engage(
        "覚醒兵器",
        abilities=[
            {
                "id": "awaken",
                "kind": "continuous",
                "keywords": {"awaken": 5},
                "effect": {"modify": {"repel": 6000}},
            }
        ],
    ),
    # 【進化(3)】【兵器】
    "XV": _engage(
        "進化兵器",
        abilities=[
            {
                "id": "evolve",
                "kind": "auto",
                "keywords": {"evolve": {"grade": 3, "trait": "兵器"}},
                "optional": True,
            }
        ],
    ),
    # 相手の交戦カードが出現した時、相手の【怒り】を1減らす。
    "XP": _engage(
        "迎撃兵器",
        abilities=[
            {
                "id": "watch",
                "kind": "auto",
                "trigger": {"event": "appears", "whose": "opponent", "type": "engage"},
                "effect": OPP_ANGER,
            }
        ],
    ),
    # あなたの他の交戦カードが出現した時、あなたのエリアの交戦カードを1枚選び、手札に戻す。
    "XR": _engage(
        "回収兵器",
        abilities=[
            {
                "id": "recall",
                "kind": "auto",
                "trigger": {"event": "appears", "card": "other", "whose": "own", "type": "engage"},
                "targets": [{"zone": "area", "whose": "own", "count": 1, "type": "engage"}],
                "effect": {"move": "hand"},
            }
        ],
    ),
    # あなたの他の交戦カードが出現するたび、相手の【怒り】を1減らす。
    "XS": _engage(
        "連携兵器",
        abilities=[
            {
                "id": "link",
                "kind": "auto",
                "trigger": {"event": "appears", "card": "other", "whose": "own", "type": "engage"},
                "effect": OPP_ANGER,
            }
        ],
    ),
    # あなたの他の交戦カードがフィールドから捨て札に置かれるたび、相手の【怒り】を1減らす。
    "XM": _engage(
        "報復兵器",
        abilities=[
            {
                "id": "grief",
                "kind": "auto",
                "trigger": {"event": "to_discard", "card": "other", "whose": "own", "type": "engage"},
                "effect": OPP_ANGER,
            }
        ],
    ),
    # あなたの怪獣カードが出現した時、相手の【怒り】を1減らす。
    "XK": _engage(
        "観測兵器",
        abilities=[
            {
                "id": "watch",
                "kind": "auto",
                "trigger": {"event": "appears", "whose": "own", "type": "kaiju"},
                "effect": OPP_ANGER,
            }
        ],
    ),
    # このカードが破壊される時、かわりに手札に戻す。【逆襲】相手の【怒り】を1減らす。
    "XRP": _engage(
        "退避兵器",
        abilities=[
            # a replacement effect (10.9.1): the event it replaces and the one it puts in its place
            {
                "id": "instead",
                "kind": "continuous",
                "effect": {"replace": "destroyed", "instead": {"to": "hand"}},
            },
            COUNTER,
        ],
    ),
    # main-deck kaiju (grade II) with 【出現時】 and with 【進攻時】
    "KA": _kaiju("出現怪獣", 2, 10000, abilities=[appear_ability()]),
    "KV": _kaiju("進攻怪獣", 2, 10000, abilities=[ADVANCE]),
    # kaiju-deck grade III with 【出現時】
    "K3A": _kaiju("出現怪獣III", 3, 12000, abilities=[appear_ability()]),
    # 【強襲(1)】【逆襲】相手の【怒り】を1減らす。
    "AC": _kaiju("逆襲怪獣", 3, 20000, kw={"assault": 1}, abilities=[COUNTER]),
    # strategy cards (their text: 10.1.1.1.2)
    "SA": _strategy("挑発", abilities=[placed(effect=OPP_ANGER)]),
    "SBA": _strategy("前線基地", kw={"base": True}, abilities=[placed(effect=OPP_ANGER)]),
    "SD": _strategy(
        "砲撃",
        abilities=[
            placed(
                targets=[{"zone": "area", "whose": "opponent", "count": 1, "type": "engage"}],
                effect={"destroy": True},
            )
        ],
    ),
    "SD2": _strategy(
        "一斉砲撃",
        abilities=[
            placed(
                targets=[{"zone": "area", "whose": "opponent", "count": 2, "type": "engage"}],
                effect={"destroy": True},
            )
        ],
    ),
    "SU": _strategy(
        "牽制砲撃",
        abilities=[
            placed(
                targets=[{"zone": "area", "whose": "opponent", "count": 2, "up_to": True, "type": "engage"}],
                effect={"destroy": True},
            )
        ],
    ),
    # あなたの捨て札から交戦カードを2枚まで出現させる。
    "SX": _strategy(
        "再出撃",
        abilities=[
            placed(
                targets=[{"zone": "discard", "whose": "own", "count": 2, "up_to": True, "type": "engage"}],
                effect={"appear": True},
            )
        ],
    ),
    # あなたの進攻怪獣を前進する。 / あなたの進攻怪獣は進攻する。 / あなたの進攻怪獣をエリア5まで前進する。
    "SF": _strategy("進軍命令", abilities=[placed(effect={"forward": 1})]),
    "SG": _strategy("総攻撃", abilities=[placed(effect={"advance": True})]),
    "S5": _strategy("エリア5まで", abilities=[placed(effect={"forward_to": 5})]),
    # 相手のエリアの交戦カードを1枚破壊する。その後、あなたの怒りをそのカードの交戦等級に等しい値増やす。
    "SL": _strategy(
        "報復砲撃",
        abilities=[
            placed(
                targets=[{"zone": "area", "whose": "opponent", "count": 1, "type": "engage"}],
                # "target_grade": the destroyed target's grade, from its last known information (10.10.1.2)
                effect={"destroy": True, "anger": {"self": "target_grade"}},
            )
        ],
    ),
    # このゲーム中、相手の交戦カードはすべての能力を失う。
    "SN": _strategy(
        "電子妨害",
        abilities=[
            placed(
                duration="game",
                effect={"lose_abilities": {"whose": "opponent", "type": "engage"}},
            )
        ],
    ),
    # あなたはゲームに勝利する。
    "SW": _strategy("最終兵器", grade=1, abilities=[placed(effect={"win": "master"})]),
    # 「無人在来線爆弾」トークンを1つ、あなたのエリアに出現させる。
    "ST": _strategy("在来線出撃", abilities=[placed(effect={"token": "TK-BOMB"})]),
    # あなたのエリアの交戦カードを1枚選び、手札に戻す。
    "SR": _strategy(
        "撤収",
        abilities=[
            placed(
                targets=[{"zone": "area", "whose": "own", "count": 1, "type": "engage"}],
                effect={"move": "hand"},
            )
        ],
    ),
    # あなたの《防衛隊》を持つ他の交戦カードがフィールドから捨て札に置かれるたび、相手の【怒り】を1減らす。
    "XD": _engage(
        "防衛司令部",
        abilities=[
            {
                "id": "guard",
                "kind": "auto",
                "trigger": {
                    "event": "to_discard",
                    "card": "other",
                    "whose": "own",
                    "type": "engage",
                    "trait": "防衛隊",
                },
                "effect": OPP_ANGER,
            }
        ],
    ),
    # このターン、あなたのエリアの交戦カードはすべて《防衛隊》を得る。
    "SQ": _strategy(
        "防衛隊編入",
        abilities=[
            placed(
                duration="turn",
                effect={"gain_traits": {"traits": ["防衛隊"], "whose": "own", "type": "engage"}},
            )
        ],
    ),
    # 相手の進攻怪獣をエリア3まで後退する。
    "SB3": _strategy("押し戻し", abilities=[placed(effect={"back_to": 3, "whose": "opponent"})]),
    # 【拠点】あなたのエンドフェイズ開始時、このカードを破壊する。
    "SBX": _strategy(
        "仮設基地",
        kw={"base": True},
        abilities=[
            {
                "id": "expire",
                "kind": "auto",
                "trigger": {"event": "phase_start", "phase": "end", "whose": "own"},
                "effect": {"destroy": "self"},
            }
        ],
    ),
    # an engage card without 《兵器》 (for 【進化】【兵器】)
    "EP": _engage("防衛隊員", traits=["防衛隊"]),
    # このカードが破壊される時、かわりに手札を1枚捨ててよい。そうしたら、このカードは破壊されない。
    "XG": _engage(
        "身代わり兵器",
        abilities=[
            # an optional (choice) replacement: it applies only if its choice can be done (10.9.3)
            {
                "id": "guard",
                "kind": "continuous",
                "optional": True,
                "effect": {"replace": "destroyed", "instead": {"discard_hand": 1}},
            }
        ],
    ),
    # appendix A: 無人在来線爆弾 (token)
    "TK-BOMB": {
        "name": "無人在来線爆弾",
        "type": "engage",
        "cost": 2,
        "attributes": ["トークン", "兵器"],
        "keywords": {"colors": ["red"], "repel": 2000},
        "abilities": [appear_ability()],
    },
}
# The cards that may be in a deck and how they replace the basic pool's ET (card text), then EN, S2, MX.
FILLERS = ("ET", "EN", "S2", "MX", "E5")


def deck(extra: dict[str, int] | None = None, kaiju: dict[str, int] | None = None) -> dict[str, Any]:
    main = dict(MAIN)
    for cid, n in (extra or {}).items():
        for _ in range(n):
            filler = next(f for f in FILLERS if main.get(f, 0) > 0)
            main[filler] -= 1
            if not main[filler]:
                del main[filler]
        main[cid] = main.get(cid, 0) + n
    assert sum(main.values()) == 50
    return {"main": main, "partners": dict(kaiju or KAIJU_DECK)}


def header(p1: dict[str, Any] | None = None, p2: dict[str, Any] | None = None) -> dict[str, Any]:
    return {
        "format": "judgelog/1",
        "game": "kaiju",
        "rules_version": "1.04",
        "players": [{"seat": "P1"}, {"seat": "P2"}],
        "first_player": "P1",
        "cards": copy.deepcopy(CARDS) | copy.deepcopy(NEW_CARDS),
        "decklists": {"P1": p1 or deck(), "P2": p2 or deck()},
    }


# --- snapshots ----------------------------------------------------------------------------------------


def c(iid: str, cid: str | None, **extra: Any) -> Card:
    return {"iid": iid, "card": cid} | extra


def player(
    seat: str,
    *,
    hand: list[Card] | None = None,
    hidden: int = 2,
    discard: list[Card] | None = None,
    stack: list[Card] | None = None,
    area: int = 3,
    anger: int = 0,
    areas: dict[int, list[Card]] | None = None,
    strategy: list[list[Card]] | None = None,
) -> dict[str, Any]:
    hand = hand or []
    stack = stack or [c(f"{seat}:k1", "K1"), c(f"{seat}:k2", "K2")]
    return {
        "hand": {"count": len(hand) + hidden, "cards": hand},
        "discard": discard or [],
        "kaiju": {"area": area, "anger": anger, "stack": stack},
        "areas": {str(k): v for k, v in (areas or {}).items()},
        "strategy": strategy or [[], []],
    }


def _deck_counts(hdr: dict[str, Any], snap: dict[str, Any]) -> None:
    """Fill each player's deck count so the zones add up to the decklists' 54 cards, and check copies."""
    for seat, p in snap["players"].items():
        lists = hdr["decklists"][seat]
        kaiju_ids = set(lists["partners"])
        known: list[str] = [x["card"] for x in p["hand"]["cards"]]
        known += [x["card"] for x in p["discard"]]
        known += [x["card"] for x in p["kaiju"]["stack"]]
        known += [x["card"] for cards in p["areas"].values() for x in cards]
        known += [x["card"] for zone in p["strategy"] for x in zone]
        known = [cid for cid in known if "トークン" not in hdr["cards"][cid].get("attributes", [])]
        allowed = lists["main"] | lists["partners"]
        for cid in set(known):
            assert known.count(cid) <= allowed.get(cid, 0), (seat, cid)
        in_kaiju_zone = len(kaiju_ids) - sum(1 for x in p["kaiju"]["stack"] if x["card"] in kaiju_ids)
        placed_cards = len(known) - len(p["hand"]["cards"]) + p["hand"]["count"]
        p["deck"] = {"count": 54 - placed_cards - in_kaiju_zone}
        assert p["deck"]["count"] >= 0


def snapshot_log(
    entries: list[Entry],
    *,
    p1: dict[str, Any] | None = None,
    p2: dict[str, Any] | None = None,
    hdr: dict[str, Any] | None = None,
    phase: str = "main",
    this_turn: dict[str, Any] | None = None,
    turn: int = 5,
) -> dict[str, Any]:
    hdr = copy.deepcopy(hdr or header())
    snap = {
        "turn": turn,
        "phase": phase,
        "turn_players": ["P1" if turn % 2 else "P2"],
        "this_turn": this_turn if this_turn is not None else {"kaiju_played": False, "advanced": False},
        "players": {"P1": p1 or player("P1"), "P2": p2 or player("P2", anger=1, area=4, hidden=5)},
    }
    _deck_counts(hdr, snap)
    hdr["snapshot"] = snap
    return {"header": hdr, "entries": [{"seq": i} | copy.deepcopy(e) for i, e in enumerate(entries, start=1)]}


def e(phase: str, act: str, actor: str | None = "P1", turn: int = 5, **args: Any) -> Entry:
    return {"turn": turn, "phase": phase, "actor": actor, "act": act, "args": args}


def play(card: str, ability: str, actor: str = "P1", phase: str = "main", targets: Any = None) -> Entry:
    args: dict[str, Any] = {"card": card, "ability": ability}
    if targets is not None:
        args["targets"] = targets
    return e(phase, "play_ability", actor, **args)


def eff(source: str, ability: str, actor: str = "P1", phase: str = "main", **changes: Any) -> Entry:
    return e(phase, "effect", actor, source=source, ability=ability, **changes)


def result(winners: list[str], reason: str, phase: str = "main") -> Entry:
    return e(phase, "result", None, winners=winners, reason=reason)


# --- the scenarios --------------------------------------------------------------------------------------

SCENARIOS: list[dict[str, Any]] = []


def scenario(
    sid: str,
    title_ja: str,
    title_en: str,
    situation: str,
    ruling: str,
    clauses: list[str],
    legal: dict[str, Any],
    disputed: dict[str, Any],
    gap: str | None = None,
) -> None:
    out: dict[str, Any] = {
        "id": f"kaiju-{sid}",
        "title_ja": title_ja,
        "title_en": title_en,
        "situation": situation,
        "ruling": ruling,
        "clauses": [f"kaiju:{n}" for n in clauses],
        "legal": legal,
        ruling: disputed,
    }
    if gap:
        out["gap"] = gap
    SCENARIOS.append(out)


GAPS: dict[str, str] = {}  # filled below from the runs against main's engine


def write() -> None:
    OUT.mkdir(exist_ok=True)
    for old in OUT.glob("*.json"):
        old.unlink()
    ids = set()
    for s in SCENARIOS:
        assert s["id"] not in ids, s["id"]
        ids.add(s["id"])
        if s["id"] in GAPS and "gap" not in s:
            s["gap"] = GAPS[s["id"]]
        for key in ("legal", s["ruling"]):
            _prune_cards(s[key])
        text = json.dumps(s, ensure_ascii=False, indent=1) + "\n"
        (OUT / f"{s['id']}.json").write_text(text, encoding="utf-8")


def _prune_cards(log: dict[str, Any]) -> None:
    """Keep the header's card definitions the log can meet: the decklists' cards and any card it names."""
    hdr = log["header"]
    used = {cid for lists in hdr["decklists"].values() for part in lists.values() for cid in part}
    used |= {cid for cid in hdr["cards"] if f'"card": "{cid}"' in json.dumps(log, ensure_ascii=False)}
    hdr["cards"] = {cid: d for cid, d in hdr["cards"].items() if cid in used}


def h(seat: str, cid: str, n: int = 1) -> Card:
    """A card in a player's hand (or anywhere) with a readable instance id, e.g. P1:xa1."""
    return c(f"{seat}:{cid.lower()}{n}", cid)
