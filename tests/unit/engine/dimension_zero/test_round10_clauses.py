"""What the tenth blind held-out round (tests/scenarios_heldout/build_dimension_zero_round10.py) found.

Two engine errors. A draw an effect makes is part of that effect's resolution, so a deck it empties loses
only at the next priority (3.3.2, 4.16.3): the engine ended the duel between the two draws of one spell and
called the second draw play after the end, where both players lose at once and the duel is a draw (3.3.4).
And a unit put into the graveyard as if its opponent's battle damage had grown with a power change made
after the exchange went on the stack is spared by 3.12.4-1 (the damage was fixed then), which the engine
did not cite.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from judge.engine import replay
from tests.unit.engine.proof import prove

GAME = "dimension-zero:"
DZ = "dimension-zero."
HELD_OUT = Path(__file__).resolve().parents[3] / "scenarios_heldout" / "dimension-zero"


def _scenario(short: str) -> dict[str, Any]:
    return json.loads((HELD_OUT / f"dimension-zero-ho10-{short}.json").read_text(encoding="utf-8"))


def _with(log: dict[str, Any], entries: list[dict[str, Any]]) -> dict[str, Any]:
    out = copy.deepcopy(log)
    out["entries"] = [e | {"seq": i} for i, e in enumerate(entries, start=1)]
    return out


# --- both decks emptied by one spell -------------------------------------------------------------


def _both_drawn(doc: dict[str, Any]) -> list[dict[str, Any]]:
    """The spell played and resolved and each player's draw from it: both decks are empty."""
    return [e for e in doc["legal"]["entries"] if e["act"] != "result"]


def test_both_decks_emptied_by_one_spell_is_a_draw() -> None:
    doc = _scenario("both-decks-empty-is-a-draw")
    assert not replay(copy.deepcopy(doc["legal"])).findings
    report = prove(doc["illegal"], DZ + "game.result", 5, twin=doc["legal"])
    (finding,) = report.findings
    assert f"{GAME}3.3.4" in finding.clauses


def test_play_after_both_decks_emptied_is_flagged_at_the_next_priority() -> None:
    """Neither draw of the spell is play after the end: the duel ends when priority next arises."""
    doc = _scenario("both-decks-empty-is-a-draw")
    head = _both_drawn(doc)
    bad = _with(doc["legal"], [*head, {"turn": 5, "phase": "main", "actor": "P1", "act": "pass", "args": {}}])
    twin = _with(doc["legal"], [*head, doc["legal"]["entries"][-1]])
    prove(bad, DZ + "game.continued", len(head) + 1, twin=twin)


def test_one_deck_emptied_by_the_spell_ends_the_duel_at_the_next_priority() -> None:
    """P1 alone drew its last card: it loses when priority next arises, and a pass there is play after the end."""
    doc = _scenario("both-decks-empty-is-a-draw")
    head = _both_drawn(doc)[:3]  # P1 alone has drawn its last card
    bad = _with(doc["legal"], [*head, {"turn": 5, "phase": "main", "actor": "P1", "act": "pass", "args": {}}])
    twin = _with(
        doc["legal"],
        [
            *head,
            {
                "turn": 5,
                "phase": "main",
                "actor": None,
                "act": "result",
                "args": {"winners": ["P2"], "reason": "deck_out"},
            },
        ],
    )
    prove(bad, DZ + "game.continued", 4, twin=twin)


# --- battle damage fixed on the stack ------------------------------------------------------------


def _fixed(amount: int) -> tuple[dict[str, Any], int]:
    """The held-out dispute with the pump's effect logged as `amount`: P2's unit put into the graveyard."""
    doc = _scenario("battle-damage-fixed-on-the-stack")
    log = copy.deepcopy(doc["illegal"])
    for e in log["entries"]:
        if e["act"] == "effect":
            e["args"]["power"][0]["amount"] = amount
    return log, log["entries"][-1]["seq"]


def test_a_unit_spared_by_fixed_battle_damage_cites_3_12_4_1() -> None:
    doc = _scenario("battle-damage-fixed-on-the-stack")
    bad, seq = _fixed(3000)
    report = prove(bad, DZ + "rule.not_due", seq, twin=doc["legal"])
    (finding,) = report.findings
    assert f"{GAME}3.12.4-1" in finding.clauses
    assert f"{GAME}4.16.4-5" in finding.clauses


def test_a_power_change_too_small_to_matter_does_not_cite_3_12_4_1() -> None:
    """2000 + 1000 still falls short of 4000: the damage's fixing is not what spares the unit."""
    bad, seq = _fixed(1000)
    finding = next(f for f in replay(bad).findings if f.code == DZ + "rule.not_due")
    assert finding.seq == seq
    assert f"{GAME}4.16.4-5" in finding.clauses
    assert f"{GAME}3.12.4-1" not in finding.clauses


def test_no_power_change_does_not_cite_3_12_4_1() -> None:
    doc = _scenario("battle-damage-fixed-on-the-stack")
    entries = [e for e in doc["illegal"]["entries"] if e["seq"] not in (4, 5, 6)]
    bad = _with(doc["illegal"], entries)
    finding = next(f for f in replay(bad).findings if f.code == DZ + "rule.not_due")
    assert f"{GAME}4.16.4-5" in finding.clauses
    assert f"{GAME}3.12.4-1" not in finding.clauses


def test_fixed_damage_of_an_earlier_turn_does_not_cite_3_12_4_1() -> None:
    """The recovery removes the damage (3.10.1): what the pumped dealer would have dealt in turn 5 does not
    spare P2's unit from 1500 damage in turn 6, which falls short of its power on its own."""
    doc = _scenario("battle-damage-fixed-on-the-stack")
    later = [
        {"turn": 6, "phase": "draw", "actor": "P2", "act": "draw", "args": {"count": 1}},
        {
            "turn": 6,
            "phase": "main",
            "actor": "P2",
            "act": "effect",
            "args": {"source": "P2:v", "damage": [{"card": "P2:v", "amount": 1500}]},
        },
        {"turn": 6, "phase": "main", "actor": None, "act": "rule_effect", "args": {"card": "P2:v"}},
    ]
    bad = _with(doc["legal"], [*doc["legal"]["entries"], *later])
    finding = next(f for f in replay(bad).findings if f.code == DZ + "rule.not_due")
    assert finding.seq == len(bad["entries"])
    assert f"{GAME}4.16.4-5" in finding.clauses
    assert f"{GAME}3.12.4-1" not in finding.clauses
