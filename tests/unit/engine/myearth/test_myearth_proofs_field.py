"""Proofs of the MyEarth checks on chains, the field, supports, the チェーン and the log itself: each a
prefix of the example game (see proof_logs for the indices) with one illegal entry, and its legal twin."""

from __future__ import annotations

import copy

from tests.unit.engine.proof import prove

from .proof_logs import changed, e, example, prefix, renumber, support_card, with_cards

BEAST_ON_BIRD = e("play", "B", card={"iid": "B:c4", "card": "C3"}, sources=["B:s3"], chain_on="B:c3")
# supports that need no source (271), so a test can play one anywhere without paying
KN = support_card("二酸化炭素", "black", no_source=True, target="confrontation")
WN = support_card("人", "white", no_source=True, target="confrontation")

# --- chains (166-183) --------------------------------------------------------------------------------


def test_172_a_card_chains_only_on_a_name_it_lists() -> None:
    # 鳥2 costs like 鳥 but chains on 獣, not on 虫
    bird2 = copy.deepcopy(example()["header"]["cards"]["C2"])
    bird2["name"] = "テストの鳥2"
    bird2["keywords"]["chain"] = ["テストの獣"]
    log = with_cards(changed(33, 32, card={"iid": "B:c3", "card": "C2b"}), C2b=bird2)
    prove(log, "myearth.chain.name", 33, twin=with_cards(example(33), C2b=bird2))


def test_175_a_card_chains_on_a_confrontation_card() -> None:
    prove(changed(33, 32, chain_on="B:s1"), "myearth.chain.target", 33, twin=example(33))


def test_177_a_chained_card_pays_the_difference_in_one_colour() -> None:
    prove(changed(33, 32, sources=[]), "myearth.chain.cost_single_colour", 33, twin=example(33))


def test_182_a_chain_pays_no_attribute_it_does_not_need() -> None:
    log = changed(33, 32, sources=["B:s3"])  # B:s3 was declared 人; 鳥 needs 陸
    prove(log, "myearth.chain.foreign_attribute", 33, twin=example(33))


def test_179_a_mixed_colour_chain_pays_what_the_group_lacks() -> None:
    log = prefix(33, BEAST_ON_BIRD | {"args": BEAST_ON_BIRD["args"] | {"sources": []}})
    prove(log, "myearth.chain.cost_mixed_colour", 34, twin=prefix(33, BEAST_ON_BIRD))


# --- the field (109, 162) ------------------------------------------------------------------------------


def test_162_a_card_at_strength_zero_goes_to_the_discard() -> None:
    log = changed(28, 26, strength={"R:c1": -3})  # R's 排気 takes R:c1 to 0; R's discard keeps it
    prove(log, "myearth.field.strength_zero", 28, twin=example(28))


def test_162_two_cards_at_strength_zero_leave_one_after_the_other() -> None:
    # One effect takes both cards of B's chain to 0: the log records their leaves one after another, and
    # the second is not late for following the first; only a card left on the field at 0 is.
    ref = {"iid": "B:k9", "card": "KN"}
    head = (
        e("support", "B", card=ref, sources=[], target="B:c3"),
        e("pass", "R"),
        e("resolve", card=ref, strength={"B:c2": -2, "B:c3": -3}),
        e("leave", card="B:c3", to="discard", by="rule"),
    )
    after = e("leave", card="B:c2", to="discard", by="rule")
    twin = with_cards(prefix(33, *head, after, e("survival", "B"), e("survival_approve", "R")), KN=KN)
    kept = e("survival", "B", released=["B:s2"])  # B:c2 stays at 0 on its one source
    log = with_cards(prefix(33, *head, kept, e("survival_approve", "R")), KN=KN)
    prove(log, "myearth.field.strength_zero", 38, twin=twin)


def test_109_a_player_does_not_take_back_a_card_he_played() -> None:
    log = prefix(32, e("leave", card="B:c2", to="hand"))
    prove(log, "myearth.field.voluntary_move", 33, twin=example(33))


# --- supports and the チェーン (247-262) -------------------------------------------------------------


def test_247_a_support_needs_its_target_on_the_field() -> None:
    log = with_cards(
        prefix(10, e("support", "B", card={"iid": "B:w9", "card": "WN"}, sources=[], target="B:c1")), WN=WN
    )
    twin = with_cards(
        prefix(11, e("support", "B", card={"iid": "B:w9", "card": "WN"}, sources=[], target="B:c1")), WN=WN
    )
    prove(log, "myearth.support.no_target", 11, twin=twin)


def test_256_the_last_support_of_the_chain_resolves_first() -> None:
    # B answers R's 排気 with a support of its own (254); R adds nothing, so B's resolves first.
    answer = e("support", "B", card={"iid": "B:w9", "card": "WN"}, sources=[], target="R:c1")
    first = e("resolve", card={"iid": "R:k1", "card": "K1"}, strength={"R:c1": 1})
    log = with_cards(prefix(25, answer, e("pass", "R"), first), WN=WN)
    second = e("resolve", card={"iid": "B:w9", "card": "WN"}, strength={"R:c1": -1})
    twin = with_cards(prefix(25, answer, e("pass", "R"), second, first), WN=WN)
    prove(log, "myearth.support.resolution_order", 28, twin=twin)


def test_255_no_support_after_both_passed() -> None:
    late = e("support", "B", card={"iid": "B:w9", "card": "WN"}, sources=[], target="R:c1")
    log = with_cards(prefix(26, late), WN=WN)
    prove(log, "myearth.support.chain_closed", 27, twin=with_cards(example(27), WN=WN))


def test_251_a_support_is_resolved_before_play_goes_on() -> None:
    log = example(28)
    del log["entries"][26]  # R discards with its 排気 unresolved
    prove(renumber(log), "myearth.support.unresolved", 27, twin=example(28))


def test_243_a_support_leaves_the_field_when_resolved() -> None:
    prove(changed(27, 26, to="field"), "myearth.support.leaves_field", 27, twin=example(27))


def test_111_a_support_in_the_opponents_ban_answers_one() -> None:
    log = with_cards(
        prefix(30, e("support", "R", card={"iid": "R:k9", "card": "KN"}, sources=[], target="R:c1")), KN=KN
    )
    prove(log, "myearth.ban.support_not_response", 31, twin=with_cards(example(31), KN=KN))


# --- the 対決 ----------------------------------------------------------------------------------------


def test_261_the_second_player_is_asked_about_supports_after_the_first() -> None:
    log = example(38)
    log["entries"][36], log["entries"][37] = log["entries"][37], log["entries"][36]
    del log["entries"][37:]
    prove(renumber(log), "myearth.confrontation.support_order", 37, twin=example(37))


def test_262_no_support_after_both_declined() -> None:
    late = e("support", "B", card={"iid": "B:w9", "card": "W1"}, sources=["B:s3"], target="B:c3")
    prove(prefix(38, late), "myearth.confrontation.support_after_close", 39, twin=example(39))


def test_134_the_higher_total_wins() -> None:
    log = changed(22, 21, winner="B", discarded=["R:c1"], life_loss=0)
    prove(log, "myearth.confrontation.winner", 22, twin=example(22))


# --- the end of the game (142-152) ------------------------------------------------------------------


def test_151_the_result_names_the_winner() -> None:
    log = prefix(22, e("result", winner="B"))
    log["header"]["options"]["starting_life"] = 1  # R won turn 1's 対決 and B's Earth Life ran out
    twin = prefix(22, e("result", winner="R"))
    twin["header"]["options"]["starting_life"] = 1
    prove(log, "myearth.game.result", 23, twin=twin)


# --- card text and the log -----------------------------------------------------------------------


def test_249_card_text_the_engine_does_not_model_needs_a_judge() -> None:
    log = prefix(33, e("effect", source={"iid": "B:c3", "card": "C2"}, strength={"B:c3": 1}))
    log["header"]["cards"]["C2"]["text"] = True
    twin = example(33)
    twin["header"]["cards"]["C2"]["text"] = True
    prove(log, "myearth.effect.unmodelled", 34, twin=twin)


def test_16_every_act_is_one_the_rules_know() -> None:
    prove(prefix(8, e("dance", "B")), "myearth.log.unknown_act", 9, twin=example(9))


def test_6_every_actor_is_a_player() -> None:
    log = example(9)
    log["entries"][8]["actor"] = "Z"
    prove(log, "myearth.log.unknown_seat", 9, twin=example(9))


def test_10_a_card_that_leaves_was_on_the_field() -> None:
    log = prefix(10, e("leave", card="B:zz", by="R:x"))
    twin = prefix(11, e("leave", card="B:c1", to="discard", by="R:x"))
    prove(log, "myearth.log.unknown_card", 11, twin=twin)
