"""Writes the fifth blind round of Dimension Zero held-out judge scenarios (ids ``dimension-zero-ho5-…``).

Run: ``python -m tests.scenarios_heldout.build_dimension_zero_round5`` from the repository root.

Written from the rulebook (``rules_index/data/dimension-zero.txt``) and the log-format documents alone, by a
writer who read neither the engine nor the earlier rounds' builders. Every log starts from a mid-game snapshot
(turn 5 or 6, the first seat P1 going first); the deck counts are worked out so that each player's cards add
up to the 40-card decklist, whose filler is a 団結 unit (5.6.2: any number of copies).
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent / "dimension-zero"
SLUG = "dimension-zero"
DECK_SIZE = 40

# The second look after the first run writes here (scenario short name → note / gap); empty as written.
NOTES: dict[str, str] = {
    "resonance-after-effect-move": (
        "Corrected after the first run (the writer's error): the snapshot was taken in the main phase, so the "
        "log could not tell that no move of P1's had resolved earlier in the turn, which 共鳴 (5.13.2) turns "
        "on; the format reads a fact of a phase not reached yet as known, so the snapshot now stands in the "
        "energy phase, before any move could be made."
    ),
}
GAPS: dict[str, str] = {
    "play-during-resolution": (
        "The engine's miss, left open: the log format records a resolved strategy's lasting effect as an "
        "`effect` entry that may come after later acts (a power change applied to the cards reached, 4.14.3-2, "
        "is replayed that way), so an effect recorded after a play made in the middle of the resolution reads "
        "the same as a later record. Telling them apart needs the format to say where a resolution ends "
        "(4.9.4); a check that assumed it flagged the corpus's own legal logs and was withdrawn."
    ),
}

Card = dict[str, Any]
Entry = dict[str, Any]


# --- card pool -------------------------------------------------------------------------------------------


def unit(
    name: str,
    cost: dict[str, int],
    power: int,
    smash: int = 1,
    *,
    timing: str = "normal",
    move: dict[str, int] | None = None,
    abilities: list[dict[str, Any]] | None = None,
    text: Any = None,
    **keywords: Any,
) -> Card:
    kw: dict[str, Any] = {
        "cost": cost,
        "move": move or {"colourless": 1},
        "timing": timing,
        "power": power,
        "smash": smash,
    }
    kw.update(keywords)
    card: Card = {"name": name, "type": "unit", "keywords": kw}
    if abilities:
        card["abilities"] = abilities
    if text is not None:
        card["text"] = text
    return card


def strategy(
    name: str, cost: dict[str, int], timing: str = "normal", abilities: list[dict[str, Any]] | None = None
) -> Card:
    card: Card = {"name": name, "type": "strategy", "keywords": {"cost": cost, "timing": timing}}
    if abilities:
        card["abilities"] = abilities
    return card


def base(name: str, cost: dict[str, int], abilities: list[dict[str, Any]] | None = None) -> Card:
    card: Card = {"name": name, "type": "base", "keywords": {"cost": cost}}
    if abilities:
        card["abilities"] = abilities
    return card


def spell(targets: list[dict[str, Any]] | None = None, ident: str = "spell", **effect: Any) -> dict[str, Any]:
    ability: dict[str, Any] = {"id": ident, "kind": "spell"}
    if targets is not None:
        ability["targets"] = targets
    if effect:
        ability["effect"] = effect
    return ability


ONE_UNIT = [{"zone": "battle", "type": "unit", "count": 1}]
OWN_UNIT = [{"zone": "battle", "whose": "own", "type": "unit", "count": 1}]

COMMON: dict[str, Card] = {
    "FU": unit("団結のユニット", {"red": 1}, 1000, unity=True),
    "RU": unit("赤の戦士", {"red": 1}, 2000),
    "GU": unit("大きな戦士", {"red": 1, "colourless": 2}, 5000),
    # 「あなたはバトルスペースのスクエアにある対象のユニットを1枚選び、2000のダメージを与える。」
    "BOLT": strategy("火の矢", {"red": 1}, "quick", [spell(ONE_UNIT, damage=2000)]),
    # 「あなたはバトルスペースのスクエアにある対象の自分のユニットを1枚選び、持ち主の手札に加える。」
    "RECALL": strategy("緊急帰還", {"red": 1}, "battle", [spell(OWN_UNIT)]),
    # 「あなたはバトルスペースのスクエアにある対象のユニットを1枚選び、1000のダメージを与える。」
    "SPARK": strategy("火花", {"red": 1}, "quick", [spell(ONE_UNIT, damage=1000)]),
}


# --- positions ---------------------------------------------------------------------------------------------


def c(iid: str, card: str | None) -> dict[str, Any]:
    return {"iid": iid, "card": card}


def sq(iid: str, card: str, square: str, **state: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"iid": iid, "card": card, "square": square}
    out.update(state)
    return out


def energy(seat: str, n: int = 4, card: str = "FU", frozen: int = 0) -> list[dict[str, Any]]:
    return [{"iid": f"{seat}:e{i}", "card": card, "frozen": i <= frozen} for i in range(1, n + 1)]


def side(
    seat: str,
    *,
    hand: list[dict[str, Any]] | None = None,
    hidden_hand: int = 2,
    energy_cards: list[dict[str, Any]] | None = None,
    smash: int = 1,
    graveyard: list[dict[str, Any]] | None = None,
    squares: list[dict[str, Any]] | None = None,
    plan: dict[str, Any] | None = None,
    remove: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    hand = hand or []
    return {
        "deck": {"count": 0},
        "plan": plan,
        "hand": {"count": len(hand) + hidden_hand, "cards": hand},
        "energy": energy(seat) if energy_cards is None else energy_cards,
        "smash": {"count": smash},
        "graveyard": graveyard or [],
        "remove": remove or [],
        "squares": squares or [],
    }


def _owner(iid: str) -> str:
    return iid.split(":", 1)[0]


def _fill_decks(players: dict[str, Any]) -> None:
    """Each seat's deck count: 40 less every other card it owns, wherever the snapshot shows it."""
    owned = {seat: 0 for seat in players}
    for seat, zones in players.items():
        owned[seat] += zones["hand"]["count"] + zones["smash"]["count"]
        for key in ("energy", "graveyard", "remove"):
            for card in zones[key]:
                owned[_owner(card["iid"])] += 1
        for card in zones["squares"]:
            owned[_owner(card["iid"])] += 1
            for extra in card.get("under", []) + card.get("linked", []):
                owned[_owner(extra["iid"])] += 1
    for seat, zones in players.items():
        zones["deck"]["count"] = DECK_SIZE - owned[seat]


def snapshot(
    p1: dict[str, Any],
    p2: dict[str, Any],
    *,
    turn: int = 5,
    phase: str = "main",
    active: str | None = None,
    this_turn: dict[str, Any] | None = None,
) -> dict[str, Any]:
    active = active or ("P1" if turn % 2 else "P2")
    players = {"P1": p1, "P2": p2}
    _fill_decks(players)
    return {
        "turn": turn,
        "phase": phase,
        "turn_players": [active],
        "this_turn": this_turn or {"drawn": 1, "energy": 1, "priority": active},
        "players": players,
    }


def E(act: str, actor: str | None = None, args: dict[str, Any] | None = None, **where: Any) -> Entry:
    entry: Entry = {"turn": where.pop("turn", 5), "phase": where.pop("phase", "main")}
    if "step" in where:
        entry["step"] = where.pop("step")
    entry["actor"] = actor
    entry["act"] = act
    if args is not None:
        entry["args"] = args
    assert not where, where
    return entry


def _identified(obj: Any, found: dict[str, set[str]]) -> None:
    if isinstance(obj, dict):
        if isinstance(obj.get("iid"), str) and isinstance(obj.get("card"), str):
            found.setdefault(obj["card"], set()).add(obj["iid"])
        for value in obj.values():
            _identified(value, found)
    elif isinstance(obj, list):
        for value in obj:
            _identified(value, found)


def log(
    snap: dict[str, Any],
    entries: list[Entry],
    extra_cards: dict[str, Card] | None = None,
    decklists: dict[str, dict[str, int]] | None = None,
    options: dict[str, Any] | None = None,
) -> dict[str, Any]:
    cards = dict(COMMON)
    cards.update(extra_cards or {})
    entries = copy.deepcopy(entries)
    for seq, entry in enumerate(entries, start=1):
        entry["seq"] = seq
    ordered = [{"seq": e.pop("seq"), **e} for e in entries]
    if decklists is None:
        found: dict[str, set[str]] = {}
        _identified(snap, found)
        _identified(ordered, found)
        decklists = {}
        for seat in ("P1", "P2"):
            main: dict[str, int] = {}
            for card_id, iids in found.items():
                n = sum(1 for iid in iids if _owner(iid) == seat)
                if n and card_id != "FU":
                    main[card_id] = n
            main["FU"] = DECK_SIZE - sum(main.values())
            decklists[seat] = {"main": main}
    header: dict[str, Any] = {
        "format": "judgelog/1",
        "game": SLUG,
        "rules_version": "19.00",
        "variant": "constructed",
        "players": [{"seat": "P1", "name": "先攻のプレイヤー"}, {"seat": "P2", "name": "後攻のプレイヤー"}],
        "first_player": "P1",
        "cards": cards,
        "decklists": decklists,
        "snapshot": snap,
    }
    if options:
        header["options"] = options
    return {"header": header, "entries": ordered}


SCENARIOS: list[dict[str, Any]] = []


def scenario(
    short: str,
    title_ja: str,
    title_en: str,
    situation: str,
    clauses: list[str],
    legal: dict[str, Any],
    disputed: dict[str, Any],
    *,
    ruling: str = "illegal",
    printed_example: str | None = None,
) -> None:
    out: dict[str, Any] = {
        "id": f"{SLUG}-ho5-{short}",
        "title_ja": title_ja,
        "title_en": title_en,
        "situation": situation,
        "ruling": ruling,
        "clauses": [f"{SLUG}:{n}" for n in clauses],
    }
    if printed_example:
        out["printed_example"] = printed_example
    if short in NOTES:
        out["note"] = NOTES[short]
    if short in GAPS:
        out["gap"] = GAPS[short]
    out["legal"] = legal
    out[ruling] = disputed
    SCENARIOS.append(out)


# --- costs and payment -------------------------------------------------------------------------------------


def plan_update_without_paying() -> None:
    snap = snapshot(side("P1", plan=c("P1:p1", "RU")), side("P2"))
    new_top = c("P1:d1", "FU")
    legal = [E("plan_update", "P1", {"pay": ["P1:e1"]}), E("resolve", None, {"card": new_top})]
    bad = [E("plan_update", "P1", {"pay": []}), E("resolve", None, {"card": new_top})]
    scenario(
        "plan-update-without-paying",
        "プランゾーンの更新をエネルギーを払わずに行った",
        "A plan-zone update made without paying its energy",
        "P1 has 赤の戦士 face up in the plan zone and four released energy cards. P1 says 'I update my plan', "
        "puts the plan card into the graveyard and turns the next card face up without freezing any energy: "
        "'updating is a rule action, it is free'. P2 calls the judge.",
        ["3.8.2-4", "1.2.3-2"],
        log(snap, legal),
        log(snap, bad),
    )


def move_without_paying() -> None:
    snap = snapshot(side("P1", squares=[sq("P1:a", "RU", "B11")]), side("P2"))
    legal = [E("move", "P1", {"unit": "P1:a", "to": "B21", "pay": ["P1:e1"]}), E("resolve")]
    bad = [E("move", "P1", {"unit": "P1:a", "to": "B21", "pay": []}), E("resolve")]
    scenario(
        "move-without-paying",
        "移動コストを支払わずにユニットを移動した",
        "A unit moved without paying its move cost",
        "P1's 赤の戦士 (move cost colourless 1) is released in P1's home area, left line. P1 slides it forward "
        "into the central area without freezing an energy card; asked, P1 says the move cost is only paid when "
        "moving into the enemy area.",
        ["3.8.2-6", "4.7.3-4"],
        log(snap, legal),
        log(snap, bad),
    )


def paid_with_opponents_energy() -> None:
    snap = snapshot(
        side("P1", hand=[c("P1:h1", "RU")], energy_cards=energy("P1", 2, frozen=1)),
        side("P2"),
    )
    legal = [E("play", "P1", {"card": "P1:h1", "to": "B12", "pay": ["P1:e2"]}), E("resolve")]
    bad = [E("play", "P1", {"card": "P1:h1", "to": "B12", "pay": ["P2:e1"]}), E("resolve")]
    scenario(
        "paid-with-opponents-energy",
        "相手のエネルギーゾーンのカードをフリーズしてコストを支払った",
        "A cost paid by freezing a card in the opponent's energy zone",
        "P1 has one released red energy card left and plays 赤の戦士 (red 1). Wanting to keep it, P1 turns one "
        "of P2's released red energy cards sideways instead: 'a red card is a red card'. P2 objects.",
        ["1.2.3-1", "2.23.6-1", "2.23.6-4"],
        log(snap, legal),
        log(snap, bad),
    )


def cost_underpaid_colourless() -> None:
    snap = snapshot(side("P1", hand=[c("P1:h1", "GU")]), side("P2"))
    legal = [
        E("play", "P1", {"card": "P1:h1", "to": "B11", "pay": ["P1:e1", "P1:e2", "P1:e3"]}),
        E("resolve"),
    ]
    bad = [E("play", "P1", {"card": "P1:h1", "to": "B11", "pay": ["P1:e1", "P1:e2"]}), E("resolve")]
    scenario(
        "cost-underpaid-colourless",
        "赤1無色2のユニットをエネルギー2枚でプレイした",
        "A red 1 colourless 2 unit played with two energy cards",
        "P1 plays 大きな戦士 (use cost red 1, colourless 2) and freezes two red energy cards, saying the red "
        "card counts for both the red and one colourless symbol.",
        ["1.2.3-2", "4.7.2-8"],
        log(snap, legal),
        log(snap, bad),
    )


# --- the smash phase ---------------------------------------------------------------------------------------


def smash_with_opponents_unit() -> None:
    snap = snapshot(
        side("P1", squares=[sq("P1:a", "RU", "B21")]),
        side("P2", squares=[sq("P2:b", "RU", "B23")]),
        phase="smash",
    )
    legal = [E("smash", "P1", {"unit": "P1:a", "count": 1}, phase="smash")]
    bad = [
        E("smash", "P1", {"unit": "P1:a", "count": 1}, phase="smash"),
        E("smash", "P1", {"unit": "P2:b", "count": 1}, phase="smash"),
    ]
    scenario(
        "smash-with-opponents-unit",
        "相手のユニットでスマッシュした",
        "A smash made with the opponent's unit",
        "In P1's smash phase P1's 赤の戦士 and P2's 赤の戦士 both stand in the central area. P1 smashes with "
        "their own unit, then turns P2's unit sideways too and asks P2 to put another card into the smash zone: "
        "'any unit in the central area smashes in my smash phase'.",
        ["3.9.1"],
        log(snap, legal),
        log(snap, bad),
    )


def non_active_player_smashes() -> None:
    snap = snapshot(
        side("P1", squares=[sq("P1:a", "RU", "B21")]),
        side("P2", squares=[sq("P2:b", "RU", "B23")]),
        phase="smash",
    )
    legal = [E("smash", "P1", {"unit": "P1:a", "count": 1}, phase="smash"), E("pass", "P1", phase="smash")]
    bad = [*legal, E("smash", "P2", {"unit": "P2:b", "count": 1}, phase="smash")]
    scenario(
        "non-active-player-smashes",
        "非アクティブプレイヤーが相手のスマッシュフェイズにスマッシュした",
        "The non-active player smashes in the opponent's smash phase",
        "P1 smashes with their unit in the central area and passes. P2, whose 赤の戦士 is also in the central "
        "area, freezes it and tells P1 to put a card into P1's smash zone: 'you passed, it is my turn to smash'.",
        ["3.9.1"],
        log(snap, legal),
        log(snap, bad),
    )


def smash_raised_by_effect() -> None:
    pump = strategy("突撃命令", {"red": 1}, "normal", [spell(OWN_UNIT, smash=1)])
    pump["abilities"][0]["duration"] = "turn"
    snap = snapshot(
        side("P1", hand=[c("P1:s", "PUMP")], squares=[sq("P1:a", "RU", "B21")]),
        side("P2"),
    )
    head = [
        E("play", "P1", {"card": "P1:s", "pay": ["P1:e1"], "targets": ["P1:a"]}),
        E("resolve"),
        E("effect", None, {"source": "P1:s", "smash": [{"card": "P1:a", "amount": 1}]}),
    ]
    legal = [*head, E("smash", "P1", {"unit": "P1:a", "count": 2}, phase="smash")]
    bad = [*head, E("smash", "P1", {"unit": "P1:a", "count": 1}, phase="smash")]
    scenario(
        "smash-raised-by-effect",
        "スマッシュを+1されたユニットが中央エリアから1枚だけスマッシュした",
        "A unit whose smash was raised by 1 smashes only one card from the central area",
        "In the main phase P1's 突撃命令 gave their 赤の戦士 (smash 1) smash +1 until the end of the turn. In "
        "the smash phase the unit, in the central area, smashes and P2 puts one card into the smash zone, "
        "saying the printed smash counts. P1 calls the judge.",
        ["3.9.1", "4.14.3-1"],
        log(snap, legal, {"PUMP": pump}),
        log(snap, bad, {"PUMP": pump}),
    )


# --- damage, power and the recovery phase -------------------------------------------------------------------


def power_boost_ends_at_recovery() -> None:
    snap = snapshot(
        side("P1", squares=[sq("P1:a", "RU", "B21", power=3000)]),
        side("P2", squares=[sq("P2:b", "GU", "B22")]),
    )
    head = [
        E("draw", "P2", {"count": 1}, turn=6, phase="draw"),
        E("move", "P2", {"unit": "P2:b", "to": "B21", "pay": ["P2:e1"]}, turn=6),
        E("resolve", turn=6),
        E("exchange", None, {"damage": {}}, turn=6, step="battle1"),
        E("resolve", turn=6, step="battle1"),
    ]
    legal = [
        *head,
        E("exchange", None, {"damage": {"P1:a": 5000, "P2:b": 2000}}, turn=6, step="battle2"),
        E("resolve", turn=6, step="battle2"),
        E("rule_effect", None, {"card": "P1:a"}, turn=6, step="battle2"),
    ]
    bad = [
        *head,
        E("exchange", None, {"damage": {"P1:a": 5000, "P2:b": 5000}}, turn=6, step="battle2"),
        E("resolve", turn=6, step="battle2"),
        E("rule_effect", None, {"card": "P1:a"}, turn=6, step="battle2"),
        E("rule_effect", None, {"card": "P2:b"}, turn=6, step="battle2"),
    ]
    scenario(
        "power-boost-ends-at-recovery",
        "前のターンの「ターン終了時まで」のパワー修整が次のターンのバトルに残った",
        "A power change 'until the end of the turn' kept into the next turn's battle",
        "In turn 5 P1's 赤の戦士 (power 2000) got +3000 until the end of the turn. In turn 6 P2 moves "
        "大きな戦士 (5000) onto it. P1 says their unit still has 5000 and both units are destroyed; P2 says "
        "the change ended in P1's recovery phase.",
        ["3.10.1"],
        log(snap, legal),
        log(snap, bad),
    )


def damage_kept_after_move() -> None:
    snap = snapshot(
        side("P1", squares=[sq("P1:a", "RU", "B11", damage=1000)]),
        side("P2", hand=[c("P2:sp", "SPARK")]),
    )
    head = [
        E("move", "P1", {"unit": "P1:a", "to": "B21", "pay": ["P1:e1"]}),
        E("resolve"),
        E("pass", "P1"),
        E("play", "P2", {"card": "P2:sp", "pay": ["P2:e1"], "targets": ["P1:a"]}),
        E("resolve"),
        E("effect", None, {"source": "P2:sp", "damage": [{"card": "P1:a", "amount": 1000}]}),
    ]
    legal = [*head, E("rule_effect", None, {"card": "P1:a"})]
    bad = [*head, E("move", "P1", {"unit": "P1:a", "to": "B22", "pay": ["P1:e2"]}), E("resolve")]
    scenario(
        "damage-kept-after-move",
        "移動したユニットのダメージが消えたとして扱った",
        "A unit's damage treated as gone after it moved",
        "P1's 赤の戦士 (power 2000) took 1000 damage earlier this turn. P1 moves it from the home area into "
        "the central area; P2 then deals it 1000 damage with 火花. P1 says the move made it "
        "a fresh unit with no damage, keeps it and moves it again. P2 says it has 2000 damage and is destroyed.",
        ["2.23.8-4", "4.16.4-5"],
        log(snap, legal),
        log(snap, bad),
        printed_example="2.23.1-3",
    )


def leaving_unit_still_deals_damage() -> None:
    snap = snapshot(
        side("P1", hand=[c("P1:r", "RECALL")], squares=[sq("P1:a", "RU", "B12")]),
        side("P2", squares=[sq("P2:b", "RU", "B22")]),
    )
    head = [
        E("move", "P1", {"unit": "P1:a", "to": "B22", "pay": ["P1:e1"]}),
        E("resolve"),
        E("exchange", None, {"damage": {}}, step="battle1"),
        E("resolve", step="battle1"),
        E("exchange", None, {"damage": {"P1:a": 2000, "P2:b": 2000}}, step="battle2"),
        E("play", "P1", {"card": "P1:r", "pay": ["P1:e2"], "targets": ["P1:a"]}, step="battle2"),
        E("resolve", step="battle2"),
        E("effect", None, {"source": "P1:r", "moves": [{"card": "P1:a", "to": "hand"}]}, step="battle2"),
        E("resolve", step="battle2"),
    ]
    legal = [*head, E("rule_effect", None, {"card": "P2:b"}, step="battle2")]
    bad = [*head, E("pass", "P1", step="battle_end"), E("plan_create", "P1", {"pay": ["P1:e3"]})]
    scenario(
        "leaving-unit-still-deals-damage",
        "バトルダメージの応酬の後に手札に戻ったユニットのダメージを与えなかった",
        "The damage of a unit returned to hand after the exchange went on the stack left out",
        "P1's 赤の戦士 attacks P2's 赤の戦士 (both 2000). With the second step's exchange on the stack P1 "
        "returns their unit to hand with 緊急帰還. When the exchange resolves P2 says their unit takes no damage "
        "because the unit that was to deal it is gone, and the game goes on with P2's unit in the square.",
        ["3.12.4-1", "3.12.4-2"],
        log(snap, legal),
        log(snap, bad),
        printed_example="3.12.4-2",
    )


# --- playing spells, targets and choices --------------------------------------------------------------------


def zero_targets_not_nullified() -> None:
    # 「あなたは自分の墓地にある対象のユニットを3枚まで選び、持ち主の手札に加える。あなたはカードを1枚引く。」
    yomi = strategy(
        "黄泉返りの呪法",
        {"red": 1},
        "normal",
        [spell([{"zone": "graveyard", "whose": "own", "type": "unit", "count": 3, "up_to": True}], draw=1)],
    )
    snap = snapshot(side("P1", hand=[c("P1:y", "YOMI")]), side("P2"))
    play = E("play", "P1", {"card": "P1:y", "pay": ["P1:e1"], "targets": []})
    legal = [play, E("resolve"), E("draw", "P1", {"count": 1, "source": "P1:y"})]
    bad = [play, E("resolve", None, {"nullified": True})]
    scenario(
        "zero-targets-not-nullified",
        "対象を0枚選んでプレイしたスペルを対象がないとして無効化した",
        "A spell played choosing zero targets treated as nullified for lack of targets",
        "P1's graveyard holds no unit. P1 plays 黄泉返りの呪法 ('up to three target units in your graveyard', "
        "then draw a card), declaring zero targets. P2 says a spell whose targets are all missing is "
        "nullified and goes to the graveyard without P1 drawing.",
        ["4.11.2", "4.9.2-1"],
        log(snap, legal, {"YOMI": yomi}),
        log(snap, bad, {"YOMI": yomi}),
        printed_example="4.7.2-5",
    )


def mode_changed_on_resolution() -> None:
    # 「以下の2つから1つを選ぶ。●カードを1枚引く。●相手の手札をランダムに1枚選び、持ち主の墓地に置く。」
    picaresque = strategy(
        "ピカレスク・ロマン",
        {"red": 1},
        "normal",
        [spell(None, "draw", draw=1), spell(None, "discard", discard_random=1)],
    )
    snap = snapshot(side("P1", hand=[c("P1:pr", "PICA")]), side("P2"))
    play = E("play", "P1", {"card": "P1:pr", "pay": ["P1:e1"], "ability": "draw"})
    legal = [play, E("resolve", None, {"ability": "draw"}), E("draw", "P1", {"count": 1, "source": "P1:pr"})]
    bad = [play, E("resolve", None, {"ability": "discard"})]
    scenario(
        "mode-changed-on-resolution",
        "プレイ時に選んだ効果を解決時に変更した",
        "The effect chosen on playing changed on resolution",
        "P1 plays ピカレスク・ロマン announcing the draw. Before it resolves P2 plays nothing; when it resolves "
        "P1 says 'actually I take the discard' and makes P2 discard at random.",
        ["4.7.2-2"],
        log(snap, legal, {"PICA": picaresque}),
        log(snap, bad, {"PICA": picaresque}),
        printed_example="4.7.2-2",
    )


def quick_ability_during_battle() -> None:
    # 「[無色1]《クイック》ターン終了時まで、このカードのパワーを+1000する。」
    trainer = unit(
        "修練の剣士",
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
    )
    snap = snapshot(
        side("P1", squares=[sq("P1:t", "TRN", "B11"), sq("P1:a", "RU", "B12")]),
        side("P2", squares=[sq("P2:b", "RU", "B22")]),
    )
    act = {"card": "P1:t", "ability": "pump", "timing": "quick", "cost": {"colourless": 1}, "pay": ["P1:e1"]}
    legal = [
        E("activate", "P1", act),
        E("resolve"),
        E("effect", None, {"source": "P1:t", "power": [{"card": "P1:t", "amount": 1000}]}),
        E("move", "P1", {"unit": "P1:a", "to": "B22", "pay": ["P1:e2"]}),
        E("resolve"),
        E("exchange", None, {"damage": {}}, step="battle1"),
    ]
    bad = [
        E("move", "P1", {"unit": "P1:a", "to": "B22", "pay": ["P1:e2"]}),
        E("resolve"),
        E("activate", "P1", act, step="battle1"),
        E("resolve", step="battle1"),
        E("effect", None, {"source": "P1:t", "power": [{"card": "P1:t", "amount": 1000}]}, step="battle1"),
        E("exchange", None, {"damage": {}}, step="battle1"),
    ]
    scenario(
        "quick-ability-during-battle",
        "タイミングがクイックの起動型能力をバトル中に起動した",
        "A Quick activated ability activated during a battle",
        "P1's 赤の戦士 attacks P2's unit in the central area. In the first battle step P1 activates the "
        "《クイック》 ability of 修練の剣士, which is not in the battle: 'Quick means any time I have priority'.",
        ["4.3.4", "3.8.3-2"],
        log(snap, legal, {"TRN": trainer}),
        log(snap, bad, {"TRN": trainer}),
    )


def enemy_area_seen_by_controller() -> None:
    # 「あなたは敵軍エリアのスクエアにある対象のユニットを1枚選び、ターン終了時まで、パワーを+4000する。」
    challenger = strategy(
        "チャレンジャー・ソウル",
        {"red": 1},
        "normal",
        [spell([{"zone": "battle", "type": "unit", "count": 1, "area": "enemy"}], power=4000)],
    )
    snap = snapshot(
        side("P1"),
        side("P2", hand=[c("P2:cs", "CHAL")], squares=[sq("P2:v", "RU", "B11"), sq("P2:w", "RU", "B31")]),
        turn=6,
    )

    def entries(target: str) -> list[Entry]:
        return [
            E("play", "P2", {"card": "P2:cs", "pay": ["P2:e1"], "targets": [target]}, turn=6),
            E("resolve", turn=6),
            E("effect", None, {"source": "P2:cs", "power": [{"card": target, "amount": 4000}]}, turn=6),
        ]

    scenario(
        "enemy-area-seen-by-controller",
        "2番目の席のプレイヤーが自分の自軍エリアのユニットを「敵軍エリア」の対象に選んだ",
        "The second seat's player targets a unit in their own home area as 'in the enemy area'",
        "P2 plays チャレンジャー・ソウル ('target unit in the enemy area'). P2 has a unit in each of the two far "
        "rows. P2 picks the one standing in P2's own home area, reading 'enemy area' from the score sheet's "
        "board, which names the rows from P1's side.",
        ["2.24.7-2"],
        log(snap, entries("P2:v"), {"CHAL": challenger}),
        log(snap, entries("P2:w"), {"CHAL": challenger}),
        printed_example="2.24.7-2",
    )


def play_during_resolution() -> None:
    snap = snapshot(
        side("P1", hand=[c("P1:bolt", "BOLT")]),
        side("P2", hand=[c("P2:r", "RECALL")], squares=[sq("P2:w", "RU", "B32")]),
    )
    legal = [
        E("play", "P1", {"card": "P1:bolt", "pay": ["P1:e1"], "targets": ["P2:w"]}),
        E("resolve"),
        E("effect", None, {"source": "P1:bolt", "damage": [{"card": "P2:w", "amount": 2000}]}),
        E("rule_effect", None, {"card": "P2:w"}),
    ]
    bad = [
        E("play", "P1", {"card": "P1:bolt", "pay": ["P1:e1"], "targets": ["P2:w"]}),
        E("resolve"),
        E("pass", "P1"),
        E("play", "P2", {"card": "P2:r", "pay": ["P2:e1"], "targets": ["P2:w"]}),
        E("resolve"),
        E("effect", None, {"source": "P2:r", "moves": [{"card": "P2:w", "to": "hand"}]}),
        E("effect", None, {"source": "P1:bolt", "damage": []}),
    ]
    scenario(
        "play-during-resolution",
        "解決中のスペルに割り込んでバトルのストラテジーをプレイした",
        "A battle-timing strategy played in the middle of another spell's resolution",
        "P1 passed priority with 火の矢 on the stack targeting P2's 赤の戦士, and P2 passed too. As P1 "
        "announces the 2000 damage, P2 says 'wait' and plays 緊急帰還 to return the unit to hand, claiming the "
        "damage has not been dealt yet. The table let it resolve first and 火の矢 dealt no damage.",
        ["4.9.4"],
        log(snap, legal),
        log(snap, bad),
    )


# --- who controls what an effect puts into a square ---------------------------------------------------------


def reanimated_unit_under_caster() -> None:
    # 「あなたは相手の墓地にある対象のユニットを1枚選び、自分のユニットのない自軍エリアのスクエアにリリース状態で置く。」
    gate = strategy(
        "冥府の門番",
        {"red": 1},
        "normal",
        [spell([{"zone": "graveyard", "whose": "opponent", "type": "unit", "count": 1}])],
    )
    snap = snapshot(
        side("P1", hand=[c("P1:gt", "GATE")]),
        side("P2", graveyard=[c("P2:g1", "GU")]),
    )

    def entries(move: dict[str, Any]) -> list[Entry]:
        return [
            E("play", "P1", {"card": "P1:gt", "pay": ["P1:e1"], "targets": ["P2:g1"]}),
            E("resolve"),
            E("effect", None, {"source": "P1:gt", "moves": [move]}),
        ]

    good = {"card": "P2:g1", "from": "graveyard", "to": "B11", "player": "P1", "frozen": False}
    wrong = {"card": "P2:g1", "from": "graveyard", "to": "B11", "frozen": False}
    scenario(
        "reanimated-unit-under-caster",
        "相手の墓地から自分のスペルで置いたユニットを持ち主の支配下に置いた",
        "A unit put from the opponent's graveyard by one's own spell left under its owner's control",
        "P1's 冥府の門番 puts P2's 大きな戦士 from P2's graveyard into P1's home area. The scorekeeper records the "
        "unit under its owner P2, and P2 says they control it since it is their card.",
        ["2.20.1-4"],
        log(snap, entries(good), {"GATE": gate}),
        log(snap, entries(wrong), {"GATE": gate}),
    )


def placer_owner() -> None:
    # 「あなたはバトルスペースのスクエアにある対象のユニットを1枚選び、持ち主のエネルギーゾーンにリリース状態で置く。あなたは、そのエネ
    # ルギーゾーンにある使用コストがこの効果でエネルギーゾーンに置かれたユニットの使用コスト以下のユニットを1枚選び、そのユニットの
    # 持ち主は、そのユニットをこの効果でエネルギーゾーンに置かれたユニットのあったスクエアに置く。」(the rest is not printed)
    gene = strategy(
        "老衰遺伝子",
        {"red": 1},
        "normal",
        [spell([{"zone": "battle", "type": "unit", "count": 1}], placer="owner")],
    )
    snap = snapshot(
        side("P1", hand=[c("P1:ag", "GENE")]),
        side("P2", energy_cards=[*energy("P2", 3), c("P2:e9", "RU")], squares=[sq("P2:v", "RU", "B32")]),
    )

    def entries(player: str) -> list[Entry]:
        return [
            E("play", "P1", {"card": "P1:ag", "pay": ["P1:e1"], "targets": ["P2:v"]}),
            E("resolve"),
            E(
                "effect",
                None,
                {"source": "P1:ag", "moves": [{"card": "P2:v", "to": "energy", "frozen": False}]},
            ),
            E(
                "effect",
                None,
                {
                    "source": "P1:ag",
                    "moves": [{"card": "P2:e9", "from": "energy", "to": "B32", "player": player}],
                },
            ),
        ]

    scenario(
        "placer-owner",
        "「そのユニットの持ち主は…置く」で置かれたユニットを効果の支配者の支配下に置いた",
        "A unit that 'its owner puts' into the square recorded under the spell's controller",
        "P1's 老衰遺伝子 sends P2's 赤の戦士 to P2's energy zone and chooses another 赤の戦士 in that energy zone; "
        "the text says its owner puts it into the square. P1 says the unit enters under P1's control, since "
        "P1's spell put it there.",
        ["2.20.1-5"],
        log(snap, entries("P2"), {"GENE": gene}),
        log(snap, entries("P1"), {"GENE": gene}),
        printed_example="2.20.1-5",
    )


# --- keywords -----------------------------------------------------------------------------------------------


WITCH = unit("真珠貝の褥の魔女", {"red": 1}, 2000, summon="same_line")


def summon_via_opponents_card() -> None:
    snap = snapshot(
        side("P1", hand=[c("P1:h1", "RU")], squares=[sq("P1:w", "WITCH", "B21")]),
        side("P2", squares=[sq("P2:x", "WITCH", "B23")]),
    )

    def entries(via: str, to: str) -> list[Entry]:
        return [
            E("play", "P1", {"card": "P1:h1", "to": to, "pay": ["P1:e1"], "special": "summon", "via": via}),
            E("resolve"),
        ]

    scenario(
        "summon-via-opponents-card",
        "相手のユニットの召集を使ってユニットをプレイした",
        "A unit played through the opponent's unit's 召集",
        "P2's 真珠貝の褥の魔女 (召集－同じライン) stands in the central area of P1's right line. P1 plays 赤の戦士 "
        "into the empty enemy-area square of that line 'through' P2's witch, as their own witch is in the left "
        "line: '召集 lets a unit be played next to the witch, whoever owns it'.",
        ["5.3.2"],
        log(snap, entries("P1:w", "B31"), {"WITCH": WITCH}),
        log(snap, entries("P2:x", "B33"), {"WITCH": WITCH}),
    )


def summoned_into_central_survives() -> None:
    snap = snapshot(side("P1", hand=[c("P1:h1", "RU")], squares=[sq("P1:w", "WITCH", "B11")]), side("P2"))
    head = [
        E("play", "P1", {"card": "P1:h1", "to": "B21", "pay": ["P1:e1"], "special": "summon", "via": "P1:w"}),
        E("resolve"),
    ]
    legal = [
        *head,
        E("plan_create", "P1", {"pay": ["P1:e2"]}),
        E("resolve", None, {"card": c("P1:d1", "FU")}),
    ]
    bad = [*head, E("rule_effect", None, {"card": "P1:h1"})]
    scenario(
        "summoned-into-central-survives",
        "召集で中央エリアにプレイしたユニットをバトルがないとして墓地に置いた",
        "A unit played into the central area by 召集 put into the graveyard for want of a battle",
        "P1's 真珠貝の褥の魔女 (召集－同じライン) is in P1's home area, left line. P1 plays 赤の戦士 by 召集 into "
        "the empty central square of that line. P2 says a unit played into the central area without a battle "
        "is destroyed, and P1 puts it into the graveyard.",
        ["5.3.2", "4.16.4-8"],
        log(snap, legal, {"WITCH": WITCH}),
        log(snap, bad, {"WITCH": WITCH}),
    )


def raid_pays_advance() -> None:
    # 急襲1; 進撃－[無色1]: 「このカードが進撃した時、…」 (the advance trigger is not in question here)
    raider = unit("疾風の騎兵", {"red": 1}, 2000, raid=1, advance={"colourless": 1})
    snap = snapshot(
        side("P1", squares=[sq("P1:rd", "RAID", "B12"), sq("P1:b1", "FORT", "P1-1")]),
        side("P2"),
    )
    legal = [E("move", "P1", {"unit": "P1:rd", "to": "B22", "raid": ["P1:b1"]}), E("resolve")]
    bad = [E("move", "P1", {"unit": "P1:rd", "to": "B22", "raid": ["P1:b1"], "advance": True}), E("resolve")]
    cards = {"RAID": raider, "FORT": base("前線の砦", {"red": 1})}
    scenario(
        "raid-pays-advance",
        "急襲でベースをフリーズして進撃の追加コストも支払ったとした",
        "急襲's frozen base taken to pay the 進撃 additional cost too",
        "P1 moves 疾風の騎兵 (急襲1, 進撃－無色1) by freezing one released base instead of its move cost and "
        "declares 進撃 without freezing anything else: 'the base pays for the whole move'.",
        ["5.16.3", "5.11.1"],
        log(snap, legal, cards),
        log(snap, bad, cards),
    )


def advance_trigger_after_nullified_move() -> None:
    assault = unit(
        "イビルアイ・アサルト",
        {"red": 1},
        2000,
        advance={"colourless": 1},
        abilities=[
            {
                "id": "advance",
                "kind": "triggered",
                "trigger": {"event": "moved", "card": "self", "advance": True},
            }
        ],
    )
    # 「あなたはバトルスペースのスクエアにある対象のユニットを1枚選び、隣接するユニットのないスクエアに置く。」
    paradox = strategy("パラドクス・ストーム", {"red": 1}, "quick", [spell(ONE_UNIT)])
    snap = snapshot(
        side("P1", squares=[sq("P1:ev", "ASLT", "B12")]),
        side("P2", hand=[c("P2:ps", "PARA")]),
    )
    head = [
        E("move", "P1", {"unit": "P1:ev", "to": "B22", "pay": ["P1:e1", "P1:e2"], "advance": True}),
        E("pass", "P1"),
        E("play", "P2", {"card": "P2:ps", "pay": ["P2:e1"], "targets": ["P1:ev"]}),
        E("resolve"),
        E("effect", None, {"source": "P2:ps", "moves": [{"card": "P1:ev", "to": "B13"}]}),
        E("resolve", None, {"nullified": True}),
    ]
    legal = [
        *head,
        E("plan_create", "P1", {"pay": ["P1:e3"]}),
        E("resolve", None, {"card": c("P1:d1", "FU")}),
    ]
    bad = [*head, E("trigger", "P1", {"card": "P1:ev", "ability": "advance"})]
    cards = {"ASLT": assault, "PARA": paradox}
    scenario(
        "advance-trigger-after-nullified-move",
        "無効化された移動で進撃を誘発させた",
        "進撃 triggered by a move that was nullified",
        "P1 declares 進撃 for イビルアイ・アサルト's move and pays both costs. In response P2's パラドクス・ストーム "
        "puts the unit into another square, so the move is nullified when it resolves. P1 says the 進撃 cost was "
        "paid and its ability triggers anyway.",
        ["5.11.2", "4.9.3-1"],
        log(snap, legal, cards),
        log(snap, bad, cards),
        printed_example="5.11.2",
    )


def link_trigger_without_card_in_graveyard() -> None:
    linked = unit(
        "連動の竜騎士",
        {"red": 1},
        2000,
        abilities=[
            {
                "id": "draw",
                "kind": "triggered",
                "keywords": {"link": ["KEY"]},
                "trigger": {"event": "placed", "card": "self"},
                "effect": {"draw": 1},
            }
        ],
    )
    cards = {"LNK": linked, "KEY": unit("竜の鍵", {"red": 1}, 1000)}
    snap = snapshot(
        side("P1", hand=[c("P1:l", "LNK")], graveyard=[c("P1:g1", "RU")]),
        side("P2"),
    )
    head = [E("play", "P1", {"card": "P1:l", "to": "B11", "pay": ["P1:e1"]}), E("resolve")]
    legal = [
        *head,
        E("plan_create", "P1", {"pay": ["P1:e2"]}),
        E("resolve", None, {"card": c("P1:d1", "FU")}),
    ]
    bad = [*head, E("trigger", "P1", {"card": "P1:l", "ability": "draw"}), E("resolve")]
    scenario(
        "link-trigger-without-card-in-graveyard",
        "連動の条件のカードが墓地にないのに連動の能力を誘発させた",
        "A 連動 ability triggered although the card it names is not in the graveyard",
        "P1 plays 連動の竜騎士 (連動「竜の鍵」: when it is put into a square, draw a card). P1's graveyard holds "
        "only a 赤の戦士; 竜の鍵 is still in P1's deck. P1 draws anyway: 'the knight's text is printed on it'.",
        ["5.12.2"],
        log(snap, legal, cards),
        log(snap, bad, cards),
    )


def resonance_after_effect_move() -> None:
    reso = unit(
        "共鳴の巫女",
        {"red": 1},
        2000,
        abilities=[
            {
                "id": "chant",
                "kind": "activated",
                "cost": {"colourless": 1},
                "keywords": {"resonance": True},
                "effect": {"draw": 1},
            }
        ],
    )
    # 「あなたはバトルスペースのスクエアにある対象の自分のユニットを1枚選び、隣接するユニットのないスクエアに置く。」
    shift = strategy("転進", {"red": 1}, "normal", [spell(OWN_UNIT)])
    cards = {"RESO": reso, "SHIFT": shift}
    snap = snapshot(
        side("P1", hand=[c("P1:sh", "SHIFT")], squares=[sq("P1:rs", "RESO", "B13"), sq("P1:a", "RU", "B11")]),
        side("P2"),
        phase="energy",  # before the main phase: no move of P1's can have resolved this turn yet
    )
    chant = {
        "card": "P1:rs",
        "ability": "chant",
        "timing": "normal",
        "cost": {"colourless": 1},
        "pay": ["P1:e3"],
    }
    legal = [
        E("move", "P1", {"unit": "P1:a", "to": "B21", "pay": ["P1:e1"]}),
        E("resolve"),
        E("activate", "P1", chant),
        E("resolve"),
        E("draw", "P1", {"count": 1, "source": "P1:rs"}),
    ]
    bad = [
        E("play", "P1", {"card": "P1:sh", "pay": ["P1:e1"], "targets": ["P1:a"]}),
        E("resolve"),
        E("effect", None, {"source": "P1:sh", "moves": [{"card": "P1:a", "to": "B21"}]}),
        E("activate", "P1", chant),
        E("resolve"),
    ]
    scenario(
        "resonance-after-effect-move",
        "効果でスクエアからスクエアに置かれたことで共鳴を有効にした",
        "共鳴 used after a unit was put square to square by an effect, not by its move",
        "This turn P1's 赤の戦士 went forward into the central area by P1's strategy 転進, not by a move. P1 then "
        "activates 共鳴の巫女's 共鳴 ability: 'my unit moved this turn'.",
        ["5.13.2-1"],
        log(snap, legal, cards),
        log(snap, bad, cards),
    )


# --- triggered abilities ------------------------------------------------------------------------------------


def adjacent_trigger_missed() -> None:
    # 「相手のユニットがこのカードに隣接するスクエアに置かれた時、…」
    hero = unit(
        "妖魔の勇者",
        {"red": 1},
        2000,
        abilities=[
            {
                "id": "watch",
                "kind": "triggered",
                "trigger": {"event": "placed", "adjacent": True, "whose": "opponent"},
            }
        ],
    )
    quick = unit("素早い斥候", {"red": 1}, 1000, timing="quick")
    cards = {"HERO": hero, "QU": quick}
    snap = snapshot(
        side("P1", squares=[sq("P1:hr", "HERO", "B21")]),
        side("P2", hand=[c("P2:q", "QU")]),
    )
    head = [
        E("pass", "P1"),
        E("play", "P2", {"card": "P2:q", "to": "B31", "pay": ["P2:e1"]}),
        E("resolve"),
    ]
    legal = [*head, E("trigger", "P1", {"card": "P1:hr", "ability": "watch"}), E("resolve")]
    bad = [*head, E("plan_create", "P1", {"pay": ["P1:e1"]}), E("resolve", None, {"card": c("P1:d1", "FU")})]
    scenario(
        "adjacent-trigger-missed",
        "隣接するスクエアに相手のユニットが置かれた時の能力を乗せなかった",
        "An ability for an opponent's unit put into an adjacent square not put on the stack",
        "P1's 妖魔の勇者 stands in the central area, left line. In P1's main phase P2 plays the Quick unit "
        "素早い斥候 from hand into P2's home area of that line, next to the hero. Nobody puts the hero's ability on "
        "the stack and P1 goes on to create a plan zone; P2 later says the ability was missed.",
        ["4.8.10-1", "4.8.2"],
        log(snap, legal, cards),
        log(snap, bad, cards),
    )


def line_trigger_source_destroyed_together() -> None:
    # 「このカード以外の、このカードと同じラインのスクエアにあるあなたのユニットがスクエアから墓地に置かれた時、カードを1枚引く。」
    mourner = unit(
        "戦友の弔い手",
        {"red": 1},
        2000,
        abilities=[
            {
                "id": "draw",
                "kind": "triggered",
                "trigger": {
                    "event": "to_graveyard",
                    "card": "other",
                    "whose": "own",
                    "type": "unit",
                    "line": "same",
                    "from": "square",
                },
                "effect": {"draw": 1},
            }
        ],
    )
    # 「対象のラインのスクエアにあるすべてのユニットを持ち主の墓地に置く。」 (its target is a line)
    quake = strategy("大地の裂け目", {"red": 1}, "quick", [spell(None, "spell")])
    cards = {"MRN": mourner, "QUAKE": quake}
    snap = snapshot(
        side("P1", squares=[sq("P1:m", "MRN", "B11"), sq("P1:f", "RU", "B21")]),
        side("P2", hand=[c("P2:qk", "QUAKE")]),
    )
    head = [
        E("pass", "P1"),
        E("play", "P2", {"card": "P2:qk", "pay": ["P2:e1"]}),
        E("resolve"),
        E(
            "effect",
            None,
            {
                "source": "P2:qk",
                "moves": [{"card": "P1:m", "to": "graveyard"}, {"card": "P1:f", "to": "graveyard"}],
            },
        ),
    ]
    legal = [
        *head,
        E("trigger", "P1", {"card": "P1:m", "ability": "draw"}),
        E("resolve"),
        E("draw", "P1", {"count": 1, "source": "P1:m"}),
    ]
    bad = [*head, E("plan_create", "P1", {"pay": ["P1:e1"]}), E("resolve", None, {"card": c("P1:d1", "FU")})]
    scenario(
        "line-trigger-source-destroyed-together",
        "同時に墓地に置かれたカード自身の「同じラインのユニットが墓地に置かれた時」を誘発させなかった",
        "A 'when another unit of yours in this line goes to the graveyard' ability left out because its card "
        "went at the same moment",
        "P2's 大地の裂け目 puts both of P1's units of the left line, 戦友の弔い手 and 赤の戦士, into the graveyard at "
        "once. P2 says the mourner was no longer in a square when the other unit went, so it draws nothing; "
        "P1 agrees at first and plays on, then calls the judge.",
        ["4.8.11", "4.8.2"],
        log(snap, legal, cards),
        log(snap, bad, cards),
    )


def ability_resolves_after_source_left() -> None:
    # 「このカードと同じラインのスクエアにあるユニットにこのカード以外からダメージが与えられた時、そのユニットに2000のダメージを与える。」
    minefield = base(
        "地雷原の迷宮",
        {"red": 1},
        [
            {
                "id": "mine",
                "kind": "triggered",
                "trigger": {"event": "damaged", "line": "same", "source": "other"},
                "effect": {"damage": 2000},
            }
        ],
    )
    # 「あなたはベーススペースのスクエアにある対象のベースを1枚選び、持ち主の墓地に置く。」
    thunder = strategy(
        "神々の雷", {"red": 1}, "quick", [spell([{"zone": "base", "type": "base", "count": 1}])]
    )
    lobo = unit("狼王ロボ", {"red": 1, "colourless": 2}, 4000)
    cards = {"MINE": minefield, "THUNDER": thunder, "LOBO": lobo}
    snap = snapshot(
        side("P1", hand=[c("P1:bolt", "BOLT")], squares=[sq("P1:mn", "MINE", "P1-1")]),
        side("P2", hand=[c("P2:th", "THUNDER")], squares=[sq("P2:w", "LOBO", "B21")]),
    )
    head = [
        E("play", "P1", {"card": "P1:bolt", "pay": ["P1:e1"], "targets": ["P2:w"]}),
        E("resolve"),
        E("effect", None, {"source": "P1:bolt", "damage": [{"card": "P2:w", "amount": 2000}]}),
        E("trigger", "P1", {"card": "P1:mn", "ability": "mine"}),
        E("pass", "P1"),
        E("play", "P2", {"card": "P2:th", "pay": ["P2:e1"], "targets": ["P1:mn"]}),
        E("resolve"),
        E("effect", None, {"source": "P2:th", "moves": [{"card": "P1:mn", "to": "graveyard"}]}),
    ]
    legal = [
        *head,
        E("resolve"),
        E("effect", None, {"source": "P1:mn", "damage": [{"card": "P2:w", "amount": 2000}]}),
        E("rule_effect", None, {"card": "P2:w"}),
    ]
    bad = [*head, E("resolve", None, {"nullified": True})]
    scenario(
        "ability-resolves-after-source-left",
        "スタックに乗った能力を発生源のベースが墓地に置かれたとして無効化した",
        "An ability on the stack treated as nullified because its base went to the graveyard",
        "P1's 火の矢 deals 2000 to P2's 狼王ロボ (4000) in the left line, and P1's 地雷原の迷宮 of that line "
        "triggers. In response P2 destroys the base with 神々の雷 and says the mine's ability is gone with it.",
        ["4.2.5", "2.27.0"],
        log(snap, legal, cards),
        log(snap, bad, cards),
        printed_example="4.2.5",
    )


def race_added_before_power() -> None:
    # 「あなたのドールのユニットのパワーを+1000する。」 / 「あなたのユニットの種族に「ドール」を加える。」
    rosanna = unit(
        "弾幕を張るロザンナ",
        {"red": 1},
        2000,
        race="ドール",
        abilities=[
            {
                "id": "barrage",
                "kind": "static",
                "targets": [{"zone": "battle", "whose": "own", "type": "unit", "race": "ドール"}],
                "effect": {"power": 1000},
            }
        ],
    )
    atelier = base(
        "人形師の工房",
        {"red": 1},
        [
            {
                "id": "doll",
                "kind": "static",
                "targets": [{"zone": "battle", "whose": "own", "type": "unit"}],
                "effect": {"add_race": "ドール"},
            }
        ],
    )
    knight = unit("鉄の騎士", {"red": 1}, 2000, race="ナイト")
    cards = {"ROSA": rosanna, "ATEL": atelier, "KNT": knight}
    snap = snapshot(
        side(
            "P1",
            squares=[sq("P1:ro", "ROSA", "B13"), sq("P1:k", "KNT", "B11"), sq("P1:at", "ATEL", "P1-2")],
        ),
        side("P2", hand=[c("P2:bolt", "BOLT")]),
    )
    head = [
        E("pass", "P1"),
        E("play", "P2", {"card": "P2:bolt", "pay": ["P2:e1"], "targets": ["P1:k"]}),
        E("resolve"),
        E("effect", None, {"source": "P2:bolt", "damage": [{"card": "P1:k", "amount": 2000}]}),
    ]
    legal = [
        *head,
        E("plan_create", "P1", {"pay": ["P1:e1"]}),
        E("resolve", None, {"card": c("P1:d1", "FU")}),
    ]
    bad = [*head, E("rule_effect", None, {"card": "P1:k"})]
    scenario(
        "race-added-before-power",
        "種族「ドール」を加える効果より先にパワー修整を適用してユニットを破壊した",
        "A power change applied before the effect that adds the race ドール, and the unit destroyed",
        "P1 controls 弾幕を張るロザンナ (your ドール units +1000) and then played the base 人形師の工房 (your units "
        "are ドール too). P1's 鉄の騎士 (2000, race ナイト) takes 2000 damage from P2's 火の矢. P2 says the base "
        "came after Rosanna, so its race arrived too late for her +1000 and the knight is destroyed.",
        ["4.14.5-2", "4.16.4-5"],
        log(snap, legal, cards),
        log(snap, bad, cards),
        printed_example="4.14.5-2",
    )


def area_static_lost_on_move() -> None:
    makiri = unit(
        "小さな刃マキリ",
        {"red": 1},
        1000,
        abilities=[
            {
                "id": "central",
                "kind": "static",
                "targets": [{"self": True, "area": "central"}],
                "effect": {"power": 1000},
            },
            {
                "id": "enemy",
                "kind": "static",
                "targets": [{"self": True, "area": "enemy"}],
                "effect": {"power": 2000},
            },
        ],
    )
    cards = {"MAKI": makiri}
    snap = snapshot(side("P1", squares=[sq("P1:mk", "MAKI", "B21", damage=1000)]), side("P2"))
    head = [E("move", "P1", {"unit": "P1:mk", "to": "B11", "pay": ["P1:e1"]}), E("resolve")]
    legal = [*head, E("rule_effect", None, {"card": "P1:mk"})]
    bad = [*head, E("plan_create", "P1", {"pay": ["P1:e2"]}), E("resolve", None, {"card": c("P1:d1", "FU")})]
    scenario(
        "area-static-lost-on-move",
        "中央エリアでのパワー修整を自軍エリアに戻った後も適用した",
        "A central-area power bonus kept after the unit went back to the home area",
        "P1's 小さな刃マキリ (power 1000; +1000 while in the central area) took 1000 damage in the central area "
        "this turn. P1 moves it back into the home area and plays on; P2 says it now has power 1000 with 1000 "
        "damage.",
        ["4.14.4-1", "4.16.4-5"],
        log(snap, legal, cards),
        log(snap, bad, cards),
        printed_example="4.14.4-1",
    )


def simultaneous_placement_both_attacked() -> None:
    holy = unit(
        "聖騎士ホーリー・アロー",
        {"red": 1},
        2000,
        abilities=[
            {
                "id": "guard",
                "kind": "triggered",
                "trigger": {"event": "was_attacked", "card": "self"},
                "effect": {"power": 3000},
                "duration": "turn",
            }
        ],
    )
    sniper = unit(
        "ライトニング・スナイパー",
        {"red": 1},
        2000,
        abilities=[
            {
                "id": "shot",
                "kind": "triggered",
                "trigger": {"event": "attacked", "card": "self"},
                "effect": {"power": 3000},
                "duration": "turn",
            }
        ],
    )
    # 「バトルスペースのスクエアにある対象のユニットを2枚まで選び、ユニットのない対象のスクエアに置く。」
    gather = strategy(
        "集結の号令",
        {"red": 1},
        "normal",
        [spell([{"zone": "battle", "type": "unit", "count": 2, "up_to": True}])],
    )
    cards = {"HOLY": holy, "SNIP": sniper, "GATHER": gather}
    snap = snapshot(
        side("P1", hand=[c("P1:gh", "GATHER")], squares=[sq("P1:sn", "SNIP", "B12")]),
        side("P2", squares=[sq("P2:ho", "HOLY", "B32")]),
    )
    head = [
        E("play", "P1", {"card": "P1:gh", "pay": ["P1:e1"], "targets": ["P1:sn", "P2:ho"]}),
        E("resolve"),
        E(
            "effect",
            None,
            {"source": "P1:gh", "moves": [{"card": "P1:sn", "to": "B22"}, {"card": "P2:ho", "to": "B22"}]},
        ),
        E("trigger", "P1", {"card": "P1:sn", "ability": "shot"}, step="battle1"),
    ]
    legal = [*head, E("trigger", "P2", {"card": "P2:ho", "ability": "guard"}, step="battle1")]
    bad = [
        *head,
        E("resolve", step="battle1"),
        E("effect", None, {"source": "P1:sn", "power": [{"card": "P1:sn", "amount": 3000}]}, step="battle1"),
        E("exchange", None, {"damage": {}}, step="battle1"),
    ]
    scenario(
        "simultaneous-placement-both-attacked",
        "同時に同じスクエアに置かれた2枚のうち一方の「攻撃された時」を誘発させなかった",
        "The 'was attacked' ability of one of two units put into a square at the same moment left out",
        "P1's 集結の号令 puts P1's ライトニング・スナイパー (when it attacks, +3000) and P2's 聖騎士ホーリー・アロー "
        "(when it is attacked, +3000) into the same empty central square at once. P1 says only the sniper "
        "attacked, as P1's spell brought them together, and the battle goes on without the paladin's ability.",
        ["3.11.5-1", "3.12.1"],
        log(snap, legal, cards),
        log(snap, bad, cards),
    )


def pincer_diagonal_missed() -> None:
    pincer = unit(
        "挟撃の双剣士",
        {"red": 1},
        2000,
        abilities=[
            {
                "id": "pincer",
                "kind": "triggered",
                "keywords": {"pincer": True},
                "trigger": {"event": "placed", "card": "self", "pincer": True},
            }
        ],
    )
    cards = {"PINC": pincer}
    snap = snapshot(
        side("P1", hand=[c("P1:pc", "PINC")], squares=[sq("P1:x", "RU", "B31")]),
        side("P2", squares=[sq("P2:v", "RU", "B22")]),
    )
    head = [E("play", "P1", {"card": "P1:pc", "to": "B13", "pay": ["P1:e1"]}), E("resolve")]
    legal = [*head, E("trigger", "P1", {"card": "P1:pc", "ability": "pincer"}), E("resolve")]
    bad = [*head, E("plan_create", "P1", {"pay": ["P1:e2"]}), E("resolve", None, {"card": c("P1:d1", "FU")})]
    scenario(
        "pincer-diagonal-missed",
        "斜めに挟んだ挟撃を誘発しないとした",
        "挟撃 across a diagonal treated as not triggering",
        "P1's 赤の戦士 is in the enemy area of P1's left line and P2's unit in the centre square. P1 plays "
        "挟撃の双剣士 into the home area of the right line, so P2's unit lies between them on the diagonal. P2 says "
        "挟撃 needs the units in one line or one area; P1 accepts and plays on.",
        ["5.9.3", "5.9.1"],
        log(snap, legal, cards),
        log(snap, bad, cards),
    )


def bousou_not_on_effect_placement() -> None:
    runaway = unit(
        "暴走する炎獣",
        {"red": 1},
        3000,
        abilities=[
            {
                "id": "bousou",
                "kind": "triggered",
                "zone": "plan",
                "keywords": {"bousou": True},
                "trigger": {"event": "plan_revealed", "card": "self"},
                "effect": {"draw": 1},
            }
        ],
    )
    # 「あなたは自分の山札からユニットを1枚探し、プランゾーンに置く。」
    future = strategy("建設的な未来", {"red": 1}, "normal", [spell(None)])
    cards = {"RUN": runaway, "FUT": future}
    snap = snapshot(side("P1", hand=[c("P1:fu", "FUT")]), side("P2"))
    head = [
        E("play", "P1", {"card": "P1:fu", "pay": ["P1:e1"]}),
        E("resolve"),
        E(
            "effect",
            None,
            {"source": "P1:fu", "moves": [{"card": c("P1:bo", "RUN"), "from": "deck", "to": "plan"}]},
        ),
    ]
    legal = [*head, E("move", "P1", {"unit": "P1:a", "to": "B21", "pay": ["P1:e2"]}), E("resolve")]
    bad = [*head, E("trigger", "P1", {"card": "P1:bo", "ability": "bousou"}), E("resolve")]
    snap["players"]["P1"]["squares"] = [sq("P1:a", "RU", "B11")]
    _fill_decks(snap["players"])
    scenario(
        "bousou-not-on-effect-placement",
        "効果でプランゾーンに置かれたカードの暴走を誘発させた",
        "暴走 triggered by a card an effect put into the plan zone",
        "P1's 建設的な未来 finds 暴走する炎獣 in P1's deck and puts it face up into the plan zone. P1 says its "
        "暴走 triggers, as it has just become face up in the plan zone.",
        ["5.7.2-2"],
        log(snap, legal, cards),
        log(snap, bad, cards),
    )


def graveyard_effect_from_hand() -> None:
    # 墓地効果『あなたのユニットがスクエアから墓地に置かれた時、カードを1枚引く。』
    ghost = unit(
        "墓守の亡霊",
        {"red": 1},
        1000,
        abilities=[
            {
                "id": "haunt",
                "kind": "triggered",
                "zone": "graveyard",
                "trigger": {"event": "to_graveyard", "whose": "own", "type": "unit", "from": "square"},
                "effect": {"draw": 1},
            }
        ],
    )
    cards = {"GHOST": ghost}
    snap = snapshot(
        side("P1", hand=[c("P1:gh", "GHOST")], squares=[sq("P1:a", "RU", "B21")]),
        side("P2", hand=[c("P2:bolt", "BOLT")]),
    )
    head = [
        E("pass", "P1"),
        E("play", "P2", {"card": "P2:bolt", "pay": ["P2:e1"], "targets": ["P1:a"]}),
        E("resolve"),
        E("effect", None, {"source": "P2:bolt", "damage": [{"card": "P1:a", "amount": 2000}]}),
        E("rule_effect", None, {"card": "P1:a"}),
    ]
    legal = [
        *head,
        E("plan_create", "P1", {"pay": ["P1:e1"]}),
        E("resolve", None, {"card": c("P1:d1", "FU")}),
    ]
    bad = [*head, E("trigger", "P1", {"card": "P1:gh", "ability": "haunt"}), E("resolve")]
    scenario(
        "graveyard-effect-from-hand",
        "手札にあるカードの墓地効果を誘発させた",
        "A graveyard-zone ability triggered from a card in hand",
        "P1's 赤の戦士 is destroyed by P2's 火の矢. P1 reveals 墓守の亡霊 from hand, whose 墓地効果 draws a card "
        "when P1's unit goes from a square to the graveyard, and draws: 'the text is on my card'.",
        ["5.7.1-2"],
        log(snap, legal, cards),
        log(snap, bad, cards),
    )


def turn_end_before_recovery_start() -> None:
    dusk = unit(
        "黄昏の番人",
        {"red": 1},
        2000,
        abilities=[
            {
                "id": "dawn",
                "kind": "triggered",
                "trigger": {"event": "recovery_start"},
                "effect": {"draw": 1},
            },
            {"id": "dusk", "kind": "triggered", "trigger": {"event": "turn_end"}, "effect": {"draw": 1}},
        ],
    )
    cards = {"DUSK": dusk}
    snap = snapshot(side("P1", squares=[sq("P1:dk", "DUSK", "B11")]), side("P2"), phase="smash")
    legal = [
        E("trigger", "P1", {"card": "P1:dk", "ability": "dawn"}, phase="recovery"),
        E("resolve", phase="recovery"),
        E("draw", "P1", {"count": 1, "source": "P1:dk"}, phase="recovery"),
        E("trigger", "P1", {"card": "P1:dk", "ability": "dusk", "event": "turn_end"}, phase="recovery"),
        E("resolve", phase="recovery"),
        E("draw", "P1", {"count": 1, "source": "P1:dk"}, phase="recovery"),
    ]
    bad = [
        E("trigger", "P1", {"card": "P1:dk", "ability": "dusk", "event": "turn_end"}, phase="recovery"),
        E("trigger", "P1", {"card": "P1:dk", "ability": "dawn"}, phase="recovery"),
        E("resolve", phase="recovery"),
        E("resolve", phase="recovery"),
    ]
    scenario(
        "turn-end-before-recovery-start",
        "「ターン終了時」の能力を「リカバリーフェイズの開始時」の能力と一緒にスタックに乗せた",
        "A 'turn end' ability put on the stack together with a 'start of the recovery phase' one",
        "Entering the recovery phase, P1 puts both abilities of 黄昏の番人 on the stack at once, the 「ターン終了時」 "
        "one first so that the 「リカバリーフェイズの開始時」 one resolves first: 'the turn is ending anyway'.",
        ["3.10.2", "3.10.1"],
        log(snap, legal, cards),
        log(snap, bad, cards),
    )


def toki_under_toki() -> None:
    # 「このカードがスクエアに置かれた時、バトルスペースのスクエアにあるすべての下に闘気カードのないユニットの下に、そのユニットの
    # 持ち主の山札の上からカードを1枚ずつ闘気カードとして裏向きに置く。」
    shooter = unit(
        "スケイル・シューター",
        {"red": 1},
        2000,
        abilities=[{"id": "toki", "kind": "triggered", "trigger": {"event": "placed", "card": "self"}}],
    )
    cards = {"SCALE": shooter}
    snap = snapshot(
        side(
            "P1",
            hand=[c("P1:sc", "SCALE")],
            squares=[sq("P1:g", "RU", "B21", under=[{"iid": "P1:t1", "card": None}])],
        ),
        side("P2", squares=[sq("P2:v", "RU", "B32")]),
    )
    moves = [
        {"card": "P1:t3", "from": "deck", "to": "under", "host": "P1:sc"},
        {"card": "P2:t9", "from": "deck", "to": "under", "host": "P2:v"},
    ]
    head = [
        E("play", "P1", {"card": "P1:sc", "to": "B11", "pay": ["P1:e1"]}),
        E("resolve"),
        E("trigger", "P1", {"card": "P1:sc", "ability": "toki"}),
        E("resolve"),
    ]
    legal = [*head, E("effect", None, {"source": "P1:sc", "moves": moves})]
    bad = [
        *head,
        E(
            "effect",
            None,
            {
                "source": "P1:sc",
                "moves": [*moves, {"card": "P1:t4", "from": "deck", "to": "under", "host": "P1:t1"}],
            },
        ),
    ]
    scenario(
        "toki-under-toki",
        "闘気カードの下にさらに闘気カードを置いた",
        "A 闘気 card put under a 闘気 card",
        "P1's スケイル・シューター enters and puts a 闘気 card under every unit without one. P1's 赤の戦士 already "
        "has one; P1 slips another card under that 闘気 card 'so it is not under the unit itself'.",
        ["6.1.6-1"],
        log(snap, legal, cards),
        log(snap, bad, cards),
    )


# --- zones, the plan zone and the energy phase --------------------------------------------------------------


def plan_covered_by_card_on_top() -> None:
    # 「あなたはバトルスペースのスクエアにある対象のユニットを1枚選び、持ち主の山札の1番上に置く。」
    fog = strategy("濃霧の魔氷フォッグ", {"red": 1}, "normal", [spell(ONE_UNIT)])
    cards = {"FOG": fog}
    snap = snapshot(
        side("P1", plan=c("P1:p1", "GU"), squares=[sq("P1:a", "RU", "B21")]),
        side("P2", hand=[c("P2:fg", "FOG")]),
        turn=6,
    )
    head = [
        E("play", "P2", {"card": "P2:fg", "pay": ["P2:e1"], "targets": ["P1:a"]}, turn=6),
        E("resolve", turn=6),
        E(
            "effect",
            None,
            {"source": "P2:fg", "moves": [{"card": "P1:a", "to": "deck", "position": "top"}]},
            turn=6,
        ),
    ]
    legal = [*head, E("draw", "P1", {"cards": ["P1:a"]}, turn=7, phase="draw")]
    bad = [*head, E("draw", "P1", {"cards": ["P1:p1"]}, turn=7, phase="draw")]
    scenario(
        "plan-covered-by-card-on-top",
        "山札の上に置かれたカードの下になったプランゾーンのカードを引いた",
        "The old plan-zone card drawn after another card was put on top of the deck",
        "P1 has 大きな戦士 face up in the plan zone. P2's 濃霧の魔氷フォッグ puts P1's 赤の戦士 on top of P1's "
        "deck. In P1's next draw phase P1 takes 大きな戦士, saying the plan zone is still the top of the deck.",
        ["2.23.3-3", "3.6.1-1"],
        log(snap, legal, cards),
        log(snap, bad, cards),
    )


# --- moves --------------------------------------------------------------------------------------------------


def moved_into_central_not_destroyed() -> None:
    snap = snapshot(side("P1", squares=[sq("P1:a", "RU", "B11")]), side("P2"))
    head = [E("move", "P1", {"unit": "P1:a", "to": "B21", "pay": ["P1:e1"]}), E("resolve")]
    legal = [*head, E("smash", "P1", {"unit": "P1:a", "count": 1}, phase="smash")]
    bad = [*head, E("rule_effect", None, {"card": "P1:a"})]
    scenario(
        "moved-into-central-not-destroyed",
        "中央エリアに移動したユニットをバトルがないとして墓地に置いた",
        "A unit moved into the central area put into the graveyard for want of a battle",
        "P1 moves 赤の戦士 from the home area into an empty central square. P2 says a unit that comes into the "
        "central area without a battle is destroyed, and P1 puts it into the graveyard.",
        ["4.16.4-8", "2.20.1-6"],
        log(snap, legal),
        log(snap, bad),
    )


def move_two_squares() -> None:
    snap = snapshot(side("P1", squares=[sq("P1:a", "RU", "B11")]), side("P2"))
    legal = [E("move", "P1", {"unit": "P1:a", "to": "B21", "pay": ["P1:e1"]}), E("resolve")]
    bad = [E("move", "P1", {"unit": "P1:a", "to": "B31", "pay": ["P1:e1", "P1:e2"]}), E("resolve")]
    scenario(
        "move-two-squares",
        "移動コストを2回払って2マス先に移動した",
        "A unit moved two squares at once for twice its move cost",
        "P1 pays 赤の戦士's move cost twice and moves it from the home area straight into the enemy area of the "
        "same line, over the empty central square: 'two moves, paid for both'.",
        ["4.7.3-1", "3.8.2-6"],
        log(snap, legal),
        log(snap, bad),
    )


def move_while_spell_on_stack() -> None:
    snap = snapshot(side("P1", hand=[c("P1:h1", "RU")], squares=[sq("P1:a", "RU", "B11")]), side("P2"))
    legal = [
        E("play", "P1", {"card": "P1:h1", "to": "B12", "pay": ["P1:e1"]}),
        E("resolve"),
        E("move", "P1", {"unit": "P1:a", "to": "B21", "pay": ["P1:e2"]}),
        E("resolve"),
    ]
    bad = [
        E("play", "P1", {"card": "P1:h1", "to": "B12", "pay": ["P1:e1"]}),
        E("move", "P1", {"unit": "P1:a", "to": "B21", "pay": ["P1:e2"]}),
        E("resolve"),
        E("resolve"),
    ]
    scenario(
        "move-while-spell-on-stack",
        "自分のユニットのスペルがスタックにある間にユニットを移動した",
        "A unit moved while one's own unit spell was still on the stack",
        "P1 plays 赤の戦士 into the home area and, holding priority, at once moves their other 赤の戦士 forward, "
        "so that the move resolves first.",
        ["3.8.2", "3.8.2-6"],
        log(snap, legal),
        log(snap, bad),
    )


# --- deck construction ------------------------------------------------------------------------------------


def same_japanese_name_two_printings() -> None:
    spy_a = unit("スパイ・スパイダー", {"red": 1}, 2000)
    spy_b = unit("スパイ・スパイダー", {"red": 1}, 2000, smash=2)
    cards = {"SPYA": spy_a, "SPYB": spy_b}
    snap = snapshot(side("P1"), side("P2"))
    entries = [E("plan_create", "P1", {"pay": ["P1:e1"]}), E("resolve", None, {"card": c("P1:d1", "FU")})]
    lists_ok = {"P1": {"main": {"SPYA": 2, "SPYB": 1, "FU": 37}}, "P2": {"main": {"FU": 40}}}
    lists_bad = {"P1": {"main": {"SPYA": 2, "SPYB": 2, "FU": 36}}, "P2": {"main": {"FU": 40}}}
    scenario(
        "same-japanese-name-two-printings",
        "同じ日本語名の2つの版を合わせて4枚デッキに入れた",
        "Four cards of one Japanese name in a deck, two of each printing",
        "P1's decklist has two スパイ・スパイダー of the first printing and two of a reprint whose text is worded "
        "differently: 'they are different cards, three of each are allowed'.",
        ["3.1.1", "2.3.1-2"],
        log(snap, entries, cards, decklists=lists_ok),
        log(snap, entries, cards, decklists=lists_bad),
    )


# --- a needs_ruling -----------------------------------------------------------------------------------------


def call_cost_reduction() -> None:
    # 呼声－赤: where the card with it is frozen from, 5.10 does not say.
    caller = unit("呼び声の戦士", {"red": 1}, 2000, text=True)
    cards = {"CALL": caller}
    snap = snapshot(
        side("P1", hand=[c("P1:h1", "GU")], squares=[sq("P1:cl", "CALL", "B12")]),
        side("P2"),
    )
    legal = [
        E("play", "P1", {"card": "P1:h1", "to": "B11", "pay": ["P1:e1", "P1:e2", "P1:e3"]}),
        E("resolve"),
    ]
    disputed = [
        E("play", "P1", {"card": "P1:h1", "to": "B11", "pay": ["P1:e1", "P1:e2", "P1:cl"]}),
        E("resolve"),
    ]
    scenario(
        "call-cost-reduction",
        "スクエアにある呼声のユニットをフリーズして無色コストを減らした",
        "A colourless cost reduced by freezing a unit with 呼声 in a square",
        "P1 plays 大きな戦士 (red 1, colourless 2) and, as an additional cost, freezes 呼び声の戦士 (呼声－赤), "
        "released in P1's home area, paying one colourless less. P2 asks whether a card with 呼声 may be frozen "
        "from a square; 5.10.2 says 'freeze cards with 呼声 of the colour' without saying from which zone.",
        ["5.10.2"],
        log(snap, legal, cards),
        log(snap, disputed, cards),
        ruling="needs_ruling",
    )


BUILDERS = [
    plan_update_without_paying,
    move_without_paying,
    paid_with_opponents_energy,
    cost_underpaid_colourless,
    smash_with_opponents_unit,
    non_active_player_smashes,
    smash_raised_by_effect,
    power_boost_ends_at_recovery,
    damage_kept_after_move,
    leaving_unit_still_deals_damage,
    zero_targets_not_nullified,
    mode_changed_on_resolution,
    quick_ability_during_battle,
    enemy_area_seen_by_controller,
    play_during_resolution,
    reanimated_unit_under_caster,
    placer_owner,
    summon_via_opponents_card,
    summoned_into_central_survives,
    raid_pays_advance,
    advance_trigger_after_nullified_move,
    link_trigger_without_card_in_graveyard,
    resonance_after_effect_move,
    adjacent_trigger_missed,
    line_trigger_source_destroyed_together,
    ability_resolves_after_source_left,
    race_added_before_power,
    area_static_lost_on_move,
    simultaneous_placement_both_attacked,
    pincer_diagonal_missed,
    bousou_not_on_effect_placement,
    graveyard_effect_from_hand,
    turn_end_before_recovery_start,
    toki_under_toki,
    plan_covered_by_card_on_top,
    moved_into_central_not_destroyed,
    move_two_squares,
    move_while_spell_on_stack,
    same_japanese_name_two_printings,
    call_cost_reduction,
]


def main() -> None:
    SCENARIOS.clear()
    for build in BUILDERS:
        build()
    OUT.mkdir(parents=True, exist_ok=True)
    for sc in SCENARIOS:
        path = OUT / f"{sc['id']}.json"
        path.write_text(json.dumps(sc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(SCENARIOS)} scenarios to {OUT}")


if __name__ == "__main__":
    main()
