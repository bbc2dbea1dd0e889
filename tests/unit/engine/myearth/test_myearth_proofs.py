"""Proofs of the MyEarth checks: each a prefix of the legal example game (example.py) with one illegal
entry at its end, and its legal twin with that one thing done right (see proof_logs for the indices)."""

from __future__ import annotations

from tests.unit.engine.proof import prove

from .proof_logs import changed, e, example, prefix, renumber

# --- setup (64-73) -----------------------------------------------------------------------------------


def test_70_no_card_is_drawn_before_the_order_is_decided() -> None:
    log = example(3)
    log["entries"].append(log["entries"].pop(0))  # B shuffles and draws, then the order is decided
    prove(renumber(log), "myearth.setup.draw_before_order", 2, twin=example(3))


def test_66_the_deck_is_shuffled_before_the_hand_is_drawn() -> None:
    log = example(3)
    del log["entries"][1]  # B draws without shuffling
    prove(renumber(log), "myearth.setup.shuffle", 2, twin=example(3))


def test_71_the_opening_hand_is_five_cards() -> None:
    prove(changed(3, 2, count=6), "myearth.setup.opening_hand", 3, twin=example(3))


def test_72_a_player_redraws_the_hand_only_once() -> None:
    log = prefix(7, e("mulligan", "R"))
    prove(log, "myearth.setup.mulligan_twice", 8, twin=prefix(7, e("draw", "B", count=0)))


def test_73_the_first_player_decides_on_the_redraw_first() -> None:
    log = example(7)
    log["entries"][5], log["entries"][6] = log["entries"][6], log["entries"][5]  # R mulligans before B keeps
    prove(renumber(log), "myearth.setup.mulligan_order", 6, twin=example(7))


def test_69_the_order_is_decided_once() -> None:
    log = prefix(1, e("decide_first", first="B"))
    prove(log, "myearth.setup.order_decided", 2, twin=prefix(1, e("shuffle", "B")))


# --- the turn and a player's 番 (81-111) ---------------------------------------------------------------


def test_88_the_winner_of_the_last_confrontation_goes_first() -> None:
    log = example(23)
    log["entries"][22]["actor"] = "B"  # R won turn 1's 対決, so R's 番 comes first in turn 2
    prove(log, "myearth.turn.wrong_first_player", 23, twin=example(23))


def test_85_a_turn_runs_first_ban_second_ban_confrontation() -> None:
    log = prefix(9, e("end_ban", "R"))  # R ends a 番 while B's 番 runs
    prove(
        log,
        "myearth.turn.stage_order",
        10,
        twin=prefix(9, e("play_source", "B", card={"iid": "B:s2", "card": "L"})),
    )


def test_96_the_draw_brings_the_hand_to_the_limit() -> None:
    prove(changed(13, 12, count=2), "myearth.ban.draw_count", 13, twin=example(13))


def test_101_cards_are_played_after_the_draw() -> None:
    log = example(31)
    log["entries"][29], log["entries"][30] = log["entries"][30], log["entries"][29]  # B plays a source first
    del log["entries"][30:]
    prove(renumber(log), "myearth.ban.play_before_draw", 30, twin=example(30))


def test_99_no_discard_below_the_limit() -> None:
    log = prefix(8, e("limit_discard", "B", count=1, cards=["L"]))
    prove(log, "myearth.ban.limit_discard", 9, twin=example(9))


def test_111_a_player_draws_once_in_the_ban() -> None:
    log = prefix(8, e("draw", "B", count=0), e("draw", "B", count=0))
    del log["entries"][8]
    renumber(log)
    prove(log, "myearth.ban.second_draw", 9, twin=example(9))


def test_107_no_card_is_played_after_the_discard() -> None:
    log = prefix(28, e("play_source", "R", card={"iid": "R:s9", "card": "CO"}))
    prove(log, "myearth.ban.play_after_discard", 29, twin=example(29))


def test_106_the_end_of_ban_discard_comes_after_the_draw() -> None:
    # B's 番 in turn 2: 2 cards in hand and 3 to draw (97). B discards one and then draws 4; the twin draws
    # the 3 first and discards at the end of the 番 (95, 96, 106).
    discard = e("discard", "B", count=1, cards=["L"])
    log = prefix(29, discard, e("draw", "B", count=4))
    prove(log, "myearth.ban.discard_before_draw", 30, twin=prefix(29, e("draw", "B", count=3), discard))


def test_110_no_card_but_a_support_after_the_ban_ended() -> None:
    log = prefix(11, e("play_source", "R", card={"iid": "R:x", "card": "CO"}))
    prove(log, "myearth.ban.not_own_ban", 12, twin=example(12))


def test_105_a_card_is_played_from_the_hand() -> None:
    # B drew 0 in turn 1 and holds its 5 cards; the sixth card played cannot be in the hand.
    extra = [e("play_source", "B", card={"iid": f"B:s{k}", "card": "L"}) for k in range(3, 7)]
    log = prefix(10, *extra)
    prove(log, "myearth.ban.card_not_in_hand", 14, twin=prefix(10, *extra[:3]))


# --- sources and costs (112-119, 271) -------------------------------------------------------------------


def test_113_a_special_source_is_declared_as_one_of_its_attributes() -> None:
    log = changed(31, 30, attribute="海")
    prove(log, "myearth.source.declared_attribute", 31, twin=example(31))


def test_117_a_source_under_another_card_does_not_pay() -> None:
    log = changed(25, 24, sources=["R:s1"])  # R:s1 pays for R:c1 on the field
    prove(log, "myearth.cost.not_own_source", 25, twin=example(25))


def test_94_a_used_source_does_not_pay_again_this_turn() -> None:
    log = prefix(27, e("play", "R", card={"iid": "R:c9", "card": "R1"}, sources=["R:s3"]))
    prove(log, "myearth.cost.used_source", 28, twin=example(28))


def test_119_the_cost_is_paid_exactly() -> None:
    report = prove(changed(11, 10, sources=["B:s1", "B:s2"]), "myearth.cost.exact", 11, twin=example(11))
    assert "myearth:113" not in report.findings[0].clauses  # no special source in it


def test_113_a_special_source_pays_only_as_the_attribute_it_was_played_as() -> None:
    # B:s3 is 里山 (陸/人) played as 人 at entry 31; it cannot pay the 陸 of 虫 at entry 32.
    report = prove(changed(32, 31, sources=["B:s3"]), "myearth.cost.exact", 32, twin=example(32))
    assert "myearth:113" in report.findings[0].clauses


# --- the 対決 (121-140) ----------------------------------------------------------------------------------


def test_125_the_first_player_announces_first() -> None:
    log = example(19)
    log["entries"][17], log["entries"][18] = log["entries"][18], log["entries"][17]
    prove(renumber(log), "myearth.confrontation.announce_order", 18, twin=example(18))


def test_122_the_total_is_the_cards_on_the_field() -> None:
    prove(changed(19, 18, total=4), "myearth.confrontation.total", 19, twin=example(19))


def test_136_the_loser_loses_the_difference() -> None:
    prove(changed(22, 21, life_loss=2), "myearth.confrontation.life_loss", 22, twin=example(22))


def test_131_the_loser_discards_its_confrontation_cards() -> None:
    prove(changed(22, 21, discarded=[]), "myearth.confrontation.loser_discard", 22, twin=example(22))


def test_139_life_is_settled_after_both_passed() -> None:
    log = example(22)
    del log["entries"][20]  # R never said whether it uses a support
    prove(renumber(log), "myearth.confrontation.life_before_close", 21, twin=example(22))


def test_142_nothing_follows_the_end_of_the_game() -> None:
    log = example(23)
    log["header"]["options"]["starting_life"] = 1  # B loses its last Earth Life in turn 1's 対決
    twin = example(22)
    twin["header"]["options"]["starting_life"] = 1
    prove(log, "myearth.game.continued", 23, twin=twin)


def test_271_a_card_that_needs_no_source_is_played_without_one() -> None:
    log = changed(25, 24)
    log["header"]["cards"]["K1"]["keywords"]["no_source"] = True  # R pays R:s3 for it all the same
    twin = changed(25, 24, sources=[])
    twin["header"]["cards"]["K1"]["keywords"]["no_source"] = True
    prove(log, "myearth.cost.no_source_card", 25, twin=twin)
