"""Writes the held-out Dimension Zero scenarios (tests/scenarios_heldout/dimension-zero/*.json).

Written blind from the rulebook (rules_index/data/dimension-zero.txt) and the log-format documents only:
each scenario states the ruling a judge gives from the text, then a log of the play by the rules (`legal`)
and a log of the disputed play. Run from the repository root:
``python -m tests.scenarios_heldout.build_dimension_zero_heldout``.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent / "dimension-zero"
SLUG = "dimension-zero"
DECK_SIZE = 40
COPIES = 3

Json = dict[str, Any]


def unit(name: str, cost: Json, power: int, smash: int = 1, timing: str = "normal", **kw: Any) -> Json:
    keywords: Json = {
        "cost": cost,
        "move": {"colourless": 1},
        "timing": timing,
        "power": power,
        "smash": smash,
    }
    abilities = kw.pop("abilities", None)
    keywords.update(kw)
    card: Json = {"name": name, "type": "unit", "keywords": keywords}
    if abilities:
        card["abilities"] = abilities
    return card


def strategy(name: str, cost: Json, timing: str = "normal", abilities: list[Json] | None = None) -> Json:
    card: Json = {"name": name, "type": "strategy", "keywords": {"cost": cost, "timing": timing}}
    if abilities:
        card["abilities"] = abilities
    return card


def base(name: str, cost: Json, abilities: list[Json] | None = None) -> Json:
    card: Json = {"name": name, "type": "base", "keywords": {"cost": cost}}
    if abilities:
        card["abilities"] = abilities
    return card


# Cards every scenario may use: plain units of each colour and a unity filler for the decks.
BASE_CARDS: dict[str, Json] = {
    "FU": unit("団結の兵士", {"red": 1}, 1000, unity=True),
    "RU": unit("赤の戦士", {"red": 1}, 3000),
    "BU": unit("青の戦士", {"blue": 1}, 2000),
    "GU": unit("赤の巨人", {"red": 1, "colourless": 2}, 5000),
}


def header(cards: dict[str, Json], first: str = "P1", options: Json | None = None) -> Json:
    all_cards = {**BASE_CARDS, **cards}
    decks = {}
    for seat in ("P1", "P2"):
        main = {cid: COPIES for cid in all_cards if cid != "FU"}
        main["FU"] = DECK_SIZE - sum(main.values())
        decks[seat] = {"main": main}
    h: Json = {
        "format": "judgelog/1",
        "game": SLUG,
        "rules_version": "19.00",
        "variant": "constructed",
        "players": [{"seat": "P1", "name": "A"}, {"seat": "P2", "name": "B"}],
        "first_player": first,
        "cards": all_cards,
        "decklists": decks,
    }
    if options is not None:
        h["options"] = options
    return h


def side(
    *,
    hand: list[tuple[str, str]] = (),  # type: ignore[assignment]
    hidden_hand: int = 2,
    energy: list[tuple[str, str]] | None = None,
    frozen_energy: tuple[str, ...] = (),
    smash: int = 1,
    squares: list[Json] = (),  # type: ignore[assignment]
    graveyard: list[tuple[str, str]] = (),  # type: ignore[assignment]
    plan: tuple[str, str] | None = None,
) -> Json:
    """One seat of a snapshot; the deck count makes the seat's cards add up to 40."""
    if energy is None:
        energy = [("e1", "FU"), ("e2", "FU"), ("e3", "FU"), ("e4", "FU")]
    return {
        "hand": list(hand),
        "hidden_hand": hidden_hand,
        "energy": energy,
        "frozen_energy": frozen_energy,
        "smash": smash,
        "squares": list(squares),
        "graveyard": list(graveyard),
        "plan": plan,
    }


def sq(iid: str, card: str, square: str, **kw: Any) -> Json:
    return {"iid": iid, "card": card, "square": square, **kw}


def snapshot(turn: int, phase: str, p1: Json, p2: Json, this_turn: Json | None = None) -> Json:
    active = "P1" if turn % 2 == 1 else "P2"
    if this_turn is None:
        this_turn = {"drawn": 1, "energy": 1, "priority": active}
    players = {}
    for seat, s in (("P1", p1), ("P2", p2)):
        hand_cards = [{"iid": f"{seat}:{i}", "card": c} for i, c in s["hand"]]
        hand_count = len(hand_cards) + s["hidden_hand"]
        energy = [
            {"iid": f"{seat}:{i}", "card": c, "frozen": i in s["frozen_energy"]} for i, c in s["energy"]
        ]
        squares = [{**x, "iid": f"{seat}:{x['iid']}"} for x in s["squares"]]
        graveyard = [{"iid": f"{seat}:{i}", "card": c} for i, c in s["graveyard"]]
        used = hand_count + len(energy) + s["smash"] + len(squares) + len(graveyard)
        deck: Json = {"count": DECK_SIZE - used}
        plan = None
        if s["plan"]:
            plan = {"iid": f"{seat}:{s['plan'][0]}", "card": s["plan"][1]}
        players[seat] = {
            "deck": deck,
            "plan": plan,
            "hand": {"count": hand_count, "cards": hand_cards},
            "energy": energy,
            "smash": {"count": s["smash"]},
            "graveyard": graveyard,
            "remove": [],
            "squares": squares,
        }
    return {
        "turn": turn,
        "phase": phase,
        "turn_players": [active],
        "this_turn": this_turn,
        "players": players,
    }


class Log:
    """Entries numbered as they are added."""

    def __init__(self) -> None:
        self.entries: list[Json] = []

    def add(
        self, turn: int, phase: str, actor: str | None, act: str, step: str | None = None, **args: Any
    ) -> Log:
        e: Json = {"seq": len(self.entries) + 1, "turn": turn, "phase": phase, "actor": actor, "act": act}
        if step:
            e["step"] = step
        if args:
            e["args"] = args
        self.entries.append(e)
        return self

    def fork(self) -> Log:
        other = Log()
        other.entries = copy.deepcopy(self.entries)
        return other


def log(h: Json, snap: Json | None, entries: Log) -> Json:
    h = copy.deepcopy(h)
    if snap is not None:
        h["snapshot"] = snap
    return {"header": h, "entries": entries.entries}


SCENARIOS: list[Json] = []

# Phase 2 (after the first run on 2026-11-26): scenarios corrected, with the reason (`note`) ...
NOTES: dict[str, str] = {
    "support-counts-itself": (
        "Corrected after the first run: the first version declared 支援 as a card keyword "
        '(`"keywords": {"support": 1000}` on the card). The format does not read that: '
        "docs/log-format-dimension-zero.md declares 支援 as a static power ability (`effect` power, its range "
        'as the `targets` group) carrying `"keywords": {"support": n}`, and the card keywords it lists do not '
        "include support. With the card keyword the engine saw no bonus at all and rejected the legal log's "
        "exchange (3000 damage from a 2000 unit). Now declared as the static ability; the ruling is unchanged."
    ),
}
# ... and disagreements where the rulebook is with the scenario and the engine misses it (`gap`).
# The seven gaps of the first run (battle-won-with-no-opponent-left, both-survive-attacker-destroyed,
# moved-unit-lands-on-own-unit, one-event-two-units-triggers-twice, power-zero-before-battle,
# support-counts-itself, turn-end-trigger-once-per-turn) were closed in the engine afterwards.
GAPS: dict[str, str] = {}


def scenario(
    sid: str,
    title_ja: str,
    title_en: str,
    situation: str,
    clauses: list[str],
    legal: Json,
    disputed: Json,
    ruling: str = "illegal",
    printed: str | None = None,
    note: str | None = None,
    gap: str | None = None,
) -> None:
    s: Json = {
        "id": f"{SLUG}-ho-{sid}",
        "title_ja": title_ja,
        "title_en": title_en,
        "situation": situation,
        "ruling": ruling,
        "clauses": [f"{SLUG}:{c}" for c in clauses],
    }
    if printed:
        s["printed_example"] = printed
    # Added after the first run (phase 2 of the held-out protocol): why the scenario was corrected, or
    # what the engine misses.
    note = note or NOTES.get(sid)
    gap = gap or GAPS.get(sid)
    if note:
        s["note"] = note
    if gap:
        s["gap"] = gap
    s["legal"] = legal
    s[ruling] = disputed
    SCENARIOS.append(s)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for old in OUT.glob("*.json"):
        old.unlink()
    for s in SCENARIOS:
        path = OUT / f"{s['id']}.json"
        path.write_text(json.dumps(s, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{len(SCENARIOS)} scenarios written to {OUT}")


# ---------------------------------------------------------------------------------------------------------
# Scenarios. P1 goes first, so P1 is the active player in odd turns. Squares are seen from P1: row 1 is
# P1's home area, row 3 P2's home area; line 2 is the middle line for both players.
# ---------------------------------------------------------------------------------------------------------

M = "main"


def s_no_draw() -> None:
    cards = {
        "ND": unit(
            "沈黙の番人",
            {"black": 1},
            2000,
            abilities=[{"id": "nd", "kind": "static", "effect": {"no_draw": "own"}}],
        ),
        "MASU": strategy(
            "益々繁盛", {"red": 1}, abilities=[{"id": "spell", "kind": "spell", "effect": {"draw": 1}}]
        ),
    }
    h = header(cards)
    snap = snapshot(5, M, side(hand=[("h1", "MASU")], squares=[sq("nd", "ND", "B11")]), side())
    legal = (
        Log()
        .add(5, M, "P1", "play", card="P1:h1", **{"from": "hand"}, pay=["P1:e1"])
        .add(5, M, None, "resolve")
    )
    bad = legal.fork().add(5, M, "P1", "draw", count=1, source="P1:h1")
    scenario(
        "no-draw-beats-draw",
        "「引くことができない」ユニットがいる時に引く効果のストラテジーを解決した",
        "A draw spell resolves while the player's own unit says they cannot draw",
        "P1は「あなたはカードを引くことができない。」という能力を持つユニットを自軍エリアに出しています。P1が「益々繁盛」"
        "（カードを1枚引く）をプレイし、解決しました。P1は1枚引いてよいと言いますが、相手は引けないはずだと主張しています。",
        ["1.1.2"],
        log(h, snap, legal),
        log(h, snap, bad),
        printed="1.1.2",
    )


def s_wrong_colour() -> None:
    h = header({})
    snap = snapshot(5, M, side(hand=[("h1", "RU")], energy=[("e1", "BU"), ("e2", "FU")]), side())
    legal = (
        Log()
        .add(5, M, "P1", "play", card="P1:h1", **{"from": "hand"}, to="B12", pay=["P1:e2"])
        .add(5, M, None, "resolve")
    )
    bad = (
        Log()
        .add(5, M, "P1", "play", card="P1:h1", **{"from": "hand"}, to="B12", pay=["P1:e1"])
        .add(5, M, None, "resolve")
    )
    scenario(
        "coloured-cost-wrong-colour",
        "赤の使用コストを青のエネルギーで支払った",
        "A red cost paid by freezing a blue energy card",
        "P1のエネルギーゾーンには青のカードと赤のカードが1枚ずつリリース状態であります。P1は使用コスト<赤1>のユニットを"
        "プレイし、青のカードをフリーズして支払いました。「色は何でもいいと思った」と言っています。",
        ["1.2.3-1"],
        log(h, snap, legal),
        log(h, snap, bad),
    )


def s_negative_smash() -> None:
    cards = {"MAK": unit("小さな刃マキリ", {"red": 1}, 2000, smash=1)}
    h = header(cards)
    p1 = side(squares=[sq("mak", "MAK", "B22", smash=-2)])
    snap = snapshot(5, "smash", p1, side())
    legal = Log().add(5, "smash", "P1", "smash", unit="P1:mak", count=0)
    bad = Log().add(5, "smash", "P1", "smash", unit="P1:mak", count=1)
    scenario(
        "negative-smash-counts-zero",
        "スマッシュが-2されたスマッシュ1のユニットが中央エリアからスマッシュした",
        "A smash-1 unit given smash -2 smashes from the central area",
        "P1の「小さな刃マキリ」（スマッシュ1）は、このターン「平和条約」でスマッシュを-2されています。中央エリアにいる"
        "マキリでスマッシュしたところ、P2は山札の上から1枚をスマッシュゾーンに置きました。P1は「-1なら0だけど1枚くらいは」と言っています。",
        ["1.2.2", "3.9.1"],
        log(h, snap, legal),
        log(h, snap, bad),
        printed="1.2.2",
    )


def s_priority() -> None:
    cards = {"QS": strategy("迅速な作戦", {"red": 1}, timing="quick")}
    h = header(cards)
    snap = snapshot(5, M, side(hand=[("h1", "RU")]), side(hand=[("h1", "QS")]))
    start = Log().add(5, M, "P1", "play", card="P1:h1", **{"from": "hand"}, to="B12", pay=["P1:e1"])
    legal = (
        start.fork()
        .add(5, M, "P1", "pass")
        .add(5, M, "P2", "play", card="P2:h1", **{"from": "hand"}, pay=["P2:e1"])
    )
    legal.add(5, M, None, "resolve").add(5, M, None, "resolve")
    bad = start.fork().add(5, M, "P2", "play", card="P2:h1", **{"from": "hand"}, pay=["P2:e1"])
    bad.add(5, M, None, "resolve").add(5, M, None, "resolve")
    scenario(
        "nap-acts-before-ap-passes",
        "アクティブプレイヤーが優先権を放棄する前に非アクティブプレイヤーがクイックをプレイした",
        "The non-active player plays a Quick card before the active player passed priority",
        "P1がユニットをプレイしてスタックに乗せた直後、P1が何も言わないうちにP2がクイックのストラテジーをプレイしました。"
        "P1は「まだ自分に優先権がある」と主張しています。",
        ["4.6.2", "1.1.5"],
        log(h, snap, legal),
        log(h, snap, bad),
    )


def s_enemy_area_play() -> None:
    h = header({})
    snap = snapshot(5, M, side(hand=[("h1", "RU")]), side())
    legal = (
        Log()
        .add(5, M, "P1", "play", card="P1:h1", **{"from": "hand"}, to="B11", pay=["P1:e1"])
        .add(5, M, None, "resolve")
    )
    bad = (
        Log()
        .add(5, M, "P1", "play", card="P1:h1", **{"from": "hand"}, to="B31", pay=["P1:e1"])
        .add(5, M, None, "resolve")
    )
    scenario(
        "unit-played-into-enemy-area",
        "ユニットを敵軍エリアの空いたスクエアにプレイした",
        "A unit played into an empty square of the enemy area",
        "P1は手札のユニットを、相手の自軍エリア（P1から見た敵軍エリア）の空いているスクエアに直接プレイしました。",
        ["2.20.1-2"],
        log(h, snap, legal),
        log(h, snap, bad),
    )


def s_central_no_battle() -> None:
    h = header({})
    snap = snapshot(5, M, side(hand=[("h1", "RU"), ("h2", "RU")]), side())
    start = (
        Log()
        .add(5, M, "P1", "play", card="P1:h1", **{"from": "hand"}, to="B22", pay=["P1:e1"])
        .add(5, M, None, "resolve")
    )
    legal = start.fork().add(5, M, None, "rule_effect", card="P1:h1")
    legal.add(5, M, "P1", "play", card="P1:h2", **{"from": "hand"}, to="B11", pay=["P1:e2"]).add(
        5, M, None, "resolve"
    )
    bad = start.fork().add(5, M, "P1", "play", card="P1:h2", **{"from": "hand"}, to="B11", pay=["P1:e2"])
    bad.add(5, M, None, "resolve")
    scenario(
        "central-play-without-battle-destroyed",
        "空いた中央エリアのスクエアにプレイしたユニットが残された",
        "A unit played into an empty central-area square is left there",
        "P1はユニットのいない中央エリアのスクエアにユニットをプレイし、解決しました。バトルは発生していませんが、"
        "そのユニットを残したまま次のユニットをプレイしました。",
        ["4.16.4-8", "2.20.1-6"],
        log(h, snap, legal),
        log(h, snap, bad),
    )


def battle_setup(
    p1_unit: tuple[str, str, str], p2_unit: tuple[str, str, str], **p1kw: Any
) -> tuple[Json, Json]:
    return (
        side(squares=[sq(*p1_unit)], **p1kw),
        side(squares=[sq(*p2_unit)]),
    )


def s_quick_in_battle() -> None:
    cards = {
        "QS": strategy("迅速な作戦", {"red": 1}, timing="quick"),
        "BS": strategy("戦場の作戦", {"red": 1}, timing="battle"),
    }
    h = header(cards)
    p1 = side(hand=[("h1", "QS"), ("h2", "BS")], squares=[sq("ru", "RU", "B21")])
    p2 = side(squares=[sq("bu", "BU", "B31")])
    snap = snapshot(5, M, p1, p2)
    start = Log().add(5, M, "P1", "move", unit="P1:ru", to="B31", pay=["P1:e1"]).add(5, M, None, "resolve")
    legal = start.fork().add(
        5, M, "P1", "play", step="battle1", card="P1:h2", **{"from": "hand"}, pay=["P1:e2"]
    )
    legal.add(5, M, None, "resolve", step="battle1")
    bad = start.fork().add(
        5, M, "P1", "play", step="battle1", card="P1:h1", **{"from": "hand"}, pay=["P1:e2"]
    )
    bad.add(5, M, None, "resolve", step="battle1")
    scenario(
        "quick-strategy-during-battle",
        "バトル中にタイミングがクイックのストラテジーをプレイした",
        "A Quick strategy played during a battle",
        "P1のユニットが相手のユニットのいるスクエアに移動してバトルが発生しました。第1バトルステップでP1は"
        "タイミングがクイックのストラテジーをプレイしました。相手は「バトル中はバトルのタイミングしか使えない」と言っています。",
        ["2.20.3-1", "3.8.3"],
        log(h, snap, legal),
        log(h, snap, bad),
    )


def s_plan_create_twice() -> None:
    h = header({})
    snap = snapshot(5, M, side(plan=("p1", "RU")), side())
    legal = (
        Log()
        .add(5, M, "P1", "plan_update", pay=["P1:e1"])
        .add(5, M, None, "resolve", card={"iid": "P1:p2", "card": "BU"})
    )
    bad = (
        Log()
        .add(5, M, "P1", "plan_create", pay=["P1:e1"])
        .add(5, M, None, "resolve", card={"iid": "P1:p2", "card": "BU"})
    )
    scenario(
        "plan-create-with-plan-card",
        "プランゾーンにカードがあるのにプランゾーンを作成した",
        "The plan zone is created while it already holds a card",
        "P1のプランゾーンには表向きのカードがあります。P1は無色1を支払って「プランゾーンを作成する」と宣言し、"
        "次のカードを表向きにしようとしました。",
        ["2.23.3-6"],
        log(h, snap, legal),
        log(h, snap, bad),
    )


def s_draw_takes_plan() -> None:
    h = header({})
    snap = snapshot(5, "draw", side(plan=("p1", "RU")), side(), this_turn={"drawn": 0, "priority": "P1"})
    legal = Log().add(5, "draw", "P1", "draw", cards=["P1:p1"])
    bad = Log().add(5, "draw", "P1", "draw", cards=[{"iid": "P1:d1", "card": "BU"}])
    scenario(
        "draw-takes-the-plan-card",
        "プランゾーンにカードがある時のドローで、プランゾーンのカードではなくその下のカードを引いた",
        "Drawing with a card in the plan zone takes a card from under it",
        "P1のプランゾーンに表向きのカードがあります。ドローフェイズにP1は「プランは山札とは別」と言って、"
        "プランゾーンのカードの下の裏向きのカードを引きました。",
        ["2.23.3-2", "2.23.3-1"],
        log(h, snap, legal),
        log(h, snap, bad),
        printed="2.23.3-2",
    )


def s_resist_target() -> None:
    cards = {
        "ATU": unit("海の守り手アトゥイ", {"green": 1}, 3000, resist=["blue"]),
        "BOUNCE": strategy(
            "青の送還",
            {"blue": 1},
            abilities=[
                {"id": "spell", "kind": "spell", "targets": [{"zone": "battle", "type": "unit", "count": 1}]}
            ],
        ),
    }
    h = header(cards)
    p1 = side(hand=[("h1", "BOUNCE")], energy=[("e1", "BU"), ("e2", "BU"), ("e3", "FU")])
    p2 = side(squares=[sq("atu", "ATU", "B31"), sq("bu", "BU", "B32")])
    snap = snapshot(5, M, p1, p2)
    legal = Log().add(5, M, "P1", "play", card="P1:h1", **{"from": "hand"}, pay=["P1:e1"], targets=["P2:bu"])
    bad = Log().add(5, M, "P1", "play", card="P1:h1", **{"from": "hand"}, pay=["P1:e1"], targets=["P2:atu"])
    scenario(
        "resist-blue-cannot-be-targeted",
        "耐性－青のユニットを青のストラテジーの対象にした",
        "A blue strategy targets a unit with resist-blue",
        "P2の「海の守り手アトゥイ」は耐性－青を持っています。P1は青のストラテジー（対象のユニット1枚を手札に戻す）を"
        "アトゥイを対象にしてプレイしました。",
        ["5.17.2"],
        log(h, snap, legal),
        log(h, snap, bad),
    )


def setup_log(options: Json | None) -> tuple[Json, Log]:
    h = header({}, options=options)
    start = Log().add(0, "setup", "P1", "shuffle").add(0, "setup", "P2", "shuffle")
    start.add(0, "setup", "P1", "draw", count=5).add(0, "setup", "P2", "draw", count=5)
    return h, start


def s_first_turn_draw() -> None:
    h, start = setup_log({"mulligan": False})
    legal = start.fork().add(1, "energy", "P1", "energy", card={"iid": "P1:h1", "card": "FU"})
    bad = start.fork().add(1, "draw", "P1", "draw", count=1)
    bad.add(1, "energy", "P1", "energy", card={"iid": "P1:h1", "card": "FU"})
    scenario(
        "first-player-draws-on-turn-one",
        "先攻のプレイヤーが第1ターンにドローした",
        "The first player draws in turn 1",
        "デュエル開始直後、先攻のP1が第1ターンのドローフェイズにカードを1枚引きました。",
        ["3.2.4", "3.6.1-2"],
        log(h, None, legal),
        log(h, None, bad),
    )


def s_mulligan_first_player() -> None:
    h, start = setup_log({"mulligan": True})
    legal = start.fork().add(0, "setup", "P2", "mulligan", count=5)
    legal.add(1, "energy", "P1", "energy", card={"iid": "P1:h1", "card": "FU"})
    bad = start.fork().add(0, "setup", "P1", "mulligan", count=5)
    bad.add(1, "energy", "P1", "energy", card={"iid": "P1:h1", "card": "FU"})
    scenario(
        "mulligan-by-first-player",
        "引きなおしが認められた大会で先攻のプレイヤーが手札を引きなおした",
        "The first player redraws the opening hand where redraws are allowed",
        "引きなおしが許可されている大会で、先攻のP1が5枚の手札を山札の下に戻して5枚引きなおしました。",
        ["3.2.3-1"],
        log(h, None, legal),
        log(h, None, bad),
    )


def s_seven_smash() -> None:
    h = header({})
    snap = snapshot(5, "smash", side(squares=[sq("ru", "RU", "B22")]), side(smash=6))
    start = Log().add(5, "smash", "P1", "smash", unit="P1:ru", count=1)
    legal = start.fork().add(5, "smash", None, "result", winners=["P1"], reason="smash")
    bad = start.fork().add(6, "draw", "P2", "draw", count=1)
    scenario(
        "seventh-smash-card-ends-the-duel",
        "スマッシュゾーンが7枚になったのにデュエルを続けた",
        "Play goes on after a player's smash zone reached 7 cards",
        "P2のスマッシュゾーンには6枚のカードがあります。P1のスマッシュでP2のスマッシュゾーンが7枚になりましたが、"
        "二人はそのままP2のターンに進み、P2はカードを引きました。",
        ["3.3.1", "4.16.4-1"],
        log(h, snap, legal),
        log(h, snap, bad),
    )


def s_second_energy() -> None:
    h = header({})
    snap = snapshot(
        5,
        "energy",
        side(hand=[("h1", "FU"), ("h2", "RU")]),
        side(),
        this_turn={"drawn": 1, "energy": 0, "priority": "P1"},
    )
    legal = Log().add(5, "energy", "P1", "energy", card="P1:h1")
    legal.add(5, M, "P1", "play", card="P1:h2", **{"from": "hand"}, to="B11", pay=["P1:h1"]).add(
        5, M, None, "resolve"
    )
    bad = Log().add(5, "energy", "P1", "energy", card="P1:h1").add(5, "energy", "P1", "energy", card="P1:h2")
    scenario(
        "two-energy-cards-in-one-phase",
        "エネルギーフェイズに手札を2枚エネルギーゾーンに置いた",
        "Two hand cards put into the energy zone in one energy phase",
        "P1はエネルギーフェイズに手札を1枚エネルギーゾーンに置き、続けてもう1枚置きました。「回数の制限は書いていない」と言っています。",
        ["3.7.1"],
        log(h, snap, legal),
        log(h, snap, bad),
    )


def s_diagonal_move() -> None:
    h = header({})
    snap = snapshot(5, M, side(squares=[sq("ru", "RU", "B11")]), side())
    legal = Log().add(5, M, "P1", "move", unit="P1:ru", to="B21", pay=["P1:e1"]).add(5, M, None, "resolve")
    bad = Log().add(5, M, "P1", "move", unit="P1:ru", to="B22", pay=["P1:e1"]).add(5, M, None, "resolve")
    scenario(
        "diagonal-move",
        "ユニットを斜めのスクエアに移動した",
        "A unit moved diagonally",
        "P1は自軍エリアの左ラインのユニットを、中央ラインの中央エリアのスクエア（斜め前）に移動しました。",
        ["3.8.2-6"],
        log(h, snap, legal),
        log(h, snap, bad),
    )


def s_move_frozen() -> None:
    h = header({})
    snap = snapshot(5, M, side(hand=[("h1", "RU")], squares=[sq("u1", "RU", "B11")]), side())
    start = (
        Log()
        .add(5, M, "P1", "play", card="P1:h1", **{"from": "hand"}, to="B12", pay=["P1:e1"])
        .add(5, M, None, "resolve")
    )
    legal = (
        start.fork().add(5, M, "P1", "move", unit="P1:u1", to="B21", pay=["P1:e2"]).add(5, M, None, "resolve")
    )
    bad = (
        start.fork().add(5, M, "P1", "move", unit="P1:h1", to="B22", pay=["P1:e2"]).add(5, M, None, "resolve")
    )
    scenario(
        "move-unit-played-this-turn",
        "このターンにプレイしたユニット（速攻なし）を移動した",
        "A unit without haste moved in the turn it was played",
        "P1はユニット（速攻なし）をプレイして自軍エリアに置き、すぐにそのユニットの移動コストを支払って中央エリアに移動しました。",
        ["4.7.3-1", "3.8.2-6"],
        log(h, snap, legal),
        log(h, snap, bad),
    )


def s_enemy_area_smash() -> None:
    h = header({})
    snap = snapshot(5, "smash", side(squares=[sq("ru", "RU", "B31")]), side(squares=[sq("bu", "BU", "B33")]))
    legal = Log().add(5, "smash", "P1", "smash", unit="P1:ru", count=2)
    bad = Log().add(5, "smash", "P1", "smash", unit="P1:ru", count=1)
    scenario(
        "enemy-area-smash-plus-one",
        "敵軍エリアのスマッシュ1のユニットでスマッシュし、1枚だけ置いた",
        "A smash-1 unit in the enemy area smashes and only 1 card is moved",
        "P1の敵軍エリアにあるスマッシュ1のユニットでスマッシュしました。P2は山札の上から1枚だけスマッシュゾーンに置きました。",
        ["3.9.1"],
        log(h, snap, legal),
        log(h, snap, bad),
    )


def s_trigger_waits_for_battle() -> None:
    cards = {
        "DRW": unit(
            "知恵の騎士",
            {"red": 1},
            5000,
            abilities=[
                {
                    "id": "draw",
                    "kind": "triggered",
                    "trigger": {"event": "placed", "card": "self", "from": "hand"},
                    "effect": {"draw": 1},
                }
            ],
        )
    }
    h = header(cards)
    p1 = side(hand=[("h1", "DRW")])
    p2 = side(squares=[sq("bu", "BU", "B11")])
    snap = snapshot(5, M, p1, p2)
    start = (
        Log()
        .add(5, M, "P1", "play", card="P1:h1", **{"from": "hand"}, to="B11", pay=["P1:e1"])
        .add(5, M, None, "resolve")
    )

    def battle(lg: Log) -> Log:
        lg.add(5, M, None, "exchange", step="battle1", damage={}).add(5, M, None, "resolve", step="battle1")
        lg.add(5, M, None, "exchange", step="battle2", damage={"P2:bu": 5000, "P1:h1": 2000})
        lg.add(5, M, None, "resolve", step="battle2").add(
            5, M, None, "rule_effect", step="battle2", card="P2:bu"
        )
        return lg

    legal = battle(start.fork()).add(5, M, "P1", "trigger", card="P1:h1", ability="draw")
    bad = start.fork().add(5, M, "P1", "trigger", step="battle1", card="P1:h1", ability="draw")
    battle(bad)
    scenario(
        "trigger-waits-while-battle",
        "バトルと同時に誘発した能力をバトル中にスタックに乗せた",
        "A trigger reserved when a battle occurred is put on the stack during the battle",
        "P1は「このカードが手札からスクエアに置かれた時、カードを1枚引く」ユニットを、P2のユニットがいる自軍エリアの"
        "スクエアにプレイしました。置かれたことで能力が誘発し、同時にバトルが発生しました。P1は第1バトルステップの最初に"
        "その能力をスタックに乗せましたが、P2は「バトルが終わるまで待つはず」と言っています。",
        ["3.11.2"],
        log(h, snap, legal),
        log(h, snap, bad),
    )


def accel_battle() -> tuple[Json, Json, Log]:
    cards = {"AU": unit("加速の騎兵", {"red": 1}, 4000, accel=True)}
    h = header(cards)
    snap = snapshot(5, M, side(squares=[sq("au", "AU", "B21")]), side(squares=[sq("bu", "BU", "B31")]))
    start = Log().add(5, M, "P1", "move", unit="P1:au", to="B31", pay=["P1:e1"]).add(5, M, None, "resolve")
    return h, snap, start


def s_accel_first_step() -> None:
    h, snap, start = accel_battle()
    legal = start.fork().add(5, M, None, "exchange", step="battle1", damage={"P2:bu": 4000})
    legal.add(5, M, None, "resolve", step="battle1").add(
        5, M, None, "rule_effect", step="battle1", card="P2:bu"
    )
    bad = start.fork().add(5, M, None, "exchange", step="battle1", damage={"P2:bu": 4000, "P1:au": 2000})
    bad.add(5, M, None, "resolve", step="battle1").add(
        5, M, None, "rule_effect", step="battle1", card="P2:bu"
    )
    scenario(
        "accel-only-deals-first-step-damage",
        "第1バトルステップで加速を持たないユニットもバトルダメージを与えた",
        "A unit without accel deals battle damage in the first battle step",
        "P1の加速を持つパワー4000のユニットが、P2のパワー2000のユニット（加速なし）のいるスクエアに移動しました。"
        "第1バトルステップで二人はお互いにダメージを与え合いました。",
        ["5.4.1-1", "3.12.2"],
        log(h, snap, legal),
        log(h, snap, bad),
    )


def s_dead_unit_no_second_step() -> None:
    h, snap, start = accel_battle()
    common = start.fork().add(5, M, None, "exchange", step="battle1", damage={"P2:bu": 4000})
    common.add(5, M, None, "resolve", step="battle1").add(
        5, M, None, "rule_effect", step="battle1", card="P2:bu"
    )
    legal = common.fork().add(5, M, "P1", "plan_create", pay=["P1:e2"])
    legal.add(5, M, None, "resolve", card={"iid": "P1:p1", "card": "RU"})
    bad = common.fork().add(5, M, None, "exchange", step="battle2", damage={"P1:au": 2000})
    bad.add(5, M, None, "resolve", step="battle2")
    scenario(
        "destroyed-unit-deals-no-second-step-damage",
        "第1バトルステップで破壊されたユニットが第2バトルステップでダメージを与えた",
        "A unit destroyed in the first battle step still deals damage in the second",
        "P1の加速を持つパワー4000のユニットが第1バトルステップでP2のパワー2000のユニットを破壊しました。P2は"
        "「自分のユニットは第2バトルステップでダメージを与えるはず」と言い、P1のユニットに2000のダメージを与えました。",
        ["3.13.2"],
        log(h, snap, legal),
        log(h, snap, bad),
    )


def s_attacker_dies_at_end() -> None:
    cards = {
        "BS": strategy(
            "サファイア・ソウル",
            {"red": 1},
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
        )
    }
    h = header(cards)
    p1 = side(hand=[("h1", "BS")], squares=[sq("ru", "RU", "B21")])
    p2 = side(hand=[("h1", "BS")], squares=[sq("ru", "RU", "B31")])
    snap = snapshot(5, M, p1, p2)
    lg = Log().add(5, M, "P1", "move", unit="P1:ru", to="B31", pay=["P1:e1"]).add(5, M, None, "resolve")
    lg.add(5, M, None, "exchange", step="battle1", damage={}).add(5, M, None, "resolve", step="battle1")
    b2 = "battle2"
    lg.add(5, M, None, "exchange", step=b2, damage={"P1:ru": 3000, "P2:ru": 3000})
    lg.add(5, M, "P1", "play", step=b2, card="P1:h1", **{"from": "hand"}, pay=["P1:e2"], targets=["P1:ru"])
    lg.add(5, M, None, "resolve", step=b2).add(
        5, M, None, "effect", step=b2, source="P1:h1", power=[{"card": "P1:ru", "amount": 3000}]
    )
    lg.add(5, M, "P1", "pass", step=b2)
    lg.add(5, M, "P2", "play", step=b2, card="P2:h1", **{"from": "hand"}, pay=["P2:e1"], targets=["P2:ru"])
    lg.add(5, M, None, "resolve", step=b2).add(
        5, M, None, "effect", step=b2, source="P2:h1", power=[{"card": "P2:ru", "amount": 3000}]
    )
    lg.add(5, M, None, "resolve", step=b2)
    legal = lg.fork().add(5, M, None, "rule_effect", step="battle_end", card="P1:ru")
    bad = lg.fork().add(5, M, None, "rule_effect", step="battle_end", card="P2:ru")
    scenario(
        "both-survive-attacker-destroyed",
        "両方のユニットが生き残ったバトルの終了時に、攻撃されたユニットを墓地に置いた",
        "Both units survive the battle and the attacked unit, not the attacker, is put into the graveyard",
        "P1のパワー3000のユニットがP2のパワー3000のユニットのいるスクエアに移動しました。第2バトルステップのバトルダメージの応酬"
        "（お互い3000）がスタックに乗った後、両者が「サファイア・ソウル」で自分のユニットのパワーを+3000したため、どちらも"
        "生き残りました。バトル終了時、P1は「後から来たのはこちらだが、攻撃されたP2のユニットが墓地に行く」と主張しました。",
        ["3.14.2", "4.16.4-10"],
        log(h, snap, legal),
        log(h, snap, bad),
    )


def s_central_played_unit_dies_after_battle() -> None:
    h = header({})
    p1 = side(hand=[("h1", "RU")])
    p2 = side(squares=[sq("bu", "BU", "B21")])
    snap = snapshot(5, M, p1, p2)
    lg = (
        Log()
        .add(5, M, "P1", "play", card="P1:h1", **{"from": "hand"}, to="B21", pay=["P1:e1"])
        .add(5, M, None, "resolve")
    )
    lg.add(5, M, None, "exchange", step="battle1", damage={}).add(5, M, None, "resolve", step="battle1")
    lg.add(5, M, None, "exchange", step="battle2", damage={"P2:bu": 3000, "P1:h1": 2000})
    lg.add(5, M, None, "resolve", step="battle2").add(5, M, None, "rule_effect", step="battle2", card="P2:bu")
    legal = lg.fork().add(5, M, None, "rule_effect", step="battle_end", card="P1:h1")
    legal.add(5, M, "P1", "plan_create", pay=["P1:e2"]).add(
        5, M, None, "resolve", card={"iid": "P1:p1", "card": "RU"}
    )
    bad = (
        lg.fork()
        .add(5, M, "P1", "plan_create", pay=["P1:e2"])
        .add(5, M, None, "resolve", card={"iid": "P1:p1", "card": "RU"})
    )
    scenario(
        "central-played-winner-destroyed-at-battle-end",
        "中央エリアにプレイしてバトルに勝ったユニットをバトル終了後も残した",
        "A unit played into the central area wins its battle and is kept after the battle",
        "P1は中央エリアにいるP2のユニットのスクエアにユニットをプレイしてバトルを発生させ、勝ちました。"
        "P1は「バトルに勝ったので残る」と言ってそのユニットを残しました。",
        ["3.14.2-1", "4.16.4-9"],
        log(h, snap, legal),
        log(h, snap, bad),
    )


def s_battle_won_trigger() -> None:
    cards = {
        "STD": unit(
            "シャイニングテイル・ドラゴン",
            {"red": 1, "colourless": 3},
            5000,
            abilities=[
                {"id": "won", "kind": "triggered", "trigger": {"event": "battle_won", "card": "self"}}
            ],
        ),
        "SKY": unit("カオスビースト・スキュラ", {"black": 1, "colourless": 2}, 4000),
        "DR": strategy(
            "ディメンション・ロード",
            {"blue": 1},
            timing="battle",
            abilities=[
                {
                    "id": "spell",
                    "kind": "spell",
                    "targets": [{"zone": "battle", "type": "unit", "count": 1, "cost_max": 4}],
                }
            ],
        ),
    }
    h = header(cards)
    p1 = side(
        hand=[("h1", "DR")],
        energy=[("e1", "FU"), ("e2", "BU"), ("e3", "FU"), ("e4", "FU")],
        squares=[sq("std", "STD", "B21")],
    )
    p2 = side(squares=[sq("sky", "SKY", "B31")])
    snap = snapshot(5, M, p1, p2)
    lg = Log().add(5, M, "P1", "move", unit="P1:std", to="B31", pay=["P1:e1"]).add(5, M, None, "resolve")
    lg.add(
        5,
        M,
        "P1",
        "play",
        step="battle1",
        card="P1:h1",
        **{"from": "hand"},
        pay=["P1:e2"],
        targets=["P2:sky"],
    )
    lg.add(5, M, None, "resolve", step="battle1")
    lg.add(
        5,
        M,
        None,
        "effect",
        step="battle1",
        source="P1:h1",
        moves=[{"card": "P2:sky", "from": "square", "to": "hand"}],
    )
    legal = lg.fork().add(5, M, "P1", "trigger", step="battle_end", card="P1:std", ability="won")
    legal.add(5, M, None, "resolve", step="battle_end")
    bad = (
        lg.fork()
        .add(5, M, "P1", "plan_create", pay=["P1:e3"])
        .add(5, M, None, "resolve", card={"iid": "P1:p1", "card": "RU"})
    )
    scenario(
        "battle-won-with-no-opponent-left",
        "相手のユニットがバトル中に手札に戻った時の「バトルに勝った時」の能力",
        "A 'when this wins a battle' ability after the opposing unit was returned to hand mid-battle",
        "P1の「シャイニングテイル・ドラゴン」（このカードがバトルに勝った時…）がP2の「カオスビースト・スキュラ」とバトル中、"
        "バトルダメージの応酬の前にP1が「ディメンション・ロード」でスキュラを手札に戻しました。P1は「ダメージを与えていないから"
        "勝っていない」と考え、能力を使わずに先に進みました。",
        ["3.14.1-1", "4.8.2"],
        log(h, snap, legal),
        log(h, snap, bad),
        printed="3.14.1-1",
    )


def graveyard_trigger(cid: str, name: str, aid: str) -> Json:
    return unit(
        name,
        {"red": 1},
        2000,
        abilities=[
            {
                "id": aid,
                "kind": "triggered",
                "trigger": {"event": "to_graveyard", "card": "self", "from": "square"},
            }
        ],
    )


def s_trigger_order_nap_turn() -> None:
    cards = {
        "PEN": graveyard_trigger("PEN", "玩具商人ペンギン・ポー", "draw"),
        "SPK": graveyard_trigger("SPK", "スパイク・ガールズ", "discard"),
    }
    h = header(cards)
    p1 = side(squares=[sq("spk", "SPK", "B22")])
    p2 = side(squares=[sq("pen", "PEN", "B32")])
    snap = snapshot(6, M, p1, p2)
    lg = Log().add(6, M, "P2", "move", unit="P2:pen", to="B22", pay=["P2:e1"]).add(6, M, None, "resolve")
    lg.add(6, M, None, "exchange", step="battle1", damage={}).add(6, M, None, "resolve", step="battle1")
    lg.add(6, M, None, "exchange", step="battle2", damage={"P2:pen": 2000, "P1:spk": 2000}).add(
        6, M, None, "resolve", step="battle2"
    )
    lg.add(6, M, None, "rule_effect", step="battle2", card="P2:pen").add(
        6, M, None, "rule_effect", step="battle2", card="P1:spk"
    )
    legal = lg.fork().add(6, M, "P2", "trigger", step="battle2", card="P2:pen", ability="draw")
    legal.add(6, M, "P1", "trigger", step="battle2", card="P1:spk", ability="discard")
    bad = lg.fork().add(6, M, "P1", "trigger", step="battle2", card="P1:spk", ability="discard")
    bad.add(6, M, "P2", "trigger", step="battle2", card="P2:pen", ability="draw")
    scenario(
        "simultaneous-triggers-in-opponents-turn",
        "P2のターンに両者のユニットが相打ちになった時の誘発型能力の順番",
        "Order of both players' triggers when their units destroy each other in P2's turn",
        "P2のターンに、P2の「玩具商人ペンギン・ポー」とP1の「スパイク・ガールズ」がバトルで同時に墓地に置かれました。"
        "P1は「ペンギン・ポーの能力が先に乗ると決まっている」と言い、自分の能力を先にスタックに乗せようとしました。",
        ["4.8.3"],
        log(h, snap, legal),
        log(h, snap, bad),
        printed="4.8.3",
    )


def s_market_twice() -> None:
    cards = {
        "MKT": base(
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
                }
            ],
        ),
        "SPY": unit("スパイ・スパイダー", {"black": 1}, 2000),
        "EBD": strategy("大地の裂け目", {"red": 1, "colourless": 1}),
    }
    h = header(cards)
    p1 = side(squares=[sq("mkt", "MKT", "P1-2"), sq("spy1", "SPY", "B12"), sq("spy2", "SPY", "B22")])
    p2 = side(hand=[("h1", "EBD")])
    snap = snapshot(6, M, p1, p2)
    lg = (
        Log()
        .add(6, M, "P2", "play", card="P2:h1", **{"from": "hand"}, pay=["P2:e1", "P2:e2"])
        .add(6, M, None, "resolve")
    )
    lg.add(
        6,
        M,
        None,
        "effect",
        source="P2:h1",
        moves=[
            {"card": "P1:spy1", "from": "square", "to": "graveyard"},
            {"card": "P1:spy2", "from": "square", "to": "graveyard"},
        ],
    )
    legal = (
        lg.fork()
        .add(6, M, "P1", "trigger", card="P1:mkt", ability="draw")
        .add(6, M, "P1", "trigger", card="P1:mkt", ability="draw")
    )
    legal.add(6, M, None, "resolve").add(6, M, None, "resolve")
    bad = lg.fork().add(6, M, "P1", "trigger", card="P1:mkt", ability="draw").add(6, M, None, "resolve")
    scenario(
        "one-event-two-units-triggers-twice",
        "同じラインの自分のユニット2枚が同時に墓地に置かれた時の「天空のマーケット」",
        "Sky Market when two of its owner's units in its line go to the graveyard at once",
        "P1の「天空のマーケット」と同じラインの自軍エリアと中央エリアに、P1の「スパイ・スパイダー」が1枚ずつあります。"
        "P2のストラテジーでその2枚がまとめて墓地に置かれました。P1はマーケットの能力を1回だけスタックに乗せ、解決しました。",
        ["4.8.6"],
        log(h, snap, legal),
        log(h, snap, bad),
        printed="4.8.6",
    )


def s_replaced_event_no_trigger() -> None:
    cards = {
        "TWR": base(
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
        ),
        "PEN": graveyard_trigger("PEN", "玩具商人ペンギン・ポー", "draw"),
    }
    h = header(cards)
    p1 = side(squares=[sq("twr", "TWR", "P1-2"), sq("pen", "PEN", "B22")])
    p2 = side(squares=[sq("gu", "GU", "B32")])
    snap = snapshot(5, M, p1, p2)
    lg = Log().add(5, M, "P1", "move", unit="P1:pen", to="B32", pay=["P1:e1"]).add(5, M, None, "resolve")
    lg.add(5, M, None, "exchange", step="battle1", damage={}).add(5, M, None, "resolve", step="battle1")
    lg.add(5, M, None, "exchange", step="battle2", damage={"P1:pen": 5000, "P2:gu": 2000}).add(
        5, M, None, "resolve", step="battle2"
    )
    lg.add(5, M, None, "rule_effect", step="battle2", card="P1:pen", to="energy", replaced_by="P1:twr")
    legal = (
        lg.fork()
        .add(5, M, "P1", "plan_create", pay=["P1:e2"])
        .add(5, M, None, "resolve", card={"iid": "P1:p1", "card": "RU"})
    )
    bad = lg.fork().add(5, M, "P1", "trigger", step="battle2", card="P1:pen", ability="draw")
    scenario(
        "replacement-stops-graveyard-trigger",
        "「大地の塔」でエネルギーゾーンに置かれた「玩具商人ペンギン・ポー」の能力",
        "Toy Merchant Penguin Po's graveyard trigger when Tower of the Earth sends it to energy instead",
        "P1の「大地の塔」と同じラインにいる「玩具商人ペンギン・ポー」（このカードがスクエアから墓地に置かれた時、カードを1枚引く）"
        "がバトルで破壊されましたが、塔の効果でかわりにエネルギーゾーンに置かれました。P1はペンギン・ポーの能力で1枚引こうとしています。",
        ["4.8.7", "4.15.4"],
        log(h, snap, legal),
        log(h, snap, bad),
        printed="4.8.7",
    )


def s_conditional_trigger_fails() -> None:
    cards = {
        "WCH": unit(
            "見張りの騎士",
            {"white": 1},
            2000,
            abilities=[
                {
                    "id": "watch",
                    "kind": "triggered",
                    "trigger": {
                        "event": "placed",
                        "whose": "opponent",
                        "type": "unit",
                        "adjacent": True,
                        "if": "self_on_square",
                    },
                    "effect": {"draw": 1},
                }
            ],
        ),
        "RET": strategy(
            "エマージェンシー・コール",
            {"red": 1},
            timing="quick",
            abilities=[
                {"id": "spell", "kind": "spell", "targets": [{"zone": "battle", "type": "unit", "count": 1}]}
            ],
        ),
    }
    h = header(cards)
    p1 = side(squares=[sq("wch", "WCH", "B22")])
    p2 = side(
        hand=[("h1", "BU"), ("h2", "RET")], energy=[("e1", "BU"), ("e2", "FU"), ("e3", "FU"), ("e4", "FU")]
    )
    snap = snapshot(6, M, p1, p2)
    lg = (
        Log()
        .add(6, M, "P2", "play", card="P2:h1", **{"from": "hand"}, to="B32", pay=["P2:e1"])
        .add(6, M, None, "resolve")
    )
    lg.add(6, M, "P1", "trigger", card="P1:wch", ability="watch")
    lg.add(6, M, "P2", "play", card="P2:h2", **{"from": "hand"}, pay=["P2:e2"], targets=["P1:wch"]).add(
        6, M, None, "resolve"
    )
    lg.add(6, M, None, "effect", source="P2:h2", moves=[{"card": "P1:wch", "from": "square", "to": "hand"}])
    legal = lg.fork().add(6, M, None, "resolve", nullified=True)
    bad = lg.fork().add(6, M, None, "resolve").add(6, M, "P1", "draw", count=1, source="P1:wch")
    scenario(
        "conditional-trigger-rechecked-on-resolution",
        "「～ならば」の条件付誘発型能力が、解決時に条件を満たしていなかった",
        "A conditional trigger whose condition no longer holds when it resolves",
        "P1の「このカードに隣接するスクエアに相手のユニットが置かれた時、このカードがバトルスペースにあるならば、カードを1枚引く」"
        "ユニットの隣にP2がユニットをプレイし、能力が誘発してスタックに乗りました。P2はそれに対してそのユニットを手札に戻しました。"
        "P1は「誘発した時には条件を満たしていた」と言い、能力を解決してカードを引きました。",
        ["4.8.8", "4.4.3"],
        log(h, snap, legal),
        log(h, snap, bad),
    )


def s_sokushi_delayed_gone() -> None:
    cards = {
        "SHA": unit("イビルアイ・シャーマン", {"black": 1, "colourless": 1}, 4000, sokushi=3, accel=True),
        "MALT": unit("シングル・モルト", {"red": 1, "colourless": 2}, 5000),
        "DR": strategy(
            "ディメンション・ロード",
            {"blue": 1},
            timing="battle",
            abilities=[
                {
                    "id": "spell",
                    "kind": "spell",
                    "targets": [{"zone": "battle", "type": "unit", "count": 1, "cost_max": 4}],
                }
            ],
        ),
    }
    h = header(cards)
    p1 = side(
        hand=[("h1", "DR")],
        energy=[("e1", "FU"), ("e2", "BU"), ("e3", "FU"), ("e4", "FU")],
        squares=[sq("sha", "SHA", "B21")],
    )
    p2 = side(squares=[sq("malt", "MALT", "B31")])
    snap = snapshot(5, M, p1, p2)
    lg = Log().add(5, M, "P1", "move", unit="P1:sha", to="B31", pay=["P1:e1"]).add(5, M, None, "resolve")
    b1 = "battle1"
    lg.add(5, M, None, "exchange", step=b1, damage={"P2:malt": 4000}).add(5, M, None, "resolve", step=b1)
    lg.add(5, M, "P1", "trigger", step=b1, card="P1:sha", ability="sokushi").add(
        5, M, None, "resolve", step=b1
    )
    lg.add(5, M, "P1", "play", step=b1, card="P1:h1", **{"from": "hand"}, pay=["P1:e2"], targets=["P2:malt"])
    lg.add(5, M, None, "resolve", step=b1)
    lg.add(
        5,
        M,
        None,
        "effect",
        step=b1,
        source="P1:h1",
        moves=[{"card": "P2:malt", "from": "square", "to": "hand"}],
    )
    legal = (
        lg.fork()
        .add(5, M, "P1", "plan_create", pay=["P1:e3"])
        .add(5, M, None, "resolve", card={"iid": "P1:p1", "card": "RU"})
    )
    bad = lg.fork().add(5, M, "P1", "trigger", step="battle_end", card="P1:sha", ability="sokushi_end")
    bad.add(5, M, None, "resolve", step="battle_end")
    scenario(
        "sokushi-end-gone-after-bounce",
        "即死で作成された「バトル終了時に墓地に置く」能力の対象ユニットが手札に戻った",
        "The unit marked by instant death was returned to hand before the battle's end",
        "P1の「イビルアイ・シャーマン」（即死レベル3、加速）が第1バトルステップでP2の「シングル・モルト」（使用コスト3）にバトルダメージを与え、"
        "即死が解決されました。バトル終了前にP1は「ディメンション・ロード」でモルトを相手の手札に戻しました。P1は"
        "バトル終了時に「即死の能力で手札のモルトを墓地に置く」と言っています。",
        ["4.4.4-1"],
        log(h, snap, legal),
        log(h, snap, bad),
        printed="4.4.4-1",
    )


def genocide() -> tuple[Json, Json]:
    cards = {
        "GEN": strategy(
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
    }
    h = header(cards)
    p1 = side(hand=[("h1", "GEN")])
    p2 = side(squares=[sq("a", "RU", "B31"), sq("b", "RU", "B32"), sq("c", "GU", "B33")])
    return h, snapshot(5, M, p1, p2)


def s_division() -> None:
    h, snap = genocide()
    pay = ["P1:e1", "P1:e2", "P1:e3"]
    legal = Log().add(
        5,
        M,
        "P1",
        "play",
        card="P1:h1",
        **{"from": "hand"},
        pay=pay,
        targets=["P2:a", "P2:b", "P2:c"],
        divide={"P2:a": 3000, "P2:b": 2000, "P2:c": 1000},
    )
    bad = Log().add(
        5,
        M,
        "P1",
        "play",
        card="P1:h1",
        **{"from": "hand"},
        pay=pay,
        targets=["P2:a", "P2:b", "P2:c"],
        divide={"P2:a": 6000, "P2:b": 0, "P2:c": 0},
    )
    scenario(
        "divided-damage-zero-to-a-target",
        "割り振るダメージを対象の一部に0にした",
        "Divided damage gives 0 to some of the chosen targets",
        "P1は「ジェノサイド・カノン」（対象のユニットを3枚まで選び、6000のダメージを割り振って与える）を3枚を対象にしてプレイし、"
        "1枚に6000、残り2枚に0を割り振りました。",
        ["4.7.2-6"],
        log(h, snap, legal),
        log(h, snap, bad),
        printed="4.7.2-6",
    )


def s_same_target_twice() -> None:
    h, snap = genocide()
    pay = ["P1:e1", "P1:e2", "P1:e3"]
    legal = Log().add(
        5, M, "P1", "play", card="P1:h1", **{"from": "hand"}, pay=pay, targets=["P2:c"], divide={"P2:c": 6000}
    )
    bad = Log().add(
        5,
        M,
        "P1",
        "play",
        card="P1:h1",
        **{"from": "hand"},
        pay=pay,
        targets=["P2:c", "P2:c", "P2:c"],
        divide={"P2:c": 6000},
    )
    scenario(
        "same-unit-targeted-three-times",
        "同じユニットを3回対象に選んだ",
        "The same unit chosen three times as a target",
        "P1は「ジェノサイド・カノン」を、P2のユニット1枚を3回対象に選んでプレイしようとしました（地雷原の迷宮を3回誘発させるため）。",
        ["4.11.5"],
        log(h, snap, legal),
        log(h, snap, bad),
        printed="4.11.5",
    )


def s_all_targets_gone() -> None:
    cards = {
        "TWV": strategy(
            "ツイン・ヴォーテックス",
            {"blue": 1},
            timing="quick",
            abilities=[
                {
                    "id": "spell",
                    "kind": "spell",
                    "targets": [{"zone": "battle", "type": "unit", "count": 2, "up_to": True, "cost_max": 2}],
                }
            ],
        ),
        "WIPE": strategy("地割れ", {"red": 1}, timing="quick"),
    }
    h = header(cards)
    p1 = side(
        hand=[("h1", "TWV"), ("h2", "WIPE")], energy=[("e1", "BU"), ("e2", "FU"), ("e3", "FU"), ("e4", "FU")]
    )
    p2 = side(squares=[sq("a", "RU", "B31"), sq("b", "BU", "B32")])
    snap = snapshot(5, M, p1, p2)
    lg = Log().add(
        5, M, "P1", "play", card="P1:h1", **{"from": "hand"}, pay=["P1:e1"], targets=["P2:a", "P2:b"]
    )
    lg.add(5, M, "P1", "play", card="P1:h2", **{"from": "hand"}, pay=["P1:e2"]).add(5, M, None, "resolve")
    lg.add(
        5,
        M,
        None,
        "effect",
        source="P1:h2",
        moves=[
            {"card": "P2:a", "from": "square", "to": "graveyard"},
            {"card": "P2:b", "from": "square", "to": "graveyard"},
        ],
    )
    legal = lg.fork().add(5, M, None, "resolve", nullified=True)
    bad = lg.fork().add(5, M, None, "resolve")
    scenario(
        "all-targets-gone-nullified",
        "対象が両方とも墓地に置かれた「ツイン・ヴォーテックス」を解決した",
        "Twin Vortex resolved although both its targets had gone to the graveyard",
        "P1は「ツイン・ヴォーテックス」をP2のユニット2枚を対象にプレイし、その解決前に別のストラテジーでその2枚を墓地に置きました。"
        "P1は「ツイン・ヴォーテックス」を普通に解決したものとして扱いました。",
        ["4.9.2-1", "4.11.3"],
        log(h, snap, legal),
        log(h, snap, bad),
        printed="4.9.2-1",
    )


def s_frozen_move_still_legal() -> None:
    cards = {
        "FRZ": strategy(
            "凍てつく視線",
            {"blue": 1},
            timing="quick",
            abilities=[
                {"id": "spell", "kind": "spell", "targets": [{"zone": "battle", "type": "unit", "count": 1}]}
            ],
        )
    }
    h = header(cards)
    p1 = side(squares=[sq("spy", "RU", "B11")])
    p2 = side(hand=[("h1", "FRZ")], energy=[("e1", "BU"), ("e2", "FU"), ("e3", "FU"), ("e4", "FU")])
    snap = snapshot(5, M, p1, p2)
    lg = Log().add(5, M, "P1", "move", unit="P1:spy", to="B21", pay=["P1:e1"]).add(5, M, "P1", "pass")
    lg.add(5, M, "P2", "play", card="P2:h1", **{"from": "hand"}, pay=["P2:e1"], targets=["P1:spy"]).add(
        5, M, None, "resolve"
    )
    lg.add(5, M, None, "effect", source="P2:h1", freeze=["P1:spy"])
    legal = lg.fork().add(5, M, None, "resolve")
    bad = lg.fork().add(5, M, None, "resolve", nullified=True)
    scenario(
        "frozen-mover-still-moves",
        "移動の解決前にフリーズされたユニットの移動",
        "A unit frozen before its move resolves",
        "P1は「スパイ・スパイダー」の移動を宣言し、スタックに乗りました。P2はそれに対してそのユニットをフリーズしました。"
        "P2は「フリーズしたユニットは移動できないので移動は無効」と主張しています。",
        ["4.9.3-1"],
        log(h, snap, legal),
        log(h, snap, bad),
        printed="4.9.3-1",
    )


def s_valley_no_battle() -> None:
    cards = {
        "VAL": base(
            "瘴気の渓谷",
            {"black": 1},
            abilities=[
                {
                    "id": "miasma",
                    "kind": "static",
                    "targets": [{"zone": "battle", "whose": "opponent", "type": "unit", "line": "same"}],
                    "effect": {"power": -1000},
                }
            ],
        ),
        "SPY": unit("スパイ・スパイダー", {"black": 1}, 2000),
        "ONE": unit("小さな斥候", {"red": 1}, 1000),
    }
    h = header(cards)
    p1 = side(squares=[sq("val", "VAL", "P1-2"), sq("spy", "SPY", "B32")])
    p2 = side(hand=[("h1", "ONE")])
    snap = snapshot(6, M, p1, p2)
    lg = (
        Log()
        .add(6, M, "P2", "play", card="P2:h1", **{"from": "hand"}, to="B32", pay=["P2:e1"])
        .add(6, M, None, "resolve")
    )
    legal = lg.fork().add(6, M, None, "rule_effect", card="P2:h1")
    bad = (
        lg.fork()
        .add(6, M, None, "exchange", step="battle1", damage={})
        .add(6, M, None, "resolve", step="battle1")
    )
    bad.add(6, M, None, "exchange", step="battle2", damage={"P2:h1": 2000}).add(
        6, M, None, "resolve", step="battle2"
    )
    bad.add(6, M, None, "rule_effect", step="battle2", card="P2:h1")
    scenario(
        "power-zero-before-battle",
        "「瘴気の渓谷」のラインにパワー1000のユニットをプレイしてバトルを始めた",
        "A power-1000 unit played into Miasma Valley's line starts a battle",
        "P1の「瘴気の渓谷」（同じラインのすべての相手のユニットのパワーを-1000）と同じラインの、P2の自軍エリアのスクエアに"
        "P1のユニットがいます。P2はそのスクエアにパワー1000のユニットをプレイし、二人はバトルを始めてダメージを与え合いました。",
        ["3.11.1-1", "4.16.4-3-2"],
        log(h, snap, legal),
        log(h, snap, bad),
        printed="3.11.1-1",
    )


def s_no_move_later_unit() -> None:
    cards = {
        "STOP": strategy(
            "停戦命令",
            {"white": 1},
            abilities=[{"id": "spell", "kind": "spell", "duration": "turn", "effect": {"no_move": True}}],
        ),
        "HU": unit("爆砕の魔炎パーン", {"red": 1}, 2000, haste=True),
    }
    h = header(cards)
    p1 = side(
        hand=[("h1", "STOP"), ("h2", "HU")], energy=[("e1", "STOP"), ("e2", "FU"), ("e3", "FU"), ("e4", "FU")]
    )
    snap = snapshot(5, M, p1, side())
    lg = (
        Log()
        .add(5, M, "P1", "play", card="P1:h1", **{"from": "hand"}, pay=["P1:e1"])
        .add(5, M, None, "resolve")
    )
    lg.add(5, M, "P1", "play", card="P1:h2", **{"from": "hand"}, to="B13", pay=["P1:e2"]).add(
        5, M, None, "resolve"
    )
    legal = lg.fork()
    bad = lg.fork().add(5, M, "P1", "move", unit="P1:h2", to="B23", pay=["P1:e3"]).add(5, M, None, "resolve")
    scenario(
        "cannot-move-applies-to-later-units",
        "「ターン終了時まで、すべてのユニットは移動できない」の解決後に置かれたユニットを移動した",
        "A unit placed after 'no unit can move until end of turn' resolved is moved",
        "P1は「ターン終了時まで、バトルスペースのスクエアにあるすべてのユニットは移動できない」ストラテジーを解決した後、"
        "速攻を持つユニットをプレイしました。P1は「このユニットはストラテジーの解決後に出たので影響を受けない」と言って移動しました。",
        ["4.14.3-2"],
        log(h, snap, legal),
        log(h, snap, bad),
        printed="4.14.3-2",
    )


def s_discard_what_you_can() -> None:
    cards = {
        "DESP": strategy(
            "絶望の暗闇", {"black": 1}, abilities=[{"id": "spell", "kind": "spell", "effect": {"discard": 2}}]
        )
    }
    h = header(cards)
    p1 = side(hand=[("h1", "DESP")], energy=[("e1", "DESP"), ("e2", "FU"), ("e3", "FU"), ("e4", "FU")])
    p2 = side(hand=[("h1", "RU")], hidden_hand=0)
    snap = snapshot(5, M, p1, p2)
    lg = (
        Log()
        .add(5, M, "P1", "play", card="P1:h1", **{"from": "hand"}, pay=["P1:e1"])
        .add(5, M, None, "resolve")
    )
    legal = lg.fork().add(
        5, M, None, "effect", source="P1:h1", moves=[{"card": "P2:h1", "from": "hand", "to": "graveyard"}]
    )
    legal.add(5, M, "P1", "plan_create", pay=["P1:e2"]).add(
        5, M, None, "resolve", card={"iid": "P1:p1", "card": "RU"}
    )
    bad = (
        lg.fork()
        .add(5, M, "P1", "plan_create", pay=["P1:e2"])
        .add(5, M, None, "resolve", card={"iid": "P1:p1", "card": "RU"})
    )
    scenario(
        "discard-two-with-one-card",
        "手札1枚の相手に「2枚選んで墓地に置く」ストラテジーを使った",
        "A 'discard two' strategy against a player with one card in hand",
        "P1は「絶望の暗闇」（相手は自分の手札にあるカードを2枚選び、持ち主の墓地に置く）をプレイしました。P2の手札は1枚だけです。"
        "P2は「2枚ないので何もしなくてよい」と言い、手札を捨てませんでした。",
        ["4.12.2"],
        log(h, snap, legal),
        log(h, snap, bad),
        printed="4.12.2",
    )


def s_haste_only_when_played() -> None:
    cards = {
        "HU": unit("爆砕の魔炎パーン", {"red": 1}, 2000, haste=True),
        "REV": strategy("幻影王の呼び声", {"black": 1, "colourless": 1}),
    }
    h = header(cards)
    p1 = side(
        hand=[("h1", "REV")],
        energy=[("e1", "REV"), ("e2", "FU"), ("e3", "FU"), ("e4", "FU")],
        graveyard=[("g1", "HU")],
        squares=[sq("u1", "RU", "B11")],
    )
    snap = snapshot(5, M, p1, side())
    lg = (
        Log()
        .add(5, M, "P1", "play", card="P1:h1", **{"from": "hand"}, pay=["P1:e1", "P1:e2"])
        .add(5, M, None, "resolve")
    )
    lg.add(
        5,
        M,
        None,
        "effect",
        source="P1:h1",
        moves=[{"card": "P1:g1", "from": "graveyard", "to": "square", "square": "B12", "frozen": True}],
    )
    legal = (
        lg.fork().add(5, M, "P1", "move", unit="P1:u1", to="B21", pay=["P1:e3"]).add(5, M, None, "resolve")
    )
    bad = lg.fork().add(5, M, "P1", "move", unit="P1:g1", to="B22", pay=["P1:e3"]).add(5, M, None, "resolve")
    scenario(
        "haste-does-not-apply-to-effect-placement",
        "効果で墓地からフリーズ状態で置かれた速攻ユニットを移動した",
        "A haste unit put frozen into a square by an effect is moved that turn",
        "P1はストラテジーの効果で、墓地の「爆砕の魔炎パーン」（速攻）をフリーズ状態で自軍エリアに置きました。"
        "P1は「速攻があるからリリース状態になる」と言って、そのターンにパーンを移動しました。",
        ["5.1.2-1", "4.7.3-1"],
        log(h, snap, legal),
        log(h, snap, bad),
        printed="5.1.2-1",
    )


def s_summon_and_formation() -> None:
    cards = {
        "WIT": unit("真珠貝の褥の魔女", {"blue": 1}, 2000, summon="same_line"),
        "CHS": unit(
            "チャイルド・スピリット",
            {"blue": 1, "colourless": 1},
            1000,
            formation={"def": "small_eye", "cost": {"blue": 1}},
        ),
    }
    h = header(cards)
    p1 = side(
        hand=[("h1", "CHS")],
        energy=[("e1", "BU"), ("e2", "BU"), ("e3", "FU"), ("e4", "FU")],
        squares=[sq("wit", "WIT", "B21")],
    )
    snap = snapshot(5, M, p1, side())
    legal = Log().add(
        5,
        M,
        "P1",
        "play",
        card="P1:h1",
        **{"from": "hand"},
        to="B31",
        pay=["P1:e1", "P1:e3"],
        special="summon",
        via="P1:wit",
    )
    legal.add(5, M, None, "resolve")
    bad = Log().add(
        5,
        M,
        "P1",
        "play",
        card="P1:h1",
        **{"from": "hand"},
        to="B11",
        pay=["P1:e1"],
        special=["summon", "formation"],
        via="P1:wit",
    )
    bad.add(5, M, None, "resolve")
    scenario(
        "summon-and-formation-together",
        "召集と隊列召喚を同時に使ってユニットをプレイした",
        "A unit played using both 召集 and 隊列召喚 at once",
        "P1は「真珠貝の褥の魔女」（召集－同じライン）が中央エリアにある時、その後方に「チャイルド・スピリット」（隊列召喚－スモールアイ）"
        "を、召集でリリース状態にしつつ隊列召喚のコストで出すと宣言してプレイしました。",
        ["5.3.2-2", "5.8.3"],
        log(h, snap, legal),
        log(h, snap, bad),
        printed="5.3.2-2",
    )


def s_support_includes_self() -> None:
    cards = {
        "SUP": unit(
            "支援の旗手",
            {"white": 1},
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
    }
    h = header(cards)
    snap = snapshot(5, M, side(squares=[sq("sup", "SUP", "B21")]), side(squares=[sq("bu", "BU", "B31")]))
    lg = Log().add(5, M, "P1", "move", unit="P1:sup", to="B31", pay=["P1:e1"]).add(5, M, None, "resolve")
    lg.add(5, M, None, "exchange", step="battle1", damage={}).add(5, M, None, "resolve", step="battle1")
    lg.add(5, M, None, "exchange", step="battle2", damage={"P1:sup": 2000, "P2:bu": 3000}).add(
        5, M, None, "resolve", step="battle2"
    )
    legal = lg.fork().add(5, M, None, "rule_effect", step="battle2", card="P2:bu")
    bad = (
        lg.fork()
        .add(5, M, None, "rule_effect", step="battle2", card="P2:bu")
        .add(5, M, None, "rule_effect", step="battle2", card="P1:sup")
    )
    scenario(
        "support-counts-itself",
        "支援を持つユニット自身のパワーに支援の修整を含めなかった",
        "A unit's own support bonus left out of its own power",
        "P1のパワー2000のユニットは「支援－同じライン+1000」を持っています。このユニットがP2のパワー2000のユニットと"
        "バトルし、2000のダメージを受けました。P2は「支援は他のユニットにしか効かない」と言い、P1のユニットも墓地に置きました。",
        ["5.5.2-1"],
        log(h, snap, legal),
        log(h, snap, bad),
    )


def s_flash_blocks_plays() -> None:
    cards = {
        "FLS": unit("閃光の剣士", {"white": 1}, 3000, flash=True),
        "QS": strategy("迅速な作戦", {"red": 1}, timing="quick"),
    }
    h = header(cards)
    snap = snapshot(5, M, side(squares=[sq("fls", "FLS", "B11")]), side(hand=[("h1", "QS")]))
    lg = Log().add(5, M, "P1", "move", unit="P1:fls", to="B21", pay=["P1:e1"])
    legal = lg.fork().add(5, M, None, "resolve").add(5, M, "P1", "pass")
    legal.add(5, M, "P2", "play", card="P2:h1", **{"from": "hand"}, pay=["P2:e1"]).add(5, M, None, "resolve")
    bad = (
        lg.fork()
        .add(5, M, "P1", "pass")
        .add(5, M, "P2", "play", card="P2:h1", **{"from": "hand"}, pay=["P2:e1"])
    )
    bad.add(5, M, None, "resolve").add(5, M, None, "resolve")
    scenario(
        "flash-move-on-stack",
        "閃光を持つユニットの移動がスタックにある間にクイックをプレイした",
        "A Quick card played while a flash unit's move is on the stack",
        "P1は閃光を持つユニットの移動を宣言しました。P1が優先権を放棄した後、P2はその移動に対応してクイックのストラテジーをプレイしました。",
        ["5.14.2"],
        log(h, snap, legal),
        log(h, snap, bad),
    )


def s_angel_last_known_line() -> None:
    cards = {
        "ANG": unit(
            "バトルフィールド・エンジェル",
            {"white": 1},
            1000,
            abilities=[
                {
                    "id": "smash_down",
                    "kind": "triggered",
                    "trigger": {"event": "placed", "card": "self", "from": "hand"},
                    "targets": [{"zone": "battle", "type": "unit", "count": 1, "line": "same"}],
                    "duration": "turn",
                    "effect": {"smash": -1},
                }
            ],
        )
    }
    h = header(cards)
    p1 = side(hand=[("h1", "ANG")], energy=[("e1", "ANG"), ("e2", "FU"), ("e3", "FU"), ("e4", "FU")])
    p2 = side(squares=[sq("u2", "RU", "B32"), sq("u1", "RU", "B31")])
    snap = snapshot(5, M, p1, p2)
    lg = (
        Log()
        .add(5, M, "P1", "play", card="P1:h1", **{"from": "hand"}, to="B22", pay=["P1:e1"])
        .add(5, M, None, "resolve")
    )
    lg.add(5, M, None, "rule_effect", card="P1:h1")
    legal = lg.fork().add(5, M, "P1", "trigger", card="P1:h1", ability="smash_down", targets=["P2:u2"])
    bad = lg.fork().add(5, M, "P1", "trigger", card="P1:h1", ability="smash_down", targets=["P2:u1"])
    scenario(
        "same-line-from-last-known-square",
        "中央エリアで破壊された「バトルフィールド・エンジェル」の能力の「同じライン」",
        "Battlefield Angel's 'same line' after the rule effect destroyed it in the central area",
        "P1は「バトルフィールド・エンジェル」（手札からスクエアに置かれた時、このカードと同じラインの対象のユニットのスマッシュを-1）を"
        "ユニットのいない中央ラインの中央エリアにプレイし、ルールエフェクトで破壊されました。P1は「もうスクエアにいないのでどのラインでもよい」"
        "と言い、左ラインのP2のユニットを対象にしました。",
        ["4.8.4-2"],
        log(h, snap, legal),
        log(h, snap, bad),
        printed="4.8.4-2",
    )


def s_turn_end_once() -> None:
    cards = {
        "END": unit(
            "夕暮れの書記",
            {"green": 1},
            2000,
            abilities=[{"id": "dusk", "kind": "triggered", "trigger": {"event": "turn_end", "whose": "own"}}],
        )
    }
    h = header(cards)
    snap = snapshot(
        5,
        "recovery",
        side(squares=[sq("end", "END", "B11")]),
        side(),
        this_turn={"drawn": 1, "energy": 1, "priority": "P1"},
    )
    lg = (
        Log()
        .add(5, "recovery", "P1", "trigger", card="P1:end", ability="dusk", event="turn_end")
        .add(5, "recovery", None, "resolve")
    )
    legal = lg.fork().add(6, "draw", "P2", "draw", count=1)
    bad = (
        lg.fork()
        .add(5, "recovery", "P1", "trigger", card="P1:end", ability="dusk", event="turn_end")
        .add(5, "recovery", None, "resolve")
    )
    bad.add(6, "draw", "P2", "draw", count=1)
    scenario(
        "turn-end-trigger-once-per-turn",
        "リカバリーフェイズの繰り返しで「ターン終了時」の能力を2回使った",
        "A 'at end of turn' ability used twice when the recovery phase repeats",
        "P1の「ターン終了時」に誘発する能力が解決された後、リカバリーフェイズの手順が繰り返されました。P1は「もう一度ターン終了時が来た」"
        "と言って、同じ能力をもう一度スタックに乗せました。",
        ["4.4.4"],
        log(h, snap, legal),
        log(h, snap, bad),
    )


def s_owner_zone() -> None:
    cards = {
        "OLD": strategy(
            "老化の霧",
            {"green": 1},
            abilities=[
                {"id": "spell", "kind": "spell", "targets": [{"zone": "battle", "type": "unit", "count": 1}]}
            ],
        )
    }
    h = header(cards)
    p1 = side(hand=[("h1", "OLD")], energy=[("e1", "OLD"), ("e2", "FU"), ("e3", "FU"), ("e4", "FU")])
    p2 = side(squares=[sq("ru", "RU", "B31")])
    snap = snapshot(5, M, p1, p2)
    lg = (
        Log()
        .add(5, M, "P1", "play", card="P1:h1", **{"from": "hand"}, pay=["P1:e1"], targets=["P2:ru"])
        .add(5, M, None, "resolve")
    )
    legal = lg.fork().add(
        5,
        M,
        None,
        "effect",
        source="P1:h1",
        moves=[{"card": "P2:ru", "from": "square", "to": "energy", "player": "P2"}],
    )
    bad = lg.fork().add(
        5,
        M,
        None,
        "effect",
        source="P1:h1",
        moves=[{"card": "P2:ru", "from": "square", "to": "energy", "player": "P1"}],
    )
    scenario(
        "card-goes-to-owners-zone",
        "相手のユニットを自分のエネルギーゾーンに置いた",
        "An opponent's unit put into the acting player's own energy zone",
        "P1は「対象のユニットをエネルギーゾーンに置く」効果のストラテジーでP2のユニットを対象にし、解決時にそのユニットを"
        "自分（P1）のエネルギーゾーンに置きました。",
        ["2.23.1-1"],
        log(h, snap, legal),
        log(h, snap, bad),
    )


def s_own_unit_lands_on_mover_square() -> None:
    cards = {
        "SPY": unit("スパイ・スパイダー", {"black": 1}, 2000),
        "MC": strategy(
            "マインド・コントロール",
            {"blue": 1},
            timing="quick",
            abilities=[
                {"id": "spell", "kind": "spell", "targets": [{"zone": "battle", "type": "unit", "count": 1}]}
            ],
        ),
    }
    h = header(cards)
    p1 = side(squares=[sq("spy", "SPY", "B11"), sq("ru", "RU", "B22")])
    p2 = side(hand=[("h1", "MC")], energy=[("e1", "BU"), ("e2", "FU"), ("e3", "FU"), ("e4", "FU")])
    snap = snapshot(5, M, p1, p2)
    lg = Log().add(5, M, "P1", "move", unit="P1:spy", to="B21", pay=["P1:e1"]).add(5, M, "P1", "pass")
    lg.add(5, M, "P2", "play", card="P2:h1", **{"from": "hand"}, pay=["P2:e1"], targets=["P1:ru"]).add(
        5, M, None, "resolve"
    )
    lg.add(
        5,
        M,
        None,
        "effect",
        source="P2:h1",
        moves=[{"card": "P1:ru", "from": "square", "to": "square", "square": "B21"}],
    )
    lg.add(5, M, None, "resolve")
    legal = lg.fork().add(5, M, None, "rule_effect", card="P1:spy")
    bad = lg.fork().add(5, M, None, "rule_effect", card="P1:ru")
    scenario(
        "moved-unit-lands-on-own-unit",
        "移動先に自分の別のユニットを動かされた後で移動が解決された",
        "A move resolves after another of the mover's units was put into the destination square",
        "P1は「スパイ・スパイダー」の移動を宣言しました。解決前にP2は「マインド・コントロール」でP1の別のユニットをその移動先の"
        "スクエアに動かしました。移動は解決され、同じスクエアにP1のユニットが2枚になりました。P1は先に置かれていた方を墓地に置きました。",
        ["4.16.4-6"],
        log(h, snap, legal),
        log(h, snap, bad),
        printed="4.9.3-1",
    )


def s_sokushi_unit_left() -> None:
    cards = {
        "SHA": unit("イビルアイ・シャーマン", {"black": 1, "colourless": 1}, 4000, sokushi=3),
        "MALT": unit("シングル・モルト", {"red": 1, "colourless": 2}, 5000),
        "DR": strategy(
            "ディメンション・ロード",
            {"blue": 1},
            timing="battle",
            abilities=[
                {
                    "id": "spell",
                    "kind": "spell",
                    "targets": [{"zone": "battle", "type": "unit", "count": 1, "cost_max": 4}],
                }
            ],
        ),
    }
    h = header(cards)
    p1 = side(squares=[sq("sha", "SHA", "B21")])
    p2 = side(
        hand=[("h1", "DR")],
        energy=[("e1", "BU"), ("e2", "FU"), ("e3", "FU"), ("e4", "FU")],
        squares=[sq("malt", "MALT", "B31")],
    )
    snap = snapshot(5, M, p1, p2)
    b2 = "battle2"
    lg = Log().add(5, M, "P1", "move", unit="P1:sha", to="B31", pay=["P1:e1"]).add(5, M, None, "resolve")
    lg.add(5, M, None, "exchange", step="battle1", damage={}).add(5, M, None, "resolve", step="battle1")
    lg.add(5, M, None, "exchange", step=b2, damage={"P2:malt": 4000, "P1:sha": 5000}).add(
        5, M, "P1", "pass", step=b2
    )
    lg.add(5, M, "P2", "play", step=b2, card="P2:h1", **{"from": "hand"}, pay=["P2:e1"], targets=["P1:sha"])
    lg.add(5, M, None, "resolve", step=b2)
    lg.add(
        5,
        M,
        None,
        "effect",
        step=b2,
        source="P2:h1",
        moves=[{"card": "P1:sha", "from": "square", "to": "hand"}],
    )
    lg.add(5, M, None, "resolve", step=b2)
    legal = (
        lg.fork()
        .add(5, M, "P1", "plan_create", pay=["P1:e2"])
        .add(5, M, None, "resolve", card={"iid": "P1:p1", "card": "RU"})
    )
    bad = lg.fork().add(5, M, "P1", "trigger", step=b2, card="P1:sha", ability="sokushi")
    scenario(
        "sokushi-unit-left-before-exchange-resolved",
        "バトルダメージの応酬の解決前に手札に戻った即死ユニットの即死",
        "Instant death of a unit returned to hand after its exchange went on the stack",
        "P1の「イビルアイ・シャーマン」（即死レベル3）とP2の「シングル・モルト」（使用コスト3）のバトルで、第2バトルステップの"
        "バトルダメージの応酬がスタックに乗った後、P2はシャーマンを手札に戻しました。応酬の解決でモルトは固定された4000のダメージを"
        "受けました。P1は「ダメージは与えたので即死も誘発する」と言っています。",
        ["5.2.2-1"],
        log(h, snap, legal),
        log(h, snap, bad),
    )


def s_mulligan_not_settled() -> None:
    h, start = setup_log(None)
    legal = start.fork().add(1, "energy", "P1", "energy", card={"iid": "P1:h1", "card": "FU"})
    disputed = start.fork().add(0, "setup", "P2", "mulligan", count=5)
    disputed.add(1, "energy", "P1", "energy", card={"iid": "P1:h1", "card": "FU"})
    scenario(
        "redraw-where-event-rules-unknown",
        "引きなおしを認めるかどうか分からない対戦で後攻が引きなおした",
        "The second player redraws where it is not known whether the event allows redraws",
        "後攻のP2が最初の手札5枚を山札の下に戻して引きなおしました。この対戦で引きなおしが許可されているかどうかは、"
        "記録に書かれていません。",
        ["3.2.3"],
        log(h, None, legal),
        log(h, None, disputed),
        ruling="needs_ruling",
    )


def s_static_replacement_every_time() -> None:
    cards = {
        "TWR": base(
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
        ),
        "KILL": strategy(
            "破壊の一撃",
            {"red": 1},
            abilities=[
                {"id": "spell", "kind": "spell", "targets": [{"zone": "battle", "type": "unit", "count": 1}]}
            ],
        ),
    }
    h = header(cards)
    p1 = side(squares=[sq("twr", "TWR", "P1-2"), sq("a", "RU", "B12"), sq("b", "BU", "B22")])
    p2 = side(hand=[("h1", "KILL"), ("h2", "KILL")])
    snap = snapshot(6, M, p1, p2)
    lg = (
        Log()
        .add(6, M, "P2", "play", card="P2:h1", **{"from": "hand"}, pay=["P2:e1"], targets=["P1:a"])
        .add(6, M, None, "resolve")
    )
    lg.add(
        6,
        M,
        None,
        "effect",
        source="P2:h1",
        moves=[{"card": "P1:a", "from": "square", "to": "energy", "instead_of": "graveyard"}],
    )
    lg.add(6, M, "P2", "play", card="P2:h2", **{"from": "hand"}, pay=["P2:e2"], targets=["P1:b"]).add(
        6, M, None, "resolve"
    )
    legal = lg.fork().add(
        6,
        M,
        None,
        "effect",
        source="P2:h2",
        moves=[{"card": "P1:b", "from": "square", "to": "energy", "instead_of": "graveyard"}],
    )
    bad = lg.fork().add(
        6, M, None, "effect", source="P2:h2", moves=[{"card": "P1:b", "from": "square", "to": "graveyard"}]
    )
    scenario(
        "static-replacement-applies-every-time",
        "「大地の塔」の置換効果を同じターンの2回目に適用しなかった",
        "Tower of the Earth's replacement not applied the second time in a turn",
        "P2は破壊のストラテジーでP1の「大地の塔」と同じラインのユニットを破壊し、塔の効果でそのユニットはエネルギーゾーンに"
        "置かれました。続けてP2は同じラインのもう1枚のユニットを破壊しました。P2は「塔の置換はもう使った」と言い、墓地に置きました。",
        ["4.15.3", "4.15.2"],
        log(h, snap, legal),
        log(h, snap, bad),
    )


def s_nullified_spell_to_graveyard() -> None:
    cards = {
        "NS": strategy("ノーマルの作戦", {"red": 1}),
        "CNT": strategy("打ち消しの呪文", {"blue": 1}, timing="quick"),
    }
    h = header(cards)
    p1 = side(hand=[("h1", "NS")])
    p2 = side(hand=[("h1", "CNT")], energy=[("e1", "BU"), ("e2", "FU"), ("e3", "FU"), ("e4", "FU")])
    snap = snapshot(5, M, p1, p2)
    lg = (
        Log().add(5, M, "P1", "play", card="P1:h1", **{"from": "hand"}, pay=["P1:e1"]).add(5, M, "P1", "pass")
    )
    lg.add(5, M, "P2", "play", card="P2:h1", **{"from": "hand"}, pay=["P2:e1"]).add(5, M, None, "resolve")
    legal = lg.fork().add(5, M, None, "nullify", card="P1:h1")
    bad = lg.fork().add(5, M, None, "nullify", card="P1:h1", to="hand")
    scenario(
        "nullified-spell-goes-to-graveyard",
        "スペルで無効化されたストラテジーを手札に戻した",
        "A strategy nullified by a spell returned to its owner's hand",
        "P1がプレイしたストラテジーに対して、P2は「対象のスペルを無効化する」クイックのストラテジーを解決しました。"
        "P1は「解決されていないので手札に戻す」と言って、無効化されたストラテジーを手札に戻しました。",
        ["4.1.4", "2.23.5-1"],
        log(h, snap, legal),
        log(h, snap, bad),
    )


for _case in (
    s_no_draw,
    s_wrong_colour,
    s_negative_smash,
    s_priority,
    s_enemy_area_play,
    s_central_no_battle,
    s_quick_in_battle,
    s_plan_create_twice,
    s_draw_takes_plan,
    s_resist_target,
    s_first_turn_draw,
    s_mulligan_first_player,
    s_seven_smash,
    s_second_energy,
    s_diagonal_move,
    s_move_frozen,
    s_enemy_area_smash,
    s_trigger_waits_for_battle,
    s_accel_first_step,
    s_dead_unit_no_second_step,
    s_attacker_dies_at_end,
    s_central_played_unit_dies_after_battle,
    s_battle_won_trigger,
    s_trigger_order_nap_turn,
    s_market_twice,
    s_replaced_event_no_trigger,
    s_conditional_trigger_fails,
    s_sokushi_delayed_gone,
    s_division,
    s_same_target_twice,
    s_all_targets_gone,
    s_frozen_move_still_legal,
    s_valley_no_battle,
    s_no_move_later_unit,
    s_discard_what_you_can,
    s_haste_only_when_played,
    s_summon_and_formation,
    s_support_includes_self,
    s_flash_blocks_plays,
    s_angel_last_known_line,
    s_turn_end_once,
    s_owner_zone,
    s_own_unit_lands_on_mover_square,
    s_sokushi_unit_left,
    s_mulligan_not_settled,
    s_static_replacement_every_time,
    s_nullified_spell_to_graveyard,
):
    _case()


if __name__ == "__main__":
    main()
