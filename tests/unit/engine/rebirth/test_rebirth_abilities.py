"""Declared abilities in Rebirth for you: triggers, the check timing's order, targets, durations, keywords.

Each check is proven with a hand-written log from a mid-game snapshot and its legal twin. The ability
cards below are declared in the header (cards.<id>.abilities) beside the generator's vanilla pool.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from judge.engine import acts_available, replay
from judge.engine.games.rebirth.generator import card_pool, decklist
from tests.unit.engine.proof import prove

from .logs import Log, board, c, header, snapshot

# --- the cards -----------------------------------------------------------------------------------

ABILITY_CARDS: dict[str, dict[str, Any]] = {
    # 【自】登場した時、相手のエントリーのキャラ1体を選び…  (mandatory, one target)
    "T-AB1": {
        "name": "登場アタッカー",
        "type": "CH",
        "cost": 1,
        "atk": 1,
        "def": 2,
        "abilities": [
            {
                "id": "enter",
                "kind": "auto",
                "trigger": {"event": "appears", "card": "self"},
                "targets": [{"zone": "entry", "whose": "opponent", "count": 1}],
            }
        ],
    },
    # 【自】登場した時、…してもよい  (optional)
    "T-AB2": {
        "name": "登場サーチ",
        "type": "CH",
        "cost": 1,
        "atk": 1,
        "def": 2,
        "abilities": [
            {"id": "look", "kind": "auto", "trigger": {"event": "appears", "card": "self"}, "optional": True}
        ],
    },
    # 【起】【1ターンに1回】[エネルギー1] 自分のエントリーのキャラ1体はこのアタック中DEF+2;
    # 【起】Reコンボ：…
    "T-AB3": {
        "name": "ガーディアン",
        "type": "CH",
        "cost": 2,
        "atk": 2,
        "def": 3,
        "abilities": [
            {
                "id": "guard",
                "kind": "activated",
                "once_per_turn": True,
                "cost": {"energy": 1},
                "targets": [{"zone": "entry", "whose": "own", "count": 1, "type": "CH"}],
                "duration": "turn",
                "effect": {"modify": {"def": 2}},
            },
            {"id": "combo", "kind": "activated", "keywords": {"recombo": True}},
        ],
    },
    # スパーク
    "T-AB4": {
        "name": "スパーカー",
        "type": "CH",
        "cost": 1,
        "atk": 1,
        "def": 2,
        "abilities": [{"id": "spark", "kind": "auto", "keywords": {"spark": True}}],
    },
    # 【自】相手のキャラが登場した時…  (mandatory, the opponent's card)
    "T-AB5": {
        "name": "ウォッチャー",
        "type": "CH",
        "cost": 1,
        "atk": 1,
        "def": 3,
        "abilities": [{"id": "watch", "kind": "auto", "trigger": {"event": "appears", "whose": "opponent"}}],
    },
    # 【自】相手のキャラがアタックした時、このキャラはこのアタック中DEF+2
    "T-AB6": {
        "name": "ブレイサー",
        "type": "CH",
        "cost": 1,
        "atk": 1,
        "def": 2,
        "abilities": [
            {
                "id": "brace",
                "kind": "auto",
                "trigger": {"event": "attacks", "whose": "opponent"},
                "duration": "attack",
            }
        ],
    },
    # 【自】Reコンボ：登場した時、…  (condition checked when it resolves, 11.2.3.3)
    "T-AB7": {
        "name": "コンボ登場",
        "type": "CH",
        "cost": 1,
        "atk": 1,
        "def": 2,
        "abilities": [
            {
                "id": "combo_enter",
                "kind": "auto",
                "trigger": {"event": "appears", "card": "self"},
                "keywords": {"recombo": True},
            }
        ],
    },
    # キャンセル (from hand)
    "T-AB8": {
        "name": "キャンセラー",
        "type": "CH",
        "cost": 1,
        "atk": 1,
        "def": 2,
        "abilities": [{"id": "cancel", "kind": "cancel", "zone": "hand", "keywords": {"cancel": True}}],
    },
    # 【自】登場した時、… (free text the structure cannot say; its targets are declared)
    "T-AB9": {
        "name": "テキスト持ち",
        "type": "CH",
        "cost": 1,
        "atk": 1,
        "def": 2,
        "abilities": [
            {
                "id": "texty",
                "kind": "auto",
                "trigger": {"event": "appears", "card": "self"},
                "targets": [{"zone": "entry", "whose": "opponent", "count": 1}],
                "text": "相手のエントリーのキャラ1体か、自分のメンバー1体を選び…",
            }
        ],
    },
}


def cards() -> dict[str, Any]:
    return card_pool() | copy.deepcopy(ABILITY_CARDS)


def deck() -> dict[str, Any]:
    """The generator's deck with 12 vanilla slots (T-CH03, T-CH06, T-CH07) given to the ability cards."""
    main = {k: v for k, v in decklist()["main"].items() if k not in ("T-CH03", "T-CH06", "T-CH07")}
    for k, cid in enumerate(ABILITY_CARDS):
        main[cid] = 2 if k < 3 else 1
    return {"main": main, "partners": decklist()["partners"]}


def log_from(turn: int = 3, phase: str = "main", turn_player: str = "P1", **boards: Any) -> Log:
    head = header(
        snapshot(turn, phase, turn_player, **boards),
        cards=cards(),
        decklists={"P1": deck(), "P2": deck()},
    )
    return Log(head, turn, phase)


def play(log: Log, card: dict[str, Any], slot: int = 1, pay: int = 1, seat: str = "P1") -> int:
    return log.add(
        seat,
        "play_character",
        card=card,
        to="member",
        slot=slot,
        pay=[f"{seat}:n{k}" for k in range(pay)],
    )


def clean(log: Log) -> None:
    found = replay(log.doc()).findings
    assert found == [], [(f.seq, f.code, f.message_en) for f in found]


def test_the_deck_of_these_tests_is_legal() -> None:
    assert sum(deck()["main"].values()) == 50


# --- 1. declarations --------------------------------------------------------------------------------


def test_an_undeclared_ability_of_a_declared_card_is_a_log_error() -> None:
    log = log_from(P1=board("P1", members=("T-AB3", None, None)))
    seq = log.add("P1", "play_ability", card="P1:m0", ability="nope")
    twin = log_from(P1=board("P1", members=("T-AB3", None, None)))
    twin.add("P1", "play_ability", card="P1:m0", ability="guard", targets=["P1:e1"], pay=["P1:n0"])
    prove(log.doc(), "rebirth.log.unknown_ability", seq, twin=twin.doc())


def test_a_declaration_the_format_cannot_read_is_a_header_error() -> None:
    log = log_from()
    log.head["cards"]["T-AB1"]["abilities"][0]["trigger"] = {"event": "explodes"}
    report = replay(log.doc())
    assert [f.code for f in report.findings] == ["log.unreadable"]
    assert report.findings[0].evidence["path"].endswith("abilities[0].trigger.event")


def test_a_blocker_keyword_on_an_ability_makes_the_card_a_blocker() -> None:
    from judge.engine.games.rebirth.cards import CardDef

    d = CardDef.from_json(
        "X",
        {"name": "x", "type": "CH", "abilities": [{"kind": "continuous", "keywords": {"blocker": True}}]},
    )
    assert d.blocker == () and d.declared and not d.text


# --- 3. playing automatic abilities -----------------------------------------------------------------


def test_9_8_2_an_automatic_ability_is_played_only_when_it_triggered() -> None:
    log = log_from(P1=board("P1", members=("T-CH02", "T-AB1", None)))
    seq = log.add("P1", "play_ability", card="P1:m1", ability="enter", targets=["P2:e1"])
    twin = log_from(P1=board("P1", hand=[c("P1:h1", "T-AB1")]))
    play(twin, "P1:h1")
    twin.add("P1", "play_ability", card="P1:h1", ability="enter", targets=["P2:e1"])
    prove(log.doc(), "rebirth.ability.not_triggered", seq, twin=twin.doc())


def test_9_8_3_1_a_waiting_mandatory_ability_must_be_played_before_the_game_goes_on() -> None:
    hand = [c("P1:h1", "T-AB1"), c("P1:h2", "T-CH01")]
    log = log_from(P1=board("P1", hand=hand))
    play(log, "P1:h1")
    seq = log.add("P1", "play_character", card="P1:h2", to="member", slot=2)
    twin = log_from(P1=board("P1", hand=hand))
    play(twin, "P1:h1")
    twin.add("P1", "play_ability", card="P1:h1", ability="enter", targets=["P2:e1"])
    twin.add("P1", "play_character", card="P1:h2", to="member", slot=2)
    prove(log.doc(), "rebirth.ability.skipped", seq, twin=twin.doc())


def test_9_8_3_1_1_an_optional_waiting_ability_may_be_passed_over() -> None:
    hand = [c("P1:h1", "T-AB2"), c("P1:h2", "T-CH01")]
    log = log_from(P1=board("P1", hand=hand))
    play(log, "P1:h1")
    log.add("P1", "play_character", card="P1:h2", to="member", slot=2)
    clean(log)


def test_9_8_3_1_a_mandatory_ability_cannot_be_declined() -> None:
    log = log_from(P1=board("P1", hand=[c("P1:h1", "T-AB1")]))
    play(log, "P1:h1")
    seq = log.add("P1", "decline", card="P1:h1", ability="enter")
    twin = log_from(P1=board("P1", hand=[c("P1:h1", "T-AB2")]))
    play(twin, "P1:h1")
    twin.add("P1", "decline", card="P1:h1", ability="look")
    prove(log.doc(), "rebirth.ability.decline_mandatory", seq, twin=twin.doc())


def test_9_8_2_1_two_triggers_wait_twice() -> None:
    # The watcher sees two of the opponent's characters appear: it waits twice and is played twice.
    hand = [c("P1:h1", "T-CH05"), c("P1:h2", "T-CH09")]
    p2 = board("P2", members=("T-AB5", None, None))
    log = log_from(P1=board("P1", hand=hand), P2=p2)
    log.add("P1", "play_character", card="P1:h1", to="member", slot=1)
    log.add("P1", "play_character", card="P1:h2", to="member", slot=2)
    # The second play moved the game on while the first trigger waited.
    assert [f.code for f in replay(log.doc()).findings] == ["rebirth.ability.skipped"]
    twin = log_from(P1=board("P1", hand=hand), P2=p2)
    twin.add("P1", "play_character", card="P1:h1", to="member", slot=1)
    twin.add("P2", "play_ability", card="P2:m0", ability="watch")
    twin.add("P1", "play_character", card="P1:h2", to="member", slot=2)
    twin.add("P2", "play_ability", card="P2:m0", ability="watch")
    clean(twin)
    twin.add("P2", "play_ability", card="P2:m0", ability="watch")
    assert [f.code for f in replay(twin.doc()).findings] == ["rebirth.ability.not_triggered"]


def test_10_4_the_turn_players_waiting_abilities_are_played_first() -> None:
    p2 = board("P2", members=("T-AB5", None, None))
    log = log_from(P1=board("P1", hand=[c("P1:h1", "T-AB1")]), P2=p2)
    play(log, "P1:h1")
    seq = log.add("P2", "play_ability", card="P2:m0", ability="watch")
    log.add("P1", "play_ability", card="P1:h1", ability="enter", targets=["P2:e1"])
    twin = log_from(P1=board("P1", hand=[c("P1:h1", "T-AB1")]), P2=p2)
    play(twin, "P1:h1")
    twin.add("P1", "play_ability", card="P1:h1", ability="enter", targets=["P2:e1"])
    twin.add("P2", "play_ability", card="P2:m0", ability="watch")
    prove(log.doc(), "rebirth.ability.order", seq, twin=twin.doc())


def test_9_6_2_1_recovery_comes_before_automatic_abilities() -> None:
    # Played into an occupied slot: the old member goes to the waiting room (10.3.4) before the trigger.
    log = log_from(P1=board("P1", hand=[c("P1:h1", "T-AB1")]))
    play(log, "P1:h1", slot=0)
    seq = log.add("P1", "play_ability", card="P1:h1", ability="enter", targets=["P2:e1"])
    log.add("P1", "discard_excess", card="P1:m0")
    twin = log_from(P1=board("P1", hand=[c("P1:h1", "T-AB1")]))
    play(twin, "P1:h1", slot=0)
    twin.add("P1", "discard_excess", card="P1:m0")
    twin.add("P1", "play_ability", card="P1:h1", ability="enter", targets=["P2:e1"])
    prove(log.doc(), "rebirth.checktiming.ability_before_recovery", seq, twin=twin.doc())


def _empty_entries() -> tuple[dict[str, Any], dict[str, Any]]:
    p1, p2 = board("P1"), board("P2")
    p1["entry"], p2["entry"] = [], []
    return p1, p2


def test_9_6_2_3_entry_processing_waits_for_the_automatic_abilities() -> None:
    p1, p2 = _empty_entries()
    log = log_from(P1=p1, P2=p2)
    log.add("P1", "entry_fill", card=c("P1:d1", "T-AB4"))
    seq = log.add("P2", "entry_fill", card=c("P2:d1", "T-CH01"))
    log.add("P1", "play_ability", card="P1:d1", ability="spark")
    twin = log_from(P1=p1, P2=p2)
    twin.add("P1", "entry_fill", card=c("P1:d1", "T-AB4"))
    twin.add("P1", "play_ability", card="P1:d1", ability="spark")
    twin.add("P2", "entry_fill", card=c("P2:d1", "T-CH01"))
    prove(log.doc(), "rebirth.checktiming.entry_before_ability", seq, twin=twin.doc())


def test_9_8_7_a_waiting_ability_is_played_even_after_its_card_moved() -> None:
    log = log_from(P1=board("P1", hand=[c("P1:h1", "T-AB1")]))
    play(log, "P1:h1")
    log.add("P1", "effect", source="P1:m0", moves=[{"card": "P1:h1", "to": "waiting_room"}])
    log.add("P1", "play_ability", card="P1:h1", ability="enter", targets=["P2:e1"])
    clean(log)


# --- 4. targets, conditions ------------------------------------------------------------------------


def test_9_7_4_2_targets_are_what_the_ability_asks_for() -> None:
    log = log_from(P1=board("P1", hand=[c("P1:h1", "T-AB1")]))
    play(log, "P1:h1")
    seq = log.add("P1", "play_ability", card="P1:h1", ability="enter", targets=["P1:e1"])
    twin = log_from(P1=board("P1", hand=[c("P1:h1", "T-AB1")]))
    play(twin, "P1:h1")
    twin.add("P1", "play_ability", card="P1:h1", ability="enter", targets=["P2:e1"])
    report = prove(log.doc(), "rebirth.ability.targets", seq, twin=twin.doc())
    assert "not an opponent's" in report.findings[0].message_en


def test_9_7_4_2_a_target_group_of_one_is_not_left_empty() -> None:
    log = log_from(P1=board("P1", hand=[c("P1:h1", "T-AB1")]))
    play(log, "P1:h1")
    seq = log.add("P1", "play_ability", card="P1:h1", ability="enter", targets=[])
    twin = log_from(P1=board("P1", hand=[c("P1:h1", "T-AB1")]))
    play(twin, "P1:h1")
    twin.add("P1", "play_ability", card="P1:h1", ability="enter", targets=["P2:e1"])
    prove(log.doc(), "rebirth.ability.targets", seq, twin=twin.doc())


def test_free_text_makes_only_the_checks_it_could_touch_a_ruling() -> None:
    # The text may allow other choices: the targets are a question for a judge …
    log = log_from(P1=board("P1", hand=[c("P1:h1", "T-AB9")]))
    play(log, "P1:h1")
    seq = log.add("P1", "play_ability", card="P1:h1", ability="texty", targets=["P1:m0"])
    twin = log_from(P1=board("P1", hand=[c("P1:h1", "T-AB9")]))
    play(twin, "P1:h1")
    twin.add("P1", "play_ability", card="P1:h1", ability="texty", targets=["P2:e1"])
    prove(log.doc(), "rebirth.ability.targets", seq, twin=twin.doc(), verdict="needs_ruling")
    # … but its trigger is declared, so skipping it is still illegal.
    skip = log_from(P1=board("P1", hand=[c("P1:h1", "T-AB9"), c("P1:h2", "T-CH01")]))
    play(skip, "P1:h1")
    skip.add("P1", "play_character", card="P1:h2", to="member", slot=2)
    found = replay(skip.doc()).findings
    assert [(f.code, str(f.verdict)) for f in found] == [("rebirth.ability.skipped", "illegal")]


def test_9_7_4_2_a_target_that_left_before_resolution_is_a_question_for_a_judge() -> None:
    def build(moved: bool) -> Log:
        log = log_from(P1=board("P1", members=("T-AB3", None, None)))
        log.add("P1", "play_ability", card="P1:m0", ability="guard", targets=["P1:e1"], pay=["P1:n0"])
        if moved:
            log.add("P2", "effect", source="P2:m0", moves=[{"card": "P1:e1", "to": "waiting_room"}])
        log.add("P1", "effect", source="P1:m0", ability="guard", modify=[{"card": "P1:e1", "def": 2}])
        return log

    log = build(True)
    prove(log.doc(), "rebirth.ability.target_gone", 3, twin=build(False).doc())


def test_11_2_3_3_an_automatic_ability_whose_condition_failed_does_not_resolve() -> None:
    def build(removed: bool) -> Log:
        p1 = board("P1", hand=[c("P1:h1", "T-AB7")])
        p1["rebirth"] = [c("P1:b1", "T-RE01")]
        log = log_from(P1=p1)
        play(log, "P1:h1")
        log.add("P1", "play_ability", card="P1:h1", ability="combo_enter")
        if removed:
            log.add("P2", "effect", source="P2:m0", moves=[{"card": "P1:b1", "to": "waiting_room"}])
        log.add("P1", "effect", source="P1:h1", ability="combo_enter", modify=[{"card": "P1:h1", "atk": 1}])
        return log

    prove(build(True).doc(), "rebirth.ability.condition_at_resolution", 4, twin=build(False).doc())


def test_11_2_3_2_a_declared_recombo_is_checked_when_the_activated_ability_is_played() -> None:
    p1 = board("P1", members=("T-AB3", None, None))
    log = log_from(P1=p1)
    seq = log.add("P1", "play_ability", card="P1:m0", ability="combo")
    p1_twin = copy.deepcopy(p1)
    p1_twin["rebirth"] = [c("P1:b1", "T-RE01")]
    twin = log_from(P1=p1_twin)
    twin.add("P1", "play_ability", card="P1:m0", ability="combo")
    prove(log.doc(), "rebirth.ability.condition_recombo", seq, twin=twin.doc())


def test_9_4_4_an_activated_ability_works_only_where_its_card_is_active() -> None:
    log = log_from(P1=board("P1", hand=[c("P1:h1", "T-AB3")]))
    seq = log.add("P1", "play_ability", card="P1:h1", ability="guard", targets=["P1:e1"], pay=["P1:n0"])
    twin = log_from(P1=board("P1", members=("T-AB3", None, None)))
    twin.add("P1", "play_ability", card="P1:m0", ability="guard", targets=["P1:e1"], pay=["P1:n0"])
    prove(log.doc(), "rebirth.ability.inactive_zone", seq, twin=twin.doc())


def test_9_2_2_1_a_declared_use_limit_needs_no_flag_in_the_entry() -> None:
    log = log_from(P1=board("P1", members=("T-AB3", None, None)))
    log.add("P1", "play_ability", card="P1:m0", ability="guard", targets=["P1:e1"], pay=["P1:n0"])
    seq = log.add("P1", "play_ability", card="P1:m0", ability="guard", targets=["P1:e1"], pay=["P1:n1"])
    assert [(f.seq, f.code) for f in replay(log.doc()).findings] == [(seq, "rebirth.ability.once_per_turn")]


def test_a_declared_energy_cost_is_paid() -> None:
    log = log_from(P1=board("P1", members=("T-AB3", None, None)))
    log.add("P1", "play_ability", card="P1:m0", ability="guard", targets=["P1:e1"])
    assert [f.code for f in replay(log.doc()).findings] == ["rebirth.cost.energy_payment"]


# --- 5. durations ----------------------------------------------------------------------------------


def _braced_attack(retire_in_close: bool) -> Log:
    # P2's entry (DEF 2, 1 damage) braces for the attack: DEF 4 until the attack ends (8.5.2). P1's
    # T-CH04 deals 1: 2 damage does not retire it during the attack, but it does once the brace ends.
    p2 = board("P2", entry="T-AB6")
    p2["entry"][0]["damage"] = 1
    log = log_from(phase="attack", P2=p2)
    log.add("P1", "attack", step="start", support="P1:m0")
    log.add("P2", "play_ability", step="start", card="P2:e1", ability="brace")
    log.add(
        "P2", "effect", step="start", source="P2:e1", ability="brace", modify=[{"card": "P2:e1", "def": 2}]
    )
    log.add("P2", "no_block", step="block")
    log.add(None, "damage", step="damage", amount=1)
    if retire_in_close:
        log.add("P2", "retire", step="close", card="P2:e1")
        log.add("P2", "entry_fill", step="close", card=c("P2:d1", "T-CH01"))
    return log


def test_8_5_2_an_effect_for_this_attack_ends_with_it_and_recovery_follows() -> None:
    log = _braced_attack(False)
    seq = log.add("P1", "end_attacks", step="close")
    twin = _braced_attack(True)
    twin.add("P1", "end_attacks", step="close")
    prove(log.doc(), "rebirth.recovery.retire_damage", seq, twin=twin.doc())


def test_durations_end_where_the_rules_say() -> None:
    from judge.engine.core.replay import replay_to_end

    log = log_from(P1=board("P1", members=("T-AB3", None, None)))
    log.add("P1", "play_ability", card="P1:m0", ability="guard", targets=["P1:e1"], pay=["P1:n0"])
    log.add("P1", "effect", source="P1:m0", ability="guard", modify=[{"card": "P1:e1", "def": 2}])
    _report, _game, state = replay_to_end(log.doc())
    assert state.cards["P1:e1"].def_mod == 2
    log.add("P2", "draw", turn=4, phase="standby", count=1)
    _report, _game, state = replay_to_end(log.doc())
    assert state.cards["P1:e1"].def_mod == 0  # 7.6.4
    log.head["cards"]["T-AB3"]["abilities"][0]["duration"] = "game"
    _report, _game, state = replay_to_end(log.doc())
    assert state.cards["P1:e1"].def_mod == 2  # 'this game' outlasts the turn


# --- 6. keywords -----------------------------------------------------------------------------------


def test_11_3_1_a_spark_triggers_only_from_entry_processing() -> None:
    log = log_from(P1=board("P1", entry="T-AB4"))
    seq = log.add("P1", "play_ability", card="P1:e1", ability="spark")
    p1, p2 = _empty_entries()
    p2["entry"] = board("P2")["entry"]
    twin = log_from(P1=p1, P2=p2)
    twin.add("P1", "entry_fill", card=c("P1:d1", "T-AB4"))
    twin.add("P1", "play_ability", card="P1:d1", ability="spark")
    prove(log.doc(), "rebirth.ability.spark_not_triggered", seq, twin=twin.doc())


def test_9_7_3_1_a_cancel_is_presented_only_against_a_play() -> None:
    def build(after_play: bool) -> Log:
        log = log_from(
            P1=board("P1", hand=[c("P1:h1", "T-CH01")]), P2=board("P2", hand=[c("P2:h1", "T-AB8")])
        )
        if after_play:
            log.add("P1", "play_character", card="P1:h1", to="member", slot=1)
        log.add("P2", "play_ability", card="P2:h1", ability="cancel")
        if not after_play:
            log.add("P1", "play_character", card="P1:h1", to="member", slot=1)
        return log

    prove(build(False).doc(), "rebirth.ability.cancel_timing", 1, twin=build(True).doc())


def test_a_rebirth_cards_ability_works_in_the_rebirth_zone() -> None:
    # Ability of a Re-birth card: watching for its master's attacks while in the Re-birth zone (9.4.5.1).
    log = log_from(phase="attack")
    log.head["cards"]["T-RE02"]["abilities"] = [
        {"id": "re_attack", "kind": "auto", "trigger": {"event": "attacks", "whose": "own"}}
    ]
    p1 = board("P1")
    p1["rebirth"] = [c("P1:b1", "T-RE02")]
    log.head["snapshot"]["players"]["P1"] = p1
    log.add("P1", "attack", step="start", support="P1:m0")
    log.add("P1", "play_ability", step="start", card="P1:b1", ability="re_attack")
    clean(log)
    p1["rebirth"], p1["waiting_room"] = [], [c("P1:b1", "T-RE02")]
    assert [f.code for f in replay(log.doc()).findings] == ["rebirth.ability.not_triggered"]


# --- 7. the result ---------------------------------------------------------------------------------


def test_1_2_1_a_recorded_loss_the_rules_do_not_give_is_illegal() -> None:
    log = log_from(P2=board("P2", retire=6))
    log.add(None, "result", winners=["P1"], reason="retire")
    (finding,) = replay(log.doc()).findings
    assert (finding.code, str(finding.verdict)) == ("rebirth.result.mismatch", "illegal")
    assert "rebirth:10.6.2" in finding.clauses


# --- 8. acts_available -----------------------------------------------------------------------------


def test_the_recorder_is_offered_the_waiting_ability_first_and_marked_required() -> None:
    log = log_from(P1=board("P1", hand=[c("P1:h1", "T-AB1")]))
    play(log, "P1:h1")
    options = acts_available(log.doc())
    assert [(o.act, o.args.get("ability"), o.required) for o in options] == [("play_ability", "enter", True)]


def test_an_optional_waiting_ability_can_be_declined_or_passed() -> None:
    log = log_from(P1=board("P1", hand=[c("P1:h1", "T-AB2")]))
    play(log, "P1:h1")
    acts = [o.act for o in acts_available(log.doc())]
    assert acts[:2] == ["play_ability", "decline"] and "to_attack_phase" in acts


def test_main_phase_options() -> None:
    log = log_from(
        P1=board("P1", members=("T-AB3", None, None), hand=[c("P1:h1", "T-CH01"), c("P1:h2", "T-RE01")])
    )
    log.add("P1", "draw", phase="main", count=0, source="P1:m0")
    found = acts_available(log.doc())
    options = {o.act: o for o in found}
    assert options["play_character"].cards == ("P1:h1",)
    assert options["set_rebirth"].cards == ("P1:h2",)
    assert options["move_to_member"].cards == ("P1:e1",)
    assert [o.args["ability"] for o in found if o.act == "play_ability"] == ["guard", "combo"]
    assert "attack" not in options and "to_attack_phase" in options


@pytest.mark.parametrize(("turn", "attack"), [(1, False), (3, True)])
def test_attack_phase_options(turn: int, attack: bool) -> None:
    log = log_from(turn=turn, phase="attack")
    log.add("P1", "draw", count=0, source="P1:m0")
    acts = [o.act for o in acts_available(log.doc())]
    assert ("attack" in acts) is attack and "end_attacks" in acts


def _boosted_member(retire_at_end: bool) -> Log:
    # An effect dealt P1's member (T-CH02, DEF 3) 4 damage while it had DEF+2 for the turn. At the end of
    # the turn the +2 ends (7.6.4); members keep their damage (7.6.3 clears only the entry's), so 10.3.5
    # retires it at the check timing that follows (7.6.6), before the next turn.
    log = log_from()
    log.add("P1", "effect", source="P1:e1", modify=[{"card": "P1:m0", "def": 2}])
    log.add("P1", "effect", source="P1:e1", damage=[{"card": "P1:m0", "amount": 4}])
    log.add("P1", "end_turn", phase="end")
    if retire_at_end:
        log.add("P1", "retire", phase="end", card="P1:m0")
    return log


def test_7_6_4_a_turn_long_def_change_ends_and_recovery_follows() -> None:
    log = _boosted_member(False)
    seq = log.add("P2", "draw", turn=4, phase="standby", count=1)
    twin = _boosted_member(True)
    twin.add("P2", "draw", turn=4, phase="standby", count=1)
    prove(log.doc(), "rebirth.recovery.retire_damage", seq, twin=twin.doc())


# --- 2. events -------------------------------------------------------------------------------------


def _event_log(trigger: dict[str, Any], where: str) -> tuple[Log, str]:
    """A log from a snapshot in which the watcher (T-AB5 with `trigger`) sits at `where`."""
    p1, p2 = board("P1"), board("P2", hand=[c("P2:h1", "T-CH09")])
    # T-CH09 is a ブロッカー（学園）: in the block case the attacked character is T-CH01 (学園, DEF 1).
    p2["entry"] = [c("P2:e1", "T-CH01" if trigger["event"] == "blocks" else "T-CH02")]
    if where == "P1 member":
        p1["member"].append(c("P1:m1", "T-AB5", slot=1))
        card = "P1:m1"
    else:
        p2["entry"] = [c("P2:e1", "T-AB5", damage=2 if where == "P2 entry, damaged" else 0)]
        card = "P2:e1"
    log = log_from(phase="attack" if where.startswith("P2") else "main", P1=p1, P2=p2)
    log.head["cards"]["T-AB5"]["abilities"] = [{"id": "watch", "kind": "auto", "trigger": trigger}]
    return log, card


EVENT_CASES = {
    "phase_start": ({"event": "phase_start", "phase": "attack", "whose": "own"}, "P1 member"),
    "turn_end": ({"event": "turn_end", "whose": "own"}, "P1 member"),
    "attack_end": ({"event": "attack_end", "whose": "own"}, "P1 member"),
    "attacks": ({"event": "attacks", "whose": "own"}, "P1 member"),
    "damaged": ({"event": "damaged", "card": "self"}, "P2 entry"),
    "retired": ({"event": "retired", "card": "self"}, "P2 entry, damaged"),
    "blocks": ({"event": "blocks", "whose": "opponent"}, "P1 member"),
}


def _event_entries(log: Log, name: str, card: str, played: bool) -> None:
    master = card[:2]

    def watch(**where: Any) -> None:
        if played:
            log.add(master, "play_ability", card=card, ability="watch", **where)

    if name == "phase_start":
        log.add("P1", "to_attack_phase", phase="attack")
        watch(phase="attack")
        log.add("P1", "end_attacks", phase="attack")
        return
    if name == "turn_end":
        log.add("P1", "end_turn", phase="end")
        watch(phase="end")
        log.add("P2", "draw", turn=4, phase="standby", count=1)
        return
    if name in ("attack_end", "attacks", "blocks"):
        log.add("P1", "to_attack_phase", phase="attack")
        log.phase = "attack"
    log.add("P1", "attack", step="start", support="P1:m0")
    if name == "attacks":
        watch(step="start")
    if name == "blocks":
        log.add("P2", "block", step="block", card="P2:h1")
        watch(step="block")
    else:
        log.add("P2", "no_block", step="block")
    log.add(None, "damage", step="damage")
    if name == "damaged":
        watch(step="damage")
    if name == "retired":
        log.add("P2", "retire", step="damage", card="P2:e1")
        watch(step="damage")
        log.add("P2", "entry_fill", step="damage", card=c("P2:d1", "T-CH01"))
    if name == "attack_end":
        watch(step="close")
    log.add("P1", "end_attacks", step="close")
    log.add("P1", "end_turn", phase="end")


@pytest.mark.parametrize("name", sorted(EVENT_CASES))
def test_each_event_makes_its_watchers_wait(name: str) -> None:
    trigger, where = EVENT_CASES[name]
    log, card = _event_log(trigger, where)
    _event_entries(log, name, card, played=True)
    clean(log)
    skipped, card = _event_log(trigger, where)
    _event_entries(skipped, name, card, played=False)
    expected = ["rebirth.ability.skipped"]
    if name == "retired":  # the empty entry was filled while it waited, then the attacks ended
        expected.insert(0, "rebirth.checktiming.entry_before_ability")
    assert [f.code for f in replay(skipped.doc()).findings] == expected


def test_11_7_2_a_declared_honryo_is_checked_when_the_activated_ability_is_played() -> None:
    def build(members: tuple[str | None, ...]) -> Log:
        log = log_from(P1=board("P1", members=members))
        log.head["cards"]["T-AB3"]["abilities"].append(
            {"id": "full", "kind": "activated", "keywords": {"honryo": {"level": 2}}}
        )
        log.add("P1", "play_ability", card="P1:m0", ability="full")
        return log

    prove(
        build(("T-AB3", None, None)).doc(),
        "rebirth.ability.condition_honryo",
        1,
        twin=build(("T-AB3", "T-CH02", None)).doc(),
    )


def test_12_5_7_3_the_turn_teams_waiting_abilities_come_first() -> None:
    from .logs import multi

    def build(p3_first: bool) -> Log:
        log = multi(
            "double_team",
            4,
            [["P1", "P2"], ["P3", "P4"]],
            phase="main",
            P1=board("P1", hand=[c("P1:h1", "T-AB1")]),
            P2=board("P2", members=("T-CH02", "T-AB5", None)),
            P3=board("P3", members=("T-CH02", "T-AB5", None)),
        )
        log.head["cards"] = cards()
        log.head["decklists"] = {s: deck() for s in ("P1", "P2", "P3", "P4")}
        play(log, "P1:h1")
        if p3_first:
            log.add("P3", "play_ability", card="P3:m1", ability="watch")
        log.add("P1", "play_ability", card="P1:h1", ability="enter", targets=["P3:e1"])
        if not p3_first:
            log.add("P3", "play_ability", card="P3:m1", ability="watch")
        return log

    # P2's watcher sees a teammate's character: not an opponent's (12.5.5), so it does not wait.
    report = prove(build(True).doc(), "rebirth.ability.order", 2, twin=build(False).doc())
    assert "rebirth:12.5.7.3" in report.findings[0].clauses


def test_free_text_on_a_continuous_ability_opens_the_damage_but_not_the_order() -> None:
    # A continuous ability with free text may change ATK: the damage is a question; an unrelated
    # ordering breach stays illegal.
    log = log_from(phase="attack")
    log.head["cards"]["T-CH04"]["abilities"] = [{"kind": "continuous", "text": "自分のターン中、ATK+1"}]
    log.add("P1", "attack", step="start", support="P1:m0")
    log.add("P2", "no_block", step="block")
    log.add(None, "damage", step="damage", amount=2)
    (finding,) = replay(log.doc()).findings
    assert (finding.code, str(finding.verdict)) == ("rebirth.damage.amount", "needs_ruling")
    log.head["cards"]["T-CH04"]["abilities"] = [{"kind": "auto", "trigger": "attacks", "text": "…"}]
    codes = [(f.code, str(f.verdict)) for f in replay(log.doc()).findings]
    assert ("rebirth.damage.amount", "illegal") in codes


def test_a_snapshot_may_list_waiting_abilities() -> None:
    def build(play_it: bool) -> Log:
        log = log_from(P1=board("P1", members=("T-CH02", "T-AB1", None)))
        log.head["snapshot"]["pending"] = [{"card": "P1:m1", "ability": "enter"}]
        if play_it:
            log.add("P1", "play_ability", card="P1:m1", ability="enter", targets=["P2:e1"])
        log.add("P1", "to_attack_phase", phase="attack")
        return log

    prove(build(False).doc(), "rebirth.ability.skipped", 1, twin=build(True).doc())
    bad = build(True)
    bad.head["snapshot"]["pending"] = [{"card": "P1:m0", "ability": "enter"}]
    assert "rebirth.log.snapshot" in [f.code for f in replay(bad.doc()).findings]


def test_blocking_options_during_an_attack() -> None:
    log = log_from(phase="attack", P2=board("P2", hand=[c("P2:h1", "T-CH09"), c("P2:h2", "T-CH05")]))
    log.add("P1", "attack", step="start", support="P1:m0")
    options = {o.act: o for o in acts_available(log.doc())}
    assert options["block"].actor == "P2" and options["block"].cards == ("P2:h1",)
    assert "no_block" in options and "attack" not in options
