"""MyEarth held-out judge scenarios, round 11.

Written blind: from the MyEarth rulebook (``rules_index/data/myearth.txt``), the log-format documents
(``docs/log-format.md``, ``docs/log-format-myearth.md``, the ``docs/examples/myearth*`` logs) and the
product decisions on MyEarth only, without reading the engine, its tests or other scenarios. Each
scenario holds a ``legal`` log (the situation played by the rules) and the disputed log (``illegal`` or
``needs_ruling``).

Run from the worktree root::

    .venv/bin/python -m tests.scenarios_heldout.build_myearth_round11

It writes ``tests/scenarios_heldout/myearth/myearth-ho11-*.json``.
"""

from __future__ import annotations

import copy
import json
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

NOTES: dict[str, str] = {}
GAPS: dict[str, str] = {}

OUT = Path(__file__).resolve().parent / "myearth"
PREFIX = "myearth-ho11-"
DECK_SIZE = 20

Json = dict[str, Any]

ATTR = {"L": "陸", "H": "人", "RV": "川", "CO": "二酸化炭素"}


def _conf(name: str, atk: int, attr: str, cost: dict[str, int], kind: str, **kw: Any) -> Json:
    card: Json = {
        "name": name,
        "type": "confrontation",
        "atk": atk,
        "attributes": [attr],
        "keywords": {"cost": cost, "kind": kind},
    }
    if "chain" in kw:
        card["keywords"]["chain"] = kw["chain"]
    if kw.get("first_series"):
        card["keywords"]["first_series"] = True
    if "abilities" in kw:
        card["abilities"] = kw["abilities"]
    return card


def _support(
    name: str,
    attr: str,
    cost: dict[str, int],
    colour: str,
    ability: Json,
    target: str | None = None,
    task: bool = False,
) -> Json:
    kws: Json = {"cost": cost, "support": colour}
    if target:
        kws["target"] = target
    if task:
        kws["task"] = True
    return {"name": name, "type": "support", "attributes": [attr], "keywords": kws, "abilities": [ability]}


OWN_CONF = [{"zone": "field", "whose": "own", "kind": "confrontation", "count": 1}]
OPP_CONF = [{"zone": "field", "whose": "opponent", "kind": "confrontation", "count": 1}]

CARDS: Json = {
    "L": {"name": "陸のみなもと", "type": "source", "attributes": ["陸"]},
    "H": {"name": "人のみなもと", "type": "source", "attributes": ["人"]},
    "RV": {"name": "川のみなもと", "type": "source", "attributes": ["川"]},
    "CO": {"name": "二酸化炭素のみなもと", "type": "source", "attributes": ["二酸化炭素"]},
    "LH": {"name": "里山", "type": "special_source", "attributes": ["陸", "人"]},
    "C1": _conf("テストの虫", 2, "陸", {"陸": 1}, "creature"),
    "C2": _conf("テストの鳥", 3, "陸", {"陸": 2}, "creature", chain=["テストの虫"]),
    "C3": _conf("テストの獣", 4, "陸", {"陸": 1, "人": 1}, "creature", chain=["テストの鳥"]),
    "C6": _conf(
        "テストのミツバチ",
        1,
        "陸",
        {"陸": 1},
        "creature",
        abilities=[
            {"id": "e1", "kind": "effect", "trigger": {"event": "played"}, "effect": {"life": {"own": 1}}}
        ],
    ),
    "C8": _conf(
        "テストのタカ",
        2,
        "陸",
        {"陸": 1},
        "creature",
        abilities=[
            {
                "id": "e1",
                "kind": "effect",
                "trigger": {"event": "played"},
                "targets": OPP_CONF,
                "effect": {"strength": -1, "life": {"own": 1}},
            }
        ],
    ),
    "C9": _conf("テストのイノシシ", 3, "陸", {"陸": 2, "人": 1}, "creature"),
    "C10": _conf("テストのクマ", 7, "陸", {"陸": 5}, "creature", chain=["テストのイノシシ"]),
    "F1": _conf("テストのツバメ", 2, "陸", {"陸": 1}, "creature", chain=["テストの鳥"], first_series=True),
    "R1": _conf("テスト温暖化1", 2, "二酸化炭素", {"二酸化炭素": 1}, "warming"),
    "R2": _conf("テスト温暖化2", 3, "二酸化炭素", {"二酸化炭素": 2}, "warming", chain=["テスト温暖化1"]),
    "R3": _conf("テスト温暖化3", 5, "二酸化炭素", {"二酸化炭素": 3}, "warming"),
    "R7": _conf(
        "テストの排ガス",
        2,
        "二酸化炭素",
        {"二酸化炭素": 1},
        "warming",
        abilities=[
            {
                "id": "e1",
                "kind": "effect",
                "trigger": {"event": "discarded"},
                "effect": {"life": {"opponent": -1}},
            }
        ],
    ),
    "R8": _conf(
        "原子力発電所",
        3,
        "二酸化炭素",
        {"二酸化炭素": 1, "人": 1},
        "warming",
        abilities=[
            {
                "id": "e1",
                "kind": "effect",
                "trigger": {"event": "leaves_field"},
                "effect": {"life": {"opponent": -1}},
            }
        ],
    ),
    "W1": _support(
        "テストの植林",
        "人",
        {"人": 1},
        "white",
        {"kind": "support", "targets": OWN_CONF, "effect": {"strength": 1}},
        target="confrontation",
    ),
    "W2": _support(
        "テストの観察",
        "人",
        {"人": 1},
        "white",
        {"kind": "support", "targets": OWN_CONF, "effect": {"strength": 1, "life": {"own": 1}}},
        target="confrontation",
        task=True,
    ),
    "W3": _support(
        "テストの堆肥",
        "人",
        {"人": 1},
        "white",
        {
            "kind": "support",
            "effect": {"from_hand": {"whose": "own", "count": 1, "to": "discard"}, "life": {"own": 2}},
        },
        task=True,
    ),
    "W5": _support(
        "テストの保護区",
        "人",
        {"人": 1},
        "white",
        {"kind": "support", "targets": OPP_CONF, "text": "選んだ対決カードをゲームから取り除く"},
        target="confrontation",
    ),
    "W6": _support(
        "テストの駆除",
        "人",
        {"人": 1},
        "white",
        {"kind": "support", "targets": OPP_CONF, "text": "選んだ対決カードを捨て場に置く"},
        target="confrontation",
    ),
    "W7": _support(
        "テストの再生",
        "人",
        {"人": 1},
        "white",
        {
            "kind": "support",
            "targets": [{"zone": "discard", "whose": "own", "kind": "confrontation", "count": 1}],
            "text": "選んだカードを手札に加える",
        },
        target="discard",
    ),
    "SS": _support(
        "テストの両面",
        "人",
        {"人": 1},
        "ss",
        {"kind": "support", "targets": OWN_CONF, "duration": "field", "effect": {"strength": 1}},
        target="confrontation",
    ),
    "K1": _support(
        "テストの排気",
        "二酸化炭素",
        {"二酸化炭素": 1},
        "black",
        {"kind": "support", "targets": OPP_CONF, "effect": {"strength": -2}},
        target="confrontation",
    ),
    "K4": _support(
        "テストの偵察",
        "二酸化炭素",
        {"二酸化炭素": 1},
        "black",
        {"kind": "support", "effect": {"look_deck": "opponent"}},
    ),
    "K5": _support(
        "テストの強奪",
        "二酸化炭素",
        {"二酸化炭素": 1},
        "black",
        {"kind": "support", "effect": {"from_hand": {"whose": "opponent", "count": 1, "to": "discard"}}},
    ),
    "K6": _support(
        "テストの買い占め",
        "二酸化炭素",
        {"二酸化炭素": 1},
        "black",
        {
            "kind": "support",
            "effect": {"from_hand": {"whose": "opponent", "count": 1, "to": "discard"}, "life": {"own": 1}},
        },
        task=True,
    ),
    "K7": _support(
        "テストの焼却",
        "二酸化炭素",
        {"二酸化炭素": 1},
        "black",
        {"kind": "support", "targets": OPP_CONF, "text": "選んだ対決カードを捨て場に置く"},
        target="confrontation",
    ),
    "K9": _support(
        "テストの妨害",
        "二酸化炭素",
        {"二酸化炭素": 1},
        "black",
        {
            "kind": "support",
            "targets": [{"zone": "field", "whose": "opponent", "kind": "support", "count": 1}],
            "effect": {"cancel": True},
        },
    ),
    "K10": _support(
        "テストの共倒れ",
        "二酸化炭素",
        {"二酸化炭素": 1},
        "black",
        {"kind": "support", "effect": {"life": {"own": -2, "opponent": -2}}},
    ),
}


def blue_deck(**extra: int) -> dict[str, int]:
    deck = {"C1": 2, "C2": 2, "C3": 2, "W1": 2, "H": 4}
    deck.update(extra)
    deck["L"] = DECK_SIZE - sum(v for k, v in deck.items() if k != "L")
    return deck


def red_deck(**extra: int) -> dict[str, int]:
    deck = {"R1": 2, "R2": 2, "R3": 2, "K1": 2, "H": 2}
    deck.update(extra)
    deck["CO"] = DECK_SIZE - sum(v for k, v in deck.items() if k != "CO")
    return deck


def header(
    bdeck: dict[str, int] | None = None,
    rdeck: dict[str, int] | None = None,
    snapshot: Json | None = None,
    first: str = "B",
    deck_size: int | None = DECK_SIZE,
) -> Json:
    options: Json = {"starting_life": 20, "sides": {"B": "blue", "R": "red"}}
    if deck_size is not None:
        options["deck_size"] = deck_size
    h: Json = {
        "format": "judgelog/1",
        "game": "myearth",
        "rules_version": "2nd edition 2012-10-31",
        "players": [{"seat": "B", "name": "青い地球"}, {"seat": "R", "name": "赤い地球"}],
        "first_player": first,
        "options": options,
        "cards": copy.deepcopy(CARDS),
        "decklists": {"B": {"main": bdeck or blue_deck()}, "R": {"main": rdeck or red_deck()}},
    }
    if snapshot is not None:
        h["snapshot"] = snapshot
    return h


def src(iid: str, card: str, used: bool | None = False, attr: str | None = None) -> Json:
    s: Json = {"iid": iid, "card": card, "attribute": attr or ATTR[card]}
    if used is not None:
        s["used"] = used
    return s


def under(iid: str, card: str, attr: str | None = None) -> Json:
    """A source with a card stacked on it (used by definition)."""
    return src(iid, card, None, attr)


def gcard(iid: str, card: str, sources: list[str]) -> Json:
    return {"iid": iid, "card": card, "sources": sources}


def side(
    life: int,
    hand: int,
    known: list[tuple[str, str]] | None = None,
    discard: list[Any] | None = None,
    removed: list[Any] | None = None,
    sources: list[Json] | None = None,
    groups: list[list[Json]] | None = None,
    supports: list[Json] | None = None,
) -> Json:
    discard = discard or []
    removed = removed or []
    sources = sources or []
    groups = groups or []
    supports = supports or []
    on_field = len(sources) + sum(len(g) for g in groups) + len(supports)
    deck = DECK_SIZE - hand - len(discard) - len(removed) - on_field
    assert deck >= 0, "deck count below zero"
    h: Json = {"count": hand}
    if known:
        h["cards"] = [{"iid": i, "card": c} for i, c in known]
    return {
        "life": life,
        "deck": {"count": deck},
        "hand": h,
        "discard": discard,
        "removed": removed,
        "field": {"sources": sources, "groups": groups, "supports": supports},
    }


def snap(turn: int, phase: str, tp: list[str], this_turn: Json, b: Json, r: Json) -> Json:
    return {
        "turn": turn,
        "phase": phase,
        "turn_players": tp,
        "this_turn": this_turn,
        "players": {"B": b, "R": r},
    }


class Log:
    def __init__(self, turn: int, phase: str) -> None:
        self.entries: list[Json] = []
        self.turn = turn
        self.phase = phase

    def at(self, turn: int, phase: str) -> Log:
        self.turn = turn
        self.phase = phase
        return self

    def e(self, act: str, actor: str | None = None, **args: Any) -> Log:
        entry: Json = {
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


def C(iid: str, card: str) -> Json:
    return {"iid": iid, "card": card}


def game(h: Json, log: Log) -> Json:
    return {"header": h, "entries": log.entries}


# --------------------------------------------------------------------------------------------
# Standard positions
# --------------------------------------------------------------------------------------------


def pos_b_second(
    known: list[tuple[str, str]] | None = None,
    hand: int = 5,
    extra_b_sources: list[Json] | None = None,
    r_groups: list[list[Json]] | None = None,
    r_sources: list[Json] | None = None,
    r_supports: list[Json] | None = None,
    b_discard: list[Any] | None = None,
    b_groups: list[list[Json]] | None = None,
    b_sources: list[Json] | None = None,
    r_hand: int = 3,
    r_known: list[tuple[str, str]] | None = None,
    b_life: int = 17,
    r_life: int = 20,
) -> Json:
    """Turn 3, B's 番 as 後攻 (R won turn 2 and went first), B has drawn.

    R's field keeps its winning group (R2 on two 二酸化炭素) and one unused source.
    """
    bsrc = b_sources or [src("B:s1", "L"), src("B:s2", "L"), src("B:s3", "H"), src("B:s4", "L")]
    bsrc = bsrc + (extra_b_sources or [])
    rsrc = r_sources or [under("R:r1", "CO"), under("R:r2", "CO"), src("R:r3", "CO")]
    rgr = r_groups if r_groups is not None else [[gcard("R:rc1", "R2", ["R:r1", "R:r2"])]]
    b = side(
        b_life,
        hand,
        known,
        discard=b_discard if b_discard is not None else ["C2", "C3"],
        sources=bsrc,
        groups=b_groups or [],
    )
    r = side(r_life, r_hand, r_known, discard=["R1"], sources=rsrc, groups=rgr, supports=r_supports)
    return snap(3, "second", ["R", "B"], {"drawn": True, "discarded": False}, b, r)


def pos_r_second(
    r_known: list[tuple[str, str]] | None = None,
    r_hand: int = 5,
    b_hand: int = 2,
    b_known: list[tuple[str, str]] | None = None,
    b_groups: list[list[Json]] | None = None,
    b_sources: list[Json] | None = None,
    r_sources: list[Json] | None = None,
    r_groups: list[list[Json]] | None = None,
    b_life: int = 20,
    r_life: int = 18,
) -> Json:
    """Turn 3, R's 番 as 後攻 (B went first), R has drawn.

    B played テストの虫 on one 陸 in its 番 (default); R's field has only unused sources.
    """
    bsrc = b_sources or [under("B:s1", "L"), src("B:s2", "L"), src("B:s3", "H")]
    bgr = b_groups if b_groups is not None else [[gcard("B:c1", "C1", ["B:s1"])]]
    rsrc = r_sources or [src("R:r1", "CO"), src("R:r2", "CO"), src("R:r3", "CO")]
    b = side(b_life, b_hand, b_known, discard=["W1"], sources=bsrc, groups=bgr)
    r = side(r_life, r_hand, r_known, discard=["R1", "R2"], sources=rsrc, groups=r_groups or [])
    return snap(3, "second", ["B", "R"], {"drawn": True, "discarded": False}, b, r)


# --------------------------------------------------------------------------------------------
# Scenarios
# --------------------------------------------------------------------------------------------

Scenario = Json
SCENARIOS: list[Callable[[], Scenario]] = []


def scenario(fn: Callable[[], Scenario]) -> Callable[[], Scenario]:
    SCENARIOS.append(fn)
    return fn


def sc(
    sid: str,
    ja: str,
    en: str,
    situation: str,
    ruling: str,
    clauses: list[str],
    legal: Json,
    disputed: Json,
    printed: str | None = None,
) -> Scenario:
    out: Scenario = {
        "id": PREFIX + sid,
        "title_ja": ja,
        "title_en": en,
        "situation": situation,
        "ruling": ruling,
        "clauses": ["myearth:" + c for c in clauses],
    }
    if printed:
        out["printed_example"] = printed
    out["legal"] = legal
    out[ruling] = disputed
    return out


# ---- support cards: targets, chains, resolution ---------------------------------------------


@scenario
def s_target_own_only() -> Scenario:
    snap_ = pos_b_second(known=[("B:h1", "W1")])

    def build(target: str) -> Json:
        g = Log(3, "second")
        g.e("play", "B", card=C("B:c1", "C1"), sources=["B:s1"])
        g.e("support", "B", card=C("B:h1", "W1"), sources=["B:s3"], target=target)
        g.e("pass", "R")
        g.e("resolve", None, card="B:h1", strength={target: 1})
        return game(header(snapshot=snap_), g)

    return sc(
        "support-target-only-what-text-allows",
        "自分の対決カード用のサポートを相手の対決カードに使う",
        "A support for one's own 対決 card aimed at the opponent's card",
        "B plays テストの植林 (「自分の場の対決カード1枚の強さ+1」) and names R's テスト温暖化2 as its target, "
        "arguing that the +1 is harmless anyway. R calls a judge: the text only lets B choose B's own card.",
        "illegal",
        ["252", "236", "253"],
        build("B:c1"),
        build("R:rc1"),
    )


@scenario
def s_no_field_target() -> Scenario:
    snap_ = pos_r_second(
        r_known=[("R:h1", "K1"), ("R:h2", "R1")],
        b_groups=[],
        b_sources=[src("B:s1", "L"), src("B:s2", "L"), src("B:s3", "H")],
    )
    legal = Log(3, "second")
    legal.e("play", "R", card=C("R:h2", "R1"), sources=["R:r1"])
    legal.e("end_ban", "R")
    bad = Log(3, "second")
    bad.e("support", "R", card=C("R:h1", "K1"), sources=["R:r1"])
    bad.e("pass", "B")
    bad.e("resolve", None, card="R:h1")
    return sc(
        "support-without-any-field-target-forbidden",
        "対象がいないのに相手の対決カード対象のサポートを使う",
        "A support aimed at the opponent's 対決 cards played while there are none",
        "B has no 対決 card on the field. R plays テストの排気 (「相手の場の対決カード1枚の強さ-2」) anyway, "
        "only to get the card out of the hand, and says it simply does nothing.",
        "illegal",
        ["247"],
        game(header(snapshot=snap_), legal),
        game(header(snapshot=snap_), bad),
    )


@scenario
def s_discard_target_empty() -> Scenario:
    def snap_(discard: list[Any]) -> Json:
        return pos_b_second(known=[("B:h1", "W7")], b_discard=discard)

    bdeck = blue_deck(W7=1)
    legal = Log(3, "second")
    legal.e("support", "B", card=C("B:h1", "W7"), sources=["B:s3"], target="B:d1")
    legal.e("pass", "R")
    legal.e("resolve", None, card="B:h1")
    bad = Log(3, "second")
    bad.e("support", "B", card=C("B:h1", "W7"), sources=["B:s3"])
    bad.e("pass", "R")
    bad.e("resolve", None, card="B:h1")
    return sc(
        "discard-target-support-needs-a-card-there",
        "捨て場に対決カードがないのに捨て場対象のサポートを使う",
        "A support targeting the discard played with no 対決 card in the discard",
        "B's discard holds only a used テストの植林. B plays テストの再生 (「自分の捨て場の対決カード1枚を手札に加える」) "
        "saying the effect will just find nothing, as a deck search would.",
        "illegal",
        ["247"],
        game(header(bdeck=bdeck, snapshot=snap_([{"iid": "B:d1", "card": "C2"}])), legal),
        game(header(bdeck=bdeck, snapshot=snap_(["W1"])), bad),
    )


@scenario
def s_target_fixed() -> Scenario:
    snap_ = pos_b_second(known=[("B:h1", "W1")])

    def build(landed: str) -> Json:
        g = Log(3, "second")
        g.e("play", "B", card=C("B:c1", "C1"), sources=["B:s1"])
        g.e("play", "B", card=C("B:c2", "C1"), sources=["B:s2"])
        g.e("support", "B", card=C("B:h1", "W1"), sources=["B:s3"], target="B:c1")
        g.e("pass", "R")
        g.e("resolve", None, card="B:h1", strength={landed: 1})
        return game(header(snapshot=snap_), g)

    return sc(
        "support-target-cannot-change-after-choice",
        "対象選択後に対象を変える",
        "Changing a support's target after choosing it",
        "B plays テストの植林 naming his first テストの虫 as its target. When R passes, B says he meant the "
        "other テストの虫 and puts the +1 on that one.",
        "illegal",
        ["253"],
        build("B:c1"),
        build("B:c2"),
    )


def _fizzle_setup(g: Log) -> None:
    g.e("play", "B", card=C("B:c1", "C1"), sources=["B:s1"])
    g.e("play", "B", card=C("B:c2", "C1"), sources=["B:s2"])
    g.e("support", "B", card=C("B:h1", "W1"), sources=["B:s3"], target="B:c1")
    g.e("support", "R", card=C("R:h1", "K1"), sources=["R:r3"], target="B:c1")
    g.e("pass", "B")


def _fizzle_legal_tail(g: Log) -> None:
    g.e("resolve", None, card="R:h1", strength={"B:c1": -2})
    g.e("leave", "B", card="B:c1", to="discard", by="rule")
    g.e("resolve", None, card="B:h1", fizzled=True)
    g.e("survival", "B", discarded=[], released=[])
    g.e("survival_approve", "R")


@scenario
def s_fizzle_no_retarget() -> Scenario:
    snap_ = pos_b_second(known=[("B:h1", "W1")], r_known=[("R:h1", "K1")])
    legal = Log(3, "second")
    _fizzle_setup(legal)
    _fizzle_legal_tail(legal)
    bad = Log(3, "second")
    _fizzle_setup(bad)
    bad.e("resolve", None, card="R:h1", strength={"B:c1": -2})
    bad.e("leave", "B", card="B:c1", to="discard", by="rule")
    bad.e("resolve", None, card="B:h1", strength={"B:c2": 1})
    return sc(
        "fizzled-support-does-not-choose-again",
        "対象が消えたサポートの対象を選びなおす",
        "A support whose target is gone re-targets",
        "B plays テストの植林 on his テストの虫 (強さ2); R answers with テストの排気 (-2) on the same card, which "
        "resolves first and sends it to the discard. B then puts the +1 of テストの植林 on his other テストの虫.",
        "illegal",
        ["258", "259"],
        game(header(snapshot=snap_), legal),
        game(header(snapshot=snap_), bad),
    )


@scenario
def s_lifo() -> Scenario:
    snap_ = pos_b_second(known=[("B:h1", "W1")], r_known=[("R:h1", "K1")])
    legal = Log(3, "second")
    _fizzle_setup(legal)
    _fizzle_legal_tail(legal)
    bad = Log(3, "second")
    _fizzle_setup(bad)
    bad.e("resolve", None, card="B:h1", strength={"B:c1": 1})
    bad.e("resolve", None, card="R:h1", strength={"B:c1": -2})
    return sc(
        "chain-resolves-last-played-first",
        "チェーンを先に出したサポートから処理する",
        "Resolving a chain from the first support played",
        "B plays テストの植林 (+1) on his テストの虫 (強さ2), R answers with テストの排気 (-2) on it and B passes. B "
        "resolves his +1 first so that the テストの虫 survives at 1; R says the -2 comes first and the card is gone.",
        "illegal",
        ["256"],
        game(header(snapshot=snap_), legal),
        game(header(snapshot=snap_), bad),
    )


def _w1_chain(g: Log, pass_first: bool) -> None:
    g.e("play", "B", card=C("B:c1", "C1"), sources=["B:s1"])
    g.e("support", "B", card=C("B:h1", "W1"), sources=["B:s3"], target="B:c1")
    if pass_first:
        g.e("pass", "R")


@scenario
def s_resolve_before_answer() -> Scenario:
    snap_ = pos_b_second(known=[("B:h1", "W1")])
    legal = Log(3, "second")
    _w1_chain(legal, True)
    legal.e("resolve", None, card="B:h1", strength={"B:c1": 1})
    bad = Log(3, "second")
    _w1_chain(bad, False)
    bad.e("resolve", None, card="B:h1", strength={"B:c1": 1})
    return sc(
        "support-waits-for-opponents-answer",
        "相手の使用意思を確認せずにサポートを発動する",
        "A support resolved before the opponent was asked",
        "B plays テストの植林 and immediately adds +1 to his card without waiting; R protests that he wanted to "
        "answer with a support of his own.",
        "illegal",
        ["251", "254", "255"],
        game(header(snapshot=snap_), legal),
        game(header(snapshot=snap_), bad),
    )


@scenario
def s_chain_same_side() -> Scenario:
    snap_ = pos_b_second(known=[("B:h1", "W1"), ("B:h2", "W1")], extra_b_sources=[src("B:s5", "H")])
    legal = Log(3, "second")
    _w1_chain(legal, True)
    legal.e("resolve", None, card="B:h1", strength={"B:c1": 1})
    legal.e("support", "B", card=C("B:h2", "W1"), sources=["B:s5"], target="B:c1")
    legal.e("pass", "R")
    legal.e("resolve", None, card="B:h2", strength={"B:c1": 1})
    bad = Log(3, "second")
    _w1_chain(bad, False)
    bad.e("support", "B", card=C("B:h2", "W1"), sources=["B:s5"], target="B:c1")
    bad.e("pass", "R")
    bad.e("resolve", None, card="B:h2", strength={"B:c1": 1})
    bad.e("resolve", None, card="B:h1", strength={"B:c1": 1})
    return sc(
        "chain-alternates-between-players",
        "自分のサポートに自分でチェーンする",
        "Chaining onto one's own support",
        "B plays テストの植林 and, before R has said anything, slaps a second テストの植林 on top as a チェーン.",
        "illegal",
        ["254"],
        game(header(snapshot=snap_), legal),
        game(header(snapshot=snap_), bad),
    )


@scenario
def s_play_in_chain() -> Scenario:
    snap_ = pos_b_second(known=[("B:h1", "W1"), ("B:h2", "L")])
    legal = Log(3, "second")
    _w1_chain(legal, True)
    legal.e("resolve", None, card="B:h1", strength={"B:c1": 1})
    legal.e("play_source", "B", card=C("B:h2", "L"))
    bad = Log(3, "second")
    _w1_chain(bad, False)
    bad.e("play_source", "B", card=C("B:h2", "L"))
    bad.e("pass", "R")
    bad.e("resolve", None, card="B:h1", strength={"B:c1": 1})
    return sc(
        "no-source-while-own-support-waits",
        "サポートの処理中にみなもとを出す",
        "Playing a source while one's support waits in the chain",
        "B plays テストの植林 and, while R is still thinking whether to answer, puts a 陸のみなもと on the field.",
        "illegal",
        ["251", "255"],
        game(header(snapshot=snap_), legal),
        game(header(snapshot=snap_), bad),
    )


@scenario
def s_support_opp_ban() -> Scenario:
    snap_ = pos_b_second(known=[("B:h1", "W1"), ("B:h2", "C2")], r_known=[("R:h1", "K1")])
    legal = Log(3, "second")
    legal.e("play", "B", card=C("B:c1", "C1"), sources=["B:s1"])
    legal.e("play", "B", card=C("B:h2", "C2"), sources=["B:s2", "B:s4"])
    legal.e("support", "B", card=C("B:h1", "W1"), sources=["B:s3"], target="B:c1")
    legal.e("support", "R", card=C("R:h1", "K1"), sources=["R:r3"], target="B:h2")
    legal.e("pass", "B")
    legal.e("resolve", None, card="R:h1", strength={"B:h2": -2})
    legal.e("resolve", None, card="B:h1", strength={"B:c1": 1})
    bad = Log(3, "second")
    bad.e("play", "B", card=C("B:c1", "C1"), sources=["B:s1"])
    bad.e("play", "B", card=C("B:h2", "C2"), sources=["B:s2", "B:s4"])
    bad.e("support", "R", card=C("R:h1", "K1"), sources=["R:r3"], target="B:h2")
    bad.e("pass", "B")
    bad.e("resolve", None, card="R:h1", strength={"B:h2": -2})
    return sc(
        "support-in-opponents-ban-only-as-chain",
        "相手の番にチェーンでなくサポートを出す",
        "A support played in the opponent's 番 when no support was played",
        "During B's 番, right after B plays テストの鳥, R plays テストの排気 on it. B has played no support card in "
        "this 番; R says support cards can be used at any time.",
        "illegal",
        ["111"],
        game(header(snapshot=snap_), legal),
        game(header(snapshot=snap_), bad),
    )


@scenario
def s_steal_no_peek() -> Scenario:
    snap_ = pos_r_second(r_known=[("R:h1", "K5")], b_hand=2, b_known=[("B:h1", "C2"), ("B:h2", "L")])
    rdeck = red_deck(K5=1)

    def build(peek: bool) -> Json:
        g = Log(3, "second")
        g.e("support", "R", card=C("R:h1", "K5"), sources=["R:r1"])
        g.e("pass", "B")
        args: Json = {"card": "R:h1", "from_hand": {"B": ["C2"]}}
        if peek:
            args["looked_hand"] = ["B"]
        g.e("resolve", None, **args)
        return game(header(rdeck=rdeck, snapshot=snap_), g)

    return sc(
        "hand-discard-effect-chooses-blind",
        "相手の手札を見て捨てるカードを選ぶ",
        "Looking at the opponent's hand while choosing from it",
        "R resolves テストの強奪 (「相手の手札から1枚選んで捨て場に置く」) and asks B to show the two cards so he can "
        "pick the テストの鳥; B complies but calls a judge afterwards.",
        "illegal",
        ["235"],
        build(False),
        build(True),
    )


def _deck_look(g: Log) -> None:
    g.e("support", "R", card=C("R:h1", "K4"), sources=["R:r1"])
    g.e("pass", "B")
    g.e("resolve", None, card="R:h1")


@scenario
def s_deck_look_shuffle() -> Scenario:
    snap_ = pos_r_second(r_known=[("R:h1", "K4"), ("R:h2", "CO")])
    rdeck = red_deck(K4=1)
    legal = Log(3, "second")
    _deck_look(legal)
    legal.e("shuffle", "B", deck="B", **{"with": "R"})
    legal.e("play_source", "R", card=C("R:h2", "CO"))
    bad = Log(3, "second")
    _deck_look(bad)
    bad.e("play_source", "R", card=C("R:h2", "CO"))
    return sc(
        "deck-looked-through-is-shuffled",
        "相手の山札を見た後に山札をきらない",
        "No shuffle after looking through the opponent's deck",
        "R resolves テストの偵察 (「相手の山札の中を見る」), hands B's deck back and goes on playing a source. B "
        "wants his deck shuffled; R says the card does not say so.",
        "illegal",
        ["234", "266"],
        game(header(rdeck=rdeck, snapshot=snap_), legal),
        game(header(rdeck=rdeck, snapshot=snap_), bad),
    )


@scenario
def s_empty_hand_task() -> Scenario:
    snap_ = pos_r_second(r_known=[("R:h1", "K6")], b_hand=0)
    rdeck = red_deck(K6=1)

    def build(ok: bool) -> Json:
        g = Log(3, "second")
        g.e("support", "R", card=C("R:h1", "K6"), sources=["R:r1"])
        g.e("pass", "B")
        if ok:
            g.e("resolve", None, card="R:h1", life={"R": 1}, task=1)
        else:
            g.e("resolve", None, card="R:h1", task=0)
        return game(header(rdeck=rdeck, snapshot=snap_), g)

    return sc(
        "empty-opponent-hand-effect-still-fires-task",
        "相手の手札が0枚のとき【課題】を行うか",
        "The 【課題】 of a hand-discard effect when the opponent's hand is empty",
        "R plays テストの買い占め (「相手の手札から1枚選んで捨て場に置く。【課題】自分の地球ライフ+1」) while B has no "
        "cards in hand. B says the effect did nothing, so R gets no Earth Life.",
        "illegal",
        ["241", "268"],
        build(True),
        build(False),
    )


@scenario
def s_task_needs_effect() -> Scenario:
    snap_ = pos_b_second(known=[("B:h1", "W3"), ("B:h2", "C1")], hand=2)
    bdeck = blue_deck(W3=1)

    def build(ok: bool) -> Json:
        g = Log(3, "second")
        g.e("play", "B", card=C("B:h2", "C1"), sources=["B:s1"])
        g.e("support", "B", card=C("B:h1", "W3"), sources=["B:s3"])
        g.e("pass", "R")
        if ok:
            g.e("resolve", None, card="B:h1")
        else:
            g.e("resolve", None, card="B:h1", life={"B": 2}, task=1)
        return game(header(bdeck=bdeck, snapshot=snap_), g)

    return sc(
        "no-task-when-own-hand-effect-cannot-fire",
        "手札0枚で自分の手札を捨てる効果の【課題】を行う",
        "The 【課題】 of an own-hand discard effect with an empty hand",
        "B plays his last hand card, テストの堆肥 (「自分の手札から1枚選んで捨て場に置く。【課題】自分の地球ライフ+2」). "
        "With no card left to discard he still takes the +2 Earth Life of the 【課題】.",
        "illegal",
        ["267", "240"],
        build(True),
        build(False),
    )


# ---- 対決 card effects ------------------------------------------------------------------------


def _c6(g: Log, iid: str, src_: str) -> None:
    g.e("play", "B", card=C(iid, "C6"), sources=[src_])


def _c6_effect(g: Log, iid: str) -> None:
    g.e("effect", "B", source=C(iid, "C6"), ability="e1", life={"B": 1})


@scenario
def s_effect_once() -> Scenario:
    snap_ = pos_b_second(known=[("B:h1", "C6"), ("B:h2", "L")])
    bdeck = blue_deck(C6=2)
    legal = Log(3, "second")
    _c6(legal, "B:h1", "B:s1")
    _c6_effect(legal, "B:h1")
    legal.e("play_source", "B", card=C("B:h2", "L"))
    legal.e("end_ban", "B")
    bad = Log(3, "second")
    _c6(bad, "B:h1", "B:s1")
    _c6_effect(bad, "B:h1")
    bad.e("play_source", "B", card=C("B:h2", "L"))
    _c6_effect(bad, "B:h1")
    return sc(
        "played-effect-fires-once-per-card",
        "場にある対決カードの効果を2回発動する",
        "Firing a 対決 card's effect a second time while it stays on the field",
        "B played テストのミツバチ (「場に出したとき、自分の地球ライフ+1」) and took +1. Later in the same 番 he "
        "takes +1 again, saying the bee 'keeps working' while on the field.",
        "illegal",
        ["230"],
        game(header(bdeck=bdeck, snapshot=snap_), legal),
        game(header(bdeck=bdeck, snapshot=snap_), bad),
    )


@scenario
def s_second_copy() -> Scenario:
    snap_ = pos_b_second(known=[("B:h1", "C6"), ("B:h2", "C6"), ("B:h3", "L")])
    bdeck = blue_deck(C6=2)
    legal = Log(3, "second")
    _c6(legal, "B:h1", "B:s1")
    _c6_effect(legal, "B:h1")
    _c6(legal, "B:h2", "B:s2")
    _c6_effect(legal, "B:h2")
    legal.e("play_source", "B", card=C("B:h3", "L"))
    bad = Log(3, "second")
    _c6(bad, "B:h1", "B:s1")
    _c6_effect(bad, "B:h1")
    _c6(bad, "B:h2", "B:s2")
    bad.e("play_source", "B", card=C("B:h3", "L"))
    return sc(
        "second-copy-fires-its-own-effect",
        "同名2枚目の対決カードの効果",
        "The effect of a second copy of the same 対決 card",
        "B plays a second テストのミツバチ. R says the 'bee effect' was already used this game and the second "
        "copy gives nothing; B, unsure, skips it and plays a source.",
        "illegal",
        ["164", "227"],
        game(header(bdeck=bdeck, snapshot=snap_), legal),
        game(header(bdeck=bdeck, snapshot=snap_), bad),
    )


@scenario
def s_discard_trigger() -> Scenario:
    snap_ = pos_r_second(
        r_known=[("R:h1", "R7")],
        b_groups=[[gcard("B:c1", "C2", ["B:s1", "B:s2"])]],
        b_sources=[under("B:s1", "L"), under("B:s2", "L"), src("B:s3", "H")],
    )
    rdeck = red_deck(R7=1)

    def build(ok: bool) -> Json:
        g = Log(3, "second")
        g.e("play", "R", card=C("R:h1", "R7"), sources=["R:r1"])
        g.e("end_ban", "R")
        g.at(3, "confrontation")
        g.e("announce", "B", total=3)
        g.e("announce", "R", total=2)
        g.e("pass", "B")
        g.e("pass", "R")
        g.e("confrontation_end", None, winner="B", discarded=["R:h1"], life_loss=1)
        if ok:
            g.e("effect", "R", source=C("R:h1", "R7"), ability="e1", life={"B": -1})
        g.at(4, "first")
        g.e("draw", "B", count=3)
        return game(header(rdeck=rdeck, snapshot=snap_), g)

    return sc(
        "discard-trigger-after-lost-confrontation",
        "対決に負けて捨て場に置かれた時の効果",
        "A 'when put into the discard' effect after losing the 対決",
        "R's テストの排ガス (「このカードが捨て場に置かれたとき、相手の地球ライフ-1」) loses the 対決 and goes to the "
        "discard. B says it only works when an effect discards it, and starts his next 番.",
        "illegal",
        ["231"],
        build(True),
        build(False),
    )


@scenario
def s_removed_no_trigger() -> Scenario:
    snap_ = pos_b_second(
        known=[("B:h1", "W5")],
        r_groups=[[gcard("R:rc1", "R7", ["R:r1"])]],
        r_sources=[under("R:r1", "CO"), src("R:r2", "CO"), src("R:r3", "CO")],
    )
    bdeck = blue_deck(W5=1)
    rdeck = red_deck(R7=1)

    def build(ok: bool) -> Json:
        g = Log(3, "second")
        g.e("support", "B", card=C("B:h1", "W5"), sources=["B:s3"], target="R:rc1")
        g.e("pass", "R")
        g.e("resolve", None, card="B:h1")
        g.e("leave", "R", card="R:rc1", to="removed", by="B:h1")
        g.e("survival", "R", discarded=[], released=[])
        g.e("survival_approve", "B")
        if not ok:
            g.e("effect", "R", source=C("R:rc1", "R7"), ability="e1", life={"B": -1})
        g.e("end_ban", "B")
        return game(header(bdeck=bdeck, rdeck=rdeck, snapshot=snap_), g)

    return sc(
        "removed-card-does-not-fire-discard-effect",
        "ゲームから取り除かれたカードの捨て場効果",
        "A discard-trigger card removed from the game",
        "B's テストの保護区 removes R's テストの排ガス from the game. R says 'removed' is just another discard and "
        "takes 1 Earth Life from B with the card's 「捨て場に置かれたとき」 effect.",
        "illegal",
        ["231", "14"],
        build(True),
        build(False),
    )


@scenario
def s_nuclear() -> Scenario:
    snap_ = pos_b_second(
        known=[("B:h1", "W6")],
        r_groups=[[gcard("R:rc1", "R8", ["R:r1", "R:r4"])]],
        r_sources=[under("R:r1", "CO"), under("R:r4", "H"), src("R:r3", "CO")],
    )
    bdeck = blue_deck(W6=1)
    rdeck = red_deck(R8=1)

    def build(ok: bool) -> Json:
        g = Log(3, "second")
        g.e("support", "B", card=C("B:h1", "W6"), sources=["B:s3"], target="R:rc1")
        g.e("pass", "R")
        g.e("resolve", None, card="B:h1")
        g.e("leave", "R", card="R:rc1", to="discard", by="B:h1")
        g.e("survival", "R", discarded=[], released=[])
        g.e("survival_approve", "B")
        if ok:
            g.e("effect", "R", source=C("R:rc1", "R8"), ability="e1", life={"B": -1})
        g.e("end_ban", "B")
        return game(header(bdeck=bdeck, rdeck=rdeck, snapshot=snap_), g)

    return sc(
        "nuclear-plant-fires-on-leaving-the-field",
        "原子力発電所が場を離れたときの効果（訂正後）",
        "原子力発電所's effect on leaving the field (corrected wording)",
        "B's テストの駆除 sends R's 原子力発電所 (「このカードが場を離れたとき、相手の地球ライフ-1」 as corrected in "
        "273) to the discard. B, reading an old printing, says the effect is 'when put into the discard by a "
        "lost 対決' and ends his 番 without it.",
        "illegal",
        ["273", "227"],
        build(True),
        build(False),
    )


@scenario
def s_effect_no_target() -> Scenario:
    b = side(
        18,
        5,
        [("B:h1", "C8")],
        discard=["C2"],
        sources=[src("B:s1", "L"), src("B:s2", "L"), src("B:s3", "H")],
    )
    r = side(20, 2, discard=["R1", "R2"], sources=[src("R:r1", "CO"), src("R:r2", "CO")])
    snap_ = snap(3, "first", ["B", "R"], {"drawn": True, "discarded": False}, b, r)
    bdeck = blue_deck(C8=1)
    legal = Log(3, "first")
    legal.e("play", "B", card=C("B:h1", "C8"), sources=["B:s1"])
    legal.e("end_ban", "B")
    bad = Log(3, "first")
    bad.e("play", "B", card=C("B:h1", "C8"), sources=["B:s1"])
    bad.e("effect", "B", source=C("B:h1", "C8"), ability="e1", targets=[], life={"B": 1})
    bad.e("end_ban", "B")
    return sc(
        "played-effect-without-target-does-not-fire",
        "対象がいないのに効果の地球ライフ回復だけ受ける",
        "Taking the Earth Life part of an effect whose target group is empty",
        "B plays テストのタカ (「場に出したとき、相手の場の対決カード1枚を選び強さ-1、自分の地球ライフ+1」) while R "
        "has no 対決 card. B says the -1 has nowhere to go but he still gets the +1.",
        "illegal",
        ["240"],
        game(header(bdeck=bdeck, snapshot=snap_), legal),
        game(header(bdeck=bdeck, snapshot=snap_), bad),
    )


@scenario
def s_strength_zero() -> Scenario:
    snap_ = pos_r_second(r_known=[("R:h1", "K1")])
    legal = Log(3, "second")
    legal.e("support", "R", card=C("R:h1", "K1"), sources=["R:r1"], target="B:c1")
    legal.e("pass", "B")
    legal.e("resolve", None, card="R:h1", strength={"B:c1": -2})
    legal.e("leave", "B", card="B:c1", to="discard", by="rule")
    legal.e("survival", "B", discarded=[], released=[])
    legal.e("survival_approve", "R")
    legal.e("end_ban", "R")
    bad = Log(3, "second")
    bad.e("support", "R", card=C("R:h1", "K1"), sources=["R:r1"], target="B:c1")
    bad.e("pass", "B")
    bad.e("resolve", None, card="R:h1", strength={"B:c1": -2})
    bad.e("end_ban", "R")
    return sc(
        "strength-zero-card-goes-at-once",
        "強さ0になった対決カードを場に残す",
        "Leaving a 対決 card at strength 0 on the field",
        "R's テストの排気 (-2) brings B's テストの虫 (強さ2) to 0. B leaves it on the field, saying it will simply "
        "count 0 in the 対決 and still holds the source.",
        "illegal",
        ["162"],
        game(header(snapshot=snap_), legal),
        game(header(snapshot=snap_), bad),
    )


@scenario
def s_ss_stays() -> Scenario:
    snap_ = pos_b_second(known=[("B:h1", "SS")])
    bdeck = blue_deck(SS=1)

    def build(ok: bool) -> Json:
        g = Log(3, "second")
        g.e("play", "B", card=C("B:c1", "C1"), sources=["B:s1"])
        g.e("support", "B", card=C("B:h1", "SS"), sources=["B:s3"], target="B:c1")
        g.e("pass", "R")
        if ok:
            g.e("resolve", None, card="B:h1", strength={"B:c1": 1}, to="field")
        else:
            g.e("resolve", None, card="B:h1", strength={"B:c1": 1})
        return game(header(bdeck=bdeck, snapshot=snap_), g)

    return sc(
        "ss-card-stays-after-taking-effect",
        "【ss】カードを発動後すぐ捨て場に置く",
        "Sending a 【ss】 card to the discard as soon as it took effect",
        "B resolves his 【ss】 card テストの両面 and puts it into the discard like a white support, so that R's "
        "later 【ss】 card would have nothing to replace.",
        "illegal",
        ["272"],
        build(True),
        build(False),
    )


@scenario
def s_ss_replaces() -> Scenario:
    snap_ = pos_b_second(
        known=[("B:h1", "SS")],
        r_sources=[under("R:r1", "CO"), under("R:r2", "CO"), src("R:r3", "CO"), under("R:r4", "H")],
        r_supports=[gcard("R:ss1", "SS", ["R:r4"])],
    )
    bdeck = blue_deck(SS=1)
    rdeck = red_deck(SS=1)

    def build(ok: bool) -> Json:
        g = Log(3, "second")
        g.e("play", "B", card=C("B:c1", "C1"), sources=["B:s1"])
        g.e("support", "B", card=C("B:h1", "SS"), sources=["B:s3"], target="B:c1")
        g.e("pass", "R")
        if ok:
            g.e("resolve", None, card="B:h1", strength={"B:c1": 1}, to="field", replaced=["R:ss1"])
        else:
            g.e("resolve", None, card="B:h1", strength={"B:c1": 1}, to="field")
        g.e("end_ban", "B")
        return game(header(bdeck=bdeck, rdeck=rdeck, snapshot=snap_), g)

    return sc(
        "later-ss-card-sends-earlier-one-away",
        "後から出た【ss】カードが先の【ss】カードを捨て場に送る",
        "A later 【ss】 card sends the earlier one to the discard",
        "R has the 【ss】 card テストの両面 on his field. B's own テストの両面 takes effect; R says his copy stays "
        "because it is on his side of the table, not B's.",
        "illegal",
        ["272"],
        build(True),
        build(False),
    )


@scenario
def s_cancel_earlier_chain() -> Scenario:
    snap_ = pos_b_second(
        known=[("B:h1", "W1"), ("B:h2", "W1")],
        extra_b_sources=[src("B:s5", "H")],
        r_known=[("R:h1", "K9")],
    )
    rdeck = red_deck(K9=1)

    def opening(g: Log) -> None:
        g.e("play", "B", card=C("B:c1", "C1"), sources=["B:s1"])
        g.e("end_ban", "B")
        g.at(3, "confrontation")
        g.e("announce", "R", total=3)
        g.e("announce", "B", total=2)
        g.e("pass", "R")
        g.e("support", "B", card=C("B:h1", "W1"), sources=["B:s3"], target="B:c1")
        g.e("pass", "R")
        g.e("resolve", None, card="B:h1", strength={"B:c1": 1})
        g.e("support", "B", card=C("B:h2", "W1"), sources=["B:s5"], target="B:c1")

    legal = Log(3, "second")
    opening(legal)
    legal.e("pass", "R")
    legal.e("resolve", None, card="B:h2", strength={"B:c1": 1})
    legal.e("pass", "B")
    legal.e("announce", "R", total=3)
    legal.e("announce", "B", total=4)
    legal.e("confrontation_end", None, winner="B", discarded=["R:rc1"], life_loss=1)
    bad = Log(3, "second")
    opening(bad)
    bad.e("support", "R", card=C("R:h1", "K9"), sources=["R:r3"], target="B:h1")
    bad.e("pass", "B")
    bad.e("resolve", None, card="R:h1")
    bad.e("resolve", None, card="B:h2", strength={"B:c1": 1})
    return sc(
        "cancel-reaches-only-its-own-chain",
        "前のチェーンで発動したサポートを打ち消す",
        "Cancelling a support that resolved in an earlier chain",
        "In the 対決 B's first テストの植林 resolved in its own チェーン. When B starts a second チェーン with another "
        "テストの植林, R answers with テストの妨害 (「相手のサポートカード1枚を打ち消す」) aimed at the first one.",
        "illegal",
        ["265"],
        game(header(rdeck=rdeck, snapshot=snap_), legal),
        game(header(rdeck=rdeck, snapshot=snap_), bad),
    )


# ---- the 番 -----------------------------------------------------------------------------------


def pos_b_first_undrawn(hand: int, known: list[tuple[str, str]] | None = None) -> Json:
    b = side(18, hand, known, discard=["C1"], sources=[src("B:s1", "L"), src("B:s2", "L"), src("B:s3", "H")])
    r = side(17, 3, discard=["R1", "R2"], sources=[src("R:r1", "CO"), src("R:r2", "CO")])
    return snap(4, "first", ["B", "R"], {"drawn": False}, b, r)


@scenario
def s_draw_to_five() -> Scenario:
    snap_ = pos_b_first_undrawn(2)

    def build(n: int) -> Json:
        g = Log(4, "first")
        g.e("draw", "B", count=n)
        g.e("end_ban", "B")
        return game(header(snapshot=snap_), g)

    return sc(
        "draw-fills-hand-to-five",
        "番の最初に手札上限まで引かない",
        "Not drawing up to the hand limit at the start of the 番",
        "B starts his 番 with 2 cards in hand and draws 2, saying he prefers a smaller hand to keep his deck.",
        "illegal",
        ["97"],
        build(3),
        build(2),
    )


@scenario
def s_play_before_draw() -> Scenario:
    snap_ = pos_b_first_undrawn(2, [("B:h1", "L")])
    legal = Log(4, "first")
    legal.e("draw", "B", count=3)
    legal.e("play_source", "B", card=C("B:h1", "L"))
    bad = Log(4, "first")
    bad.e("play_source", "B", card=C("B:h1", "L"))
    bad.e("draw", "B", count=4)
    return sc(
        "no-play-before-the-draw",
        "カードを引く前にカードを出す",
        "Playing a card before the draw",
        "B opens his 番 by putting a 陸のみなもと on the field and only then draws up to five.",
        "illegal",
        ["101", "96"],
        game(header(snapshot=snap_), legal),
        game(header(snapshot=snap_), bad),
    )


@scenario
def s_play_after_discard() -> Scenario:
    b = side(18, 3, [("B:h1", "L"), ("B:h2", "H")], discard=["C1"], sources=[src("B:s1", "L")])
    r = side(17, 3, discard=["R1", "R2"], sources=[src("R:r1", "CO"), src("R:r2", "CO")])
    snap_ = snap(4, "first", ["B", "R"], {"drawn": True, "discarded": False}, b, r)
    legal = Log(4, "first")
    legal.e("play_source", "B", card=C("B:h1", "L"))
    legal.e("discard", "B", count=1, cards=["H"])
    legal.e("end_ban", "B")
    bad = Log(4, "first")
    bad.e("discard", "B", count=1, cards=["H"])
    bad.e("play_source", "B", card=C("B:h1", "L"))
    bad.e("end_ban", "B")
    return sc(
        "no-play-after-the-end-discard",
        "手札を捨てた後にカードを出す",
        "Playing a card after the end-of-番 discard",
        "B discards a 人のみなもと from his hand at the end of his 番, then remembers a 陸のみなもと and puts it "
        "on the field before declaring the end.",
        "illegal",
        ["107"],
        game(header(snapshot=snap_), legal),
        game(header(snapshot=snap_), bad),
    )


@scenario
def s_limit_discard() -> Scenario:
    snap_ = pos_b_first_undrawn(6, [("B:h1", "H")])
    legal = Log(4, "first")
    legal.e("limit_discard", "B", count=1, cards=["H"])
    legal.e("draw", "B", count=0)
    legal.e("end_ban", "B")
    bad = Log(4, "first")
    bad.e("draw", "B", count=0)
    bad.e("end_ban", "B")
    return sc(
        "hand-over-limit-cut-before-play",
        "手札上限を超えたまま番を始める",
        "Starting the 番 with a hand above the limit",
        "An effect in R's 番 left B with 6 cards. B starts his 番 keeping all six, arguing that he drew none "
        "so the limit does not matter.",
        "illegal",
        ["99"],
        game(header(snapshot=snap_), legal),
        game(header(snapshot=snap_), bad),
    )


@scenario
def s_card_after_end() -> Scenario:
    snap_ = pos_r_second(r_known=[("R:h1", "R1"), ("R:h2", "R2")])

    def build(ok: bool) -> Json:
        g = Log(3, "second")
        g.e("play", "R", card=C("R:h1", "R1"), sources=["R:r1"])
        if ok:
            g.e("play", "R", card=C("R:h2", "R2"), sources=["R:r2", "R:r3"])
            g.e("end_ban", "R")
        else:
            g.e("end_ban", "R")
            g.e("play", "R", card=C("R:h2", "R2"), sources=["R:r2", "R:r3"])
        return game(header(snapshot=snap_), g)

    return sc(
        "no-card-after-declaring-the-end",
        "番の終わりを宣言した後に対決カードを出す",
        "Playing a 対決 card after declaring the end of one's 番",
        "R says 「エンド」, then, before totals are told, adds a テスト温暖化2 from his hand, saying the 対決 "
        "has not started yet.",
        "illegal",
        ["110", "85"],
        build(True),
        build(False),
    )


def _r_wins_or_ties(tie: bool) -> tuple[Json, Log]:
    snap_ = pos_r_second(r_known=[("R:h1", "R1" if tie else "R3")], r_hand=3)
    g = Log(3, "second")
    if tie:
        g.e("play", "R", card=C("R:h1", "R1"), sources=["R:r1"])
    else:
        g.e("play", "R", card=C("R:h1", "R3"), sources=["R:r1", "R:r2", "R:r3"])
    g.e("end_ban", "R")
    g.at(3, "confrontation")
    g.e("announce", "B", total=2)
    g.e("announce", "R", total=2 if tie else 5)
    g.e("pass", "B")
    g.e("pass", "R")
    if tie:
        g.e("confrontation_end", None, winner=None, discarded=["B:c1", "R:h1"], life_loss=0)
    else:
        g.e("confrontation_end", None, winner="R", discarded=["B:c1"], life_loss=3)
    g.at(4, "first")
    return snap_, g


@scenario
def s_winner_first() -> Scenario:
    snap_, legal = _r_wins_or_ties(False)
    legal.e("draw", "R", count=3)
    _, bad = _r_wins_or_ties(False)
    bad.e("draw", "B", count=3)
    return sc(
        "winner-of-the-confrontation-goes-first",
        "対決の勝者でなく前の先攻が先攻を続ける",
        "The previous 先攻 starts the next turn although he lost",
        "R won the 対決 of turn 3 with テスト温暖化3. B, who went first in turn 3, draws to start turn 4 as 先攻 "
        "'as usual'; R objects before any card is played.",
        "illegal",
        ["86"],
        game(header(snapshot=snap_), legal),
        game(header(snapshot=snap_), bad),
    )


@scenario
def s_tie_first() -> Scenario:
    snap_, legal = _r_wins_or_ties(True)
    legal.e("draw", "B", count=3)
    _, bad = _r_wins_or_ties(True)
    bad.e("draw", "R", count=3)
    return sc(
        "after-a-tie-the-same-player-goes-first",
        "引き分けの後に先攻を交代する",
        "Switching the 先攻 after a tied 対決",
        "The 対決 of turn 3 ends 2-2. R says the players take turns going first and draws to start turn 4.",
        "illegal",
        ["87"],
        game(header(snapshot=snap_), legal),
        game(header(snapshot=snap_), bad),
    )


# ---- preparation ------------------------------------------------------------------------------


def setup(g: Log, decisions: list[tuple[str, str]], draw_before: bool = False) -> None:
    g.at(0, "setup")
    g.e("shuffle", "B")
    g.e("shuffle", "R")
    if draw_before:
        g.e("draw", "B", count=5)
        g.e("draw", "R", count=5)
        g.e("decide_first", None, first="B", method="janken")
    else:
        g.e("decide_first", None, first="B", method="janken")
        g.e("draw", "B", count=5)
        g.e("draw", "R", count=5)
    for seat, act in decisions:
        g.e(act, seat)


def first_ban(g: Log) -> None:
    g.at(1, "first")
    g.e("draw", "B", count=0)
    g.e("play_source", "B", card=C("B:s1", "L"))
    g.e("play", "B", card=C("B:c1", "C1"), sources=["B:s1"])
    g.e("end_ban", "B")


@scenario
def s_one_mulligan() -> Scenario:
    legal = Log(0, "setup")
    setup(legal, [("B", "mulligan"), ("R", "keep")])
    first_ban(legal)
    bad = Log(0, "setup")
    setup(bad, [("B", "mulligan"), ("B", "mulligan"), ("R", "keep")])
    first_ban(bad)
    return sc(
        "only-one-redraw-of-the-opening-hand",
        "最初の手札を2回引きなおす",
        "Redrawing the opening hand twice",
        "B redraws his opening five, dislikes the new hand too and shuffles it back for a second redraw.",
        "illegal",
        ["72"],
        game(header(), legal),
        game(header(), bad),
    )


@scenario
def s_mulligan_order() -> Scenario:
    legal = Log(0, "setup")
    setup(legal, [("B", "keep"), ("R", "mulligan")])
    first_ban(legal)
    bad = Log(0, "setup")
    setup(bad, [("R", "mulligan"), ("B", "keep")])
    first_ban(bad)
    return sc(
        "first-player-decides-redraw-first",
        "後攻が先に手札の引きなおしを決める",
        "The 後攻 decides on the redraw before the 先攻",
        "R, the 後攻, shuffles his opening hand back before B has said whether he keeps; B then keeps, having "
        "watched R's choice.",
        "illegal",
        ["73"],
        game(header(), legal),
        game(header(), bad),
    )


@scenario
def s_draw_before_decide() -> Scenario:
    legal = Log(0, "setup")
    setup(legal, [("B", "keep"), ("R", "keep")])
    first_ban(legal)
    bad = Log(0, "setup")
    setup(bad, [("B", "keep"), ("R", "keep")], draw_before=True)
    first_ban(bad)
    return sc(
        "no-draw-before-first-player-is-decided",
        "先攻／後攻の決定前に手札を引く",
        "Drawing the opening hand before deciding who goes first",
        "Both players draw their five cards and only then play じゃんけん for the 先攻; the loser wants the hands "
        "redrawn.",
        "illegal",
        ["70"],
        game(header(), legal),
        game(header(), bad),
    )


# ---- deck construction ------------------------------------------------------------------------


def _short_game() -> Log:
    g = Log(0, "setup")
    setup(g, [("B", "keep"), ("R", "keep")])
    first_ban(g)
    return g


@scenario
def s_copy_limit() -> Scenario:
    bad_deck = blue_deck(C1=3)
    return sc(
        "twenty-card-deck-two-copies-per-name",
        "20枚デッキに同名対決カードを3枚入れる",
        "Three copies of one 対決 card in a 20-card deck",
        "At deck check B's 20-card deck holds three テストの虫. B says the limit is three per name.",
        "illegal",
        ["59"],
        game(header(), _short_game()),
        game(header(bdeck=bad_deck), _short_game()),
    )


@scenario
def s_blue_warming() -> Scenario:
    bad_deck = blue_deck(R1=1)
    return sc(
        "blue-deck-holds-no-warming-card",
        "青い地球のデッキに地球温暖化カードを入れる",
        "A 地球温暖化 card in the blue Earth deck",
        "B, playing 青い地球, has one テスト温暖化1 in his deck 'as a sideboard tech'.",
        "illegal",
        ["55"],
        game(header(), _short_game()),
        game(header(bdeck=bad_deck), _short_game()),
    )


# ---- the 対決 ---------------------------------------------------------------------------------


def _conf_open(total_b: int = 3, total_r: int = 2) -> tuple[Json, Log]:
    """R plays テスト温暖化1 as 後攻 against B's テストの鳥; the 対決 starts."""
    snap_ = pos_r_second(
        r_known=[("R:h1", "R1"), ("R:h2", "K1")],
        b_groups=[[gcard("B:c1", "C2", ["B:s1", "B:s2"])]],
        b_sources=[under("B:s1", "L"), under("B:s2", "L"), src("B:s3", "H")],
    )
    g = Log(3, "second")
    g.e("play", "R", card=C("R:h1", "R1"), sources=["R:r1"])
    g.e("end_ban", "R")
    g.at(3, "confrontation")
    return snap_, g


@scenario
def s_announce_order() -> Scenario:
    snap_, legal = _conf_open()
    legal.e("announce", "B", total=3)
    legal.e("announce", "R", total=2)
    _, bad = _conf_open()
    bad.e("announce", "R", total=2)
    bad.e("announce", "B", total=3)
    return sc(
        "first-player-tells-total-first",
        "後攻が先に対決カードの点数を伝える",
        "The 後攻 tells his total first",
        "As the 対決 opens R blurts out 「2点」 first; B, the 先攻, then says 3. R wants to start over so that B "
        "commits first.",
        "illegal",
        ["122"],
        game(header(snapshot=snap_), legal),
        game(header(snapshot=snap_), bad),
    )


@scenario
def s_total_counts_support() -> Scenario:
    snap_ = pos_b_second(known=[("B:h1", "W1")])

    def build(total: int) -> Json:
        g = Log(3, "second")
        g.e("play", "B", card=C("B:c1", "C1"), sources=["B:s1"])
        g.e("support", "B", card=C("B:h1", "W1"), sources=["B:s3"], target="B:c1")
        g.e("pass", "R")
        g.e("resolve", None, card="B:h1", strength={"B:c1": 1})
        g.e("end_ban", "B")
        g.at(3, "confrontation")
        g.e("announce", "R", total=3)
        g.e("announce", "B", total=total)
        return game(header(snapshot=snap_), g)

    return sc(
        "opening-total-counts-supports-already-played",
        "番で使ったサポートの点数を対決の点数に含めない",
        "Leaving out a support played in the 番 from the opening total",
        "B played テストの植林 (+1) on his テストの虫 during his 番. At the 対決 he tells 2, thinking supports only "
        "count when used in the 対決; R says 3.",
        "illegal",
        ["122", "129"],
        build(3),
        build(2),
    )


@scenario
def s_first_decides_support() -> Scenario:
    snap_, legal = _conf_open()
    legal.e("announce", "B", total=3)
    legal.e("announce", "R", total=2)
    legal.e("pass", "B")
    legal.e("support", "R", card=C("R:h2", "K1"), sources=["R:r2"], target="B:c1")
    legal.e("pass", "B")
    legal.e("resolve", None, card="R:h2", strength={"B:c1": -2})
    legal.e("pass", "R")
    legal.e("announce", "B", total=1)
    legal.e("announce", "R", total=2)
    legal.e("confrontation_end", None, winner="R", discarded=["B:c1"], life_loss=1)
    _, bad = _conf_open()
    bad.e("announce", "B", total=3)
    bad.e("announce", "R", total=2)
    bad.e("support", "R", card=C("R:h2", "K1"), sources=["R:r2"], target="B:c1")
    bad.e("pass", "B")
    bad.e("resolve", None, card="R:h2", strength={"B:c1": -2})
    return sc(
        "first-player-decides-first-on-supports",
        "対決で後攻が先にサポートを出す",
        "The 後攻 plays the first support of the 対決",
        "Right after the totals R slams テストの排気 on B's テストの鳥 before B, the 先攻, has said whether he uses "
        "a support.",
        "illegal",
        ["124", "260"],
        game(header(snapshot=snap_), legal),
        game(header(snapshot=snap_), bad),
    )


@scenario
def s_support_after_close() -> Scenario:
    snap_, legal = _conf_open()
    legal.e("announce", "B", total=3)
    legal.e("announce", "R", total=2)
    legal.e("pass", "B")
    legal.e("pass", "R")
    legal.e("confrontation_end", None, winner="B", discarded=["R:h1"], life_loss=1)
    _, bad = _conf_open()
    bad.e("announce", "B", total=3)
    bad.e("announce", "R", total=2)
    bad.e("pass", "B")
    bad.e("pass", "R")
    bad.e("support", "R", card=C("R:h2", "K1"), sources=["R:r2"], target="B:c1")
    bad.e("pass", "B")
    bad.e("resolve", None, card="R:h2", strength={"B:c1": -2})
    return sc(
        "no-support-after-both-declined",
        "両者がサポートを使わないと表明した後にサポートを出す",
        "A support after both players declined in a row",
        "B said 「なし」, R said 「なし」; as B reaches for his Earth Life sheet, R changes his mind and plays "
        "テストの排気.",
        "illegal",
        ["262"],
        game(header(snapshot=snap_), legal),
        game(header(snapshot=snap_), bad),
    )


def _conf_done(end: Json) -> tuple[Json, Json]:
    out = []
    for args in (None, end):
        snap_, g = _conf_open()
        g.e("announce", "B", total=3)
        g.e("announce", "R", total=2)
        g.e("pass", "B")
        g.e("pass", "R")
        g.e("confrontation_end", None, **(args or {"winner": "B", "discarded": ["R:h1"], "life_loss": 1}))
        out.append(game(header(snapshot=snap_), g))
    return out[0], out[1]


@scenario
def s_life_difference() -> Scenario:
    legal, bad = _conf_done({"winner": "B", "discarded": ["R:h1"], "life_loss": 3})
    return sc(
        "earth-life-loss-is-the-difference",
        "負けたプレイヤーが相手の点数分の地球ライフを減らす",
        "The loser loses the winner's total instead of the difference",
        "B wins the 対決 3 to 2. B says R loses 3 Earth Life, one per point of B's total.",
        "illegal",
        ["136"],
        legal,
        bad,
    )


@scenario
def s_tie_both_discard() -> Scenario:
    def build(discarded: list[str]) -> Json:
        snap_ = pos_r_second(r_known=[("R:h1", "R1")])
        g = Log(3, "second")
        g.e("play", "R", card=C("R:h1", "R1"), sources=["R:r1"])
        g.e("end_ban", "R")
        g.at(3, "confrontation")
        g.e("announce", "B", total=2)
        g.e("announce", "R", total=2)
        g.e("pass", "B")
        g.e("pass", "R")
        g.e("confrontation_end", None, winner=None, discarded=discarded, life_loss=0)
        return game(header(snapshot=snap_), g)

    return sc(
        "tie-both-players-lose-their-cards",
        "引き分けで対決カードを場に残す",
        "Keeping the 対決 cards on the field after a tie",
        "The 対決 ends 2-2. Since nobody lost Earth Life, both players want to keep their 対決 cards for the next "
        "turn.",
        "illegal",
        ["135", "131"],
        build(["B:c1", "R:h1"]),
        build([]),
    )


@scenario
def s_zero_life_ends() -> Scenario:
    def build(ok: bool) -> Json:
        snap_ = pos_r_second(
            r_known=[("R:h1", "R1"), ("R:h2", "K1")],
            b_groups=[[gcard("B:c1", "C2", ["B:s1", "B:s2"])]],
            b_sources=[under("B:s1", "L"), under("B:s2", "L"), src("B:s3", "H")],
            r_life=1,
        )
        g = Log(3, "second")
        g.e("play", "R", card=C("R:h1", "R1"), sources=["R:r1"])
        g.e("end_ban", "R")
        g.at(3, "confrontation")
        g.e("announce", "B", total=3)
        g.e("announce", "R", total=2)
        g.e("pass", "B")
        g.e("pass", "R")
        g.e("confrontation_end", None, winner="B", discarded=["R:h1"], life_loss=1)
        if ok:
            g.e("result", None, winner="B")
        else:
            g.at(4, "first")
            g.e("draw", "B", count=3)
        return game(header(snapshot=snap_), g)

    return sc(
        "earth-life-zero-ends-the-game",
        "地球ライフ0でゲームを続ける",
        "Playing on after Earth Life reached 0",
        "R had 1 Earth Life left and lost the 対決 by 1. R says a player is out only below 0 and the players "
        "start turn 4.",
        "illegal",
        ["142"],
        build(True),
        build(False),
    )


@scenario
def s_both_zero() -> Scenario:
    rdeck = red_deck(K10=1)

    def build(winner: str | None) -> Json:
        snap_ = pos_r_second(r_known=[("R:h1", "K10")], b_life=2, r_life=2)
        g = Log(3, "second")
        g.e("support", "R", card=C("R:h1", "K10"), sources=["R:r1"])
        g.e("pass", "B")
        g.e("resolve", None, card="R:h1", life={"R": -2, "B": -2})
        g.e("result", None, winner=winner)
        return game(header(rdeck=rdeck, snapshot=snap_), g)

    return sc(
        "both-earth-lives-zero-at-once-is-a-draw",
        "両者の地球ライフが同時に0になった時の勝敗",
        "Both Earth Lives reach 0 at the same time",
        "With both players at 2, R plays テストの共倒れ (「お互いの地球ライフ-2」). R claims the win because his card "
        "did it.",
        "illegal",
        ["144"],
        build(None),
        build("R"),
    )


@scenario
def s_stalemate() -> Scenario:
    b = side(8, 5, discard=["C1", "C2", "W1"], sources=[src("B:s1", "L"), src("B:s2", "L"), src("B:s3", "H")])
    r = side(5, 5, discard=["R1", "R2", "K1"], sources=[src("R:r1", "CO"), src("R:r2", "CO")])
    snap_ = snap(6, "first", ["B", "R"], {"drawn": False}, b, r)

    def build(winner: str | None) -> Json:
        g = Log(6, "first")
        for turn in (6, 7):
            g.at(turn, "first")
            g.e("draw", "B", count=0)
            g.e("end_ban", "B")
            g.at(turn, "second")
            g.e("draw", "R", count=0)
            g.e("end_ban", "R")
            g.at(turn, "confrontation")
            g.e("announce", "B", total=0)
            g.e("announce", "R", total=0)
            g.e("pass", "B")
            g.e("pass", "R")
            g.e("confrontation_end", None, winner=None, discarded=[], life_loss=0)
        g.e("result", None, winner=winner)
        return game(header(snapshot=snap_), g)

    return sc(
        "unchanged-game-ends-higher-earth-life-wins",
        "2ターン変化のないゲームの勝敗",
        "Who wins a game that did not change for two turns",
        "For two whole turns neither player drew, played or discarded anything and both 対決 ended 0-0. The "
        "players agree the game is over; R (5 Earth Life) calls it a draw because no 対決 was won, B has 8.",
        "illegal",
        ["151", "145"],
        build("B"),
        build(None),
    )


# ---- costs and chains ---------------------------------------------------------------------------


@scenario
def s_cost_attribute() -> Scenario:
    snap_ = pos_b_second(known=[("B:h1", "C3")])

    def build(sources: list[str]) -> Json:
        g = Log(3, "second")
        g.e("play", "B", card=C("B:h1", "C3"), sources=sources)
        g.e("end_ban", "B")
        return game(header(snapshot=snap_), g)

    return sc(
        "cost-needs-each-printed-attribute",
        "陸と人のコストを陸2枚で払う",
        "Paying a 陸+人 cost with two 陸",
        "B plays テストの獣 (cost 陸1・人1) on two 陸のみなもと, keeping his only 人のみなもと for a support; he says "
        "two sources are two sources.",
        "illegal",
        ["118", "119"],
        build(["B:s1", "B:s3"]),
        build(["B:s1", "B:s2"]),
    )


@scenario
def s_special_source_attr() -> Scenario:
    snap_ = pos_b_second(known=[("B:h1", "C2")], extra_b_sources=[src("B:s5", "LH", attr="人")])
    bdeck = blue_deck(LH=2)

    def build(sources: list[str]) -> Json:
        g = Log(3, "second")
        g.e("play", "B", card=C("B:h1", "C2"), sources=sources)
        g.e("end_ban", "B")
        return game(header(bdeck=bdeck, snapshot=snap_), g)

    return sc(
        "special-source-keeps-its-declared-attribute",
        "人として出した里山を陸として使う",
        "Using a special source for the attribute it was not played as",
        "B's 里山 was put down facing 人. Now B pays テストの鳥 (cost 陸2) with one 陸のみなもと and the 里山, "
        "turning it to 陸.",
        "illegal",
        ["113"],
        build(["B:s1", "B:s2"]),
        build(["B:s1", "B:s5"]),
    )


@scenario
def s_source_used_after_left() -> Scenario:
    snap_ = pos_b_second(
        known=[("B:h1", "W1"), ("B:h2", "C1"), ("B:h3", "C1"), ("B:h4", "C2")],
        extra_b_sources=[src("B:s6", "L")],
        r_known=[("R:h1", "K1")],
        b_discard=["C3", "W1"],
    )

    def build(ok: bool) -> Json:
        g = Log(3, "second")
        g.e("play", "B", card=C("B:h2", "C1"), sources=["B:s1"])
        g.e("play", "B", card=C("B:h3", "C1"), sources=["B:s2"])
        g.e("support", "B", card=C("B:h1", "W1"), sources=["B:s3"], target="B:h3")
        g.e("support", "R", card=C("R:h1", "K1"), sources=["R:r3"], target="B:h2")
        g.e("pass", "B")
        g.e("resolve", None, card="R:h1", strength={"B:h2": -2})
        g.e("leave", "B", card="B:h2", to="discard", by="rule")
        g.e("resolve", None, card="B:h1", strength={"B:h3": 1})
        g.e("survival", "B", discarded=[], released=[])
        g.e("survival_approve", "R")
        g.e("play", "B", card=C("B:h4", "C2"), sources=["B:s4", "B:s6"] if ok else ["B:s1", "B:s4"])
        return game(header(snapshot=snap_), g)

    return sc(
        "source-stays-used-after-its-card-left",
        "対決カードが消えたみなもとを同じターンに再使用する",
        "Reusing, in the same turn, a source whose card left the field",
        "R's テストの排気 sent B's テストの虫 to the discard in B's 番. B now stacks テストの鳥 on the freed 陸のみなもと "
        "and one other, saying nothing is on it any more.",
        "illegal",
        ["93", "94"],
        build(True),
        build(False),
    )


@scenario
def s_chain_named() -> Scenario:
    snap_ = pos_b_second(known=[("B:h1", "C1"), ("B:h2", "C2"), ("B:h3", "C3")], b_discard=["W1", "H"])

    def build(ok: bool) -> Json:
        g = Log(3, "second")
        g.e("play", "B", card=C("B:h1", "C1"), sources=["B:s1"])
        if ok:
            g.e("play", "B", card=C("B:h2", "C2"), sources=["B:s2"], chain_on="B:h1")
        else:
            g.e("play", "B", card=C("B:h3", "C3"), sources=["B:s3"], chain_on="B:h1")
        g.e("end_ban", "B")
        return game(header(snapshot=snap_), g)

    return sc(
        "chain-only-onto-the-named-card",
        "連鎖先に書かれていないカードに連鎖する",
        "Chaining onto a card not named under the photo",
        "B chains テストの獣 (連鎖: テストの鳥) directly onto his テストの虫, saying the 鳥 step can be skipped since "
        "both are 陸.",
        "illegal",
        ["172", "27"],
        build(True),
        build(False),
    )


@scenario
def s_printed_181() -> Scenario:
    snap_ = pos_b_second(
        known=[("B:h1", "C9"), ("B:h2", "C10")],
        b_sources=[
            src("B:s1", "L"),
            src("B:s2", "L"),
            src("B:s3", "H"),
            src("B:s4", "L"),
            src("B:s5", "H"),
            src("B:s6", "L"),
        ],
        b_discard=[],
    )
    bdeck = blue_deck(C9=1, C10=1)

    def build(extra: list[str]) -> Json:
        g = Log(3, "second")
        g.e("play", "B", card=C("B:h1", "C9"), sources=["B:s1", "B:s2", "B:s3"])
        g.e("play", "B", card=C("B:h2", "C10"), sources=extra, chain_on="B:h1")
        g.e("end_ban", "B")
        return game(header(bdeck=bdeck, snapshot=snap_), g)

    return sc(
        "mixed-chain-any-mix-up-to-the-largest-cost",
        "混色連鎖のみなもと：陸5枚のカードを陸人3枚のカードに重ねる",
        "Mixed-colour chain: a 陸5 card on a 陸+人 card of 3",
        "B chains テストのクマ (陸5) onto テストのイノシシ (陸2・人1) and adds a 人 and a 陸 source (group: 陸3・人2). "
        "R says the bear needs five 陸. B, told that any mix works, then adds three more sources to be safe.",
        "illegal",
        ["181", "179"],
        build(["B:s4", "B:s5"]),
        build(["B:s4", "B:s5", "B:s6"]),
        printed="181",
    )


@scenario
def s_chain_excess() -> Scenario:
    snap_ = pos_b_second(known=[("B:h1", "C1"), ("B:h2", "C2")], b_discard=["W1", "C3"])

    def build(extra: list[str]) -> Json:
        g = Log(3, "second")
        g.e("play", "B", card=C("B:h1", "C1"), sources=["B:s1"])
        g.e("play", "B", card=C("B:h2", "C2"), sources=extra, chain_on="B:h1")
        g.e("end_ban", "B")
        return game(header(snapshot=snap_), g)

    return sc(
        "single-colour-chain-uses-only-the-largest-cost",
        "単色連鎖で必要コストの合計分みなもとを使う",
        "A single-colour chain paying the sum of the costs",
        "B chains テストの鳥 (陸2) onto テストの虫 (陸1) and stacks two more 陸 for it, three in all, believing each "
        "card pays its own cost.",
        "illegal",
        ["176", "177"],
        build(["B:s2"]),
        build(["B:s2", "B:s4"]),
    )


@scenario
def s_foreign_attribute() -> Scenario:
    snap_ = pos_b_second(
        known=[("B:h1", "C1"), ("B:h2", "C2")],
        extra_b_sources=[src("B:s7", "RV")],
        b_discard=["W1"],
    )
    bdeck = blue_deck(RV=1)

    def build(extra: list[str]) -> Json:
        g = Log(3, "second")
        g.e("play", "B", card=C("B:h1", "C1"), sources=["B:s1"])
        g.e("play", "B", card=C("B:h2", "C2"), sources=extra, chain_on="B:h1")
        g.e("end_ban", "B")
        return game(header(bdeck=bdeck, snapshot=snap_), g)

    return sc(
        "chain-uses-no-foreign-attribute",
        "連鎖に不要な属性のみなもとを使う",
        "A chain using a source of an attribute none of its cards needs",
        "B chains テストの鳥 (陸2) onto テストの虫 and uses a 川のみなもと as the second source, saying all blue "
        "sources are interchangeable in a chain.",
        "illegal",
        ["182"],
        build(["B:s2"]),
        build(["B:s7"]),
    )


def _chain3_snapshot() -> Json:
    return pos_r_second(
        r_known=[("R:h1", "K7")],
        b_groups=[
            [
                gcard("B:c1", "C1", ["B:s1"]),
                gcard("B:c2", "C2", ["B:s2"]),
                gcard("B:c3", "C3", ["B:s3"]),
            ]
        ],
        b_sources=[under("B:s1", "L"), under("B:s2", "L"), under("B:s3", "H")],
    )


def _chain3(target: str, survival: Json, after: list[tuple[str, str, Json]] | None = None) -> Json:
    g = Log(3, "second")
    g.e("support", "R", card=C("R:h1", "K7"), sources=["R:r1"], target=target)
    g.e("pass", "B")
    g.e("resolve", None, card="R:h1")
    g.e("leave", "B", card=target, to="discard", by="R:h1")
    g.e("survival", "B", **survival)
    for act, actor, args in after or [("survival_approve", "R", {}), ("end_ban", "R", {})]:
        g.e(act, actor, **args)
    return game(header(rdeck=red_deck(K7=1), snapshot=_chain3_snapshot()), g)


@scenario
def s_survival_upper() -> Scenario:
    return sc(
        "survival-upper-card-must-chain-on-new-lower",
        "間の対決カードが消えた連鎖の上位カードを残す",
        "Keeping the upper card of a chain whose middle card left",
        "R's テストの焼却 sends the テストの鳥 out of B's chain 虫→鳥→獣. B pushes the テストの獣 down onto the "
        "テストの虫 and keeps it, saying the group is still 陸.",
        "illegal",
        ["191", "192"],
        _chain3("B:c2", {"discarded": ["B:c3"], "released": ["B:s2", "B:s3"]}),
        _chain3("B:c2", {"discarded": [], "released": []}),
    )


@scenario
def s_survival_lower_stay() -> Scenario:
    return sc(
        "survival-lower-cards-stay-when-top-leaves",
        "最上位のカードが消えたとき下位のカードも捨てる",
        "Discarding the lower cards when the top card of a chain leaves",
        "R's テストの焼却 sends the テストの獣 on top of B's chain 虫→鳥→獣 to the discard. B thinks the whole chain "
        "breaks and also discards the テストの鳥.",
        "illegal",
        ["192", "158"],
        _chain3("B:c3", {"discarded": [], "released": ["B:s3"]}),
        _chain3("B:c3", {"discarded": ["B:c2"], "released": ["B:s2", "B:s3"]}),
    )


@scenario
def s_objection_late() -> Scenario:
    ok = {"discarded": [], "released": ["B:s3"]}
    return sc(
        "survival-objection-after-approval-too-late",
        "生存判定を承認した後に異議を唱える",
        "Objecting to a survival check after approving it",
        "After the テストの獣 left B's chain, B kept 虫→鳥 and released the 人のみなもと; R said 「OK」. A moment "
        "later R objects that the テストの鳥 should have gone too.",
        "illegal",
        ["215", "214"],
        _chain3("B:c3", ok),
        _chain3(
            "B:c3",
            ok,
            [
                ("survival_approve", "R", {}),
                ("survival_object", "R", {"problem": "B:c2 should have been discarded"}),
            ],
        ),
    )


@scenario
def s_survival_release_dead() -> Scenario:
    snap_ = pos_r_second(r_known=[("R:h1", "K1")])

    def build(released: list[str]) -> Json:
        g = Log(3, "second")
        g.e("support", "R", card=C("R:h1", "K1"), sources=["R:r1"], target="B:c1")
        g.e("pass", "B")
        g.e("resolve", None, card="R:h1", strength={"B:c1": -2})
        g.e("leave", "B", card="B:c1", to="discard", by="rule")
        g.e("survival", "B", discarded=[], released=released)
        g.e("survival_approve", "R")
        g.e("end_ban", "R")
        return game(header(snapshot=snap_), g)

    return sc(
        "no-release-for-a-group-that-is-gone",
        "全滅したグループのみなもとを未使用に戻す",
        "Releasing the source of a group none of whose cards stayed",
        "B's only テストの虫 was brought to 0 and left. In the survival check B declares its 陸のみなもと "
        "'released as surplus' so he can use it for a support in R's 番.",
        "illegal",
        ["93", "209"],
        build([]),
        build(["B:s1"]),
    )


# ---- players, teams and judges ---------------------------------------------------------------


def team_header() -> Json:
    h = header()
    h["players"] = [{"seat": "B1"}, {"seat": "B2"}, {"seat": "R1"}, {"seat": "R2"}]
    h["teams"] = [{"name": "blue", "seats": ["B1", "B2"]}, {"name": "red", "seats": ["R1", "R2"]}]
    h["first_player"] = "B1"
    h["options"]["sides"] = {"B1": "blue", "R1": "red"}
    h["decklists"] = {"B1": h["decklists"]["B"], "R1": h["decklists"]["R"]}
    return h


def team_game(peek: bool) -> Json:
    g = Log(0, "setup")
    g.e("shuffle", "B1")
    g.e("shuffle", "R1")
    g.e("decide_first", None, first="B1", method="janken")
    g.e("draw", "B1", count=5)
    g.e("draw", "R1", count=5)
    g.e("keep", "B1")
    g.e("keep", "R1")
    g.at(1, "first")
    g.e("draw", "B1", count=0)
    if peek:
        g.e("conduct", None, seat="B2", breach="looked_at_hand", unavoidable=False)
    g.e("play_source", "B2", card=C("B1:s1", "L"))
    g.e("play", "B2", card=C("B1:c1", "C1"), sources=["B1:s1"])
    g.e("end_ban", "B1")
    return game(team_header(), g)


@scenario
def s_barred_member() -> Scenario:
    return sc(
        "member-who-saw-opponents-hand-is-out",
        "相手の手札を見たチーム構成員がプレイを続ける",
        "A team member who saw the opponent's hand keeps playing",
        "In a team game B2 leaned over and saw R1's hand; the judge confirmed it. B2 then lays the blue side's "
        "source and テストの虫 as if nothing happened.",
        "illegal",
        ["78", "74"],
        team_game(False),
        team_game(True),
    )


@scenario
def s_game_loss_warning() -> Scenario:
    def build(warned: bool) -> Json:
        snap_ = pos_r_second(r_known=[("R:h1", "R1")])
        g = Log(3, "second")
        g.e("play", "R", card=C("R:h1", "R1"), sources=["R:r1"])
        if warned:
            g.e("penalty", None, seat="R", kind="warning", reason="判定に異議を唱え続けた", record="P-1")
        g.e("penalty", None, seat="R", kind="game_loss", reason="286項", record="P-2")
        g.e("result", None, winner="B")
        return game(header(snapshot=snap_), g)

    return sc(
        "game-loss-needs-a-prior-warning",
        "警告なしに負けを通告する",
        "A game loss announced without a prior warning",
        "R keeps disputing a clear ruling. The judge, annoyed, gives R the game loss at once under 286 without "
        "having warned him first.",
        "illegal",
        ["287"],
        build(True),
        build(False),
    )


@scenario
def s_spectator_talk() -> Scenario:
    def build(talk: bool) -> Json:
        snap_ = pos_b_second(known=[("B:h1", "C1")])
        g = Log(3, "second")
        if talk:
            g.e("conduct", None, seat="B", breach="spectator_talk", unavoidable=False)
        g.e("play", "B", card=C("B:h1", "C1"), sources=["B:s1"])
        g.e("end_ban", "B")
        return game(header(snapshot=snap_), g)

    return sc(
        "spectator-advice-sanction-reference-open",
        "観戦者が助言した場合の処置",
        "What follows when a spectator advises a player",
        "A friend watching B's game whispers 'play the bug'. R asks the judge what happens to B; 77 bans the "
        "talk but sends its treatment to 「78項～77項」, a reversed reference.",
        "needs_ruling",
        ["77"],
        build(False),
        build(True),
    )


@scenario
def s_first_series() -> Scenario:
    snap_ = pos_b_second(
        known=[("B:h1", "C2")],
        b_groups=[[gcard("B:c1", "C1", ["B:s1"])], [gcard("B:f1", "F1", ["B:s2"])]],
        b_sources=[under("B:s1", "L"), under("B:s2", "L"), src("B:s3", "H"), src("B:s4", "L")],
    )
    bdeck = blue_deck(F1=1)

    def build(on: str) -> Json:
        g = Log(3, "second")
        g.e("play", "B", card=C("B:h1", "C2"), sources=["B:s4"], chain_on=on)
        g.e("end_ban", "B")
        return game(header(bdeck=bdeck, snapshot=snap_), g)

    return sc(
        "first-series-names-show-what-it-chains-with",
        "第1弾カードの連鎖表記の向き",
        "Which way a first-series card's chain names point",
        "B's テストのツバメ is a first-series card whose photo names テストの鳥. B chains a テストの鳥 (which names only "
        "テストの虫) on top of the ツバメ, reading 274 as making the names two-way.",
        "needs_ruling",
        ["274"],
        build("B:c1"),
        build("B:f1"),
    )


# --------------------------------------------------------------------------------------------


def _note_card(obj: Any, seen: dict[str, Counter[str]], ids: set[str]) -> None:
    if isinstance(obj, dict) and "iid" in obj and obj.get("card") and obj["iid"] not in ids:
        ids.add(obj["iid"])
        seen[obj["iid"].split(":")[0]][obj["card"]] += 1


def _check_copies(s: Scenario) -> None:
    """Self-check: no log names more copies of a card id than its decklist holds."""
    for key in ("legal", "illegal", "needs_ruling"):
        if key not in s:
            continue
        log = s[key]
        decks = log["header"]["decklists"]
        seen: dict[str, Counter[str]] = {seat: Counter() for seat in decks}
        ids: set[str] = set()
        snapshot = log["header"].get("snapshot")
        if snapshot:
            for seat, z in snapshot["players"].items():
                for c in z["discard"] + z["removed"]:
                    if isinstance(c, str):
                        seen[seat][c] += 1
                    else:
                        _note_card(c, seen, ids)
                cards = (
                    list(z["hand"].get("cards", []))
                    + list(z["field"]["sources"])
                    + list(z["field"]["supports"])
                )
                for grp in z["field"]["groups"]:
                    cards.extend(grp)
                for c in cards:
                    _note_card(c, seen, ids)
        for e in log["entries"]:
            _note_card(e["args"].get("card"), seen, ids)
        for seat, cnt in seen.items():
            for cid, n in cnt.items():
                assert n <= decks[seat]["main"].get(cid, 0), (s["id"], key, seat, cid, n)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    ids: set[str] = set()
    for fn in SCENARIOS:
        s = fn()
        assert s["id"] not in ids, s["id"]
        ids.add(s["id"])
        if s["id"] in NOTES:
            s["note"] = NOTES[s["id"]]
        if s["id"] in GAPS:
            s["gap"] = GAPS[s["id"]]
        _check_copies(s)
        path = OUT / f"{s['id']}.json"
        path.write_text(json.dumps(s, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(ids)} scenarios to {OUT}")


if __name__ == "__main__":
    main()
