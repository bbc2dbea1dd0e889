"""Proofs of the Dimension Zero ability checks (part 4, chapters 2-11; part 5; 3.3).

Each proof replays a minimal hand-written log from a mid-game snapshot (dz_abilities.py) in which exactly
that check fires, and its legal twin that gives nothing. The logs are the judge scenarios' logs
(tests/scenarios/build_dimension_zero.py), each written from the rulebook clause named in the test.
"""

from __future__ import annotations

import json
from pathlib import Path

from judge.engine import acts_available, replay
from tests.scenarios import build_dimension_zero as S
from tests.unit.engine.dimension_zero.dz_abilities import G, c, pos, side
from tests.unit.engine.proof import prove

DZ = "dimension-zero."
HELD_OUT = Path(__file__).resolve().parents[3] / "scenarios_heldout" / "dimension-zero"


def _pair(doc: dict) -> tuple[dict, dict]:  # type: ignore[type-arg]
    return doc[doc["ruling"]], doc["legal"]


def test_4_8_3_the_active_players_triggers_go_first() -> None:
    bad, good = _pair(S.trigger_order_active_player_first())
    prove(bad, DZ + "ability.trigger_order", 9, twin=good)


def test_4_8_2_a_trigger_left_off_the_stack() -> None:
    bad, good = _pair(S.placed_from_hand_triggers_itself())
    prove(bad, DZ + "ability.trigger_missed", 3, twin=good)


def test_4_8_7_a_replaced_event_triggers_nothing() -> None:
    bad, good = _pair(S.replaced_event_does_not_trigger())
    prove(bad, DZ + "ability.replaced_trigger", 5, twin=good)


def test_4_4_2_an_ability_whose_event_did_not_happen() -> None:
    bad, good = _pair(S.no_battle_no_attack_trigger())
    prove(bad, DZ + "ability.not_triggered", 4, twin=good)


def test_4_8_8_a_conditional_trigger_is_nullified_on_resolution() -> None:
    bad, good = _pair(S.conditional_trigger_rechecked_on_resolution())
    prove(bad, DZ + "ability.condition", 9, twin=good)


def test_4_4_4_1_a_delayed_trigger_ceased_with_its_unit() -> None:
    bad, good = _pair(S.delayed_trigger_gone_with_its_unit())
    prove(bad, DZ + "ability.delayed_gone", 14, twin=good)


def test_3_11_2_a_trigger_waits_for_the_battle() -> None:
    bad, good = _pair(S.trigger_waits_for_the_battle())
    prove(bad, DZ + "ability.suspended", 3, twin=good)


def test_3_11_2_a_waiting_stack_is_not_resolved_during_the_battle() -> None:
    # The held-out scenario of 3.11.2's printed example (益々繁盛 waits while a battle-timing unit's battle
    # goes on), written blind: resolving the strategy in the first battle step is the disputed play.
    path = HELD_OUT / "dimension-zero-ho2-waiting-stack-resolved-during-battle.json"
    bad, good = _pair(json.loads(path.read_text(encoding="utf-8")))
    prove(bad, DZ + "stack.waiting_resolved", 5, twin=good)


def test_4_11_5_one_target_phrase_chooses_a_card_once() -> None:
    # The held-out scenario (連射, 「対象のユニットを3枚まで選び」) written blind: one unit chosen three times.
    path = HELD_OUT / "dimension-zero-ho2-same-unit-targeted-twice.json"
    bad, good = _pair(json.loads(path.read_text(encoding="utf-8")))
    prove(bad, DZ + "play.target_twice", 1, twin=good)


def test_4_8_4_2_a_target_outside_the_text() -> None:
    bad, good = _pair(S.trigger_targets_from_last_information())
    prove(bad, DZ + "targets.illegal", 4, twin=good)


def test_4_9_2_1_all_targets_gone() -> None:
    bad, good = _pair(S.all_targets_gone_nullified())
    prove(bad, DZ + "targets.all_gone", 6, twin=good)


def test_4_9_2_1_nullified_with_a_target_left() -> None:
    bad, good = _pair(S.one_target_left_resolves())
    prove(bad, DZ + "stack.nullified_wrongly", 6, twin=good)


def test_4_7_2_6_damage_division() -> None:
    bad, good = _pair(S.damage_division_at_least_one())
    prove(bad, DZ + "targets.division", 1, twin=good)


def test_5_17_2_resistance_target() -> None:
    bad, good = _pair(S.resistance_cannot_be_targeted())
    prove(bad, DZ + "keyword.resist_target", 1, twin=good)


def test_5_17_2_resistance_damage() -> None:
    bad, good = _pair(S.resistance_against_effect_damage())
    prove(bad, DZ + "keyword.resist_damage", 3, twin=good)


def test_5_14_2_flash() -> None:
    bad, good = _pair(S.flash_no_play_while_moving())
    prove(bad, DZ + "keyword.flash_play", 3, twin=good)


def test_5_2_2_1_sokushi_after_leaving() -> None:
    bad, good = _pair(S.sokushi_unit_left_before_the_exchange_resolved())
    prove(bad, DZ + "keyword.sokushi_not_triggered", 10, twin=good)


def test_3_3_a_winner_before_the_duel_ended() -> None:
    bad, good = _pair(S.winner_before_the_duel_ended())
    prove(bad, DZ + "game.result_not_over", 1, twin=good)


def test_4_2_3_an_ability_the_card_does_not_declare() -> None:
    # The log names an ability the header does not declare for the card: the log contradicts its header.
    def log(ability: str | None) -> dict:  # type: ignore[type-arg]
        g = G(pos(side("P1", squares=[S.sq("P1:end", "END", "P1-1")]), side("P2")))
        if ability:
            g.e("P1", "trigger", card="P1:end", ability=ability)
            g.e(None, "resolve")
        g.e("P1", "pass")
        return g.json()

    prove(log("nosuch"), DZ + "ability.unknown", 1, twin=log(None))


def test_unmodelled_text_makes_the_trigger_check_a_ruling() -> None:
    bad, good = _pair(S.unmodelled_text_asks_for_a_ruling())
    report = replay(bad)
    assert [(f.code, str(f.verdict)) for f in report.findings] == [
        (DZ + "ability.not_triggered", "needs_ruling")
    ]
    assert replay(good).findings == []


def test_a_header_without_abilities_replays_as_before() -> None:
    # No card declares an ability: a trigger entry is not judged (old logs keep their findings).
    g = G(pos(side("P1", squares=[S.sq("P1:u", "RU", "B11")]), side("P2")))
    g.e("P1", "trigger", card="P1:u", ability="攻撃した時", event="attacked")
    g.e(None, "resolve")
    doc = g.json()
    for cid in list(doc["header"]["cards"]):
        doc["header"]["cards"][cid].pop("abilities", None)
        doc["header"]["cards"][cid]["keywords"].pop("sokushi", None)
        doc["header"]["cards"][cid]["keywords"].pop("resist", None)
        doc["header"]["cards"][cid]["keywords"].pop("flash", None)
    assert replay(doc).findings == []


def test_acts_available_offers_the_pending_trigger_first() -> None:
    g = G(pos(side("P1", hand=[c("P1:cry", "CRY")]), side("P2")))
    g.e("P1", "play", card="P1:cry", to="B11", pay=["P1:e0"])
    g.e(None, "resolve")
    options = acts_available(g.json())
    assert [(o.act, o.actor, o.required, o.cards) for o in options] == [("trigger", "P1", True, ("P1:cry",))]
    g.e("P1", "trigger", card="P1:cry", ability="draw")
    acts = {o.act for o in acts_available(g.json())}
    assert "resolve" in acts and "pass" in acts and "trigger" not in acts


def test_5_3_2_summon_square_condition() -> None:
    bad, good = _pair(S.summon_only_where_its_condition_holds())
    prove(bad, DZ + "keyword.summon", 1, twin=good)


def test_5_3_2_2_special_plays_do_not_combine() -> None:
    bad, good = _pair(S.special_plays_do_not_combine())
    prove(bad, DZ + "keyword.special_play_combined", 1, twin=good)


def test_4_14_4_static_power_counts_in_the_exchange() -> None:
    bad, good = _pair(S.makiri_in_the_central_area())
    prove(bad, DZ + "battle.exchange_damage", 5, twin=good)


def test_docs_abilities_example_replays_clean() -> None:
    from pathlib import Path

    path = (
        Path(__file__).resolve().parents[4] / "docs" / "examples" / "dimension-zero-abilities.judgelog.json"
    )
    report = replay(path.read_text(encoding="utf-8"))
    assert report.findings == []


def test_5_8_2_formation() -> None:
    bad, good = _pair(S.formation_straight())
    prove(bad, DZ + "keyword.formation", 1, twin=good)


def test_5_7_3_1_kakusei_only_from_the_plan() -> None:
    bad, good = _pair(S.kakusei_only_from_the_plan_zone())
    prove(bad, DZ + "keyword.kakusei", 1, twin=good)


def test_5_16_2_raid() -> None:
    bad, good = _pair(S.raid_freezes_a_released_base())
    prove(bad, DZ + "keyword.raid", 1, twin=good)


def test_acts_available_in_a_battle_offers_the_exchange() -> None:
    g = G(pos(side("P1", hand=[c("P1:u", "RU")]), side("P2", squares=[S.sq("P2:v", "BU", "B21")])))
    g.e("P1", "play", card="P1:u", to="B21", pay=["P1:e0"])
    g.e(None, "resolve")
    g.at(step="battle1")
    g.e("P1", "pass")
    acts = {o.act for o in acts_available(g.json())}
    assert "exchange" in acts and "pass" in acts


def test_4_15_5_1_a_replaced_action_was_still_done() -> None:
    # 4.15.5-1's example: ホーリー・スター replaced ゲルトロール's smash, which still counts as put, so the
    # forward move costs 〔無0〕; paying the usual 〔無1〕 is a payment of the wrong size, citing 4.15.5-1.
    bad, good = _pair(S.replaced_action_still_done())
    report = prove(bad, DZ + "pay.amount", 4, twin=good)
    assert "dimension-zero:4.15.5-1" in report.findings[0].clauses
    # Not done at all (no `effect` of the resolution puts a card): the move costs its 〔無1〕 as always.
    undone = json.loads(json.dumps(good))
    undone["entries"] = [e for e in undone["entries"] if e["act"] != "effect"]
    report = replay(undone)
    assert [(f.seq, f.code) for f in report.findings] == [(4, DZ + "pay.amount")]  # the move, as numbered
    assert "dimension-zero:4.15.5-1" not in report.findings[0].clauses
    # Put into the smash zone as the text says: free too, with no replacement to cite.
    placed = json.loads(json.dumps(good))
    effect = next(e for e in placed["entries"] if e["act"] == "effect")
    effect["args"]["moves"] = [{"card": "P1:hs", "to": "smash"}]
    assert replay(placed).findings == []
    # Only forward: a sideways move costs its 〔無1〕.
    sideways = json.loads(json.dumps(good))
    move = next(e for e in sideways["entries"] if e["act"] == "move")
    move["args"]["to"] = "B12"
    assert [f.code for f in replay(sideways).findings] == [DZ + "pay.amount"]


def test_3_10_2_the_end_of_turn_comes_after_the_recovery_start_abilities() -> None:
    bad, good = _pair(S.turn_end_trigger_after_recovery_start())
    prove(bad, DZ + "ability.turn_end_early", 2, twin=good)
