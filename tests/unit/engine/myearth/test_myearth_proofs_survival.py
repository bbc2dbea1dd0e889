"""Proofs of the MyEarth survival check (184-213), the named supports (267-272), the stalemate and the
players' conduct (74-80), built on the example game (see proof_logs) as in test_myearth_rules."""

from __future__ import annotations

import copy
from typing import Any

from judge.engine import replay
from tests.unit.engine.proof import prove

from .proof_logs import Log, e, example, prefix, renumber, support_card, with_cards

# After B chains 鳥 (B:c3) on 虫 (B:c2) in turn 2 (33 entries): the group 虫+鳥 on B:s1 and B:s2 (both 陸).
SOURCE_GONE = e("leave", card="B:s2", to="discard", by="R:k9")
TOP_GONE = e("leave", card="B:c3", to="discard", by="R:k9")


def _after_chain(*entries: dict[str, Any]) -> Log:
    return prefix(33, *entries)


# --- the survival check (184-213) ---------------------------------------------------------------------


def test_184_a_survival_check_follows_a_group_card_leaving() -> None:
    log = _after_chain(SOURCE_GONE, e("end_ban", "B"))
    twin = _after_chain(SOURCE_GONE, e("survival", "B", discarded=["B:c3"]), e("end_ban", "B"))
    prove(log, "myearth.survival.skipped", 35, twin=twin)


def test_208_a_card_whose_sources_fell_short_goes() -> None:
    log = _after_chain(SOURCE_GONE, e("survival", "B"))
    twin = _after_chain(SOURCE_GONE, e("survival", "B", discarded=["B:c3"]))
    prove(log, "myearth.survival.cost_unmet", 35, twin=twin)


def test_209_sources_beyond_the_largest_cost_are_released() -> None:
    log = _after_chain(TOP_GONE, e("survival", "B"))
    twin = _after_chain(TOP_GONE, e("survival", "B", released=["B:s2"]))
    prove(log, "myearth.survival.surplus_kept", 35, twin=twin)


def test_93_a_group_with_no_card_left_releases_nothing() -> None:
    # Both cards of 虫+鳥 left: 209 trims only the surplus of cards still standing, so the sources stay
    # used until B's next draw (93); the finding says so instead of "the group did not use it".
    bottom_gone = e("leave", card="B:c2", to="discard", by="R:k9")
    log = _after_chain(TOP_GONE, bottom_gone, e("survival", "B", released=["B:s1"]))
    twin = _after_chain(TOP_GONE, bottom_gone, e("survival", "B"))
    (hit,) = prove(log, "myearth.survival.release", 36, twin=twin).findings
    assert "myearth:93" in hit.clauses
    assert "stayed on the field" in hit.message_en


def test_202_sources_move_only_within_the_original_chain() -> None:
    bad = e("survival", "B", released=["B:s2"], assign={"B:c2": ["R:s1"]})
    twin = _after_chain(TOP_GONE, e("survival", "B", released=["B:s2"]))
    prove(_after_chain(TOP_GONE, bad), "myearth.survival.foreign_transfer", 35, twin=twin)


def test_199_a_source_of_an_attribute_no_longer_needed_is_released() -> None:
    # 獣 (陸+人) chained on 鳥 with the 人 special source: the group holds 陸, 陸, 人 (178, 179).
    beast = e("play", "B", card={"iid": "B:c4", "card": "C3"}, sources=["B:s3"], chain_on="B:c3")
    gone = e("leave", card="B:c4", to="discard", by="R:k9")
    log = _after_chain(beast, gone, e("survival", "B"))
    twin = _after_chain(beast, gone, e("survival", "B", released=["B:s3"]))
    prove(log, "myearth.survival.attribute_kept", 36, twin=twin)


# --- 【ss】, 【課題】, vanished targets and the named cards (253-272) ----------------------------------
SS = support_card("二酸化炭素", "ss", no_source=True)
TASK = support_card("二酸化炭素", "black", task=True, target="confrontation")
BIO = support_card("二酸化炭素", "black", special="bioethanol")
UNS = support_card("人", "white", special="unsustainable", no_source=True)
PLAIN = support_card("二酸化炭素", "black")
CARDS = {"SS": SS, "TK": TASK, "BIO": BIO, "UNS": UNS, "PL": PLAIN}


def _red_turn2(*entries: dict[str, Any]) -> Log:
    """After R's turn-2 support resolved, R plays a fourth CO source R:s4, then ``entries``."""
    log = prefix(27, e("play_source", "R", card={"iid": "R:s4", "card": "CO"}), *entries)
    return with_cards(log, **CARDS)


def _ss(n: int) -> dict[str, Any]:
    return {"iid": f"R:ss{n}", "card": "SS"}


FIRST_SS = (e("support", "R", card=_ss(1), sources=[]), e("pass", "B"), e("resolve", card=_ss(1), to="field"))
SECOND_SS = (e("support", "R", card=_ss(2), sources=[]), e("pass", "B"))


def test_272_a_later_ss_card_replaces_the_earlier() -> None:
    log = _red_turn2(*FIRST_SS, *SECOND_SS, e("resolve", card=_ss(2), to="field"))
    twin = _red_turn2(*FIRST_SS, *SECOND_SS, e("resolve", card=_ss(2), to="field", replaced=["R:ss1"]))
    prove(log, "myearth.support.ss_not_replaced", 34, twin=twin)


def test_272_the_earlier_ss_goes_only_when_the_later_takes_effect() -> None:
    log = _red_turn2(*FIRST_SS, *SECOND_SS, e("resolve", card=_ss(2), fizzled=True, replaced=["R:ss1"]))
    twin = _red_turn2(*FIRST_SS, *SECOND_SS, e("resolve", card=_ss(2), fizzled=True))
    prove(log, "myearth.support.ss_replaced_early", 34, twin=twin)


TASK_PLAY = (
    e("support", "R", card={"iid": "R:t1", "card": "TK"}, sources=["R:s4"], target="R:c1"),
    e("pass", "B"),
)
STRIP = e("leave", card="R:c1", to="discard", by="B:w")  # an effect earlier in the チェーン


def test_268_a_task_fires_once_per_effect() -> None:
    log = _red_turn2(
        *TASK_PLAY, e("resolve", card={"iid": "R:t1", "card": "TK"}, task=2, strength={"R:c1": 1})
    )
    twin = _red_turn2(
        *TASK_PLAY, e("resolve", card={"iid": "R:t1", "card": "TK"}, task=1, strength={"R:c1": 1})
    )
    prove(log, "myearth.support.task_twice", 31, twin=twin)


def test_267_no_task_without_the_effect() -> None:
    log = _red_turn2(
        *TASK_PLAY, STRIP, e("resolve", card={"iid": "R:t1", "card": "TK"}, fizzled=True, task=1)
    )
    twin = _red_turn2(*TASK_PLAY, STRIP, e("resolve", card={"iid": "R:t1", "card": "TK"}, fizzled=True))
    prove(log, "myearth.support.task_without_effect", 32, twin=twin)


def test_259_a_support_whose_target_is_gone_has_no_effect() -> None:
    log = _red_turn2(
        *TASK_PLAY, STRIP, e("resolve", card={"iid": "R:t1", "card": "TK"}, strength={"R:c1": 1})
    )
    twin = _red_turn2(*TASK_PLAY, STRIP, e("resolve", card={"iid": "R:t1", "card": "TK"}, fizzled=True))
    prove(log, "myearth.support.target_gone", 32, twin=twin)


BIO_PLAY = e(
    "support",
    "R",
    card={"iid": "R:bio", "card": "BIO"},
    sources=["R:s4"],
    remove="R:c1",
    brings={"iid": "R:pl", "card": "PL"},
)


def test_269_bioethanol_removes_a_warming_card_when_played() -> None:
    no_removal = copy.deepcopy(BIO_PLAY)
    del no_removal["args"]["remove"]
    prove(_red_turn2(no_removal), "myearth.support.bioethanol_selection", 29, twin=_red_turn2(BIO_PLAY))


def test_270_unsustainable_activity_sends_the_brought_support_back() -> None:
    answer = e("support", "B", card={"iid": "B:uns", "card": "UNS"}, sources=[], target="R:bio")
    head = (BIO_PLAY, e("survival", "R"), answer, e("pass", "R"))
    log = _red_turn2(*head, e("resolve", card={"iid": "B:uns", "card": "UNS"}))
    twin = _red_turn2(*head, e("resolve", card={"iid": "B:uns", "card": "UNS"}, returned="R:pl"))
    prove(log, "myearth.support.unsustainable_vs_bioethanol", 33, twin=twin)


# --- the two-turn stalemate (145-150) ----------------------------------------------------------------


def _quiet_game(turns: int, *, effect_in: int | None = None) -> Log:
    """The setup, then turns in which nobody plays a card; an effect in turn ``effect_in``."""
    log = example(7)
    for turn in range(1, turns + 1):
        b_ban = [e("draw", "B", count=0)]
        if effect_in == turn:
            b_ban.append(e("effect", source="B:x", strength={}))
        log["entries"] += [
            *b_ban,
            e("end_ban", "B"),
            e("draw", "R", count=0),
            e("end_ban", "R"),
            e("announce", "B", total=0),
            e("announce", "R", total=0),
            e("pass", "B"),
            e("pass", "R"),
            e("confrontation_end", winner=None, discarded=[], life_loss=0),
        ]
    return renumber(log)


def test_147_an_effect_in_the_quiet_turns_needs_a_judge() -> None:
    log = _quiet_game(2, effect_in=2)
    prove(log, "myearth.game.stalemate_hidden", len(log["entries"]), twin=_quiet_game(2))


# --- players and teams (74-80) -----------------------------------------------------------------------


def _team_log(*conduct: dict[str, Any]) -> Log:
    """The example's setup with two-member sides, then ``conduct``."""
    log = prefix(7, *conduct)
    log["header"]["players"] = [{"seat": s} for s in ("B", "B2", "R", "R2")]
    log["header"]["teams"] = [{"name": "blue", "seats": ["B", "B2"]}, {"name": "red", "seats": ["R", "R2"]}]
    return log


def test_74_no_team_member_looks_at_the_opponents_hand() -> None:
    log = _team_log(e("conduct", seat="B2", breach="looked_at_hand"))
    prove(log, "myearth.team.looked_at_hand", 8, twin=_team_log())


def test_76_a_player_does_not_leave_the_table() -> None:
    log = prefix(7, e("conduct", seat="R", breach="left_table"))
    twin = prefix(7, e("conduct", seat="R", breach="left_table", unavoidable=True))
    prove(log, "myearth.team.left_table", 8, twin=twin)


def test_77_a_member_not_there_at_the_opening_hand_is_a_spectator() -> None:
    late = e("conduct", seat="R2", breach="late_member")
    b_ban = [e("draw", "B", count=0), e("end_ban", "B"), e("draw", "R", count=0)]
    log = _team_log(late, *b_ban, e("play_source", "R2", card={"iid": "R:s1", "card": "CO"}))
    twin = _team_log(late, *b_ban, e("play_source", "R", card={"iid": "R:s1", "card": "CO"}))
    prove(log, "myearth.team.spectator_acts", 12, twin=twin)


def test_77_a_spectator_talking_to_a_player_needs_a_judge() -> None:
    log = prefix(7, e("conduct", seat="観戦者", breach="spectator_talk"))
    prove(log, "myearth.team.spectator_talk", 8, twin=example(7))


def test_decision_3_a_source_released_by_the_survival_check_pays_again_once() -> None:
    # 209 frees B:s2 when 鳥 leaves; it may pay for another card before the next draw (decision MyEarth 3,
    # 209 being the 特に記述 of 93); then it is under B:c9 and pays for nothing else (117).
    released = (TOP_GONE, e("survival", "B", released=["B:s2"]))
    bug = e("play", "B", card={"iid": "B:c9", "card": "C1"}, sources=["B:s2"])
    assert replay(_after_chain(*released, bug)).findings == []
    again = e("play", "B", card={"iid": "B:c8", "card": "C1"}, sources=["B:s2"])
    report = replay(_after_chain(*released, bug, again))
    assert [(f.seq, f.code) for f in report.findings] == [(37, "myearth.cost.not_own_source")]


def test_191_the_card_above_a_leaving_card_must_chain_on_the_one_below() -> None:
    # 虫-鳥-獣: 鳥 leaves, so 獣 lies on 虫, whose name it does not list (187-192).
    beast = e("play", "B", card={"iid": "B:c4", "card": "C3"}, sources=["B:s3"], chain_on="B:c3")
    middle_gone = e("leave", card="B:c3", to="discard", by="R:k9")
    log = _after_chain(beast, middle_gone, e("survival", "B", released=["B:s2"]))
    right = e("survival", "B", discarded=["B:c4"], released=["B:s2", "B:s3"])
    prove(log, "myearth.survival.chain_kept", 36, twin=_after_chain(beast, middle_gone, right))


def test_183_a_group_short_of_sources_is_not_refilled_from_the_field() -> None:
    spare = e("play_source", "B", card={"iid": "B:s4", "card": "L"})
    refill = e("survival", "B", assign={"B:c3": ["B:s4"]})
    twin = _after_chain(spare, SOURCE_GONE, e("survival", "B", discarded=["B:c3"]))
    prove(_after_chain(spare, SOURCE_GONE, refill), "myearth.chain.refill", 36, twin=twin)


def test_272_an_ss_card_replaced_while_waiting_in_the_chain_has_no_effect() -> None:
    # Decision MyEarth 4: B answers R's 【ss】 with its own; B's resolves first (256) and takes effect,
    # so R's, still waiting, goes to the discard then and its effect counts as not fired (as in 259).
    b_ss = {"iid": "B:ss2", "card": "SS"}
    head = (
        e("support", "R", card=_ss(1), sources=[]),
        e("support", "B", card=b_ss, sources=[]),
        e("pass", "R"),
        e("resolve", card=b_ss, to="field", replaced=["R:ss1"]),
    )
    log = _red_turn2(*head, e("resolve", card=_ss(1), to="field"))
    twin = _red_turn2(*head, e("resolve", card=_ss(1), fizzled=True))
    prove(log, "myearth.support.ss_voided_took_effect", 33, twin=twin)
