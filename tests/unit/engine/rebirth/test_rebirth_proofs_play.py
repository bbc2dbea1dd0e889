"""Proofs of the Rebirth checks that other tests already fired without a legal twin: setup, energy, main
phase, abilities, attacks and blocks, rule processes, decks and multiplayer."""

from __future__ import annotations

from judge.engine.games.rebirth.generator import decklist
from tests.unit.engine.proof import prove

from .logs import Log, board, c, header, main_log, multi, setup_log, snapshot, twin_of

# --- setup (6.2) ---------------------------------------------------------------------------------


def _turn_one(log: Log) -> int:
    return log.add("P1", "draw", turn=1, phase="standby", count=1)


def test_6_2_1_2_only_one_card_goes_into_entry_at_setup() -> None:
    log = setup_log(extra_entry=True)
    _turn_one(log)
    twin = setup_log()
    _turn_one(twin)
    prove(log.doc(), "rebirth.setup.entry_count", 2, twin=twin.doc())


def test_6_2_1_6_the_first_player_puts_no_partner_into_energy() -> None:
    log = setup_log(partner_by=("P2", "P1"))
    _turn_one(log)
    twin = setup_log()
    _turn_one(twin)
    seq = next(e["seq"] for e in log.entries if e["act"] == "energy" and e["actor"] == "P1")
    prove(log.doc(), "rebirth.setup.second_player_partner", seq, twin=twin.doc())


def test_6_2_1_2_setup_entry_card_costs_two_or_less() -> None:
    log = setup_log(entry_card="T-CH04")  # cost 3
    twin = setup_log(entry_card="T-CH03")  # cost 2
    prove(log.doc(), "rebirth.setup.entry_cost", 1, twin=twin.doc())


def test_6_2_1_5_the_opening_hand_is_three_cards_and_the_partners() -> None:
    log = setup_log(drawn=2)
    seq = _turn_one(log)
    twin = setup_log()
    _turn_one(twin)
    prove(log.doc(), "rebirth.setup.opening_hand", seq, twin=twin.doc())


# --- turn structure (7) --------------------------------------------------------------------------


def test_7_2_1_2_the_turn_player_draws_one_card_in_standby() -> None:
    log = main_log(phase="end")
    seq = log.add("P2", "draw", turn=4, phase="standby", count=2)
    twin = twin_of(log, seq, count=1)
    prove(log.doc(), "rebirth.standby.draw_count", seq, twin=twin)


def test_7_3_2_2_at_most_one_non_partner_card_into_energy() -> None:
    hand = [c("P1:h1", "T-CH06"), c("P1:h2", "T-CH07")]
    log = main_log(phase="energy", P1=board("P1", hand=hand))
    log.add("P1", "energy", card="P1:h1")
    seq = log.add("P1", "energy", card="P1:h2")
    twin = log.doc()
    del twin["entries"][seq - 1]
    prove(log.doc(), "rebirth.energy.limit", seq, twin=twin)


def test_7_3_2_2_a_non_partner_card_goes_into_energy_face_down() -> None:
    log = main_log(phase="energy", P1=board("P1", hand=[c("P1:h1", "T-CH06")]))
    seq = log.add("P1", "energy", card="P1:h1", face_down=False)
    twin = twin_of(log, seq, face_down=True)
    prove(log.doc(), "rebirth.energy.face", seq, twin=twin)


def test_7_3_2_1_only_a_partner_goes_in_as_the_partner() -> None:
    log = main_log(phase="energy", P1=board("P1", hand=[c("P1:h1", "T-CH06"), c("P1:p1", "T-PA1")]))
    seq = log.add("P1", "energy", partner="P1:h1")
    twin = twin_of(log, seq, partner="P1:p1")
    prove(log.doc(), "rebirth.energy.partner_kind", seq, twin=twin)


def test_7_6_5_rebirth_cards_go_to_the_waiting_room_at_end_of_turn() -> None:
    p1 = board("P1")
    p1["rebirth"] = [c("P1:b1", "T-RE01")]
    log = main_log(phase="end", P1=p1)
    seq = log.add("P2", "draw", turn=4, phase="standby", count=1)
    twin = main_log(phase="end", P1=p1)
    twin.add("P1", "end_discard_rebirth")
    twin.add("P2", "draw", turn=4, phase="standby", count=1)
    prove(log.doc(), "rebirth.end.rebirth_cleanup", seq, twin=twin.doc())


# --- main phase (7.4) ----------------------------------------------------------------------------


def test_7_4_2_1_only_characters_are_played() -> None:
    log = main_log(P1=board("P1", hand=[c("P1:h1", "T-RE01"), c("P1:h2", "T-CH06")]))
    seq = log.add("P1", "play_character", card="P1:h1", to="member", slot=1)
    twin = twin_of(log, seq, card="P1:h2", pay=["P1:n0"])
    prove(log.doc(), "rebirth.main.play_type", seq, twin=twin)


def test_2_3_1_paying_energy_to_play_a_character_is_not_in_the_rulebook() -> None:
    # The event chose the literal procedure (option of product decision Rebirth 1): playing is free, and
    # energy rested for it is a point the rulebook does not cover.
    log = main_log(P1=board("P1", hand=[c("P1:h1", "T-CH06")]))
    log.head["options"] = {"character_play_cost": "none"}
    seq = log.add("P1", "play_character", card="P1:h1", to="member", slot=1, pay=["P1:n0"])
    twin = twin_of(log, seq)
    del twin["entries"][seq - 1]["args"]["pay"]
    prove(log.doc(), "rebirth.main.play_cost_gap", seq, twin=twin)


def test_7_4_2_2_the_entry_character_moves_to_an_empty_member_slot() -> None:
    log = main_log()
    seq = log.add("P1", "move_to_member", card="P1:e1", slot=0, pay=["P1:n0", "P1:n1", "P1:n2"])
    twin = twin_of(log, seq, slot=1)
    prove(log.doc(), "rebirth.main.move_needs_empty_slot", seq, twin=twin)


def test_5_14_1_moving_pays_energy_equal_to_the_cost() -> None:
    log = main_log()  # T-CH04 in entry: cost 3
    seq = log.add("P1", "move_to_member", card="P1:e1", slot=1, pay=["P1:n0", "P1:n1"])
    twin = twin_of(log, seq, pay=["P1:n0", "P1:n1", "P1:n2"])
    prove(log.doc(), "rebirth.cost.energy_payment", seq, twin=twin)


def test_7_4_2_4_setting_a_rebirth_card_draws_one() -> None:
    log = main_log(P1=board("P1", hand=[c("P1:h1", "T-RE01")]))
    seq = log.add("P1", "set_rebirth", card="P1:h1", draw=False)
    twin = twin_of(log, seq, draw=True)
    prove(log.doc(), "rebirth.main.set_rebirth_draw", seq, twin=twin)


# --- abilities (9, 11) ---------------------------------------------------------------------------


def test_9_2_2_1_a_use_limited_ability_once_per_turn() -> None:
    log = main_log()
    log.add("P1", "play_ability", card="P1:m0", ability="A", once_per_turn=True)
    seq = log.add("P1", "play_ability", card="P1:m0", ability="A", once_per_turn=True)
    twin = twin_of(log, seq, ability="B")
    prove(log.doc(), "rebirth.ability.once_per_turn", seq, twin=twin)


def test_11_7_2_honryo_counts_member_and_retire_cards() -> None:
    log = main_log(P1=board("P1", retire=1))  # 1 member + 1 retired = 2
    seq = log.add("P1", "play_ability", card="P1:m0", ability="A", condition={"honryo": 3})
    twin = main_log(P1=board("P1", retire=2))
    twin.add("P1", "play_ability", card="P1:m0", ability="A", condition={"honryo": 3})
    prove(log.doc(), "rebirth.ability.condition_honryo", seq, twin=twin.doc())


def test_11_5_3_recombo_needs_the_named_rebirth_card() -> None:
    p1 = board("P1")
    p1["rebirth"] = [c("P1:b1", "T-RE02")]
    log = main_log(P1=p1)
    seq = log.add("P1", "play_ability", card="P1:m0", ability="A", condition={"recombo": "テストReバースA"})
    p1t = board("P1")
    p1t["rebirth"] = [c("P1:b1", "T-RE01")]
    twin = main_log(P1=p1t)
    twin.add("P1", "play_ability", card="P1:m0", ability="A", condition={"recombo": "テストReバースA"})
    prove(log.doc(), "rebirth.ability.condition_recombo", seq, twin=twin.doc())


# --- attack (8) ----------------------------------------------------------------------------------


def test_8_2_3_1_no_attack_in_the_first_players_first_turn() -> None:
    log = main_log(turn=1, phase="attack")
    seq = log.add("P1", "attack", step="start", support="P1:m0")
    twin = main_log(turn=2, phase="attack", turn_player="P2")
    twin.add("P2", "attack", step="start", support="P2:m0")
    prove(log.doc(), "rebirth.attack.first_turn", seq, twin=twin.doc())


def test_8_2_4_the_support_is_a_standing_member() -> None:
    log = main_log(turn=4, phase="attack", P1=board("P1", rested_members=True))
    seq = log.add("P1", "attack", step="start", support="P1:m0")
    twin = main_log(turn=4, phase="attack")
    twin.add("P1", "attack", step="start", support="P1:m0")
    prove(log.doc(), "rebirth.attack.support", seq, twin=twin.doc())


def test_8_2_4_4_partner_attack_rests_three_standing_partners() -> None:
    log = main_log(turn=4, phase="attack", P1=board("P1", partners_in_energy=3))
    seq = log.add(
        "P1", "attack", step="start", support="P1:m0", partner_attack=True, partners=["P1:p1", "P1:p2"]
    )
    twin = twin_of(log, seq, partners=["P1:p1", "P1:p2", "P1:p3"])
    prove(log.doc(), "rebirth.attack.partner_attack", seq, twin=twin)


def test_8_3_3_only_the_non_turn_player_blocks() -> None:
    log = main_log(
        turn=4,
        phase="attack",
        P1=board("P1", hand=[c("P1:h1", "T-CH06")]),
        P2=board("P2", hand=[c("P2:h1", "T-CH06")]),
    )
    log.add("P1", "attack", step="start", support="P1:m0")
    seq = log.add("P1", "block", step="block", card="P1:h1")
    twin = twin_of(log, seq, actor="P2", card="P2:h1")
    prove(log.doc(), "rebirth.block.actor", seq, twin=twin)


def test_11_6_1_the_discarded_card_needs_blocker() -> None:
    hand = [c("P2:h1", "T-CH01"), c("P2:h2", "T-CH06")]
    log = main_log(turn=4, phase="attack", P2=board("P2", hand=hand))
    log.add("P1", "attack", step="start", support="P1:m0")
    seq = log.add("P2", "block", step="block", card="P2:h1")
    twin = twin_of(log, seq, card="P2:h2")
    prove(log.doc(), "rebirth.block.not_blocker", seq, twin=twin)


def test_11_6_3_a_blocker_with_reference_info_needs_a_matching_attacked_character() -> None:
    # T-CH09 blocks only for 学園 characters; P2's entry T-CH02 is 魔法, T-CH01 is 学園.
    log = main_log(turn=4, phase="attack", P2=board("P2", entry="T-CH02", hand=[c("P2:h1", "T-CH09")]))
    log.add("P1", "attack", step="start", support="P1:m0")
    seq = log.add("P2", "block", step="block", card="P2:h1")
    twin = main_log(turn=4, phase="attack", P2=board("P2", entry="T-CH01", hand=[c("P2:h1", "T-CH09")]))
    twin.add("P1", "attack", step="start", support="P1:m0")
    twin.add("P2", "block", step="block", card="P2:h1")
    prove(log.doc(), "rebirth.block.blocker_reference", seq, twin=twin.doc())


def test_8_3_3_an_unidentified_blocker_cannot_be_checked() -> None:
    log = main_log(turn=4, phase="attack")
    log.add("P1", "attack", step="start", support="P1:m0")
    seq = log.add("P2", "block", step="block", card="P2:x1")
    twin = twin_of(log, seq, card=c("P2:x1", "T-CH06"))
    prove(log.doc(), "rebirth.block.blocker_hidden", seq, twin=twin)


def test_8_4_3_damage_equals_the_attackers_atk() -> None:
    log = main_log(turn=4, phase="attack")  # T-CH04 ATK 1 against T-CH04 DEF 5
    log.add("P1", "attack", step="start", support="P1:m0")
    seq = log.add(None, "damage", step="damage", amount=2)
    twin = twin_of(log, seq, amount=1)
    prove(log.doc(), "rebirth.damage.amount", seq, twin=twin)


# --- rule processes (10) -------------------------------------------------------------------------


def _partner_attack(log: Log) -> None:
    log.add(
        "P1",
        "attack",
        step="start",
        support="P1:m0",
        partner_attack=True,
        partners=["P1:p1", "P1:p2", "P1:p3"],
    )
    log.add(None, "damage", step="damage", amount=1)


def test_10_3_6_a_partner_attacked_character_retires() -> None:
    log = main_log(turn=4, phase="attack", P1=board("P1", partners_in_energy=3))
    _partner_attack(log)
    seq = log.add("P1", "end_attacks")
    twin = main_log(turn=4, phase="attack", P1=board("P1", partners_in_energy=3))
    _partner_attack(twin)
    twin.add("P2", "retire", card="P2:e1")
    twin.add("P2", "entry_fill", card=c("P2:c30", "T-CH06"))
    twin.add("P1", "end_attacks")
    prove(log.doc(), "rebirth.recovery.retire_partner_attacked", seq, twin=twin.doc())


def test_10_3_3_an_excess_entry_card_goes_to_the_waiting_room_not_retire() -> None:
    log = main_log(P1=board("P1", hand=[c("P1:h1", "T-CH06")]))
    log.add("P1", "play_character", card="P1:h1", to="entry", pay=["P1:n0"])
    seq = log.add("P1", "retire", card="P1:e1")
    twin = twin_of(log, seq, act="discard_excess")
    prove(log.doc(), "rebirth.recovery.wrong_destination", seq, twin=twin)


def test_10_5_1_3_an_empty_entry_is_filled_at_the_check_timing() -> None:
    p1 = board("P1")
    p1["entry"] = []
    log = main_log(P1=p1)
    seq = log.add("P1", "to_attack_phase")
    twin = main_log(P1=p1)
    twin.add("P1", "entry_fill", card=c("P1:c30", "T-CH06"))
    twin.add("P1", "to_attack_phase")
    prove(log.doc(), "rebirth.entry.skipped", seq, twin=twin.doc())


def test_10_5_1_3_the_entry_is_filled_from_the_top_of_the_deck() -> None:
    p1 = board("P1", hand=[c("P1:h1", "T-CH06")])
    p1["entry"] = []
    log = main_log(P1=p1)
    seq = log.add("P1", "entry_fill", card="P1:h1")
    twin = twin_of(log, seq, card=c("P1:c30", "T-CH06"))
    prove(log.doc(), "rebirth.entry.fill_source", seq, twin=twin)


def test_10_5_1_3_the_turn_players_entry_is_filled_first() -> None:
    snap = snapshot(4, "main", "P1")
    snap["players"]["P1"]["entry"] = []
    snap["players"]["P2"]["entry"] = []
    log = Log(header(snap), 4, "main")
    seq = log.add("P2", "entry_fill", card=c("P2:c30", "T-CH06"))
    log.add("P1", "entry_fill", card=c("P1:c30", "T-CH06"))
    twin = Log(header(snap), 4, "main")
    twin.add("P1", "entry_fill", card=c("P1:c30", "T-CH06"))
    twin.add("P2", "entry_fill", card=c("P2:c30", "T-CH06"))
    prove(log.doc(), "rebirth.entry.order", seq, twin=twin.doc())


def _draw_last_card(log: Log) -> None:
    log.add("P1", "set_rebirth", card="P1:h1", draw=True)


def test_10_2_1_refresh_at_once_when_the_deck_is_empty() -> None:
    log = main_log(P1=board("P1", deck=1, hand=[c("P1:h1", "T-RE01")]))
    _draw_last_card(log)
    seq = log.add("P1", "to_attack_phase")
    twin = main_log(P1=board("P1", deck=1, hand=[c("P1:h1", "T-RE01")]))
    _draw_last_card(twin)
    twin.add("P1", "refresh")
    twin.add("P1", "to_attack_phase")
    prove(log.doc(), "rebirth.refresh.skipped", seq, twin=twin.doc())


def test_10_2_1_1_refresh_with_an_empty_waiting_room_loses() -> None:
    log = main_log(P1=board("P1", deck=1, waiting=0, hand=[c("P1:h1", "T-RE01")]))
    _draw_last_card(log)
    seq = log.add("P1", "to_attack_phase")
    twin = twin_of(log, seq, act="result", actor=None, winners=["P2"], reason="deck_out")
    prove(log.doc(), "rebirth.refresh.loss", seq, twin=twin)


def test_10_6_2_seven_retired_cards_end_the_game() -> None:
    log = main_log(P2=board("P2", retire=7))
    seq = log.add("P1", "to_attack_phase")
    twin = twin_of(log, seq, act="result", actor=None, winners=["P1"], reason="retire")
    prove(log.doc(), "rebirth.defeat.game_continued", seq, twin=twin)


def test_4_1_1_1_a_card_never_moves_into_another_players_zone() -> None:
    log = main_log()
    seq = log.add("P1", "effect", moves=[{"card": "P2:w0", "to": "hand", "player": "P1"}])
    twin = twin_of(log, seq, moves=[{"card": "P2:w0", "to": "hand", "player": "P2"}])
    prove(log.doc(), "rebirth.zone.owner", seq, twin=twin)


# --- the record ----------------------------------------------------------------------------------


def test_log_an_act_the_engine_does_not_know() -> None:
    log = main_log()
    seq = log.add("P1", "go_to_battle")
    twin = twin_of(log, seq, act="to_attack_phase")
    prove(log.doc(), "rebirth.log.unknown_act", seq, twin=twin)


def test_log_a_play_names_its_card() -> None:
    log = main_log(P1=board("P1", hand=[c("P1:h1", "T-CH06")]))
    seq = log.add("P1", "play_character", to="member", slot=1, pay=["P1:n0"])
    twin = twin_of(log, seq, card="P1:h1")
    prove(log.doc(), "rebirth.log.bad_args", seq, twin=twin)


def test_4_1_2_2_a_card_moves_from_where_it_is() -> None:
    # P1:m0 is a member, not in hand: it cannot be played from hand.
    log = main_log(P1=board("P1", hand=[c("P1:h1", "T-CH02")]))
    seq = log.add("P1", "play_character", card="P1:m0", to="member", slot=1, pay=["P1:n0"])
    twin = twin_of(log, seq, card="P1:h1")
    prove(log.doc(), "rebirth.log.card_location", seq, twin=twin)


# --- decks (6.1) ---------------------------------------------------------------------------------


def _deck_log(deck: dict, extra_cards: dict | None = None) -> dict:
    head = header(snapshot(), decklists={"P1": deck, "P2": decklist()})
    head["cards"].update(extra_cards or {})
    return {"header": head, "entries": []}


_LEGAL = {"header": header(snapshot()), "entries": []}


def _deck(**changes: int) -> dict:
    deck = decklist()
    for cid, n in changes.items():
        deck["main"][cid.replace("_", "-")] = n
    return deck


def test_6_1_1_1_the_main_deck_has_exactly_50_cards() -> None:
    prove(_deck_log(_deck(T_CH01=3)), "rebirth.deck.main_size", None, twin=_LEGAL)


def test_6_1_1_2_at_most_four_copies_of_a_name() -> None:
    prove(_deck_log(_deck(T_CH01=5, T_CH02=3)), "rebirth.deck.copies", None, twin=_LEGAL)


def test_6_1_1_3_at_most_eight_rebirth_cards() -> None:
    third = {"T-RE03": {"name": "テストReバースC", "type": "RE", "cost": 0}}
    log = _deck_log(_deck(T_CH07=1, T_RE01=4, T_RE02=4, T_RE03=1), third)  # 9 Re-birth cards
    twin = _deck_log(_deck(T_CH07=2, T_RE01=4, T_RE02=4), third)  # 8
    prove(log, "rebirth.deck.rebirth_limit", None, twin=twin)


def test_6_1_1_4_no_partner_in_the_main_deck() -> None:
    prove(_deck_log(_deck(T_CH01=3, T_PA1=1)), "rebirth.deck.partner_in_main", None, twin=_LEGAL)


def test_6_1_1_5_exactly_three_partners() -> None:
    deck = decklist()
    deck["partners"] = {"T-PA1": 1, "T-PA2": 1}
    prove(_deck_log(deck), "rebirth.deck.partner_count", None, twin=_LEGAL)


def test_6_1_1_5_only_partner_cards_are_partners() -> None:
    deck = decklist()
    deck["partners"] = {"T-PA1": 1, "T-PA2": 1, "T-CH01": 1}
    prove(_deck_log(deck), "rebirth.deck.non_partner_partner", None, twin=_LEGAL)


# --- multiplayer (12) ----------------------------------------------------------------------------


def test_12_7_6_circle_attacks_only_the_next_player() -> None:
    log = multi("circle", 4)
    seq = log.add("P1", "attack", step="start", support="P1:m0", target="P3")
    twin = twin_of(log, seq, target="P2")
    prove(log.doc(), "rebirth.mp.circle_target", seq, twin=twin)


def test_12_7_6_1_circle_only_the_attacked_player_blocks() -> None:
    log = multi(
        "circle", 4, P2=board("P2", hand=[c("P2:h1", "T-CH06")]), P3=board("P3", hand=[c("P3:h1", "T-CH06")])
    )
    log.add("P1", "attack", step="start", support="P1:m0", target="P2")
    seq = log.add("P3", "block", step="block", card="P3:h1")
    twin = twin_of(log, seq, actor="P2", card="P2:h1")
    prove(log.doc(), "rebirth.mp.circle_block", seq, twin=twin)


def test_12_6_6_1_rumble_only_the_attacked_player_blocks() -> None:
    log = multi(
        "rumble", 3, P2=board("P2", hand=[c("P2:h1", "T-CH06")]), P3=board("P3", hand=[c("P3:h1", "T-CH06")])
    )
    log.add("P1", "attack", step="start", support="P1:m0", target="P3")
    seq = log.add("P2", "block", step="block", card="P2:h1")
    twin = twin_of(log, seq, actor="P3", card="P3:h1")
    prove(log.doc(), "rebirth.mp.rumble_block", seq, twin=twin)


def test_12_8_5_team_attacks_only_the_opposite_player() -> None:
    log = multi("double_team", 4, [["P1", "P2"], ["P3", "P4"]])
    seq = log.add("P1", "attack", step="start", support="P1:m0", target="P3")  # opposite of P1 is P4
    twin = twin_of(log, seq, target="P4")
    prove(log.doc(), "rebirth.mp.team_target", seq, twin=twin)


def test_11_6_3_a_teammates_blocker_with_reference_info_needs_it_on_the_attacked_character() -> None:
    # 12.8.5.1 lets P3 block for teammate P4; T-CH09 blocks only for 学園 characters and P4's entry T-CH02
    # is 魔法 (product decision Rebirth 7).
    def game(p4_entry: str) -> dict:
        teams = [["P1", "P2"], ["P3", "P4"]]
        log = multi(
            "double_team",
            4,
            teams,
            P3=board("P3", hand=[c("P3:h1", "T-CH09")]),
            P4=board("P4", entry=p4_entry),
        )
        log.add("P1", "attack", step="start", support="P1:m0", target="P4")
        log.add("P3", "block", step="block", card="P3:h1")
        return log.doc()

    prove(game("T-CH02"), "rebirth.block.blocker_reference", 2, twin=game("T-CH01"))
