"""Held-out MyEarth judge scenarios, round 4 (ids ``myearth-ho4-…``), written blind.

Written from the rulebook (``rules_index/data/myearth.txt``) and the log-format documents alone, by a writer
who read neither the engine nor the earlier rounds' builders. Every log starts from a mid-game snapshot of a
20-card deck each; the decklists are derived from the cards each log names and filled with plain sources.

Run: ``python -m tests.scenarios_heldout.build_myearth_round4`` (writes
``tests/scenarios_heldout/myearth/myearth-ho4-*.json``).
"""

from __future__ import annotations

import copy
import json
from collections import Counter
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent / "myearth"
DECK_SIZE = 20

# What the second look after the first run found (id → note / gap); empty as written.
NOTES: dict[str, str] = {}
GAPS: dict[str, str] = {}


def _own(kind: str = "confrontation", **cond: Any) -> dict[str, Any]:
    return {"zone": "field", "whose": "own", "kind": kind, **cond}


def _opp(kind: str = "confrontation", **cond: Any) -> dict[str, Any]:
    return {"zone": "field", "whose": "opponent", "kind": kind, **cond}


def _white(name: str, ability: dict[str, Any], **kw: Any) -> dict[str, Any]:
    keywords = {"cost": {"人": 1}, "support": "white", **kw}
    return {
        "name": name,
        "type": "support",
        "attributes": ["人"],
        "keywords": keywords,
        "abilities": [ability],
    }


def _black(name: str, ability: dict[str, Any], **kw: Any) -> dict[str, Any]:
    keywords = {"cost": {"二酸化炭素": 1}, "support": "black", **kw}
    return {
        "name": name,
        "type": "support",
        "attributes": ["二酸化炭素"],
        "keywords": keywords,
        "abilities": [ability],
    }


def _creature(name: str, atk: int, attr: str, cost: dict[str, int], **extra: Any) -> dict[str, Any]:
    keywords: dict[str, Any] = {"cost": cost, "kind": "creature"}
    if "chain" in extra:
        keywords["chain"] = extra.pop("chain")
    card = {"name": name, "type": "confrontation", "atk": atk, "attributes": [attr], "keywords": keywords}
    card.update(extra)
    return card


def _warming(name: str, atk: int, cost: int) -> dict[str, Any]:
    return {
        "name": name,
        "type": "confrontation",
        "atk": atk,
        "attributes": ["二酸化炭素"],
        "keywords": {"cost": {"二酸化炭素": cost}, "kind": "warming"},
    }


CARDS: dict[str, dict[str, Any]] = {
    "L": {"name": "陸のみなもと", "type": "source", "attributes": ["陸"]},
    "SE": {"name": "海のみなもと", "type": "source", "attributes": ["海"]},
    "H": {"name": "人のみなもと", "type": "source", "attributes": ["人"]},
    "CO": {"name": "二酸化炭素のみなもと", "type": "source", "attributes": ["二酸化炭素"]},
    "C1": _creature("テストの虫", 2, "陸", {"陸": 1}),
    "C2": _creature("テストの鳥", 3, "陸", {"陸": 2}, chain=["テストの虫"]),
    "C3": _creature("テストの獣", 4, "陸", {"陸": 1, "人": 1}, chain=["テストの虫"]),
    "CS": _creature("テストの魚", 2, "海", {"海": 1}),
    # 「場に出したとき、自分の地球ライフ+1」
    "E1": _creature(
        "テストの花",
        1,
        "陸",
        {"陸": 1},
        abilities=[{"kind": "effect", "trigger": {"event": "played"}, "effect": {"life": {"own": 1}}}],
    ),
    # 「場に出したとき、相手の場の対決カード1枚を選んで強さ-1」
    "E2": _creature(
        "テストの蜂",
        2,
        "陸",
        {"陸": 1},
        abilities=[
            {
                "kind": "effect",
                "trigger": {"event": "played"},
                "targets": [_opp()],
                "duration": "confrontation",
                "effect": {"strength": -1},
            }
        ],
    ),
    # 「場に出したとき、自分の場の対決カード1枚を選んで強さ+1」
    "E3": _creature(
        "テストの森",
        1,
        "陸",
        {"陸": 1},
        abilities=[
            {
                "kind": "effect",
                "trigger": {"event": "played"},
                "targets": [_own()],
                "duration": "confrontation",
                "effect": {"strength": 1},
            }
        ],
    ),
    # 「このカードが捨て場に置かれたとき、自分の地球ライフ+1」
    "E4": _creature(
        "テストの落ち葉",
        1,
        "陸",
        {"陸": 1},
        abilities=[{"kind": "effect", "trigger": {"event": "discarded"}, "effect": {"life": {"own": 1}}}],
    ),
    "R1": _warming("テスト温暖化1", 2, 1),
    "R2": _warming("テスト温暖化2", 3, 2),
    # 「自分の場の対決カード1枚を選んで強さ+2」
    "W1": _white(
        "テストの植林",
        {"kind": "support", "targets": [_own()], "duration": "confrontation", "effect": {"strength": 2}},
        target="confrontation",
    ),
    # 「自分の場の【海の生き物】1枚を選んで強さ+2」
    "W2": _white(
        "テストの海岸清掃",
        {
            "kind": "support",
            "targets": [_own(attribute="海")],
            "duration": "confrontation",
            "effect": {"strength": 2},
        },
        target="confrontation",
    ),
    # 「自分の場の対決カード2枚を選んで強さ+1」
    "W3": _white(
        "テストの植樹祭",
        {
            "kind": "support",
            "targets": [_own(count=2)],
            "duration": "confrontation",
            "effect": {"strength": 1},
        },
        target="confrontation",
    ),
    # 「カードを1枚引く」
    "W4": _white("テストの勉強会", {"kind": "support", "effect": {"draw": 1}}),
    # 「山札から【陸の生き物】1枚を選んで捨て場に置く」
    "W5": _white(
        "テストの標本づくり",
        {
            "kind": "support",
            "effect": {"search_deck": "own", "search_to": "discard"},
            "text": "山札から【陸の生き物】1枚を選んで捨て場に置く",
        },
    ),
    # 「自分の捨て場の【海の生き物】1枚を選ぶ。自分の地球ライフ+1」
    "W6": _white(
        "テストのビオトープ",
        {
            "kind": "support",
            "targets": [{"zone": "discard", "whose": "own", "kind": "confrontation", "attribute": "海"}],
            "effect": {"life": {"own": 1}},
        },
        target="discard",
    ),
    # 「自分の手札の上限枚数を6枚にする」
    "W7": _white("テストの整理整頓", {"kind": "support", "effect": {"hand_limit": 6}}),
    # 【ss】「自分の場の対決カード1枚を選んで強さ+1」 and more text
    "SST": {
        "name": "テストの里山保全",
        "type": "support",
        "attributes": ["人"],
        "keywords": {"cost": {"人": 1}, "support": "ss", "target": "confrontation"},
        "abilities": [
            {
                "kind": "support",
                "targets": [_own()],
                "duration": "field",
                "effect": {"strength": 1},
                "text": "このカードの効果の後の処理はカードに記載のとおり",
            }
        ],
    },
    # 『バイオエタノール』 (269)
    "BE": {
        "name": "バイオエタノール",
        "type": "support",
        "attributes": ["人"],
        "keywords": {"cost": {"人": 1}, "support": "white", "special": "bioethanol"},
        "text": True,
    },
    # 「相手の場の対決カード1枚を選んで強さ-2」
    "K1": _black(
        "テストの排気",
        {"kind": "support", "targets": [_opp()], "duration": "confrontation", "effect": {"strength": -2}},
        target="confrontation",
    ),
    # 「相手の手札からサポートカード1枚を選んで捨て場に置く」
    "K2": _black(
        "テストの強奪",
        {"kind": "support", "effect": {"from_hand": {"whose": "opponent", "count": 1, "kind": "support"}}},
    ),
    # 「相手の場のみなもとカード1枚を選んで捨て場に置く」
    "K3": _black(
        "テストの伐採",
        {"kind": "support", "targets": [_opp("source")], "text": "選んだみなもとカードを捨て場に置く"},
    ),
    # 「相手のサポートカード1枚を選んで打ち消す」 (only one of the same チェーン, 265)
    "KC": _black(
        "テストの妨害", {"kind": "support", "targets": [_opp("support")], "effect": {"cancel": True}}
    ),
    # 「相手の地球ライフ-2」
    "K4": _black("テストの排煙", {"kind": "support", "effect": {"life": {"opponent": -2}}}),
    # 「相手の手札から1枚選んで捨て場に置く」
    "K5": _black(
        "テストの没収", {"kind": "support", "effect": {"from_hand": {"whose": "opponent", "count": 1}}}
    ),
    # 「カードを2枚引く」
    "W8": _white("テストの読書会", {"kind": "support", "effect": {"draw": 2}}),
}

SOURCE_TYPES = {"source", "special_source"}
FILLER = {"B": "L", "R": "CO"}


# ---------------------------------------------------------------- snapshots


def src(iid: str, card: str, used: bool | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"iid": iid, "card": card, "attribute": CARDS[card]["attributes"][0]}
    if used is not None:
        out["used"] = used
    return out


def gc(iid: str, card: str, sources: list[str], strength: int | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"iid": iid, "card": card, "sources": sources}
    if strength is not None:
        out["strength"] = strength
    return out


def side_b(**over: Any) -> dict[str, Any]:
    """Blue's usual position: C1 on a 陸 source, one 陸 and two 人 sources unused."""
    base: dict[str, Any] = {
        "life": 15,
        "hand": {"count": 4},
        "discard": [],
        "removed": [],
        "field": {
            "sources": [
                src("B:s1", "L"),
                src("B:s2", "L", False),
                src("B:s3", "H", False),
                src("B:s4", "H", False),
            ],
            "groups": [[gc("B:c1", "C1", ["B:s1"])]],
            "supports": [],
        },
    }
    base.update(over)
    return base


def side_r(**over: Any) -> dict[str, Any]:
    """Red's usual position: R2 on two sources, two sources unused."""
    base: dict[str, Any] = {
        "life": 15,
        "hand": {"count": 4},
        "discard": [],
        "removed": [],
        "field": {
            "sources": [
                src("R:s1", "CO"),
                src("R:s2", "CO"),
                src("R:s3", "CO", False),
                src("R:s4", "CO", False),
            ],
            "groups": [[gc("R:c1", "R2", ["R:s1", "R:s2"])]],
            "supports": [],
        },
    }
    base.update(over)
    return base


def snap(
    b: dict[str, Any] | None = None,
    r: dict[str, Any] | None = None,
    *,
    turn: int = 3,
    phase: str = "first",
    first: str = "B",
    this_turn: dict[str, Any] | None = None,
) -> dict[str, Any]:
    if this_turn is None:
        this_turn = (
            {"drawn": True, "discarded": False}
            if phase != "confrontation"
            else {"announced": [], "supports_decided": False}
        )
    second = "R" if first == "B" else "B"
    return {
        "turn": turn,
        "phase": phase,
        "turn_players": [first, second],
        "this_turn": this_turn,
        "players": {"B": b if b is not None else side_b(), "R": r if r is not None else side_r()},
    }


# ---------------------------------------------------------------- entries


class Log:
    """Entries of one log, numbered in order; the turn and phase are carried from entry to entry."""

    def __init__(self, turn: int = 3, phase: str = "first") -> None:
        self.turn = turn
        self.phase = phase
        self.entries: list[dict[str, Any]] = []

    def at(self, turn: int | None = None, phase: str | None = None) -> Log:
        if turn is not None:
            self.turn = turn
        if phase is not None:
            self.phase = phase
        return self

    def add(self, act: str, actor: str | None = None, **args: Any) -> Log:
        entry: dict[str, Any] = {
            "seq": len(self.entries) + 1,
            "turn": self.turn,
            "phase": self.phase,
            "act": act,
            "args": args,
        }
        if actor is not None:
            entry["actor"] = actor
        self.entries.append(entry)
        return self


def card(iid: str, cid: str) -> dict[str, str]:
    return {"iid": iid, "card": cid}


# ---------------------------------------------------------------- decklists


def _walk_cards(obj: Any, seen: dict[str, str]) -> None:
    """Every {"iid", "card"} pair anywhere in the snapshot or the entries."""
    if isinstance(obj, dict):
        iid, cid = obj.get("iid"), obj.get("card")
        if isinstance(iid, str) and isinstance(cid, str) and cid in CARDS:
            seen[iid] = cid
        for value in obj.values():
            _walk_cards(value, seen)
    elif isinstance(obj, list):
        for value in obj:
            _walk_cards(value, seen)


def _named_ids(obj: Any, out: list[tuple[str, str]]) -> None:
    """Card ids named without an iid by results: from_hand / from_deck."""
    if isinstance(obj, dict):
        for key, value in obj.items():
            if key in ("from_hand", "from_deck") and isinstance(value, dict):
                for seat, ids in value.items():
                    out.extend((seat, i) for i in ids)
            else:
                _named_ids(value, out)
    elif isinstance(obj, list):
        for value in obj:
            _named_ids(value, out)


def _needs(snapshot: dict[str, Any], entries: list[dict[str, Any]]) -> dict[str, Counter[str]]:
    """The copies of each card one log shows: known instances, bare ids in public zones, named results."""
    need: dict[str, Counter[str]] = {"B": Counter(), "R": Counter()}
    seen: dict[str, str] = {}
    _walk_cards(snapshot, seen)
    _walk_cards(entries, seen)
    for iid, cid in seen.items():
        need[iid.split(":")[0]][cid] += 1
    for seat, player in snapshot["players"].items():
        for zone in ("discard", "removed"):
            for c in player.get(zone, []):
                if isinstance(c, str) and c != FILLER[seat]:
                    need[seat][c] += 1
    named: list[tuple[str, str]] = []
    _named_ids(entries, named)
    for seat, cid in named:
        need[seat][cid] += 1
    return need


def decklists(
    logs: list[tuple[dict[str, Any], list[dict[str, Any]]]], extra: dict[str, dict[str, int]]
) -> Any:
    """One decklist for both logs of a scenario: per card, the most copies either log shows."""
    need: dict[str, Counter[str]] = {"B": Counter(), "R": Counter()}
    for snapshot, entries in logs:
        for seat, counts in _needs(snapshot, entries).items():
            need[seat] = need[seat] | counts
    for seat, cards in extra.items():
        for cid, n in cards.items():
            need[seat][cid] = max(need[seat][cid], n)
    out: dict[str, Any] = {}
    for seat in ("B", "R"):
        main = dict(need[seat])
        for cid, n in main.items():
            if CARDS[cid]["type"] not in SOURCE_TYPES:
                assert n <= 2, (seat, cid, n)
        total = sum(main.values())
        assert total <= DECK_SIZE, (seat, total)
        main[FILLER[seat]] = main.get(FILLER[seat], 0) + DECK_SIZE - total
        out[seat] = {"main": main}
    return out


def _zone_total(player: dict[str, Any]) -> int:
    field = player["field"]
    return (
        player["hand"]["count"]
        + len(player["discard"])
        + len(player["removed"])
        + len(field["sources"])
        + sum(len(g) for g in field["groups"])
        + len(field["supports"])
    )


def _settle_used(snapshot: dict[str, Any]) -> None:
    """A source under a card is used by definition (22, 23): only an empty source says ``used``."""
    for player in snapshot["players"].values():
        field = player["field"]
        under = {sid for group in field["groups"] for c in group for sid in c["sources"]}
        under |= {sid for c in field["supports"] for sid in c.get("sources", [])}
        for source in field["sources"]:
            if source["iid"] in under:
                source.pop("used", None)


def _settle_decks(snapshot: dict[str, Any]) -> None:
    """Give each deck the count that makes the side's zones add up to its 20 cards; a side that asks for a
    given deck count (``deck_count``) gets filler sources in its discard instead."""
    for seat, player in snapshot["players"].items():
        wanted = player.pop("deck_count", None)
        if wanted is not None:
            missing = DECK_SIZE - _zone_total(player) - wanted
            assert missing >= 0, (seat, missing)
            player["discard"] = player["discard"] + [FILLER[seat]] * missing
        count = DECK_SIZE - _zone_total(player)
        assert count >= 0, (seat, count)
        player["deck"] = {"count": count}


def game(snapshot: dict[str, Any], entries: list[dict[str, Any]], decks: Any) -> dict[str, Any]:
    return {
        "header": {
            "format": "judgelog/1",
            "game": "myearth",
            "rules_version": "2nd edition 2012-10-31",
            "players": [{"seat": "B", "name": "青い地球"}, {"seat": "R", "name": "赤い地球"}],
            "first_player": "B",
            "options": {"starting_life": 20, "deck_size": DECK_SIZE, "sides": {"B": "blue", "R": "red"}},
            "cards": CARDS,
            "decklists": decks,
            "snapshot": snapshot,
        },
        "entries": entries,
    }


SCENARIOS: list[dict[str, Any]] = []


def scenario(
    sid: str,
    title_ja: str,
    title_en: str,
    situation: str,
    clauses: list[str],
    legal: tuple[dict[str, Any], Log],
    disputed: tuple[dict[str, Any], Log],
    *,
    ruling: str = "illegal",
    extra: dict[str, dict[str, int]] | None = None,
    printed_example: str | None = None,
) -> None:
    snaps = [copy.deepcopy(legal[0]), copy.deepcopy(disputed[0])]
    for s in snaps:
        _settle_used(s)
        _settle_decks(s)
    decks = decklists([(snaps[0], legal[1].entries), (snaps[1], disputed[1].entries)], extra or {})
    full_id = f"myearth-ho4-{sid}"
    sc: dict[str, Any] = {
        "id": full_id,
        "title_ja": title_ja,
        "title_en": title_en,
        "situation": situation,
        "ruling": ruling,
        "clauses": [f"myearth:{c}" for c in clauses],
    }
    if printed_example:
        sc["printed_example"] = printed_example
    sc["legal"] = game(snaps[0], legal[1].entries, decks)
    sc[ruling] = game(snaps[1], disputed[1].entries, decks)
    if full_id in NOTES:
        sc["note"] = NOTES[full_id]
    if full_id in GAPS:
        sc["gap"] = GAPS[full_id]
    SCENARIOS.append(sc)


# ================================================================ scenarios

S = snap


def _b_with_sea(**over: Any) -> dict[str, Any]:
    """Blue with C1 (陸) and CS (海) on the field."""
    b = side_b(**over)
    b["field"]["sources"].append(src("B:s5", "SE"))
    b["field"]["groups"].append([gc("B:c2", "CS", ["B:s5"])])
    return b


# 1 ------------------------------------------------------------ support target attribute (236)
legal = Log().add("support", "B", card=card("B:w1", "W2"), sources=["B:s3"], target="B:c2")
legal.add("pass", "R").add("resolve", card=card("B:w1", "W2"), strength={"B:c2": 2})
bad = Log().add("support", "B", card=card("B:w1", "W2"), sources=["B:s3"], target="B:c1")
bad.add("pass", "R").add("resolve", card=card("B:w1", "W2"), strength={"B:c1": 2})
scenario(
    "support-target-attribute",
    "【海の生き物】を選ぶサポートで陸の生き物を選んだ",
    "A support that chooses a sea creature aimed at a land creature",
    "青は自分の番に「自分の場の【海の生き物】1枚を選んで強さ+2」の白サポートを出し、陸の生き物のテストの虫を選んだ。"
    "赤は、海の生き物のテストの魚が場にあるのだから陸の生き物は選べないと指摘した。",
    ["236", "253"],
    (S(_b_with_sea()), legal),
    (S(_b_with_sea()), bad),
)

# 2 ------------------------------------------------------------ support target whose (236, 11)
b2 = side_b()
b2["field"]["groups"] = [[gc("B:c1", "C1", ["B:s1"]), gc("B:c2", "C2", ["B:s2"])]]
legal = Log(3, "second").add("support", "R", card=card("R:k1", "K1"), sources=["R:s3"], target="B:c2")
legal.add("pass", "B").add("resolve", card=card("R:k1", "K1"), strength={"B:c2": -2})
bad = Log(3, "second").add("support", "R", card=card("R:k1", "K1"), sources=["R:s3"], target="R:c1")
bad.add("pass", "B").add("resolve", card=card("R:k1", "K1"), strength={"R:c1": -2})
scenario(
    "support-target-opponent-only",
    "「相手の場の対決カード」を選ぶ黒サポートで自分のカードを選んだ",
    "A black support that chooses an opponent's card aimed at one's own",
    "赤は自分の番に「相手の場の対決カード1枚を選んで強さ-2」の黒サポートを出し、自分のテスト温暖化2を選んだ"
    "（場に残っている自分のカードの強さを減らしてもよいと考えた）。青は対象が誤っていると指摘した。",
    ["236", "11"],
    (S(b2, phase="second"), legal),
    (S(copy.deepcopy(b2), phase="second"), bad),
)

# 3 ------------------------------------------------------------ target count (236)
legal = Log().add("support", "B", card=card("B:w1", "W3"), sources=["B:s3"], targets=["B:c1", "B:c2"])
legal.add("pass", "R").add("resolve", card=card("B:w1", "W3"), strength={"B:c1": 1, "B:c2": 1})
bad = Log().add("support", "B", card=card("B:w1", "W3"), sources=["B:s3"], targets=["B:c1"])
bad.add("pass", "R").add("resolve", card=card("B:w1", "W3"), strength={"B:c1": 1})
scenario(
    "support-two-targets-when-two-exist",
    "「2枚を選んで」のサポートで、2枚あるのに1枚だけ選んだ",
    "A two-target support given one target while two were there",
    "青は「自分の場の対決カード2枚を選んで強さ+1」の白サポートを出し、自分の場に対決カードが2枚あるのに1枚だけ選んだ。"
    "赤は2枚選ぶ効果だと指摘した。",
    ["236", "253"],
    (S(_b_with_sea()), legal),
    (S(_b_with_sea()), bad),
)

# 4 ------------------------------------------------------------ target twice (236)
bad = Log().add("support", "B", card=card("B:w1", "W3"), sources=["B:s3"], targets=["B:c1", "B:c1"])
bad.add("pass", "R").add("resolve", card=card("B:w1", "W3"), strength={"B:c1": 2})
scenario(
    "support-same-card-twice",
    "「2枚を選んで」のサポートで同じカードを2回選んだ",
    "A two-target support choosing the same card twice",
    "青は「自分の場の対決カード2枚を選んで強さ+1」の白サポートで、テストの虫を2回選んで強さ+2にした。赤は異議を唱えた。",
    ["236"],
    (S(_b_with_sea()), legal),
    (S(_b_with_sea()), bad),
)

# 5 ------------------------------------------------------------ discard target attribute (247)
b5_ok = side_b(discard=[card("B:d1", "CS"), card("B:d2", "C1")])
b5_bad = side_b(discard=[card("B:d2", "C1"), card("B:d3", "C2")])
legal = Log().add("support", "B", card=card("B:w1", "W6"), sources=["B:s3"])
legal.add("pass", "R").add("resolve", card=card("B:w1", "W6"), life={"B": 1})
bad = Log().add("support", "B", card=card("B:w1", "W6"), sources=["B:s3"])
bad.add("pass", "R").add("resolve", card=card("B:w1", "W6"), life={"B": 1})
scenario(
    "discard-target-of-the-named-attribute",
    "捨て場に【海の生き物】がないのに、それを選ぶサポートを出した",
    "A support choosing a sea creature in the discard when none is there",
    "青は「自分の捨て場の【海の生き物】1枚を選ぶ。自分の地球ライフ+1」の白サポートを出した。青の捨て場には陸の生き物しかない。"
    "青は「選べなくても地球ライフは増える」と主張した。",
    ["247"],
    (S(b5_ok), legal),
    (S(b5_bad), bad),
)

# 6 ------------------------------------------------------------ 対決 effect target whose (236)
legal = Log().add("play", "B", card=card("B:c3", "E2"), sources=["B:s2"])
legal.add("effect", "B", source=card("B:c3", "E2"), ability="a1", targets=["R:c1"], strength={"R:c1": -1})
bad = Log().add("play", "B", card=card("B:c3", "E2"), sources=["B:s2"])
bad.add("effect", "B", source=card("B:c3", "E2"), ability="a1", targets=["B:c1"], strength={"B:c1": -1})
scenario(
    "card-effect-target-opponent-only",
    "「相手の場の対決カード」を選ぶ対決カードの効果で自分のカードを選んだ",
    "A confrontation card's effect on an opponent's card aimed at one's own",
    "青は「場に出したとき、相手の場の対決カード1枚を選んで強さ-1」の対決カードを出し、その効果で自分のテストの虫を選んだ。",
    ["236", "228"],
    (S(), legal),
    (S(), bad),
)

# 7 ------------------------------------------------------------ effect life as printed (232)
legal = Log().add("play", "B", card=card("B:c3", "E1"), sources=["B:s2"])
legal.add("effect", "B", source=card("B:c3", "E1"), ability="a1", life={"B": 1})
bad = Log().add("play", "B", card=card("B:c3", "E1"), sources=["B:s2"])
bad.add("effect", "B", source=card("B:c3", "E1"), ability="a1", life={"B": 2})
scenario(
    "card-effect-life-as-printed",
    "「地球ライフ+1」の効果で地球ライフを2増やした",
    "An effect of Earth Life +1 recorded as +2",
    "青は「場に出したとき、自分の地球ライフ+1」の対決カードを出し、地球ライフを2増やした。赤は記載と違うと指摘した。",
    ["232", "233", "228"],
    (S(), legal),
    (S(), bad),
)

# 8 ------------------------------------------------------------ support draw count (250)
legal = Log().add("support", "B", card=card("B:w1", "W4"), sources=["B:s3"])
legal.add("pass", "R").add("resolve", card=card("B:w1", "W4"), draw={"B": 1})
bad = Log().add("support", "B", card=card("B:w1", "W4"), sources=["B:s3"])
bad.add("pass", "R").add("resolve", card=card("B:w1", "W4"), draw={"B": 2})
scenario(
    "support-draw-as-printed",
    "「カードを1枚引く」のサポートで2枚引いた",
    "A draw-one support drawing two",
    "青は「カードを1枚引く」の白サポートを使い、手札が上限より少ないからと2枚引いた。",
    ["250", "232"],
    (S(), legal),
    (S(), bad),
)

# 9 ------------------------------------------------------------ searched card put in the discard (13)
b9 = side_b(hand={"count": 2, "cards": [card("B:h1", "W5"), card("B:h2", "H")]})
legal = Log().add("support", "B", card=card("B:h1", "W5"), sources=["B:s3"])
legal.add("pass", "R").add("resolve", card=card("B:h1", "W5"), from_deck={"B": ["C2"]})
legal.add("shuffle", "B", deck="B").add("end_ban", "B")
bad = Log().add("support", "B", card=card("B:h1", "W5"), sources=["B:s3"])
bad.add("pass", "R").add("resolve", card=card("B:h1", "W5"), from_deck={"B": ["C2"]})
bad.add("shuffle", "B", deck="B").add("play", "B", card=card("B:c5", "C2"), sources=["B:s2"], chain_on="B:c1")
scenario(
    "searched-card-to-discard-not-playable",
    "山札から捨て場に置いたカードを手札から出した",
    "A card a search put in the discard played as if from the hand",
    "青は「山札から【陸の生き物】1枚を選んで捨て場に置く」の白サポートでテストの鳥を捨て場に置き、山札を切った。"
    "そのあと手札にテストの鳥がない（手札は人のみなもと1枚だけと両者が確認済み）のに、捨て場のテストの鳥を連鎖させて出した。",
    ["13", "100"],
    (S(b9), legal),
    (S(copy.deepcopy(b9)), bad),
    extra={"B": {"C2": 1}},
)

# 10 ----------------------------------------------------------- from-hand condition (250)
legal = Log(3, "second").add("support", "R", card=card("R:k1", "K2"), sources=["R:s3"])
legal.add("pass", "B").add("resolve", card=card("R:k1", "K2"), from_hand={"B": ["W1"]})
bad = Log(3, "second").add("support", "R", card=card("R:k1", "K2"), sources=["R:s3"])
bad.add("pass", "B").add("resolve", card=card("R:k1", "K2"), from_hand={"B": ["C2"]})
scenario(
    "take-from-hand-only-the-named-kind",
    "「手札からサポートカード1枚」の効果で対決カードを捨てさせた",
    "A take-a-support-from-the-hand effect taking a confrontation card",
    "赤は「相手の手札からサポートカード1枚を選んで捨て場に置く」の黒サポートを使い、選んだカードは青の対決カード"
    "（テストの鳥）だったが、そのまま捨て場に置いた。",
    ["250", "232"],
    (S(phase="second"), legal),
    (S(phase="second"), bad),
    extra={"B": {"W1": 1, "C2": 1}},
)

# 11 ----------------------------------------------------------- used source until own draw (92)
b11 = side_b()
b11["field"]["groups"] = [[gc("B:c1", "C1", ["B:s1"]), gc("B:c2", "C2", ["B:s2"])]]
r11 = side_r()
r11["field"]["sources"] = [src("R:s1", "CO", True), src("R:s2", "CO", True), src("R:s3", "CO", False)]
r11["field"]["groups"] = []
r11["discard"] = ["R2"]


def _chain_11(paid: str) -> Log:
    log = Log(4, "first").add("support", "B", card=card("B:w1", "W1"), sources=["B:s3"], target="B:c1")
    log.add("support", "R", card=card("R:k1", "K1"), sources=[paid], target="B:c2")
    log.add("pass", "B").add("resolve", card=card("R:k1", "K1"), strength={"B:c2": -2})
    return log.add("resolve", card=card("B:w1", "W1"), strength={"B:c1": 2})


scenario(
    "used-source-stays-used-until-own-draw",
    "前のターンの対決で負けて空いたみなもとを、相手の番のチェーンに使った",
    "A source emptied by last turn's lost confrontation used in the opponent's 番",
    "ターン3の対決で負けた赤は、テスト温暖化2を捨て場に置いた。ターン4の青の番に青が白サポートを出したので、赤はチェーンで"
    "黒サポートを出し、テスト温暖化2の下にあったみなもとを使った。赤は「上に何も乗っていないから使える」と主張した。",
    ["92", "94", "242"],
    (S(b11, r11, turn=4), _chain_11("R:s3")),
    (S(copy.deepcopy(b11), copy.deepcopy(r11), turn=4), _chain_11("R:s1")),
)

# 12 ----------------------------------------------------------- support on a source under a card (242)
legal = Log().add("support", "B", card=card("B:w1", "W1"), sources=["B:s3"], target="B:c1")
legal.add("pass", "R").add("resolve", card=card("B:w1", "W1"), strength={"B:c1": 2})
bad = Log().add("support", "B", card=card("B:w1", "W1"), sources=["B:s1"], target="B:c1")
bad.add("pass", "R").add("resolve", card=card("B:w1", "W1"), strength={"B:c1": 2})
b12 = side_b()
b12["field"]["sources"][0] = src("B:s1", "H")
b12["field"]["groups"] = [[gc("B:c1", "C3", ["B:s1", "B:s2"])]]
scenario(
    "support-not-on-a-source-under-a-card",
    "対決カードの下にあるみなもとの上にサポートカードを重ねた",
    "A support stacked on a source that holds a confrontation card",
    "青は人のみなもとが足りないと思い、テストの獣の下にある人のみなもとの上に白サポートを重ねて出した。",
    ["242", "23"],
    (S(b12), legal),
    (S(copy.deepcopy(b12)), bad),
)

# 13 ----------------------------------------------------------- chain closed by a pass (255, 111)
b13 = side_b()
b13["field"]["groups"] = [[gc("B:c1", "C2", ["B:s1", "B:s2"])]]
legal = Log().add("support", "B", card=card("B:w1", "W1"), sources=["B:s3"], target="B:c1")
legal.add("support", "R", card=card("R:k1", "K1"), sources=["R:s3"], target="B:c1")
legal.add("pass", "B").add("resolve", card=card("R:k1", "K1"), strength={"B:c1": -2})
legal.add("resolve", card=card("B:w1", "W1"), strength={"B:c1": 2})
bad = Log().add("support", "B", card=card("B:w1", "W1"), sources=["B:s3"], target="B:c1")
bad.add("pass", "R").add("resolve", card=card("B:w1", "W1"), strength={"B:c1": 2})
bad.add("support", "R", card=card("R:k1", "K1"), sources=["R:s3"], target="B:c1")
bad.add("pass", "B").add("resolve", card=card("R:k1", "K1"), strength={"B:c1": -2})
scenario(
    "no-support-after-the-chain-closed",
    "チェーンを出さないと答えて効果が発動した後で、相手の番にサポートカードを出した",
    "A support in the opponent's 番 after declining and the chain resolving",
    "青の番に青が白サポートを出し、赤はサポートを出さないと答え、白サポートの効果が発動した。その後で赤は"
    "「やはり出す」と黒サポートを出した。",
    ["111", "255"],
    (S(b13), legal),
    (S(copy.deepcopy(b13)), bad),
)

# 14 ----------------------------------------------------------- 対決 card played inside a chain (251, 255)
b14 = copy.deepcopy(b13)
b14["field"]["sources"].append(src("B:s5", "SE", False))
legal = Log().add("support", "B", card=card("B:w1", "W1"), sources=["B:s3"], target="B:c1")
legal.add("support", "R", card=card("R:k1", "K1"), sources=["R:s3"], target="B:c1")
legal.add("pass", "B").add("resolve", card=card("R:k1", "K1"), strength={"B:c1": -2})
legal.add("resolve", card=card("B:w1", "W1"), strength={"B:c1": 2})
legal.add("play", "B", card=card("B:c3", "CS"), sources=["B:s5"])
bad = Log().add("support", "B", card=card("B:w1", "W1"), sources=["B:s3"], target="B:c1")
bad.add("support", "R", card=card("R:k1", "K1"), sources=["R:s3"], target="B:c1")
bad.add("play", "B", card=card("B:c3", "CS"), sources=["B:s5"])
bad.add("pass", "B").add("resolve", card=card("R:k1", "K1"), strength={"B:c1": -2})
bad.add("resolve", card=card("B:w1", "W1"), strength={"B:c1": 2})
scenario(
    "no-confrontation-card-inside-a-chain",
    "チェーンの途中で対決カードを出した",
    "A confrontation card played while a チェーン waited",
    "青の白サポートに赤が黒サポートでチェーンした。青はサポートを出すかどうか答える前に、手札の対決カードを場に出し、"
    "そのあとでサポートは出さないと答えた。",
    ["251", "255"],
    (S(b14), legal),
    (S(copy.deepcopy(b14)), bad),
)

# 15 ----------------------------------------------------------- the winner goes first (86)
conf = {"announced": [], "supports_decided": False}
legal = Log(3, "confrontation").add("announce", "B", total=2).add("announce", "R", total=3)
legal.add("pass", "B").add("pass", "R")
legal.add("confrontation_end", winner="R", discarded=["B:c1"], life_loss=1)
bad = copy.deepcopy(legal)
legal.at(4, "first").add("draw", "R", count=1)
bad.at(4, "first").add("draw", "B", count=1).add("play_source", "B", card=card("B:s5", "L"))
scenario(
    "confrontation-winner-goes-first",
    "対決に負けた先攻が、次のターンも先攻として始めた",
    "The loser of the confrontation starting the next turn as the first player",
    "ターン3の先攻だった青は対決に負けたが、次のターンも自分が先攻だと思ってカードを引き、みなもとを出した。"
    "赤はそこで気づいて指摘した。",
    ["86", "82"],
    (S(phase="confrontation", this_turn=conf), legal),
    (S(phase="confrontation", this_turn=dict(conf)), bad),
)

# 16 ----------------------------------------------------------- the side with a game loss does not win (286)
legal = Log().add("penalty", seat="R", kind="warning", reason="判定に異議を唱え続けた", record="P-1")
legal.add("penalty", seat="R", kind="game_loss", reason="警告後も異議を唱え続けた", record="P-2")
legal.add("result", winner="B")
bad = Log().add("penalty", seat="R", kind="warning", reason="判定に異議を唱え続けた", record="P-1")
bad.add("penalty", seat="R", kind="game_loss", reason="警告後も異議を唱え続けた", record="P-2")
bad.add("result", winner="R")
scenario(
    "game-loss-side-does-not-win",
    "負けを通告された側を、地球ライフが多いとして勝者と記録した",
    "The side given a game loss recorded as the winner on Earth Life",
    "ジャッジは警告の後で赤に負けを通告した。記録係は赤の地球ライフが青より多かったので、赤を勝者と記録した。",
    ["286", "287"],
    (S(b=side_b(life=8), r=side_r(life=15)), legal),
    (S(b=side_b(life=8), r=side_r(life=15)), bad),
)

# 17 ----------------------------------------------------------- play after a valid game loss (286)
legal = Log().add("penalty", seat="B", kind="warning", reason="判定に異議を唱え続けた", record="P-1")
legal.add("penalty", seat="B", kind="game_loss", reason="警告後も異議を唱え続けた", record="P-2")
legal.add("result", winner="R")
bad = Log().add("penalty", seat="B", kind="warning", reason="判定に異議を唱え続けた", record="P-1")
bad.add("penalty", seat="B", kind="game_loss", reason="警告後も異議を唱え続けた", record="P-2")
bad.add("play_source", "B", card=card("B:s5", "L"))
scenario(
    "no-play-after-a-valid-game-loss",
    "警告の後に負けを通告されたのに、そのままゲームを続けた",
    "Play going on after a game loss that followed a warning",
    "ジャッジは青に警告した後で負けを通告した。青は納得せず、そのままみなもとを出してゲームを続けた。",
    ["286", "287"],
    (S(), legal),
    (S(), bad),
)

# 18 ----------------------------------------------------------- バイオエタノール removes one's own card (269)
b18 = _b_with_sea()


def _bio(remove: str) -> Log:
    log = Log().add(
        "support",
        "B",
        card=card("B:w1", "BE"),
        sources=["B:s3"],
        remove=remove,
        brings=card("B:w2", "W4"),
    )
    log.add("pass", "R").add("resolve", card=card("B:w1", "BE"))
    log.add("resolve", card=card("B:w2", "W4"), draw={"B": 1})
    # The removal touched the removed card's group: its owner's survival check follows the チェーン (185).
    return log.add("survival", remove.split(":")[0], discarded=[], released=[])


scenario(
    "bioethanol-removes-own-card",
    "『バイオエタノール』で相手の対決カードをゲームから取り除いた",
    "バイオエタノール removing the opponent's confrontation card",
    "青は『バイオエタノール』を使い、自分の対決カードではなく赤のテスト温暖化2をゲームから取り除いて、手札から"
    "「カードを1枚引く」のサポートカードを場に出した。",
    ["269"],
    (S(b18), _bio("B:c2")),
    (S(copy.deepcopy(b18)), _bio("R:c1")),
)

# 19 ----------------------------------------------------------- a removed card never comes back (14)
legal = _bio("B:c2").add("play", "B", card=card("B:c5", "CS"), sources=["B:s4"])
bad = _bio("B:c2").add("play", "B", card=card("B:c2", "CS"), sources=["B:s4"])
b19 = _b_with_sea()
b19["field"]["sources"][3] = src("B:s4", "SE", False)
scenario(
    "removed-card-is-gone-for-the-game",
    "ゲームから取り除いた対決カードを、もう一度場に出した",
    "A confrontation card removed from the game played again",
    "青は『バイオエタノール』で自分のテストの魚をゲームから取り除いた。同じ番のうちに、取り除いたそのテストの魚を"
    "もう一度みなもとの上に出した（もう1枚のテストの魚を出すのとは違う）。",
    ["14"],
    (S(b19), legal),
    (S(copy.deepcopy(b19)), bad),
)

# 20 ----------------------------------------------------------- survival after a source leaves (203)
b20 = side_b()
b20["field"]["groups"] = [[gc("B:c1", "C1", ["B:s1"]), gc("B:c3", "C3", ["B:s3"])]]


def _strip_source(discarded: list[str]) -> Log:
    log = Log(3, "second").add("support", "R", card=card("R:k1", "K3"), sources=["R:s3"], target="B:s3")
    log.add("pass", "B").add("resolve", card=card("R:k1", "K3"))
    log.add("leave", card="B:s3", to="discard", by="R:k1")
    return log.add("survival", "B", discarded=discarded, released=[])


scenario(
    "survival-after-a-source-leaves",
    "混色連鎖の人のみなもとが捨て場に置かれたのに、生存判定で何も捨てなかった",
    "A mixed chain's only 人 source discarded, and the survival check kept every card",
    "青のグループはテストの虫（陸1）の上にテストの獣（陸1・人1）が連鎖し、陸と人のみなもとを1枚ずつ使っている。"
    "赤の黒サポートで人のみなもとが捨て場に置かれた。青は生存判定で「陸のみなもとが残っているから両方生き残る」とした。",
    ["203", "198", "201"],
    (S(b20, phase="second"), _strip_source(["B:c3"])),
    (S(copy.deepcopy(b20), phase="second"), _strip_source([])),
)


# 21 ----------------------------------------------------------- support boost ends with the turn (130)
def _boost(next_total: int) -> Log:
    log = Log().add("support", "B", card=card("B:w1", "W1"), sources=["B:s3"], target="B:c1")
    log.add("pass", "R").add("resolve", card=card("B:w1", "W1"), strength={"B:c1": 2}).add("end_ban", "B")
    log.at(3, "second").add("draw", "R", count=1).add("end_ban", "R")
    log.at(3, "confrontation").add("announce", "B", total=4).add("announce", "R", total=3)
    log.add("pass", "B").add("pass", "R").add(
        "confrontation_end", winner="B", discarded=["R:c1"], life_loss=1
    )
    log.at(4, "first").add("draw", "B", count=2).add("end_ban", "B")
    log.at(4, "second").add("draw", "R", count=0).add("end_ban", "R")
    log.at(4, "confrontation").add("announce", "B", total=next_total).add("announce", "R", total=0)
    return log.add("pass", "B").add("pass", "R")


scenario(
    "support-boost-ends-with-its-turn",
    "前のターンの白サポートの+2を、次のターンの対決でも数えた",
    "Last turn's +2 from a white support counted in the next confrontation",
    "ターン3に青は「強さ+2」の白サポートをテストの虫に使い、対決に勝った（テストの虫は場に残った）。ターン4の対決で"
    "青は、テストの虫の強さを+2したまま4点と伝えた。",
    ["129", "130"],
    (S(), _boost(2)),
    (S(), _boost(4)),
)

# 22 ----------------------------------------------------------- raised hand limit is the user's (98)
legal = Log().add("support", "B", card=card("B:w1", "W7"), sources=["B:s3"])
legal.add("pass", "R").add("resolve", card=card("B:w1", "W7"), hand_limit={"B": 6}).add("end_ban", "B")
bad = copy.deepcopy(legal)
legal.at(3, "second").add("draw", "R", count=1)
bad.at(3, "second").add("draw", "R", count=2)
scenario(
    "raised-hand-limit-is-the-users-only",
    "青のサポートで上がった手札の上限枚数まで、赤も引いた",
    "The opponent drawing to a hand limit only the support's user raised",
    "青は「自分の手札の上限枚数を6枚にする」の白サポートを使った。次の赤の番、赤は手札4枚から6枚になるまで2枚引いた。",
    ["98", "97"],
    (S(), legal),
    (S(), bad),
)

# 23 ----------------------------------------------------------- a short deck gives what is left (97)
b23 = side_b(hand={"count": 1}, deck_count=2)
b23["field"]["groups"] = []
b23["field"]["sources"][0] = src("B:s1", "L", False)
tt = {"drawn": False, "discarded": False}
legal = Log(4, "first").add("draw", "B", count=2)
bad = Log(4, "first").add("draw", "B", count=1)
scenario(
    "short-deck-draws-all-that-is-left",
    "山札が2枚しかないとき、1枚だけ引いて番を始めた",
    "A draw of one when the deck held two and the hand needed four",
    "青の手札は1枚、山札は2枚。青は「山札が足りないから」と1枚だけ引いて、もう1枚を山札に残した。",
    ["97", "96"],
    (S(b23, turn=4, this_turn=tt), legal),
    (S(copy.deepcopy(b23), turn=4, this_turn=dict(tt)), bad),
)


# 24 ----------------------------------------------------------- a card effect counts in the total (129)
def _forest(total: int, loss: int | None) -> Log:
    log = Log().add("play", "B", card=card("B:c3", "E3"), sources=["B:s2"])
    log.add("effect", "B", source=card("B:c3", "E3"), ability="a1", targets=["B:c1"], strength={"B:c1": 1})
    log.add("end_ban", "B").at(3, "second").add("draw", "R", count=1).add("end_ban", "R")
    log.at(3, "confrontation").add("announce", "B", total=total).add("announce", "R", total=3)
    log.add("pass", "B").add("pass", "R")
    if loss is None:
        return log
    return log.add("confrontation_end", winner="B", discarded=["R:c1"], life_loss=loss)


scenario(
    "total-counts-a-card-effect",
    "対決カードの効果で上げた強さを、対決の点数に数えなかった",
    "A strength raised by a confrontation card's effect left out of the total",
    "青は「場に出したとき、自分の場の対決カード1枚を選んで強さ+1」の対決カードを出してテストの虫を+1した。"
    "対決で青は、効果の+1を数えずに合計3点と伝えた。",
    ["129", "25"],
    (S(), _forest(4, 1)),
    (S(), _forest(3, None)),
)

# 25 ----------------------------------------------------------- the second player waits for the end (83)
legal = Log().add("play_source", "B", card=card("B:s5", "L")).add("end_ban", "B")
legal.at(3, "second").add("draw", "R", count=1).add("play_source", "R", card=card("R:s5", "CO"))
bad = Log().add("play_source", "B", card=card("B:s5", "L"))
bad.at(3, "second").add("draw", "R", count=1).add("play_source", "R", card=card("R:s5", "CO"))
scenario(
    "second-player-waits-for-the-end",
    "先攻が番の終わりを伝える前に、後攻がカードを引いて番を始めた",
    "The second player starting before the first declared the end of the 番",
    "青がみなもとを出して考えている間に、赤は青の番が終わったと思ってカードを引き、みなもとを出した。"
    "青はまだ番の終わりを伝えていなかった。",
    ["83", "110"],
    (S(), legal),
    (S(), bad),
)

# 26 ----------------------------------------------------------- the confrontation waits for the end (84)
legal = Log(3, "second").add("play_source", "R", card=card("R:s5", "CO")).add("end_ban", "R")
legal.at(3, "confrontation").add("announce", "B", total=2).add("announce", "R", total=3)
bad = Log(3, "second").add("play_source", "R", card=card("R:s5", "CO"))
bad.at(3, "confrontation").add("announce", "B", total=2).add("announce", "R", total=3)
scenario(
    "confrontation-waits-for-the-end",
    "後攻が番の終わりを伝える前に、対決の点数を伝え始めた",
    "The confrontation's totals told before the second player declared the end",
    "赤がみなもとを出したところで、青は赤の番が終わったと思って対決の点数を伝え、赤もつられて点数を伝えた。"
    "赤は番の終わりを伝えていなかった。",
    ["84", "122"],
    (S(phase="second"), legal),
    (S(phase="second"), bad),
)

# 27 ----------------------------------------------------------- the draw not known (needs_ruling, 101)
legal = (
    Log()
    .add("play_source", "B", card=card("B:s5", "L"))
    .add("play", "B", card=card("B:c3", "C1"), sources=["B:s5"])
)
scenario(
    "play-when-the-draw-is-not-known",
    "途中から呼ばれたジャッジには、カードを引いたかどうか分からない",
    "A judge arriving mid-番 who cannot tell whether the draw was made",
    "ジャッジが青の番の途中に呼ばれた。赤は「青はまだカードを引いていないのにカードを出した」と言い、青は「もう引いた」"
    "と言う。どちらとも確かめられないまま、青はみなもとと対決カードを出した。",
    ["101", "96"],
    (S(), legal),
    (S(this_turn={"discarded": False}), copy.deepcopy(legal)),
    ruling="needs_ruling",
)

# 28 ----------------------------------------------------------- the end discard not known (needs_ruling, 107)
scenario(
    "play-when-the-end-discard-is-not-known",
    "番の終わりの手札の捨てがもう行われたかどうか分からない",
    "A judge who cannot tell whether the end-of-番 discard was already made",
    "ジャッジが青の番の途中に呼ばれた。赤は「青はもう手札を捨てたから、もうカードは出せない」と言い、青は「まだ捨てていない」"
    "と言う。確かめられないまま、青はみなもとと対決カードを出した。",
    ["107", "106"],
    (S(), copy.deepcopy(legal)),
    (S(this_turn={"drawn": True}), copy.deepcopy(legal)),
    ruling="needs_ruling",
)

# 29 ----------------------------------------------------------- 【ss】 with text sent to the discard (needs_ruling, 249)
legal = Log().add("support", "B", card=card("B:w1", "SST"), sources=["B:s3"], target="B:c1")
legal.add("pass", "R").add("resolve", card=card("B:w1", "SST"), strength={"B:c1": 1}, to="field")
bad = Log().add("support", "B", card=card("B:w1", "SST"), sources=["B:s3"], target="B:c1")
bad.add("pass", "R").add("resolve", card=card("B:w1", "SST"), strength={"B:c1": 1})
scenario(
    "ss-card-with-text-goes-to-discard",
    "記載文のある【ss】カードを、効果の後で捨て場に置いた",
    "A 【ss】 card with its own text put in the discard after its effect",
    "青は【ss】カードを使い、効果の後で「カードにそう書いてある」と言って捨て場に置いた。記録にはカードの全文がなく、"
    "ジャッジはカードの記載（249項）を確かめる必要がある。",
    ["249", "272"],
    (S(), legal),
    (S(), bad),
    ruling="needs_ruling",
)

# 30 ----------------------------------------------------------- a confrontation card does not open a chain (111)
b30 = copy.deepcopy(b13)
legal = Log(3, "second").add("play", "R", card=card("R:c2", "R1"), sources=["R:s3"])
legal.add("support", "R", card=card("R:k1", "K1"), sources=["R:s4"], target="B:c1")
legal.add("support", "B", card=card("B:w1", "W1"), sources=["B:s3"], target="B:c1")
legal.add("pass", "R").add("resolve", card=card("B:w1", "W1"), strength={"B:c1": 2})
legal.add("resolve", card=card("R:k1", "K1"), strength={"B:c1": -2})
bad = Log(3, "second").add("play", "R", card=card("R:c2", "R1"), sources=["R:s3"])
bad.add("support", "B", card=card("B:w1", "W1"), sources=["B:s3"], target="B:c1")
bad.add("pass", "R").add("resolve", card=card("B:w1", "W1"), strength={"B:c1": 2})
scenario(
    "no-support-answering-a-confrontation-card",
    "相手の番に、相手が対決カードを出した直後にサポートカードを出した",
    "A support in the opponent's 番 right after a confrontation card",
    "赤の番に赤が対決カードを出した。青は「相手がカードを出した直後だからチェーンできる」と考え、白サポートを出した。",
    ["111", "16"],
    (S(b30, phase="second"), legal),
    (S(copy.deepcopy(b30), phase="second"), bad),
)


# 31 ----------------------------------------------------------- a cancelled support takes no effect (250)
def _cancel(took_effect: bool) -> Log:
    log = Log().add("support", "B", card=card("B:w1", "W1"), sources=["B:s3"], target="B:c1")
    log.add("support", "R", card=card("R:k1", "KC"), sources=["R:s3"], target="B:w1")
    log.add("pass", "B").add("resolve", card=card("R:k1", "KC"))
    if took_effect:
        return log.add("resolve", card=card("B:w1", "W1"), strength={"B:c1": 2})
    return log.add("resolve", card=card("B:w1", "W1"))


scenario(
    "cancelled-support-takes-no-effect",
    "同じチェーンで打ち消された白サポートの効果を、そのまま適用した",
    "A white support cancelled in its own chain still applied",
    "青の白サポート（強さ+2）に、赤は「相手のサポートカード1枚を打ち消す」黒サポートでチェーンした。打ち消しの効果が先に"
    "発動した後、青は白サポートの+2も適用した。",
    ["256", "250"],
    (S(), _cancel(False)),
    (S(), _cancel(True)),
)


# 32 ----------------------------------------------------------- a card taken from the hand is shown (239)
def _confiscate(named: bool) -> Log:
    log = Log(3, "second").add("support", "R", card=card("R:k1", "K5"), sources=["R:s3"])
    log.add("pass", "B")
    if named:
        return log.add("resolve", card=card("R:k1", "K5"), from_hand={"B": ["C1"]})
    return log.add("resolve", card=card("R:k1", "K5"))


scenario(
    "card-taken-from-hand-is-shown",
    "手札から1枚捨てさせる効果で、捨てるカードを決めないまま済ませた",
    "A take-one-from-the-hand effect closed without a card taken",
    "赤は「相手の手札から1枚選んで捨て場に置く」黒サポートを使った。青の手札は4枚あったが、青は「何を捨てたか見せたくない」"
    "と言い、カードは捨て場に置かれないまま次に進んだ。",
    ["239", "233"],
    (S(phase="second"), _confiscate(True)),
    (S(phase="second"), _confiscate(False)),
    extra={"B": {"C1": 2}},
)

# 33 ----------------------------------------------------------- a discard trigger does not fire on play (229)
legal = Log().add("play", "B", card=card("B:c3", "E4"), sources=["B:s2"]).add("end_ban", "B")
bad = Log().add("play", "B", card=card("B:c3", "E4"), sources=["B:s2"])
bad.add("effect", "B", source=card("B:c3", "E4"), ability="a1", life={"B": 1}).add("end_ban", "B")
scenario(
    "discard-trigger-does-not-fire-on-play",
    "「捨て場に置かれたとき」の効果を、場に出したときに発動させた",
    "A when-discarded effect fired when the card was played",
    "青は「このカードが捨て場に置かれたとき、自分の地球ライフ+1」の対決カードを出し、その場で地球ライフを1増やした。",
    ["229", "32"],
    (S(), legal),
    (S(), bad),
)

# 34 ----------------------------------------------------------- no source played in the confrontation (16, 112)
conf34 = {"announced": ["B", "R"], "supports_decided": False}
legal = Log(3, "confrontation").add("support", "B", card=card("B:w1", "W1"), sources=["B:s3"], target="B:c1")
legal.add("pass", "R").add("resolve", card=card("B:w1", "W1"), strength={"B:c1": 2})
bad = Log(3, "confrontation").add("play_source", "B", card=card("B:s5", "H"))
bad.add("support", "B", card=card("B:w1", "W1"), sources=["B:s5"], target="B:c1")
bad.add("pass", "R").add("resolve", card=card("B:w1", "W1"), strength={"B:c1": 2})
b34 = side_b()
b34_bad = side_b()
b34_bad["field"]["sources"][2] = src("B:s3", "H", True)
b34_bad["field"]["sources"][3] = src("B:s4", "H", True)
scenario(
    "no-source-played-in-the-confrontation",
    "対決の途中で、サポートカードのためにみなもとを出した",
    "A source played during the confrontation to pay for a support",
    "対決で点数を伝え合った後、青は使えるみなもとがなかったので、手札から人のみなもとを出してその上に白サポートを重ねた。",
    ["16", "112"],
    (S(b34, phase="confrontation", this_turn=conf34), legal),
    (S(b34_bad, phase="confrontation", this_turn=dict(conf34)), bad),
)

# 35 ----------------------------------------------------------- 「相手の」 Earth Life (250)
legal = Log(3, "second").add("support", "R", card=card("R:k1", "K4"), sources=["R:s3"])
legal.add("pass", "B").add("resolve", card=card("R:k1", "K4"), life={"B": -2})
bad = Log(3, "second").add("support", "R", card=card("R:k1", "K4"), sources=["R:s3"])
bad.add("pass", "B").add("resolve", card=card("R:k1", "K4"), life={"R": -2})
scenario(
    "opponents-life-is-the-others",
    "「相手の地球ライフ-2」を、使った側の地球ライフから減らした",
    "An opponent's-life-minus-two applied to the user's own life",
    "赤は「相手の地球ライフ-2」の黒サポートを使ったが、記録係は赤の地球ライフを2減らした。",
    ["250", "232"],
    (S(phase="second"), legal),
    (S(phase="second"), bad),
)

# 36 ----------------------------------------------------------- バイオエタノール with no own card (269, 247)
b36 = side_b()
b36["field"]["groups"] = []
b36["field"]["sources"][0] = src("B:s1", "L", False)
scenario(
    "bioethanol-needs-an-own-confrontation-card",
    "自分の場に対決カードがないのに『バイオエタノール』を使った",
    "バイオエタノール used with no confrontation card of one's own",
    "青の場には対決カードがない。青は『バイオエタノール』を使い、赤のテスト温暖化2をゲームから取り除いて、手札の"
    "サポートカードを場に出そうとした。",
    ["269", "247"],
    (S(_b_with_sea()), _bio("B:c2")),
    (S(b36), _bio("R:c1")),
)

# 37 ----------------------------------------------------------- an effect draws what is left (257)
b37 = side_b(hand={"count": 3}, deck_count=1)
legal = Log().add("support", "B", card=card("B:w1", "W8"), sources=["B:s3"])
legal.add("pass", "R").add("resolve", card=card("B:w1", "W8"), draw={"B": 1})
bad = Log().add("support", "B", card=card("B:w1", "W8"), sources=["B:s3"])
bad.add("pass", "R").add("resolve", card=card("B:w1", "W8"))
scenario(
    "effect-draws-what-is-left",
    "山札が1枚のとき「2枚引く」の効果で1枚も引かなかった",
    "A draw-two effect with one card left drawing none",
    "青は「カードを2枚引く」白サポートを使った。山札は1枚しかなく、青は「2枚引けないので効果は無効」として1枚も引かなかった。",
    ["257", "233"],
    (S(b37), legal),
    (S(copy.deepcopy(b37)), bad),
)

# 38 ----------------------------------------------------------- a looked-at deck is shuffled whatever the text (234)
CARDS["K6"] = {
    "name": "テストの偵察",
    "type": "support",
    "attributes": ["二酸化炭素"],
    "keywords": {"cost": {"二酸化炭素": 1}, "support": "black"},
    "text": True,
}


def _scout(shuffled: bool) -> Log:
    log = Log(3, "second").add("support", "R", card=card("R:k1", "K6"), sources=["R:s3"])
    log.add("pass", "B").add("resolve", card=card("R:k1", "K6"), looked_deck=["B"])
    if shuffled:
        log.add("shuffle", "B", deck="B")
    return log.add("play_source", "R", card=card("R:s5", "CO"))


scenario(
    "looked-deck-shuffled-whatever-the-text",
    "相手の山札を見る効果の後、カードに「切る」と書いていないからと山札を切らなかった",
    "A deck looked through left unshuffled because the card does not say so",
    "赤は「相手の山札の中を見る」黒サポートで青の山札を見た。赤は「カードに山札を切るとは書いていない」と言い、"
    "青の山札は切られないまま赤の番が続いた。",
    ["234", "266"],
    (S(phase="second"), _scout(True)),
    (S(phase="second"), _scout(False)),
)

# 39 ----------------------------------------------------------- a chain-closing decline counts for the window (262)
b39 = copy.deepcopy(b13)
conf39 = {"announced": ["B", "R"], "supports_decided": False}


def _window(second_support_by_red: bool) -> Log:
    log = Log(3, "confrontation").add("pass", "B")
    log.add("support", "R", card=card("R:k1", "K1"), sources=["R:s3"], target="B:c1")
    log.add("pass", "B").add("resolve", card=card("R:k1", "K1"), strength={"B:c1": -2})
    if second_support_by_red:
        log.add("support", "R", card=card("R:k2", "K4"), sources=["R:s4"])
        return log.add("pass", "B").add("resolve", card=card("R:k2", "K4"), life={"B": -2})
    log.add("pass", "R")
    log.add("support", "B", card=card("B:w1", "W1"), sources=["B:s3"], target="B:c1")
    return log.add("pass", "R").add("resolve", card=card("B:w1", "W1"), strength={"B:c1": 2})


scenario(
    "chain-closing-decline-counts-for-the-window",
    "チェーンを終える「出さない」の直後に相手も出さないと答えた後で、サポートカードを出した",
    "A support after the decline that closed a チェーン and the opponent's decline right after it",
    "対決で青は出さないと答え、赤が黒サポートを出した。青はチェーンせず（出さないと答え）、黒サポートの効果が発動した。"
    "続いて赤も出さないと答えた。青は「さっきの『出さない』はチェーンを終えただけだ」として白サポートを出した。",
    ["262"],
    (S(b39, phase="confrontation", this_turn=conf39), _window(True)),
    (S(copy.deepcopy(b39), phase="confrontation", this_turn=dict(conf39)), _window(False)),
)


# 40 ----------------------------------------------------------- only the owner (with the user) shuffles (234)
def _specimen(shuffler: str) -> Log:
    log = Log().add("support", "B", card=card("B:w1", "W5"), sources=["B:s3"])
    log.add("pass", "R").add("resolve", card=card("B:w1", "W5"), from_deck={"B": ["C2"]})
    return log.add("shuffle", shuffler, deck="B").add("end_ban", "B")


scenario(
    "searched-deck-shuffled-by-its-owner",
    "自分の山札を探した後、その山札を相手が1人で切った",
    "A deck its owner searched shuffled by the opponent alone",
    "青は「山札から【陸の生き物】1枚を選んで捨て場に置く」白サポートで自分の山札を探した。その後、赤が「念のため」と言って"
    "青の山札を1人で切り、青は触れなかった。",
    ["234", "266"],
    (S(), _specimen("B")),
    (S(), _specimen("R")),
    extra={"B": {"C2": 1}},
)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for old in OUT.glob("myearth-ho4-*.json"):
        old.unlink()
    for sc in SCENARIOS:
        path = OUT / f"{sc['id']}.json"
        path.write_text(json.dumps(sc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(SCENARIOS)} scenarios to {OUT}")


if __name__ == "__main__":
    main()
