"""Clauses the fourth blind held-out round found missing from findings that were otherwise right.

- A Normal-timing action during a battle: 3.8.2 allows it only 「バトル中以外」, and the item of 3.8.2 that
  makes the action a Normal-timing one (3.8.2-6 a move, 3.8.2-5 any plan-zone play with its type's 2.20
  clause, 3.8.2-2 and 4.3.4 an activated ability) decides it, besides the battle steps' windows.
- A Normal-timing activated ability with the stack not empty: 4.3.4 and 3.8.2-2, not only the card-play
  clauses of 2.20.
- A battle's own trigger put on the stack without its event: 3.11.5/3.12.1 (attacked, was attacked),
  3.14.1-1 (who won: nobody when both units or neither are left), and 即死's own condition (5.2.2).
"""

from __future__ import annotations

from typing import Any

from judge.engine import replay
from tests.unit.engine.dimension_zero.dz_abilities import G, c, pos, side

DZ = "dimension-zero."
GAME = "dimension-zero:"


def _findings(log: dict[str, Any]) -> list[tuple[int | None, str, frozenset[str]]]:
    return [(f.seq, f.code, frozenset(f.clauses)) for f in replay(log).findings]


def _battle(g: G) -> None:
    """P1's RU in B21 moves onto P2's BU in B31: a battle occurs there."""
    g.e("P1", "move", unit="P1:a", to="B31", pay=["P1:e0"])
    g.e(None, "resolve")


def _board(**p1: Any) -> G:
    return G(
        pos(
            side("P1", squares=[c("P1:a", "RU", square="B21"), c("P1:b", "RU", square="B13")], **p1),
            side("P2", squares=[c("P2:v", "BU", square="B31")]),
        )
    )


def test_3_8_2_a_move_during_a_battle_cites_the_normal_timing_clauses() -> None:
    g = _board()
    _battle(g)
    g.at(step="battle1").e("P1", "move", unit="P1:b", to="B23", pay=["P1:e1"])
    found = _findings(g.json())
    assert [(seq, code) for seq, code, _ in found] == [(3, DZ + "timing.in_battle")]
    assert {GAME + "3.8.2", GAME + "3.8.2-6"} <= found[0][2]


def test_3_8_2_the_same_move_before_the_battle_is_legal() -> None:
    g = _board()
    g.e("P1", "move", unit="P1:b", to="B23", pay=["P1:e1"])
    g.e(None, "resolve")
    _battle(g)
    assert _findings(g.json()) == []


def test_3_8_2_5_a_plan_zone_battle_card_during_a_battle_cites_the_plan_zone_clause() -> None:
    g = _board(plan=c("P1:p", "BS"))
    _battle(g)
    g.at(step="battle1").e("P1", "play", card="P1:p", **{"from": "plan"}, pay=["P1:e1"])
    found = _findings(g.json())
    assert [(seq, code) for seq, code, _ in found] == [(3, DZ + "timing.in_battle")]
    assert {GAME + "3.8.2", GAME + "3.8.2-5", GAME + "2.20.3-1"} <= found[0][2]


def test_3_8_2_5_the_same_battle_card_from_the_hand_is_legal_in_a_battle() -> None:
    g = _board(hand=[c("P1:p", "BS")])
    _battle(g)
    g.at(step="battle1").e("P1", "play", card="P1:p", pay=["P1:e1"])
    g.e(None, "resolve")
    assert _findings(g.json()) == []


ACT = {
    "name": "起動のユニット",
    "type": "unit",
    "keywords": {
        "cost": {"red": 1},
        "move": {"colourless": 1},
        "timing": "normal",
        "power": 2000,
        "smash": 1,
    },
    "abilities": [{"id": "tap", "kind": "activated", "cost": {"colourless": 1}}],
}


def _activate(*, stack_empty: bool) -> dict[str, Any]:
    g = G(pos(side("P1", hand=[c("P1:h", "RU")], squares=[c("P1:m", "ACT", square="B12")]), side("P2")))
    g.header["cards"]["ACT"] = ACT
    g.e("P1", "play", card="P1:h", to="B11", pay=["P1:e0"])
    if stack_empty:
        g.e(None, "resolve")
    g.e("P1", "activate", card="P1:m", ability="tap", timing="normal", cost={"colourless": 1}, pay=["P1:e1"])
    g.e(None, "resolve")
    if not stack_empty:
        g.e(None, "resolve")
    return g.json()


def test_4_3_4_a_normal_activated_ability_over_a_spell_cites_its_own_timing_rule() -> None:
    found = _findings(_activate(stack_empty=False))
    assert [(seq, code) for seq, code, _ in found] == [(2, DZ + "timing.normal")]
    assert {GAME + "4.3.4", GAME + "3.8.2-2", GAME + "3.8.2"} <= found[0][2]


def test_4_3_4_the_same_ability_with_the_stack_empty_is_legal() -> None:
    assert _findings(_activate(stack_empty=True)) == []


def _trigger_without_battle(card: str, ability: str) -> dict[str, Any]:
    """P1 plays `card` into an empty home square (no battle) and puts `ability` on the stack."""
    g = G(pos(side("P1", hand=[c("P1:u", card)]), side("P2")))
    g.e("P1", "play", card="P1:u", to="B11", pay=["P1:e0"])
    g.e(None, "resolve")
    g.e("P1", "trigger", card="P1:u", ability=ability)
    return g.json()


def test_3_12_1_an_attacked_trigger_without_a_battle_cites_when_it_triggers() -> None:
    for card, ability in (("SNP", "pump"), ("HLY", "pump")):
        found = _findings(_trigger_without_battle(card, ability))
        assert [(seq, code) for seq, code, _ in found] == [(3, DZ + "ability.not_triggered")]
        assert {GAME + "3.11.5", GAME + "3.12.1"} <= found[0][2]
        assert GAME + "3.14.1-1" not in found[0][2]


def test_3_14_1_1_a_battle_won_trigger_without_a_winner_cites_who_wins() -> None:
    found = _findings(_trigger_without_battle("SHN", "smash"))
    assert [(seq, code) for seq, code, _ in found] == [(3, DZ + "ability.not_triggered")]
    assert GAME + "3.14.1-1" in found[0][2]
    assert GAME + "3.12.1" not in found[0][2]


def test_5_2_2_a_sokushi_trigger_without_its_damage_cites_the_keyword() -> None:
    found = _findings(_trigger_without_battle("EVL", "sokushi"))
    assert [(seq, code) for seq, code, _ in found] == [(3, DZ + "ability.not_triggered")]
    assert GAME + "5.2.2" in found[0][2]


def test_a_placed_trigger_without_its_event_cites_no_battle_clause() -> None:
    g = G(pos(side("P1", squares=[c("P1:u", "CRY", square="B11")]), side("P2")))
    g.e("P1", "trigger", card="P1:u", ability="draw")
    found = _findings(g.json())
    assert [(seq, code) for seq, code, _ in found] == [(1, DZ + "ability.not_triggered")]
    assert not {GAME + "3.12.1", GAME + "3.14.1-1", GAME + "5.2.2"} & found[0][2]
