"""Proofs from the printed 【例】 of parts 1, 2 and 4 that describe play (numbers, colours, areas, zones).

Each test replays a scenario's disputed log (tests/scenarios/build_dimension_zero.py), written from the
example's clause, in which exactly one check fires, and its legal twin that gives nothing. The colour-
changing effect (`effect` `colour`) and the smash changes (`effect` `smash`) are the log fields these
examples needed (docs/log-format-dimension-zero.md).
"""

from __future__ import annotations

import copy
import json

import pytest

from judge.engine import replay
from judge.engine.core.logreader import read_log
from judge.engine.core.replay import ReplayContext
from judge.engine.games.dimension_zero.game import GAME
from judge.engine.games.dimension_zero.snapshot import snapshot_of
from tests.scenarios import build_dimension_zero as S
from tests.unit.engine.dimension_zero.dz_abilities import c, pos, side
from tests.unit.engine.proof import prove

DZ = "dimension-zero."


def _pair(doc: dict) -> tuple[dict, dict]:  # type: ignore[type-arg]
    return doc[doc["ruling"]], doc["legal"]


def test_1_1_1_a_unit_without_haste_cannot_move_the_turn_it_is_played() -> None:
    bad, good = _pair(S.haste_enters_released())
    prove(bad, DZ + "move.illegal", 3, twin=good)


def test_5_1_2_1_haste_does_not_release_a_unit_an_effect_put_frozen() -> None:
    bad, good = _pair(S.haste_placed_by_an_effect_stays_frozen())
    prove(bad, DZ + "move.illegal", 4, twin=good)


def test_1_2_2_smash_changes_add_up_below_zero() -> None:
    bad, good = _pair(S.negative_smash_counts_from_below_zero())
    prove(bad, DZ + "smash.count", 8, twin=good)


def test_1_2_2_a_smash_below_zero_moves_no_card() -> None:
    # The same unit before P1's +3: smash 1 - 2 = -1 counts as 0 in the central area; 1 card is wrong.
    bad, good = _pair(S.negative_smash_counts_from_below_zero())
    for log, count in ((bad, 1), (good, 0)):
        entries = log["entries"]
        del entries[4:7]  # P1's strategy and its +3
        for seq, entry in enumerate(entries, 1):
            entry["seq"] = seq
        entries[-2]["args"]["count"] = count
    prove(bad, DZ + "smash.count", 5, twin=good)


def test_2_4_2_2_a_red_and_black_unit_is_red() -> None:
    bad, good = _pair(S.multicoloured_card_has_every_colour())
    prove(bad, DZ + "rule.not_due", 4, twin=good)


def test_2_4_2_2_a_colourless_unit_is_not_red() -> None:
    bad, good = _pair(S.colourless_card_is_not_red())
    prove(bad, DZ + "rule.skipped", 4, twin=good)


def test_2_4_3_a_cost_without_a_colour_is_the_sum() -> None:
    bad, good = _pair(S.cost_without_a_colour_is_the_sum())
    prove(bad, DZ + "targets.illegal", 1, twin=good)


def test_2_24_7_1_the_home_area_is_the_acting_players() -> None:
    bad, good = _pair(S.home_area_is_seen_by_the_acting_player())
    prove(bad, DZ + "play.unit_square", 1, twin=good)


def test_2_24_7_2_the_enemy_area_is_the_cards_masters() -> None:
    bad, good = _pair(S.enemy_area_is_seen_by_the_cards_master())
    prove(bad, DZ + "targets.illegal", 1, twin=good)


def test_4_14_4_2_a_static_smash_change_reaches_a_unit_placed_later() -> None:
    bad, good = _pair(S.static_effect_reaches_a_unit_placed_later())
    prove(bad, DZ + "smash.count", 5, twin=good)


def test_2_20_1_7_a_unit_in_the_graveyard_does_not_trigger() -> None:
    bad, good = _pair(S.unit_text_works_only_in_a_square())
    prove(bad, DZ + "ability.not_triggered", 3, twin=good)


def test_4_9_2_6_an_ability_whose_card_left_still_resolves() -> None:
    bad, good = _pair(S.ability_reads_the_last_square_of_its_card())
    prove(bad, DZ + "stack.nullified_wrongly", 7, twin=good)


def test_2_23_1_3_square_to_square_keeps_damage() -> None:
    bad, good = _pair(S.square_to_square_keeps_damage_and_power())
    prove(bad, DZ + "rule.skipped", 7, twin=good)


def test_2_23_1_3_another_zone_makes_a_new_card() -> None:
    bad, good = _pair(S.new_zone_new_card())
    prove(bad, DZ + "rule.skipped", 10, twin=good)


def test_5_17_3_resist_reads_the_colour_the_source_has_on_resolution() -> None:
    bad, good = _pair(S.resist_reads_the_colour_on_resolution())
    prove(bad, DZ + "keyword.resist_damage", 9, twin=good)


def test_2_27_0_resist_reads_the_colour_the_source_has_when_targeting() -> None:
    bad, good = _pair(S.resist_reads_the_colour_when_targeted())
    prove(bad, DZ + "keyword.resist_target", 4, twin=good)


def _turned_blue_in_hand(replayed: bool) -> dict:  # type: ignore[type-arg]
    p1 = side("P1", hand=[c("P1:hn", "HNT")])
    p2 = side("P2", squares=[S.sq("P2:a", "ATU", "B31")])
    g = S.GX(pos(p1, p2))
    g.e(None, "effect", source="P2:x", colour=[{"card": "P1:hn", "colours": ["blue"]}])
    if replayed:
        # Played, it is a new card in a square (2.23.1-3): the colour change ended and it is red again.
        g.e("P1", "play", card="P1:hn", to="B11", pay=["P1:e0", "P1:e1"])
        g.e(None, "resolve")
    g.e("P1", "trigger", card="P1:hn", ability="shot", targets=["P2:a"])
    g.e(None, "resolve")
    g.e("P1", "pass")
    return g.json()


def test_a_colour_change_ends_when_the_card_changes_zones() -> None:
    report = replay(_turned_blue_in_hand(True))
    assert report.findings == [], [(f.seq, f.code) for f in report.findings]


def test_an_unreadable_colour_change_is_a_log_error() -> None:
    log = S.resist_reads_the_colour_when_targeted()["illegal"]
    log["entries"][2]["args"]["colour"] = [{"card": "P1:hn", "colours": ["purple"]}]
    report = replay(log)
    assert [(f.seq, str(f.verdict)) for f in report.findings if f.seq == 3] == [(3, "log_error")]


def test_2_23_3_2_a_draw_takes_the_plan_card() -> None:
    bad, good = _pair(S.plan_card_is_drawn_first())
    report = prove(bad, DZ + "plan.top_card", 1, twin=good)
    assert report.findings[0].evidence == {"seat": "P1", "taken": "P1:d", "plan": "P1:p"}


def test_2_23_3_2_a_smash_takes_the_plan_card() -> None:
    bad, good = _pair(S.smash_takes_the_plan_card_too())
    report = prove(bad, DZ + "plan.top_card", 1, twin=good)
    assert report.findings[0].evidence == {"seat": "P2", "taken": "P2:d", "plan": "P2:p"}


def test_2_23_3_2_a_draw_of_two_may_name_only_the_card_below_the_plan_card() -> None:
    # Two cards drawn, one named: the plan card is the unnamed one, taken first.
    log = S.plan_card_is_drawn_first()["legal"]
    log["entries"][0]["args"] = {"cards": ["P1:d"], "count": 1, "source": "P1:x"}
    assert [f.code for f in replay(log).findings] == []


def test_1_2_3_3_the_coloured_part_of_x_costs_comes_from_the_energy_zone() -> None:
    bad, good = _pair(S.coloured_cost_only_from_the_energy_zone())
    prove(bad, DZ + "pay.colour", 1, twin=good)


def test_2_10_3_plan_zone_text_in_a_square_does_not_trigger() -> None:
    bad, good = _pair(S.plan_zone_text_does_nothing_in_a_square())
    prove(bad, DZ + "ability.not_triggered", 4, twin=good)


def test_4_8_11_1_a_card_leaving_with_its_neighbour_still_triggers() -> None:
    bad, good = _pair(S.neighbour_leaving_with_it_still_triggers())
    prove(bad, DZ + "ability.trigger_missed", 4, twin=good)


def test_1_1_2_cannot_draw_wins_over_can_draw() -> None:
    bad, good = _pair(S.cannot_wins_over_can())
    prove(bad, DZ + "draw.forbidden", 3, twin=good)


def test_1_1_2_cannot_draw_binds_only_its_controller() -> None:
    # The same unit under P2's control: "you cannot draw" binds P2, so P1's draw is legal.
    log = S.cannot_wins_over_can()["illegal"]
    players = log["header"]["snapshot"]["players"]
    unit = players["P1"]["squares"].pop()
    unit["iid"] = "P2:n"
    unit["square"] = "B32"
    players["P2"]["squares"].append(unit)
    players["P2"]["deck"]["count"] -= 1
    players["P1"]["deck"]["count"] += 1
    log["header"]["decklists"]["P1"]["main"]["NDR"] = 0
    log["header"]["decklists"]["P1"]["main"]["FU"] += 1
    log["header"]["decklists"]["P2"]["main"]["NDR"] = 1
    log["header"]["decklists"]["P2"]["main"]["FU"] -= 1
    assert [f.code for f in replay(log).findings] == []


def test_4_14_3_2_no_move_reaches_a_unit_placed_later() -> None:
    bad, good = _pair(S.no_move_reaches_units_placed_later())
    prove(bad, DZ + "move.forbidden", 5, twin=good)


def test_4_14_3_2_no_move_ends_with_the_turn() -> None:
    g = S.GX(pos(side("P1", hand=[c("P1:s", "NMV")], squares=[S.sq("P1:u", "RU", "B11")]), side("P2")))
    g.e("P1", "play", card="P1:s", pay=["P1:e0"])
    g.e(None, "resolve")
    g.e("P1", "move", unit="P1:u", to="B21", pay=["P1:e1"])
    same_turn = {f.code for f in replay(g.json()).findings}
    assert DZ + "move.forbidden" in same_turn
    g.entries.pop()
    g.at(phase="smash").e("P1", "pass")
    g.at(turn=6, phase="release")
    g.e("P2", "pass")
    g.at(turn=7, phase="main").e("P1", "move", unit="P1:u", to="B21", pay=["P1:e1"])
    next_turn = {f.code for f in replay(g.json()).findings}
    assert DZ + "move.forbidden" not in next_turn


def test_4_15_3_a_static_replacement_replaces_every_time() -> None:
    bad, good = _pair(S.static_replacement_replaces_every_time())
    prove(bad, DZ + "rule.replacement_ignored", 4, twin=good)


def test_4_15_3_an_effect_that_ignores_the_replacement() -> None:
    # P2's effect puts the Penguin straight into the graveyard (no damage, no rule effect).
    bad, good = _pair(S.static_replacement_replaces_every_time())
    for log, move in (
        (bad, {"card": "P1:pen", "to": "graveyard"}),
        (good, {"card": "P1:pen", "to": "energy", "instead_of": "graveyard"}),
    ):
        entries = log["entries"]
        entries[2]["args"] = {"source": "P2:h0", "moves": [move]}
        del entries[3]  # the rule effect
        for seq, entry in enumerate(entries, 1):
            entry["seq"] = seq
    prove(bad, DZ + "rule.replacement_ignored", 3, twin=good)


def test_2_8_2_a_unit_of_two_races_has_both() -> None:
    bad, good = _pair(S.two_races_are_both_had())
    prove(bad, DZ + "rule.not_due", 4, twin=good)


def test_2_8_2_a_race_the_unit_lacks() -> None:
    # The same unit as a plain サラマンダー: the base does not raise it, so 3000 damage destroys it.
    log = S.two_races_are_both_had()["legal"]
    log["header"]["cards"]["DRS"]["keywords"]["race"] = "サラマンダー"
    assert [(f.seq, f.code) for f in replay(log).findings] == [(4, DZ + "rule.skipped")]


def test_4_9_2_2_a_target_whose_condition_names_a_gone_target() -> None:
    bad, good = _pair(S.target_named_by_another_target())
    prove(bad, DZ + "targets.all_gone", 5, twin=good)


def test_4_9_2_2_the_named_target_is_checked_when_chosen() -> None:
    # B in another area than A when they are chosen: not a legal target.
    log = S.target_named_by_another_target()["legal"]
    log["header"]["snapshot"]["players"]["P1"]["squares"][1]["square"] = "B22"
    found = [(f.seq, f.code) for f in replay(log).findings]
    assert (1, DZ + "targets.illegal") in found


def test_4_14_3_2_a_spells_data_change_reaches_only_the_cards_then_there() -> None:
    bad, good = _pair(S.spell_data_change_reaches_only_the_cards_then_there())
    prove(bad, DZ + "effect.late_data_change", 6, twin=good)


def test_4_14_3_2_a_unit_there_at_resolution_that_moved_is_still_reached() -> None:
    g = S.GX(pos(side("P1", hand=[c("P1:b", "NS")], squares=[S.sq("P1:u", "RU", "B11")]), side("P2")))
    g.e("P1", "play", card="P1:b", pay=["P1:e0"])
    g.e(None, "resolve")
    g.e("P1", "move", unit="P1:u", to="B21", pay=["P1:e1"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P1:b", power=[{"card": "P1:u", "amount": 2000}])
    g.e("P1", "pass")
    assert [f.code for f in replay(g.json()).findings] == []


def test_1_1_3_an_impossible_action_is_not_done() -> None:
    bad, good = _pair(S.impossible_action_is_not_done())
    prove(bad, DZ + "targets.illegal", 4, twin=good)


def test_4_8_4_2_a_trigger_with_no_legal_target_may_go_unrecorded() -> None:
    # Removed from the stack at once (4.8.4-2): a log that leaves it out misses nothing.
    log = S.impossible_action_is_not_done()["legal"]
    del log["entries"][3]
    log["entries"][3]["seq"] = 4
    assert [f.code for f in replay(log).findings] == []


def test_4_8_4_2_a_trigger_with_a_legal_target_stays_on_the_stack() -> None:
    # A cost-1 unit (not a ヴァンパイア) in the graveyard: the trigger needs its target, and an empty choice
    # is wrong; left out, the trigger was missed.
    log = S.impossible_action_is_not_done()["legal"]
    players = log["header"]["snapshot"]["players"]
    players["P1"]["graveyard"] = [{"iid": "P1:g", "card": "FU"}]
    players["P1"]["deck"]["count"] -= 1
    found = {f.code for f in replay(copy.deepcopy(log)).findings}
    assert DZ + "targets.illegal" in found
    del log["entries"][3]
    log["entries"][3]["seq"] = 4
    assert [f.code for f in replay(log).findings] == [DZ + "ability.trigger_missed"]


def test_4_15_5_a_replaced_cost_is_still_paid() -> None:
    bad, good = _pair(S.replaced_cost_is_still_paid())
    prove(bad, DZ + "stack.nullified_wrongly", 3, twin=good)


def test_4_14_5_2_a_race_added_before_the_power_change() -> None:
    bad, good = _pair(S.race_change_applies_before_power())
    prove(bad, DZ + "rule.not_due", 4, twin=good)


def test_4_14_5_2_without_the_race_the_power_change_does_not_apply() -> None:
    # The same damage without the base that adds ドール: the unit is not a ドール, stays at 2000 and dies.
    log = S.race_change_applies_before_power()["legal"]
    players = log["header"]["snapshot"]["players"]
    players["P1"]["squares"] = [q for q in players["P1"]["squares"] if q["card"] != "DOL"]
    players["P1"]["deck"]["count"] += 1
    assert [(f.seq, f.code) for f in replay(log).findings] == [(4, DZ + "rule.skipped")]


def _picaresque(resolve_as: str | None, named: str | None = "bounce") -> dict:  # type: ignore[type-arg]
    g = S.GX(pos(side("P1", hand=[c("P1:p", "PIC")]), side("P2", squares=[S.sq("P2:v", "RU", "B32")])))
    g.e("P1", "play", card="P1:p", targets=["P2:v"], pay=["P1:e0"], **({"ability": named} if named else {}))
    g.e(None, "resolve", **({"ability": resolve_as} if resolve_as else {}))
    if resolve_as == "draw":
        g.e("P1", "draw", count=1, source="P1:p")
    else:
        g.e(None, "effect", source="P1:p", moves=[{"card": "P2:v", "to": "hand"}])
    g.e("P1", "pass")
    return g.json()


def test_4_7_2_2_the_effect_is_chosen_when_played() -> None:
    prove(_picaresque("draw"), DZ + "play.mode_choice", 2, twin=_picaresque("bounce"))
    assert replay(_picaresque(None)).findings == []  # a resolve that does not name it keeps the play's


def test_4_7_2_2_a_play_that_names_no_effect() -> None:
    prove(_picaresque(None, named=None), DZ + "play.mode_choice", 1, twin=_picaresque(None))


def test_4_7_2_2_the_scenario_log_is_also_resolved_with_its_targets_gone() -> None:
    bad = S.choice_of_effect_is_made_when_played()["illegal"]
    assert [(f.seq, f.code) for f in replay(bad).findings] == [
        (6, DZ + "play.mode_choice"),
        (6, DZ + "targets.all_gone"),
    ]


# --- the snapshot keeps smash changes and colour changes ------------------------------------------------
def _cut_after(game: dict, count: int) -> dict:  # type: ignore[type-arg]
    """The rest of `game` after its first `count` entries, from the snapshot of that moment."""
    parsed = read_log(copy.deepcopy(game))
    ctx = ReplayContext()
    state = GAME.start(parsed.header, ctx)
    for entry in parsed.entries[:count]:
        ctx.seq = entry.seq
        GAME.apply(state, entry, ctx)
    snap = json.loads(json.dumps(snapshot_of(state), ensure_ascii=False))
    return {"header": game["header"] | {"snapshot": snap}, "entries": copy.deepcopy(game["entries"][count:])}


@pytest.mark.parametrize("ruling", ["legal", "illegal"])
def test_a_smash_change_survives_a_snapshot(ruling: str) -> None:
    game = S.negative_smash_counts_from_below_zero()[ruling]
    rest = _cut_after(game, 7)  # after P1's +3: smash 1 - 2 + 3
    (unit,) = rest["header"]["snapshot"]["players"]["P1"]["squares"]
    assert unit["smash"] == 1
    whole = [(f.seq, f.code) for f in replay(copy.deepcopy(game)).findings]
    assert [(f.seq, f.code) for f in replay(rest).findings] == whole


def _blue_hunter(colour: list[str] | None) -> dict:  # type: ignore[type-arg]
    hunter = S.sq("P1:hn", "HNT", "B11") | ({"colour": colour} if colour is not None else {})
    p1 = side("P1", squares=[hunter])
    p2 = side("P2", squares=[S.sq("P2:a", "ATU", "B31")])
    g = S.GX(pos(p1, p2))
    g.e(None, "effect", source="P1:hn", damage=[{"card": "P2:a", "amount": 1000}])
    g.e("P1", "pass")
    return g.json()


def test_a_colour_change_survives_a_snapshot() -> None:
    assert [f.code for f in replay(_blue_hunter(["青"])).findings] == [DZ + "keyword.resist_damage"]
    assert replay(_blue_hunter(None)).findings == []
    rest = _cut_after(_blue_hunter(["blue"]), 0)
    assert rest["header"]["snapshot"]["players"]["P1"]["squares"][0]["colour"] == ["blue"]


def test_a_snapshot_colour_that_is_no_colour_is_a_header_error() -> None:
    report = replay(_blue_hunter(["purple"]))
    assert [f.code for f in report.findings] == ["log.unreadable"]


def test_4_9_2_8_a_strategy_its_resolution_put_elsewhere_is_not_put_into_the_graveyard() -> None:
    bad, good = _pair(S.strategy_put_elsewhere_by_its_own_resolution())
    prove(bad, DZ + "ability.not_triggered", 4, twin=good)


def test_4_1_5_nullified_it_goes_to_the_graveyard_after_all() -> None:
    # The target left before resolution: nullified, the strategy goes to the graveyard (4.1.5), so the
    # base's trigger is due.
    log = S.strategy_put_elsewhere_by_its_own_resolution()["illegal"]
    entries = log["entries"]
    entries[1]["args"] = {"nullified": True}
    entries.insert(
        1,
        {"seq": 0, "turn": 5, "phase": "main", "actor": None, "act": "effect"}
        | {"args": {"source": "P1:x", "moves": [{"card": "P2:v", "to": "hand"}]}},
    )
    del entries[3]  # the freeze
    for seq, entry in enumerate(entries, 1):
        entry["seq"] = seq
    assert [(f.seq, f.code) for f in replay(log).findings] == []


def test_4_12_2_as_much_as_can_be_done_is_done() -> None:
    bad, good = _pair(S.as_much_as_can_be_done_is_done())
    report = prove(bad, DZ + "effect.discard_count", 4, twin=good)
    assert report.findings[0].evidence == {
        "source": "P1:d",
        "seat": "P2",
        "done": 0,
        "asked": 2,
        "held": 1,
        "expected": 1,
    }


def test_4_12_2_with_enough_cards_all_asked_for_are_put() -> None:
    # Three cards in hand: two must go; one is too few.
    log = S.as_much_as_can_be_done_is_done()["legal"]
    hand = log["header"]["snapshot"]["players"]["P2"]["hand"]
    hand["count"] += 2
    log["header"]["snapshot"]["players"]["P2"]["deck"]["count"] -= 2
    assert [f.code for f in replay(copy.deepcopy(log)).findings] == [DZ + "effect.discard_count"]
    log["entries"][2]["args"]["moves"].append({"card": "P2:h9", "from": "hand", "to": "graveyard"})
    assert replay(log).findings == []


# --- who controls a card an effect puts into a square (2.20.1-4, 2.20.1-5, 2.20.2-4) -------------------


def test_2_20_1_4_a_unit_a_spell_puts_into_a_square_is_its_masters() -> None:
    bad, good = _pair(S.unit_put_by_a_spell_is_its_masters())
    report = prove(bad, DZ + "effect.placed_unit_controller", 3, twin=good)
    assert report.findings[0].evidence["expected"] == "P1"
    assert "墓地" in report.findings[0].message_ja


def test_2_20_1_5_the_player_the_text_names_controls_the_unit() -> None:
    bad, good = _pair(S.unit_put_by_its_named_player_is_theirs())
    report = prove(bad, DZ + "effect.placed_named_controller", 4, twin=good)
    assert (report.findings[0].evidence["recorded"], report.findings[0].evidence["expected"]) == ("P1", "P2")


def test_2_20_1_5_without_a_named_player_the_master_controls_it() -> None:
    # The same play by a spell whose text names nobody: the unit is the master's, P1's (2.20.1-4), so
    # recording it under its owner P2 is wrong and under P1 is right.
    bad, good = _pair(S.unit_put_by_its_named_player_is_theirs())
    for log in (bad, good):
        log["header"]["cards"]["SNS"]["abilities"][0]["effect"].pop("placer")
    assert [f.code for f in replay(bad).findings] == []
    assert [(f.seq, f.code) for f in replay(good).findings] == [(4, DZ + "effect.placed_unit_controller")]


def test_2_20_2_4_a_base_a_spell_puts_into_a_square_is_its_masters() -> None:
    bad, good = _pair(S.base_put_by_a_spell_is_its_masters())
    prove(bad, DZ + "effect.placed_base_controller", 4, twin=good)


def test_2_20_1_4_free_text_may_name_anyone() -> None:
    # A spell whose text the structure cannot say may name the player who puts the card: not judged.
    bad, _ = _pair(S.unit_put_by_a_spell_is_its_masters())
    bad["header"]["cards"]["GTE"]["abilities"][0]["text"] = "…相手はそのユニットを自分の自軍エリアに置く。"
    assert [f.code for f in replay(bad).findings if "placed" in f.code] == []


# --- both players acting at once (1.1.4) --------------------------------------------------------------


def test_1_1_4_the_active_player_chooses_first() -> None:
    bad, good = _pair(S.active_player_chooses_first())
    report = prove(bad, DZ + "effect.choice_order", 3, twin=good)
    assert report.findings[0].evidence == {"source": "P1:s", "first": "P2", "active": "P1"}


def test_1_1_4_in_the_other_players_turn_that_player_chooses_first() -> None:
    # The same effect resolving in P2's turn: P2 is now the active player and chooses first.
    _, good = _pair(S.active_player_chooses_first())
    for entry in good["entries"]:
        entry["turn"] = 6
    snap = good["header"]["snapshot"]
    snap["turn"], snap["turn_players"], snap["this_turn"]["priority"] = 6, ["P2"], "P2"
    good["entries"][0]["actor"] = "P2"
    assert [f.code for f in replay(copy.deepcopy(good)).findings if f.code.endswith("choice_order")] == [
        DZ + "effect.choice_order"
    ]


# --- hidden information during a resolution (2.25.3, 2.25.4) ------------------------------------------


def test_2_25_4_the_opponents_hand_is_public_while_the_spell_resolves() -> None:
    bad, good = _pair(S.opponents_hand_is_public_while_it_resolves())
    report = prove(bad, DZ + "effect.hand_pick_not_found", 3, twin=good)
    assert report.findings[0].evidence["known"] == "P2:h"


def test_2_25_4_no_unit_in_that_hand_nothing_is_chosen() -> None:
    # P2's hand holds only the strategy: there is no unit to find, and choosing none is right.
    bad, _ = _pair(S.opponents_hand_is_public_while_it_resolves())
    hand = bad["header"]["snapshot"]["players"]["P2"]["hand"]
    hand["cards"] = [card for card in hand["cards"] if card["iid"] != "P2:h"]
    hand["count"] -= 1
    bad["header"]["snapshot"]["players"]["P2"]["deck"]["count"] += 1
    assert replay(bad).findings == []


def test_2_25_4_cards_the_log_never_named_are_not_assumed_units() -> None:
    # Cards the log never named may or may not be units: the engine does not say one was there.
    bad, _ = _pair(S.opponents_hand_is_public_while_it_resolves())
    hand = bad["header"]["snapshot"]["players"]["P2"]["hand"]
    hand["cards"] = []
    assert replay(bad).findings == []


# --- battles that occur during a battle (3.11.3, 3.11.1-3, 3.11.5-2) -----------------------------------


def test_3_11_3_the_waiting_battle_resolves_after_the_new_one() -> None:
    bad, good = _pair(S.waiting_battle_resolves_after_the_new_one())
    report = prove(bad, DZ + "battle.waiting_battle", 10, twin=good)
    assert report.findings[0].evidence == {"square": "B32", "current": "B31", "in_step": "battle1"}
    assert "第1バトルステップ" in report.findings[0].message_ja


def test_3_11_3_bare_steps_follow_the_innermost_battle() -> None:
    # The same legal log with bare steps: they are the new battle's; a step before its end step (here the
    # first) then ends it and resumes the battle that waited, from where it waited.
    _, good = _pair(S.waiting_battle_resolves_after_the_new_one())
    for entry in good["entries"]:
        step = entry.get("step")
        if step:
            entry["step"] = "battle1" if step == "battle_end@B32" else step.split("@")[0]
    assert replay(copy.deepcopy(good)).findings == []
    # Going back to the first step before the new battle reached its end step is a step out of order.
    lion_end = next(i for i, e in enumerate(good["entries"]) if e.get("step") == "battle_end")
    good["entries"][lion_end]["step"] = "battle1"
    assert DZ + "battle.step_order" in [f.code for f in replay(good).findings]


def test_3_11_5_2_the_attacked_unit_is_the_new_battles_attacking_unit() -> None:
    bad, good = _pair(S.attacked_unit_can_also_be_attacking())
    report = prove(bad, DZ + "battle.end_rules_skipped", 15, twin=good)
    assert DZ[:-1] + ":3.11.5-2" in report.findings[0].clauses


def test_3_11_1_3_the_unit_is_still_the_waiting_battles_battling_unit() -> None:
    bad, good = _pair(S.unit_stays_in_the_battle_that_waited())
    report = prove(bad, DZ + "battle.end_rules_skipped", 17, twin=good)
    assert {DZ[:-1] + ":3.11.1-3", DZ[:-1] + ":4.16.4-9"} <= set(report.findings[0].clauses)


def test_3_11_1_3_it_does_not_go_at_the_end_of_the_new_battle() -> None:
    # Putting アングリー・アント into the graveyard when its battle with ブル・ショット ends is a rule effect no
    # rule asks for: it was played into the central area for the battle in B22, not this one (2.20.1-6).
    _, good = _pair(S.unit_stays_in_the_battle_that_waited())
    entries = good["entries"]
    moved = next(e for e in entries if e["act"] == "rule_effect" and e["args"]["card"] == "P2:ant")
    entries.remove(moved)
    end_of_b12 = next(i for i, e in enumerate(entries) if e.get("step") == "battle_end@B12")
    entries.insert(end_of_b12, moved | {"step": "battle_end@B12"})
    for seq, entry in enumerate(entries, 1):
        entry["seq"] = seq
    codes = [f.code for f in replay(good).findings]
    assert DZ + "rule.not_due" in codes


# --- the remove zone (2.23.10-2) --------------------------------------------------------------------------


def test_2_23_10_2_removed_cards_are_face_up() -> None:
    bad, good = _pair(S.removed_cards_are_face_up())
    prove(bad, DZ + "effect.removed_face_down", 5, twin=good)


def test_2_23_10_2_a_text_that_removes_face_down() -> None:
    # 「通常は表向き」: a card whose text removes face down (declared `remove_face_down`) may do so.
    bad, _ = _pair(S.removed_cards_are_face_up())
    bad["header"]["cards"]["BKD"]["abilities"][0]["effect"]["remove_face_down"] = True
    assert replay(bad).findings == []


# --- 闘気 and 結合 (6.1, 6.6, 4.15.7) --------------------------------------------------------------------


def test_6_1_5_the_toki_card_goes_to_the_graveyard_whatever_its_card_does() -> None:
    bad, good = _pair(S.toki_goes_to_the_graveyard_with_its_card())
    report = prove(bad, DZ + "toki.left_with_host", 3, twin=good)
    assert "手札" in report.findings[0].message_ja


def test_6_1_5_a_toki_card_the_log_leaves_out_goes_too() -> None:
    # The rule moves it: a log that records only the unit's return is legal, and the 闘気 card is then in
    # P2's graveyard, not left in the square.
    _, good = _pair(S.toki_goes_to_the_graveyard_with_its_card())
    good["entries"][2]["args"]["moves"].pop()
    report = replay(good)
    assert report.findings == []
    assert report.final_state["players"]["P2"]["zones"]["graveyard"] == 1


def test_6_6_6_the_linked_strategy_goes_to_the_graveyard() -> None:
    bad, good = _pair(S.linked_strategy_goes_to_the_graveyard())
    prove(bad, DZ + "link.left_with_host", 3, twin=good)


def test_6_6_5_the_linked_strategy_moves_with_its_unit() -> None:
    # Square to square the strategy stays linked (6.6.5): when the unit later leaves, the strategy goes.
    _, good = _pair(S.linked_strategy_goes_to_the_graveyard())
    entries = good["entries"]
    entries.insert(
        0,
        {
            "seq": 0,
            "turn": 6,
            "phase": "main",
            "actor": None,
            "act": "effect",
            "args": {"source": "P2:x", "moves": [{"card": "P1:gd", "to": "B22"}]},
        },
    )
    for seq, entry in enumerate(entries, 1):
        entry["seq"] = seq
    entries[3]["args"]["moves"].pop()  # the strategy left out: it goes with its unit all the same
    report = replay(good)
    assert [f.code for f in report.findings if str(f.verdict) == "illegal"] == []
    assert report.final_state["players"]["P1"]["zones"]["graveyard"] == 1


def test_6_1_11_no_toki_under_a_linked_strategy() -> None:
    bad, good = _pair(S.no_toki_under_a_linked_strategy())
    report = prove(bad, DZ + "toki.host", 3, twin=good)
    assert DZ[:-1] + ":6.1.11" in report.findings[0].clauses


def test_6_1_6_no_toki_under_itself() -> None:
    bad, _ = _pair(S.no_toki_under_a_linked_strategy())
    bad["entries"][2]["args"]["moves"][0]["host"] = "P1:pn"
    found = [f for f in replay(bad).findings if f.code == DZ + "toki.host"]
    assert [DZ[:-1] + ":6.1.6" in f.clauses for f in found] == [True]


def test_4_15_7_an_impossible_replacement_option_cannot_be_chosen() -> None:
    bad, good = _pair(S.impossible_replacement_option())
    prove(bad, DZ + "replacement.impossible_choice", 3, twin=good)


def test_attached_cards_survive_a_snapshot_round_trip() -> None:
    log = S.impossible_replacement_option()["legal"]
    log["entries"] = log["entries"][:0]
    state = GAME.start(log["header"], ReplayContext())
    snap = snapshot_of(state)
    squares = {c["iid"]: c for c in snap["players"]["P1"]["squares"]}
    assert squares["P1:u"]["under"] == [{"iid": "P1:t1", "card": "RU"}]
    again = GAME.start(log["header"] | {"snapshot": snap}, ReplayContext())
    assert snapshot_of(again) == snap


# --- 合成 (6.4.2) ----------------------------------------------------------------------------------------


def test_6_4_2_put_by_its_plan_zone_effect_it_was_not_played() -> None:
    bad, good = _pair(S.put_by_a_plan_zone_effect_is_not_played())
    assert [(f.seq, f.code) for f in replay(bad).findings] == [(5, DZ + "rule.not_due")]
    assert replay(good).findings == []


def test_6_4_2_played_from_the_plan_zone_into_the_central_area_it_goes() -> None:
    # The contrast: the same card played from the plan zone into B22 with no battle goes (4.16.4-8).
    _, good = _pair(S.put_by_a_plan_zone_effect_is_not_played())
    play = {"card": "P1:mao", "from": "plan", "to": "B22", "pay": ["P1:e0"]}
    good["entries"] = [
        {"seq": 1, "turn": 5, "phase": "main", "actor": "P1", "act": "play", "args": play},
        {"seq": 2, "turn": 5, "phase": "main", "actor": None, "act": "resolve"},
        {"seq": 3, "turn": 5, "phase": "main", "actor": "P1", "act": "pass"},
    ]
    assert [(f.seq, f.code) for f in replay(good).findings] == [(3, DZ + "rule.skipped")]


def test_6_6_5_the_linked_strategy_cannot_stay_behind_with_another_unit() -> None:
    bad, good = _pair(S.linked_strategy_moves_with_its_unit())
    prove(bad, DZ + "link.rehost", 3, twin=good)


def test_6_1_5_a_replacement_for_toki_cards_is_applied() -> None:
    bad, good = _pair(S.toki_replaced_into_the_smash_zone())
    prove(bad, DZ + "rule.replacement_ignored", 3, twin=good)
    # Left out of the log, the 闘気 card still goes where the replacement puts it: P2's smash zone.
    good["entries"][2]["args"]["moves"].pop()
    report = replay(good)
    assert report.findings == []
    assert report.final_state["players"]["P2"]["zones"]["smash"] == 2
