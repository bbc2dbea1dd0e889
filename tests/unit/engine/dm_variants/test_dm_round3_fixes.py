"""Proofs of the checks the third blind held-out round found missing or citing too little
(tests/scenarios_heldout/build_dm_variants_round3.py): a hand-written log breaking one rule and its legal
twin each (tests/unit/engine/proof.py).

- a wrong setup shield count in DMEDH cites 701.6 and in 魔王戦 702.5 (it cited only the official rule);
- 600.4i: triggered abilities of several players waiting at the same time resolve from the turn player's;
- 601.8: an effect does nothing to a player or card out of its controller's range, targeted or not.
"""

from __future__ import annotations

from typing import Any

from judge.engine import replay
from tests.unit.engine.dm_variants.ability_logs import add, creature, seat, spell, table, with_card
from tests.unit.engine.dm_variants.proof_logs import CARDS as PLAIN
from tests.unit.engine.dm_variants.proof_logs import SCHEMES, Game, deck, edh_cards, teams_game
from tests.unit.engine.proof import prove

P = "dm-variants."
Doc = dict[str, Any]


def _codes(log: Doc) -> list[tuple[int | None, str]]:
    return [(f.seq, f.code) for f in replay(log).findings]


# --- 701.6 / 702.5: the format's own shield count -------------------------------------------------------
def _edh_setup(p1_shields: int, **options: Any) -> tuple[Game, int]:
    g = Game(2, variant="dmedh", cards=edh_cards(), options=options)
    g.decklists = {s: {"main": {f"E{i}": 1 for i in range(1, 60)}, "commander": "CMD"} for s in g.seats}
    for k, s in enumerate(g.seats):
        g.add(0, "setup", s, "shields", count=p1_shields if s == "P1" else 7)
        g.add(
            0, "setup", s, "draw", cards=[{"iid": f"{s}:h{i}", "card": f"E{5 * k + i + 1}"} for i in range(5)]
        )
    return g, g.add(1, "start", "P1", "turn_start")


def test_701_6_a_dmedh_game_starts_with_seven_shields() -> None:
    bad, seq = _edh_setup(5)
    report = prove(bad.log(), P + "dmedh.setup_shields", seq, twin=_edh_setup(7)[0].log())
    assert report.findings[0].evidence == {"seat": "P1", "count": 5, "wanted": 7}


def _archenemy_setup(counts: dict[str, int], heroes: int = 2, **options: Any) -> tuple[Game, int]:
    seats = [f"P{i}" for i in range(2, heroes + 2)]
    g = teams_game("archenemy", [["P1"], seats], cards=PLAIN | SCHEMES, options=options)
    g.decklists["P1"] = deck() | {"schemes": dict.fromkeys(SCHEMES, 1)}
    g.setup(shields=counts)
    return g, g.add(1, "start", "P1", "turn_start")


def test_702_5_two_heroes_start_with_seven_shields_each() -> None:
    bad, seq = _archenemy_setup({"P1": 7, "P2": 5, "P3": 7})
    good, _ = _archenemy_setup({"P1": 7, "P2": 7, "P3": 7})
    prove(bad.log(), P + "archenemy.setup_shields", seq, twin=good.log())


def test_702_5_the_archenemy_and_three_heroes() -> None:
    # The 魔王 sets 7 whatever the heroes' number; three heroes set 5 each.
    bad, seq = _archenemy_setup({"P1": 5, "P2": 5, "P3": 5, "P4": 5}, heroes=3)
    assert _codes(bad.log()) == [(seq, P + "archenemy.setup_shields")]
    assert _codes(_archenemy_setup({"P1": 7, "P2": 5, "P3": 5, "P4": 5}, heroes=3)[0].log()) == []


def test_an_agreed_hero_count_is_the_core_check() -> None:
    # Four heroes with an agreed 4 (702.2b): a hero setting 5 broke the agreement, not 702.5's figures.
    bad, seq = _archenemy_setup({"P1": 7, "P2": 5, "P3": 4, "P4": 4, "P5": 4}, heroes=4, shields=4)
    assert _codes(bad.log()) == [(seq, P + "setup.shields")]


# --- 600.4i: turn player first ----------------------------------------------------------------------------
RAID = creature(
    "突撃の火竜", 5000, [{"id": "attack", "kind": "auto", "trigger": {"event": "attacks", "card": "self"}}]
)
ALARM = creature(
    "警報の番兵",
    2000,
    [{"id": "watch", "kind": "auto", "trigger": {"event": "attacks", "whose": "opponent"}}],
)


def _attack_triggers(first: str) -> tuple[Doc, int]:
    """Three players, P2's turn 5: P2's creature with 'when this attacks' attacks P1, whose creature has
    'when an opponent's creature attacks'; both wait from the attack, and `first` resolves first."""
    seats = {
        "P1": seat("P1", battle=[("P1:b1", "ALARM")], hand_count=3),
        "P2": seat("P2", battle=[("P2:b1", "RAID")], hand_count=3),
        "P3": seat("P3", hand_count=3),
    }
    log = table(turn=5, turn_player="P2", seats=seats)
    with_card(log, "RAID", RAID, replacing="SPIRAL")
    with_card(log, "ALARM", ALARM, replacing="LOST")
    add(log, 5, "attack", "P2", "attack", attacker="P2:b1", defender="P1", target="P1")
    order = [("P2", "P2:b1", "attack"), ("P1", "P1:b1", "watch")]
    if first == "P1":
        order.reverse()
    seqs = [add(log, 5, "attack", actor, "effect", source=src, ability=ab) for actor, src, ab in order]
    return log, seqs[1]


def test_600_4i_the_turn_players_trigger_resolves_first() -> None:
    bad, seq = _attack_triggers("P1")
    report = prove(bad, P + "ability.trigger_order", seq, twin=_attack_triggers("P2")[0])
    assert report.findings[0].evidence["other"] == "P1"


def test_600_4i_a_trigger_made_by_a_resolution_waits_after_it() -> None:
    """P1's watcher destroys P2's creature when it resolves; P2's 'when your creature is destroyed' ability
    triggers only then, so it resolving after P1's is no breach of 600.4i."""
    log, _ = _attack_triggers("P2")
    del log["entries"][1:]
    log["header"]["cards"]["ALARM"]["abilities"][0]["targets"] = [
        {"zone": "battle", "whose": "opponent", "count": 1}
    ]
    grief = creature(
        "弔いの火竜",
        3000,
        [{"id": "grief", "kind": "auto", "trigger": {"event": "destroyed", "whose": "own"}}],
    )
    with_card(log, "GRIEF", grief, replacing="GUN")
    log["header"]["snapshot"]["players"]["P2"]["battle"].append(
        {"iid": "P2:b2", "card": "GRIEF", "tapped": False}
    )
    log["header"]["snapshot"]["players"]["P2"]["deck"]["count"] -= 1
    add(
        log,
        5,
        "attack",
        "P1",
        "effect",
        source="P1:b1",
        ability="watch",
        targets=["P2:b1"],
        moves=[{"card": "P2:b1", "to": "graveyard"}],
    )
    add(log, 5, "attack", "P2", "effect", source="P2:b2", ability="grief")
    assert _codes(log) == []


def test_600_4i_is_a_multiplayer_rule() -> None:
    """Two players: the official rule orders them; 600.4i (multiplayer) is not cited."""
    bad, _ = _attack_triggers("P1")
    header = bad["header"]
    header["players"] = header["players"][:2]
    header["variant"] = "standard"
    del header["decklists"]["P3"], header["snapshot"]["players"]["P3"]
    assert P + "ability.trigger_order" not in {code for _, code in _codes(bad)}


# --- 601.8: effects do nothing out of range ---------------------------------------------------------------
# 「パワー1000以下のクリーチャーをすべて破壊する」: it names no player, so it chooses no target.
ERUPTION = spell("大噴火", [{"id": "spell", "kind": "spell"}])
FIVE = ("P1", "P2", "P3", "P4", "P5")


def _eruption(hit: list[str], targets: list[str] | None = None) -> tuple[Doc, int]:
    """Five players, range 1, P1's turn 6: P1 (range P5, P1, P2) casts the eruption; each seat has a
    creature `P?:b1`, and the effect destroys `hit`."""
    seats = {s: seat(s, battle=[(f"{s}:b1", "F")], hand_count=3) for s in FIVE}
    seats["P1"] = seat("P1", hand=[("h1", "ERUPT")], battle=[("P1:b1", "F")], hand_count=3)
    log = table(turn=6, turn_player="P1", seats=seats, options={"range": 1})
    with_card(log, "ERUPT", ERUPTION)
    add(log, 6, "main", "P1", "cast", card="P1:h1", tap=["P1:m1"])
    args: Doc = {"source": "P1:h1", "moves": [{"card": c, "to": "graveyard"} for c in hit]}
    if targets is not None:
        args["targets"] = targets
    return log, add(log, 6, "main", "P1", "effect", **args)


def test_601_8_an_effect_does_nothing_to_a_card_out_of_range() -> None:
    bad, seq = _eruption(["P1:b1", "P2:b1", "P3:b1", "P5:b1"])
    report = prove(bad, P + "effect.out_of_range", seq, twin=_eruption(["P1:b1", "P2:b1", "P5:b1"])[0])
    assert report.findings[0].evidence["holder"] == "P3"


def test_601_8_a_target_out_of_range_is_range_target_alone() -> None:
    """A chosen target out of range is 601.4's finding; the move of that same card is not reported again."""
    log, seq = _eruption(["P3:b1"], targets=["P3:b1"])
    codes = [code for s, code in _codes(log) if s == seq]
    assert P + "range.target" in codes
    assert P + "effect.out_of_range" not in codes


def test_601_8_no_range_no_finding() -> None:
    log, _ = _eruption(["P2:b1", "P3:b1", "P4:b1"])
    del log["header"]["options"]["range"]
    assert _codes(log) == []
