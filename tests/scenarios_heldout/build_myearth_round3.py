"""Writes the third blind round of MyEarth held-out judge scenarios (ids ``myearth-ho3-…``).

Run from the repository root: ``python -m tests.scenarios_heldout.build_myearth_round3``.

Written from the rulebook (``rules_index/data/myearth.txt``) and the log-format documents alone, by a
writer who read neither the engine nor the earlier rounds' scenarios. Each scenario is the ruling first
(verdict and deciding clauses), then a ``legal`` log (the same situation played by the rules) and the
disputed log. The logs start from mid-game snapshots where they can, so they stay short; the card pool
is a set of plain test cards declared below. Edit this file and regenerate; do not edit the JSON by hand.

``NOTES`` (scenario id → why a scenario was corrected after its first run) and ``GAPS`` (scenario id →
why the engine does not agree yet) are filled by the second look after the first run.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent / "myearth"

NOTES: dict[str, str] = {}
GAPS: dict[str, str] = {}

Json = dict[str, Any]

# ---------------------------------------------------------------------------------------------------
# The card pool: plain test cards, each with only what the rules need.

CARDS: Json = {
    "L": {"name": "陸のみなもと", "type": "source", "attributes": ["陸"]},
    "H": {"name": "人のみなもと", "type": "source", "attributes": ["人"]},
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
    # 「場に出したとき、カードを1枚引く」
    "C4": {
        "name": "テストの蛙",
        "type": "confrontation",
        "atk": 1,
        "attributes": ["陸"],
        "keywords": {"cost": {"陸": 1}, "kind": "creature"},
        "abilities": [{"kind": "effect", "trigger": {"event": "played"}, "effect": {"draw": 1}}],
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
    # 「自分の場の対決カード1枚の強さを+2する」
    "W1": {
        "name": "テストの植林",
        "type": "support",
        "attributes": ["人"],
        "keywords": {"cost": {"人": 1}, "support": "white", "target": "confrontation"},
        "abilities": [
            {
                "kind": "support",
                "targets": [{"zone": "field", "whose": "own", "kind": "confrontation"}],
                "effect": {"strength": 2},
            }
        ],
    },
    # 「相手の場の対決カード1枚の強さを-2する」
    "W2": {
        "name": "テストの省エネ",
        "type": "support",
        "attributes": ["人"],
        "keywords": {"cost": {"人": 1}, "support": "white", "target": "confrontation"},
        "abilities": [
            {
                "kind": "support",
                "targets": [{"zone": "field", "whose": "opponent", "kind": "confrontation"}],
                "effect": {"strength": -2},
            }
        ],
    },
    # 「自分の場の対決カード1枚の強さを+1する。【課題】…」
    "WT": {
        "name": "テストの観察",
        "type": "support",
        "attributes": ["人"],
        "keywords": {"cost": {"人": 1}, "support": "white", "target": "confrontation", "task": True},
        "abilities": [
            {
                "kind": "support",
                "targets": [{"zone": "field", "whose": "own", "kind": "confrontation"}],
                "effect": {"strength": 1},
            }
        ],
    },
    # 使うときに【みなもと】は必要ない: 「自分の場の対決カード1枚の強さを+1する」
    "WN": {
        "name": "テストの声かけ",
        "type": "support",
        "attributes": ["人"],
        "keywords": {"support": "white", "target": "confrontation", "no_source": True},
        "abilities": [
            {
                "kind": "support",
                "targets": [{"zone": "field", "whose": "own", "kind": "confrontation"}],
                "effect": {"strength": 1},
            }
        ],
    },
    "SSB": {
        "name": "テストの両面・青",
        "type": "support",
        "attributes": ["人"],
        "keywords": {"cost": {"人": 1}, "support": "ss", "target": "confrontation"},
        "abilities": [
            {
                "kind": "support",
                "targets": [{"zone": "field", "whose": "own", "kind": "confrontation"}],
                "effect": {"strength": 1},
            }
        ],
    },
    "SSR": {
        "name": "テストの両面・赤",
        "type": "support",
        "attributes": ["人"],
        "keywords": {"cost": {"人": 1}, "support": "ss", "target": "confrontation"},
        "abilities": [
            {
                "kind": "support",
                "targets": [{"zone": "field", "whose": "own", "kind": "confrontation"}],
                "effect": {"strength": 1},
            }
        ],
    },
    # 「相手の場の対決カード1枚の強さを-4する」
    "K1": {
        "name": "テストの伐採",
        "type": "support",
        "attributes": ["二酸化炭素"],
        "keywords": {"cost": {"二酸化炭素": 1}, "support": "black", "target": "confrontation"},
        "abilities": [
            {
                "kind": "support",
                "targets": [{"zone": "field", "whose": "opponent", "kind": "confrontation"}],
                "effect": {"strength": -4},
            }
        ],
    },
    # 「自分の場の対決カード1枚の強さを+1する」
    "K2": {
        "name": "テストの排気",
        "type": "support",
        "attributes": ["二酸化炭素"],
        "keywords": {"cost": {"二酸化炭素": 1}, "support": "black", "target": "confrontation"},
        "abilities": [
            {
                "kind": "support",
                "targets": [{"zone": "field", "whose": "own", "kind": "confrontation"}],
                "effect": {"strength": 1},
            }
        ],
    },
    # 「相手の山札の中を見る」
    "KL": {
        "name": "テストの偵察",
        "type": "support",
        "attributes": ["二酸化炭素"],
        "keywords": {"cost": {"二酸化炭素": 1}, "support": "black"},
        "abilities": [{"kind": "support", "effect": {"look_deck": "opponent"}}],
    },
}

DECK_B: dict[str, int] = {
    "L": 5,
    "H": 3,
    "LH": 1,
    "C1": 2,
    "C2": 2,
    "C3": 1,
    "C4": 1,
    "W1": 1,
    "W2": 1,
    "WT": 1,
    "SSB": 1,
    "WN": 1,
}
DECK_R: dict[str, int] = {"CO": 9, "H": 1, "R1": 2, "R2": 2, "R3": 1, "K1": 2, "K2": 1, "KL": 1, "SSR": 1}

assert sum(DECK_B.values()) == 20 and sum(DECK_R.values()) == 20


def header(
    *,
    snapshot: Json | None = None,
    deck_b: dict[str, int] | None = None,
    deck_r: dict[str, int] | None = None,
    cards: Json | None = None,
    options: Json | None = None,
    teams: bool = False,
) -> Json:
    opts: Json = {"starting_life": 20, "sides": {"B": "blue", "R": "red"}}
    players = [{"seat": "B", "name": "青い地球"}, {"seat": "R", "name": "赤い地球"}]
    decklists = {"B": {"main": dict(deck_b or DECK_B)}, "R": {"main": dict(deck_r or DECK_R)}}
    head: Json = {
        "format": "judgelog/1",
        "game": "myearth",
        "rules_version": "2nd edition 2012-10-31",
        "players": players,
        "first_player": "B",
        "options": opts,
        "cards": copy.deepcopy(cards or CARDS),
        "decklists": decklists,
    }
    if teams:
        # Two teams of two; each decklist sits under the team's first seat (B, R).
        head["players"] = [
            {"seat": "B", "name": "青い地球1"},
            {"seat": "B2", "name": "青い地球2"},
            {"seat": "R", "name": "赤い地球1"},
            {"seat": "R2", "name": "赤い地球2"},
        ]
        head["teams"] = [{"name": "blue", "seats": ["B", "B2"]}, {"name": "red", "seats": ["R", "R2"]}]
    if options:
        opts.update(options)
    if snapshot is not None:
        head["snapshot"] = snapshot
    return head


def log(head: Json, entries: list[tuple[Any, ...]]) -> Json:
    """entries: (turn, phase, act, actor, args) tuples, numbered from 1."""
    out = []
    for seq, (turn, phase, act, actor, args) in enumerate(entries, start=1):
        entry: Json = {"seq": seq, "turn": turn, "phase": phase, "act": act, "args": args or {}}
        if actor is not None:
            entry["actor"] = actor
        out.append(entry)
    return {"header": head, "entries": out}


# ---------------------------------------------------------------------------------------------------
# Snapshot helpers: a side's zones, the deck count filled in so that the side adds up to its 20 cards.


def src(iid: str, card: str, attribute: str, used: bool | None = None, **extra: Any) -> Json:
    s: Json = {"iid": iid, "card": card, "attribute": attribute}
    if used is not None:
        s["used"] = used
    s.update(extra)
    return s


def gc(iid: str, card: str, sources: list[str], strength: int | None = None) -> Json:
    c: Json = {"iid": iid, "card": card, "sources": sources}
    if strength is not None:
        c["strength"] = strength
    return c


def side(
    *,
    life: int,
    hand: int,
    sources: list[Json],
    groups: list[list[Json]] | None = None,
    supports: list[Json] | None = None,
    discard: list[str] | None = None,
    size: int = 20,
) -> Json:
    groups = groups or []
    supports = supports or []
    discard = discard or []
    on_field = len(sources) + sum(len(g) for g in groups) + len(supports)
    deck = size - hand - len(discard) - on_field
    assert deck >= 0, (hand, discard, on_field)
    return {
        "life": life,
        "deck": {"count": deck},
        "hand": {"count": hand},
        "discard": discard,
        "removed": [],
        "field": {"sources": sources, "groups": groups, "supports": supports},
    }


def snap(turn: int, phase: str, this_turn: Json, b: Json, r: Json, first: str = "B") -> Json:
    second = "R" if first == "B" else "B"
    return {
        "turn": turn,
        "phase": phase,
        "turn_players": [first, second],
        "this_turn": this_turn,
        "players": {"B": b, "R": r},
    }


def b_chain(life: int = 15, hand: int = 3, extra_sources: list[Json] | None = None, **kw: Any) -> Json:
    """B: a chain テストの虫 ← テストの鳥 (total 5) on two 陸, a free 人 (B:s3) and a free 陸 (B:s4)."""
    sources = [
        src("B:s1", "L", "陸"),
        src("B:s2", "L", "陸"),
        src("B:s3", "H", "人", used=False),
        src("B:s4", "L", "陸", used=False),
    ] + (extra_sources or [])
    groups = [[gc("B:c1", "C1", ["B:s1"]), gc("B:c2", "C2", ["B:s2"])]]
    return side(life=life, hand=hand, sources=sources, groups=groups, **kw)


def r_single(life: int = 15, hand: int = 3, extra_sources: list[Json] | None = None, **kw: Any) -> Json:
    """R: テスト温暖化2 (strength 3) on two 二酸化炭素, a free 二酸化炭素 (R:s3) and a free 人 (R:s4)."""
    sources = [
        src("R:s1", "CO", "二酸化炭素"),
        src("R:s2", "CO", "二酸化炭素"),
        src("R:s3", "CO", "二酸化炭素", used=False),
        src("R:s4", "H", "人", used=False),
    ] + (extra_sources or [])
    groups = [[gc("R:c1", "R2", ["R:s1", "R:s2"])]]
    return side(life=life, hand=hand, sources=sources, groups=groups, **kw)


def card(iid: str, cid: str) -> Json:
    return {"iid": iid, "card": cid}


DRAWN = {"drawn": True, "discarded": False}
NOT_DRAWN = {"drawn": False, "discarded": False}


def conf(announced: list[str], decided: bool = False, declines: int | None = 0) -> Json:
    t: Json = {"announced": announced, "supports_decided": decided}
    if declines is not None:
        t["declines"] = declines
    return t


# ---------------------------------------------------------------------------------------------------
# Setup logs (no snapshot): 64's order — shuffle, 先攻 decided, five cards each, the redraw decisions.


def setup(tail: list[tuple[Any, ...]] | None = None, draw_b: int = 5) -> list[tuple[Any, ...]]:
    return [
        (0, "setup", "shuffle", "B", {}),
        (0, "setup", "shuffle", "R", {}),
        (0, "setup", "decide_first", None, {"first": "B", "method": "janken"}),
        (0, "setup", "draw", "B", {"count": draw_b}),
        (0, "setup", "draw", "R", {"count": 5}),
    ] + (tail or [])


KEEP_BOTH = [
    (0, "setup", "keep", "B", {}),
    (0, "setup", "keep", "R", {}),
    (1, "first", "draw", "B", {"count": 0}),
]


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
) -> None:
    SCENARIOS.append(
        {
            "id": f"myearth-ho3-{sid}",
            "title_ja": title_ja,
            "title_en": title_en,
            "situation": situation,
            "ruling": ruling,
            "clauses": [f"myearth:{c}" for c in clauses],
            "legal": legal,
            ruling: disputed,
        }
    )


# ===================================================================================================
# III. ゲームの準備: デッキ (55-63), ゲームの開始 (64-73)

deck25_b = dict(DECK_B, L=10)
deck25_r = dict(DECK_R, CO=14)
scenario(
    "deck-size-twenty-or-thirty",
    "25枚のデッキでゲームを始めた",
    "Both decks hold 25 cards",
    "二人とも25枚のデッキを持ってきて、そのままゲームを始めた。同じ枚数なので問題ないと言っている。",
    "illegal",
    ["58"],
    log(header(), setup(KEEP_BOTH)),
    log(header(deck_b=deck25_b, deck_r=deck25_r), setup(KEEP_BOTH)),
)

deck30_r = dict(DECK_R, CO=19)
scenario(
    "decks-same-size",
    "20枚と30枚のデッキで対戦した",
    "A 20-card deck against a 30-card deck",
    "青は20枚、赤は30枚のデッキでゲームを始めた。どちらも認められた枚数だと赤は言う。",
    "illegal",
    ["57", "58"],
    log(header(), setup(KEEP_BOTH)),
    log(header(deck_r=deck30_r), setup(KEEP_BOTH)),
)

deck_b_three_c1 = dict(DECK_B, L=4, C1=3)
scenario(
    "copy-limit-twenty",
    "20枚デッキに同名の対決カードを3枚入れた",
    "Three copies of one 対決 card in a 20-card deck",
    "青の20枚デッキに「テストの虫」が3枚入っていた。みなもとではないカードである。",
    "illegal",
    ["59.1", "59"],
    log(header(), setup(KEEP_BOTH)),
    log(header(deck_b=deck_b_three_c1), setup(KEEP_BOTH)),
)

deck30_b_four_c1 = dict(DECK_B, L=10, H=5, C1=4, C2=3)
deck30_b_three_c1 = dict(DECK_B, L=11, H=5, C1=3, C2=3)
assert sum(deck30_b_four_c1.values()) == 30 and sum(deck30_b_three_c1.values()) == 30
scenario(
    "copy-limit-thirty",
    "30枚デッキに同名の対決カードを4枚入れた",
    "Four copies of one 対決 card in a 30-card deck",
    "30枚デッキで対戦することにした。青のデッキには「テストの虫」が4枚入っていた。",
    "illegal",
    ["59.2", "59"],
    log(header(deck_b=deck30_b_three_c1, deck_r=deck30_r), setup(KEEP_BOTH)),
    log(header(deck_b=deck30_b_four_c1, deck_r=deck30_r), setup(KEEP_BOTH)),
)

deck_b_three_lh = dict(DECK_B, L=3, LH=3)
scenario(
    "special-source-copy-limit",
    "20枚デッキに同名の特別みなもとを3枚入れた",
    "Three copies of one special source in a 20-card deck",
    "青の20枚デッキに特別みなもと「里山」が3枚入っていた。みなもとは何枚でも入ると青は言う。",
    "illegal",
    ["60.2", "60"],
    log(header(), setup(KEEP_BOTH)),
    log(header(deck_b=deck_b_three_lh), setup(KEEP_BOTH)),
)

deck_r_creature = dict(DECK_R, CO=8, C1=1)
scenario(
    "red-deck-no-creature",
    "赤い地球のデッキに生き物カードを入れた",
    "A creature card in the Red Earth deck",
    "赤い地球プレイヤーのデッキに、陸の生き物カード「テストの虫」が1枚入っていた。",
    "illegal",
    ["56"],
    log(header(), setup(KEEP_BOTH)),
    log(header(deck_r=deck_r_creature), setup(KEEP_BOTH)),
)

deck_b_black = dict(DECK_B, L=4, K2=1)
scenario(
    "blue-deck-no-black-support",
    "青い地球のデッキに黒サポートを入れた",
    "A black support in the Blue Earth deck",
    "青い地球プレイヤーのデッキに黒サポート「テストの排気」が1枚入っていた。",
    "illegal",
    ["55"],
    log(header(), setup(KEEP_BOTH)),
    log(header(deck_b=deck_b_black), setup(KEEP_BOTH)),
)

orig_cards = copy.deepcopy(CARDS)
orig_cards["OC"] = {
    "name": "自作の生き物",
    "type": "confrontation",
    "atk": 2,
    "attributes": ["陸"],
    "keywords": {"cost": {"陸": 1}, "kind": "creature", "original": True},
}
deck_b_orig = dict(DECK_B, L=4, OC=1)
scenario(
    "original-card-needs-agreement",
    "相手の合意なしにオリジナルカードを入れた",
    "An original card without the opponent's agreement",
    "青は市販されていない自作の生き物カードを1枚デッキに入れていた。赤は使用に同意していない。",
    "illegal",
    ["63"],
    log(header(cards=orig_cards, deck_b=deck_b_orig, options={"originals_agreed": True}), setup(KEEP_BOTH)),
    log(header(cards=orig_cards, deck_b=deck_b_orig, options={"originals_agreed": False}), setup(KEEP_BOTH)),
)

scenario(
    "opening-hand-five",
    "最初の手札を6枚引いた",
    "Six cards drawn for the opening hand",
    "ゲーム開始時、青は山札の上から6枚を引いて手札にした。",
    "illegal",
    ["71", "64.4"],
    log(header(), setup(KEEP_BOTH)),
    log(header(), setup(KEEP_BOTH[:2], draw_b=6)),
)

scenario(
    "first-player-waits-for-redraw",
    "後攻が引きなおす前に先攻が最初の番を始めた",
    "The first player starts before the second player's redraw",
    "先攻の青は手札をそのままにすると決め、すぐに最初の番のカードを引いた。その後で後攻の赤が引きなおしを宣言した。",
    "illegal",
    ["73"],
    log(
        header(),
        setup(
            [
                (0, "setup", "keep", "B", {}),
                (0, "setup", "mulligan", "R", {}),
                (1, "first", "draw", "B", {"count": 0}),
            ]
        ),
    ),
    log(
        header(),
        setup(
            [
                (0, "setup", "keep", "B", {}),
                (1, "first", "draw", "B", {"count": 0}),
                (0, "setup", "mulligan", "R", {}),
            ]
        ),
    ),
)

# ===================================================================================================
# IV-V. ターンの流れ, 自分の番 (81-111)

snap_r_ban = snap(3, "second", DRAWN, b_chain(), r_single())
scenario(
    "no-source-in-opponents-ban",
    "相手の番にみなもとカードを出した",
    "A source played during the opponent's 番",
    "青は自分の番の終わりを宣言した。赤の番の途中で、青は出し忘れた陸のみなもとを自分の場に出した。",
    "illegal",
    ["111", "16"],
    log(header(snapshot=snap_r_ban), [(3, "second", "play_source", "R", {"card": card("R:s5", "CO")})]),
    log(header(snapshot=snap_r_ban), [(3, "second", "play_source", "B", {"card": card("B:s5", "L")})]),
)

scenario(
    "no-play-after-second-ban-ends",
    "後攻が番の終わりを宣言した後、対決の前に対決カードを出した",
    "The second player plays a 対決 card after declaring the end of the 番",
    "後攻の赤は番の終わりを宣言した。青が点数を伝える前に、赤は「まだ対決の前だから」と手札から対決カードを出した。",
    "illegal",
    ["85", "84", "110"],
    log(
        header(snapshot=snap_r_ban),
        [
            (3, "second", "play", "R", {"card": card("R:c2", "R1"), "sources": ["R:s3"]}),
            (3, "second", "end_ban", "R", {}),
        ],
    ),
    log(
        header(snapshot=snap_r_ban),
        [
            (3, "second", "end_ban", "R", {}),
            (3, "confrontation", "play", "R", {"card": card("R:c2", "R1"), "sources": ["R:s3"]}),
        ],
    ),
)

snap_conf_start = snap(3, "confrontation", conf([]), b_chain(), r_single())
scenario(
    "no-support-before-totals",
    "対決で点数を伝える前にサポートカードを出した",
    "A support played in the 対決 before the totals are told",
    "後攻の番が終わると、先攻の青は点数を伝える前に白サポートを出した。",
    "illegal",
    ["123", "121"],
    log(
        header(snapshot=snap_conf_start),
        [
            (3, "confrontation", "announce", "B", {"total": 5}),
            (3, "confrontation", "announce", "R", {"total": 3}),
            (3, "confrontation", "pass", "B", {}),
            # 264: B's earlier decline does not keep it from answering R's support later.
            (
                3,
                "confrontation",
                "support",
                "R",
                {"card": card("R:k1", "K2"), "sources": ["R:s3"], "target": "R:c1"},
            ),
            (
                3,
                "confrontation",
                "support",
                "B",
                {"card": card("B:w1", "W1"), "sources": ["B:s3"], "target": "B:c2"},
            ),
            (3, "confrontation", "pass", "R", {}),
            (3, "confrontation", "resolve", None, {"card": card("B:w1", "W1"), "strength": {"B:c2": 2}}),
            (3, "confrontation", "resolve", None, {"card": card("R:k1", "K2"), "strength": {"R:c1": 1}}),
            (3, "confrontation", "pass", "B", {}),
            (3, "confrontation", "announce", "B", {"total": 7}),
            (3, "confrontation", "announce", "R", {"total": 4}),
            (
                3,
                "confrontation",
                "confrontation_end",
                None,
                {"winner": "B", "discarded": ["R:c1"], "life_loss": 3},
            ),
        ],
    ),
    log(
        header(snapshot=snap_conf_start),
        [
            (
                3,
                "confrontation",
                "support",
                "B",
                {"card": card("B:w1", "W1"), "sources": ["B:s3"], "target": "B:c2"},
            ),
        ],
    ),
)

snap_conf_told = snap(3, "confrontation", conf(["B", "R"]), b_chain(), r_single())


def support_round(b_total: int, r_total: int, life_loss: int) -> list[tuple[Any, ...]]:
    return [
        (
            3,
            "confrontation",
            "support",
            "B",
            {"card": card("B:w1", "W1"), "sources": ["B:s3"], "target": "B:c2"},
        ),
        (3, "confrontation", "pass", "R", {}),
        (3, "confrontation", "resolve", None, {"card": card("B:w1", "W1"), "strength": {"B:c2": 2}}),
        (3, "confrontation", "pass", "B", {}),
        (3, "confrontation", "announce", "B", {"total": b_total}),
        (3, "confrontation", "announce", "R", {"total": r_total}),
        (
            3,
            "confrontation",
            "confrontation_end",
            None,
            {"winner": "B", "discarded": ["R:c1"], "life_loss": life_loss},
        ),
    ]


scenario(
    "reannounce-after-support",
    "サポート使用後の点数伝達でサポートの分を数えなかった",
    "The total told again leaves out the support played in the 対決",
    "対決で青5点、赤3点と伝えた後、青が白サポートで自分の「テストの鳥」の強さを+2した。両者がサポートを出さないと示した後、青は再び「5点」と伝えた。",
    "illegal",
    ["125", "129"],
    log(header(snapshot=snap_conf_told), support_round(7, 3, 4)),
    log(header(snapshot=snap_conf_told), support_round(5, 3, 2)[:6]),
)

scenario(
    "life-loss-uses-final-totals",
    "地球ライフの減少を最初に伝えた点数で計算した",
    "Earth Life lost computed from the first totals",
    "対決開始時は青5点、赤3点。青のサポートで青は7点になり、その点数も伝えた。負けた赤は「最初の差の2」だけ地球ライフを減らした。",
    "illegal",
    ["136"],
    log(header(snapshot=snap_conf_told), support_round(7, 3, 4)),
    log(header(snapshot=snap_conf_told), support_round(7, 3, 2)),
)

snap_conf_low = snap(5, "confrontation", conf(["B", "R"]), b_chain(life=3), r_single(life=2))
scenario(
    "zero-life-loses-despite-wins",
    "地球ライフが0になったプレイヤーが対決の勝利数を理由に勝ちを主張した",
    "A player at Earth Life 0 claims the game on confrontations won",
    "赤は地球ライフ2で、この対決に5対3で負けて地球ライフが0になった。赤は「ここまでの対決は自分のほうが多く勝った」と自分の勝ちを主張し、そう記録された。",
    "illegal",
    ["142", "143"],
    log(
        header(snapshot=snap_conf_low),
        [
            (5, "confrontation", "pass", "B", {}),
            (5, "confrontation", "pass", "R", {}),
            (
                5,
                "confrontation",
                "confrontation_end",
                None,
                {"winner": "B", "discarded": ["R:c1"], "life_loss": 2},
            ),
            (5, "confrontation", "result", None, {"winner": "B"}),
        ],
    ),
    log(
        header(snapshot=snap_conf_low),
        [
            (5, "confrontation", "pass", "B", {}),
            (5, "confrontation", "pass", "R", {}),
            (
                5,
                "confrontation",
                "confrontation_end",
                None,
                {"winner": "B", "discarded": ["R:c1"], "life_loss": 2},
            ),
            (5, "confrontation", "result", None, {"winner": "R"}),
        ],
    ),
)

scenario(
    "no-next-turn-after-zero-life",
    "対決で地球ライフが0になった後に次のターンを始めた",
    "The next turn started after Earth Life reached 0 in the 対決",
    "赤の地球ライフが対決の結果0になったが、二人は気づかずに次のターンを始め、勝った青がカードを引いた。",
    "illegal",
    ["142"],
    log(
        header(snapshot=snap_conf_low),
        [
            (5, "confrontation", "pass", "B", {}),
            (5, "confrontation", "pass", "R", {}),
            (
                5,
                "confrontation",
                "confrontation_end",
                None,
                {"winner": "B", "discarded": ["R:c1"], "life_loss": 2},
            ),
            (5, "confrontation", "result", None, {"winner": "B"}),
        ],
    ),
    log(
        header(snapshot=snap_conf_low),
        [
            (5, "confrontation", "pass", "B", {}),
            (5, "confrontation", "pass", "R", {}),
            (
                5,
                "confrontation",
                "confrontation_end",
                None,
                {"winner": "B", "discarded": ["R:c1"], "life_loss": 2},
            ),
            (6, "first", "draw", "B", {"count": 2}),
        ],
    ),
)


def quiet_side(life: int, seat: str) -> Json:
    """A side with five cards in hand (the limit, so each draw is 0), sources only, no 対決 card."""
    if seat == "B":
        sources = [src("B:s1", "L", "陸", used=False), src("B:s2", "H", "人", used=False)]
    else:
        sources = [src("R:s1", "CO", "二酸化炭素", used=False), src("R:s2", "CO", "二酸化炭素", used=False)]
    return side(life=life, hand=5, sources=sources)


def quiet_turn(turn: int) -> list[tuple[Any, ...]]:
    """A turn where no card moves: both draw 0, end the 番, total 0 each, a draw (135: 先攻 stays, 87)."""
    return [
        (turn, "first", "draw", "B", {"count": 0}),
        (turn, "first", "end_ban", "B", {}),
        (turn, "second", "draw", "R", {"count": 0}),
        (turn, "second", "end_ban", "R", {}),
        (turn, "confrontation", "announce", "B", {"total": 0}),
        (turn, "confrontation", "announce", "R", {"total": 0}),
        (turn, "confrontation", "pass", "B", {}),
        (turn, "confrontation", "pass", "R", {}),
        (turn, "confrontation", "confrontation_end", None, {"winner": None, "discarded": [], "life_loss": 0}),
    ]


snap_quiet_equal = snap(6, "first", NOT_DRAWN, quiet_side(7, "B"), quiet_side(7, "R"))
scenario(
    "stalemate-equal-life-draw",
    "変化のない2ターンで終わったゲームで、地球ライフが同じなのに勝者を決めた",
    "A stalemate with equal Earth Life recorded as a win",
    "2ターン続けて、場・捨て場・手札・山札のどれも変わらなかった。地球ライフはどちらも7。先攻だった青が勝ったと記録された。",
    "illegal",
    ["152", "145"],
    log(
        header(snapshot=snap_quiet_equal),
        quiet_turn(6) + quiet_turn(7) + [(7, "confrontation", "result", None, {"winner": None})],
    ),
    log(
        header(snapshot=snap_quiet_equal),
        quiet_turn(6) + quiet_turn(7) + [(7, "confrontation", "result", None, {"winner": "B"})],
    ),
)

snap_quiet_unequal = snap(6, "first", NOT_DRAWN, quiet_side(9, "B"), quiet_side(7, "R"))
scenario(
    "stalemate-before-snapshot",
    "ジャッジが見る前のターンも変化がなかったとして、1ターンで終了を宣言した",
    "A stalemate claimed with only one unchanged turn in the log",
    "ジャッジは第6ターンの開始から記録している。第6ターンは何も変わらなかった。二人は「第5ターンも何も変わらなかった」と言い、第6ターンの終わりで145項によりゲームが終わったとして、地球ライフの多い青の勝ちを記録した。第5ターンの記録はない。",
    "needs_ruling",
    ["145"],
    log(
        header(snapshot=snap_quiet_unequal),
        quiet_turn(6) + quiet_turn(7) + [(7, "confrontation", "result", None, {"winner": "B"})],
    ),
    log(
        header(snapshot=snap_quiet_unequal),
        [*quiet_turn(6), (6, "confrontation", "result", None, {"winner": "B"})],
    ),
)

snap_quiet_unequal_2 = snap(6, "first", NOT_DRAWN, quiet_side(9, "B"), quiet_side(7, "R"))
scenario(
    "stalemate-ends-the-game",
    "変化のない2ターンの後もゲームを続けた",
    "Play goes on after two turns without change",
    "第6・第7ターンとも、場・捨て場・手札・山札のどれも変わらなかった。地球ライフは青9、赤7。二人はそのまま第8ターンを始め、青がカードを引いた。",
    "illegal",
    ["145", "151"],
    log(
        header(snapshot=snap_quiet_unequal_2),
        quiet_turn(6) + quiet_turn(7) + [(7, "confrontation", "result", None, {"winner": "B"})],
    ),
    log(
        header(snapshot=snap_quiet_unequal_2),
        quiet_turn(6) + quiet_turn(7) + [(8, "first", "draw", "B", {"count": 0})],
    ),
)

snap_over_limit = snap(4, "first", NOT_DRAWN, b_chain(hand=7), r_single())
scenario(
    "limit-cut-exactly-to-limit",
    "番の開始時に上限を超えた手札を、上限より少なくなるまで捨てた",
    "The hand over the limit cut below the limit before the draw",
    "番の開始時、青の手札は7枚（上限5枚）だった。青は3枚を捨てて4枚にし、そこから1枚引いて5枚にした。",
    "illegal",
    ["99"],
    log(
        header(snapshot=snap_over_limit),
        [
            (4, "first", "limit_discard", "B", {"count": 2, "cards": ["L", "H"]}),
            (4, "first", "draw", "B", {"count": 0}),
        ],
    ),
    log(
        header(snapshot=snap_over_limit),
        [
            (4, "first", "limit_discard", "B", {"count": 3, "cards": ["L", "H", "C4"]}),
            (4, "first", "draw", "B", {"count": 1}),
        ],
    ),
)

# ===================================================================================================
# V-IX. カードの出し方, 使用状態 (91-94, 112-120, 242, 271)

snap_b_ban = snap(3, "first", DRAWN, b_chain(), r_single())


def b_support_w1(
    sources: list[str], cid: str = "W1", target: str = "B:c2", plus: int = 2, turn: int = 3
) -> list[tuple[Any, ...]]:
    return [
        (turn, "first", "support", "B", {"card": card("B:w1", cid), "sources": sources, "target": target}),
        (turn, "first", "pass", "R", {}),
        (turn, "first", "resolve", None, {"card": card("B:w1", cid), "strength": {target: plus}}),
    ]


scenario(
    "support-on-opponents-source",
    "相手の場の使っていないみなもとにサポートカードを重ねた",
    "A support stacked on the opponent's unused source",
    "青は自分の人のみなもとを残したまま、赤の場の使われていない人のみなもとの上に白サポートを重ねた。",
    "illegal",
    ["242", "119"],
    log(header(snapshot=snap_b_ban), b_support_w1(["B:s3"])),
    log(header(snapshot=snap_b_ban), b_support_w1(["R:s4"])),
)

snap_ss_on_field = snap(
    4,
    "first",
    DRAWN,
    side(
        life=15,
        hand=2,
        sources=[
            src("B:s1", "L", "陸"),
            src("B:s2", "L", "陸"),
            src("B:s3", "H", "人"),
            src("B:s4", "L", "陸", used=False),
            src("B:s5", "H", "人", used=False),
        ],
        groups=[[gc("B:c1", "C1", ["B:s1"]), gc("B:c2", "C2", ["B:s2"])]],
        supports=[gc("B:ss1", "SSB", ["B:s3"])],
    ),
    r_single(),
)
scenario(
    "ss-source-stays-used",
    "場に残っている【ss】カードの下のみなもとを使った",
    "The source under a 【ss】 card still on the field used again",
    "前のターンに出した青の【ss】カードは場に残っている。青は番の最初にカードを引いた後、その【ss】カードの下の人のみなもとを「解除された」として白サポートに使った。",
    "illegal",
    ["92", "94", "242"],
    log(header(snapshot=snap_ss_on_field), b_support_w1(["B:s5"], turn=4)),
    log(header(snapshot=snap_ss_on_field), b_support_w1(["B:s3"], turn=4)),
)

scenario(
    "no-source-card-on-a-source",
    "みなもとの要らないサポートカードをみなもとに重ねて出した",
    "A support needing no source stacked on a source",
    "青は『使うときに【みなもと】は必要ない』と書かれた白サポートを、人のみなもとの上に重ねて出した。",
    "illegal",
    ["271", "119"],
    log(header(snapshot=snap_b_ban), b_support_w1([], cid="WN", plus=1)),
    log(header(snapshot=snap_b_ban), b_support_w1(["B:s3"], cid="WN", plus=1)),
)

# ===================================================================================================
# VIII. 連鎖 (166-183)

snap_b_chain_more = snap(
    3, "first", DRAWN, b_chain(extra_sources=[src("B:s5", "L", "陸", used=False)]), r_single()
)


def b_play(c: Json, sources: list[str], chain_on: str | None = None, turn: int = 3) -> tuple[Any, ...]:
    args: Json = {"card": c, "sources": sources}
    if chain_on:
        args["chain_on"] = chain_on
    return (turn, "first", "play", "B", args)


scenario(
    "mixed-chain-needs-each-attribute",
    "人を要する対決カードを、陸だけのグループに人のみなもとなしで連鎖させた",
    "A card needing 人 chained onto an all-陸 group without a 人 source",
    "青は陸2枚を使う「テストの虫」「テストの鳥」のグループに、陸1人1の「テストの獣」を連鎖させた。必要コストは最大の2枚で足りているとして、みなもとを追加しなかった。",
    "illegal",
    ["178"],
    log(header(snapshot=snap_b_chain_more), [b_play(card("B:c3", "C3"), ["B:s3"], "B:c2")]),
    log(header(snapshot=snap_b_chain_more), [b_play(card("B:c3", "C3"), [], "B:c2")]),
)

scenario(
    "mixed-chain-no-extra-source",
    "混色連鎖で、必要な属性をそろえる以上のみなもとを使った",
    "A mixed chain paid with more sources than its attributes force",
    "青は陸2枚のグループに陸1人1の「テストの獣」を連鎖させるとき、人のみなもとに加えて陸のみなもとも1枚追加し、グループのみなもとを4枚にした。",
    "illegal",
    ["179", "177"],
    log(header(snapshot=snap_b_chain_more), [b_play(card("B:c3", "C3"), ["B:s3"], "B:c2")]),
    log(header(snapshot=snap_b_chain_more), [b_play(card("B:c3", "C3"), ["B:s3", "B:s4"], "B:c2")]),
)

scenario(
    "one-card-above-each",
    "1枚の対決カードの上に2枚目の対決カードを連鎖させた",
    "A second card chained onto a card that already has one above it",
    "青の「テストの虫」の上には既に「テストの鳥」が連鎖している。青は2枚目の「テストの鳥」も同じ「テストの虫」の上に連鎖させた。",
    "illegal",
    ["175"],
    log(header(snapshot=snap_b_chain_more), [b_play(card("B:c3", "C2"), ["B:s4", "B:s5"])]),
    log(header(snapshot=snap_b_chain_more), [b_play(card("B:c3", "C2"), ["B:s4"], "B:c1")]),
)

# ===================================================================================================
# VIII. 生存判定 (184-225), 162-163

snap_b_mixed = snap(
    3,
    "second",
    DRAWN,
    side(
        life=15,
        hand=3,
        sources=[
            src("B:s1", "L", "陸"),
            src("B:s2", "L", "陸"),
            src("B:s3", "H", "人"),
            src("B:s4", "L", "陸", used=False),
        ],
        groups=[[gc("B:c1", "C2", ["B:s1", "B:s2"]), gc("B:c2", "C3", ["B:s3"])]],
    ),
    r_single(),
)


def r_cut(target: str, survival: Json, turn: int = 3) -> list[tuple[Any, ...]]:
    return [
        (turn, "second", "support", "R", {"card": card("R:k1", "K1"), "sources": ["R:s3"], "target": target}),
        (turn, "second", "pass", "B", {}),
        (turn, "second", "resolve", None, {"card": card("R:k1", "K1"), "strength": {target: -4}}),
        (turn, "second", "leave", None, {"card": target, "to": "discard", "by": "rule"}),
        (turn, "second", "survival", "B", survival),
    ]


scenario(
    "unneeded-attribute-released",
    "連鎖の上のカードが抜けた後も、要らなくなった人のみなもとをグループに残した",
    "A source of an attribute the group no longer needs kept in the group",
    "青のグループは「テストの鳥」（陸2）の上に「テストの獣」（陸1人1）が連鎖し、陸2枚と人1枚を使っている。赤の黒サポートで「テストの獣」の強さが0になり捨て場に置かれた。生存判定で青は人のみなもとをグループに残したままにした。",
    "illegal",
    ["199", "186.2"],
    log(header(snapshot=snap_b_mixed), r_cut("B:c2", {"discarded": [], "released": ["B:s3"]})),
    log(header(snapshot=snap_b_mixed), r_cut("B:c2", {"discarded": [], "released": []})),
)

snap_b_chain_r_ban = snap(3, "second", DRAWN, b_chain(), r_single())
scenario(
    "objection-cannot-force-choice",
    "正しい生存判定に異議が出され、持ち主が相手の言う通りにやり直した",
    "A correct survival check redone to suit a wrong objection",
    "赤の黒サポートで青の「テストの鳥」が捨て場に置かれた。生存判定で青は、グループの陸のみなもと2枚のうち B:s2 を使用状態にないものとした（どちらを外してもよい場面）。赤は「B:s1 のほうを外すべきだ」と異議を唱え、青はそれに従って生存判定をやり直した。",
    "illegal",
    ["217", "218"],
    log(
        header(snapshot=snap_b_chain_r_ban),
        [
            *r_cut("B:c2", {"discarded": [], "released": ["B:s2"]}),
            (3, "second", "survival_object", "R", {"problem": "B:s1 should be released"}),
            (3, "second", "end_ban", "R", {}),
        ],
    ),
    log(
        header(snapshot=snap_b_chain_r_ban),
        [
            *r_cut("B:c2", {"discarded": [], "released": ["B:s2"]}),
            (3, "second", "survival_object", "R", {"problem": "B:s1 should be released"}),
            (3, "second", "survival", "B", {"discarded": [], "released": ["B:s1"]}),
        ],
    ),
)

scenario(
    "minus-excess-not-transferred",
    "強さが0を下回った分を、残った対決カードの点数から引いた",
    "The strength below 0 taken off the remaining card's score",
    "赤の黒サポート（強さ-4）で青の「テストの鳥」（強さ3）は捨て場に置かれた。対決で赤は「1点余った分が残る」と主張し、青は残った「テストの虫」（強さ2）の点数を1点と伝えた。",
    "illegal",
    ["163", "129"],
    log(
        header(snapshot=snap_b_chain_r_ban),
        [
            *r_cut("B:c2", {"discarded": [], "released": ["B:s2"]}),
            (3, "second", "end_ban", "R", {}),
            (3, "confrontation", "announce", "B", {"total": 2}),
            (3, "confrontation", "announce", "R", {"total": 3}),
        ],
    ),
    log(
        header(snapshot=snap_b_chain_r_ban),
        [
            *r_cut("B:c2", {"discarded": [], "released": ["B:s2"]}),
            (3, "second", "end_ban", "R", {}),
            (3, "confrontation", "announce", "B", {"total": 1}),
            (3, "confrontation", "announce", "R", {"total": 3}),
        ],
    ),
)

# ===================================================================================================
# VIII. 効果 (226-241)

snap_b_ban_two_free = snap(
    3, "first", DRAWN, b_chain(extra_sources=[src("B:s5", "L", "陸", used=False)]), r_single()
)
scenario(
    "effect-finishes-before-next-play",
    "効果を持つ対決カードの効果を処理する前に次のカードを出した",
    "The next card played before a played card's effect was carried out",
    "青は「場に出したとき、カードを1枚引く」対決カードを出し、カードを引く前に続けて別の対決カードを出した。その後で1枚引いた。",
    "illegal",
    ["160", "159"],
    log(
        header(snapshot=snap_b_ban_two_free),
        [
            b_play(card("B:c3", "C4"), ["B:s4"]),
            (3, "first", "effect", "B", {"source": card("B:c3", "C4"), "ability": "a1", "draw": {"B": 1}}),
            b_play(card("B:c4", "C1"), ["B:s5"]),
        ],
    ),
    log(
        header(snapshot=snap_b_ban_two_free),
        [
            b_play(card("B:c3", "C4"), ["B:s4"]),
            b_play(card("B:c4", "C1"), ["B:s5"]),
            (3, "first", "effect", "B", {"source": card("B:c3", "C4"), "ability": "a1", "draw": {"B": 1}}),
        ],
    ),
)

aim_cards = copy.deepcopy(CARDS)
# 「場に出したとき、相手の場の対決カード1枚を選び、その強さを-1する」
aim_cards["C7"] = {
    "name": "テストの蜂",
    "type": "confrontation",
    "atk": 2,
    "attributes": ["陸"],
    "keywords": {"cost": {"陸": 1}, "kind": "creature"},
    "abilities": [
        {
            "kind": "effect",
            "trigger": {"event": "played"},
            "targets": [{"zone": "field", "whose": "opponent", "kind": "confrontation"}],
            "effect": {"strength": -1},
        }
    ],
}
deck_b_aim = dict(DECK_B, L=4, C7=1)
snap_r_empty = snap(
    3,
    "first",
    DRAWN,
    b_chain(),
    side(
        life=15,
        hand=3,
        sources=[src("R:s1", "CO", "二酸化炭素", used=False), src("R:s2", "CO", "二酸化炭素", used=False)],
    ),
)
scenario(
    "effect-without-target-does-not-fire",
    "相手の場に対決カードがないので、効果を自分の対決カードに向けた",
    "An effect aimed at the opponent's cards turned on one's own card",
    "青は「場に出したとき、相手の場の対決カード1枚を選び、その強さを-1する」対決カードを出した。赤の場に対決カードはない。赤は「選べるカードがあるなら効果は発動する」と言い、青の「テストの虫」の強さが-1された。",
    "illegal",
    ["240"],
    log(
        header(snapshot=snap_r_empty, cards=aim_cards, deck_b=deck_b_aim),
        [b_play(card("B:c3", "C7"), ["B:s4"]), (3, "first", "end_ban", "B", {})],
    ),
    log(
        header(snapshot=snap_r_empty, cards=aim_cards, deck_b=deck_b_aim),
        [
            b_play(card("B:c3", "C7"), ["B:s4"]),
            (
                3,
                "first",
                "effect",
                "B",
                {
                    "source": card("B:c3", "C7"),
                    "ability": "a1",
                    "targets": ["B:c1"],
                    "strength": {"B:c1": -1},
                },
            ),
        ],
    ),
)

# ===================================================================================================
# IX. サポートカード (242-272)

snap_b_two_humans = snap(
    3, "first", DRAWN, b_chain(extra_sources=[src("B:s5", "H", "人", used=False)]), r_single()
)
two_chains_legal = [
    (3, "first", "support", "B", {"card": card("B:w1", "W1"), "sources": ["B:s3"], "target": "B:c2"}),
    (3, "first", "pass", "R", {}),
    (3, "first", "resolve", None, {"card": card("B:w1", "W1"), "strength": {"B:c2": 2}}),
    (3, "first", "support", "B", {"card": card("B:w2", "W2"), "sources": ["B:s5"], "target": "R:c1"}),
    (3, "first", "pass", "R", {}),
    (3, "first", "resolve", None, {"card": card("B:w2", "W2"), "strength": {"R:c1": -2}}),
]
scenario(
    "chain-alternates",
    "相手の使用意思を確認する前に、続けて自分のサポートカードを出した",
    "A second support of one's own before the opponent decided",
    "青は自分の番に白サポートを出して対象を選んだ。赤がサポートを出すかどうか答える前に、青はもう1枚の白サポートを出した。",
    "illegal",
    ["254", "251", "33"],
    log(header(snapshot=snap_b_two_humans), two_chains_legal),
    log(
        header(snapshot=snap_b_two_humans),
        [
            (3, "first", "support", "B", {"card": card("B:w1", "W1"), "sources": ["B:s3"], "target": "B:c2"}),
            (3, "first", "support", "B", {"card": card("B:w2", "W2"), "sources": ["B:s5"], "target": "R:c1"}),
        ],
    ),
)

scenario(
    "resolve-when-chain-closes",
    "チェーンが終わった後、効果を発動する前に次のサポートカードを出した",
    "A new support played after the チェーン closed, before its effect",
    "青の白サポートに赤はサポートを出さないと答えた。青はその効果を処理する前にもう1枚の白サポートを出した。",
    "illegal",
    ["255"],
    log(header(snapshot=snap_b_two_humans), two_chains_legal),
    log(
        header(snapshot=snap_b_two_humans),
        [
            (3, "first", "support", "B", {"card": card("B:w1", "W1"), "sources": ["B:s3"], "target": "B:c2"}),
            (3, "first", "pass", "R", {}),
            (3, "first", "support", "B", {"card": card("B:w2", "W2"), "sources": ["B:s5"], "target": "R:c1"}),
        ],
    ),
)


def task_log(times: int) -> list[tuple[Any, ...]]:
    return [
        (3, "first", "support", "B", {"card": card("B:w1", "WT"), "sources": ["B:s3"], "target": "B:c2"}),
        (3, "first", "pass", "R", {}),
        (3, "first", "resolve", None, {"card": card("B:w1", "WT"), "strength": {"B:c2": 1}, "task": times}),
    ]


scenario(
    "task-once-per-effect",
    "【課題】を2回行った",
    "The 【課題】 carried out twice",
    "青の【課題】付き白サポートの効果が発動した。青は「【課題】は効果とは別だから何回でもできる」と言って【課題】を2回行った。",
    "illegal",
    ["268"],
    log(header(snapshot=snap_b_ban), task_log(1)),
    log(header(snapshot=snap_b_ban), task_log(2)),
)

snap_two_ss = snap(
    4,
    "first",
    DRAWN,
    b_chain(),
    side(
        life=15,
        hand=3,
        sources=[
            src("R:s1", "CO", "二酸化炭素"),
            src("R:s2", "CO", "二酸化炭素"),
            src("R:s3", "CO", "二酸化炭素", used=False),
            src("R:s4", "H", "人"),
        ],
        groups=[[gc("R:c1", "R2", ["R:s1", "R:s2"])]],
        supports=[gc("R:ss1", "SSR", ["R:s4"])],
    ),
)


def ss_voided(replaced: list[str] | None) -> list[tuple[Any, ...]]:
    resolve_ss: Json = {"card": card("B:ss1", "SSB"), "fizzled": True}
    if replaced is not None:
        resolve_ss["replaced"] = replaced
    return [
        (4, "first", "support", "B", {"card": card("B:ss1", "SSB"), "sources": ["B:s3"], "target": "B:c2"}),
        (4, "first", "support", "R", {"card": card("R:k1", "K1"), "sources": ["R:s3"], "target": "B:c2"}),
        (4, "first", "pass", "B", {}),
        (4, "first", "resolve", None, {"card": card("R:k1", "K1"), "strength": {"B:c2": -4}}),
        (4, "first", "leave", None, {"card": "B:c2", "to": "discard", "by": "rule"}),
        (4, "first", "resolve", None, resolve_ss),
        (4, "first", "survival", "B", {"discarded": [], "released": ["B:s2"]}),
    ]


scenario(
    "voided-ss-replaces-nothing",
    "効果が発動しなかった【ss】カードで、先に出ていた【ss】カードを捨て場に置いた",
    "An earlier 【ss】 card discarded for a later one whose effect never fired",
    "赤の【ss】カードが場に出ている。青が【ss】カードを出して「テストの鳥」を対象にすると、赤はチェーンで黒サポートを出し、その「テストの鳥」を捨て場に送った。青の【ss】カードは対象がなくなって捨て場に置かれたが、青は赤の【ss】カードも捨て場に置かせた。",
    "illegal",
    ["272", "259"],
    log(header(snapshot=snap_two_ss), ss_voided(None)),
    log(header(snapshot=snap_two_ss), ss_voided(["R:ss1"])),
)


def look_log(shuffler: str, with_seat: str | None) -> list[tuple[Any, ...]]:
    shuffle_args: Json = {"deck": "B"}
    if with_seat:
        shuffle_args["with"] = with_seat
    return [
        (3, "second", "support", "R", {"card": card("R:k1", "KL"), "sources": ["R:s3"]}),
        (3, "second", "pass", "B", {}),
        (3, "second", "resolve", None, {"card": card("R:k1", "KL")}),
        (3, "second", "shuffle", shuffler, shuffle_args),
    ]


scenario(
    "owner-shuffles-looked-deck",
    "相手の山札を見た後、効果を使った側だけで山札を切った",
    "The deck looked at shuffled by the effect's user alone",
    "赤は「相手の山札の中を見る」黒サポートで青の山札を見た。見終わると赤は自分で青の山札を切って青に返した。",
    "illegal",
    ["234"],
    log(header(snapshot=snap_r_ban), look_log("B", None)),
    log(header(snapshot=snap_r_ban), look_log("R", None)),
)

# ===================================================================================================
# VI. 対決 (131-132)

scenario(
    "winner-keeps-cards",
    "対決に勝ったプレイヤーの対決カードまで捨て場に置いた",
    "The winner's 対決 card discarded with the loser's",
    "対決は青5点、赤3点で青の勝ち。処理のとき、青の「テストの虫」も赤の対決カードと一緒に捨て場に置かれた。",
    "illegal",
    ["131", "132"],
    log(
        header(snapshot=snap_conf_told),
        [
            (3, "confrontation", "pass", "B", {}),
            (3, "confrontation", "pass", "R", {}),
            (
                3,
                "confrontation",
                "confrontation_end",
                None,
                {"winner": "B", "discarded": ["R:c1"], "life_loss": 2},
            ),
        ],
    ),
    log(
        header(snapshot=snap_conf_told),
        [
            (3, "confrontation", "pass", "B", {}),
            (3, "confrontation", "pass", "R", {}),
            (
                3,
                "confrontation",
                "confrontation_end",
                None,
                {"winner": "B", "discarded": ["R:c1", "B:c1"], "life_loss": 2},
            ),
        ],
    ),
)

snap_conf_unknown = snap(
    3, "confrontation", conf(["B", "R"], decided=True, declines=None), b_chain(), r_single()
)
snap_conf_known = snap(3, "confrontation", conf(["B", "R"], decided=True, declines=0), b_chain(), r_single())
r_support_in_conf = [
    (3, "confrontation", "support", "R", {"card": card("R:k1", "K2"), "sources": ["R:s3"], "target": "R:c1"}),
    (3, "confrontation", "pass", "B", {}),
    (3, "confrontation", "resolve", None, {"card": card("R:k1", "K2"), "strength": {"R:c1": 1}}),
]
scenario(
    "support-after-unknown-declines",
    "対決の途中から来たジャッジに、両者がサポートを出さないと続けて示したかどうか分からない",
    "A support in the 対決 when nobody knows whether both had declined",
    "ジャッジが呼ばれたのは対決の途中で、点数は伝え終わり、サポートの使用意思の確認も始まっていた。赤が黒サポートを出すと、青は「もう二人とも出さないと言った」と言い、赤は「まだだ」と言う。記録はない。",
    "needs_ruling",
    ["262"],
    log(header(snapshot=snap_conf_known), r_support_in_conf),
    log(header(snapshot=snap_conf_unknown), r_support_in_conf),
)

# ===================================================================================================
# III. プレイヤーに関する規定 (74-80)

team_snap_b = snap(3, "first", DRAWN, b_chain(), r_single())
scenario(
    "late-member-is-spectator",
    "最初の手札を引いた後に加わった人がチームのカードを出した",
    "A member who joined after the opening hands plays a card",
    "青のチームに、最初の手札を引き終えた後で新しい構成員（B2の席）が加わった。その人がチームの手札から対決カードを出した。",
    "illegal",
    ["77"],
    log(
        header(snapshot=team_snap_b, teams=True),
        [
            (3, "first", "conduct", None, {"seat": "B2", "breach": "late_member"}),
            b_play(card("B:c3", "C1"), ["B:s4"]),
        ],
    ),
    log(
        header(snapshot=team_snap_b, teams=True),
        [
            (3, "first", "conduct", None, {"seat": "B2", "breach": "late_member"}),
            (3, "first", "play", "B2", {"card": card("B:c3", "C1"), "sources": ["B:s4"]}),
        ],
    ),
)

scenario(
    "left-table",
    "チームの構成員がやむを得ない理由なく席を離れた",
    "A team member leaves the table without need",
    "青のチームの1人が、ゲームの途中で理由なく別のテーブルの試合を見に行った。",
    "illegal",
    ["76"],
    log(
        header(snapshot=team_snap_b, teams=True),
        [(3, "first", "conduct", None, {"seat": "B2", "breach": "left_table", "unavoidable": True})],
    ),
    log(
        header(snapshot=team_snap_b, teams=True),
        [(3, "first", "conduct", None, {"seat": "B2", "breach": "left_table", "unavoidable": False})],
    ),
)

# ===================================================================================================
# 98: a hand limit a card's text changes (the text is not in the log)

limit_cards = copy.deepcopy(CARDS)
limit_cards["C6"] = {
    "name": "テストの大樹",
    "type": "confrontation",
    "atk": 2,
    "attributes": ["陸"],
    "keywords": {"cost": {"陸": 1}, "kind": "creature"},
    "text": True,
}
deck_b_limit = dict(DECK_B, L=4, C6=1)
snap_limit = snap(
    4,
    "first",
    NOT_DRAWN,
    side(
        life=15,
        hand=3,
        sources=[
            src("B:s1", "L", "陸"),
            src("B:s2", "L", "陸"),
            src("B:s3", "L", "陸"),
            src("B:s4", "H", "人", used=False),
        ],
        groups=[[gc("B:c1", "C1", ["B:s1"]), gc("B:c2", "C2", ["B:s2"])], [gc("B:c3", "C6", ["B:s3"])]],
    ),
    r_single(),
)
scenario(
    "hand-limit-by-card-text",
    "場のカードの文章で手札の上限が増えると言って、6枚になるまで引いた",
    "Drawing to six because a card on the field raises the hand limit",
    "青の場には効果の文章を持つ対決カード「テストの大樹」がある。青は「このカードが場にある限り手札の上限は6枚」と言って、番の開始時に手札3枚から3枚引いた。ジャッジの手元にカードの文章はない。",
    "needs_ruling",
    ["98"],
    log(
        header(snapshot=snap_limit, cards=limit_cards, deck_b=deck_b_limit),
        [(4, "first", "draw", "B", {"count": 2})],
    ),
    log(
        header(snapshot=snap_limit, cards=limit_cards, deck_b=deck_b_limit),
        [(4, "first", "draw", "B", {"count": 3})],
    ),
)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    seen: set[str] = set()
    for sc in SCENARIOS:
        sid = sc["id"]
        assert sid not in seen, sid
        seen.add(sid)
        if sid in NOTES:
            sc["note"] = NOTES[sid]
        if sid in GAPS:
            sc["gap"] = GAPS[sid]
        path = OUT / f"{sid}.json"
        path.write_text(json.dumps(sc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(SCENARIOS)} scenarios to {OUT}")


if __name__ == "__main__":
    main()
