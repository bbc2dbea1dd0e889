"""Writes the Dimension Zero judge scenarios (tests/scenarios/dimension-zero/*.json) from hand-written logs.

Each scenario's ruling and deciding clauses were decided from rules_index/data/dimension-zero.txt (and the
product decisions) before its logs were written; most restate a printed 【例】 (``printed_example``). The logs
start from mid-game snapshots (tests/unit/engine/dimension_zero/dz_abilities.py) to stay short. Run it from
the repository root: ``python -m tests.scenarios.build_dimension_zero``. The JSON it writes is committed;
the runner (tests/unit/engine/test_scenario_corpus.py) reads only the JSON. A scenario keeps a ``gap`` only
while the engine still disagrees with its ruling.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.unit.engine.dimension_zero.dz_abilities import G, c, pos, side
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


def battle_to_the_end(g: G, damage2: dict[str, int], dead: list[str], damage1: dict[str, int] | None = None) -> None:
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
    g.e("P2", "play", card=c("P2:h0", "GEN"), targets=["P1:s1", "P1:s2"], divide={"P1:s1": 3000, "P1:s2": 3000}, pay=["P2:e0"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P2:h0", damage=[{"card": "P1:s1", "amount": 3000}, {"card": "P1:s2", "amount": 3000}])
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
