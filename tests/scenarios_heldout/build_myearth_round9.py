"""MyEarth held-out judge scenarios, round 9, written blind from the rulebook and the log-format documents.

Run: ``python -m tests.scenarios_heldout.build_myearth_round9``; it writes one JSON file per scenario
into ``tests/scenarios_heldout/myearth/`` with ids ``myearth-ho9-…``.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

NOTES: dict[str, str] = {}
GAPS: dict[str, str] = {}

NOTES["myearth-ho9-nuclear-plant-corrected-trigger"] = (
    "Second look: the survival check of 原子力発電所's group, which no card survived, released both its "
    "sources. 209 releases only the surplus of a group whose cards still stand (down to what its largest "
    "cost needs); when every card of the group has left, 93 keeps its sources used until the next draw, "
    "as the recorder's palette offers (released: []). The writer read the palette's summary 'the sources "
    "the kept cards do not need are released' as covering an emptied group. Corrected to released: []."
)
NOTES["myearth-ho9-strength-zero-goes-at-once"] = (
    "Second look: the legal twin's survival check released B:s1, the only source of テストの虫's group, "
    "after the card left at strength 0. No card of the group survived, so nothing is surplus under 209 and "
    "93 keeps the source used until B's next draw. Corrected to released: []."
)

OUT = Path(__file__).resolve().parent / "myearth"
DECK = 20
LIMIT = 5


def _src(name, attrs, special=False):
    return {"name": name, "type": "special_source" if special else "source", "attributes": attrs}


def _conf(name, atk, attr, cost, chain=None, abilities=None, **kw):
    keywords = {"cost": cost}
    if chain:
        keywords["chain"] = chain
    keywords.update(kw)
    card = {"name": name, "type": "confrontation", "atk": atk, "attributes": [attr], "keywords": keywords}
    if abilities:
        card["abilities"] = abilities
    return card


def _sup(name, attr, cost, colour, ability=None, **kw):
    keywords = {"cost": cost, "support": colour}
    keywords.update(kw)
    card = {"name": name, "type": "support", "attributes": [attr], "keywords": keywords}
    if ability is not None:
        card["abilities"] = [dict({"kind": "support"}, **ability)]
    return card


OWN_CONF = [{"zone": "field", "whose": "own", "kind": "confrontation"}]
OPP_CONF = [{"zone": "field", "whose": "opponent", "kind": "confrontation"}]

CARDS = {
    # blue
    "L": _src("陸のみなもと", ["陸"]),
    "H": _src("人のみなもと", ["人"]),
    "RV": _src("川のみなもと", ["川"]),
    "LH": _src("里山", ["陸", "人"], special=True),
    "C1": _conf("テストの虫", 2, "陸", {"陸": 1}),
    "C2": _conf("テストの鳥", 3, "陸", {"陸": 2}, chain=["テストの虫"]),
    "C3": _conf("テストの獣", 4, "陸", {"陸": 1, "人": 1}, chain=["テストの鳥"]),
    "C5": _conf("テストのヤマネコ", 3, "陸", {"陸": 1, "人": 2}),
    "C6": _conf("テストのイヌワシ", 7, "陸", {"陸": 5}, chain=["テストのヤマネコ"]),
    "E1": _conf(
        "テストのホタル",
        2,
        "川",
        {"川": 1},
        abilities=[
            {"id": "a1", "kind": "effect", "trigger": {"event": "played"}, "effect": {"life": {"own": 1}}}
        ],
    ),
    "E2": _conf(
        "テストのサケ",
        3,
        "川",
        {"川": 1},
        abilities=[
            {"id": "a1", "kind": "effect", "trigger": {"event": "discarded"}, "effect": {"life": {"own": 1}}}
        ],
    ),
    "E3": _conf(
        "テストのカワウ",
        2,
        "川",
        {"川": 1},
        abilities=[
            {
                "id": "a1",
                "kind": "effect",
                "trigger": {"event": "played"},
                "targets": [{"zone": "field", "whose": "opponent", "kind": "confrontation", "count": 1}],
                "effect": {"strength": -1},
            }
        ],
    ),
    "F1": _conf("テストのメダカ", 2, "川", {"川": 1}, chain=["テストのタガメ"], first_series=True),
    "F2": _conf("テストのタガメ", 3, "川", {"川": 1}),
    "W1": _sup(
        "テストの植林",
        "人",
        {"人": 1},
        "white",
        {"targets": OWN_CONF, "effect": {"strength": 1}},
        target="confrontation",
    ),
    "W2": _sup(
        "テストの節電",
        "人",
        {"人": 1},
        "white",
        {"targets": OPP_CONF, "effect": {"strength": -2}},
        target="confrontation",
    ),
    "W3": _sup(
        "テストの清掃活動",
        "人",
        {"人": 1},
        "white",
        {"targets": OWN_CONF, "effect": {"strength": 1, "life": {"own": 1}}},
        target="confrontation",
        task=True,
    ),
    "W8": _sup(
        "テストの観察",
        "人",
        {"人": 1},
        "white",
        {"effect": {"search_deck": "own"}, "text": "山札から【川の生き物】1枚を手札に加える"},
    ),
    "W10": _sup("テストの学習", "人", {"人": 1}, "white", {"effect": {"draw": 2, "life": {"own": 1}}}),
    "S1": _sup(
        "テストの宣言",
        "人",
        {"人": 1},
        "ss",
        {"targets": OWN_CONF, "effect": {"strength": 1}},
        target="confrontation",
    ),
    # red
    "CO": _src("二酸化炭素のみなもと", ["二酸化炭素"]),
    "R1": _conf("テスト温暖化1", 2, "二酸化炭素", {"二酸化炭素": 1}),
    "R2": _conf("テスト温暖化2", 3, "二酸化炭素", {"二酸化炭素": 2}, chain=["テスト温暖化1"]),
    "R3": _conf("テスト温暖化3", 5, "二酸化炭素", {"二酸化炭素": 3}),
    "N1": _conf(
        "原子力発電所",
        2,
        "二酸化炭素",
        {"二酸化炭素": 1, "人": 1},
        abilities=[
            {
                "id": "a1",
                "kind": "effect",
                "trigger": {"event": "leaves_field"},
                "effect": {"life": {"opponent": -2}},
            }
        ],
    ),
    "K1": _sup(
        "テストの排気",
        "二酸化炭素",
        {"二酸化炭素": 1},
        "black",
        {"targets": OWN_CONF, "effect": {"strength": 1}},
        target="confrontation",
    ),
    "K2": _sup(
        "テストの伐採",
        "二酸化炭素",
        {"二酸化炭素": 1},
        "black",
        {"targets": OPP_CONF, "effect": {"strength": -2}},
        target="confrontation",
    ),
    "K3": _sup(
        "テストの強奪",
        "二酸化炭素",
        {"二酸化炭素": 1},
        "black",
        {
            "effect": {
                "from_hand": {"whose": "opponent", "count": 1, "to": "discard"},
                "life": {"opponent": -1},
            }
        },
        task=True,
    ),
    "K4": _sup(
        "テストの偵察", "二酸化炭素", {"二酸化炭素": 1}, "black", {"effect": {"look_deck": "opponent"}}
    ),
    "K5": _sup(
        "テストの土砂崩れ",
        "二酸化炭素",
        {"二酸化炭素": 1},
        "black",
        {"targets": OPP_CONF, "text": "対象のグループのみなもとを1枚捨て場に置く"},
        target="confrontation",
    ),
    "K9": _sup(
        "テストの熱波", "二酸化炭素", {"二酸化炭素": 1}, "black", {"effect": {"life": {"opponent": -3}}}
    ),
    "K11": _sup(
        "テストの共倒れ",
        "二酸化炭素",
        {"二酸化炭素": 1},
        "black",
        {"effect": {"life": {"own": -2, "opponent": -2}}},
    ),
    "K10": _sup(
        "テストの撤回",
        "二酸化炭素",
        {"二酸化炭素": 1},
        "black",
        {"targets": [{"zone": "field", "whose": "opponent", "kind": "support"}], "effect": {"cancel": True}},
    ),
}

BLUE_DEFAULT = {"C1": 2, "C2": 2, "C3": 2, "W1": 2}
RED_DEFAULT = {"R1": 2, "R2": 2, "R3": 2, "K1": 2, "K2": 2}


def decklist(nonsource, sources):
    main = dict(nonsource)
    main.update(sources)
    filler = "L" if "L" in sources or "RV" in sources or "LH" in sources else "CO"
    main[filler] = main.get(filler, 0) + DECK - sum(main.values())
    assert main[filler] >= 0, main
    return {"main": main}


def blue_deck(nonsource=None):
    return decklist(nonsource or BLUE_DEFAULT, {"L": 0, "H": 3, "RV": 2, "LH": 2})


def red_deck(nonsource=None):
    return decklist(nonsource or RED_DEFAULT, {"H": 2})


# --- snapshot helpers -------------------------------------------------------------------------


def S(iid, card, used=None, attr=None):
    src = {"iid": iid, "card": card, "attribute": attr or CARDS[card]["attributes"][0]}
    if used is not None:
        src["used"] = used
    return src


def C(iid, card, sources, strength=None):
    c = {"iid": iid, "card": card, "sources": list(sources)}
    if strength is not None:
        c["strength"] = strength
    return c


def side(life, hand, sources=(), groups=(), supports=(), discard=(), removed=()):
    return {
        "life": life,
        "hand": hand,
        "sources": list(sources),
        "groups": [list(g) for g in groups],
        "supports": list(supports),
        "discard": list(discard),
        "removed": list(removed),
    }


def snapshot(turn, phase, players, first, this_turn, sides):
    out = {"turn": turn, "phase": phase, "turn_players": list(players), "this_turn": this_turn, "players": {}}
    for seat, s in sides.items():
        on_field = len(s["sources"]) + sum(len(g) for g in s["groups"]) + len(s["supports"])
        deck = DECK - s["hand"] - len(s["discard"]) - len(s["removed"]) - on_field
        assert deck >= 0, (seat, deck)
        out["players"][seat] = {
            "life": s["life"],
            "deck": {"count": deck},
            "hand": {"count": s["hand"]},
            "discard": s["discard"],
            "removed": s["removed"],
            "field": {"sources": s["sources"], "groups": s["groups"], "supports": s["supports"]},
        }
    return out


# --- the log builder -------------------------------------------------------------------------


class G:
    """Writes one log; keeps the hand and deck counts so that every draw fills the hand exactly."""

    def __init__(self, snap=None, bdeck=None, rdeck=None, teams=None, life=20, first="B"):
        self.teams = teams
        self.owner = {}
        if teams:
            players = [{"seat": s} for t in teams for s in t["seats"]]
            for t in teams:
                for s in t["seats"]:
                    self.owner[s] = t["seats"][0]
            blue, red = teams[0]["seats"][0], teams[1]["seats"][0]
        else:
            players = [{"seat": "B", "name": "青い地球"}, {"seat": "R", "name": "赤い地球"}]
            blue, red = "B", "R"
            self.owner = {"B": "B", "R": "R"}
        self.blue, self.red = blue, red
        self.header = {
            "format": "judgelog/1",
            "game": "myearth",
            "rules_version": "2nd edition 2012-10-31",
            "players": players,
            "first_player": first,
            "options": {"starting_life": life, "deck_size": DECK, "sides": {blue: "blue", red: "red"}},
            "cards": copy.deepcopy(CARDS),
            "decklists": {blue: blue_deck(bdeck), red: red_deck(rdeck)},
        }
        if teams:
            self.header["teams"] = teams
        self.entries = []
        self.turn, self.phase = 0, "setup"
        self.hand = {blue: 0, red: 0}
        self.deck = {blue: DECK, red: DECK}
        self.n = 0
        if snap is not None:
            self.header["snapshot"] = snap
            self.turn, self.phase = snap["turn"], snap["phase"]
            for seat, p in snap["players"].items():
                self.hand[seat] = p["hand"]["count"]
                self.deck[seat] = p["deck"]["count"]

    def at(self, turn, phase):
        self.turn, self.phase = turn, phase
        return self

    def e(self, act, actor=None, **args):
        entry = {
            "seq": len(self.entries) + 1,
            "turn": self.turn,
            "phase": self.phase,
            "act": act,
            "args": args,
        }
        if actor is not None:
            entry["actor"] = actor
        self.entries.append(entry)
        return entry

    def iid(self, seat, kind):
        self.n += 1
        return f"{self.owner[seat]}:{kind}{50 + self.n}"

    # acts that move cards from a hand
    def draw(self, seat, count=None):
        o = self.owner[seat]
        if count is None:
            count = max(0, min(LIMIT - self.hand[o], self.deck[o]))
        self.hand[o] += count
        self.deck[o] -= count
        self.e("draw", seat, count=count)

    def source(self, seat, card, attr=None, iid=None):
        o = self.owner[seat]
        iid = iid or self.iid(seat, "s")
        self.hand[o] -= 1
        args = {"card": {"iid": iid, "card": card}}
        if attr:
            args["attribute"] = attr
        self.e("play_source", seat, **args)
        return iid

    def play(self, seat, card, sources, chain_on=None, iid=None):
        o = self.owner[seat]
        iid = iid or self.iid(seat, "c")
        self.hand[o] -= 1
        args = {"card": {"iid": iid, "card": card}, "sources": list(sources)}
        if chain_on:
            args["chain_on"] = chain_on
        self.e("play", seat, **args)
        return iid

    def support(self, seat, card, sources, target=None, iid=None, **kw):
        o = self.owner[seat]
        iid = iid or self.iid(seat, "k")
        self.hand[o] -= 1
        args = {"card": {"iid": iid, "card": card}, "sources": list(sources)}
        if target is not None:
            args["target"] = target
        args.update(kw)
        self.e("support", seat, **args)
        return {"iid": iid, "card": card}

    def pas(self, seat):
        self.e("pass", seat)

    def resolve(self, card, **kw):
        if "from_hand" in kw:
            for seat, cards in kw["from_hand"].items():
                self.hand[self.owner[seat]] -= len(cards)
        if "draw" in kw:
            for seat, n in kw["draw"].items():
                self.hand[self.owner[seat]] += n
                self.deck[self.owner[seat]] -= n
        self.e("resolve", None, card=card, **kw)

    def effect(self, seat, iid, card, **kw):
        self.e("effect", seat, source={"iid": iid, "card": card}, ability="a1", **kw)

    def leave(self, card, by, to="discard"):
        self.e("leave", None, card=card, to=to, by=by)

    def survival(self, seat, discarded=(), released=()):
        self.e("survival", seat, discarded=list(discarded), released=list(released))

    def discard(self, seat, cards):
        self.hand[self.owner[seat]] -= len(cards)
        self.e("discard", seat, count=len(cards), cards=list(cards))

    def end(self, seat):
        self.e("end_ban", seat)

    def announce(self, seat, total):
        self.e("announce", seat, total=total)

    def cend(self, winner, discarded, loss):
        self.e("confrontation_end", None, winner=winner, discarded=list(discarded), life_loss=loss)

    def battle(self, first, second, t1, t2, winner, discarded, loss):
        """The 対決 with no support card: totals 先攻 first, two declines, the result."""
        self.at(self.turn, "confrontation")
        self.announce(first, t1)
        self.announce(second, t2)
        self.pas(first)
        self.pas(second)
        self.cend(winner, discarded, loss)

    def log(self):
        return {"header": self.header, "entries": self.entries}


SCENARIOS = []


def scenario(sid, title_ja, title_en, situation, ruling, clauses, run, printed_example=None, legal_key=None):
    legal = run(False)
    disputed = run(True)
    s = {
        "id": f"myearth-ho9-{sid}",
        "title_ja": title_ja,
        "title_en": title_en,
        "situation": situation,
        "ruling": ruling,
        "clauses": [f"myearth:{c}" for c in clauses],
    }
    if printed_example:
        s["printed_example"] = printed_example
    s["legal"] = legal
    s[ruling] = disputed
    SCENARIOS.append(s)


BAN = {"drawn": True, "discarded": False}


def pos_b_first(b, r, turn=3, this_turn=None):
    """B is 先攻 and in his 番, the draw made."""
    return snapshot(turn, "first", ["B", "R"], "B", dict(this_turn or BAN), {"B": b, "R": r})


def pos_r_second(b, r, turn=3, this_turn=None):
    """B was 先攻 and has ended his 番; R (後攻) is in his 番, the draw made."""
    return snapshot(turn, "second", ["B", "R"], "B", dict(this_turn or BAN), {"B": b, "R": r})


def std_b(hand=4, life=18, extra_sources=(), groups=None, discard=()):
    srcs = [S("B:s1", "L"), S("B:s2", "L", used=False), S("B:s3", "H", used=False), *list(extra_sources)]
    if groups is None:
        groups = [[C("B:c1", "C1", ["B:s1"])]]
    return side(life, hand, srcs, groups, discard=discard)


def std_r(hand=3, life=17, extra_sources=(), groups=None, discard=()):
    srcs = [S("R:s1", "CO"), S("R:s2", "CO", used=False), *list(extra_sources)]
    if groups is None:
        groups = [[C("R:c1", "R1", ["R:s1"])]]
    return side(life, hand, srcs, groups, discard=discard)


def b_chain(hand=4, life=18, extra=()):
    """B's field: テストの虫 (B:c1) with テストの鳥 (B:c2) chained on it, paid by 陸 B:s1 and B:s2; 人 B:s3 unused."""
    srcs = [S("B:s1", "L"), S("B:s2", "L"), S("B:s3", "H", used=False), *list(extra)]
    return side(life, hand, srcs, [[C("B:c1", "C1", ["B:s1"]), C("B:c2", "C2", ["B:s2"])]])


# === abilities: support cards ===================================================================


def _s_target_side(bad):
    g = G(pos_b_first(std_b(), std_r()))
    tgt = "R:c1" if bad else "B:c1"
    k = g.support("B", "W1", ["B:s3"], target=tgt)
    g.pas("R")
    g.resolve(k, strength={tgt: 1})
    g.end("B")
    return g.log()


scenario(
    "support-target-other-side",
    "自分の対決カードを選ぶサポートで相手の対決カードを選んだ",
    "A support that chooses one of the user's own 対決 cards was aimed at the opponent's card",
    "『テストの植林』は「自分の場の対決カード1枚を選び、その強さを+1する」。青がこれを出し、赤の『テスト温暖化1』を"
    "対象に選んで強さを上げようとした（点数調整のつもり）。赤が異議を出した。",
    "illegal",
    [236, 253],
    _s_target_side,
)


def _s_no_target(bad):
    b = side(18, 4, [S("B:s1", "L", used=False), S("B:s3", "H", used=False)])
    r = side(17, 3, [S("R:s1", "CO", used=False), S("R:s2", "CO", used=False)])
    g = G(pos_r_second(b, r))
    if bad:
        k = g.support("R", "K2", ["R:s2"])
        g.pas("B")
        g.resolve(k)
    g.play("R", "R1", ["R:s1"])
    g.end("R")
    return g.log()


scenario(
    "support-without-any-target",
    "対象となる対決カードが場にないのにサポートを使った",
    "A support card whose target must be a 対決 card on the field was played with none there",
    "『テストの伐採』は「相手の場の対決カード1枚を選び、強さを-2する」。青の場には対決カードが1枚もないが、赤は"
    "山札を回すために『テストの伐採』を対象なしで出し、捨て場に送ろうとした。",
    "illegal",
    [247],
    _s_no_target,
)


def _s_fizzle_retarget(bad):
    g = G(pos_b_first(b_chain(), std_r()))
    w = g.support("B", "W1", ["B:s3"], target="B:c1")
    k = g.support("R", "K2", ["R:s2"], target="B:c1")
    g.pas("B")
    g.resolve(k, strength={"B:c1": -2})
    g.leave("B:c1", "rule")
    if bad:
        g.resolve(w, strength={"B:c2": 1})
    else:
        g.resolve(w, fizzled=True)
    g.survival("B")
    g.e("survival_approve", "R")
    g.end("B")
    return g.log()


scenario(
    "chain-target-gone-no-reselect",
    "チェーンで対象が場を離れたサポートの対象を選びなおした",
    "A support whose target left the field during the チェーン was given a new target",
    "青が『テストの植林』で『テストの虫』(強さ2)を選んだ。赤がチェーンで『テストの伐採』(強さ-2)を同じ『テストの虫』に使い、"
    "先に処理されて『テストの虫』は強さ0で捨て場へ。青は『テストの植林』の対象を上の『テストの鳥』に移して+1したいと言う。",
    "illegal",
    [258, 253],
    _s_fizzle_retarget,
)


def _s_lifo(bad):
    b = side(
        18,
        4,
        [S("B:s1", "L"), S("B:s2", "L"), S("B:s3", "H", used=False)],
        [[C("B:c1", "C2", ["B:s1", "B:s2"])]],
    )
    g = G(pos_b_first(b, std_r()))
    w = g.support("B", "W1", ["B:s3"], target="B:c1")
    k = g.support("R", "K2", ["R:s2"], target="B:c1")
    g.pas("B")
    order = [(w, 1), (k, -2)] if bad else [(k, -2), (w, 1)]
    for card, delta in order:
        g.resolve(card, strength={"B:c1": delta})
    g.end("B")
    return g.log()


scenario(
    "chain-resolves-last-first",
    "チェーンを先に出したサポートから処理した",
    "The チェーン was resolved from the first support card instead of the last",
    "青の『テストの植林』(+1)に赤が『テストの伐採』(-2)をチェーンし、青がそれ以上出さないと宣言した。青は「先に出した"
    "植林から処理する」と言って自分のカードから効果を発動させた。",
    "illegal",
    [256],
    _s_lifo,
)


def _s_resolve_early(bad):
    g = G(pos_b_first(std_b(), std_r()))
    w = g.support("B", "W1", ["B:s3"], target="B:c1")
    if not bad:
        g.pas("R")
    g.resolve(w, strength={"B:c1": 1})
    g.end("B")
    return g.log()


scenario(
    "support-resolved-before-opponent-answers",
    "相手の使用意思を確認せずにサポートの効果を発動した",
    "A support card took effect before the opponent was asked whether to answer it",
    "青が自分の番に『テストの植林』を出して対象を選ぶと、赤の返事を待たずにすぐ強さを+1した。赤は「チェーンで"
    "『テストの伐採』を出すつもりだった」と言う。",
    "illegal",
    [251, 255],
    _s_resolve_early,
)


def _s_same_side_twice(bad):
    b = std_b(extra_sources=[S("B:s4", "H", used=False)])
    g = G(pos_b_first(b, std_r()))
    if bad:
        w1 = g.support("B", "W1", ["B:s3"], target="B:c1")
        w2 = g.support("B", "W1", ["B:s4"], target="B:c1")
        g.pas("R")
        g.resolve(w2, strength={"B:c1": 1})
        g.resolve(w1, strength={"B:c1": 1})
    else:
        for s in ("B:s3", "B:s4"):
            w = g.support("B", "W1", [s], target="B:c1")
            g.pas("R")
            g.resolve(w, strength={"B:c1": 1})
    g.end("B")
    return g.log()


scenario(
    "chain-same-player-twice-in-a-row",
    "相手の返事を待たずに自分のサポートに自分でチェーンした",
    "A player chained a second support card onto his own without the opponent deciding in between",
    "青が『テストの植林』を出し、赤が考えている間に2枚目の『テストの植林』を重ねて「チェーン」と宣言した。赤は"
    "「チェーンは交互のはず」と主張する。",
    "illegal",
    [254, 33],
    _s_same_side_twice,
)


def _s_cancel_earlier(bad):
    b = std_b(groups=[[C("B:c1", "C1", ["B:s1"])]])
    r = side(
        17,
        3,
        [
            S("R:s1", "CO"),
            S("R:s3", "CO"),
            S("R:s4", "CO"),
            S("R:s2", "CO", used=False),
            S("R:s5", "CO", used=False),
        ],
        [[C("R:c1", "R3", ["R:s1", "R:s3", "R:s4"])]],
    )
    g = G(pos_r_second(b, r), rdeck=dict(RED_DEFAULT, K10=1))
    g.end("R")
    g.at(3, "confrontation")
    g.announce("B", 2)
    g.announce("R", 5)
    w = g.support("B", "W1", ["B:s3"], target="B:c1")
    k1 = g.support("R", "K1", ["R:s2"], target="R:c1")
    g.pas("B")
    g.resolve(k1, strength={"R:c1": 1})
    g.resolve(w, strength={"B:c1": 1})
    if bad:
        k = g.support("R", "K10", ["R:s5"], target=w["iid"])
        g.pas("B")
        g.resolve(k)
    g.pas("R")
    g.announce("B", 3)
    g.announce("R", 6)
    g.cend("R", ["B:c1"], 3)
    return g.log()


scenario(
    "cancel-reaches-only-its-own-chain",
    "前のチェーンで処理済みのサポートを後のチェーンで打ち消そうとした",
    "A cancelling support in a later チェーン was aimed at a support of an earlier チェーン",
    "対決で青が『テストの植林』、赤が『テストの排気』をチェーンし、両方処理された。続いて赤が『テストの撤回』"
    "(相手のサポートカード1枚を打ち消す)を出し、先のチェーンの『テストの植林』の+1を取り消すと主張した。",
    "illegal",
    [265],
    _s_cancel_earlier,
)


def _s_task_skipped(bad):
    g = G(pos_b_first(std_b(), std_r()), bdeck=dict(BLUE_DEFAULT, W3=2))
    w = g.support("B", "W3", ["B:s3"], target="B:c1")
    g.pas("R")
    if bad:
        g.resolve(w, strength={"B:c1": 1}, task=0)
    else:
        g.resolve(w, strength={"B:c1": 1}, life={"B": 1}, task=1)
    g.end("B")
    return g.log()


scenario(
    "task-is-not-optional",
    "【課題】を行わずにサポートの処理を終えた",
    "The 【課題】 of a support whose effect took place was left out",
    "『テストの清掃活動』は「自分の対決カード1枚の強さを+1する。【課題】自分の地球ライフを1増やす」。効果は発動したが、"
    "青は「課題はやらなくてもいい」と言って地球ライフを増やさずに処理を終えた。",
    "illegal",
    [268],
    _s_task_skipped,
)


def _s_task_fizzled(bad):
    g = G(pos_b_first(b_chain(), std_r()), bdeck=dict(BLUE_DEFAULT, W3=2))
    w = g.support("B", "W3", ["B:s3"], target="B:c1")
    k = g.support("R", "K2", ["R:s2"], target="B:c1")
    g.pas("B")
    g.resolve(k, strength={"B:c1": -2})
    g.leave("B:c1", "rule")
    if bad:
        g.resolve(w, fizzled=True, task=1, life={"B": 1})
    else:
        g.resolve(w, fizzled=True)
    g.survival("B")
    g.e("survival_approve", "R")
    g.end("B")
    return g.log()


scenario(
    "task-needs-the-effect",
    "効果が発動しなかったサポートの【課題】だけを行った",
    "The 【課題】 was carried out although the support's effect never took place",
    "青の『テストの清掃活動』の対象『テストの虫』が、赤のチェーンした『テストの伐採』で強さ0になり捨て場へ置かれた。"
    "『テストの清掃活動』は効果なしで捨て場に置かれたが、青は「課題の地球ライフ+1は別だ」と主張して1増やした。",
    "illegal",
    [267, 259],
    _s_task_fizzled,
)


def _s_ss_replace(bad):
    b = side(
        18,
        4,
        [S("B:s1", "L"), S("B:s3", "H", used=False), S("B:s4", "H")],
        [[C("B:c1", "C1", ["B:s1"])]],
        supports=[C("B:k1", "S1", ["B:s4"])],
    )
    g = G(pos_b_first(b, std_r()), bdeck=dict(BLUE_DEFAULT, S1=2))
    k = g.support("B", "S1", ["B:s3"], target="B:c1")
    g.pas("R")
    if bad:
        g.resolve(k, strength={"B:c1": 1}, to="field")
    else:
        g.resolve(k, strength={"B:c1": 1}, to="field", replaced=["B:k1"])
    g.end("B")
    return g.log()


scenario(
    "ss-second-card-replaces-first",
    "2枚目の【ss】カードを出しても1枚目を場に残した",
    "A second 【ss】 card took effect and the first one was kept on the field",
    "青の場には【ss】カード『テストの宣言』が1枚残っている。青は2枚目の『テストの宣言』を出し、効果の発動が認められた"
    "あとも「自分のカード同士だから」と1枚目を場に残した。",
    "illegal",
    [272],
    _s_ss_replace,
)


def _s_looked_hand(bad):
    b = side(18, 4, [S("B:s1", "L"), S("B:s3", "H", used=False)], [[C("B:c1", "C1", ["B:s1"])]])
    g = G(pos_r_second(b, std_r()), rdeck=dict(RED_DEFAULT, K3=1))
    k = g.support("R", "K3", ["R:s2"])
    g.pas("B")
    extra = {"looked_hand": ["B"]} if bad else {}
    g.resolve(k, from_hand={"B": ["C2"]}, life={"B": -1}, task=1, **extra)
    g.end("R")
    return g.log()


scenario(
    "choose-from-hand-blind",
    "相手の手札から選ぶ効果で手札の表を見て選んだ",
    "A card that chooses from the opponent's hand was used with the hand shown face up",
    "『テストの強奪』は「相手の手札から1枚選んで捨て場に置く。【課題】相手の地球ライフを1減らす」。赤は青に手札を"
    "広げて見せるよう求め、中身を見てから『テストの鳥』を選んだ。",
    "illegal",
    [235],
    _s_looked_hand,
)


def _s_empty_hand(bad):
    b = side(18, 0, [S("B:s1", "L"), S("B:s3", "H", used=False)], [[C("B:c1", "C1", ["B:s1"])]])
    g = G(pos_r_second(b, std_r()), rdeck=dict(RED_DEFAULT, K3=1))
    k = g.support("R", "K3", ["R:s2"])
    g.pas("B")
    if bad:
        g.resolve(k, task=0)
    else:
        g.resolve(k, life={"B": -1}, task=1)
    g.end("R")
    return g.log()


scenario(
    "empty-hand-effect-still-fires",
    "相手の手札が0枚のとき手札から選ぶ効果と【課題】",
    "A card choosing from the opponent's empty hand: does it fire, and is its 【課題】 owed",
    "青は手札を使い切って0枚。赤が『テストの強奪』を使うと、青は「選ぶカードがないから効果は発動せず、課題もない」と"
    "主張し、赤もそれに従って地球ライフを減らさなかった。",
    "illegal",
    [241, 268],
    _s_empty_hand,
)


def _s_search_shuffle(bad):
    g = G(pos_b_first(std_b(), std_r()), bdeck=dict(BLUE_DEFAULT, W8=1))
    w = g.support("B", "W8", ["B:s3"])
    g.pas("R")
    g.resolve(w)
    if not bad:
        g.e("shuffle", "B", deck="B")
    g.end("B")
    return g.log()


scenario(
    "deck-search-found-nothing-still-shuffle",
    "山札を探して何も見つからなかったので山札を切らなかった",
    "A search of the deck found nothing and the deck was not shuffled afterwards",
    "『テストの観察』は「山札から【川の生き物】1枚を手札に加える」。青は山札を見たが該当がなく、赤に告げたうえで"
    "「何も取っていないから順番は変わっていない」と山札を切らずに戻した。",
    "illegal",
    [234, 266],
    _s_search_shuffle,
)


def _s_shuffle_user(bad):
    g = G(pos_r_second(std_b(), std_r()), rdeck=dict(RED_DEFAULT, K4=1))
    k = g.support("R", "K4", ["R:s2"])
    g.pas("B")
    g.resolve(k)
    if bad:
        g.e("shuffle", "R", deck="B")
    else:
        g.e("shuffle", "B", deck="B", **{"with": "R"})
    g.end("R")
    return g.log()


scenario(
    "opponent-deck-look-owner-shuffles",
    "相手の山札を見た後、効果の使用者だけで山札を切った",
    "After looking through the opponent's deck, the effect's user shuffled it alone",
    "赤が『テストの偵察』(相手の山札の中を見る)で青の山札を見た。見終わると赤は青に返さず、自分だけで青の山札を"
    "切ってから返した。",
    "illegal",
    [234],
    _s_shuffle_user,
)


# === abilities: 対決 card effects ==============================================================

RIVER = [S("B:s4", "RV", used=False)]


def _s_effect_interrupted(bad):
    g = G(pos_b_first(std_b(extra_sources=RIVER), std_r()), bdeck=dict(BLUE_DEFAULT, E1=2))
    c = g.play("B", "E1", ["B:s4"])
    if bad:
        g.source("B", "L")
        g.effect("B", c, "E1", life={"B": 1})
    else:
        g.effect("B", c, "E1", life={"B": 1})
        g.source("B", "L")
    g.end("B")
    return g.log()


scenario(
    "effect-finishes-before-next-play",
    "効果を持つ対決カードの効果処理の前に次のカードを出した",
    "The next card was played before a just-played 対決 card's effect was carried out",
    "『テストのホタル』は「場に出したとき、自分の地球ライフを1増やす」。青はこれを出すとすぐ続けて陸のみなもとを出し、"
    "そのあとで地球ライフを1増やした。赤は「出す動作は効果の処理までで、その間は何もできない」と指摘した。",
    "illegal",
    [159, 160],
    _s_effect_interrupted,
)


def _s_effect_twice(bad):
    g = G(pos_b_first(std_b(extra_sources=RIVER), std_r()), bdeck=dict(BLUE_DEFAULT, E1=2))
    c = g.play("B", "E1", ["B:s4"])
    g.effect("B", c, "E1", life={"B": 1})
    g.play("B", "C2", ["B:s2"], chain_on="B:c1")
    if bad:
        g.effect("B", c, "E1", life={"B": 1})
    g.end("B")
    return g.log()


scenario(
    "played-effect-once-per-card",
    "場に出したときの効果を同じカードでもう一度使った",
    "A 'when played' effect was used a second time by the same card still on the field",
    "青は『テストのホタル』を出して地球ライフを1増やした。同じ番に場の『テストの虫』へ『テストの鳥』を連鎖させたところで、"
    "「場が変わったから」と『テストのホタル』の効果をもう一度発動させた。",
    "illegal",
    [230],
    _s_effect_twice,
)


def _s_discard_trigger(bad):
    b = side(18, 3, [S("B:s1", "L", used=False), S("B:s4", "RV")], [[C("B:c1", "E2", ["B:s4"])]])
    r = side(
        17,
        3,
        [S("R:s1", "CO"), S("R:s2", "CO"), S("R:s3", "CO")],
        [[C("R:c1", "R3", ["R:s1", "R:s2", "R:s3"])]],
    )
    g = G(pos_r_second(b, r), bdeck=dict(BLUE_DEFAULT, E2=2))
    g.end("R")
    g.battle("B", "R", 3, 5, "R", ["B:c1"], 2)
    if not bad:
        g.effect("B", "B:c1", "E2", life={"B": 1})
    g.at(4, "first")
    g.draw("R")
    g.end("R")
    return g.log()


scenario(
    "discard-effect-after-lost-confrontation",
    "対決に負けて捨て場に置かれたカードの効果を使わずに次のターンへ進んだ",
    "A card whose effect works on being put into the discard lost the 対決 and play went on without it",
    "『テストのサケ』は「捨て場に置かれたとき、自分の地球ライフを1増やす」。青は対決に負けて『テストのサケ』を捨て場に"
    "置いたが、赤が「対決の負けで置いたのは効果ではない」と言い、そのまま次のターンのカードを引いた。",
    "illegal",
    [231, 227],
    _s_discard_trigger,
)


def _s_nuclear(bad):
    b = side(18, 4, [S("B:s1", "L"), S("B:s3", "H", used=False)], [[C("B:c1", "C1", ["B:s1"])]])
    r = side(17, 3, [S("R:s1", "CO"), S("R:s3", "H")], [[C("R:c1", "N1", ["R:s1", "R:s3"])]])
    g = G(pos_b_first(b, r), bdeck=dict(BLUE_DEFAULT, W2=2), rdeck=dict(RED_DEFAULT, N1=1))
    w = g.support("B", "W2", ["B:s3"], target="R:c1")
    g.pas("R")
    g.resolve(w, strength={"R:c1": -2})
    g.leave("R:c1", "rule")
    g.survival("R")
    g.e("survival_approve", "B")
    if not bad:
        g.effect("R", "R:c1", "N1", life={"B": -2})
    g.end("B")
    return g.log()


scenario(
    "nuclear-plant-corrected-trigger",
    "『原子力発電所』が強さ0で場を離れたときの効果",
    "『原子力発電所』 leaving the field at strength 0: its corrected trigger",
    "『原子力発電所』(強さ2)は訂正後「このカードが場を離れたとき、相手の地球ライフを2減らす」。青の『テストの節電』(-2)"
    "で強さ0になり捨て場へ置かれた。青は「印刷は『捨て場に置かれたとき』で、自分の効果で置いたのだから対象外」と主張し、"
    "赤も効果を使わないまま青が番を終えた。",
    "illegal",
    [273, 227],
    _s_nuclear,
)


def _s_effect_no_target(bad):
    r = side(17, 3, [S("R:s1", "CO", used=False), S("R:s2", "CO", used=False)], [])
    g = G(pos_b_first(std_b(extra_sources=RIVER), r), bdeck=dict(BLUE_DEFAULT, E3=2))
    c = g.play("B", "E3", ["B:s4"])
    if bad:
        g.e(
            "effect",
            "B",
            source={"iid": c, "card": "E3"},
            ability="a1",
            targets=["B:c1"],
            strength={"B:c1": -1},
        )
    g.end("B")
    return g.log()


scenario(
    "effect-with-no-candidate-does-not-fire",
    "相手の場に対決カードがないのに相手を選ぶ効果を自分のカードに使った",
    "An effect that chooses the opponent's 対決 card was turned on the user's own card when the opponent had none",
    "『テストのカワウ』は「場に出したとき、相手の場の対決カード1枚を選び強さを-1する」。赤の場に対決カードはない。"
    "青は「効果は必ず使う」と言い、自分の『テストの虫』を選んで強さを-1した。",
    "illegal",
    [240, 236],
    _s_effect_no_target,
)


def _s_strength_zero(bad):
    b = side(18, 4, [S("B:s1", "L"), S("B:s3", "H", used=False)], [[C("B:c1", "C1", ["B:s1"])]])
    g = G(pos_r_second(b, std_r()))
    k = g.support("R", "K2", ["R:s2"], target="B:c1")
    g.pas("B")
    g.resolve(k, strength={"B:c1": -2})
    if not bad:
        g.leave("B:c1", "rule")
        g.survival("B")
        g.e("survival_approve", "R")
    g.end("R")
    return g.log()


scenario(
    "strength-zero-goes-at-once",
    "強さが0になった対決カードを場に残した",
    "A 対決 card brought to strength 0 was left on the field",
    "赤の『テストの伐採』で青の『テストの虫』(強さ2)が強さ0になった。青は「対決で0点になるだけ」と言って場に残し、"
    "赤もそのまま番を終えた。",
    "illegal",
    [162],
    _s_strength_zero,
)


def _s_buff_expires(bad):
    g = G(pos_b_first(std_b(), std_r()))
    w = g.support("B", "W1", ["B:s3"], target="B:c1")
    g.pas("R")
    g.resolve(w, strength={"B:c1": 1})
    g.end("B")
    g.at(3, "second")
    g.draw("R")
    g.end("R")
    g.battle("B", "R", 3, 2, "B", ["R:c1"], 1)
    g.at(4, "first")
    g.draw("B")
    g.end("B")
    g.at(4, "second")
    g.draw("R")
    g.end("R")
    total = 3 if bad else 2
    g.battle("B", "R", total, 0, "B", [], total)
    return g.log()


scenario(
    "support-strength-ends-with-its-confrontation",
    "前のターンのサポートによる強さの変化を次のターンの対決でも数えた",
    "A strength change from last turn's support card was counted again in the next turn's 対決",
    "ターン3で青は『テストの植林』で『テストの虫』を+1し、対決に勝った。ターン4の対決で青は『テストの虫』の点数を"
    "「+1が残っている」として3点と伝え、赤の0点との差3を赤の地球ライフから引かせた。",
    "illegal",
    [130, 122],
    _s_buff_expires,
)


# === costs, sources and chains =================================================================


def _s_cost_attr(bad):
    b = std_b(extra_sources=[S("B:s4", "L", used=False)])
    g = G(pos_b_first(b, std_r()))
    g.play("B", "C3", ["B:s2", "B:s4"] if bad else ["B:s2", "B:s3"])
    g.end("B")
    return g.log()


scenario(
    "cost-needs-each-attribute",
    "陸1・人1のコストを陸のみなもと2枚で払った",
    "A 陸1 人1 cost was paid with two 陸 sources",
    "『テストの獣』の必要コストは陸1・人1。青は「2枚あれば同じ」と言って陸のみなもと2枚の上に重ねて出した。",
    "illegal",
    [118, 119],
    _s_cost_attr,
)


def _s_used_source(bad):
    b = std_b(extra_sources=[S("B:s4", "H", used=False)])
    g = G(pos_b_first(b, std_r()))
    w = g.support("B", "W1", ["B:s3"], target="B:c1")
    g.pas("R")
    g.resolve(w, strength={"B:c1": 1})
    g.play("B", "C3", ["B:s2", "B:s3"] if bad else ["B:s2", "B:s4"])
    g.end("B")
    return g.log()


scenario(
    "source-freed-by-support-stays-used",
    "処理が終わって上が空いたみなもとを同じ番にもう一度使った",
    "A source freed when its support card went to the discard was used again in the same 番",
    "青は人のみなもとに『テストの植林』を重ねて使い、処理後にそのサポートは捨て場へ。上が空いたので、青はその人の"
    "みなもとを『テストの獣』の人コストにもう一度使った。",
    "illegal",
    [93, 243, 94],
    _s_used_source,
)


def _s_special_switch(bad):
    b = std_b(extra_sources=[S("B:s4", "LH", used=False, attr="人")])
    g = G(pos_b_first(b, std_r()))
    if bad:
        g.play("B", "C2", ["B:s2", "B:s4"])
    else:
        g.play("B", "C1", ["B:s2"])
    g.end("B")
    return g.log()


scenario(
    "special-source-keeps-declared-attribute",
    "人として出した特別みなもとを陸として使った",
    "A special source put out as 人 was used as 陸",
    "青は前の番に特別みなもと『里山』(陸・人)を人として出した。今回『テストの鳥』(陸2)を出すため、陸のみなもと1枚と"
    "『里山』を陸として数えて重ねた。",
    "illegal",
    [113, 118],
    _s_special_switch,
)


def _s_chain_name(bad):
    g = G(pos_b_first(std_b(), std_r()))
    if bad:
        g.play("B", "C3", ["B:s3"], chain_on="B:c1")
    else:
        g.play("B", "C2", ["B:s2"], chain_on="B:c1")
    g.end("B")
    return g.log()


scenario(
    "chain-only-on-the-named-card",
    "写真の下に書かれていない対決カードの上に連鎖させた",
    "A card was chained on a 対決 card whose name is not printed under its photo",
    "『テストの獣』の写真の下には『テストの鳥』とだけ書かれている。青は場の『テストの虫』の上に『テストの獣』を"
    "「同じ陸の生き物だから」と連鎖させ、人のみなもとを1枚足した。",
    "illegal",
    [172, 27],
    _s_chain_name,
)


def _s_chain_excess(bad):
    b = std_b(extra_sources=[S("B:s4", "L", used=False)])
    g = G(pos_b_first(b, std_r()))
    g.play("B", "C2", ["B:s2", "B:s4"] if bad else ["B:s2"], chain_on="B:c1")
    g.end("B")
    return g.log()


scenario(
    "chain-cost-is-the-largest-not-the-sum",
    "連鎖で必要コストを足し算してみなもとを重ねた",
    "A chain was paid the sum of its cards' costs instead of the largest one",
    "場の『テストの虫』(陸1)に『テストの鳥』(陸2)を連鎖させるとき、青は「鳥の分も2枚いる」として陸のみなもとを2枚"
    "足し、グループに陸3枚を使った。",
    "illegal",
    [176, 177],
    _s_chain_excess,
)


def _s_mixed_chain(bad):
    srcs = [S("B:s1", "L"), S("B:s5", "H"), S("B:s6", "H")] + [
        S(f"B:s{i}", "L", used=False) for i in (2, 4, 7, 8)
    ]
    b = side(18, 4, srcs, [[C("B:c1", "C5", ["B:s1", "B:s5", "B:s6"])]])
    g = G(pos_b_first(b, std_r()), bdeck={"C1": 1, "W1": 2, "C5": 1, "C6": 1})
    new = ["B:s2", "B:s4", "B:s7", "B:s8"] if bad else ["B:s2", "B:s4"]
    g.play("B", "C6", new, chain_on="B:c1")
    g.end("B")
    return g.log()


scenario(
    "mixed-chain-any-makeup",
    "混色連鎖で上のカードの陸5枚を別に揃えようとした",
    "In a mixed-colour chain the top card's 陸5 was paid in 陸 on top of the group's 人 sources",
    "陸1・人2の『テストのヤマネコ』(陸1枚・人2枚を使用)に、陸5の『テストのイヌワシ』を連鎖させる。青は「イヌワシは"
    "陸5枚が必要」と陸を4枚足して計7枚にした。赤は「陸と人が1枚ずつあれば5枚でよい」と言う。",
    "illegal",
    [179, 181],
    _s_mixed_chain,
    printed_example="181",
)


def _s_source_other_ban(bad):
    b = side(18, 4, [S("B:s1", "L"), S("B:s3", "H", used=False)], [[C("B:c1", "C1", ["B:s1"])]])
    g = G(pos_r_second(b, std_r()))
    if bad:
        g.source("B", "L")
    g.source("R", "CO")
    g.end("R")
    return g.log()


scenario(
    "no-source-in-opponents-ban",
    "相手の番にみなもとカードを出した",
    "A source card was put out during the opponent's 番",
    "赤の番の途中で、青が「次の番のために」と手札の陸のみなもとを自分の場に出した。",
    "illegal",
    [110, 111, 16],
    _s_source_other_ban,
)


# === survival check ==============================================================================


def _landslide(g):
    """R's テストの土砂崩れ takes 陸 B:s2 (under テストの鳥) from B's chain; the survival check is the caller's."""
    k = g.support("R", "K5", ["R:s2"], target="B:c1")
    g.pas("B")
    g.resolve(k)
    g.leave("B:s2", k["iid"])
    return k


def _survival_case(kind):
    def run(bad):
        g = G(pos_r_second(b_chain(), std_r()), rdeck=dict(RED_DEFAULT, K5=1))
        _landslide(g)
        if kind == "skipped":
            if not bad:
                g.survival("B", discarded=["B:c2"])
                g.e("survival_approve", "R")
        elif kind == "needless":
            g.survival("B", discarded=["B:c2", "B:c1"] if bad else ["B:c2"])
            g.e("survival_approve", "R")
        elif kind == "late":
            g.survival("B", discarded=["B:c2"])
            g.e("survival_approve", "R")
            if bad:
                g.e("survival_object", "R", problem="テストの虫も捨て場に置くべきだった")
        elif kind == "topup":
            g.survival("B", discarded=[] if bad else ["B:c2"])
            g.e("survival_approve", "R")
        g.end("R")
        return g.log()

    return run


SURVIVAL_SIT = (
    "青の場は『テストの虫』(陸1)に『テストの鳥』(陸2)を連鎖させたグループで、陸のみなもと2枚を使っている。赤の"
    "『テストの土砂崩れ』(対象グループのみなもとを1枚捨て場に置く)で陸のみなもと1枚が捨て場へ置かれた。"
)

scenario(
    "survival-check-is-owed",
    "グループのみなもとが場を離れたのに生存判定をしなかった",
    "A group lost one of its sources and no survival check was made",
    SURVIVAL_SIT + "そのまま赤は番を終え、『テストの鳥』は陸1枚のまま場に残っている。",
    "illegal",
    [184, 185],
    _survival_case("skipped"),
)

scenario(
    "survival-keeps-the-lower-card",
    "生存判定で連鎖の下位のカードまで捨て場に置いた",
    "The survival check also discarded the lower card of the chain, which could stay",
    SURVIVAL_SIT
    + "青は生存判定で「連鎖が崩れた」として『テストの鳥』と『テストの虫』の両方を捨て場に置いた。",
    "illegal",
    [192, 158],
    _survival_case("needless"),
)

scenario(
    "survival-objection-after-approval",
    "生存判定を承認した後で異議を申し立てた",
    "An objection to a survival check came after the opponent had approved it",
    SURVIVAL_SIT
    + "青は『テストの鳥』だけを捨て場に置いて完了を伝え、赤は承認した。その後で赤が「『テストの虫』も"
    "捨てるべきだった」と異議を出した。",
    "illegal",
    [215, 214],
    _survival_case("late"),
)

scenario(
    "survival-no-top-up-from-unused-sources",
    "生存判定で使用状態にないみなもとを補充して連鎖を残した",
    "A survival check topped the group up with an unused source to keep the chain",
    SURVIVAL_SIT
    + "青は場の使用状態にない陸のみなもとを足せば足りるとして、何も捨て場に置かずに『テストの鳥』を残した。",
    "illegal",
    [183, 161, 208],
    _survival_case("topup"),
)


# === turn structure ================================================================================

START = {"drawn": False, "discarded": False}


def _s_draw_count(bad):
    b = side(18, 3, [S("B:s1", "L", used=False), S("B:s3", "H", used=False)])
    r = side(17, 5, [S("R:s1", "CO", used=False), S("R:s2", "CO", used=False)])
    g = G(pos_b_first(b, r, turn=4, this_turn=START))
    g.draw("B", 3 if bad else None)
    g.end("B")
    return g.log()


scenario(
    "draw-only-up-to-the-limit",
    "番の始めに手札上限を超えて引いた",
    "The draw at the start of a 番 went past the hand limit",
    "青の手札は3枚。番の始めに青は「毎回3枚引く」と思い込み3枚引いて手札を6枚にした。",
    "illegal",
    [97, 98],
    _s_draw_count,
)


def _s_limit_discard(bad):
    b = side(18, 6, [S("B:s1", "L", used=False), S("B:s3", "H", used=False)])
    r = side(17, 5, [S("R:s1", "CO", used=False), S("R:s2", "CO", used=False)])
    g = G(pos_b_first(b, r, turn=4, this_turn=START))
    if not bad:
        g.hand["B"] -= 1
        g.e("limit_discard", "B", count=1, cards=["C1"])
    g.draw("B", 0)
    g.source("B", "L")
    g.end("B")
    return g.log()


scenario(
    "cut-hand-to-limit-at-the-draw",
    "番の始めに手札が上限を超えていたのに捨てずに始めた",
    "A 番 began with the hand above the limit and nothing discarded",
    "前の番に効果でカードを引いたため、青の番の開始時に手札が6枚ある。青は「引かないからいい」と捨てずにカードを"
    "出し始めた。",
    "illegal",
    [99],
    _s_limit_discard,
)


def _s_play_after_discard(bad):
    g = G(pos_b_first(std_b(), std_r()))
    g.discard("B", ["C2"])
    if bad:
        g.source("B", "L")
    g.end("B")
    return g.log()


scenario(
    "no-play-after-end-discard",
    "番の終わりに手札を捨てた後でカードを出した",
    "A card was played after the end-of-番 discard",
    "青は番の終わりに手札の『テストの鳥』を捨て場に置いた。そのあと思い直して陸のみなもとを1枚場に出した。",
    "illegal",
    [107],
    _s_play_after_discard,
)


def _s_play_before_draw(bad):
    b = side(18, 3, [S("B:s1", "L", used=False), S("B:s3", "H", used=False)])
    r = side(17, 5, [S("R:s1", "CO", used=False), S("R:s2", "CO", used=False)])
    g = G(pos_b_first(b, r, turn=4, this_turn=START))
    if bad:
        g.source("B", "L")
        g.draw("B")
    else:
        g.draw("B")
        g.source("B", "L")
    g.end("B")
    return g.log()


scenario(
    "draw-before-playing",
    "番の始めにカードを引く前にみなもとを出した",
    "A source was put out before the draw that starts the 番",
    "青は自分の番が来るとすぐ手札の陸のみなもとを出し、そのあとで手札が5枚になるよう山札から引いた。",
    "illegal",
    [101, 96],
    _s_play_before_draw,
)


def _s_first_after_tie(bad):
    b = side(18, 4, [S("B:s1", "L"), S("B:s3", "H", used=False)], [[C("B:c1", "C1", ["B:s1"])]])
    g = G(pos_r_second(b, std_r()))
    g.end("R")
    g.battle("B", "R", 2, 2, None, ["B:c1", "R:c1"], 0)
    g.at(4, "first")
    who, kind = ("R", "CO") if bad else ("B", "L")
    g.draw(who)
    g.source(who, kind)
    g.end(who)
    return g.log()


scenario(
    "tie-keeps-the-first-player",
    "対決が引き分けた次のターンに後攻だったプレイヤーが先攻を始めた",
    "After a drawn 対決 the former 後攻 started the next turn as 先攻",
    "ターン3は青が先攻。対決は2点対2点の引き分け。ターン4で赤が「引き分けは交代」と言ってカードを引き、みなもとを"
    "出したところで青が気づいた。",
    "illegal",
    [87, 86],
    _s_first_after_tie,
)


def _setup(g, b_choice, r_choice, extra_b=0):
    g.e("decide_first", None, first="B", method="janken")
    for seat in ("B", "R"):
        g.e("shuffle", seat)
        g.draw(seat, 5)
    g.e(b_choice, "B")
    for _ in range(extra_b):
        g.e(b_choice, "B")
    g.e(r_choice, "R")


def _s_mulligan_twice(bad):
    g = G()
    _setup(g, "mulligan", "keep", extra_b=1 if bad else 0)
    g.at(1, "first")
    g.draw("B")
    g.source("B", "L")
    g.end("B")
    return g.log()


scenario(
    "one-redraw-only",
    "最初の手札を2回引きなおした",
    "The opening hand was redrawn twice",
    "先攻の青は最初の手札を引きなおしたが、新しい手札もみなもとが少ないとしてもう一度引きなおした。",
    "illegal",
    [72],
    _s_mulligan_twice,
)


def _s_first_before_redraw(bad):
    g = G()
    g.e("decide_first", None, first="B", method="janken")
    for seat in ("B", "R"):
        g.e("shuffle", seat)
        g.draw(seat, 5)
    g.e("keep", "B")
    if not bad:
        g.e("mulligan", "R")
    g.at(1, "first")
    g.draw("B")
    g.source("B", "L")
    if bad:
        g.e("mulligan", "R")
    g.end("B")
    return g.log()


scenario(
    "first-waits-for-second-redraw",
    "後攻の引きなおしの前に先攻が最初の番を始めた",
    "The 先攻 started his first 番 before the 後攻 had redrawn",
    "青(先攻)は手札をそのままにすると決め、赤が引きなおすか考えている間に陸のみなもとを場に出した。その後、赤が"
    "引きなおした。",
    "illegal",
    [73],
    _s_first_before_redraw,
)


# === the 対決 =======================================================================================


def pos_conf():
    b = side(18, 4, [S("B:s1", "L"), S("B:s3", "H", used=False)], [[C("B:c1", "C1", ["B:s1"])]])
    r = side(
        17,
        3,
        [S("R:s1", "CO"), S("R:s3", "CO"), S("R:s4", "CO"), S("R:s2", "CO", used=False)],
        [[C("R:c1", "R3", ["R:s1", "R:s3", "R:s4"])]],
    )
    g = G(pos_r_second(b, r))
    g.end("R")
    g.at(3, "confrontation")
    return g


def _s_wrong_total(bad):
    g = pos_conf()
    g.announce("B", 2)
    g.announce("R", 4 if bad else 5)
    g.pas("B")
    g.pas("R")
    g.cend("R", ["B:c1"], 3)
    return g.log()


scenario(
    "announce-the-exact-total",
    "対決で自分の点数を実際より少なく伝えた",
    "A player told a 対決 total lower than his cards add up to",
    "赤の場には強さ5の『テスト温暖化3』だけがある。対決の開始で赤は自分の点数を4点と伝えた。",
    "illegal",
    [129, 126],
    _s_wrong_total,
)


def _s_announce_order(bad):
    g = pos_conf()
    if bad:
        g.announce("R", 5)
        g.announce("B", 2)
    else:
        g.announce("B", 2)
        g.announce("R", 5)
    g.pas("B")
    g.pas("R")
    g.cend("R", ["B:c1"], 3)
    return g.log()


scenario(
    "first-player-tells-total-first",
    "対決の点数を後攻から伝えた",
    "The 後攻 told his 対決 total first",
    "ターン3の先攻は青。対決に入ると赤が先に「5点」と伝え、青がそれを聞いてから自分の点数を伝えた。",
    "illegal",
    [122],
    _s_announce_order,
)


def _s_support_order(bad):
    g = pos_conf()
    g.announce("B", 2)
    g.announce("R", 5)
    for seat in ("R", "B") if bad else ("B", "R"):
        g.pas(seat)
    g.cend("R", ["B:c1"], 3)
    return g.log()


scenario(
    "first-player-decides-support-first",
    "対決のサポート使用意思を後攻から確認した",
    "The 後攻 made the first support decision in the 対決",
    "点数を伝え合ったあと、赤(後攻)が先に「サポートなし」と言い、青もそれに続いた。",
    "illegal",
    [260, 124],
    _s_support_order,
)


def _s_support_after_close(bad):
    g = pos_conf()
    g.announce("B", 2)
    g.announce("R", 5)
    g.pas("B")
    g.pas("R")
    if bad:
        w = g.support("B", "W1", ["B:s3"], target="B:c1")
        g.pas("R")
        g.resolve(w, strength={"B:c1": 1})
        g.announce("B", 3)
        g.announce("R", 5)
        g.cend("R", ["B:c1"], 2)
    else:
        g.cend("R", ["B:c1"], 3)
    return g.log()


scenario(
    "no-support-after-both-declined",
    "両者がサポートなしと宣言した後でサポートを出した",
    "A support card was played after both players had declined in a row",
    "対決で青、赤の順に「サポートなし」と宣言した。赤が地球ライフの処理に入ろうとしたとき、青が『テストの植林』を出した。",
    "illegal",
    [262],
    _s_support_after_close,
)


def _s_life_loss(bad):
    g = pos_conf()
    g.announce("B", 2)
    g.announce("R", 5)
    g.pas("B")
    g.pas("R")
    g.cend("R", ["B:c1"], 2 if bad else 3)
    return g.log()


scenario(
    "life-loss-is-the-difference",
    "対決に負けて減らす地球ライフを差より少なくした",
    "The loser of a 対決 took off less Earth Life than the difference",
    "対決は青2点、赤5点で赤の勝ち。青は「負けたら2減らす」と思い、地球ライフを2だけ減らした。",
    "illegal",
    [136],
    _s_life_loss,
)


def _s_tie(bad):
    b = side(18, 4, [S("B:s1", "L"), S("B:s3", "H", used=False)], [[C("B:c1", "C1", ["B:s1"])]])
    g = G(pos_r_second(b, std_r()))
    g.end("R")
    g.battle("B", "R", 2, 2, None, ["B:c1", "R:c1"], 2 if bad else 0)
    return g.log()


scenario(
    "draw-changes-no-life",
    "対決が引き分けのとき地球ライフを減らした",
    "Earth Life was taken off after a drawn 対決",
    "対決は2点対2点。両者とも対決カードを捨て場に置いたうえで「両方負けだから」とそれぞれ地球ライフを2減らした。",
    "illegal",
    [135],
    _s_tie,
)


def _s_support_before_totals(bad):
    g = pos_conf()
    if bad:
        w = g.support("B", "W1", ["B:s3"], target="B:c1")
        g.pas("R")
        g.resolve(w, strength={"B:c1": 1})
        g.pas("B")
        g.announce("B", 3)
        g.announce("R", 5)
    else:
        g.announce("B", 2)
        g.announce("R", 5)
        w = g.support("B", "W1", ["B:s3"], target="B:c1")
        g.pas("R")
        g.resolve(w, strength={"B:c1": 1})
        g.pas("B")
        g.announce("B", 3)
        g.announce("R", 5)
    g.cend("R", ["B:c1"], 2)
    return g.log()


scenario(
    "totals-before-supports",
    "対決の点数を伝え合う前にサポートを出した",
    "A support card was played in the 対決 before the totals were told",
    "後攻の番が終わると、青は点数を伝える前に『テストの植林』を出した。赤は「まず点数を伝え合うのが先」と言う。",
    "illegal",
    [121, 123],
    _s_support_before_totals,
)


# === the end of the game ===========================================================================


def _s_life_zero_effect(bad):
    b = side(2, 4, [S("B:s1", "L"), S("B:s3", "H", used=False)], [[C("B:c1", "C1", ["B:s1"])]])
    g = G(pos_r_second(b, std_r()), rdeck=dict(RED_DEFAULT, K9=1))
    k = g.support("R", "K9", ["R:s2"])
    g.pas("B")
    g.resolve(k, life={"B": -3})
    if bad:
        g.end("R")
        g.at(3, "confrontation")
        g.announce("B", 2)
    g.e("result", None, winner="R")
    return g.log()


scenario(
    "life-zero-by-effect-ends-at-once",
    "効果で地球ライフが0になった後もゲームを続けた",
    "Play went on after an effect brought Earth Life to 0",
    "青の地球ライフは2。赤の番に『テストの熱波』(相手の地球ライフを3減らす)で青は0になった。両者は「勝敗は対決で"
    "決まる」と考え、赤が番を終えて対決に入り青が点数を伝えた。",
    "illegal",
    [142],
    _s_life_zero_effect,
)


def _s_both_zero(bad):
    b = side(2, 4, [S("B:s1", "L"), S("B:s3", "H", used=False)], [[C("B:c1", "C1", ["B:s1"])]])
    g = G(pos_r_second(b, std_r(life=2)), rdeck=dict(RED_DEFAULT, K11=1))
    k = g.support("R", "K11", ["R:s2"])
    g.pas("B")
    g.resolve(k, life={"R": -2, "B": -2})
    g.e("result", None, winner="R" if bad else None)
    return g.log()


scenario(
    "both-life-zero-is-a-draw",
    "両者の地球ライフが同時に0になったのに効果の使用者の勝ちとした",
    "Both Earth Lives reached 0 at once and the effect's user was given the game",
    "両者とも地球ライフ2。赤の『テストの共倒れ』(自分と相手の地球ライフをそれぞれ2減らす)で両方が同時に0になった。"
    "赤は「自分が使ったカードだから自分の勝ち」と主張した。",
    "illegal",
    [144],
    _s_both_zero,
)


def _s_stalemate(bad):
    b = side(10, 5, [S("B:s1", "L", used=False), S("B:s3", "H", used=False)])
    r = side(8, 5, [S("R:s1", "CO", used=False), S("R:s2", "CO", used=False)])
    g = G(pos_b_first(b, r, turn=6, this_turn=START))
    for turn in (6, 7):
        g.at(turn, "first")
        g.draw("B")
        g.end("B")
        g.at(turn, "second")
        g.draw("R")
        g.end("R")
        g.battle("B", "R", 0, 0, None, [], 0)
    g.e("result", None, winner=None if bad else "B")
    return g.log()


scenario(
    "unchanged-two-turns-higher-life-wins",
    "2ターン何も変わらず終わったゲームを引き分けとした",
    "A game that ended after two unchanged turns was scored as a draw",
    "ターン6と7の2ターン、両者とも何も出さず捨てず、場・捨て場・手札・山札が全く変わらなかった。地球ライフは青10、"
    "赤8。両者は「決着がつかなかったから引き分け」として結果を書いた。",
    "illegal",
    [151, 145],
    _s_stalemate,
)


def _s_game_loss(bad):
    g = G(pos_b_first(std_b(), std_r()))
    if not bad:
        g.e("penalty", None, seat="R", kind="warning", reason="判定への異議を繰り返した", record="P-901")
    g.e("penalty", None, seat="R", kind="game_loss", reason="判定への異議を続けた", record="P-902")
    g.e("result", None, winner="B")
    return g.log()


scenario(
    "game-loss-needs-a-warning",
    "警告なしにジャッジが負けを通告した",
    "A judge gave a game loss without a warning first",
    "赤がジャッジの裁定に何度も異議を唱え続けたため、ジャッジはその場で赤の負けを通告した。それまで赤への警告は"
    "一度もなかった。",
    "illegal",
    [287],
    _s_game_loss,
)


# === players, teams, hidden information ============================================================


def _s_barred_member(bad):
    teams = [{"name": "青", "seats": ["B1", "B2"]}, {"name": "赤", "seats": ["R1", "R2"]}]
    b = side(18, 4, [S("B1:s1", "L"), S("B1:s3", "H", used=False)], [[C("B1:c1", "C1", ["B1:s1"])]])
    r = side(17, 3, [S("R1:s1", "CO"), S("R1:s2", "CO", used=False)], [[C("R1:c1", "R1", ["R1:s1"])]])
    snap = snapshot(3, "first", ["B1", "R1"], "B1", dict(BAN), {"B1": b, "R1": r})
    g = G(snap, teams=teams, first="B1")
    if bad:
        g.e("conduct", None, seat="B2", breach="looked_at_hand")
    # The twin: nobody looked, so B2 is still a member and may act for the side.
    g.source("B2", "L")
    g.end("B2")
    return g.log()


scenario(
    "barred-team-member-may-not-play",
    "相手の手札を見て参加を禁止されたチーム構成員がカードを出した",
    "A team member barred for looking at the opponent's hand went on playing",
    "青チームのB2が赤チームの手札をのぞき見たため、ジャッジはB2のこのゲームへの参加を禁止した。その直後、B2が"
    "チームの番として陸のみなもとを場に出した。",
    "illegal",
    [78, 74],
    _s_barred_member,
)


# === where the rulebook is open ====================================================================


def _s_spectator(bad):
    g = G(pos_b_first(std_b(), std_r()))
    if bad:
        g.e("conduct", None, seat="B", breach="spectator_talk")
    g.source("B", "L")
    g.end("B")
    return g.log()


scenario(
    "spectator-talk-penalty-reference",
    "観戦者がプレイヤーに話しかけた場合の処置",
    "A spectator spoke to a player: which sanction applies",
    "青の友人(観戦者)が対戦中の青に「みなもとを先に出したら」と話しかけ、青はその通りにした。77項は観戦者の発言を"
    "禁じるが、その処置を「78項～77項に準ずる」としており、参照先が逆転していて処置が定まらない。",
    "needs_ruling",
    [77],
    _s_spectator,
)


def _s_first_series(bad):
    srcs = [
        S("B:s1", "L", used=False),
        S("B:s3", "H", used=False),
        S("B:s4", "RV"),
        S("B:s5", "RV", used=False),
    ]
    b = side(18, 4, srcs, [[C("B:c1", "F1", ["B:s4"])]])
    g = G(pos_b_first(b, std_r()), bdeck=dict(BLUE_DEFAULT, F1=1, F2=1))
    if bad:
        g.play("B", "F2", [], chain_on="B:c1")
    else:
        g.play("B", "F2", ["B:s5"])
    g.end("B")
    return g.log()


scenario(
    "first-series-names-chain-partners",
    "第1弾のカードに書かれた名前のカードをその上に連鎖させた",
    "A card named under a first-series card's photo was chained on top of it",
    "第1弾の『テストのメダカ』の写真の下には『テストのタガメ』と書かれている(274項: 連鎖可能な生き物を示す)。"
    "『テストのタガメ』には何も書かれていない。青は場の『テストのメダカ』の上に『テストのタガメ』を連鎖させた。"
    "172項(書かれたカードの上に重ねる)では逆向きになり、274項がどちらの向きを認めるかは本文から定まらない。",
    "needs_ruling",
    [274, 172],
    _s_first_series,
)


def _s_short_draw(bad):
    discard = ["C2", "C2", "C3", "C3", "W1", "RV", "RV", "LH", "LH", "C1"]
    if bad:
        discard.append("W1")
    b = side(
        18,
        4 if bad else 3,
        [S("B:s1", "L"), S("B:s2", "L", used=False), S("B:s3", "H", used=False)],
        [[C("B:c1", "C1", ["B:s1"])]],
        discard=discard,
    )
    g = G(pos_b_first(b, std_r()), bdeck={"C1": 2, "C2": 2, "C3": 2, "W1": 2, "W10": 1})
    w = g.support("B", "W10", ["B:s3"])
    g.pas("R")
    if bad:
        g.resolve(w, draw={"B": 1}, life={"B": 1})
    else:
        g.resolve(w, draw={"B": 2}, life={"B": 1})
    g.end("B")
    return g.log()


scenario(
    "draw-two-from-a-one-card-deck",
    "山札1枚で「2枚引く」効果を使い、続く地球ライフ増加を行った",
    "A 'draw 2' effect met a one-card deck: does the Earth Life gain written after it still happen",
    "『テストの学習』は「カードを2枚引く。その後自分の地球ライフを1増やす」。青の山札は残り1枚で、1枚だけ引いて"
    "地球ライフを1増やした。赤は257項(効果が行えなくなった時点で処理完了)により増やせないと主張する。1枚しか"
    "引けないことが「行えなくなった」に当たるかは本文から定まらない。",
    "needs_ruling",
    [257],
    _s_short_draw,
)


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    for s in SCENARIOS:
        sid = s["id"]
        if sid in NOTES:
            s["note"] = NOTES[sid]
        if sid in GAPS:
            s["gap"] = GAPS[sid]
        path = OUT / f"{sid}.json"
        path.write_text(json.dumps(s, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(SCENARIOS)} scenarios to {OUT}")


if __name__ == "__main__":
    main()
