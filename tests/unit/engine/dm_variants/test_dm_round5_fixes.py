"""Proofs of what the fifth blind held-out round found missing (tests/scenarios_heldout/build_dm_variants_round5.py):
a hand-written log breaking one rule and its legal twin each (tests/unit/engine/proof.py).

Four disputed plays turned on a card's static ability that the engine could not read as free text; the format
gained declared continuous effects for them:

- `cast_lock` (600.4a, 《偽りの名 ナンバーナイン》): 「相手は呪文を唱えられない」 binds every opponent; with
  `max_cost` and `fewer_shields` (600.4f, 《正義の煌き オーリリア》) each opponent is compared on their own;
- `not_destroyed_if` (600.4a, 《超轟速 マッハ55》): not destroyed while any one opponent has n shields or fewer;
- `attack_ward` (608.8c second printing / 403.2b): in 双頭戦 a creature that cannot attack one defending
  player cannot attack the defending team.
"""

from __future__ import annotations

import copy
from typing import Any

from judge.engine import replay
from tests.scenarios_heldout import build_dm_variants_round5 as R5
from tests.unit.engine.dm_variants.ability_logs import add, c, creature, seat, table, with_card
from tests.unit.engine.proof import prove

P = "dm-variants."
Doc = dict[str, Any]

PLAIN: Doc = {"name": "火の呪文", "type": "spell", "cost": 1, "keywords": {"civilizations": ["fire"]}}


def _codes(log: Doc) -> list[str]:
    return [f.code for f in replay(copy.deepcopy(log)).findings]


def _lock(effect: Doc, *, p1_shields: int = 5, p2_shields: int = 5, cast: bool = True) -> tuple[Doc, int]:
    """P1's turn; P2 controls a creature with a declared cast lock; P1 casts a cost-1 spell (or summons)."""
    seats = {
        "P1": seat("P1", hand=[("h1", "PLAIN"), ("h2", "F")], shields=p1_shields),
        "P2": seat("P2", battle=[("P2:b1", "LOCK")], shields=p2_shields),
        "P3": seat("P3"),
    }
    log = table(seats=seats)
    with_card(log, "PLAIN", PLAIN, replacing="SPIRAL")
    lock = creature(
        "封印の番人", 9000, [{"id": "lock", "kind": "continuous", "effect": {"cast_lock": effect}}]
    )
    with_card(log, "LOCK", lock, replacing="NARU")
    if cast:
        return log, add(log, 4, "main", "P1", "cast", card="P1:h1", tap=["P1:m1"])
    return log, add(log, 4, "main", "P1", "summon", card="P1:h2", tap=["P1:m1"])


def test_600_4a_a_cast_lock_binds_every_opponent() -> None:
    bad, seq = _lock({"whose": "opponent"})
    report = prove(bad, P + "cast.locked", seq, twin=_lock({"whose": "opponent"}, cast=False)[0])
    assert report.findings[0].evidence["controller"] == "P2"


def test_600_4a_a_cast_lock_does_not_bind_its_controller() -> None:
    log, _ = _lock({"whose": "opponent"})
    # P1 holds the lock itself: its own spell is not stopped.
    p1, p2 = log["header"]["snapshot"]["players"]["P1"], log["header"]["snapshot"]["players"]["P2"]
    p1["battle"], p2["battle"] = p2["battle"], p1["battle"]
    p1["battle"][0]["iid"] = "P1:b1"
    p1["deck"]["count"] -= 1
    p2["deck"]["count"] += 1
    assert _codes(log) == []


def test_600_4a_a_cast_lock_spares_spells_above_its_cost() -> None:
    log, _ = _lock({"whose": "opponent", "max_cost": 0})
    assert _codes(log) == []


def test_600_4f_a_shield_comparison_is_made_for_each_opponent() -> None:
    effect = {"whose": "opponent", "max_cost": 5, "fewer_shields": True}
    bad, seq = _lock(effect, p1_shields=3, p2_shields=4)
    report = prove(bad, P + "cast.locked", seq, twin=_lock(effect, p1_shields=5, p2_shields=4)[0])
    assert "dm-variants:600.4f" in report.findings[0].clauses


def _mach(p3_shields: int, destroyed: list[str]) -> tuple[Doc, int]:
    """P1's 6000 attacks P2's tapped 5000 that is not destroyed while an opponent of P2 has 2 shields or fewer."""
    seats = {
        "P1": seat("P1", battle=[("P1:b1", "BIG")]),
        "P2": seat("P2", battle=[("P2:b1", "MACH")]),
        "P3": seat("P3", shields=p3_shields),
    }
    seats["P2"]["battle"][0]["tapped"] = True
    log = table(seats=seats)
    with_card(log, "BIG", creature("火の巨兵", 6000), replacing="SPIRAL")
    mach = creature(
        "超轟速 マッハ55",
        5000,
        [
            {
                "id": "guard",
                "kind": "continuous",
                "effect": {"not_destroyed_if": {"opponent_shields_at_most": 2}},
            }
        ],
    )
    with_card(log, "MACH", mach, replacing="NARU")
    add(log, 4, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2:b1")
    return log, add(log, 4, "attack", "P1", "battle", destroyed=destroyed)


def test_600_4a_not_destroyed_while_any_opponent_has_two_shields() -> None:
    bad, seq = _mach(2, ["P2:b1"])
    prove(bad, P + "battle.not_destroyed", seq, twin=_mach(2, [])[0])


def test_600_4a_destroyed_as_usual_when_no_opponent_is_that_low() -> None:
    assert _codes(_mach(3, ["P2:b1"])[0]) == []
    # With three shields on P3 the creature does not survive: keeping it is a wrong battle result.
    assert _codes(_mach(3, [])[0]) == [P + "battle.result"]


def _attack_seq(log: Doc) -> int:
    return next(e["seq"] for e in log["entries"] if e["act"] == "attack")


def test_608_8c_a_ward_of_one_defending_player_covers_the_team() -> None:
    bad = R5._two_headed(True).json()
    prove(bad, P + "two_headed.attack_ward", _attack_seq(bad), twin=R5._two_headed(False).json())


def test_608_8c_without_the_ward_the_attack_stands() -> None:
    log = R5._two_headed(True).json()
    del log["header"]["cards"]["WARD"]["abilities"][0]["effect"]
    assert _codes(log) == []


def test_mach_snapshot_card_is_tapped() -> None:
    # The attacked creature must be tapped (official rule), so the proofs above attack a legal target.
    log, _ = _mach(3, ["P2:b1"])
    assert c("P2:b1", "MACH", tapped=True) == log["header"]["snapshot"]["players"]["P2"]["battle"][0]


def _clauses(log: Doc, code: str) -> set[str]:
    hits = [f for f in replay(copy.deepcopy(log)).findings if f.code == P + code]
    assert len(hits) == 1, [(f.seq, f.code) for f in replay(copy.deepcopy(log)).findings]
    return set(hits[0].clauses)


def test_703_11c_a_planeswalk_after_c_on_a_plane_cites_it() -> None:
    # {C} on a plane (not a field) owes no planeswalk: the unowed one cites 703.11c besides 703.9/501.2b.
    assert "dm-variants:703.11c" in _clauses(R5._planes_c(True).json(), "planes.planeswalk_unowed")
    assert _codes(R5._planes_c(False).json()) == []
    # After {P} and its planeswalk, a second one is unowed, but no {C} decides it.
    assert "dm-variants:703.11c" not in _clauses(R5._planes_p(True).json(), "planes.planeswalk_unowed")


def test_701_13a_a_commander_summoned_outside_the_main_step_cites_it() -> None:
    found = _clauses(R5._edh_step("attack").json(), "main.step")
    assert {"dm-variants:701.13", "dm-variants:701.13a", "dm-variants:402"} <= found
    assert _codes(R5._edh_step("main").json()) == []
    # An ordinary creature summoned in the attack step cites the main step alone.
    log = R5._summon_step("attack").json()
    assert "dm-variants:701.13a" not in _clauses(log, "main.step")


def test_600_4a_a_cast_lock_stops_a_shield_trigger_spell_too() -> None:
    # P1 attacks P3 and breaks a 《デーモン・ハンド》; P2's lock stops P3 (an opponent of P2) casting it.
    def log(lock: bool) -> Doc:
        seats = {
            "P1": seat("P1", battle=[("P1:b1", "F")]),
            "P2": seat("P2", battle=[("P2:b1", "LOCK")]),
            "P3": seat("P3"),
        }
        out = table(seats=seats)
        effect = {"cast_lock": {"whose": "opponent"}} if lock else {}
        ability = {"id": "lock", "kind": "continuous", "effect": effect} if lock else None
        with_card(out, "LOCK", creature("封印の番人", 9000, [ability] if ability else None), replacing="NARU")
        add(out, 4, "attack", "P1", "attack", attacker="P1:b1", defender="P3", target="P3")
        add(out, 4, "attack", "P1", "break", shields=[{"iid": "P3:s1", "card": "DEMON"}])
        add(out, 4, "attack", "P3", "shield_trigger", card="P3:s1", targets=["P1:b1"])
        return out

    prove(log(True), P + "cast.locked", 3, twin=log(False))
