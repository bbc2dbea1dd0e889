"""Declared abilities in Rebirth for you, part 2: when phase and step start triggers are played (7.2-8.5),
who plays a waiting ability, cancels (9.7.3, 11.4), effects of abilities never played, hidden cards
(9.8.2.2), the clause each target problem cites, a Re-birth card's Spark and defeat after waiting abilities.

Each new check is proven with a hand-written log from a mid-game snapshot and its legal twin. The watcher
T-AB5 of test_rebirth_abilities gets the trigger each test needs.
"""

from __future__ import annotations

from typing import Any

from judge.engine import acts_available, replay
from tests.unit.engine.proof import prove

from .logs import Log, board, c
from .test_rebirth_abilities import clean, log_from, play


def watcher(log: Log, trigger: dict[str, Any], **extra: Any) -> None:
    """T-AB5's one ability: an automatic 'watch' with this trigger (mandatory unless extra says so)."""
    log.head["cards"]["T-AB5"]["abilities"] = [{"id": "watch", "kind": "auto", "trigger": trigger} | extra]


def codes(log: Log) -> list[tuple[int | None, str]]:
    return [(f.seq, f.code) for f in replay(log.doc()).findings]


def clauses_of(log: Log, code: str) -> set[str]:
    return {n for f in replay(log.doc()).findings if f.code == code for n in f.clauses}


WATCHING_P1 = {"members": ("T-CH02", "T-AB5", None)}


# --- 1. phase and step start triggers come before the phase's own actions ------------------------------


def _standby(played_first: bool) -> Log:
    # 7.2.1 stands and draws, then 7.2.2 makes 'turn start' / 'standby start' triggers wait.
    log = log_from(turn=3, phase="end", turn_player="P2", P1=board("P1", **WATCHING_P1))
    watcher(log, {"event": "phase_start", "phase": "standby", "whose": "own"})
    log.add("P2", "end_turn")
    if played_first:
        log.add("P1", "play_ability", turn=4, phase="standby", card="P1:m1", ability="watch")
    log.add("P1", "draw", turn=4, phase="standby", count=1)
    if not played_first:
        log.add("P1", "play_ability", card="P1:m1", ability="watch")
    log.add("P1", "to_attack_phase", phase="main")
    return log


def test_7_2_2_standby_start_abilities_wait_for_the_stand_and_draw() -> None:
    prove(_standby(True).doc(), "rebirth.ability.before_standby_draw", 2, twin=_standby(False).doc())


def test_7_2_2_a_turn_start_ability_skipped_cites_the_standby_clause() -> None:
    log = log_from(turn=3, phase="end", turn_player="P2", P1=board("P1", **WATCHING_P1))
    watcher(log, {"event": "turn_start", "whose": "own"})
    log.add("P2", "end_turn")
    log.add("P1", "draw", turn=4, phase="standby", count=1)
    seq = log.add("P1", "energy", phase="energy", card="P1:x1")
    assert codes(log) == [(seq, "rebirth.ability.skipped")]
    assert "rebirth:7.2.2" in clauses_of(log, "rebirth.ability.skipped")


def _phase_start(phase: str, act: dict[str, Any], *, before: bool) -> Log:
    log = log_from(turn=3, phase="standby" if phase == "energy" else "energy", P1=board("P1", **WATCHING_P1))
    watcher(log, {"event": "phase_start", "phase": phase, "whose": "own"})
    if phase == "energy":
        log.add("P1", "draw", count=1)
    if before:
        log.add("P1", "play_ability", phase=phase, card="P1:m1", ability="watch")
    log.add("P1", phase=phase, **act)
    if not before:
        log.add("P1", "play_ability", card="P1:m1", ability="watch")
    return log


def test_7_3_1_energy_is_placed_after_the_energy_phase_start_abilities() -> None:
    act = {"act": "energy", "card": "P1:x1"}
    log = _phase_start("energy", act, before=False)
    assert codes(log) == [(2, "rebirth.ability.skipped")]  # played late: one finding, not two
    assert "rebirth:7.3.1" in clauses_of(log, "rebirth.ability.skipped")
    clean(_phase_start("energy", act, before=True))


def test_7_4_1_main_phase_actions_come_after_the_main_phase_start_abilities() -> None:
    act = {"act": "set_rebirth", "card": c("P1:h1", "T-RE01"), "draw": True}
    log = _phase_start("main", act, before=False)
    assert codes(log) == [(1, "rebirth.ability.skipped")]
    assert "rebirth:7.4.1" in clauses_of(log, "rebirth.ability.skipped")
    clean(_phase_start("main", act, before=True))


def _attack(step_trigger: str, played: bool, damage_before: bool = False) -> Log:
    log = log_from(turn=3, phase="attack", P1=board("P1", members=("T-CH02", "T-CH02", None)))
    log.head["snapshot"]["players"]["P1"]["entry"] = [c("P1:e1", "T-AB5")]
    watcher(log, {"event": "step_start", "step": step_trigger, "whose": "own"})
    log.add("P1", "attack", step="start", support="P1:m0")
    if step_trigger == "block" and played:
        log.add("P1", "play_ability", step="block", card="P1:e1", ability="watch")
    log.add("P2", "no_block", step="block")
    if step_trigger == "damage" and played and not damage_before:
        log.add("P1", "play_ability", step="damage", card="P1:e1", ability="watch")
    log.add(None, "damage", step="damage")
    if step_trigger == "damage" and played and damage_before:
        log.add("P1", "play_ability", step="damage", card="P1:e1", ability="watch")
    log.add("P1", "end_attacks", step="start")
    return log


def test_8_3_2_the_block_decision_comes_after_the_block_step_start_abilities() -> None:
    log = _attack("block", played=False)
    assert codes(log) == [(2, "rebirth.ability.skipped")]
    assert {"rebirth:8.3.1", "rebirth:8.3.2"} <= clauses_of(log, "rebirth.ability.skipped")
    clean(_attack("block", played=True))


def test_8_4_2_a_damage_step_start_ability_is_played_before_the_damage() -> None:
    # Played in the damage step's first check timing, it comes before 8.4.3: the damage entry after it
    # is the attack's damage, not a second one.
    clean(_attack("damage", played=True))
    late = _attack("damage", played=True, damage_before=True)
    assert codes(late) == [(3, "rebirth.ability.skipped")]
    assert "rebirth:8.4.2" in clauses_of(late, "rebirth.ability.skipped")


def test_8_4_3_a_damaged_trigger_in_the_damage_step_still_follows_the_implied_damage() -> None:
    log = log_from(turn=3, phase="attack")
    log.head["snapshot"]["players"]["P2"]["entry"] = [c("P2:e1", "T-AB5")]
    watcher(log, {"event": "damaged", "card": "self"})
    log.add("P1", "attack", step="start", support="P1:m0")
    log.add("P2", "no_block", step="block")
    log.add("P2", "play_ability", step="damage", card="P2:e1", ability="watch")
    log.add("P1", "end_attacks", step="start")
    clean(log)


def _attack_end(close_written: bool, played: bool) -> Log:
    log = log_from(turn=3, phase="attack", P1=board("P1", members=("T-CH02", "T-CH02", None)))
    log.head["snapshot"]["players"]["P1"]["entry"] = [c("P1:e1", "T-AB5")]
    watcher(log, {"event": "attack_end", "whose": "own"})
    log.add("P1", "attack", step="start", support="P1:m0")
    log.add("P2", "no_block", step="block")
    log.add(None, "damage", step="damage")
    if played:
        log.add(
            "P1", "play_ability", step="close" if close_written else "damage", card="P1:e1", ability="watch"
        )
    log.add("P1", "attack", step="start", support="P1:m1")
    return log


def test_8_5_1_the_close_step_the_log_passed_over_still_makes_attack_end_abilities_wait() -> None:
    log = _attack_end(close_written=False, played=False)
    assert codes(log) == [(4, "rebirth.ability.skipped")]
    assert {"rebirth:8.5.1", "rebirth:8.5.3"} <= clauses_of(log, "rebirth.ability.skipped")
    clean(_attack_end(close_written=True, played=True))


def test_the_declaration_that_leads_into_a_phase_comes_before_its_start() -> None:
    # 7.4.2.5: to_attack_phase is the main phase's act, even when the log dates it in the attack phase.
    log = log_from(P1=board("P1", **WATCHING_P1))
    watcher(log, {"event": "phase_start", "phase": "attack", "whose": "own"})
    log.add("P1", "to_attack_phase", phase="attack")
    log.add("P1", "play_ability", card="P1:m1", ability="watch")
    log.add("P1", "end_attacks", step="start")
    clean(log)


# --- 2. who plays a waiting ability, and what resolves ----------------------------------------------


def _watch_opponent(actor: str) -> tuple[Log, int]:
    log = log_from(P1=board("P1", hand=[c("P1:h1", "T-CH01")]), P2=board("P2", members=("T-AB5", None, None)))
    watcher(log, {"event": "appears", "whose": "opponent"})
    play(log, "P1:h1", pay=0)
    seq = log.add(actor, "play_ability", card="P2:m0", ability="watch")
    return log, seq


def test_9_8_3_only_the_master_plays_its_waiting_ability() -> None:
    log, seq = _watch_opponent("P1")
    twin, _ = _watch_opponent("P2")
    prove(log.doc(), "rebirth.ability.not_master", seq, twin=twin.doc())


def test_9_2_2_2_only_the_master_passes_over_a_use_limited_ability() -> None:
    log = log_from(P1=board("P1", hand=[c("P1:h1", "T-CH01")]), P2=board("P2", members=("T-AB5", None, None)))
    watcher(log, {"event": "appears", "whose": "opponent"}, once_per_turn=True)
    play(log, "P1:h1", pay=0)
    log.add("P1", "decline", card="P2:m0", ability="watch")
    assert [code for _, code in codes(log)] == ["rebirth.ability.not_master"]


def _resolve(played: bool) -> Log:
    log = log_from(P1=board("P1", members=("T-AB3", None, None)))
    log.add("P1", "draw", count=0, source="P1:m0")  # the log is under way: not a resolution begun earlier
    if played:
        log.add("P1", "play_ability", card="P1:m0", ability="guard", targets=["P1:e1"], pay=["P1:n0"])
    log.add("P1", "effect", source="P1:m0", ability="guard", modify=[{"card": "P1:e1", "def": 2}])
    return log


def test_9_7_1_an_effect_of_an_ability_never_played_is_illegal() -> None:
    prove(_resolve(False).doc(), "rebirth.ability.effect_not_played", 2, twin=_resolve(True).doc())


def test_a_log_from_a_snapshot_may_open_in_the_middle_of_a_resolution() -> None:
    log = log_from(P1=board("P1", members=("T-AB3", None, None)))
    log.add("P1", "effect", source="P1:m0", ability="guard", modify=[{"card": "P1:e1", "def": 2}])
    clean(log)


# --- 3. cancels ------------------------------------------------------------------------------------


def _cancel(covers: Any, against_activated: bool) -> Log:
    p1 = board("P1", members=("T-AB3", None, None), hand=[c("P1:h1", "T-AB1")])
    log = log_from(P1=p1, P2=board("P2", hand=[c("P2:h1", "T-AB8")]))
    log.head["cards"]["T-AB8"]["abilities"][0]["keywords"] = {"cancel": covers}
    if against_activated:
        seq = log.add("P1", "play_ability", card="P1:m0", ability="guard", targets=["P1:e1"], pay=["P1:n0"])
    else:
        play(log, "P1:h1")
        seq = log.add("P1", "play_ability", card="P1:h1", ability="enter", targets=["P2:e1"])
    log.add("P2", "play_ability", card="P2:h1", ability="cancel", against=seq)
    return log


def test_11_4_2_a_cancel_answers_only_the_kind_of_play_it_names() -> None:
    log = _cancel("activated", against_activated=False)
    prove(log.doc(), "rebirth.ability.cancel_target", 3, twin=_cancel("activated", True).doc())
    clean(_cancel(["activated", "auto"], against_activated=False))
    clean(_cancel(True, against_activated=False))


def test_a_cancel_target_the_format_cannot_read_is_a_header_error() -> None:
    log = _cancel("spells", against_activated=True)
    report = replay(log.doc())
    assert [f.code for f in report.findings] == ["log.unreadable"]
    assert report.findings[0].evidence["path"].endswith("keywords.cancel")


def _two_cancels(last_first: bool) -> Log:
    # A second cancel card: the deck has one T-AB8, so T-AB1 is given the same hand cancel here.
    p2 = board("P2", hand=[c("P2:h1", "T-AB8"), c("P2:h2", "T-AB1")])
    log = log_from(P1=board("P1", hand=[c("P1:h1", "T-CH01")]), P2=p2)
    log.head["cards"]["T-AB1"]["abilities"] = log.head["cards"]["T-AB8"]["abilities"]
    play(log, "P1:h1", pay=0)
    log.add("P2", "play_ability", card="P2:h1", ability="cancel")
    log.add("P2", "play_ability", card="P2:h2", ability="cancel")
    order = ("P2:h2", "P2:h1") if last_first else ("P2:h1", "P2:h2")
    for card in order:
        log.add("P2", "effect", source=card, ability="cancel")
    return log


def test_9_7_3_3_presented_cancels_resolve_in_reverse_order() -> None:
    prove(_two_cancels(False).doc(), "rebirth.ability.cancel_order", 4, twin=_two_cancels(True).doc())


# --- 4. a hidden card's ability waits only if revealed (9.8.2.2) -----------------------------------


def _hand_watcher(reveal: bool, play_it: bool) -> Log:
    log = log_from(P1=board("P1", hand=[c("P1:h1", "T-CH01")]), P2=board("P2", hand=[c("P2:h1", "T-AB5")]))
    watcher(log, {"event": "appears", "whose": "opponent"}, zone="hand")
    play(log, "P1:h1", pay=0)
    if reveal:
        log.add("P2", "reveal", cards=["P2:h1"])
    if play_it:
        log.add("P2", "play_ability", card="P2:h1", ability="watch")
    log.add("P1", "to_attack_phase", phase="attack")
    return log


def test_9_8_2_2_a_hidden_cards_ability_waits_only_when_revealed() -> None:
    clean(_hand_watcher(reveal=False, play_it=False))  # not revealed: it never waited
    clean(_hand_watcher(reveal=True, play_it=True))
    assert [code for _, code in codes(_hand_watcher(reveal=True, play_it=False))] == [
        "rebirth.ability.skipped"
    ]
    options = acts_available(_hand_partial())
    assert not any(o.required for o in options)


def _hand_partial() -> dict[str, Any]:
    log = _hand_watcher(reveal=False, play_it=False)
    log.entries.pop()
    return log.doc()


# --- 5. targets cite the clause that decides them ----------------------------------------------------


def _targets(spec: dict[str, Any], chosen: list[str], **boards: Any) -> Log:
    log = log_from(P1=board("P1", members=("T-AB3", None, None)), **boards)
    log.head["cards"]["T-AB3"]["abilities"][0]["targets"] = [spec]
    log.add("P1", "play_ability", card="P1:m0", ability="guard", targets=chosen, pay=["P1:n0"])
    return log


def test_each_target_problem_cites_its_clause() -> None:
    cases = [
        ({"zone": "entry", "whose": "own", "count": 1}, ["P2:e1"], "9.14.1"),
        ({"zone": "entry", "whose": "opponent", "count": 1}, ["P1:e1"], "9.14.3.1"),
        ({"whose": "opponent", "count": 1, "type": "CH"}, ["P2:n0"], "2.2.3.1"),
        ({"zone": "entry", "whose": "opponent", "count": 1, "info": "魔法"}, ["P2:e1"], "2.5.3"),
        ({"zone": "member", "whose": "opponent", "count": 2}, ["P2:m0"], "1.3.2"),
    ]
    p2 = board("P2", members=("T-CH02", "T-CH02", None))
    for spec, chosen, clause in cases:
        log = _targets(spec, chosen, P2=p2)
        assert codes(log) == [(1, "rebirth.ability.targets")], (spec, codes(log))
        assert f"rebirth:{clause}" in clauses_of(log, "rebirth.ability.targets"), spec


def test_a_wrong_target_is_reported_once_not_again_when_the_effect_reaches_it() -> None:
    log = _targets({"zone": "entry", "whose": "own", "count": 1}, ["P2:e1"])
    log.add("P1", "effect", source="P1:m0", ability="guard", modify=[{"card": "P2:e1", "def": 2}])
    assert [code for _, code in codes(log)] == ["rebirth.ability.targets"]


# --- 6. Spark of a Re-birth card; defeat after the waiting abilities -----------------------------------


def _spark_rebirth(move_first: bool) -> Log:
    log = log_from()
    log.head["snapshot"]["players"]["P1"]["entry"] = []
    log.head["cards"]["T-RE01"]["abilities"] = [{"id": "spark", "kind": "auto", "keywords": {"spark": True}}]
    log.add("P1", "entry_fill", card=c("P1:d1", "T-RE01"))
    if move_first:
        log.add("P1", "rebirth_from_entry", card="P1:d1")
    log.add("P1", "play_ability", card="P1:d1", ability="spark")
    if not move_first:
        log.add("P1", "rebirth_from_entry", card="P1:d1")
    log.add("P1", "entry_fill", card=c("P1:d2", "T-CH01"))
    return log


def test_decision_5_a_rebirth_cards_spark_resolves_before_the_card_moves() -> None:
    clean(_spark_rebirth(False))
    assert [code for _, code in codes(_spark_rebirth(True))] == ["rebirth.checktiming.entry_before_ability"]


def test_decision_8_defeat_waits_for_the_spark_from_entry_processing() -> None:
    log = log_from(P2=board("P2", retire=7))
    log.head["snapshot"]["players"]["P2"]["entry"] = []
    log.add("P2", "entry_fill", card=c("P2:d1", "T-AB4"))
    log.add(None, "result", winners=["P1"], reason="retire")
    (finding,) = replay(log.doc()).findings
    assert (finding.code, str(finding.verdict)) == ("rebirth.result.mismatch", "illegal")
    assert {"rebirth:9.6.2.2", "rebirth:9.6.2.4", "rebirth:10.6.2"} <= set(finding.clauses)


def test_a_recovery_left_while_an_ability_is_played_names_the_def() -> None:
    # 10.3.5 is due (damage 5 against DEF 5) when the waiting ability is played: the finding's evidence
    # carries every field its message names.
    p1 = board("P1", hand=[c("P1:h1", "T-AB1")])
    p1["entry"] = [c("P1:e1", "T-CH04", damage=5)]
    log = log_from(P1=p1)
    play(log, "P1:h1")
    log.add("P1", "play_ability", card="P1:h1", ability="enter", targets=["P2:e1"])
    found = [f for f in replay(log.doc()).findings if f.code == "rebirth.recovery.retire_damage"]
    assert found and found[0].evidence["defense"] == 5
