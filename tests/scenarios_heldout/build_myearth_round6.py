"""Held-out judge scenarios for MyEarth (slug ``myearth``), round 6.

Written blind: from the rulebook (rules_index/data/myearth.txt), the product decisions and the log
format documents only (docs/log-format.md, docs/log-format-myearth.md and the example logs), before
the engine was run on it. Each scenario is a dispute a judge meets at the table, with a legal log of
the situation and the disputed log, both as small as the format allows and mostly started from a
mid-game snapshot.

Run: ``python -m tests.scenarios_heldout.build_myearth_round6`` (writes
tests/scenarios_heldout/myearth/myearth-ho6-*.json).
"""

from __future__ import annotations

import copy
import json
from collections import Counter
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent / "myearth"
DECK_SIZE = 20

# Filled by a later look at the engine's first run; the builder copies them into the scenarios.
NOTES: dict[str, str] = {
    "myearth-ho6-barred-member-plays": (
        "Corrected after the first run: the legal twin held B2's look at R's hand, which breaks 74 and is a "
        "finding of its own (the judge's `conduct` record states the breach); the legal twin is now the same "
        "番 without the look, where B2, still a member, plays the source."
    ),
    "myearth-ho6-solo-player-looked-at-hand": (
        "Corrected after the first run: the legal twin held B's look at R's hand (a breach of 74 and a finding "
        "of its own, 80 applying it to a one-person side) and then the result; the legal twin is now the same "
        "番 without the look."
    ),
}
GAPS: dict[str, str] = {
    "myearth-ho6-member-left-table-sanction": (
        "Product question, not decided here. 76 forbids leaving the table (「これを禁止する」) but names no "
        "sanction; 78's bar follows a breach of 74 only, and 76's second sentence keeps the rules applying "
        "while the member is away, so B2's later play is not barred. The engine reports the leaving itself "
        "as a breach (`team.left_table`, illegal, 76), as the round-3 scenario myearth-ho3-left-table rules "
        "for the same record, and decision Penalties 2 applies only the rulebook's fix where MyEarth "
        "prescribes no penalty. Whether the leaving is an ordinary breach or a point a judge must rule on "
        "(this scenario's needs_ruling) waits for a product decision on 76; the two rounds cannot both "
        "agree until then."
    ),
}

Json = dict[str, Any]

# --- cards -------------------------------------------------------------------------------------

_OWN_CONF = [{"zone": "field", "whose": "own", "kind": "confrontation", "count": 1}]
_OPP_CONF = [{"zone": "field", "whose": "opponent", "kind": "confrontation", "count": 1}]

CARDS: dict[str, Json] = {
    "L": {"name": "陸のみなもと", "type": "source", "attributes": ["陸"]},
    "H": {"name": "人のみなもと", "type": "source", "attributes": ["人"]},
    "RV": {"name": "川のみなもと", "type": "source", "attributes": ["川"]},
    "LH": {"name": "里山", "type": "special_source", "attributes": ["陸", "人"]},
    "CO": {"name": "二酸化炭素のみなもと", "type": "source", "attributes": ["二酸化炭素"]},
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
    "C6": {
        "name": "テストの里鳥",
        "type": "confrontation",
        "atk": 3,
        "attributes": ["陸"],
        "keywords": {"cost": {"陸": 2, "人": 1}, "kind": "creature"},
    },
    "C7": {
        "name": "テストの大鷲",
        "type": "confrontation",
        "atk": 6,
        "attributes": ["陸"],
        "keywords": {"cost": {"陸": 5}, "chain": ["テストの里鳥"], "kind": "creature"},
    },
    "C8": {
        "name": "テストの古虫",
        "type": "confrontation",
        "atk": 2,
        "attributes": ["陸"],
        "keywords": {
            "cost": {"陸": 1},
            "chain": ["テストの新鳥"],
            "first_series": True,
            "kind": "creature",
        },
    },
    "C9": {
        "name": "テストの新鳥",
        "type": "confrontation",
        "atk": 3,
        "attributes": ["陸"],
        "keywords": {"cost": {"陸": 2}, "kind": "creature"},
    },
    "CF": {
        "name": "テストの魚",
        "type": "confrontation",
        "atk": 2,
        "attributes": ["川"],
        "keywords": {"cost": {"川": 1}, "kind": "creature"},
        "text": True,
        "abilities": [
            {
                "id": "on_play",
                "kind": "effect",
                "trigger": {"event": "played"},
                "effect": {"life": {"opponent": -1}},
                "text": "場に出したとき、相手の地球ライフを1減らす。",
            }
        ],
    },
    "CT": {
        "name": "テストの鷹",
        "type": "confrontation",
        "atk": 3,
        "attributes": ["陸"],
        "keywords": {"cost": {"陸": 1}, "kind": "creature"},
        "text": True,
        "abilities": [
            {
                "id": "on_play",
                "kind": "effect",
                "trigger": {"event": "played"},
                "targets": _OPP_CONF,
                "effect": {"strength": -1, "life": {"opponent": -1}},
                "text": "場に出したとき、相手の場の対決カード1枚を選ぶ。その強さを1減らし、相手の地球ライフを1減らす。",
            }
        ],
    },
    "W1": {
        "name": "テストの植林",
        "type": "support",
        "attributes": ["人"],
        "keywords": {"cost": {"人": 1}, "support": "white"},
        "abilities": [
            {
                "kind": "support",
                "targets": _OWN_CONF,
                "effect": {"strength": 2},
                "text": "自分の場の対決カード1枚を選ぶ。その強さを2増やす。",
            }
        ],
    },
    "W2": {
        "name": "テストの復元",
        "type": "support",
        "attributes": ["人"],
        "keywords": {"cost": {"人": 1}, "support": "white", "target": "discard"},
        "text": True,
        "abilities": [
            {
                "kind": "support",
                "targets": [{"zone": "discard", "whose": "own", "kind": "confrontation", "count": 1}],
                "text": "自分の捨て場の対決カード1枚を選ぶ。そのカードを手札に加える。",
            }
        ],
    },
    "WN": {
        "name": "テストの打ち水",
        "type": "support",
        "attributes": ["人"],
        "keywords": {"support": "white", "no_source": True},
        "abilities": [
            {
                "kind": "support",
                "targets": _OWN_CONF,
                "effect": {"strength": 1},
                "text": "使うときに【みなもと】は必要ない。自分の場の対決カード1枚を選ぶ。その強さを1増やす。",
            }
        ],
    },
    "W4": {
        "name": "テストの里帰り",
        "type": "support",
        "attributes": ["人"],
        "keywords": {"cost": {"人": 1}, "support": "white", "target": "confrontation"},
        "text": True,
        "abilities": [
            {
                "kind": "support",
                "targets": _OPP_CONF,
                "text": "相手の場の対決カード1枚を選ぶ。そのカードを持ち主の手札に戻す。",
            }
        ],
    },
    "SS": {
        "name": "テストの共生",
        "type": "support",
        "attributes": ["人"],
        "keywords": {"cost": {"人": 1}, "support": "ss"},
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
        "keywords": {"cost": {"二酸化炭素": 2}, "kind": "warming"},
    },
    "R3": {
        "name": "テスト温暖化3",
        "type": "confrontation",
        "atk": 5,
        "attributes": ["二酸化炭素"],
        "keywords": {"cost": {"二酸化炭素": 3}, "kind": "warming"},
    },
    "RD": {
        "name": "テストの焼却炉",
        "type": "confrontation",
        "atk": 3,
        "attributes": ["二酸化炭素"],
        "keywords": {"cost": {"二酸化炭素": 2}, "kind": "warming"},
        "text": True,
        "abilities": [
            {
                "id": "on_discard",
                "kind": "effect",
                "trigger": {"event": "discarded"},
                "effect": {"life": {"opponent": -1}},
                "text": "このカードが捨て場に置かれたとき、相手の地球ライフを1減らす。",
            }
        ],
    },
    "RN": {
        "name": "原子力発電所",
        "type": "confrontation",
        "atk": 4,
        "attributes": ["二酸化炭素"],
        "keywords": {"cost": {"二酸化炭素": 1, "人": 1}, "kind": "warming"},
        "text": True,
        "abilities": [
            {
                "id": "on_leave",
                "kind": "effect",
                "trigger": {"event": "leaves_field"},
                "effect": {"life": {"opponent": -2}},
                "text": "このカードが捨て場に置かれたとき、相手の地球ライフを2減らす。"
                "（273項により『場を離れたとき』と読む。数値はこのシナリオ用の仮のもの）",
            }
        ],
    },
    "K1": {
        "name": "テストの排気",
        "type": "support",
        "attributes": ["二酸化炭素"],
        "keywords": {"cost": {"二酸化炭素": 1}, "support": "black"},
        "abilities": [
            {
                "kind": "support",
                "targets": _OPP_CONF,
                "effect": {"strength": -2},
                "text": "相手の場の対決カード1枚を選ぶ。その強さを2減らす。",
            }
        ],
    },
    "K3": {
        "name": "テストの大排気",
        "type": "support",
        "attributes": ["二酸化炭素"],
        "keywords": {"cost": {"二酸化炭素": 2}, "support": "black"},
        "abilities": [
            {
                "kind": "support",
                "targets": _OPP_CONF,
                "effect": {"strength": -4},
                "text": "相手の場の対決カード1枚を選ぶ。その強さを4減らす。",
            }
        ],
    },
    "K5": {
        "name": "強奪",
        "type": "support",
        "attributes": ["二酸化炭素"],
        "keywords": {"cost": {"二酸化炭素": 1}, "support": "black"},
        "abilities": [
            {
                "kind": "support",
                "effect": {"from_hand": {"whose": "opponent", "count": 1, "to": "discard"}},
                "text": "相手の手札から1枚選んで捨て場に置く。",
            }
        ],
    },
    "K6": {
        "name": "偵察",
        "type": "support",
        "attributes": ["二酸化炭素"],
        "keywords": {"cost": {"二酸化炭素": 1}, "support": "black"},
        "abilities": [
            {"kind": "support", "effect": {"look_deck": "opponent"}, "text": "相手の山札の中を見る。"}
        ],
    },
    "K7": {
        "name": "テストの収奪",
        "type": "support",
        "attributes": ["二酸化炭素"],
        "keywords": {"cost": {"二酸化炭素": 1}, "support": "black", "task": True},
        "abilities": [
            {
                "kind": "support",
                "effect": {
                    "from_hand": {"whose": "opponent", "count": 1, "to": "discard"},
                    "life": {"own": -1},
                },
                "text": "相手の手札から1枚選んで捨て場に置く。【課題】自分の地球ライフを1減らす。",
            }
        ],
    },
    "K8": {
        "name": "テストの共倒れ",
        "type": "support",
        "attributes": ["二酸化炭素"],
        "keywords": {"cost": {"二酸化炭素": 1}, "support": "black"},
        "abilities": [
            {
                "kind": "support",
                "effect": {"life": {"own": -2, "opponent": -2}},
                "text": "自分と相手の地球ライフをそれぞれ2減らす。",
            }
        ],
    },
    "K9": {
        "name": "テストの熱波",
        "type": "support",
        "attributes": ["二酸化炭素"],
        "keywords": {"cost": {"二酸化炭素": 1}, "support": "black"},
        "abilities": [
            {
                "kind": "support",
                "effect": {"draw": 2, "life": {"own": 1}},
                "text": "カードを2枚引く。その後、自分の地球ライフを1増やす。",
            }
        ],
    },
}

SOURCE_TYPES = {"source", "special_source"}
BASIC = {"B": "L", "R": "CO"}
RED_CARDS = {"CO", "R1", "R2", "R3", "RD", "RN", "K1", "K3", "K5", "K6", "K7", "K8", "K9"}


def attr(card: str) -> str:
    return CARDS[card]["attributes"][0]


# --- snapshot helpers ----------------------------------------------------------------------------


def src(iid: str, card: str, attribute: str | None = None, used: bool | None = None) -> Json:
    d: Json = {"iid": iid, "card": card, "attribute": attribute or attr(card)}
    if used is not None:
        d["used"] = used
    return d


def gc(iid: str, card: str, sources: list[str], strength: int | None = None) -> Json:
    d: Json = {"iid": iid, "card": card, "sources": sources}
    if strength is not None:
        d["strength"] = strength
    return d


def side(
    life: int = 18,
    hand: int = 3,
    discard: list[Any] | None = None,
    removed: list[Any] | None = None,
    sources: list[Json] | None = None,
    groups: list[list[Json]] | None = None,
    supports: list[Json] | None = None,
    deck: int | None = None,
) -> Json:
    """One side's zones; the deck count is filled in from the decklist (or fixed by ``deck``)."""
    d: Json = {
        "life": life,
        "deck": {"count": deck if deck is not None else -1},
        "hand": {"count": hand},
        "discard": list(discard or []),
        "removed": list(removed or []),
        "field": {
            "sources": list(sources or []),
            "groups": list(groups or []),
            "supports": list(supports or []),
        },
    }
    return d


def snap(
    phase: str,
    B: Json,
    R: Json,
    turn: int = 3,
    first: str = "B",
    this_turn: Json | None = None,
) -> Json:
    bkey, rkey = ("B1", "R1") if first == "B1" else ("B", "R")
    second = rkey if first.startswith("B") else bkey
    s: Json = {"turn": turn, "phase": phase, "turn_players": [first, second]}
    if this_turn is not None:
        s["this_turn"] = this_turn
    s["players"] = {bkey: B, rkey: R}
    return s


def E(turn: int, phase: str, actor: str | None, act: str, **args: Any) -> Json:
    e: Json = {"turn": turn, "phase": phase, "act": act, "args": args}
    if actor is not None:
        e["actor"] = actor
    return e


def card(iid: str, cid: str) -> Json:
    return {"iid": iid, "card": cid}


# --- header and decklists ----------------------------------------------------------------------


def _walk_cards(obj: Any, found: dict[str, set[str]]) -> None:
    if isinstance(obj, dict):
        if "iid" in obj and "card" in obj and isinstance(obj["card"], str):
            found.setdefault(obj["card"], set()).add(obj["iid"])
        for v in obj.values():
            _walk_cards(v, found)
    elif isinstance(obj, list):
        for v in obj:
            _walk_cards(v, found)


def _needs(snapshot: Json | None, entries: list[Json]) -> dict[str, Counter[str]]:
    """Copies of each card id each side's decklist must hold for this log."""
    need: dict[str, Counter[str]] = {"B": Counter(), "R": Counter()}
    found: dict[str, set[str]] = {}
    _walk_cards([snapshot, entries], found)
    for cid, iids in found.items():
        for iid in iids:
            need[iid.split(":")[0][0]][cid] += 1
    # Cards named by id only: snapshot discards and removed cards, discards and cards taken from a hand.
    if snapshot:
        for seat, zones in snapshot["players"].items():
            for zone in ("discard", "removed"):
                for c in zones[zone]:
                    if isinstance(c, str):
                        need[seat[0]][c] += 1
    for e in entries:
        if e["act"] in ("discard", "limit_discard"):
            for c in e["args"].get("cards", []):
                need[e["actor"][0]][c] += 1
        fh = e["args"].get("from_hand")
        if isinstance(fh, dict):
            for seat, cs in fh.items():
                for c in cs:
                    need[seat[0]][c] += 1
    return need


def build_header(
    logs: list[tuple[Json | None, list[Json]]],
    teams: bool = False,
) -> Json:
    need: dict[str, Counter[str]] = {"B": Counter(), "R": Counter()}
    for snapshot, entries in logs:
        n = _needs(snapshot, entries)
        for s in ("B", "R"):
            for cid, k in n[s].items():
                need[s][cid] = max(need[s][cid], k)
    decks: dict[str, dict[str, int]] = {}
    for s in ("B", "R"):
        main = {cid: k for cid, k in need[s].items() if cid != BASIC[s]}
        for cid, k in main.items():
            assert k <= 2 or CARDS[cid]["type"] == "source", (s, cid, k)
        fill = DECK_SIZE - sum(main.values())
        assert fill >= need[s][BASIC[s]], (s, fill, need[s])
        main[BASIC[s]] = fill
        decks[s] = main
    used = sorted({cid for d in decks.values() for cid in d})
    seat_b, seat_r = ("B1", "R1") if teams else ("B", "R")
    header: Json = {
        "format": "judgelog/1",
        "game": "myearth",
        "rules_version": "2nd edition 2012-10-31",
        "players": (
            [{"seat": "B1", "name": "青い地球1"}, {"seat": "B2", "name": "青い地球2"}]
            if teams
            else [{"seat": "B", "name": "青い地球"}]
        )
        + (
            [{"seat": "R1", "name": "赤い地球1"}, {"seat": "R2", "name": "赤い地球2"}]
            if teams
            else [{"seat": "R", "name": "赤い地球"}]
        ),
        "first_player": seat_b,
        "options": {"starting_life": 20, "sides": {seat_b: "blue", seat_r: "red"}},
        "cards": {cid: copy.deepcopy(CARDS[cid]) for cid in used},
        "decklists": {seat_b: {"main": decks["B"]}, seat_r: {"main": decks["R"]}},
    }
    if teams:
        header["teams"] = [{"name": "青", "seats": ["B1", "B2"]}, {"name": "赤", "seats": ["R1", "R2"]}]
    return header


def _fill_deck_counts(snapshot: Json, header: Json) -> Json:
    """Deck count = the decklist minus every other zone (4); a fixed count moves basics to the discard."""
    snapshot = copy.deepcopy(snapshot)
    for seat, zones in snapshot["players"].items():
        main = header["decklists"][seat]["main"]
        total = sum(main.values())
        f = zones["field"]
        seen = (
            zones["hand"]["count"]
            + len(zones["discard"])
            + len(zones["removed"])
            + len(f["sources"])
            + sum(len(g) for g in f["groups"])
            + len(f["supports"])
        )
        if zones["deck"]["count"] >= 0:
            extra = total - seen - zones["deck"]["count"]
            assert extra >= 0, (seat, extra)
            zones["discard"] = [BASIC[seat[0]]] * extra + zones["discard"]
        else:
            zones["deck"]["count"] = total - seen
            assert zones["deck"]["count"] >= 0, (seat, zones)
    return snapshot


def make(
    sid: str,
    title_ja: str,
    title_en: str,
    situation: str,
    ruling: str,
    clauses: list[str],
    legal: tuple[Json | None, list[Json]],
    disputed: tuple[Json | None, list[Json]],
    printed_example: str | None = None,
    teams: bool = False,
) -> Json:
    header = build_header([legal, disputed], teams=teams)
    logs = []
    for snapshot, entries in (legal, disputed):
        h = copy.deepcopy(header)
        if snapshot is not None:
            h["snapshot"] = _fill_deck_counts(snapshot, header)
        es = []
        for i, e in enumerate(entries, 1):
            es.append({"seq": i, **copy.deepcopy(e)})
        logs.append({"header": h, "entries": es})
    sc: Json = {
        "id": f"myearth-ho6-{sid}",
        "title_ja": title_ja,
        "title_en": title_en,
        "situation": situation,
        "ruling": ruling,
        "clauses": [f"myearth:{c}" for c in clauses],
    }
    if printed_example:
        sc["printed_example"] = printed_example
    sc["legal"] = logs[0]
    sc[ruling] = logs[1]
    if sc["id"] in NOTES:
        sc["note"] = NOTES[sc["id"]]
    if sc["id"] in GAPS:
        sc["gap"] = GAPS[sc["id"]]
    return sc


SCENARIOS: list[Json] = []


def add(**kw: Any) -> None:
    SCENARIOS.append(make(**kw))


# --- common positions ----------------------------------------------------------------------------

DRAWN = {"drawn": True, "discarded": False}
NOT_DRAWN = {"drawn": False, "discarded": False}
T = 3  # the snapshot's turn


def red_basic(life: int = 17, hand: int = 3, **kw: Any) -> Json:
    """R with 温暖化2 on two 二酸化炭素 and two unused 二酸化炭素."""
    return side(
        life=life,
        hand=hand,
        sources=[
            src("R:s1", "CO"),
            src("R:s2", "CO"),
            src("R:s3", "CO", used=False),
            src("R:s4", "CO", used=False),
        ],
        groups=[[gc("R:c1", "R2", ["R:s1", "R:s2"])]],
        **kw,
    )


def blue_bug(life: int = 18, hand: int = 3, extra: list[Json] | None = None, **kw: Any) -> Json:
    """B with テストの虫 on one 陸 and the given unused sources."""
    return side(
        life=life,
        hand=hand,
        sources=[src("B:s1", "L")] + (extra or []),
        groups=[[gc("B:c1", "C1", ["B:s1"])]],
        **kw,
    )


def setup(first_mull: bool = False) -> list[Json]:
    return [
        E(0, "setup", "B", "shuffle"),
        E(0, "setup", "R", "shuffle"),
        E(0, "setup", None, "decide_first", first="B", method="janken"),
        E(0, "setup", "B", "draw", count=5),
        E(0, "setup", "R", "draw", count=5),
    ]


def confrontation(turn: int, b_total: int, r_total: int, first: str = "B") -> list[Json]:
    """The totals told 先攻 first and both declines (122-124, 262)."""
    second = "R" if first == "B" else "B"
    tot = {"B": b_total, "R": r_total}
    return [
        E(turn, "confrontation", first, "announce", total=tot[first]),
        E(turn, "confrontation", second, "announce", total=tot[second]),
        E(turn, "confrontation", first, "pass"),
        E(turn, "confrontation", second, "pass"),
    ]


# === III. preparation ============================================================================

add(
    sid="second-redraw",
    title_ja="最初の手札を2度引きなおした",
    title_en="The opening hand redrawn twice",
    situation=(
        "先攻のBは最初の手札を引きなおしたが、来た手札も気に入らず、もう一度山札に戻して切りなおし5枚"
        "引いた。Rが「引きなおしは1度だけのはずだ」とジャッジを呼んだ。"
    ),
    ruling="illegal",
    clauses=["72"],
    legal=(
        None,
        [
            *setup(),
            E(0, "setup", "B", "mulligan"),
            E(0, "setup", "R", "keep"),
            E(1, "first", "B", "draw", count=0),
        ],
    ),
    disputed=(
        None,
        [
            *setup(),
            E(0, "setup", "B", "mulligan"),
            E(0, "setup", "B", "mulligan"),
            E(0, "setup", "R", "keep"),
            E(1, "first", "B", "draw", count=0),
        ],
    ),
)

add(
    sid="first-plays-before-second-redraw",
    title_ja="後攻が引きなおす前に先攻が番を始めた",
    title_en="The first player starts before the second player's redraw",
    situation=(
        "先攻のBは手札をそのままにすると告げ、Rが手札を見て考えている間に最初の番を始めて陸のみなもとを"
        "出した。その後Rが引きなおしを宣言した。"
    ),
    ruling="illegal",
    clauses=["73"],
    legal=(
        None,
        [
            *setup(),
            E(0, "setup", "B", "keep"),
            E(0, "setup", "R", "mulligan"),
            E(1, "first", "B", "draw", count=0),
            E(1, "first", "B", "play_source", card=card("B:s1", "L")),
        ],
    ),
    disputed=(
        None,
        [
            *setup(),
            E(0, "setup", "B", "keep"),
            E(1, "first", "B", "draw", count=0),
            E(1, "first", "B", "play_source", card=card("B:s1", "L")),
            E(0, "setup", "R", "mulligan"),
        ],
    ),
)


# === IV/V. turn structure =========================================================================

add(
    sid="draw-one-short",
    title_ja="手札3枚から1枚しか引かなかった",
    title_en="Drew one card with three in hand",
    situation=(
        "前のターンで手札が3枚になっていたBは、自分の番の始めに1枚だけ引いた。Rは「上限の5枚まで"
        "引くはず」と指摘した。Bは「1枚引けば番は始まる」と言う。"
    ),
    ruling="illegal",
    clauses=["97", "96"],
    legal=(
        snap(
            "first", blue_bug(hand=3, extra=[src("B:s2", "L", used=False)]), red_basic(), this_turn=NOT_DRAWN
        ),
        [E(T, "first", "B", "draw", count=2), E(T, "first", "B", "end_ban")],
    ),
    disputed=(
        snap(
            "first", blue_bug(hand=3, extra=[src("B:s2", "L", used=False)]), red_basic(), this_turn=NOT_DRAWN
        ),
        [E(T, "first", "B", "draw", count=1), E(T, "first", "B", "end_ban")],
    ),
)

add(
    sid="over-limit-no-cut",
    title_ja="手札が6枚のまま番を始めた",
    title_en="Started the turn with six cards in hand",
    situation=(
        "相手の番にカードの効果で手札が6枚になったBは、自分の番の始めに「もう上限なので引かない」と"
        "言い、6枚のままみなもとを出した。"
    ),
    ruling="illegal",
    clauses=["99"],
    legal=(
        snap("first", blue_bug(hand=6), red_basic(), this_turn=NOT_DRAWN),
        [
            E(T, "first", "B", "limit_discard", count=1, cards=["C2"]),
            E(T, "first", "B", "draw", count=0),
            E(T, "first", "B", "play_source", card=card("B:s2", "L")),
            E(T, "first", "B", "end_ban"),
        ],
    ),
    disputed=(
        snap("first", blue_bug(hand=6), red_basic(), this_turn=NOT_DRAWN),
        [
            E(T, "first", "B", "draw", count=0),
            E(T, "first", "B", "play_source", card=card("B:s2", "L")),
            E(T, "first", "B", "end_ban"),
        ],
    ),
)

add(
    sid="source-before-draw",
    title_ja="カードを引く前にみなもとを出した",
    title_en="Played a source before drawing",
    situation=(
        "Bは自分の番になるとすぐ手札の陸のみなもとを場に出し、それから手札が5枚になるよう3枚引いた。"
        "Rは引く前に出すのはおかしいと言う。"
    ),
    ruling="illegal",
    clauses=["101", "95"],
    legal=(
        snap("first", blue_bug(hand=3), red_basic(), this_turn=NOT_DRAWN),
        [
            E(T, "first", "B", "draw", count=2),
            E(T, "first", "B", "play_source", card=card("B:s2", "L")),
            E(T, "first", "B", "end_ban"),
        ],
    ),
    disputed=(
        snap("first", blue_bug(hand=3), red_basic(), this_turn=NOT_DRAWN),
        [
            E(T, "first", "B", "play_source", card=card("B:s2", "L")),
            E(T, "first", "B", "draw", count=3),
            E(T, "first", "B", "end_ban"),
        ],
    ),
)


def _after_confrontation(winner: str | None, next_first: str) -> tuple[Json, list[Json]]:
    """R's 番 of turn 3 ends, the 対決, and the next turn's first draw by ``next_first``."""
    r = side(
        life=17,
        hand=3,
        sources=[src("R:s1", "CO"), src("R:s2", "CO")],
        groups=[
            [gc("R:c1", "R2" if winner == "R" else "R1", ["R:s1"] if winner != "R" else ["R:s1", "R:s2"])]
        ],
    )
    if winner != "R":
        r["field"]["sources"][1]["used"] = False
    s = snap("second", blue_bug(hand=3), r, this_turn=DRAWN)
    r_total = 3 if winner == "R" else 2
    es = [E(T, "second", "R", "end_ban"), *confrontation(T, 2, r_total)]
    if winner == "R":
        es.append(
            E(T, "confrontation", None, "confrontation_end", winner="R", discarded=["B:c1"], life_loss=1)
        )
    else:
        es.append(
            E(
                T,
                "confrontation",
                None,
                "confrontation_end",
                winner=None,
                discarded=["B:c1", "R:c1"],
                life_loss=0,
            )
        )
    es.append(E(T + 1, "first", next_first, "draw", count=2))
    return s, es


add(
    sid="loser-goes-first",
    title_ja="対決に負けた側が次のターンの先攻を始めた",
    title_en="The loser of the confrontation starts the next turn",
    situation=(
        "ターン3の対決はRが3対2で勝った。Bは「先攻はずっと自分だ」と言って次のターンのカードを引き始めた。"
    ),
    ruling="illegal",
    clauses=["86", "88"],
    legal=_after_confrontation("R", "R"),
    disputed=_after_confrontation("R", "B"),
)

add(
    sid="draw-keeps-first",
    title_ja="引き分けの後に後攻だった側が先攻を始めた",
    title_en="After a drawn confrontation the second player went first",
    situation=(
        "ターン3の対決は2対2の引き分けになった。Rは「引き分けなら交代だ」と言って次のターンのカードを"
        "引き始めた。ターン3の先攻はBだった。"
    ),
    ruling="illegal",
    clauses=["87"],
    legal=_after_confrontation(None, "B"),
    disputed=_after_confrontation(None, "R"),
)

_b_bird = side(
    life=18,
    hand=3,
    sources=[src("B:s1", "L"), src("B:s2", "L"), src("B:s3", "H", used=False)],
    groups=[[gc("B:c1", "C2", ["B:s1", "B:s2"])]],
)

add(
    sid="support-outside-chain-in-opponent-turn",
    title_ja="相手の番に、チェーンの終わった後でサポートを出した",
    title_en="A support played in the opponent's turn after the chain had ended",
    situation=(
        "Bの番にBが『テストの植林』を使い、Rは出さないと答えて効果が処理された。その後、Bがまだ番を"
        "続けている間にRが『テストの排気』をBの『テストの鳥』に使った。"
    ),
    ruling="illegal",
    clauses=["111"],
    legal=(
        snap("first", _b_bird, red_basic(), this_turn=DRAWN),
        [
            E(T, "first", "B", "support", card=card("B:w1", "W1"), sources=["B:s3"], target="B:c1"),
            E(T, "first", "R", "support", card=card("R:k1", "K1"), sources=["R:s3"], target="B:c1"),
            E(T, "first", "B", "pass"),
            E(T, "first", None, "resolve", card=card("R:k1", "K1"), strength={"B:c1": -2}),
            E(T, "first", None, "resolve", card=card("B:w1", "W1"), strength={"B:c1": 2}),
            E(T, "first", "B", "end_ban"),
        ],
    ),
    disputed=(
        snap("first", _b_bird, red_basic(), this_turn=DRAWN),
        [
            E(T, "first", "B", "support", card=card("B:w1", "W1"), sources=["B:s3"], target="B:c1"),
            E(T, "first", "R", "pass"),
            E(T, "first", None, "resolve", card=card("B:w1", "W1"), strength={"B:c1": 2}),
            E(T, "first", "R", "support", card=card("R:k1", "K1"), sources=["R:s3"], target="B:c1"),
            E(T, "first", "B", "pass"),
            E(T, "first", None, "resolve", card=card("R:k1", "K1"), strength={"B:c1": -2}),
            E(T, "first", "B", "end_ban"),
        ],
    ),
)

# === V. sources and costs =========================================================================

_b_reuse = side(
    life=18,
    hand=4,
    sources=[
        src("B:s1", "L"),
        src("B:s2", "H", used=False),
        src("B:s3", "L", used=False),
        src("B:s4", "H", used=False),
    ],
    groups=[[gc("B:c1", "C1", ["B:s1"])]],
)


def _reuse(pay: str) -> list[Json]:
    return [
        E(T, "first", "B", "support", card=card("B:w1", "W1"), sources=["B:s2"], target="B:c1"),
        E(T, "first", "R", "pass"),
        E(T, "first", None, "resolve", card=card("B:w1", "W1"), strength={"B:c1": 2}),
        E(T, "first", "B", "play", card=card("B:c2", "C3"), sources=["B:s3", pay]),
        E(T, "first", "B", "end_ban"),
    ]


add(
    sid="source-reused-after-support-left",
    title_ja="サポートが捨て場に行った後、そのみなもとを同じ番にもう一度使った",
    title_en="A source reused in the same turn after its support card went to the discard",
    situation=(
        "Bは人のみなもと1枚で『テストの植林』を使い、効果の処理後に植林は捨て場に置かれた。Bは「上に"
        "何もなくなった」と言って、同じ人のみなもとと陸のみなもとで『テストの獣』を出した。Bの場には"
        "まだ使っていない人のみなもとがもう1枚ある。"
    ),
    ruling="illegal",
    clauses=["94", "93", "243"],
    legal=(snap("first", _b_reuse, red_basic(), this_turn=DRAWN), _reuse("B:s4")),
    disputed=(snap("first", _b_reuse, red_basic(), this_turn=DRAWN), _reuse("B:s2")),
)

_b_three = side(
    life=18,
    hand=4,
    sources=[src("B:s1", "L", used=False), src("B:s2", "L", used=False), src("B:s3", "H", used=False)],
)

add(
    sid="cost-wrong-attribute",
    title_ja="陸と人が必要なカードを陸2枚で出した",
    title_en="A 陸+人 card paid with two 陸",
    situation=(
        "Bは必要コストが陸1・人1の『テストの獣』を、陸のみなもと2枚の上に重ねて出した。場には使って"
        "いない人のみなもともある。Bは「枚数は合っている」と言う。"
    ),
    ruling="illegal",
    clauses=["118", "119"],
    legal=(
        snap("first", _b_three, red_basic(), this_turn=DRAWN),
        [
            E(T, "first", "B", "play", card=card("B:c1", "C3"), sources=["B:s1", "B:s3"]),
            E(T, "first", "B", "end_ban"),
        ],
    ),
    disputed=(
        snap("first", _b_three, red_basic(), this_turn=DRAWN),
        [
            E(T, "first", "B", "play", card=card("B:c1", "C3"), sources=["B:s1", "B:s2"]),
            E(T, "first", "B", "end_ban"),
        ],
    ),
)


_b_satoyama = side(
    life=18,
    hand=4,
    sources=[src("B:s1", "L", used=False), src("B:s2", "LH", attribute="陸", used=False)],
)

add(
    sid="special-source-attribute-switched",
    title_ja="陸として出した里山を人として使った",
    title_en="A 里山 played as 陸 used as 人",
    situation=(
        "Bは前のターンに特別みなもと『里山』を陸の向きで出していた。この番、Bは陸のみなもとと里山を"
        "使って陸1・人1の『テストの獣』を出し、「里山は人でもある」と言う。"
    ),
    ruling="illegal",
    clauses=["113"],
    legal=(
        snap("first", _b_satoyama, red_basic(), this_turn=DRAWN),
        [
            E(T, "first", "B", "play", card=card("B:c1", "C2"), sources=["B:s1", "B:s2"]),
            E(T, "first", "B", "end_ban"),
        ],
    ),
    disputed=(
        snap("first", _b_satoyama, red_basic(), this_turn=DRAWN),
        [
            E(T, "first", "B", "play", card=card("B:c1", "C3"), sources=["B:s1", "B:s2"]),
            E(T, "first", "B", "end_ban"),
        ],
    ),
)

_b_all_used = side(
    life=18,
    hand=4,
    sources=[src("B:s1", "L"), src("B:s2", "L"), src("B:s3", "H", used=True)],
    groups=[[gc("B:c1", "C2", ["B:s1", "B:s2"])]],
)


def _free_support(cid: str) -> list[Json]:
    return [
        E(T, "first", "B", "support", card=card("B:w1", cid), sources=[], target="B:c1"),
        E(T, "first", "R", "pass"),
        E(T, "first", None, "resolve", card=card("B:w1", cid), strength={"B:c1": 2 if cid == "W1" else 1}),
        E(T, "first", "B", "end_ban"),
    ]


add(
    sid="support-without-source",
    title_ja="みなもとが必要なサポートをみなもとなしで使った",
    title_en="A support that needs a source played without one",
    situation=(
        "Bのみなもとは全て使用状態にある。Bは『テストの植林』（必要コスト人1）をみなもとに重ねずに"
        "出し、「『テストの打ち水』と同じでみなもとは要らないはず」と言う。"
    ),
    ruling="illegal",
    clauses=["117", "242", "271"],
    legal=(snap("first", _b_all_used, red_basic(), this_turn=DRAWN), _free_support("WN")),
    disputed=(snap("first", _b_all_used, red_basic(), this_turn=DRAWN), _free_support("W1")),
)

# === VIII. chains =================================================================================

_b_chain = blue_bug(
    hand=4,
    extra=[src("B:s2", "L", used=False), src("B:s3", "L", used=False), src("B:s4", "H", used=False)],
)

add(
    sid="chain-on-unnamed-card",
    title_ja="写真の下に書かれていないカードに連鎖させた",
    title_en="Chained onto a card not named under the photo",
    situation=(
        "Bは『テストの虫』の上に『テストの獣』を連鎖させた。獣の写真の下には『テストの鳥』としか書かれて"
        "いない。Bは「同じ陸の生き物だから連鎖できる」と言う。"
    ),
    ruling="illegal",
    clauses=["172", "27"],
    legal=(
        snap("first", _b_chain, red_basic(), this_turn=DRAWN),
        [
            E(T, "first", "B", "play", card=card("B:c2", "C2"), sources=["B:s2"], chain_on="B:c1"),
            E(T, "first", "B", "end_ban"),
        ],
    ),
    disputed=(
        snap("first", _b_chain, red_basic(), this_turn=DRAWN),
        [
            E(T, "first", "B", "play", card=card("B:c2", "C3"), sources=["B:s4"], chain_on="B:c1"),
            E(T, "first", "B", "end_ban"),
        ],
    ),
)

add(
    sid="chain-overpaid",
    title_ja="連鎖で必要コストを超えてみなもとを使った",
    title_en="A chain paid with more sources than its largest cost",
    situation=(
        "Bは陸1枚の上の『テストの虫』に、陸2枚が必要な『テストの鳥』を連鎖させる際、新たに陸のみなもとを"
        "2枚重ねた（グループで陸3枚）。Rは多すぎると指摘した。"
    ),
    ruling="illegal",
    clauses=["177", "176"],
    legal=(
        snap("first", _b_chain, red_basic(), this_turn=DRAWN),
        [
            E(T, "first", "B", "play", card=card("B:c2", "C2"), sources=["B:s2"], chain_on="B:c1"),
            E(T, "first", "B", "end_ban"),
        ],
    ),
    disputed=(
        snap("first", _b_chain, red_basic(), this_turn=DRAWN),
        [
            E(T, "first", "B", "play", card=card("B:c2", "C2"), sources=["B:s2", "B:s3"], chain_on="B:c1"),
            E(T, "first", "B", "end_ban"),
        ],
    ),
)


def _two_birds(second: bool) -> list[Json]:
    es = [E(T, "first", "B", "play", card=card("B:c2", "C2"), sources=["B:s2"], chain_on="B:c1")]
    if second:
        es.append(E(T, "first", "B", "play", card=card("B:c3", "C2"), sources=[], chain_on="B:c1"))
    return [*es, E(T, "first", "B", "end_ban")]


add(
    sid="two-cards-on-one",
    title_ja="1枚の虫の上に鳥を2枚連鎖させた",
    title_en="Two birds chained onto one bug",
    situation=(
        "Bは『テストの虫』に『テストの鳥』を陸1枚を足して連鎖させ（グループで陸2枚）、さらに2枚目の"
        "『テストの鳥』も同じ虫の上に連鎖させた。Bは「グループの陸2枚で足りているから追加は要らない」と言う。"
    ),
    ruling="illegal",
    clauses=["175"],
    legal=(snap("first", _b_chain, red_basic(), this_turn=DRAWN), _two_birds(False)),
    disputed=(snap("first", _b_chain, red_basic(), this_turn=DRAWN), _two_birds(True)),
)

_b_mixed = side(
    life=18,
    hand=4,
    sources=[
        src("B:s1", "L"),
        src("B:s2", "L"),
        src("B:s3", "H"),
        src("B:s4", "L", used=False),
        src("B:s5", "H", used=False),
        src("B:s6", "RV", used=False),
        src("B:s7", "L", used=False),
    ],
    groups=[[gc("B:c1", "C6", ["B:s1", "B:s2", "B:s3"])]],
)


def _eagle(sources: list[str]) -> list[Json]:
    return [
        E(T, "first", "B", "play", card=card("B:c2", "C7"), sources=sources, chain_on="B:c1"),
        E(T, "first", "B", "end_ban"),
    ]


add(
    sid="mixed-chain-foreign-source",
    title_ja="混色連鎖に必要のない川のみなもとを使った",
    title_en="A 川 source used in a 陸/人 mixed chain",
    situation=(
        "陸2・人1の『テストの里鳥』（みなもと陸2・人1）に、陸5枚が必要な『テストの大鷲』を連鎖させる。"
        "Bは追加の2枚に陸と川のみなもとを使い、「混色連鎖ならどの組み合わせでもよい」と言う。"
    ),
    ruling="illegal",
    clauses=["182", "181"],
    printed_example="181",
    legal=(snap("first", _b_mixed, red_basic(), this_turn=DRAWN), _eagle(["B:s4", "B:s5"])),
    disputed=(snap("first", _b_mixed, red_basic(), this_turn=DRAWN), _eagle(["B:s4", "B:s6"])),
)


# === VIII. survival check =========================================================================


def _red_turn(**kw: Any) -> Json:
    """R in its own 番 with four unused 二酸化炭素 (and 人 for the plant)."""
    return side(
        life=17,
        hand=kw.pop("hand", 3),
        sources=[src(f"R:s{i}", "CO", used=False) for i in range(1, 5)],
        **kw,
    )


def _hit(k: str, target: str, change: int, src_ids: list[str]) -> list[Json]:
    """R's black support on B's card in R's 番, B declines, it resolves."""
    return [
        E(T, "second", "R", "support", card=card("R:k1", k), sources=src_ids, target=target),
        E(T, "second", "B", "pass"),
        E(T, "second", None, "resolve", card=card("R:k1", k), strength={target: change}),
    ]


_b_bug_bird = side(
    life=18,
    hand=3,
    sources=[src("B:s1", "L"), src("B:s2", "L")],
    groups=[[gc("B:c1", "C1", ["B:s1"]), gc("B:c2", "C2", ["B:s2"])]],
)


def _bottom_gone(discard_top: bool) -> list[Json]:
    return [
        *_hit("K1", "B:c1", -2, ["R:s1"]),
        E(T, "second", None, "leave", card="B:c1", to="discard", by="rule"),
        E(T, "second", "B", "survival", discarded=["B:c2"] if discard_top else []),
        E(T, "second", "R", "end_ban"),
    ]


add(
    sid="bottom-gone-top-survives",
    title_ja="連鎖の最下位が捨て場に行ったとき、上の鳥も捨てた",
    title_en="The bottom of a chain left and the owner discarded the top too",
    situation=(
        "Bの場には『テストの虫』（陸1）に『テストの鳥』（陸2）が連鎖している。Rの『テストの排気』で虫の"
        "強さが0になり捨て場に置かれた。Bは「鳥は虫に連鎖していたのだから一緒に捨てる」と鳥も捨て場に"
        "置いた。グループのみなもとは陸2枚のままである。"
    ),
    ruling="illegal",
    clauses=["190", "189", "162"],
    legal=(snap("second", _b_bug_bird, _red_turn(), this_turn=DRAWN), _bottom_gone(False)),
    disputed=(snap("second", _b_bug_bird, _red_turn(), this_turn=DRAWN), _bottom_gone(True)),
)

_b_three_chain = side(
    life=18,
    hand=3,
    sources=[src("B:s1", "L"), src("B:s2", "L"), src("B:s3", "H")],
    groups=[[gc("B:c1", "C1", ["B:s1"]), gc("B:c2", "C2", ["B:s2"]), gc("B:c3", "C3", ["B:s3"])]],
)


def _middle_gone(keep_beast: bool) -> list[Json]:
    check = (
        E(T, "second", "B", "survival", discarded=[], released=["B:s2"])
        if keep_beast
        else E(T, "second", "B", "survival", discarded=["B:c3"], released=["B:s2", "B:s3"])
    )
    return [
        *_hit("K3", "B:c2", -4, ["R:s1", "R:s2"]),
        E(T, "second", None, "leave", card="B:c2", to="discard", by="rule"),
        check,
        E(T, "second", "R", "end_ban"),
    ]


add(
    sid="middle-gone-beast-kept",
    title_ja="連鎖の真ん中が抜けたのに、上の獣を残した",
    title_en="The middle of a chain left and the top card was kept",
    situation=(
        "Bの場には虫→鳥→獣の3枚の連鎖（みなもと陸2・人1）がある。Rの『テストの大排気』で鳥の強さが0を"
        "下回り捨て場に置かれた。Bは獣を虫の上に残し、余った陸1枚だけを外した。獣の写真の下には"
        "『テストの鳥』としか書かれていない。"
    ),
    ruling="illegal",
    clauses=["191", "192"],
    legal=(snap("second", _b_three_chain, _red_turn(), this_turn=DRAWN), _middle_gone(False)),
    disputed=(snap("second", _b_three_chain, _red_turn(), this_turn=DRAWN), _middle_gone(True)),
)

_b_bird_beast = side(
    life=18,
    hand=3,
    sources=[src("B:s1", "L"), src("B:s2", "L"), src("B:s3", "H")],
    groups=[[gc("B:c1", "C2", ["B:s1", "B:s2"]), gc("B:c2", "C3", ["B:s3"])]],
)


def _top_gone(release: list[str]) -> list[Json]:
    return [
        *_hit("K3", "B:c2", -4, ["R:s1", "R:s2"]),
        E(T, "second", None, "leave", card="B:c2", to="discard", by="rule"),
        E(T, "second", "B", "survival", discarded=[], released=release),
        E(T, "second", "R", "end_ban"),
    ]


add(
    sid="unneeded-attribute-kept",
    title_ja="不要になった人のみなもとをグループに残した",
    title_en="A source of an attribute no longer needed kept in the group",
    situation=(
        "鳥（陸2）に獣（陸1・人1）が連鎖したBのグループ（陸2・人1）から、獣が『テストの大排気』で"
        "捨て場に置かれた。Bは生存判定で何も外さず、人のみなもとも鳥のグループに残したまま処理の"
        "完了を告げた。"
    ),
    ruling="illegal",
    clauses=["199", "209", "182"],
    legal=(snap("second", _b_bird_beast, _red_turn(), this_turn=DRAWN), _top_gone(["B:s3"])),
    disputed=(snap("second", _b_bird_beast, _red_turn(), this_turn=DRAWN), _top_gone([])),
)


def _objection(after_approval: bool) -> list[Json]:
    es = [
        *_hit("K1", "B:c1", -2, ["R:s1"]),
        E(T, "second", None, "leave", card="B:c1", to="discard", by="rule"),
        E(T, "second", "B", "survival", discarded=[]),
    ]
    if after_approval:
        es += [
            E(T, "second", "R", "survival_approve"),
            E(T, "second", "R", "survival_object", problem="鳥は虫に連鎖していたので捨て場に置くべき"),
        ]
    else:
        es.append(E(T, "second", "R", "survival_approve"))
    return [*es, E(T, "second", "R", "end_ban")]


add(
    sid="objection-after-approval",
    title_ja="生存判定を承認した後で異議を申し立てた",
    title_en="An objection to a survival check after approving it",
    situation=(
        "虫が捨て場に置かれた後、Bは鳥を残す生存判定を終えたと告げ、Rは「はい」と承認した。少し後で"
        "Rは「やはり鳥も捨てるべきだ」とやり直しを求めた。"
    ),
    ruling="illegal",
    clauses=["215", "214"],
    legal=(snap("second", _b_bug_bird, _red_turn(), this_turn=DRAWN), _objection(False)),
    disputed=(snap("second", _b_bug_bird, _red_turn(), this_turn=DRAWN), _objection(True)),
)

# === VIII. effects of 対決 cards ==================================================================

_b_river = side(
    life=18,
    hand=4,
    sources=[src("B:s1", "RV"), src("B:s2", "RV", used=False), src("B:s3", "L", used=False)],
    groups=[[gc("B:c1", "CF", ["B:s1"])]],
)


def _fish_effect(iid: str) -> Json:
    return E(T, "first", "B", "effect", source=card(iid, "CF"), ability="on_play", life={"R": -1})


add(
    sid="play-effect-interrupted",
    title_ja="出したカードの効果を処理する前に次のカードを出した",
    title_en="Another card played before the effect of the card just played",
    situation=(
        "Bは2枚目の『テストの魚』（場に出したとき相手の地球ライフ-1）を出し、効果を処理する前に陸の"
        "みなもとを出した。その後で「さっきの魚の効果」と言ってRの地球ライフを1減らした。"
    ),
    ruling="illegal",
    clauses=["160", "159"],
    legal=(
        snap("first", _b_river, red_basic(), this_turn=DRAWN),
        [
            E(T, "first", "B", "play", card=card("B:c2", "CF"), sources=["B:s2"]),
            _fish_effect("B:c2"),
            E(T, "first", "B", "play_source", card=card("B:s4", "L")),
            E(T, "first", "B", "end_ban"),
        ],
    ),
    disputed=(
        snap("first", _b_river, red_basic(), this_turn=DRAWN),
        [
            E(T, "first", "B", "play", card=card("B:c2", "CF"), sources=["B:s2"]),
            E(T, "first", "B", "play_source", card=card("B:s4", "L")),
            _fish_effect("B:c2"),
            E(T, "first", "B", "end_ban"),
        ],
    ),
)

add(
    sid="play-effect-fired-again",
    title_ja="前のターンから場にある魚の効果をもう一度使った",
    title_en="The on-play effect of a card already on the field used again",
    situation=(
        "Bは2枚目の『テストの魚』を出して効果でRの地球ライフを1減らした。続けて「1枚目の魚もまだ"
        "場にいるから」と言い、前のターンに出した魚の効果でもう1点減らした。"
    ),
    ruling="illegal",
    clauses=["230"],
    legal=(
        snap("first", _b_river, red_basic(), this_turn=DRAWN),
        [
            E(T, "first", "B", "play", card=card("B:c2", "CF"), sources=["B:s2"]),
            _fish_effect("B:c2"),
            E(T, "first", "B", "end_ban"),
        ],
    ),
    disputed=(
        snap("first", _b_river, red_basic(), this_turn=DRAWN),
        [
            E(T, "first", "B", "play", card=card("B:c2", "CF"), sources=["B:s2"]),
            _fish_effect("B:c2"),
            _fish_effect("B:c1"),
            E(T, "first", "B", "end_ban"),
        ],
    ),
)


_b_hawk = side(
    life=18,
    hand=4,
    sources=[src("B:s1", "L", used=False), src("B:s2", "L", used=False)],
)


def _red_empty(**kw: Any) -> Json:
    return side(life=17, hand=3, sources=[src("R:s1", "CO", used=False), src("R:s2", "CO", used=False)], **kw)


add(
    sid="effect-without-target",
    title_ja="選ぶ対決カードがないのに効果の地球ライフ減少だけ行った",
    title_en="Only the life loss of an effect applied when there was no card to choose",
    situation=(
        "Bは『テストの鷹』（場に出したとき、相手の場の対決カード1枚を選び強さ-1、相手の地球ライフ-1）を"
        "出した。Rの場に対決カードはない。Bは「選べない部分を飛ばして地球ライフは減らす」と言う。"
    ),
    ruling="illegal",
    clauses=["240", "229"],
    legal=(
        snap("first", _b_hawk, _red_empty(), this_turn=DRAWN),
        [
            E(T, "first", "B", "play", card=card("B:c1", "CT"), sources=["B:s1"]),
            E(T, "first", "B", "end_ban"),
        ],
    ),
    disputed=(
        snap("first", _b_hawk, _red_empty(), this_turn=DRAWN),
        [
            E(T, "first", "B", "play", card=card("B:c1", "CT"), sources=["B:s1"]),
            E(T, "first", "B", "effect", source=card("B:c1", "CT"), ability="on_play", life={"R": -1}),
            E(T, "first", "B", "end_ban"),
        ],
    ),
)

_r_incinerator = side(
    life=17,
    hand=3,
    sources=[src("R:s1", "CO"), src("R:s2", "CO")],
    groups=[[gc("R:c1", "RD", ["R:s1", "R:s2"])]],
)
_b_beast = side(
    life=18,
    hand=3,
    sources=[src("B:s1", "L"), src("B:s2", "H")],
    groups=[[gc("B:c1", "C3", ["B:s1", "B:s2"])]],
)


def _incinerator(fires: bool) -> list[Json]:
    es = [E(T, "second", "R", "end_ban"), *confrontation(T, 4, 3)]
    es.append(E(T, "confrontation", None, "confrontation_end", winner="B", discarded=["R:c1"], life_loss=1))
    if fires:
        es.append(
            E(
                T,
                "confrontation",
                "R",
                "effect",
                source=card("R:c1", "RD"),
                ability="on_discard",
                life={"B": -1},
            )
        )
    return [*es, E(T + 1, "first", "B", "draw", count=2)]


add(
    sid="discard-trigger-forgotten",
    title_ja="対決に負けて捨て場に置かれたカードの効果を処理しなかった",
    title_en="The discard trigger of a card lost in the confrontation skipped",
    situation=(
        "Rの『テストの焼却炉』（捨て場に置かれたとき、相手の地球ライフ-1）は対決で負けて捨て場に置かれた。"
        "Bは「対決の負けは効果ではないから発動しない」と言い、すぐ次のターンのカードを引いた。"
    ),
    ruling="illegal",
    clauses=["231", "227"],
    legal=(snap("second", _b_beast, _r_incinerator, this_turn=DRAWN), _incinerator(True)),
    disputed=(snap("second", _b_beast, _r_incinerator, this_turn=DRAWN), _incinerator(False)),
)

_r_plant = side(
    life=17,
    hand=3,
    sources=[src("R:s1", "CO"), src("R:s2", "H")],
    groups=[[gc("R:c1", "RN", ["R:s1", "R:s2"])]],
)
_b_return = side(
    life=18,
    hand=3,
    sources=[src("B:s1", "L"), src("B:s2", "L"), src("B:s3", "H", used=False)],
    groups=[[gc("B:c1", "C2", ["B:s1", "B:s2"])]],
)


def _plant(fires: bool) -> list[Json]:
    es = [
        E(T, "first", "B", "support", card=card("B:w1", "W4"), sources=["B:s3"], target="R:c1"),
        E(T, "first", "R", "pass"),
        E(T, "first", None, "resolve", card=card("B:w1", "W4")),
        E(T, "first", None, "leave", card="R:c1", to="hand", by="B:w1"),
        E(T, "first", "R", "survival", discarded=[]),
    ]
    if fires:
        es.append(E(T, "first", "R", "effect", source=card("R:c1", "RN"), ability="on_leave", life={"B": -2}))
    return [*es, E(T, "first", "B", "end_ban")]


add(
    sid="plant-returned-to-hand",
    title_ja="手札に戻された原子力発電所の効果",
    title_en="原子力発電所 returned to the hand still triggers",
    situation=(
        "Bは『テストの里帰り』でRの『原子力発電所』をRの手札に戻した。カードには「このカードが捨て場に"
        "置かれたとき」と印刷されている。Bは「捨て場には行っていないので効果はない」と言い、番を終えた。"
    ),
    ruling="illegal",
    clauses=["273", "227"],
    legal=(snap("first", _b_return, _r_plant, this_turn=DRAWN), _plant(True)),
    disputed=(snap("first", _b_return, _r_plant, this_turn=DRAWN), _plant(False)),
)

# === VIII/IX. hidden information ==================================================================

_b_hand = side(
    life=18,
    hand=4,
    sources=[src("B:s1", "L")],
    groups=[[gc("B:c1", "C1", ["B:s1"])]],
)


def _rob(k: str, extra: Json, tail: list[Json] | None = None) -> list[Json]:
    return [
        E(T, "second", "R", "support", card=card("R:k1", k), sources=["R:s1"]),
        E(T, "second", "B", "pass"),
        E(T, "second", None, "resolve", card=card("R:k1", k), **extra),
    ] + (tail or [E(T, "second", "R", "end_ban")])


add(
    sid="hand-pick-looked",
    title_ja="『強奪』で相手の手札を見てから選んだ",
    title_en="Looked at the opponent's hand to choose for 強奪",
    situation=(
        "Rは『強奪』（相手の手札から1枚選んで捨て場に置く）を使い、Bの手札を表向きに広げさせて中身を"
        "見てから『テストの鳥』を選んだ。"
    ),
    ruling="illegal",
    clauses=["235"],
    legal=(snap("second", _b_hand, _red_turn(), this_turn=DRAWN), _rob("K5", {"from_hand": {"B": ["C2"]}})),
    disputed=(
        snap("second", _b_hand, _red_turn(), this_turn=DRAWN),
        _rob("K5", {"from_hand": {"B": ["C2"]}, "looked_hand": ["B"]}),
    ),
)

add(
    sid="deck-look-not-shuffled",
    title_ja="『偵察』で山札を見た後に山札を切らなかった",
    title_en="The deck not shuffled after 偵察 looked through it",
    situation=(
        "Rは『偵察』（相手の山札の中を見る）でBの山札を見て、順番を変えずにBへ返した。Bも「順番は"
        "変わっていないから」とそのまま置き、Rは番を終えた。"
    ),
    ruling="illegal",
    clauses=["234"],
    legal=(
        snap("second", _b_hand, _red_turn(), this_turn=DRAWN),
        _rob("K6", {}, [E(T, "second", "B", "shuffle", deck="B"), E(T, "second", "R", "end_ban")]),
    ),
    disputed=(snap("second", _b_hand, _red_turn(), this_turn=DRAWN), _rob("K6", {})),
)


_b_empty_hand = side(
    life=18,
    hand=0,
    sources=[src("B:s1", "L")],
    groups=[[gc("B:c1", "C1", ["B:s1"])]],
)

add(
    sid="task-skipped-on-empty-hand",
    title_ja="相手の手札が0枚なので【課題】を行わなかった",
    title_en="The 【課題】 skipped because the opponent's hand was empty",
    situation=(
        "Bの手札は0枚。Rは『テストの収奪』（相手の手札から1枚選んで捨て場に置く。【課題】自分の地球ライフ"
        "-1）を使い、「選ぶカードがないので効果は発動しない、だから【課題】もない」と主張した。"
    ),
    ruling="illegal",
    clauses=["241", "268", "267"],
    legal=(
        snap("second", _b_empty_hand, _red_turn(), this_turn=DRAWN),
        _rob("K7", {"life": {"R": -1}, "task": 1}),
    ),
    disputed=(
        snap("second", _b_empty_hand, _red_turn(), this_turn=DRAWN),
        _rob("K7", {"task": 0}),
    ),
)

# === IX. support cards ============================================================================


def _b_restore(discard: list[str]) -> Json:
    return side(
        life=18,
        hand=3,
        discard=discard,
        sources=[src("B:s1", "L"), src("B:s2", "H", used=False)],
        groups=[[gc("B:c1", "C1", ["B:s1"])]],
    )


_restore = [
    E(T, "first", "B", "support", card=card("B:w1", "W2"), sources=["B:s2"]),
    E(T, "first", "R", "pass"),
    E(T, "first", None, "resolve", card=card("B:w1", "W2")),
    E(T, "first", "B", "end_ban"),
]

add(
    sid="discard-target-missing",
    title_ja="捨て場に対決カードがないのに『テストの復元』を使った",
    title_en="A support targeting the discard played when the discard holds no 対決 card",
    situation=(
        "Bの捨て場にはみなもとカードしかない。Bは『テストの復元』（自分の捨て場の対決カード1枚を選んで"
        "手札に加える）を出し、「山札を回すために使うだけ」と言う。"
    ),
    ruling="illegal",
    clauses=["247"],
    legal=(snap("first", _b_restore(["L", "C2"]), red_basic(), this_turn=DRAWN), _restore),
    disputed=(snap("first", _b_restore(["L", "L"]), red_basic(), this_turn=DRAWN), _restore),
)

_b_two_groups = side(
    life=18,
    hand=3,
    sources=[
        src("B:s1", "L"),
        src("B:s2", "L"),
        src("B:s3", "L"),
        src("B:s4", "H", used=False),
        src("B:s5", "H", used=False),
    ],
    groups=[[gc("B:c1", "C1", ["B:s1"])], [gc("B:c2", "C2", ["B:s2", "B:s3"])]],
)

add(
    sid="target-changed-on-resolution",
    title_ja="サポートの効果を、出したときに選んだのと別のカードに適用した",
    title_en="A support's effect applied to another card than the one chosen",
    situation=(
        "Bは『テストの植林』を出すとき『テストの虫』を選んだが、Rが出さないと答えた後で「やっぱり鳥に」"
        "と言って鳥の強さを2増やした。"
    ),
    ruling="illegal",
    clauses=["253"],
    legal=(
        snap("first", _b_two_groups, red_basic(), this_turn=DRAWN),
        [
            E(T, "first", "B", "support", card=card("B:w1", "W1"), sources=["B:s4"], target="B:c1"),
            E(T, "first", "R", "pass"),
            E(T, "first", None, "resolve", card=card("B:w1", "W1"), strength={"B:c1": 2}),
            E(T, "first", "B", "end_ban"),
        ],
    ),
    disputed=(
        snap("first", _b_two_groups, red_basic(), this_turn=DRAWN),
        [
            E(T, "first", "B", "support", card=card("B:w1", "W1"), sources=["B:s4"], target="B:c1"),
            E(T, "first", "R", "pass"),
            E(T, "first", None, "resolve", card=card("B:w1", "W1"), strength={"B:c2": 2}),
            E(T, "first", "B", "end_ban"),
        ],
    ),
)

add(
    sid="chain-same-side-twice",
    title_ja="自分のサポートに自分でチェーンした",
    title_en="A player chained a support onto his own support",
    situation=(
        "Bは『テストの植林』を虫に使い、Rの返事を待たずに2枚目の植林を鳥に重ねて出した。Rは「こちらが"
        "出すかどうかを先に聞くべきだ」と言う。"
    ),
    ruling="illegal",
    clauses=["254", "251"],
    legal=(
        snap("first", _b_two_groups, red_basic(), this_turn=DRAWN),
        [
            E(T, "first", "B", "support", card=card("B:w1", "W1"), sources=["B:s4"], target="B:c1"),
            E(T, "first", "R", "pass"),
            E(T, "first", None, "resolve", card=card("B:w1", "W1"), strength={"B:c1": 2}),
            E(T, "first", "B", "support", card=card("B:w2", "W1"), sources=["B:s5"], target="B:c2"),
            E(T, "first", "R", "pass"),
            E(T, "first", None, "resolve", card=card("B:w2", "W1"), strength={"B:c2": 2}),
            E(T, "first", "B", "end_ban"),
        ],
    ),
    disputed=(
        snap("first", _b_two_groups, red_basic(), this_turn=DRAWN),
        [
            E(T, "first", "B", "support", card=card("B:w1", "W1"), sources=["B:s4"], target="B:c1"),
            E(T, "first", "B", "support", card=card("B:w2", "W1"), sources=["B:s5"], target="B:c2"),
            E(T, "first", "R", "pass"),
            E(T, "first", None, "resolve", card=card("B:w2", "W1"), strength={"B:c2": 2}),
            E(T, "first", None, "resolve", card=card("B:w1", "W1"), strength={"B:c1": 2}),
            E(T, "first", "B", "end_ban"),
        ],
    ),
)

_b_bug_h = blue_bug(hand=3, extra=[src("B:s2", "H", used=False)])


def _zero_race(legal: bool) -> list[Json]:
    es = [
        E(T, "first", "B", "support", card=card("B:w1", "W1"), sources=["B:s2"], target="B:c1"),
        E(T, "first", "R", "support", card=card("R:k1", "K1"), sources=["R:s3"], target="B:c1"),
        E(T, "first", "B", "pass"),
        E(T, "first", None, "resolve", card=card("R:k1", "K1"), strength={"B:c1": -2}),
    ]
    if legal:
        es += [
            E(T, "first", None, "leave", card="B:c1", to="discard", by="rule"),
            E(T, "first", None, "resolve", card=card("B:w1", "W1"), fizzled=True),
            E(T, "first", "B", "survival", discarded=[]),
        ]
    else:
        es.append(E(T, "first", None, "resolve", card=card("B:w1", "W1"), strength={"B:c1": 2}))
    return [*es, E(T, "first", "B", "end_ban")]


add(
    sid="chain-last-first-strength-zero",
    title_ja="チェーンの後から出した－2で強さ0になった虫を、先に出した＋2で救おうとした",
    title_en="A +2 played first cannot save a card the later -2 brought to 0",
    situation=(
        "Bは強さ2の『テストの虫』に『テストの植林』（+2）を使い、Rがチェーンして『テストの排気』（-2）を"
        "出した。Bは「+2と-2で差し引き0だから虫は強さ2のまま残る」と言い、虫を場に残した。"
    ),
    ruling="illegal",
    clauses=["256", "162", "258"],
    legal=(snap("first", _b_bug_h, red_basic(), this_turn=DRAWN), _zero_race(True)),
    disputed=(snap("first", _b_bug_h, red_basic(), this_turn=DRAWN), _zero_race(False)),
)

# === IX. 【ss】 ====================================================================================

_b_ss = side(
    life=18,
    hand=3,
    sources=[src("B:s1", "L"), src("B:s2", "H")],
    groups=[[gc("B:c1", "C1", ["B:s1"])]],
    supports=[{"iid": "B:x1", "card": "SS", "sources": ["B:s2"]}],
)
_r_ss = side(
    life=17,
    hand=3,
    sources=[src("R:s1", "CO", used=False), src("R:s2", "H", used=False)],
)


def _ss(replace: bool) -> list[Json]:
    extra: Json = {"to": "field"}
    if replace:
        extra["replaced"] = ["B:x1"]
    return [
        E(T, "second", "R", "support", card=card("R:x1", "SS"), sources=["R:s2"]),
        E(T, "second", "B", "pass"),
        E(T, "second", None, "resolve", card=card("R:x1", "SS"), **extra),
        E(T, "second", "R", "end_ban"),
    ]


add(
    sid="ss-earlier-card-kept",
    title_ja="相手が【ss】カードを出したのに、自分の【ss】カードを場に残した",
    title_en="An earlier 【ss】 card kept after the opponent's 【ss】 took effect",
    situation=(
        "Bの場には前のターンから【ss】カード『テストの共生』がある。Rも自分の『テストの共生』を出し、"
        "効果が認められた。Bは「自分のカードは相手のカードで消えない」と言って自分の【ss】を残した。"
    ),
    ruling="illegal",
    clauses=["272"],
    legal=(snap("second", _b_ss, _r_ss, this_turn=DRAWN), _ss(True)),
    disputed=(snap("second", _b_ss, _r_ss, this_turn=DRAWN), _ss(False)),
)

# === VI. the confrontation ========================================================================

_b_conf = side(
    life=18,
    hand=3,
    sources=[src("B:s1", "L"), src("B:s2", "L"), src("B:s3", "H", used=False)],
    groups=[[gc("B:c1", "C1", ["B:s1"]), gc("B:c2", "C2", ["B:s2"])]],
)
_r_conf = side(
    life=17,
    hand=3,
    sources=[
        src("R:s1", "CO"),
        src("R:s2", "CO"),
        src("R:s3", "CO"),
        src("R:s4", "CO", used=False),
        src("R:s5", "CO", used=False),
    ],
    groups=[[gc("R:c1", "R3", ["R:s1", "R:s2", "R:s3"])]],
)
_conf_snap = snap("second", _b_conf, _r_conf, this_turn=DRAWN)
CT_ = "confrontation"


def _end(winner: str | None, discarded: list[str], loss: int) -> Json:
    return E(T, CT_, None, "confrontation_end", winner=winner, discarded=discarded, life_loss=loss)


add(
    sid="second-decides-support-first",
    title_ja="対決で後攻が先にサポートを出した",
    title_en="The second player played the first support of the confrontation",
    situation=(
        "合計点数を伝え合った直後、Bが考えている間にRが『テストの排気』を鳥に出した。このターンの"
        "先攻はBで、Bはまだサポートを使うかどうか答えていなかった。"
    ),
    ruling="illegal",
    clauses=["124", "260"],
    legal=(
        _conf_snap,
        [
            E(T, "second", "R", "end_ban"),
            E(T, CT_, "B", "announce", total=5),
            E(T, CT_, "R", "announce", total=5),
            E(T, CT_, "B", "pass"),
            E(T, CT_, "R", "support", card=card("R:k1", "K1"), sources=["R:s4"], target="B:c2"),
            E(T, CT_, "B", "pass"),
            E(T, CT_, None, "resolve", card=card("R:k1", "K1"), strength={"B:c2": -2}),
            E(T, CT_, "R", "pass"),
            E(T, CT_, "B", "announce", total=3),
            E(T, CT_, "R", "announce", total=5),
            _end("R", ["B:c1", "B:c2"], 2),
        ],
    ),
    disputed=(
        _conf_snap,
        [
            E(T, "second", "R", "end_ban"),
            E(T, CT_, "B", "announce", total=5),
            E(T, CT_, "R", "announce", total=5),
            E(T, CT_, "R", "support", card=card("R:k1", "K1"), sources=["R:s4"], target="B:c2"),
            E(T, CT_, "B", "pass"),
            E(T, CT_, None, "resolve", card=card("R:k1", "K1"), strength={"B:c2": -2}),
            E(T, CT_, "R", "pass"),
            E(T, CT_, "B", "announce", total=3),
            E(T, CT_, "R", "announce", total=5),
            _end("R", ["B:c1", "B:c2"], 2),
        ],
    ),
)

add(
    sid="support-after-window-closed",
    title_ja="両者が続けて出さないと答えた後でサポートを出した",
    title_en="A support played after both players had declined in a row",
    situation=(
        "対決でB、Rの順に「サポートは出さない」と答えた。Rが地球ライフの計算を始めたところで、Bが"
        "「やっぱり植林を使う」と『テストの植林』を出した。"
    ),
    ruling="illegal",
    clauses=["262"],
    legal=(
        _conf_snap,
        [
            E(T, "second", "R", "end_ban"),
            E(T, CT_, "B", "announce", total=5),
            E(T, CT_, "R", "announce", total=5),
            E(T, CT_, "B", "support", card=card("B:w1", "W1"), sources=["B:s3"], target="B:c2"),
            E(T, CT_, "R", "pass"),
            E(T, CT_, None, "resolve", card=card("B:w1", "W1"), strength={"B:c2": 2}),
            E(T, CT_, "B", "pass"),
            E(T, CT_, "B", "announce", total=7),
            E(T, CT_, "R", "announce", total=5),
            _end("B", ["R:c1"], 2),
        ],
    ),
    disputed=(
        _conf_snap,
        [
            E(T, "second", "R", "end_ban"),
            *confrontation(T, 5, 5),
            E(T, CT_, "B", "support", card=card("B:w1", "W1"), sources=["B:s3"], target="B:c2"),
            E(T, CT_, "R", "pass"),
            E(T, CT_, None, "resolve", card=card("B:w1", "W1"), strength={"B:c2": 2}),
            E(T, CT_, "B", "announce", total=7),
            E(T, CT_, "R", "announce", total=5),
            _end("B", ["R:c1"], 2),
        ],
    ),
)

_b_conf2 = side(
    life=18,
    hand=3,
    sources=[src("B:s1", "L"), src("B:s2", "L"), src("B:s3", "L"), src("B:s4", "H")],
    groups=[[gc("B:c1", "C1", ["B:s1"]), gc("B:c2", "C2", ["B:s2"])], [gc("B:c3", "C3", ["B:s3", "B:s4"])]],
)
_conf2 = snap("second", _b_conf2, _r_conf, this_turn=DRAWN)


add(
    sid="life-loss-full-total",
    title_ja="負けた側が相手の合計点数だけ地球ライフを減らした",
    title_en="The loser took the winner's whole total instead of the difference",
    situation=(
        "対決はBが9点、Rが5点でBの勝ち。Bは「勝った側の点数だけ減らす」と言い、Rの地球ライフを9減らす"
        "よう求め、Rもそれに従った。"
    ),
    ruling="illegal",
    clauses=["136"],
    legal=(
        _conf2,
        [E(T, "second", "R", "end_ban"), *confrontation(T, 9, 5), _end("B", ["R:c1"], 4)],
    ),
    disputed=(
        _conf2,
        [E(T, "second", "R", "end_ban"), *confrontation(T, 9, 5), _end("B", ["R:c1"], 9)],
    ),
)

add(
    sid="tie-cards-kept",
    title_ja="引き分けの対決で両者とも対決カードを場に残した",
    title_en="After a drawn confrontation both kept their 対決 cards",
    situation=(
        "対決は5対5の引き分け。両者は「どちらも負けていないのでカードはそのまま」と考え、対決カードを"
        "捨てずに次のターンを始めようとした。"
    ),
    ruling="illegal",
    clauses=["135", "131"],
    legal=(
        _conf_snap,
        [E(T, "second", "R", "end_ban"), *confrontation(T, 5, 5), _end(None, ["B:c1", "B:c2", "R:c1"], 0)],
    ),
    disputed=(
        _conf_snap,
        [E(T, "second", "R", "end_ban"), *confrontation(T, 5, 5), _end(None, [], 0)],
    ),
)


def _carry(b_total: int) -> list[Json]:
    return [
        E(T, "second", "R", "end_ban"),
        E(T, CT_, "B", "announce", total=5),
        E(T, CT_, "R", "announce", total=5),
        E(T, CT_, "B", "pass"),
        E(T, CT_, "R", "support", card=card("R:k1", "K3"), sources=["R:s4", "R:s5"], target="B:c1"),
        E(T, CT_, "B", "pass"),
        E(T, CT_, None, "resolve", card=card("R:k1", "K3"), strength={"B:c1": -4}),
        E(T, CT_, None, "leave", card="B:c1", to="discard", by="rule"),
        E(T, CT_, "B", "survival", discarded=[]),
        E(T, CT_, "R", "pass"),
        E(T, CT_, "B", "announce", total=b_total),
        E(T, CT_, "R", "announce", total=5),
        _end("R", ["B:c2"], 5 - b_total),
    ]


add(
    sid="negative-strength-carried-over",
    title_ja="強さが0を下回った分を同じグループの鳥から引いた",
    title_en="Strength below 0 carried over to the next card of the group",
    situation=(
        "対決でRは『テストの大排気』（-4）を強さ2の虫に使った。虫は捨て場に置かれ、鳥（陸2）が陸2枚で"
        "残った。Rは「余った-2は鳥から引くので、Bは1点」と言い、Bもそのように1点と伝えた。"
    ),
    ruling="illegal",
    clauses=["163", "129"],
    legal=(_conf_snap, _carry(3)),
    disputed=(_conf_snap, _carry(1)),
)

# === VII. the end of the game =====================================================================

_b_low = side(
    life=18,
    hand=3,
    sources=[src("B:s1", "L"), src("B:s2", "L"), src("B:s3", "L"), src("B:s4", "H")],
    groups=[[gc("B:c1", "C1", ["B:s1"]), gc("B:c2", "C2", ["B:s2"])], [gc("B:c3", "C3", ["B:s3", "B:s4"])]],
)
_r_low = copy.deepcopy(_r_conf)
_r_low["life"] = 2


def _life_zero(legal: bool) -> list[Json]:
    es = [E(T, "second", "R", "end_ban"), *confrontation(T, 9, 5), _end("B", ["R:c1"], 4)]
    if legal:
        return [*es, E(T, CT_, None, "result", winner="B")]
    return [*es, E(T + 1, "first", "B", "draw", count=2), E(T + 1, "first", "B", "end_ban")]


add(
    sid="play-on-after-life-zero",
    title_ja="地球ライフが0になった後もゲームを続けた",
    title_en="The game went on after an Earth Life reached 0",
    situation=(
        "地球ライフ2のRが対決に4点差で負け、地球ライフは0になった。Rは「まだ山札がある」と言い、両者は"
        "そのまま次のターンを始めた。"
    ),
    ruling="illegal",
    clauses=["142", "140"],
    legal=(snap("second", _b_low, _r_low, this_turn=DRAWN), _life_zero(True)),
    disputed=(snap("second", _b_low, _r_low, this_turn=DRAWN), _life_zero(False)),
)

_b_two = side(
    life=2,
    hand=3,
    sources=[src("B:s1", "L")],
    groups=[[gc("B:c1", "C1", ["B:s1"])]],
)
_r_two = side(life=2, hand=3, sources=[src("R:s1", "CO", used=False), src("R:s2", "CO", used=False)])


def _both_zero(winner: str | None) -> list[Json]:
    return [
        E(T, "second", "R", "support", card=card("R:k1", "K8"), sources=["R:s1"]),
        E(T, "second", "B", "pass"),
        E(T, "second", None, "resolve", card=card("R:k1", "K8"), life={"R": -2, "B": -2}),
        E(T, "second", None, "result", winner=winner),
    ]


add(
    sid="both-life-zero-at-once",
    title_ja="両者の地球ライフが同時に0になった",
    title_en="Both Earth Lives reached 0 at once",
    situation=(
        "両者とも地球ライフ2。Rが『テストの共倒れ』（自分と相手の地球ライフをそれぞれ2減らす）を使い、"
        "両者の地球ライフが同時に0になった。Bは「カードを使ったRの負け」と主張している。"
    ),
    ruling="illegal",
    clauses=["144"],
    legal=(snap("second", _b_two, _r_two, this_turn=DRAWN), _both_zero(None)),
    disputed=(snap("second", _b_two, _r_two, this_turn=DRAWN), _both_zero("B")),
)

# === III. players and teams; XI. trouble =========================================================


def _team_snap() -> Json:
    b = side(
        life=18,
        hand=3,
        sources=[src("B1:s1", "L"), src("B1:s2", "L", used=False)],
        groups=[[gc("B1:c1", "C1", ["B1:s1"])]],
    )
    r = side(
        life=17,
        hand=3,
        sources=[src("R1:s1", "CO"), src("R1:s2", "CO")],
        groups=[[gc("R1:c1", "R2", ["R1:s1", "R1:s2"])]],
    )
    return snap("first", b, r, first="B1", this_turn=DRAWN)


def _team(actor: str, breach: str = "looked_at_hand", extra: list[Json] | None = None) -> list[Json]:
    return (
        [E(T, "first", None, "conduct", seat="B2", breach=breach)]
        + (extra or [])
        + [
            E(T, "first", actor, "play_source", card=card("B1:s3", "L")),
            E(T, "first", actor, "end_ban"),
        ]
    )


add(
    sid="barred-member-plays",
    title_ja="相手の手札を見て参加を禁止されたチーム員がカードを出した",
    title_en="A team member barred for looking at the opponent's hand played a card",
    situation=(
        "青チームのB2がRの手札をのぞき込み、ジャッジがそれを確認して記録した。その直後、B2が「自分たちの"
        "番だから」と陸のみなもとを出した。チームにはまだB1がいる。"
    ),
    ruling="illegal",
    clauses=["78", "74"],
    legal=(
        _team_snap(),
        [E(T, "first", "B2", "play_source", card=card("B1:s3", "L")), E(T, "first", "B2", "end_ban")],
    ),
    disputed=(_team_snap(), _team("B2")),
    teams=True,
)

_solo_b = blue_bug(hand=3, extra=[src("B:s2", "L", used=False)])


def _solo(legal: bool) -> list[Json]:
    tail = [E(T, "first", "B", "play_source", card=card("B:s3", "L")), E(T, "first", "B", "end_ban")]
    if legal:
        return tail  # the same 番 without the look (74)
    return [E(T, "first", None, "conduct", seat="B", breach="looked_at_hand"), *tail]


add(
    sid="solo-player-looked-at-hand",
    title_ja="1人で遊ぶプレイヤーが相手の手札を見た",
    title_en="A one-person side looked at the opponent's hand",
    situation=(
        "個人戦で、BがRの手札を故意にのぞき見たことをジャッジが確認した。Bは「チームの規定だから個人戦には"
        "関係ない」と言ってゲームを続けようとしている。"
    ),
    ruling="illegal",
    clauses=["80", "79", "78"],
    legal=(snap("first", _solo_b, red_basic(), this_turn=DRAWN), _solo(True)),
    disputed=(snap("first", _solo_b, red_basic(), this_turn=DRAWN), _solo(False)),
)


def _loss(warned: bool) -> list[Json]:
    es: list[Json] = []
    if warned:
        es.append(
            E(
                T,
                "first",
                None,
                "penalty",
                seat="R",
                kind="warning",
                reason="判定に異議を唱え続けた",
                record="P-1",
            )
        )
    return [
        *es,
        E(T, "first", None, "penalty", seat="R", kind="game_loss", reason="286項", record="P-2"),
        E(T, "first", None, "result", winner="B"),
    ]


add(
    sid="game-loss-without-warning",
    title_ja="警告なしで負けを宣告した",
    title_en="A game loss given without an earlier warning",
    situation=(
        "生存判定の裁定にRが何度も異議を唱えたため、ジャッジはその場で「あなたの負けです」と告げた。"
        "それまでRに警告はしていなかった。"
    ),
    ruling="illegal",
    clauses=["287", "286"],
    legal=(snap("first", _solo_b, red_basic(), this_turn=DRAWN), _loss(True)),
    disputed=(snap("first", _solo_b, red_basic(), this_turn=DRAWN), _loss(False)),
)

# === needs_ruling: where the text is open =========================================================

add(
    sid="spectator-talk-sanction",
    title_ja="遅れて来た観戦者が悪質に話しかけた場合の処置",
    title_en="The sanction for a late-comer who keeps talking to the players",
    situation=(
        "最初の手札を引いた後に来たB2は観戦者として扱われたが、B1に何度も手の指示をささやいた。77項は"
        "悪質な場合「78項～77項に準ずる」とするが、この参照は逆向きで、どの処置を取るかは本文から"
        "決まらない。"
    ),
    ruling="needs_ruling",
    clauses=["77"],
    legal=(_team_snap(), _team("B1", breach="late_member")),
    disputed=(
        _team_snap(),
        _team(
            "B1",
            breach="late_member",
            extra=[E(T, "first", None, "conduct", seat="B2", breach="spectator_talk")],
        ),
    ),
    teams=True,
)

_b_old = side(
    life=18,
    hand=3,
    sources=[src("B:s1", "L"), src("B:s2", "L", used=False), src("B:s3", "L", used=False)],
    groups=[[gc("B:c1", "C8", ["B:s1"])]],
)


def _old(chain: bool) -> list[Json]:
    args: Json = {"card": card("B:c2", "C9"), "sources": ["B:s2"] if chain else ["B:s2", "B:s3"]}
    if chain:
        args["chain_on"] = "B:c1"
    return [E(T, "first", "B", "play", **args), E(T, "first", "B", "end_ban")]


add(
    sid="first-series-named-one-way",
    title_ja="第1弾のカードが名前を挙げる新しいカードを、その上に連鎖させた",
    title_en="A newer card chained onto a first-series card that names it",
    situation=(
        "Bの第1弾『テストの古虫』の写真の下には『テストの新鳥』とある。新鳥の写真の下には何も書かれて"
        "いない。Bは新鳥を古虫の上に連鎖させた。274項は第1弾の名前を「連鎖可能な生き物」とするが、"
        "どちらが上になれるかは書いていない。"
    ),
    ruling="needs_ruling",
    clauses=["274", "172"],
    legal=(snap("first", _b_old, red_basic(), this_turn=DRAWN), _old(False)),
    disputed=(snap("first", _b_old, red_basic(), this_turn=DRAWN), _old(True)),
)


def _heat(deck: int) -> tuple[Json, list[Json]]:
    r = side(
        life=17, hand=3, deck=deck, sources=[src("R:s1", "CO", used=False), src("R:s2", "CO", used=False)]
    )
    b = blue_bug(hand=3)
    drawn = min(deck, 2)
    return snap("second", b, r, this_turn=DRAWN), [
        E(T, "second", "R", "support", card=card("R:k1", "K9"), sources=["R:s1"]),
        E(T, "second", "B", "pass"),
        E(T, "second", None, "resolve", card=card("R:k1", "K9"), draw={"R": drawn}, life={"R": 1}),
        E(T, "second", "R", "end_ban"),
    ]


add(
    sid="short-draw-then-life",
    title_ja="山札が1枚のとき「2枚引く。その後地球ライフ+1」の後半を行うか",
    title_en="Whether the life gain after a draw the deck cannot give in full takes place",
    situation=(
        "Rの山札は残り1枚。Rは『テストの熱波』（カードを2枚引く。その後、自分の地球ライフを1増やす）を"
        "使い、1枚引いて地球ライフを1増やした。Bは「2枚引けないので効果はそこで終わり」（257項）と言い、"
        "Rは「引けるだけ引いた」と言う。"
    ),
    ruling="needs_ruling",
    clauses=["257", "232"],
    legal=_heat(5),
    disputed=_heat(1),
)

_unk_b = blue_bug(hand=5, extra=[src("B:s2", "L", used=False)])

add(
    sid="judge-unsure-draw-made",
    title_ja="途中から来たジャッジが、カードを引いたかどうか分からない",
    title_en="A judge arriving late cannot tell whether the draw was made",
    situation=(
        "ジャッジが呼ばれて来たとき、Bは手札5枚で自分の番の途中だった。Bが陸のみなもとを出すと、Rは"
        "「まだカードを引いていない」と言い、Bは「もう引いた」と言う。どちらも証拠はない。"
    ),
    ruling="needs_ruling",
    clauses=["101", "283"],
    legal=(
        snap("first", _unk_b, red_basic(), this_turn=DRAWN),
        [E(T, "first", "B", "play_source", card=card("B:s3", "L")), E(T, "first", "B", "end_ban")],
    ),
    disputed=(
        snap("first", _unk_b, red_basic(), this_turn={}),
        [E(T, "first", "B", "play_source", card=card("B:s3", "L")), E(T, "first", "B", "end_ban")],
    ),
)


def _still_turn(turn: int) -> list[Json]:
    return [
        E(turn, "first", "B", "draw", count=0),
        E(turn, "first", "B", "end_ban"),
        E(turn, "second", "R", "draw", count=0),
        E(turn, "second", "R", "end_ban"),
        *confrontation(turn, 0, 0),
        E(turn, CT_, None, "confrontation_end", winner=None, discarded=[], life_loss=0),
    ]


def _still(turns: int) -> tuple[Json, list[Json]]:
    b = side(life=6, hand=5, sources=[src("B:s1", "L", used=False)])
    r = side(life=4, hand=5, sources=[src("R:s1", "CO", used=False)])
    start = 8 - turns
    es: list[Json] = []
    for t in range(start, 8):
        es += _still_turn(t)
    return snap("first", b, r, turn=start, this_turn=NOT_DRAWN), [*es, E(7, CT_, None, "result", winner="B")]


add(
    sid="stalemate-one-turn-seen",
    title_ja="変化のない2ターンのうち、ジャッジが見たのは1ターンだけ",
    title_en="Only one of the two unchanged turns was seen by the judge",
    situation=(
        "両者とも何も出さずに番を終え、0対0の引き分けが続いている。ジャッジはターン7の始めから見ており、"
        "ターン7は何も変化しなかった。両者は「ターン6も何も変わらなかった」と言い、Bが地球ライフの"
        "差で勝ったとして終了を申し出た。ターン6の様子は誰も記録していない。"
    ),
    ruling="needs_ruling",
    clauses=["145", "151", "283"],
    legal=_still(2),
    disputed=_still(1),
)


# === added: used sources, the order of a support's processing, the 対決's end ====================

_b_after_loss = side(
    life=17,
    hand=4,
    discard=["C3"],
    sources=[src("B:s1", "L", used=True), src("B:s2", "H", used=True), src("B:s3", "H", used=False)],
)
_r_first = side(
    life=17,
    hand=3,
    sources=[src("R:s1", "CO"), src("R:s2", "CO"), src("R:s3", "CO", used=False)],
    groups=[[gc("R:c1", "R2", ["R:s1", "R:s2"])]],
)


def _freed(pay: str) -> list[Json]:
    t = 4
    return [
        E(t, "first", "R", "support", card=card("R:k1", "K5"), sources=["R:s3"]),
        E(t, "first", "B", "support", card=card("B:w1", "W2"), sources=[pay]),
        E(t, "first", "R", "pass"),
        E(t, "first", None, "resolve", card=card("B:w1", "W2")),
        E(t, "first", None, "resolve", card=card("R:k1", "K5"), from_hand={"B": ["C2"]}),
        E(t, "first", "R", "end_ban"),
    ]


add(
    sid="source-freed-before-own-draw",
    title_ja="対決で負けて上のカードがなくなったみなもとを、自分の番の前に使った",
    title_en="A source whose card was lost in the confrontation used before its owner's next draw",
    situation=(
        "前のターンの対決でBは負け、人のみなもとの上の『テストの獣』は捨て場に置かれた。次のターン、"
        "先攻のRが『強奪』を使ったので、Bはチェーンして『テストの復元』を出し、その人のみなもとを"
        "使った。Bは「上に何も重なっていない」と言う。Bには一度も使っていない人のみなもとがもう1枚ある。"
    ),
    ruling="illegal",
    clauses=["92", "93", "94"],
    legal=(snap("first", _b_after_loss, _r_first, turn=4, first="R", this_turn=DRAWN), _freed("B:s3")),
    disputed=(snap("first", _b_after_loss, _r_first, turn=4, first="R", this_turn=DRAWN), _freed("B:s2")),
)


def _early(legal: bool) -> list[Json]:
    es = [E(T, "first", "B", "support", card=card("B:w1", "W1"), sources=["B:s4"], target="B:c1")]
    if legal:
        es.append(E(T, "first", "R", "pass"))
    es.append(E(T, "first", None, "resolve", card=card("B:w1", "W1"), strength={"B:c1": 2}))
    if not legal:
        es.append(E(T, "first", "R", "pass"))
    return [*es, E(T, "first", "B", "end_ban")]


add(
    sid="support-resolved-before-answer",
    title_ja="相手がサポートを出すか答える前に効果を処理した",
    title_en="A support resolved before the opponent had answered",
    situation=(
        "Bは『テストの植林』を虫に出し、すぐに虫の強さを2増やして次へ進もうとした。Rは「こちらも出す"
        "かどうか聞かれていない」と言い、その後で出さないと答えた。"
    ),
    ruling="illegal",
    clauses=["251", "254"],
    legal=(snap("first", _b_two_groups, red_basic(), this_turn=DRAWN), _early(True)),
    disputed=(snap("first", _b_two_groups, red_basic(), this_turn=DRAWN), _early(False)),
)


def _early_life(legal: bool) -> list[Json]:
    head = [
        E(T, "second", "R", "end_ban"),
        E(T, CT_, "B", "announce", total=9),
        E(T, CT_, "R", "announce", total=5),
    ]
    end = _end("B", ["R:c1"], 4)
    if legal:
        return [*head, E(T, CT_, "B", "pass"), E(T, CT_, "R", "pass"), end]
    return [*head, E(T, CT_, "B", "pass"), end, E(T, CT_, "R", "pass")]


add(
    sid="life-reduced-before-support-decisions",
    title_ja="サポートの使用意思を確認する前に地球ライフを減らした",
    title_en="Earth Life reduced before the support decisions were made",
    situation=(
        "9対5の点数を伝え合い、Bが「サポートなし」と言った直後、Rはまだ答えないまま自分の地球ライフを"
        "4減らし、カードを捨て場に置いた。その後Rは「サポートはなし」と言った。"
    ),
    ruling="illegal",
    clauses=["139"],
    legal=(_conf2, _early_life(True)),
    disputed=(_conf2, _early_life(False)),
)


def _zero_kept(legal: bool) -> list[Json]:
    es = [
        E(T, "second", "R", "support", card=card("R:k1", "K1"), sources=["R:s1"], target="B:c1"),
        E(T, "second", "B", "pass"),
        E(T, "second", None, "resolve", card=card("R:k1", "K1"), strength={"B:c1": -2}),
    ]
    if legal:
        es += [
            E(T, "second", None, "leave", card="B:c1", to="discard", by="rule"),
            E(T, "second", "B", "survival", discarded=[]),
        ]
    return [*es, E(T, "second", "R", "end_ban")]


_b_lone_bug = side(life=18, hand=3, sources=[src("B:s1", "L")], groups=[[gc("B:c1", "C1", ["B:s1"])]])

add(
    sid="zero-strength-card-kept",
    title_ja="強さが0になった虫を場に残した",
    title_en="A card at strength 0 left on the field",
    situation=(
        "Rの番にRが『テストの排気』（-2）をBの強さ2の『テストの虫』に使った。Bは「対決で0点になる"
        "だけで、カードは残る」と言い、虫を場に置いたままにした。"
    ),
    ruling="illegal",
    clauses=["162"],
    legal=(snap("second", _b_lone_bug, _red_turn(), this_turn=DRAWN), _zero_kept(True)),
    disputed=(snap("second", _b_lone_bug, _red_turn(), this_turn=DRAWN), _zero_kept(False)),
)


add(
    sid="member-left-table-sanction",
    title_ja="チーム員がやむを得ない理由なく席を離れた後の扱い",
    title_en="What follows when a team member left the table without need",
    situation=(
        "青チームのB2は番の途中で他の卓の様子を見に席を離れ、戻ってきてみなもとを出した。76項は離席を"
        "禁止するが、違反したときの処置を定めていない（78項の参加禁止は74項の違反についてだけ）。"
    ),
    ruling="needs_ruling",
    clauses=["76"],
    legal=(
        _team_snap(),
        [E(T, "first", "B2", "play_source", card=card("B1:s3", "L")), E(T, "first", "B2", "end_ban")],
    ),
    disputed=(
        _team_snap(),
        [
            E(T, "first", None, "conduct", seat="B2", breach="left_table", unavoidable=False),
            E(T, "first", "B2", "play_source", card=card("B1:s3", "L")),
            E(T, "first", "B2", "end_ban"),
        ],
    ),
    teams=True,
)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    ids = [s["id"] for s in SCENARIOS]
    assert len(ids) == len(set(ids)), "duplicate ids"
    for old in OUT.glob("myearth-ho6-*.json"):
        old.unlink()
    for sc in SCENARIOS:
        path = OUT / f"{sc['id']}.json"
        path.write_text(json.dumps(sc, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    counts = Counter(s["ruling"] for s in SCENARIOS)
    print(f"{len(SCENARIOS)} scenarios: {dict(counts)}")


if __name__ == "__main__":
    main()
