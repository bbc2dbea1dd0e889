"""Held-out judge scenarios for Dimension Zero, round 9.

Written blind: from the rulebook (rules_index/data/dimension-zero.txt), the product decisions and the
log-format documents only, before the engine was run on them. Each scenario is a dispute a judge meets
at a table, with a legal twin (the same situation played by the rules) and the disputed log.

Run as ``python -m tests.scenarios_heldout.build_dimension_zero_round9``; it writes one JSON file per
scenario into ``tests/scenarios_heldout/dimension-zero/``.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent / "dimension-zero"

# Filled by a later look (after the first run): why a scenario was corrected, or an open gap.
NOTES: dict[str, str] = {}
GAPS: dict[str, str] = {}

Card = dict[str, Any]


def unit(
    name: str,
    cost: dict[str, int],
    power: int,
    smash: int = 1,
    timing: str = "normal",
    move: dict[str, int] | None = None,
    abilities: list[dict[str, Any]] | None = None,
    text: str | None = None,
    **kw: Any,
) -> Card:
    keywords: dict[str, Any] = {
        "cost": cost,
        "move": move if move is not None else {"colourless": 1},
        "timing": timing,
        "power": power,
        "smash": smash,
    }
    keywords.update(kw)
    card: Card = {"name": name, "type": "unit", "keywords": keywords}
    if abilities:
        card["abilities"] = abilities
    if text:
        card["text"] = text
    return card


def strategy(
    name: str,
    cost: dict[str, int],
    timing: str = "normal",
    abilities: list[dict[str, Any]] | None = None,
    text: str | None = None,
) -> Card:
    card: Card = {"name": name, "type": "strategy", "keywords": {"cost": cost, "timing": timing}}
    if abilities:
        card["abilities"] = abilities
    if text:
        card["text"] = text
    return card


def base(
    name: str, cost: dict[str, int], abilities: list[dict[str, Any]] | None = None, text: str | None = None
) -> Card:
    card: Card = {"name": name, "type": "base", "keywords": {"cost": cost}}
    if abilities:
        card["abilities"] = abilities
    if text:
        card["text"] = text
    return card


# Vanilla fillers: 団結 cards may be put in a deck in any number (3.1.1), so energy and deck padding
# never break the copy limit.
FILLERS: dict[str, Card] = {
    "FR": unit("赤の団結兵", {"red": 1}, 1000, unity=True),
    "FB": unit("青の団結兵", {"blue": 1}, 1000, unity=True),
}
# Plain units used by many scenarios.
COMMON: dict[str, Card] = {
    "RU": unit("赤の歩兵", {"red": 1, "colourless": 1}, 3000),
    "BU": unit("青の歩兵", {"blue": 1, "colourless": 1}, 2000),
    "GU": unit("大きな赤の戦士", {"red": 2, "colourless": 2}, 5000),
}


# The cards' Japanese texts. The card schema has no field for them (a card-level `text` string is
# refused and an ability's `text` would make its checks ask for a ruling), so they go to the header's
# free `event` object, for the reader.
JA_TEXT: dict[str, str] = {
    "HA": "このカードが攻撃された時、ターン終了時まで、このカードのパワーを+3000する。",
    "LS": "このカードが攻撃した時、ターン終了時まで、このカードのパワーを+3000する。",
    "MZ": "このカードと同じラインのスクエアにあるすべての相手のユニットのパワーを-1000する。",
    "PEN": "このカードがスクエアから墓地に置かれた時、あなたはカードを1枚引く。",
    "TW": "このカードと同じラインのスクエアにあるあなたのユニットが墓地に置かれる時、かわりに持ち主のエネルギーゾーンにリリース状態で置く。",
    "BOLT": "あなたはバトルスペースのスクエアにある対象の相手のユニットを1枚選び、3000のダメージを与える。",
    "QB": "あなたはバトルスペースのスクエアにある対象の相手のユニットを1枚選び、3000のダメージを与える。",
    "GC": "あなたはバトルスペースのスクエアにある対象のユニットを3枚まで選び、6000のダメージを割り振って与える。",
    "BA": "このカードが手札からスクエアに置かれた時、このカードと同じラインのスクエアにある対象のユニットを1枚選び、ターン終了時まで、スマッシュを-1する。",
    "RA": "耐性－赤",
    "AU": "加速",
    "HU": "速攻",
    "SAP": "あなたはバトルスペースのスクエアにある対象の自分のユニットを1枚選び、ターン終了時まで、パワーを+3000する。",
    "SUP": "支援—同じライン+1000",
    "IS": "即死レベル3",
    "RZ": "あなたは自分の墓地にある対象のユニットを1枚選び、自軍エリアのユニットのないスクエアにフリーズ状態で置く。",
    "TE": "ターン終了時、あなたはカードを1枚引く。",
    "MARCH": "あなたは中央エリアにある対象の自分のユニットを2枚まで選び、それぞれ前方のスクエアに置く。",
    "RALLY": "あなたのリカバリーフェイズの開始時、あなたは自分の手札にあるユニットを1枚選び、自軍エリアのスクエアに置いてよい。",
    "CALL": "呼声－赤",
}


def ent(iid: str, card: str | None, **kw: Any) -> dict[str, Any]:
    d: dict[str, Any] = {"iid": iid, "card": card}
    d.update(kw)
    return d


def sq(iid: str, card: str, square: str, frozen: bool = False, **kw: Any) -> dict[str, Any]:
    d: dict[str, Any] = {"iid": iid, "card": card, "square": square, "frozen": frozen}
    d.update(kw)
    return d


def energy(seat: str, colours: str, frozen: str = "") -> list[dict[str, Any]]:
    """Energy cards e1, e2, … of the given colours ('r' red, 'b' blue); frozen lists the frozen ones."""
    out = []
    for i, c in enumerate(colours, 1):
        out.append(ent(f"{seat}:e{i}", "FR" if c == "r" else "FB", frozen=str(i) in frozen))
    return out


def zone_player(
    seat: str,
    *,
    energy_cards: list[dict[str, Any]] | None = None,
    squares: list[dict[str, Any]] | None = None,
    hand: list[dict[str, Any]] | None = None,
    hand_hidden: int = 2,
    smash: int = 1,
    smash_cards: list[dict[str, Any]] | None = None,
    graveyard: list[dict[str, Any]] | None = None,
    plan: dict[str, Any] | None = None,
    deck: int | None = None,
) -> dict[str, Any]:
    energy_cards = energy_cards if energy_cards is not None else energy(seat, "rrrb")
    squares = squares or []
    hand = hand or []
    graveyard = graveyard or []
    smash_cards = smash_cards or []
    extra = sum(len(s.get("under", [])) + len(s.get("linked", [])) for s in squares)
    used = len(energy_cards) + len(squares) + extra + len(hand) + hand_hidden + smash + len(graveyard)
    deck_count = 40 - used if deck is None else deck
    deck_z: dict[str, Any] = {"count": deck_count}
    return {
        "deck": deck_z,
        "plan": plan,
        "hand": {"count": len(hand) + hand_hidden, "cards": hand},
        "energy": energy_cards,
        "smash": {"count": smash, "cards": smash_cards},
        "graveyard": graveyard,
        "remove": [],
        "squares": squares,
    }


def snapshot(
    p1: dict[str, Any],
    p2: dict[str, Any],
    turn: int = 5,
    phase: str = "main",
    drawn: int | None = None,
    energy_n: int | None = None,
    priority: str | None = None,
) -> dict[str, Any]:
    active = "P1" if turn % 2 == 1 else "P2"
    order = ["release", "draw", "energy", "main", "smash", "recovery"]
    after_draw = order.index(phase) > order.index("draw")
    after_energy = order.index(phase) > order.index("energy")
    first_turn_p1 = turn == 1
    this_turn = {
        "drawn": drawn if drawn is not None else (0 if first_turn_p1 or not after_draw else 1),
        "energy": energy_n if energy_n is not None else (1 if after_energy else 0),
        "priority": priority or active,
    }
    return {
        "turn": turn,
        "phase": phase,
        "turn_players": [active],
        "this_turn": this_turn,
        "players": {"P1": p1, "P2": p2},
    }


def header(
    cards: dict[str, Card], snap: dict[str, Any] | None, options: dict[str, Any] | None = None
) -> dict[str, Any]:
    all_cards: dict[str, Card] = {}
    all_cards.update(FILLERS)
    all_cards.update(cards)
    decklists: dict[str, Any] = {}
    specials = [c for c in cards if c not in FILLERS]
    for seat in ("P1", "P2"):
        main = {c: 3 for c in specials}
        rest = 40 - 3 * len(specials)
        main["FR"] = rest - rest // 2
        main["FB"] = rest // 2
        decklists[seat] = {"main": main}
    h: dict[str, Any] = {
        "format": "judgelog/1",
        "game": "dimension-zero",
        "rules_version": "19.00",
        "variant": "constructed",
        "options": {"mulligan": True} if options is None else options,
        "players": [{"seat": "P1", "name": "プレイヤーA"}, {"seat": "P2", "name": "プレイヤーB"}],
        "first_player": "P1",
        "cards": all_cards,
        "decklists": decklists,
    }
    texts = {c: JA_TEXT[c] for c in cards if c in JA_TEXT}
    if texts:
        h["event"] = {"card_texts": texts}
    if snap is not None:
        h["snapshot"] = snap
    return h


def entries(turn: int, rows: list[tuple[Any, ...]]) -> list[dict[str, Any]]:
    """rows: (phase, step or None, actor, act, args or None[, turn])."""
    out = []
    for i, row in enumerate(rows, 1):
        phase, step, actor, act, args = row[:5]
        t = row[5] if len(row) > 5 else turn
        e: dict[str, Any] = {"seq": i, "turn": t, "phase": phase}
        if step:
            e["step"] = step
        e["actor"] = actor
        e["act"] = act
        if args is not None:
            e["args"] = args
        out.append(e)
    return out


def log(
    cards: dict[str, Card],
    snap: dict[str, Any] | None,
    rows: list[tuple[Any, ...]],
    turn: int = 5,
    options: dict[str, Any] | None = None,
) -> dict[str, Any]:
    return {"header": header(cards, copy.deepcopy(snap), options), "entries": entries(turn, rows)}


SCENARIOS: list[dict[str, Any]] = []


def add(
    slug: str,
    title_ja: str,
    title_en: str,
    situation: str,
    clauses: list[str],
    legal: dict[str, Any],
    disputed: dict[str, Any],
    ruling: str = "illegal",
    printed_example: str | None = None,
) -> None:
    sid = f"dimension-zero-ho9-{slug}"
    sc: dict[str, Any] = {
        "id": sid,
        "title_ja": title_ja,
        "title_en": title_en,
        "situation": situation,
        "ruling": ruling,
        "clauses": [f"dimension-zero:{c}" for c in clauses],
    }
    if printed_example:
        sc["printed_example"] = printed_example
    sc["legal"] = legal
    sc[ruling] = disputed
    if sid in NOTES:
        sc["note"] = NOTES[sid]
    if sid in GAPS:
        sc["gap"] = GAPS[sid]
    SCENARIOS.append(sc)


M = "main"
B1, B2, BE = "battle1", "battle2", "battle_end"


# --- Chapter 3: the turn --------------------------------------------------------------------------


def s_turn() -> None:
    cards = dict(COMMON)
    # 1. A second energy card in one energy phase.
    snap = snapshot(
        zone_player("P1", hand=[ent("P1:h1", "RU"), ent("P1:h2", "BU")]),
        zone_player("P2"),
        phase="energy",
        energy_n=0,
    )
    legal = log(cards, snap, [("energy", None, "P1", "energy", {"card": "P1:h1"})])
    bad = log(
        cards,
        snap,
        [
            ("energy", None, "P1", "energy", {"card": "P1:h1"}),
            ("energy", None, "P1", "energy", {"card": "P1:h2"}),
        ],
    )
    add(
        "second-energy-card-same-phase",
        "エネルギーフェイズに2枚目のカードをエネルギーゾーンに置いた",
        "A second hand card put into the energy zone in one energy phase",
        "In the energy phase the active player puts a card from hand into the energy zone, then a second "
        "one, saying the rule only needs an empty stack. The opponent calls a judge.",
        ["3.7.1"],
        legal,
        bad,
    )

    # 2. Two cards drawn in the draw phase.
    snap = snapshot(zone_player("P1"), zone_player("P2"), phase="release", drawn=0)
    legal = log(cards, snap, [("draw", None, "P1", "draw", {"count": 1})])
    bad = log(cards, snap, [("draw", None, "P1", "draw", {"count": 2})])
    add(
        "draw-phase-two-cards",
        "ドローフェイズにカードを2枚引いた",
        "Two cards drawn in the draw phase",
        "At the start of the draw phase the active player draws two cards, thinking the draw is two a "
        "turn as in another game. The opponent notices the hand count.",
        ["3.6.1-1"],
        legal,
        bad,
    )

    # 3. The first player draws in turn 1.
    snap = snapshot(
        zone_player("P1", energy_cards=[], hand=[ent("P1:h1", "RU")], hand_hidden=4, smash=0),
        zone_player("P2", energy_cards=[], hand_hidden=5, smash=0),
        turn=1,
        phase="release",
        drawn=0,
    )
    legal = log(cards, snap, [("energy", None, "P1", "energy", {"card": "P1:h1"})], turn=1)
    bad = log(
        cards,
        snap,
        [("draw", None, "P1", "draw", {"count": 1}), ("energy", None, "P1", "energy", {"card": "P1:h1"})],
        turn=1,
    )
    add(
        "first-player-draws-turn-one",
        "先攻プレイヤーが第1ターンにカードを引いた",
        "The first player draws in the first turn",
        "In the very first turn the first player draws a card before putting a card into energy. The "
        "second player objects that the first player skips that draw.",
        ["3.6.1-2", "3.2.4"],
        legal,
        bad,
    )

    # 4. A normal-timing unit in the opponent's main phase.
    cards4 = dict(COMMON)
    cards4["QU"] = unit("疾風の斥候", {"red": 1}, 2000, timing="quick")
    cards4["NU"] = unit("のんびり歩兵", {"red": 1}, 2000)
    snap = snapshot(
        zone_player("P1", hand=[ent("P1:h1", "QU"), ent("P1:h2", "NU")]),
        zone_player("P2"),
        turn=6,
    )
    legal = log(
        cards4,
        snap,
        [
            (M, None, "P2", "pass", None),
            (M, None, "P1", "play", {"card": "P1:h1", "from": "hand", "to": "B12", "pay": ["P1:e1"]}),
        ],
        turn=6,
    )
    bad = log(
        cards4,
        snap,
        [
            (M, None, "P2", "pass", None),
            (M, None, "P1", "play", {"card": "P1:h2", "from": "hand", "to": "B12", "pay": ["P1:e1"]}),
        ],
        turn=6,
    )
    add(
        "normal-unit-in-opponent-main-phase",
        "相手のメインフェイズにタイミングがノーマルのユニットをプレイした",
        "A normal-timing unit played in the opponent's main phase",
        "In the opponent's main phase, after the opponent passes priority, a player plays a unit whose "
        "timing is normal into an empty home-area square. The active player calls a judge.",
        ["2.20.1-1", "3.8.2-1"],
        legal,
        bad,
    )

    # 5. A normal-timing unit played while the stack is not empty.
    snap = snapshot(
        zone_player("P1", hand=[ent("P1:h1", "RU"), ent("P1:h2", "BU")]),
        zone_player("P2"),
    )
    legal = log(
        cards,
        snap,
        [
            (
                M,
                None,
                "P1",
                "play",
                {"card": "P1:h1", "from": "hand", "to": "B11", "pay": ["P1:e1", "P1:e2"]},
            ),
            (M, None, None, "resolve", None),
            (
                M,
                None,
                "P1",
                "play",
                {"card": "P1:h2", "from": "hand", "to": "B12", "pay": ["P1:e4", "P1:e3"]},
            ),
        ],
    )
    bad = log(
        cards,
        snap,
        [
            (
                M,
                None,
                "P1",
                "play",
                {"card": "P1:h1", "from": "hand", "to": "B11", "pay": ["P1:e1", "P1:e2"]},
            ),
            (
                M,
                None,
                "P1",
                "play",
                {"card": "P1:h2", "from": "hand", "to": "B12", "pay": ["P1:e4", "P1:e3"]},
            ),
        ],
    )
    add(
        "normal-unit-over-own-spell",
        "スタックに自分のユニットが残ったまま2枚目のノーマルのユニットをプレイした",
        "A second normal-timing unit played while the first is still on the stack",
        "The active player plays a unit and, before it resolves, plays a second normal-timing unit "
        "into another square to save time. The opponent asks whether that is allowed.",
        ["2.20.1-1", "3.8.2"],
        legal,
        bad,
    )

    # 6. The non-active player acts without priority.
    cards6 = dict(COMMON)
    cards6["QS"] = strategy("緊急招集", {"blue": 1}, timing="quick")
    snap = snapshot(
        zone_player("P1", hand=[ent("P1:h1", "RU")]), zone_player("P2", hand=[ent("P2:h1", "QS")])
    )
    legal = log(
        cards6,
        snap,
        [
            (M, None, "P1", "pass", None),
            (M, None, "P2", "play", {"card": "P2:h1", "from": "hand", "pay": ["P2:e4"]}),
        ],
    )
    bad = log(cards6, snap, [(M, None, "P2", "play", {"card": "P2:h1", "from": "hand", "pay": ["P2:e4"]})])
    add(
        "quick-play-without-priority",
        "アクティブプレイヤーが優先権を放棄する前に非アクティブプレイヤーがクイックをプレイした",
        "The non-active player plays a quick card before the active player gave up priority",
        "At the start of the opponent's main phase, before the active player has done anything or "
        "passed, the non-active player slaps down a quick strategy. The active player wanted to act first.",
        ["4.6.2", "1.1.5"],
        legal,
        bad,
    )


s_turn()


# --- Plan zone and plays (2.20, 2.23.3, 1.2.3, 3.8) -----------------------------------------------


def s_plan_and_play() -> None:
    cards = dict(COMMON)
    cards["QS"] = strategy("緊急招集", {"blue": 1}, timing="quick")

    # 7. A quick card played from the plan zone in the opponent's turn.
    snap = snapshot(
        zone_player("P1", hand=[ent("P1:h1", "QS")], plan=ent("P1:p1", "QS")),
        zone_player("P2"),
        turn=6,
    )
    legal = log(
        cards,
        snap,
        [
            (M, None, "P2", "pass", None),
            (M, None, "P1", "play", {"card": "P1:h1", "from": "hand", "pay": ["P1:e4"]}),
        ],
        turn=6,
    )
    bad = log(
        cards,
        snap,
        [
            (M, None, "P2", "pass", None),
            (M, None, "P1", "play", {"card": "P1:p1", "from": "plan", "pay": ["P1:e4"]}),
        ],
        turn=6,
    )
    add(
        "quick-card-from-plan-in-opponent-turn",
        "相手のターンにプランゾーンのクイックのストラテジーをプレイした",
        "A quick strategy played from the plan zone in the opponent's turn",
        "In the opponent's main phase a player plays the quick strategy lying face up in the plan zone, "
        "arguing that its printed timing is quick. The opponent says plan-zone cards are played only as "
        "normal actions.",
        ["3.8.2-5"],
        legal,
        bad,
    )

    # 8. The draw takes the plan card first.
    snap = snapshot(zone_player("P1", plan=ent("P1:p1", "GU")), zone_player("P2"), phase="release", drawn=0)
    legal = log(cards, snap, [("draw", None, "P1", "draw", {"cards": ["P1:p1"]})])
    bad = log(cards, snap, [("draw", None, "P1", "draw", {"cards": ["P1:d1"]})])
    add(
        "draw-skips-plan-card",
        "プランゾーンにカードがあるのに、その下のカードを引いた",
        "A draw that leaves the face-up plan card on the deck",
        "A player with a face-up card in the plan zone draws for the turn, taking the face-down card "
        "under it and keeping the plan card on top. The opponent objects.",
        ["2.23.3-1", "2.23.3-2"],
        legal,
        bad,
        printed_example="2.23.3-2",
    )

    # 9. A smash takes the opponent's plan card first.
    snap = snapshot(
        zone_player("P1", squares=[sq("P1:u1", "GU2", "B22")]),
        zone_player("P2", plan=ent("P2:p1", "RU")),
        phase="smash",
    )
    cards9 = dict(cards)
    cards9["GU2"] = unit("二連撃の戦士", {"red": 1, "colourless": 1}, 3000, smash=2)
    legal = log(
        cards9, snap, [("smash", None, "P1", "smash", {"unit": "P1:u1", "cards": ["P2:p1", "P2:d1"]})]
    )
    bad = log(cards9, snap, [("smash", None, "P1", "smash", {"unit": "P1:u1", "cards": ["P2:d1", "P2:d2"]})])
    add(
        "smash-skips-plan-card",
        "スマッシュ2でプランゾーンのカードを残して山札の下から2枚を置いた",
        "A smash of 2 that leaves the opponent's plan card on the deck",
        "The active player's smash-2 unit in the central area smashes. The opponent, who has a face-up "
        "plan card, puts the two face-down cards under it into the smash zone to keep the plan card.",
        ["2.23.3-2", "3.9.1"],
        legal,
        bad,
        printed_example="2.23.3-2",
    )

    # 10. A unit played into the enemy area.
    snap = snapshot(zone_player("P1", hand=[ent("P1:h1", "RU")]), zone_player("P2"))
    legal = log(
        cards,
        snap,
        [(M, None, "P1", "play", {"card": "P1:h1", "from": "hand", "to": "B12", "pay": ["P1:e1", "P1:e2"]})],
    )
    bad = log(
        cards,
        snap,
        [(M, None, "P1", "play", {"card": "P1:h1", "from": "hand", "to": "B32", "pay": ["P1:e1", "P1:e2"]})],
    )
    add(
        "unit-played-into-enemy-area",
        "ユニットを敵軍エリアのスクエアに直接プレイした",
        "A unit played straight into the enemy area",
        "A player plays a unit directly into an empty square of the opponent's home area to smash for "
        "two next turn. The opponent calls a judge.",
        ["2.20.1-2"],
        legal,
        bad,
    )

    # 11. A unit played into a square holding the player's own unit.
    snap = snapshot(
        zone_player("P1", hand=[ent("P1:h1", "RU")], squares=[sq("P1:u1", "BU", "B11")]),
        zone_player("P2"),
    )
    legal = log(
        cards,
        snap,
        [(M, None, "P1", "play", {"card": "P1:h1", "from": "hand", "to": "B12", "pay": ["P1:e1", "P1:e2"]})],
    )
    bad = log(
        cards,
        snap,
        [(M, None, "P1", "play", {"card": "P1:h1", "from": "hand", "to": "B11", "pay": ["P1:e1", "P1:e2"]})],
    )
    add(
        "unit-played-onto-own-unit",
        "自分のユニットがいるスクエアにユニットをプレイした",
        "A unit played into a square that holds the player's own unit",
        "A player designates the home-area square where their own unit already stands as the square for "
        "a new unit. The opponent asks whether a square with the player's unit can be chosen.",
        ["2.20.1-2"],
        legal,
        bad,
    )

    # 12. A coloured cost paid with a smash-zone card.
    snap = snapshot(
        zone_player(
            "P1",
            hand=[ent("P1:h1", "RU")],
            energy_cards=energy("P1", "rbb"),
            smash=2,
            smash_cards=[ent("P1:s1", "FR", frozen=False)],
        ),
        zone_player("P2"),
    )
    legal = log(
        cards,
        snap,
        [(M, None, "P1", "play", {"card": "P1:h1", "from": "hand", "to": "B12", "pay": ["P1:e1", "P1:s1"]})],
    )
    bad = log(
        cards,
        snap,
        [(M, None, "P1", "play", {"card": "P1:h1", "from": "hand", "to": "B12", "pay": ["P1:s1", "P1:e2"]})],
    )
    add(
        "red-cost-paid-from-smash-zone",
        "赤のコストをスマッシュゾーンのカードで支払った",
        "A red cost paid by freezing a smash-zone card",
        "In a constructed event a player pays a unit's red symbol by freezing a red card in the smash "
        "zone and its colourless symbol with a blue energy card. The opponent says the smash zone may "
        "pay colourless only.",
        ["1.2.3-1", "1.2.3-2"],
        legal,
        bad,
    )

    # 13. A frozen energy card used to pay.
    snap = snapshot(
        zone_player("P1", hand=[ent("P1:h1", "RU")], energy_cards=energy("P1", "rrrb", frozen="1")),
        zone_player("P2"),
    )
    legal = log(
        cards,
        snap,
        [(M, None, "P1", "play", {"card": "P1:h1", "from": "hand", "to": "B12", "pay": ["P1:e2", "P1:e3"]})],
    )
    bad = log(
        cards,
        snap,
        [(M, None, "P1", "play", {"card": "P1:h1", "from": "hand", "to": "B12", "pay": ["P1:e1", "P1:e2"]})],
    )
    add(
        "frozen-energy-used-for-cost",
        "フリーズ状態のエネルギーカードでコストを支払った",
        "A cost paid with an energy card that was already frozen",
        "A player pays a unit's cost by pointing at two red energy cards, one of them already turned "
        "sideways from an earlier play this turn. The opponent objects.",
        ["1.2.3-1", "2.26.1-1"],
        legal,
        bad,
    )

    # 14. A base played into a base square that already holds the player's base.
    cards14 = dict(cards)
    cards14["BS"] = base("前線の砦", {"red": 1})
    snap = snapshot(
        zone_player("P1", hand=[ent("P1:h1", "BS")], squares=[sq("P1:b1", "BS", "P1-1")]),
        zone_player("P2"),
    )
    legal = log(
        cards14,
        snap,
        [(M, None, "P1", "play", {"card": "P1:h1", "from": "hand", "to": "P1-2", "pay": ["P1:e1"]})],
    )
    bad = log(
        cards14,
        snap,
        [(M, None, "P1", "play", {"card": "P1:h1", "from": "hand", "to": "P1-1", "pay": ["P1:e1"]})],
    )
    add(
        "base-played-onto-own-base",
        "自分のベースがあるベーススペースのスクエアにベースをプレイした",
        "A base played into a base square that holds the player's own base",
        "A player plays a second copy of a base into the base square where the first copy stands, "
        "meaning to replace it. The opponent calls a judge.",
        ["2.20.2-2"],
        legal,
        bad,
    )

    # 15. A unit played into an empty central square stays there.
    snap = snapshot(zone_player("P1", hand=[ent("P1:h1", "RU"), ent("P1:h2", "BU")]), zone_player("P2"))
    legal = log(
        cards,
        snap,
        [
            (
                M,
                None,
                "P1",
                "play",
                {"card": "P1:h1", "from": "hand", "to": "B22", "pay": ["P1:e1", "P1:e2"]},
            ),
            (M, None, None, "resolve", None),
            (M, None, None, "rule_effect", {"card": "P1:h1"}),
            (
                M,
                None,
                "P1",
                "play",
                {"card": "P1:h2", "from": "hand", "to": "B12", "pay": ["P1:e4", "P1:e3"]},
            ),
        ],
    )
    bad = log(
        cards,
        snap,
        [
            (
                M,
                None,
                "P1",
                "play",
                {"card": "P1:h1", "from": "hand", "to": "B22", "pay": ["P1:e1", "P1:e2"]},
            ),
            (M, None, None, "resolve", None),
            (
                M,
                None,
                "P1",
                "play",
                {"card": "P1:h2", "from": "hand", "to": "B12", "pay": ["P1:e4", "P1:e3"]},
            ),
        ],
    )
    add(
        "central-play-without-battle-kept",
        "ユニットのいない中央エリアにプレイしたユニットを場に残した",
        "A unit played into an empty central square kept on the board",
        "A player plays a unit into an empty central-area square and leaves it there, planning to smash "
        "with it. The opponent says it is destroyed at once.",
        ["2.20.1-6", "4.16.4-8"],
        legal,
        bad,
    )


s_plan_and_play()


# --- Moves and 速攻 (3.8.2-6, 4.7.3, 5.1) ------------------------------------------------------------


def s_moves() -> None:
    cards = dict(COMMON)
    cards["HU"] = unit("爆走の魔炎", {"red": 1, "colourless": 1}, 3000, haste=True)
    cards["RZ"] = strategy(
        "死者の呼び声",
        {"red": 1, "colourless": 1},
        abilities=[
            {
                "id": "spell",
                "kind": "spell",
                "targets": [{"zone": "graveyard", "whose": "own", "type": "unit", "count": 1}],
                "effect": {"return_to_square": "frozen"},
            }
        ],
    )

    # 16. Moving a frozen unit.
    snap = snapshot(
        zone_player("P1", squares=[sq("P1:u1", "RU", "B11", frozen=True), sq("P1:u2", "BU", "B12")]),
        zone_player("P2"),
    )
    legal = log(cards, snap, [(M, None, "P1", "move", {"unit": "P1:u2", "to": "B22", "pay": ["P1:e1"]})])
    bad = log(cards, snap, [(M, None, "P1", "move", {"unit": "P1:u1", "to": "B21", "pay": ["P1:e1"]})])
    add(
        "move-frozen-unit",
        "フリーズ状態のユニットを移動した",
        "A frozen unit moved",
        "A player moves a unit that is turned sideways (it was played last turn and froze to smash "
        "earlier) one square forward. The opponent says only released units move.",
        ["3.8.2-6", "4.7.3-1"],
        legal,
        bad,
    )

    # 17. A diagonal move.
    snap = snapshot(zone_player("P1", squares=[sq("P1:u1", "RU", "B11")]), zone_player("P2"))
    legal = log(cards, snap, [(M, None, "P1", "move", {"unit": "P1:u1", "to": "B21", "pay": ["P1:e1"]})])
    bad = log(cards, snap, [(M, None, "P1", "move", {"unit": "P1:u1", "to": "B22", "pay": ["P1:e1"]})])
    add(
        "diagonal-move",
        "ユニットを斜めのスクエアに移動した",
        "A unit moved diagonally",
        "A player moves a unit from the left home square to the middle central square in one move. The "
        "opponent objects that it went diagonally.",
        ["3.8.2-6"],
        legal,
        bad,
        printed_example=None,
    )

    # 18. A move whose cost was not paid.
    legal = log(cards, snap, [(M, None, "P1", "move", {"unit": "P1:u1", "to": "B21", "pay": ["P1:e1"]})])
    bad = log(cards, snap, [(M, None, "P1", "move", {"unit": "P1:u1", "to": "B21", "pay": []})])
    add(
        "move-cost-unpaid",
        "移動コストを支払わずにユニットを移動した",
        "A unit moved without paying its move cost",
        "A player slides a unit forward without freezing any energy, believing moving is free. The "
        "unit's move cost is one colourless.",
        ["3.8.2-6", "4.7.3-4"],
        legal,
        bad,
    )

    # 19. A unit without 速攻 moved in the turn it was played.
    snap = snapshot(zone_player("P1", hand=[ent("P1:h1", "RU"), ent("P1:h2", "HU")]), zone_player("P2"))
    legal = log(
        cards,
        snap,
        [
            (
                M,
                None,
                "P1",
                "play",
                {"card": "P1:h2", "from": "hand", "to": "B11", "pay": ["P1:e1", "P1:e2"]},
            ),
            (M, None, None, "resolve", None),
            (M, None, "P1", "move", {"unit": "P1:h2", "to": "B21", "pay": ["P1:e3"]}),
        ],
    )
    bad = log(
        cards,
        snap,
        [
            (
                M,
                None,
                "P1",
                "play",
                {"card": "P1:h1", "from": "hand", "to": "B11", "pay": ["P1:e1", "P1:e2"]},
            ),
            (M, None, None, "resolve", None),
            (M, None, "P1", "move", {"unit": "P1:h1", "to": "B21", "pay": ["P1:e3"]}),
        ],
    )
    add(
        "unit-without-haste-moved-same-turn",
        "速攻を持たないユニットをプレイしたターンに移動した",
        "A unit without 速攻 moved in the turn it was played",
        "A player plays a unit without 速攻 into the home area and moves it forward at once. The "
        "opponent says only 速攻 units enter released.",
        ["2.20.1-3", "5.1.2"],
        legal,
        bad,
    )

    # 20. A 速攻 unit put into a square by an effect enters frozen.
    snap = snapshot(
        zone_player(
            "P1",
            hand=[ent("P1:h1", "RZ")],
            graveyard=[ent("P1:g1", "HU")],
            squares=[sq("P1:u1", "RU", "B12")],
        ),
        zone_player("P2"),
    )
    head = [
        (
            M,
            None,
            "P1",
            "play",
            {"card": "P1:h1", "from": "hand", "targets": ["P1:g1"], "pay": ["P1:e1", "P1:e2"]},
        ),
        (M, None, None, "resolve", None),
        (
            M,
            None,
            None,
            "effect",
            {
                "source": "P1:h1",
                "moves": [{"card": "P1:g1", "from": "graveyard", "to": "B11", "frozen": True}],
            },
        ),
    ]
    legal = log(
        cards, snap, [*head, (M, None, "P1", "move", {"unit": "P1:u1", "to": "B22", "pay": ["P1:e3"]})]
    )
    bad = log(cards, snap, [*head, (M, None, "P1", "move", {"unit": "P1:g1", "to": "B21", "pay": ["P1:e3"]})])
    add(
        "haste-unit-from-graveyard-moved",
        "効果で墓地から置いた速攻ユニットをそのまま移動した",
        "A 速攻 unit put into a square from the graveyard by a strategy, then moved",
        "A player's strategy puts a unit with 速攻 from the graveyard into a home-area square, frozen as "
        "the card says. The player then moves it, saying 速攻 units are always released.",
        ["5.1.2-1", "3.8.2-6"],
        legal,
        bad,
        printed_example="5.1.2-1",
    )


# --- The smash phase (3.9, 1.2.2) -------------------------------------------------------------------


def s_smash() -> None:
    cards = dict(COMMON)

    # 21. A smash from the home area.
    snap = snapshot(
        zone_player("P1", squares=[sq("P1:u1", "RU", "B11"), sq("P1:u2", "BU", "B22")]),
        zone_player("P2"),
        phase="smash",
    )
    legal = log(cards, snap, [("smash", None, "P1", "smash", {"unit": "P1:u2", "count": 1})])
    bad = log(cards, snap, [("smash", None, "P1", "smash", {"unit": "P1:u1", "count": 1})])
    add(
        "smash-from-home-area",
        "自軍エリアのユニットでスマッシュした",
        "A smash made by a unit in the home area",
        "In the smash phase a player freezes a unit standing in their own home area and tells the "
        "opponent to put a card into the smash zone.",
        ["3.9.1"],
        legal,
        bad,
    )

    # 22. A smash from the enemy area moves smash + 1.
    snap = snapshot(zone_player("P1", squares=[sq("P1:u1", "RU", "B31")]), zone_player("P2"), phase="smash")
    legal = log(cards, snap, [("smash", None, "P1", "smash", {"unit": "P1:u1", "count": 2})])
    bad = log(cards, snap, [("smash", None, "P1", "smash", {"unit": "P1:u1", "count": 1})])
    add(
        "smash-enemy-area-plus-one",
        "敵軍エリアからのスマッシュで1枚しか置かなかった",
        "A smash from the enemy area that moved only the printed number",
        "A smash-1 unit in the opponent's home area smashes; the opponent puts one card into the smash "
        "zone. The active player says it is two.",
        ["3.9.1"],
        legal,
        bad,
    )

    # 23. The same unit smashes twice.
    snap = snapshot(
        zone_player("P1", squares=[sq("P1:u1", "RU", "B21"), sq("P1:u2", "BU", "B22")]),
        zone_player("P2"),
        phase="smash",
    )
    legal = log(
        cards,
        snap,
        [
            ("smash", None, "P1", "smash", {"unit": "P1:u1", "count": 1}),
            ("smash", None, "P1", "smash", {"unit": "P1:u2", "count": 1}),
        ],
    )
    bad = log(
        cards,
        snap,
        [
            ("smash", None, "P1", "smash", {"unit": "P1:u1", "count": 1}),
            ("smash", None, "P1", "smash", {"unit": "P1:u1", "count": 1}),
        ],
    )
    add(
        "same-unit-smashes-twice",
        "同じユニットで2回スマッシュした",
        "One unit smashing twice in the same smash phase",
        "Reading 「好きな回数」 in the smash phase rules, a player smashes twice with the same central-area "
        "unit. The opponent says the unit is already frozen.",
        ["3.9.1", "2.26.1-1"],
        legal,
        bad,
    )

    # 24. A negative smash counts as 0.
    snap = snapshot(
        zone_player("P1", squares=[sq("P1:u1", "RU", "B21", smash=-2)]),
        zone_player("P2"),
        phase="smash",
    )
    legal = log(cards, snap, [("smash", None, "P1", "smash", {"unit": "P1:u1", "count": 0})])
    bad = log(cards, snap, [("smash", None, "P1", "smash", {"unit": "P1:u1", "count": 1})])
    add(
        "negative-smash-moves-nothing",
        "スマッシュを-2されたスマッシュ1のユニットで1枚スマッシュした",
        "A smash-1 unit given smash −2 still moves a card",
        "A smash-1 unit in the central area had its smash lowered by 2 this turn. It smashes and the "
        "active player insists the opponent puts one card in, reading the minimum as 1.",
        ["1.2.2", "3.9.1"],
        legal,
        bad,
        printed_example="1.2.2",
    )


s_moves()
s_smash()


# --- Battles (3.11 – 3.14, 4.16, 5.2, 5.4, 5.5, 5.17) -----------------------------------------------


def attack_rows(attacker: str, frm: str = "B21", to: str = "B31") -> list[tuple[Any, ...]]:
    """P1 moves a released unit into the opponent's unit's square; the battle occurs on resolution."""
    return [
        (M, None, "P1", "move", {"unit": attacker, "to": to, "pay": ["P1:e1"]}),
        (M, None, None, "resolve", None),
    ]


def s_battle() -> None:
    cards = dict(COMMON)
    cards["RA"] = unit("炎除けの守護兵", {"blue": 1, "colourless": 1}, 2000, resist=["red"])
    cards["AU"] = unit("疾駆の槍騎兵", {"red": 1, "colourless": 1}, 4000, accel=True)
    cards["SPY"] = unit("スパイ・スパイダー", {"blue": 1, "colourless": 1}, 2000)
    cards["CAN"] = unit("自走戦鬼大砲蜘蛛", {"red": 1, "colourless": 1}, 2000)
    cards["SAP"] = strategy(
        "サファイア・ソウル",
        {"blue": 1},
        timing="battle",
        abilities=[
            {
                "id": "spell",
                "kind": "spell",
                "targets": [{"zone": "battle", "whose": "own", "type": "unit", "count": 1}],
                "duration": "turn",
                "effect": {"power": 3000},
            }
        ],
        text="あなたはバトルスペースのスクエアにある対象の自分のユニットを1枚選び、ターン終了時まで、パワーを+3000する。",
    )
    del cards["SAP"]["text"]

    # 25. Both units survive: the attacking unit is put into the graveyard.
    snap = snapshot(
        zone_player("P1", squares=[sq("P1:a", "RA", "B21")]),
        zone_player("P2", squares=[sq("P2:d", "GU", "B31")]),
    )
    head = [
        *attack_rows("P1:a"),
        (M, B1, None, "exchange", {"damage": {}}),
        (M, B1, None, "resolve", None),
        (M, B2, None, "exchange", {"damage": {"P2:d": 2000, "P1:a": 5000}}),
        (M, B2, None, "resolve", None),
    ]
    legal = log(cards, snap, [*head, (M, BE, None, "rule_effect", {"card": "P1:a"})])
    bad = log(cards, snap, [*head, (M, BE, None, "rule_effect", {"card": "P2:d"})])
    add(
        "both-survive-attacked-unit-removed",
        "両方のユニットが残ったバトルで攻撃されたユニットを墓地に置いた",
        "Both units survive the battle and the attacked unit is the one removed",
        "A unit with 耐性－赤 moved into the square of the opponent's red 5000 unit; neither was destroyed "
        "by the damage. At the end of the battle the attacking player says the defender, who was there "
        "first, must leave.",
        ["3.14.2", "4.16.4-10"],
        legal,
        bad,
    )

    # 26. 加速 deals its battle damage once.
    snap = snapshot(
        zone_player("P1", squares=[sq("P1:a", "AU", "B21")]),
        zone_player("P2", squares=[sq("P2:d", "GU", "B31")]),
    )
    head = [
        *attack_rows("P1:a"),
        (M, B1, None, "exchange", {"damage": {"P2:d": 4000}}),
        (M, B1, None, "resolve", None),
    ]
    legal = log(
        cards,
        snap,
        [
            *head,
            (M, B2, None, "exchange", {"damage": {"P1:a": 5000}}),
            (M, B2, None, "resolve", None),
            (M, B2, None, "rule_effect", {"card": "P1:a"}),
        ],
    )
    bad = log(cards, snap, [*head, (M, B2, None, "exchange", {"damage": {"P1:a": 5000, "P2:d": 4000}})])
    add(
        "accel-damage-again-second-step",
        "加速ユニットが第2バトルステップでも再びダメージを与えた",
        "A 加速 unit deals battle damage again in the second battle step",
        "A 4000 unit with 加速 dealt its damage to a 5000 unit in the first battle step. In the second "
        "step its controller adds its 4000 again to the exchange, which would destroy the defender.",
        ["5.4.2", "3.13.2"],
        legal,
        bad,
    )

    # 27. Battle damage is fixed when the exchange goes on the stack.
    snap = snapshot(
        zone_player("P1", squares=[sq("P1:s", "SPY", "B21")], hand=[ent("P1:h1", "SAP")]),
        zone_player("P2", squares=[sq("P2:c", "CAN", "B31")]),
    )
    head = [
        *attack_rows("P1:s"),
        (M, B1, None, "exchange", {"damage": {}}),
        (M, B1, None, "resolve", None),
        (M, B2, None, "exchange", {"damage": {"P2:c": 2000, "P1:s": 2000}}),
        (M, B2, "P1", "play", {"card": "P1:h1", "from": "hand", "targets": ["P1:s"], "pay": ["P1:e4"]}),
        (M, B2, None, "resolve", None),
        (M, B2, None, "effect", {"source": "P1:h1", "power": [{"card": "P1:s", "amount": 3000}]}),
        (M, B2, None, "resolve", None),
        (M, B2, None, "rule_effect", {"card": "P2:c"}),
    ]
    legal = log(cards, snap, head)
    bad = log(cards, snap, [*head, (M, B2, None, "rule_effect", {"card": "P1:s"})])
    add(
        "damage-fixed-power-raised-after-exchange",
        "応酬がスタックに乗った後にパワーを上げたユニットを墓地に置いた",
        "A unit whose power was raised after the exchange went on the stack is destroyed anyway",
        "Two 2000 units battle. After the second-step exchange goes on the stack, the active player "
        "raises their unit to 5000 with a battle-timing strategy. The opponent says the 2000 damage "
        "still destroys both.",
        ["3.12.4-1", "4.16.4-5"],
        legal,
        bad,
        printed_example="3.12.4-1",
    )

    # 28. 支援 counts its own card.
    cards28 = dict(cards)
    cards28["SUP"] = unit(
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
    )
    snap = snapshot(
        zone_player("P1", squares=[sq("P1:a", "BU", "B21")]),
        zone_player(
            "P2",
            squares=[sq("P2:sup", "SUP", "B31")],
            energy_cards=[ent("P2:e1", "FR"), ent("P2:e2", "FR"), ent("P2:e3", "FB"), ent("P2:e4", "FB")],
        ),
    )
    head = [
        *attack_rows("P1:a"),
        (M, B1, None, "exchange", {"damage": {}}),
        (M, B1, None, "resolve", None),
        (M, B2, None, "exchange", {"damage": {"P2:sup": 2000, "P1:a": 3000}}),
        (M, B2, None, "resolve", None),
        (M, B2, None, "rule_effect", {"card": "P1:a"}),
    ]
    legal = log(cards28, snap, head)
    bad = log(cards28, snap, [*head, (M, B2, None, "rule_effect", {"card": "P2:sup"})])
    add(
        "support-includes-itself",
        "支援—同じライン+1000のユニット自身のパワーを上げずに破壊した",
        "A 支援 unit's own power left out, so it was destroyed",
        "A 2000 unit with 「支援—同じライン+1000」 alone in its line takes 2000 battle damage. The "
        "attacking player says 支援 only helps other units, so it is destroyed.",
        ["5.5.2-1", "4.16.4-5"],
        legal,
        bad,
    )

    # 29. 即死 level is compared with the damaged unit's use cost.
    cards29 = dict(cards)
    cards29["IS"] = unit("イビルアイ・シャーマン", {"black": 1, "colourless": 1}, 3000, sokushi=3)
    snap = snapshot(
        zone_player("P1", squares=[sq("P1:is", "IS", "B21")]),
        zone_player("P2", squares=[sq("P2:x", "GU", "B31")]),
    )
    head = [
        *attack_rows("P1:is"),
        (M, B1, None, "exchange", {"damage": {}}),
        (M, B1, None, "resolve", None),
        (M, B2, None, "exchange", {"damage": {"P2:x": 3000, "P1:is": 5000}}),
        (M, B2, None, "resolve", None),
        (M, B2, None, "rule_effect", {"card": "P1:is"}),
    ]
    legal = log(cards29, snap, head)
    bad = log(cards29, snap, [*head, (M, B2, "P1", "trigger", {"card": "P1:is", "ability": "sokushi"})])
    add(
        "sokushi-level-below-cost",
        "即死レベル3で使用コスト4のユニットを即死させようとした",
        "即死 level 3 used against a unit of use cost 4",
        "A unit with 即死レベル3 dealt battle damage to the opponent's unit whose use cost is 4 "
        "(red 2, colourless 2). Its controller puts 即死 on the stack to destroy that unit at the end "
        "of the battle.",
        ["5.2.2", "2.4.3"],
        legal,
        bad,
    )

    # 30. A unit played into the central area goes to the graveyard when its battle ends.
    snap = snapshot(
        zone_player("P1", hand=[ent("P1:h1", "GU")]),
        zone_player("P2", squares=[sq("P2:u", "BU", "B21")]),
    )
    head = [
        (
            M,
            None,
            "P1",
            "play",
            {"card": "P1:h1", "from": "hand", "to": "B21", "pay": ["P1:e1", "P1:e2", "P1:e3", "P1:e4"]},
        ),
        (M, None, None, "resolve", None),
        (M, B1, None, "exchange", {"damage": {}}),
        (M, B1, None, "resolve", None),
        (M, B2, None, "exchange", {"damage": {"P2:u": 5000, "P1:h1": 2000}}),
        (M, B2, None, "resolve", None),
        (M, B2, None, "rule_effect", {"card": "P2:u"}),
    ]
    legal = log(
        cards, snap, [*head, (M, BE, None, "rule_effect", {"card": "P1:h1"}), (M, None, "P1", "pass", None)]
    )
    bad = log(cards, snap, [*head, (M, None, "P1", "pass", None)])
    add(
        "central-play-winner-kept",
        "中央エリアにプレイしてバトルに勝ったユニットを場に残した",
        "A unit played into the central area kept after winning its battle",
        "A player plays a 5000 unit into the central square holding the opponent's 2000 unit and wins "
        "the battle. When the battle ends the player keeps the unit, saying only units that do not "
        "battle are destroyed there.",
        ["4.16.4-9", "3.14.2-1"],
        legal,
        bad,
    )


s_battle()


# --- Triggered abilities, replacement effects (3.11.1-1, 3.11.5, 3.12.1, 4.8, 4.15) ---------------

HA = unit(
    "聖騎士ホーリー・アロー",
    {"white": 1, "colourless": 1},
    3000,
    abilities=[
        {
            "id": "holy",
            "kind": "triggered",
            "trigger": {"event": "was_attacked", "card": "self"},
            "duration": "turn",
            "effect": {"power": 3000},
        }
    ],
)
LS = unit(
    "ライトニング・スナイパー",
    {"red": 1},
    1000,
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
MIASMA = base(
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
PEN = unit(
    "玩具商人ペンギン・ポー",
    {"red": 1, "colourless": 1},
    2000,
    abilities=[
        {
            "id": "draw",
            "kind": "triggered",
            "trigger": {"event": "to_graveyard", "card": "self", "from": "square"},
            "effect": {"draw": 1},
        }
    ],
)
TOWER = base(
    "大地の塔",
    {"green": 1},
    abilities=[
        {
            "id": "tower",
            "kind": "static",
            "targets": [{"zone": "battle", "whose": "own", "type": "unit", "line": "same"}],
            "effect": {"instead": "energy"},
        }
    ],
)
BOLT = strategy(
    "紅蓮の一撃",
    {"red": 1},
    abilities=[
        {
            "id": "spell",
            "kind": "spell",
            "targets": [{"zone": "battle", "whose": "opponent", "type": "unit", "count": 1}],
            "effect": {"damage": 3000},
        }
    ],
)


def s_triggers() -> None:
    cards = dict(COMMON)
    cards.update({"HA": HA, "LS": LS, "MZ": MIASMA})

    # 31. 瘴気の溪谷: no battle occurs.
    snap = snapshot(
        zone_player("P1", squares=[sq("P1:ha", "HA", "B21"), sq("P1:mz", "MZ", "P1-1")]),
        zone_player("P2", hand=[ent("P2:h1", "LS")]),
        turn=6,
    )
    head = [
        (M, None, "P2", "play", {"card": "P2:h1", "from": "hand", "to": "B21", "pay": ["P2:e1"]}),
        (M, None, None, "resolve", None),
    ]
    legal = log(cards, snap, [*head, (M, None, None, "rule_effect", {"card": "P2:h1"})], turn=6)
    bad = log(cards, snap, [*head, (M, None, "P2", "pass", None)], turn=6)
    add(
        "no-battle-when-power-drops-to-zero",
        "パワーが0になるユニットを相手ユニットのスクエアにプレイし、バトルのため場に残した",
        "A unit at power 0 kept in the square for a battle that never occurs",
        "The non-active player's 瘴気の溪谷 gives the opponent's units in its line −1000. The active "
        "player plays a 1000 unit into the central square of that line holding the 溪谷 player's unit, "
        "and keeps it there, saying the battle comes first and the unit fights at 0 power.",
        ["3.11.1-1", "4.16.4-3-2", "4.16.4-4"],
        legal,
        bad,
        printed_example="3.11.1-1",
    )

    # 32. No battle, so no 「攻撃された時」.
    bad = log(
        cards,
        snap,
        [
            *head,
            (M, None, None, "rule_effect", {"card": "P2:h1"}),
            (M, None, "P1", "trigger", {"card": "P1:ha", "ability": "holy"}),
        ],
        turn=6,
    )
    add(
        "attacked-trigger-without-battle",
        "バトルが発生しなかったのに「攻撃された時」の能力を誘発させた",
        "A 「攻撃された時」 ability put on the stack although no battle occurred",
        "Same table: the 1000 unit played into the 瘴気の溪谷 line went to the graveyard at once. The "
        "player of 聖騎士ホーリー・アロー still puts its 「攻撃された時」 ability on the stack for +3000.",
        ["3.12.1", "3.11.1-1"],
        legal,
        bad,
        printed_example="3.12.1",
    )

    # 33/34. Both the attacking and the attacked unit trigger; the active player's first.
    snap = snapshot(
        zone_player("P1", hand=[ent("P1:h1", "LS")]),
        zone_player("P2", squares=[sq("P2:ha", "HA", "B21")]),
    )
    head = [
        (M, None, "P1", "play", {"card": "P1:h1", "from": "hand", "to": "B21", "pay": ["P1:e1"]}),
        (M, None, None, "resolve", None),
    ]
    legal = log(
        cards,
        snap,
        [
            *head,
            (M, B1, "P1", "trigger", {"card": "P1:h1", "ability": "snipe"}),
            (M, B1, "P2", "trigger", {"card": "P2:ha", "ability": "holy"}),
            (M, B1, None, "resolve", None),
            (M, B1, None, "effect", {"source": "P2:ha", "power": [{"card": "P2:ha", "amount": 3000}]}),
            (M, B1, None, "resolve", None),
            (M, B1, None, "effect", {"source": "P1:h1", "power": [{"card": "P1:h1", "amount": 3000}]}),
        ],
    )
    bad_missed = log(
        cards,
        snap,
        [
            *head,
            (M, B1, "P1", "trigger", {"card": "P1:h1", "ability": "snipe"}),
            (M, B1, None, "resolve", None),
            (M, B1, None, "effect", {"source": "P1:h1", "power": [{"card": "P1:h1", "amount": 3000}]}),
        ],
    )
    add(
        "attacked-unit-trigger-forgotten",
        "攻撃されたユニットの「攻撃された時」能力をスタックに乗せなかった",
        "The attacked unit's 「攻撃された時」 ability left off the stack",
        "The active player plays ライトニング・スナイパー into the central square of the opponent's "
        "聖騎士ホーリー・アロー. Only the sniper's 「攻撃した時」 goes on the stack and resolves; the "
        "active player says the defender did not 'attack' and gets nothing.",
        ["3.11.5", "3.12.1", "4.8.2"],
        legal,
        bad_missed,
        printed_example="3.11.5",
    )
    bad_order = log(
        cards,
        snap,
        [
            *head,
            (M, B1, "P2", "trigger", {"card": "P2:ha", "ability": "holy"}),
            (M, B1, "P1", "trigger", {"card": "P1:h1", "ability": "snipe"}),
        ],
    )
    add(
        "battle-triggers-non-active-first",
        "同時に誘発した能力を非アクティブプレイヤーのものから先にスタックに乗せた",
        "Simultaneous triggers stacked with the non-active player's first",
        "Same battle: the non-active player puts ホーリー・アロー's ability on the stack first so that the "
        "active player's sniper ability resolves first. The active player objects to the order.",
        ["4.8.3"],
        legal,
        bad_order,
    )

    # 35/36. 大地の塔 replaces the trip to the graveyard.
    cards35 = dict(COMMON)
    cards35.update({"PEN": PEN, "TW": TOWER, "BOLT": BOLT})
    snap = snapshot(
        zone_player("P1", squares=[sq("P1:pen", "PEN", "B21"), sq("P1:tw", "TW", "P1-1")]),
        zone_player("P2", hand=[ent("P2:h1", "BOLT")]),
        turn=6,
    )
    head = [
        (M, None, "P2", "play", {"card": "P2:h1", "from": "hand", "targets": ["P1:pen"], "pay": ["P2:e1"]}),
        (M, None, None, "resolve", None),
        (M, None, None, "effect", {"source": "P2:h1", "damage": [{"card": "P1:pen", "amount": 3000}]}),
    ]
    legal = log(
        cards35,
        snap,
        [
            *head,
            (M, None, None, "rule_effect", {"card": "P1:pen", "to": "energy", "replaced_by": "P1:tw"}),
            (M, None, "P2", "pass", None),
        ],
        turn=6,
    )
    bad = log(
        cards35,
        snap,
        [
            *head,
            (M, None, None, "rule_effect", {"card": "P1:pen", "to": "energy", "replaced_by": "P1:tw"}),
            (M, None, "P1", "trigger", {"card": "P1:pen", "ability": "draw"}),
        ],
        turn=6,
    )
    add(
        "replaced-destruction-still-triggers",
        "大地の塔でエネルギーゾーンに置かれたユニットの「墓地に置かれた時」を誘発させた",
        "A 「墓地に置かれた時」 ability triggered although 大地の塔 sent the unit to energy",
        "The opponent's strategy destroys 玩具商人ペンギン・ポー, which goes to the energy zone instead "
        "because of 大地の塔 in its line. Its player still draws a card for its 「スクエアから墓地に置かれた時」 "
        "ability.",
        ["4.8.7"],
        legal,
        bad,
        printed_example="4.8.7",
    )
    bad = log(
        cards35,
        snap,
        [
            *head,
            (M, None, None, "rule_effect", {"card": "P1:pen"}),
            (M, None, "P1", "trigger", {"card": "P1:pen", "ability": "draw"}),
        ],
        turn=6,
    )
    add(
        "tower-replacement-ignored",
        "大地の塔と同じラインのユニットを墓地に置いた",
        "A unit in 大地の塔's line put into the graveyard anyway",
        "The opponent's strategy destroys ペンギン・ポー in the line of its owner's 大地の塔. The owner "
        "prefers the draw and puts it into the graveyard, saying the tower's effect is optional.",
        ["4.15.2", "4.15.3"],
        legal,
        bad,
    )

    # 37. A leave-the-square trigger forgotten.
    cards37 = dict(COMMON)
    cards37.update({"PEN": PEN, "BOLT": BOLT})
    snap = snapshot(
        zone_player("P1", squares=[sq("P1:pen", "PEN", "B21")]),
        zone_player("P2", hand=[ent("P2:h1", "BOLT"), ent("P2:h2", "RU")]),
        turn=6,
    )
    head = [
        (M, None, "P2", "play", {"card": "P2:h1", "from": "hand", "targets": ["P1:pen"], "pay": ["P2:e1"]}),
        (M, None, None, "resolve", None),
        (M, None, None, "effect", {"source": "P2:h1", "damage": [{"card": "P1:pen", "amount": 3000}]}),
        (M, None, None, "rule_effect", {"card": "P1:pen"}),
    ]
    legal = log(
        cards37,
        snap,
        [
            *head,
            (M, None, "P1", "trigger", {"card": "P1:pen", "ability": "draw"}),
            (M, None, None, "resolve", None),
            (M, None, "P1", "draw", {"count": 1, "source": "P1:pen"}),
            (
                M,
                None,
                "P2",
                "play",
                {"card": "P2:h2", "from": "hand", "to": "B32", "pay": ["P2:e2", "P2:e3"]},
            ),
        ],
        turn=6,
    )
    bad = log(
        cards37,
        snap,
        [
            *head,
            (
                M,
                None,
                "P2",
                "play",
                {"card": "P2:h2", "from": "hand", "to": "B32", "pay": ["P2:e2", "P2:e3"]},
            ),
        ],
        turn=6,
    )
    add(
        "destroyed-unit-draw-trigger-missed",
        "破壊されたペンギン・ポーの能力をスタックに乗せずにゲームを進めた",
        "A destroyed unit's draw trigger skipped as play went on",
        "The active player's strategy destroys ペンギン・ポー; its player forgets the draw and the active "
        "player immediately plays a unit. A few seconds later the ペンギン player asks for the draw.",
        ["4.8.2"],
        legal,
        bad,
    )


s_triggers()


# --- Targets and the end of the turn (4.7.2, 4.8.4, 4.9.2, 4.11, 5.17, 3.10) ----------------------


def s_targets() -> None:
    cards = dict(COMMON)
    cards["BA"] = unit(
        "バトルフィールド・エンジェル",
        {"white": 1},
        1000,
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
    cards["RA"] = unit("炎除けの守護兵", {"blue": 1, "colourless": 1}, 2000, resist=["red"])
    cards["BOLT"] = BOLT
    cards["QB"] = strategy(
        "早撃ちの火矢",
        {"red": 1},
        timing="quick",
        abilities=[
            {
                "id": "spell",
                "kind": "spell",
                "targets": [{"zone": "battle", "whose": "opponent", "type": "unit", "count": 1}],
                "effect": {"damage": 3000},
            }
        ],
    )
    cards["GC"] = strategy(
        "ジェノサイド・カノン",
        {"red": 1, "colourless": 2},
        abilities=[
            {
                "id": "spell",
                "kind": "spell",
                "targets": [{"zone": "battle", "type": "unit", "count": 3, "up_to": True}],
                "effect": {"damage": 6000, "divide": True},
            }
        ],
    )
    white = [
        ent("P1:e1", "FR"),
        ent("P1:e2", "FR"),
        ent("P1:e3", "FR"),
        ent("P1:e4", "FB"),
        ent("P1:e5", "WF"),
    ]
    cards["WF"] = unit("白の団結兵", {"white": 1}, 1000, unity=True)

    # 38. A trigger's 「同じライン」 read from where the card last was.
    snap = snapshot(
        zone_player("P1", hand=[ent("P1:h1", "BA")], energy_cards=white),
        zone_player("P2", squares=[sq("P2:x", "RU", "B32"), sq("P2:y", "BU", "B31")]),
    )
    head = [
        (M, None, "P1", "play", {"card": "P1:h1", "from": "hand", "to": "B22", "pay": ["P1:e5"]}),
        (M, None, None, "resolve", None),
        (M, None, None, "rule_effect", {"card": "P1:h1"}),
    ]
    legal = log(
        cards,
        snap,
        [*head, (M, None, "P1", "trigger", {"card": "P1:h1", "ability": "angel", "targets": ["P2:x"]})],
    )
    bad = log(
        cards,
        snap,
        [*head, (M, None, "P1", "trigger", {"card": "P1:h1", "ability": "angel", "targets": ["P2:y"]})],
    )
    add(
        "trigger-target-outside-line",
        "「同じラインの対象」に別のラインのユニットを選んだ",
        "A 「同じラインの対象」 trigger aimed at a unit in another line",
        "バトルフィールド・エンジェル, played into the empty middle central square, was destroyed at once; "
        "its 「手札からスクエアに置かれた時」 ability goes on the stack. Its player picks the opponent's unit "
        "in the left line, saying the angel is no longer in any line.",
        ["4.8.4-2", "4.11.3"],
        legal,
        bad,
        printed_example="4.8.4-2",
    )

    # 39. 耐性 forbids targeting by a card of that colour.
    snap = snapshot(
        zone_player("P1", hand=[ent("P1:h1", "BOLT")]),
        zone_player("P2", squares=[sq("P2:r", "RA", "B31"), sq("P2:u", "BU", "B32")]),
    )
    legal = log(
        cards,
        snap,
        [(M, None, "P1", "play", {"card": "P1:h1", "from": "hand", "targets": ["P2:u"], "pay": ["P1:e1"]})],
    )
    bad = log(
        cards,
        snap,
        [(M, None, "P1", "play", {"card": "P1:h1", "from": "hand", "targets": ["P2:r"], "pay": ["P1:e1"]})],
    )
    add(
        "red-strategy-targets-resist-red",
        "耐性－赤のユニットを赤のストラテジーの対象にした",
        "A red strategy targeting a unit with 耐性－赤",
        "A player plays a red damage strategy choosing the opponent's unit with 耐性－赤 as its target, "
        "arguing that 耐性 only stops the damage.",
        ["5.17.2"],
        legal,
        bad,
    )

    # 40. One 「対象の」 cannot pick the same unit three times.
    snap = snapshot(
        zone_player("P1", hand=[ent("P1:h1", "GC")]),
        zone_player("P2", squares=[sq("P2:a", "GU", "B31"), sq("P2:b", "BU", "B32")]),
    )
    legal = log(
        cards,
        snap,
        [
            (
                M,
                None,
                "P1",
                "play",
                {
                    "card": "P1:h1",
                    "from": "hand",
                    "targets": ["P2:a", "P2:b"],
                    "divide": {"P2:a": 4000, "P2:b": 2000},
                    "pay": ["P1:e1", "P1:e2", "P1:e3"],
                },
            )
        ],
    )
    bad = log(
        cards,
        snap,
        [
            (
                M,
                None,
                "P1",
                "play",
                {
                    "card": "P1:h1",
                    "from": "hand",
                    "targets": ["P2:a", "P2:a", "P2:a"],
                    "divide": {"P2:a": 6000},
                    "pay": ["P1:e1", "P1:e2", "P1:e3"],
                },
            )
        ],
    )
    add(
        "same-unit-targeted-three-times",
        "ジェノサイド・カノンで同じユニットを3回対象に選んだ",
        "ジェノサイド・カノン choosing one unit three times",
        "To trigger a damage-reacting base three times, a player plays ジェノサイド・カノン naming the same "
        "enemy unit as all three targets.",
        ["4.11.5"],
        legal,
        bad,
        printed_example="4.11.5",
    )

    # 41. A divided number gives each target at least 1.
    bad = log(
        cards,
        snap,
        [
            (
                M,
                None,
                "P1",
                "play",
                {
                    "card": "P1:h1",
                    "from": "hand",
                    "targets": ["P2:a", "P2:b"],
                    "divide": {"P2:a": 6000, "P2:b": 0},
                    "pay": ["P1:e1", "P1:e2", "P1:e3"],
                },
            )
        ],
    )
    add(
        "divided-damage-zero-to-a-target",
        "割り振るダメージで対象の1枚に0を割り振った",
        "A target given 0 of a divided damage",
        "A player plays ジェノサイド・カノン with two targets and announces all 6000 to one of them and 0 "
        "to the other.",
        ["4.7.2-6"],
        legal,
        bad,
        printed_example="4.7.2-6",
    )

    # 42. A spell whose only target is gone is nullified.
    snap = snapshot(
        zone_player("P1", hand=[ent("P1:h1", "QB"), ent("P1:h2", "QB")]),
        zone_player("P2", squares=[sq("P2:u", "RU", "B31")]),
    )
    head = [
        (M, None, "P1", "play", {"card": "P1:h1", "from": "hand", "targets": ["P2:u"], "pay": ["P1:e1"]}),
        (M, None, "P1", "play", {"card": "P1:h2", "from": "hand", "targets": ["P2:u"], "pay": ["P1:e2"]}),
        (M, None, None, "resolve", None),
        (M, None, None, "effect", {"source": "P1:h2", "damage": [{"card": "P2:u", "amount": 3000}]}),
        (M, None, None, "rule_effect", {"card": "P2:u"}),
    ]
    legal = log(cards, snap, [*head, (M, None, None, "resolve", {"nullified": True})])
    bad = log(cards, snap, [*head, (M, None, None, "resolve", {"nullified": False})])
    add(
        "spell-resolved-after-target-left",
        "対象がすべて墓地に置かれたストラテジーを無効化せずに解決した",
        "A strategy resolved though its only target had left the board",
        "A player plays two quick damage strategies at one enemy unit; the second resolves first and "
        "destroys it. The player says the first one still resolves and counts as played.",
        ["4.11.3", "4.9.2-1"],
        legal,
        bad,
    )

    # 43. A 「ターン終了時」 ability put on the stack in the main phase.
    cards43 = dict(COMMON)
    cards43["TE"] = unit(
        "夕暮れの書記官",
        {"blue": 1, "colourless": 1},
        2000,
        abilities=[
            {"id": "dusk", "kind": "triggered", "trigger": {"event": "turn_end"}, "effect": {"draw": 1}}
        ],
    )
    snap = snapshot(zone_player("P1", squares=[sq("P1:te", "TE", "B11")]), zone_player("P2"))
    legal = log(cards43, snap, [("recovery", None, "P1", "trigger", {"card": "P1:te", "ability": "dusk"})])
    bad = log(cards43, snap, [(M, None, "P1", "trigger", {"card": "P1:te", "ability": "dusk"})])
    add(
        "turn-end-trigger-in-main-phase",
        "「ターン終了時」の能力をメインフェイズ中にスタックに乗せた",
        "A 「ターン終了時」 ability put on the stack during the main phase",
        "To have the card in hand for a play, a player puts their unit's 「ターン終了時、カードを1枚引く」 "
        "ability on the stack in the main phase, saying the turn is about to end anyway.",
        ["3.10.2", "4.4.1"],
        legal,
        bad,
    )


s_targets()


# --- The end of the duel (3.3) -------------------------------------------------------------------


def s_end() -> None:
    cards = dict(COMMON)
    cards["GU2"] = unit("二連撃の戦士", {"red": 1, "colourless": 1}, 3000, smash=2)

    # 44. The seventh smash card ends the duel.
    snap = snapshot(
        zone_player("P1", squares=[sq("P1:u1", "RU", "B31")]),
        zone_player("P2", smash=5),
        phase="smash",
    )
    legal = log(
        cards,
        snap,
        [
            ("smash", None, "P1", "smash", {"unit": "P1:u1", "count": 2}),
            ("smash", None, None, "result", {"winners": ["P1"], "reason": "smash"}),
        ],
    )
    bad = log(
        cards,
        snap,
        [
            ("smash", None, "P1", "smash", {"unit": "P1:u1", "count": 2}),
            ("draw", None, "P2", "draw", {"count": 1}, 6),
        ],
    )
    add(
        "seventh-smash-card-play-continues",
        "スマッシュゾーンが7枚になった後もデュエルを続けた",
        "The duel played on after a player's seventh smash card",
        "A smash from the enemy area brings the opponent's smash zone from 5 to 7 cards. The opponent "
        "says the duel ends only at the end of the turn and starts their own turn with a draw.",
        ["3.3.1", "4.16.4-1"],
        legal,
        bad,
    )

    # 45. A smash that empties the deck.
    grave = [ent(f"P2:g{i}", "FR" if i % 2 else "FB") for i in range(1, 21)]
    snap = snapshot(
        zone_player("P1", squares=[sq("P1:u1", "GU2", "B22")]),
        zone_player("P2", smash=2, graveyard=grave, hand_hidden=13),
        phase="smash",
    )
    legal = log(
        cards,
        snap,
        [
            ("smash", None, "P1", "smash", {"unit": "P1:u1", "count": 1}),
            ("smash", None, None, "result", {"winners": ["P1"], "reason": "deck_out"}),
        ],
    )
    bad = log(
        cards,
        snap,
        [
            ("smash", None, "P1", "smash", {"unit": "P1:u1", "count": 1}),
            ("energy", None, "P2", "energy", {"card": "P2:h1"}, 6),
        ],
    )
    add(
        "deck-emptied-by-smash-play-continues",
        "スマッシュで山札が0枚になった後もデュエルを続けた",
        "The duel played on after a smash emptied a deck",
        "The opponent has one card left in the deck; a smash-2 unit in the central area smashes and "
        "that card goes to the smash zone. The opponent says they lose only when they cannot draw, and "
        "plays on into their turn.",
        ["3.3.2", "4.16.4-2"],
        legal,
        bad,
    )

    # 46. A concession cannot be taken back.
    snap = snapshot(zone_player("P1", hand=[ent("P1:h1", "RU")]), zone_player("P2"))
    legal = log(
        cards,
        snap,
        [
            (M, None, "P1", "concede", None),
            (M, None, None, "result", {"winners": ["P2"], "reason": "concede"}),
        ],
    )
    bad = log(
        cards,
        snap,
        [
            (M, None, "P1", "concede", None),
            (
                M,
                None,
                "P1",
                "play",
                {"card": "P1:h1", "from": "hand", "to": "B12", "pay": ["P1:e1", "P1:e2"]},
            ),
        ],
    )
    add(
        "concession-taken-back",
        "投了を宣言した後にプレイを続けた",
        "Play resumed after a concession",
        "A player says 「参りました」 and offers a handshake, then notices a card in hand and wants to "
        "play on. The opponent calls a judge.",
        ["3.3.7"],
        legal,
        bad,
    )


# --- Open points (needs_ruling) ------------------------------------------------------------------


def s_open() -> None:
    cards = dict(COMMON)

    # 47. A redraw where the event did not say whether redraws are allowed.
    rows = [
        ("setup", None, "P1", "shuffle", None),
        ("setup", None, "P2", "shuffle", None),
        ("setup", None, "P1", "draw", {"count": 5}),
        ("setup", None, "P2", "draw", {"count": 5}),
        ("setup", None, "P2", "mulligan", {"count": 5}),
    ]
    legal = log(cards, None, rows, turn=0, options={"mulligan": True})
    nr = log(cards, None, rows, turn=0, options={})
    add(
        "redraw-without-announced-policy",
        "引きなおしの可否が告知されていない大会で後攻が引きなおした",
        "A redraw at an event that never said whether redraws are allowed",
        "The second player puts their opening five cards on the bottom of the deck and draws five new "
        "ones. The first player says redraws are not part of this event; the organiser's announcement "
        "did not mention them.",
        ["3.2.3", "3.2.3-1"],
        legal,
        nr,
        ruling="needs_ruling",
    )

    # 48. Battles occurring in two squares at the same moment.
    cards48 = dict(cards)
    cards48["MARCH"] = strategy(
        "全軍突撃",
        {"red": 1},
        abilities=[
            {
                "id": "spell",
                "kind": "spell",
                "targets": [
                    {
                        "zone": "battle",
                        "whose": "own",
                        "type": "unit",
                        "count": 2,
                        "up_to": True,
                        "area": "central",
                    }
                ],
                "effect": {"forward": 1},
            }
        ],
    )
    snap = snapshot(
        zone_player(
            "P1", hand=[ent("P1:h1", "MARCH")], squares=[sq("P1:a", "RU", "B21"), sq("P1:b", "BU", "B22")]
        ),
        zone_player("P2", squares=[sq("P2:x", "RU", "B31"), sq("P2:y", "BU", "B32")]),
    )
    legal = log(
        cards48,
        snap,
        [
            (M, None, "P1", "play", {"card": "P1:h1", "from": "hand", "targets": ["P1:a"], "pay": ["P1:e1"]}),
            (M, None, None, "resolve", None),
            (M, None, None, "effect", {"source": "P1:h1", "moves": [{"card": "P1:a", "to": "B31"}]}),
            (M, B1, None, "exchange", {"damage": {}}),
        ],
    )
    nr = log(
        cards48,
        snap,
        [
            (
                M,
                None,
                "P1",
                "play",
                {"card": "P1:h1", "from": "hand", "targets": ["P1:a", "P1:b"], "pay": ["P1:e1"]},
            ),
            (M, None, None, "resolve", None),
            (
                M,
                None,
                None,
                "effect",
                {"source": "P1:h1", "moves": [{"card": "P1:a", "to": "B31"}, {"card": "P1:b", "to": "B32"}]},
            ),
            (M, B1, None, "exchange", {"damage": {}}),
        ],
    )
    add(
        "two-battles-at-once",
        "1つの効果で2つのスクエアで同時にバトルが発生した",
        "One effect starts battles in two squares at the same moment",
        "A strategy puts two of the active player's central units into the two enemy squares in front "
        "of them at once, each holding an opponent's unit. The players ask in which order the two "
        "battles' exchanges and priority windows go.",
        ["3.11.1-4"],
        legal,
        nr,
        ruling="needs_ruling",
    )

    # 49. A battle occurring in the recovery phase.
    cards49 = dict(cards)
    cards49["RALLY"] = base(
        "夜明けの召集所",
        {"red": 1},
        abilities=[
            {
                "id": "rally",
                "kind": "triggered",
                "trigger": {"event": "recovery_start", "whose": "own"},
                "effect": {"put_unit_from_hand": "home"},
            }
        ],
    )
    snap = snapshot(
        zone_player("P1", hand=[ent("P1:h1", "RU")], squares=[sq("P1:r", "RALLY", "P1-1")]),
        zone_player("P2", squares=[sq("P2:x", "BU", "B11")]),
        phase="smash",
    )
    head = [
        ("recovery", None, "P1", "trigger", {"card": "P1:r", "ability": "rally"}),
        ("recovery", None, None, "resolve", None),
    ]
    legal = log(
        cards49,
        snap,
        [
            *head,
            (
                "recovery",
                None,
                None,
                "effect",
                {"source": "P1:r", "moves": [{"card": "P1:h1", "from": "hand", "to": "B12"}]},
            ),
        ],
    )
    nr = log(
        cards49,
        snap,
        [
            *head,
            (
                "recovery",
                None,
                None,
                "effect",
                {"source": "P1:r", "moves": [{"card": "P1:h1", "from": "hand", "to": "B11"}]},
            ),
            ("recovery", B1, None, "exchange", {"damage": {}}),
        ],
    )
    add(
        "battle-in-recovery-phase",
        "リカバリーフェイズに効果で置いたユニットでバトルが発生した",
        "A battle caused in the recovery phase",
        "At the start of the recovery phase a base's ability puts a unit from hand into a home-area "
        "square that holds the opponent's unit. The players disagree whether a battle is fought "
        "outside the main phase.",
        ["3.4.2", "3.11.1"],
        legal,
        nr,
        ruling="needs_ruling",
    )

    # 50. 呼声: from which zone are the cards frozen?
    cards50 = dict(cards)
    cards50["CALL"] = unit("鬨の声の鼓手", {"red": 1}, 1000)
    # 呼声 is modelled by no structured field: the card keeps "text": true (log-format-dimension-zero.md).
    cards50["CALL"]["text"] = True
    snap = snapshot(
        zone_player(
            "P1",
            hand=[ent("P1:h1", "GU")],
            squares=[sq("P1:c", "CALL", "B12")],
            energy_cards=energy("P1", "rrrrb"),
        ),
        zone_player("P2"),
    )
    legal = log(
        cards50,
        snap,
        [
            (
                M,
                None,
                "P1",
                "play",
                {"card": "P1:h1", "from": "hand", "to": "B11", "pay": ["P1:e1", "P1:e2", "P1:e3", "P1:e5"]},
            )
        ],
    )
    nr = log(
        cards50,
        snap,
        [
            (
                M,
                None,
                "P1",
                "play",
                {"card": "P1:h1", "from": "hand", "to": "B11", "pay": ["P1:e1", "P1:e2", "P1:e3", "P1:c"]},
            )
        ],
    )
    add(
        "call-card-frozen-in-square",
        "スクエアにある呼声を持つユニットをフリーズして無色コストを減らした",
        "A 呼声 unit in a square frozen to lower a play's colourless cost",
        "A player plays a red unit and freezes their unit with 呼声－赤 standing in a home square as the "
        "additional cost, paying one colourless less. The opponent says 呼声 cards must be frozen from "
        "another zone.",
        ["5.10.2"],
        legal,
        nr,
        ruling="needs_ruling",
    )


# --- Added: negative smash in the enemy area (decision DZ 6) and the plan zone's cost and timing ---


def s_more() -> None:
    cards = dict(COMMON)

    # 51. Smash −1 in the enemy area: floored to 0 first, then +1 (decision DZ 6, default option).
    snap = snapshot(
        zone_player("P1", squares=[sq("P1:u1", "RU", "B31", smash=-2)]),
        zone_player("P2"),
        phase="smash",
    )
    legal = log(cards, snap, [("smash", None, "P1", "smash", {"unit": "P1:u1", "count": 1})])
    bad = log(cards, snap, [("smash", None, "P1", "smash", {"unit": "P1:u1", "count": 0})])
    add(
        "negative-smash-in-enemy-area",
        "スマッシュが-1になったユニットの敵軍エリアからのスマッシュで1枚も置かなかった",
        "A smash −1 unit in the enemy area moved no card",
        "A smash-1 unit given smash −2 this turn stands in the opponent's home area and smashes. The "
        "opponent computes −1 + 1 = 0 and puts no card in; the active player says the negative smash "
        "counts as 0 and the enemy area adds 1. The event used the default reading.",
        ["1.2.2", "3.9.1"],
        legal,
        bad,
    )

    # 52. Creating the plan zone without paying its cost.
    snap = snapshot(zone_player("P1"), zone_player("P2"))
    legal = log(
        cards,
        snap,
        [(M, None, "P1", "plan_create", {"pay": ["P1:e1"]}), (M, None, None, "resolve", {"card": "P1:d1"})],
    )
    bad = log(
        cards,
        snap,
        [(M, None, "P1", "plan_create", {"pay": []}), (M, None, None, "resolve", {"card": "P1:d1"})],
    )
    add(
        "plan-created-without-cost",
        "エネルギーを支払わずにプランゾーンを作成した",
        "The plan zone created without paying colourless 1",
        "A player turns the top card of the deck face up to create the plan zone without freezing any "
        "energy, thinking it is a free action like the energy card.",
        ["3.8.2-3"],
        legal,
        bad,
    )

    # 53. Creating the plan zone in the opponent's main phase.
    snap = snapshot(zone_player("P1"), zone_player("P2"), turn=6)
    legal = log(
        cards,
        snap,
        [(M, None, "P2", "plan_create", {"pay": ["P2:e1"]}), (M, None, None, "resolve", {"card": "P2:d1"})],
        turn=6,
    )
    bad = log(
        cards,
        snap,
        [
            (M, None, "P2", "pass", None),
            (M, None, "P1", "plan_create", {"pay": ["P1:e1"]}),
            (M, None, None, "resolve", {"card": "P1:d1"}),
        ],
        turn=6,
    )
    add(
        "plan-created-in-opponent-turn",
        "相手のメインフェイズにプランゾーンを作成した",
        "The plan zone created in the opponent's main phase",
        "While the opponent passes priority in their main phase, a player pays one energy to turn the "
        "top card of their own deck face up as the plan zone, to see it before their turn.",
        ["3.8.2-3", "3.8.2"],
        legal,
        bad,
    )


s_end()
s_more()
s_open()


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for sc in SCENARIOS:
        path = OUT / f"{sc['id']}.json"
        path.write_text(json.dumps(sc, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {len(SCENARIOS)} scenarios to {OUT}")


if __name__ == "__main__":
    main()
