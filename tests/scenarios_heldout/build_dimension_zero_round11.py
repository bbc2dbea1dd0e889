"""Dimension Zero held-out judge scenarios, round 11.

Written blind from the rulebook (``rules_index/data/dimension-zero.txt``, Version 19.00) and the log-format
documents (``docs/log-format.md``, ``docs/log-format-dimension-zero.md`` and the examples), without
looking at the engine. Each scenario holds a ``legal`` log (the situation played by the rules) and the
disputed play (``illegal`` or ``needs_ruling``).

Run from the project root::

    .venv/bin/python -m tests.scenarios_heldout.build_dimension_zero_round11

It writes ``tests/scenarios_heldout/dimension-zero/dimension-zero-ho11-*.json``.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

NOTES: dict[str, str] = {}
GAPS: dict[str, str] = {}

SLUG = "dimension-zero"
PREFIX = "dimension-zero-ho11-"
OUT = Path(__file__).resolve().parent / SLUG

Json = dict[str, Any]

# --------------------------------------------------------------------------------------------------
# Cards
# --------------------------------------------------------------------------------------------------


def unit(
    name: str,
    cost: dict[str, int],
    power: int,
    smash: int = 1,
    move: dict[str, int] | None = None,
    timing: str = "normal",
    abilities: list[Json] | None = None,
    **kw: Any,
) -> Json:
    keywords: Json = {
        "cost": cost,
        "move": {"colourless": 1} if move is None else move,
        "timing": timing,
        "power": power,
        "smash": smash,
    }
    keywords.update(kw)
    card: Json = {"name": name, "type": "unit", "keywords": keywords}
    if abilities is not None:
        card["abilities"] = abilities
    return card


def strategy(
    name: str, cost: dict[str, int], timing: str = "normal", abilities: list[Json] | None = None, **kw: Any
) -> Json:
    keywords: Json = {"cost": cost, "timing": timing}
    keywords.update(kw)
    card: Json = {"name": name, "type": "strategy", "keywords": keywords}
    if abilities is not None:
        card["abilities"] = abilities
    return card


def base(name: str, cost: dict[str, int], abilities: list[Json] | None = None, **kw: Any) -> Json:
    keywords: Json = {"cost": cost, "timing": "normal"}
    keywords.update(kw)
    card: Json = {"name": name, "type": "base", "keywords": keywords}
    if abilities is not None:
        card["abilities"] = abilities
    return card


FILLERS: dict[str, Json] = {
    "FU": unit("団結の赤兵", {"red": 1}, 1000, unity=True),
    "BF": unit("団結の青兵", {"blue": 1}, 1000, unity=True),
    "KF": unit("団結の黒兵", {"black": 1}, 1000, unity=True),
}

RED1 = {"red": 1}
RED2 = {"red": 1, "colourless": 1}
RED3 = {"red": 1, "colourless": 2}
BLUE2 = {"blue": 1, "colourless": 1}


def c(iid: str, card: str | None) -> Json:
    return {"iid": iid, "card": card}


# --------------------------------------------------------------------------------------------------
# Snapshot and log
# --------------------------------------------------------------------------------------------------

DECK_SIZE = 40


def zone(
    hand: list[Json] | None = None,
    hand_extra: int = 3,
    energy: list[Json] | None = None,
    smash: int = 0,
    smash_cards: list[Json] | None = None,
    graveyard: list[Json] | None = None,
    remove: list[Json] | None = None,
    squares: list[Json] | None = None,
    plan: Json | None = None,
    deck: int | None = None,
    deck_cards: list[Json] | None = None,
    extra: Json | None = None,
) -> Json:
    """A seat's zones; the deck count is filled in so that its own cards add up to 40."""
    z: Json = {
        "hand": {"count": len(hand or []) + hand_extra, "cards": list(hand or [])},
        "energy": list(energy or []),
        "smash": {"count": smash, "cards": list(smash_cards or [])},
        "graveyard": list(graveyard or []),
        "remove": list(remove or []),
        "squares": list(squares or []),
        "plan": plan,
        "_deck": deck,
        "_deck_cards": list(deck_cards or []),
    }
    if extra:
        z.update(extra)
    return z


def sq(iid: str, card: str, square: str, **kw: Any) -> Json:
    d: Json = {"iid": iid, "card": card, "square": square}
    d.update(kw)
    return d


def en(iid: str, card: str = "FU", frozen: bool = False) -> Json:
    return {"iid": iid, "card": card, "frozen": frozen}


def energies(seat: str, n: int, card: str = "FU", start: int = 0) -> list[Json]:
    return [en(f"{seat}:e{i}", card) for i in range(start, start + n)]


def snapshot(
    p1: Json, p2: Json, turn: int = 5, phase: str = "main", active: str = "P1", this_turn: Json | None = None
) -> Json:
    players: Json = {}
    for seat, z in (("P1", p1), ("P2", p2)):
        players[seat] = z
    # deck counts: each owner's cards add up to 40
    owned = {"P1": 0, "P2": 0}
    for seat, z in players.items():
        owned[seat] += z["hand"]["count"] + len(z["energy"]) + z["smash"]["count"]
        owned[seat] += len(z["graveyard"]) + len(z["remove"])
    for z in players.values():
        for s in z["squares"]:
            owner = s["iid"].split(":")[0]
            owned[owner] += 1 + len(s.get("under", [])) + len(s.get("linked", []))
    out: Json = {}
    for seat, z in players.items():
        z = dict(z)
        deck = z.pop("_deck")
        deck_cards = z.pop("_deck_cards")
        count = DECK_SIZE - owned[seat] if deck is None else deck
        z["deck"] = {"count": count, "cards": deck_cards}
        out[seat] = z
    tt: Json = {"drawn": 1, "energy": 1, "priority": active}
    if this_turn is not None:
        tt.update(this_turn)
    return {"turn": turn, "phase": phase, "turn_players": [active], "this_turn": tt, "players": out}


def _collect(obj: Any, found: dict[str, str]) -> None:
    if isinstance(obj, dict):
        if "iid" in obj and isinstance(obj.get("iid"), str) and obj.get("card"):
            found[obj["iid"]] = obj["card"]
        for v in obj.values():
            _collect(v, found)
    elif isinstance(obj, list):
        for v in obj:
            _collect(v, found)


def make_log(
    cards: dict[str, Json],
    entries: list[Json],
    snap: Json | None = None,
    options: Json | None = None,
    decklists: Json | None = None,
    turn: int | None = None,
) -> Json:
    all_cards: dict[str, Json] = dict(FILLERS)
    all_cards.update(cards)
    found: dict[str, str] = {}
    _collect(snap, found)
    _collect(entries, found)
    if decklists is None:
        decklists = {}
        for seat in ("P1", "P2"):
            counts: dict[str, int] = {}
            for iid, cid in found.items():
                if iid.split(":")[0] == seat and cid != "FU":
                    counts[cid] = counts.get(cid, 0) + 1
            for cid, n in counts.items():
                unity = all_cards[cid]["keywords"].get("unity")
                assert unity or n <= 3, (cid, n)
            rest = DECK_SIZE - sum(counts.values())
            assert rest >= sum(1 for iid, cid in found.items() if iid.startswith(seat) and cid == "FU")
            main = dict(sorted(counts.items()))
            main["FU"] = rest
            decklists[seat] = {"main": main}
    header: Json = {
        "format": "judgelog/1",
        "game": SLUG,
        "rules_version": "19.00",
        "variant": "constructed",
        "players": [{"seat": "P1", "name": "先攻のプレイヤー"}, {"seat": "P2", "name": "後攻のプレイヤー"}],
        "first_player": "P1",
        "cards": all_cards,
        "decklists": decklists,
    }
    if options:
        header["options"] = options
    if snap is not None:
        header["snapshot"] = snap
    default_turn = snap["turn"] if snap is not None else (turn or 1)
    out: list[Json] = []
    for i, e in enumerate(entries, start=1):
        e = dict(e)
        entry: Json = {"seq": i, "turn": e.pop("turn", default_turn), "phase": e.pop("phase", "main")}
        step = e.pop("step", None)
        if step:
            entry["step"] = step
        entry["actor"] = e.pop("actor", None)
        entry["act"] = e.pop("act")
        args = e.pop("args", None)
        if args:
            entry["args"] = args
        entry.update(e)
        out.append(entry)
    return {"header": header, "entries": out}


# --------------------------------------------------------------------------------------------------
# Entry helpers
# --------------------------------------------------------------------------------------------------


def E(act: str, actor: str | None = None, step: str | None = None, phase: str = "main", **args: Any) -> Json:
    e: Json = {"act": act, "actor": actor, "phase": phase}
    if step:
        e["step"] = step
    if args:
        e["args"] = args
    return e


def at(e: Json, **kw: Any) -> Json:
    e = dict(e)
    e.update(kw)
    return e


def play(actor: str, card: Any, to: str | None = None, pay: list[str] | None = None, **kw: Any) -> Json:
    args: Json = {"card": card}
    if to is not None:
        args["to"] = to
    args["pay"] = pay or []
    args.update(kw)
    step = args.pop("step", None)
    phase = args.pop("phase", "main")
    return E("play", actor, step=step, phase=phase, **args)


def resolve(step: str | None = None, **kw: Any) -> Json:
    return E("resolve", None, step=step, **kw)


def pas(actor: str, step: str | None = None, phase: str = "main") -> Json:
    return E("pass", actor, step=step, phase=phase)


def move(actor: str, u: str, to: str, pay: list[str], step: str | None = None, **kw: Any) -> Json:
    return E("move", actor, step=step, unit=u, to=to, pay=pay, **kw)


def exchange(step: str, damage: dict[str, int]) -> Json:
    return E("exchange", None, step=step, damage=damage)


def rule(card: str, step: str | None = None, **kw: Any) -> Json:
    return E("rule_effect", None, step=step, card=card, **kw)


def trig(
    actor: str, card: str, ability: str, step: str | None = None, phase: str = "main", **kw: Any
) -> Json:
    return E("trigger", actor, step=step, phase=phase, card=card, ability=ability, **kw)


def eff(source: str, step: str | None = None, phase: str = "main", **kw: Any) -> Json:
    return E("effect", None, step=step, phase=phase, source=source, **kw)


def battle(
    d1: dict[str, int] | None = None, d2: dict[str, int] | None = None, after2: list[Json] | None = None
) -> list[Json]:
    """The two battle steps' exchanges and their resolutions."""
    out = [
        exchange("battle1", d1 or {}),
        resolve("battle1"),
        exchange("battle2", d2 or {}),
        resolve("battle2"),
    ]
    out += after2 or []
    return out


# --------------------------------------------------------------------------------------------------
# Scenarios
# --------------------------------------------------------------------------------------------------

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
    printed_example: str | None = None,
) -> None:
    full = PREFIX + sid
    sc: Json = {
        "id": full,
        "title_ja": title_ja,
        "title_en": title_en,
        "situation": situation,
        "ruling": ruling,
        "clauses": [f"{SLUG}:{n}" for n in clauses],
    }
    if printed_example:
        sc["printed_example"] = printed_example
    sc["legal"] = legal
    sc[ruling] = disputed
    if full in NOTES:
        sc["note"] = NOTES[full]
    if full in GAPS:
        sc["gap"] = GAPS[full]
    SCENARIOS.append(sc)


def pair(
    cards: dict[str, Json],
    snap: Json | None,
    common: list[Json],
    legal: list[Json],
    bad: list[Json],
    **kw: Any,
):
    return (
        make_log(cards, copy.deepcopy(common) + legal, copy.deepcopy(snap), **kw),
        make_log(cards, copy.deepcopy(common) + bad, copy.deepcopy(snap), **kw),
    )


# ---- shared card definitions --------------------------------------------------------------------

PEN_ABIL = [
    {
        "id": "draw",
        "kind": "triggered",
        "trigger": {"event": "to_graveyard", "card": "self", "from": "square"},
        "effect": {"draw": 1},
    }
]
PEN = unit("玩具商人ペンギン・ポー", RED1, 2000, abilities=PEN_ABIL)
SPK = unit(
    "スパイク・ガールズ",
    RED1,
    2000,
    abilities=[
        {
            "id": "discard",
            "kind": "triggered",
            "trigger": {"event": "to_graveyard", "card": "self", "from": "square"},
        }
    ],
)
R2 = unit("赤の剣士", RED2, 2000)
R3 = unit("赤の重戦士", RED3, 3000)
R5 = unit("赤の巨人", {"red": 2, "colourless": 2}, 5000, smash=2)
B3 = unit("青の槍兵", BLUE2, 3000)
TOWER = base(
    "大地の塔",
    RED1,
    abilities=[
        {
            "id": "tower",
            "kind": "static",
            "targets": [{"zone": "battle", "whose": "own", "type": "unit", "line": "same"}],
            "effect": {"instead": "energy"},
        }
    ],
)
MKT = base(
    "天空のマーケット",
    RED1,
    abilities=[
        {
            "id": "draw",
            "kind": "triggered",
            "trigger": {
                "event": "to_graveyard",
                "whose": "own",
                "type": "unit",
                "line": "same",
                "from": "square",
            },
            "effect": {"draw": 1},
        }
    ],
)


def p1e(n: int = 6, card: str = "FU") -> list[Json]:
    return energies("P1", n, card)


def p2e(n: int = 6, card: str = "FU") -> list[Json]:
    return energies("P2", n, card)


def build_abilities() -> None:
    # 1 trigger order
    cards = {"PEN": PEN, "SPK": SPK}
    snap = snapshot(
        zone(energy=p1e(), squares=[sq("P1:pen", "PEN", "B21")]),
        zone(energy=p2e(), squares=[sq("P2:spk", "SPK", "B31")]),
        turn=6,
        active="P2",
    )
    common = [
        move("P2", "P2:spk", "B21", ["P2:e0"]),
        resolve(),
        *battle(
            None, {"P1:pen": 2000, "P2:spk": 2000}, [rule("P1:pen", "battle2"), rule("P2:spk", "battle2")]
        ),
    ]
    legal, bad = pair(
        cards,
        snap,
        common,
        [trig("P2", "P2:spk", "discard", "battle2"), trig("P1", "P1:pen", "draw", "battle2")],
        [trig("P1", "P1:pen", "draw", "battle2"), trig("P2", "P2:spk", "discard", "battle2")],
    )
    scenario(
        "non-active-trigger-stacked-first",
        "同時に誘発した能力を非アクティブプレイヤーの分から先にスタックに乗せた",
        "The non-active player's trigger was stacked before the active player's",
        "In P2's turn P2's スパイク・ガールズ moves into P1's ペンギン・ポー; both die in the second battle step "
        "and both 'put into the graveyard from a square' abilities trigger. P1 puts the draw on the stack "
        "first, saying it does not matter who goes first. P2 objects that the active player's goes first.",
        "illegal",
        ["4.8.3"],
        legal,
        bad,
        "4.8.3",
    )

    # 2 leave-square trigger from last information
    cards = {"PEN": PEN, "R5": R5}
    snap = snapshot(
        zone(energy=p1e(), squares=[sq("P1:pen", "PEN", "B21")]),
        zone(energy=p2e(), squares=[sq("P2:big", "R5", "B31")]),
    )
    common = [
        move("P1", "P1:pen", "B31", ["P1:e0"]),
        resolve(),
        *battle(None, {"P1:pen": 5000, "P2:big": 2000}, [rule("P1:pen", "battle2")]),
    ]
    legal, bad = pair(
        cards,
        snap,
        common,
        [
            trig("P1", "P1:pen", "draw", "battle2"),
            resolve("battle2"),
            E("draw", "P1", "battle2", count=1, source="P1:pen"),
            pas("P1", "battle_end"),
        ],
        [pas("P1", "battle_end")],
    )
    scenario(
        "leave-square-trigger-missed",
        "スクエアから墓地に置かれた時の能力を「もうスクエアにない」として誘発させなかった",
        "A 'put into the graveyard from a square' trigger skipped because the card had already left",
        "P1's ペンギン・ポー attacks a 5000 unit and is destroyed. P2 says its draw ability cannot work "
        "because the card is no longer in a square, and P1 goes on without putting it on the stack.",
        "illegal",
        ["4.8.11", "4.8.2"],
        legal,
        bad,
        "4.8.11",
    )

    # 3, 4 大地の塔
    cards = {"PEN": PEN, "R5": R5, "TOWER": TOWER}
    snap = snapshot(
        zone(energy=p1e(), squares=[sq("P1:pen", "PEN", "B21"), sq("P1:tower", "TOWER", "P1-1")]),
        zone(energy=p2e(), squares=[sq("P2:big", "R5", "B31")]),
    )
    common = [
        move("P1", "P1:pen", "B31", ["P1:e0"]),
        resolve(),
        *battle(None, {"P1:pen": 5000, "P2:big": 2000}),
    ]
    good = [rule("P1:pen", "battle2", to="energy", replaced_by="P1:tower"), pas("P1", "battle_end")]
    legal, bad = pair(
        cards,
        snap,
        common,
        good,
        [
            rule("P1:pen", "battle2", to="energy", replaced_by="P1:tower"),
            trig("P1", "P1:pen", "draw", "battle2"),
        ],
    )
    scenario(
        "replaced-destruction-does-not-trigger",
        "大地の塔でエネルギーゾーンに置かれたペンギン・ポーの能力を誘発させた",
        "A unit the tower sent to the energy zone still 'drew' for going to the graveyard",
        "P1's ペンギン・ポー, in the line of P1's 大地の塔, is destroyed in battle and goes to the energy "
        "zone instead of the graveyard. P1 then puts its 'put into the graveyard' draw on the stack.",
        "illegal",
        ["4.8.7", "4.15.4"],
        legal,
        bad,
        "4.8.7",
    )
    legal, bad = pair(
        cards,
        snap,
        common,
        good,
        [rule("P1:pen", "battle2"), trig("P1", "P1:pen", "draw", "battle2")],
    )
    scenario(
        "static-replacement-ignored",
        "大地の塔の置換効果を無視してユニットを墓地に置いた",
        "The tower's replacement effect ignored: the unit went to the graveyard",
        "P1's ペンギン・ポー dies in battle in the line of P1's own 大地の塔. P1 puts it into the graveyard "
        "and draws with its ability, saying the tower's 'instead' is optional. P2 calls a judge.",
        "illegal",
        ["4.15.3", "4.15.2"],
        legal,
        bad,
        "4.15.4",
    )

    # 5 market triggers twice
    eb = strategy(
        "アースブラスト",
        RED2,
        abilities=[
            {
                "id": "spell",
                "kind": "spell",
                "targets": [{"zone": "battle", "whose": "opponent", "type": "unit", "count": 2}],
            }
        ],
    )
    cards = {"MKT": MKT, "EB": eb}
    snap = snapshot(
        zone(
            energy=p1e(),
            squares=[sq("P1:s1", "FU", "B11"), sq("P1:s2", "FU", "B21"), sq("P1:mkt", "MKT", "P1-1")],
        ),
        zone(energy=p2e(), hand=[c("P2:eb", "EB")]),
        turn=6,
        active="P2",
    )
    common = [
        play("P2", "P2:eb", pay=["P2:e0", "P2:e1"], targets=["P1:s1", "P1:s2"]),
        resolve(),
        eff("P2:eb", moves=[{"card": "P1:s1", "to": "graveyard"}, {"card": "P1:s2", "to": "graveyard"}]),
    ]
    legal, bad = pair(
        cards,
        snap,
        common,
        [
            trig("P1", "P1:mkt", "draw"),
            trig("P1", "P1:mkt", "draw"),
            resolve(),
            E("draw", "P1", count=1, source="P1:mkt"),
            resolve(),
            E("draw", "P1", count=1, source="P1:mkt"),
            pas("P2"),
        ],
        [trig("P1", "P1:mkt", "draw"), resolve(), E("draw", "P1", count=1, source="P1:mkt"), pas("P2")],
    )
    scenario(
        "market-triggers-once-per-unit",
        "同じラインのユニット2枚が同時に破壊された天空のマーケットを1回だけ誘発させた",
        "天空のマーケット triggered only once for two units destroyed together",
        "P2's アースブラスト destroys both of P1's units in the line of P1's 天空のマーケット at once. P1 "
        "draws one card, and P2 says it was one event so one draw is right.",
        "illegal",
        ["4.8.6"],
        legal,
        bad,
        "4.8.6",
    )

    # 6 conditional trigger fails on resolution
    cond = unit(
        "水辺の見張り",
        RED2,
        2000,
        abilities=[
            {
                "id": "draw",
                "kind": "triggered",
                "trigger": {"event": "placed", "card": "self", "if": "self_on_square"},
                "effect": {"draw": 1},
            }
        ],
    )
    ec = strategy(
        "エマージェンシー・コール",
        {"blue": 1},
        "quick",
        abilities=[
            {"id": "spell", "kind": "spell", "targets": [{"zone": "battle", "type": "unit", "count": 1}]}
        ],
    )
    cards = {"COND": cond, "EC": ec}
    snap = snapshot(
        zone(energy=p1e(), hand=[c("P1:w", "COND")]),
        zone(energy=p2e(3, "BF"), hand=[c("P2:ec", "EC")]),
    )
    common = [
        play("P1", "P1:w", "B12", ["P1:e0", "P1:e1"]),
        resolve(),
        trig("P1", "P1:w", "draw"),
        pas("P1"),
        play("P2", "P2:ec", pay=["P2:e0"], targets=["P1:w"]),
        resolve(),
        eff("P2:ec", moves=[{"card": "P1:w", "to": "hand"}]),
    ]
    legal, bad = pair(
        cards,
        snap,
        common,
        [resolve(nullified=True)],
        [resolve(), E("draw", "P1", count=1, source="P1:w")],
    )
    scenario(
        "conditional-trigger-rechecked-on-resolution",
        "条件付誘発型能力の解決時に条件を満たしていないのに解決した",
        "A conditional trigger resolved although its condition no longer held",
        "P1's unit has 'when this card is put into a square, if this card is in the battle space, draw a "
        "card'. Its ability is on the stack when P2 returns the unit to P1's hand with a quick strategy. P1 "
        "says the condition was met when it triggered and draws.",
        "illegal",
        ["4.8.8", "4.4.3"],
        legal,
        bad,
    )


def build_targets() -> None:
    # 7 every target gone: nullified
    ds = strategy(
        "ダブル・ショット",
        RED2,
        abilities=[
            {
                "id": "spell",
                "kind": "spell",
                "targets": [{"zone": "battle", "whose": "opponent", "type": "unit", "count": 2}],
                "effect": {"damage": 2000},
            }
        ],
    )
    sac = strategy("生贄の儀式", {"blue": 1}, "quick", abilities=[{"id": "spell", "kind": "spell"}])
    cards = {"DS": ds, "SAC": sac}
    snap = snapshot(
        zone(energy=p1e(), hand=[c("P1:ds", "DS")]),
        zone(
            energy=p2e(3, "BF"),
            hand=[c("P2:sac", "SAC")],
            squares=[sq("P2:a", "FU", "B31"), sq("P2:b", "FU", "B32")],
        ),
    )
    common = [
        play("P1", "P1:ds", pay=["P1:e0", "P1:e1"], targets=["P2:a", "P2:b"]),
        pas("P1"),
        play("P2", "P2:sac", pay=["P2:e0"]),
        resolve(),
        eff("P2:sac", moves=[{"card": "P2:a", "to": "graveyard"}, {"card": "P2:b", "to": "graveyard"}]),
        E("draw", "P2", count=2, source="P2:sac"),
    ]
    legal, bad = pair(cards, snap, common, [resolve(nullified=True), pas("P1")], [resolve(), pas("P1")])
    scenario(
        "spell-with-every-target-gone-resolved",
        "対象がすべて不適正になったスペルを無効化せずに解決した",
        "A spell whose every target had gone was resolved instead of nullified",
        "P1 plays ダブル・ショット at P2's two units. In response P2 sacrifices both with a quick strategy. "
        "P1 says the strategy still resolves (the cost is paid) and wants it treated as resolved.",
        "illegal",
        ["4.9.2-1", "4.11.3"],
        legal,
        bad,
        "4.9.2-1",
    )

    # 8, 9 ジェノサイド・カノン
    gc = strategy(
        "ジェノサイド・カノン",
        RED3,
        abilities=[
            {
                "id": "spell",
                "kind": "spell",
                "targets": [{"zone": "battle", "type": "unit", "count": 3, "up_to": True}],
                "effect": {"damage": 6000, "divide": True},
            }
        ],
    )
    cards = {"GC": gc, "R3": R3}
    snap = snapshot(
        zone(energy=p1e(), hand=[c("P1:gc", "GC")]),
        zone(
            energy=p2e(),
            squares=[sq("P2:a", "R3", "B31"), sq("P2:b", "R3", "B32"), sq("P2:c", "R3", "B33")],
        ),
    )
    pay3 = ["P1:e0", "P1:e1", "P1:e2"]
    legal_tail = [
        play(
            "P1",
            "P1:gc",
            pay=pay3,
            targets=["P2:a", "P2:b", "P2:c"],
            divide={"P2:a": 2000, "P2:b": 2000, "P2:c": 2000},
        ),
        resolve(),
        eff(
            "P1:gc",
            damage=[
                {"card": "P2:a", "amount": 2000},
                {"card": "P2:b", "amount": 2000},
                {"card": "P2:c", "amount": 2000},
            ],
        ),
        pas("P1"),
    ]
    legal, bad = pair(
        cards,
        snap,
        [],
        legal_tail,
        [play("P1", "P1:gc", pay=pay3, targets=["P2:a", "P2:a", "P2:a"], divide={"P2:a": 6000})],
    )
    scenario(
        "one-target-chosen-three-times",
        "「対象の～を3枚まで」で同じユニットを3回選んだ",
        "The same unit chosen three times under one 'up to 3 target' group",
        "P1 plays ジェノサイド・カノン and names the same P2 unit as all three targets, to make a "
        "'whenever damage is dealt' ability trigger three times. P2 objects.",
        "illegal",
        ["4.11.5"],
        legal,
        bad,
        "4.11.5",
    )
    legal_tail = [
        play("P1", "P1:gc", pay=pay3, targets=["P2:a", "P2:b"], divide={"P2:a": 3000, "P2:b": 3000}),
        resolve(),
        eff("P1:gc", damage=[{"card": "P2:a", "amount": 3000}, {"card": "P2:b", "amount": 3000}]),
        rule("P2:a"),
        rule("P2:b"),
        pas("P1"),
    ]
    legal, bad = pair(
        cards,
        snap,
        [],
        legal_tail,
        [play("P1", "P1:gc", pay=pay3, targets=["P2:a", "P2:b"], divide={"P2:a": 6000, "P2:b": 0})],
    )
    scenario(
        "divided-damage-zero-to-a-target",
        "割り振るダメージを対象の1枚に0と宣言した",
        "Divided damage: 0 assigned to one of the chosen targets",
        "P1 plays ジェノサイド・カノン choosing two P2 units as targets and announces 6000 to one and 0 to the "
        "other, keeping the second as a target only to dodge a later effect.",
        "illegal",
        ["4.7.2-6"],
        legal,
        bad,
        "4.7.2-6",
    )

    # 10 耐性 against the targeting colour
    atu = unit("海の守り手アトゥイ", {"blue": 1}, 2000, resist=["blue"])
    dr = strategy(
        "ディメンション・ロード",
        {"blue": 2, "colourless": 1},
        abilities=[
            {
                "id": "spell",
                "kind": "spell",
                "targets": [{"zone": "battle", "type": "unit", "count": 1, "cost_max": 4}],
            }
        ],
    )
    cards = {"ATU": atu, "DR": dr, "R3": R3}
    snap = snapshot(
        zone(energy=p1e(6, "BF"), hand=[c("P1:dr", "DR")]),
        zone(energy=p2e(), squares=[sq("P2:atu", "ATU", "B31"), sq("P2:x", "R3", "B32")]),
    )
    pay = ["P1:e0", "P1:e1", "P1:e2"]
    legal, bad = pair(
        cards,
        snap,
        [],
        [
            play("P1", "P1:dr", pay=pay, targets=["P2:x"]),
            resolve(),
            eff("P1:dr", moves=[{"card": "P2:x", "to": "hand"}]),
            pas("P1"),
        ],
        [play("P1", "P1:dr", pay=pay, targets=["P2:atu"])],
    )
    scenario(
        "blue-spell-targets-blue-resistant-unit",
        "耐性－青のユニットを青のストラテジーの対象にした",
        "A blue strategy targeted a unit with 耐性－青",
        "P1 plays the blue ディメンション・ロード choosing P2's 海の守り手アトゥイ (耐性－青) as its target, "
        "saying 耐性 only stops damage.",
        "illegal",
        ["5.17.2"],
        legal,
        bad,
    )

    # 11 耐性 keeps battle damage off
    cards = {"ATU": atu, "B3": B3}
    snap = snapshot(
        zone(energy=p1e(), squares=[sq("P1:b3", "B3", "B21")]),
        zone(energy=p2e(), squares=[sq("P2:atu", "ATU", "B31")]),
    )
    common = [
        move("P1", "P1:b3", "B31", ["P1:e0"]),
        resolve(),
        *battle(None, {"P2:atu": 3000, "P1:b3": 2000}),
    ]
    legal, bad = pair(
        cards,
        snap,
        common,
        [rule("P1:b3", "battle_end")],
        [rule("P2:atu", "battle2")],
    )
    scenario(
        "resistant-unit-destroyed-by-blue-battle-damage",
        "耐性－青のユニットを青のユニットのバトルダメージで破壊した",
        "A 耐性－青 unit destroyed by a blue unit's battle damage",
        "P1's blue 3000 unit attacks P2's 2000 海の守り手アトゥイ (耐性－青). After the second exchange P1 "
        "puts アトゥイ into the graveyard, saying 耐性 only protects against targeting.",
        "illegal",
        ["5.17.3", "5.17.2"],
        legal,
        bad,
    )

    # 12 即死レベル
    eye = unit("イビルアイ・シャーマン", RED2, 1000, sokushi=3)
    cards = {"EYE": eye, "R5": R5}
    snap = snapshot(
        zone(energy=p1e(), squares=[sq("P1:eye", "EYE", "B21")]),
        zone(energy=p2e(), squares=[sq("P2:big", "R5", "B31")]),
    )
    common = [
        move("P1", "P1:eye", "B31", ["P1:e0"]),
        resolve(),
        *battle(None, {"P2:big": 1000, "P1:eye": 5000}, [rule("P1:eye", "battle2")]),
    ]
    legal, bad = pair(
        cards,
        snap,
        common,
        [pas("P1", "battle_end")],
        [trig("P1", "P1:eye", "sokushi", "battle2")],
    )
    scenario(
        "sokushi-level-below-cost",
        "即死レベル3で使用コスト4のユニットに即死を誘発させた",
        "即死レベル3 triggered on a unit of use cost 4",
        "P1's イビルアイ・シャーマン (即死レベル3) deals battle damage to P2's unit whose use cost is "
        "<赤2><無色2>. P1 says the unit has only two coloured symbols, so its cost is 2.",
        "illegal",
        ["5.2.2", "2.4.3"],
        legal,
        bad,
    )

    # 13 optional trigger still goes on the stack
    opt = unit(
        "水晶碧の魔女",
        RED2,
        2000,
        abilities=[
            {
                "id": "draw",
                "kind": "triggered",
                "trigger": {"event": "placed", "card": "self", "from": "hand"},
                "optional": True,
                "effect": {"draw": 1},
            }
        ],
    )
    cards = {"OPT": opt, "R2": R2}
    snap = snapshot(zone(energy=p1e(), hand=[c("P1:w", "OPT"), c("P1:r", "R2")]), zone(energy=p2e()))
    common = [play("P1", "P1:w", "B12", ["P1:e0", "P1:e1"]), resolve()]
    legal, bad = pair(
        cards,
        snap,
        common,
        [trig("P1", "P1:w", "draw"), resolve(declined=True), play("P1", "P1:r", "B13", ["P1:e2", "P1:e3"])],
        [play("P1", "P1:r", "B13", ["P1:e2", "P1:e3"])],
    )
    scenario(
        "may-ability-left-off-the-stack",
        "「～してもよい」誘発型能力を使わないとしてスタックに乗せなかった",
        "A 'may' trigger never put on the stack because its player did not want it",
        "P1's unit with 'when this card is put into a square from the hand, you may draw a card' enters. P1 "
        "does not want to draw and goes straight on to play another unit; P2 asks whether the ability had "
        "to go on the stack first.",
        "illegal",
        ["4.8.5", "4.8.2"],
        legal,
        bad,
        "4.8.5",
    )


def build_battle_triggers() -> None:
    # 14 攻撃した時 / 攻撃された時 roles
    ha = unit(
        "聖騎士ホーリー・アロー",
        RED2,
        2000,
        abilities=[
            {
                "id": "guard",
                "kind": "triggered",
                "trigger": {"event": "was_attacked", "card": "self"},
                "duration": "turn",
                "effect": {"power": 3000},
            }
        ],
    )
    ls = unit(
        "ライトニング・スナイパー",
        RED2,
        2000,
        abilities=[
            {
                "id": "snipe",
                "kind": "triggered",
                "trigger": {"event": "attacked", "card": "self"},
                "duration": "turn",
                "effect": {"power": 3000},
            }
        ],
    )
    cards = {"HA": ha, "LS": ls}
    snap = snapshot(
        zone(energy=p1e(), squares=[sq("P1:ha", "HA", "B21")]),
        zone(energy=p2e(), squares=[sq("P2:ls", "LS", "B31")]),
    )
    common = [move("P1", "P1:ha", "B31", ["P1:e0"]), resolve()]
    legal, bad = pair(
        cards,
        snap,
        common,
        battle(None, {"P1:ha": 2000, "P2:ls": 2000}, [rule("P1:ha", "battle2"), rule("P2:ls", "battle2")]),
        [trig("P1", "P1:ha", "guard", "battle1"), trig("P2", "P2:ls", "snipe", "battle1")],
    )
    scenario(
        "attacked-and-attacking-swapped",
        "移動してきたユニットの「攻撃された時」を誘発させた",
        "The moving unit's 'when attacked' ability triggered as if it had been attacked",
        "P1 moves ホーリー・アロー ('when this card is attacked, +3000') into the square of P2's ライトニング・"
        "スナイパー ('when this card attacks, +3000'). Both players put their abilities on the stack, P1 "
        "arguing that P2's unit 'attacks back'.",
        "illegal",
        ["3.11.5", "3.12.1"],
        legal,
        bad,
        "3.11.5",
    )

    # 15, 16 瘴気の渓谷: no battle
    mia = base(
        "瘴気の溪谷",
        {"black": 1},
        abilities=[
            {
                "id": "miasma",
                "kind": "static",
                "targets": [{"zone": "battle", "whose": "opponent", "type": "unit", "line": "same"}],
                "effect": {"power": -1000},
            }
        ],
    )
    cards = {"HA": ha, "MIA": mia}
    snap = snapshot(
        zone(energy=p1e(), squares=[sq("P1:ha", "HA", "B31"), sq("P1:mia", "MIA", "P1-1")]),
        zone(energy=p2e(), hand=[c("P2:f", "FU")]),
        turn=6,
        active="P2",
    )
    common = [play("P2", "P2:f", "B31", ["P2:e0"]), resolve()]
    legal, bad = pair(
        cards,
        snap,
        common,
        [rule("P2:f"), pas("P2")],
        [rule("P2:f"), trig("P1", "P1:ha", "guard")],
    )
    scenario(
        "no-battle-so-no-attacked-trigger",
        "瘴気の溪谷でバトルが発生しなかったのに「攻撃された時」を誘発させた",
        "'When attacked' triggered although 瘴気の溪谷 stopped the battle",
        "P2 plays a 1000-power unit into the square of P1's ホーリー・アロー, in the line of P1's 瘴気の溪谷 "
        "(opposing units there −1000). The unit goes to the graveyard at power 0; P1 still puts ホーリー・"
        "アロー's 'when attacked' ability on the stack.",
        "illegal",
        ["3.12.1", "3.11.1-1"],
        legal,
        bad,
        "3.12.1",
    )
    legal, bad = pair(
        cards,
        snap,
        common,
        [rule("P2:f"), pas("P2")],
        [pas("P2")],
    )
    scenario(
        "battle-fought-with-zero-power-unit",
        "パワー0になったユニットをバトル中として場に残した",
        "A unit at power 0 kept in its square as if its battle came first",
        "P2 plays a 1000-power unit into P1's unit's square in the line of P1's 瘴気の溪谷. P2 says the battle "
        "happens first, so the unit stays to fight, and passes; P1 says it dies before any battle occurs.",
        "illegal",
        ["3.11.1-1", "4.16.4-4", "4.16.4-3-2"],
        legal,
        bad,
        "3.11.1-1",
    )


def build_moves() -> None:
    # 17 速攻 unit put by an effect
    pan = unit("爆砕の魔炎パーン", RED2, 2000, haste=True)
    rev = strategy(
        "幻影の招来",
        RED3,
        abilities=[
            {
                "id": "spell",
                "kind": "spell",
                "targets": [{"zone": "graveyard", "whose": "own", "type": "unit", "count": 1}],
            }
        ],
    )
    cards = {"PAN": pan, "REV": rev}
    snap = snapshot(
        zone(
            energy=p1e(),
            hand=[c("P1:rev", "REV")],
            graveyard=[c("P1:pan", "PAN")],
            squares=[sq("P1:u", "FU", "B11")],
        ),
        zone(energy=p2e()),
    )
    common = [
        play("P1", "P1:rev", pay=["P1:e0", "P1:e1", "P1:e2"], targets=["P1:pan"]),
        resolve(),
        eff("P1:rev", moves=[{"card": "P1:pan", "from": "graveyard", "to": "B12", "frozen": True}]),
    ]
    legal, bad = pair(
        cards,
        snap,
        common,
        [move("P1", "P1:u", "B21", ["P1:e3"]), resolve()],
        [move("P1", "P1:pan", "B22", ["P1:e3"]), resolve()],
    )
    scenario(
        "haste-unit-put-frozen-by-effect-moves",
        "効果でフリーズ状態で置かれた速攻ユニットを移動した",
        "A 速攻 unit an effect put into a square frozen was moved",
        "P1's strategy puts 爆砕の魔炎パーン (速攻) from the graveyard into a home square frozen, as the text "
        "says. P1 then moves it, saying 速攻 units always come in released.",
        "illegal",
        ["5.1.2-1", "3.8.2-6"],
        legal,
        bad,
        "5.1.2-1",
    )

    # 18 played unit moved the same turn
    cards = {"R2": R2}
    snap = snapshot(
        zone(energy=p1e(), hand=[c("P1:r", "R2")], squares=[sq("P1:u", "FU", "B11")]), zone(energy=p2e())
    )
    common = [play("P1", "P1:r", "B12", ["P1:e0", "P1:e1"]), resolve()]
    legal, bad = pair(
        cards,
        snap,
        common,
        [move("P1", "P1:u", "B21", ["P1:e2"]), resolve()],
        [move("P1", "P1:r", "B22", ["P1:e2"]), resolve()],
    )
    scenario(
        "unit-moved-the-turn-it-was-played",
        "プレイしたターンにフリーズ状態のユニットを移動した",
        "A unit moved in the turn it was played (it entered frozen)",
        "P1 plays a unit without 速攻 into a home-area square and at once pays its move cost to move it forward.",
        "illegal",
        ["3.8.2-6", "2.20.1-3"],
        legal,
        bad,
    )

    # 19 diagonal move
    snap = snapshot(zone(energy=p1e(), squares=[sq("P1:u", "FU", "B11")]), zone(energy=p2e()))
    legal, bad = pair(
        {},
        snap,
        [],
        [move("P1", "P1:u", "B21", ["P1:e0"]), resolve()],
        [move("P1", "P1:u", "B22", ["P1:e0"]), resolve()],
    )
    scenario(
        "diagonal-move",
        "ユニットを斜めのスクエアに移動した",
        "A unit moved diagonally",
        "P1 moves a unit from the left home square to the middle central square, saying the squares touch "
        "at a corner.",
        "illegal",
        ["3.8.2-6", "4.7.3-1"],
        legal,
        bad,
    )

    # 20 move into own unit's square
    snap = snapshot(
        zone(energy=p1e(), squares=[sq("P1:u", "FU", "B11"), sq("P1:v", "FU", "B21")]), zone(energy=p2e())
    )
    legal, bad = pair(
        {},
        snap,
        [],
        [move("P1", "P1:u", "B12", ["P1:e0"]), resolve()],
        [move("P1", "P1:u", "B21", ["P1:e0"]), resolve(), rule("P1:u")],
    )
    scenario(
        "move-into-own-units-square",
        "自分のユニットがいるスクエアへの移動を宣言した",
        "A move declared into a square holding the player's own unit",
        "P1 declares a move into the square just in front, where P1's own unit already stands, planning to "
        "let the newcomer be destroyed and trigger something.",
        "illegal",
        ["4.7.3-1", "3.8.2-6"],
        legal,
        bad,
    )

    # 21-23 a move on the stack
    frz = strategy(
        "氷結の吐息",
        {"blue": 1},
        "quick",
        abilities=[
            {"id": "spell", "kind": "spell", "targets": [{"zone": "battle", "type": "unit", "count": 1}]}
        ],
    )
    mc = strategy(
        "マインド・コントロール",
        {"blue": 1},
        "quick",
        abilities=[
            {"id": "spell", "kind": "spell", "targets": [{"zone": "battle", "type": "unit", "count": 1}]}
        ],
    )
    cards = {"FRZ": frz, "MC": mc}
    snap = snapshot(
        zone(energy=p1e(), squares=[sq("P1:spy", "FU", "B12"), sq("P1:x", "FU", "B23")]),
        zone(energy=p2e(4, "BF"), hand=[c("P2:frz", "FRZ"), c("P2:mc", "MC")]),
    )
    common = [
        move("P1", "P1:spy", "B22", ["P1:e0"]),
        pas("P1"),
        play("P2", "P2:frz", pay=["P2:e0"], targets=["P1:spy"]),
        resolve(),
        eff("P2:frz", freeze=["P1:spy"]),
    ]
    legal, bad = pair(cards, snap, common, [resolve()], [resolve(nullified=True)])
    scenario(
        "frozen-unit-move-still-resolves",
        "移動の解決前にフリーズされたユニットの移動を無効とした",
        "A move treated as nullified because the unit was frozen before it resolved",
        "P1 declares a move; in response P2 freezes the unit with a quick strategy. P2 says a frozen unit "
        "cannot move, so the move fails.",
        "illegal",
        ["4.9.3-1"],
        legal,
        bad,
        "4.9.3-1",
    )
    common = [
        move("P1", "P1:spy", "B22", ["P1:e0"]),
        pas("P1"),
        play("P2", "P2:mc", pay=["P2:e0"], targets=["P1:spy"]),
        resolve(),
        eff("P2:mc", moves=[{"card": "P1:spy", "from": "B12", "to": "B13"}]),
    ]
    legal, bad = pair(cards, snap, common, [resolve(nullified=True)], [resolve(nullified=False)])
    scenario(
        "move-of-a-relocated-unit-resolved",
        "移動宣言後に別のスクエアへ動かされたユニットの移動を解決した",
        "A move resolved although an effect had already put the unit into another square",
        "P1 declares a move of a unit from the central line's home square; in response P2's マインド・コント"
        "ロール puts it into another square. P1 wants the move to go on from where the unit now is.",
        "illegal",
        ["4.9.3-1"],
        legal,
        bad,
        "4.9.3-1",
    )
    common = [
        move("P1", "P1:spy", "B22", ["P1:e0"]),
        pas("P1"),
        play("P2", "P2:mc", pay=["P2:e0"], targets=["P1:x"]),
        resolve(),
        eff("P2:mc", moves=[{"card": "P1:x", "from": "B23", "to": "B22"}]),
        resolve(),
    ]
    legal, bad = pair(cards, snap, common, [rule("P1:spy"), pas("P1")], [rule("P1:x"), pas("P1")])
    scenario(
        "own-unit-put-into-move-destination",
        "移動先に先に置かれた自分のユニットの方を破壊した",
        "The unit placed first was destroyed instead of the one that moved in after it",
        "P1 declares a move into an empty square; P2 answers by putting another P1 unit into that square. The "
        "move still resolves, and P1 chooses to send the unit that was put there by P2's effect to the "
        "graveyard.",
        "illegal",
        ["4.16.4-6", "4.9.3-1"],
        legal,
        bad,
        "4.9.3-1",
    )


RUBY = strategy(
    "ルビー・ソウル",
    RED1,
    "quick",
    abilities=[
        {
            "id": "spell",
            "kind": "spell",
            "targets": [{"zone": "battle", "whose": "own", "type": "unit", "count": 1}],
            "duration": "turn",
            "effect": {"power": 3000},
        }
    ],
)
BSOUL = strategy(
    "サファイア・ソウル",
    {"blue": 1},
    "battle",
    abilities=[
        {
            "id": "spell",
            "kind": "spell",
            "targets": [{"zone": "battle", "whose": "own", "type": "unit", "count": 1}],
            "duration": "turn",
            "effect": {"power": 3000},
        }
    ],
)
MM = strategy("益々繁盛", RED2, abilities=[{"id": "spell", "kind": "spell", "effect": {"draw": 2}}])


def build_timing() -> None:
    # 24 priority
    cards = {"R2": R2, "RUBY": RUBY}
    snap = snapshot(
        zone(energy=p1e(), hand=[c("P1:r", "R2")]),
        zone(energy=p2e(), hand=[c("P2:ruby", "RUBY")], squares=[sq("P2:y", "FU", "B31")]),
    )
    common = [play("P1", "P1:r", "B12", ["P1:e0", "P1:e1"])]
    legal, bad = pair(
        cards,
        snap,
        common,
        [
            pas("P1"),
            play("P2", "P2:ruby", pay=["P2:e0"], targets=["P2:y"]),
            resolve(),
            eff("P2:ruby", power=[{"card": "P2:y", "amount": 3000}]),
            resolve(),
        ],
        [play("P2", "P2:ruby", pay=["P2:e0"], targets=["P2:y"])],
    )
    scenario(
        "non-active-player-acts-before-active-passes",
        "アクティブプレイヤーが優先権を放棄する前に非アクティブプレイヤーがクイックをプレイした",
        "The non-active player played a quick card before the active player passed priority",
        "P1 plays a unit. Before P1 says anything more, P2 slaps down a quick strategy 'in response'. P1 says "
        "they still had priority and wanted to act first.",
        "illegal",
        ["4.6.2", "1.1.5"],
        legal,
        bad,
    )

    # 25 quick strategy during a battle
    cards = {"R2": R2, "RUBY": RUBY, "BSOUL": BSOUL}
    snap = snapshot(
        zone(
            energy=[en("P1:e0"), en("P1:e1"), en("P1:e2", "BF")],
            hand=[c("P1:ruby", "RUBY"), c("P1:bs", "BSOUL")],
            squares=[sq("P1:r", "R2", "B21")],
        ),
        zone(energy=p2e(), squares=[sq("P2:z", "R3", "B31")]),
    )
    cards["R3"] = R3
    common = [move("P1", "P1:r", "B31", ["P1:e0"]), resolve()]
    legal, bad = pair(
        cards,
        snap,
        common,
        [
            play("P1", "P1:bs", pay=["P1:e2"], targets=["P1:r"], step="battle1"),
            resolve("battle1"),
            eff("P1:bs", "battle1", power=[{"card": "P1:r", "amount": 3000}]),
            *battle(None, {"P1:r": 3000, "P2:z": 5000}, [rule("P2:z", "battle2")]),
        ],
        [play("P1", "P1:ruby", pay=["P1:e1"], targets=["P1:r"], step="battle1")],
    )
    scenario(
        "quick-strategy-played-in-battle",
        "バトル中にタイミングがクイックのストラテジーをプレイした",
        "A quick-timing strategy played during a battle",
        "P1's unit moves into P2's unit's square and a battle occurs. In the first battle step P1 plays "
        "ルビー・ソウル (クイック) on it, saying quick cards can be played at any time.",
        "illegal",
        ["2.20.3-1", "3.8.3"],
        legal,
        bad,
    )

    # 26 normal strategy with a spell on the stack
    cards = {"R2": R2, "MM": MM}
    snap = snapshot(zone(energy=p1e(), hand=[c("P1:r", "R2"), c("P1:mm", "MM")]), zone(energy=p2e()))
    common = [play("P1", "P1:r", "B12", ["P1:e0", "P1:e1"])]
    legal, bad = pair(
        cards,
        snap,
        common,
        [
            resolve(),
            play("P1", "P1:mm", pay=["P1:e2", "P1:e3"]),
            resolve(),
            E("draw", "P1", count=2, source="P1:mm"),
        ],
        [play("P1", "P1:mm", pay=["P1:e2", "P1:e3"])],
    )
    scenario(
        "normal-strategy-over-own-spell",
        "自分のユニットがスタックにある間にノーマルのストラテジーをプレイした",
        "A normal-timing strategy played while the player's own unit was still on the stack",
        "P1 plays a unit and, keeping priority, plays 益々繁盛 (ノーマル) on top of it, so that the draw "
        "resolves first.",
        "illegal",
        ["2.20.3-1", "3.8.2"],
        legal,
        bad,
    )

    # 27 normal unit in the opponent's turn
    qu = unit("迅雷の斥候", RED2, 2000, timing="quick")
    cards = {"R2": R2, "QU": qu}
    snap = snapshot(zone(energy=p1e()), zone(energy=p2e(), hand=[c("P2:r", "R2"), c("P2:q", "QU")]))
    legal, bad = pair(
        cards,
        snap,
        [pas("P1")],
        [play("P2", "P2:q", "B32", ["P2:e0", "P2:e1"]), resolve()],
        [play("P2", "P2:r", "B32", ["P2:e0", "P2:e1"]), resolve()],
    )
    scenario(
        "normal-unit-in-opponents-main-phase",
        "相手のメインフェイズにタイミングがノーマルのユニットをプレイした",
        "A normal-timing unit played in the opponent's main phase",
        "In P1's main phase P1 passes priority. P2 plays a unit whose timing is ノーマル into P2's home area.",
        "illegal",
        ["2.20.1-1", "3.8.2-1"],
        legal,
        bad,
    )

    # 28 plan-zone card during a battle
    cards = {"R2": R2, "R3": R3, "BSOUL": BSOUL}
    snap = snapshot(
        zone(
            energy=[en("P1:e0"), en("P1:e1", "BF"), en("P1:e2", "BF")],
            hand=[c("P1:bs", "BSOUL")],
            plan=c("P1:pl", "BSOUL"),
            squares=[sq("P1:r", "R2", "B21")],
        ),
        zone(energy=p2e(), squares=[sq("P2:z", "R3", "B31")]),
    )
    common = [move("P1", "P1:r", "B31", ["P1:e0"]), resolve()]
    legal, bad = pair(
        cards,
        snap,
        common,
        [
            play("P1", "P1:bs", pay=["P1:e1"], targets=["P1:r"], step="battle1"),
            resolve("battle1"),
            eff("P1:bs", "battle1", power=[{"card": "P1:r", "amount": 3000}]),
        ],
        [
            play("P1", "P1:pl", pay=["P1:e1"], targets=["P1:r"], step="battle1", **{"from": "plan"}),
            resolve("battle1"),
            eff("P1:pl", "battle1", power=[{"card": "P1:r", "amount": 3000}]),
        ],
    )
    scenario(
        "battle-card-from-plan-zone-in-battle",
        "プランゾーンのタイミングがバトルのカードをバトル中にプレイした",
        "A battle-timing card played from the plan zone during a battle",
        "During a battle P1 plays サファイア・ソウル (バトル) from the face-up plan zone, saying its timing "
        "is バトル.",
        "illegal",
        ["3.8.2-5", "2.20.3-1"],
        legal,
        bad,
    )

    # 29 plan zone created while one exists
    cards = {"R2": R2}
    snap = snapshot(zone(energy=p1e(), plan=c("P1:pl", "R2")), zone(energy=p2e()))
    legal, bad = pair(
        cards,
        snap,
        [],
        [E("plan_update", "P1", pay=["P1:e0"]), resolve(card=c("P1:n", "FU"))],
        [E("plan_create", "P1", pay=["P1:e0"]), resolve(card=c("P1:n", "FU"))],
    )
    scenario(
        "plan-created-over-a-plan",
        "プランゾーンにカードがあるのにプランゾーンを作成した",
        "A plan zone created while the plan zone already held a card",
        "P1 has a face-up card in the plan zone and declares 'create the plan zone' to turn the next card "
        "up as well, without sending the first one to the graveyard.",
        "illegal",
        ["2.23.3-6"],
        legal,
        bad,
    )

    # 30 draw takes the plan card
    snap = snapshot(
        zone(energy=p1e(), plan=c("P1:pl", "R2")),
        zone(energy=p2e()),
        phase="draw",
        this_turn={"drawn": 0, "energy": 0},
    )
    legal, bad = pair(
        cards,
        snap,
        [],
        [E("draw", "P1", phase="draw", cards=[c("P1:pl", "R2")])],
        [E("draw", "P1", phase="draw", cards=[c("P1:d1", "FU")])],
    )
    scenario(
        "draw-skips-plan-card",
        "プランゾーンのカードを飛ばして下のカードを引いた",
        "The draw took the card under the plan zone instead of the plan card",
        "At the start of P1's draw phase P1's plan zone shows a unit. P1 draws the face-down card under it, "
        "saying the plan card stays until it is played.",
        "illegal",
        ["2.23.3-2", "2.23.3-1"],
        legal,
        bad,
        "2.23.3-2",
    )

    # 31 smash takes the plan card
    cards = {"R5": R5, "R2": R2}
    snap = snapshot(
        zone(energy=p1e(), squares=[sq("P1:big", "R5", "B22")]),
        zone(energy=p2e(), plan=c("P2:pl", "R2")),
    )
    legal, bad = pair(
        cards,
        snap,
        [],
        [E("smash", "P1", phase="smash", unit="P1:big", cards=["P2:pl", "P2:d1"])],
        [E("smash", "P1", phase="smash", unit="P1:big", cards=["P2:d1", "P2:d2"])],
    )
    scenario(
        "smash-skips-plan-card",
        "スマッシュでプランゾーンのカードを残して下から置いた",
        "A smash that left the plan card and took the cards below it",
        "P1's smash-2 unit smashes from the central area. P2 has a face-up plan card and puts the two "
        "face-down cards under it into the smash zone, keeping the plan.",
        "illegal",
        ["2.23.3-2", "3.9.1"],
        legal,
        bad,
        "2.23.3-2",
    )

    # 32 the known top card
    fog = strategy(
        "濃霧の魔氷フォッグ",
        {"blue": 1},
        abilities=[
            {
                "id": "spell",
                "kind": "spell",
                "targets": [{"zone": "battle", "whose": "opponent", "type": "unit", "count": 1}],
            }
        ],
    )
    cards = {"FOG": fog}
    snap = snapshot(
        zone(energy=p1e(), squares=[sq("P1:u", "FU", "B21")]),
        zone(energy=p2e(3, "BF"), hand=[c("P2:fog", "FOG")]),
        turn=6,
        active="P2",
    )
    common = [
        play("P2", "P2:fog", pay=["P2:e0"], targets=["P1:u"]),
        resolve(),
        eff("P2:fog", moves=[{"card": "P1:u", "to": "deck", "position": "top"}]),
    ]
    legal, bad = pair(
        cards,
        snap,
        common,
        [at(E("draw", "P1", phase="draw", cards=[c("P1:u", "FU")]), turn=7)],
        [at(E("draw", "P1", phase="draw", cards=[c("P1:d9", "FU")]), turn=7)],
    )
    scenario(
        "draw-ignores-card-put-on-top",
        "山札の上に置かれたカードではないカードを引いた",
        "The draw did not take the card an effect had put on top of the deck",
        "P2's strategy put P1's unit on top of P1's deck. In P1's next draw phase P1 shuffles nothing and "
        "draws, but records a different card, saying the deck is hidden.",
        "illegal",
        ["2.23.1-4"],
        legal,
        bad,
    )


def build_setup() -> None:
    # 33 second energy card
    cards = {"R2": R2}
    snap = snapshot(
        zone(energy=p1e(3), hand=[c("P1:a", "FU"), c("P1:b", "FU"), c("P1:r", "R2")]),
        zone(energy=p2e()),
        phase="energy",
        this_turn={"energy": 0},
    )
    legal, bad = pair(
        cards,
        snap,
        [E("energy", "P1", phase="energy", card="P1:a")],
        [play("P1", "P1:r", "B12", ["P1:e0", "P1:e1"]), resolve()],
        [
            E("energy", "P1", phase="energy", card="P1:b"),
            play("P1", "P1:r", "B12", ["P1:e0", "P1:e1"]),
            resolve(),
        ],
    )
    scenario(
        "two-energy-cards-in-one-phase",
        "エネルギーフェイズに2枚のカードをエネルギーゾーンに置いた",
        "Two cards put into the energy zone in one energy phase",
        "In P1's energy phase P1 puts a card into the energy zone and then a second one, reading 'can put' "
        "as a permission without a limit.",
        "illegal",
        ["3.7.1"],
        legal,
        bad,
    )

    # 35 first player's turn-1 draw
    setup = [
        E("shuffle", "P1", phase="setup"),
        E("shuffle", "P2", phase="setup"),
        E("draw", "P1", phase="setup", count=5),
        E("draw", "P2", phase="setup", count=5),
    ]
    setup = [at(e, turn=0) for e in setup]
    legal, bad = pair(
        {},
        None,
        setup,
        [at(E("energy", "P1", phase="energy", card=c("P1:h1", "FU")), turn=1)],
        [
            at(E("draw", "P1", phase="draw", count=1), turn=1),
            at(E("energy", "P1", phase="energy", card=c("P1:h1", "FU")), turn=1),
        ],
        options={"mulligan": False},
    )
    scenario(
        "first-player-draws-on-turn-one",
        "先攻のプレイヤーが第1ターンにカードを引いた",
        "The first player drew a card in the first turn",
        "P1 won the roll and goes first. In turn 1 P1 draws a card before putting energy, saying every turn "
        "starts with a draw.",
        "illegal",
        ["3.6.1-2", "3.2.4"],
        legal,
        bad,
    )

    # 36, 37 redraw
    legal, bad = pair(
        {},
        None,
        setup,
        [
            at(E("mulligan", "P2", phase="setup", count=5), turn=0),
            at(E("energy", "P1", phase="energy", card=c("P1:h1", "FU")), turn=1),
        ],
        [
            at(E("mulligan", "P1", phase="setup", count=5), turn=0),
            at(E("energy", "P1", phase="energy", card=c("P1:h1", "FU")), turn=1),
        ],
        options={"mulligan": True},
    )
    scenario(
        "first-player-redraws",
        "先攻のプレイヤーが手札の引きなおしを行った",
        "The first player took the opening redraw",
        "At an event that allows the opening redraw, P1, who goes first, puts the five cards on the bottom "
        "of the deck and draws five new ones.",
        "illegal",
        ["3.2.3-1"],
        legal,
        bad,
    )
    legal, bad = pair(
        {},
        None,
        setup,
        [
            at(E("mulligan", "P2", phase="setup", count=5), turn=0),
            at(E("energy", "P1", phase="energy", card=c("P1:h1", "FU")), turn=1),
        ],
        [
            at(E("mulligan", "P2", phase="setup", count=5), turn=0),
            at(E("mulligan", "P2", phase="setup", count=5), turn=0),
            at(E("energy", "P1", phase="energy", card=c("P1:h1", "FU")), turn=1),
        ],
        options={"mulligan": True},
    )
    legal = make_log(
        {},
        [
            *setup,
            at(E("mulligan", "P2", phase="setup", count=5), turn=0),
            at(E("energy", "P1", phase="energy", card=c("P1:h1", "FU")), turn=1),
        ],
        None,
        options={"mulligan": True},
    )
    open_log = make_log(
        {},
        [
            *setup,
            at(E("mulligan", "P2", phase="setup", count=5), turn=0),
            at(E("energy", "P1", phase="energy", card=c("P1:h1", "FU")), turn=1),
        ],
        None,
    )
    scenario(
        "redraw-where-event-rules-are-silent",
        "引きなおしの可否が定められていない対戦で後攻が引きなおした",
        "An opening redraw at a table where nobody knows whether the event allows it",
        "P2, going second, puts the opening five on the bottom and draws five more. The event's rules sheet "
        "is not at hand and the players disagree on whether this event allows the redraw at all.",
        "needs_ruling",
        ["3.2.3"],
        legal,
        open_log,
    )
    scenario(
        "second-redraw",
        "後攻のプレイヤーが手札の引きなおしを2回行った",
        "The second player redrew twice",
        "P2, going second, redraws the opening hand, dislikes the new five as well and redraws again.",
        "illegal",
        ["3.2.3-1"],
        legal,
        bad,
    )


def build_costs() -> None:
    # 38 colour
    cards = {"R2": R2}
    snap = snapshot(
        zone(energy=[en("P1:e0"), en("P1:e1", "BF"), en("P1:e2", "BF")], hand=[c("P1:r", "R2")]),
        zone(energy=p2e()),
    )
    legal, bad = pair(
        cards,
        snap,
        [],
        [play("P1", "P1:r", "B12", ["P1:e0", "P1:e1"]), resolve()],
        [play("P1", "P1:r", "B12", ["P1:e1", "P1:e2"]), resolve()],
    )
    scenario(
        "red-cost-paid-with-blue-energy",
        "赤の使用コストを青のエネルギーで支払った",
        "A red cost paid with blue energy",
        "P1 plays a <赤1><無色1> unit freezing two blue energy cards, saying energy is energy.",
        "illegal",
        ["1.2.3-1"],
        legal,
        bad,
    )

    # 39 smash-zone cards pay colourless only
    cards = {"R3": R3}
    snap = snapshot(
        zone(
            energy=[en("P1:e0"), en("P1:e1", "BF")],
            smash=2,
            smash_cards=[
                {"iid": "P1:s0", "card": None, "frozen": False},
                {"iid": "P1:s1", "card": None, "frozen": False},
            ],
            hand=[c("P1:r", "R3")],
        ),
        zone(energy=p2e()),
    )
    legal, bad = pair(
        cards,
        snap,
        [],
        [play("P1", "P1:r", "B12", ["P1:e0", "P1:s0", "P1:s1"]), resolve()],
        [play("P1", "P1:r", "B12", ["P1:e1", "P1:s0", "P1:s1"]), resolve()],
    )
    scenario(
        "smash-zone-card-pays-a-colour",
        "スマッシュゾーンのカードで色付きのコストを支払った",
        "A smash-zone card used to pay a coloured symbol",
        "In a constructed event P1 plays a <赤1><無色2> unit freezing one blue energy card and two smash-zone "
        "cards, treating a smash card as red.",
        "illegal",
        ["1.2.3-1", "2.23.7-4"],
        legal,
        bad,
    )

    # 40 frozen energy
    cards = {"R2": R2}
    snap = snapshot(
        zone(energy=[en("P1:e0", frozen=True), en("P1:e1"), en("P1:e2")], hand=[c("P1:r", "R2")]),
        zone(energy=p2e()),
    )
    legal, bad = pair(
        cards,
        snap,
        [],
        [play("P1", "P1:r", "B12", ["P1:e1", "P1:e2"]), resolve()],
        [play("P1", "P1:r", "B12", ["P1:e0", "P1:e1"]), resolve()],
    )
    scenario(
        "cost-paid-with-frozen-energy",
        "フリーズ状態のエネルギーでコストを支払った",
        "A cost paid with an energy card that was already frozen",
        "P1 plays a unit and counts an energy card frozen earlier this turn as one of the two paid.",
        "illegal",
        ["1.2.3-1", "2.26.1-1"],
        legal,
        bad,
    )

    # 41 enemy area
    snap = snapshot(zone(energy=p1e(), hand=[c("P1:r", "R2")]), zone(energy=p2e()))
    legal, bad = pair(
        cards,
        snap,
        [],
        [play("P1", "P1:r", "B11", ["P1:e0", "P1:e1"]), resolve()],
        [play("P1", "P1:r", "B31", ["P1:e0", "P1:e1"]), resolve()],
    )
    scenario(
        "unit-played-into-enemy-area",
        "ユニットを敵軍エリアのスクエアにプレイした",
        "A unit played straight into the enemy area",
        "P1 plays a unit into an empty square of P1's enemy area to smash from there this turn.",
        "illegal",
        ["2.20.1-2"],
        legal,
        bad,
    )

    # 42 central area without a battle
    snap = snapshot(zone(energy=p1e(), hand=[c("P1:r", "R2"), c("P1:r2", "R2")]), zone(energy=p2e()))
    legal, bad = pair(
        cards,
        snap,
        [play("P1", "P1:r", "B22", ["P1:e0", "P1:e1"]), resolve()],
        [rule("P1:r"), play("P1", "P1:r2", "B11", ["P1:e2", "P1:e3"]), resolve()],
        [play("P1", "P1:r2", "B11", ["P1:e2", "P1:e3"]), resolve()],
    )
    scenario(
        "central-play-without-battle-kept",
        "中央エリアの空きスクエアにプレイしたユニットを残した",
        "A unit played into an empty central square kept on the board",
        "P1 plays a unit into an empty central-area square and goes on to play another card; the first unit "
        "stays there.",
        "illegal",
        ["4.16.4-8", "2.20.1-6"],
        legal,
        bad,
    )

    # 43 central play with a battle
    cards = {"R5": R5}
    snap = snapshot(
        zone(energy=p1e(), hand=[c("P1:big", "R5")], squares=[sq("P1:u", "FU", "B11")]),
        zone(energy=p2e(), squares=[sq("P2:y", "FU", "B22")]),
    )
    common = [
        play("P1", "P1:big", "B22", ["P1:e0", "P1:e1", "P1:e2", "P1:e3"]),
        resolve(),
        *battle(None, {"P2:y": 5000, "P1:big": 1000}, [rule("P2:y", "battle2")]),
    ]
    legal, bad = pair(
        cards,
        snap,
        common,
        [rule("P1:big", "battle_end"), move("P1", "P1:u", "B21", ["P1:e4"]), resolve()],
        [move("P1", "P1:u", "B21", ["P1:e4"]), resolve()],
    )
    scenario(
        "central-play-winner-kept-after-battle",
        "中央エリアにプレイしてバトルに勝ったユニットをバトル終了後も残した",
        "A unit played into the central area kept after winning its battle",
        "P1 plays a 5000 unit into a central square where P2's 1000 unit stands and wins the battle. P1 "
        "says the central-area rule only removes units that find no battle and keeps it.",
        "illegal",
        ["4.16.4-9", "3.14.2-1"],
        legal,
        bad,
    )


def build_battle() -> None:
    # 44 both units stay: the attacking unit goes
    atu = unit("海の守り手アトゥイ", {"blue": 1}, 2000, resist=["blue"])
    cards = {"ATU": atu, "B3": B3}
    snap = snapshot(
        zone(energy=p1e(), squares=[sq("P1:b3", "B3", "B21")]),
        zone(energy=p2e(), squares=[sq("P2:atu", "ATU", "B31")]),
    )
    common = [
        move("P1", "P1:b3", "B31", ["P1:e0"]),
        resolve(),
        *battle(None, {"P2:atu": 3000, "P1:b3": 2000}),
    ]
    legal, bad = pair(
        cards,
        snap,
        common,
        [rule("P1:b3", "battle_end"), pas("P1")],
        [rule("P2:atu", "battle_end"), pas("P1")],
    )
    scenario(
        "both-survive-attacked-unit-removed",
        "バトル後に両方残ったとき攻撃されたユニットを墓地に置いた",
        "Both units survived the battle and the attacked unit was the one removed",
        "P1's unit attacked P2's unit and both are still in the square when the battle end step's priority "
        "passes. P1 says the unit that was there first has to leave, as the square belongs to the attacker now.",
        "illegal",
        ["3.14.2", "4.16.4-10"],
        legal,
        bad,
    )

    # 45 the first step's exchange is made even without 加速
    cards = {"R2": R2}
    snap = snapshot(
        zone(energy=p1e(), squares=[sq("P1:r", "R2", "B21")]),
        zone(energy=p2e(), squares=[sq("P2:y", "FU", "B31")]),
    )
    common = [move("P1", "P1:r", "B31", ["P1:e0"]), resolve()]
    legal, bad = pair(
        cards,
        snap,
        common,
        battle(None, {"P2:y": 2000, "P1:r": 1000}, [rule("P2:y", "battle2")]),
        [exchange("battle2", {"P2:y": 2000, "P1:r": 1000}), resolve("battle2"), rule("P2:y", "battle2")],
    )
    scenario(
        "first-step-exchange-skipped",
        "加速を持つユニットがいないとして第1バトルステップの応酬を飛ばした",
        "The first battle step's exchange skipped because neither unit had 加速",
        "Neither battling unit has 加速, so the players go straight to the second step's damage. P2 wanted "
        "to play a battle card after the first step's exchange went on the stack.",
        "illegal",
        ["3.12.2", "3.4.3"],
        legal,
        bad,
    )

    # 46 damage in the first step without 加速
    legal, bad = pair(
        cards,
        snap,
        common,
        battle(None, {"P2:y": 2000, "P1:r": 1000}, [rule("P2:y", "battle2")]),
        [exchange("battle1", {"P2:y": 2000, "P1:r": 1000}), resolve("battle1"), rule("P2:y", "battle1")],
    )
    scenario(
        "first-step-damage-without-accel",
        "加速を持たないユニットが第1バトルステップでダメージを与えた",
        "Units without 加速 dealt their damage in the first battle step",
        "In the first battle step the players put both units' damage into the exchange, although neither "
        "has 加速.",
        "illegal",
        ["3.12.2", "5.4.1-1"],
        legal,
        bad,
    )

    # 47 加速 deals damage once
    ac = unit("加速の獣", RED2, 3000, accel=True)
    cards = {"AC": ac, "R5": R5}
    snap = snapshot(
        zone(energy=p1e(), squares=[sq("P1:ac", "AC", "B21")]),
        zone(energy=p2e(), squares=[sq("P2:z", "R5", "B31")]),
    )
    common = [
        move("P1", "P1:ac", "B31", ["P1:e0"]),
        resolve(),
        exchange("battle1", {"P2:z": 3000}),
        resolve("battle1"),
    ]
    legal, bad = pair(
        cards,
        snap,
        common,
        [exchange("battle2", {"P1:ac": 5000}), resolve("battle2"), rule("P1:ac", "battle2")],
        [
            exchange("battle2", {"P1:ac": 5000, "P2:z": 3000}),
            resolve("battle2"),
            rule("P1:ac", "battle2"),
            rule("P2:z", "battle2"),
        ],
    )
    scenario(
        "accel-unit-deals-damage-twice",
        "加速を持つユニットが第2バトルステップでも再びダメージを与えた",
        "A 加速 unit dealt its damage again in the second battle step",
        "P1's 3000 unit with 加速 dealt 3000 to P2's 5000 unit in the first step. In the second step P1 "
        "puts its 3000 into the exchange again, to finish the unit off.",
        "illegal",
        ["5.4.2", "3.13.2"],
        legal,
        bad,
    )

    # 48 the exchange's damage is fixed
    cards = {"R2": R2, "BSOUL": BSOUL}
    snap = snapshot(
        zone(
            energy=[en("P1:e0"), en("P1:e1", "BF")],
            hand=[c("P1:bs", "BSOUL")],
            squares=[sq("P1:spy", "R2", "B21")],
        ),
        zone(energy=p2e(), squares=[sq("P2:can", "R2", "B31")]),
    )
    common = [
        move("P1", "P1:spy", "B31", ["P1:e0"]),
        resolve(),
        exchange("battle1", {}),
        resolve("battle1"),
        exchange("battle2", {"P1:spy": 2000, "P2:can": 2000}),
        play("P1", "P1:bs", pay=["P1:e1"], targets=["P1:spy"], step="battle2"),
        resolve("battle2"),
        eff("P1:bs", "battle2", power=[{"card": "P1:spy", "amount": 3000}]),
        resolve("battle2"),
        rule("P2:can", "battle2"),
    ]
    legal, bad = pair(cards, snap, common, [pas("P1", "battle_end")], [rule("P1:spy", "battle2")])
    scenario(
        "pumped-after-exchange-still-destroyed",
        "応酬がスタックに乗った後にパワーを上げたユニットを破壊した",
        "A unit pumped after the exchange went on the stack was treated as destroyed",
        "Both 2000 units' damage went on the stack; then P1 played サファイア・ソウル to make P1's unit 5000. "
        "P2 argues both units took lethal damage because the damage was 'locked in' with the old power.",
        "illegal",
        ["3.12.4-1", "4.16.4-5"],
        legal,
        bad,
        "3.12.4-1",
    )


def build_smash() -> None:
    # 49 enemy-area smash +1
    snap = snapshot(zone(energy=p1e(), squares=[sq("P1:u", "FU", "B31")]), zone(energy=p2e()))
    legal, bad = pair(
        {},
        snap,
        [],
        [E("smash", "P1", phase="smash", unit="P1:u", count=2)],
        [E("smash", "P1", phase="smash", unit="P1:u", count=1)],
    )
    scenario(
        "enemy-area-smash-without-plus-one",
        "敵軍エリアからのスマッシュで+1を加えなかった",
        "A smash from the enemy area without its +1",
        "P1's smash-1 unit in P1's enemy area smashes; P2 puts only one card into the smash zone.",
        "illegal",
        ["3.9.1"],
        legal,
        bad,
    )

    # 52 the same unit smashes twice
    snap = snapshot(
        zone(energy=p1e(), squares=[sq("P1:u", "FU", "B21"), sq("P1:v", "FU", "B22")]), zone(energy=p2e())
    )
    legal, bad = pair(
        {},
        snap,
        [E("smash", "P1", phase="smash", unit="P1:u", count=1)],
        [E("smash", "P1", phase="smash", unit="P1:v", count=1)],
        [E("smash", "P1", phase="smash", unit="P1:u", count=1)],
    )
    scenario(
        "same-unit-smashes-twice",
        "同じユニットで2回スマッシュした",
        "The same unit smashed twice in one smash phase",
        "P1 reads 'as many times as you like' in the smash phase and smashes twice with the same central "
        "unit, already frozen by its first smash.",
        "illegal",
        ["3.9.1", "2.26.1-1"],
        legal,
        bad,
    )

    # 54 seven smash cards
    snap = snapshot(zone(energy=p1e(), squares=[sq("P1:u", "FU", "B21")]), zone(energy=p2e(), smash=6))
    legal, bad = pair(
        {},
        snap,
        [E("smash", "P1", phase="smash", unit="P1:u", count=1)],
        [E("result", None, phase="smash", winners=["P1"], reason="smash")],
        [at(E("draw", "P2", phase="draw", count=1), turn=6)],
    )
    scenario(
        "seventh-smash-card-game-goes-on",
        "スマッシュゾーンが7枚になったのにデュエルを続けた",
        "The duel went on after a player's seventh smash card",
        "P2 has six smash cards; P1's unit smashes one more. P2 says they lose only if they still have seven "
        "at the end of the turn, and the players start P2's turn.",
        "illegal",
        ["3.3.1", "4.16.4-1"],
        legal,
        bad,
    )


def deck_log(main: dict[str, int], cards: dict[str, Json]) -> Json:
    setup = [
        at(E("shuffle", "P1", phase="setup"), turn=0),
        at(E("shuffle", "P2", phase="setup"), turn=0),
        at(E("draw", "P1", phase="setup", count=5), turn=0),
        at(E("draw", "P2", phase="setup", count=5), turn=0),
    ]
    return make_log(
        cards,
        setup,
        None,
        options={"mulligan": False},
        decklists={"P1": {"main": main}, "P2": {"main": {"FU": 40}}},
    )


def build_deck() -> None:
    k4 = unit("禁呪の魔竜", {"red": 2, "colourless": 3}, 7000, smash=2, kinju=4)
    k3 = strategy("禁呪の大魔法", {"red": 1, "colourless": 2}, kinju=3)
    cards = {"K4": k4, "K3": k3}
    scenario(
        "kinju-total-eleven",
        "禁呪の合計が11のデッキ",
        "A deck whose 禁呪 numbers add up to 11",
        "At deck check P1's deck holds two cards of 禁呪4 and one of 禁呪3. P1 says each card is within its "
        "own limit.",
        "illegal",
        ["2.19.1", "1.2.4"],
        deck_log({"K4": 1, "K3": 2, "FU": 37}, cards),
        deck_log({"K4": 2, "K3": 1, "FU": 37}, cards),
    )
    r2p = unit("赤の剣士", RED2, 2000)
    r2p["keywords"]["move"] = {"colourless": 2}
    cards = {"R2": R2, "R2P": r2p}
    scenario(
        "same-japanese-name-two-printings",
        "日本語名が同じで記載の違う2種類のカードを合計4枚入れた",
        "Four cards of one Japanese name split over two printings",
        "P1's deck holds two 《赤の剣士》 of the first printing and two of a reprint whose text box differs. "
        "P1 says they are different cards.",
        "illegal",
        ["2.3.1-2", "3.1.1"],
        deck_log({"R2": 2, "R2P": 1, "FU": 37}, cards),
        deck_log({"R2": 2, "R2P": 2, "FU": 36}, cards),
    )


def build_hidden() -> None:
    # 61 the hand is public while the spell resolves
    mh = strategy(
        "マインド・ハント",
        {"black": 1},
        abilities=[{"id": "spell", "kind": "spell", "effect": {"hand_pick": {"type": "unit"}}}],
    )
    cards = {"MH": mh, "R2": R2}
    snap = snapshot(
        zone(energy=[en("P1:e0", "KF"), en("P1:e1")], hand=[c("P1:mh", "MH")]),
        zone(energy=p2e(), hand=[c("P2:k", "R2")], hand_extra=2),
    )
    legal, bad = pair(
        cards,
        snap,
        [play("P1", "P1:mh", pay=["P1:e0"]), resolve()],
        [eff("P1:mh", moves=[{"card": "P2:k", "from": "hand", "to": "graveyard"}]), pas("P1")],
        [pas("P1")],
    )
    scenario(
        "hand-pick-claims-no-unit-found",
        "相手の手札のユニットを選ぶ効果で「見つからなかった」とした",
        "'Found none' claimed for an effect that picks a unit from the opponent's revealed hand",
        "P1's strategy says 'choose a unit in your opponent's hand and put it into its owner's graveyard'. "
        "P1 looks at P2's hand, which holds a unit, and declares that none was found.",
        "illegal",
        ["2.25.4"],
        legal,
        bad,
        "2.25.4",
    )

    # 62 as much as possible
    dd = strategy(
        "絶望の暗闇",
        {"black": 1, "colourless": 1},
        abilities=[{"id": "spell", "kind": "spell", "effect": {"discard": 2}}],
    )
    cards = {"DD": dd}
    snap = snapshot(
        zone(energy=[en("P1:e0", "KF"), en("P1:e1")], hand=[c("P1:dd", "DD")]),
        zone(energy=p2e(), hand=[c("P2:k", "FU")], hand_extra=0),
    )
    legal, bad = pair(
        cards,
        snap,
        [play("P1", "P1:dd", pay=["P1:e0", "P1:e1"]), resolve()],
        [eff("P1:dd", moves=[{"card": "P2:k", "from": "hand", "to": "graveyard"}]), pas("P1")],
        [pas("P1")],
    )
    scenario(
        "discard-two-with-one-card-in-hand",
        "手札1枚の相手に「2枚捨てる」効果で何も捨てさせなかった",
        "'Discard two' with one card in hand: nothing was discarded",
        "P1 resolves 絶望の暗闇 (the opponent puts two hand cards into the graveyard). P2 holds one card and "
        "says that as two cannot be discarded, the effect does nothing.",
        "illegal",
        ["4.12.2", "1.1.3"],
        legal,
        bad,
        "4.12.2",
    )


def build_more_abilities() -> None:
    # 歴戦の城砦: a static change reaches a unit placed later
    fort = base(
        "歴戦の城砦",
        RED1,
        abilities=[
            {
                "id": "fort",
                "kind": "static",
                "targets": [
                    {"zone": "battle", "whose": "own", "type": "unit", "line": "same", "colour": "red"}
                ],
                "effect": {"power": 2000},
            }
        ],
    )
    cards = {"FORT": fort, "R2": R2, "R3": R3}
    snap = snapshot(
        zone(energy=p1e(), hand=[c("P1:r", "R2")], squares=[sq("P1:fort", "FORT", "P1-1")]),
        zone(energy=p2e(), squares=[sq("P2:z", "R3", "B21")]),
    )
    common = [
        play("P1", "P1:r", "B21", ["P1:e0", "P1:e1"]),
        resolve(),
        *battle(None, {"P1:r": 3000, "P2:z": 4000}, [rule("P2:z", "battle2")]),
    ]
    legal, bad = pair(cards, snap, common, [rule("P1:r", "battle_end"), pas("P1")], [rule("P1:r", "battle2")])
    scenario(
        "static-bonus-for-unit-played-later",
        "歴戦の城砦より後にプレイされたユニットにパワー修整がないとして破壊した",
        "A unit played after 歴戦の城砦 treated as not getting its bonus",
        "P1's 歴戦の城砦 gives P1's red units in its line +2000. P1 plays a red 2000 unit into that line's "
        "central square, onto P2's 3000 unit. After the exchange P2 says P1's unit, with 3000 damage, is "
        "destroyed, since the fortress was there before the unit.",
        "illegal",
        ["4.14.2", "4.14.4-2"],
        legal,
        bad,
        "4.14.2",
    )

    # 「ターン終了時」 in the smash phase
    te = unit(
        "黄昏の語り部",
        RED2,
        2000,
        abilities=[
            {
                "id": "dusk",
                "kind": "triggered",
                "trigger": {"event": "turn_end", "card": "self"},
                "effect": {"draw": 1},
            }
        ],
    )
    cards = {"TE": te}
    snap = snapshot(zone(energy=p1e(), squares=[sq("P1:te", "TE", "B11")]), zone(energy=p2e()))
    legal, bad = pair(
        cards,
        snap,
        [],
        [
            trig("P1", "P1:te", "dusk", phase="recovery"),
            resolve(phase="recovery"),
            E("draw", "P1", phase="recovery", count=1, source="P1:te"),
        ],
        [
            trig("P1", "P1:te", "dusk", phase="smash"),
            resolve(phase="smash"),
            E("draw", "P1", phase="smash", count=1, source="P1:te"),
        ],
    )
    scenario(
        "turn-end-ability-in-smash-phase",
        "「ターン終了時」の能力をスマッシュフェイズに誘発させた",
        "A 'at the end of the turn' ability put on the stack in the smash phase",
        "P1 has nothing to smash and, saying the turn is over anyway, puts 黄昏の語り部's 'at the end of the "
        "turn, draw a card' ability on the stack in the smash phase.",
        "illegal",
        ["3.10.2"],
        legal,
        bad,
    )

    # a waiting stack during a battle
    gr = unit("グレン・リベット", RED2, 3000, timing="battle")
    cards = {"MM": MM, "GR": gr}
    snap = snapshot(
        zone(energy=p1e(), hand=[c("P1:mm", "MM")], squares=[sq("P1:spy", "FU", "B31")]),
        zone(energy=p2e(), hand=[c("P2:gr", "GR")]),
    )
    common = [
        play("P1", "P1:mm", pay=["P1:e0", "P1:e1"]),
        pas("P1"),
        play("P2", "P2:gr", "B31", ["P2:e0", "P2:e1"]),
        resolve(),
    ]
    legal, bad = pair(
        cards,
        snap,
        common,
        [
            *battle(None, {"P1:spy": 3000, "P2:gr": 1000}, [rule("P1:spy", "battle2")]),
            resolve(),
            E("draw", "P1", count=2, source="P1:mm"),
        ],
        [resolve("battle1"), E("draw", "P1", "battle1", count=2, source="P1:mm")],
    )
    scenario(
        "waiting-spell-resolved-in-battle",
        "バトル中に待機中のスタックの益々繁盛を解決した",
        "A spell held on the waiting stack resolved during the battle",
        "P1's 益々繁盛 is on the stack when P2 plays a battle-timing unit into the square of P1's unit, and a "
        "battle occurs. Both players pass and P1 resolves 益々繁盛 before the battle steps.",
        "illegal",
        ["3.11.2"],
        legal,
        bad,
        "3.11.2",
    )

    # targets of a trigger whose card has left: last information
    ba = unit(
        "バトルフィールド・エンジェル",
        RED2,
        2000,
        abilities=[
            {
                "id": "angel",
                "kind": "triggered",
                "trigger": {"event": "placed", "card": "self", "from": "hand"},
                "targets": [{"zone": "battle", "type": "unit", "line": "same", "count": 1}],
                "duration": "turn",
                "effect": {"smash": -1},
            }
        ],
    )
    cards = {"BA": ba}
    snap = snapshot(
        zone(energy=p1e(), hand=[c("P1:ba", "BA")]),
        zone(energy=p2e(), squares=[sq("P2:y", "FU", "B32"), sq("P2:z", "FU", "B33")]),
    )
    common = [play("P1", "P1:ba", "B22", ["P1:e0", "P1:e1"]), resolve(), rule("P1:ba")]
    legal, bad = pair(
        cards,
        snap,
        common,
        [
            trig("P1", "P1:ba", "angel", targets=["P2:y"]),
            resolve(),
            eff("P1:ba", smash=[{"card": "P2:y", "amount": -1}]),
        ],
        [trig("P1", "P1:ba", "angel", targets=["P2:z"])],
    )
    scenario(
        "left-card-line-read-from-last-information",
        "墓地に置かれたバトルフィールド・エンジェルの能力で別のラインのユニットを対象にした",
        "A trigger whose card had left chose a target outside the line it was in",
        "P1 plays バトルフィールド・エンジェル into an empty central square; it is destroyed by the rule "
        "effect before its ability goes on the stack. P1 says that as the card is no longer in any line, "
        "'the same line' can be any line, and targets a unit in another line.",
        "illegal",
        ["4.8.4-2"],
        legal,
        bad,
        "4.8.4-2",
    )


build_abilities()
build_more_abilities()
build_battle()
build_smash()
build_deck()
build_hidden()
build_timing()
build_setup()
build_costs()
build_moves()
build_targets()
build_battle_triggers()


def write_all() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for sc in SCENARIOS:
        path = OUT / f"{sc['id']}.json"
        path.write_text(json.dumps(sc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(SCENARIOS)} scenarios to {OUT}")


if __name__ == "__main__":
    write_all()
