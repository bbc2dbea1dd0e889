"""Proofs of the kaiju ability checks (chapters 10-12, appendix A): each a minimal hand-written log in
which exactly that check fires, and its legal twin (tests/unit/engine/proof.py). The pool and the
positions are in ability_logs.py.
"""

from __future__ import annotations

import copy

import pytest

from judge.engine import replay
from judge.engine.core.errors import LogReadError
from judge.engine.games.kaiju.cards import parse_card_defs
from tests.unit.engine.kaiju.ability_logs import aheader, alog, c, side, slog, snap, t5
from tests.unit.engine.kaiju.kaiju_logs import at, card, t1
from tests.unit.engine.proof import prove

EA = t1("main", "play_engage", card=card("P1", "EA"), area=2)
PLAY_EA = t1("main", "play_ability", card="P1:ea-1", ability="draw")
DRAW_EA = t1("main", "draw", count=1, source="P1:ea-1")
ADVANCE = t1("main", "advance", card=card("P1", "E1"))


def findings(log: dict) -> list[tuple]:
    return [(f.seq, f.code, f.verdict.value) for f in replay(log).findings]


# --- declarations (10.1, 12) -----------------------------------------------------------------------
def test_keywords_imply_their_triggers_and_a_strategy_text_waits_for_its_placement() -> None:
    defs = parse_card_defs(aheader()["cards"])
    assert defs["EA"].abilities[0].trigger.event == "appears"
    assert dict(defs["EC"].abilities[0].trigger.where)["by"] == [
        "trample",
        "repel",
        "effect",
        "rule",
        "assault",
    ]
    assert defs["EV"].abilities[0].trigger.event == "phase_start"
    assert defs["SD"].abilities[0].trigger.event == "placed_strategy"  # 10.1.1.1.2
    assert defs["KA"].abilities[0].trigger.event == "advances"
    # Declared without free text, a card is fully modelled; free text marks only that ability.
    assert not defs["EA"].loose_text and defs["EX"].loose_text and not defs["EX"].text


def test_assault_and_base_may_be_ability_keywords() -> None:
    raw = {
        "X": {
            "type": "kaiju",
            "cost": 3,
            "attributes": ["ゴジラ"],
            "abilities": [{"id": "a", "kind": "continuous", "keywords": {"assault": 1}}],
        }
    }
    assert parse_card_defs(raw)["X"].assault == 1


def test_a_declaration_outside_the_vocabulary_is_a_header_error() -> None:
    with pytest.raises(LogReadError):
        parse_card_defs({"X": {"type": "engage", "abilities": [{"kind": "activated"}]}})


# --- playing automatic abilities (10.4.3, 10.6) ------------------------------------------------------
def test_10_6_3_1_a_mandatory_waiting_ability_must_be_played() -> None:
    prove(alog(EA, ADVANCE), "kaiju.ability.skipped", 9, twin=alog(EA, PLAY_EA, DRAW_EA, ADVANCE))


def test_10_7_1_a_declared_draw_draws_that_many() -> None:
    two = t1("main", "draw", count=2, source="P1:ea-1")
    prove(alog(EA, PLAY_EA, two), "kaiju.effect.draw_count", 10, twin=alog(EA, PLAY_EA, DRAW_EA))
    # Exactly the declared number: nothing to report.
    assert findings(alog(EA, PLAY_EA, DRAW_EA, ADVANCE)) == []


def test_10_6_3_2_1_an_optional_one_may_be_declined_or_left() -> None:
    eo = t1("main", "play_engage", card=card("P1", "EO"), area=2)
    assert findings(alog(eo, t1("main", "decline", card="P1:eo-1", ability="peek"), ADVANCE)) == []
    assert findings(alog(eo, ADVANCE)) == []


def test_10_6_3_1_a_mandatory_one_cannot_be_declined() -> None:
    log = alog(EA, t1("main", "decline", card="P1:ea-1", ability="draw"))
    prove(log, "kaiju.ability.declined_mandatory", 9, twin=alog(EA, PLAY_EA, DRAW_EA))


def test_10_6_2_an_ability_that_did_not_trigger_cannot_be_played() -> None:
    log = alog(EA, PLAY_EA, DRAW_EA, PLAY_EA)
    prove(log, "kaiju.ability.not_pending", 11, twin=alog(EA, PLAY_EA, DRAW_EA))


def test_10_5_1_a_continuous_ability_is_never_played() -> None:
    position = snap(side(4, areas={"2": [c("P1:w", "EW")]}), side(4))
    (finding,) = replay(slog(position, t5("main", "play_ability", card="P1:w", ability="big"))).findings
    assert finding.code == "kaiju.ability.not_pending" and "kaiju:10.5.1" in finding.clauses


def test_an_automatic_ability_whose_trigger_is_free_text_is_for_a_judge() -> None:
    log = alog(
        t1("main", "play_engage", card=card("P1", "E1"), area=2),
        t1("main", "play_ability", card="P1:e1-1", ability="x"),
    )
    log["header"]["cards"]["E1"]["abilities"] = [
        {"id": "x", "kind": "auto", "text": "相手がカードを引くたび、…"}
    ]
    (finding,) = replay(log).findings
    assert (finding.code, finding.verdict.value) == ("kaiju.ability.free_text", "needs_ruling")


def test_10_6_2_1_two_triggers_wait_twice() -> None:
    # One effect destroys two cards: EE's "watch" waits twice, and is played twice (a third is not waiting).
    position = snap(
        side(3, areas={"2": [c("P1:ee", "EE")]}),
        side(4, areas={"2": [c("P2:a", "E1")], "5": [c("P2:b", "E2")]}),
    )
    wipe = t5(
        "main",
        "effect",
        source="P1:x",
        moves=[{"card": "P2:a", "to": "discard"}, {"card": "P2:b", "to": "discard"}],
    )
    watch = t5("main", "play_ability", card="P1:ee", ability="watch")
    gain = t5("main", "gain_anger", card=c("P1:m", "M1"))
    assert findings(slog(position, wipe, watch, watch, gain)) == []
    assert [f[1] for f in findings(slog(position, wipe, watch, gain))] == ["kaiju.ability.skipped"]
    assert [f[1] for f in findings(slog(position, wipe, watch, watch, watch))] == [
        "kaiju.ability.not_pending"
    ]


def test_12_7_2_counter_does_not_trigger_on_the_duplicate_process() -> None:
    ec = t1("main", "play_engage", card=card("P1", "EC"), area=2)
    dup = t1("main", "duplicate", card="P1:ec-1")
    strike = t1("main", "play_ability", card="P1:ec-1", ability="strike")
    log = alog(ec, EA, dup, PLAY_EA, strike)
    report = prove(log, "kaiju.ability.not_pending", 12, twin=alog(ec, EA, dup, PLAY_EA))
    assert "kaiju:12.7.2" in report.findings[0].clauses


def test_12_7_2_counter_triggers_when_trampled() -> None:
    ec = t1("main", "play_engage", card=card("P1", "EC"), area=2)
    trample = t1("main", "trample", card="P1:ec-1")
    strike = t1("main", "play_ability", card="P1:ec-1", ability="strike")
    kaiju = t1("main", "play_kaiju", card=card("P1", "M1"))
    prove(
        alog(ec, ADVANCE, trample, kaiju),
        "kaiju.ability.skipped",
        11,
        twin=alog(ec, ADVANCE, trample, strike, kaiju),
    )


def test_10_4_3_1_rule_processes_come_before_abilities() -> None:
    ec = t1("main", "play_engage", card=card("P1", "E1"), area=2)
    dup = t1("main", "duplicate", card="P1:e1-1")
    log = alog(ec, EA, PLAY_EA, dup)
    prove(log, "kaiju.ability.before_rule_process", 10, twin=alog(ec, EA, dup, PLAY_EA))


def _both_counters() -> tuple[dict, dict, dict]:
    position = snap(
        side(3, areas={"2": [c("P1:ec", "EC")]}),
        side(4, areas={"2": [c("P2:ec", "EC")]}),
    )
    wipe = t5(
        "main",
        "effect",
        source="P1:x",
        moves=[{"card": "P2:ec", "to": "discard"}, {"card": "P1:ec", "to": "discard"}],
    )
    mine = t5("main", "play_ability", card="P1:ec", ability="strike")
    theirs = t5("main", "play_ability", "P2", card="P2:ec", ability="strike")
    return position, wipe, {"mine": mine, "theirs": theirs}


def test_10_4_3_2_the_turn_players_waiting_abilities_first() -> None:
    position, wipe, plays = _both_counters()
    log = slog(position, wipe, plays["theirs"], plays["mine"])
    prove(log, "kaiju.ability.order", 2, twin=slog(position, wipe, plays["mine"], plays["theirs"]))


def test_10_6_3_only_the_master_plays_its_ability() -> None:
    position, wipe, plays = _both_counters()
    by_p1 = t5("main", "play_ability", card="P2:ec", ability="strike")  # P1 plays P2's 逆襲
    log = slog(position, wipe, plays["mine"], by_p1)
    prove(log, "kaiju.ability.not_master", 3, twin=slog(position, wipe, plays["mine"], plays["theirs"]))


def test_an_effect_entry_may_play_and_resolve_a_waiting_ability_in_one() -> None:
    resolve = t1("main", "effect", source="P1:ea-1", ability="draw")
    assert findings(alog(EA, resolve, ADVANCE)) == []
    position, wipe, _plays = _both_counters()
    first = t5("main", "effect", "P2", source="P2:ec", ability="strike")
    assert [f[1] for f in findings(slog(position, wipe, first))] == ["kaiju.ability.order"]


def test_unknown_ability_id_is_a_log_error() -> None:
    log = alog(EA, t1("main", "play_ability", card="P1:ea-1", ability="nope"), PLAY_EA)
    prove(log, "kaiju.log.ability", 9, twin=alog(EA, PLAY_EA))


def test_an_undeclared_ability_is_for_a_judge() -> None:
    et = t1("main", "play_engage", card=card("P1", "ET"), area=2)
    log = alog(et, t1("main", "play_ability", card="P1:et-1", ability="a1"))
    hdr = aheader()
    hdr["decklists"]["P1"]["main"] = {
        k: v for k, v in hdr["decklists"]["P1"]["main"].items() if k != "A3"
    } | {"ET": 2}
    log["header"] = hdr
    twin = alog(et)
    twin["header"] = hdr
    prove(log, "kaiju.ability.free_text", 9, twin=twin)


# --- targets (10.5.3, 10.10) ---------------------------------------------------------------------------
def _zap_position() -> dict:
    return snap(side(3), side(4, areas={"2": [c("P2:e1", "E2")], "5": [c("P2:e2", "E1")]}))


EG = t5("main", "play_engage", card=c("P1:h1", "EG"), area=2)


def test_10_5_3_1_targets_must_be_legal_and_as_many_as_possible() -> None:
    bad = t5("main", "play_ability", card="P1:h1", ability="zap", targets=["P1:h1"])  # its own card
    good = t5("main", "play_ability", card="P1:h1", ability="zap", targets=["P2:e1"])
    prove(slog(_zap_position(), EG, bad), "kaiju.ability.targets", 2, twin=slog(_zap_position(), EG, good))


def test_10_5_3_1_choosing_none_while_one_is_legal() -> None:
    bad = t5("main", "play_ability", card="P1:h1", ability="zap", targets=[])
    good = t5("main", "play_ability", card="P1:h1", ability="zap", targets=["P2:e2"])
    prove(slog(_zap_position(), EG, bad), "kaiju.ability.targets", 2, twin=slog(_zap_position(), EG, good))


def test_10_5_3_1_2_no_legal_target_means_none_chosen() -> None:
    empty = snap(side(3), side(4))
    none = t5("main", "play_ability", card="P1:h1", ability="zap", targets=[])
    assert findings(slog(empty, EG, none)) == []


def test_10_5_3_1_1_up_to_allows_none() -> None:
    eu = t5("main", "play_engage", card=c("P1:h1", "EU"), area=2)
    none = t5("main", "play_ability", card="P1:h1", ability="maybe", targets=[])
    assert findings(slog(_zap_position(), eu, none)) == []


def test_10_7_1_a_declared_destroy_destroys_the_targets() -> None:
    play = t5("main", "play_ability", card="P1:h1", ability="zap", targets=["P2:e1"])
    other = t5("main", "effect", source="P1:h1", ability="zap", moves=[{"card": "P2:e2", "to": "discard"}])
    zap = t5("main", "effect", source="P1:h1", ability="zap", moves=[{"card": "P2:e1", "to": "discard"}])
    prove(
        slog(_zap_position(), EG, play, other),
        "kaiju.effect.not_as_declared",
        3,
        twin=slog(_zap_position(), EG, play, zap),
    )


def test_10_10_1_a_target_that_left_before_resolution_is_for_a_judge() -> None:
    play = t5("main", "play_ability", card="P1:h1", ability="zap", targets=["P2:e1"])
    gone = t5("main", "effect", source="P1:x", moves=[{"card": "P2:e1", "to": "hand"}])
    zap = t5("main", "effect", source="P1:h1", ability="zap", moves=[{"card": "P2:e1", "to": "discard"}])
    log = slog(_zap_position(), EG, play, gone, zap)
    twin = slog(_zap_position(), EG, play, zap)
    prove(log, "kaiju.ability.target_left", 4, twin=twin, verdict="needs_ruling")


# --- keywords (12) ---------------------------------------------------------------------------------------
def test_12_3_2_advance_waits_for_a_move_by_advance() -> None:
    roar = t1("main", "play_ability", card="P1:k1", ability="roar")
    kaiju = t1("main", "play_kaiju", card=card("P1", "M1"))
    log = alog(ADVANCE, kaiju, kaiju1="KA")
    prove(log, "kaiju.ability.skipped", 9, twin=alog(ADVANCE, roar, kaiju, kaiju1="KA"))


def test_12_3_2_1_no_advance_trigger_when_the_kaiju_did_not_move() -> None:
    en = t1("main", "advance", card=card("P1", "E1"))  # icon 1: moves
    assert [f[1] for f in findings(alog(en, kaiju1="KA"))] == []
    still = t1("main", "advance", card={"iid": "P1:x", "card": "EN"})  # no icon: stays (rulings kaiju 2)
    roar = t1("main", "play_ability", card="P1:k1", ability="roar")
    hdr_log = alog(still, roar, kaiju1="KA")
    hdr_log["header"]["cards"]["EN"] = {
        "name": "n",
        "type": "engage",
        "cost": 1,
        "keywords": {"colors": ["red"], "repel": 0},
    }
    codes = [f[1] for f in findings(hdr_log)]
    assert codes == ["kaiju.ability.not_pending"]


def test_12_4_2_an_awaken_ability_below_its_area_is_illegal() -> None:
    ew = t5("main", "play_engage", card=c("P1:h1", "EW"), area=2)
    wake = t5("main", "play_ability", card="P1:h1", ability="wake")
    low = snap(side(3), side(4))
    high = snap(side(4), side(4))
    prove(slog(low, ew, wake), "kaiju.keyword.awaken", 2, twin=slog(high, ew, wake))


def test_12_4_2_an_awaken_continuous_ability_counts_only_from_its_area() -> None:
    # P2's threat 9000 (K2): EW's 1000 repels nothing in area 3, 11000 in area 4 (7.4.3).
    for area, due in ((3, False), (4, True)):
        position = snap(side(area, areas={"2": [c("P1:w", "EW")]}), side(4))
        end = t5("end", "end_advance")
        codes = [f[1] for f in findings(slog(position, end))]
        assert ("kaiju.repel.skipped" in codes) is due, (area, codes)


def test_12_6_2_evolve_into_an_engage_card_of_the_grade_and_trait() -> None:
    position = snap(side(3, areas={"2": [c("P1:v", "EV")]}), side(4), phase="start", start_draws=2)
    evo = t5("main", "play_ability", card="P1:v", ability="evo")
    bad = t5("main", "effect", source="P1:v", ability="evo", evolve=c("P1:n", "M1"))
    good = t5("main", "effect", source="P1:v", ability="evo", evolve=c("P1:n", "E2"))
    prove(slog(position, evo, bad), "kaiju.keyword.evolve", 2, twin=slog(position, evo, good))


def test_12_6_2_the_searched_deck_is_shuffled() -> None:
    # The effect entry stands for the whole resolution, shuffle included; when it says the deck was not
    # shuffled, a `shuffle` must come next.
    position = snap(side(3, areas={"2": [c("P1:v", "EV")]}), side(4), phase="start", start_draws=2)
    evo = t5("main", "play_ability", card="P1:v", ability="evo")
    searched = t5("main", "effect", source="P1:v", ability="evo", evolve=c("P1:n", "E2"), shuffled=False)
    engage = t5("main", "play_engage", card=c("P1:e", "E1"), area=5)
    prove(
        slog(position, evo, searched, engage),
        "kaiju.keyword.evolve_shuffle",
        3,
        twin=slog(position, evo, searched, t5("main", "shuffle"), engage),
    )


def test_12_6_2_evolve_waits_at_the_main_phase_start_and_may_be_declined() -> None:
    position = snap(side(3, areas={"2": [c("P1:v", "EV")]}), side(4), phase="start", start_draws=2)
    assert findings(slog(position, t5("main", "gain_anger", card=c("P1:m", "M1")))) == []
    evo = t5("main", "play_ability", card="P1:v", ability="evo")
    good = t5("main", "effect", source="P1:v", ability="evo", evolve=c("P1:n", "E2"))
    # The evolved card is one card in area 2 (5.17.1), not a duplicate; the new card appears.
    report = replay(slog(position, evo, good, t5("main", "gain_anger", card=c("P1:m", "M1"))))
    assert report.findings == []
    assert report.final_state["players"]["P1"]["areas"] == {"2": ["P1:n"]}


def test_12_5_3_assault_discard_is_no_appearance() -> None:
    # A3 (【強襲(1)】) on P1's grade-I kaiju; at the end phase it is discarded and K1 is on top again.
    kaiju = t1("main", "play_kaiju", card=card("P1", "A3"), assault=True)
    disc = t1("end", "assault_discard", card="P1:a3-1")
    log = alog(kaiju, disc, t1("end", "end_advance"))
    log["header"]["cards"]["K1"]["abilities"] = [{"id": "hi", "kind": "auto", "keywords": {"appear": True}}]
    assert findings(log) == []


# --- card moves by effects (5.11, 9.1) ---------------------------------------------------------------
def test_5_11_1_1_an_effect_cannot_make_an_engage_card_appear_under_its_own_kaiju() -> None:
    bad = t1("main", "effect", source="P1:x", moves=[{"card": card("P1", "E1"), "to": "area", "area": 1}])
    good = t1("main", "effect", source="P1:x", moves=[{"card": card("P1", "E1"), "to": "area", "area": 2}])
    prove(alog(bad), "kaiju.effect.appear_area", 8, twin=alog(good))


def test_11_4_1_an_effect_cannot_leave_a_strategy_card_in_an_area() -> None:
    bad = t1("main", "effect", source="P1:x", moves=[{"card": card("P1", "S1"), "to": "area", "area": 2}])
    good = t1(
        "main", "effect", source="P1:x", moves=[{"card": card("P1", "S1"), "to": "strategy", "zone": 0}]
    )
    prove(alog(bad), "kaiju.effect.improper_zone", 8, twin=alog(good))


def test_5_11_2_a_kaiju_card_put_on_the_advancing_kaiju_by_an_effect_appears() -> None:
    log = alog(t1("main", "effect", source="P1:x", moves=[{"card": card("P1", "M1"), "to": "advancing"}]))
    log["header"]["cards"]["M1"]["abilities"] = [{"id": "hi", "kind": "auto", "keywords": {"appear": True}}]
    assert [f[1] for f in findings(log)] == []
    log["entries"].append({"seq": 9} | t1("main", "gain_anger", card=card("P1", "M1", 2)))
    assert [f[1] for f in findings(log)] == ["kaiju.ability.skipped"]
    assert replay(log).final_state["players"]["P1"]["kaiju"] == "M1"


def test_10_6_7_a_waiting_ability_is_still_played_after_its_card_moved() -> None:
    # EA appears in area 2 and an effect in the same check timing destroys it: "draw" still waits.
    wipe = t1("main", "effect", source="P1:x", moves=[{"card": "P1:ea-1", "to": "discard"}])
    gain = t1("main", "gain_anger", card=card("P1", "M1"))
    assert findings(alog(EA, wipe, PLAY_EA, DRAW_EA, gain)) == []
    assert findings(alog(EA, wipe, gain)) == [(10, "kaiju.ability.skipped", "illegal")]


def test_9_1_4_2_a_token_exists_only_in_an_area() -> None:
    tk = {"iid": "P1:t1", "card": "TK"}
    good = t1("main", "effect", source="P1:x", moves=[{"card": tk, "to": "area", "area": 2}])
    calm = t1("main", "play_ability", card="P1:t1", ability="calm")
    back = t1("main", "effect", source="P1:x", moves=[{"card": "P1:t1", "to": "hand"}])
    replay_token = t1("main", "play_engage", card=tk, area=5)
    # Moving it to the hand is legal: it ceases to exist there (9.1.4.2); using it again is not.
    prove(
        alog(good, calm, back, replay_token),
        "kaiju.effect.token_zone",
        11,
        twin=alog(good, calm, back, t1("main", "play_engage", card=card("P1", "E1"), area=5)),
    )
    # The token appears (5.11.4): its own 【出現時】 waits and must be played.
    assert [f[1] for f in findings(alog(good, ADVANCE))] == ["kaiju.ability.skipped"]


def test_5_13_an_effects_forward_and_back_are_not_advance() -> None:
    bad = t1(
        "main", "effect", source="P1:x", kaiju_moves=[{"seat": "P1", "move": "back", "count": 1, "to": 2}]
    )
    good = t1(
        "main", "effect", source="P1:x", kaiju_moves=[{"seat": "P1", "move": "back", "count": 1, "to": 1}]
    )
    prove(alog(bad), "kaiju.effect.kaiju_move", 8, twin=alog(good))
    # A 前進 by an effect is no 進攻: 【進攻時】 does not wait for it (12.3.2).
    fwd = t1(
        "main", "effect", source="P1:x", kaiju_moves=[{"seat": "P1", "move": "forward", "count": 2, "to": 3}]
    )
    assert (
        findings(alog(fwd, ADVANCE, t1("main", "play_ability", card="P1:k1", ability="roar"), kaiju1="KA"))
        == []
    )


def test_1_2_4_a_win_or_loss_by_effect_must_come_from_an_ability_that_gives_it() -> None:
    ek = t1("main", "play_engage", card=card("P1", "EK"), area=2)
    end = t1("main", "effect", source="P1:ek-1", ability="end", loses=["P2"])
    result = at(1, "main", None, "result", winners=["P1"], reason="effect")
    bad = t1("main", "effect", source="P1:ea-1", ability="draw", loses=["P2"])
    prove(alog(EA, bad, result), "kaiju.effect.result", 9, twin=alog(ek, end, result))
    # EK makes the opponent lose, not its master.
    own = t1("main", "effect", source="P1:ek-1", ability="end", loses=["P1"])
    assert [f[1] for f in findings(alog(ek, own))] == ["kaiju.effect.result"]
    # After it, the game is over: nothing more may be played (1.2.4, 1.2.1).
    (after,) = replay(alog(ek, end, ADVANCE)).findings
    assert after.code == "kaiju.game.continued_after_end" and "kaiju:1.2.4" in after.clauses


# --- durations (10.2.1.2, 10.8) ----------------------------------------------------------------------
def test_until_end_of_turn_repel_power_counts_this_turn_only() -> None:
    # P1's E1 (3000) + SM's +6000 reach P2's threat 9000 (K2) this turn: the repel is due (7.4.3).
    position = snap(side(3, areas={"2": [c("P1:e", "E1")]}), side(4))
    sm = t5("main", "play_strategy", card=c("P1:s", "SM"), zone=0)
    boost = t5("main", "play_ability", card="P1:s", ability="boost", targets=["P1:e"])
    resolve = t5("main", "effect", source="P1:s", ability="boost")
    codes = [f[1] for f in findings(slog(position, sm, boost, resolve, t5("end", "end_advance")))]
    assert codes == ["kaiju.repel.skipped"]
    assert findings(slog(position, sm, boost, t5("end", "end_advance"))) == []  # not resolved yet
    # "Until end of turn" ends with the turn (7.5.6): nothing is left on P1's engage card in turn 6.
    from judge.engine.core.replay import replay_to_end

    turn6 = at(6, "start", "P2", "draw", count=2)
    _r, _g, state = replay_to_end(
        slog(
            position,
            sm,
            boost,
            resolve,
            t5("repel", "repel", replacement=c("P2:k3", "K3")),
            t5("end", "end_advance"),
            t5("end", "draw", count=1),
            turn6,
        )
    )
    assert state.modifiers.active == [] and _r.findings == []


def test_10_8_1_a_set_value_comes_after_anger() -> None:
    from judge.engine.core.abilities import Modifier
    from judge.engine.core.replay import replay_to_end
    from judge.engine.games.kaiju.abilities import ANGER_THREAT, figure

    position = snap(side(3), side(4, anger=1))
    _report, _game, state = replay_to_end(slog(position))
    top = state.top("P2")
    assert figure(state, top, "threat", 9000, ANGER_THREAT) == 14000
    state.modifiers.add(Modifier("P1:x", "a", top.iid, {"set:threat": 0}, "turn", 1))
    assert figure(state, top, "threat", 9000, ANGER_THREAT) == 0  # 10.8.1.4 then 10.8.1.5
    state.modifiers.add(Modifier("P1:x", "b", top.iid, {"threat": 2000}, "turn", 2))
    assert figure(state, top, "threat", 9000, ANGER_THREAT) == 2000  # 10.8.1.7: in their order


# --- free text (item 9) --------------------------------------------------------------------------------
def test_free_text_on_one_ability_leaves_unrelated_checks_judged() -> None:
    ex = t1("main", "play_engage", card=card("P1", "EX"), area=3)
    odd = t1("main", "play_ability", card="P1:ex-1", ability="odd")
    twice = t1("main", "advance", card=card("P1", "E1", 2))
    codes = findings(alog(ex, odd, t1("main", "effect", source="P1:ex-1", ability="odd"), ADVANCE, twice))
    assert codes == [(12, "kaiju.main.advance_once_per_turn", "illegal")]


# --- what the recorder may offer (judge.engine.acts_available) ---------------------------------------
def test_acts_available_offers_the_waiting_ability_first_and_marks_it_required() -> None:
    from judge.engine import acts_available

    offers = acts_available(alog(EA))
    assert [(o.act, o.required, dict(o.args).get("ability")) for o in offers] == [
        ("play_ability", True, "draw")
    ]
    eo = t1("main", "play_engage", card=card("P1", "EO"), area=2)
    offers = acts_available(alog(eo))
    assert [o.act for o in offers][:2] == ["play_ability", "decline"] and not offers[0].required
    assert {"play_engage", "gain_anger", "advance", "play_kaiju"} <= {o.act for o in offers}


def test_acts_available_puts_rule_processes_before_abilities() -> None:
    from judge.engine import acts_available

    e1 = t1("main", "play_engage", card=card("P1", "E1"), area=2)
    offers = acts_available(alog(e1, EA))
    assert [(o.act, o.required) for o in offers] == [("duplicate", True)]


def test_acts_available_follows_the_phase() -> None:
    from judge.engine import acts_available

    position = snap(side(3, hand=[c("P1:h1", "E1"), c("P1:h2", "M2")]), side(4))
    offers = {o.act: o for o in acts_available(slog(position))}
    assert offers["play_engage"].cards == ("P1:h1",)
    assert offers["play_kaiju"].cards == ("P1:h2",)  # grade II on K2, sharing ゴジラ (8.5)
    assert not any(o.required for o in offers.values())
    end = acts_available(slog(position, t5("end", "end_advance")))
    assert [(o.act, o.required) for o in end] == []  # five cards in hand: nothing more is owed
    ended = acts_available(alog(t1("main", "concede")))
    assert [(o.act, dict(o.args)) for o in ended] == [("result", {"winners": ["P2"]})]


def test_events_name_zones_in_the_vocabulary_words() -> None:
    # K1 waits for a card of its own advancing kaiju put into the discard pile: the 【強襲】 discard is one.
    kaiju = t1("main", "play_kaiju", card=card("P1", "A3"), assault=True)
    disc = t1("end", "assault_discard", card="P1:a3-1")
    watch = t1("end", "play_ability", card="P1:k1", ability="gone")
    log = alog(kaiju, disc, watch, t1("end", "end_advance"))
    log["header"]["cards"]["K1"]["abilities"] = [
        {
            "id": "gone",
            "kind": "auto",
            "trigger": {"event": "to_discard", "from": "advancing", "whose": "own", "by": "assault"},
        }
    ]
    assert findings(log) == []


def test_moved_events_carry_their_cause() -> None:
    # E1 here waits for its master discarding a card as a cost (8.4.1 anger, 8.6 進攻), not for draws.
    e1 = t1("main", "play_engage", card=card("P1", "E1"), area=2)
    gain = t1("main", "gain_anger", card=card("P1", "M1"))
    seen = t1("main", "play_ability", card="P1:e1-1", ability="seen")
    advance = t1("main", "advance", card=card("P1", "E1", 2))
    # The 進攻 takes the kaiju into area 2: trample first (10.4.3.1), then "seen" still waits (10.6.7).
    trample = t1("main", "trample", card="P1:e1-1")
    log = alog(e1, gain, seen, t1("main", "draw", count=1, source="P1:x"), advance, trample, seen)
    log["header"]["cards"]["E1"]["abilities"] = [
        {
            "id": "seen",
            "kind": "auto",
            "trigger": {"event": "moved", "whose": "own", "from": "hand", "to": "discard", "by": "cost"},
        }
    ]
    assert findings(log) == []


# --- snapshots with abilities in progress ------------------------------------------------------------
def test_a_snapshot_may_carry_waiting_abilities_and_running_effects() -> None:
    # The judge arrives while P1's EA "draw" waits: it must still be played before P1 acts (10.6.3.1).
    position = snap(side(3, areas={"2": [c("P1:ea", "EA")]}), side(4)) | {
        "waiting": [{"card": "P1:ea", "ability": "draw"}]
    }
    gain = t5("main", "gain_anger", card=c("P1:m", "M1"))
    play = t5("main", "play_ability", card="P1:ea", ability="draw")
    prove(slog(position, gain), "kaiju.ability.skipped", 1, twin=slog(position, play, gain))
    # A +6000 until end of turn on P1's E1 (3000) reaches P2's threat 9000: the repel is due (7.4.3).
    boosted = snap(side(3, areas={"2": [c("P1:e", "E1")]}), side(4)) | {
        "effects": [
            {
                "card": "P1:e",
                "changes": {"repel": 6000},
                "until": "turn",
                "source": "P1:s",
                "ability": "boost",
            }
        ]
    }
    assert [f[1] for f in findings(slog(boosted, t5("end", "end_advance")))] == ["kaiju.repel.skipped"]


def test_a_snapshot_waiting_ability_must_be_declared() -> None:
    position = snap(side(3, areas={"2": [c("P1:ea", "EA")]}), side(4)) | {
        "waiting": [{"card": "P1:ea", "ability": "nope"}]
    }
    (finding,) = replay(slog(position)).findings
    assert finding.code == "log.unreadable" and "waiting[0]" in finding.evidence["path"]


def test_odd_ability_entries_never_break_the_engine() -> None:
    """Malformed or misplaced ability entries give findings, never an engine fault."""
    import random

    from judge.engine.games.kaiju.generator import generate_game

    odd_args = [
        {"card": "P1:c1", "ability": "draw", "targets": "P2:c1"},
        {"card": "P1:c1", "ability": "draw", "targets": [[1, 2]]},
        {"card": {"iid": "P2:k1"}, "ability": None},
        {"card": None, "ability": "strike"},
        {
            "source": "P1:c3",
            "ability": "plan",
            "moves": [{"card": "P2:k1", "to": "advancing"}],
            "modify": "x",
        },
        {"source": "P2:c5", "ability": "strike", "kaiju_moves": [{"seat": "P9"}, "x"], "evolve": "P1:c9"},
        {"source": "P1:c2", "wins": ["P1"], "loses": ["P1"]},
    ]
    rng = random.Random(7)
    for seed in range(12):
        log = generate_game(seed)
        entries = log["entries"]
        for _ in range(4):
            at_ = rng.randrange(len(entries))
            base = entries[at_]
            act = rng.choice(["play_ability", "decline", "effect"])
            entries.insert(at_, dict(base, act=act, args=copy.deepcopy(rng.choice(odd_args))))
        log["entries"] = [e | {"seq": i} for i, e in enumerate(entries, start=1)]
        codes = {f.code for f in replay(log).findings}
        assert "engine.internal_error" not in codes, seed


def test_12_7_3_a_covered_cards_counter_does_not_trigger() -> None:
    # EV (here with a 逆襲 too) evolves into E2 and lies under it; E2 is destroyed: only the top card left
    # the field as itself, EV's 逆襲 is void under another card.
    position = snap(side(3, areas={"2": [c("P1:v", "EV")]}), side(4), phase="start", start_draws=2)
    evo = t5("main", "play_ability", card="P1:v", ability="evo")
    into = t5("main", "effect", source="P1:v", ability="evo", evolve=c("P1:n", "E2"))
    wipe = t5("main", "effect", source="P2:x", moves=[{"card": "P1:n", "to": "discard"}])
    strike = t5("main", "play_ability", card="P1:v", ability="back")
    log = slog(position, evo, into, wipe, strike)
    log["header"]["cards"]["EV"]["abilities"].append(
        {"id": "back", "kind": "auto", "keywords": {"counter": True}}
    )
    (finding,) = replay(log).findings
    assert finding.code == "kaiju.ability.not_pending" and "kaiju:12.7.3" in finding.clauses
    report = replay(slog(position, evo, into, wipe) | {"header": log["header"]})
    assert report.findings == [] and report.final_state["players"]["P1"]["discard"] == 2
