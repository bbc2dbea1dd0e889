"""Writes the Dimension Zero judge scenarios (tests/scenarios/dimension-zero/*.json) from hand-written logs.

Each scenario's ruling and deciding clauses were decided from rules_index/data/dimension-zero.txt (and the
product decisions) before its logs were written; most restate a printed 【例】 (``printed_example``). The logs
start from mid-game snapshots (tests/unit/engine/dimension_zero/dz_abilities.py) to stay short. Run it from
the repository root: ``python -m tests.scenarios.build_dimension_zero``. The JSON it writes is committed;
the runner (tests/unit/engine/test_scenario_corpus.py) reads only the JSON. A scenario keeps a ``gap`` only
while the engine still disagrees with its ruling.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.unit.engine.dimension_zero.dz_abilities import G, c, decklists, pos, side
from tests.unit.engine.test_scenario_corpus import disagreements

OUT = Path(__file__).resolve().parent / "dimension-zero"
Doc = dict[str, Any]
SCENARIOS: list[Callable[[], Doc]] = []
DZ = "dimension-zero:"


def scenario(fn: Callable[[], Doc]) -> Callable[[], Doc]:
    SCENARIOS.append(fn)
    return fn


def doc(
    sid: str,
    ja: str,
    en: str,
    situation: str,
    clauses: list[str],
    legal: G,
    illegal: G,
    *,
    printed: str | None = None,
    ruling: str = "illegal",
) -> Doc:
    out: Doc = {
        "id": f"dimension-zero-{sid}",
        "title_ja": ja,
        "title_en": en,
        "situation": situation,
        "ruling": ruling,
        "clauses": [DZ + n for n in clauses],
    }
    if printed:
        out["printed_example"] = printed
    out["legal"] = legal.json()
    out[ruling] = illegal.json()
    return out


def sq(iid: str, cid: str, square: str, **kw: Any) -> Doc:
    return c(iid, cid, square=square) | kw


def battle_to_the_end(
    g: G, damage2: dict[str, int], dead: list[str], damage1: dict[str, int] | None = None
) -> None:
    """Both battle steps' exchanges, then the units the second one destroyed (4.16.4-5)."""
    g.at(step="battle1")
    g.e(None, "exchange", damage=damage1 or {})
    g.e(None, "resolve")
    g.at(step="battle2")
    g.e(None, "exchange", damage=damage2)
    g.e(None, "resolve")
    for iid in dead:
        g.e(None, "rule_effect", card=iid)


# --- triggered abilities: when they trigger, in what order they go on the stack ----------------------


def _penguin_spike() -> G:
    p1 = side("P1", squares=[sq("P1:pen", "PEN", "B21")])
    p2 = side("P2", squares=[sq("P2:spk", "SPK", "B31")])
    g = G(pos(p1, p2))
    g.e("P1", "move", unit="P1:pen", to="B31", pay=["P1:e0"])
    g.e(None, "resolve")
    battle_to_the_end(g, {"P1:pen": 2000, "P2:spk": 2000}, ["P1:pen", "P2:spk"])
    return g


@scenario
def trigger_order_active_player_first() -> Doc:
    legal = _penguin_spike()
    legal.e("P1", "trigger", card="P1:pen", ability="draw")
    legal.e("P2", "trigger", card="P2:spk", ability="discard")
    illegal = _penguin_spike()
    illegal.e("P2", "trigger", card="P2:spk", ability="discard")
    illegal.e("P1", "trigger", card="P1:pen", ability="draw")
    return doc(
        "trigger-order-active-player-first",
        "同時に誘発した能力はアクティブプレイヤーのものから先にスタックに乗る",
        "Abilities that trigger at once go on the stack the active player's first",
        "P1's 玩具商人ペンギン・ポー and P2's スパイク・ガールズ destroy each other in P1's turn. P2 puts "
        "the Spike Girls ability on the stack first, then P1 puts the Penguin's.",
        ["4.8.3"],
        legal,
        illegal,
        printed="4.8.3",
    )


def _market(both: bool) -> G:
    p1 = side("P1", squares=[sq("P1:m", "MKT", "P1-1"), sq("P1:s1", "RU", "B11"), sq("P1:s2", "RU", "B21")])
    p2 = side("P2")
    g = G(pos(p1, p2, turn=6))
    g.e(
        "P2",
        "play",
        card=c("P2:h0", "GEN"),
        targets=["P1:s1", "P1:s2"],
        divide={"P1:s1": 3000, "P1:s2": 3000},
        pay=["P2:e0"],
    )
    g.e(None, "resolve")
    g.e(
        None,
        "effect",
        source="P2:h0",
        damage=[{"card": "P1:s1", "amount": 3000}, {"card": "P1:s2", "amount": 3000}],
    )
    g.e(None, "rule_effect", card="P1:s1")
    g.e(None, "rule_effect", card="P1:s2")
    g.e("P1", "trigger", card="P1:m", ability="draw")
    if both:
        g.e("P1", "trigger", card="P1:m", ability="draw")
    g.e(None, "resolve")
    return g


@scenario
def trigger_twice_for_two_events() -> Doc:
    return doc(
        "trigger-twice-for-two-events",
        "2枚のユニットが同時に墓地に置かれると天空のマーケットは2回誘発する",
        "Two units destroyed at once trigger 天空のマーケット twice",
        "P2's spell destroys two of P1's units in the line of P1's 天空のマーケット at once. P1 puts one "
        "draw ability on the stack and says the Market triggered only once.",
        ["4.8.6", "4.8.2"],
        _market(True),
        _market(False),
        printed="4.8.6",
    )


def _tower(g_trigger: bool) -> G:
    p1 = side("P1", squares=[sq("P1:t", "TWR", "P1-1"), sq("P1:pen", "PEN", "B11")])
    p2 = side("P2")
    g = G(pos(p1, p2, turn=6))
    g.e("P2", "play", card=c("P2:h0", "GEN"), targets=["P1:pen"], divide={"P1:pen": 6000}, pay=["P2:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P2:h0", damage=[{"card": "P1:pen", "amount": 6000}])
    g.e(None, "rule_effect", card="P1:pen", to="energy", replaced_by="P1:t")
    if g_trigger:
        g.e("P1", "trigger", card="P1:pen", ability="draw")
        g.e(None, "resolve")
    g.e("P2", "pass")
    return g


@scenario
def replaced_event_does_not_trigger() -> Doc:
    return doc(
        "replaced-event-does-not-trigger",
        "大地の塔で墓地のかわりにエネルギーゾーンに置かれたペンギン・ポーは誘発しない",
        "A unit put into the energy zone instead of the graveyard does not trigger its graveyard ability",
        "P1's 玩具商人ペンギン・ポー is destroyed in the line of P1's 大地の塔, which puts it into the energy "
        "zone instead. P1 puts the Penguin's draw ability on the stack.",
        ["4.8.7", "4.15.4"],
        _tower(False),
        _tower(True),
        printed="4.8.7",
    )


def _penguin_dies(trigger: bool) -> G:
    p1 = side("P1", squares=[sq("P1:pen", "PEN", "B11")])
    p2 = side("P2")
    g = G(pos(p1, p2, turn=6))
    g.e("P2", "play", card=c("P2:h0", "GEN"), targets=["P1:pen"], divide={"P1:pen": 6000}, pay=["P2:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P2:h0", damage=[{"card": "P1:pen", "amount": 6000}])
    g.e(None, "rule_effect", card="P1:pen")
    if trigger:
        g.e("P1", "trigger", card="P1:pen", ability="draw")
        g.e(None, "resolve")
        g.e("P1", "draw", count=1, source="P1:pen")
    g.e("P2", "pass")
    return g


@scenario
def leaving_card_triggers_from_last_information() -> Doc:
    return doc(
        "leaving-card-triggers-from-last-information",
        "スクエアから墓地に置かれたペンギン・ポーは直前の情報で誘発する",
        "A unit put from its square into the graveyard triggers from its last information",
        "P1's 玩具商人ペンギン・ポー is destroyed. P1 says its ability does not work because the card is no "
        "longer in a square, and P2 goes on without the draw ability going on the stack.",
        ["4.8.11", "4.8.2"],
        _penguin_dies(True),
        _penguin_dies(False),
        printed="4.8.11",
    )


def _crystal(trigger: bool) -> G:
    p1 = side("P1", hand=[c("P1:cry", "CRY")])
    p2 = side("P2")
    g = G(pos(p1, p2))
    g.e("P1", "play", card="P1:cry", to="B11", pay=["P1:e0"])
    g.e(None, "resolve")
    if trigger:
        g.e("P1", "trigger", card="P1:cry", ability="draw")
        g.e(None, "resolve")
        g.e("P1", "draw", count=1, source="P1:cry")
    g.e("P1", "pass")
    return g


@scenario
def placed_from_hand_triggers_itself() -> Doc:
    return doc(
        "placed-from-hand-triggers-itself",
        "手札からプレイした水晶碧の魔女は自身がスクエアに置かれたことで誘発する",
        "A unit played from hand triggers its own 'placed in a square' ability",
        "P1 plays 水晶碧の魔女 into its home area and passes without putting its ability on the stack.",
        ["4.8.10-1", "4.8.2"],
        _crystal(True),
        _crystal(False),
        printed="4.8.10-1",
    )


def _sniper(both: bool) -> G:
    p1 = side("P1", hand=[c("P1:snp", "SNP")], squares=[])
    p2 = side("P2", squares=[sq("P2:hly", "HLY", "B21")])
    g = G(pos(p1, p2))
    g.e("P1", "play", card="P1:snp", to="B21", pay=["P1:e0"])
    g.e(None, "resolve")
    g.at(step="battle1")
    g.e("P1", "trigger", card="P1:snp", ability="pump")
    if both:
        g.e("P2", "trigger", card="P2:hly", ability="pump")
    g.e(None, "resolve")
    if both:
        g.e(None, "effect", source="P2:hly", power=[{"card": "P2:hly", "amount": 3000}])
        g.e(None, "resolve")
    g.e(None, "effect", source="P1:snp", power=[{"card": "P1:snp", "amount": 3000}])
    g.e(None, "exchange", damage={})
    return g


@scenario
def attacked_and_attacking_both_trigger() -> Doc:
    return doc(
        "attacked-and-attacking-both-trigger",
        "攻撃した時と攻撃された時の能力はどちらも誘発する",
        "The 'attacked' and the 'was attacked' abilities both trigger",
        "P1 plays ライトニング・スナイパー into the square of P2's 聖騎士ホーリー・アロー. Only the Sniper's "
        "ability goes on the stack; the battle's exchange follows.",
        ["3.11.5", "3.12.1", "4.8.2"],
        _sniper(True),
        _sniper(False),
        printed="3.11.5",
    )


def _no_battle(claim: bool) -> G:
    p1 = side("P1", hand=[c("P1:o", "OU")])
    p2 = side("P2", squares=[sq("P2:hly", "HLY", "B21")])
    g = G(pos(p1, p2))
    g.e("P1", "play", card="P1:o", to="B21", pay=["P1:e0"])
    g.e(None, "resolve")
    g.e(None, "rule_effect", card="P1:o")
    if claim:
        g.e("P2", "trigger", card="P2:hly", ability="pump")
        g.e(None, "resolve")
    g.e("P1", "pass")
    return g


@scenario
def no_battle_no_attack_trigger() -> Doc:
    return doc(
        "no-battle-no-attack-trigger",
        "ルールエフェクトでバトルが発生しなければ攻撃された時の能力は誘発しない",
        "No battle, no 'was attacked' trigger",
        "P1 plays a power-0 unit into the square of P2's 聖騎士ホーリー・アロー. The rule effect puts it into "
        "the graveyard before the battle would occur; P2 puts Holy Arrow's 'was attacked' ability on the stack.",
        ["3.12.1", "3.11.1-1", "4.4.2"],
        _no_battle(False),
        _no_battle(True),
        printed="3.12.1",
    )


def _shining(trigger: bool) -> G:
    p1 = side("P1", hand=[c("P1:dl", "DLD")], squares=[sq("P1:shn", "SHN", "B21")])
    p2 = side("P2", hand=[c("P2:u", "RU")])
    g = G(pos(p1, p2, turn=6))
    g.e("P2", "play", card="P2:u", to="B21", pay=["P2:e0"])
    g.e(None, "resolve")
    g.at(step="battle1")
    g.e("P2", "pass")
    g.e("P1", "play", card="P1:dl", targets=["P2:u"], pay=["P1:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P1:dl", moves=[{"card": "P2:u", "to": "hand"}])
    g.at(step="battle_end")
    if trigger:
        g.e("P1", "trigger", card="P1:shn", ability="smash")
        g.e(None, "resolve")
        g.e(None, "effect", source="P1:shn", moves=[{"card": "P2:d0", "from": "deck", "to": "smash"}])
    g.e("P2", "pass")
    return g


@scenario
def the_unit_left_alone_wins() -> Doc:
    return doc(
        "the-unit-left-alone-wins",
        "相手ユニットが手札に戻されればシャイニングテイル・ドラゴンがバトルに勝ち誘発する",
        "The unit left alone in the square wins the battle and its ability triggers",
        "P1 returns P2's attacking unit to its hand before the exchange. In the battle end step P1 forgets "
        "シャイニングテイル・ドラゴン's 'wins a battle' ability and P2 passes.",
        ["3.14.1-1", "4.8.2"],
        _shining(True),
        _shining(False),
        printed="3.14.1-1",
    )


# --- 即死 and delayed triggers (5.2, 4.4.4) -------------------------------------------------------------


def _shaman(victim: str = "MLT") -> G:
    """P2 plays a unit into the square of P1's イビルアイ・シャーマン (即死レベル3); the second step's
    exchange destroys the Shaman, its damage reaches the attacker."""
    p1 = side("P1", squares=[sq("P1:evl", "EVL", "B31")], hand=[c("P1:dl", "DLD")])
    p2 = side("P2", hand=[c("P2:v", victim)], hidden_hand=2, energy=4)
    g = G(pos(p1, p2, turn=6))
    g.e(
        "P2",
        "play",
        card="P2:v",
        to="B31",
        pay=["P2:e0", "P2:e1", "P2:e2", "P2:e3"][: 3 if victim == "MLT" else 4],
    )
    g.e(None, "resolve")
    power = 3000 if victim == "MLT" else 6000
    battle_to_the_end(g, {"P2:v": 1000, "P1:evl": power}, ["P1:evl"])
    return g


def _sokushi_full(delayed: bool) -> G:
    g = _shaman()
    g.e("P1", "trigger", card="P1:evl", ability="sokushi")
    g.e(None, "resolve")
    g.e("P2", "pass")
    g.e("P1", "pass")
    g.at(step="battle_end")
    if delayed:
        g.e("P1", "trigger", card="P1:evl", ability="sokushi_end")
        g.e(None, "resolve")
        g.e(None, "effect", source="P1:evl", moves=[{"card": "P2:v", "to": "graveyard"}])
    g.e("P2", "pass")
    g.e("P1", "pass")
    g.at(step=None)
    g.e("P2", "pass")
    return g


@scenario
def sokushi_puts_the_unit_into_the_graveyard_at_battle_end() -> Doc:
    return doc(
        "sokushi-at-battle-end",
        "即死の作成した誘発型能力はそのバトル終了時に誘発する",
        "The ability 即死 creates triggers at the end of that battle",
        "P1's イビルアイ・シャーマン (即死レベル3) dealt battle damage to P2's cost-3 シングル・モルト and was "
        "destroyed. The battle ends without the delayed ability putting シングル・モルト into the graveyard.",
        ["5.2.2", "4.8.2"],
        _sokushi_full(True),
        _sokushi_full(False),
    )


def _sokushi_gone(stacked: bool) -> G:
    g = _shaman()
    g.e("P1", "trigger", card="P1:evl", ability="sokushi")
    g.e(None, "resolve")
    g.e("P2", "pass")
    g.e("P1", "play", card="P1:dl", targets=["P2:v"], pay=["P1:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P1:dl", moves=[{"card": "P2:v", "to": "hand"}])
    g.at(step="battle_end")
    if stacked:
        g.e("P1", "trigger", card="P1:evl", ability="sokushi_end")
        g.e(None, "resolve")
    g.e("P2", "pass")
    return g


@scenario
def delayed_trigger_gone_with_its_unit() -> Doc:
    return doc(
        "delayed-trigger-gone-with-its-unit",
        "即死の対象のユニットが手札に戻れば作成された誘発型能力は消滅する",
        "A delayed ability ceases to exist when its unit changes zones",
        "After イビルアイ・シャーマン's 即死 resolved against シングル・モルト, シングル・モルト was returned to "
        "its owner's hand. At the end of the battle P1 puts the delayed ability on the stack anyway.",
        ["4.4.4-1"],
        _sokushi_gone(False),
        _sokushi_gone(True),
        printed="4.4.4-1",
    )


def _sokushi_left(stacked: bool) -> G:
    p1 = side("P1", squares=[sq("P1:evl", "EVL", "B31")])
    p2 = side("P2", hand=[c("P2:v", "MLT"), c("P2:dl", "DLD")], hidden_hand=1)
    g = G(pos(p1, p2, turn=6))
    g.e("P2", "play", card="P2:v", to="B31", pay=["P2:e0", "P2:e1", "P2:e2"])
    g.e(None, "resolve")
    g.at(step="battle1")
    g.e(None, "exchange", damage={})
    g.e(None, "resolve")
    g.at(step="battle2")
    g.e(None, "exchange", damage={"P2:v": 1000, "P1:evl": 3000})
    g.e("P2", "play", card="P2:dl", targets=["P1:evl"], pay=["P2:e3"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P2:dl", moves=[{"card": "P1:evl", "to": "hand"}])
    g.e(None, "resolve")
    if stacked:
        g.e("P1", "trigger", card="P1:evl", ability="sokushi")
        g.e(None, "resolve")
    g.e("P2", "pass")
    return g


@scenario
def sokushi_unit_left_before_the_exchange_resolved() -> Doc:
    return doc(
        "sokushi-unit-left-before-the-exchange",
        "バトルダメージの応酬の解決前にスクエアを離れた即死ユニットの即死は誘発しない",
        "即死 does not trigger for a unit that left its square before the exchange resolved",
        "With the second step's exchange on the stack, P2 returns P1's イビルアイ・シャーマン to its hand. The "
        "exchange resolves and P1 puts 即死 on the stack for the damage to シングル・モルト.",
        ["5.2.2-1"],
        _sokushi_left(False),
        _sokushi_left(True),
    )


def _sokushi_level(stacked: bool) -> G:
    g = _shaman("BIG")
    if stacked:
        g.e("P1", "trigger", card="P1:evl", ability="sokushi")
        g.e(None, "resolve")
    g.e("P2", "pass")
    return g


@scenario
def sokushi_level_above() -> Doc:
    return doc(
        "sokushi-level-above",
        "使用コストが即死レベルより大きいユニットには即死は誘発しない",
        "即死レベル3 does not trigger against a use-cost-4 unit",
        "イビルアイ・シャーマン (即死レベル3) dealt battle damage to a unit of use cost 4. P1 puts 即死 on "
        "the stack.",
        ["5.2.2", "4.4.2"],
        _sokushi_level(False),
        _sokushi_level(True),
    )


# --- conditional triggers (4.4.3, 4.8.8) ----------------------------------------------------------------


def _bull(nullified: bool) -> G:
    p1 = side("P1", squares=[sq("P1:bul", "BUL", "B21")], hand=[c("P1:ns", "NS")])
    p2 = side("P2", squares=[sq("P2:ba", "BA", "P2-1")], hand=[c("P2:tw", "TWN")])
    g = G(pos(p1, p2))
    g.e("P1", "play", card="P1:ns", pay=["P1:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P1:ns", moves=[{"card": "P2:ba", "to": "graveyard"}])
    g.e("P1", "trigger", card="P1:bul", ability="draw")
    g.e("P1", "pass")
    g.e("P2", "play", card="P2:tw", targets=["P1:bul"], pay=["P2:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P2:tw", moves=[{"card": "P1:bul", "to": "hand"}])
    if nullified:
        g.e(None, "resolve", nullified=True)
    else:
        g.e(None, "resolve")
        g.e("P1", "draw", count=1, source="P1:bul")
    g.e("P1", "pass")
    return g


@scenario
def conditional_trigger_rechecked_on_resolution() -> Doc:
    return doc(
        "conditional-trigger-rechecked-on-resolution",
        "条件付誘発型能力は解決時に誘発条件を満たさなければ無効化される",
        "A conditional trigger whose condition fails on resolution is nullified",
        "ブル・ショット (… バトルスペースのスクエアにこのカードがあるならば …) triggered when P2's base went to "
        "the graveyard. Before it resolved P2 returned ブル・ショット to P1's hand; P1 still draws.",
        ["4.8.8", "4.4.3"],
        _bull(True),
        _bull(False),
    )


# --- targets (4.7.2, 4.8.4, 4.9.2, 4.11) -----------------------------------------------------------------


def _angel(target: str) -> G:
    p1 = side("P1", hand=[c("P1:ang", "ANG")])
    p2 = side("P2", squares=[sq("P2:a", "RU", "B32"), sq("P2:b", "BU", "B31")])
    g = G(pos(p1, p2))
    g.e("P1", "play", card="P1:ang", to="B22", pay=["P1:e0"])
    g.e(None, "resolve")
    g.e(None, "rule_effect", card="P1:ang")
    g.e("P1", "trigger", card="P1:ang", ability="smash_down", targets=[target])
    g.e(None, "resolve")
    g.e(None, "effect", source="P1:ang")
    g.e("P1", "pass")
    return g


@scenario
def trigger_targets_from_last_information() -> Doc:
    return doc(
        "trigger-targets-from-last-information",
        "破壊されたバトルフィールド・エンジェルの能力は直前にあったスクエアを基に同じラインの対象を選ぶ",
        "A destroyed unit's trigger chooses 'same line' targets from the square it was in",
        "P1 plays バトルフィールド・エンジェル into the empty central square of the centre line; the rule effect "
        "puts it into the graveyard and its ability goes on the stack. P1 chooses P2's unit in the left line.",
        ["4.8.4-2"],
        _angel("P2:a"),
        _angel("P2:b"),
        printed="4.8.4-2",
    )


def _vortex(gone: list[str], nullified: bool) -> G:
    p1 = side("P1", hand=[c("P1:tw", "TWN")])
    p2 = side("P2", squares=[sq("P2:a", "RU", "B31"), sq("P2:b", "RU", "B32")], hand=[c("P2:q", "QS")])
    g = G(pos(p1, p2))
    g.e("P1", "play", card="P1:tw", targets=["P2:a", "P2:b"], pay=["P1:e0"])
    g.e("P1", "pass")
    g.e("P2", "play", card="P2:q", pay=["P2:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P2:q", moves=[{"card": i, "to": "graveyard"} for i in gone])
    if nullified:
        g.e(None, "resolve", nullified=True)
    else:
        g.e(None, "resolve")
        left = [i for i in ("P2:a", "P2:b") if i not in gone]
        g.e(None, "effect", source="P1:tw", moves=[{"card": i, "to": "hand"} for i in left])
    g.e("P1", "pass")
    return g


@scenario
def all_targets_gone_nullified() -> Doc:
    return doc(
        "all-targets-gone-nullified",
        "対象がすべて不適切になったツイン・ヴォーテックスは無効化される",
        "A spell whose targets have all become illegal is nullified",
        "P1 plays ツイン・ヴォーテックス on two of P2's units; in response both go to the graveyard. P1 says "
        "the spell still resolves.",
        ["4.9.2-1", "4.11.3"],
        _vortex(["P2:a", "P2:b"], True),
        _vortex(["P2:a", "P2:b"], False),
        printed="4.9.2-1",
    )


@scenario
def one_target_left_resolves() -> Doc:
    return doc(
        "one-target-left-resolves",
        "対象の一部だけが不適切なら適切な対象にのみ影響を与えて解決する",
        "A spell with one target left resolves for that target",
        "P1 plays ツイン・ヴォーテックス on two of P2's units; in response one goes to the graveyard. P2 says "
        "the spell is nullified.",
        ["4.9.2-1"],
        _vortex(["P2:a"], False),
        _vortex(["P2:a"], True),
        printed="4.9.2-1",
    )


def _angel_voice(nullified: bool) -> G:
    p1 = side("P1", hand=[c("P1:av", "AVC")])
    p2 = side("P2", squares=[sq("P2:a", "RU", "B31")], hand=[c("P2:q", "QS")])
    g = G(pos(p1, p2))
    g.e("P1", "play", card="P1:av", targets=["P2:a"], pay=["P1:e0"])
    g.e("P1", "pass")
    g.e("P2", "play", card="P2:q", pay=["P2:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P2:q", moves=[{"card": "P2:a", "to": "graveyard"}])
    if nullified:
        g.e(None, "resolve", nullified=True)
    else:
        g.e(None, "resolve")
    g.e("P1", "pass")
    return g


@scenario
def nullified_by_the_rules_goes_to_the_graveyard() -> Doc:
    return doc(
        "nullified-by-the-rules",
        "対象を全て失ったエンジェル・ボイスは無効化され墓地へ置かれる",
        "A spell that lost all its targets is nullified and goes to the graveyard",
        "P1 plays エンジェル・ボイス on P2's unit, which goes to the graveyard before it resolves. P1 resolves "
        "the spell as if it still had its target.",
        ["4.1.5", "4.9.2-1"],
        _angel_voice(True),
        _angel_voice(False),
        printed="4.1.5",
    )


def _genocide(targets: list[str], divide: dict[str, int]) -> G:
    p1 = side("P1", hand=[c("P1:gc", "GEN")])
    p2 = side("P2", squares=[sq("P2:a", "RU", "B31"), sq("P2:b", "RU", "B32")])
    g = G(pos(p1, p2))
    g.e("P1", "play", card="P1:gc", targets=targets, divide=divide, pay=["P1:e0"])
    g.e(None, "resolve")
    return g


@scenario
def one_target_chosen_three_times() -> Doc:
    return doc(
        "one-target-chosen-three-times",
        "1つの「対象の」で同じユニットを複数回選ぶことはできない",
        "One 'target' word cannot choose the same unit several times",
        "P1 plays ジェノサイド・カノン choosing one of P2's units three times, to make 地雷原の迷宮 trigger thrice.",
        ["4.11.5"],
        _genocide(["P2:a"], {"P2:a": 6000}),
        _genocide(["P2:a", "P2:a", "P2:a"], {"P2:a": 6000}),
        printed="4.11.5",
    )


@scenario
def damage_division_at_least_one() -> Doc:
    return doc(
        "damage-division-at-least-one",
        "ダメージを割り振る場合、それぞれの対象に1以上を割り振る",
        "Dividing damage gives each target at least 1",
        "P1 plays ジェノサイド・カノン on two of P2's units and divides 6000 as 6000 and 0.",
        ["4.7.2-6"],
        _genocide(["P2:a", "P2:b"], {"P2:a": 3000, "P2:b": 3000}),
        _genocide(["P2:a", "P2:b"], {"P2:a": 6000, "P2:b": 0}),
        printed="4.7.2-6",
    )


@scenario
def damage_division_adds_up() -> Doc:
    return doc(
        "damage-division-adds-up",
        "割り振るダメージの合計はテキストの数値と等しい",
        "The divided damage adds up to the text's amount",
        "P1 plays ジェノサイド・カノン on two of P2's units and divides 4000 and 4000.",
        ["4.7.2-6"],
        _genocide(["P2:a", "P2:b"], {"P2:a": 2000, "P2:b": 4000}),
        _genocide(["P2:a", "P2:b"], {"P2:a": 4000, "P2:b": 4000}),
    )


def _economic(where: str | None) -> G:
    squares = [sq("P2:a", "RU", where)] if where else [sq("P2:a", "RU", "B31")]
    p1 = side("P1", hand=[c("P1:ec", "ECO")])
    p2 = side("P2", squares=squares)
    g = G(pos(p1, p2))
    g.e("P1", "play", card="P1:ec", targets=["P2:a"] if where else [], pay=["P1:e0"])
    g.e(None, "resolve")
    return g


@scenario
def no_legal_target_cannot_be_played() -> Doc:
    return doc(
        "no-legal-target-cannot-be-played",
        "適正な対象を選べないスペルはプレイできない",
        "A spell that cannot choose a legal target cannot be played",
        "No unit stands in the central area; P1 plays 経済戦争, which targets a unit in the central area, "
        "without a target.",
        ["4.7.2-5", "4.11.3"],
        _economic("B22"),
        _economic(None),
        printed="4.7.2-5",
    )


def _illegal_target(target: str) -> G:
    p1 = side("P1", hand=[c("P1:ec", "ECO")])
    p2 = side("P2", squares=[sq("P2:a", "RU", "B31"), sq("P2:b", "RU", "B21")])
    g = G(pos(p1, p2))
    g.e("P1", "play", card="P1:ec", targets=[target], pay=["P1:e0"])
    g.e(None, "resolve")
    return g


@scenario
def target_outside_the_text() -> Doc:
    return doc(
        "target-outside-the-text",
        "テキストの対象条件を満たさないユニットは対象にできない",
        "A unit that does not meet the text's condition cannot be a target",
        "P1 plays 経済戦争 (a unit in the central area) choosing P2's unit in P2's home area.",
        ["4.7.2-5", "4.11.6"],
        _illegal_target("P2:b"),
        _illegal_target("P2:a"),
    )


# --- keywords: 耐性, 閃光, 暴走, ゾーン効果 (part 5) -------------------------------------------------------


def _resist_target(target: str) -> G:
    p1 = side("P1", hand=[c("P1:av", "AVC")])
    p2 = side("P2", squares=[sq("P2:r", "RES", "B31"), sq("P2:a", "RU", "B32")])
    g = G(pos(p1, p2))
    g.e("P1", "play", card="P1:av", targets=[target], pay=["P1:e0"])
    g.e(None, "resolve")
    return g


@scenario
def resistance_cannot_be_targeted() -> Doc:
    return doc(
        "resistance-cannot-be-targeted",
        "耐性-赤を持つユニットは赤のスペルの対象にならない",
        "A unit with 耐性-red cannot be the target of a red spell",
        "P1 plays the red エンジェル・ボイス choosing P2's unit with 耐性-赤.",
        ["5.17.2"],
        _resist_target("P2:a"),
        _resist_target("P2:r"),
    )


def _resist_battle(destroyed: bool) -> G:
    p1 = side("P1", squares=[sq("P1:u", "RU", "B31")])
    p2 = side("P2", hand=[c("P2:r", "RES")], energy=3, energy_cards=[c("P2:eb", "BU")])
    g = G(pos(p1, p2, turn=6))
    g.e("P2", "play", card="P2:r", to="B31", pay=["P2:eb"])
    g.e(None, "resolve")
    battle_to_the_end(g, {"P1:u": 2000, "P2:r": 3000}, ["P2:r"] if destroyed else [])
    g.e("P2", "pass")
    return g


@scenario
def resistance_takes_no_battle_damage() -> Doc:
    return doc(
        "resistance-takes-no-battle-damage",
        "耐性-赤を持つユニットは赤のユニットからバトルダメージを受けない",
        "A unit with 耐性-red takes no battle damage from a red unit",
        "P2's blue unit with 耐性-赤 (power 2000) battles P1's red unit (power 3000). After the second step's "
        "exchange P2 puts its unit into the graveyard as destroyed.",
        ["5.17.3", "4.16.4"],
        _resist_battle(False),
        _resist_battle(True),
    )


def _resist_effect(amount: int) -> G:
    p1 = side("P1", hand=[c("P1:ns", "NS")])
    p2 = side("P2", squares=[sq("P2:r", "RES", "B31")])
    g = G(pos(p1, p2))
    g.e("P1", "play", card="P1:ns", pay=["P1:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P1:ns", damage=[{"card": "P2:r", "amount": amount}])
    g.e("P1", "pass")
    return g


@scenario
def resistance_against_effect_damage() -> Doc:
    return doc(
        "resistance-against-effect-damage",
        "耐性-赤を持つユニットは赤のカードの効果からもダメージを受けない",
        "耐性-red stops damage from a red card's effect too",
        "P1's red strategy deals 1000 damage to P2's unit with 耐性-赤 and the damage is recorded.",
        ["5.17.2"],
        _resist_effect(0),
        _resist_effect(1000),
    )


def _flash(when_moving: bool) -> G:
    p1 = side("P1", squares=[sq("P1:f", "FLS", "B11")])
    p2 = side("P2", hand=[c("P2:q", "QS")])
    g = G(pos(p1, p2))
    g.e("P1", "move", unit="P1:f", to="B21", pay=["P1:e0"])
    if not when_moving:
        g.e(None, "resolve")
    g.e("P1", "pass")
    g.e("P2", "play", card="P2:q", pay=["P2:e0"])
    g.e(None, "resolve")
    if when_moving:
        g.e(None, "resolve")
    return g


@scenario
def flash_no_play_while_moving() -> Doc:
    return doc(
        "flash-no-play-while-moving",
        "閃光を持つユニットの移動がスタックにある間はカードをプレイできない",
        "No card may be played while a 閃光 unit's move is on the stack",
        "P1 moves its unit with 閃光; with the move on the stack P2 plays a Quick strategy.",
        ["5.14.2"],
        _flash(False),
        _flash(True),
    )


def _bousou(trigger: bool) -> G:
    p1 = side("P1")
    p2 = side("P2")
    g = G(pos(p1, p2))
    g.e("P1", "plan_create", pay=["P1:e0"])
    g.e(None, "resolve", card=c("P1:run", "RUN"))
    if trigger:
        g.e("P1", "trigger", card="P1:run", ability="bousou")
        g.e(None, "resolve")
        g.e("P1", "draw", count=1, source="P1:run")
    g.e("P1", "pass")
    return g


@scenario
def bousou_when_the_plan_zone_is_made() -> Doc:
    return doc(
        "bousou-when-the-plan-zone-is-made",
        "プランゾーンで表向きになった暴走は誘発する",
        "暴走 triggers when the card is turned face up as the plan zone",
        "P1 creates its plan zone and the top card, which has 暴走, is turned face up. P1 passes without "
        "putting 暴走 on the stack.",
        ["5.7.2-2", "4.8.2"],
        _bousou(True),
        _bousou(False),
    )


def _noze(trigger: bool) -> G:
    p1 = side("P1", squares=[sq("P1:u", "RU", "B21")])
    p2 = side("P2", plan=c("P2:noz", "NOZ"))
    g = G(pos(p1, p2, phase="smash"))
    g.e("P1", "smash", unit="P1:u", count=1)
    if trigger:
        g.e("P2", "trigger", card="P2:noz", ability="plan")
        g.e(None, "resolve")
    g.e("P1", "pass")
    return g


@scenario
def plan_zone_effect_smashed() -> Doc:
    return doc(
        "plan-zone-effect-smashed",
        "プランゾーンからスマッシュゾーンに置かれた調律体ノゼはプランゾーンの情報で誘発する",
        "A plan-zone effect card smashed from the plan zone triggers from its plan-zone information",
        "P1 smashes; the top card of P2's deck, 調律体ノゼ face up in the plan zone, goes to P2's smash "
        "zone. Nobody puts its ability on the stack.",
        ["4.8.10-2", "4.8.2"],
        _noze(True),
        _noze(False),
        printed="4.8.10-2",
    )


# --- the recovery phase and the end of the turn (3.10, 4.4.4; decision DZ 1) ------------------------


def _turn_end(times: int) -> G:
    p1 = side("P1", squares=[sq("P1:end", "END", "P1-1")])
    p2 = side("P2")
    g = G(pos(p1, p2))
    g.at(phase="smash")
    g.e("P1", "pass")
    g.at(phase="recovery")
    for _ in range(times):
        g.e("P1", "trigger", card="P1:end", ability="draw")
        g.e(None, "resolve")
        g.e("P1", "draw", count=1, source="P1:end")
    g.at(6, "release")
    g.e("P2", "pass")
    return g


@scenario
def turn_end_trigger_goes_on_the_stack() -> Doc:
    return doc(
        "turn-end-trigger-goes-on-the-stack",
        "「ターン終了時」の能力はリカバリーフェイズにスタックに乗る",
        "A 'at the end of the turn' ability goes on the stack in the recovery phase",
        "P1 controls a base that draws at the end of P1's turn. The turn passes to P2 without it.",
        ["3.10.2", "4.4.4", "4.8.2"],
        _turn_end(1),
        _turn_end(0),
    )


@scenario
def turn_end_trigger_once_per_turn() -> Doc:
    return doc(
        "turn-end-trigger-once-per-turn",
        "「ターン終了時」に誘発する能力はそのターン中に1度だけ誘発する",
        "An end-of-turn ability triggers once per turn",
        "P1 puts the end-of-turn draw of its base on the stack twice in the same recovery phase.",
        ["4.4.4", "4.4.2"],
        _turn_end(1),
        _turn_end(2),
    )


def _recovery(trigger: bool) -> G:
    p1 = side("P1", squares=[sq("P1:r", "RCV", "P1-2")])
    p2 = side("P2")
    g = G(pos(p1, p2))
    g.at(phase="recovery")
    if trigger:
        g.e("P1", "trigger", card="P1:r", ability="draw")
        g.e(None, "resolve")
        g.e("P1", "draw", count=1, source="P1:r")
    g.e("P1", "pass")
    return g


@scenario
def recovery_start_trigger() -> Doc:
    return doc(
        "recovery-start-trigger",
        "「リカバリーフェイズの開始時」の能力は優先権の前にスタックに乗る",
        "A 'start of the recovery phase' ability goes on the stack before anyone has priority",
        "P1's base draws at the start of P1's recovery phase. P1 passes in the recovery phase without it.",
        ["3.10.1", "4.6.2", "4.8.2"],
        _recovery(True),
        _recovery(False),
    )


def _dawn_then_dusk(together: bool) -> G:
    """P1's 回復の泉 (「リカバリーフェイズの開始時」) and 終末の鐘 (「ターン終了時」) both draw. `together`: the
    end-of-turn draw goes on the stack on top of the recovery-start one, before it resolved."""
    p1 = side("P1", squares=[sq("P1:r", "RCV", "P1-1"), sq("P1:end", "END", "P1-2")])
    g = G(pos(p1, side("P2")))
    g.at(phase="recovery")
    g.e("P1", "trigger", card="P1:r", ability="draw")
    if together:
        g.e("P1", "trigger", card="P1:end", ability="draw")
        g.e(None, "resolve")
        g.e("P1", "draw", count=1, source="P1:end")
    g.e(None, "resolve")
    g.e("P1", "draw", count=1, source="P1:r")
    if not together:
        g.e("P1", "trigger", card="P1:end", ability="draw")
        g.e(None, "resolve")
        g.e("P1", "draw", count=1, source="P1:end")
    g.at(6, "release")
    g.e("P2", "pass")
    return g


@scenario
def turn_end_trigger_after_recovery_start() -> Doc:
    return doc(
        "turn-end-trigger-after-recovery-start",
        "「ターン終了時」の能力は「リカバリーフェイズの開始時」の能力が解決されてからスタックに乗る",
        "An end-of-turn ability goes on the stack only after the start-of-recovery ones resolved",
        "P1's 回復の泉 draws at the start of P1's recovery phase and 終末の鐘 at the end of P1's turn. P1 puts "
        "both draws on the stack together as the recovery phase begins, the end-of-turn one on top.",
        ["3.10.2"],
        _dawn_then_dusk(False),
        _dawn_then_dusk(True),
    )


# --- the stack and the battle (3.11.2) -------------------------------------------------------------------


def _waiting(during_battle: bool) -> G:
    p1 = side("P1", hand=[c("P1:cry", "CRY")])
    p2 = side("P2", squares=[sq("P2:u", "RU", "B21")])
    g = G(pos(p1, p2))
    g.e("P1", "play", card="P1:cry", to="B21", pay=["P1:e0"])
    g.e(None, "resolve")
    g.at(step="battle1")
    if during_battle:
        g.e("P1", "trigger", card="P1:cry", ability="draw")
        g.e(None, "resolve")
        g.e("P1", "draw", count=1, source="P1:cry")
    battle_to_the_end(g, {"P1:cry": 3000, "P2:u": 2000}, ["P1:cry"])
    g.at(step="battle_end")
    g.e("P1", "pass")
    g.e("P2", "pass")
    g.at(step=None)
    if not during_battle:
        g.e("P1", "trigger", card="P1:cry", ability="draw")
        g.e(None, "resolve")
        g.e("P1", "draw", count=1, source="P1:cry")
    g.e("P1", "pass")
    return g


@scenario
def trigger_waits_for_the_battle() -> Doc:
    return doc(
        "trigger-waits-for-the-battle",
        "バトル発生時にスタックに乗ることが予約されている能力はバトル終了まで待機する",
        "An ability waiting to go on the stack when a battle occurs waits until the battle ends",
        "P1 plays 水晶碧の魔女 into the square of P2's unit: its ability triggers and a battle occurs. P1 puts "
        "the ability on the stack in the first battle step and draws.",
        ["3.11.2"],
        _waiting(False),
        _waiting(True),
        printed="3.11.2",
    )


# --- when 「スクエアに置かれた時」 triggers (4.8.9), optional triggers (4.8.5), unmodelled text ----------


def _moved(cid: str, trigger: bool) -> G:
    p1 = side("P1", squares=[sq("P1:u", cid, "B11")])
    p2 = side("P2")
    g = G(pos(p1, p2))
    g.e("P1", "move", unit="P1:u", to="B21", pay=["P1:e0"])
    g.e(None, "resolve")
    if trigger:
        ability = "draw" if cid == "CRY" else "smash_down"
        g.e("P1", "trigger", card="P1:u", ability=ability, **({} if cid == "CRY" else {"targets": []}))
        g.e(None, "resolve")
        if cid == "CRY":
            g.e("P1", "draw", count=1, source="P1:u")
    g.e("P1", "pass")
    return g


@scenario
def placed_triggers_on_a_move() -> Doc:
    return doc(
        "placed-triggers-on-a-move",
        "「スクエアに置かれた時」の能力はスクエアから別のスクエアに置かれた時にも誘発する",
        "A 'placed in a square' ability triggers on a move from square to square",
        "P1 moves 水晶碧の魔女 to the central area and passes without its ability.",
        ["4.8.9", "4.8.2"],
        _moved("CRY", True),
        _moved("CRY", False),
    )


@scenario
def from_hand_does_not_trigger_on_a_move() -> Doc:
    return doc(
        "from-hand-does-not-trigger-on-a-move",
        "「手札からスクエアに置かれた時」の能力は移動では誘発しない",
        "A 'placed from the hand' ability does not trigger on a move",
        "P1 moves バトルフィールド・エンジェル to the central area and puts its 'placed from the hand' "
        "ability on the stack.",
        ["4.8.9", "4.4.2"],
        _moved("ANG", False),
        _moved("ANG", True),
    )


def _optional(trigger: bool) -> G:
    p1 = side("P1", hand=[c("P1:o", "OPT")])
    p2 = side("P2")
    g = G(pos(p1, p2))
    g.e("P1", "play", card="P1:o", to="B11", pay=["P1:e0"])
    g.e(None, "resolve")
    if trigger:
        g.e("P1", "trigger", card="P1:o", ability="draw")
        g.e(None, "resolve", declined=True)
    g.e("P1", "pass")
    return g


@scenario
def optional_trigger_still_goes_on_the_stack() -> Doc:
    return doc(
        "optional-trigger-still-goes-on-the-stack",
        "「～してもよい」能力も自動的にスタックに乗り、選択は解決時に行う",
        "An optional ('may') trigger still goes on the stack; the choice is made on resolution",
        "P1's unit 'may draw a card' when placed. P1 does not want to draw and passes without putting the "
        "ability on the stack.",
        ["4.8.5", "4.8.2"],
        _optional(True),
        _optional(False),
    )


def _text(claim: bool) -> G:
    p1 = side("P1", squares=[sq("P1:t", "TXT", "B11")])
    p2 = side("P2")
    g = G(pos(p1, p2))
    if claim:
        g.e("P1", "trigger", card="P1:t", ability="odd")
        g.e(None, "resolve")
    g.e("P1", "pass")
    return g


@scenario
def unmodelled_text_asks_for_a_ruling() -> Doc:
    return doc(
        "unmodelled-text-asks-for-a-ruling",
        "テキストで条件が書かれた能力の誘発はジャッジの判断が必要",
        "A trigger whose conditions are free text needs a judge",
        "P1 puts an ability of a unit on the stack whose trigger the header gives only as text, with no card "
        "placed in a square.",
        ["4.4.2", "4.8.6"],
        _text(False),
        _text(True),
        ruling="needs_ruling",
    )


def _minefield(nullified: bool) -> G:
    p1 = side("P1", squares=[sq("P1:m", "MIN", "P1-1")], hand=[c("P1:ns", "NS")])
    p2 = side("P2", squares=[sq("P2:u", "BIG", "B31")], hand=[c("P2:q", "QS")])
    g = G(pos(p1, p2))
    g.e("P1", "play", card="P1:ns", pay=["P1:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P1:ns", damage=[{"card": "P2:u", "amount": 2000}])
    g.e("P1", "trigger", card="P1:m", ability="boom")
    g.e("P1", "pass")
    g.e("P2", "play", card="P2:q", pay=["P2:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P2:q", moves=[{"card": "P1:m", "to": "graveyard"}])
    if nullified:
        g.e(None, "resolve", nullified=True)
    else:
        g.e(None, "resolve")
        g.e(None, "effect", source="P1:m", damage=[{"card": "P2:u", "amount": 2000}])
    g.e("P1", "pass")
    return g


@scenario
def ability_on_the_stack_outlives_its_card() -> Doc:
    return doc(
        "ability-on-the-stack-outlives-its-card",
        "スタックに乗った能力は発生源のカードがゾーンを移動しても解決される",
        "An ability on the stack resolves even after its card has left",
        "地雷原の迷宮's ability is on the stack when P2 puts 地雷原の迷宮 into the graveyard. P2 says the "
        "ability is nullified with it.",
        ["4.2.5", "4.9.2-1"],
        _minefield(False),
        _minefield(True),
        printed="4.2.5",
    )


# --- the end of the duel (3.3) -----------------------------------------------------------------------


def _result(winner_early: bool) -> G:
    p1 = side("P1")
    p2 = side("P2")
    g = G(pos(p1, p2))
    if not winner_early:
        g.e("P2", "concede")
    g.e(None, "result", winners=["P1"], reason="smash")
    return g


@scenario
def winner_before_the_duel_ended() -> Doc:
    return doc(
        "winner-before-the-duel-ended",
        "敗北条件を満たしていないのに勝者を記録することはできない",
        "A winner cannot be recorded while no loss condition holds",
        "P2 has 1 card in the smash zone and a full deck; nobody conceded. The scorekeeper records P1 as "
        "the winner by smash.",
        ["3.3.1", "3.3.2", "3.3.7"],
        _result(False),
        _result(True),
    )


def _smash_win(winner: str) -> G:
    p1 = side("P1", squares=[sq("P1:u", "RU", "B31")])
    p2 = side("P2", smash=6)
    g = G(pos(p1, p2, phase="smash"))
    g.e("P1", "smash", unit="P1:u", count=2)
    g.e(None, "result", winners=[winner], reason="smash")
    return g


@scenario
def seventh_smash_card_decides() -> Doc:
    return doc(
        "seventh-smash-card-decides",
        "スマッシュゾーンが7枚以上になったプレイヤーは敗北する",
        "A player with 7 or more smash cards loses",
        "P1 smashes from the enemy area and P2's smash zone reaches 8 cards. The result sheet says P2 won.",
        ["3.3.1", "4.16.4-1"],
        _smash_win("P1"),
        _smash_win("P2"),
    )


# --- the battle's exchange and the stack (3.12) -------------------------------------------------------


def _pegasus(exchange: bool) -> G:
    p1 = side("P1", squares=[sq("P1:peg", "PEG", "B21")])
    p2 = side("P2", hand=[c("P2:u", "RU")])
    g = G(pos(p1, p2, turn=6))
    g.e("P2", "play", card="P2:u", to="B21", pay=["P2:e0"])
    g.e(None, "resolve")
    g.at(step="battle1")
    g.e("P2", "pass")
    g.e("P1", "activate", card="P1:peg", ability="hop", timing="battle")
    g.e(None, "resolve")
    g.e(None, "effect", source="P1:peg", moves=[{"card": "P1:peg", "to": "B22"}])
    if exchange:
        g.e(None, "exchange", damage={})
        g.e(None, "resolve")
    g.at(step="battle_end")
    g.e("P2", "pass")
    return g


@scenario
def no_exchange_after_a_unit_left() -> Doc:
    return doc(
        "no-exchange-after-a-unit-left",
        "バトルダメージの応酬の前に一方のユニットが移動すれば応酬はスタックに乗らない",
        "No exchange goes on the stack once a battling unit has left the square",
        "Before the first exchange P1 moves オーロラウイング・ペガサス to the adjacent square with its ability. "
        "The players then put an exchange on the stack.",
        ["3.12.2"],
        _pegasus(False),
        _pegasus(True),
        printed="3.12.2",
    )


def _fixed(destroyed: bool) -> G:
    p1 = side("P1", squares=[sq("P1:spy", "BU", "B31")], hand=[c("P1:bs", "BS")])
    p2 = side("P2", hand=[c("P2:cnn", "HU")])
    g = G(pos(p1, p2, turn=6))
    g.e("P2", "play", card="P2:cnn", to="B31", pay=["P2:e0"])
    g.e(None, "resolve")
    g.at(step="battle1")
    g.e(None, "exchange", damage={})
    g.e(None, "resolve")
    g.at(step="battle2")
    g.e(None, "exchange", damage={"P1:spy": 2000, "P2:cnn": 2000})
    g.e("P2", "pass")
    g.e("P1", "play", card="P1:bs", pay=["P1:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P1:bs", power=[{"card": "P1:spy", "amount": 3000}])
    g.e(None, "resolve")
    g.e(None, "rule_effect", card="P2:cnn")
    if destroyed:
        g.e(None, "rule_effect", card="P1:spy")
    g.e("P2", "pass")
    return g


@scenario
def battle_damage_is_fixed_on_the_stack() -> Doc:
    return doc(
        "battle-damage-is-fixed-on-the-stack",
        "バトルダメージはスタックに乗った時点で固定され、後からパワーを上げたユニットは生き残る",
        "Battle damage is fixed when the exchange goes on the stack; a unit whose power rose survives",
        "Two 2000-power units battle; with the exchange on the stack P1 raises its スパイ・スパイダー to 5000 "
        "with サファイア・ソウル. After the exchange P1's unit is put into the graveyard with the other.",
        ["3.12.4-1", "4.16.1"],
        _fixed(False),
        _fixed(True),
        printed="3.12.4-1",
    )


def _called_back(cannon_destroyed: bool) -> G:
    p1 = side("P1", squares=[sq("P1:spy", "BU", "B31")], hand=[c("P1:bs", "BS")])
    p2 = side("P2", hand=[c("P2:cnn", "HU")])
    g = G(pos(p1, p2, turn=6))
    g.e("P2", "play", card="P2:cnn", to="B31", pay=["P2:e0"])
    g.e(None, "resolve")
    g.at(step="battle1")
    g.e(None, "exchange", damage={})
    g.e(None, "resolve")
    g.at(step="battle2")
    g.e(None, "exchange", damage={"P1:spy": 2000, "P2:cnn": 2000})
    g.e("P2", "pass")
    g.e("P1", "play", card="P1:bs", pay=["P1:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P1:bs", moves=[{"card": "P1:spy", "to": "hand"}])
    g.e(None, "resolve")
    if cannon_destroyed:
        g.e(None, "rule_effect", card="P2:cnn")
    g.e("P2", "pass")
    return g


@scenario
def a_unit_that_left_takes_no_battle_damage() -> Doc:
    return doc(
        "a-unit-that-left-takes-no-battle-damage",
        "応酬の解決前に手札に戻ったユニットはダメージを受けないが、相手はダメージを受けて破壊される",
        "A unit returned to the hand before the exchange resolves takes no damage; the other is destroyed",
        "With the exchange on the stack P1 returns スパイ・スパイダー to its hand with エマージェンシー・コール. "
        "After the exchange resolves P2 keeps 自走戦鬼大砲蜘蛛, which received 2000 damage with power 2000.",
        ["3.12.4-2", "4.16.4-5"],
        _called_back(True),
        _called_back(False),
        printed="3.12.4-2",
    )


def _mind_control(claims_moved: bool) -> G:
    p1 = side("P1", squares=[sq("P1:spy", "BU", "B11")])
    p2 = side("P2", hand=[c("P2:q", "QS")])
    g = G(pos(p1, p2))
    g.e("P1", "move", unit="P1:spy", to="B21", pay=["P1:e0"])
    g.e("P1", "pass")
    g.e("P2", "play", card="P2:q", pay=["P2:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P2:q", moves=[{"card": "P1:spy", "to": "B12"}])
    g.e(None, "resolve", nullified=not claims_moved)
    g.e("P1", "pass")
    return g


@scenario
def move_nullified_when_the_unit_was_moved() -> Doc:
    return doc(
        "move-nullified-when-the-unit-was-moved",
        "移動の解決前に別のスクエアに動かされたユニットの移動は無効化される",
        "A move is nullified when its unit was moved to another square before it resolved",
        "P1 moves スパイ・スパイダー; in response P2 moves it to another square with マインド・コントロール. "
        "P1's move is then recorded as taking effect.",
        ["4.9.3-1"],
        _mind_control(False),
        _mind_control(True),
        printed="4.9.3-1",
    )


# --- continuous effects of static abilities (4.5, 4.14; 支援 5.5) ---------------------------------------


def _miasma(battle: bool) -> G:
    p1 = side("P1", squares=[sq("P1:m", "MIA", "P1-1"), sq("P1:u", "RU", "B21")])
    p2 = side("P2", hand=[c("P2:f", "FU")])
    g = G(pos(p1, p2, turn=6))
    g.e("P2", "play", card="P2:f", to="B21", pay=["P2:e0"])
    g.e(None, "resolve")
    if not battle:
        g.e(None, "rule_effect", card="P2:f")
    g.e("P2", "pass")
    return g


@scenario
def rule_effect_first_no_battle() -> Doc:
    return doc(
        "rule-effect-first-no-battle",
        "パワーが0以下になるユニットが置かれた時はバトルより先にルールエフェクトが処理され、バトルは発生しない",
        "A unit placed at power 0 goes to the graveyard before a battle could occur",
        "P1 controls 瘴気の溪谷 (the opponent's units in its line get -1000) and a unit in that line. P2 plays a "
        "1000-power unit into that unit's square; P2 says the battle comes first and keeps the unit there.",
        ["3.11.1-1", "4.16.4-4"],
        _miasma(False),
        _miasma(True),
        printed="3.11.1-1",
    )


def _fort(destroyed: bool) -> G:
    p1 = side("P1", squares=[sq("P1:f", "FRT", "P1-1"), sq("P1:u", "HU", "B11")])
    p2 = side("P2", hand=[c("P2:ns", "NS")])
    g = G(pos(p1, p2, turn=6))
    g.e("P2", "play", card="P2:ns", pay=["P2:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P2:ns", damage=[{"card": "P1:u", "amount": 3000}])
    if destroyed:
        g.e(None, "rule_effect", card="P1:u")
    g.e("P2", "pass")
    return g


@scenario
def static_power_applies_to_the_unit() -> Doc:
    return doc(
        "static-power-applies-to-the-unit",
        "歴戦の城砦と同じラインの赤のユニットはパワー+2000として扱う",
        "A red unit in the line of 歴戦の城砦 has +2000 power",
        "P1's 2000-power red unit stands in the line of P1's 歴戦の城砦. P2's strategy deals it 3000 damage and "
        "P2 puts it into the graveyard as destroyed.",
        ["4.14.2", "4.5.2", "4.16.1"],
        _fort(False),
        _fort(True),
        printed="4.14.2",
    )


def _makiri(deals: int) -> G:
    p1 = side("P1", squares=[sq("P1:mk", "MAK", "B21")])
    p2 = side("P2", hand=[c("P2:u", "RU")])
    g = G(pos(p1, p2, turn=6))
    g.e("P2", "play", card="P2:u", to="B21", pay=["P2:e0"])
    g.e(None, "resolve")
    g.at(step="battle1")
    g.e(None, "exchange", damage={})
    g.e(None, "resolve")
    g.at(step="battle2")
    g.e(None, "exchange", damage={"P2:u": deals, "P1:mk": 3000})
    return g


@scenario
def makiri_in_the_central_area() -> Doc:
    return doc(
        "makiri-in-the-central-area",
        "中央エリアにある小さな刃マキリはパワー+1000される",
        "小さな刃マキリ in the central area has +1000 power",
        "P2's 3000-power unit attacks 小さな刃マキリ (power 2000) in the central area. The second step's "
        "exchange is recorded with マキリ dealing 2000.",
        ["4.14.4-1", "3.13.2"],
        _makiri(3000),
        _makiri(2000),
        printed="4.14.4-1",
    )


def _support(deals: int) -> G:
    p1 = side("P1", squares=[sq("P1:s", "SUP", "B31")])
    p2 = side("P2", hand=[c("P2:u", "RU")])
    g = G(pos(p1, p2, turn=6))
    g.e("P2", "play", card="P2:u", to="B31", pay=["P2:e0"])
    g.e(None, "resolve")
    g.at(step="battle1")
    g.e(None, "exchange", damage={})
    g.e(None, "resolve")
    g.at(step="battle2")
    g.e(None, "exchange", damage={"P2:u": deals, "P1:s": 3000})
    return g


@scenario
def support_includes_itself() -> Doc:
    return doc(
        "support-includes-itself",
        "支援の範囲が「同じライン」なら支援を持つカード自身も含まれる",
        "支援 over 'the same line' includes the card itself",
        "P1's 1000-power unit with 支援—同じライン+1000 is attacked. The exchange is recorded with it dealing "
        "1000.",
        ["5.5.2-1", "3.13.2"],
        _support(2000),
        _support(1000),
    )


# --- 召集 (5.3) ---------------------------------------------------------------------------------------


def _summon(to: str, special: Any = "summon", then_move: bool = False) -> G:
    p1 = side("P1", squares=[sq("P1:prl", "PRL", "B21")], hand=[c("P1:u", "RU")])
    p2 = side("P2")
    g = G(pos(p1, p2))
    g.e("P1", "play", card="P1:u", to=to, pay=["P1:e0"], special=special, via="P1:prl")
    g.e(None, "resolve")
    if then_move:
        g.e("P1", "move", unit="P1:u", to="B32", pay=["P1:e1"])
        g.e(None, "resolve")
    g.e("P1", "pass")
    return g


@scenario
def summon_only_where_its_condition_holds() -> Doc:
    return doc(
        "summon-only-where-its-condition-holds",
        "召集ー同じラインで置けるのは召集を持つカードと同じラインのユニットのないスクエアだけ",
        "召集ー同じライン lets a unit be played only into an empty square of that card's line",
        "P1's 真珠貝の褥の魔女 (召集ー同じライン) stands in the left line. P1 plays a unit by 召集 into the "
        "centre line of P2's home area.",
        ["5.3.2"],
        _summon("B31", then_move=True),
        _summon("B32"),
    )


@scenario
def special_plays_do_not_combine() -> Doc:
    return doc(
        "special-plays-do-not-combine",
        "召集と隊列召喚を同時に適用してプレイすることはできない",
        "召集 and 隊列召喚 cannot be applied to one play at once",
        "P1 plays a unit behind 真珠貝の褥の魔女 using its 召集 and the unit's 隊列召喚 together.",
        ["5.3.2-2", "5.8.3"],
        _summon("B31"),
        _summon("B31", special=["summon", "formation"]),
        printed="5.3.2-2",
    )


# --- more printed examples of part 4 -----------------------------------------------------------------


def _meteor(x: int | None) -> G:
    p1 = side("P1", hand=[c("P1:mt", "MTR")])
    p2 = side("P2")
    g = G(pos(p1, p2))
    g.e("P1", "play", card="P1:mt", pay=["P1:e0", "P1:e1"], **({} if x is None else {"x": x}))
    g.e(None, "resolve")
    return g


@scenario
def x_is_chosen_when_played() -> Doc:
    return doc(
        "x-is-chosen-when-played",
        "Xの値はプレイする時に決定する",
        "X is chosen when the spell is played",
        "P1 plays メテオ・ブラスター and says it will decide X when it resolves.",
        ["4.7.2-3", "1.2.3-3"],
        _meteor(1),
        _meteor(None),
        printed="4.7.2-3",
    )


def _variable(targets: list[str]) -> G:
    p1 = side("P1", hand=[c("P1:tw", "TWN")])
    p2 = side("P2", squares=[sq("P2:a", "RU", "B31"), sq("P2:b", "RU", "B32"), sq("P2:c", "BU", "B33")])
    g = G(pos(p1, p2))
    g.e("P1", "play", card="P1:tw", targets=targets, pay=["P1:e0"])
    g.e(None, "resolve")
    return g


@scenario
def variable_number_of_targets() -> Doc:
    return doc(
        "variable-number-of-targets",
        "対象の数が「まで」の場合は宣言した数だけ選び、0枚も選べるが上限は超えられない",
        "'Up to n' targets: 0 is allowed, more than n is not",
        "P1 plays ツイン・ヴォーテックス (up to 2 targets). A first play with no target is accepted; then P1 "
        "chooses three of P2's units.",
        ["4.7.2-5", "4.11.2"],
        _variable([]),
        _variable(["P2:a", "P2:b", "P2:c"]),
        printed="4.7.2-5",
    )


def _paradox(trigger: bool) -> G:
    p1 = side("P1", squares=[sq("P1:y", "YOU", "B21")], hand=[c("P1:px", "PDX")])
    p2 = side("P2", squares=[sq("P2:u", "RU", "B31")])
    g = G(pos(p1, p2))
    # 妖魔の勇者 (B21) and P2's unit (B31) swap squares: P2's unit is placed in B21, next to the hero now in
    # B31 — both moves of one effect happen at once, so the hero sees the placing (4.8.10-1).
    g.e("P1", "play", card="P1:px", targets=["P1:y", "P2:u"], pay=["P1:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P1:px", moves=[{"card": "P1:y", "to": "B31"}, {"card": "P2:u", "to": "B21"}])
    if trigger:
        g.e("P1", "trigger", card="P1:y", ability="draw")
        g.e(None, "resolve")
        g.e("P1", "draw", count=1, source="P1:y")
    g.e("P1", "pass")
    return g


@scenario
def placed_next_to_it_by_an_effect() -> Doc:
    return doc(
        "placed-next-to-it-by-an-effect",
        "効果で隣接するスクエアに置かれた相手のユニットでも「隣接するスクエアに置かれた時」は誘発する",
        "An opposing unit put next to it by an effect triggers its 'placed next to this card' ability",
        "P1 plays パラドクス・ストーム on 妖魔の勇者 and an adjacent unit of P2; they swap squares, so P2's "
        "unit is placed in a square next to the hero. P1 passes without the hero's ability.",
        ["4.8.10-1", "4.8.2"],
        _paradox(True),
        _paradox(False),
        printed="4.8.10-1",
    )


def _frozen_move(nullified: bool) -> G:
    p1 = side("P1", squares=[sq("P1:spy", "BU", "B11")])
    p2 = side("P2", hand=[c("P2:q", "QS")])
    g = G(pos(p1, p2))
    g.e("P1", "move", unit="P1:spy", to="B21", pay=["P1:e0"])
    g.e("P1", "pass")
    g.e("P2", "play", card="P2:q", pay=["P2:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P2:q", freeze=["P1:spy"])
    if nullified:
        g.e(None, "resolve", nullified=True)
    else:
        g.e(None, "resolve")
    g.e("P1", "pass")
    return g


@scenario
def frozen_unit_still_moves() -> Doc:
    return doc(
        "frozen-unit-still-moves",
        "移動の解決前にフリーズされたユニットの移動は適正で、リリース状態で置かれる",
        "A unit frozen before its move resolves still moves, and arrives released",
        "P1 moves スパイ・スパイダー; in response P2 freezes it. P2 says the move is nullified.",
        ["4.9.3-1"],
        _frozen_move(False),
        _frozen_move(True),
        printed="4.9.3-1",
    )


def _bio(trigger: bool, bounce: bool = False) -> G:
    p1 = side("P1", squares=[sq("P1:u", "RU", "B21")], hand=[c("P1:bio", "BIO")])
    p2 = side("P2")
    g = G(pos(p1, p2))
    g.e("P1", "play", card="P1:bio", targets=["P1:u"], pay=["P1:e0"])
    g.e(None, "resolve")
    if bounce:
        g.e(None, "effect", source="P1:bio", moves=[{"card": "P1:u", "to": "hand"}])
    g.at(phase="recovery")
    if trigger:
        g.e("P1", "trigger", card="P1:bio", ability="spell.delayed")
        g.e(None, "resolve")
        if not bounce:
            g.e(None, "effect", source="P1:bio", moves=[{"card": "P1:u", "to": "graveyard"}])
    g.at(6, "release")
    g.e("P2", "pass")
    return g


@scenario
def delayed_trigger_from_a_spell() -> Doc:
    return doc(
        "delayed-trigger-from-a-spell",
        "スペルが作成した「ターン終了時に」の誘発型能力は次のターン終了時に1度誘発する",
        "A 'at the end of the turn' ability a spell created triggers at the next end of the turn",
        "P1's spell says its target goes to the graveyard at the end of the turn. The turn ends and P2's "
        "turn starts without it.",
        ["4.4.4", "4.8.2"],
        _bio(True),
        _bio(False),
    )


@scenario
def delayed_trigger_ceases_with_its_card() -> Doc:
    return doc(
        "delayed-trigger-ceases-with-its-card",
        "特定のカードに影響を与える作成された誘発型能力は、そのカードがゾーン移動すれば消滅する",
        "A created ability that affects a particular card ceases when that card changes zones",
        "The unit P1's spell will put into the graveyard at the end of the turn went back to P1's hand. In the "
        "recovery phase P1 still puts the created ability on the stack.",
        ["4.4.4-1"],
        _bio(False, bounce=True),
        _bio(True, bounce=True),
    )


def _supply(paid: int) -> G:
    p1 = side("P1", squares=[sq("P1:b1", "BA", "P1-1"), sq("P1:b2", "END", "P1-2")], hand=[c("P1:s", "SUPL")])
    p2 = side("P2")
    g = G(pos(p1, p2))
    g.e("P1", "play", card="P1:s", to="B11", pay=[f"P1:e{k}" for k in range(paid)])
    g.e(None, "resolve")
    g.e("P1", "pass")
    return g


@scenario
def supply_counts_the_bases() -> Doc:
    return doc(
        "supply-counts-the-bases",
        "補給はベーススペースのベース1枚につき使用コストの無色を1少なくする",
        "補給 takes one colourless off the use cost per base in the base squares",
        "P1 has two bases and plays a unit with 補給 costing 赤1無色2, freezing three energy cards.",
        ["5.15.2", "1.2.3-1"],
        _supply(1),
        _supply(3),
    )


# --- 隊列召喚 (5.8) -----------------------------------------------------------------------------------


def _straight(squares: list[str]) -> G:
    p1 = side(
        "P1", squares=[sq(f"P1:u{k}", "RU", s) for k, s in enumerate(squares)], hand=[c("P1:st", "STR")]
    )
    p2 = side("P2")
    g = G(pos(p1, p2))
    g.e("P1", "play", card="P1:st", to="B22", pay=["P1:e0"], special="formation")
    g.e(None, "resolve")
    g.e("P1", "pass")
    return g


@scenario
def formation_straight() -> Doc:
    return doc(
        "formation-straight",
        "隊列召喚ーストレートは左右のラインの中央エリアに自分のユニットがある時だけ使える",
        "隊列召喚ーストレート needs your units in the central squares of the left and right lines",
        "P1 has a unit only in the central square of the left line and plays a unit by 隊列召喚ーストレート "
        "into the central square of the centre line for its formation cost.",
        ["5.8.2-1", "5.8.2"],
        _straight(["B21", "B23"]),
        _straight(["B21"]),
    )


def _small_eye(front: str | None) -> G:
    squares = [sq("P1:f", "RU", front)] if front else []
    p1 = side("P1", squares=squares, hand=[c("P1:se", "SEY")])
    p2 = side("P2")
    g = G(pos(p1, p2))
    g.e("P1", "play", card="P1:se", to="B22", pay=["P1:e0"], special="formation")
    g.e(None, "resolve")
    g.e("P1", "pass")
    return g


@scenario
def formation_small_eye() -> Doc:
    return doc(
        "formation-small-eye",
        "隊列召喚ースモールアイは自分のユニットと同じラインの後方のスクエアにだけプレイできる",
        "隊列召喚ースモールアイ plays only into the square behind one of your units in its line",
        "P1 plays チャイルド・スピリット by スモールアイ into the central square of the centre line, but P1's "
        "unit stands in the enemy area of the left line.",
        ["5.8.2-5", "5.8.2"],
        _small_eye("B32"),
        _small_eye("B31"),
    )


# --- 覚醒 and 急襲 (5.7.3, 5.16) ------------------------------------------------------------------------


def _kakusei(from_plan: bool) -> G:
    kak = c("P1:k", "KAK")
    p1 = side("P1", plan=kak if from_plan else None, hand=[] if from_plan else [kak])
    p2 = side("P2")
    g = G(pos(p1, p2))
    g.e(
        "P1",
        "play",
        card="P1:k",
        to="B11",
        pay=["P1:e0"],
        alt="kakusei",
        **({"from": "plan"} if from_plan else {}),
    )
    g.e(None, "resolve")
    g.e("P1", "pass")
    return g


@scenario
def kakusei_only_from_the_plan_zone() -> Doc:
    return doc(
        "kakusei-only-from-the-plan-zone",
        "覚醒はプランゾーン効果であり、プランゾーンからプレイする時だけ覚醒のコストを使える",
        "覚醒 is a plan-zone effect: its cost is used only when playing from the plan zone",
        "P1 plays a unit with 覚醒ー赤1 from the hand, paying only its 覚醒 cost.",
        ["5.7.3-1", "5.7.1"],
        _kakusei(True),
        _kakusei(False),
    )


def _raid(frozen: bool) -> G:
    p1 = side("P1", squares=[sq("P1:r", "RAI", "B11"), sq("P1:b", "BA", "P1-1", frozen=frozen)])
    p2 = side("P2")
    g = G(pos(p1, p2))
    g.e("P1", "move", unit="P1:r", to="B21", raid=["P1:b"])
    g.e(None, "resolve")
    g.e("P1", "pass")
    return g


@scenario
def raid_freezes_a_released_base() -> Doc:
    return doc(
        "raid-freezes-a-released-base",
        "急襲は移動コストのかわりにリリース状態のベースをフリーズする",
        "急襲 pays a move by freezing released bases instead of its move cost",
        "P1 moves a unit with 急襲1 and pays by pointing at its base, which is already frozen.",
        ["5.16.2"],
        _raid(False),
        _raid(True),
    )


# --- 進撃 (5.11) ----------------------------------------------------------------------------------------


def _advance(claim: bool) -> G:
    p1 = side("P1", squares=[sq("P1:a", "ADV", "B11")])
    p2 = side("P2", hand=[c("P2:px", "PDX")], squares=[sq("P2:u", "RU", "B33")])
    g = G(pos(p1, p2))
    g.e("P1", "move", unit="P1:a", to="B21", pay=["P1:e0", "P1:e1"], advance=True)
    g.e("P1", "pass")
    g.e("P2", "play", card="P2:px", targets=["P1:a", "P2:u"], pay=["P2:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P2:px", moves=[{"card": "P1:a", "to": "B33"}, {"card": "P2:u", "to": "B11"}])
    g.e(None, "resolve", nullified=True)
    if claim:
        g.e("P1", "trigger", card="P1:a", ability="advance")
        g.e(None, "resolve")
    g.e("P1", "pass")
    return g


@scenario
def advance_needs_the_move_to_resolve() -> Doc:
    return doc(
        "advance-needs-the-move-to-resolve",
        "進撃の追加コストを支払った移動が解決できなければ進撃は誘発しない",
        "進撃 does not trigger when its move could not resolve",
        "P1 moves イビルアイ・アサルト paying 進撃; P2 answers with パラドクス・ストーム and the move is "
        "nullified. P1 puts the 進撃 ability on the stack.",
        ["5.11.2", "4.4.2"],
        _advance(False),
        _advance(True),
        printed="5.11.2",
    )


# --- 挟撃 (5.9) ---------------------------------------------------------------------------------------


def _pincer(mine: str, claim: bool) -> G:
    p1 = side("P1", squares=[sq("P1:m", "RU", mine)], hand=[c("P1:p", "PIN")])
    p2 = side("P2", squares=[sq("P2:u", "BU", "B22")])
    g = G(pos(p1, p2))
    g.e("P1", "play", card="P1:p", to="B11", pay=["P1:e0"])
    g.e(None, "resolve")
    if claim:
        g.e("P1", "trigger", card="P1:p", ability="pincer")
        g.e(None, "resolve")
        g.e(None, "effect", source="P1:p", damage=[{"card": "P2:u", "amount": 2000}])
        g.e(None, "rule_effect", card="P2:u")
    g.e("P1", "pass")
    return g


@scenario
def pincer_diagonal() -> Doc:
    return doc(
        "pincer-diagonal",
        "挟撃は斜めの位置関係でも誘発する",
        "挟撃 triggers across a diagonal too",
        "P1 plays a unit with 挟撃 into its home area's left square; P2's unit stands in the centre square and "
        "P1's other unit in P2's home area's right square, diagonally. P1 passes without 挟撃.",
        ["5.9.3", "4.8.2"],
        _pincer("B33", True),
        _pincer("B33", False),
        printed=None,
    )


@scenario
def pincer_needs_a_unit_between() -> Doc:
    return doc(
        "pincer-needs-a-unit-between",
        "挟撃は自分のユニットとの間に相手のユニットが挟まれていなければ誘発しない",
        "挟撃 triggers only with an opposing unit between it and a unit of yours",
        "P1 plays a unit with 挟撃; P1's other unit is not in line with it across P2's unit. P1 puts 挟撃 on "
        "the stack.",
        ["5.9.1", "4.4.2"],
        _pincer("B32", False),
        _pincer("B32", True),
    )


# --- 連動 and 共鳴 (5.12, 5.13) ---------------------------------------------------------------------------


def _link(in_grave: bool, claim: bool) -> G:
    grave = [c("P1:g", "NS")] if in_grave else []
    p1 = side("P1", hand=[c("P1:l", "LNK")], graveyard=grave)
    p2 = side("P2")
    g = G(pos(p1, p2))
    g.e("P1", "play", card="P1:l", to="B11", pay=["P1:e0"])
    g.e(None, "resolve")
    if claim:
        g.e("P1", "trigger", card="P1:l", ability="link")
        g.e(None, "resolve")
        g.e("P1", "draw", count=1, source="P1:l")
    g.e("P1", "pass")
    return g


@scenario
def link_needs_the_card_in_the_graveyard() -> Doc:
    return doc(
        "link-needs-the-card-in-the-graveyard",
        "連動のテキストは指定のカードが自分の墓地にある場合だけ有効になる",
        "A 連動 text works only while the named card is in your graveyard",
        "P1 plays a unit whose 連動「ノーマルの作戦」 text draws a card when it is placed, with no ノーマルの作戦 "
        "in P1's graveyard, and puts the ability on the stack.",
        ["5.12.2", "4.4.2"],
        _link(True, True),
        _link(False, True),
    )


def _resonance(move_resolves: bool) -> G:
    p1 = side("P1", squares=[sq("P1:r", "RSN", "P1-1"), sq("P1:u", "RU", "B11")])
    p2 = side("P2", hand=[c("P2:px", "PDX")], squares=[sq("P2:v", "RU", "B33")])
    g = G(pos(p1, p2))
    g.e("P1", "move", unit="P1:u", to="B21", pay=["P1:e0"])
    if move_resolves:
        g.e(None, "resolve")
    else:
        g.e("P1", "pass")
        g.e("P2", "play", card="P2:px", targets=["P1:u", "P2:v"], pay=["P2:e0"])
        g.e(None, "resolve")
        g.e(
            None,
            "effect",
            source="P2:px",
            moves=[{"card": "P1:u", "to": "B33"}, {"card": "P2:v", "to": "B11"}],
        )
        g.e(None, "resolve", nullified=True)
    g.at(phase="recovery")
    g.e("P1", "trigger", card="P1:r", ability="draw")
    g.e(None, "resolve")
    g.e("P1", "draw", count=1, source="P1:r")
    g.e("P1", "pass")
    return g


@scenario
def resonance_needs_a_resolved_move() -> Doc:
    return doc(
        "resonance-needs-a-resolved-move",
        "移動が解決されずにスクエアが移っただけでは共鳴のテキストは有効にならない",
        "A unit moved only by an effect, its own move unresolved, does not enable 共鳴",
        "P1 declared a move; P2's パラドクス・ストーム put the unit elsewhere and the move was nullified. At the "
        "end of the turn P1 puts its 共鳴 base's ability on the stack.",
        ["5.13.2-1", "4.4.2"],
        _resonance(True),
        _resonance(False),
        printed="5.13.2-1",
    )


# --- the printed examples of parts 1, 2 and 4 that describe play (numbers, colours, areas, zones) --------
# Each ruling below was read from the example's clause before the logs were written.


def strat(name: str, spell: Doc, timing: str = "normal", cost: Doc | None = None) -> Doc:
    return {
        "name": name,
        "type": "strategy",
        "keywords": {"cost": cost or {"red": 1}, "timing": timing},
        "abilities": [{"id": "spell", "kind": "spell"} | spell],
    }


def unit_card(name: str, power: int, cost: Doc, *abilities: Doc, **kw: Any) -> Doc:
    keywords = {"cost": cost, "move": {"colourless": 1}, "timing": "normal", "power": power, "smash": 1}
    return {"name": name, "type": "unit", "keywords": keywords | kw} | (
        {"abilities": list(abilities)} if abilities else {}
    )


BATTLE_UNIT = {"zone": "battle", "type": "unit"}
EXTRA: dict[str, Doc] = {
    # 自走戦鬼大砲蜘蛛: パワー2000の赤のユニット.
    "CAN": unit_card("自走戦鬼大砲蜘蛛", 2000, {"red": 1}),
    # A unit of use cost 赤1黒1無色2: red and black (2.4.2-2).
    "RBK": unit_card("赤黒のユニット", 2000, {"red": 1, "black": 1, "colourless": 2}),
    # A unit of use cost 無色2: colourless, not red (2.4.2-2).
    "CLS": unit_card("無色のユニット", 2000, {"colourless": 2}),
    # 宝石商人ファルコン・ケン: use cost 青2無色2 (4 in all, 2.4.3).
    "FAL": unit_card("宝石商人ファルコン・ケン", 2000, {"blue": 2, "colourless": 2}),
    # A unit of use cost 青2無色3 (5 in all).
    "FV5": unit_card("コスト5のユニット", 5000, {"blue": 2, "colourless": 3}),
    # ディメンション・ロード: バトルスペースのスクエアにある対象の使用コスト4以下のユニットを1枚選び、手札に加える。
    "DRD": strat(
        "ディメンション・ロード",
        {"targets": [BATTLE_UNIT | {"cost_max": 4}], "effect": {"bounce": True}},
        timing="quick",
        cost={"blue": 1},
    ),
    # チャレンジャー・ソウル: 敵軍エリアのスクエアにある対象のユニットを1枚選び、ターン終了時まで、パワー+4000。
    "CHS": strat(
        "チャレンジャー・ソウル",
        {"targets": [BATTLE_UNIT | {"area": "enemy"}], "duration": "turn", "effect": {"power": 4000}},
    ),
    # 慈愛の神殿: このカードと同じラインのスクエアにあるすべての相手のユニットのスマッシュを-1する。
    "TMP": {
        "name": "慈愛の神殿",
        "type": "base",
        "keywords": {"cost": {"white": 1}, "timing": "normal"},
        "abilities": [
            {
                "id": "mercy",
                "kind": "static",
                "targets": [{"whose": "opponent", "type": "unit", "line": "same"}],
            }
            | {"effect": {"smash": -1}}
        ],
    },
    # 銃弾に乗るフェアリー-like: 相手のユニットがスクエアに置かれた時、あなたはカードを1枚引く (its text works
    # only while it is in a battle-space square, 2.20.1-7).
    "BLT": unit_card(
        "銃弾に乗るフェアリー",
        1000,
        {"green": 1},
        {
            "id": "draw",
            "kind": "triggered",
            "trigger": {"event": "placed", "whose": "opponent", "type": "unit"},
        }
        | {"effect": {"draw": 1}},
    ),
    # プラズマキッド・ドラゴン: このカードがスクエアに置かれた時、同じラインのスクエアにあるすべてのユニットに
    # 1000のダメージを与える (no target: nothing can nullify it, 4.9.2-6).
    "PLK": unit_card(
        "プラズマキッド・ドラゴン",
        3000,
        {"red": 2},
        {"id": "blast", "kind": "triggered", "trigger": {"event": "placed", "card": "self"}}
        | {"effect": {"damage": 1000}},
    ),
    # エマージェンシー・コール-like: 自分のユニットを1枚選び、手札に戻す (a quick strategy).
    "EMC": strat(
        "エマージェンシー・コール",
        {"targets": [BATTLE_UNIT | {"whose": "own"}], "effect": {"bounce": True}},
        timing="quick",
    ),
    # シャイニング・ハンター: このカードが手札からスクエアに置かれた時、バトルスペースの対象のユニットを1枚まで
    # 選び、4000のダメージを与える (a red card).
    "HNT": unit_card(
        "シャイニング・ハンター",
        3000,
        {"red": 2},
        {"id": "shot", "kind": "triggered", "trigger": {"event": "placed", "card": "self", "from": "hand"}}
        | {"targets": [BATTLE_UNIT | {"up_to": True}], "effect": {"damage": 4000}},
    ),
    # 4.8.11-1's lost card: 隣接するスクエアにあるあなたのユニットがスクエアから墓地に置かれた時、1枚引く。
    "NBR": unit_card(
        "隣人のユニット",
        2000,
        {"red": 1},
        {"id": "draw", "kind": "triggered"}
        | {
            "trigger": {
                "event": "to_graveyard",
                "whose": "own",
                "type": "unit",
                "adjacent": True,
                "from": "square",
            }
        }
        | {"effect": {"draw": 1}},
    ),
    # A unit: あなたはカードを引くことができない。
    "NDR": unit_card(
        "渇きのユニット", 3000, {"black": 1}, {"id": "nodraw", "kind": "static", "effect": {"no_draw": "own"}}
    ),
    # 益々繁盛: あなたはカードを2枚引く。
    "MMH": strat("益々繁盛", {"effect": {"draw": 2}}),
    # A strategy: ターン終了時まで、バトルスペースのスクエアにあるすべてのユニットは移動できない。
    "NMV": strat("足止めの作戦", {"duration": "turn", "effect": {"no_move": True}}),
    # 大地の塔 with the units it replaces for as its target group: このカードと同じラインのスクエアにあるあなたの
    # ユニットが墓地に置かれる時、かわりに持ち主のエネルギーゾーンにリリース状態で置く。
    "TW2": {
        "name": "大地の塔",
        "type": "base",
        "keywords": {"cost": {"green": 1}, "timing": "normal"},
        "abilities": [
            {"id": "instead", "kind": "static", "effect": {"instead": "energy"}}
            | {"targets": [{"whose": "own", "type": "unit", "line": "same"}]}
        ],
    },
    # A unit of two races, 「ドラゴン/サラマンダー」 (2.8.2).
    "DRS": unit_card("炎竜サラマンダー", 2000, {"red": 1}, race="ドラゴン/サラマンダー"),
    # A base: このカードと同じラインのスクエアにあるすべてのあなたのドラゴンのパワーを+2000する。
    "NST": {
        "name": "竜の巣",
        "type": "base",
        "keywords": {"cost": {"red": 1}, "timing": "normal"},
        "abilities": [
            {"id": "nest", "kind": "static", "effect": {"power": 2000}}
            | {"targets": [{"whose": "own", "type": "unit", "line": "same", "race": "ドラゴン"}]}
        ],
    },
    # 滅びの波動: バトルスペースの対象のユニットAと、Aと同じエリアにある対象のユニットBを選び、Bを持ち主の墓地に置く。
    "WAV": strat(
        "滅びの波動",
        {"targets": [BATTLE_UNIT, BATTLE_UNIT | {"same_area_as": 0}], "effect": {"destroy": 1}},
        timing="quick",
    ),
    # 天使の祝福: 対象のエリアを1つ選び、ターン終了時まで、そのエリアのスクエアにあるすべての自分のユニットの
    # パワーを+2000する (the area is not a card: the structure leaves it to the log's effect entries).
    "BLS": strat("天使の祝福", {"duration": "turn", "effect": {"power": 2000}}, cost={"white": 1}),
    # 真夜中の狩人ミュラー (a ヴァンパイア): このカードがスクエアから墓地に置かれた時、あなたは自分の墓地にある対象の
    # 使用コスト3以下のユニットを1枚選び、持ち主の手札に加える。ただし、種族「ヴァンパイア」のユニットは選べない。
    "MUL": unit_card(
        "真夜中の狩人ミュラー",
        2000,
        {"black": 1, "colourless": 2},
        {
            "id": "return",
            "kind": "triggered",
            "trigger": {"event": "to_graveyard", "card": "self", "from": "square"},
        }
        | {
            "targets": [
                {
                    "zone": "graveyard",
                    "whose": "own",
                    "type": "unit",
                    "cost_max": 3,
                    "race_not": "ヴァンパイア",
                }
            ]
        }
        | {"effect": {"bounce": True}},
        race="ヴァンパイア",
    ),
    # 微笑む人形マリアン: 〔<黒1><無色1>、このカードを廃棄する〕《クイック》あなたはこのカードと同じラインの
    # スクエアにある対象の使用コスト6以下のユニットを1枚選び、持ち主の墓地に置く。
    "MAR": unit_card(
        "微笑む人形マリアン",
        1000,
        {"black": 1},
        {"id": "doll", "kind": "activated", "effect": {"destroy": 1}}
        | {"targets": [{"zone": "battle", "type": "unit", "cost_max": 6, "line": "same"}]},
    ),
    # 弾幕を張るロザンナ: あなたのドールのパワーを+1000する (its 速攻 for the reader).
    "ROS": unit_card(
        "弾幕を張るロザンナ",
        2000,
        {"white": 1},
        {"id": "dolls", "kind": "static", "effect": {"power": 1000}}
        | {"targets": [{"zone": "battle", "whose": "own", "type": "unit", "race": "ドール"}]},
        race="ドール",
    ),
    # A base: あなたのユニットの種族に「ドール」を加える。
    "DOL": {
        "name": "人形の館",
        "type": "base",
        "keywords": {"cost": {"white": 1}, "timing": "normal"},
        "abilities": [
            {"id": "dollify", "kind": "static", "effect": {"add_race": "ドール"}}
            | {"targets": [{"whose": "own", "type": "unit"}]}
        ],
    },
    # ピカレスク・ロマン-like: 以下の2つから1つを選ぶ。●バトルスペースの対象のユニットを1枚選び、持ち主の手札に
    # 戻す。●カードを1枚引く。 (each choice a `spell` ability; the play names the one used, 4.7.2-2).
    "PIC": {
        "name": "ピカレスク・ロマン",
        "type": "strategy",
        "keywords": {"cost": {"red": 1}, "timing": "normal"},
        "abilities": [
            {"id": "bounce", "kind": "spell", "targets": [BATTLE_UNIT], "effect": {"bounce": True}},
            {"id": "draw", "kind": "spell", "effect": {"draw": 1}},
        ],
    },
    # エンジェル・ボイス-like: バトルスペースの対象のユニットを1枚選び、フリーズする。このカードをエネルギーゾーンに
    # 置く (as part of its resolution, 4.9.2-8).
    "AV2": strat(
        "エンジェル・ボイス",
        {"targets": [BATTLE_UNIT], "effect": {"freeze": True, "self_to": "energy"}},
        cost={"white": 1},
    ),
    # A base: あなたのストラテジーが墓地に置かれた時、あなたはカードを1枚引く。
    "STB": {
        "name": "書庫の祠",
        "type": "base",
        "keywords": {"cost": {"blue": 1}, "timing": "normal"},
        "abilities": [
            {
                "id": "draw",
                "kind": "triggered",
                "trigger": {"event": "to_graveyard", "whose": "own", "type": "strategy"},
            }
            | {"effect": {"draw": 1}}
        ],
    },
    # 絶望の暗闇: 相手は自分の手札にあるカードを2枚選び、持ち主の墓地に置く。
    "DSP": strat("絶望の暗闇", {"effect": {"discard": 2}}, cost={"black": 1}),
    # 海の守り手アトゥイ: 耐性－青.
    "ATU": unit_card("海の守り手アトゥイ", 3000, {"blue": 1}, resist=["blue"]),
}


class GX(G):
    """G with the cards of these examples in its header."""

    def __init__(self, snapshot: Doc) -> None:
        super().__init__(snapshot)
        self.header["cards"].update(copy.deepcopy(EXTRA))


def _haste(cid: str) -> G:
    p1 = side("P1", hand=[c("P1:h", cid)])
    g = GX(pos(p1, side("P2")))
    g.e("P1", "play", card="P1:h", to="B11", pay=["P1:e0"])
    g.e(None, "resolve")
    g.e("P1", "move", unit="P1:h", to="B21", pay=["P1:e1"])
    g.e(None, "resolve")
    g.e("P1", "pass")
    return g


@scenario
def haste_enters_released() -> Doc:
    return doc(
        "haste-enters-released",
        "速攻を持たないユニットはフリーズ状態で置かれ、そのターンに移動できない",
        "A unit without 速攻 enters frozen and cannot move that turn",
        "P1 plays a unit without 速攻 and at once moves it to the central area, saying units may move the turn "
        "they are played, as a 速攻 unit did in the game before.",
        ["5.1.2", "2.20.1-3", "3.8.2-6"],
        _haste("HU"),
        _haste("RU"),
        printed="1.1.1",
    )


def _dolph(moves: bool) -> G:
    p1 = side("P1", graveyard=[c("P1:g", "HU")], squares=[sq("P1:r", "RU", "B12")])
    g = GX(pos(p1, side("P2")))
    g.e("P1", "play", card=c("P1:h0", "NS"), pay=["P1:e0"])
    g.e(None, "resolve")
    g.e(
        None,
        "effect",
        source="P1:h0",
        moves=[{"card": "P1:g", "from": "graveyard", "to": "B11", "frozen": True}],
    )
    unit = "P1:g" if moves else "P1:r"
    g.e("P1", "move", unit=unit, to="B21" if moves else "B22", pay=["P1:e1"])
    g.e(None, "resolve")
    g.e("P1", "pass")
    return g


@scenario
def haste_placed_by_an_effect_stays_frozen() -> Doc:
    return doc(
        "haste-placed-by-an-effect-stays-frozen",
        "効果でフリーズ状態で置かれた速攻のユニットはリリース状態にならない",
        "A 速攻 unit an effect puts into a square frozen does not enter released",
        "P1's strategy puts 爆砕の魔炎パーン (速攻) from P1's graveyard into a square frozen, as its text says; "
        "P1 then moves it, saying 速攻 makes it enter released.",
        ["5.1.2-1", "3.8.2-6"],
        _dolph(False),
        _dolph(True),
        printed="5.1.2-1",
    )


def _peace(smashed: int) -> G:
    p1 = side("P1", squares=[sq("P1:m", "RU", "B21")])
    p2 = side("P2", hand=[c("P2:q", "QS")])
    g = GX(pos(p1, p2))
    g.e("P1", "pass")
    g.e("P2", "play", card="P2:q", pay=["P2:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P2:q", smash=[{"card": "P1:m", "amount": -2}])
    g.e("P1", "play", card=c("P1:h0", "NS"), pay=["P1:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P1:h0", smash=[{"card": "P1:m", "amount": 3}])
    g.at(phase="smash")
    g.e("P1", "smash", unit="P1:m", count=smashed)
    g.e("P1", "pass")
    return g


@scenario
def negative_smash_counts_from_below_zero() -> Doc:
    return doc(
        "negative-smash-counts-from-below-zero",
        "スマッシュ-2されたユニットのスマッシュは+3されても2である",
        "A smash lowered by 2 and then raised by 3 is 2, counted from below zero",
        "P1's smash-1 unit in the central area got smash -2 from P2's 平和条約, then +3 from P1's strategy. "
        "P1 smashes 3 cards, counting the lowered smash as 0 before adding 3.",
        ["1.2.2", "3.9.1"],
        _peace(2),
        _peace(3),
        printed="1.2.2",
    )


def _fort_colour(cid: str, destroyed: bool) -> G:
    p1 = side("P1", squares=[sq("P1:f", "FRT", "P1-1"), sq("P1:u", cid, "B11")])
    g = GX(pos(p1, side("P2"), turn=6))
    g.e("P2", "play", card=c("P2:h0", "NS"), pay=["P2:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P2:h0", damage=[{"card": "P1:u", "amount": 3000}])
    if destroyed:
        g.e(None, "rule_effect", card="P1:u")
    g.e("P2", "pass")
    return g


@scenario
def multicoloured_card_has_every_colour() -> Doc:
    return doc(
        "multicoloured-card-has-every-colour",
        "赤1黒1無色2のユニットは赤でもあり、歴戦の城砦でパワーが+2000される",
        "A unit of use cost 赤1黒1無色2 is red too: 歴戦の城砦 gives it +2000",
        "P1's unit of use cost 赤1黒1無色2 (power 2000) stands in the line of P1's 歴戦の城砦 (red units +2000). "
        "P2 deals it 3000 damage and puts it into the graveyard, saying a black card is not red.",
        ["2.4.2-2", "4.16.4-5", "4.16.4"],
        _fort_colour("RBK", False),
        _fort_colour("RBK", True),
        printed="2.4.2-2",
    )


@scenario
def colourless_card_is_not_red() -> Doc:
    return doc(
        "colourless-card-is-not-red",
        "使用コストが無色2のユニットは無色で、歴戦の城砦の影響を受けない",
        "A unit of use cost 無色2 is colourless: 歴戦の城砦 does not raise it",
        "P1's unit of use cost 無色2 (power 2000) stands in the line of P1's 歴戦の城砦. P2 deals it 3000 "
        "damage; the players leave it in its square, counting it at power 4000.",
        ["2.4.2-2", "4.16.4-5"],
        _fort_colour("CLS", True),
        _fort_colour("CLS", False),
        printed="2.4.2-2",
    )


def _road(cid: str) -> G:
    p1 = side("P1", squares=[sq("P1:u", cid, "B12")])
    p2 = side("P2", hand=[c("P2:d", "DRD")], energy_cards=[c("P2:eb", "BU")])
    g = GX(pos(p1, p2, turn=6))
    g.e("P2", "play", card="P2:d", targets=["P1:u"], pay=["P2:eb"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P2:d", moves=[{"card": "P1:u", "to": "hand"}])
    g.e("P2", "pass")
    return g


@scenario
def cost_without_a_colour_is_the_sum() -> Doc:
    return doc(
        "cost-without-a-colour-is-the-sum",
        "色を指定しない使用コストは全シンボルの合計：青2無色3のユニットは4以下ではない",
        "A cost read without a colour is the sum of all symbols: 青2無色3 is not 4 or less",
        "P2 plays ディメンション・ロード (a unit of use cost 4 or less) on P1's unit of use cost 青2無色3, "
        "counting only its coloured symbols.",
        ["2.4.3", "4.7.2-5"],
        _road("FAL"),
        _road("FV5"),
        printed="2.4.3",
    )


def _home_area(square: str) -> G:
    p2 = side("P2", hand=[c("P2:h", "RU")])
    g = GX(pos(side("P1"), p2, turn=6))
    g.e("P2", "play", card="P2:h", to=square, pay=["P2:e0"])
    g.e(None, "resolve")
    g.e("P2", "pass")
    return g


@scenario
def home_area_is_seen_by_the_acting_player() -> Doc:
    return doc(
        "home-area-is-seen-by-the-acting-player",
        "自軍エリアはプレイするプレイヤーから見て判断する",
        "The home area is the one of the player who acts",
        "P2 plays a unit into the row nearest P1 (P1's home area), calling it the home area as the squares are "
        "named from P1's side.",
        ["2.24.7-1", "2.20.1-2"],
        _home_area("B32"),
        _home_area("B12"),
        printed="2.24.7-1",
    )


def _challenger(target: str) -> G:
    p1 = side("P1", squares=[sq("P1:a", "RU", "B11"), sq("P1:b", "RU", "B32")])
    p2 = side("P2", hand=[c("P2:s", "CHS")], squares=[sq("P2:c", "RU", "B33")])
    g = GX(pos(p1, p2, turn=6))
    g.e("P2", "play", card="P2:s", targets=[target], pay=["P2:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P2:s", power=[{"card": target, "amount": 4000}])
    g.e("P2", "pass")
    return g


@scenario
def enemy_area_is_seen_by_the_cards_master() -> Doc:
    return doc(
        "enemy-area-is-seen-by-the-cards-master",
        "カードのテキストの敵軍エリアはその支配者から見て判断する",
        "A card's 'enemy area' is seen from its master",
        "P2 plays チャレンジャー・ソウル (a unit in the enemy area) on P1's unit standing in P2's own home area, "
        "reading 'enemy area' as the area far from P1.",
        ["2.24.7-2", "4.7.2-5"],
        _challenger("P1:a"),
        _challenger("P1:b"),
        printed="2.24.7-2",
    )


def _temple(smashed: int) -> G:
    p1 = side("P1", hand=[c("P1:h", "HU")])
    p2 = side("P2", squares=[sq("P2:t", "TMP", "P2-3")])
    g = GX(pos(p1, p2))
    g.e("P1", "play", card="P1:h", to="B11", pay=["P1:e0"])
    g.e(None, "resolve")
    g.e("P1", "move", unit="P1:h", to="B21", pay=["P1:e1"])
    g.e(None, "resolve")
    g.at(phase="smash")
    g.e("P1", "smash", unit="P1:h", count=smashed)
    g.e("P1", "pass")
    return g


@scenario
def static_effect_reaches_a_unit_placed_later() -> Doc:
    return doc(
        "static-effect-reaches-a-unit-placed-later",
        "常在型能力の継続効果は後からスクエアに置かれたユニットにも影響する",
        "A static ability's effect reaches a unit placed after it began",
        "P2's 慈愛の神殿 (opponents' units in its line: smash -1) was already in play when P1 played a 速攻 "
        "unit (smash 1) into the central area of that line. P1 smashes 1 card with it.",
        ["4.14.4-2", "3.9.1"],
        _temple(0),
        _temple(1),
        printed="4.14.4-2",
    )


def _fairy(where: str) -> G:
    fairy = c("P1:f", "BLT")
    p1 = side(
        "P1",
        squares=[sq("P1:f", "BLT", "B11")] if where == "square" else [],
        graveyard=[fairy] if where == "graveyard" else [],
    )
    p2 = side("P2", hand=[c("P2:h", "RU")])
    g = GX(pos(p1, p2, turn=6))
    g.e("P2", "play", card="P2:h", to="B32", pay=["P2:e0"])
    g.e(None, "resolve")
    g.e("P1", "trigger", card="P1:f", ability="draw")
    g.e(None, "resolve")
    g.e("P1", "draw", count=1, source="P1:f")
    g.e("P2", "pass")
    return g


@scenario
def unit_text_works_only_in_a_square() -> Doc:
    return doc(
        "unit-text-works-only-in-a-square",
        "ユニットのテキストはバトルスペースのスクエアにある時だけ有効で、墓地では誘発しない",
        "A unit's text works only while it is in a battle-space square: from the graveyard it does not trigger",
        "P1's 銃弾に乗るフェアリー (when an opponent's unit is put into a square, draw a card) is in P1's "
        "graveyard. P2 plays a unit; P1 puts the fairy's ability on the stack.",
        ["2.20.1-7", "4.4.2"],
        _fairy("square"),
        _fairy("graveyard"),
        printed="2.20.1-7",
    )


def _plasma(nullified: bool) -> G:
    p1 = side("P1", hand=[c("P1:p", "PLK"), c("P1:em", "EMC")], squares=[sq("P1:r", "RU", "B21")])
    p2 = side("P2", squares=[sq("P2:v", "RU", "B31")])
    g = GX(pos(p1, p2))
    g.e("P1", "play", card="P1:p", to="B11", pay=["P1:e0", "P1:e1"])
    g.e(None, "resolve")
    g.e("P1", "trigger", card="P1:p", ability="blast")
    g.e("P1", "play", card="P1:em", targets=["P1:p"], pay=["P1:e2"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P1:em", moves=[{"card": "P1:p", "to": "hand"}])
    if nullified:
        g.e(None, "resolve", nullified=True)
    else:
        g.e(None, "resolve")
        g.e(
            None,
            "effect",
            source="P1:p",
            damage=[{"card": "P1:r", "amount": 1000}, {"card": "P2:v", "amount": 1000}],
        )
    g.e("P1", "pass")
    return g


@scenario
def ability_reads_the_last_square_of_its_card() -> Doc:
    return doc(
        "ability-reads-the-last-square-of-its-card",
        "手札に戻ったプラズマキッド・ドラゴンの能力は直前にいたスクエアのラインで解決される",
        "プラズマキッド・ドラゴン's ability resolves for the line its card last stood in",
        "P1's プラズマキッド・ドラゴン triggers when placed; P1 returns the dragon to hand with エマージェンシー・コール "
        "before it resolves. P2 says the ability has no line left and is nullified.",
        ["4.9.2-6", "4.2.6", "4.9.2-1"],
        _plasma(False),
        _plasma(True),
        printed="4.9.2-6",
    )


def _keeps(reset: bool) -> G:
    p1 = side("P1", squares=[sq("P1:k", "CAN", "B11", power=3000, damage=1000)])
    p2 = side("P2", hand=[c("P2:q", "QS")])
    g = GX(pos(p1, p2))
    g.e("P1", "move", unit="P1:k", to="B21", pay=["P1:e0"])
    g.e(None, "resolve")
    g.e("P1", "pass")
    g.e("P2", "play", card="P2:q", pay=["P2:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P2:q", damage=[{"card": "P1:k", "amount": 4000}])
    if not reset:
        g.e(None, "rule_effect", card="P1:k")
    g.e("P1", "pass")
    return g


@scenario
def square_to_square_keeps_damage_and_power() -> Doc:
    return doc(
        "square-to-square-keeps-damage-and-power",
        "スクエアからスクエアへ移動したユニットはパワーの修整もダメージも保つ",
        "A unit moved square to square keeps its power change and its damage",
        "P1's 自走戦鬼大砲蜘蛛 (power 2000, +3000 by ルビー・ソウル, 1000 damage) moved to the next square. P2 "
        "then deals it 4000 damage; the players leave it there, saying the move wiped its damage.",
        ["2.23.1-3", "4.16.4-5"],
        _keeps(False),
        _keeps(True),
        printed="2.23.1-3",
    )


def _chaos(stays: bool) -> G:
    p1 = side("P1", squares=[sq("P1:k", "CAN", "B11", power=3000, damage=1000)])
    g = GX(pos(p1, side("P2", hidden_hand=3), turn=6))
    g.e("P2", "play", card=c("P2:h0", "NS"), pay=["P2:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P2:h0", moves=[{"card": "P1:k", "to": "energy"}])
    g.e("P2", "play", card=c("P2:h1", "NS"), pay=["P2:e1"])
    g.e(None, "resolve")
    g.e(
        None,
        "effect",
        source="P2:h1",
        moves=[{"card": "P1:k", "from": "energy", "to": "B11", "player": "P1"}],
    )
    g.e("P2", "play", card=c("P2:h2", "NS"), pay=["P2:e2"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P2:h2", damage=[{"card": "P1:k", "amount": 2000}])
    if not stays:
        g.e(None, "rule_effect", card="P1:k")
    g.e("P2", "pass")
    return g


@scenario
def new_zone_new_card() -> Doc:
    return doc(
        "new-zone-new-card",
        "エネルギーゾーンを経たユニットはパワーの修整もダメージも失う",
        "A unit that went through the energy zone loses its power change and damage",
        "P1's 自走戦鬼大砲蜘蛛 (+3000, 1000 damage) was put into the energy zone and then back into a square. P2 "
        "deals it 2000 damage; P1 keeps it, counting the +3000.",
        ["2.23.1-3", "4.16.4-5"],
        _chaos(False),
        _chaos(True),
        printed="2.23.1-3",
    )


def _atui(changed_first: bool, damaged: bool) -> G:
    p1 = side("P1", hand=[c("P1:hn", "HNT")])
    p2 = side("P2", hand=[c("P2:q", "QS")], squares=[sq("P2:a", "ATU", "B31")])
    g = GX(pos(p1, p2))
    g.e("P1", "play", card="P1:hn", to="B11", pay=["P1:e0", "P1:e1"])
    g.e(None, "resolve")
    if changed_first:
        # スプレーアートの聖地 turned the hunter blue before its ability went on the stack (recorded as an
        # effect of the colour-changing card).
        g.e(None, "effect", source="P2:q", colour=[{"card": "P1:hn", "colours": ["blue"]}])
    g.e("P1", "trigger", card="P1:hn", ability="shot", targets=["P2:a"])
    if not changed_first:
        g.e("P1", "pass")
        g.e("P2", "play", card="P2:q", pay=["P2:e0"])
        g.e(None, "resolve")
        g.e(None, "effect", source="P2:q", colour=[{"card": "P1:hn", "colours": ["blue"]}])
    g.e(None, "resolve")
    if damaged:
        g.e(None, "effect", source="P1:hn", damage=[{"card": "P2:a", "amount": 4000}])
        g.e(None, "rule_effect", card="P2:a")
    g.e("P1", "pass")
    return g


@scenario
def resist_reads_the_colour_on_resolution() -> Doc:
    return doc(
        "resist-reads-the-colour-on-resolution",
        "耐性がダメージを防ぐかは解決時の発生源の色で決まる",
        "Whether 耐性 stops damage is read from the source's colour on resolution",
        "P1's red シャイニング・ハンター's ability targets P2's 海の守り手アトゥイ (耐性－青). Before it resolves, "
        "スプレーアートの聖地 makes the hunter blue. P1 deals the 4000 damage anyway and the Atui is destroyed.",
        ["5.17.3", "2.27.0"],
        _atui(False, False),
        _atui(False, True),
        printed="2.27.0",
    )


@scenario
def resist_reads_the_colour_when_targeted() -> Doc:
    return doc(
        "resist-reads-the-colour-when-targeted",
        "耐性－青のユニットは、スタックに乗る時点で青の発生源の能力の対象にならない",
        "A unit with 耐性－青 cannot be targeted by an ability whose source is blue when it goes on the stack",
        "P1's シャイニング・ハンター was made blue before its ability went on the stack; P1 targets P2's "
        "海の守り手アトゥイ (耐性－青) with it.",
        ["2.27.0", "5.17.2"],
        _atui(False, False),
        _atui(True, False),
        printed="2.27.0",
    )


def _plan_draw(drawn: str) -> G:
    p1 = side("P1", plan=c("P1:p", "RU"), deck_cards=[c("P1:d", "BU")])
    snap = pos(p1, side("P2"), phase="draw")
    snap["this_turn"] = {"drawn": 0, "energy": 0, "priority": "P1"}
    g = GX(snap)
    g.e("P1", "draw", cards=[drawn])
    g.e("P1", "pass")
    return g


@scenario
def plan_card_is_drawn_first() -> Doc:
    return doc(
        "plan-card-is-drawn-first",
        "プランゾーンにカードがある時に1枚引くと、プランゾーンのカードを手札に加える",
        "Drawing with a card in the plan zone draws the plan card",
        "P1 has a face-up plan card on top of the deck. In the draw phase P1 takes the face-down card below it "
        "instead, leaving the plan zone as it was.",
        ["2.23.3-1", "2.23.3-2"],
        _plan_draw("P1:p"),
        _plan_draw("P1:d"),
        printed="2.23.3-2",
    )


def _plan_smash(cards: list[str]) -> G:
    p1 = side("P1", squares=[sq("P1:u", "RU", "B21")])
    p2 = side("P2", plan=c("P2:p", "RU"), deck_cards=[c("P2:d", "BU"), c("P2:d2", "BU")])
    g = GX(pos(p1, p2, phase="smash"))
    g.e("P1", "smash", unit="P1:u", cards=cards)
    g.e("P1", "pass")
    return g


@scenario
def smash_takes_the_plan_card_too() -> Doc:
    return doc(
        "smash-takes-the-plan-card-too",
        "プランゾーンにカードがある時のスマッシュはプランゾーンのカードを含めて山札の上から置く",
        "A smash with a card in the plan zone moves the plan card with the cards below it",
        "P1 smashes with a smash-1 unit in the central area while P2 has a face-up plan card; P1 puts the "
        "face-down card below it into P2's smash zone instead.",
        ["2.23.3-1", "2.23.3-2"],
        _plan_smash(["P2:p"]),
        _plan_smash(["P2:d"]),
        printed="2.23.3-2",
    )


def _meteor_pay(pay: list[str]) -> G:
    p1 = side("P1", hand=[c("P1:m", "MTR")], smash=0)
    p1["smash"] = {"count": 3, "cards": [c("P1:s0", "BU"), c("P1:s1", "BU"), c("P1:s2", "BU")]}
    p1["deck"]["count"] -= 3
    g = GX(pos(p1, side("P2")))
    g.e("P1", "play", card="P1:m", x=2, pay=pay)
    g.e(None, "resolve")
    g.e("P1", "pass")
    return g


@scenario
def coloured_cost_only_from_the_energy_zone() -> Doc:
    return doc(
        "coloured-cost-only-from-the-energy-zone",
        "メテオ・ブラスターの赤1はエネルギーゾーンの赤で払い、Xはスマッシュゾーンからも払える",
        "メテオ・ブラスター's red 1 comes from the energy zone; its X may come from the smash zone too",
        "P1 plays メテオ・ブラスター (赤1 + 無色X) with X = 2, freezing three smash-zone cards and no red "
        "energy-zone card.",
        ["1.2.3-3", "1.2.3-1"],
        _meteor_pay(["P1:e0", "P1:s0", "P1:s1"]),
        _meteor_pay(["P1:s0", "P1:s1", "P1:s2"]),
        printed="1.2.3-3",
    )


def _nose_on_square(trigger: bool) -> G:
    p1 = side("P1", squares=[sq("P1:n", "NOZ", "B11")])
    g = GX(pos(p1, side("P2"), turn=6))
    g.e("P2", "play", card=c("P2:h0", "NS"), pay=["P2:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P2:h0", moves=[{"card": "P1:n", "to": "smash"}])
    if trigger:
        g.e("P1", "trigger", card="P1:n", ability="plan")
        g.e(None, "resolve")
    g.e("P2", "pass")
    return g


@scenario
def plan_zone_text_does_nothing_in_a_square() -> Doc:
    return doc(
        "plan-zone-text-does-nothing-in-a-square",
        "プランゾーンでのみ有効なテキストはスクエアにある間は意味を成さない",
        "Text that works only in the plan zone means nothing while the card is in a square",
        "P1's 調律体ノゼ (plan-zone effect: when this card is put into the smash zone, …) stands in a square "
        "and P2's effect puts it into the smash zone. P1 puts its ability on the stack.",
        ["2.10.3", "4.4.2"],
        _nose_on_square(False),
        _nose_on_square(True),
        printed="2.10.3",
    )


def _flygan(trigger: bool) -> G:
    p1 = side("P1", squares=[sq("P1:x", "NBR", "B11"), sq("P1:f", "RU", "B12")])
    g = GX(pos(p1, side("P2"), turn=6))
    g.e("P2", "play", card=c("P2:h0", "NS"), pay=["P2:e0"])
    g.e(None, "resolve")
    g.e(
        None,
        "effect",
        source="P2:h0",
        moves=[{"card": "P1:x", "to": "graveyard"}, {"card": "P1:f", "to": "graveyard"}],
    )
    if trigger:
        g.e("P1", "trigger", card="P1:x", ability="draw")
        g.e(None, "resolve")
        g.e("P1", "draw", count=1, source="P1:x")
    g.e("P2", "pass")
    return g


@scenario
def neighbour_leaving_with_it_still_triggers() -> Doc:
    return doc(
        "neighbour-leaving-with-it-still-triggers",
        "隣のユニットと同時に墓地に置かれたカードの能力も、直前の情報で誘発する",
        "A card put into the graveyard together with its neighbour still triggers, from its last information",
        "P1's unit (when your unit in an adjacent square is put from a square into the graveyard, draw a card) "
        "and P1's フリーガン・フライ next to it are put into the graveyard at once. P1 does not draw, saying the "
        "unit had already left.",
        ["4.8.11", "4.8.2"],
        _flygan(True),
        _flygan(False),
        printed="4.8.11-1",
    )


def _thirst(draws: bool) -> G:
    p1 = side("P1", hand=[c("P1:m", "MMH")], squares=[sq("P1:n", "NDR", "B12")])
    g = GX(pos(p1, side("P2")))
    g.e("P1", "play", card="P1:m", pay=["P1:e0"])
    g.e(None, "resolve")
    if draws:
        g.e("P1", "draw", count=2, source="P1:m")
    g.e("P1", "pass")
    return g


@scenario
def cannot_wins_over_can() -> Doc:
    return doc(
        "cannot-wins-over-can",
        "「カードを引くことができない」能力がある時、益々繁盛をプレイしてもカードを引けない",
        "With 'you cannot draw cards' in play, 益々繁盛 draws nothing",
        "P1 controls a unit whose ability says P1 cannot draw cards, plays 益々繁盛 (draw 2 cards) and draws 2.",
        ["1.1.2"],
        _thirst(False),
        _thirst(True),
        printed="1.1.2",
    )


def _stand_still(spell_first: bool) -> G:
    p1 = side("P1", hand=[c("P1:s", "NMV"), c("P1:h", "HU")])
    g = GX(pos(p1, side("P2")))

    def spell() -> None:
        g.e("P1", "play", card="P1:s", pay=["P1:e0"])
        g.e(None, "resolve")

    if spell_first:
        spell()
    g.e("P1", "play", card="P1:h", to="B11", pay=["P1:e1"])
    g.e(None, "resolve")
    g.e("P1", "move", unit="P1:h", to="B21", pay=["P1:e2"])
    g.e(None, "resolve")
    if not spell_first:
        spell()
    g.e("P1", "pass")
    return g


@scenario
def no_move_reaches_units_placed_later() -> Doc:
    return doc(
        "no-move-reaches-units-placed-later",
        "「ターン終了時まで移動できない」効果は、解決後にスクエアに置かれたユニットにも及ぶ",
        "'No unit may move until the end of the turn' reaches units put into squares after it resolved",
        "P1's strategy says no unit in the battle space may move until the end of the turn. After it resolved, "
        "P1 plays a 速攻 unit and moves it, saying the effect only held the units there when it resolved.",
        ["4.14.3-2"],
        _stand_still(False),
        _stand_still(True),
        printed="4.14.3-2",
    )


def _tower_rule(ignored: bool) -> G:
    p1 = side("P1", squares=[sq("P1:t", "TW2", "P1-1"), sq("P1:pen", "PEN", "B11")])
    g = GX(pos(p1, side("P2"), turn=6))
    g.e("P2", "play", card=c("P2:h0", "NS"), pay=["P2:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P2:h0", damage=[{"card": "P1:pen", "amount": 3000}])
    if ignored:
        g.e(None, "rule_effect", card="P1:pen")
        g.e("P1", "trigger", card="P1:pen", ability="draw")
        g.e(None, "resolve")
        g.e("P1", "draw", count=1, source="P1:pen")
    else:
        g.e(None, "rule_effect", card="P1:pen", to="energy", replaced_by="P1:t")
    g.e("P2", "pass")
    return g


@scenario
def static_replacement_replaces_every_time() -> Doc:
    return doc(
        "static-replacement-replaces-every-time",
        "大地の塔と同じラインのユニットは墓地のかわりにエネルギーゾーンに置かれ、ペンギン・ポーは誘発しない",
        "A unit in 大地の塔's line goes to the energy zone instead of the graveyard, and ペンギン・ポー does not "
        "trigger",
        "P1's 玩具商人ペンギン・ポー, in the line of P1's 大地の塔, is destroyed. The players put it into the "
        "graveyard and P1 draws a card by its ability.",
        ["4.15.4", "4.15.3", "4.15.2"],
        _tower_rule(False),
        _tower_rule(True),
        printed="4.15.4",
    )


def _nest(destroyed: bool) -> G:
    p1 = side("P1", squares=[sq("P1:n", "NST", "P1-1"), sq("P1:d", "DRS", "B11")])
    g = GX(pos(p1, side("P2"), turn=6))
    g.e("P2", "play", card=c("P2:h0", "NS"), pay=["P2:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P2:h0", damage=[{"card": "P1:d", "amount": 3000}])
    if destroyed:
        g.e(None, "rule_effect", card="P1:d")
    g.e("P2", "pass")
    return g


@scenario
def two_races_are_both_had() -> Doc:
    return doc(
        "two-races-are-both-had",
        "種族「ドラゴン/サラマンダー」のユニットはドラゴンでもある",
        "A unit of race 「ドラゴン/サラマンダー」 is a ドラゴン too",
        "P1's ドラゴン/サラマンダー unit (power 2000) stands in the line of P1's base that gives P1's ドラゴン "
        "+2000. P2 deals it 3000 damage and it is put into the graveyard, P2 saying it is a サラマンダー.",
        ["2.8.2", "4.16.4"],
        _nest(False),
        _nest(True),
        printed="2.8.2",
    )


def _wave(nullified: bool) -> G:
    p1 = side("P1", squares=[sq("P1:a", "RU", "B11"), sq("P1:b", "RU", "B12")])
    p2 = side("P2", hand=[c("P2:w", "WAV")], squares=[sq("P2:x", "RU", "B33")])
    g = GX(pos(p1, p2, turn=6))
    g.e("P2", "play", card="P2:w", targets=[["P1:a"], ["P1:b"]], pay=["P2:e0"])
    g.e("P2", "play", card=c("P2:h0", "QS"), pay=["P2:e1"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P2:h0", moves=[{"card": "P1:a", "to": "hand"}])
    if nullified:
        g.e(None, "resolve", nullified=True)
    else:
        g.e(None, "resolve")
        g.e(None, "effect", source="P2:w", moves=[{"card": "P1:b", "to": "graveyard"}])
    g.e("P2", "pass")
    return g


@scenario
def target_named_by_another_target() -> Doc:
    return doc(
        "target-named-by-another-target",
        "対象Aと同じエリアの対象Bを選ぶスペルは、Aが離れるとBも不適切になり無効化される",
        "A spell whose target B must share an area with target A is nullified when A leaves",
        "P2 plays 滅びの波動 on P1's unit A and P1's unit B in the same area; before it resolves A is returned to "
        "P1's hand. P2 resolves it and puts B into the graveyard.",
        ["4.9.2-2", "4.9.2-1"],
        _wave(True),
        _wave(False),
        printed="4.9.2-2",
    )


def _blessing(late: bool) -> G:
    p1 = side(
        "P1",
        hand=[c("P1:b", "BLS"), c("P1:h", "HU")],
        squares=[sq("P1:u", "RU", "B11")],
        energy_cards=[c("P1:ew", "FU"), c("P1:w", "WU")],
    )
    g = GX(pos(p1, side("P2")))
    g.header["cards"]["WU"] = unit_card("白のユニット", 1000, {"white": 1})
    g.e("P1", "play", card="P1:b", pay=["P1:w"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P1:b", power=[{"card": "P1:u", "amount": 2000}])
    g.e("P1", "play", card="P1:h", to="B12", pay=["P1:e0"])
    g.e(None, "resolve")
    if late:
        g.e(None, "effect", source="P1:b", power=[{"card": "P1:h", "amount": 2000}])
    g.e("P1", "pass")
    return g


@scenario
def spell_data_change_reaches_only_the_cards_then_there() -> Doc:
    return doc(
        "spell-data-change-reaches-only-the-cards-then-there",
        "天使の祝福の解決後にそのエリアに置かれたユニットのパワーは上がらない",
        "A unit put into the area after 天使の祝福 resolved does not get its +2000",
        "P1's 天使の祝福 (your units in the chosen area +2000 until the end of the turn) resolved for P1's home "
        "area. P1 then plays a unit into that area and gives it +2000 as well.",
        ["4.14.3-2"],
        _blessing(False),
        _blessing(True),
        printed="4.14.3-2",
    )


def _muller(claim: bool) -> G:
    p1 = side("P1", squares=[sq("P1:mu", "MUL", "B11")])
    g = GX(pos(p1, side("P2"), turn=6))
    g.e("P2", "play", card=c("P2:h0", "NS"), pay=["P2:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P2:h0", moves=[{"card": "P1:mu", "to": "graveyard"}])
    if claim:
        g.e("P1", "trigger", card="P1:mu", ability="return", targets=["P1:mu"])
        g.e(None, "resolve")
        g.e(None, "effect", source="P1:mu", moves=[{"card": "P1:mu", "to": "hand"}])
    else:
        g.e("P1", "trigger", card="P1:mu", ability="return", targets=[])
    g.e("P2", "pass")
    return g


@scenario
def impossible_action_is_not_done() -> Doc:
    return doc(
        "impossible-action-is-not-done",
        "墓地に選べるユニットがない時、真夜中の狩人ミュラーの能力は何もしない",
        "With no unit it may choose in the graveyard, 真夜中の狩人ミュラー's ability does nothing",
        "P1's graveyard was empty when P1's 真夜中の狩人ミュラー (a ヴァンパイア; it returns a unit of cost 3 or "
        "less but no ヴァンパイア) was put from its square into the graveyard. P1 returns the Müller itself.",
        ["1.1.3", "4.8.4-2"],
        _muller(False),
        _muller(True),
        printed="1.1.3",
    )


def _marian(nullified: bool) -> G:
    p1 = side(
        "P1",
        squares=[sq("P1:t", "TW2", "P1-1"), sq("P1:m", "MAR", "B11")],
        energy_cards=[c("P1:eb", "NDR")],
    )
    p2 = side("P2", squares=[sq("P2:v", "RU", "B31")])
    g = GX(pos(p1, p2))
    g.e(
        "P1",
        "activate",
        card="P1:m",
        ability="doll",
        timing="quick",
        cost={"black": 1, "colourless": 1},
        pay=["P1:eb", "P1:e0"],
        targets=["P2:v"],
    )
    # The cost 「このカードを廃棄する」: 大地の塔 puts it into the energy zone instead of the graveyard.
    g.e(None, "effect", source="P1:m", moves=[{"card": "P1:m", "to": "energy", "instead_of": "graveyard"}])
    if nullified:
        g.e(None, "resolve", nullified=True)
    else:
        g.e(None, "resolve")
        g.e(None, "effect", source="P1:m", moves=[{"card": "P2:v", "to": "graveyard"}])
    g.e("P1", "pass")
    return g


@scenario
def replaced_cost_is_still_paid() -> Doc:
    return doc(
        "replaced-cost-is-still-paid",
        "大地の塔でマリアンが墓地のかわりにエネルギーゾーンに置かれても、廃棄のコストは支払われている",
        "微笑む人形マリアン put into the energy zone by 大地の塔 instead of the graveyard still paid its cost",
        "P1 activates 微笑む人形マリアン, discarding it as part of the cost; 大地の塔 puts it into the energy zone "
        "instead. P2 says the cost was not paid and the ability does nothing; the players treat it as nullified.",
        ["4.15.5", "4.9.2-1"],
        _marian(False),
        _marian(True),
        printed="4.15.5",
    )


def _gertroll(paid: bool) -> G:
    """P1's 変炎獣ゲルトロール puts a smash; the card would be the plan's ホーリー・スター, whose replacement sends it
    to the graveyard instead. Then ゲルトロール moves forward, paying nothing, or (`paid`) its usual 〔無1〕."""
    p1 = side("P1", squares=[sq("P1:g", "GRT", "B11")], plan=c("P1:hs", "HST"))
    g = G(pos(p1, side("P2")))
    g.e("P1", "activate", card="P1:g", ability="burn", cost={"colourless": 1}, pay=["P1:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P1:g", moves=[{"card": "P1:hs", "to": "graveyard", "instead_of": "smash"}])
    g.e("P1", "move", unit="P1:g", to="B21", pay=["P1:e1"] if paid else [])
    g.e(None, "resolve")
    return g


@scenario
def replaced_action_still_done() -> Doc:
    return doc(
        "replaced-action-still-done",
        "ホーリー・スターが置換しても、ゲルトロールはスマッシュを置いたものとして移動コストが〔無0〕になる",
        "ゲルトロール's smash replaced by ホーリー・スター still counts as placed: its forward move costs 〔無0〕",
        "P1's 変炎獣ゲルトロール (here: 〔無1〕：あなたはスマッシュを1枚置く。スマッシュを置いた場合、このターン、"
        "このカードを前方のバトルスペースのスクエアに移動するコストを〔無0〕にする) puts a smash while 悲哀の騎士"
        "ホーリー・スター is the top of P1's plan; ホーリー・スター's ability (its text is not printed; here: put "
        "into the graveyard instead) replaces the placement. P2 says no smash was put, so P1 pays the move's "
        "usual 〔無1〕 to move ゲルトロール forward.",
        ["4.15.5-1"],
        _gertroll(False),
        _gertroll(True),
        printed="4.15.5-1",
    )


def _rosanna(destroyed: bool) -> G:
    p1 = side(
        "P1",
        squares=[sq("P1:r", "ROS", "B13"), sq("P1:d", "DOL", "P1-2"), sq("P1:u", "CAN", "B11")],
    )
    g = GX(pos(p1, side("P2"), turn=6))
    g.e("P2", "play", card=c("P2:h0", "NS"), pay=["P2:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P2:h0", damage=[{"card": "P1:u", "amount": 2500}])
    if destroyed:
        g.e(None, "rule_effect", card="P1:u")
    g.e("P2", "pass")
    return g


@scenario
def race_change_applies_before_power() -> Doc:
    return doc(
        "race-change-applies-before-power",
        "種族に「ドール」を加える効果と弾幕を張るロザンナは、種族を先に、パワーを後に適用する",
        "An effect adding the race ドール applies before 弾幕を張るロザンナ's power change",
        "P1 controls 弾幕を張るロザンナ (your ドール +1000) and a base giving P1's units the race ドール. P1's "
        "power-2000 unit, no ドール by itself, takes 2500 damage; P2 says Rosanna does not raise it, the base "
        "having come in after Rosanna, and it is put into the graveyard.",
        ["4.14.5-2", "4.16.4"],
        _rosanna(False),
        _rosanna(True),
        printed="4.14.5-2",
    )


def _picaresque(switch: bool) -> G:
    p1 = side("P1", hand=[c("P1:p", "PIC")])
    p2 = side("P2", hand=[c("P2:em", "EMC")], squares=[sq("P2:v", "RU", "B32")])
    g = GX(pos(p1, p2))
    g.e("P1", "play", card="P1:p", ability="bounce", targets=["P2:v"], pay=["P1:e0"])
    g.e("P1", "pass")
    g.e("P2", "play", card="P2:em", targets=["P2:v"], pay=["P2:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P2:em", moves=[{"card": "P2:v", "to": "hand"}])
    if switch:
        g.e(None, "resolve", ability="draw")
        g.e("P1", "draw", count=1, source="P1:p")
    else:
        g.e(None, "resolve", nullified=True)
    g.e("P1", "pass")
    return g


@scenario
def choice_of_effect_is_made_when_played() -> Doc:
    return doc(
        "choice-of-effect-is-made-when-played",
        "ピカレスク・ロマンのどの効果を使うかはプレイ時に決め、解決時に変えられない",
        "Which of ピカレスク・ロマン's effects is used is decided when it is played, not on resolution",
        "P1 plays ピカレスク・ロマン choosing to return P2's unit; P2 returns the unit itself first. On "
        "resolution P1 switches to the other effect and draws a card.",
        ["4.7.2-2"],
        _picaresque(False),
        _picaresque(True),
        printed="4.7.2-2",
    )


def _angel_voice_to_energy(claim: bool) -> G:
    p1 = side(
        "P1",
        hand=[c("P1:av", "AV2")],
        squares=[sq("P1:b", "STB", "P1-2")],
        energy_cards=[c("P1:w", "WU")],
    )
    p2 = side("P2", squares=[sq("P2:v", "RU", "B32")])
    g = GX(pos(p1, p2))
    g.header["cards"]["WU"] = unit_card("白のユニット", 1000, {"white": 1})
    g.e("P1", "play", card="P1:av", targets=["P2:v"], pay=["P1:w"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P1:av", freeze=["P2:v"])
    if claim:
        g.e("P1", "trigger", card="P1:b", ability="draw")
        g.e(None, "resolve")
        g.e("P1", "draw", count=1, source="P1:b")
    g.e("P1", "pass")
    return g


@scenario
def strategy_put_elsewhere_by_its_own_resolution() -> Doc:
    return doc(
        "strategy-put-elsewhere-by-its-own-resolution",
        "解決の一環としてエネルギーゾーンに置かれたエンジェル・ボイスは墓地に置かれない",
        "エンジェル・ボイス, put into the energy zone as part of its resolution, is not put into the graveyard",
        "P1's エンジェル・ボイス resolves and, as its text says, goes into P1's energy zone. P1 then draws by "
        "P1's base that triggers when one of P1's strategies is put into the graveyard.",
        ["4.9.2-8", "4.4.2"],
        _angel_voice_to_energy(False),
        _angel_voice_to_energy(True),
        printed="4.9.2-8",
    )


def _despair(discards: int) -> G:
    p1 = side("P1", hand=[c("P1:d", "DSP")], energy_cards=[c("P1:eb", "NDR")])
    p2 = side("P2", hand=[c("P2:h", "RU")], hidden_hand=0)
    g = GX(pos(p1, p2))
    g.e("P1", "play", card="P1:d", pay=["P1:eb"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P1:d", moves=[{"card": "P2:h", "to": "graveyard"}][:discards])
    g.e("P1", "pass")
    return g


@scenario
def as_much_as_can_be_done_is_done() -> Doc:
    return doc(
        "as-much-as-can-be-done-is-done",
        "相手の手札が1枚なら、絶望の暗闇でその1枚が墓地に置かれる",
        "With one card in hand, 絶望の暗闇 puts that one card into the graveyard",
        "P1 plays 絶望の暗闇 (the opponent puts 2 cards from their hand into the graveyard). P2 has one card "
        "in hand and keeps it, saying 2 cards cannot be chosen.",
        ["4.12.2"],
        _despair(1),
        _despair(0),
        printed="4.12.2",
    )


# --- who controls a card an effect puts into a square (2.20.1-4, 2.20.1-5, 2.20.2-4) ------------------
# Each ruling was read from its clause before the logs were written: the spell's or ability's master,
# unless its text names the player who puts the card there.

EXTRA.update(
    {
        # 冥界の門: あなたは自分の墓地にある対象の使用コストX以下のユニットを1枚選び、自分のユニットのない自軍エリアの
        # スクエアにリリース状態で置く。 (played with X = 2: the target group reads a fixed cost_max)
        "GTE": strat(
            "冥界の門",
            {
                "targets": [{"zone": "graveyard", "whose": "own", "type": "unit", "cost_max": 2}],
                "effect": {"reanimate": "home_area"},
            },
            cost={"black": 1, "x": 1},
        ),
        # 老衰遺伝子: …持ち主のエネルギーゾーンにリリース状態で置く。あなたは、そのエネルギーゾーンにある…ユニットを1枚
        # 選び、そのユニットの持ち主は、そのユニットを…あったスクエアに、フリーズ状態で置く。
        "SNS": strat(
            "老衰遺伝子",
            {"targets": [BATTLE_UNIT], "effect": {"to_energy_swap": True, "placer": "owner"}},
        ),
        # 新たなる支配者: あなたは対象のラインを1つ選び、そのラインにあるすべてのベースを、持ち主の墓地に置く。あなたは
        # 自分の手札かプランゾーンにあるベースを1枚選び、そのラインの自分のベーススペースのスクエアに置いてよい。
        "NRL": strat("新たなる支配者", {"effect": {"line_bases": "graveyard", "base_from_hand": True}}),
    }
)


def _underworld(under: str | None) -> G:
    p1 = side(
        "P1",
        hand=[c("P1:gt", "GTE")],
        energy_cards=[c("P1:eb", "NDR")],
        graveyard=[c("P1:g", "RU")],
    )
    g = GX(pos(p1, side("P2")))
    g.e("P1", "play", card="P1:gt", x=2, targets=["P1:g"], pay=["P1:eb", "P1:e0", "P1:e1"])
    g.e(None, "resolve")
    g.e(
        None,
        "effect",
        source="P1:gt",
        moves=[{"card": "P1:g", "to": "B12"} | ({"player": under} if under else {})],
    )
    g.e("P1", "pass")
    return g


@scenario
def unit_put_by_a_spell_is_its_masters() -> Doc:
    return doc(
        "unit-put-by-a-spell-is-its-masters",
        "冥界の門で墓地からスクエアに置かれたユニットは冥界の門の支配者の支配下で置かれる",
        "A unit 冥界の門 puts from the graveyard into a square enters under 冥界の門's master",
        "P1's 冥界の門 puts a unit from P1's graveyard into B12 (P1's home area). The log records the unit "
        "under P2's control, P2 saying an effect's unit is controlled by the player whose square it is not.",
        ["2.20.1-4"],
        _underworld(None),
        _underworld("P2"),
        printed="2.20.1-4",
    )


def _old_age(under: str | None) -> G:
    p1 = side("P1", hand=[c("P1:sn", "SNS")])
    p2 = side("P2", squares=[sq("P2:v", "MLT", "B32")], energy_cards=[c("P2:ex", "RU")])
    g = GX(pos(p1, p2))
    g.e("P1", "play", card="P1:sn", targets=["P2:v"], pay=["P1:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P1:sn", moves=[{"card": "P2:v", "to": "energy"}])
    back = {"card": "P2:ex", "to": "B32", "frozen": True} | ({"player": under} if under else {})
    g.e(None, "effect", source="P1:sn", moves=[back])
    g.e("P1", "pass")
    return g


@scenario
def unit_put_by_its_named_player_is_theirs() -> Doc:
    return doc(
        "unit-put-by-its-named-player-is-theirs",
        "老衰遺伝子で持ち主がスクエアに置くユニットは、指定された持ち主の支配下で置かれる",
        "A unit 老衰遺伝子 has its owner put into the square enters under that owner, not the spell's master",
        "P1's 老衰遺伝子 puts P2's unit into P2's energy zone; P1 chooses a cheaper unit there and its owner, "
        "P2, puts it frozen into the square. P1 records it under P1's control as the spell's master (2.20.1-4).",
        ["2.20.1-5"],
        _old_age(None),
        _old_age("P1"),
        printed="2.20.1-5",
    )


def _new_ruler(under: str | None) -> G:
    p1 = side("P1", hand=[c("P1:nr", "NRL"), c("P1:nb", "BA")], squares=[sq("P1:b", "BA", "P1-2")])
    p2 = side("P2", squares=[sq("P2:b", "BA", "P2-2")])
    g = GX(pos(p1, p2))
    g.e("P1", "play", card="P1:nr", pay=["P1:e0"])
    g.e(None, "resolve")
    g.e(
        None,
        "effect",
        source="P1:nr",
        moves=[{"card": "P1:b", "to": "graveyard"}, {"card": "P2:b", "to": "graveyard"}],
    )
    g.e(
        None,
        "effect",
        source="P1:nr",
        moves=[{"card": "P1:nb", "to": "P1-2"} | ({"player": under} if under else {})],
    )
    g.e("P1", "pass")
    return g


@scenario
def base_put_by_a_spell_is_its_masters() -> Doc:
    return doc(
        "base-put-by-a-spell-is-its-masters",
        "新たなる支配者で手札からベーススペースに置かれたベースは新たなる支配者の支配者の支配下で置かれる",
        "A base 新たなる支配者 puts from hand into a base square enters under 新たなる支配者's master",
        "P1's 新たなる支配者 puts both bases of the centre line into their owners' graveyards, then P1 puts a "
        "base from hand into the line's base square. The log records it under P2's control, P2 saying the "
        "line's base space was taken from P2.",
        ["2.20.2-4"],
        _new_ruler(None),
        _new_ruler("P2"),
        printed="2.20.2-4",
    )


# --- both players acting at once (1.1.4) -------------------------------------------------------------

# The printed example's strategy: それぞれのプレイヤーは自分のユニットを1枚選び、持ち主の墓地に置く。
EXTRA["EAC"] = strat("それぞれの生贄（1.1.4の例のストラテジー）", {"effect": {"each_player_sacrifices": 1}})


def _each_chooses(order: list[str]) -> G:
    p1 = side("P1", hand=[c("P1:s", "EAC")], squares=[sq("P1:u", "RU", "B11")])
    p2 = side("P2", squares=[sq("P2:v", "RU", "B33")])
    g = GX(pos(p1, p2))
    g.e("P1", "play", card="P1:s", pay=["P1:e0"])
    g.e(None, "resolve")
    chosen = {"P1": ["P1:u"], "P2": ["P2:v"]}
    g.e(
        None,
        "effect",
        source="P1:s",
        choices=[{"player": seat, "cards": chosen[seat]} for seat in order],
        moves=[{"card": "P1:u", "to": "graveyard"}, {"card": "P2:v", "to": "graveyard"}],
    )
    g.e("P1", "pass")
    return g


@scenario
def active_player_chooses_first() -> Doc:
    return doc(
        "active-player-chooses-first",
        "両方のプレイヤーが選ぶ効果では、アクティブプレイヤーが先に選び、それを確認してから相手が選ぶ",
        "When both players choose, the active player chooses first and the other player after seeing it",
        "P1, the active player, plays a strategy by which each player chooses one of their units and puts it "
        "into its owner's graveyard. P2 names a unit first and P1 chooses after seeing P2's choice.",
        ["1.1.4"],
        _each_chooses(["P1", "P2"]),
        _each_chooses(["P2", "P1"]),
        printed="1.1.4",
    )


# --- hidden information during a resolution (2.25.4) -------------------------------------------------

# The printed example's strategy: あなたは相手の手札にあるユニットを1枚選び、持ち主の墓地に置く。
EXTRA["HPK"] = strat(
    "手札破壊（2.25.4の例のストラテジー）", {"effect": {"hand_pick": {"type": "unit"}}}, cost={"black": 1}
)


def _hand_pick(found: bool) -> G:
    p1 = side("P1", hand=[c("P1:d", "HPK")], energy_cards=[c("P1:eb", "NDR")])
    p2 = side("P2", hand=[c("P2:h", "RU"), c("P2:s", "QS")], hidden_hand=0)
    g = GX(pos(p1, p2))
    g.e("P1", "play", card="P1:d", pay=["P1:eb"])
    g.e(None, "resolve")
    if found:
        g.e(None, "effect", source="P1:d", moves=[{"card": "P2:h", "to": "graveyard"}])
    g.e("P1", "pass")
    return g


@scenario
def opponents_hand_is_public_while_it_resolves() -> Doc:
    return doc(
        "opponents-hand-is-public-while-it-resolves",
        "相手の手札からユニットを選ぶスペルの解決中、相手の手札は公開情報なので「見つからなかった」ことにはできない",
        "While a spell choosing a unit from the opponent's hand resolves, that hand is public: none can be "
        "said to be found",
        "P1's strategy has P1 choose a unit in P2's hand and put it into the graveyard. P2's hand holds a "
        "unit and a strategy; P1 says no unit was found, as one may for hidden information (2.25.3).",
        ["2.25.4"],
        _hand_pick(True),
        _hand_pick(False),
        printed="2.25.4",
    )


# --- battles that occur during a battle (3.11.3, 3.11.1-3, 3.11.5-2) --------------------------------
# Each ruling was read from its clause before the logs were written. A step may name its battle by its
# square (`battle1@B32`); a bare step is the battle in progress, the innermost.

EXTRA.update(
    {
        # 待ち受ける獅子 (as its example uses it): 相手のユニットが同じラインのスクエアに置かれた時、このカードを
        # そのスクエアにリリース状態で置く。
        "LIO": unit_card(
            "待ち受ける獅子",
            3000,
            {"red": 1},
            {
                "id": "ambush",
                "kind": "triggered",
                "trigger": {"event": "placed", "whose": "opponent", "type": "unit", "line": "same"},
                "effect": {"move_self_there": True},
            },
        ),
        "MCB": unit_card("ミッドナイト・カウボーイ", 2000, {"red": 1}),
        # ソーサーレグ・ペガサス: 《バトル》このカードを同じエリアの別のスクエアにリリース状態で置く (as its example uses it).
        "SLP": unit_card(
            "ソーサーレグ・ペガサス",
            2000,
            {"red": 1},
            {"id": "hop", "kind": "activated", "effect": {"hop": 1}},
        ),
    }
)


def _waiting_battle(waiting_first: bool) -> G:
    p1 = side("P1", squares=[sq("P1:lion", "LIO", "B21"), sq("P1:cow", "MCB", "B22")])
    p2 = side("P2", squares=[sq("P2:peg", "SLP", "B32")])
    g = GX(pos(p1, p2))
    g.e("P1", "move", unit="P1:cow", to="B32", pay=["P1:e0"])
    g.e(None, "resolve")
    g.at(step="battle1")  # the battle in B32
    g.e("P1", "pass")
    g.e("P2", "activate", card="P2:peg", ability="hop", timing="battle")
    g.e(None, "resolve")
    g.e(None, "effect", source="P2:peg", moves=[{"card": "P2:peg", "to": "B31"}])
    g.e("P1", "trigger", card="P1:lion", ability="ambush")
    g.e(None, "resolve")
    g.e(None, "effect", source="P1:lion", moves=[{"card": "P1:lion", "to": "B31"}])

    def lion_battle() -> None:
        g.at(step="battle1@B31")
        g.e(None, "exchange", damage={})
        g.e(None, "resolve")
        g.at(step="battle2@B31")
        g.e(None, "exchange", damage={"P2:peg": 3000, "P1:lion": 2000})
        g.e(None, "resolve")
        g.e(None, "rule_effect", card="P2:peg")
        g.at(step="battle_end@B31")
        g.e("P1", "pass")

    def cowboy_battle() -> None:
        g.at(step="battle_end@B32")  # ミッドナイト・カウボーイ alone: no exchange, it wins
        g.e("P1", "pass")

    if waiting_first:
        cowboy_battle()
        lion_battle()
    else:
        lion_battle()
        cowboy_battle()
    g.at(step=None)
    g.e("P1", "pass")
    return g


@scenario
def waiting_battle_resolves_after_the_new_one() -> Doc:
    return doc(
        "waiting-battle-resolves-after-the-new-one",
        "バトル中に新たなバトルが発生したら、元のバトルは待機し、新しいバトルの終了後に解決される",
        "A battle that occurs during a battle is fought first; the battle it made wait resumes after it ends",
        "P1's ミッドナイト・カウボーイ battles ソーサーレグ・ペガサス in B32. P2 moves the Pegasus to B31 by its "
        "ability; 待ち受ける獅子 follows it there and a new battle occurs. P2 says the battle in B32 came first "
        "and goes to its end before the one in B31.",
        ["3.11.3"],
        _waiting_battle(False),
        _waiting_battle(True),
        printed="3.11.3",
    )


EXTRA.update(
    {
        # ドガン・バゴーン (as its example uses it): このカードがバトルに勝った時、このカードを隣接する敵ユニットの
        # いるスクエアに置く。
        "DGB": unit_card(
            "ドガン・バゴーン",
            6000,
            {"red": 1},
            {
                "id": "charge",
                "kind": "triggered",
                "trigger": {"event": "battle_won", "card": "self"},
                "effect": {"move_self_to_adjacent_enemy": True},
            },
        ),
        # ブル・ショット: 相手ベースがスクエアから墓地に置かれた時、バトルスペースのスクエアにこのカードがあるならば、
        # あなたはバトルスペースのスクエアにある対象の相手のユニットを1枚まで選び、このカードのあるスクエアに
        # リリース/フリーズ状態を変更せずに置く。
        "BSH": unit_card(
            "ブル・ショット",
            3000,
            {"red": 1},
            {
                "id": "grab",
                "kind": "triggered",
                "trigger": {
                    "event": "to_graveyard",
                    "whose": "opponent",
                    "type": "base",
                    "from": "square",
                    "if": "self_in_battle",
                },
                "targets": [
                    {"zone": "battle", "whose": "opponent", "type": "unit", "count": 1, "up_to": True}
                ],
                "effect": {"move_target_here": True},
            },
        ),
        "UMB": unit_card("ウンバ・ウンバ", 1000, {"red": 1}),
        "ANT": unit_card("アングリー・アント", 4000, {"red": 1}),
    }
)


def _attacked_then_attacking(rule_applied: bool) -> G:
    p1 = side("P1", squares=[sq("P1:dg", "DGB", "B22")])
    p2 = side("P2", squares=[sq("P2:x", "RU", "B32"), sq("P2:y", "RES", "B23")])
    g = GX(pos(p1, p2, turn=6))
    g.e("P2", "move", unit="P2:x", to="B22", pay=["P2:e0"])
    g.e(None, "resolve")
    battle_to_the_end(g, {"P1:dg": 3000, "P2:x": 6000}, ["P2:x"])  # ドガン・バゴーン, attacked, wins
    g.at(step="battle_end")
    g.e("P1", "trigger", card="P1:dg", ability="charge")
    g.e(None, "resolve")
    g.e(None, "effect", source="P1:dg", moves=[{"card": "P1:dg", "to": "B23"}])
    # A new battle in B23, ドガン・バゴーン placed there later: its attacking unit. 耐性-赤 keeps P2's unit whole.
    g.at(step="battle1@B23")
    g.e(None, "exchange", damage={})
    g.e(None, "resolve")
    g.at(step="battle2@B23")
    g.e(None, "exchange", damage={"P1:dg": 2000, "P2:y": 6000})
    g.e(None, "resolve")
    g.at(step="battle_end@B23")
    if rule_applied:
        g.e(None, "rule_effect", card="P1:dg")
    g.at(step="battle_end@B22")  # the battle that waited goes on in its end step
    g.e("P2", "pass")
    g.at(step=None)
    g.e("P2", "pass")
    return g


@scenario
def attacked_unit_can_also_be_attacking() -> Doc:
    return doc(
        "attacked-unit-can-also-be-attacking",
        "攻撃されたユニットが勝って新たなバトルを起こせば、そのバトルでは攻撃したユニットでもある",
        "A unit attacked in a battle that starts a new one is that new battle's attacking unit too",
        "P1's ドガン・バゴーン, attacked, wins and at the battle's end moves into an adjacent square with P2's "
        "unit: a new battle. At its end both units remain. P1 says ドガン・バゴーン is still the attacked unit "
        "of the first battle, so it is not the attacking unit that goes to the graveyard.",
        ["3.11.5-2", "3.14.2", "4.16.4-10"],
        _attacked_then_attacking(True),
        _attacked_then_attacking(False),
        printed="3.11.5-2",
    )


def _still_battling(rule_applied: bool) -> G:
    p1 = side("P1", squares=[sq("P1:umb", "UMB", "B22"), sq("P1:bs", "BSH", "B12")], hand=[c("P1:q", "BS")])
    p2 = side("P2", hand=[c("P2:ant", "ANT")], squares=[sq("P2:b", "BA", "P2-1")])
    g = GX(pos(p1, p2, turn=6))
    g.e("P2", "play", card="P2:ant", to="B22", pay=["P2:e0"])  # into the central area: a battle there
    g.e(None, "resolve")
    g.at(step="battle1")
    g.e("P2", "pass")
    g.e("P1", "play", card="P1:q", pay=["P1:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P1:q", moves=[{"card": "P2:b", "to": "graveyard"}])
    g.e("P1", "trigger", card="P1:bs", ability="grab", targets=["P2:ant"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P1:bs", moves=[{"card": "P2:ant", "to": "B12"}])
    # A new battle in B12; the one in B22 waits (3.11.3). アングリー・アント wins it.
    g.at(step="battle1@B12")
    g.e(None, "exchange", damage={})
    g.e(None, "resolve")
    g.at(step="battle2@B12")
    g.e(None, "exchange", damage={"P1:bs": 4000, "P2:ant": 3000})
    g.e(None, "resolve")
    g.e(None, "rule_effect", card="P1:bs")
    g.at(step="battle_end@B12")
    g.e("P2", "pass")
    # The battle in B22 goes on: ウンバ・ウンバ alone there wins; アングリー・アント, played into the central
    # area, is still its battling unit (3.11.1-3) and goes to the graveyard at its end (3.14.2-1).
    g.at(step="battle_end@B22")
    if rule_applied:
        g.e(None, "rule_effect", card="P2:ant")
    g.e("P2", "pass")
    g.at(step=None)
    g.e("P2", "pass")
    return g


@scenario
def unit_stays_in_the_battle_that_waited() -> Doc:
    return doc(
        "unit-stays-in-the-battle-that-waited",
        "新たなバトルに勝ったユニットも、待機していた元のバトルの「バトルをしているユニット」のままである",
        "A unit that won a battle which occurred during another is still a battling unit of that other battle",
        "P2's アングリー・アント, played into the central area, battles ウンバ・ウンバ. P1's ブル・ショット moves it "
        "into its own square, and アングリー・アント wins that new battle. When the first battle ends P2 keeps "
        "アングリー・アント, saying its battle was the one against ブル・ショット, already over.",
        ["3.11.1-3", "3.14.2-1", "4.16.4-9"],
        _still_battling(True),
        _still_battling(False),
        printed="3.11.1-3",
    )


# --- the remove zone (2.23.10-2) -----------------------------------------------------------------------

# ブロンズキッド・ドラゴン (as its example uses it): このカードがスクエアに置かれた時、バトルスペースのスクエアにある
# 対象のユニットを1枚選び、ゲームから取り除く。
EXTRA["BKD"] = unit_card(
    "ブロンズキッド・ドラゴン",
    3000,
    {"red": 1},
    {
        "id": "remove",
        "kind": "triggered",
        "trigger": {"event": "placed", "card": "self"},
        "targets": [BATTLE_UNIT | {"whose": "opponent"}],
        "effect": {"remove": True},
    },
)


def _bronze(face_down: bool) -> G:
    p1 = side("P1", hand=[c("P1:bk", "BKD")])
    p2 = side("P2", squares=[sq("P2:v", "RU", "B32")])
    g = GX(pos(p1, p2))
    g.e("P1", "play", card="P1:bk", to="B11", pay=["P1:e0"])
    g.e(None, "resolve")
    g.e("P1", "trigger", card="P1:bk", ability="remove", targets=["P2:v"])
    g.e(None, "resolve")
    g.e(
        None,
        "effect",
        source="P1:bk",
        moves=[{"card": "P2:v", "to": "remove"} | ({"face_down": True} if face_down else {})],
    )
    g.e("P1", "pass")
    return g


@scenario
def removed_cards_are_face_up() -> Doc:
    return doc(
        "removed-cards-are-face-up",
        "ブロンズキッド・ドラゴンでゲームから取り除かれたユニットは表向きで置かれ、全てのプレイヤーが見ることができる",
        "A unit ブロンズキッド・ドラゴン removes from the game lies face up where every player can see it",
        "P1's ブロンズキッド・ドラゴン removes P2's unit from the game. P1 puts it face down in the remove zone, "
        "saying P2 has no need to see it.",
        ["2.23.10-2"],
        _bronze(False),
        _bronze(True),
        printed="2.23.10-2",
    )


# --- 闘気 and 結合: cards attached to a card in a square (6.1, 6.6, 4.15.7) -------------------------------
# Each ruling was read from its clause before the logs were written. A snapshot's square card lists its
# 闘気 cards in `under` and its linked strategies in `linked`; an effect attaches with `"to": "under"` or
# `"linked"` and `"host"`.

EXTRA.update(
    {
        "BNC": strat("手札に戻す作戦", {"targets": [BATTLE_UNIT], "effect": {"bounce": True}}),
        "DST": strat("破壊の作戦", {"targets": [BATTLE_UNIT], "effect": {"destroy": True}}),
        # 差し押さえ命令: 対象のユニットを1枚選び、持ち主の山札の上に置く (as its example uses it).
        "SEZ": strat("差し押さえ命令", {"targets": [BATTLE_UNIT], "effect": {"to_deck_top": True}}),
        "GXD": unit_card("ギャラクシー・ドラゴン", 6000, {"red": 1}),
        # 神竜の書: このカードを結合する (a strategy linked to a unit).
        "BOK": strat("神竜の書", {"effect": {"link": True}}),
        # ペガサス・ポニー: このカードがスクエアから墓地に置かれる時、かわりにスクエアにある下に闘気カードのない
        # あなたのカードの下に闘気カードとして裏向きに置いてよい。
        "PNY": unit_card(
            "ペガサス・ポニー",
            1000,
            {"red": 1},
            {
                "id": "toki",
                "kind": "static",
                "optional": True,
                "effect": {"instead": "under", "host": "without_toki"},
            },
        ),
    }
)


def _toki_to_hand(toki_to: str) -> G:
    p1 = side("P1", hand=[c("P1:bn", "BNC")])
    p2 = side("P2", squares=[sq("P2:v", "RU", "B32", under=[c("P2:t", "RU")])])
    g = GX(pos(p1, p2))
    g.e("P1", "play", card="P1:bn", targets=["P2:v"], pay=["P1:e0"])
    g.e(None, "resolve")
    g.e(
        None,
        "effect",
        source="P1:bn",
        moves=[{"card": "P2:v", "to": "hand"}, {"card": "P2:t", "to": toki_to}],
    )
    g.e("P1", "pass")
    return g


@scenario
def toki_goes_to_the_graveyard_with_its_card() -> Doc:
    return doc(
        "toki-goes-to-the-graveyard-with-its-card",
        "手札に戻されたカードの下にあった闘気カードは墓地に置かれる",
        "The 闘気 card under a card returned to hand goes to the graveyard",
        "P1's strategy returns P2's unit, which has a 闘気 card under it, to P2's hand. P2 takes the 闘気 card "
        "into the hand with it.",
        ["6.1.5"],
        _toki_to_hand("graveyard"),
        _toki_to_hand("hand"),
        printed="6.1.5",
    )


# スケイル・シューター: …相手のカードの下にある闘気カードが墓地に置かれる時、かわりに持ち主のスマッシュゾーンに
# リリース状態で置く。 (its placing trigger left out: the example needs only the replacement)
EXTRA["SCL"] = unit_card(
    "スケイル・シューター",
    2000,
    {"red": 1},
    {
        "id": "scale",
        "kind": "static",
        "targets": [{"zone": "under", "whose": "opponent"}],
        "effect": {"instead": "smash"},
    },
)


def _scale(toki_to: str) -> G:
    p1 = side("P1", hand=[c("P1:bn", "BNC")], squares=[sq("P1:sc", "SCL", "B21")])
    p2 = side("P2", squares=[sq("P2:v", "RU", "B32", under=[c("P2:t", "RU")])])
    g = GX(pos(p1, p2))
    g.e("P1", "play", card="P1:bn", targets=["P2:v"], pay=["P1:e0"])
    g.e(None, "resolve")
    toki = {"card": "P2:t", "to": toki_to} | ({"instead_of": "graveyard"} if toki_to == "smash" else {})
    g.e(None, "effect", source="P1:bn", moves=[{"card": "P2:v", "to": "hand"}, toki])
    g.e("P1", "pass")
    return g


@scenario
def toki_replaced_into_the_smash_zone() -> Doc:
    return doc(
        "toki-replaced-into-the-smash-zone",
        "スケイル・シューターがあれば、手札に戻された相手のカードの下の闘気カードは墓地のかわりにスマッシュゾーンに置かれる",
        "With スケイル・シューター out, the 闘気 card under the opponent's card returned to hand goes to the "
        "smash zone instead of the graveyard",
        "P1's スケイル・シューター is in a square. P1's strategy returns P2's unit with a 闘気 card under it to "
        "P2's hand, and the 闘気 card is put into P2's graveyard.",
        ["6.1.5", "4.15.2", "4.15.3"],
        _scale("smash"),
        _scale("graveyard"),
        printed="6.1.5",
    )


def _seized(book_to: str) -> G:
    p1 = side("P1", squares=[sq("P1:gd", "GXD", "B21", linked=[c("P1:book", "BOK")])])
    p2 = side("P2", hand=[c("P2:sz", "SEZ")])
    g = GX(pos(p1, p2, turn=6))
    g.e("P2", "play", card="P2:sz", targets=["P1:gd"], pay=["P2:e0"])
    g.e(None, "resolve")
    g.e(
        None,
        "effect",
        source="P2:sz",
        moves=[{"card": "P1:gd", "to": "deck"}, {"card": "P1:book", "to": book_to}],
    )
    g.e("P2", "pass")
    return g


@scenario
def linked_strategy_goes_to_the_graveyard() -> Doc:
    return doc(
        "linked-strategy-goes-to-the-graveyard",
        "差し押さえ命令でギャラクシー・ドラゴンが山札の上に置かれると、結合されている神竜の書は墓地に置かれる",
        "When 差し押さえ命令 puts ギャラクシー・ドラゴン on top of the deck, the linked 神竜の書 goes to the graveyard",
        "P2's 差し押さえ命令 puts P1's ギャラクシー・ドラゴン, linked with 神竜の書, on top of P1's deck. P1 puts "
        "神竜の書 onto the deck with it.",
        ["6.6.6"],
        _seized("graveyard"),
        _seized("deck"),
        printed="6.6.6",
    )


def _pony(host: str, all_with_toki: bool = False) -> G:
    if all_with_toki:
        squares = [
            sq("P1:u", "RU", "B21", under=[c("P1:t1", "RU")]),
            sq("P1:b", "BA", "P1-2", under=[c("P1:t2", "BU")]),
            sq("P1:pn", "PNY", "B22", under=[c("P1:t3", "ZU")]),
        ]
    else:
        squares = [
            sq("P1:gd", "GXD", "B21", linked=[c("P1:book", "BOK")]),
            sq("P1:pn", "PNY", "B22"),
        ]
    p1 = side("P1", squares=squares)
    p2 = side("P2", hand=[c("P2:d", "DST")])
    g = GX(pos(p1, p2, turn=6))
    g.e("P2", "play", card="P2:d", targets=["P1:pn"], pay=["P2:e0"])
    g.e(None, "resolve")
    if host == "graveyard":
        move = {"card": "P1:pn", "to": "graveyard"}
    else:
        move = {"card": "P1:pn", "to": "under", "host": host, "instead_of": "graveyard"}
    g.e(None, "effect", source="P2:d", moves=[move])
    g.e("P2", "pass")
    return g


def _swapped(relinked: bool) -> G:
    p1 = side(
        "P1",
        squares=[sq("P1:gd", "GXD", "B21", linked=[c("P1:book", "BOK")]), sq("P1:u", "RU", "B22")],
        hand=[c("P1:ps", "PDX")],
    )
    g = GX(pos(p1, side("P2")))
    g.e("P1", "play", card="P1:ps", targets=["P1:gd", "P1:u"], pay=["P1:e0"])
    g.e(None, "resolve")
    moves = [{"card": "P1:gd", "to": "B22"}, {"card": "P1:u", "to": "B21"}]
    if relinked:
        moves.append({"card": "P1:book", "to": "linked", "host": "P1:u"})
    g.e(None, "effect", source="P1:ps", moves=moves)
    g.e("P1", "pass")
    return g


@scenario
def linked_strategy_moves_with_its_unit() -> Doc:
    return doc(
        "linked-strategy-moves-with-its-unit",
        "パラドクス・ストームで置き換えられたギャラクシー・ドラゴンと共に、結合されている神竜の書も置き換えられる",
        "神竜の書 linked to ギャラクシー・ドラゴン goes with it when パラドクス・ストーム swaps it with another unit",
        "P1's パラドクス・ストーム swaps P1's ギャラクシー・ドラゴン, linked with 神竜の書, and another unit of P1's. "
        "P1 keeps 神竜の書 in its square, linked now to the unit that came there.",
        ["6.6.5", "6.6.7"],
        _swapped(False),
        _swapped(True),
        printed="6.6.5",
    )


@scenario
def no_toki_under_a_linked_strategy() -> Doc:
    return doc(
        "no-toki-under-a-linked-strategy",
        "闘気になるペガサス・ポニーは、バトルスペースにある結合されている神竜の書の下には置けない",
        "ペガサス・ポニー, becoming a 闘気 card, cannot go under the linked 神竜の書 in the battle space",
        "P2's strategy destroys P1's ペガサス・ポニー; instead, by its own text, P1 puts it as a 闘気 card under "
        "神竜の書, linked to P1's ギャラクシー・ドラゴン, which has no 闘気 card under it.",
        ["6.1.11"],
        _pony("P1:gd"),
        _pony("P1:book"),
        printed="6.1.11",
    )


@scenario
def impossible_replacement_option() -> Doc:
    return doc(
        "impossible-replacement-option",
        "自分のユニットとベースすべてに闘気カードがあるなら、ペガサス・ポニーを闘気として置くことは選べない",
        "With a 闘気 card under every unit and base of P1's, ペガサス・ポニー cannot choose to become a 闘気 card",
        "P2's strategy destroys P1's ペガサス・ポニー while every unit and base of P1's has a 闘気 card under it. "
        "P1 chooses its replacement and puts it under one of those units.",
        ["4.15.7"],
        _pony("graveyard", all_with_toki=True),
        _pony("P1:u", all_with_toki=True),
        printed="4.15.7",
    )


# --- 合成 (6.4.2) --------------------------------------------------------------------------------------

# マオ・シャルトリュー (as its example uses it): プランゾーン効果『[合成] このカードをスクエアに置く』: an
# activated ability whose cost puts specified cards into their owner's graveyard (6.4.1, 6.4.2).
EXTRA["MAO"] = unit_card(
    "マオ・シャルトリュー",
    3000,
    {"red": 1},
    {"id": "gousei", "kind": "activated", "zone": "plan", "effect": {"put_self_into_square": True}},
)


def _mao(destroyed: bool) -> G:
    p1 = side("P1", plan=c("P1:mao", "MAO"))
    g = GX(pos(p1, side("P2")))
    g.e("P1", "activate", card="P1:mao", ability="gousei", timing="normal")
    g.e(None, "effect", source="P1:mao", moves=[{"card": "P1:e0", "to": "graveyard"}])  # the 合成 cost
    g.e(None, "resolve")
    g.e(None, "effect", source="P1:mao", moves=[{"card": "P1:mao", "to": "B22"}])
    if destroyed:
        g.e(None, "rule_effect", card="P1:mao")
    g.e("P1", "pass")
    return g


@scenario
def put_by_a_plan_zone_effect_is_not_played() -> Doc:
    return doc(
        "put-by-a-plan-zone-effect-is-not-played",
        "プランゾーン効果（合成）でスクエアに置いたマオ・シャルトリューはプレイされたのではない",
        "マオ・シャルトリュー put into a square by its plan-zone effect (合成) was not played",
        "P1 pays 合成 and by マオ・シャルトリュー's plan-zone effect puts it into the central area, where no "
        "battle occurs. P2 says a unit played into the central area without a battle goes to the graveyard.",
        ["6.4.2", "4.16.4", "4.16.4-8"],
        _mao(False),
        _mao(True),
        printed="6.4.2",
    )


# --- 「意図的に決定された」山札 (part 6, chapter 2) ---------------------------------------------------------
# 《ただ一つ残された希望》 reads the fact (6.2.1), but its text is not in the rulebook: the scenarios give it
# the least text that reads it, a conditional trigger. The cards whose effects the examples name get only
# the effect the example describes.
ORDER_CARDS: dict[str, Doc] = {
    # Invented: このカードがスクエアに置かれた時、このデュエル中にあなたの山札のカードの順番が意図的に決定されて
    # いないならば、あなたはカードを1枚引く。
    "HOPE": {
        "name": "ただ一つ残された希望",
        "type": "unit",
        "keywords": {"cost": {"red": 1}, "move": {"colourless": 1}, "timing": "normal", "power": 1000}
        | {"smash": 1},
        "abilities": [
            {
                "id": "hope",
                "kind": "triggered",
                "trigger": {"event": "placed", "card": "self", "if": "deck_never_determined"},
                "effect": {"draw": 1},
            }
        ],
    },
    # 濃霧の魔氷フォッグ (as the example uses it): このカードがスクエアに置かれた時、バトルスペースの対象の相手の
    # ユニット1枚を持ち主の山札の一番上に置く。
    "FOG": {
        "name": "濃霧の魔氷フォッグ",
        "type": "unit",
        "keywords": {"cost": {"red": 1}, "move": {"colourless": 1}, "timing": "normal", "power": 2000}
        | {"smash": 1},
        "abilities": [
            {
                "id": "fog",
                "kind": "triggered",
                "trigger": {"event": "placed", "card": "self"},
                "targets": [{"zone": "battle", "whose": "opponent", "type": "unit"}],
                "effect": {"to_deck_top": True},
            }
        ],
    },
    # 建設的な未来 (as the example uses it): あなたの山札からベースを1枚探し、プランゾーンに置く。
    "FUT": {
        "name": "建設的な未来",
        "type": "strategy",
        "keywords": {"cost": {"red": 1}, "timing": "normal"},
        "abilities": [{"id": "spell", "kind": "spell", "effect": {"search_to_plan": "base"}}],
    },
    # サイバー・チェイス (as the example uses it): あなたの山札の上から2枚を見て、好きな順番で山札の上に戻す。
    "CHS": {
        "name": "サイバー・チェイス",
        "type": "strategy",
        "keywords": {"cost": {"red": 1}, "timing": "normal"},
        "abilities": [{"id": "spell", "kind": "spell", "effect": {"look_and_return": 2}}],
    },
    # デビルクロック・タクティクス (as the example uses it): あなたの墓地のカード1枚をプランゾーンに置く。
    "DCT": {
        "name": "デビルクロック・タクティクス",
        "type": "strategy",
        "keywords": {"cost": {"red": 1}, "timing": "normal"},
        "abilities": [{"id": "spell", "kind": "spell", "effect": {"graveyard_to_plan": 1}}],
    },
    # 紅き霸王の門 (as the example uses it): あなたの山札からユニットを1枚探して手札に加え、山札をシャッフルする。
    "GATE": {
        "name": "紅き霸王の門",
        "type": "strategy",
        "keywords": {"cost": {"red": 1}, "timing": "normal"},
        "abilities": [{"id": "spell", "kind": "spell", "effect": {"search_to_hand": "unit"}}],
    },
    # 犬闘士ブル・マスティフ (as the example uses it): このカードがスクエアに置かれた時、あなたのベース1枚を持ち主の
    # 山札に加えてシャッフルする。
    "MST": {
        "name": "犬闘士ブル・マスティフ",
        "type": "unit",
        "keywords": {"cost": {"red": 1}, "move": {"colourless": 1}, "timing": "normal", "power": 2000}
        | {"smash": 1},
        "abilities": [
            {
                "id": "mastiff",
                "kind": "triggered",
                "trigger": {"event": "placed", "card": "self"},
                "targets": [{"zone": "base", "whose": "own", "type": "base"}],
                "effect": {"base_to_deck_and_shuffle": True},
            }
        ],
    },
    # バードマン・ソウル (as the example uses it): このカードがスクエアに置かれた時、あなたの山札の一番上のカードを
    # 表返す。
    "BRD": {
        "name": "バードマン・ソウル",
        "type": "unit",
        "keywords": {"cost": {"red": 1}, "move": {"colourless": 1}, "timing": "normal", "power": 2000}
        | {"smash": 1},
        "abilities": [
            {
                "id": "bird",
                "kind": "triggered",
                "trigger": {"event": "placed", "card": "self"},
                "effect": {"turn_top_face_up": True},
            }
        ],
    },
}
HOPE_TEXT = (
    " 《ただ一つ残された希望》's text is not in the rulebook; the scenario gives it the least text that reads "
    "the fact: 「このカードがスクエアに置かれた時、このデュエル中にあなたの山札のカードの順番が意図的に決定されて"
    "いないならば、あなたはカードを1枚引く。」"
)
NAMED_TEXT = (
    " The other card the example names does only what the example says it does (its full text is not in "
    "the rulebook either)."
)


def _order_log(snapshot: Doc) -> G:
    """A log whose snapshot says that neither deck's order was determined before it (6.2.4)."""
    for seat in ("P1", "P2"):
        snapshot["players"][seat]["deck_order_determined"] = False
    g = G(snapshot)
    g.header["cards"].update(copy.deepcopy(ORDER_CARDS))
    return g


def _hope(g: G, seat: str, hope_triggers: bool, pay: str, square: str = "B12") -> None:
    """`seat` plays 《ただ一つ残された希望》; its ability goes on the stack and draws only if told."""
    g.e(seat, "play", card=c(f"{seat}:hope", "HOPE"), to=square, pay=[pay])
    g.e(None, "resolve")
    if hope_triggers:
        g.e(seat, "trigger", card=f"{seat}:hope", ability="hope")
        g.e(None, "resolve")
        g.e(seat, "draw", count=1, source=f"{seat}:hope")
    g.e(seat, "pass")


def _order_doc(
    sid: str,
    ja: str,
    en: str,
    situation: str,
    clauses: list[str],
    history: Callable[[], G],
    determined: bool,
    printed: str,
    seat: str = "P1",
    pay: str = "P1:e3",
    named: bool = True,
) -> Doc:
    """The history, then 《ただ一つ残された希望》: when the history determined the deck's order its ability does
    not trigger (the disputed log puts it on the stack); when it did not, the disputed log leaves it out."""
    legal, disputed = history(), history()
    square = "B12" if seat == "P1" else "B32"  # the seat's own home area (rows are named from P1)
    _hope(legal, seat, not determined, pay, square)
    _hope(disputed, seat, determined, pay, square)
    text = situation + HOPE_TEXT + (NAMED_TEXT if named else "")
    return doc(sid, ja, en, text, clauses, legal, disputed, printed=printed)


def _fog() -> G:
    p1 = side("P1", squares=[sq("P1:u", "RU", "B21")])
    g = _order_log(pos(p1, side("P2"), turn=6))
    g.e("P2", "play", card=c("P2:fog", "FOG"), to="B32", pay=["P2:e0"])
    g.e(None, "resolve")
    g.e("P2", "trigger", card="P2:fog", ability="fog", targets=["P1:u"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P2:fog", moves=[{"card": "P1:u", "to": "deck", "position": "top"}])
    g.e("P2", "pass")
    g.at(turn=7, phase="draw")
    g.e("P1", "draw", cards=["P1:u"])
    g.at(phase="main")
    return g


@scenario
def deck_order_determined_by_the_opponents_effect() -> Doc:
    return _order_doc(
        "deck-order-determined-by-the-opponents-effect",
        "相手のフォッグで自分のユニットを自分の山札の一番上に置かれると、自分の山札の順番は意図的に決定された",
        "A unit the opponent's フォッグ put on top of its owner's deck determined that deck's order",
        "P2's 濃霧の魔氷フォッグ puts P1's unit on top of P1's deck. In his next turn P1 plays 《ただ一つ残された"
        "希望》 and puts its ability on the stack, saying only he himself could have determined his deck's order.",
        ["6.2.2", "6.2.1"],
        _fog,
        True,
        "6.2.2",
    )


def _future() -> G:
    g = _order_log(pos(side("P1"), side("P2")))
    g.e("P1", "play", card=c("P1:fut", "FUT"), pay=["P1:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P1:fut", moves=[{"card": c("P1:ba", "BA"), "from": "deck", "to": "plan"}])
    return g


@scenario
def deck_order_determined_by_a_base_searched_into_the_plan_zone() -> Doc:
    return _order_doc(
        "deck-order-determined-by-a-base-searched-into-the-plan-zone",
        "建設的な未来で山札から探したベースをプランゾーンに置くと、山札の順番は意図的に決定された",
        "A base 建設的な未来 searched out of the deck into the plan zone determined the deck's order",
        "P1's 建設的な未来 puts a base from his deck into his plan zone. P1 then plays 《ただ一つ残された希望》 "
        "and puts its ability on the stack: he only searched, he says.",
        ["6.2.2", "6.2.3", "6.2.1"],
        _future,
        True,
        "6.2.2",
    )


def _chase() -> G:
    g = _order_log(pos(side("P1"), side("P2")))
    g.e("P1", "play", card=c("P1:chs", "CHS"), pay=["P1:e0"])
    g.e(None, "resolve")
    g.e(
        None,
        "effect",
        source="P1:chs",
        moves=[
            {"card": "P1:d2", "from": "deck", "to": "deck", "position": "top"},
            {"card": "P1:d1", "from": "deck", "to": "deck", "position": 2},
        ],
    )
    return g


@scenario
def deck_order_determined_by_looking_and_putting_back() -> Doc:
    return _order_doc(
        "deck-order-determined-by-looking-and-putting-back",
        "サイバー・チェイスで山札のカードを見て戻すと、山札の順番は意図的に決定された",
        "Looking at cards of the deck and putting them back with サイバー・チェイス determined its order",
        "P1's サイバー・チェイス looks at the top two cards of his deck and puts them back in the order he "
        "chooses. P1 then plays 《ただ一つ残された希望》 and puts its ability on the stack.",
        ["6.2.2", "6.2.1"],
        _chase,
        True,
        "6.2.2",
    )


class _SetupG(G):
    """A log from the setup (no snapshot): the redraw happens there (3.2.3-1)."""

    def __init__(self) -> None:
        super().__init__(pos(side("P1"), side("P2")))
        del self.header["snapshot"]
        self.header["options"] = {"mulligan": True}
        self.header["cards"].update(copy.deepcopy(ORDER_CARDS))
        self.turn, self.phase = 0, "setup"

    def json(self) -> Doc:
        header = copy.deepcopy(self.header)
        header["decklists"] = decklists({}, self.entries)
        used = {cid for seat in header["decklists"].values() for cid in seat["main"]}
        header["cards"] = {cid: d for cid, d in header["cards"].items() if cid in used}
        return {"header": header, "entries": copy.deepcopy(self.entries)}


def _redraw() -> G:
    g = _SetupG()
    for seat in ("P1", "P2"):
        g.e(seat, "shuffle")
        g.e(seat, "draw", count=5)
    g.e("P2", "mulligan", cards=[c("P2:hope", "HOPE"), c("P2:r", "RU")], count=3)
    g.at(turn=1, phase="main")
    g.e("P1", "pass")
    g.at(turn=2, phase="draw")
    g.e("P2", "draw", count=1)
    g.at(phase="energy")
    g.e("P2", "energy", card="P2:r")
    g.at(phase="main")
    return g


@scenario
def deck_order_determined_by_the_redraw() -> Doc:
    return _order_doc(
        "deck-order-determined-by-the-redraw",
        "デュエル開始時の引きなおしは手札を好きな順番で山札の一番下に加えるので、山札の順番は意図的に決定された",
        "The redraw at the start puts the hand on the bottom in any order: it determined the deck's order",
        "The event allows the redraw; P2, the second player, redraws. In his first turn he plays 《ただ一つ残された"
        "希望》 and puts its ability on the stack: a redraw is part of the setup, he says.",
        ["6.2.2", "6.2.1", "3.2.3-1"],
        _redraw,
        True,
        "6.2.2",
        seat="P2",
        pay="P2:r",
        named=False,
    )


def _devilclock() -> G:
    g = _order_log(pos(side("P1", graveyard=[c("P1:g", "RU")]), side("P2")))
    g.e("P1", "play", card=c("P1:dct", "DCT"), pay=["P1:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P1:dct", moves=[{"card": "P1:g", "to": "plan"}])
    return g


@scenario
def deck_order_determined_by_a_card_put_into_the_plan_zone() -> Doc:
    return _order_doc(
        "deck-order-determined-by-a-card-put-into-the-plan-zone",
        "デビルクロック・タクティクスで墓地からプランゾーンにカードを置くと、山札の順番は意図的に決定された",
        "A card デビルクロック・タクティクス put from the graveyard into the plan zone determined the deck's order",
        "P1's デビルクロック・タクティクス puts a card from his graveyard face up into his plan zone. P1 then plays "
        "《ただ一つ残された希望》 and puts its ability on the stack: the card did not go into the deck, he says.",
        ["6.2.3", "6.2.1"],
        _devilclock,
        True,
        "6.2.3",
    )


def _gate() -> G:
    g = _order_log(pos(side("P1"), side("P2")))
    g.e("P1", "play", card=c("P1:gate", "GATE"), pay=["P1:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P1:gate", moves=[{"card": c("P1:x", "RU"), "from": "deck", "to": "hand"}])
    g.e("P1", "shuffle")
    return g


@scenario
def searching_and_shuffling_does_not_determine_the_order() -> Doc:
    return _order_doc(
        "searching-and-shuffling-does-not-determine-the-order",
        "紅き霸王の門で山札を探してシャッフルしても、山札の順番は意図的に決定されていない",
        "Searching the deck with 紅き霸王の門 and shuffling it does not determine its order",
        "P1's 紅き霸王の門 searches his deck for a unit and shuffles the deck. P1 then plays 《ただ一つ残された"
        "希望》 and does not put its ability on the stack, thinking the search determined his deck's order.",
        ["6.2.5", "6.2.1"],
        _gate,
        False,
        "6.2.5",
    )


def _mastiff() -> G:
    g = _order_log(pos(side("P1", squares=[sq("P1:ba", "BA", "P1-1")]), side("P2")))
    g.e("P1", "play", card=c("P1:mst", "MST"), to="B11", pay=["P1:e0"])
    g.e(None, "resolve")
    g.e("P1", "trigger", card="P1:mst", ability="mastiff", targets=["P1:ba"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P1:mst", moves=[{"card": "P1:ba", "to": "deck"}])
    g.e("P1", "shuffle")
    return g


@scenario
def a_base_shuffled_into_the_deck_does_not_determine_the_order() -> Doc:
    return _order_doc(
        "a-base-shuffled-into-the-deck-does-not-determine-the-order",
        "犬闘士ブル・マスティフで山札にベースを戻してシャッフルしても、山札の順番は意図的に決定されていない",
        "A base 犬闘士ブル・マスティフ shuffled back into the deck does not determine its order",
        "P1's 犬闘士ブル・マスティフ puts his base back into his deck and he shuffles it. P1 then plays 《ただ一つ"
        "残された希望》 and does not put its ability on the stack, thinking returning the base determined the order.",
        ["6.2.5", "6.2.1"],
        _mastiff,
        False,
        "6.2.5",
    )


def _plan_made() -> G:
    g = _order_log(pos(side("P1"), side("P2")))
    g.e("P1", "plan_create", pay=["P1:e0"])
    g.e(None, "resolve", card=c("P1:top", "RU"))
    return g


@scenario
def making_the_plan_does_not_determine_the_order() -> Doc:
    return _order_doc(
        "making-the-plan-does-not-determine-the-order",
        "プランの作成は山札の順番の意図的な決定にあたらない",
        "Making the plan does not determine the deck's order",
        "P1 makes his plan: the top card of his deck is turned face up. P1 then plays 《ただ一つ残された希望》 and "
        "does not put its ability on the stack, thinking the plan determined his deck's order.",
        ["6.2.6", "6.2.1"],
        _plan_made,
        False,
        "6.2.6",
        named=False,
    )


def _plan_updated() -> G:
    g = _order_log(pos(side("P1", plan=c("P1:p", "RU")), side("P2")))
    g.e("P1", "plan_update", pay=["P1:e0"])
    g.e(None, "resolve", card=c("P1:top", "RU"))
    return g


@scenario
def updating_the_plan_does_not_determine_the_order() -> Doc:
    return _order_doc(
        "updating-the-plan-does-not-determine-the-order",
        "プランの更新は山札の順番の意図的な決定にあたらない",
        "Updating the plan does not determine the deck's order",
        "P1 updates his plan: the plan card goes to the graveyard and the new top card is turned face up. P1 "
        "then plays 《ただ一つ残された希望》 and does not put its ability on the stack, thinking the update "
        "determined his deck's order.",
        ["6.2.6", "6.2.1"],
        _plan_updated,
        False,
        "6.2.6",
        named=False,
    )


def _birdman() -> G:
    g = _order_log(pos(side("P1"), side("P2")))
    g.e("P1", "play", card=c("P1:brd", "BRD"), to="B11", pay=["P1:e0"])
    g.e(None, "resolve")
    g.e("P1", "trigger", card="P1:brd", ability="bird")
    g.e(None, "resolve")
    g.e(None, "effect", source="P1:brd", plan_reveal=[{"player": "P1", "card": c("P1:top", "RU")}])
    return g


@scenario
def turning_the_top_card_face_up_does_not_determine_the_order() -> Doc:
    return _order_doc(
        "turning-the-top-card-face-up-does-not-determine-the-order",
        "バードマン・ソウルで山札の一番上のカードを表返しても、山札の順番は意図的に決定されていない",
        "Turning the top card of the deck face up with バードマン・ソウル does not determine its order",
        "P1's バードマン・ソウル turns the top card of his deck face up. P1 then plays 《ただ一つ残された希望》 and "
        "does not put its ability on the stack, thinking his deck's order was determined.",
        ["6.2.6", "6.2.1"],
        _birdman,
        False,
        "6.2.6",
    )


def scenarios() -> list[Doc]:
    return [fn() for fn in SCENARIOS]


def show() -> None:
    """Print what the engine says about each scenario's disputed log (for writing the rulings' logs)."""
    from judge.engine import replay

    for item in scenarios():
        report = replay(item[item["ruling"]])
        print(item["id"], [(f.seq, f.code, str(f.verdict)) for f in report.findings])


def main() -> None:
    OUT.mkdir(exist_ok=True)
    for path in OUT.glob("*.json"):
        path.unlink()
    agree = 0
    built = scenarios()
    for item in built:
        problems = disagreements(item)
        if problems:
            item["gap"] = "; ".join(problems)[:600]
        else:
            agree += 1
        (OUT / f"{item['id']}.json").write_text(
            json.dumps(item, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
        )
    print(f"{agree} of {len(built)} agree")
    for item in built:
        if "gap" in item:
            print(item["id"], "::", item["gap"])


if __name__ == "__main__":
    import sys

    show() if "--show" in sys.argv else main()
