"""Proofs of Rebirth for you checks: each a minimal hand-written log breaking one rule, and its legal twin.

The situations are decided from rules_index/data/rebirth.txt; the clause is in each test's name.
"""

from __future__ import annotations

from tests.unit.engine.proof import prove

from .logs import board, c, main_log, multi, setup_log, twin_of

# --- turn structure (7) --------------------------------------------------------------------------


def test_7_4_2_main_phase_action_in_the_energy_phase() -> None:
    # 7.4.2.1: playing a character is a main-phase action; in the energy phase (7.3.2) it is not allowed.
    log = main_log(phase="energy", P1=board("P1", hand=[c("P1:h1", "T-CH06")]))
    seq = log.add("P1", "play_character", card="P1:h1", to="member", slot=1, pay=["P1:n0"])
    twin = main_log(phase="main", P1=board("P1", hand=[c("P1:h1", "T-CH06")]))
    twin.add("P1", "play_character", card="P1:h1", to="member", slot=1, pay=["P1:n0"])
    prove(log.doc(), "rebirth.main.wrong_phase", seq, twin=twin.doc())


def test_7_4_2_non_turn_player_plays_a_character() -> None:
    # 7.4.2: only the turn player takes main-phase actions.
    boards = {
        "P1": board("P1", hand=[c("P1:h1", "T-CH06"), c("P1:h2", "T-CH07")]),
        "P2": board("P2", hand=[c("P2:h1", "T-CH06")]),
    }
    log = main_log(**boards)
    log.add("P1", "play_character", card="P1:h1", to="member", slot=1, pay=["P1:n0"])
    seq = log.add("P2", "play_character", card="P2:h1", to="member", slot=1, pay=["P2:n0"])
    twin = twin_of(log, seq, actor="P1", card="P1:h2", slot=2, pay=["P1:n1", "P1:n2"])
    prove(log.doc(), "rebirth.turn.not_turn_player", seq, twin=twin)


def test_7_6_6_the_wrong_player_takes_the_turn() -> None:
    # 7.6.6 / 6.2.1.7: turns alternate; in P2's turn P1 plays as the turn player.
    log = main_log(turn=4, turn_player="P2", P1=board("P1", hand=[c("P1:h1", "T-CH06")]))
    seq = log.add("P1", "play_character", card="P1:h1", to="member", slot=1, pay=["P1:n0"])
    twin = main_log(turn=4, turn_player="P2", P2=board("P2", hand=[c("P2:h1", "T-CH06")]))
    twin.add("P2", "play_character", card="P2:h1", to="member", slot=1, pay=["P2:n0"])
    prove(log.doc(), "rebirth.turn.order", seq, twin=twin.doc())


def test_7_1_1_turn_numbers_follow_one_another() -> None:
    # 7.1.1: turns repeat one after another; turn 3 is followed by turn 4, not 5.
    log = main_log(phase="end")
    seq = log.add("P2", "draw", turn=5, phase="standby", count=1)
    twin = twin_of(log, seq, turn=4)
    prove(log.doc(), "rebirth.turn.number", seq, twin=twin)


def test_7_1_2_phases_never_go_back() -> None:
    # 7.1.2: the phases run in the order 7.2-7.6; after the main phase there is no energy phase.
    log = main_log(phase="main", P1=board("P1", hand=[c("P1:h1", "T-CH06")]))
    seq = log.add("P1", "energy", phase="energy", card="P1:h1")
    twin = main_log(phase="energy", P1=board("P1", hand=[c("P1:h1", "T-CH06")]))
    twin.add("P1", "energy", phase="energy", card="P1:h1")
    prove(log.doc(), "rebirth.turn.phase_order", seq, twin=twin.doc())


def test_7_1_2_unknown_phase() -> None:
    # 7.1.2: the phases are standby, energy, main, attack and end; there is no 'battle' phase.
    log = main_log(phase="main")
    seq = log.add("P1", "to_attack_phase", phase="battle")
    twin = twin_of(log, seq, phase="attack")
    prove(log.doc(), "rebirth.turn.unknown_phase", seq, twin=twin)


# --- energy (7.3) --------------------------------------------------------------------------------


def test_7_3_2_card_to_energy_by_the_rules_outside_the_energy_phase() -> None:
    # 7.3.2: the rules put a card into energy only in the energy phase.
    log = main_log(phase="main", P1=board("P1", hand=[c("P1:h1", "T-CH06")]))
    seq = log.add("P1", "energy", card="P1:h1")
    twin = main_log(phase="energy", P1=board("P1", hand=[c("P1:h1", "T-CH06")]))
    twin.add("P1", "energy", card="P1:h1")
    prove(log.doc(), "rebirth.energy.wrong_phase", seq, twin=twin.doc())


def test_4_6_5_effect_puts_a_partner_into_energy() -> None:
    # 4.6.5: an effect may put a partner into energy only if it says so: the text decides (needs ruling).
    log = main_log(P1=board("P1", hand=[c("P1:h1", "T-CH06"), c("P1:p1", "T-PA1")]))
    seq = log.add("P1", "energy", partner="P1:p1", source="P1:m0")
    twin = twin_of(log, seq)
    del twin["entries"][seq - 1]["args"]["partner"]
    twin["entries"][seq - 1]["args"]["card"] = "P1:h1"
    prove(log.doc(), "rebirth.energy.partner_by_effect", seq, twin=twin)


# --- main phase (7.4) ----------------------------------------------------------------------------


def test_9_7_2_1_1_a_character_is_played_to_entry_or_a_member_slot() -> None:
    log = main_log(P1=board("P1", hand=[c("P1:h1", "T-CH06")]))
    seq = log.add("P1", "play_character", card="P1:h1", to="retire", pay=["P1:n0"])
    twin = twin_of(log, seq, to="member", slot=1)
    prove(log.doc(), "rebirth.main.play_destination", seq, twin=twin)


def test_4_5_3_1_there_are_three_member_slots() -> None:
    log = main_log(P1=board("P1", hand=[c("P1:h1", "T-CH06")]))
    seq = log.add("P1", "play_character", card="P1:h1", to="member", slot=3, pay=["P1:n0"])
    twin = twin_of(log, seq, slot=1)
    prove(log.doc(), "rebirth.member.slot_count", seq, twin=twin)


def test_7_4_2_1_unidentified_played_card_may_not_be_a_character() -> None:
    # 7.4.2.1 / 9.7.2.1: the played card is revealed; a log that does not name it cannot be checked.
    log = main_log()
    seq = log.add("P1", "play_character", card="P1:x1", to="member", slot=1, pay=["P1:n0"])
    twin = twin_of(log, seq, card=c("P1:x1", "T-CH06"))
    prove(log.doc(), "rebirth.main.play_type_hidden", seq, twin=twin)


def test_7_4_2_2_only_the_entry_character_moves_to_the_member_area() -> None:
    log = main_log(P1=board("P1", energy=3))
    seq = log.add("P1", "move_to_member", card="P1:m0", slot=1, pay=["P1:n0"])
    twin = twin_of(log, seq, card="P1:e1", pay=["P1:n0", "P1:n1", "P1:n2"])
    prove(log.doc(), "rebirth.main.move_not_entry", seq, twin=twin)


def test_7_4_2_4_only_a_rebirth_card_is_set() -> None:
    log = main_log(P1=board("P1", hand=[c("P1:h1", "T-CH06"), c("P1:h2", "T-RE01")]))
    seq = log.add("P1", "set_rebirth", card="P1:h1", draw=True)
    twin = twin_of(log, seq, card="P1:h2")
    prove(log.doc(), "rebirth.main.set_rebirth_type", seq, twin=twin)


def test_9_3_1_1_a_draw_in_the_main_phase_needs_a_cause() -> None:
    log = main_log()
    seq = log.add("P1", "draw", count=1)
    twin = twin_of(log, seq, source="P1:m0")
    prove(log.doc(), "rebirth.main.unexplained_draw", seq, twin=twin)


# --- abilities (9) -------------------------------------------------------------------------------


def test_7_4_2_3_activated_ability_played_by_the_non_turn_player() -> None:
    # 7.4.2.3 is the only place activated abilities are played (9.1.1.1's play timing; product decision
    # Rebirth 4), and T-CH02 has no text that could grant another timing: illegal.
    log = main_log()
    seq = log.add("P2", "play_ability", card="P2:m0", ability="起動")
    twin = twin_of(log, seq, actor="P1", card="P1:m0")
    prove(log.doc(), "rebirth.ability.timing", seq, twin=twin)


def test_9_4_5_1_rebirth_card_ability_outside_the_rebirth_zone() -> None:
    hand = [c("P1:h1", "T-RE01")]
    log = main_log(P1=board("P1", hand=hand))
    seq = log.add("P1", "play_ability", card="P1:h1", ability="起動")
    twin_board = board("P1")
    twin_board["rebirth"] = [c("P1:h1", "T-RE01")]
    twin = main_log(P1=twin_board)
    twin.add("P1", "play_ability", card="P1:h1", ability="起動")
    prove(log.doc(), "rebirth.ability.rebirth_card_zone", seq, twin=twin.doc())


def test_12_7_5_circle_cancel_only_by_the_players_next_in_turn_order() -> None:
    log = multi("circle", 4, phase="main", P3=board("P3", hand=[c("P3:h1", "T-CH06")]))
    log.add("P1", "play_character", card=c("P1:h1", "T-CH06"), to="member", slot=1, pay=["P1:n0"])
    seq = log.add("P3", "play_ability", card="P3:h1", ability="キャンセル", kind="cancel", against="P1")
    twin = multi("circle", 4, phase="main", P2=board("P2", hand=[c("P2:h1", "T-CH06")]))
    twin.add("P1", "play_character", card=c("P1:h1", "T-CH06"), to="member", slot=1, pay=["P1:n0"])
    twin.add("P2", "play_ability", card="P2:h1", ability="キャンセル", kind="cancel", against="P1")
    prove(log.doc(), "rebirth.ability.circle_cancel", seq, twin=twin.doc())


# --- attack (8) ----------------------------------------------------------------------------------


def test_8_2_4_attack_declared_in_the_main_phase() -> None:
    log = main_log(turn=4)
    seq = log.add("P1", "attack", support="P1:m0")
    twin = twin_of(log, seq, phase="attack", step="start")
    prove(log.doc(), "rebirth.attack.wrong_phase", seq, twin=twin)


def test_8_3_3_block_with_no_attack() -> None:
    log = main_log(turn=4, phase="attack", P2=board("P2", hand=[c("P2:h1", "T-CH06")]))
    seq = log.add("P2", "block", step="block", card="P2:h1")
    twin = main_log(turn=4, phase="attack", P2=board("P2", hand=[c("P2:h1", "T-CH06")]))
    twin.add("P1", "attack", step="start", support="P1:m0")
    twin.add("P2", "block", step="block", card="P2:h1")
    prove(log.doc(), "rebirth.block.no_attack", seq, twin=twin.doc())


def test_8_3_3_one_card_is_discarded_to_block() -> None:
    hand = [c("P2:h1", "T-CH06"), c("P2:h2", "T-CH03")]
    log = main_log(turn=4, phase="attack", P2=board("P2", hand=hand))
    log.add("P1", "attack", step="start", support="P1:m0")
    log.add("P2", "block", step="block", card="P2:h1")
    seq = log.add("P2", "block", step="block", card="P2:h2")
    twin = log.doc()
    del twin["entries"][seq - 1]
    prove(log.doc(), "rebirth.block.once", seq, twin=twin)


def test_8_4_3_damage_with_no_attack() -> None:
    log = main_log(turn=4, phase="attack")
    seq = log.add(None, "damage", step="damage", amount=1)
    twin = main_log(turn=4, phase="attack")
    twin.add("P1", "attack", step="start", support="P1:m0")
    twin.add(None, "damage", step="damage", amount=1)
    prove(log.doc(), "rebirth.damage.no_attack", seq, twin=twin.doc())


def test_8_4_3_no_damage_once_the_attacked_character_left_the_entry() -> None:
    # Product decision Rebirth 6 (8.2.4.3, 4.1.4): the attacked character is the one designated at the
    # declaration; once it has left the entry, no damage is dealt to anyone.
    log = main_log(turn=4, phase="attack")
    log.add("P1", "attack", step="start", support="P1:m0")
    log.add("P1", "effect", step="block", moves=[{"card": "P2:e1", "to": "waiting_room"}])
    seq = log.add(None, "damage", step="damage", amount=1)
    twin = twin_of(log, seq, amount=0)
    prove(log.doc(), "rebirth.damage.amount", seq, twin=twin)


def test_8_4_3_no_damage_once_the_attacking_character_left_the_entry() -> None:
    # Product decision Rebirth 6: if the attacker left the entry, 8.4.3 adds nothing.
    log = main_log(turn=4, phase="attack")
    log.add("P1", "attack", step="start", support="P1:m0")
    log.add("P1", "effect", step="block", moves=[{"card": "P1:e1", "to": "waiting_room"}])
    seq = log.add(None, "damage", step="damage", amount=1)
    twin = twin_of(log, seq, amount=0)
    prove(log.doc(), "rebirth.damage.amount", seq, twin=twin)


def test_8_4_3_attacker_atk_unknown_when_face_down() -> None:
    p1 = board("P1")
    p1["entry"] = [{"iid": "P1:e1", "face_down": True}]
    log = main_log(turn=4, phase="attack", P1=p1)
    log.add("P1", "attack", step="start", support="P1:m0")
    seq = log.add(None, "damage", step="damage", amount=1)
    twin = main_log(turn=4, phase="attack")
    twin.add("P1", "attack", step="start", support="P1:m0")
    twin.add(None, "damage", step="damage", amount=1)
    prove(log.doc(), "rebirth.damage.unknown_atk", seq, twin=twin.doc())


# --- check timing and rule processes (9.6, 10) ---------------------------------------------------


def _damaged_defender() -> list:
    # P1's T-CH04 (ATK 1) attacks P2's T-CH01 (DEF 1): the attacked character must retire (10.3.5).
    return [
        ("P1", "attack", {"step": "start", "support": "P1:m0"}),
        (None, "damage", {"step": "damage", "amount": 1}),
    ]


def _attack_log():
    log = main_log(turn=4, phase="attack", P2=board("P2", entry="T-CH01"))
    for actor, act, args in _damaged_defender():
        log.add(actor, act, **args)
    return log


def test_9_6_2_entry_processing_before_recovery_processing() -> None:
    log = _attack_log()
    seq = log.add("P2", "entry_fill", card=c("P2:c30", "T-CH06"))
    twin = _attack_log()
    twin.add("P2", "retire", card="P2:e1")
    twin.add("P2", "entry_fill", card=c("P2:c30", "T-CH06"))
    prove(log.doc(), "rebirth.checktiming.order", seq, twin=twin.doc())


def test_10_3_5_damage_at_def_retires_the_character() -> None:
    log = _attack_log()
    seq = log.add("P1", "end_attacks")
    twin = _attack_log()
    twin.add("P2", "retire", card="P2:e1")
    twin.add("P2", "entry_fill", card=c("P2:c30", "T-CH06"))
    twin.add("P1", "end_attacks")
    prove(log.doc(), "rebirth.recovery.retire_damage", seq, twin=twin.doc())


def test_10_1_2_retire_without_a_rule_process() -> None:
    log = main_log(P2=board("P2", entry="T-CH01"))
    seq = log.add("P2", "retire", card="P2:e1")
    p2 = board("P2", entry="T-CH01")
    p2["entry"][0]["damage"] = 1
    twin = main_log(P2=p2)
    twin.add("P2", "retire", card="P2:e1")
    prove(log.doc(), "rebirth.recovery.unjustified", seq, twin=twin.doc())


def test_10_3_3_a_second_card_in_entry_sends_the_older_away() -> None:
    log = main_log(P1=board("P1", hand=[c("P1:h1", "T-CH06")]))
    log.add("P1", "play_character", card="P1:h1", to="entry", pay=["P1:n0"])
    seq = log.add("P1", "to_attack_phase")
    twin = main_log(P1=board("P1", hand=[c("P1:h1", "T-CH06")]))
    twin.add("P1", "play_character", card="P1:h1", to="entry", pay=["P1:n0"])
    twin.add("P1", "discard_excess", card="P1:e1")
    twin.add("P1", "to_attack_phase")
    prove(log.doc(), "rebirth.recovery.entry_excess", seq, twin=twin.doc())


def test_10_3_4_a_second_character_in_a_member_slot_sends_the_older_away() -> None:
    log = main_log(P1=board("P1", hand=[c("P1:h1", "T-CH06")]))
    log.add("P1", "play_character", card="P1:h1", to="member", slot=0, pay=["P1:n0"])
    seq = log.add("P1", "to_attack_phase")
    twin = main_log(P1=board("P1", hand=[c("P1:h1", "T-CH06")]))
    twin.add("P1", "play_character", card="P1:h1", to="member", slot=0, pay=["P1:n0"])
    twin.add("P1", "discard_excess", card="P1:m0")
    twin.add("P1", "to_attack_phase")
    prove(log.doc(), "rebirth.recovery.member_excess", seq, twin=twin.doc())


def test_10_3_2_a_non_rebirth_card_in_the_rebirth_zone_goes_to_the_waiting_room() -> None:
    log = main_log(P1=board("P1", hand=[c("P1:h1", "T-CH06")]))
    log.add("P1", "effect", moves=[{"card": "P1:h1", "to": "rebirth"}])
    seq = log.add("P1", "to_attack_phase")
    twin = main_log(P1=board("P1", hand=[c("P1:h1", "T-CH06")]))
    twin.add("P1", "effect", moves=[{"card": "P1:h1", "to": "rebirth"}])
    twin.add("P1", "discard_excess", card="P1:h1")
    twin.add("P1", "to_attack_phase")
    prove(log.doc(), "rebirth.recovery.rebirth_zone_non_rebirth", seq, twin=twin.doc())


def test_10_3_7_a_partner_outside_hand_and_energy_is_removed() -> None:
    log = main_log(P1=board("P1", hand=[c("P1:p1", "T-PA1")]))
    log.add("P1", "effect", moves=[{"card": "P1:p1", "to": "waiting_room"}])
    seq = log.add("P1", "to_attack_phase")
    twin = main_log(P1=board("P1", hand=[c("P1:p1", "T-PA1")]))
    twin.add("P1", "effect", moves=[{"card": "P1:p1", "to": "waiting_room"}])
    twin.add("P1", "remove_partner", card="P1:p1")
    twin.add("P1", "to_attack_phase")
    prove(log.doc(), "rebirth.recovery.partner_removed", seq, twin=twin.doc())


def test_10_2_1_refresh_only_when_the_deck_is_empty() -> None:
    log = main_log(P1=board("P1", deck=5))
    seq = log.add("P1", "refresh")
    twin = main_log(P1=board("P1", deck=0))
    twin.add("P1", "refresh")
    prove(log.doc(), "rebirth.refresh.unjustified", seq, twin=twin.doc())


def test_5_16_1_recovered_cards_go_to_the_waiting_room() -> None:
    log = main_log(P1=board("P1", retire=2))
    seq = log.add("P1", "recover", cards=["P1:r0"], to="hand", source="P1:m0")
    twin = twin_of(log, seq, to="waiting_room")
    prove(log.doc(), "rebirth.recover.destination", seq, twin=twin)


# --- the end of the game (1.2, 10.6) -------------------------------------------------------------


def test_1_2_1_recorded_result_differs_from_the_rules() -> None:
    log = main_log(P2=board("P2", retire=6))
    seq = log.add(None, "result", winners=["P1"], reason="retire")
    twin = main_log(P2=board("P2", retire=7))
    twin.add(None, "result", winners=["P1"], reason="retire")
    prove(log.doc(), "rebirth.result.mismatch", seq, twin=twin.doc())


# --- setup (6.2) ---------------------------------------------------------------------------------


def test_6_2_1_2_each_player_puts_one_card_into_entry() -> None:
    log = setup_log(skip=("P1_entry",))
    seq = log.add("P1", "draw", turn=1, phase="standby", count=1)
    twin = setup_log()
    twin.add("P1", "draw", turn=1, phase="standby", count=1)
    prove(log.doc(), "rebirth.setup.entry_count", seq, twin=twin.doc())


def test_6_2_1_6_the_second_player_puts_a_partner_into_energy() -> None:
    log = setup_log(partner_by=())
    seq = log.add("P1", "draw", turn=1, phase="standby", count=1)
    twin = setup_log()
    twin.add("P1", "draw", turn=1, phase="standby", count=1)
    prove(log.doc(), "rebirth.setup.second_player_partner", seq, twin=twin.doc())


def test_6_2_1_2_entry_card_is_placed_before_the_shuffle() -> None:
    log = setup_log(skip=("P1_entry",))
    doc = log.doc()
    late = {
        "seq": 0,
        "turn": 0,
        "phase": "setup",
        "actor": "P1",
        "act": "setup_entry",
        "args": {"card": c("P1:c01", "T-CH01", face_down=True)},
    }
    doc["entries"].insert(3, late)  # after P1's shuffle
    for k, e in enumerate(doc["entries"]):
        e["seq"] = k + 1
    doc["entries"][-1]["args"]["cards"].insert(0, c("P1:c01", "T-CH01"))
    twin = setup_log().doc()
    prove(doc, "rebirth.setup.order", 4, twin=twin)


# --- multiplayer (12) ----------------------------------------------------------------------------


def test_12_3_1_no_attack_on_a_player_who_has_not_had_a_turn() -> None:
    p3 = board("P3")
    p3["turns_taken"] = 0
    log = multi("rumble", 3, turn=2, turn_player="P2", P3=p3)
    seq = log.add("P2", "attack", step="start", support="P2:m0", target="P3")
    twin = twin_of(log, seq, target="P1")
    prove(log.doc(), "rebirth.mp.attack_unplayed_player", seq, twin=twin)


def test_12_6_6_rumble_attack_names_its_target() -> None:
    log = multi("rumble", 3)
    seq = log.add("P1", "attack", step="start", support="P1:m0")
    twin = twin_of(log, seq, target="P2")
    prove(log.doc(), "rebirth.mp.rumble_target", seq, twin=twin)


def test_12_8_5_1_only_the_attacked_master_or_a_teammate_blocks() -> None:
    teams = [["P1", "P2"], ["P3", "P4"]]
    log = multi(
        "double_team",
        4,
        teams,
        P2=board("P2", hand=[c("P2:h1", "T-CH06")]),
        P4=board("P4", hand=[c("P4:h1", "T-CH06")]),
    )
    log.add("P1", "attack", step="start", support="P1:m0", target="P4")
    seq = log.add("P2", "block", step="block", card="P2:h1")
    twin = twin_of(log, seq, actor="P4", card="P4:h1")
    prove(log.doc(), "rebirth.mp.team_block", seq, twin=twin)


def test_12_5_7_2_only_the_turn_team_acts() -> None:
    teams = [["P1", "P2"], ["P3", "P4"]]
    log = multi(
        "double_team",
        4,
        teams,
        phase="main",
        P3=board("P3", hand=[c("P3:h1", "T-CH06")]),
        P2=board("P2", hand=[c("P2:h1", "T-CH06")]),
    )
    seq = log.add("P3", "play_character", card="P3:h1", to="member", slot=1, pay=["P3:n0"])
    twin = twin_of(log, seq, actor="P2", card="P2:h1", pay=["P2:n0"])
    prove(log.doc(), "rebirth.mp.team_turn_actor", seq, twin=twin)


def test_7_4_2_after_the_turn_players_draw_the_other_player_cannot_play() -> None:
    # P2 drew for turn 4 (7.2.1.2), so P2 is the turn player: P1 playing a character breaks 7.4.2,
    # it does not make turn 4 P1's turn (7.6.6).
    boards = {
        "P1": board("P1", hand=[c("P1:h1", "T-CH06")]),
        "P2": board("P2", hand=[c("P2:h1", "T-CH06")]),
    }
    log = main_log(phase="end", **boards)
    log.add("P2", "draw", turn=4, phase="standby", count=1)
    seq = log.add("P1", "play_character", phase="main", card="P1:h1", to="member", slot=1, pay=["P1:n0"])
    twin = twin_of(log, seq, actor="P2", card="P2:h1", pay=["P2:n0"])
    prove(log.doc(), "rebirth.turn.not_turn_player", seq, twin=twin)


def test_12_7_7_1_circle_no_attack_past_a_player_who_left_this_turn() -> None:
    # P2, next after P1, concedes in P1's turn; the seat stays empty until the turn ends, so P1 may not
    # attack P3 instead (12.7.7.1) and must end the attacks (8.2.3.2).
    log = multi("circle", 4)
    log.add("P2", "concede", step="start")
    seq = log.add("P1", "attack", step="start", support="P1:m0", target="P3")
    twin = twin_of(log, seq, act="end_attacks")
    del twin["entries"][seq - 1]["args"]
    report = prove(log.doc(), "rebirth.mp.circle_target", seq, twin=twin)
    assert "P2, who left the game this turn, so no one" in report.findings[0].message_en


def test_7_6_6_the_player_who_just_played_takes_the_next_turn_too() -> None:
    # After P1's turn 3 comes P2's turn 4 (7.6.6); P1 draws for it and plays it. One slip: the turn order,
    # not a missing draw of P2's (7.2.1.2) nor an unexplained draw of P1's.
    def turn_four(seat: str) -> dict:
        log = main_log(
            phase="end", **{seat: board(seat, hand=[c(f"{seat}:h1", "T-CH06"), c(f"{seat}:h2", "T-CH07")])}
        )
        log.add(seat, "draw", turn=4, phase="standby", count=1)
        log.add(seat, "energy", phase="energy", card=f"{seat}:h2")
        log.add(
            seat, "play_character", phase="main", card=f"{seat}:h1", to="member", slot=1, pay=[f"{seat}:n0"]
        )
        return log.doc()

    prove(turn_four("P1"), "rebirth.turn.order", 1, twin=turn_four("P2"))


def test_12_7_7_1_circle_cancel_not_by_the_player_beyond_an_emptied_seat() -> None:
    # P4, before P1 in turn order, concedes in P1's turn; its seat stays until the turn ends (12.7.7), so
    # P3 is still not next to P1 and may not cancel P1's play (12.7.5).
    def game(canceller: str) -> dict:
        hand = {canceller: board(canceller, hand=[c(f"{canceller}:h1", "T-CH06")])}
        log = multi("circle", 4, phase="main", **hand)
        log.add("P4", "concede")
        log.add("P1", "play_character", card=c("P1:h1", "T-CH06"), to="member", slot=1, pay=["P1:n0"])
        log.add(
            canceller,
            "play_ability",
            card=f"{canceller}:h1",
            ability="キャンセル",
            kind="cancel",
            against="P1",
        )
        return log.doc()

    prove(game("P3"), "rebirth.ability.circle_cancel", 3, twin=game("P2"))
