"""Clauses the third blind held-out round found missing from findings that were otherwise right.

- A frozen 速攻 unit moved after an effect put it into its square frozen: 速攻 releases only a unit its own
  play puts there (5.1.2-1), which is what the dispute turns on, besides the move's own clause.
- A 「スクエアに置かれた時」 ability put on the stack without its event: 4.8.9 says which placements meet it
  (「手札から」 only a play from the hand; a move is a placement from a square).
- Both players choosing at once in a resolving spell: 4.9.2-5 is the resolution's own rule, 1.1.4 the principle.
"""

from __future__ import annotations

from typing import Any

from judge.engine import replay
from tests.unit.engine.dimension_zero.dz_abilities import G, c, pos, side, trig, unit

DZ = "dimension-zero."
GAME = "dimension-zero:"

ENTRY = unit("先触れの歌い手", 2000, trig("entry", "placed", card="self", **{"from": "hand"}))


def _findings(log: dict[str, Any]) -> list[tuple[int | None, str, frozenset[str]]]:
    return [(f.seq, f.code, frozenset(f.clauses)) for f in replay(log).findings]


def _haste(*, frozen_by: str) -> dict[str, Any]:
    """P1's 速攻 unit, put into B11 frozen by a resolved strategy (`frozen_by="entry"`), or played from the
    hand (released by 速攻) and then frozen by that strategy's effect (`frozen_by="effect"`); then moved."""
    g = G(
        pos(
            side("P1", hand=[c("P1:ns", "NS"), c("P1:hu", "HU")], graveyard=[c("P1:g", "HU")]),
            side("P2", squares=[c("P2:v", "BU", square="B33")]),
        )
    )
    mover = "P1:g" if frozen_by == "entry" else "P1:hu"
    if frozen_by == "effect":
        g.e("P1", "play", card="P1:hu", to="B11", pay=["P1:e1"])
        g.e(None, "resolve")
    g.e("P1", "play", card="P1:ns", pay=["P1:e0"])
    g.e(None, "resolve")
    if frozen_by == "entry":
        g.e(
            None,
            "effect",
            source="P1:ns",
            moves=[{"card": "P1:g", "from": "graveyard", "to": "B11", "frozen": True}],
        )
    else:
        g.e(None, "effect", source="P1:ns", freeze=["P1:hu"])
    g.e("P1", "move", unit=mover, to="B21", pay=["P1:e2"])
    return g.json()


def test_5_1_2_1_a_haste_unit_an_effect_put_in_frozen_cannot_move() -> None:
    found = _findings(_haste(frozen_by="entry"))
    assert [(seq, code) for seq, code, _ in found] == [(4, DZ + "move.illegal")]
    assert {GAME + "5.1.2-1", GAME + "3.8.2-6"} <= found[0][2]


def test_5_1_2_1_is_not_cited_for_a_haste_unit_frozen_after_it_entered() -> None:
    found = _findings(_haste(frozen_by="effect"))
    assert [(seq, code) for seq, code, _ in found] == [(6, DZ + "move.illegal")]
    assert GAME + "5.1.2-1" not in found[0][2]
    assert GAME + "3.8.2-6" in found[0][2]


def _entry(*, moved: bool) -> dict[str, Any]:
    """P1's unit with 「このカードが手札からスクエアに置かれた時」 is played from the hand, or moved."""
    squares = [c("P1:u", "ENT", square="B11")] if moved else []
    hand = [] if moved else [c("P1:u", "ENT")]
    g = G(pos(side("P1", squares=squares, hand=hand), side("P2", squares=[c("P2:v", "BU", square="B33")])))
    g.header["cards"]["ENT"] = ENTRY
    if moved:
        g.e("P1", "move", unit="P1:u", to="B21", pay=["P1:e0"])
    else:
        g.e("P1", "play", card="P1:u", to="B11", pay=["P1:e0"])
    g.e(None, "resolve")
    g.e("P1", "trigger", card="P1:u", ability="entry")
    return g.json()


def test_4_8_9_a_from_hand_ability_does_not_trigger_on_a_move() -> None:
    assert _findings(_entry(moved=False)) == []
    found = _findings(_entry(moved=True))
    assert [(seq, code) for seq, code, _ in found] == [(3, DZ + "ability.not_triggered")]
    assert GAME + "4.8.9" in found[0][2]


def test_4_8_9_is_not_cited_for_an_ability_of_another_event() -> None:
    g = G(
        pos(
            side("P1", squares=[c("P1:p", "PEN", square="B11")]),
            side("P2", squares=[c("P2:v", "BU", square="B33")]),
        )
    )
    g.e("P1", "trigger", card="P1:p", ability="draw")
    found = _findings(g.json())
    assert [(seq, code) for seq, code, _ in found] == [(1, DZ + "ability.not_triggered")]
    assert GAME + "4.8.9" not in found[0][2]


def test_4_9_2_5_both_players_choosing_in_a_resolving_spell() -> None:
    def log(first: str) -> dict[str, Any]:
        g = G(
            pos(
                side("P1", hand=[c("P1:ns", "NS")], squares=[c("P1:u", "RU", square="B11")]),
                side("P2", squares=[c("P2:v", "BU", square="B33")]),
            )
        )
        g.e("P1", "play", card="P1:ns", pay=["P1:e0"])
        g.e(None, "resolve")
        choices = [{"player": "P1", "cards": ["P1:u"]}, {"player": "P2", "cards": ["P2:v"]}]
        if first == "P2":
            choices.reverse()
        moves = [{"card": "P1:u", "to": "graveyard"}, {"card": "P2:v", "to": "graveyard"}]
        g.e(None, "effect", source="P1:ns", choices=choices, moves=moves)
        return g.json()

    assert _findings(log("P1")) == []
    found = _findings(log("P2"))
    assert [(seq, code) for seq, code, _ in found] == [(3, DZ + "effect.choice_order")]
    assert {GAME + "4.9.2-5", GAME + "1.1.4"} <= found[0][2]


def test_4_8_9_is_cited_only_for_a_placement_ability_that_names_where_the_card_comes_from() -> None:
    """The reviewers' cases: placement abilities that did not trigger for a reason of their own (text that
    works only in a square, 挟撃, 結合, free text) are answered by that reason's clause, not by 4.8.9."""
    import json
    from pathlib import Path

    corpus = Path(__file__).resolve().parents[3] / "scenarios" / "dimension-zero"
    for name in (
        "unit-text-works-only-in-a-square",
        "pincer-needs-a-unit-between",
        "link-needs-the-card-in-the-graveyard",
        "unmodelled-text-asks-for-a-ruling",
    ):
        scenario = json.loads((corpus / f"dimension-zero-{name}.json").read_text(encoding="utf-8"))
        findings = _findings(scenario[scenario["ruling"]])
        assert findings, name
        assert not [f for f in findings if f"{GAME}4.8.9" in f[2]], (name, findings)
