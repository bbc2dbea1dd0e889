"""Writes the held-out MyEarth scenarios (tests/scenarios_heldout/myearth/*.json).

Written blind from rules_index/data/myearth.txt and the log-format documents only. Run from the
repository root: ``python -m tests.scenarios_heldout.build_myearth``.

The logs start from mid-game snapshots where the point of a scenario lies in the middle of a game,
so that each log shows only the few entries the dispute is about.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent / "myearth"

DECK_SIZE = 30

# One card pool for every scenario: plain test cards, so that nothing depends on a real card's text.
CARDS: dict[str, dict[str, Any]] = {
    "L": {"name": "陸のみなもと", "type": "source", "attributes": ["陸"]},
    "H": {"name": "人のみなもと", "type": "source", "attributes": ["人"]},
    "RV": {"name": "川のみなもと", "type": "source", "attributes": ["川"]},
    "CO": {"name": "二酸化炭素のみなもと", "type": "source", "attributes": ["二酸化炭素"]},
    "LH": {"name": "里山", "type": "special_source", "attributes": ["陸", "人"]},
    "C1": {
        "name": "テストの虫",
        "type": "confrontation",
        "atk": 2,
        "attributes": ["陸"],
        "keywords": {"cost": {"陸": 1}, "kind": "creature"},
    },
    "C2": {
        "name": "テストの鳥",
        "type": "confrontation",
        "atk": 3,
        "attributes": ["陸"],
        "keywords": {"cost": {"陸": 2}, "chain": ["テストの虫"], "kind": "creature"},
    },
    "C3": {
        "name": "テストの獣",
        "type": "confrontation",
        "atk": 4,
        "attributes": ["陸"],
        "keywords": {"cost": {"陸": 1, "人": 1}, "chain": ["テストの鳥"], "kind": "creature"},
    },
    "CE": {
        "name": "テストの小鳥",
        "type": "confrontation",
        "atk": 2,
        "attributes": ["陸"],
        "keywords": {"cost": {"陸": 1}, "chain": ["テストの虫"], "kind": "creature"},
        "abilities": [
            {
                "id": "a1",
                "kind": "effect",
                "trigger": {"event": "played"},
                "effect": {"life": {"own": 1}},
            }
        ],
    },
    "CX": {
        "name": "テストの里の獣",
        "type": "confrontation",
        "atk": 3,
        "attributes": ["陸"],
        "keywords": {"cost": {"陸": 2, "人": 1}, "kind": "creature"},
    },
    "CY": {
        "name": "テストの森の主",
        "type": "confrontation",
        "atk": 6,
        "attributes": ["陸"],
        "keywords": {"cost": {"陸": 5}, "chain": ["テストの里の獣"], "kind": "creature"},
    },
    "R1": {
        "name": "テスト温暖化1",
        "type": "confrontation",
        "atk": 2,
        "attributes": ["二酸化炭素"],
        "keywords": {"cost": {"二酸化炭素": 1}, "kind": "warming"},
    },
    "R2": {
        "name": "テスト温暖化2",
        "type": "confrontation",
        "atk": 3,
        "attributes": ["二酸化炭素"],
        "keywords": {"cost": {"二酸化炭素": 2}, "chain": ["テスト温暖化1"], "kind": "warming"},
    },
    "R3": {
        "name": "テスト温暖化3",
        "type": "confrontation",
        "atk": 5,
        "attributes": ["二酸化炭素"],
        "keywords": {"cost": {"二酸化炭素": 3}, "kind": "warming"},
    },
    "WP": {
        "name": "テストの植林",
        "type": "support",
        "attributes": ["人"],
        "keywords": {"cost": {"人": 1}, "support": "white", "target": "confrontation"},
        "abilities": [
            {
                "kind": "support",
                "targets": [{"zone": "field", "whose": "own", "kind": "confrontation", "count": 1}],
                "duration": "confrontation",
                "effect": {"strength": 2},
            }
        ],
    },
    "WS": {
        "name": "テストの調査",
        "type": "support",
        "attributes": ["人"],
        "keywords": {"cost": {"人": 1}, "support": "white", "task": True},
        "abilities": [
            {
                "kind": "support",
                "effect": {"search_deck": "own"},
                "text": "山札から【陸の生き物】1枚を手札に加える",
            }
        ],
    },
    "WL": {
        "name": "テストの備蓄",
        "type": "support",
        "attributes": ["人"],
        "keywords": {"cost": {"人": 1}, "support": "white"},
        "abilities": [{"kind": "support", "effect": {"hand_limit": 6}}],
    },
    "SS": {
        "name": "テストの共生",
        "type": "support",
        "attributes": ["人"],
        "keywords": {"cost": {"人": 1}, "support": "ss", "target": "confrontation"},
        "abilities": [
            {
                "kind": "support",
                "targets": [{"zone": "field", "whose": "own", "kind": "confrontation", "count": 1}],
                "duration": "field",
                "effect": {"strength": 1},
            }
        ],
    },
    "KM": {
        "name": "テストの排気",
        "type": "support",
        "attributes": ["二酸化炭素"],
        "keywords": {"cost": {"二酸化炭素": 1}, "support": "black", "target": "confrontation"},
        "abilities": [
            {
                "kind": "support",
                "targets": [{"zone": "field", "whose": "opponent", "kind": "confrontation", "count": 1}],
                "duration": "confrontation",
                "effect": {"strength": -2},
            }
        ],
    },
    "KL": {
        "name": "テストの偵察",
        "type": "support",
        "attributes": ["二酸化炭素"],
        "keywords": {"cost": {"二酸化炭素": 1}, "support": "black"},
        "abilities": [{"kind": "support", "effect": {"look_deck": "opponent"}}],
    },
    "KH": {
        "name": "テストの横取り",
        "type": "support",
        "attributes": ["二酸化炭素"],
        "keywords": {"cost": {"二酸化炭素": 1}, "support": "black"},
        "abilities": [
            {
                "kind": "support",
                "targets": [{"zone": "hand", "whose": "opponent", "count": 1}],
                "effect": {"life": {"opponent": -1}},
            }
        ],
    },
    "KC": {
        "name": "テストの打ち消し",
        "type": "support",
        "attributes": ["二酸化炭素"],
        "keywords": {"cost": {"二酸化炭素": 1}, "support": "black"},
        "abilities": [
            {
                "kind": "support",
                "targets": [{"zone": "field", "whose": "opponent", "kind": "support", "count": 1}],
                "effect": {"cancel": True},
            }
        ],
    },
    "KD": {
        "name": "テストの伐採",
        "type": "support",
        "attributes": ["二酸化炭素"],
        "keywords": {
            "cost": {"二酸化炭素": 1},
            "support": "black",
            "target": "confrontation",
            "strips": True,
        },
        "abilities": [
            {
                "kind": "support",
                "targets": [{"zone": "field", "whose": "opponent", "kind": "confrontation"}],
                "text": "対象のグループのみなもとを1枚捨て場に置く",
            }
        ],
    },
    "KX": {
        "name": "テストの開発",
        "type": "support",
        "attributes": ["二酸化炭素"],
        "keywords": {"cost": {"二酸化炭素": 1}, "support": "black", "target": "confrontation"},
        "abilities": [
            {
                "kind": "support",
                "targets": [{"zone": "field", "whose": "opponent", "kind": "confrontation"}],
                "text": "対象の対決カード1枚を捨て場に置く",
            }
        ],
    },
    "KV": {
        "name": "テストの排出",
        "type": "support",
        "attributes": ["二酸化炭素"],
        "keywords": {"cost": {"二酸化炭素": 1}, "support": "black"},
        "abilities": [{"kind": "support", "effect": {"life": {"opponent": -3}}}],
    },
    "KB": {
        "name": "テストの大気汚染",
        "type": "support",
        "attributes": ["二酸化炭素"],
        "keywords": {"cost": {"二酸化炭素": 1}, "support": "black"},
        "abilities": [{"kind": "support", "effect": {"life": {"own": -3, "opponent": -3}}}],
    },
}

DECKS = {
    "blue": {
        "L": 7,
        "H": 4,
        "RV": 1,
        "LH": 2,
        "C1": 2,
        "C2": 2,
        "C3": 2,
        "CE": 2,
        "CX": 1,
        "CY": 1,
        "WP": 2,
        "WS": 1,
        "WL": 1,
        "SS": 2,
    },
    "red": {
        "CO": 8,
        "SS": 1,
        "H": 3,
        "R1": 3,
        "R2": 3,
        "R3": 3,
        "KM": 2,
        "KL": 1,
        "KH": 1,
        "KC": 1,
        "KD": 1,
        "KX": 1,
        "KV": 1,
        "KB": 1,
    },
}
assert sum(DECKS["blue"].values()) == DECK_SIZE, sum(DECKS["blue"].values())
assert sum(DECKS["red"].values()) == DECK_SIZE, sum(DECKS["red"].values())


def header(
    snapshot: dict[str, Any] | None = None, teams: bool = False, first: str = "B", life: int = 20
) -> dict[str, Any]:
    blue, red = ("B1", "R1") if teams else ("B", "R")
    h: dict[str, Any] = {
        "format": "judgelog/1",
        "game": "myearth",
        "rules_version": "2nd edition 2012-10-31",
        "players": (
            [{"seat": "B1"}, {"seat": "B2"}, {"seat": "R1"}, {"seat": "R2"}]
            if teams
            else [{"seat": "B", "name": "青い地球"}, {"seat": "R", "name": "赤い地球"}]
        ),
        "first_player": first,
        "options": {"starting_life": life, "deck_size": DECK_SIZE, "sides": {blue: "blue", red: "red"}},
        "cards": copy.deepcopy(CARDS),
        "decklists": {blue: {"main": dict(DECKS["blue"])}, red: {"main": dict(DECKS["red"])}},
    }
    if teams:
        h["teams"] = [{"name": "blue", "seats": ["B1", "B2"]}, {"name": "red", "seats": ["R1", "R2"]}]
    if snapshot is not None:
        h["snapshot"] = snapshot
    return h


def src(iid: str, card: str, attribute: str | None = None, used: bool | None = None) -> dict[str, Any]:
    attrs = CARDS[card]["attributes"]
    s: dict[str, Any] = {"iid": iid, "card": card, "attribute": attribute or attrs[0]}
    if used is not None:
        s["used"] = used
    return s


def gc(iid: str, card: str, sources: list[str], strength: int | None = None) -> dict[str, Any]:
    c: dict[str, Any] = {"iid": iid, "card": card, "sources": sources}
    if strength is not None:
        c["strength"] = strength
    return c


def side(
    life: int = 15,
    hand: int = 4,
    discard: list[str] | None = None,
    sources: list[dict[str, Any]] | None = None,
    groups: list[list[dict[str, Any]]] | None = None,
    supports: list[dict[str, Any]] | None = None,
    deck: int | None = None,
) -> dict[str, Any]:
    discard = discard or []
    sources = sources or []
    groups = groups or []
    supports = supports or []
    on_field = len(sources) + sum(len(g) for g in groups) + len(supports)
    # The deck holds whatever the other zones do not, so that the zones add up to the decklist.
    rest = DECK_SIZE - hand - len(discard) - on_field
    if deck is not None:
        assert deck <= rest
        rest = deck
    assert rest >= 0
    return {
        "life": life,
        "deck": {"count": rest},
        "hand": {"count": hand},
        "discard": discard,
        "removed": [],
        "field": {"sources": sources, "groups": groups, "supports": supports},
    }


def snap(
    turn: int,
    phase: str,
    players: dict[str, Any],
    order: tuple[str, str] = ("B", "R"),
    this_turn: dict[str, Any] | None = None,
) -> dict[str, Any]:
    if this_turn is None:
        this_turn = (
            {"announced": [], "supports_decided": False}
            if phase == "confrontation"
            else {"drawn": True, "discarded": False}
        )
    return {
        "turn": turn,
        "phase": phase,
        "turn_players": list(order),
        "this_turn": this_turn,
        "players": players,
    }


def entries(rows: list[tuple[Any, ...]]) -> list[dict[str, Any]]:
    """rows: (turn, phase, actor, act, args)."""
    out = []
    for i, (turn, phase, actor, act, args) in enumerate(rows, start=1):
        e: dict[str, Any] = {"seq": i, "turn": turn, "phase": phase, "act": act, "args": args or {}}
        if actor is not None:
            e["actor"] = actor
        out.append(e)
    return out


def log(rows: list[tuple[Any, ...]], snapshot: dict[str, Any] | None = None, **kw: Any) -> dict[str, Any]:
    return {"header": header(snapshot, **kw), "entries": entries(rows)}


def card(iid: str, cid: str) -> dict[str, str]:
    return {"iid": iid, "card": cid}


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
    printed_example: str | None = None,
    note: str | None = None,
) -> None:
    s: dict[str, Any] = {
        "id": f"myearth-ho-{sid}",
        "title_ja": title_ja,
        "title_en": title_en,
        "situation": situation,
        "ruling": ruling,
        "clauses": [f"myearth:{c}" for c in clauses],
    }
    if printed_example:
        s["printed_example"] = printed_example
    if note:
        s["note"] = note
    s["legal"] = legal
    s[ruling] = disputed
    SCENARIOS.append(s)


# ---- the scenarios -------------------------------------------------------------------------------
# Shorthands: B is the blue Earth, R the red one; B:s* / R:s* sources, B:c* / R:c* 対決 cards.
F, S, C = "first", "second", "confrontation"


def _free(iid: str, cid: str = "L", attribute: str | None = None) -> dict[str, Any]:
    return src(iid, cid, attribute, used=False)


# --- V. the 番: draw, play, discard -----------------------------------------------------------------

_draw_snap = snap(
    3,
    F,
    {"B": side(hand=3, sources=[_free("B:s1")]), "R": side(hand=5)},
    this_turn={"drawn": False, "discarded": False},
)
scenario(
    "draw-to-limit",
    "番の最初は手札が上限ちょうどになるまで引く",
    "The draw at the start of a 番 fills the hand exactly to the limit",
    "先攻Bの番の開始時、Bの手札は3枚。Bは「毎番3枚引く」と思い込んで山札から3枚引き、手札が6枚になった。"
    "Rが「上限5枚ちょうどまでしか引けない」と指摘した。",
    "illegal",
    ["97"],
    log([(3, F, "B", "draw", {"count": 2}), (3, F, "B", "end_ban", {})], _draw_snap),
    log([(3, F, "B", "draw", {"count": 3}), (3, F, "B", "end_ban", {})], _draw_snap),
)

_limit_snap = snap(
    4,
    F,
    {"B": side(hand=6, sources=[_free("B:s1")]), "R": side(hand=5)},
    this_turn={"drawn": False, "discarded": False},
)
scenario(
    "over-limit-cut-before-draw",
    "番の開始時に上限を超える手札は引く動作の一部として捨てる",
    "A hand above the limit at the start of the 番 is cut as part of the draw",
    "前のターンの効果で手札が6枚のまま自分の番を迎えたB。Bは0枚引いたことにしてそのままカードを出し、"
    "番の終わりの捨てる動作で1枚捨てればよいと主張した。",
    "illegal",
    ["99"],
    log(
        [
            (4, F, "B", "limit_discard", {"count": 1, "cards": ["C1"]}),
            (4, F, "B", "draw", {"count": 0}),
            (4, F, "B", "play_source", {"card": card("B:s2", "L")}),
            (4, F, "B", "end_ban", {}),
        ],
        _limit_snap,
    ),
    log(
        [
            (4, F, "B", "draw", {"count": 0}),
            (4, F, "B", "play_source", {"card": card("B:s2", "L")}),
            (4, F, "B", "discard", {"count": 1, "cards": ["C1"]}),
            (4, F, "B", "end_ban", {}),
        ],
        _limit_snap,
    ),
)

_mid_snap = snap(3, F, {"B": side(hand=3, sources=[_free("B:s1")]), "R": side(hand=5)})
scenario(
    "no-play-after-end-discard",
    "番の終わりに手札を捨てた後はカードを出せない",
    "No card may be played after the end-of-番 discard",
    "Bは自分の番の終わりに手札から『テストの鳥』を捨てた。その直後「やっぱりみなもとを出し忘れていた」と"
    "言って陸のみなもとを場に出した。",
    "illegal",
    ["107"],
    log(
        [
            (3, F, "B", "play_source", {"card": card("B:s2", "L")}),
            (3, F, "B", "discard", {"count": 1, "cards": ["C2"]}),
            (3, F, "B", "end_ban", {}),
        ],
        _mid_snap,
    ),
    log(
        [
            (3, F, "B", "discard", {"count": 1, "cards": ["C2"]}),
            (3, F, "B", "play_source", {"card": card("B:s2", "L")}),
            (3, F, "B", "end_ban", {}),
        ],
        _mid_snap,
    ),
)

_predraw_snap = snap(
    3,
    F,
    {"B": side(hand=4, sources=[_free("B:s1")]), "R": side(hand=5)},
    this_turn={"drawn": False, "discarded": False},
)
scenario(
    "play-before-draw",
    "カードを引く前にカードを出してはならない",
    "No card may be played before the draw",
    "先攻Bは番が始まるとすぐに陸のみなもとを場に出し、その後で手札が5枚になるよう山札から引いた。",
    "illegal",
    ["101"],
    log(
        [
            (3, F, "B", "draw", {"count": 1}),
            (3, F, "B", "play_source", {"card": card("B:s2", "L")}),
            (3, F, "B", "end_ban", {}),
        ],
        _predraw_snap,
    ),
    log(
        [
            (3, F, "B", "play_source", {"card": card("B:s2", "L")}),
            (3, F, "B", "draw", {"count": 2}),
            (3, F, "B", "end_ban", {}),
        ],
        _predraw_snap,
    ),
)

_e_snap = snap(
    3,
    F,
    {
        "B": side(
            hand=4,
            sources=[src("B:s1", "L"), src("B:s2", "L"), _free("B:s3", "H")],
            groups=[[gc("B:c1", "C2", ["B:s1", "B:s2"])]],
        ),
        "R": side(hand=5, sources=[_free("R:s1", "CO")]),
    },
)
scenario(
    "support-in-opponent-ban-only-as-chain",
    "相手の番にサポートを出せるのは相手がサポートを使った直後だけ",
    "In the opponent's 番 a support may only answer the opponent's support",
    "Bの番。Bがみなもとを1枚出しただけのところで、Rが手札から黒サポート『テストの排気』をBの対決カードに"
    "使った。Bはサポートを使っていない。",
    "illegal",
    ["111"],
    log(
        [
            (3, F, "B", "support", {"card": card("B:w1", "WP"), "sources": ["B:s3"], "target": "B:c1"}),
            (3, F, "R", "support", {"card": card("R:k1", "KM"), "sources": ["R:s1"], "target": "B:c1"}),
            (3, F, "B", "pass", {}),
            (3, F, None, "resolve", {"card": card("R:k1", "KM"), "strength": {"B:c1": -2}}),
            (3, F, None, "resolve", {"card": card("B:w1", "WP"), "strength": {"B:c1": 2}}),
            (3, F, "B", "end_ban", {}),
        ],
        _e_snap,
    ),
    log(
        [
            (3, F, "B", "play_source", {"card": card("B:s4", "L")}),
            (3, F, "R", "support", {"card": card("R:k1", "KM"), "sources": ["R:s1"], "target": "B:c1"}),
            (3, F, "B", "pass", {}),
            (3, F, None, "resolve", {"card": card("R:k1", "KM"), "strength": {"B:c1": -2}}),
            (3, F, "B", "end_ban", {}),
        ],
        _e_snap,
    ),
)

_f_snap = snap(
    3,
    C,
    {
        "B": side(hand=4, sources=[src("B:s1", "L"), _free("B:s2")], groups=[[gc("B:c1", "C1", ["B:s1"])]]),
        "R": side(
            hand=4,
            sources=[src("R:s1", "CO"), src("R:s2", "CO")],
            groups=[[gc("R:c1", "R2", ["R:s1", "R:s2"])]],
        ),
    },
)
scenario(
    "no-confrontation-card-in-confrontation",
    "対決中に対決カードを出すことはできない",
    "No 対決 card may be played during the 対決",
    "対決で点数を伝え合った後、2対3で負けているBが「まだ使っていないみなもとがある」と言って"
    "『テストの虫』を場に出そうとした。",
    "illegal",
    ["110", "16"],
    log(
        [
            (3, C, "B", "announce", {"total": 2}),
            (3, C, "R", "announce", {"total": 3}),
            (3, C, "B", "pass", {}),
            (3, C, "R", "pass", {}),
            (3, C, None, "confrontation_end", {"winner": "R", "discarded": ["B:c1"], "life_loss": 1}),
        ],
        _f_snap,
    ),
    log(
        [
            (3, C, "B", "announce", {"total": 2}),
            (3, C, "R", "announce", {"total": 3}),
            (3, C, "B", "play", {"card": card("B:c2", "C1"), "sources": ["B:s2"]}),
        ],
        _f_snap,
    ),
)

# --- みなもと and costs -------------------------------------------------------------------------------

_g_snap = snap(
    3,
    F,
    {
        "B": side(
            hand=4,
            sources=[src("B:s1", "L"), _free("B:s3", "H"), _free("B:s4", "H")],
            groups=[[gc("B:c1", "C1", ["B:s1"])]],
        ),
        "R": side(hand=5),
    },
)
scenario(
    "support-source-stays-used",
    "サポートが場を離れても、そのみなもとは次の自分の番まで使用状態のまま",
    "A support's source stays used after the support has left, until the next own 番",
    "Bは人のみなもと1枚で『テストの植林』を使い、効果の処理後そのサポートは捨て場へ。Bは「上に何も"
    "乗っていないから」と同じ人のみなもとでもう1枚の『テストの植林』を使った。",
    "illegal",
    ["243", "93"],
    log(
        [
            (3, F, "B", "support", {"card": card("B:w1", "WP"), "sources": ["B:s3"], "target": "B:c1"}),
            (3, F, "R", "pass", {}),
            (3, F, None, "resolve", {"card": card("B:w1", "WP"), "strength": {"B:c1": 2}}),
            (3, F, "B", "support", {"card": card("B:w2", "WP"), "sources": ["B:s4"], "target": "B:c1"}),
            (3, F, "R", "pass", {}),
            (3, F, None, "resolve", {"card": card("B:w2", "WP"), "strength": {"B:c1": 2}}),
            (3, F, "B", "end_ban", {}),
        ],
        _g_snap,
    ),
    log(
        [
            (3, F, "B", "support", {"card": card("B:w1", "WP"), "sources": ["B:s3"], "target": "B:c1"}),
            (3, F, "R", "pass", {}),
            (3, F, None, "resolve", {"card": card("B:w1", "WP"), "strength": {"B:c1": 2}}),
            (3, F, "B", "support", {"card": card("B:w2", "WP"), "sources": ["B:s3"], "target": "B:c1"}),
            (3, F, "R", "pass", {}),
            (3, F, None, "resolve", {"card": card("B:w2", "WP"), "strength": {"B:c1": 2}}),
            (3, F, "B", "end_ban", {}),
        ],
        _g_snap,
    ),
)

_cost_snap = snap(
    3,
    F,
    {
        "B": side(hand=4, sources=[_free("B:s1"), _free("B:s2"), _free("B:s3", "H")]),
        "R": side(hand=5),
    },
)
scenario(
    "cost-attribute",
    "必要コストと同じ属性のみなもとが要る",
    "The sources must have the attributes of the cost",
    "Bは陸1・人1が必要コストの『テストの獣』を、陸のみなもと2枚の上に重ねて出した。",
    "illegal",
    ["118"],
    log(
        [
            (3, F, "B", "play", {"card": card("B:c1", "C3"), "sources": ["B:s1", "B:s3"]}),
            (3, F, "B", "end_ban", {}),
        ],
        _cost_snap,
    ),
    log(
        [
            (3, F, "B", "play", {"card": card("B:c1", "C3"), "sources": ["B:s1", "B:s2"]}),
            (3, F, "B", "end_ban", {}),
        ],
        _cost_snap,
    ),
)
scenario(
    "cost-no-surplus",
    "必要コストと過不足ない枚数のみなもとに重ねる",
    "A card is stacked on exactly as many sources as its cost",
    "Bは陸1が必要コストの『テストの虫』を、陸のみなもと2枚の上に重ねて出した"
    "（後で連鎖するときのために確保しておくつもりだった）。",
    "illegal",
    ["119"],
    log(
        [(3, F, "B", "play", {"card": card("B:c1", "C1"), "sources": ["B:s1"]}), (3, F, "B", "end_ban", {})],
        _cost_snap,
    ),
    log(
        [
            (3, F, "B", "play", {"card": card("B:c1", "C1"), "sources": ["B:s1", "B:s2"]}),
            (3, F, "B", "end_ban", {}),
        ],
        _cost_snap,
    ),
)

_j_snap = snap(
    3,
    F,
    {
        "B": side(hand=4, sources=[_free("B:s1", "LH", "人"), _free("B:s2")]),
        "R": side(hand=5),
    },
)
scenario(
    "special-source-keeps-declared-attribute",
    "特別みなもとは出すときに決めた属性のまま",
    "A special source keeps the attribute declared when it was played",
    "Bは前の番に特別みなもと『里山』を人として出していた。この番、Bは陸2が必要コストの『テストの鳥』を"
    "『里山』と陸のみなもとの上に出し、「里山は陸でもあるから」と主張した。",
    "illegal",
    ["113"],
    log(
        [
            (3, F, "B", "play", {"card": card("B:c1", "C3"), "sources": ["B:s1", "B:s2"]}),
            (3, F, "B", "end_ban", {}),
        ],
        _j_snap,
    ),
    log(
        [
            (3, F, "B", "play", {"card": card("B:c1", "C2"), "sources": ["B:s1", "B:s2"]}),
            (3, F, "B", "end_ban", {}),
        ],
        _j_snap,
    ),
)

# --- VIII. chains ------------------------------------------------------------------------------------

_chain_snap = snap(
    3,
    F,
    {
        "B": side(
            hand=4,
            sources=[src("B:s1", "L"), _free("B:s2"), _free("B:s3", "H")],
            groups=[[gc("B:c1", "C1", ["B:s1"])]],
        ),
        "R": side(hand=5),
    },
)
scenario(
    "chain-only-on-named-card",
    "連鎖できるのは写真の下に書かれた名称のカードの上だけ",
    "A card chains only on a card its chain line names",
    "『テストの獣』（写真の下に『テストの鳥』）を、Bは場の『テストの虫』の上に連鎖させて出した。"
    "「同じ陸の生き物だから」という主張。",
    "illegal",
    ["172"],
    log(
        [
            (3, F, "B", "play", {"card": card("B:c2", "C2"), "sources": ["B:s2"], "chain_on": "B:c1"}),
            (3, F, "B", "end_ban", {}),
        ],
        _chain_snap,
    ),
    log(
        [
            (3, F, "B", "play", {"card": card("B:c2", "C3"), "sources": ["B:s3"], "chain_on": "B:c1"}),
            (3, F, "B", "end_ban", {}),
        ],
        _chain_snap,
    ),
)
scenario(
    "chain-cost-is-the-largest",
    "連鎖の必要コストは連鎖の中で最も多いカードに合わせる",
    "A chain's cost is the largest cost among its cards",
    "『テストの虫』（陸1）の上に『テストの鳥』（陸2）を連鎖させたB。「連鎖なら下のカードのみなもとを"
    "そのまま使える」として、新しいみなもとを足さずに出した。",
    "illegal",
    ["176"],
    log(
        [
            (3, F, "B", "play", {"card": card("B:c2", "C2"), "sources": ["B:s2"], "chain_on": "B:c1"}),
            (3, F, "B", "end_ban", {}),
        ],
        _chain_snap,
    ),
    log(
        [
            (3, F, "B", "play", {"card": card("B:c2", "C2"), "sources": [], "chain_on": "B:c1"}),
            (3, F, "B", "end_ban", {}),
        ],
        _chain_snap,
    ),
)
scenario(
    "chain-no-foreign-attribute",
    "連鎖にグループが必要としない属性のみなもとは使えない",
    "A chain may not use a source of an attribute the group does not need",
    "陸だけが必要な『テストの虫』→『テストの鳥』の連鎖で、Bは足りない1枚を人のみなもとで払った。",
    "illegal",
    ["182"],
    log(
        [
            (3, F, "B", "play", {"card": card("B:c2", "C2"), "sources": ["B:s2"], "chain_on": "B:c1"}),
            (3, F, "B", "end_ban", {}),
        ],
        _chain_snap,
    ),
    log(
        [
            (3, F, "B", "play", {"card": card("B:c2", "C2"), "sources": ["B:s3"], "chain_on": "B:c1"}),
            (3, F, "B", "end_ban", {}),
        ],
        _chain_snap,
    ),
)

_m_snap = snap(
    3,
    F,
    {
        "B": side(
            hand=3,
            sources=[
                src("B:s1", "L"),
                src("B:s2", "L"),
                src("B:s3", "H"),
                _free("B:s4", "H"),
                _free("B:s5", "H"),
                _free("B:s6"),
                _free("B:s7"),
                _free("B:s8"),
            ],
            groups=[[gc("B:c1", "CX", ["B:s1", "B:s2", "B:s3"])]],
        ),
        "R": side(hand=5),
    },
)
scenario(
    "mixed-chain-181",
    "混色連鎖：陸と人が1枚ずつあれば残りはどちらでもよく、必要コストを超えては使えない",
    "Mixed chain: one land and one human suffice, the rest may be either, but no more than the cost",
    "陸2人1の『テストの里の獣』（陸2枚・人1枚の上）に陸5の『テストの森の主』を連鎖させるB。Bは"
    "「森の主には陸5枚が要る」と考えて陸3枚を足し、陸5・人1の計6枚にした。",
    "illegal",
    ["179", "181"],
    log(
        [
            (
                3,
                F,
                "B",
                "play",
                {"card": card("B:c2", "CY"), "sources": ["B:s4", "B:s5"], "chain_on": "B:c1"},
            ),
            (3, F, "B", "end_ban", {}),
        ],
        _m_snap,
    ),
    log(
        [
            (
                3,
                F,
                "B",
                "play",
                {"card": card("B:c2", "CY"), "sources": ["B:s6", "B:s7", "B:s8"], "chain_on": "B:c1"},
            ),
            (3, F, "B", "end_ban", {}),
        ],
        _m_snap,
    ),
    printed_example="181",
)

# --- VI. the 対決 ------------------------------------------------------------------------------------

_o_snap = snap(
    3,
    C,
    {
        "B": side(
            hand=3,
            sources=[src("B:s1", "L"), src("B:s2", "L")],
            groups=[[gc("B:c1", "C2", ["B:s1", "B:s2"], strength=2)]],
        ),
        "R": side(
            hand=4,
            sources=[src("R:s1", "CO"), src("R:s2", "CO")],
            groups=[[gc("R:c1", "R2", ["R:s1", "R:s2"])]],
        ),
    },
)
_o_legal = [
    (3, C, "B", "announce", {"total": 5}),
    (3, C, "R", "announce", {"total": 3}),
    (3, C, "B", "pass", {}),
    (3, C, "R", "pass", {}),
    (3, C, None, "confrontation_end", {"winner": "B", "discarded": ["R:c1"], "life_loss": 2}),
]
scenario(
    "announce-counts-earlier-support",
    "対決開始時の点数には既に出ているサポートの変動を含める",
    "The opening total includes changes made by supports already played",
    "Bは自分の番に『テストの植林』で『テストの鳥』（強さ3）を+2していた。対決の開始時、Bは印刷どおり"
    "3点と伝えた。",
    "illegal",
    ["122", "129"],
    log(_o_legal, _o_snap),
    log([(3, C, "B", "announce", {"total": 3}), (3, C, "R", "announce", {"total": 3})], _o_snap),
)
scenario(
    "life-loss-is-the-difference",
    "対決に負けた側は点数の差だけ地球ライフを減らす",
    "The loser loses Earth Life equal to the difference of the totals",
    "5点対3点でRが負けた。Rは相手の点数の5だけ地球ライフを減らした。",
    "illegal",
    ["136"],
    log(_o_legal, _o_snap),
    log(
        [
            *_o_legal[:-1],
            (3, C, None, "confrontation_end", {"winner": "B", "discarded": ["R:c1"], "life_loss": 5}),
        ],
        _o_snap,
    ),
)

_p_snap = snap(
    3,
    C,
    {
        "B": side(
            hand=3,
            sources=[src("B:s1", "L"), src("B:s2", "L")],
            groups=[[gc("B:c1", "C2", ["B:s1", "B:s2"])]],
        ),
        "R": side(
            hand=4,
            sources=[src("R:s1", "CO"), src("R:s2", "CO"), _free("R:s3", "CO")],
            groups=[[gc("R:c1", "R2", ["R:s1", "R:s2"])]],
        ),
    },
)
_p_tail = [
    (3, C, "B", "pass", {}),
    (3, C, None, "resolve", {"card": card("R:k1", "KM"), "strength": {"B:c1": -2}}),
    (3, C, "R", "pass", {}),
    (3, C, "B", "announce", {"total": 1}),
    (3, C, "R", "announce", {"total": 3}),
    (3, C, None, "confrontation_end", {"winner": "R", "discarded": ["B:c1"], "life_loss": 2}),
]
_km = {"card": card("R:k1", "KM"), "sources": ["R:s3"], "target": "B:c1"}
scenario(
    "confrontation-support-first-player-first",
    "対決のサポート使用意思は先攻から決める",
    "In the 対決 the 先攻 decides first whether to use a support",
    "3対3で点数を伝え合った直後、後攻Rが先攻Bの意思表示を待たずに『テストの排気』を出した。",
    "illegal",
    ["260", "124"],
    log(
        [
            (3, C, "B", "announce", {"total": 3}),
            (3, C, "R", "announce", {"total": 3}),
            (3, C, "B", "pass", {}),
            (3, C, "R", "support", _km),
            *_p_tail,
        ],
        _p_snap,
    ),
    log(
        [
            (3, C, "B", "announce", {"total": 3}),
            (3, C, "R", "announce", {"total": 3}),
            (3, C, "R", "support", _km),
            *_p_tail,
        ],
        _p_snap,
    ),
)

_tie_snap = snap(
    3,
    C,
    {
        "B": side(
            hand=5,
            sources=[src("B:s1", "L"), src("B:s2", "L")],
            groups=[[gc("B:c1", "C2", ["B:s1", "B:s2"])]],
        ),
        "R": side(
            hand=5,
            sources=[src("R:s1", "CO"), src("R:s2", "CO")],
            groups=[[gc("R:c1", "R2", ["R:s1", "R:s2"])]],
        ),
    },
    order=("R", "B"),
)
_tie = [
    (3, C, "R", "announce", {"total": 3}),
    (3, C, "B", "announce", {"total": 3}),
    (3, C, "R", "pass", {}),
    (3, C, "B", "pass", {}),
]
_tie_end = (3, C, None, "confrontation_end", {"winner": None, "discarded": ["R:c1", "B:c1"], "life_loss": 0})
scenario(
    "tie-both-lose-their-cards",
    "引き分けは両者が負けたものとして処理し、地球ライフは増減しない",
    "A tie is processed as both losing, with no Earth Life change",
    "3対3の引き分け。両者とも「引き分けだから何も起きない」と対決カードを場に残したまま次のターンに"
    "進もうとした。",
    "illegal",
    ["135"],
    log([*_tie, _tie_end], _tie_snap),
    log(
        [*_tie, (3, C, None, "confrontation_end", {"winner": None, "discarded": [], "life_loss": 0})],
        _tie_snap,
    ),
)
scenario(
    "tie-first-player-stays",
    "引き分けの次のターンは前のターンの先攻がそのまま先攻",
    "After a tie the previous 先攻 goes first again",
    "ターン3（先攻R）の対決が引き分け。Bが「引き分けなら交代」と言ってターン4の最初にカードを引いた。",
    "illegal",
    ["87"],
    log([*_tie, _tie_end, (4, F, "R", "draw", {"count": 0}), (4, F, "R", "end_ban", {})], _tie_snap),
    log([*_tie, _tie_end, (4, F, "B", "draw", {"count": 0}), (4, F, "B", "end_ban", {})], _tie_snap),
)

_u_snap = snap(
    3,
    C,
    {
        "B": side(
            hand=3,
            sources=[src("B:s1", "L"), src("B:s2", "L")],
            groups=[[gc("B:c1", "C2", ["B:s1", "B:s2"])]],
        ),
        "R": side(
            hand=4, sources=[src("R:s1", "CO"), _free("R:s2", "CO")], groups=[[gc("R:c1", "R1", ["R:s1"])]]
        ),
    },
)
scenario(
    "no-life-change-before-support-window",
    "サポートの使用意思を確認する前に地球ライフを減らしてはならない",
    "Earth Life may not be reduced before the support decisions",
    "3対2。点数を伝えた直後、Rが自分で地球ライフを1減らし対決カードを捨て場に置いて対決を終えた。"
    "Rの手札には『テストの排気』があった。",
    "illegal",
    ["139"],
    log(
        [
            (3, C, "B", "announce", {"total": 3}),
            (3, C, "R", "announce", {"total": 2}),
            (3, C, "B", "pass", {}),
            (3, C, "R", "support", {"card": card("R:k1", "KM"), "sources": ["R:s2"], "target": "B:c1"}),
            (3, C, "B", "pass", {}),
            (3, C, None, "resolve", {"card": card("R:k1", "KM"), "strength": {"B:c1": -2}}),
            (3, C, "R", "pass", {}),
            (3, C, None, "confrontation_end", {"winner": "R", "discarded": ["B:c1"], "life_loss": 1}),
        ],
        _u_snap,
    ),
    log(
        [
            (3, C, "B", "announce", {"total": 3}),
            (3, C, "R", "announce", {"total": 2}),
            (3, C, None, "confrontation_end", {"winner": "B", "discarded": ["R:c1"], "life_loss": 1}),
        ],
        _u_snap,
    ),
)

_v_snap = snap(
    3,
    C,
    {
        "B": side(
            hand=3, sources=[src("B:s1", "L"), _free("B:s3", "H")], groups=[[gc("B:c1", "C1", ["B:s1"])]]
        ),
        "R": side(
            hand=4,
            sources=[src("R:s1", "CO"), src("R:s2", "CO")],
            groups=[[gc("R:c1", "R2", ["R:s1", "R:s2"])]],
        ),
    },
)
_v_head = [
    (3, C, "B", "announce", {"total": 2}),
    (3, C, "R", "announce", {"total": 3}),
    (3, C, "B", "pass", {}),
    (3, C, "R", "pass", {}),
]
scenario(
    "no-support-after-both-declined",
    "両者が続けてサポートを出さないと表明した後はサポートを出せない",
    "After both declined in a row no support may be played",
    "2対3。Bがパス、Rもパスした後で、Bが「やっぱり使う」と『テストの植林』を出した。",
    "illegal",
    ["262"],
    log(
        [*_v_head, (3, C, None, "confrontation_end", {"winner": "R", "discarded": ["B:c1"], "life_loss": 1})],
        _v_snap,
    ),
    log(
        [
            *_v_head,
            (3, C, "B", "support", {"card": card("B:w1", "WP"), "sources": ["B:s3"], "target": "B:c1"}),
            (3, C, "R", "pass", {}),
            (3, C, None, "resolve", {"card": card("B:w1", "WP"), "strength": {"B:c1": 2}}),
            (3, C, None, "confrontation_end", {"winner": "B", "discarded": ["R:c1"], "life_loss": 1}),
        ],
        _v_snap,
    ),
)

_au_snap = snap(
    3,
    C,
    {
        "B": side(
            hand=3,
            sources=[src("B:s1", "L"), src("B:s2", "L"), src("B:s3", "L")],
            groups=[[gc("B:c1", "C1", ["B:s1"])], [gc("B:c2", "C2", ["B:s2", "B:s3"])]],
        ),
        "R": side(
            hand=3,
            sources=[src("R:s1", "CO"), src("R:s2", "CO"), src("R:s3", "CO"), src("R:s4", "CO")],
            groups=[[gc("R:c1", "R3", ["R:s1", "R:s2", "R:s3"])], [gc("R:c2", "R1", ["R:s4"])]],
        ),
    },
)
_au = [
    (3, C, "B", "announce", {"total": 5}),
    (3, C, "R", "announce", {"total": 7}),
    (3, C, "B", "pass", {}),
    (3, C, "R", "pass", {}),
]
scenario(
    "loser-discards-every-card",
    "対決に負けたプレイヤーは自分の場の対決カードを全て捨て場に置く",
    "The loser puts every 対決 card of his field into the discard",
    "5対7で負けたB。場には『テストの虫』と『テストの鳥』の2グループがあり、Bは「点数の大きい方だけ」"
    "と言って『テストの鳥』だけを捨て場に置いた。",
    "illegal",
    ["131"],
    log(
        [
            *_au,
            (3, C, None, "confrontation_end", {"winner": "R", "discarded": ["B:c1", "B:c2"], "life_loss": 2}),
        ],
        _au_snap,
    ),
    log(
        [*_au, (3, C, None, "confrontation_end", {"winner": "R", "discarded": ["B:c2"], "life_loss": 2})],
        _au_snap,
    ),
)

# --- VII. winning -------------------------------------------------------------------------------------

_t_snap = snap(
    3,
    S,
    {
        "B": side(life=3, hand=5),
        "R": side(life=3, hand=4, sources=[_free("R:s1", "CO")]),
    },
)
_kb = [
    (3, S, "R", "support", {"card": card("R:k1", "KB"), "sources": ["R:s1"]}),
    (3, S, "B", "pass", {}),
    (3, S, None, "resolve", {"card": card("R:k1", "KB"), "life": {"R": -3, "B": -3}}),
]
scenario(
    "both-life-zero-is-a-draw",
    "両者の地球ライフが同時に0になれば引き分け",
    "Both Earth Lives reaching 0 at once is a draw",
    "地球ライフ3どうし。Rが『テストの大気汚染』（お互いの地球ライフを3減らす）を使い、両者0になった。"
    "Rは「Bのライフが先に減るから自分の勝ち」と主張した。",
    "illegal",
    ["144"],
    log([*_kb, (3, S, None, "result", {"winner": None})], _t_snap),
    log([*_kb, (3, S, None, "result", {"winner": "R"})], _t_snap),
)

_as_snap = snap(
    3,
    S,
    {
        "B": side(life=3, hand=5),
        "R": side(life=9, hand=4, sources=[_free("R:s1", "CO")]),
    },
)
_kv = [
    (3, S, "R", "support", {"card": card("R:k1", "KV"), "sources": ["R:s1"]}),
    (3, S, "B", "pass", {}),
    (3, S, None, "resolve", {"card": card("R:k1", "KV"), "life": {"B": -3}}),
]
scenario(
    "life-zero-by-effect-ends-game",
    "効果で地球ライフが0になった時点でそのゲームは負け",
    "Earth Life 0 by an effect loses the game at once",
    "Bの地球ライフ3のとき、Rの『テストの排出』で0になった。Bは「対決で負けたわけではない」と言って"
    "そのまま対決に進もうとした。",
    "illegal",
    ["142"],
    log([*_kv, (3, S, None, "result", {"winner": "R"})], _as_snap),
    log([*_kv, (3, S, "R", "end_ban", {}), (3, C, "B", "announce", {"total": 0})], _as_snap),
)

_am_snap = snap(
    5,
    F,
    {
        "B": side(life=12, hand=5, sources=[_free("B:s1")]),
        "R": side(life=8, hand=5, sources=[_free("R:s1", "CO")]),
    },
    this_turn={"drawn": False, "discarded": False},
)


def _idle_turn(t: int) -> list[tuple[Any, ...]]:
    return [
        (t, F, "B", "draw", {"count": 0}),
        (t, F, "B", "end_ban", {}),
        (t, S, "R", "draw", {"count": 0}),
        (t, S, "R", "end_ban", {}),
        (t, C, "B", "announce", {"total": 0}),
        (t, C, "R", "announce", {"total": 0}),
        (t, C, "B", "pass", {}),
        (t, C, "R", "pass", {}),
        (t, C, None, "confrontation_end", {"winner": None, "discarded": [], "life_loss": 0}),
    ]


scenario(
    "stalemate-higher-life-wins",
    "2ターン何も変化しなければゲーム終了、地球ライフの大きい方の勝ち",
    "Two unchanged turns end the game; the higher Earth Life wins",
    "ターン5と6、両者とも何も出さず捨てず、0対0の引き分けが続いた（手札は5枚のまま）。"
    "地球ライフはB12、R8。両者は「引き分け終了だから引き分け」と記録した。",
    "illegal",
    ["151"],
    log(_idle_turn(5) + _idle_turn(6) + [(6, C, None, "result", {"winner": "B"})], _am_snap),
    log(_idle_turn(5) + _idle_turn(6) + [(6, C, None, "result", {"winner": None})], _am_snap),
)

# --- III. the start of the game -----------------------------------------------------------------------


def _setup(rows: list[tuple[Any, ...]]) -> dict[str, Any]:
    return log([*rows, (1, F, "B", "draw", {"count": 0})])


_dec = (0, "setup", None, "decide_first", {"first": "B", "method": "janken"})
_deal = [
    (0, "setup", "B", "shuffle", {}),
    (0, "setup", "B", "draw", {"count": 5}),
    (0, "setup", "R", "shuffle", {}),
    (0, "setup", "R", "draw", {"count": 5}),
]
scenario(
    "one-redraw-only",
    "最初の手札の引きなおしは1度だけ",
    "The opening hand may be redrawn only once",
    "先攻Bは最初の手札を引きなおしたが、新しい手札にもみなもとがなかったため、もう一度引きなおした。",
    "illegal",
    ["72"],
    _setup([_dec, *_deal, (0, "setup", "B", "mulligan", {}), (0, "setup", "R", "keep", {})]),
    _setup(
        [
            _dec,
            *_deal,
            (0, "setup", "B", "mulligan", {}),
            (0, "setup", "B", "mulligan", {}),
            (0, "setup", "R", "keep", {}),
        ]
    ),
)
scenario(
    "redraw-decision-first-player-first",
    "手札の引きなおしは先攻が先に決める",
    "The 先攻 decides on the redraw first",
    "先攻が決まって5枚ずつ引いた後、後攻Rが先に「引きなおす」と宣言して引きなおし、その後で先攻Bが"
    "キープを決めた。",
    "illegal",
    ["73"],
    _setup([_dec, *_deal, (0, "setup", "B", "keep", {}), (0, "setup", "R", "mulligan", {})]),
    _setup([_dec, *_deal, (0, "setup", "R", "mulligan", {}), (0, "setup", "B", "keep", {})]),
)
scenario(
    "no-draw-before-first-player",
    "先攻／後攻の決定前に山札から引いてはならない",
    "No card may be drawn before the 先攻 is decided",
    "Bは山札を切るとすぐに5枚引き、その後でじゃんけんをして先攻を決めた。",
    "illegal",
    ["70"],
    _setup([_dec, *_deal, (0, "setup", "B", "keep", {}), (0, "setup", "R", "keep", {})]),
    _setup([*_deal[:2], _dec, *_deal[2:], (0, "setup", "B", "keep", {}), (0, "setup", "R", "keep", {})]),
)

_aq_snap = snap(
    3,
    F,
    {
        "B1": side(hand=4, sources=[_free("B1:s1")]),
        "R1": side(hand=5),
    },
    order=("B1", "R1"),
)
scenario(
    "team-member-barred-after-looking",
    "相手の手札を見たチーム構成員はそのゲームに参加できない",
    "A team member who looked at the opponent's hand is barred from the game",
    "青チームのB2がRの手札をのぞき見たとジャッジが確認した。その後、B2がチームの番でみなもとを場に出した。",
    "illegal",
    ["78"],
    log(
        [(3, F, "B2", "play_source", {"card": card("B1:s2", "L")}), (3, F, "B1", "end_ban", {})],
        _aq_snap,
        teams=True,
        first="B1",
    ),
    log(
        [
            (3, F, None, "conduct", {"seat": "B2", "breach": "looked_at_hand"}),
            (3, F, "B2", "play_source", {"card": card("B1:s2", "L")}),
            (3, F, "B1", "end_ban", {}),
        ],
        _aq_snap,
        teams=True,
        first="B1",
    ),
)

# --- IX. support cards ---------------------------------------------------------------------------------

_w_snap = snap(
    3,
    F,
    {
        "B": side(
            hand=4,
            sources=[src("B:s1", "L"), src("B:s2", "L"), src("B:s3", "L"), _free("B:s4", "H")],
            groups=[[gc("B:c1", "C1", ["B:s1"])], [gc("B:c2", "C2", ["B:s2", "B:s3"])]],
        ),
        "R": side(hand=5),
    },
)
_wp = [
    (3, F, "B", "support", {"card": card("B:w1", "WP"), "sources": ["B:s4"], "target": "B:c1"}),
    (3, F, "R", "pass", {}),
]
scenario(
    "target-fixed-when-played",
    "サポートの対象は出したときに選び、後から変えられない",
    "A support's target is chosen when it is played and cannot change",
    "Bは『テストの植林』の対象に『テストの虫』を選んで出した。Rがパスした後、Bは「やっぱり鳥に」と"
    "+2を『テストの鳥』に適用した。",
    "illegal",
    ["253"],
    log(
        [
            *_wp,
            (3, F, None, "resolve", {"card": card("B:w1", "WP"), "strength": {"B:c1": 2}}),
            (3, F, "B", "end_ban", {}),
        ],
        _w_snap,
    ),
    log(
        [
            *_wp,
            (3, F, None, "resolve", {"card": card("B:w1", "WP"), "strength": {"B:c2": 2}}),
            (3, F, "B", "end_ban", {}),
        ],
        _w_snap,
    ),
)

_x_snap = snap(
    3,
    S,
    {
        "B": side(hand=4, sources=[src("B:s1", "L", used=True)]),
        "R": side(hand=4, sources=[_free("R:s1", "CO")]),
    },
)
scenario(
    "support-needs-a-field-target",
    "対象が場にないサポートは使えない",
    "A support whose target is on the field cannot be used when there is none",
    "Bの場に対決カードが1枚もないとき、Rは「次に出てくるカードに効く」と言って『テストの排気』"
    "（相手の対決カード1枚の強さ-2）を使った。",
    "illegal",
    ["247"],
    log(
        [(3, S, "R", "play", {"card": card("R:c1", "R1"), "sources": ["R:s1"]}), (3, S, "R", "end_ban", {})],
        _x_snap,
    ),
    log(
        [
            (3, S, "R", "support", {"card": card("R:k1", "KM"), "sources": ["R:s1"]}),
            (3, S, "B", "pass", {}),
            (3, S, None, "resolve", {"card": card("R:k1", "KM")}),
            (3, S, "R", "end_ban", {}),
        ],
        _x_snap,
    ),
)

_y_snap = snap(
    3,
    S,
    {
        "B": side(hand=4),
        "R": side(hand=4, sources=[_free("R:s1", "CO")]),
    },
)
_kl = [
    (3, S, "R", "support", {"card": card("R:k1", "KL"), "sources": ["R:s1"]}),
    (3, S, "B", "pass", {}),
    (3, S, None, "resolve", {"card": card("R:k1", "KL")}),
]
scenario(
    "deck-looked-at-is-shuffled",
    "相手の山札の中を見た後は山札を切る",
    "A deck looked through by an effect is shuffled afterwards",
    "Rは『テストの偵察』でBの山札の中を見た。見ただけで何も取らなかったので、Bの山札を切らずに返した。",
    "illegal",
    ["234", "266"],
    log([*_kl, (3, S, "B", "shuffle", {"deck": "B"}), (3, S, "R", "end_ban", {})], _y_snap),
    log([*_kl, (3, S, "R", "end_ban", {})], _y_snap),
)

_kh = [(3, S, "R", "support", {"card": card("R:k1", "KH"), "sources": ["R:s1"]}), (3, S, "B", "pass", {})]
scenario(
    "choose-from-hand-unseen",
    "『相手の手札から選ぶ』効果では相手の手札を見てはならない",
    "An effect choosing from the opponent's hand does not let its user look at it",
    "Rは『テストの横取り』（相手の手札から1枚選ぶ）を使い、Bの手札を表向きに広げさせて中を見てから選んだ。",
    "illegal",
    ["235"],
    log(
        [
            *_kh,
            (3, S, None, "resolve", {"card": card("R:k1", "KH"), "life": {"B": -1}}),
            (3, S, "R", "end_ban", {}),
        ],
        _y_snap,
    ),
    log(
        [
            *_kh,
            (3, S, None, "resolve", {"card": card("R:k1", "KH"), "life": {"B": -1}, "looked_hand": ["B"]}),
            (3, S, "R", "end_ban", {}),
        ],
        _y_snap,
    ),
)

_aa_snap = snap(
    3,
    F,
    {
        "B": side(
            hand=3,
            sources=[src("B:s1", "L"), src("B:s2", "L"), _free("B:s3", "H"), src("B:s4", "L")],
            groups=[[gc("B:c1", "C1", ["B:s1"]), gc("B:c2", "C2", ["B:s2"])], [gc("B:c3", "C1", ["B:s4"])]],
        ),
        "R": side(hand=5, sources=[_free("R:s1", "CO")]),
    },
)
_aa = [
    (3, F, "B", "support", {"card": card("B:w1", "WP"), "sources": ["B:s3"], "target": "B:c1"}),
    (3, F, "R", "support", {"card": card("R:k1", "KM"), "sources": ["R:s1"], "target": "B:c1"}),
    (3, F, "B", "pass", {}),
    (3, F, None, "resolve", {"card": card("R:k1", "KM"), "strength": {"B:c1": -2}}),
    (3, F, None, "leave", {"card": "B:c1", "to": "discard", "by": "rule"}),
]
_aa_survival = [
    (3, F, "B", "survival", {"discarded": [], "released": []}),
    (3, F, "R", "survival_approve", {}),
    (3, F, "B", "end_ban", {}),
]
scenario(
    "chain-target-gone-no-retarget",
    "チェーン中に対象がなくなったサポートは効果なしで捨て場へ、対象は選びなおせない",
    "A support whose target left during the チェーン goes to the discard without effect; no new target",
    "Bが『テストの植林』を『テストの虫』（強さ2）に使い、Rがチェーンして同じカードに『テストの排気』。"
    "虫は強さ0で捨て場へ。Bは植林の+2を別グループの『テストの虫』に移した。",
    "illegal",
    ["258"],
    log(
        [*_aa, (3, F, None, "resolve", {"card": card("B:w1", "WP"), "fizzled": True}), *_aa_survival],
        _aa_snap,
    ),
    log(
        [*_aa, (3, F, None, "resolve", {"card": card("B:w1", "WP"), "strength": {"B:c3": 2}}), *_aa_survival],
        _aa_snap,
    ),
)

_ab_snap = snap(
    3,
    C,
    {
        "B": side(
            hand=3,
            sources=[src("B:s1", "L"), src("B:s2", "L"), _free("B:s3", "H"), _free("B:s4", "H")],
            groups=[[gc("B:c1", "C2", ["B:s1", "B:s2"])]],
        ),
        "R": side(
            hand=3, sources=[src("R:s1", "CO"), _free("R:s2", "CO")], groups=[[gc("R:c1", "R1", ["R:s1"])]]
        ),
    },
)
_ab_head = [
    (3, C, "B", "announce", {"total": 3}),
    (3, C, "R", "announce", {"total": 2}),
    (3, C, "B", "support", {"card": card("B:w1", "WP"), "sources": ["B:s3"], "target": "B:c1"}),
]
_kc = {"card": card("R:k1", "KC"), "sources": ["R:s2"], "target": "B:w1"}
scenario(
    "cancel-only-within-the-chain",
    "後のチェーンのサポートで前のチェーンのサポートは打ち消せない",
    "A support of a later チェーン cannot cancel one of an earlier チェーン",
    "対決でBの『テストの植林』にRはパスし、植林の効果が発動した。続いてBが2枚目の『テストの植林』を出すと、"
    "Rはそれにチェーンして『テストの打ち消し』を出し、1枚目の植林を打ち消すと主張した。",
    "illegal",
    ["265"],
    log(
        [
            *_ab_head,
            (3, C, "R", "support", _kc),
            (3, C, "B", "pass", {}),
            (3, C, None, "resolve", {"card": card("R:k1", "KC")}),
            (3, C, None, "resolve", {"card": card("B:w1", "WP"), "fizzled": True}),
            (3, C, "R", "pass", {}),
            (3, C, None, "confrontation_end", {"winner": "B", "discarded": ["R:c1"], "life_loss": 1}),
        ],
        _ab_snap,
    ),
    log(
        [
            *_ab_head,
            (3, C, "R", "pass", {}),
            (3, C, None, "resolve", {"card": card("B:w1", "WP"), "strength": {"B:c1": 2}}),
            (3, C, "B", "support", {"card": card("B:w2", "WP"), "sources": ["B:s4"], "target": "B:c1"}),
            (3, C, "R", "support", _kc),
            (3, C, "B", "pass", {}),
            (3, C, None, "resolve", {"card": card("R:k1", "KC")}),
            (3, C, None, "resolve", {"card": card("B:w2", "WP"), "strength": {"B:c1": 2}}),
        ],
        _ab_snap,
    ),
    note=(
        "Corrected after the first run: the disputed log as written had B decline after the first チェーン "
        "closed and R then open a second one; R's decline had ended the first チェーン, so B's decline was "
        "the second in a row and closed the window (262, product decision MyEarth 8), and R's support was "
        "illegal for that reason before 265 came into it. The second チェーン is now opened by B's second "
        "support, and R chains the cancel onto it, aiming at the first チェーン's support."
    ),
)

_ac_snap = snap(
    3,
    S,
    {
        "B": side(
            hand=4,
            sources=[src("B:s1", "L"), src("B:s2", "H")],
            groups=[[gc("B:c1", "C1", ["B:s1"])]],
            supports=[gc("B:ss1", "SS", ["B:s2"])],
        ),
        "R": side(
            hand=4, sources=[src("R:s1", "CO"), _free("R:s2", "H")], groups=[[gc("R:c1", "R1", ["R:s1"])]]
        ),
    },
)
_ac = [
    (3, S, "R", "support", {"card": card("R:ss1", "SS"), "sources": ["R:s2"], "target": "R:c1"}),
    (3, S, "B", "pass", {}),
]
scenario(
    "later-ss-replaces-earlier",
    "後の【ss】の効果の発動が認められたとき、先に出ていた【ss】は捨て場へ",
    "When a later 【ss】 card takes effect, the earlier one goes to the discard",
    "Bの場に【ss】カード『テストの共生』が残っている。RもRの『テストの共生』を出して効果が発動した。"
    "Rは「先に出ていた【ss】を捨てるのは自分のものだけ」と言い、Bの【ss】は場に残った。",
    "illegal",
    ["272"],
    log(
        [
            *_ac,
            (
                3,
                S,
                None,
                "resolve",
                {"card": card("R:ss1", "SS"), "strength": {"R:c1": 1}, "to": "field", "replaced": ["B:ss1"]},
            ),
            (3, S, "R", "end_ban", {}),
        ],
        _ac_snap,
    ),
    log(
        [
            *_ac,
            (3, S, None, "resolve", {"card": card("R:ss1", "SS"), "strength": {"R:c1": 1}, "to": "field"}),
            (3, S, "R", "end_ban", {}),
        ],
        _ac_snap,
    ),
)

_ad_snap = snap(
    3,
    F,
    {
        "B": side(
            hand=4, sources=[src("B:s1", "L"), _free("B:s2", "H")], groups=[[gc("B:c1", "C1", ["B:s1"])]]
        ),
        "R": side(hand=5),
    },
)
_ad = [
    (3, F, "B", "support", {"card": card("B:ss1", "SS"), "sources": ["B:s2"], "target": "B:c1"}),
    (3, F, "R", "pass", {}),
]
scenario(
    "ss-card-stays-on-field",
    "【ss】カードは効果の発動後も、後の【ss】に置き換えられるまで場に残る",
    "An 【ss】 card stays on the field after taking effect until a later 【ss】 replaces it",
    "Bは【ss】カード『テストの共生』を使い、効果の処理後、普通のサポートと同じように捨て場に置いた。",
    "illegal",
    ["272"],
    log(
        [
            *_ad,
            (3, F, None, "resolve", {"card": card("B:ss1", "SS"), "strength": {"B:c1": 1}, "to": "field"}),
            (3, F, "B", "end_ban", {}),
        ],
        _ad_snap,
    ),
    log(
        [
            *_ad,
            (3, F, None, "resolve", {"card": card("B:ss1", "SS"), "strength": {"B:c1": 1}}),
            (3, F, "B", "end_ban", {}),
        ],
        _ad_snap,
    ),
)

_ae_snap = snap(3, F, {"B": side(hand=4, sources=[_free("B:s1", "H")]), "R": side(hand=5)})
_ae = [(3, F, "B", "support", {"card": card("B:w1", "WS"), "sources": ["B:s1"]}), (3, F, "R", "pass", {})]
scenario(
    "task-follows-an-empty-search",
    "山札から選ぶ効果は該当カードがなくても発動し、【課題】も行う",
    "A deck search fires even when it finds nothing, and its 【課題】 follows",
    "Bは【課題】付きの『テストの調査』（山札から【陸の生き物】1枚を手札に）を使ったが、山札に陸の生き物が"
    "なかった。Bは「効果が空振りだから【課題】もしない」と主張した。",
    "illegal",
    ["268", "241"],
    log(
        [
            *_ae,
            (3, F, None, "resolve", {"card": card("B:w1", "WS"), "task": 1}),
            (3, F, "B", "shuffle", {"deck": "B"}),
            (3, F, "B", "end_ban", {}),
        ],
        _ae_snap,
    ),
    log(
        [
            *_ae,
            (3, F, None, "resolve", {"card": card("B:w1", "WS"), "task": 0}),
            (3, F, "B", "shuffle", {"deck": "B"}),
            (3, F, "B", "end_ban", {}),
        ],
        _ae_snap,
    ),
)

_af_snap = snap(
    3, F, {"B": side(life=10, hand=4, sources=[_free("B:s1"), _free("B:s2", "H")]), "R": side(hand=5)}
)
_af = [
    (3, F, "B", "play", {"card": card("B:c1", "CE"), "sources": ["B:s1"]}),
    (3, F, None, "effect", {"source": card("B:c1", "CE"), "ability": "a1", "life": {"B": 1}}),
]
scenario(
    "effect-once-per-card",
    "対決カードの効果は場にある限り1枚につき1回",
    "A 対決 card's effect fires once per card while it stays on the field",
    "Bは『テストの小鳥』（場に出したとき自分の地球ライフ+1）を出して+1した。続けて『テストの植林』を"
    "小鳥に使い、「カードが強くなって出し直した扱い」としてもう一度+1した。",
    "illegal",
    ["230"],
    log(
        [
            *_af,
            (3, F, "B", "support", {"card": card("B:w1", "WP"), "sources": ["B:s2"], "target": "B:c1"}),
            (3, F, "R", "pass", {}),
            (3, F, None, "resolve", {"card": card("B:w1", "WP"), "strength": {"B:c1": 2}}),
            (3, F, "B", "end_ban", {}),
        ],
        _af_snap,
    ),
    log(
        [
            *_af,
            (3, F, "B", "support", {"card": card("B:w1", "WP"), "sources": ["B:s2"], "target": "B:c1"}),
            (3, F, "R", "pass", {}),
            (3, F, None, "resolve", {"card": card("B:w1", "WP"), "strength": {"B:c1": 2}}),
            (3, F, None, "effect", {"source": card("B:c1", "CE"), "ability": "a1", "life": {"B": 1}}),
            (3, F, "B", "end_ban", {}),
        ],
        _af_snap,
    ),
)

_hl_snap = snap(
    3,
    C,
    {
        "B": side(
            hand=3,
            sources=[src("B:s1", "L"), src("B:s2", "L"), _free("B:s3", "H")],
            groups=[[gc("B:c1", "C2", ["B:s1", "B:s2"])]],
        ),
        "R": side(hand=4, sources=[src("R:s1", "CO")], groups=[[gc("R:c1", "R1", ["R:s1"])]]),
    },
)
_hl = [
    (3, C, "B", "announce", {"total": 3}),
    (3, C, "R", "announce", {"total": 2}),
    (3, C, "B", "support", {"card": card("B:w1", "WL"), "sources": ["B:s3"]}),
    (3, C, "R", "pass", {}),
    (3, C, None, "resolve", {"card": card("B:w1", "WL"), "hand_limit": {"B": 6}}),
    (3, C, "B", "pass", {}),
    (3, C, None, "confrontation_end", {"winner": "B", "discarded": ["R:c1"], "life_loss": 1}),
]
scenario(
    "raised-hand-limit-draw",
    "効果で手札の上限枚数が6枚になった後は6枚ちょうどまで引く",
    "After an effect raises the hand limit to 6, the draw fills the hand to 6",
    "Bは対決中に『テストの備蓄』（手札の上限枚数を6枚にする）を使った。次のターン、Bは手札2枚から"
    "いつもどおり5枚になるよう3枚だけ引いた。",
    "illegal",
    ["97", "98"],
    log([*_hl, (4, F, "B", "draw", {"count": 4}), (4, F, "B", "end_ban", {})], _hl_snap),
    log([*_hl, (4, F, "B", "draw", {"count": 3}), (4, F, "B", "end_ban", {})], _hl_snap),
)

# --- VIII. strength 0 and the survival check ----------------------------------------------------------

_at_snap = snap(
    3,
    S,
    {
        "B": side(
            hand=4,
            sources=[src("B:s1", "L"), src("B:s2", "L")],
            groups=[[gc("B:c1", "C1", ["B:s1"]), gc("B:c2", "C2", ["B:s2"])]],
        ),
        "R": side(hand=4, sources=[_free("R:s1", "CO")]),
    },
)
_at = [
    (3, S, "R", "support", {"card": card("R:k1", "KM"), "sources": ["R:s1"], "target": "B:c1"}),
    (3, S, "B", "pass", {}),
    (3, S, None, "resolve", {"card": card("R:k1", "KM"), "strength": {"B:c1": -2}}),
]
scenario(
    "strength-zero-leaves-at-once",
    "強さが0になった対決カードは即座に捨て場へ",
    "A 対決 card whose strength reaches 0 goes to the discard at once",
    "Rの『テストの排気』で、Bの連鎖の最下位『テストの虫』（強さ2）が0になった。Bは「連鎖の一部だから"
    "グループごと残る」と言って場に残した。",
    "illegal",
    ["162"],
    log(
        [
            *_at,
            (3, S, None, "leave", {"card": "B:c1", "to": "discard", "by": "rule"}),
            (3, S, "B", "survival", {"discarded": [], "released": []}),
            (3, S, "R", "survival_approve", {}),
            (3, S, "R", "end_ban", {}),
        ],
        _at_snap,
    ),
    log([*_at, (3, S, "R", "end_ban", {})], _at_snap),
)

_sv_snap = snap(
    3,
    F,
    {
        "B": side(
            hand=4,
            sources=[src("B:s1", "L"), src("B:s2", "L")],
            groups=[[gc("B:c1", "C1", ["B:s1"]), gc("B:c2", "C2", ["B:s2"])]],
        ),
        "R": side(hand=4, sources=[_free("R:s1", "CO")]),
    },
    order=("R", "B"),
)
_kd = [
    (3, F, "R", "support", {"card": card("R:k1", "KD"), "sources": ["R:s1"], "target": "B:c1"}),
    (3, F, "B", "pass", {}),
    (3, F, None, "resolve", {"card": card("R:k1", "KD")}),
    (3, F, None, "leave", {"card": "B:s2", "to": "discard", "by": "R:k1"}),
]
scenario(
    "survival-keeps-what-still-survives",
    "生存判定で捨てるのは生存できない対決カードだけ",
    "The survival check discards only the 対決 cards that cannot survive",
    "Rの『テストの伐採』で、Bの『テストの虫』→『テストの鳥』のグループから陸のみなもとが1枚捨てられ、"
    "陸1枚が残った。Bは「グループが崩れた」として虫も鳥も捨て場に置いた。",
    "illegal",
    ["158", "207"],
    log(
        [
            *_kd,
            (3, F, "B", "survival", {"discarded": ["B:c2"], "released": []}),
            (3, F, "R", "survival_approve", {}),
            (3, F, "R", "end_ban", {}),
        ],
        _sv_snap,
    ),
    log(
        [
            *_kd,
            (3, F, "B", "survival", {"discarded": ["B:c2", "B:c1"], "released": []}),
            (3, F, "R", "survival_approve", {}),
            (3, F, "R", "end_ban", {}),
        ],
        _sv_snap,
    ),
)

_kx = [
    (3, F, "R", "support", {"card": card("R:k1", "KX"), "sources": ["R:s1"], "target": "B:c2"}),
    (3, F, "B", "pass", {}),
    (3, F, None, "resolve", {"card": card("R:k1", "KX")}),
    (3, F, None, "leave", {"card": "B:c2", "to": "discard", "by": "R:k1"}),
]
_good = (3, F, "B", "survival", {"discarded": [], "released": ["B:s2"]})
scenario(
    "survival-releases-surplus",
    "生存判定で余ったみなもとは、最大の必要枚数まで減らす",
    "The survival check releases the sources beyond the largest remaining cost",
    "Rの『テストの開発』でBの連鎖の上の『テストの鳥』が捨て場へ。残った『テストの虫』（陸1）の下に陸の"
    "みなもとが2枚あるが、Bは「グループが使っていたものはそのまま」として2枚とも虫の下に残した。",
    "illegal",
    ["209"],
    log([*_kx, _good, (3, F, "R", "survival_approve", {}), (3, F, "R", "end_ban", {})], _sv_snap),
    log(
        [*_kx, (3, F, "B", "survival", {"discarded": [], "released": []}), (3, F, "R", "end_ban", {})],
        _sv_snap,
    ),
)
scenario(
    "survival-no-objection-after-approval",
    "生存判定を承認した後の異議申し立てはできない",
    "No objection after the survival check was approved",
    "Bの生存判定の完了をRが承認した。しばらくしてRが「外すみなもとは別の1枚であるべきだった」と異議を"
    "申し立てた。",
    "illegal",
    ["215"],
    log([*_kx, _good, (3, F, "R", "survival_approve", {}), (3, F, "R", "end_ban", {})], _sv_snap),
    log(
        [
            *_kx,
            _good,
            (3, F, "R", "survival_approve", {}),
            (3, F, "R", "survival_object", {"problem": "B:s1 を外すべきだった"}),
            (3, F, "R", "end_ban", {}),
        ],
        _sv_snap,
    ),
)
scenario(
    "survival-owner-chooses-among-legal",
    "ルールに則る処理が複数あるとき、どれを選ぶかはグループの所有者の権利",
    "Among legal ways of processing, the group's owner chooses",
    "生存判定でBは余った陸のみなもと2枚のうちB:s2を外した。Rが「B:s1を外せ」と異議を述べ、Bはそれに"
    "従って判定をやり直した。",
    "illegal",
    ["218", "217"],
    log(
        [
            *_kx,
            _good,
            (3, F, "R", "survival_object", {"problem": "B:s1 を外すべき"}),
            (3, F, "R", "end_ban", {}),
        ],
        _sv_snap,
    ),
    log(
        [
            *_kx,
            _good,
            (3, F, "R", "survival_object", {"problem": "B:s1 を外すべき"}),
            (3, F, "B", "survival", {"discarded": [], "released": ["B:s1"]}),
            (3, F, "R", "end_ban", {}),
        ],
        _sv_snap,
    ),
)

# --- XI. trouble ----------------------------------------------------------------------------------------

_pen_snap = snap(3, F, {"B": side(hand=5), "R": side(hand=5)})
scenario(
    "game-loss-needs-a-warning",
    "ジャッジの負けの通告には事前の警告が必要",
    "A judge's game loss needs an earlier warning",
    "ジャッジの判定にRが異議を唱え続けたため、ジャッジは警告をせずにいきなりRの負けを通告した。",
    "illegal",
    ["287"],
    log(
        [
            (
                3,
                F,
                None,
                "penalty",
                {"seat": "R", "kind": "warning", "reason": "判定に異議を唱え続けた", "record": "P-1"},
            ),
            (
                3,
                F,
                None,
                "penalty",
                {
                    "seat": "R",
                    "kind": "game_loss",
                    "reason": "警告後も異議を続けた（286項）",
                    "record": "P-2",
                },
            ),
            (3, F, None, "result", {"winner": "B"}),
        ],
        _pen_snap,
    ),
    log(
        [
            (
                3,
                F,
                None,
                "penalty",
                {
                    "seat": "R",
                    "kind": "game_loss",
                    "reason": "判定に異議を唱え続けた（286項）",
                    "record": "P-1",
                },
            ),
            (3, F, None, "result", {"winner": "B"}),
        ],
        _pen_snap,
    ),
)

scenario(
    "spectator-talk-sanction-open",
    "観戦者が対戦中のプレイヤーに話しかけたときの処置は本文から定まらない",
    "The sanction for a spectator talking to a player is not settled by the text",
    "観戦していたBの友人が、対戦中のBに「その黒サポートは対決まで取っておけ」と話しかけた。Rは"
    "Bの負けを求めた。77項は悪質な場合の処置を「78項～77項に準ずる」とするが、参照が逆転しており、"
    "どの処置かは本文から決まらない。",
    "needs_ruling",
    ["77"],
    log([(3, F, "B", "end_ban", {})], _pen_snap),
    log(
        [(3, F, None, "conduct", {"seat": "B", "breach": "spectator_talk"}), (3, F, "B", "end_ban", {})],
        _pen_snap,
    ),
)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    ids = set()
    for s in SCENARIOS:
        assert s["id"] not in ids, s["id"]
        ids.add(s["id"])
        path = OUT / f"{s['id']}.json"
        path.write_text(json.dumps(s, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(SCENARIOS)} scenarios to {OUT}")


if __name__ == "__main__":
    main()
