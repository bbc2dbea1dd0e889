"""Proofs of what the fourth blind held-out round found missing or citing too little
(tests/scenarios_heldout/build_dm_variants_round4.py): a hand-written log breaking one rule and its legal
twin each (tests/unit/engine/proof.py).

- 701.6: a DMEDH opening hand other than five cards cites the variant's clause (it cited only the official
  rule);
- 701.16: the commander draw is made at the end of the commander's own attack, not after a later attack;
- 705.5b with decisions.md DM 20: the rotating table turns among the players left, passing over the seat of a
  player who left (it was a needs_ruling);
- 609.6b: a general's act after its emperor's loss cites the emperor rule;
- 704.11a: a planeswalk made because a phenomenon turned up in the grid's refill cites it;
- 607.4a: a turn taken where a marker beyond floor(players / 4) would have started cites the marker count.
"""

from __future__ import annotations

from typing import Any

from judge.engine import replay
from tests.unit.engine.dm_variants.proof_logs import CARDS, Game, deck, dmedh_game, edh_cards, emperor_game
from tests.unit.engine.proof import prove

P = "dm-variants."
Doc = dict[str, Any]


def _clauses(log: Doc, code: str) -> set[str]:
    hits = [f for f in replay(log).findings if f.code == P + code]
    assert len(hits) == 1, [(f.seq, f.code) for f in replay(log).findings]
    return set(hits[0].clauses)


# --- 701.6: the DMEDH opening hand ------------------------------------------------------------------------
def _edh_hands(p1_hand: int) -> tuple[Game, int]:
    g = Game(2, variant="dmedh", cards=edh_cards())
    g.decklists = {s: {"main": {f"E{i}": 1 for i in range(1, 60)}, "commander": "CMD"} for s in g.seats}
    for k, s in enumerate(g.seats):
        g.add(0, "setup", s, "shields", count=7)
        n = p1_hand if s == "P1" else 5
        g.add(
            0,
            "setup",
            s,
            "draw",
            cards=[{"iid": f"{s}:h{i}", "card": f"E{10 * k + i + 1}"} for i in range(n)],
        )
    return g, g.add(1, "start", "P1", "turn_start")


def test_701_6_a_dmedh_opening_hand_is_five_cards() -> None:
    bad, seq = _edh_hands(7)
    report = prove(bad.log(), P + "dmedh.setup_hand", seq, twin=_edh_hands(5)[0].log())
    assert report.findings[0].evidence == {"seat": "P1", "count": 7, "wanted": 5}


# --- 701.16: the commander draw at the end of the commander's attack -----------------------------------
def _commander_attacks(draw_after_other_attack: bool) -> tuple[Game, int]:
    """P1 summons its commander in turn 1 and a creature in turn 3; in turn 5 both attack P2, one shield
    each. The commander draw follows the commander's attack, or (the breach) the second attack."""
    g = dmedh_game()
    g.add(1, "start", "P1", "turn_start")
    g.add(1, "charge", "P1", "charge", card="P1:h1")
    g.add(1, "main", "P1", "summon", card="P1:cmd", tap=["P1:h1"], tax=[], **{"from": "command"})
    for t, s, c in ((2, "P2", "E12"), (3, "P1", "E13"), (4, "P2", "E14"), (5, "P1", "E15")):
        g.add(t, "start", s, "turn_start")
        g.add(t, "draw", s, "draw", cards=[{"iid": f"{s}:d{t}", "card": c}])
        if t == 3:
            g.add(t, "charge", s, "charge", card="P1:d3")
            g.add(t, "main", s, "summon", card="P1:h2", tap=["P1:d3"])
    g.add(5, "attack", "P1", "attack", attacker="P1:cmd", defender="P2", target="P2")
    g.add(5, "attack", "P1", "break", shields=["P2:s0"])

    def draw() -> int:
        return g.add(5, "attack", "P1", "commander_draw", card="P1:cmd", looked=1, to_hand=["P1:x1"])

    seq = 0 if draw_after_other_attack else draw()
    g.add(5, "attack", "P1", "attack", attacker="P1:h2", defender="P2", target="P2")
    g.add(5, "attack", "P1", "break", shields=["P2:s1"])
    if draw_after_other_attack:
        seq = draw()
    return g, seq


def test_701_16_the_commander_draw_is_at_the_end_of_its_own_attack() -> None:
    bad, seq = _commander_attacks(True)
    report = prove(bad.log(), P + "dmedh.commander_draw", seq, twin=_commander_attacks(False)[0].log())
    assert "ended" in report.findings[0].evidence["problem"]


def test_701_16_not_after_the_attack_step() -> None:
    g, _ = _commander_attacks(False)
    g.entries = g.entries[:-3]  # up to the commander's break
    seq = g.add(5, "end", "P1", "commander_draw", card="P1:cmd", looked=1, to_hand=["P1:x1"])
    assert [(f.seq, f.code) for f in replay(g.log()).findings] == [(seq, P + "dmedh.commander_draw")]


# --- 705.5b / DM 20: a seat passed over ------------------------------------------------------------------
def _table_with_empty_seat(to: str) -> tuple[Game, int]:
    """P4 concedes in P1's turn 1; P1's creature then goes counter-clockwise past P4's empty seat to P3."""
    g = Game(4, variant="rotating_table")
    g.setup()
    g.add(1, "start", "P1", "turn_start")
    g.add(1, "draw", "P1", "draw", cards=[{"iid": "P1:d1", "card": "F"}])
    g.add(1, "charge", "P1", "charge", card="P1:h1")
    g.add(1, "main", "P4", "concede")
    g.add(1, "main", "P1", "summon", card="P1:h0", tap=["P1:h1"])
    return g, g.add(1, "main", "P1", "roll", result="P", tap=[], control={"P1:h0": to})


def test_705_5b_the_table_turns_among_the_players_left() -> None:
    bad, seq = _table_with_empty_seat("P4")
    report = prove(bad.log(), P + "rotating_table.control", seq, twin=_table_with_empty_seat("P3")[0].log())
    assert "dm-variants:600.10" in report.findings[0].clauses


def test_705_5b_all_seated_cites_no_adjacency_clause() -> None:
    g = Game(4, variant="rotating_table")
    g.setup()
    g.add(1, "start", "P1", "turn_start")
    g.add(1, "draw", "P1", "draw", cards=[{"iid": "P1:d1", "card": "F"}])
    g.add(1, "charge", "P1", "charge", card="P1:h1")
    g.add(1, "main", "P1", "summon", card="P1:h0", tap=["P1:h1"])
    g.add(1, "main", "P1", "roll", result="P", tap=[], control={"P1:h0": "P3"})
    assert "dm-variants:600.10" not in _clauses(g.log(), "rotating_table.control")


# --- 609.6b: the emperor's loss ends its team -------------------------------------------------------------
def test_609_6b_a_general_acting_after_its_emperor_conceded() -> None:
    g = emperor_game()
    g.add(1, "start", "P2", "turn_start")
    g.add(1, "main", "P5", "concede")
    g.add(2, "start", "P3", "turn_start")
    assert {"dm-variants:609.6b", "dm-variants:102.1c"} <= _clauses(g.log(), "game.continued_after_end")


# --- 704.11a: a phenomenon met in the refill owes no planeswalk ------------------------------------------
def _planar(kind: str, i: int) -> dict[str, Any]:
    return {"name": f"探索{kind}{i}", "type": kind, "cost": 0, "keywords": {}}


PILE = {f"Q{i}": _planar("plane", i) for i in range(16)} | {
    f"H{i}": _planar("phenomenon", i) for i in range(4)
}
CROSS = ([0, 0], [0, 1], [1, 0], [0, -1], [-1, 0])


def _refill_meets_phenomenon() -> Game:
    g = Game(2, variant="plane_exploration", cards=CARDS | PILE)
    for s in g.seats:
        g.decklists[s] = deck() | {"planes": dict.fromkeys(PILE, 1)}
    g.setup()
    for k, at in enumerate(CROSS):
        g.add(0, "setup", "P1", "plane_reveal", card={"iid": f"P1:pl{k}", "card": f"Q{k}"}, at=at)
    g.add(1, "start", "P1", "turn_start")
    g.add(1, "charge", "P1", "charge", card="P1:h1")
    g.add(1, "main", "P1", "roll", result="P", tap=[])
    reveal = [
        {"card": {"iid": "P1:pl5", "card": "H0"}, "at": [0, 2]},
        {"card": {"iid": "P1:pl6", "card": "Q5"}, "at": [0, 2]},
        {"card": {"iid": "P1:pl7", "card": "Q6"}, "at": [1, 1]},
        {"card": {"iid": "P1:pl8", "card": "Q7"}, "at": [-1, 1]},
    ]
    g.add(1, "main", "P1", "planeswalk", to=[0, 1], reveal=reveal)
    return g


def _walk_on(g: Game) -> int:
    reveal = [
        {"card": {"iid": f"P1:pl{k}", "card": f"Q{k - 1}"}, "at": at}
        for k, at in ((9, [0, 3]), (10, [1, 2]), (11, [-1, 2]))
    ]
    return g.add(1, "main", "P1", "planeswalk", to=[0, 2], reveal=reveal)


def test_704_11a_a_refill_phenomenon_is_cited() -> None:
    g = _refill_meets_phenomenon()
    _walk_on(g)
    assert "dm-variants:704.11a" in _clauses(g.log(), "plane_exploration.planeswalk_unowed")
    twin = _refill_meets_phenomenon()
    twin.add(1, "main", "P1", "summon", card="P1:h0", tap=["P1:h1"])
    assert replay(twin.log()).findings == []


def test_704_11a_not_cited_after_a_roll_in_between() -> None:
    g = _refill_meets_phenomenon()
    g.add(1, "main", "P1", "roll", result="blank", tap=["P1:h1"])
    _walk_on(g)
    assert "dm-variants:704.11a" not in _clauses(g.log(), "plane_exploration.planeswalk_unowed")


# --- 607.4a: fifteen players have three markers -----------------------------------------------------------
def _melee(fourth: str) -> Doc:
    g = Game(15, variant="grand_melee")
    g.setup()
    for t, s in ((1, "P1"), (2, "P5"), (3, "P9"), (4, fourth)):
        g.add(t, "start", s, "turn_start")
        g.add(t, "draw", s, "draw", cards=[{"iid": f"{s}:d{t}", "card": "F"}])
    return g.log()


def test_607_4a_no_fourth_marker_for_fifteen_players() -> None:
    assert "dm-variants:607.4a" in _clauses(_melee("P13"), "grand_melee.no_marker")
    assert "dm-variants:607.4a" not in _clauses(_melee("P3"), "grand_melee.no_marker")
    assert replay(_melee("P2")).findings == []
