"""Dimension Zero held-out round 10, written blind from the rulebook (Version 19.00) and the log-format
documents only.

Run: ``python -m tests.scenarios_heldout.build_dimension_zero_round10``. Writes one JSON file per
scenario into ``tests/scenarios_heldout/dimension-zero/`` (ids ``dimension-zero-ho10-…``).

Every log starts from a mid-game snapshot (or from the setup, for the opening of the duel) so that a
scenario carries only the position its dispute needs; each deck is 40 cards, topped up with a 団結 filler
so that the copy limit never gets in the way of a scenario about something else.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

NOTES: dict[str, str] = {}
GAPS: dict[str, str] = {}

SLUG = "dimension-zero"
PREFIX = f"{SLUG}-ho10-"
OUT = Path(__file__).resolve().parent / SLUG
DECK_SIZE = 40
FILLER = "FR"


# ---------------------------------------------------------------- cards


def unit(name, cost, power, smash=1, move=None, timing="normal", abilities=None, **kw):
    card = {
        "name": name,
        "type": "unit",
        "keywords": {
            "cost": cost,
            "move": {"colourless": 1} if move is None else move,
            "timing": timing,
            "power": power,
            "smash": smash,
            **kw,
        },
    }
    if abilities:
        card["abilities"] = abilities
    return card


def base(name, cost, abilities=None, **kw):
    card = {"name": name, "type": "base", "keywords": {"cost": cost, "timing": "normal", **kw}}
    if abilities:
        card["abilities"] = abilities
    return card


def strategy(name, cost, timing, targets=None, effect=None, duration=None, **kw):
    spell = {"id": "spell", "kind": "spell"}
    if targets:
        spell["targets"] = targets
    if effect:
        spell["effect"] = effect
    if duration:
        spell["duration"] = duration
    return {
        "name": name,
        "type": "strategy",
        "keywords": {"cost": cost, "timing": timing, **kw},
        "abilities": [spell],
    }


def own_unit_target(count=1):
    return [{"zone": "battle", "whose": "own", "type": "unit", "count": count}]


ANY_UNIT = [{"zone": "battle", "type": "unit", "count": 1}]

CARDS = {
    "FR": unit("赤の団結兵", {"red": 1}, 1000, unity=True),
    "FB": unit("青の団結兵", {"blue": 1}, 1000, unity=True),
    "FK": unit("黒の団結兵", {"black": 1}, 1000, unity=True),
    "FG": unit("緑の団結兵", {"green": 1}, 1000, unity=True),
    "FW": unit("白の団結兵", {"white": 1}, 1000, unity=True),
    "RU2": unit("赤の軽歩兵", {"red": 1}, 2000),
    "RU3": unit("赤の歩兵", {"red": 1, "colourless": 1}, 3000),
    "RU4": unit("赤の重歩兵", {"red": 1, "colourless": 2}, 4000),
    "RU5": unit("赤の巨兵", {"red": 1, "colourless": 2}, 5000, smash=2),
    "BU4": unit("青の守護獣", {"blue": 1, "colourless": 3}, 5000),
    "PEN": unit(
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
    "SPK": unit(
        "スパイク・ガールズ",
        {"red": 1},
        2000,
        abilities=[
            {
                "id": "discard",
                "kind": "triggered",
                "trigger": {"event": "to_graveyard", "card": "self", "from": "square"},
                "effect": {"discard_random": 1},
            }
        ],
    ),
    "QUAKE": strategy(
        "大地震",
        {"red": 1, "colourless": 1},
        "normal",
        targets=[{"zone": "battle", "type": "unit", "count": 2, "up_to": True}],
        effect={"destroy": True},
    ),
    "OPT": unit(
        "水晶碧の魔女",
        {"blue": 1},
        1000,
        abilities=[
            {
                "id": "draw",
                "kind": "triggered",
                "trigger": {"event": "placed", "card": "self", "from": "hand"},
                "optional": True,
                "effect": {"draw": 1},
            }
        ],
    ),
    "TOWER": base(
        "大地の塔",
        {"green": 1, "colourless": 1},
        abilities=[
            {
                "id": "tower",
                "kind": "static",
                "targets": [{"zone": "battle", "whose": "own", "type": "unit", "line": "same"}],
                "effect": {"instead": "energy"},
            }
        ],
    ),
    "MARKET": base(
        "天空のマーケット",
        {"red": 1},
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
    ),
    "HOPE": unit(
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
    "GENO": strategy(
        "ジェノサイド・カノン",
        {"red": 1, "colourless": 2},
        "normal",
        targets=[{"zone": "battle", "type": "unit", "count": 3, "up_to": True}],
        effect={"damage": 6000, "divide": True},
    ),
    "ATUI": unit("海の守り手アトゥイ", {"blue": 1, "colourless": 1}, 2000, resist=["red"]),
    "BOUNCE": strategy(
        "ディメンション・ロード",
        {"blue": 1, "colourless": 1},
        "normal",
        targets=[{"zone": "battle", "type": "unit", "count": 1, "cost_max": 4}],
        effect={"move": "hand"},
    ),
    "RECALL": strategy(
        "エマージェンシー・コール",
        {"blue": 1},
        "quick",
        targets=own_unit_target(),
        effect={"move": "hand"},
    ),
    "PUMPU": unit(
        "闘志の戦士",
        {"red": 1, "colourless": 1},
        2000,
        abilities=[
            {
                "id": "pump",
                "kind": "activated",
                "cost": {"red": 1},
                "duration": "turn",
                "effect": {"power": 1000},
            }
        ],
    ),
    "QHIT": strategy(
        "急所への一撃",
        {"red": 1},
        "quick",
        targets=ANY_UNIT,
        effect={"power": -1000},
        duration="turn",
    ),
    "QPUMP": strategy(
        "ルビー・ソウル",
        {"red": 1},
        "quick",
        targets=own_unit_target(),
        effect={"power": 2000},
        duration="turn",
    ),
    "BPUMP": strategy(
        "戦場の雄叫び",
        {"red": 1},
        "battle",
        targets=own_unit_target(),
        effect={"power": 2000},
        duration="turn",
    ),
    "BPUMP3": strategy(
        "サファイア・ソウル",
        {"red": 1},
        "battle",
        targets=own_unit_target(),
        effect={"power": 3000},
        duration="turn",
    ),
    "HASTE": unit("爆砕の魔炎パーン", {"red": 1, "colourless": 1}, 2000, haste=True),
    "REVIVE": strategy(
        "幻影の呼び声",
        {"black": 1, "colourless": 1},
        "normal",
        targets=[{"zone": "graveyard", "whose": "own", "type": "unit", "count": 1}],
    ),
    "FREEZE": strategy("氷結の吐息", {"blue": 1}, "quick", targets=ANY_UNIT),
    "FORT": base(
        "歴戦の城砦",
        {"red": 1, "colourless": 1},
        abilities=[
            {
                "id": "fort",
                "kind": "static",
                "targets": [
                    {"zone": "battle", "whose": "own", "type": "unit", "colour": "red", "line": "same"}
                ],
                "effect": {"power": 2000},
            }
        ],
    ),
    "BLESS": strategy(
        "天使の祝福",
        {"white": 1, "colourless": 1},
        "normal",
        effect={"power": 2000},
        duration="turn",
    ),
    "SUP": unit(
        "支援の旗手",
        {"white": 1, "colourless": 1},
        2000,
        abilities=[
            {
                "id": "support",
                "kind": "static",
                "keywords": {"support": 1000},
                "targets": [{"zone": "battle", "whose": "own", "type": "unit", "line": "same"}],
                "effect": {"power": 1000},
            }
        ],
    ),
    "ACC": unit("加速の突撃兵", {"red": 1, "colourless": 1}, 4000, accel=True),
    "ACC2": unit("加速の斥候", {"red": 1}, 2000, accel=True),
    "MIASMA": base(
        "瘴気の溪谷",
        {"black": 1, "colourless": 1},
        abilities=[
            {
                "id": "miasma",
                "kind": "static",
                "targets": [{"zone": "battle", "whose": "opponent", "type": "unit", "line": "same"}],
                "effect": {"power": -1000},
            }
        ],
    ),
    "SHINE": unit(
        "シャイニングテイル・ドラゴン",
        {"red": 1, "colourless": 2},
        3000,
        abilities=[
            {
                "id": "won",
                "kind": "triggered",
                "trigger": {"event": "battle_won", "card": "self"},
                "effect": {"smash_top": 1},
            }
        ],
    ),
    "MASU": strategy("益々繁盛", {"green": 1, "colourless": 1}, "normal", effect={"draw": 2}),
    "ARROW": unit(
        "聖騎士ホーリー・アロー",
        {"white": 1, "colourless": 1},
        2000,
        abilities=[
            {
                "id": "arrow",
                "kind": "triggered",
                "trigger": {"event": "was_attacked", "card": "self"},
                "duration": "turn",
                "effect": {"power": 3000},
            }
        ],
    ),
    "GLEN": unit("グレン・リベット", {"red": 1}, 2000, timing="battle"),
    "EVIL": unit("イビルアイ・シャーマン", {"black": 1, "colourless": 1}, 3000, sokushi=3),
    "ENDD": unit(
        "夕暮れの語り部",
        {"red": 1},
        1000,
        abilities=[
            {
                "id": "end",
                "kind": "triggered",
                "trigger": {"event": "turn_end", "card": "self"},
                "effect": {"draw": 1},
            }
        ],
    ),
    "KJ3": unit("禁断の魔竜", {"red": 1, "colourless": 3}, 6000, kinju=3),
    "KJ2": unit("禁断の魔獣", {"red": 1, "colourless": 2}, 5000, kinju=2),
    "KJ1": unit("禁断の魔兵", {"red": 1, "colourless": 1}, 4000, kinju=1),
    "HPICK": strategy(
        "心の略奪者", {"black": 1, "colourless": 1}, "normal", effect={"hand_pick": {"type": "unit"}}
    ),
    "DESP": strategy("絶望の暗闇", {"black": 1, "colourless": 1}, "normal", effect={"discard": 2}),
    "LOCK": unit(
        "沈黙の番人",
        {"red": 1},
        2000,
        abilities=[{"id": "lock", "kind": "static", "effect": {"no_draw": "own"}}],
    ),
    "CRYS": unit(
        "水晶の語り部",
        {"blue": 1},
        1000,
        abilities=[
            {
                "id": "draw",
                "kind": "triggered",
                "trigger": {"event": "placed", "card": "self", "from": "hand"},
                "effect": {"draw": 1},
            }
        ],
    ),
    "BFA": unit(
        "バトルフィールド・エンジェル",
        {"white": 1},
        1000,
        abilities=[
            {
                "id": "angel",
                "kind": "triggered",
                "trigger": {"event": "placed", "card": "self", "from": "hand"},
                "targets": [{"zone": "battle", "type": "unit", "count": 1, "line": "same"}],
                "duration": "turn",
                "effect": {"smash": -1},
            }
        ],
    ),
    "SWAP": strategy(
        "一斉前進",
        {"red": 1, "colourless": 1},
        "normal",
        targets=[{"zone": "battle", "whose": "own", "type": "unit", "count": 2, "up_to": True}],
    ),
    "LION": unit(
        "待ち受ける獅子",
        {"red": 1, "colourless": 1},
        3000,
        abilities=[
            {
                "id": "advance",
                "kind": "triggered",
                "trigger": {"event": "recovery_start", "whose": "own"},
                "optional": True,
            }
        ],
    ),
    "MINE": base(
        "地雷原の迷宮",
        {"red": 1, "colourless": 1},
        abilities=[
            {
                "id": "mine",
                "kind": "triggered",
                "trigger": {"event": "damaged", "type": "unit", "line": "same", "source": "other"},
                "effect": {"damage": 2000},
            }
        ],
    ),
    "SHOT": strategy("炎の矢", {"red": 1}, "normal", targets=ANY_UNIT, effect={"damage": 2000}),
    "THUNDER": strategy(
        "神々の雷",
        {"red": 1},
        "quick",
        targets=[{"zone": "base", "type": "base", "count": 1}],
        effect={"destroy": True},
    ),
    "BOTH": strategy("分かち合う知恵", {"red": 1}, "normal", effect={"each_player_draws": 1}),
}


# ---------------------------------------------------------------- positions


def c(iid, card, **kw):
    return {"iid": iid, "card": card, **kw}


def fr(seat, n, card=FILLER, prefix="e"):
    return [c(f"{seat}:{prefix}{i}", card) for i in range(1, n + 1)]


def side(
    seat,
    *,
    hand=3,
    hand_cards=(),
    energy=None,
    squares=(),
    graveyard=(),
    smash=1,
    smash_cards=(),
    plan=None,
    remove=(),
    deck=None,
    deck_order=None,
):
    """One seat's zones; the deck (or, when `deck` is given, the hand) takes what the other zones leave."""
    energy = fr(seat, 4) if energy is None else list(energy)
    squares = list(squares)
    attached = sum(len(sq.get("under", [])) + len(sq.get("linked", [])) for sq in squares)
    elsewhere = len(energy) + len(squares) + attached + len(graveyard) + smash + len(remove)
    if deck is None:
        deck = DECK_SIZE - elsewhere - hand
    else:
        hand = DECK_SIZE - elsewhere - deck
    assert deck >= 0 and hand >= len(hand_cards), (seat, deck, hand)
    zones = {
        "deck": {"count": deck},
        "plan": plan,
        "hand": {"count": hand, "cards": list(hand_cards)},
        "energy": energy,
        "smash": {"count": smash, "cards": list(smash_cards)},
        "graveyard": list(graveyard),
        "remove": list(remove),
        "squares": squares,
    }
    if deck_order is not None:
        zones["deck_order_determined"] = deck_order
    return zones


def snap(p1, p2, *, turn=5, phase="main", active="P1", drawn=1, energy=1, priority=None):
    this_turn = {"priority": priority or active}
    if phase != "release":
        this_turn["drawn"] = drawn
    if phase not in ("release", "draw"):
        this_turn["energy"] = energy
    return {
        "turn": turn,
        "phase": phase,
        "turn_players": [active],
        "this_turn": this_turn,
        "players": {"P1": p1, "P2": p2},
    }


# ---------------------------------------------------------------- entries


def E(turn, phase, actor, act, step=None, **args):
    entry = {"turn": turn, "phase": phase, "actor": actor, "act": act}
    if step:
        entry["step"] = step
    if args:
        entry["args"] = args
    return entry


def m(actor, act, **args):
    return E(5, "main", actor, act, **args)


def b(step, actor, act, **args):
    return E(5, "main", actor, act, step=step, **args)


def attack(unit_iid, to, pay):
    """A move into an enemy unit's square and its resolution: the battle occurs."""
    return [m("P1", "move", unit=unit_iid, to=to, pay=pay), m(None, "resolve")]


def plan_create(pay, seat="P1"):
    return [m(seat, "plan_create", pay=[pay]), m(None, "resolve", card=c(f"{seat}:pl", FILLER))]


# ---------------------------------------------------------------- scenario assembly

SCENARIOS: list[dict] = []


def _cards_of(obj, seats):
    """Card ids bound to each owner's instances anywhere in a log fragment (distinct instances)."""
    if isinstance(obj, dict):
        if "iid" in obj and isinstance(obj.get("iid"), str) and obj.get("card"):
            owner = obj["iid"].split(":", 1)[0]
            seats.setdefault(owner, {}).setdefault(obj["card"], set()).add(obj["iid"])
        for value in obj.values():
            _cards_of(value, seats)
    elif isinstance(obj, list):
        for value in obj:
            _cards_of(value, seats)


def decklists(parts, extra=None):
    seats: dict = {}
    for part in parts:
        _cards_of(part, seats)
    lists = {}
    for seat in ("P1", "P2"):
        main = {card: len(iids) for card, iids in seats.get(seat, {}).items()}
        for card, n in ((extra or {}).get(seat) or {}).items():
            main[card] = max(main.get(card, 0), n)
        main[FILLER] = main.get(FILLER, 0) + DECK_SIZE - sum(main.values())
        assert main[FILLER] >= 0, (seat, main)
        lists[seat] = {"main": dict(sorted(main.items()))}
    return lists


def log(snapshot, entries, decks, options=None, cards_used=None):
    header = {
        "format": "judgelog/1",
        "game": SLUG,
        "rules_version": "19.00",
        "variant": "constructed",
        "players": [{"seat": "P1", "name": "先攻のプレイヤー"}, {"seat": "P2", "name": "後攻のプレイヤー"}],
        "first_player": "P1",
        "cards": {cid: CARDS[cid] for cid in sorted(cards_used)},
        "decklists": decks,
    }
    if options is not None:
        header["options"] = options
    if snapshot is not None:
        header["snapshot"] = snapshot
    numbered = [{"seq": i, **entry} for i, entry in enumerate(entries, 1)]
    return {"header": header, "entries": numbered}


def scenario(
    short,
    title_ja,
    title_en,
    situation,
    ruling,
    clauses,
    *,
    legal,
    disputed,
    snapshot=None,
    disputed_snapshot=None,
    printed_example=None,
    options=None,
    disputed_options=None,
    extra=None,
    disputed_extra=None,
):
    """`legal` and `disputed` are entry lists; both logs share the snapshot unless one is given apart."""
    d_snap = snapshot if disputed_snapshot is None else disputed_snapshot
    d_opts = options if disputed_options is None else disputed_options
    parts = [snapshot, legal, d_snap, disputed]
    decks = decklists(parts, extra)
    d_decks = decks if disputed_extra is None else decklists(parts, disputed_extra)
    used = set(decks["P1"]["main"]) | set(decks["P2"]["main"]) | set(d_decks["P1"]["main"])
    used |= set(d_decks["P2"]["main"])
    sid = PREFIX + short
    doc = {
        "id": sid,
        "title_ja": title_ja,
        "title_en": title_en,
        "situation": situation,
        "ruling": ruling,
        "clauses": [f"{SLUG}:{n}" for n in clauses],
    }
    if printed_example:
        doc["printed_example"] = printed_example
    doc["legal"] = log(copy.deepcopy(snapshot), legal, decks, options, used)
    doc[ruling] = log(copy.deepcopy(d_snap), disputed, d_decks, d_opts, used)
    SCENARIOS.append(doc)


# ================================================================ the scenarios
# Part 4: abilities — triggers, their order, optional ones, replacement, last information.

P1E = ["P1:e1", "P1:e2", "P1:e3", "P1:e4"]
P2E = ["P2:e1", "P2:e2", "P2:e3", "P2:e4"]

scenario(
    "trigger-order-after-spell",
    "効果で同時に墓地に置かれた両者の誘発はアクティブプレイヤーの分から",
    "Triggers of both players from one spell: the active player's go on the stack first",
    "P1 (active) plays 大地震 and puts its own 玩具商人ペンギン・ポー and P2's スパイク・ガールズ into their graveyards "
    "at once. Both 'when this card is put from a square into the graveyard' abilities trigger. P2 says its "
    "discard goes on the stack first because it is the responding player; P1 says its draw goes first.",
    "illegal",
    ["4.8.3"],
    printed_example="4.8.3",
    snapshot=snap(
        side("P1", squares=[c("P1:pen", "PEN", square="B21")]),
        side("P2", squares=[c("P2:spk", "SPK", square="B22")]),
    ),
    legal=[
        m("P1", "play", card=c("P1:q", "QUAKE"), pay=P1E[:2], targets=["P1:pen", "P2:spk"]),
        m(None, "resolve"),
        m(
            None,
            "effect",
            source="P1:q",
            moves=[{"card": "P1:pen", "to": "graveyard"}, {"card": "P2:spk", "to": "graveyard"}],
        ),
        m("P1", "trigger", card="P1:pen", ability="draw"),
        m("P2", "trigger", card="P2:spk", ability="discard"),
    ],
    disputed=[
        m("P1", "play", card=c("P1:q", "QUAKE"), pay=P1E[:2], targets=["P1:pen", "P2:spk"]),
        m(None, "resolve"),
        m(
            None,
            "effect",
            source="P1:q",
            moves=[{"card": "P1:pen", "to": "graveyard"}, {"card": "P2:spk", "to": "graveyard"}],
        ),
        m("P2", "trigger", card="P2:spk", ability="discard"),
        m("P1", "trigger", card="P1:pen", ability="draw"),
    ],
)

_opt_snap = snap(
    side("P1", energy=fr("P1", 2, "FB", "b") + fr("P1", 2)),
    side("P2"),
)
scenario(
    "optional-trigger-still-goes-on-stack",
    "「引いてもよい」誘発も自動的にスタックに乗り、選択は解決時",
    "An optional trigger still goes on the stack; the choice is made on resolution",
    "P1 plays 水晶碧の魔女 (when it is put from the hand into a square, you may draw a card). P1 says it does not "
    "want to draw, so the ability never goes on the stack, and goes straight on to create its plan zone. "
    "P2 asks whether the ability had to be put on the stack first.",
    "illegal",
    ["4.8.5", "4.8.2"],
    snapshot=_opt_snap,
    legal=[
        m("P1", "play", card=c("P1:w", "OPT"), to="B12", pay=["P1:b1"]),
        m(None, "resolve"),
        m("P1", "trigger", card="P1:w", ability="draw"),
        m(None, "resolve", declined=True),
        *plan_create("P1:e1"),
    ],
    disputed=[
        m("P1", "play", card=c("P1:w", "OPT"), to="B12", pay=["P1:b1"]),
        m(None, "resolve"),
        *plan_create("P1:e1"),
    ],
)

_tower_snap = snap(
    side(
        "P1",
        energy=fr("P1", 4),
        squares=[c("P1:tower", "TOWER", square="P1-1"), c("P1:u", FILLER, square="B21")],
    ),
    side("P2", squares=[c("P2:v", "RU3", square="B31")]),
)
_battle_u_v = [
    *attack("P1:u", "B31", ["P1:e1"]),
    b("battle1", None, "exchange", damage={}),
    b("battle1", None, "resolve"),
    b("battle2", None, "exchange", damage={"P1:u": 3000, "P2:v": 1000}),
    b("battle2", None, "resolve"),
]
scenario(
    "tower-replaces-destruction-in-battle",
    "大地の塔と同じラインで破壊されたユニットはエネルギーゾーンへ",
    "A unit destroyed in battle in 大地の塔's line goes to the energy zone instead",
    "P1 controls 大地の塔 (when your unit in this card's line would be put into the graveyard, put it into its "
    "owner's energy zone instead) in its left base square. P1's 1000-power unit moves from B21 into P2's "
    "unit in B31 and is destroyed by 3000 battle damage. P1 puts it into the graveyard, forgetting the tower; "
    "P2 does not object.",
    "illegal",
    ["4.15.2", "4.15.3"],
    snapshot=_tower_snap,
    legal=[*_battle_u_v, b("battle2", None, "rule_effect", card="P1:u", to="energy", replaced_by="P1:tower")],
    disputed=[*_battle_u_v, b("battle2", None, "rule_effect", card="P1:u")],
)

_tower_pen_snap = snap(
    side(
        "P1",
        squares=[c("P1:tower", "TOWER", square="P1-1"), c("P1:pen", "PEN", square="B21")],
    ),
    side("P2", squares=[c("P2:v", "RU3", square="B31")]),
)
_battle_pen = [
    *attack("P1:pen", "B31", ["P1:e1"]),
    b("battle1", None, "exchange", damage={}),
    b("battle1", None, "resolve"),
    b("battle2", None, "exchange", damage={"P1:pen": 3000, "P2:v": 2000}),
    b("battle2", None, "resolve"),
    b("battle2", None, "rule_effect", card="P1:pen", to="energy", replaced_by="P1:tower"),
]
scenario(
    "replaced-destruction-does-not-trigger",
    "置換されて墓地に置かれなかったユニットの「墓地に置かれた時」は誘発しない",
    "A destruction replaced by 大地の塔 does not trigger 'when put into the graveyard'",
    "P1's 玩具商人ペンギン・ポー (when it is put from a square into the graveyard, draw a card) is destroyed in "
    "battle in the line of P1's 大地の塔, which puts it into the energy zone instead. P1 then puts the "
    "ペンギン・ポー draw on the stack, saying it was still destroyed.",
    "illegal",
    ["4.8.7", "4.15.4"],
    printed_example="4.8.7",
    snapshot=_tower_pen_snap,
    legal=_battle_pen,
    disputed=[*_battle_pen, b("battle2", "P1", "trigger", card="P1:pen", ability="draw")],
)

_market_snap = snap(
    side(
        "P1",
        squares=[
            c("P1:mkt", "MARKET", square="P1-2"),
            c("P1:a", FILLER, square="B12"),
            c("P1:b", FILLER, square="B22"),
        ],
    ),
    side("P2"),
    turn=6,
    active="P2",
)


def m6(actor, act, **args):
    return E(6, "main", actor, act, **args)


_market_head = [
    m6("P2", "play", card=c("P2:q", "QUAKE"), pay=P2E[:2], targets=["P1:a", "P1:b"]),
    m6(None, "resolve"),
    m6(
        None,
        "effect",
        source="P2:q",
        moves=[{"card": "P1:a", "to": "graveyard"}, {"card": "P1:b", "to": "graveyard"}],
    ),
]
scenario(
    "market-triggers-once-per-unit",
    "同時に2体が墓地に置かれたら天空のマーケットは2回誘発する",
    "Two units destroyed together trigger 天空のマーケット twice",
    "P1 controls 天空のマーケット (when your unit in this card's line is put into the graveyard, draw a card) and two "
    "units in that line. P2's 大地震 destroys both at once. P1 puts the ability on the stack once, since it was "
    "one event; P2 agrees and play goes on.",
    "illegal",
    ["4.8.6"],
    printed_example="4.8.6",
    snapshot=_market_snap,
    legal=[
        *_market_head,
        m6("P1", "trigger", card="P1:mkt", ability="draw"),
        m6("P1", "trigger", card="P1:mkt", ability="draw"),
        m6(None, "resolve"),
        m6("P1", "draw", count=1, source="P1:mkt"),
        m6(None, "resolve"),
        m6("P1", "draw", count=1, source="P1:mkt"),
    ],
    disputed=[
        *_market_head,
        m6("P1", "trigger", card="P1:mkt", ability="draw"),
        m6(None, "resolve"),
        m6("P1", "draw", count=1, source="P1:mkt"),
    ],
)

_hope_snap = snap(side("P1", deck_order=True), side("P2"))
_hope_head = [m("P1", "play", card=c("P1:hope", "HOPE"), to="B12", pay=["P1:e1"]), m(None, "resolve")]
scenario(
    "deck-order-stays-determined-after-shuffle",
    "一度意図的に決定された山札はシャッフルしても「決定された」まま",
    "A deck once intentionally ordered stays so after a shuffle",
    "Earlier in the duel P2's 濃霧の魔氷フォッグ put one of P1's units on top of P1's deck; later a search "
    "shuffled P1's deck. P1 now plays ただ一つ残された希望 (when it is put into a square, if the order of your "
    "deck's cards has not been intentionally determined in this duel, draw a card) and says the shuffle "
    "reset the deck.",
    "illegal",
    ["6.2.4", "6.2.1"],
    snapshot=_hope_snap,
    legal=[*_hope_head, *plan_create("P1:e2")],
    disputed=[
        *_hope_head,
        m("P1", "trigger", card="P1:hope", ability="hope"),
        m(None, "resolve"),
        m("P1", "draw", count=1, source="P1:hope"),
    ],
)

_geno_snap = snap(
    side("P1"),
    side("P2", squares=[c("P2:a", "RU3", square="B31"), c("P2:b", "RU3", square="B32")]),
)
scenario(
    "one-target-word-no-repeats",
    "ひとつの「対象の」で同じユニットを複数回選べない",
    "One 「対象の」 cannot choose the same unit twice",
    "P1 plays ジェノサイド・カノン (choose up to 3 target units, divide 6000 damage among them) choosing P2's unit "
    "in B31 twice and the one in B32 once, to split the damage 4000/2000 and trigger a damage ability twice. "
    "P2 objects to the repeated target.",
    "illegal",
    ["4.11.5"],
    printed_example="4.11.5",
    snapshot=_geno_snap,
    legal=[
        m(
            "P1",
            "play",
            card=c("P1:g", "GENO"),
            pay=P1E[:3],
            targets=["P2:a", "P2:b"],
            divide={"P2:a": 3000, "P2:b": 3000},
        ),
        m(None, "resolve"),
        m(
            None,
            "effect",
            source="P1:g",
            damage=[{"card": "P2:a", "amount": 3000}, {"card": "P2:b", "amount": 3000}],
        ),
        m(None, "rule_effect", card="P2:a"),
        m(None, "rule_effect", card="P2:b"),
    ],
    disputed=[
        m(
            "P1",
            "play",
            card=c("P1:g", "GENO"),
            pay=P1E[:3],
            targets=["P2:a", "P2:a", "P2:b"],
            divide={"P2:a": 4000, "P2:b": 2000},
        ),
        m(None, "resolve"),
        m(
            None,
            "effect",
            source="P1:g",
            damage=[{"card": "P2:a", "amount": 4000}, {"card": "P2:b", "amount": 2000}],
        ),
        m(None, "rule_effect", card="P2:a"),
    ],
)

_atui_snap = snap(
    side("P1", squares=[c("P1:u", "RU3", square="B21")]),
    side("P2", squares=[c("P2:at", "ATUI", square="B31")]),
)
_atui_battle = [
    *attack("P1:u", "B31", ["P1:e1"]),
    b("battle1", None, "exchange", damage={}),
    b("battle1", None, "resolve"),
    b("battle2", None, "exchange", damage={"P1:u": 2000, "P2:at": 3000}),
    b("battle2", None, "resolve"),
]
scenario(
    "resistance-keeps-off-battle-damage",
    "耐性－赤のユニットは赤のユニットからのバトルダメージを受けない",
    "A unit with 耐性－赤 takes no battle damage from a red unit",
    "P1's red 3000-power unit moves into P2's 海の守り手アトゥイ (2000, 耐性－赤) in B31. The second-step exchange "
    "resolves and P1 puts アトゥイ into the graveyard, saying 耐性 only stops targeting, not battle damage.",
    "illegal",
    ["5.17.3", "5.17.2"],
    snapshot=_atui_snap,
    legal=[*_atui_battle, b("battle_end", None, "rule_effect", card="P1:u")],
    disputed=[*_atui_battle, b("battle2", None, "rule_effect", card="P2:at")],
)

scenario(
    "both-survive-attacker-goes",
    "両方が残ったバトルの終了時に墓地に置かれるのは攻撃したユニット",
    "When both units survive a battle, the attacking unit goes to the graveyard",
    "P1's red 3000-power unit moved into P2's 海の守り手アトゥイ (2000, 耐性－赤); neither was destroyed by the "
    "exchange. At the end of the battle the players agree one must go, and put アトゥイ into the graveyard as "
    "the 'loser' with the lower power.",
    "illegal",
    ["3.14.2", "4.16.4-10"],
    snapshot=_atui_snap,
    legal=[*_atui_battle, b("battle_end", None, "rule_effect", card="P1:u")],
    disputed=[*_atui_battle, b("battle_end", None, "rule_effect", card="P2:at")],
)

_bounce_energy = fr("P1", 2, "FB", "b") + fr("P1", 2)
_recall_snap = snap(
    side("P1", energy=_bounce_energy),
    side("P2", energy=fr("P2", 2, "FB", "b") + fr("P2", 2), squares=[c("P2:v", "RU3", square="B31")]),
)
_recall_head = [
    m("P1", "play", card=c("P1:bo", "BOUNCE"), pay=["P1:b1", "P1:e1"], targets=["P2:v"]),
    m("P1", "pass"),
    m("P2", "play", card=c("P2:rc", "RECALL"), pay=["P2:b1"], targets=["P2:v"]),
    m(None, "resolve"),
    m(None, "effect", source="P2:rc", moves=[{"card": "P2:v", "to": "hand"}]),
]
scenario(
    "spell-without-targets-is-nullified",
    "対象をすべて失ったスペルは無効化される",
    "A spell whose only target has left is nullified",
    "P1 plays ディメンション・ロード on P2's unit in B31. In response P2 returns that unit to its hand with "
    "エマージェンシー・コール. P1 says ディメンション・ロード still resolves (and later wants its effects counted "
    "as having happened).",
    "illegal",
    ["4.9.2-1", "4.11.3"],
    snapshot=_recall_snap,
    legal=[*_recall_head, m(None, "resolve", nullified=True)],
    disputed=[*_recall_head, m(None, "resolve", nullified=False)],
)

_pump_snap = snap(side("P1", squares=[c("P1:pu", "PUMPU", square="B21")]), side("P2"))
_pump_head = [m("P1", "pass"), m("P2", "play", card=c("P2:qh", "QHIT"), pay=["P2:e1"], targets=["P1:pu"])]
_pump_act = [
    m("P1", "activate", card="P1:pu", ability="pump", timing="normal", cost={"red": 1}, pay=["P1:e1"]),
    m(None, "resolve"),
    m(None, "effect", source="P1:pu", power=[{"card": "P1:pu", "amount": 1000}]),
]
scenario(
    "normal-ability-not-in-response",
    "タイミングがノーマルの起動型能力はスタックが空の時だけ",
    "A normal-timing activated ability only with the stack empty",
    "P1 passes in its main phase; P2 plays the quick 急所への一撃 (-1000) on P1's 闘志の戦士. In response P1 "
    "activates the warrior's [赤1]《ノーマル》+1000 ability, saying it is its own turn.",
    "illegal",
    ["4.3.4", "3.8.2-2"],
    snapshot=_pump_snap,
    legal=[
        *_pump_head,
        m(None, "resolve"),
        m(None, "effect", source="P2:qh", power=[{"card": "P1:pu", "amount": -1000}]),
        *_pump_act,
    ],
    disputed=[
        *_pump_head,
        *_pump_act,
        m(None, "resolve"),
        m(None, "effect", source="P2:qh", power=[{"card": "P1:pu", "amount": -1000}]),
    ],
)

# Part 2/3: timing and priority.

_qb_snap = snap(
    side("P1", squares=[c("P1:u", "RU3", square="B21")]),
    side("P2", squares=[c("P2:v", "RU4", square="B31")]),
)


def _pumped_battle(card):
    return [
        *attack("P1:u", "B31", ["P1:e1"]),
        b("battle1", "P1", "play", card=c("P1:p", card), pay=["P1:e2"], targets=["P1:u"]),
        b("battle1", None, "resolve"),
        b("battle1", None, "effect", source="P1:p", power=[{"card": "P1:u", "amount": 2000}]),
        b("battle1", None, "exchange", damage={}),
        b("battle1", None, "resolve"),
        b("battle2", None, "exchange", damage={"P1:u": 4000, "P2:v": 5000}),
        b("battle2", None, "resolve"),
        b("battle2", None, "rule_effect", card="P2:v"),
    ]


scenario(
    "quick-strategy-not-during-battle",
    "バトル中にプレイできるのはタイミングがバトルのカードだけ",
    "Only battle-timing cards can be played during a battle",
    "P1's unit moved into P2's 4000-power unit and a battle occurred. In the first battle step P1 plays the "
    "quick ルビー・ソウル (+2000) on its unit, saying quick cards can be played at any time in the main phase.",
    "illegal",
    ["2.20.3-1", "3.8.3"],
    snapshot=_qb_snap,
    legal=_pumped_battle("BPUMP"),
    disputed=_pumped_battle("QPUMP"),
)

_prio_snap = snap(side("P1", squares=[c("P1:u", "RU3", square="B21")]), side("P2"))
_prio_head = [m("P1", "play", card=c("P1:n", FILLER), to="B11", pay=["P1:e1"]), m(None, "resolve")]
_prio_hit = [
    m("P2", "play", card=c("P2:qh", "QHIT"), pay=["P2:e1"], targets=["P1:u"]),
    m(None, "resolve"),
    m(None, "effect", source="P2:qh", power=[{"card": "P1:u", "amount": -1000}]),
]
scenario(
    "non-active-player-waits-for-a-pass",
    "非アクティブプレイヤーはアクティブプレイヤーが優先権を放棄してから",
    "The non-active player acts only after the active player passes priority",
    "P1's unit has just resolved into B11. Before P1 says anything, P2 plays the quick 急所への一撃 on P1's unit in "
    "B21, saying a quick card can be played whenever the stack is empty. P1 wanted to play another card first.",
    "illegal",
    ["4.6.2", "1.1.5"],
    snapshot=_prio_snap,
    legal=[*_prio_head, m("P1", "pass"), *_prio_hit],
    disputed=[*_prio_head, *_prio_hit],
)

_plan_snap = snap(
    side(
        "P1",
        plan=c("P1:pl", "QPUMP"),
        hand_cards=[c("P1:qh", "QPUMP")],
        squares=[c("P1:u", "RU3", square="B21")],
    ),
    side("P2"),
)


def _plan_response(card_iid, origin):
    return [
        m("P1", "pass"),
        m("P2", "play", card=c("P2:qh", "QHIT"), pay=["P2:e1"], targets=["P1:u"]),
        m(
            "P1",
            "play",
            card=card_iid,
            **({"from": origin} if origin else {}),
            pay=["P1:e1"],
            targets=["P1:u"],
        ),
        m(None, "resolve"),
        m(None, "effect", source=card_iid, power=[{"card": "P1:u", "amount": 2000}]),
        m(None, "resolve"),
        m(None, "effect", source="P2:qh", power=[{"card": "P1:u", "amount": -1000}]),
    ]


scenario(
    "plan-zone-card-only-at-normal-timing",
    "プランゾーンのカードはクイックでもノーマルのタイミングでしかプレイできない",
    "A card in the plan zone is played only at normal timing, even a quick one",
    "P2 plays 急所への一撃 on P1's unit during P1's main phase. In response P1 plays ルビー・ソウル (quick) from its "
    "plan zone, saying a quick card is quick wherever it is.",
    "illegal",
    ["3.8.2-5", "2.20.3-1"],
    snapshot=_plan_snap,
    legal=_plan_response("P1:qh", "hand"),
    disputed=_plan_response("P1:pl", "plan"),
)

_draw_plan_snap = snap(
    side("P1", plan=c("P1:pl", "RU3")),
    side("P2"),
    turn=7,
    phase="draw",
    drawn=0,
)
scenario(
    "draw-takes-the-plan-card",
    "プランゾーンがある時のドローはプランゾーンのカードを引く",
    "With a card in the plan zone, the draw takes that card",
    "P1's plan zone shows 赤の歩兵 face up. In its draw phase P1 draws the face-down card under it, saying "
    "the plan zone is a separate zone and stays for a later play.",
    "illegal",
    ["2.23.3-1", "2.23.3-2"],
    printed_example="2.23.3-2",
    snapshot=_draw_plan_snap,
    legal=[E(7, "draw", "P1", "draw", cards=["P1:pl"])],
    disputed=[E(7, "draw", "P1", "draw", cards=[c("P1:d1", FILLER)])],
)

# Part 5 keywords and moves.

_haste_snap = snap(
    side(
        "P1",
        energy=fr("P1", 1, "FK", "k") + fr("P1", 3),
        graveyard=[c("P1:h", "HASTE")],
        squares=[c("P1:u", "RU3", square="B11")],
    ),
    side("P2"),
)
_haste_head = [
    m("P1", "play", card=c("P1:rv", "REVIVE"), pay=["P1:k1", "P1:e1"], targets=["P1:h"]),
    m(None, "resolve"),
    m(
        None,
        "effect",
        source="P1:rv",
        moves=[{"card": "P1:h", "from": "graveyard", "to": "B12", "frozen": True}],
    ),
]
scenario(
    "haste-only-for-its-own-play",
    "効果でフリーズ状態で置かれた速攻ユニットはリリース状態にならない",
    "A 速攻 unit put into a square frozen by an effect stays frozen",
    "P1's 幻影の呼び声 puts 爆砕の魔炎パーン (速攻) from P1's graveyard into B12 frozen, as the card says. P1 then "
    "moves it, saying 速攻 units always come in released.",
    "illegal",
    ["5.1.2-1", "4.7.3-1"],
    printed_example="5.1.2-1",
    snapshot=_haste_snap,
    legal=[*_haste_head, m("P1", "move", unit="P1:u", to="B21", pay=["P1:e2"]), m(None, "resolve")],
    disputed=[*_haste_head, m("P1", "move", unit="P1:h", to="B22", pay=["P1:e2"]), m(None, "resolve")],
)

_frz_snap = snap(
    side("P1", squares=[c("P1:u", "RU3", square="B21")]),
    side("P2", energy=fr("P2", 2, "FB", "b") + fr("P2", 2)),
)
_frz_head = [
    m("P1", "move", unit="P1:u", to="B22", pay=["P1:e1"]),
    m("P1", "pass"),
    m("P2", "play", card=c("P2:fz", "FREEZE"), pay=["P2:b1"], targets=["P1:u"]),
    m(None, "resolve"),
    m(None, "effect", source="P2:fz", freeze=["P1:u"]),
]
scenario(
    "frozen-before-its-move-resolves",
    "移動の解決前にフリーズされたユニットの移動は適正のまま",
    "A unit frozen before its move resolves still moves",
    "P1 declares a move of its unit from B21 to B22. In response P2 freezes that unit with 氷結の吐息. P2 says "
    "the move fails because only a released unit may move.",
    "illegal",
    ["4.9.3-1"],
    printed_example="4.9.3-1",
    snapshot=_frz_snap,
    legal=[*_frz_head, m(None, "resolve")],
    disputed=[*_frz_head, m(None, "resolve", nullified=True)],
)

_en_snap = snap(side("P1"), side("P2"), phase="energy", energy=0)
scenario(
    "energy-card-only-in-energy-phase",
    "エネルギーゾーンへのカードの配置はエネルギーフェイズだけ",
    "A card goes into the energy zone only in the energy phase",
    "P1 forgot to put a card into its energy zone in its energy phase. In the main phase, after playing a "
    "unit, P1 puts a card from its hand into the energy zone, saying it has not used this turn's one yet.",
    "illegal",
    ["3.7.1"],
    snapshot=_en_snap,
    legal=[
        E(5, "energy", "P1", "energy", card=c("P1:n", FILLER)),
        m("P1", "play", card=c("P1:x", "RU2"), to="B11", pay=["P1:e1"]),
        m(None, "resolve"),
    ],
    disputed=[
        m("P1", "play", card=c("P1:x", "RU2"), to="B11", pay=["P1:e1"]),
        m(None, "resolve"),
        m("P1", "energy", card=c("P1:n", FILLER)),
    ],
)

_smash_pay_snap = snap(
    side("P1", smash=2, smash_cards=[c("P1:s1", None), c("P1:s2", None)]),
    side("P2"),
)
scenario(
    "smash-zone-pays-colourless-only",
    "スマッシュゾーンのカードは無色のコストにしか使えない",
    "Smash-zone cards pay only colourless costs",
    "P1 plays 赤の歩兵 (cost 赤1 無色1) freezing its two smash-zone cards, keeping its red energy for later. "
    "P1 says smash cards were red cards in its deck.",
    "illegal",
    ["1.2.3-1", "1.2.3-2"],
    snapshot=_smash_pay_snap,
    legal=[m("P1", "play", card=c("P1:n", "RU3"), to="B11", pay=["P1:e1", "P1:s1"]), m(None, "resolve")],
    disputed=[m("P1", "play", card=c("P1:n", "RU3"), to="B11", pay=["P1:s1", "P1:s2"]), m(None, "resolve")],
)

_smash_snap = snap(
    side("P1", squares=[c("P1:u", FILLER, square="B32")]),
    side("P2"),
    phase="smash",
)
scenario(
    "enemy-area-smash-adds-one",
    "敵軍エリアからのスマッシュはスマッシュ+1枚",
    "A smash from the enemy area moves smash + 1 cards",
    "P1's unit with smash 1 stands in P1's enemy area (B32). In the smash phase P1 freezes it to smash and P2 "
    "puts one card from the top of its deck into its smash zone.",
    "illegal",
    ["3.9.1"],
    snapshot=_smash_snap,
    legal=[E(5, "smash", "P1", "smash", unit="P1:u", count=2)],
    disputed=[E(5, "smash", "P1", "smash", unit="P1:u", count=1)],
)

# Part 4 chapters 5 and 14: static and continuous effects.

_fort_snap = snap(
    side("P1", squares=[c("P1:fort", "FORT", square="P1-1"), c("P1:u", "RU2", square="B21")]),
    side("P2", squares=[c("P2:v", "RU3", square="B31")]),
)


def _fort_battle(damage, destroyed):
    return [
        *attack("P1:u", "B31", ["P1:e1"]),
        b("battle1", None, "exchange", damage={}),
        b("battle1", None, "resolve"),
        b("battle2", None, "exchange", damage=damage),
        b("battle2", None, "resolve"),
        b("battle2", None, "rule_effect", card=destroyed),
    ]


scenario(
    "static-bonus-counts-in-battle-damage",
    "歴戦の城砦の修整はバトルダメージにも含まれる",
    "歴戦の城砦's bonus is part of the power that deals battle damage",
    "P1 controls 歴戦の城砦 (your red units in this card's line get +2000) in its left base square. P1's red "
    "2000-power unit moves into P2's 3000-power unit in that line. The players fix the exchange at 2000 "
    "damage, saying the castle only helps the unit defend, and P1's unit is put into the graveyard.",
    "illegal",
    ["4.5.2", "4.14.2", "3.13.2"],
    snapshot=_fort_snap,
    legal=_fort_battle({"P2:v": 4000, "P1:u": 3000}, "P2:v"),
    disputed=_fort_battle({"P2:v": 2000, "P1:u": 3000}, "P1:u"),
)

_bless_snap = snap(
    side("P1", energy=fr("P1", 1, "FW", "w") + fr("P1", 3), squares=[c("P1:a", "RU2", square="B11")]),
    side("P2"),
)
_bless_head = [
    m("P1", "play", card=c("P1:bl", "BLESS"), pay=["P1:w1", "P1:e1"]),
    m(None, "resolve"),
    m(None, "effect", source="P1:bl", power=[{"card": "P1:a", "amount": 2000}]),
    m("P1", "play", card=c("P1:n", "RU2"), to="B12", pay=["P1:e2"]),
    m(None, "resolve"),
]
scenario(
    "spell-bonus-misses-later-units",
    "天使の祝福の解決後に置かれたユニットは修整を受けない",
    "A unit placed after 天使の祝福 resolved does not get its bonus",
    "P1 resolves 天使の祝福 (your units in your home area get +2000 until end of turn), then plays another unit "
    "into its home area and counts it as a 4000-power unit too, since it is in the blessed area.",
    "illegal",
    ["4.14.3-2"],
    printed_example="4.14.3-2",
    snapshot=_bless_snap,
    legal=_bless_head,
    disputed=[*_bless_head, m(None, "effect", source="P1:bl", power=[{"card": "P1:n", "amount": 2000}])],
)

_sup_snap = snap(
    side("P1", squares=[c("P1:sp", "SUP", square="B21")]),
    side("P2", squares=[c("P2:v", "RU2", square="B31")]),
)
_sup_battle = [
    *attack("P1:sp", "B31", ["P1:e1"]),
    b("battle1", None, "exchange", damage={}),
    b("battle1", None, "resolve"),
    b("battle2", None, "exchange", damage={"P1:sp": 2000, "P2:v": 3000}),
    b("battle2", None, "resolve"),
]
scenario(
    "support-counts-its-own-card",
    "支援－同じラインは自身も含む",
    "支援－同じライン includes the card itself",
    "P1's 支援の旗手 (2000, 支援－同じライン+1000) moves into P2's 2000-power unit. The exchange deals 2000 to the "
    "旗手 and 3000 to P2's unit; P2 says 支援 only helps other units, so the 旗手 is destroyed too.",
    "illegal",
    ["5.5.2-1", "4.16.4-5"],
    snapshot=_sup_snap,
    legal=[*_sup_battle, b("battle2", None, "rule_effect", card="P2:v")],
    disputed=[
        *_sup_battle,
        b("battle2", None, "rule_effect", card="P1:sp"),
        b("battle2", None, "rule_effect", card="P2:v"),
    ],
)

# Part 3 chapters 11-14: the battle.

_acc_snap = snap(
    side("P1", squares=[c("P1:ac", "ACC", square="B21")]),
    side("P2", squares=[c("P2:v", "RU5", square="B31")]),
)
_acc_head = [
    *attack("P1:ac", "B31", ["P1:e1"]),
    b("battle1", None, "exchange", damage={"P2:v": 4000}),
    b("battle1", None, "resolve"),
]
scenario(
    "accel-damage-only-once",
    "加速を持つユニットは第2バトルステップでダメージを与えない",
    "A 加速 unit that dealt damage in the first step deals none in the second",
    "P1's 加速の突撃兵 (4000, 加速) attacks P2's 5000-power unit and deals 4000 in the first battle step. In the "
    "second step the players put both units' damage on the stack, saying every unit deals damage there.",
    "illegal",
    ["5.4.2", "3.13.2"],
    snapshot=_acc_snap,
    legal=[
        *_acc_head,
        b("battle2", None, "exchange", damage={"P1:ac": 5000}),
        b("battle2", None, "resolve"),
        b("battle2", None, "rule_effect", card="P1:ac"),
    ],
    disputed=[
        *_acc_head,
        b("battle2", None, "exchange", damage={"P1:ac": 5000, "P2:v": 4000}),
        b("battle2", None, "resolve"),
        b("battle2", None, "rule_effect", card="P1:ac"),
        b("battle2", None, "rule_effect", card="P2:v"),
    ],
)

_fix_snap = snap(
    side("P1", squares=[c("P1:a", "ACC2", square="B21")]),
    side("P2", squares=[c("P2:v", "ACC", square="B31")]),
)
_fix_head = [
    *attack("P1:a", "B31", ["P1:e1"]),
    b("battle1", None, "exchange", damage={"P1:a": 4000, "P2:v": 2000}),
    b("battle1", "P1", "play", card=c("P1:bp", "BPUMP3"), pay=["P1:e2"], targets=["P1:a"]),
    b("battle1", None, "resolve"),
    b("battle1", None, "effect", source="P1:bp", power=[{"card": "P1:a", "amount": 3000}]),
    b("battle1", None, "resolve"),
]
scenario(
    "battle-damage-fixed-on-the-stack",
    "バトルダメージはスタックに乗った時点で固定される",
    "Battle damage is fixed when the exchange goes on the stack",
    "P1's 加速 2000-power unit and P2's 加速 4000-power unit fight; the first-step exchange goes on the stack "
    "(2000 to P2's unit, 4000 to P1's). P1 then plays サファイア・ソウル (+3000) on its unit. When the exchange "
    "resolves P1 says its unit now deals 5000 and puts P2's unit into the graveyard.",
    "illegal",
    ["3.12.4-1"],
    printed_example="3.12.4-1",
    snapshot=_fix_snap,
    legal=[
        *_fix_head,
        b("battle2", None, "exchange", damage={}),
        b("battle2", None, "resolve"),
        b("battle_end", None, "rule_effect", card="P1:a"),
    ],
    disputed=[*_fix_head, b("battle1", None, "rule_effect", card="P2:v")],
)

_central_snap = snap(side("P1"), side("P2"))
_central_head = [m("P1", "play", card=c("P1:n", "RU3"), to="B22", pay=["P1:e1", "P1:e2"]), m(None, "resolve")]
scenario(
    "central-play-without-battle-dies",
    "バトルの起きない中央エリアにプレイされたユニットは墓地へ",
    "A unit played into an empty central square is put into the graveyard",
    "P1 plays 赤の歩兵 directly into the empty central square B22, hoping to smash from there next turn, and "
    "goes on to create its plan zone.",
    "illegal",
    ["4.16.4-8", "2.20.1-6"],
    snapshot=_central_snap,
    legal=[*_central_head, m(None, "rule_effect", card="P1:n"), *plan_create("P1:e3")],
    disputed=[*_central_head, *plan_create("P1:e3")],
)

_central_b_snap = snap(side("P1"), side("P2", squares=[c("P2:v", FILLER, square="B22")]))
_central_b_head = [
    m("P1", "play", card=c("P1:n", "RU5"), to="B22", pay=P1E[:3]),
    m(None, "resolve"),
    b("battle1", None, "exchange", damage={}),
    b("battle1", None, "resolve"),
    b("battle2", None, "exchange", damage={"P1:n": 1000, "P2:v": 5000}),
    b("battle2", None, "resolve"),
    b("battle2", None, "rule_effect", card="P2:v"),
]
scenario(
    "central-play-winner-still-dies",
    "中央エリアにプレイしたユニットはバトルに勝ってもバトル終了時に墓地へ",
    "A unit played into the central area goes to the graveyard at the end of its battle, even as the winner",
    "P1 plays 赤の巨兵 (5000) into B22, where P2's 1000-power unit stands, and wins the battle. P1 says the "
    "central-area rule only applies when no battle occurs, keeps the unit and creates its plan zone.",
    "illegal",
    ["3.14.2-1", "4.16.4-9"],
    snapshot=_central_b_snap,
    legal=[*_central_b_head, b("battle_end", None, "rule_effect", card="P1:n"), *plan_create("P1:e4")],
    disputed=[*_central_b_head, *plan_create("P1:e4")],
)

_miasma_snap = snap(
    side("P1"),
    side(
        "P2",
        energy=fr("P2", 1, "FK", "k") + fr("P2", 3),
        squares=[c("P2:mi", "MIASMA", square="P2-3"), c("P2:ha", "ARROW", square="B21")],
    ),
)
_miasma_head = [
    m("P1", "play", card=c("P1:n", FILLER), to="B21", pay=["P1:e1"]),
    m(None, "resolve"),
    m(None, "rule_effect", card="P1:n"),
]
scenario(
    "miasma-no-battle-no-attacked-trigger",
    "瘴気の溪谷でパワー0になったユニットとはバトルが発生せず「攻撃された時」も誘発しない",
    "No battle occurs with a unit 瘴気の溪谷 brought to power 0, so 'when attacked' does not trigger",
    "P2 controls 瘴気の溪谷 (your opponent's units in this card's line get -1000) and 聖騎士ホーリー・アロー (when "
    "this card is attacked, +3000 until end of turn) in B21 of that line. P1 plays a 1000-power unit into B21; "
    "it goes to the graveyard at power 0. P2 still puts the アロー's ability on the stack, saying its unit "
    "was attacked when the unit was placed.",
    "illegal",
    ["3.12.1", "3.11.1-1", "4.16.4-3-2"],
    printed_example="3.12.1",
    snapshot=_miasma_snap,
    legal=[*_miasma_head, *plan_create("P1:e2")],
    disputed=[*_miasma_head, m("P2", "trigger", card="P2:ha", ability="arrow")],
)

_shine_snap = snap(
    side("P1", squares=[c("P1:sh", "SHINE", square="B21")]),
    side("P2", squares=[c("P2:v", "RU3", square="B31")]),
)
_shine_battle = [
    *attack("P1:sh", "B31", ["P1:e1"]),
    b("battle1", None, "exchange", damage={}),
    b("battle1", None, "resolve"),
    b("battle2", None, "exchange", damage={"P1:sh": 3000, "P2:v": 3000}),
    b("battle2", None, "resolve"),
    b("battle2", None, "rule_effect", card="P1:sh"),
    b("battle2", None, "rule_effect", card="P2:v"),
]
scenario(
    "no-winner-when-both-destroyed",
    "両方とも墓地に置かれたバトルには勝者がいない",
    "A battle in which both units were destroyed has no winner",
    "P1's シャイニングテイル・ドラゴン (when it wins a battle, put the top card of the opponent's deck into their "
    "smash zone) and P2's unit destroy each other. P1 says its dragon 'won' because P2 lost its unit too, "
    "and puts the ability on the stack.",
    "illegal",
    ["3.14.1-1"],
    snapshot=_shine_snap,
    legal=[*_shine_battle, *plan_create("P1:e2")],
    disputed=[*_shine_battle, b("battle_end", "P1", "trigger", card="P1:sh", ability="won")],
)

_wait_snap = snap(
    side("P1", energy=fr("P1", 1, "FG", "g") + fr("P1", 3), squares=[c("P1:sp", "RU3", square="B21")]),
    side("P2"),
)
_wait_head = [
    m("P1", "play", card=c("P1:ms", "MASU"), pay=["P1:g1", "P1:e1"]),
    m("P1", "pass"),
    m("P2", "play", card=c("P2:gl", "GLEN"), to="B21", pay=["P2:e1"]),
    m(None, "resolve"),
]
_wait_battle = [
    b("battle1", None, "exchange", damage={}),
    b("battle1", None, "resolve"),
    b("battle2", None, "exchange", damage={"P1:sp": 2000, "P2:gl": 3000}),
    b("battle2", None, "resolve"),
    b("battle2", None, "rule_effect", card="P2:gl"),
]
_masu_draws = [m("P1", "draw", count=1, source="P1:ms"), m("P1", "draw", count=1, source="P1:ms")]
scenario(
    "waiting-stack-during-battle",
    "バトルの発生で待機中になったスタックはバトル終了まで解決できない",
    "The stack a battle put on hold cannot resolve until the battle ends",
    "P1 plays 益々繁盛 and passes; P2 answers with the battle-timing グレン・リベット into P1's unit's square, and a "
    "battle occurs. In the first battle step both players pass and P1 resolves 益々繁盛, saying it was "
    "waiting on the stack first.",
    "illegal",
    ["3.11.2"],
    printed_example="3.11.2",
    snapshot=_wait_snap,
    legal=[*_wait_head, *_wait_battle, m(None, "resolve"), *_masu_draws],
    disputed=[
        *_wait_head,
        b("battle1", None, "resolve"),
        b("battle1", "P1", "draw", count=1, source="P1:ms"),
        b("battle1", "P1", "draw", count=1, source="P1:ms"),
        *_wait_battle,
    ],
)

_evil_snap = snap(
    side("P1", squares=[c("P1:ev", "EVIL", square="B21")]),
    side("P2", energy=fr("P2", 2, "FB", "b") + fr("P2", 2), squares=[c("P2:v", "BU4", square="B31")]),
)
_evil_battle = [
    *attack("P1:ev", "B31", ["P1:e1"]),
    b("battle1", None, "exchange", damage={}),
    b("battle1", None, "resolve"),
    b("battle2", None, "exchange", damage={"P1:ev": 5000, "P2:v": 3000}),
    b("battle2", None, "resolve"),
    b("battle2", None, "rule_effect", card="P1:ev"),
]
scenario(
    "sokushi-level-reads-use-cost",
    "即死レベル3は使用コスト4のユニットには誘発しない",
    "即死レベル3 does not trigger on a unit of use cost 4",
    "P1's イビルアイ・シャーマン (即死レベル3) deals 3000 battle damage to P2's 青の守護獣 (cost 青1 無色3, power "
    "5000) and is destroyed itself. P1 says the unit 'costs 1 blue', so 即死 triggers.",
    "illegal",
    ["5.2.2", "2.4.3"],
    snapshot=_evil_snap,
    legal=_evil_battle,
    disputed=[*_evil_battle, b("battle2", "P1", "trigger", card="P1:ev", ability="sokushi")],
)

# Part 3 chapter 10 and part 4 chapter 4: the end of the turn.

_endd_snap = snap(side("P1", squares=[c("P1:en", "ENDD", square="B11")]), side("P2"))
scenario(
    "turn-end-ability-waits-for-recovery",
    "「ターン終了時」の能力はリカバリーフェイズでスタックに乗る",
    "A 「ターン終了時」 ability goes on the stack in the recovery phase",
    "P1 controls 夕暮れの語り部 (at the end of the turn, draw a card). In its main phase P1 puts the ability on "
    "the stack and draws, saying it is just as well to do it now since nothing else will happen this turn.",
    "illegal",
    ["3.10.2", "4.4.4"],
    snapshot=_endd_snap,
    legal=[
        E(5, "recovery", "P1", "trigger", card="P1:en", ability="end"),
        E(5, "recovery", None, "resolve"),
        E(5, "recovery", "P1", "draw", count=1, source="P1:en"),
    ],
    disputed=[
        m("P1", "trigger", card="P1:en", ability="end"),
        m(None, "resolve"),
        m("P1", "draw", count=1, source="P1:en"),
    ],
)

# Part 3 chapters 1-3: the start and the end of the duel.

_setup = [
    E(0, "setup", "P1", "shuffle"),
    E(0, "setup", "P2", "shuffle"),
    E(0, "setup", "P1", "draw", count=5),
    E(0, "setup", "P2", "draw", count=5),
]
scenario(
    "first-player-skips-first-draw",
    "先攻プレイヤーは第1ターンのドローフェイズを飛ばす",
    "The first player skips the draw phase of the first turn",
    "At the start of the duel P1, who goes first, draws a card in its first turn's draw phase, saying every "
    "turn starts with a draw.",
    "illegal",
    ["3.2.4", "3.6.1-2"],
    options={"mulligan": False},
    legal=[*_setup, E(1, "energy", "P1", "energy", card=c("P1:x", FILLER))],
    disputed=[
        *_setup,
        E(1, "draw", "P1", "draw", count=1),
        E(1, "energy", "P1", "energy", card=c("P1:x", FILLER)),
    ],
)

scenario(
    "only-second-player-redraws",
    "引きなおしができるのは後攻のプレイヤーだけ",
    "Only the second player may redraw the opening hand",
    "The event allows the opening redraw. P1, who goes first, dislikes its five cards and puts them on the "
    "bottom of its deck to draw five new ones.",
    "illegal",
    ["3.2.3-1"],
    options={"mulligan": True},
    legal=[
        *_setup,
        E(0, "setup", "P2", "mulligan", count=5),
        E(1, "energy", "P1", "energy", card=c("P1:x", FILLER)),
    ],
    disputed=[
        *_setup,
        E(0, "setup", "P1", "mulligan", count=5),
        E(1, "energy", "P1", "energy", card=c("P1:x", FILLER)),
    ],
)

scenario(
    "redraw-needs-event-rule",
    "引きなおしは他に規定されるルールで認められた場合だけ",
    "The redraw exists only where other rules allow it",
    "The second player redraws its opening hand. Nothing recorded says whether this event allows the redraw "
    "of 3.2.3-1; the first player objects that the comprehensive rules do not grant it by themselves.",
    "needs_ruling",
    ["3.2.3", "3.2.3-1"],
    options={"mulligan": True},
    disputed_options={},
    legal=[
        *_setup,
        E(0, "setup", "P2", "mulligan", count=5),
        E(1, "energy", "P1", "energy", card=c("P1:x", FILLER)),
    ],
    disputed=[
        *_setup,
        E(0, "setup", "P2", "mulligan", count=5),
        E(1, "energy", "P1", "energy", card=c("P1:x", FILLER)),
    ],
)

_seven_snap = snap(
    side("P1", squares=[c("P1:u", FILLER, square="B22")]),
    side("P2", smash=6),
    phase="smash",
)
scenario(
    "seventh-smash-card-ends-the-duel",
    "スマッシュゾーンが7枚になったプレイヤーは次の優先権で敗北する",
    "A player with 7 smash cards loses when priority next arises",
    "P2 has 6 cards in its smash zone; P1's smash puts the 7th there. P2 says it only loses if it still has 7 "
    "at the end of its own turn and begins its turn.",
    "illegal",
    ["3.3.1", "4.16.4-1"],
    snapshot=_seven_snap,
    legal=[
        E(5, "smash", "P1", "smash", unit="P1:u", count=1),
        E(5, "smash", None, "result", winners=["P1"], reason="smash"),
    ],
    disputed=[
        E(5, "smash", "P1", "smash", unit="P1:u", count=1),
        E(6, "draw", "P2", "draw", count=1),
        E(6, "energy", "P2", "energy", card=c("P2:x", FILLER)),
    ],
)

_both_snap = snap(side("P1", deck=1), side("P2", deck=1))
_both_head = [
    m("P1", "play", card=c("P1:bd", "BOTH"), pay=["P1:e1"]),
    m(None, "resolve"),
    m("P1", "draw", count=1, source="P1:bd"),
    m("P2", "draw", count=1, source="P1:bd"),
]
scenario(
    "both-decks-empty-is-a-draw",
    "両プレイヤーが同時に敗北したらデュエルは引き分け",
    "Both players losing at the same moment is a draw",
    "Each player has one card left in the deck. P1 plays 分かち合う知恵 (each player draws a card) and both decks "
    "are empty. P2 claims the win because P1, the active player, emptied its deck first.",
    "illegal",
    ["3.3.4", "3.3.2"],
    snapshot=_both_snap,
    legal=[*_both_head, m(None, "result", winners=[], reason="deck_out")],
    disputed=[*_both_head, m(None, "result", winners=["P2"], reason="deck_out")],
)

_kinju_snap = snap(side("P1", squares=[c("P1:u", "RU3", square="B21")]), side("P2"))
scenario(
    "kinju-total-over-ten",
    "デッキの禁呪の合計は10以下",
    "A deck's 禁呪 total must be 10 or less",
    "At a deck check the judge finds P1's 40-card deck holds three 禁断の魔竜 (禁呪3) and one 禁断の魔獣 (禁呪2): "
    "禁呪 11 in total. P1 says each card stays within its own limit.",
    "illegal",
    ["2.19.1", "1.2.4"],
    snapshot=_kinju_snap,
    extra={"P1": {"KJ3": 3, "KJ1": 1}},
    disputed_extra={"P1": {"KJ3": 3, "KJ2": 1}},
    legal=[m("P1", "move", unit="P1:u", to="B22", pay=["P1:e1"]), m(None, "resolve")],
    disputed=[m("P1", "move", unit="P1:u", to="B22", pay=["P1:e1"]), m(None, "resolve")],
)

# Part 2 chapter 25 and part 4 chapter 12: hidden information and impossible instructions.

_hp_snap = snap(
    side("P1", energy=fr("P1", 1, "FK", "k") + fr("P1", 3)),
    side("P2", hand_cards=[c("P2:hu", "RU3")]),
)
_hp_head = [m("P1", "play", card=c("P1:hp", "HPICK"), pay=["P1:k1", "P1:e1"]), m(None, "resolve")]
scenario(
    "hand-made-public-cannot-hide-a-unit",
    "相手の手札を公開する効果では「見つからなかった」にできない",
    "A hand made public by the effect cannot be searched 'without finding' the unit",
    "P1 resolves 心の略奪者 (choose a unit in your opponent's hand and put it into its owner's graveyard). "
    "P2's hand, seen by both, holds 赤の歩兵, but P1 declares it found no unit to keep P2's hand large for a "
    "later card, and creates its plan zone.",
    "illegal",
    ["2.25.4"],
    printed_example="2.25.4",
    snapshot=_hp_snap,
    legal=[
        *_hp_head,
        m(None, "effect", source="P1:hp", moves=[{"card": "P2:hu", "from": "hand", "to": "graveyard"}]),
        *plan_create("P1:e2"),
    ],
    disputed=[*_hp_head, *plan_create("P1:e2")],
)

_desp_snap = snap(side("P1", energy=fr("P1", 1, "FK", "k") + fr("P1", 3)), side("P2", hand=1))
_desp_head = [m("P1", "play", card=c("P1:ds", "DESP"), pay=["P1:k1", "P1:e1"]), m(None, "resolve")]
scenario(
    "discard-two-with-one-card",
    "2枚捨てる効果で手札が1枚ならその1枚を捨てる",
    "'Discard 2' with a one-card hand discards that one card",
    "P1 resolves 絶望の暗闇 (your opponent chooses 2 cards in its hand and puts them into the graveyard). P2 has "
    "one card and says the instruction is impossible, so nothing happens.",
    "illegal",
    ["4.12.2"],
    printed_example="4.12.2",
    snapshot=_desp_snap,
    legal=[
        *_desp_head,
        m(
            None,
            "effect",
            source="P1:ds",
            moves=[{"card": c("P2:h1", FILLER), "from": "hand", "to": "graveyard"}],
        ),
        *plan_create("P1:e2"),
    ],
    disputed=[*_desp_head, *plan_create("P1:e2")],
)

# Part 6: 闘気.

_toki_snap = snap(
    side("P1", energy=_bounce_energy),
    side("P2", squares=[c("P2:v", "RU3", square="B31", under=[c("P2:t", FILLER)])]),
)
_toki_head = [
    m("P1", "play", card=c("P1:bo", "BOUNCE"), pay=["P1:b1", "P1:e1"], targets=["P2:v"]),
    m(None, "resolve"),
]
scenario(
    "toki-card-goes-to-graveyard-with-host",
    "闘気カードは、下にあるカードが手札に戻っても墓地へ",
    "A 闘気 card goes to the graveyard even when its host returns to the hand",
    "P1's ディメンション・ロード returns P2's unit, which has a 闘気 card under it, to P2's hand. P2 picks up both "
    "cards, saying the 闘気 card follows its unit.",
    "illegal",
    ["6.1.5"],
    printed_example="6.1.5",
    snapshot=_toki_snap,
    legal=[
        *_toki_head,
        m(
            None,
            "effect",
            source="P1:bo",
            moves=[{"card": "P2:v", "to": "hand"}, {"card": "P2:t", "to": "graveyard"}],
        ),
    ],
    disputed=[
        *_toki_head,
        m(
            None,
            "effect",
            source="P1:bo",
            moves=[{"card": "P2:v", "to": "hand"}, {"card": "P2:t", "to": "hand"}],
        ),
    ],
)

# Part 1: 「できない」 wins.

_lock_snap = snap(
    side("P1", energy=fr("P1", 1, "FG", "g") + fr("P1", 3), squares=[c("P1:lk", "LOCK", square="B11")]),
    side("P2"),
)
_lock_head = [m("P1", "play", card=c("P1:ms", "MASU"), pay=["P1:g1", "P1:e1"]), m(None, "resolve")]
scenario(
    "cannot-draw-beats-draw",
    "「引くことができない」は「引く」効果に優先する",
    "'You cannot draw cards' wins over a draw effect",
    "P1 controls 沈黙の番人 (you cannot draw cards). P1 resolves its own 益々繁盛 and draws two cards, saying "
    "the newer instruction overrides its unit.",
    "illegal",
    ["1.1.2"],
    printed_example="1.1.2",
    snapshot=_lock_snap,
    legal=[*_lock_head, *plan_create("P1:e2")],
    disputed=[*_lock_head, *_masu_draws],
)

# Part 4 chapter 8: what triggers, and on what information.

_crys_snap = snap(
    side("P1", energy=fr("P1", 1, "FB", "b") + fr("P1", 3), squares=[c("P1:cr", "CRYS", square="B11")]),
    side("P2"),
)
_crys_head = [m("P1", "move", unit="P1:cr", to="B21", pay=["P1:e1"]), m(None, "resolve")]
scenario(
    "from-hand-trigger-not-on-move",
    "「手札からスクエアに置かれた時」は移動では誘発しない",
    "'When put from the hand into a square' does not trigger on a move",
    "P1 moves 水晶の語り部 (when this card is put from your hand into a square, draw a card) from B11 to B21 and "
    "puts its ability on the stack, since 'a move puts the unit into a square too'.",
    "illegal",
    ["4.8.9"],
    snapshot=_crys_snap,
    legal=[*_crys_head, *plan_create("P1:e2")],
    disputed=[
        *_crys_head,
        m("P1", "trigger", card="P1:cr", ability="draw"),
        m(None, "resolve"),
        m("P1", "draw", count=1, source="P1:cr"),
    ],
)

_bfa_snap = snap(
    side("P1", energy=fr("P1", 1, "FW", "w") + fr("P1", 3)),
    side("P2", squares=[c("P2:x", "RU3", square="B32")]),
)
_bfa_head = [
    m("P1", "play", card=c("P1:bf", "BFA"), to="B22", pay=["P1:w1"]),
    m(None, "resolve"),
    m(None, "rule_effect", card="P1:bf"),
]
scenario(
    "trigger-targets-from-last-information",
    "墓地に置かれた発生源の誘発は直前の情報で対象を選ぶ",
    "A trigger whose card has left chooses its targets from the card's last information",
    "P1 plays バトルフィールド・エンジェル (when put from your hand into a square, choose a target unit in this "
    "card's line: smash -1 until end of turn) into the empty central square B22. The rule effect puts it into "
    "the graveyard before its ability goes on the stack; P2 says the angel is no longer in any line, so the "
    "ability has no target and P1 goes on.",
    "illegal",
    ["4.8.4-2", "4.8.11", "4.8.2"],
    printed_example="4.8.4-2",
    snapshot=_bfa_snap,
    legal=[
        *_bfa_head,
        m("P1", "trigger", card="P1:bf", ability="angel", targets=["P2:x"]),
        m(None, "resolve"),
        m(None, "effect", source="P1:bf", smash=[{"card": "P2:x", "amount": -1}]),
    ],
    disputed=[*_bfa_head, *plan_create("P1:e1")],
)

_mine_snap = snap(
    side("P1", squares=[c("P1:mn", "MINE", square="P1-1")]),
    side("P2", squares=[c("P2:v", "RU4", square="B21")]),
)
_mine_head = [
    m("P1", "play", card=c("P1:sh", "SHOT"), pay=["P1:e1"], targets=["P2:v"]),
    m(None, "resolve"),
    m(None, "effect", source="P1:sh", damage=[{"card": "P2:v", "amount": 2000}]),
    m("P1", "trigger", card="P1:mn", ability="mine"),
    m("P1", "pass"),
    m("P2", "play", card=c("P2:th", "THUNDER"), pay=["P2:e1"], targets=["P1:mn"]),
    m(None, "resolve"),
    m(None, "effect", source="P2:th", moves=[{"card": "P1:mn", "to": "graveyard"}]),
]
scenario(
    "ability-on-stack-outlives-its-card",
    "スタックに乗った能力は発生源が墓地に置かれても解決される",
    "An ability on the stack resolves even after its card left",
    "P1's 炎の矢 deals 2000 to P2's 4000-power unit in the line of P1's 地雷原の迷宮, whose ability (2000 more "
    "damage) goes on the stack. P2 answers by destroying the 迷宮 with 神々の雷 and says the ability fizzles "
    "with its card.",
    "illegal",
    ["4.2.5"],
    printed_example="4.2.5",
    snapshot=_mine_snap,
    legal=[
        *_mine_head,
        m(None, "resolve"),
        m(None, "effect", source="P1:mn", damage=[{"card": "P2:v", "amount": 2000}]),
        m(None, "rule_effect", card="P2:v"),
    ],
    disputed=[*_mine_head, m(None, "resolve", nullified=True)],
)

# Part 2 chapter 20: where a unit may be played.

scenario(
    "unit-not-played-into-enemy-area",
    "ユニットをプレイできるのは自軍エリアか中央エリアだけ",
    "A unit is played only into the home or central area",
    "P1 plays 赤の歩兵 from its hand straight into the empty square B31 of its enemy area, to smash with it "
    "for 2 this turn.",
    "illegal",
    ["2.20.1-2"],
    snapshot=snap(side("P1"), side("P2")),
    legal=[m("P1", "play", card=c("P1:n", "RU3"), to="B11", pay=["P1:e1", "P1:e2"]), m(None, "resolve")],
    disputed=[m("P1", "play", card=c("P1:n", "RU3"), to="B31", pay=["P1:e1", "P1:e2"]), m(None, "resolve")],
)

# Open points: the text does not settle them.

_swap_snap = snap(
    side("P1", squares=[c("P1:a", "RU3", square="B21"), c("P1:b", "RU3", square="B23")]),
    side("P2", squares=[c("P2:x", FILLER, square="B31"), c("P2:y", FILLER, square="B33")]),
)
scenario(
    "battles-in-two-squares-at-once",
    "複数のスクエアで同時に発生したバトルの進め方",
    "Battles that occur in two squares at the same moment",
    "P1's 一斉前進 (choose up to two of your units; put each into the square in front of it) puts P1's units "
    "into B31 and B33 at once, each onto one of P2's units. The players disagree on how the two battles' "
    "exchanges and priority windows are ordered.",
    "needs_ruling",
    ["3.11.1-4"],
    snapshot=_swap_snap,
    legal=[
        m("P1", "play", card=c("P1:sw", "SWAP"), pay=["P1:e1", "P1:e2"], targets=["P1:a"]),
        m(None, "resolve"),
        m(None, "effect", source="P1:sw", moves=[{"card": "P1:a", "to": "B31"}]),
        b("battle1", None, "exchange", damage={}),
        b("battle1", None, "resolve"),
        b("battle2", None, "exchange", damage={"P1:a": 1000, "P2:x": 3000}),
        b("battle2", None, "resolve"),
        b("battle2", None, "rule_effect", card="P2:x"),
    ],
    disputed=[
        m("P1", "play", card=c("P1:sw", "SWAP"), pay=["P1:e1", "P1:e2"], targets=["P1:a", "P1:b"]),
        m(None, "resolve"),
        m(
            None,
            "effect",
            source="P1:sw",
            moves=[{"card": "P1:a", "to": "B31"}, {"card": "P1:b", "to": "B33"}],
        ),
        E(5, "main", None, "exchange", step="battle1@B31", damage={}),
        E(5, "main", None, "resolve", step="battle1@B31"),
    ],
)

_lion_snap = snap(
    side("P1", squares=[c("P1:li", "LION", square="B21")]),
    side("P2", squares=[c("P2:v", FILLER, square="B31")]),
    phase="smash",
)
_lion_head = [
    E(5, "recovery", "P1", "trigger", card="P1:li", ability="advance"),
]
scenario(
    "battle-in-the-recovery-phase",
    "メインフェイズ以外で発生したバトル",
    "A battle that occurs outside the main phase",
    "At the start of P1's recovery phase, 待ち受ける獅子's ability (you may put this card into the square in "
    "front of it) puts it onto P2's unit in B31. The rules describe battles only within the main phase; the "
    "players ask how this battle is fought.",
    "needs_ruling",
    ["3.4.2", "3.11.1"],
    snapshot=_lion_snap,
    legal=[*_lion_head, E(5, "recovery", None, "resolve", declined=True)],
    disputed=[
        *_lion_head,
        E(5, "recovery", None, "resolve"),
        E(5, "recovery", None, "effect", source="P1:li", moves=[{"card": "P1:li", "to": "B31"}]),
        E(5, "recovery", None, "exchange", step="battle1", damage={}),
        E(5, "recovery", None, "resolve", step="battle1"),
    ],
)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    ids = [doc["id"] for doc in SCENARIOS]
    assert len(ids) == len(set(ids)), "duplicate ids"
    for doc in SCENARIOS:
        out = dict(doc)
        if doc["id"] in NOTES:
            out["note"] = NOTES[doc["id"]]
        if doc["id"] in GAPS:
            out["gap"] = GAPS[doc["id"]]
        path = OUT / f"{doc['id']}.json"
        path.write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(SCENARIOS)} scenarios to {OUT}")


if __name__ == "__main__":
    main()
