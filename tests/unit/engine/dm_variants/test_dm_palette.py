"""The recorder's palette (judge.engine.acts_available) for Duel Masters variants."""

from __future__ import annotations

from judge.engine import acts_available
from tests.unit.engine.dm_variants.ability_logs import add, board, seat, table
from tests.unit.engine.dm_variants.proof_logs import two_player_opening


def test_the_draw_is_required_at_the_start_of_a_turn() -> None:
    g = two_player_opening()
    g.add(4, "start", "P2", "turn_start")
    options = acts_available(g.log())
    assert [(o.act, o.actor, o.required) for o in options][:1] == [("draw", "P2", True)]


def test_main_step_offers_summon_cast_and_attacks() -> None:
    log = table(seats=board(P1=[("P1:b1", "F")], P2=[("P2:b1", "F")]))
    acts = {(o.act, o.actor) for o in acts_available(log)}
    assert {("summon", "P1"), ("cast", "P1"), ("attack", "P1")} <= acts
    attacks = [o for o in acts_available(log) if o.act == "attack"]
    assert {o.args["defender"] for o in attacks} == {"P2", "P3"}


def test_an_unblocked_attack_on_a_player_without_shields_requires_the_direct_attack() -> None:
    seats = board(P1=[("P1:b1", "F")])
    seats["P2"] = seat("P2", shields=0, hand_count=3)
    log = table(seats=seats)
    add(log, 4, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2")
    options = acts_available(log)
    assert [(o.act, o.required) for o in options] == [("direct_attack", True)]


def test_a_finished_game_offers_nothing() -> None:
    log = table(seats=board())
    add(log, 4, "main", "P2", "concede")
    add(log, 4, "main", "P3", "concede")
    assert acts_available(log) == []


def test_a_waiting_mandatory_enter_ability_is_required_first() -> None:
    log = table(seats=board(P2=[("P2:b1", "F")]))
    add(log, 4, "main", "P1", "summon", card="P1:h1", tap=["P1:m1"])
    options = acts_available(log)
    assert [(o.act, o.args.get("ability"), o.required) for o in options] == [("effect", "enter", True)]
