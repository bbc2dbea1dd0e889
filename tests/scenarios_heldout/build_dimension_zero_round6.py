"""Held-out Dimension Zero judge scenarios, round 6 (ids ``dimension-zero-ho6-…``), written blind.

Written from the rulebook (``rules_index/data/dimension-zero.txt``) and the log-format documents alone,
before the engine was run on them. Run ``python -m tests.scenarios_heldout.build_dimension_zero_round6``
from the repository root; it writes one JSON per scenario into ``tests/scenarios_heldout/dimension-zero/``.

Every log starts from a mid-game snapshot (or the setup) with one pool of plain test cards; the decklists
are filled up to 40 with a 団結 filler card, so that the snapshot's cards add up to the decklist.
``NOTES`` and ``GAPS`` hold what the second look after the first run found (→ ``note`` / ``gap``).
"""

from __future__ import annotations

import copy
import json
from collections import Counter
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent / "dimension-zero"
SLUG = "dimension-zero"
PREFIX = "dimension-zero-ho6-"

NOTES: dict[str, str] = {}
GAPS: dict[str, str] = {}


def _unit(name: str, cost: dict, power: int, smash: int = 1, timing: str = "normal", **kw: Any) -> dict:
    abilities = kw.pop("abilities", None)
    keywords = {
        "cost": cost,
        "move": kw.pop("move", {"colourless": 1}),
        "timing": timing,
        "power": power,
        "smash": smash,
    }
    keywords.update(kw)
    card = {"name": name, "type": "unit", "keywords": keywords}
    if abilities:
        card["abilities"] = abilities
    return card


def _other(kind: str, name: str, cost: dict, timing: str = "normal", abilities: list | None = None) -> dict:
    card: dict = {"name": name, "type": kind, "keywords": {"cost": cost, "timing": timing}}
    if abilities:
        card["abilities"] = abilities
    return card


def _spell(targets: list | None = None, effect: dict | None = None, **kw: Any) -> list:
    ability: dict = {"id": "spell", "kind": "spell"}
    if targets:
        ability["targets"] = targets
    if effect:
        ability["effect"] = effect
    ability.update(kw)
    return [ability]


ANY_UNIT = {"zone": "battle", "type": "unit", "count": 1}

CARDS: dict[str, dict] = {
    # plain units and the filler
    "FU": _unit("団結の兵士", {"red": 1}, 1000, unity=True),
    "RU": _unit("赤の戦士", {"red": 1}, 3000),
    "BU": _unit("青の戦士", {"blue": 1}, 2000),
    "GU": _unit("緑の巨人", {"green": 1, "colourless": 2}, 5000),
    "BIG": _unit("重い赤竜", {"red": 2, "colourless": 3}, 6000, smash=2),
    "BTU": _unit("戦場の伏兵", {"red": 1}, 2000, timing="battle"),
    # bases
    "BASE": _other("base", "赤の砦", {"red": 1}),
    "QB": _other("base", "青の即応砦", {"blue": 1}, timing="quick"),
    # strategies
    "QS": _other("strategy", "青の即応策", {"blue": 1}, timing="quick"),
    "QSR": _other("strategy", "赤の即応策", {"red": 1}, timing="quick"),
    "SRCH": _other(
        "strategy",
        "砦の探索",
        {"colourless": 1},
        abilities=_spell(effect={"search": "base", "then": "shuffle"}),
    ),
    "CHS": _other(
        "strategy",
        "挑戦者の魂",
        {"red": 1},
        timing="quick",
        abilities=_spell(
            [{"zone": "battle", "type": "unit", "count": 1, "area": "enemy"}],
            {"power": 4000},
            duration="turn",
        ),
    ),
    "MC": _other(
        "strategy",
        "心の操り糸",
        {"blue": 1},
        timing="quick",
        abilities=_spell([ANY_UNIT], {"move_to_adjacent": True}),
    ),
    "KILL": _other(
        "strategy", "赤の雷撃", {"red": 1}, timing="quick", abilities=_spell([ANY_UNIT], {"destroy": True})
    ),
    "ZAP": _other(
        "strategy", "火花", {"red": 1}, timing="quick", abilities=_spell([ANY_UNIT], {"damage": 2000})
    ),
    "WEAK": _other(
        "strategy",
        "衰弱の霧",
        {"red": 1},
        timing="quick",
        abilities=_spell([ANY_UNIT], {"power": -2000}, duration="turn"),
    ),
    "RET": _other(
        "strategy",
        "緊急帰還",
        {"blue": 1},
        abilities=_spell([{"zone": "battle", "type": "unit", "count": 1, "whose": "own"}], {"to_hand": True}),
    ),
    "BNC": _other("strategy", "次元の道", {"blue": 1}, abilities=_spell([ANY_UNIT], {"to_hand": True})),
    "RB": _other(
        "strategy", "紫の渦", {"red": 1, "blue": 1}, abilities=_spell([ANY_UNIT], {"to_hand": True})
    ),
    "SEIZE": _other(
        "strategy",
        "差し押さえ",
        {"blue": 1},
        timing="quick",
        abilities=_spell([ANY_UNIT], {"to_deck": "bottom"}),
    ),
    "REV": _other(
        "strategy",
        "双子の帰還",
        {"red": 1},
        abilities=_spell(effect={"from_graveyard_two_units_to_one_square": True}),
    ),
    # units with abilities
    "HOPE": _unit(
        "ただ一つ残された希望",
        {"red": 1},
        1000,
        abilities=[
            {
                "id": "hope",
                "kind": "triggered",
                "trigger": {"event": "placed", "card": "self", "if": "deck_never_determined"},
                "effect": {"draw": 1},
            }
        ],
    ),
    "BAB": _unit(
        "闘技場の戦士",
        {"red": 1},
        2000,
        abilities=[
            {
                "id": "pump",
                "kind": "activated",
                "cost": {"colourless": 1},
                "effect": {"power": 1000},
                "duration": "turn",
            }
        ],
    ),
    "NAB": _unit(
        "平時の術士",
        {"blue": 1},
        2000,
        abilities=[
            {
                "id": "ritual",
                "kind": "activated",
                "cost": {"colourless": 1},
                "effect": {"look": "own_deck_top"},
            }
        ],
    ),
    "SUP": _unit("補給の重騎兵", {"red": 2, "colourless": 1}, 4000, supply=True),
    "ADV": _unit(
        "進撃の槍兵",
        {"red": 1},
        3000,
        advance={"colourless": 1},
        abilities=[
            {"id": "adv", "kind": "triggered", "trigger": {"event": "moved", "card": "self", "advance": True}}
        ],
    ),
    "HTU": _unit(
        "手札の呼び子",
        {"red": 1},
        2000,
        abilities=[
            {
                "id": "call",
                "kind": "triggered",
                "trigger": {"event": "placed", "card": "self", "from": "hand"},
            }
        ],
    ),
    "PEN": _unit(
        "玩具商人ペンギン・ポー",
        {"red": 1},
        2000,
        abilities=[
            {
                "id": "draw",
                "kind": "triggered",
                "trigger": {"event": "to_graveyard", "card": "self", "from": "square"},
                "effect": {"draw": 1},
            }
        ],
    ),
    "WIT": _unit(
        "金砂の魔女",
        {"red": 1},
        2000,
        abilities=[
            {
                "id": "witch",
                "kind": "triggered",
                "trigger": {"event": "to_graveyard", "card": "self", "from": "square"},
                "effect": {"put_unit_from_hand_or_plan": "home_area_empty_square", "frozen": True},
            }
        ],
    ),
    "DRG": _unit(
        "シャイニングテイル・ドラゴン",
        {"red": 1, "colourless": 3},
        4000,
        abilities=[
            {
                "id": "won",
                "kind": "triggered",
                "trigger": {"event": "battle_won", "card": "self"},
                "effect": {"opponent_top_to_smash": 1},
            }
        ],
    ),
    "COW": _unit("ミッドナイト・カウボーイ", {"red": 1}, 2000),
    "PEG": _unit(
        "オーロラウイング・ペガサス",
        {"blue": 1},
        2000,
        abilities=[
            {
                "id": "flee",
                "kind": "activated",
                "cost": {"colourless": 1},
                "effect": {"self_to_adjacent_square": "released"},
            }
        ],
    ),
    "ESC": _unit(
        "逃げ足の斥候",
        {"red": 1},
        2000,
        timing="battle",
        abilities=[
            {
                "id": "flee",
                "kind": "activated",
                "cost": {"colourless": 1},
                "effect": {"self_to_adjacent_square": "released"},
            }
        ],
    ),
    "XU": _unit(
        "十字陣の騎士", {"red": 1, "colourless": 4}, 5000, formation={"def": "x", "cost": {"red": 1}}
    ),
    "BBU": _unit(
        "砦陣の騎士", {"red": 1, "colourless": 4}, 5000, formation={"def": "bottom_bar", "cost": {"red": 1}}
    ),
    "PLK": _unit(
        "プラズマキッド・ドラゴン",
        {"blue": 2},
        2000,
        abilities=[
            {
                "id": "blast",
                "kind": "triggered",
                "trigger": {"event": "placed", "card": "self"},
                "effect": {"damage_all_same_line": 1000},
            }
        ],
    ),
    "ATU": _unit("海の守り手アトゥイ", {"green": 1}, 1000, resist=["blue"]),
    "ATU3": _unit("深海の守り手", {"green": 1}, 3000, resist=["blue"]),
    "NDU": _unit(
        "渇きの番人",
        {"black": 1},
        2000,
        abilities=[{"id": "nodraw", "kind": "static", "effect": {"no_draw": "opponent"}}],
    ),
    "SC": _unit("真珠貝の褥の魔女", {"blue": 1}, 2000, summon="same_line"),
    "TGT": _unit(
        "狙撃の射手",
        {"red": 1},
        2000,
        abilities=[
            {
                "id": "shot",
                "kind": "triggered",
                "trigger": {"event": "placed", "card": "self", "from": "hand"},
                "targets": [{"zone": "battle", "type": "unit", "whose": "opponent", "count": 1}],
            }
        ],
    ),
    "MUL": _unit(
        "真夜中の狩人ミュラー",
        # cost 4: the hunter itself, in the graveyard when its ability goes on the stack, is no target either
        {"black": 2, "colourless": 2},
        2000,
        abilities=[
            {
                "id": "hunt",
                "kind": "triggered",
                "trigger": {"event": "to_graveyard", "card": "self", "from": "square"},
                "targets": [{"zone": "graveyard", "whose": "own", "type": "unit", "count": 1, "cost_max": 3}],
            }
        ],
    ),
    "SOK": _unit(
        "イビルアイ・シャーマン",
        {"black": 1},
        2000,
        sokushi=3,
        abilities=[
            {
                "id": "zap",
                "kind": "activated",
                "cost": {"colourless": 1},
                "targets": [ANY_UNIT],
                "effect": {"damage": 1000},
            }
        ],
    ),
    "REC": _unit(
        "夜明けの祈り手",
        {"white": 1},
        2000,
        abilities=[
            {
                "id": "dawn",
                "kind": "triggered",
                "trigger": {"event": "recovery_start", "whose": "own"},
                "effect": {"draw": 1},
            }
        ],
    ),
}


def c(iid: str, card: str | None, **kw: Any) -> dict:
    """A card of a snapshot zone."""
    out: dict = {"iid": iid, "card": card}
    out.update(kw)
    return out


def sq(iid: str, card: str, square: str, **kw: Any) -> dict:
    out: dict = {"iid": iid, "card": card, "square": square}
    out.update(kw)
    return out


def player(
    hand: list | None = None,
    hand_hidden: int = 2,
    energy: list | None = None,
    squares: list | None = None,
    graveyard: list | None = None,
    plan: dict | None = None,
    smash: int = 0,
    deck: int | None = None,
    order: bool | None = False,
) -> dict:
    """A seat's zones; `deck` None is filled in so that the owner's cards add up to 40."""
    hand = hand or []
    out: dict = {
        "deck": {"count": deck},
        "plan": plan,
        "hand": {"count": len(hand) + hand_hidden, "cards": hand},
        "energy": energy or [],
        "smash": {"count": smash},
        "graveyard": graveyard or [],
        "remove": [],
        "squares": squares or [],
    }
    if order is not None:
        out["deck_order_determined"] = order
    return out


def energy(seat: str, *cards: str, frozen: tuple[int, ...] = ()) -> list:
    return [c(f"{seat}:e{i + 1}", cid, frozen=(i + 1) in frozen) for i, cid in enumerate(cards)]


def snapshot(p1: dict, p2: dict, turn: int = 5, phase: str = "main", this_turn: dict | None = None) -> dict:
    active = "P1" if turn % 2 else "P2"
    if this_turn is None:
        this_turn = {"drawn": 1, "energy": 1, "priority": active}
    return {
        "turn": turn,
        "phase": phase,
        "turn_players": [active],
        "this_turn": this_turn,
        "players": {"P1": p1, "P2": p2},
    }


def _owner_counts(snap: dict) -> Counter:
    """Cards each owner has outside the deck (the plan card is one of the deck's)."""
    owned: Counter = Counter()
    for zones in snap["players"].values():
        for zone in ("energy", "graveyard", "remove"):
            for card in zones[zone]:
                owned[card["iid"].split(":")[0]] += 1
        for card in zones["squares"]:
            owned[card["iid"].split(":")[0]] += 1
            for extra in card.get("under", []) + card.get("linked", []):
                owned[extra["iid"].split(":")[0]] += 1
    for seat, zones in snap["players"].items():
        owned[seat] += zones["hand"]["count"] + zones["smash"]["count"]
    return owned


def _fill_snapshot(snap: dict) -> None:
    owned = _owner_counts(snap)
    for seat, zones in snap["players"].items():
        if zones["deck"]["count"] is None:
            zones["deck"]["count"] = 40 - owned[seat]
        elif zones["deck"]["count"] + owned[seat] != 40:
            # this seat's hand takes up the rest (a thin deck)
            zones["hand"]["count"] += 40 - owned[seat] - zones["deck"]["count"]


def _named_cards(obj: Any, found: dict[str, Counter]) -> None:
    if isinstance(obj, dict):
        if isinstance(obj.get("iid"), str) and obj.get("card"):
            seat = obj["iid"].split(":")[0]
            found.setdefault(seat, Counter())[(obj["card"], obj["iid"])] += 1
        for value in obj.values():
            _named_cards(value, found)
    elif isinstance(obj, list):
        for value in obj:
            _named_cards(value, found)


def _decklists(log: dict) -> dict:
    found: dict[str, Counter] = {}
    _named_cards(log, found)
    lists = {}
    for seat in ("P1", "P2"):
        per_card: Counter = Counter()
        for card, _iid in found.get(seat, Counter()):
            per_card[card] += 1
        main = {
            card: (n if CARDS[card]["keywords"].get("unity") else 3)
            for card, n in per_card.items()
            if card != "FU"
        }
        main["FU"] = 40 - sum(main.values())
        lists[seat] = {"main": main}
    return lists


def log(entries: list[dict], snap: dict | None, options: dict | None = None) -> dict:
    header: dict = {
        "format": "judgelog/1",
        "game": SLUG,
        "rules_version": "19.00",
        "variant": "constructed",
        "players": [{"seat": "P1", "name": "先攻"}, {"seat": "P2", "name": "後攻"}],
        "first_player": "P1",
        "cards": copy.deepcopy(CARDS),
    }
    if options:
        header["options"] = options
    if snap is not None:
        snap = copy.deepcopy(snap)
        _fill_snapshot(snap)
        header["snapshot"] = snap
    out = {"header": header, "entries": []}
    for i, entry in enumerate(entries, start=1):
        out["entries"].append({"seq": i, **copy.deepcopy(entry)})
    header["decklists"] = _decklists(out)
    return out


def e(
    act: str,
    actor: str | None = None,
    args: dict | None = None,
    phase: str = "main",
    turn: int = 5,
    step: str | None = None,
) -> dict:
    entry: dict = {"turn": turn, "phase": phase}
    if step:
        entry["step"] = step
    entry.update({"actor": actor, "act": act})
    if args is not None:
        entry["args"] = args
    return entry


def resolve(step: str | None = None, turn: int = 5, phase: str = "main", **args: Any) -> dict:
    return e("resolve", None, args or None, phase=phase, turn=turn, step=step)


SCENARIOS: list[dict] = []


def scenario(
    short: str,
    title_ja: str,
    title_en: str,
    situation: str,
    ruling: str,
    clauses: list[str],
    legal: dict,
    disputed: dict,
    printed_example: str | None = None,
) -> None:
    sid = PREFIX + short
    record: dict = {
        "id": sid,
        "title_ja": title_ja,
        "title_en": title_en,
        "situation": situation,
        "ruling": ruling,
        "clauses": [f"{SLUG}:{c_}" for c_ in clauses],
    }
    if printed_example:
        record["printed_example"] = printed_example
    record["legal"] = legal
    record[ruling] = disputed
    if sid in NOTES:
        record["note"] = NOTES[sid]
    if sid in GAPS:
        record["gap"] = GAPS[sid]
    SCENARIOS.append(record)


def P1(**kw: Any) -> dict:
    kw.setdefault("energy", energy("P1", "FU", "FU", "FU", "BU"))
    return player(**kw)


def P2(**kw: Any) -> dict:
    kw.setdefault("energy", energy("P2", "BU", "FU", "BU"))
    return player(**kw)


# --- timing --------------------------------------------------------------------------------------------

_s = snapshot(P1(plan=c("P1:pl", "BTU"), squares=[sq("P1:u", "RU", "B11")]), P2())
scenario(
    "plan-play-over-own-move",
    "自分の移動がスタックにある間にプランゾーンのバトルカードをプレイ",
    "A battle-timing card played from the plan zone while the player's own move is on the stack",
    "P1 declared a move of 赤の戦士 and, before it resolved, played the battle-timing unit 戦場の伏兵 from the "
    "plan zone, saying a battle card may be played at any time with priority.",
    "illegal",
    ["3.8.2-5", "2.20.1-1"],
    log(
        [
            e("move", "P1", {"unit": "P1:u", "to": "B21", "pay": ["P1:e1"]}),
            resolve(),
            e("play", "P1", {"card": "P1:pl", "from": "plan", "to": "B12", "pay": ["P1:e2"]}),
            resolve(),
        ],
        _s,
    ),
    log(
        [
            e("move", "P1", {"unit": "P1:u", "to": "B21", "pay": ["P1:e1"]}),
            e("play", "P1", {"card": "P1:pl", "from": "plan", "to": "B12", "pay": ["P1:e2"]}),
            resolve(),
            resolve(),
        ],
        _s,
    ),
)

_s = snapshot(
    P1(squares=[sq("P1:u", "RU", "B21")]), P2(hand=[c("P2:qb", "QB")], squares=[sq("P2:v", "BU", "B31")])
)
_battle = [
    e("move", "P1", {"unit": "P1:u", "to": "B31", "pay": ["P1:e1"]}),
    resolve(),
    e("exchange", None, {"damage": {}}, step="battle1"),
    resolve("battle1"),
    e("exchange", None, {"damage": {"P1:u": 2000, "P2:v": 3000}}, step="battle2"),
    resolve("battle2"),
    e("rule_effect", None, {"card": "P2:v"}, step="battle2"),
]
scenario(
    "quick-base-during-battle",
    "バトル中にクイックのベースをプレイ",
    "A Quick base played during a battle",
    "P1's 赤の戦士 moved into P2's 青の戦士's square and a battle occurred. In the first battle step, after P1 "
    "passed, P2 played the Quick base 青の即応砦 from the hand.",
    "illegal",
    ["2.20.2-1"],
    log(
        [
            *_battle,
            e("pass", "P1"),
            e("play", "P2", {"card": "P2:qb", "to": "P2-2", "pay": ["P2:e1"]}),
            resolve(),
        ],
        _s,
    ),
    log(
        [
            *_battle[:2],
            e("pass", "P1", step="battle1"),
            e("play", "P2", {"card": "P2:qb", "to": "P2-2", "pay": ["P2:e1"]}, step="battle1"),
            resolve("battle1"),
            *_battle[2:],
        ],
        _s,
    ),
)

_s = snapshot(
    P1(hand=[c("P1:h1", "FU")], squares=[sq("P1:b", "BAB", "B21")]),
    P2(),
    phase="energy",
    this_turn={"drawn": 1, "energy": 0, "priority": "P1"},
)
_act = {"card": "P1:b", "ability": "pump", "timing": "battle", "cost": {"colourless": 1}, "pay": ["P1:e1"]}
scenario(
    "battle-ability-in-energy-phase",
    "エネルギーフェイズにバトルタイミングの起動型能力を起動",
    "A battle-timing activated ability activated in the energy phase",
    "In the energy phase, before putting a card into the energy zone, P1 activated the battle-timing ability "
    "of 闘技場の戦士, saying battle timing works whenever the player holds priority.",
    "illegal",
    ["4.3.4", "3.8.4-2", "3.8.1"],
    log(
        [e("energy", "P1", {"card": c("P1:h1", "FU")}, phase="energy"), e("activate", "P1", _act), resolve()],
        _s,
    ),
    log(
        [
            e("activate", "P1", _act, phase="energy"),
            resolve(phase="energy"),
            e("energy", "P1", {"card": c("P1:h1", "FU")}, phase="energy"),
        ],
        _s,
    ),
)

_s = snapshot(
    P1(hand=[c("P1:h1", "QSR")], energy=energy("P1", "FU", "FU", "FU")),
    P2(hand=[c("P2:qs", "QS")]),
    phase="release",
    this_turn={"drawn": 0, "energy": 0, "priority": "P1"},
)
scenario(
    "quick-spell-in-draw-phase",
    "ドローフェイズにクイックのストラテジーをプレイ",
    "A Quick strategy played in the draw phase",
    "Right after drawing for the turn, still in the draw phase, P1 played the Quick strategy 赤の即応策.",
    "illegal",
    ["3.8.3", "3.8.1"],
    log(
        [
            e("draw", "P1", {"cards": [c("P1:d1", "FU")]}, phase="draw"),
            e("play", "P1", {"card": "P1:h1", "pay": ["P1:e1"]}),
            resolve(),
        ],
        _s,
    ),
    log(
        [
            e("draw", "P1", {"cards": [c("P1:d1", "FU")]}, phase="draw"),
            e("play", "P1", {"card": "P1:h1", "pay": ["P1:e1"]}, phase="draw"),
            resolve(phase="draw"),
        ],
        _s,
    ),
)

_s = snapshot(P1(), P2(squares=[sq("P2:n", "NAB", "B32")]))
_act = {"card": "P2:n", "ability": "ritual", "timing": "normal", "cost": {"colourless": 1}, "pay": ["P2:e1"]}
scenario(
    "normal-ability-in-opponents-turn",
    "相手のメインフェイズにノーマルの起動型能力を起動",
    "A Normal activated ability activated in the opponent's main phase",
    "In P1's main phase, after P1 passed with the stack empty, P2 activated the Normal-timing ability of "
    "平時の術士.",
    "illegal",
    ["4.3.4", "3.8.2-2"],
    log(
        [
            e("draw", "P2", {"cards": [c("P2:d1", "FU")]}, phase="draw", turn=6),
            e("activate", "P2", _act, turn=6),
            resolve(turn=6),
        ],
        _s,
    ),
    log([e("pass", "P1"), e("activate", "P2", _act), resolve()], _s),
)

_s = snapshot(P1(hand=[c("P1:h1", "RU")]), P2(hand=[c("P2:qs", "QS")]))
scenario(
    "nap-acts-right-after-resolve",
    "解決直後に非アクティブプレイヤーがプレイ",
    "The non-active player plays right after a resolution, before the active player passed",
    "P1 played 赤の戦士; both passed and it resolved. P2 then at once played the Quick strategy 青の即応策, "
    "saying P1 had just passed.",
    "illegal",
    ["4.6.2"],
    log(
        [
            e("play", "P1", {"card": "P1:h1", "to": "B12", "pay": ["P1:e1"]}),
            resolve(),
            e("pass", "P1"),
            e("play", "P2", {"card": "P2:qs", "pay": ["P2:e1"]}),
            resolve(),
        ],
        _s,
    ),
    log(
        [
            e("play", "P1", {"card": "P1:h1", "to": "B12", "pay": ["P1:e1"]}),
            resolve(),
            e("play", "P2", {"card": "P2:qs", "pay": ["P2:e1"]}),
            resolve(),
        ],
        _s,
    ),
)

_s = snapshot(
    P1(), P2(hand=[c("P2:h1", "BU"), c("P2:qs", "QS")], energy=energy("P2", "BU", "BU", "FU")), turn=4
)
_t4 = [
    e("play", "P2", {"card": "P2:h1", "to": "B32", "pay": ["P2:e1"]}, turn=4),
    resolve(turn=4),
    e("draw", "P1", {"cards": [c("P1:d1", "FU")]}, phase="draw"),
    e("pass", "P1"),
]
scenario(
    "frozen-energy-stays-frozen-in-opponents-turn",
    "相手のターンに、自分のターンにフリーズしたエネルギーで支払う",
    "Paying in the opponent's turn with energy frozen in one's own turn",
    "P2 froze a blue energy card to play a unit in turn 4. In P1's turn 5, P2 played the Quick strategy "
    "青の即応策 and froze the same card again, saying every card is released at the start of a turn.",
    "illegal",
    ["3.5.1", "2.26.1-1"],
    log([*_t4, e("play", "P2", {"card": "P2:qs", "pay": ["P2:e2"]}), resolve()], _s),
    log([*_t4, e("play", "P2", {"card": "P2:qs", "pay": ["P2:e1"]}), resolve()], _s),
)

# --- costs ----------------------------------------------------------------------------------------------

_s = snapshot(
    P1(
        hand=[c("P1:s", "SUP")],
        squares=[sq("P1:b1", "BASE", "P1-1"), sq("P1:b2", "BASE", "P1-2"), sq("P1:b3", "BASE", "P1-3")],
    ),
    P2(),
)
scenario(
    "supply-does-not-reduce-coloured",
    "補給は色付きのコストを減らさない",
    "補給 reduces only the colourless part of the cost",
    "With three bases in P1's base squares, P1 played 補給の重騎兵 (cost 赤2無色1, 補給) freezing one red "
    "energy card, saying the two bases left over after the colourless 1 reduce the red part.",
    "illegal",
    ["5.15.2"],
    log([e("play", "P1", {"card": "P1:s", "to": "B12", "pay": ["P1:e1", "P1:e2"]}), resolve()], _s),
    log([e("play", "P1", {"card": "P1:s", "to": "B12", "pay": ["P1:e1"]}), resolve()], _s),
)

_s = snapshot(P1(squares=[sq("P1:a", "ADV", "B11")]), P2())
scenario(
    "advance-paid-twice",
    "1回の移動で進撃のコストを2回支払う",
    "進撃's additional cost paid twice for one move",
    "P1 moved 進撃の槍兵 paying its move cost and its 進撃 cost twice, and put its 進撃 ability on the stack "
    "twice.",
    "illegal",
    ["5.11.3"],
    log(
        [
            e("move", "P1", {"unit": "P1:a", "to": "B21", "pay": ["P1:e1", "P1:e2"], "advance": True}),
            resolve(),
            e("trigger", "P1", {"card": "P1:a", "ability": "adv"}),
            resolve(),
        ],
        _s,
    ),
    log(
        [
            e(
                "move",
                "P1",
                {"unit": "P1:a", "to": "B21", "pay": ["P1:e1", "P1:e2", "P1:e3"], "advance": True},
            ),
            resolve(),
            e("trigger", "P1", {"card": "P1:a", "ability": "adv"}),
            e("trigger", "P1", {"card": "P1:a", "ability": "adv"}),
            resolve(),
            resolve(),
        ],
        _s,
    ),
)

# --- the plan zone --------------------------------------------------------------------------------------

_s = snapshot(P1(squares=[sq("P1:u", "BU", "B21")]), P2(hand=[c("P2:z", "WEAK")]))
_weak = [
    e("pass", "P1"),
    e("play", "P2", {"card": "P2:z", "targets": ["P1:u"], "pay": ["P2:e2"]}),
    resolve(),
    e("effect", None, {"source": "P2:z", "power": [{"card": "P1:u", "amount": -2000}]}),
]
scenario(
    "power-zero-unit-keeps-playing",
    "パワーが0になったユニットがそのまま移動する",
    "A unit brought to power 0 stays and moves",
    "P2's 衰弱の霧 gave P1's 青の戦士 (power 2000) −2000 until the end of the turn. P1 kept it in its square and "
    "then moved it, saying it had taken no damage.",
    "illegal",
    ["4.16.4-4"],
    log([*_weak, e("rule_effect", None, {"card": "P1:u"})], _s),
    log([*_weak, e("move", "P1", {"unit": "P1:u", "to": "B31", "pay": ["P1:e1"]}), resolve()], _s),
)

_s = snapshot(P1(plan=c("P1:pl", "RU"), hand=[c("P1:sr", "SRCH")]), P2())
_search = [
    e("play", "P1", {"card": "P1:sr", "pay": ["P1:e4"]}),
    resolve(),
    e("effect", None, {"source": "P1:sr", "moves": [{"card": "P1:d5", "from": "deck", "to": "hand"}]}),
    e("shuffle", "P1"),
]
scenario(
    "plan-gone-after-shuffle",
    "山札のシャッフル後にプランゾーンを更新",
    "The plan zone updated after the deck was shuffled",
    "P1's 砦の探索 took a base from the deck and P1 shuffled the deck, whose top card 赤の戦士 had been face up "
    "in the plan zone. P1 then updated the plan zone, saying 赤の戦士 was still in it.",
    "illegal",
    ["2.23.3-5", "3.8.2-4"],
    log(
        [
            *_search,
            e("plan_create", "P1", {"pay": ["P1:e1"]}),
            resolve(card=c("P1:d9", "RU")),
            e("play", "P1", {"card": "P1:d9", "from": "plan", "to": "B12", "pay": ["P1:e2"]}),
            resolve(),
        ],
        _s,
    ),
    log([*_search, e("plan_update", "P1", {"pay": ["P1:e1"]}), resolve(card=c("P1:d9", "RU"))], _s),
)

_s = snapshot(P1(plan=c("P1:pl", "HTU")), P2())
scenario(
    "hand-trigger-not-on-plan-play",
    "プランゾーンからのプレイで「手札からスクエアに置かれた時」",
    "A 「手札からスクエアに置かれた時」 ability after a play from the plan zone",
    "P1 played 手札の呼び子 (「このカードが手札からスクエアに置かれた時…」) from the plan zone and put its "
    "ability on the stack.",
    "illegal",
    ["4.8.9"],
    log([e("play", "P1", {"card": "P1:pl", "from": "plan", "to": "B12", "pay": ["P1:e1"]}), resolve()], _s),
    log(
        [
            e("play", "P1", {"card": "P1:pl", "from": "plan", "to": "B12", "pay": ["P1:e1"]}),
            resolve(),
            e("trigger", "P1", {"card": "P1:pl", "ability": "call"}),
        ],
        _s,
    ),
)

# --- abilities and targets ------------------------------------------------------------------------------

_s = snapshot(P1(hand=[c("P1:bn", "BNC")]), P2(squares=[sq("P2:pen", "PEN", "B31")]))
_bounce = [
    e("play", "P1", {"card": "P1:bn", "targets": ["P2:pen"], "pay": ["P1:e4"]}),
    resolve(),
    e("effect", None, {"source": "P1:bn", "moves": [{"card": "P2:pen", "to": "hand"}]}),
]
scenario(
    "graveyard-trigger-after-bounce",
    "手札に戻ったユニットの「スクエアから墓地に置かれた時」",
    "A 「スクエアから墓地に置かれた時」 ability of a unit returned to the hand",
    "P1's 次元の道 returned P2's 玩具商人ペンギン・ポー to P2's hand. P2 put the penguin's draw ability on the "
    "stack, saying the unit left the square all the same.",
    "illegal",
    ["4.8.7", "4.4.2"],
    log(
        [*_bounce, e("play", "P1", {"card": c("P1:h9", "RU"), "to": "B12", "pay": ["P1:e1"]}), resolve()], _s
    ),
    log([*_bounce, e("trigger", "P2", {"card": "P2:pen", "ability": "draw"}), resolve()], _s),
)

_s = snapshot(P1(hand=[c("P1:ch", "CHS")], squares=[sq("P1:u", "RU", "B31")]), P2(hand=[c("P2:mc", "MC")]))
_area = [
    e("play", "P1", {"card": "P1:ch", "targets": ["P1:u"], "pay": ["P1:e1"]}),
    e("pass", "P1"),
    e("play", "P2", {"card": "P2:mc", "targets": ["P1:u"], "pay": ["P2:e1"]}),
    resolve(),
    e("effect", None, {"source": "P2:mc", "moves": [{"card": "P1:u", "to": "B21"}]}),
]
scenario(
    "target-left-required-area",
    "対象が敵軍エリアを離れた後の「挑戦者の魂」",
    "A spell whose only target left the area its text requires",
    "P1 played 挑戦者の魂 (「敵軍エリアのスクエアにある対象のユニット…パワーを+4000」) on P1's unit in the enemy "
    "area. In response P2's 心の操り糸 moved that unit to the central area. P1 resolved 挑戦者の魂 and gave the "
    "unit +4000, saying it is still the same card.",
    "illegal",
    ["4.9.2-1", "4.11.6"],
    log([*_area, resolve(nullified=True)], _s),
    log(
        [
            *_area,
            resolve(),
            e("effect", None, {"source": "P1:ch", "power": [{"card": "P1:u", "amount": 4000}]}),
        ],
        _s,
    ),
)

_s = snapshot(
    P1(hand=[c("P1:t", "TGT")], squares=[sq("P1:u", "RU", "B21")]), P2(squares=[sq("P2:v", "BU", "B32")])
)
scenario(
    "trigger-targets-wrong-side",
    "「相手のユニット」を対象とする誘発型能力が自分のユニットを対象にする",
    "A trigger that targets 「相手のユニット」 chooses the player's own unit",
    "P1 played 狙撃の射手 (「手札からスクエアに置かれた時、バトルスペースの対象の相手のユニットを1枚選び…」) and "
    "chose P1's own 赤の戦士 as the target of its ability.",
    "illegal",
    ["4.8.4-2"],
    log(
        [
            e("play", "P1", {"card": "P1:t", "to": "B11", "pay": ["P1:e1"]}),
            resolve(),
            e("trigger", "P1", {"card": "P1:t", "ability": "shot", "targets": ["P2:v"]}),
            resolve(),
        ],
        _s,
    ),
    log(
        [
            e("play", "P1", {"card": "P1:t", "to": "B11", "pay": ["P1:e1"]}),
            resolve(),
            e("trigger", "P1", {"card": "P1:t", "ability": "shot", "targets": ["P1:u"]}),
            resolve(),
        ],
        _s,
    ),
)

_s = snapshot(
    P1(squares=[sq("P1:m", "MUL", "B21")], graveyard=[c("P1:g1", "BIG")]), P2(hand=[c("P2:k", "KILL")])
)
_kill = [
    e("pass", "P1"),
    e("play", "P2", {"card": "P2:k", "targets": ["P1:m"], "pay": ["P2:e2"]}),
    resolve(),
    e("effect", None, {"source": "P2:k", "moves": [{"card": "P1:m", "to": "graveyard"}]}),
]
scenario(
    "graveyard-trigger-without-legal-target",
    "適正な対象のない「真夜中の狩人ミュラー」の能力",
    "真夜中の狩人ミュラー's ability with no legal target in the graveyard",
    "P2 destroyed P1's 真夜中の狩人ミュラー (「…自分の墓地にある対象の使用コスト3以下のユニットを1枚選び、手札に"
    "加える」; the hunter itself costs 黒2無色2). P1's graveyard held only 重い赤竜 (赤2無色3) besides the "
    "hunter. P1 put the ability on the stack choosing the dragon.",
    "illegal",
    ["4.8.4-2", "2.4.3", "1.1.3"],
    log([*_kill, e("play", "P1", {"card": c("P1:h9", "RU"), "to": "B12", "pay": ["P1:e1"]}), resolve()], _s),
    log(
        [
            *_kill,
            e("trigger", "P1", {"card": "P1:m", "ability": "hunt", "targets": ["P1:g1"]}),
            resolve(),
            e("effect", None, {"source": "P1:m", "moves": [{"card": "P1:g1", "to": "hand"}]}),
        ],
        _s,
    ),
)

_s = snapshot(P1(squares=[sq("P1:so", "SOK", "B21")]), P2(squares=[sq("P2:v", "RU", "B31")]))
_zap = [
    e(
        "activate",
        "P1",
        {
            "card": "P1:so",
            "ability": "zap",
            "timing": "normal",
            "cost": {"colourless": 1},
            "pay": ["P1:e1"],
            "targets": ["P2:v"],
        },
    ),
    resolve(),
    e("effect", None, {"source": "P1:so", "damage": [{"card": "P2:v", "amount": 1000}]}),
]
scenario(
    "sokushi-not-by-ability-damage",
    "能力によるダメージで即死は誘発しない",
    "即死 does not trigger on damage dealt by an ability",
    "P1's イビルアイ・シャーマン (即死レベル3) dealt 1000 damage with its activated ability to P2's 赤の戦士 "
    "(cost 赤1). P1 put 即死 on the stack, saying the unit was damaged by the シャーマン.",
    "illegal",
    ["5.2.2"],
    log([*_zap, e("plan_create", "P1", {"pay": ["P1:e2"]}), resolve(card=c("P1:d1", "FU"))], _s),
    log([*_zap, e("trigger", "P1", {"card": "P1:so", "ability": "sokushi"}), resolve()], _s),
)

_s = snapshot(P1(squares=[sq("P1:r", "REC", "B11")]), P2())
_next = [e("draw", "P2", {"cards": [c("P2:d1", "FU")]}, phase="draw", turn=6)]
scenario(
    "recovery-start-trigger-missed",
    "「リカバリーフェイズの開始時」の能力を乗せずにターンを終える",
    "The turn ends without the 「リカバリーフェイズの開始時」 ability",
    "P1 controls 夜明けの祈り手 (「あなたのリカバリーフェイズの開始時、カードを1枚引く」). P1 ended the turn "
    "without its ability and P2 drew for turn 6.",
    "illegal",
    ["3.10.1", "4.8.2"],
    log(
        [
            e("trigger", "P1", {"card": "P1:r", "ability": "dawn"}, phase="recovery"),
            resolve(phase="recovery"),
            e("draw", "P1", {"cards": [c("P1:d1", "FU")], "source": "P1:r"}, phase="recovery"),
            *_next,
        ],
        _s,
    ),
    log(_next, _s),
)

_s = snapshot(
    P1(hand=[c("P1:pk", "PLK")], energy=energy("P1", "BU", "BU", "FU")),
    P2(squares=[sq("P2:at", "ATU", "B31"), sq("P2:v", "BU", "B21")]),
)
_blast = [
    e("play", "P1", {"card": "P1:pk", "to": "B11", "pay": ["P1:e1", "P1:e2"]}),
    resolve(),
    e("trigger", "P1", {"card": "P1:pk", "ability": "blast"}),
    resolve(),
]
scenario(
    "resist-untargeted-effect-damage",
    "対象をとらない青のダメージと耐性－青",
    "Untargeted blue damage and 耐性－青",
    "P1's blue プラズマキッド・ドラゴン (「このカードがスクエアに置かれた時、同じラインのスクエアにあるすべてのユニッ"
    "トに1000のダメージを与える」) entered the left line. P1 dealt 1000 to P2's 海の守り手アトゥイ (耐性－青, power "
    "1000) too and put it into the graveyard, saying 耐性 only stops targeting.",
    "illegal",
    ["5.17.2"],
    log(
        [
            *_blast,
            e(
                "effect",
                None,
                {
                    "source": "P1:pk",
                    "damage": [{"card": "P2:v", "amount": 1000}, {"card": "P1:pk", "amount": 1000}],
                },
            ),
        ],
        _s,
    ),
    log(
        [
            *_blast,
            e(
                "effect",
                None,
                {
                    "source": "P1:pk",
                    "damage": [
                        {"card": "P2:v", "amount": 1000},
                        {"card": "P1:pk", "amount": 1000},
                        {"card": "P2:at", "amount": 1000},
                    ],
                },
            ),
            e("rule_effect", None, {"card": "P2:at"}),
        ],
        _s,
    ),
)

_s = snapshot(P1(hand=[c("P1:rb", "RB")]), P2(squares=[sq("P2:at", "ATU3", "B31"), sq("P2:v", "BU", "B32")]))
scenario(
    "resist-against-two-colour-card",
    "赤青のカードで耐性－青のユニットを対象にする",
    "A red-and-blue card targets a unit with 耐性－青",
    "P1 played 紫の渦 (cost 赤1青1) choosing P2's 深海の守り手 (耐性－青) as its target, saying the card is red.",
    "illegal",
    ["5.17.2", "2.4.2-2"],
    log(
        [
            e("play", "P1", {"card": "P1:rb", "targets": ["P2:v"], "pay": ["P1:e1", "P1:e4"]}),
            resolve(),
            e("effect", None, {"source": "P1:rb", "moves": [{"card": "P2:v", "to": "hand"}]}),
        ],
        _s,
    ),
    log(
        [
            e("play", "P1", {"card": "P1:rb", "targets": ["P2:at"], "pay": ["P1:e1", "P1:e4"]}),
            resolve(),
            e("effect", None, {"source": "P1:rb", "moves": [{"card": "P2:at", "to": "hand"}]}),
        ],
        _s,
    ),
)

_s = snapshot(
    P1(hand=[c("P1:h1", "FU")]),
    P2(squares=[sq("P2:nd", "NDU", "B32")]),
    phase="release",
    this_turn={"drawn": 0, "energy": 0, "priority": "P1"},
)
scenario(
    "no-draw-binds-draw-phase",
    "「相手はカードを引くことができない」とドローフェイズ",
    "「相手はカードを引くことができない」 and the draw phase",
    "P2 controls 渇きの番人 (「相手はカードを引くことができない」). In P1's draw phase P1 drew a card, saying the "
    "draw of the draw phase is a rule, not an effect.",
    "illegal",
    ["1.1.2"],
    log([e("energy", "P1", {"card": c("P1:h1", "FU")}, phase="energy")], _s),
    log(
        [
            e("draw", "P1", {"cards": [c("P1:d1", "FU")]}, phase="draw"),
            e("energy", "P1", {"card": c("P1:h1", "FU")}, phase="energy"),
        ],
        _s,
    ),
)

_s = snapshot(
    P1(hand=[c("P1:rt", "RET")], squares=[sq("P1:u", "RU", "B21", damage=2000)]), P2(hand=[c("P2:z", "ZAP")])
)
_new = [
    e("play", "P1", {"card": "P1:rt", "targets": ["P1:u"], "pay": ["P1:e4"]}),
    resolve(),
    e("effect", None, {"source": "P1:rt", "moves": [{"card": "P1:u", "to": "hand"}]}),
    e("play", "P1", {"card": "P1:u", "to": "B11", "pay": ["P1:e1"]}),
    resolve(),
    e("pass", "P1"),
    e("play", "P2", {"card": "P2:z", "targets": ["P1:u"], "pay": ["P2:e2"]}),
    resolve(),
    e("effect", None, {"source": "P2:z", "damage": [{"card": "P1:u", "amount": 2000}]}),
]
scenario(
    "damage-gone-after-return-to-hand",
    "手札に戻して出し直したユニットのダメージ",
    "Damage on a unit returned to the hand and played again",
    "P1's 赤の戦士 (power 3000) had taken 2000 damage this turn. P1 returned it to the hand with 緊急帰還 and "
    "played it again. P2's 火花 then dealt it 2000 damage and P2 put it into the graveyard, adding the 2000 "
    "from before.",
    "illegal",
    ["2.23.1-3", "4.16.4-5"],
    log(_new, _s),
    log([*_new, e("rule_effect", None, {"card": "P1:u"})], _s),
)

# --- battles --------------------------------------------------------------------------------------------

_s = snapshot(P1(hand=[c("P1:w", "WIT"), c("P1:dr", "DRG")]), P2(squares=[sq("P2:cow", "COW", "B11")]))
_fight = [
    e("play", "P1", {"card": "P1:w", "to": "B11", "pay": ["P1:e1"]}),
    resolve(),
    e("exchange", None, {"damage": {}}, step="battle1"),
    resolve("battle1"),
    e("exchange", None, {"damage": {"P1:w": 2000, "P2:cow": 2000}}, step="battle2"),
    resolve("battle2"),
    e("rule_effect", None, {"card": "P1:w"}, step="battle2"),
    e("rule_effect", None, {"card": "P2:cow"}, step="battle2"),
    e("trigger", "P1", {"card": "P1:w", "ability": "witch"}, step="battle2"),
    resolve("battle2"),
    e(
        "effect",
        None,
        {"source": "P1:w", "moves": [{"card": "P1:dr", "from": "hand", "to": "B11", "frozen": True}]},
        step="battle2",
    ),
]
scenario(
    "late-arrival-wins-battle",
    "バトル中に後から置かれたユニットがバトルの勝者になる",
    "A unit put into the square during the battle is its winner",
    "P1's 金砂の魔女 and P2's ミッドナイト・カウボーイ destroyed each other in the second battle step; the witch's "
    "ability put シャイニングテイル・ドラゴン from P1's hand into that square. The battle ended without the "
    "dragon's 「バトルに勝った時」 ability, P1 saying the dragon never fought.",
    "illegal",
    ["3.14.1-1"],
    log(
        [
            *_fight,
            e("trigger", "P1", {"card": "P1:dr", "ability": "won"}, step="battle_end"),
            resolve("battle_end"),
            e("pass", "P1"),
        ],
        _s,
    ),
    log([*_fight, e("pass", "P1", step="battle_end"), e("pass", "P1")], _s),
    printed_example="3.14.1-1",
)

_s = snapshot(P1(squares=[sq("P1:u", "RU", "B21")]), P2(squares=[sq("P2:pg", "PEG", "B31")]))
_flee = [
    e("move", "P1", {"unit": "P1:u", "to": "B31", "pay": ["P1:e1"]}),
    resolve(),
    e("pass", "P1", step="battle1"),
    e(
        "activate",
        "P2",
        {"card": "P2:pg", "ability": "flee", "timing": "battle", "cost": {"colourless": 1}, "pay": ["P2:e1"]},
        step="battle1",
    ),
    resolve("battle1"),
    e("effect", None, {"source": "P2:pg", "moves": [{"card": "P2:pg", "to": "B32"}]}, step="battle1"),
]
_after = [e("smash", "P1", {"unit": "P1:u", "count": 2}, phase="smash")]
scenario(
    "no-exchange-after-unit-left",
    "ユニットがスクエアを離れた後のバトルダメージの応酬",
    "No battle damage exchange once a unit has left the square",
    "P1's 赤の戦士 moved into the square of P2's オーロラウイング・ペガサス. Before the first exchange the "
    "pegasus's ability put it into the next square. P1 still put an exchange on the stack, dealing 3000 to the "
    "pegasus.",
    "illegal",
    ["3.12.2"],
    log(_flee + _after, _s),
    log(
        [
            *_flee,
            e("exchange", None, {"damage": {"P2:pg": 3000}}, step="battle1"),
            resolve("battle1"),
            *_after,
        ],
        _s,
    ),
    printed_example="3.12.2",
)

_s = snapshot(P1(hand=[c("P1:es", "ESC")]), P2(squares=[sq("P2:v", "BU", "B22")]))
_esc = [
    e("play", "P1", {"card": "P1:es", "to": "B22", "pay": ["P1:e1"]}),
    resolve(),
    e(
        "activate",
        "P1",
        {"card": "P1:es", "ability": "flee", "timing": "battle", "cost": {"colourless": 1}, "pay": ["P1:e2"]},
        step="battle1",
    ),
    resolve("battle1"),
    e("effect", None, {"source": "P1:es", "moves": [{"card": "P1:es", "to": "B21"}]}, step="battle1"),
]
_t6 = [e("draw", "P2", {"cards": [c("P2:d1", "FU")]}, phase="draw", turn=6)]
scenario(
    "central-play-unit-escapes-square",
    "中央エリアにプレイしたユニットがバトル中に別のスクエアへ逃げる",
    "A unit played into the central area escapes to another square during its battle",
    "P1 played 逃げ足の斥候 into the central square of P2's 青の戦士 and, in the first battle step, its ability "
    "put it into the next central square. At the end of the battle P1 kept it, saying it was no longer in the "
    "battle's square.",
    "illegal",
    ["3.14.2-1", "4.16.4-9", "3.11.1-2"],
    log([*_esc, e("rule_effect", None, {"card": "P1:es"}, step="battle_end"), e("pass", "P1"), *_t6], _s),
    log([*_esc, e("pass", "P1", step="battle_end"), e("pass", "P1"), *_t6], _s),
)

_s = snapshot(P1(hand=[c("P1:rv", "REV")], graveyard=[c("P1:g1", "RU"), c("P1:g2", "BU")]), P2())
_two = [
    e("play", "P1", {"card": "P1:rv", "pay": ["P1:e1"]}),
    resolve(),
    e(
        "effect",
        None,
        {
            "source": "P1:rv",
            "moves": [
                {"card": "P1:g1", "from": "graveyard", "to": "B12"},
                {"card": "P1:g2", "from": "graveyard", "to": "B12"},
            ],
        },
    ),
    e("rule_effect", None, {"card": "P1:g1"}),
]
scenario(
    "two-own-units-placed-together",
    "同じスクエアに同時に置かれた自分のユニット2枚",
    "Two of one player's units put into one square at the same moment",
    "P1's 双子の帰還 put two units from P1's graveyard into the same empty square at once. P1 put one of them "
    "back into the graveyard and kept the other, which then moved.",
    "illegal",
    ["4.16.4-6"],
    log([*_two, e("rule_effect", None, {"card": "P1:g2"})], _s),
    log([*_two, e("move", "P1", {"unit": "P1:g2", "to": "B22", "pay": ["P1:e2"]}), resolve()], _s),
)

_s = snapshot(P1(hand=[c("P1:h1", "RU")], squares=[sq("P1:sc", "SC", "B21")]), P2(hand=[c("P2:k", "KILL")]))
_summon = [
    e("play", "P1", {"card": "P1:h1", "to": "B31", "pay": ["P1:e1"], "special": "summon", "via": "P1:sc"}),
    e("pass", "P1"),
    e("play", "P2", {"card": "P2:k", "targets": ["P1:sc"], "pay": ["P2:e2"]}),
    resolve(),
    e("effect", None, {"source": "P2:k", "moves": [{"card": "P1:sc", "to": "graveyard"}]}),
    resolve(),
]
scenario(
    "summoned-unit-frozen-after-source-left",
    "召集元がスクエアを離れた後に置かれたユニットの移動",
    "Moving a unit whose 召集 source left before it resolved",
    "P1 played 赤の戦士 through the 召集 of 真珠貝の褥の魔女 into the enemy area square of its line. In response "
    "P2 destroyed the witch. When 赤の戦士 resolved, P1 moved it at once, saying 召集 units enter released.",
    "illegal",
    ["5.3.2-1", "3.8.2-6"],
    log([*_summon, e("plan_create", "P1", {"pay": ["P1:e2"]}), resolve(card=c("P1:d1", "FU"))], _s),
    log([*_summon, e("move", "P1", {"unit": "P1:h1", "to": "B32", "pay": ["P1:e2"]}), resolve()], _s),
)

_s = snapshot(P1(squares=[sq("P1:u", "RU", "B21"), sq("P1:u2", "BU", "B22")]), P2())
scenario(
    "move-declared-onto-own-unit",
    "自分のユニットがいるスクエアへの移動を宣言",
    "A move declared into a square that holds the player's own unit",
    "P1 declared a move of 赤の戦士 into the square next to it, where P1's 青の戦士 stands, meaning to get rid of "
    "青の戦士.",
    "illegal",
    ["4.7.3-1", "3.8.2-6"],
    log([e("move", "P1", {"unit": "P1:u", "to": "B31", "pay": ["P1:e1"]}), resolve()], _s),
    log([e("move", "P1", {"unit": "P1:u", "to": "B22", "pay": ["P1:e1"]}), resolve()], _s),
)

_corners = [sq("P1:a", "RU", "B11"), sq("P1:b", "RU", "B13"), sq("P1:c", "BU", "B31")]
_s_ok = snapshot(P1(hand=[c("P1:x", "XU")], squares=[*_corners, sq("P1:d", "BU", "B33")]), P2())
_s_bad = snapshot(P1(hand=[c("P1:x", "XU")], squares=[*_corners, sq("P1:d", "BU", "B23")]), P2())
_xplay = [e("play", "P1", {"card": "P1:x", "to": "B22", "pay": ["P1:e1"], "special": "formation"}), resolve()]
scenario(
    "formation-x-missing-corner",
    "隊列召喚－エックスで敵軍エリアの角にユニットがない",
    "隊列召喚－エックス without a unit in one enemy-area corner",
    "P1 has units in both home-area corners and in the left enemy-area corner; the right enemy-area corner is "
    "empty (P1's fourth unit is in the central area). P1 played 十字陣の騎士 by 隊列召喚－エックス into the "
    "centre square for its formation cost.",
    "illegal",
    ["5.8.2-3"],
    log(_xplay, _s_ok),
    log(_xplay, _s_bad),
)

_bases = [sq("P1:b1", "BASE", "P1-1"), sq("P1:b2", "BASE", "P1-2")]
_s_ok = snapshot(P1(hand=[c("P1:bb", "BBU")], squares=[*_bases, sq("P1:b3", "BASE", "P1-3")]), P2())
_s_bad = snapshot(P1(hand=[c("P1:bb", "BBU")], squares=_bases), P2())
_bplay = [
    e("play", "P1", {"card": "P1:bb", "to": "B22", "pay": ["P1:e1"], "special": "formation"}),
    resolve(),
]
scenario(
    "formation-bottom-bar-two-bases",
    "ベース2枚で隊列召喚－ボトムバー",
    "隊列召喚－ボトムバー with two bases",
    "P1 has bases in two of P1's three base squares and played 砦陣の騎士 by 隊列召喚－ボトムバー into the centre "
    "square for its formation cost.",
    "illegal",
    ["5.8.2-8"],
    log(_bplay, _s_ok),
    log(_bplay, _s_bad),
)

_s = snapshot(P1(hand=[c("P1:h1", "RU")]), P2())
scenario(
    "unit-played-into-base-square",
    "ユニットを自分のベーススペースのスクエアにプレイ",
    "A unit played into the player's own base square",
    "P1 played 赤の戦士 into an empty square of P1's base space, saying it is next to the home area.",
    "illegal",
    ["2.20.1-2"],
    log([e("play", "P1", {"card": "P1:h1", "to": "B12", "pay": ["P1:e1"]}), resolve()], _s),
    log([e("play", "P1", {"card": "P1:h1", "to": "P1-2", "pay": ["P1:e1"]}), resolve()], _s),
)

# --- the start and the end of the duel ------------------------------------------------------------------

_s = snapshot(P1(), P2())
scenario(
    "concession-result-wrong-winner",
    "投了したプレイヤーが勝者と記録された",
    "The conceding player recorded as the winner",
    "P2 conceded in P1's main phase; the result slip named P2 as the winner because P2 had fewer cards in the "
    "smash zone.",
    "illegal",
    ["3.3.7"],
    log([e("concede", "P2"), e("result", None, {"winners": ["P1"], "reason": "concede"})], _s),
    log([e("concede", "P2"), e("result", None, {"winners": ["P2"], "reason": "concede"})], _s),
)

_s = snapshot(P1(squares=[sq("P1:u", "RU", "B31")]), P2(deck=1, smash=5))
scenario(
    "smash-larger-than-deck-takes-all",
    "山札の枚数より大きいスマッシュ",
    "A smash larger than the deck",
    "P2's deck holds one card. P1's 赤の戦士 in the enemy area smashed (smash 1 + 1). P2 moved no card, saying "
    "two cards cannot be moved from a one-card deck.",
    "illegal",
    ["3.9.1", "3.3.2"],
    log(
        [
            e("smash", "P1", {"unit": "P1:u", "count": 1}, phase="smash"),
            e("result", None, {"winners": ["P1"], "reason": "deck"}, phase="smash"),
        ],
        _s,
    ),
    log(
        [
            e("smash", "P1", {"unit": "P1:u", "count": 0}, phase="smash"),
            e("draw", "P2", {"count": 1}, phase="draw", turn=6),
        ],
        _s,
    ),
)

_s = snapshot(
    P1(),
    P2(hand=[c("P2:h1", "FU")]),
    turn=6,
    phase="release",
    this_turn={"drawn": 0, "energy": 0, "priority": "P2"},
)
scenario(
    "draw-phase-draw-skipped",
    "ドローフェイズにカードを引かずにエネルギーフェイズへ",
    "The draw of the draw phase skipped",
    "In turn 6 P2 went straight from the release phase to putting a card into the energy zone, without drawing "
    "for the turn.",
    "illegal",
    ["3.6.1-1"],
    log(
        [
            e("draw", "P2", {"cards": [c("P2:d1", "FU")]}, phase="draw", turn=6),
            e("energy", "P2", {"card": c("P2:d1", "FU")}, phase="energy", turn=6),
        ],
        _s,
    ),
    log([e("energy", "P2", {"card": c("P2:h1", "FU")}, phase="energy", turn=6)], _s),
)

_s = snapshot(P1(hand=[c("P1:h1", "FU")]), P2(), phase="draw", this_turn={"energy": 0, "priority": "P1"})
_s_known = snapshot(
    P1(hand=[c("P1:h1", "FU")]), P2(), phase="draw", this_turn={"drawn": 0, "energy": 0, "priority": "P1"}
)
_draw = [
    e("draw", "P1", {"cards": [c("P1:d1", "FU")]}, phase="draw"),
    e("energy", "P1", {"card": c("P1:h1", "FU")}, phase="energy"),
]
scenario(
    "draw-when-judge-arrived-in-draw-phase",
    "ドローフェイズに到着したジャッジと、その後のドロー",
    "A draw seen by a judge who arrived during the draw phase",
    "The judge arrived during P1's draw phase and does not know whether P1 had already drawn; P1 then drew a "
    "card. P2 says P1 had drawn before the judge came.",
    "needs_ruling",
    ["3.6.1-1"],
    log(_draw, _s_known),
    log(_draw, _s),
)

_setup = [
    e("shuffle", "P1", phase="setup", turn=0),
    e("shuffle", "P2", phase="setup", turn=0),
    e("draw", "P1", {"count": 5}, phase="setup", turn=0),
]
_turn1 = [e("energy", "P1", {"card": c("P1:c1", "FU")}, phase="energy", turn=1)]
scenario(
    "opening-hand-of-six",
    "初期手札を6枚引く",
    "Six cards drawn for the opening hand",
    "At the start of the duel P2 drew six cards, saying the second player draws one more to make up for going "
    "second.",
    "illegal",
    ["3.2.2"],
    log([*_setup, e("draw", "P2", {"count": 5}, phase="setup", turn=0), *_turn1], None, {"mulligan": False}),
    log([*_setup, e("draw", "P2", {"count": 6}, phase="setup", turn=0), *_turn1], None, {"mulligan": False}),
)

# --- 「意図的に決定された」山札 (6.2) ---------------------------------------------------------------------------

_s = snapshot(
    P1(hand=[c("P1:hp", "HOPE")], squares=[sq("P1:u", "RU", "B21")]), P2(hand=[c("P2:sz", "SEIZE")])
)
_seize = [
    e("pass", "P1"),
    e("play", "P2", {"card": "P2:sz", "targets": ["P1:u"], "pay": ["P2:e1"]}),
    resolve(),
    e("effect", None, {"source": "P2:sz", "moves": [{"card": "P1:u", "to": "deck", "position": "bottom"}]}),
    e("play", "P1", {"card": "P1:hp", "to": "B11", "pay": ["P1:e1"]}),
    resolve(),
]
_t6 = [e("draw", "P2", {"cards": [c("P2:d1", "FU")]}, phase="draw", turn=6)]
scenario(
    "hope-after-card-put-on-bottom",
    "相手の効果でユニットが山札の一番下に置かれた後の《ただ一つ残された希望》",
    "《ただ一つ残された希望》 after the opponent's effect put a unit on the bottom of the deck",
    "P2's 差し押さえ put P1's 赤の戦士 on the bottom of P1's deck. P1 then played 《ただ一つ残された希望》 and put "
    "its ability on the stack, saying it was P2, not P1, who put the card there.",
    "illegal",
    ["6.2.2"],
    log(_seize + _t6, _s),
    log(
        [
            *_seize,
            e("trigger", "P1", {"card": "P1:hp", "ability": "hope"}),
            resolve(),
            e("draw", "P1", {"count": 1, "source": "P1:hp"}),
            *_t6,
        ],
        _s,
    ),
)

_s = snapshot(P1(hand=[c("P1:hp", "HOPE")]), P2())
_plan = [
    e("plan_create", "P1", {"pay": ["P1:e1"]}),
    resolve(card=c("P1:d1", "FU")),
    e("play", "P1", {"card": "P1:hp", "to": "B11", "pay": ["P1:e2"]}),
    resolve(),
]
scenario(
    "hope-trigger-missed-after-plan-create",
    "プランゾーン作成の後で《ただ一つ残された希望》の能力を乗せない",
    "《ただ一つ残された希望》's ability left out after a plan zone was created",
    "P1 created a plan zone and then played 《ただ一つ残された希望》. P1 did not put its ability on the stack, "
    "thinking that turning the top card face up had determined the deck's order.",
    "illegal",
    ["6.2.6", "6.2.1", "4.8.2"],
    log(
        [
            *_plan,
            e("trigger", "P1", {"card": "P1:hp", "ability": "hope"}),
            resolve(),
            e("draw", "P1", {"cards": [c("P1:d1", "FU")], "source": "P1:hp"}),
            *_t6,
        ],
        _s,
    ),
    log(_plan + _t6, _s),
    printed_example="6.2.6",
)

_s_known = snapshot(P1(hand=[c("P1:hp", "HOPE")]), P2())
_s = snapshot(P1(hand=[c("P1:hp", "HOPE")], order=None), P2())
_hope = [
    e("play", "P1", {"card": "P1:hp", "to": "B11", "pay": ["P1:e1"]}),
    resolve(),
    e("trigger", "P1", {"card": "P1:hp", "ability": "hope"}),
    resolve(),
    e("draw", "P1", {"count": 1, "source": "P1:hp"}),
]
scenario(
    "hope-when-deck-history-unknown",
    "デュエルの前半を知らないジャッジと《ただ一つ残された希望》",
    "《ただ一つ残された希望》 before a judge who does not know the duel's earlier turns",
    "A judge called in turn 5 sees P1 play 《ただ一つ残された希望》 and draw with its ability. P2 says a card of "
    "P1's was put on top of P1's deck in turn 2; P1 does not remember.",
    "needs_ruling",
    ["6.2.1", "6.2.4"],
    log(_hope, _s_known),
    log(_hope, _s),
)

_mull = [
    e("shuffle", "P1", phase="setup", turn=0),
    e("shuffle", "P2", phase="setup", turn=0),
    e("draw", "P1", {"cards": [c(f"P1:c{i}", "FU") for i in range(1, 6)]}, phase="setup", turn=0),
    e("draw", "P2", {"cards": [c(f"P2:c{i}", "FU") for i in range(1, 6)]}, phase="setup", turn=0),
    e(
        "mulligan",
        "P2",
        {"cards": [c("P2:hp", "HOPE")] + [c(f"P2:m{i}", "FU") for i in range(2, 6)]},
        phase="setup",
        turn=0,
    ),
    e("energy", "P1", {"card": c("P1:c1", "FU")}, phase="energy", turn=1),
    e("draw", "P2", {"cards": [c("P2:d1", "FU")]}, phase="draw", turn=2),
    e("energy", "P2", {"card": c("P2:m2", "FU")}, phase="energy", turn=2),
    e("play", "P2", {"card": "P2:hp", "to": "B32", "pay": ["P2:m2"]}, turn=2),
    resolve(turn=2),
]
_t3 = [e("draw", "P1", {"cards": [c("P1:d1", "FU")]}, phase="draw", turn=3)]
scenario(
    "hope-after-redraw",
    "引きなおしをした後手の《ただ一つ残された希望》",
    "《ただ一つ残された希望》 of a second player who redrew the opening hand",
    "P2 redrew the opening hand (the five cards went to the bottom of the deck in an order P2 chose). In turn 2 "
    "P2 played 《ただ一つ残された希望》 and put its ability on the stack.",
    "illegal",
    ["6.2.2"],
    log(_mull + _t3, None, {"mulligan": True}),
    log(
        [
            *_mull,
            e("trigger", "P2", {"card": "P2:hp", "ability": "hope"}, turn=2),
            resolve(turn=2),
            e("draw", "P2", {"count": 1, "source": "P2:hp"}, turn=2),
            *_t3,
        ],
        None,
        {"mulligan": True},
    ),
    printed_example="6.2.2",
)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for record in SCENARIOS:
        path = OUT / f"{record['id']}.json"
        path.write_text(json.dumps(record, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(SCENARIOS)} scenarios to {OUT}")


if __name__ == "__main__":
    main()
