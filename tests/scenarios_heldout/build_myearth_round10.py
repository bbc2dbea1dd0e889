"""MyEarth held-out round 10, written blind from the rulebook and the log-format documents.

Run: ``python -m tests.scenarios_heldout.build_myearth_round10``; writes one JSON file per scenario
into ``tests/scenarios_heldout/myearth/`` (ids ``myearth-ho10-…``).
"""

from __future__ import annotations

import copy
import json
from collections import Counter
from pathlib import Path

OUT = Path(__file__).resolve().parent / "myearth"
PREFIX = "myearth-ho10-"

NOTES: dict[str, str] = {}
GAPS: dict[str, str] = {}

LAND, HUMAN, RIVER, CO2 = "陸", "人", "川", "二酸化炭素"


def _source(name, attrs, special=False):
    return {"name": name, "type": "special_source" if special else "source", "attributes": attrs}


def _conf(name, atk, attr, cost, chain=None, **extra):
    kw = {"cost": cost}
    if chain:
        kw["chain"] = chain
    kw.update(extra.pop("keywords", {}))
    card = {"name": name, "type": "confrontation", "atk": atk, "attributes": [attr], "keywords": kw}
    card.update(extra)
    return card


def _support(name, attr, cost, colour, ability, **kw):
    keywords = {"cost": cost, "support": colour}
    keywords.update(kw)
    return {
        "name": name,
        "type": "support",
        "attributes": [attr],
        "keywords": keywords,
        "abilities": [ability],
    }


OWN_CONF = {"zone": "field", "whose": "own", "kind": "confrontation", "count": 1}
OPP_CONF = {"zone": "field", "whose": "opponent", "kind": "confrontation", "count": 1}
OPP_SOURCE = {"zone": "field", "whose": "opponent", "kind": "source", "count": 1}

CARDS = {
    "L": _source("陸のみなもと", [LAND]),
    "H": _source("人のみなもと", [HUMAN]),
    "RV": _source("川のみなもと", [RIVER]),
    "CO": _source("二酸化炭素のみなもと", [CO2]),
    "LH": _source("里山", [LAND, HUMAN], special=True),
    "C1": _conf("テストの虫", 2, LAND, {LAND: 1}),
    "C2": _conf("テストの鳥", 3, LAND, {LAND: 2}, ["テストの虫"]),
    "C3": _conf("テストの獣", 4, LAND, {LAND: 1, HUMAN: 1}, ["テストの鳥"]),
    "F1": _conf("テストの小魚", 2, RIVER, {RIVER: 1}),
    "F2": _conf("テストの大魚", 3, RIVER, {RIVER: 2}, ["テストの小魚"]),
    "FS": _conf("テストの古魚", 2, RIVER, {RIVER: 1}, ["テストの大魚"], keywords={"first_series": True}),
    "EB": _conf(
        "テストのカワセミ",
        2,
        LAND,
        {LAND: 1},
        abilities=[
            {
                "id": "peck",
                "kind": "effect",
                "trigger": {"event": "played"},
                "targets": [OPP_CONF],
                "effect": {"strength": -1},
            }
        ],
    ),
    "DB": _conf(
        "テストの落ち葉",
        1,
        LAND,
        {LAND: 1},
        abilities=[
            {
                "id": "humus",
                "kind": "effect",
                "trigger": {"event": "discarded"},
                "effect": {"life": {"own": 1}},
            }
        ],
    ),
    "W1": _support(
        "テストの植林",
        HUMAN,
        {HUMAN: 1},
        "white",
        {"kind": "support", "targets": [OWN_CONF], "effect": {"strength": 2}},
    ),
    "WT": _support(
        "テストの観察",
        HUMAN,
        {HUMAN: 1},
        "white",
        {"kind": "support", "targets": [OWN_CONF], "effect": {"strength": 1, "life": {"own": 1}}},
        task=True,
    ),
    "W3": _support(
        "テストの恵み",
        HUMAN,
        {HUMAN: 1},
        "white",
        {"kind": "support", "effect": {"draw": 2, "life": {"own": 1}}},
    ),
    "SSB": _support(
        "テストの共生",
        HUMAN,
        {HUMAN: 1},
        "ss",
        {"kind": "support", "targets": [OWN_CONF], "duration": "field", "effect": {"strength": 1}},
    ),
    "R1": _conf("テスト温暖化1", 2, CO2, {CO2: 1}),
    "R2": _conf("テスト温暖化2", 3, CO2, {CO2: 2}, ["テスト温暖化1"]),
    "R3": _conf("テスト温暖化3", 5, CO2, {CO2: 3}),
    "RH": _conf("テストの排ガス", 3, CO2, {CO2: 1, HUMAN: 1}, ["テスト温暖化1"]),
    "K1": _support(
        "テストの排気",
        CO2,
        {CO2: 1},
        "black",
        {"kind": "support", "targets": [OPP_CONF], "effect": {"strength": -2}},
    ),
    "K5": _support(
        "テストの強奪",
        CO2,
        {CO2: 1},
        "black",
        {"kind": "support", "effect": {"from_hand": {"whose": "opponent", "count": 1, "to": "discard"}}},
    ),
    "K5T": _support(
        "テストの略奪",
        CO2,
        {CO2: 1},
        "black",
        {
            "kind": "support",
            "effect": {
                "from_hand": {"whose": "opponent", "count": 1, "to": "discard"},
                "life": {"own": -1},
            },
        },
        task=True,
    ),
    "K4": _support(
        "テストの偵察", CO2, {CO2: 1}, "black", {"kind": "support", "effect": {"look_deck": "opponent"}}
    ),
    "K6": _support(
        "テストの伐採",
        CO2,
        {CO2: 1},
        "black",
        {"kind": "support", "targets": [OPP_CONF], "text": "対象の対決カードを捨て場に置く"},
    ),
    "K7": _support(
        "テストの採掘",
        CO2,
        {CO2: 1},
        "black",
        {"kind": "support", "targets": [OPP_SOURCE], "text": "対象のみなもとカードを捨て場に置く"},
    ),
    "KS": _support(
        "テストの温室",
        CO2,
        {CO2: 1},
        "ss",
        {"kind": "support", "targets": [OWN_CONF], "duration": "field", "effect": {"strength": 1}},
    ),
}

DECKS = {
    "B": {
        "L": 6, "H": 3, "RV": 3, "LH": 2,
        "C1": 2, "C2": 2, "C3": 1, "F1": 1, "F2": 1, "FS": 1,
        "EB": 2, "DB": 1, "W1": 2, "WT": 1, "W3": 1, "SSB": 1,
    },
    "R": {
        "CO": 13, "H": 2, "R1": 2, "R2": 2, "R3": 1, "RH": 1,
        "K1": 2, "K5": 1, "K5T": 1, "K4": 1, "K6": 2, "K7": 1, "KS": 1,
    },
}  # fmt: skip
DECK_SIZE = 30
assert all(sum(d.values()) == DECK_SIZE for d in DECKS.values())

ATTR = {"L": LAND, "H": HUMAN, "RV": RIVER, "CO": CO2}


def header(snapshot=None, first="B", solo_names=True):
    h = {
        "format": "judgelog/1",
        "game": "myearth",
        "rules_version": "2nd edition 2012-10-31",
        "players": [{"seat": "B", "name": "青い地球"}, {"seat": "R", "name": "赤い地球"}],
        "first_player": first,
        "options": {"starting_life": 20, "sides": {"B": "blue", "R": "red"}, "deck_size": DECK_SIZE},
        "cards": copy.deepcopy(CARDS),
        "decklists": {seat: {"main": dict(d)} for seat, d in DECKS.items()},
    }
    if snapshot is not None:
        h["snapshot"] = snapshot
    return h


def side(
    life=20,
    hand=(),
    hand_n=0,
    discard=(),
    sources=(),
    groups=(),
    supports=(),
    removed=(),
):
    """A side's zones: `sources` are (iid, card[, attribute][, used]); `groups` lists chains of
    (iid, card, [sources][, strength]); `hand` the known hand cards (iid, card) plus `hand_n` unknown."""
    return {
        "life": life,
        "hand": list(hand),
        "hand_n": hand_n,
        "discard": list(discard),
        "sources": list(sources),
        "groups": [list(g) for g in groups],
        "supports": list(supports),
        "removed": list(removed),
    }


def _zone_side(seat, s):
    counts = Counter()
    srcs = []
    for item in s["sources"]:
        iid, card = item[0], item[1]
        entry = {"iid": iid, "card": card, "attribute": ATTR.get(card)}
        rest = list(item[2:])
        if rest and isinstance(rest[0], str):
            entry["attribute"] = rest.pop(0)
        if rest:
            entry["used"] = rest.pop(0)
        srcs.append(entry)
        counts[card] += 1
    groups = []
    for g in s["groups"]:
        chain = []
        for item in g:
            c = {"iid": item[0], "card": item[1], "sources": list(item[2])}
            if len(item) > 3:
                c["strength"] = item[3]
            chain.append(c)
            counts[item[1]] += 1
        groups.append(chain)
    supports = []
    for item in s["supports"]:
        supports.append({"iid": item[0], "card": item[1], "sources": list(item[2])})
        counts[item[1]] += 1
    for card in s["discard"] + s["removed"]:
        counts[card] += 1
    for _, card in s["hand"]:
        counts[card] += 1
    hand_count = len(s["hand"]) + s["hand_n"]
    placed = sum(counts.values()) + s["hand_n"]
    deck = DECK_SIZE - placed
    for card, n in counts.items():
        assert n <= DECKS[seat].get(card, 0), (seat, card, n)
    assert deck >= 0, (seat, deck)
    zone = {
        "life": s["life"],
        "deck": {"count": deck},
        "hand": {"count": hand_count, "cards": [{"iid": i, "card": c} for i, c in s["hand"]]},
        "discard": list(s["discard"]),
        "removed": list(s["removed"]),
        "field": {"sources": srcs, "groups": groups, "supports": supports},
    }
    return zone, hand_count, deck


class Log:
    """Builds one judgelog, keeping hand and deck counts so that every draw fills the hand to 5."""

    def __init__(self, turn, phase, tp, this_turn, b, r, first="B"):
        zb, hb, db = _zone_side("B", b)
        zr, hr, dr = _zone_side("R", r)
        snap = {
            "turn": turn,
            "phase": phase,
            "turn_players": list(tp),
            "this_turn": this_turn,
            "players": {"B": zb, "R": zr},
        }
        self.header = header(snap, first=first)
        self.hand = {"B": hb, "R": hr}
        self.deck = {"B": db, "R": dr}
        self.turn, self.phase, self.tp = turn, phase, list(tp)
        self.entries: list[dict] = []
        self.next_first = None

    def add(self, act, actor=None, **args):
        e = {"seq": len(self.entries) + 1, "turn": self.turn, "phase": self.phase, "act": act, "args": args}
        if actor is not None:
            e["actor"] = actor
        self.entries.append(e)
        return self

    def draw(self, seat, count=None):
        if self.next_first is not None:
            first = self.next_first
            self.tp = [first, "R" if first == "B" else "B"]
            self.turn += 1
            self.phase = "first"
            self.next_first = None
        if count is None:
            count = max(0, min(5 - self.hand[seat], self.deck[seat]))
        self.hand[seat] += count
        self.deck[seat] -= count
        return self.add("draw", seat, count=count)

    def src(self, seat, iid, card, attribute=None):
        self.hand[seat] -= 1
        args = {"card": {"iid": iid, "card": card}}
        if attribute:
            args["attribute"] = attribute
        return self.add("play_source", seat, **args)

    def play(self, seat, iid, card, sources, chain_on=None):
        self.hand[seat] -= 1
        args = {"card": {"iid": iid, "card": card}, "sources": list(sources)}
        if chain_on:
            args["chain_on"] = chain_on
        return self.add("play", seat, **args)

    def sup(self, seat, iid, card, sources, target=None):
        self.hand[seat] -= 1
        args = {"card": {"iid": iid, "card": card}, "sources": list(sources)}
        if target:
            args["target"] = target
        return self.add("support", seat, **args)

    def pas(self, seat):
        return self.add("pass", seat)

    def res(self, iid, card, **kw):
        for seat, n in kw.get("draw", {}).items():
            self.hand[seat] += n
            self.deck[seat] -= n
        for seat, cards in kw.get("from_hand", {}).items():
            self.hand[seat] -= len(cards)
        return self.add("resolve", None, card={"iid": iid, "card": card}, **kw)

    def eff(self, seat, iid, card, ability, **kw):
        return self.add("effect", seat, source={"iid": iid, "card": card}, ability=ability, **kw)

    def leave(self, card, by, to="discard"):
        return self.add("leave", None, card=card, to=to, by=by)

    def surv(self, seat, discarded=(), released=()):
        return self.add("survival", seat, discarded=list(discarded), released=list(released))

    def end(self, seat):
        self.add("end_ban", seat)
        self.phase = "second" if self.phase == "first" else "confrontation"
        return self

    def discard(self, seat, cards):
        self.hand[seat] -= len(cards)
        return self.add("discard", seat, count=len(cards), cards=list(cards))

    def ann(self, seat, total):
        return self.add("announce", seat, total=total)

    def cend(self, winner, discarded, loss):
        self.add("confrontation_end", None, winner=winner, discarded=list(discarded), life_loss=loss)
        self.next_first = winner or self.tp[0]
        return self

    def log(self):
        return {"header": self.header, "entries": self.entries}


def ban(drawn=True, discarded=False):
    return {"drawn": drawn, "discarded": discarded}


SCENARIOS: list[dict] = []


def scenario(short, title_ja, title_en, situation, ruling, clauses, build, printed_example=None):
    """`build(bad)` returns the Log: the rules-abiding twin for bad=False, the disputed one for bad=True."""
    sid = PREFIX + short
    s = {
        "id": sid,
        "title_ja": title_ja,
        "title_en": title_en,
        "situation": situation,
        "ruling": ruling,
        "clauses": [c if c.startswith("myearth:") else f"myearth:{c}" for c in clauses],
    }
    if printed_example:
        s["printed_example"] = printed_example
    s["legal"] = build(False).log()
    s[ruling] = build(True).log()
    SCENARIOS.append(s)


# --- shared positions --------------------------------------------------------------------------


def blue_turn(b, r, turn=3):
    """B is 先攻 and has drawn in turn `turn`."""
    return Log(turn, "first", ["B", "R"], ban(), b, r)


def red_turn(b, r, turn=3):
    """R's 番 as 後攻 in turn `turn`, after R's draw."""
    return Log(turn, "second", ["B", "R"], ban(), b, r)


def R_BASIC(**kw):
    base = dict(
        hand_n=3,
        sources=[("R:r1", "CO"), ("R:r2", "CO", False)],
        groups=[[("R:c1", "R1", ["R:r1"])]],
    )
    base.update(kw)
    return side(**base)


# === abilities of 対決 cards (226-241) ============================================================


def _effect_target_own(bad):
    b = side(
        hand=[("B:h1", "EB")],
        hand_n=3,
        sources=[("B:s0", "L"), ("B:s1", "L", False), ("B:s2", "L", False)],
        groups=[[("B:c0", "C1", ["B:s0"])]],
    )
    g = blue_turn(b, R_BASIC())
    g.play("B", "B:h1", "EB", ["B:s1"])
    if bad:
        g.eff("B", "B:h1", "EB", "peck", targets=["B:c0"], strength={"B:c0": -1})
    else:
        g.eff("B", "B:h1", "EB", "peck", targets=["R:c1"], strength={"R:c1": -1})
    return g.end("B")


scenario(
    "effect-target-own",
    "「相手の対決カード」を下げる効果を自分のカードに使った",
    "An effect that lowers an opponent's 対決 card was aimed at the player's own card",
    "B plays テストのカワセミ (「場に出したとき、相手の対決カード1枚の強さを-1する」). R has テスト温暖化1 on "
    "the field. B applies the -1 to his own テストの虫 instead, saying the card lets him choose any "
    "card. R calls the judge.",
    "illegal",
    ["236", "228", "233"],
    _effect_target_own,
)


def _effect_interrupted(bad):
    b = side(
        hand=[("B:h1", "EB"), ("B:h2", "L")],
        hand_n=2,
        sources=[("B:s1", "L", False)],
    )
    g = blue_turn(b, R_BASIC())
    g.play("B", "B:h1", "EB", ["B:s1"])
    if bad:
        g.src("B", "B:h2", "L")
        g.eff("B", "B:h1", "EB", "peck", targets=["R:c1"], strength={"R:c1": -1})
    else:
        g.eff("B", "B:h1", "EB", "peck", targets=["R:c1"], strength={"R:c1": -1})
        g.src("B", "B:h2", "L")
    return g.end("B")


scenario(
    "effect-interrupted",
    "効果の処理前に次のみなもとを出した",
    "A source was played before the just-played card's effect was carried out",
    "B plays テストのカワセミ and, before resolving its 「場に出したとき」 effect on R's テスト温暖化1, "
    "puts a 陸のみなもと on the field, then resolves the effect. R says playing the card was not "
    "finished yet.",
    "illegal",
    ["159", "160", "227"],
    _effect_interrupted,
)


def _effect_fired_twice(bad):
    b = side(
        hand=[("B:h1", "C1")],
        hand_n=3,
        sources=[("B:s0", "L"), ("B:s1", "L", False)],
        groups=[[("B:c0", "EB", ["B:s0"])]],
    )
    r = side(
        hand_n=3,
        sources=[("R:r1", "CO"), ("R:r2", "CO")],
        groups=[[("R:c1", "R2", ["R:r1", "R:r2"])]],
    )
    g = blue_turn(b, r, turn=4)
    g.play("B", "B:h1", "C1", ["B:s1"])
    if bad:
        g.eff("B", "B:c0", "EB", "peck", targets=["R:c1"], strength={"R:c1": -1})
    return g.end("B")


scenario(
    "effect-fired-twice",
    "前のターンから場にいるカワセミの効果を再び使った",
    "The effect of a テストのカワセミ already on the field was used again in a later turn",
    "B's テストのカワセミ was played two turns ago and its 「場に出したとき」 effect was used then. In "
    "turn 4 B plays テストの虫 and says the カワセミ's -1 works again each turn, lowering R's "
    "テスト温暖化2.",
    "illegal",
    ["230", "227"],
    _effect_fired_twice,
)


def _second_copy_effect(bad):
    b = side(
        hand=[("B:h1", "EB")],
        hand_n=3,
        sources=[("B:s0", "L"), ("B:s1", "L", False)],
        groups=[[("B:c0", "EB", ["B:s0"])]],
    )
    r = side(
        hand_n=3,
        sources=[("R:r1", "CO"), ("R:r2", "CO")],
        groups=[[("R:c1", "R2", ["R:r1", "R:r2"])]],
    )
    g = blue_turn(b, r, turn=4)
    g.play("B", "B:h1", "EB", ["B:s1"])
    if not bad:
        g.eff("B", "B:h1", "EB", "peck", targets=["R:c1"], strength={"R:c1": -1})
    return g.end("B")


scenario(
    "second-copy-effect-skipped",
    "2枚目の同名カードの効果を飛ばした",
    "The effect of a second copy of the same card was skipped",
    "B already has one テストのカワセミ on the field (its effect used when it was played). B plays a "
    "second テストのカワセミ and ends his 番 without its -1, saying a card's effect happens once per "
    "name. R, whose テスト温暖化2 would lose 1, asks the judge whether the effect had to be carried out.",
    "illegal",
    ["164", "227", "233", "159"],
    _second_copy_effect,
)


def _discard_trigger(bad):
    b = side(hand_n=3, sources=[("B:s1", "L")], groups=[[("B:c1", "DB", ["B:s1"])]])
    r = side(hand_n=2, sources=[("R:r1", "CO")], groups=[[("R:c1", "R1", ["R:r1"])]])
    g = red_turn(b, r)
    g.end("R")
    g.ann("B", 1).ann("R", 2).pas("B").pas("R")
    g.cend("R", ["B:c1"], 1)
    if not bad:
        g.eff("B", "B:c1", "DB", "humus", life={"B": 1})
    g.draw("R")
    return g


scenario(
    "discard-trigger-after-loss",
    "対決に負けて捨て場に置かれた落ち葉の効果を忘れた",
    "The 'when put into the discard' effect of a card lost in the 対決 was forgotten",
    "B's テストの落ち葉 (「このカードが捨て場に置かれたとき、自分の地球ライフを1増やす」) loses the 対決 "
    "and goes to the discard. Nobody carries out its effect and R starts the next turn with his "
    "draw. B notices after R's draw.",
    "illegal",
    ["231", "227", "233"],
    _discard_trigger,
)


# === support cards (242-272) ======================================================================


def _support_no_target(bad):
    b = side(hand_n=4, sources=[("B:s1", "L", True)], discard=["C1"])
    r = side(
        hand=[("R:h1", "K1"), ("R:h2", "CO")],
        hand_n=1,
        sources=[("R:r1", "CO", False)],
    )
    g = red_turn(b, r)
    if bad:
        g.sup("R", "R:h1", "K1", ["R:r1"])
        g.pas("B")
        g.res("R:h1", "K1", fizzled=True)
    else:
        g.src("R", "R:h2", "CO")
    return g.end("R")


scenario(
    "support-no-target",
    "相手の場に対決カードがないのに排気を出した",
    "A support card aimed at an opponent's 対決 card was played with none on the field",
    "B's only 対決 card went to the discard in the last 対決, so B's field holds sources only. In "
    "his 番 R plays テストの排気 (相手の対決カード1枚の強さ-2) anyway, to get it out of his hand, and "
    "calls it 'fizzled'.",
    "illegal",
    ["247", "252"],
    _support_no_target,
)


def _target_switched(bad):
    b = side(
        hand_n=3,
        sources=[("B:s1", "L"), ("B:s2", "L"), ("B:s3", "RV"), ("B:s4", "RV")],
        groups=[[("B:c1", "C2", ["B:s1", "B:s2"])], [("B:c2", "F2", ["B:s3", "B:s4"])]],
    )
    r = side(hand=[("R:h1", "K1")], hand_n=2, sources=[("R:r1", "CO", False)])
    g = red_turn(b, r)
    g.sup("R", "R:h1", "K1", ["R:r1"], target="B:c1")
    g.pas("B")
    g.res("R:h1", "K1", strength={"B:c2" if bad else "B:c1": -2})
    return g.end("R")


scenario(
    "support-target-switched",
    "排気の対象を効果の発動時に変えた",
    "The target of テストの排気 was changed when its effect took place",
    "R plays テストの排気 naming B's テストの鳥 as its target. B declines to answer. When the effect "
    "takes place R says he would rather lower B's テストの大魚 and applies the -2 there.",
    "illegal",
    ["253", "252"],
    _target_switched,
)


def _fizzle_retarget(bad):
    b = side(
        hand=[("B:h1", "W1")],
        hand_n=3,
        sources=[("B:s1", "L"), ("B:s2", "RV"), ("B:s3", "H", False)],
        groups=[[("B:c1", "C1", ["B:s1"])], [("B:c2", "F1", ["B:s2"])]],
    )
    r = side(hand=[("R:h1", "K6")], hand_n=3, sources=[("R:r1", "CO", False)])
    g = blue_turn(b, r)
    g.sup("B", "B:h1", "W1", ["B:s3"], target="B:c1")
    g.sup("R", "R:h1", "K6", ["R:r1"], target="B:c1")
    g.pas("B")
    g.res("R:h1", "K6")
    g.leave("B:c1", "R:h1")
    if bad:
        g.res("B:h1", "W1", strength={"B:c2": 2})
    else:
        g.res("B:h1", "W1", fizzled=True)
    g.surv("B")
    g.add("survival_approve", "R")
    return g.end("B")


scenario(
    "support-fizzle-retarget",
    "対象が捨て場に置かれた植林を別のカードに使った",
    "A support whose target was put into the discard was applied to another card",
    "B plays テストの植林 (+2) on his テストの虫. R answers in the チェーン with テストの伐採, which puts "
    "テストの虫 into the discard. When テストの植林's turn comes B applies the +2 to his テストの小魚 "
    "instead.",
    "illegal",
    ["258", "259", "253"],
    _fizzle_retarget,
)


def _chain_order(bad):
    b = side(
        hand=[("B:h1", "W1")],
        hand_n=3,
        sources=[("B:s1", "L"), ("B:s2", "L"), ("B:s3", "H", False)],
        groups=[[("B:c1", "C2", ["B:s1", "B:s2"])]],
    )
    r = side(hand=[("R:h1", "K1")], hand_n=3, sources=[("R:r1", "CO", False)])
    g = blue_turn(b, r)
    g.sup("B", "B:h1", "W1", ["B:s3"], target="B:c1")
    g.sup("R", "R:h1", "K1", ["R:r1"], target="B:c1")
    g.pas("B")
    if bad:
        g.res("B:h1", "W1", strength={"B:c1": 2})
        g.res("R:h1", "K1", strength={"B:c1": -2})
    else:
        g.res("R:h1", "K1", strength={"B:c1": -2})
        g.res("B:h1", "W1", strength={"B:c1": 2})
    return g.end("B")


scenario(
    "chain-resolve-order",
    "チェーンを出した順に処理した",
    "A チェーン was resolved in the order the cards were played",
    "B plays テストの植林 (+2) on テストの鳥; R answers with テストの排気 (-2) on the same card; B "
    "declines. The players resolve テストの植林 first, because it was played first, then テストの排気.",
    "illegal",
    ["256", "255"],
    _chain_order,
)


def _chain_same_side(bad):
    b = side(
        hand=[("B:h1", "W1"), ("B:h2", "W1")],
        hand_n=2,
        sources=[("B:s1", "L"), ("B:s2", "RV"), ("B:s3", "H", False), ("B:s4", "H", False)],
        groups=[[("B:c1", "C1", ["B:s1"])], [("B:c2", "F1", ["B:s2"])]],
    )
    g = blue_turn(b, R_BASIC())
    g.sup("B", "B:h1", "W1", ["B:s3"], target="B:c1")
    if bad:
        g.sup("B", "B:h2", "W1", ["B:s4"], target="B:c2")
        g.pas("R")
        g.res("B:h2", "W1", strength={"B:c2": 2})
        g.res("B:h1", "W1", strength={"B:c1": 2})
    else:
        g.pas("R")
        g.res("B:h1", "W1", strength={"B:c1": 2})
        g.sup("B", "B:h2", "W1", ["B:s4"], target="B:c2")
        g.pas("R")
        g.res("B:h2", "W1", strength={"B:c2": 2})
    return g.end("B")


scenario(
    "chain-same-side",
    "相手の応答を待たずに自分のサポートを重ねた",
    "A player added his own second support to the チェーン before the opponent answered",
    "B plays テストの植林 on テストの虫 and at once a second テストの植林 on テストの小魚, before R says "
    "whether he answers the first. R objects that it was his turn to decide.",
    "illegal",
    ["254", "33", "251"],
    _chain_same_side,
)


def _resolve_before_answer(bad):
    b = side(
        hand=[("B:h1", "W1")],
        hand_n=3,
        sources=[("B:s1", "L"), ("B:s3", "H", False)],
        groups=[[("B:c1", "C1", ["B:s1"])]],
    )
    g = blue_turn(b, R_BASIC())
    g.sup("B", "B:h1", "W1", ["B:s3"], target="B:c1")
    if not bad:
        g.pas("R")
    g.res("B:h1", "W1", strength={"B:c1": 2})
    return g.end("B")


scenario(
    "resolve-before-answer",
    "相手の使用意思を確認せずに植林の効果を発動した",
    "A support's effect was applied without asking the opponent whether he answers",
    "B plays テストの植林 on テストの虫 and immediately applies the +2, without giving R the chance to "
    "answer with a support card of his own. R had テストの排気 in hand and calls the judge.",
    "illegal",
    ["251", "254", "255"],
    _resolve_before_answer,
)


def _support_out_of_turn(bad):
    b = side(
        hand=[("B:h1", "L")],
        hand_n=3,
        sources=[("B:s1", "L"), ("B:s2", "L"), ("B:s3", "L", False)],
        groups=[[("B:c1", "C2", ["B:s1", "B:s2"])]],
    )
    r = side(hand=[("R:h1", "K1")], hand_n=3, sources=[("R:r1", "CO", False)])
    g = blue_turn(b, r)
    g.src("B", "B:h1", "L")
    if bad:
        g.sup("R", "R:h1", "K1", ["R:r1"], target="B:c1")
        g.pas("B")
        g.res("R:h1", "K1", strength={"B:c1": -2})
        g.end("B")
        g.draw("R")
    else:
        g.end("B")
        g.draw("R")
        g.sup("R", "R:h1", "K1", ["R:r1"], target="B:c1")
        g.pas("B")
        g.res("R:h1", "K1", strength={"B:c1": -2})
    return g.end("R")


scenario(
    "support-out-of-turn",
    "相手の番に、相手のサポートなしで排気を出した",
    "A support card was played in the opponent's 番 without answering a support of his",
    "During B's 番, after B merely puts a 陸のみなもと on the field, R plays テストの排気 on B's "
    "テストの鳥, saying support cards may be played at any time.",
    "illegal",
    ["111", "16", "20"],
    _support_out_of_turn,
)


def _ss_replaced(bad):
    b = side(
        hand_n=3,
        sources=[("B:s1", "L"), ("B:s5", "H")],
        groups=[[("B:c1", "C1", ["B:s1"], 1)]],
        supports=[("B:ss", "SSB", ["B:s5"])],
    )
    r = side(
        hand=[("R:h1", "KS")],
        hand_n=2,
        sources=[("R:r1", "CO"), ("R:r2", "CO", False)],
        groups=[[("R:c1", "R1", ["R:r1"])]],
    )
    g = red_turn(b, r)
    g.sup("R", "R:h1", "KS", ["R:r2"], target="R:c1")
    g.pas("B")
    if bad:
        g.res("R:h1", "KS", strength={"R:c1": 1}, to="field")
    else:
        g.res("R:h1", "KS", strength={"R:c1": 1}, to="field", replaced=["B:ss"])
    return g.end("R")


scenario(
    "ss-not-replaced",
    "後から【ss】カードが出ても先の【ss】カードを場に残した",
    "An earlier 【ss】 card stayed on the field after a later one took effect",
    "B's 【ss】 card テストの共生 has been on the field since last turn. R plays his own 【ss】 card "
    "テストの温室, B does not answer, and its effect takes place. B keeps テストの共生 on the field, "
    "saying 272 only replaces the player's own earlier 【ss】 card.",
    "illegal",
    ["272", "40"],
    _ss_replaced,
)


def _task_skipped(bad):
    b = side(
        hand=[("B:h1", "WT")],
        hand_n=3,
        sources=[("B:s1", "L"), ("B:s3", "H", False)],
        groups=[[("B:c1", "C1", ["B:s1"])]],
    )
    g = blue_turn(b, R_BASIC())
    g.sup("B", "B:h1", "WT", ["B:s3"], target="B:c1")
    g.pas("R")
    if bad:
        g.res("B:h1", "WT", strength={"B:c1": 1}, task=0)
    else:
        g.res("B:h1", "WT", strength={"B:c1": 1}, life={"B": 1}, task=1)
    return g.end("B")


scenario(
    "task-skipped",
    "【課題】を実行しなかった",
    "The 【課題】 of a resolved support card was not carried out",
    "B plays テストの観察 (「自分の対決カード1枚の強さ+1。【課題】自分の地球ライフを1増やす」) on テストの虫. "
    "The +1 takes place; B forgets the 【課題】 and ends his 番. R points it out before R's draw.",
    "illegal",
    ["268", "267", "233"],
    _task_skipped,
)


def _task_after_fizzle(bad):
    b = side(
        hand=[("B:h1", "WT")],
        hand_n=3,
        sources=[("B:s1", "L"), ("B:s3", "H", False)],
        groups=[[("B:c1", "C1", ["B:s1"])]],
    )
    r = side(hand=[("R:h1", "K6")], hand_n=3, sources=[("R:r1", "CO", False)])
    g = blue_turn(b, r)
    g.sup("B", "B:h1", "WT", ["B:s3"], target="B:c1")
    g.sup("R", "R:h1", "K6", ["R:r1"], target="B:c1")
    g.pas("B")
    g.res("R:h1", "K6")
    g.leave("B:c1", "R:h1")
    if bad:
        g.res("B:h1", "WT", fizzled=True, life={"B": 1}, task=1)
    else:
        g.res("B:h1", "WT", fizzled=True)
    g.surv("B")
    g.add("survival_approve", "R")
    return g.end("B")


scenario(
    "task-after-fizzle",
    "効果が発動しなかった観察の【課題】を実行した",
    "The 【課題】 was carried out although the support's effect never took place",
    "B plays テストの観察 on テストの虫; R answers with テストの伐採, which puts テストの虫 into the discard "
    "first. テストの観察 has lost its target, but B says its 【課題】 still gives him 1 Earth Life.",
    "illegal",
    ["267", "258", "259"],
    _task_after_fizzle,
)


def _task_empty_hand(bad):
    b = side(
        hand_n=0,
        sources=[("B:s1", "L"), ("B:s2", "L")],
        groups=[[("B:c1", "C2", ["B:s1", "B:s2"])]],
    )
    r = side(hand=[("R:h1", "K5T")], hand_n=2, sources=[("R:r1", "CO", False)])
    g = red_turn(b, r)
    g.sup("R", "R:h1", "K5T", ["R:r1"])
    g.pas("B")
    if bad:
        g.res("R:h1", "K5T", task=0)
    else:
        g.res("R:h1", "K5T", life={"R": -1}, task=1)
    return g.end("R")


scenario(
    "task-empty-hand",
    "相手の手札が0枚のときの略奪の【課題】",
    "The 【課題】 of a hand-discard support when the opponent's hand is empty",
    "B has no cards in hand. R plays テストの略奪 (「相手の手札から1枚選んで捨て場に置く。【課題】自分の地球"
    "ライフを1減らす」). R says that with B's hand empty the effect did not happen, so neither does "
    "the 【課題】. B disagrees.",
    "illegal",
    ["241", "268", "267"],
    _task_empty_hand,
)


def _hand_look(bad):
    b = side(
        hand=[("B:h1", "C2")],
        hand_n=2,
        sources=[("B:s1", "L")],
        groups=[[("B:c1", "C1", ["B:s1"])]],
    )
    r = side(hand=[("R:h1", "K5")], hand_n=2, sources=[("R:r1", "CO", False)])
    g = red_turn(b, r)
    g.sup("R", "R:h1", "K5", ["R:r1"])
    g.pas("B")
    if bad:
        g.res("R:h1", "K5", from_hand={"B": ["C2"]}, looked_hand=["B"])
    else:
        g.res("R:h1", "K5", from_hand={"B": ["C2"]})
    return g.end("R")


scenario(
    "hand-look",
    "強奪で相手の手札を見て選んだ",
    "The user of a hand-discard support looked at the opponent's hand while choosing",
    "R plays テストの強奪 (「相手の手札から1枚選んで捨て場に置く」). B fans his three cards face down, but "
    "R turns them over, looks at all three and takes テストの鳥.",
    "illegal",
    ["235", "236"],
    _hand_look,
)


def _deck_look(bad):
    b = side(
        hand_n=3,
        sources=[("B:s1", "L")],
        groups=[[("B:c1", "C1", ["B:s1"])]],
    )
    r = side(hand=[("R:h1", "K4")], hand_n=2, sources=[("R:r1", "CO", False)])
    g = red_turn(b, r)
    g.sup("R", "R:h1", "K4", ["R:r1"])
    g.pas("B")
    g.res("R:h1", "K4")
    if not bad:
        g.add("shuffle", "B", deck="B")
    return g.end("R")


scenario(
    "deck-look-no-shuffle",
    "偵察で山札を見た後に山札を切らなかった",
    "The deck was not shuffled after the opponent looked through it",
    "R plays テストの偵察 (「相手の山札の中を見る」). B hands his deck face down to R, R looks through it "
    "without changing the order and hands it back; B puts it down and the game goes on without a "
    "shuffle, since the card says nothing about shuffling.",
    "illegal",
    ["234", "266"],
    _deck_look,
)


def _short_draw(bad):
    rest = Counter(DECKS["B"]) - Counter(["W3", "L", "H", "C1"])
    filler = [c for c, n in sorted(rest.items()) for _ in range(n) if c != "W3"]
    # 3 unknown hand cards stay out of the discard; the deck keeps 1 card (disputed) or 3 (twin)
    filler = filler[: len(filler) - (3 + (1 if bad else 3))]
    b = side(
        hand=[("B:h1", "W3")],
        hand_n=3,
        sources=[("B:s1", "L"), ("B:s3", "H", False)],
        groups=[[("B:c1", "C1", ["B:s1"])]],
        discard=filler,
    )
    g = blue_turn(b, R_BASIC(), turn=7)
    g.sup("B", "B:h1", "W3", ["B:s3"])
    g.pas("R")
    if bad:
        assert g.deck["B"] == 1
        g.res("B:h1", "W3", draw={"B": 1}, life={"B": 1})
    else:
        g.res("B:h1", "W3", draw={"B": 2}, life={"B": 1})
    return g.end("B")


scenario(
    "short-draw-rest",
    "2枚引く効果で山札が1枚しかなかったときの残りの処理",
    "A 'draw 2, then gain 1 Earth Life' effect with one card left in the deck",
    "B plays テストの恵み (「カードを2枚引く。自分の地球ライフを1増やす」) with a single card left in his "
    "deck. He draws it and then gains 1 Earth Life. R argues that once the second draw could not be "
    "made the effect stopped there (257), so no Earth Life is gained.",
    "needs_ruling",
    ["257", "232"],
    _short_draw,
)


# === costs and chains (112-120, 157-183, 274) =====================================================


def _cost_attribute(bad):
    b = side(
        hand=[("B:h1", "C1")],
        hand_n=3,
        sources=[("B:s1", "L", False), ("B:s2", "H", False)],
    )
    g = blue_turn(b, R_BASIC())
    g.play("B", "B:h1", "C1", ["B:s2" if bad else "B:s1"])
    return g.end("B")


scenario(
    "cost-wrong-attribute",
    "陸が必要な対決カードを人のみなもとの上に出した",
    "A 対決 card needing a 陸 source was put on a 人 source",
    "B has one 陸 and one 人 source unused. He plays テストの虫 (必要コスト: 陸1) on the 人 source, "
    "keeping the 陸 for later, and says any source will do for a one-cost card.",
    "illegal",
    ["118", "119", "117"],
    _cost_attribute,
)


def _cost_overpaid(bad):
    b = side(
        hand=[("B:h1", "C1")],
        hand_n=3,
        sources=[("B:s1", "L", False), ("B:s2", "L", False)],
    )
    g = blue_turn(b, R_BASIC())
    g.play("B", "B:h1", "C1", ["B:s1", "B:s2"] if bad else ["B:s1"])
    return g.end("B")


scenario(
    "cost-overpaid",
    "必要コスト1の対決カードを2枚のみなもとの上に出した",
    "A one-cost 対決 card was stacked on two sources",
    "B stacks テストの虫 (必要コスト: 陸1) across both of his unused 陸のみなもと, so that a card that "
    "removes one source will not make it leave the field.",
    "illegal",
    ["119", "117"],
    _cost_overpaid,
)


def _special_attribute(bad):
    b = side(
        hand=[("B:h1", "C1")],
        hand_n=3,
        sources=[("B:s1", "L", False), ("B:s2", "LH", HUMAN, False)],
    )
    g = blue_turn(b, R_BASIC())
    g.play("B", "B:h1", "C1", ["B:s2" if bad else "B:s1"])
    return g.end("B")


scenario(
    "special-source-attribute",
    "人として出した里山を陸として使った",
    "A special source played as 人 was used to pay a 陸 cost",
    "Last turn B put 里山 (陸/人) on the field with its 人 side towards R. Now he plays テストの虫 "
    "(陸1) on it, saying 里山 is also a 陸 source.",
    "illegal",
    ["113", "118"],
    _special_attribute,
)


def _chain_wrong_name(bad):
    b = side(
        hand=[("B:h1", "C3")],
        hand_n=3,
        sources=[("B:s1", "L"), ("B:s2", "L", False), ("B:s3", "H", False)],
        groups=[[("B:c1", "C1", ["B:s1"])]],
    )
    g = blue_turn(b, R_BASIC())
    if bad:
        g.play("B", "B:h1", "C3", ["B:s3"], chain_on="B:c1")
    else:
        g.play("B", "B:h1", "C3", ["B:s2", "B:s3"])
    return g.end("B")


scenario(
    "chain-wrong-name",
    "連鎖先として書かれていないカードの上に連鎖させた",
    "A card was chained onto a card not named under its photo",
    "B chains テストの獣 (写真の下: テストの鳥) directly onto his テストの虫, paying only the 人 the "
    "chain still lacks. R says テストの獣 can only go on テストの鳥.",
    "illegal",
    ["172", "27"],
    _chain_wrong_name,
)


def _mixed_excess(bad):
    r = side(
        hand=[("R:h1", "RH")],
        hand_n=2,
        sources=[("R:r1", "CO"), ("R:r2", "H", False), ("R:r3", "CO", False)],
        groups=[[("R:c1", "R1", ["R:r1"])]],
    )
    b = side(hand_n=3, sources=[("B:s1", "L")], groups=[[("B:c1", "C1", ["B:s1"])]])
    g = red_turn(b, r)
    g.play("R", "R:h1", "RH", ["R:r2", "R:r3"] if bad else ["R:r2"], chain_on="R:c1")
    return g.end("R")


scenario(
    "chain-mixed-excess",
    "混色連鎖で必要以上のみなもとを使った",
    "More sources than needed were used in a mixed-colour chain",
    "R's テスト温暖化1 stands on one 二酸化炭素 source. He chains テストの排ガス (二酸化炭素1・人1) onto it "
    "and stacks it on a 人 source and another 二酸化炭素 source, three sources for the chain in all.",
    "illegal",
    ["179", "176", "178"],
    _mixed_excess,
)


def _foreign_attribute(bad):
    b = side(
        hand=[("B:h1", "C2")],
        hand_n=3,
        sources=[("B:s1", "L"), ("B:s2", "L", False), ("B:s3", "H", False)],
        groups=[[("B:c1", "C1", ["B:s1"])]],
    )
    g = blue_turn(b, R_BASIC())
    g.play("B", "B:h1", "C2", ["B:s3" if bad else "B:s2"], chain_on="B:c1")
    return g.end("B")


scenario(
    "chain-foreign-attribute",
    "陸だけの連鎖に人のみなもとを使った",
    "A 人 source was used in a chain that needs only 陸",
    "B chains テストの鳥 (陸2) onto テストの虫 (陸1) and adds a 人のみなもと as the second source of "
    "the chain, keeping his last 陸のみなもと unused.",
    "illegal",
    ["182", "176", "118"],
    _foreign_attribute,
)


def _first_series(bad):
    b = side(
        hand=[("B:h1", "F2")],
        hand_n=3,
        sources=[("B:s1", "RV"), ("B:s2", "RV", False), ("B:s3", "RV", False)],
        groups=[[("B:c1", "FS", ["B:s1"])]],
    )
    g = blue_turn(b, R_BASIC())
    if bad:
        g.play("B", "B:h1", "F2", ["B:s2"], chain_on="B:c1")
    else:
        g.play("B", "B:h1", "F2", ["B:s2", "B:s3"])
    return g.end("B")


scenario(
    "first-series-chain",
    "第1弾のカードの下に書かれた名称による連鎖",
    "Chaining by the names printed under a first-series card",
    "B has テストの古魚, a first-series card whose photo has 「テストの大魚」 printed under it. He chains "
    "テストの大魚 (whose own photo names only テストの小魚) on top of it. R says テストの大魚 does not name "
    "テストの古魚; B points to 274.",
    "needs_ruling",
    ["274", "172"],
    _first_series,
)


# === survival checks (184-225) ====================================================================


def _vanished_reuse(bad):
    b = side(
        hand=[("B:h1", "W1"), ("B:h2", "C1")],
        hand_n=2,
        sources=[("B:s1", "L"), ("B:s2", "L", False), ("B:s3", "H", False)],
        groups=[[("B:c1", "C1", ["B:s1"])]],
    )
    r = side(hand=[("R:h1", "K6")], hand_n=3, sources=[("R:r1", "CO", False)])
    g = blue_turn(b, r)
    g.sup("B", "B:h1", "W1", ["B:s3"], target="B:c1")
    g.sup("R", "R:h1", "K6", ["R:r1"], target="B:c1")
    g.pas("B")
    g.res("R:h1", "K6")
    g.leave("B:c1", "R:h1")
    g.res("B:h1", "W1", fizzled=True)
    g.surv("B")
    g.add("survival_approve", "R")
    g.play("B", "B:h2", "C1", ["B:s1" if bad else "B:s2"])
    return g.end("B")


scenario(
    "vanished-group-source-reuse",
    "捨て場に置かれた対決カードのみなもとを同じ番に使い直した",
    "The source of a card put into the discard was used again in the same 番",
    "In B's 番, R's テストの伐採 puts B's テストの虫 into the discard; it was B's whole group. B then "
    "plays another テストの虫 on the 陸のみなもと the first one stood on, saying it is free again.",
    "illegal",
    ["93", "94", "157"],
    _vanished_reuse,
)


def _three_chain():
    return side(
        hand_n=3,
        sources=[("B:s1", "L"), ("B:s2", "L"), ("B:s3", "H")],
        groups=[
            [
                ("B:c1", "C1", ["B:s1"]),
                ("B:c2", "C2", ["B:s2"]),
                ("B:c3", "C3", ["B:s3"]),
            ]
        ],
    )


def _middle_leaves(bad, outcome):
    r = side(hand=[("R:h1", "K6")], hand_n=2, sources=[("R:r1", "CO", False)])
    g = red_turn(_three_chain(), r)
    g.sup("R", "R:h1", "K6", ["R:r1"], target="B:c2")
    g.pas("B")
    g.res("R:h1", "K6")
    g.leave("B:c2", "R:h1")
    if bad:
        g.surv("B", **outcome)
    else:
        g.surv("B", discarded=["B:c3"], released=["B:s3", "B:s2"])
    g.add("survival_approve", "R")
    return g.end("R")


scenario(
    "survival-lower-discarded",
    "生存判定で連鎖の下位のカードまで捨て場に置いた",
    "A survival check put a lower card of the chain into the discard too",
    "B's chain テストの虫 → テストの鳥 → テストの獣 loses テストの鳥 to R's テストの伐採. In the survival check B "
    "puts テストの獣 (which cannot chain on テストの虫) and also テストの虫 into the discard, saying the "
    "whole chain broke. R then asks whether テストの虫 had to go.",
    "illegal",
    ["192", "190", "191"],
    lambda bad: _middle_leaves(bad, {"discarded": ["B:c3", "B:c1"], "released": []}),
)

scenario(
    "survival-kept-broken-chain",
    "連鎖できなくなった上位のカードを場に残した",
    "A card that no longer chains on the card below it was kept",
    "B's chain テストの虫 → テストの鳥 → テストの獣 loses テストの鳥 to R's テストの伐採. B keeps テストの獣 "
    "resting on テストの虫, saying the chain's sources still pay for it.",
    "illegal",
    ["191", "192", "187"],
    lambda bad: _middle_leaves(bad, {"discarded": [], "released": []}),
)


def _attribute_lost(bad):
    b = side(
        hand_n=3,
        sources=[("B:s1", "L"), ("B:s2", "L"), ("B:s3", "H"), ("B:s4", "H", False)],
        groups=[[("B:c2", "C2", ["B:s1", "B:s2"]), ("B:c3", "C3", ["B:s3"])]],
    )
    r = side(hand=[("R:h1", "K7")], hand_n=2, sources=[("R:r1", "CO", False)])
    g = red_turn(b, r)
    g.sup("R", "R:h1", "K7", ["R:r1"], target="B:s3")
    g.pas("B")
    g.res("R:h1", "K7")
    g.leave("B:s3", "R:h1")
    g.surv("B", discarded=[] if bad else ["B:c3"])
    g.add("survival_approve", "R")
    return g.end("R")


scenario(
    "survival-attribute-lost",
    "人のみなもとを失ったのに獣を場に残した",
    "A card kept its place after the group lost the only source of an attribute it needs",
    "R's テストの採掘 puts the 人のみなもと under B's テストの獣 (陸1・人1, chained on テストの鳥) into the "
    "discard. B keeps テストの獣, pointing at his other, unused 人のみなもと on the field.",
    "illegal",
    ["203", "201", "183"],
    _attribute_lost,
)


def _bottom_leaves(bad, objection=False):
    b = side(
        hand_n=3,
        sources=[("B:s1", "L"), ("B:s2", "L")],
        groups=[[("B:c1", "C1", ["B:s1"]), ("B:c2", "C2", ["B:s2"])]],
    )
    r = side(
        hand=[("R:h1", "K6"), ("R:h2", "CO")],
        hand_n=1,
        sources=[("R:r1", "CO", False)],
    )
    g = red_turn(b, r)
    g.sup("R", "R:h1", "K6", ["R:r1"], target="B:c1")
    g.pas("B")
    g.res("R:h1", "K6")
    g.leave("B:c1", "R:h1")
    if objection:
        g.surv("B")
        g.add("survival_approve", "R")
        g.src("R", "R:h2", "CO")
        if bad:
            g.add("survival_object", "R", problem="B:c2 rests on nothing and must go")
    else:
        g.surv("B", released=["B:s1"] if bad else [])
        g.add("survival_approve", "R")
        g.src("R", "R:h2", "CO")
    return g.end("R")


scenario(
    "survival-over-release",
    "最下位が抜けた連鎖で必要なみなもとまで外した",
    "A survival check released a source the remaining card still needs",
    "R's テストの伐採 removes テストの虫, the bottom of B's chain テストの虫 → テストの鳥. In the survival "
    "check B keeps テストの鳥 but releases the 陸のみなもと テストの虫 stood on, leaving テストの鳥 (陸2) "
    "on a single source.",
    "illegal",
    ["208", "209", "190"],
    lambda bad: _bottom_leaves(bad),
)

scenario(
    "survival-late-objection",
    "承認した後で生存判定に異議を唱えた",
    "An objection to a survival check after approving it",
    "B's テストの虫 is removed from under テストの鳥; B keeps テストの鳥 on both sources and R says 'OK'. "
    "After R puts down another source he objects that テストの鳥 now rests on nothing and should have "
    "gone.",
    "illegal",
    ["215", "214"],
    lambda bad: _bottom_leaves(bad, objection=True),
)


def _strength_zero(bad):
    b = side(
        hand_n=3,
        sources=[("B:s1", "L"), ("B:s2", "RV")],
        groups=[[("B:c1", "C1", ["B:s1"])], [("B:c2", "F1", ["B:s2"])]],
    )
    r = side(hand=[("R:h1", "K1")], hand_n=2, sources=[("R:r1", "CO", False)])
    g = red_turn(b, r)
    g.sup("R", "R:h1", "K1", ["R:r1"], target="B:c1")
    g.pas("B")
    g.res("R:h1", "K1", strength={"B:c1": -2})
    if not bad:
        g.leave("B:c1", "rule")
        g.surv("B")
        g.add("survival_approve", "R")
    return g.end("R")


scenario(
    "strength-zero-stays",
    "強さが0になった対決カードを場に残した",
    "A 対決 card brought to strength 0 stayed on the field",
    "R's テストの排気 (-2) brings B's テストの虫 (強さ2) to 0. B leaves it on the field, saying it will "
    "simply count 0 in the 対決.",
    "illegal",
    ["162", "163"],
    _strength_zero,
)


# === the 番 (81-111) =============================================================================


def _second_ban(drawn, r_hand_n, r_hand=()):
    b = side(hand_n=3, sources=[("B:s1", "L")], groups=[[("B:c1", "C1", ["B:s1"])]])
    r = side(hand=list(r_hand), hand_n=r_hand_n, sources=[("R:r1", "CO", True)])
    return Log(3, "second", ["B", "R"], {"drawn": drawn, "discarded": False}, b, r)


def _play_before_draw(bad):
    g = _second_ban(False, 2, [("R:h1", "CO")])
    if bad:
        g.src("R", "R:h1", "CO")
        g.draw("R")
    else:
        g.draw("R")
        g.src("R", "R:h1", "CO")
    return g.end("R")


scenario(
    "play-before-draw",
    "カードを引く前にみなもとを出した",
    "A source was played before the draw that starts the 番",
    "B ends his 番. R, eager, puts a 二酸化炭素のみなもと on the field and only then draws his cards "
    "up to five.",
    "illegal",
    ["101", "96", "95"],
    _play_before_draw,
)


def _draw_count(bad):
    g = _second_ban(False, 2)
    g.draw("R", 2 if bad else 3)
    return g.end("R")


scenario(
    "draw-count",
    "手札を上限まで引かなかった",
    "The draw did not fill the hand to its limit",
    "R starts his 番 with two cards in hand and draws two, saying a player draws two cards a turn. "
    "B counts R's hand at four.",
    "illegal",
    ["97", "96", "98"],
    _draw_count,
)


def _over_limit(bad):
    b = side(hand=[("B:h1", "C1")], hand_n=5, sources=[("B:s1", "L", True)])
    r = side(hand_n=4, sources=[("R:r1", "CO", True)])
    g = Log(4, "first", ["B", "R"], {"drawn": False, "discarded": False}, b, r)
    if not bad:
        g.add("limit_discard", "B", count=1, cards=["C1"])
        g.hand["B"] -= 1
    g.draw("B", 0)
    return g.end("B")


scenario(
    "over-limit-no-cut",
    "手札が6枚のまま番を始めた",
    "A 番 began with six cards in hand and no cut to the limit",
    "An effect let B draw two cards last turn, so he starts his 番 with six cards. He draws none and "
    "plays on with six, saying the limit only stops him drawing.",
    "illegal",
    ["99", "98", "97"],
    _over_limit,
)


def _play_after_discard(bad):
    b = side(
        hand=[("B:h1", "L"), ("B:h2", "F1")],
        hand_n=2,
        sources=[("B:s1", "L")],
        groups=[[("B:c1", "C1", ["B:s1"])]],
    )
    g = blue_turn(b, R_BASIC())
    if bad:
        g.discard("B", ["F1"])
        g.src("B", "B:h1", "L")
    else:
        g.src("B", "B:h1", "L")
        g.discard("B", ["F1"])
    return g.end("B")


scenario(
    "play-after-discard",
    "手札を捨てた後にみなもとを出した",
    "A source was played after the end-of-番 discard",
    "B discards テストの小魚 from his hand to end his 番, then remembers a 陸のみなもと and puts it on "
    "the field before saying 'end'.",
    "illegal",
    ["107", "95", "106"],
    _play_after_discard,
)


def _opp_source(bad):
    b = side(
        hand=[("B:h1", "L")],
        hand_n=3,
        sources=[("B:s1", "L")],
        groups=[[("B:c1", "C1", ["B:s1"])]],
    )
    r = side(hand=[("R:h1", "CO")], hand_n=3, sources=[("R:r1", "CO", True)])
    g = blue_turn(b, r)
    g.src("B", "B:h1", "L")
    if bad:
        g.src("R", "R:h1", "CO")
        g.end("B")
        g.draw("R")
    else:
        g.end("B")
        g.draw("R")
        g.src("R", "R:h1", "CO")
    return g.end("R")


scenario(
    "source-in-opponent-ban",
    "相手の番にみなもとを出した",
    "A source was put on the field during the opponent's 番",
    "While B is still playing his 番, R puts a 二酸化炭素のみなもと on his own field 'to save time'.",
    "illegal",
    ["111", "16", "20"],
    _opp_source,
)


def _conf_source(bad):
    b = side(hand=[("B:h1", "L")], hand_n=3, sources=[("B:s1", "L")], groups=[[("B:c1", "C1", ["B:s1"])]])
    r = side(hand_n=3, sources=[("R:r1", "CO")], groups=[[("R:c1", "R1", ["R:r1"])]])
    g = red_turn(b, r)
    g.end("R")
    if bad:
        g.src("B", "B:h1", "L")
    g.ann("B", 2).ann("R", 2).pas("B").pas("R")
    return g.cend(None, ["B:c1", "R:c1"], 0)


scenario(
    "source-in-confrontation",
    "対決に入ってからみなもとを出した",
    "A source was played after the 後攻's end, at the start of the 対決",
    "R ends his 番. Before the totals are told B puts a 陸のみなもと on the field, saying the 対決 has "
    "not begun until someone speaks.",
    "illegal",
    ["85", "84", "110"],
    _conf_source,
)


def _tie_first(bad):
    b = side(hand_n=3, sources=[("B:s1", "L")], groups=[[("B:c1", "C1", ["B:s1"])]])
    r = side(hand=[("R:h1", "CO")], hand_n=3, sources=[("R:r1", "CO")], groups=[[("R:c1", "R1", ["R:r1"])]])
    g = Log(3, "confrontation", ["B", "R"], {"announced": [], "supports_decided": False, "declines": 0}, b, r)
    g.ann("B", 2).ann("R", 2).pas("B").pas("R")
    g.cend(None, ["B:c1", "R:c1"], 0)
    if bad:
        g.next_first = "R"
        g.draw("R")
        g.src("R", "R:h1", "CO")
    else:
        g.draw("B")
    return g


scenario(
    "tie-next-first",
    "引き分けの後、後攻だったプレイヤーが先攻を始めた",
    "After a drawn 対決 the previous 後攻 started the next turn as 先攻",
    "The 対決 of turn 3 ends 2 to 2. R, the 後攻, draws and puts down a source as the new 先攻, saying "
    "nobody won so the order alternates. B points it out after R's source is down.",
    "illegal",
    ["87", "86", "90"],
    _tie_first,
)


def _mulligan_order(bad):
    log = {"header": header(first="B"), "entries": []}
    e = log["entries"]

    def add(act, actor=None, turn=0, phase="setup", **args):
        entry = {"seq": len(e) + 1, "turn": turn, "phase": phase, "act": act, "args": args}
        if actor:
            entry["actor"] = actor
        e.append(entry)

    add("shuffle", "B")
    add("shuffle", "R")
    add("decide_first", first="B", method="janken")
    add("draw", "B", count=5)
    add("draw", "R", count=5)
    if bad:
        add("mulligan", "R")
        add("keep", "B")
    else:
        add("keep", "B")
        add("mulligan", "R")
    add("draw", "B", turn=1, phase="first", count=0)
    add("play_source", "B", turn=1, phase="first", card={"iid": "B:s1", "card": "L"})
    add("end_ban", "B", turn=1, phase="first")

    class _L:
        def log(self):
            return log

    return _L()


scenario(
    "mulligan-order",
    "後攻が先攻より先に手札の引きなおしを決めた",
    "The 後攻 decided on his redraw before the 先攻 did",
    "After janken makes B the 先攻, R immediately shuffles his five cards back and redraws; only then "
    "does B say he keeps his hand.",
    "illegal",
    ["73", "72"],
    _mulligan_order,
)


# === the 対決 (121-140) ============================================================================


def _conf_log(b, r, turn=3):
    return Log(
        turn, "confrontation", ["B", "R"], {"announced": [], "supports_decided": False, "declines": 0}, b, r
    )


def _std_board(r_life=20, r_hand=(), r_sources=None):
    b = side(
        hand_n=3,
        sources=[("B:s1", "L"), ("B:s2", "L"), ("B:s3", "H", False)],
        groups=[[("B:c1", "C2", ["B:s1", "B:s2"])]],
    )
    r = side(
        life=r_life,
        hand=list(r_hand),
        hand_n=2,
        sources=r_sources or [("R:r1", "CO"), ("R:r2", "CO", False)],
        groups=[[("R:c1", "R1", ["R:r1"])]],
    )
    return b, r


def _announce_order(bad):
    g = _conf_log(*_std_board())
    if bad:
        g.ann("R", 2).ann("B", 3)
    else:
        g.ann("B", 3).ann("R", 2)
    g.pas("B").pas("R")
    return g.cend("B", ["R:c1"], 1)


scenario(
    "announce-order",
    "後攻が先に合計点を伝えた",
    "The 後攻 told his total first",
    "At the start of the 対決 of turn 3 (先攻 B), R says 'two' before B has told his total, hoping "
    "to see B's reaction.",
    "illegal",
    ["122", "125"],
    _announce_order,
)


def _announce_support(bad):
    b = side(
        hand=[("B:h1", "W1")],
        hand_n=3,
        sources=[("B:s1", "L"), ("B:s2", "L"), ("B:s3", "H", False)],
        groups=[[("B:c1", "C2", ["B:s1", "B:s2"])]],
    )
    r = side(
        hand_n=3,
        sources=[("R:r1", "CO"), ("R:r2", "CO"), ("R:r3", "CO")],
        groups=[[("R:c1", "R3", ["R:r1", "R:r2", "R:r3"])]],
    )
    g = blue_turn(b, r)
    g.sup("B", "B:h1", "W1", ["B:s3"], target="B:c1")
    g.pas("R")
    g.res("B:h1", "W1", strength={"B:c1": 2})
    g.end("B")
    g.draw("R")
    g.end("R")
    g.ann("B", 3 if bad else 5).ann("R", 5)
    g.pas("B").pas("R")
    if bad:
        return g.cend("R", ["B:c1"], 2)
    return g.cend(None, ["B:c1", "R:c1"], 0)


scenario(
    "announce-omits-support",
    "自分の番に使った植林の+2を対決の点数に入れなかった",
    "The total told at the 対決 left out a support played earlier in the turn",
    "In his 番 B played テストの植林 (+2) on テストの鳥 (強さ3). At the 対決 he tells '3', believing "
    "support cards count only when played in the 対決, and loses to R's 5.",
    "illegal",
    ["122", "129", "130"],
    _announce_support,
)


def _support_window(bad, kind):
    b, r = _std_board(r_hand=[("R:h1", "K1")])
    g = _conf_log(b, r)
    g.ann("B", 3).ann("R", 2)
    if kind == "order" and bad:
        g.sup("R", "R:h1", "K1", ["R:r2"], target="B:c1")
        g.pas("B")
        g.res("R:h1", "K1", strength={"B:c1": -2})
        g.pas("R")
    elif kind == "close" and bad:
        g.pas("B").pas("R")
        g.sup("R", "R:h1", "K1", ["R:r2"], target="B:c1")
        g.pas("B")
        g.res("R:h1", "K1", strength={"B:c1": -2})
    else:
        g.pas("B")
        g.sup("R", "R:h1", "K1", ["R:r2"], target="B:c1")
        g.pas("B")
        g.res("R:h1", "K1", strength={"B:c1": -2})
        g.pas("R")
    g.ann("B", 1).ann("R", 2)
    return g.cend("R", ["B:c1"], 1)


scenario(
    "support-order",
    "対決で後攻が先攻より先にサポートを出した",
    "In the 対決 the 後攻 played a support before the 先攻 decided",
    "The totals are 3 (B, 先攻) to 2 (R). Before B says whether he uses a support card, R plays "
    "テストの排気 on B's テストの鳥.",
    "illegal",
    ["124", "260", "261"],
    lambda bad: _support_window(bad, "order"),
)

scenario(
    "support-after-close",
    "両者がサポートを出さないと伝えた後に排気を出した",
    "A support was played after both players had declined in the 対決",
    "The totals are 3 (B) to 2 (R). B says 'no support', R says 'none either'; as B reaches for the "
    "Earth Life sheet R changes his mind and plays テストの排気 on テストの鳥.",
    "illegal",
    ["262", "263"],
    lambda bad: _support_window(bad, "close"),
)


def _life_loss(bad):
    b = side(
        hand_n=3,
        sources=[("B:s1", "L"), ("B:s2", "L")],
        groups=[[("B:c1", "C1", ["B:s1"]), ("B:c2", "C2", ["B:s2"])]],
    )
    r = side(hand_n=3, sources=[("R:r1", "CO")], groups=[[("R:c1", "R1", ["R:r1"])]])
    g = _conf_log(b, r)
    g.ann("B", 5).ann("R", 2).pas("B").pas("R")
    return g.cend("B", ["R:c1"], 5 if bad else 3)


scenario(
    "life-loss-amount",
    "負けた側が相手の合計点だけ地球ライフを減らした",
    "The loser of the 対決 lost the winner's total instead of the difference",
    "B wins the 対決 5 to 2. R marks his Earth Life down by 5, B's total; B does not check the sum.",
    "illegal",
    ["136", "137"],
    _life_loss,
)


def _loser_sources(bad):
    b, r = _std_board()
    g = _conf_log(b, r)
    g.ann("B", 3).ann("R", 2).pas("B").pas("R")
    return g.cend("B", ["R:c1", "R:r1"] if bad else ["R:c1"], 1)


scenario(
    "loser-discards-sources",
    "対決に負けた側がみなもとカードも捨て場に置いた",
    "The loser of the 対決 also put the source under his card into the discard",
    "R loses the 対決 3 to 2 and puts テスト温暖化1 into the discard together with the "
    "二酸化炭素のみなもと under it.",
    "illegal",
    ["131", "9"],
    _loser_sources,
)


# === the end of the game (141-152) and Chapter XI =================================================


def _continued(bad):
    b, r = _std_board(r_life=1)
    g = _conf_log(b, r, turn=8)
    g.ann("B", 3).ann("R", 2).pas("B").pas("R")
    g.cend("B", ["R:c1"], 1)
    if bad:
        g.draw("B")
    else:
        g.add("result", None, winner="B")
    return g


scenario(
    "continued-after-zero",
    "地球ライフが0になった後もゲームを続けた",
    "Play went on after a player's Earth Life reached 0",
    "R had 1 Earth Life left and loses the 対決 3 to 2. Neither player notices R is at 0 and B draws "
    "for the next turn.",
    "illegal",
    ["142", "143"],
    _continued,
)


def _stalemate(bad):
    b = side(life=12, hand_n=5, sources=[("B:s1", "L", False), ("B:s2", "L", False)])
    r = side(life=15, hand_n=5, sources=[("R:r1", "CO", False)])
    g = Log(9, "first", ["B", "R"], {"drawn": False, "discarded": False}, b, r)
    for _ in range(2):
        g.draw("B").end("B").draw("R").end("R")
        g.ann("B", 0).ann("R", 0).pas("B").pas("R").cend(None, [], 0)
    return g.add("result", None, winner="B" if bad else "R")


scenario(
    "stalemate-winner",
    "2ターン変化がなく終わったゲームの勝者",
    "The winner of a game that ended after two unchanged turns",
    "From the start of turn 9 neither player plays or discards anything for two whole turns; both "
    "対決 end 0 to 0. The game ends (145). B (Earth Life 12) claims the win because R (15) never "
    "won a 対決.",
    "illegal",
    ["151", "145"],
    _stalemate,
)


def _loss_no_warning(bad):
    b, r = _std_board()
    g = _conf_log(b, r)
    g.ann("B", 3).ann("R", 2).pas("B").pas("R")
    g.cend("B", ["R:c1"], 1)
    if not bad:
        g.add(
            "penalty",
            None,
            seat="R",
            kind="warning",
            reason="判定に異議を唱え続けた",
            record="P-101",
        )
    g.add("penalty", None, seat="R", kind="game_loss", reason="286項", record="P-102")
    return g.add("result", None, winner="B")


scenario(
    "loss-without-warning",
    "警告なしに負けを通告した",
    "A judge gave a game loss without a prior warning",
    "R keeps disputing the judge's ruling on the 対決. The judge, losing patience, tells R at once "
    "that he loses the game, without having warned him before.",
    "illegal",
    ["287", "286"],
    _loss_no_warning,
)


def _solo_looked(bad):
    b = side(hand=[("B:h1", "L")], hand_n=3, sources=[("B:s1", "L")], groups=[[("B:c1", "C1", ["B:s1"])]])
    g = blue_turn(b, R_BASIC())
    if bad:
        g.add("conduct", None, seat="B", breach="looked_at_hand", unavoidable=False)
    g.src("B", "B:h1", "L")
    return g.end("B")


scenario(
    "solo-looked-at-hand",
    "1人のプレイヤーが相手の手札を見た",
    "A one-person side looked at the opponent's hand",
    "Reaching across the table, B deliberately lifts R's hand and looks at it, then carries on with "
    "his 番. B plays alone, not in a team; he argues that 74 and 78 speak of team members only.",
    "illegal",
    ["74", "80", "78", "79"],
    _solo_looked,
)


def _spectator(bad):
    b = side(hand=[("B:h1", "L")], hand_n=3, sources=[("B:s1", "L")], groups=[[("B:c1", "C1", ["B:s1"])]])
    g = blue_turn(b, R_BASIC())
    if bad:
        g.add("conduct", None, seat="B", breach="spectator_talk", unavoidable=False)
    g.src("B", "B:h1", "L")
    return g.end("B")


scenario(
    "spectator-talk",
    "観戦者がプレイヤーに話しかけた",
    "A spectator spoke to a player during the game",
    "A friend of B watching the game (not a team member) tells B 'play the 陸 first'. R asks the "
    "judge what follows for B; 77 refers the penalty to 「78項～77項」.",
    "needs_ruling",
    ["77", "78"],
    _spectator,
)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for s in SCENARIOS:
        s = dict(s)
        if s["id"] in NOTES:
            s["note"] = NOTES[s["id"]]
        if s["id"] in GAPS:
            s["gap"] = GAPS[s["id"]]
        (OUT / f"{s['id']}.json").write_text(
            json.dumps(s, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
        )
    print(f"wrote {len(SCENARIOS)} scenarios to {OUT}")


if __name__ == "__main__":
    main()
