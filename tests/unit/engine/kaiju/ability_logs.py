"""Hand-written kaiju logs with declared abilities (docs/log-format.md "Card abilities", kaiju section).

The pool of kaiju_logs.py plus cards whose abilities are declared in the header, written from the
rulebook's keywords (12.2-12.7) and appendix A; each figure a proof relies on is here:

- EA 【出現時】 "draw" (mandatory); EO 【出現時】 "peek" (optional); EC 【逆襲】 "strike";
- EG 【出現時】 "zap": one of the opponent's engage cards in an area (exactly 1 if possible);
- EU 【出現時】 "maybe": up to one opponent's card in an area;
- EW 【出現時】【覚醒(4)】 "wake", and a continuous 【覚醒(4)】 "big": its repel power +10000;
- EV 【進化(2)】【兵器】 "evo" (optional, 12.6.2); EX 【出現時】 "odd" in free text only;
- EK 【出現時】 "end": the opponent loses (1.2.4); SD strategy "plan" (10.1.1.1.2);
- SM strategy "boost": one own engage card gets repel +6000 until end of turn;
- TK the token 無人在来線爆弾 (appendix A): 【出現時】 "calm", the opponent's anger -1;
- EE "watch": whenever another card goes from the field to a discard pile;
- KA a grade-I kaiju with 【進攻時】 "roar".

Main deck: E1 E2 S1 M1 EB S2 ×4, A3 ×2, and two of each ability card (50).
"""

from __future__ import annotations

import copy
from typing import Any

from tests.unit.engine.kaiju.kaiju_logs import CARDS, KAIJU_DECK, _engage, _kaiju, _strategy, at


def _auto(aid: str, **kw: Any) -> dict[str, Any]:
    return {"id": aid, "kind": "auto"} | kw


APPEAR = {"appear": True}
ABILITY_CARDS: dict[str, dict[str, Any]] = {
    "EA": _engage(1, 2000, abilities=[_auto("draw", keywords=APPEAR, effect={"draw": 1})]),
    "EO": _engage(1, 2000, abilities=[_auto("peek", keywords=APPEAR, optional=True)]),
    "EC": _engage(1, 3000, abilities=[_auto("strike", keywords={"counter": True})]),
    "EG": _engage(
        1,
        1000,
        abilities=[
            _auto(
                "zap",
                keywords=APPEAR,
                targets=[{"zone": "area", "whose": "opponent", "count": 1, "type": "engage"}],
                effect={"destroy": True},
            )
        ],
    ),
    "EU": _engage(
        1,
        1000,
        abilities=[
            _auto("maybe", keywords=APPEAR, targets=[{"zone": "area", "whose": "opponent", "up_to": True}])
        ],
    ),
    "EW": _engage(
        1,
        1000,
        abilities=[
            _auto("wake", keywords={"appear": True, "awaken": 4}),
            {
                "id": "big",
                "kind": "continuous",
                "keywords": {"awaken": 4},
                "effect": {"modify": {"repel": 10000}},
            },
        ],
    ),
    "EV": _engage(
        1, 1000, abilities=[_auto("evo", optional=True, keywords={"evolve": {"grade": 2, "trait": "兵器"}})]
    ),
    "EX": _engage(1, 1000, abilities=[_auto("odd", keywords=APPEAR, text="相手は自身の手札を…")]),
    "EK": _engage(1, 1000, abilities=[_auto("end", keywords=APPEAR, effect={"lose": "opponent"})]),
    "SD": _strategy(1, colors=["red"])
    | {"abilities": [{"id": "plan", "kind": "auto", "effect": {"draw": 1}}]},
    "SM": _strategy(1)
    | {
        "abilities": [
            {
                "id": "boost",
                "kind": "auto",
                "duration": "turn",
                "targets": [{"zone": "area", "whose": "own", "count": 1, "type": "engage"}],
                "effect": {"modify": {"repel": 6000}},
            }
        ]
    },
    "TK": {
        "name": "無人在来線爆弾",
        "type": "engage",
        "cost": 2,
        "attributes": ["トークン", "兵器"],
        "keywords": {"colors": ["red"], "repel": 2000},
        "abilities": [_auto("calm", keywords=APPEAR, effect={"anger": -1})],
    },
    "EE": _engage(1, 1000, abilities=[_auto("watch", trigger={"event": "to_discard", "card": "other"})]),
}
# `_kaiju` puts extra keys in keywords; an ability list belongs at the top level of the definition.
ABILITY_CARDS["KA"] = _kaiju(1, 6000) | {"abilities": [_auto("roar", keywords={"advance": True})]}
AMAIN = {cid: 4 for cid in ("E1", "E2", "S1", "M1", "EB", "S2")} | {"A3": 2}
AMAIN |= {cid: 2 for cid in ("EA", "EO", "EC", "EG", "EU", "EW", "EV", "EX", "EK", "SD", "SM", "EE")}
assert sum(AMAIN.values()) == 50


def aheader(kaiju1: str = "K1") -> dict[str, Any]:
    """A legal header with the ability pool; ``kaiju1`` is P1's grade-I kaiju (KA for 【進攻時】)."""
    cards = copy.deepcopy(CARDS) | copy.deepcopy(ABILITY_CARDS)
    p1_kaiju = {kaiju1 if cid == "K1" else cid: n for cid, n in KAIJU_DECK.items()}
    return {
        "format": "judgelog/1",
        "game": "kaiju",
        "rules_version": "1.04",
        "players": [{"seat": "P1"}, {"seat": "P2"}],
        "first_player": "P1",
        "cards": cards,
        "decklists": {
            "P1": {"main": dict(AMAIN), "partners": p1_kaiju},
            "P2": {"main": dict(AMAIN), "partners": dict(KAIJU_DECK)},
        },
    }


def setup(kaiju1: str = "K1") -> list[dict[str, Any]]:
    out = []
    for seat in ("P1", "P2"):
        k1 = kaiju1 if seat == "P1" else "K1"
        out += [
            at(0, "setup", seat, "shuffle"),
            at(0, "setup", seat, "draw", count=5),
            at(0, "setup", seat, "place_kaiju", card={"iid": f"{seat}:k1", "card": k1}, area=1),
        ]
    return out


def alog(*entries: dict[str, Any], kaiju1: str = "K1") -> dict[str, Any]:
    """A log from the setup with the ability pool; turn 1's start-phase draw comes first."""
    body = [*setup(kaiju1), at(1, "start", "P1", "draw", count=1), *entries]
    return {
        "header": aheader(kaiju1),
        "entries": [{"seq": i} | copy.deepcopy(e) for i, e in enumerate(body, start=1)],
    }


def c(iid: str, cid: str, **extra: Any) -> dict[str, Any]:
    return {"iid": iid, "card": cid} | extra


def side(
    area: int = 3,
    hand: list[dict[str, Any]] | None = None,
    areas: dict[str, list[dict[str, Any]]] | None = None,
    strategy: list[list[dict[str, Any]]] | None = None,
    hand_count: int = 5,
    kaiju_stack: list[dict[str, Any]] | None = None,
    anger: int = 0,
) -> dict[str, Any]:
    """One player's zones in a snapshot, the deck count making the 54 cards (6.1.1.1, 6.1.1.2)."""
    areas = areas or {}
    strategy = strategy or [[], []]
    stack = kaiju_stack or [c("", "K1"), c("", "K2")]
    on_field = sum(len(v) for v in areas.values()) + sum(len(p) for p in strategy)
    hand = hand or []
    return {
        "deck": {"count": 50 - hand_count - on_field},
        "hand": {"count": hand_count, "cards": hand},
        "discard": [],
        "kaiju_deck": [k for k in ("K1", "K2", "K3", "K4") if k not in {s["card"] for s in stack}],
        "kaiju": {"area": area, "anger": anger, "stack": stack},
        "areas": areas,
        "strategy": strategy,
    }


def snap(
    p1: dict[str, Any], p2: dict[str, Any], phase: str = "main", turn: int = 5, **this_turn: Any
) -> dict:
    for seat, s in (("P1", p1), ("P2", p2)):
        for i, card in enumerate(s["kaiju"]["stack"]):
            card["iid"] = card["iid"] or f"{seat}:k{i + 1}"
    return {
        "turn": turn,
        "phase": phase,
        "turn_players": ["P1" if turn % 2 else "P2"],
        "this_turn": {"kaiju_played": False, "advanced": False} | this_turn,
        "players": {"P1": p1, "P2": p2},
    }


def slog(position: dict[str, Any], *entries: dict[str, Any]) -> dict[str, Any]:
    return {
        "header": aheader() | {"snapshot": copy.deepcopy(position)},
        "entries": [{"seq": i} | copy.deepcopy(e) for i, e in enumerate(entries, start=1)],
    }


def t5(phase: str, act: str, actor: str = "P1", **args: Any) -> dict[str, Any]:
    return at(5, phase, actor, act, **args)
