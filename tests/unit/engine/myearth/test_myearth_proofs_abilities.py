"""Proofs of the MyEarth checks on declared effects (abilities), the survival check's choices, the
opponent's approval and objection, the hand limit and judges' penalties — each a prefix of the example
game (see proof_logs for the indices) with one illegal entry, and its legal twin.

After 33 entries (turn 2, B's 番, before its end): B has 虫 B:c2 (strength 2) with 鳥 B:c3 (3) chained on
it, on B:s1 and B:s2 (陸); R has R:c1 (strength 3, +1 from its 排気) on R:s1, R:s2.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from judge.engine import replay
from tests.unit.engine.proof import prove

from .proof_logs import Log, e, example, prefix, renumber, with_cards


def ability_support(kind: str, attr: str, *abilities: dict[str, Any], **kw: Any) -> dict[str, Any]:
    """A support card that needs no source (271), so a proof can play it anywhere without paying."""
    return {
        "name": f"能力テスト{kind}{len(abilities)}{sorted(kw)}",
        "type": "support",
        "attributes": [attr],
        "keywords": {"cost": {attr: 1}, "support": kind, "no_source": True, **kw},
        "abilities": list(abilities),
    }


MINUS2 = {
    "kind": "support",
    "targets": [{"zone": "field", "whose": "opponent", "kind": "confrontation"}],
    "effect": {"strength": -2},
}
PLUS1_OWN = {
    "kind": "support",
    "targets": [{"zone": "field", "whose": "own", "kind": "confrontation"}],
    "effect": {"strength": 1},
}
WA = ability_support("white", "人", MINUS2)
WS = ability_support("white", "人", {"kind": "support", "effect": {"search_deck": "own"}})
WT = ability_support("white", "人", {"kind": "support", "effect": {"life": {"own": 1}}}, task=True)
SSA = ability_support("ss", "人", PLUS1_OWN)
KC = ability_support(
    "black",
    "二酸化炭素",
    {
        "kind": "support",
        "targets": [{"zone": "field", "whose": "opponent", "kind": "support"}],
        "effect": {"cancel": True},
    },
)
CARDS = {"WA": WA, "WS": WS, "WT": WT, "SSA": SSA, "KC": KC}


def log_of(*entries: dict[str, Any], upto: int = 33) -> Log:
    return with_cards(prefix(upto, *entries), **CARDS)


def play(iid: str, cid: str, actor: str = "B", **args: Any) -> dict[str, Any]:
    return e("support", actor, card={"iid": iid, "card": cid}, sources=[], **args)


def resolve(iid: str, cid: str, **args: Any) -> dict[str, Any]:
    return e("resolve", card={"iid": iid, "card": cid}, **args)


# --- targets when chosen (236, 252, 253) and what resolving did (232, 233, 250) ------------------------


def test_253_a_declared_target_must_be_one_the_text_allows() -> None:
    log = log_of(play("B:w9", "WA", target="B:c2"))
    twin = log_of(
        play("B:w9", "WA", target="R:c1"), e("pass", "R"), resolve("B:w9", "WA", strength={"R:c1": -2})
    )
    prove(log, "myearth.support.target_illegal", 34, twin=twin)


def test_250_a_declared_effect_is_carried_out_as_written() -> None:
    log = log_of(
        play("B:w9", "WA", target="R:c1"), e("pass", "R"), resolve("B:w9", "WA", strength={"R:c1": -1})
    )
    twin = log_of(
        play("B:w9", "WA", target="R:c1"), e("pass", "R"), resolve("B:w9", "WA", strength={"R:c1": -2})
    )
    report = prove(log, "myearth.effect.result", 36, twin=twin)
    assert "myearth:253" not in report.findings[0].clauses  # the chosen target, only the amount wrong


def test_253_the_effect_lands_on_the_chosen_target_only() -> None:
    log = log_of(
        play("B:w9", "WA", target="R:c1"), e("pass", "R"), resolve("B:w9", "WA", strength={"B:c3": -2})
    )
    twin = log_of(
        play("B:w9", "WA", target="R:c1"), e("pass", "R"), resolve("B:w9", "WA", strength={"R:c1": -2})
    )
    report = prove(log, "myearth.effect.result", 36, twin=twin)
    assert "myearth:253" in report.findings[0].clauses


def test_247_a_declared_field_target_that_is_not_there_forbids_the_card() -> None:
    # Turn 1, B's 番: R has no 対決 card yet, so WA has nothing to target.
    log = with_cards(prefix(10, play("B:w9", "WA", target="R:c1")), **CARDS)
    twin = with_cards(prefix(10, e("end_ban", "B")), **CARDS)
    prove(log, "myearth.support.no_target", 11, twin=twin)


def test_241_a_deck_search_that_finds_nothing_still_fires_and_owes_a_shuffle() -> None:
    twin = log_of(
        play("B:w9", "WS"), e("pass", "R"), resolve("B:w9", "WS"), e("shuffle", "B"), e("end_ban", "B")
    )
    assert replay(twin).findings == []


def test_234_a_deck_an_effect_looked_through_is_shuffled_next() -> None:
    log = log_of(play("B:w9", "WS"), e("pass", "R"), resolve("B:w9", "WS"), e("end_ban", "B"))
    twin = log_of(
        play("B:w9", "WS"), e("pass", "R"), resolve("B:w9", "WS"), e("shuffle", "B"), e("end_ban", "B")
    )
    prove(log, "myearth.effect.shuffle_missing", 37, twin=twin)


def test_234_the_owner_shuffles_a_deck_the_opponent_looked_through() -> None:
    wo = ability_support("white", "人", {"kind": "support", "effect": {"look_deck": "opponent"}})
    base = [play("B:w9", "WO"), e("pass", "R"), resolve("B:w9", "WO")]
    log = with_cards(log_of(*base, e("shuffle", "B"), e("end_ban", "B")), WO=wo)
    twin = with_cards(log_of(*base, e("shuffle", "R", deck="R"), e("end_ban", "B")), WO=wo)
    prove(log, "myearth.effect.shuffle_missing", 38, twin=twin)


# --- 【課題】 and 【ss】 leave exactly when the text says (268, 272) ------------------------------------


def test_241_a_search_that_finds_nothing_still_carries_out_its_other_results() -> None:
    # 検証の調査-like: it takes from the own deck and gains 1 Earth Life; finding nothing voids neither.
    wl = ability_support(
        "white", "人", {"kind": "support", "effect": {"search_deck": "own", "life": {"own": 1}}}
    )
    base = [play("B:w9", "WL"), e("pass", "R")]
    log = with_cards(log_of(*base, resolve("B:w9", "WL"), e("shuffle", "B")), WL=wl)
    twin = with_cards(log_of(*base, resolve("B:w9", "WL", life={"B": 1}), e("shuffle", "B")), WL=wl)
    report = prove(log, "myearth.effect.result", 36, twin=twin)
    assert "myearth:241" in report.findings[0].clauses


def test_241_is_not_cited_for_an_effect_that_chooses_on_the_field() -> None:
    log = log_of(play("B:w9", "WA", target="R:c1"), e("pass", "R"), resolve("B:w9", "WA"))
    report = prove(log, "myearth.effect.result", 36, twin=None)
    assert "myearth:241" not in report.findings[0].clauses


def test_268_a_search_that_found_nothing_still_owes_its_task() -> None:
    wst = ability_support(
        "white", "人", {"kind": "support", "effect": {"search_deck": "own", "life": {"own": 1}}}, task=True
    )
    base = [play("B:w9", "WST"), e("pass", "R")]
    log = with_cards(log_of(*base, resolve("B:w9", "WST", life={"B": 1}, task=0), e("shuffle", "B")), WST=wst)
    twin = with_cards(
        log_of(*base, resolve("B:w9", "WST", life={"B": 1}, task=1), e("shuffle", "B")), WST=wst
    )
    report = prove(log, "myearth.support.task_skipped", 36, twin=twin)
    assert "myearth:241" in report.findings[0].clauses
    # a task skipped on a card that chooses nothing hidden cites 268 alone
    plain = log_of(play("B:w9", "WT"), e("pass", "R"), resolve("B:w9", "WT", life={"B": 1}))
    assert (
        "myearth:241" not in prove(plain, "myearth.support.task_skipped", 36, twin=None).findings[0].clauses
    )


def test_247_a_discard_holding_only_cards_of_another_kind_gives_no_target() -> None:
    # After 33 entries R's discard holds its 排気 (K1, a support) and テスト温暖化1 (R1, a 対決 card), no source.
    def wd(kind: str) -> dict[str, Any]:
        return ability_support(
            "white",
            "人",
            {
                "kind": "support",
                "targets": [{"zone": "discard", "whose": "opponent", "kind": kind}],
                "text": "相手の捨て場のカード1枚をゲームから取り除く",
            },
            target="discard",
        )

    base = [play("B:w9", "WD"), e("pass", "R"), resolve("B:w9", "WD")]
    log = with_cards(log_of(*base), WD=wd("source"))
    twin = with_cards(log_of(*base), WD=wd("support"))
    prove(log, "myearth.support.no_target", 34, twin=twin)


def test_268_the_task_is_carried_out_when_the_effect_fires() -> None:
    log = log_of(play("B:w9", "WT"), e("pass", "R"), resolve("B:w9", "WT", life={"B": 1}))
    twin = log_of(play("B:w9", "WT"), e("pass", "R"), resolve("B:w9", "WT", life={"B": 1}, task=1))
    prove(log, "myearth.support.task_skipped", 36, twin=twin)


def test_272_a_ss_card_stays_on_the_field_after_it_took_effect() -> None:
    log = log_of(
        play("B:w9", "SSA", target="B:c2"), e("pass", "R"), resolve("B:w9", "SSA", strength={"B:c2": 1})
    )
    twin = log_of(
        play("B:w9", "SSA", target="B:c2"),
        e("pass", "R"),
        resolve("B:w9", "SSA", strength={"B:c2": 1}, to="field"),
    )
    prove(log, "myearth.support.ss_left_early", 36, twin=twin)


# --- chains that cancel earlier chains (265) -----------------------------------------------------------

SS_DONE = [
    play("B:w9", "SSA", target="B:c2"),
    e("pass", "R"),
    resolve("B:w9", "SSA", strength={"B:c2": 1}, to="field"),
]


def test_265_a_later_chain_cannot_cancel_an_earlier_one() -> None:
    # The 対決 of turn 2: B's 【ss】 took effect in its own 番; R's cancel in the 対決 is a later チェーン.
    conf = [
        e("end_ban", "B"),
        e("announce", "R", total=4),
        e("announce", "B", total=6),
        play("R:k9", "KC", actor="R", target="B:w9"),
    ]
    log = log_of(*SS_DONE, *conf)
    twin = log_of(*SS_DONE, *conf[:3], e("pass", "R"))
    prove(log, "myearth.support.cancel_earlier_chain", 40, twin=twin)


def test_265_an_earlier_chains_ordinary_support_is_out_of_reach_too() -> None:
    # B's 植林-like WA resolved in its own 番 and went to the discard; R's cancel in the 対決 finds no
    # support on the field (247), but the dispute is the one 265 decides, so it names 265 first.
    done = [play("B:w9", "WA", target="R:c1"), e("pass", "R"), resolve("B:w9", "WA", strength={"R:c1": -2})]
    conf = [
        e("end_ban", "B"),
        e("announce", "R", total=2),
        e("announce", "B", total=5),
        play("R:k9", "KC", actor="R", target="B:w9"),
    ]
    log = log_of(*done, *conf)
    twin = log_of(*done, *conf[:3], e("pass", "R"))
    report = prove(log, "myearth.support.cancel_earlier_chain", 40, twin=twin)
    assert report.findings[0].clauses == ["myearth:265", "myearth:247"]


def test_265_a_cancel_in_the_same_chain_is_allowed() -> None:
    same = log_of(
        play("B:w9", "SSA", target="B:c2"),
        play("R:k9", "KC", actor="R", target="B:w9"),
        e("pass", "B"),
        resolve("R:k9", "KC"),
        resolve("B:w9", "SSA", fizzled=True),
        e("end_ban", "B"),
    )
    assert replay(same).findings == []
    took = copy.deepcopy(same)
    took["entries"][37]["args"] = {
        "card": {"iid": "B:w9", "card": "SSA"},
        "strength": {"B:c2": 1},
        "to": "field",
    }
    assert [f.code for f in replay(took).findings] == ["myearth.effect.result"]


# --- the hand limit (98, 99) -----------------------------------------------------------------------------


def test_98_only_card_text_changes_the_hand_limit() -> None:
    wh = ability_support("white", "人", {"kind": "support", "effect": {"hand_limit": 6}})
    log = log_of(
        play("B:w9", "WT"), e("pass", "R"), resolve("B:w9", "WT", life={"B": 1}, task=1, hand_limit={"B": 6})
    )
    twin = with_cards(
        log_of(play("B:w9", "WH"), e("pass", "R"), resolve("B:w9", "WH", hand_limit={"B": 6})), WH=wh
    )
    prove(log, "myearth.ban.hand_limit_changed", 36, twin=twin)


def test_99_a_hand_above_the_limit_is_cut_before_the_draw() -> None:
    # B holds 2 cards after turn 2; an effect in the 対決 gave it 4 more, so B starts turn 3 with 6.
    def turn3(*entries: dict[str, Any]) -> Log:
        log = example(39)
        log["entries"][38:38] = [e("effect", source={"iid": "R:k1", "card": "K1"}, draw={"B": 4})]
        for entry in entries:
            log["entries"].append(copy.deepcopy(entry) | {"turn": 3, "phase": "first"})
        return renumber(log)

    bad = turn3(e("draw", "B", count=0))
    good = turn3(e("limit_discard", "B", count=1, cards=["C1"]), e("draw", "B", count=0))
    prove(bad, "myearth.ban.limit_discard", 41, twin=good)


# --- the survival check: which cards, which sources (158, 192, 209, 210) -------------------------------

TOP_GONE = e("leave", card="B:c3", to="discard", by="R:k9")
SOURCE_GONE = e("leave", card="B:s2", to="discard", by="R:k9")


def test_192_the_check_never_discards_a_card_that_still_survives() -> None:
    log = prefix(33, SOURCE_GONE, e("survival", "B", discarded=["B:c3", "B:c2"]))
    twin = prefix(33, SOURCE_GONE, e("survival", "B", discarded=["B:c3"]))
    prove(log, "myearth.survival.needless_discard", 35, twin=twin)


def test_209_only_the_groups_own_surplus_sources_are_released() -> None:
    log = prefix(33, TOP_GONE, e("survival", "B", released=["B:s2", "B:s3"]))
    twin = prefix(33, TOP_GONE, e("survival", "B", released=["B:s2"]))
    prove(log, "myearth.survival.release", 35, twin=twin)


# --- approval, objection and the redo (213-218) ---------------------------------------------------------


def test_215_no_objection_after_approval() -> None:
    done = [TOP_GONE, e("survival", "B", released=["B:s2"]), e("survival_approve", "R")]
    log = prefix(33, *done, e("survival_object", "R"))
    twin = prefix(33, *done, e("end_ban", "B"))
    prove(log, "myearth.survival.objection_after_approval", 37, twin=twin)


def test_215_the_next_action_approves_tacitly() -> None:
    log = prefix(
        33, TOP_GONE, e("survival", "B", released=["B:s2"]), e("end_ban", "B"), e("survival_object", "R")
    )
    found = [f.code for f in replay(log).findings]
    assert found == ["myearth.survival.objection_after_approval"]


def test_218_a_correct_check_is_not_redone() -> None:
    done = [TOP_GONE, e("survival", "B", released=["B:s2"]), e("survival_object", "R")]
    log = prefix(33, *done, e("survival", "B", released=["B:s1"]))
    twin = prefix(33, *done, e("end_ban", "B"))
    prove(log, "myearth.survival.redo_without_error", 37, twin=twin)


def test_218_a_right_objection_redoes_the_check_from_the_position_before_it() -> None:
    log = prefix(
        33,
        TOP_GONE,
        e("survival", "B"),  # kept the surplus B:s2 (209)
        e("survival_object", "R"),
        e("survival", "B", released=["B:s2"]),
        e("end_ban", "B"),
    )
    found = [(f.seq, f.code) for f in replay(log).findings]
    assert found == [(35, "myearth.survival.surplus_kept")]
    wrong_redo = copy.deepcopy(log)
    wrong_redo["entries"][36]["args"] = {}
    assert [(f.seq, f.code) for f in replay(wrong_redo).findings] == [
        (35, "myearth.survival.surplus_kept"),
        (37, "myearth.survival.surplus_kept"),
    ]


# --- judges' penalties (chapter XI) and results ---------------------------------------------------------


def penalty(seat: str, kind: str) -> dict[str, Any]:
    return e("penalty", seat=seat, kind=kind, reason="異議を唱え続けた（286項）")


def test_287_a_game_loss_needs_a_warning_first() -> None:
    log = prefix(33, penalty("R", "game_loss"))
    twin = prefix(33, penalty("R", "warning"), penalty("R", "game_loss"), e("result", winner="B"))
    prove(log, "myearth.penalty.loss_without_warning", 34, twin=twin)


def test_286_a_game_loss_ends_the_game() -> None:
    log = prefix(33, penalty("R", "warning"), penalty("R", "game_loss"), e("end_ban", "B"))
    found = [(f.seq, f.code) for f in replay(log).findings]
    assert found == [(36, "myearth.game.continued")]
    wrong = prefix(33, penalty("R", "warning"), penalty("R", "game_loss"), e("result", winner="R"))
    (finding,) = replay(wrong).findings
    assert finding.code == "myearth.game.result" and "myearth:287" in finding.clauses


def test_141_a_result_the_rules_do_not_give_yet_is_a_breach() -> None:
    (finding,) = replay(prefix(33, e("result", winner="B"))).findings
    assert finding.code == "myearth.game.result" and str(finding.verdict) == "illegal"
    assert "myearth:141" in finding.clauses


def test_142_earth_life_zero_by_an_effect_ends_the_game() -> None:
    wk = ability_support("white", "人", {"kind": "support", "effect": {"life": {"opponent": -20}}})
    base = [play("B:w9", "WK"), e("pass", "R"), resolve("B:w9", "WK", life={"R": -20})]
    over = with_cards(log_of(*base, e("result", winner="B")), WK=wk)
    assert replay(over).findings == []
    on = with_cards(log_of(*base, e("end_ban", "B")), WK=wk)
    assert [f.code for f in replay(on).findings] == ["myearth.game.continued"]


@pytest.mark.parametrize("kind", ["yellow_card", None])
def test_an_unknown_penalty_kind_is_a_malformed_entry(kind: str | None) -> None:
    log = prefix(33, e("penalty", seat="R", kind=kind))
    assert [f.code for f in replay(log).findings] == ["log.bad_entry"]


def test_a_support_with_two_effects_is_a_header_error() -> None:
    two = ability_support("white", "人", MINUS2, {"kind": "support", "effect": {"draw": 1}})
    (finding,) = replay(with_cards(example(5), TWO=two)).findings
    assert finding.code == "log.unreadable" and "244" in finding.message_en


def test_222_a_needed_source_released_by_mistake_owes_a_separate_check() -> None:
    # 獣 (陸+人) on 鳥 on 虫; 虫 leaves, and B releases the 人 source instead of a surplus 陸 one.
    beast = e("play", "B", card={"iid": "B:c4", "card": "C3"}, sources=["B:s3"], chain_on="B:c3")
    base = [beast, e("leave", card="B:c2", to="discard", by="R:k9"), e("survival", "B", released=["B:s3"])]
    log = prefix(33, *base, e("end_ban", "B"))
    twin = prefix(33, *base, e("survival", "B", discarded=["B:c4"]), e("end_ban", "B"))
    report = prove(log, "myearth.survival.skipped", 37, twin=twin)
    assert "myearth:222" in report.findings[0].clauses


def test_235_the_user_chooses_from_the_opponents_hand_without_looking() -> None:
    wr = ability_support(
        "white",
        "人",
        {"kind": "support", "targets": [{"zone": "hand", "whose": "opponent"}], "effect": {"draw": 0}},
    )
    base = [play("B:w9", "WR"), e("pass", "R")]
    log = with_cards(log_of(*base, resolve("B:w9", "WR", looked_hand=["R"])), WR=wr)
    twin = with_cards(log_of(*base, resolve("B:w9", "WR")), WR=wr)
    prove(log, "myearth.effect.looked_at_hand", 36, twin=twin)


# --- a 対決 card's effect fires once per card on the field (230, 165) ------------------------------------
CE = {
    "name": "テストの効果持ち",
    "type": "confrontation",
    "atk": 1,
    "attributes": ["陸"],
    "keywords": {"cost": {"人": 1}},
    "abilities": [{"kind": "effect", "trigger": "played", "effect": {"life": {"own": 1}}}],
}
PLAY_CE = e("play", "B", card={"iid": "B:c5", "card": "CE"}, sources=["B:s3"])
FIRE = e("effect", source={"iid": "B:c5", "card": "CE"}, life={"B": 1})


def test_230_a_confrontation_cards_effect_fires_once_while_it_stays() -> None:
    log = with_cards(prefix(33, PLAY_CE, FIRE, FIRE), CE=CE)
    back = [
        e("leave", card="B:c5", to="hand", by="R:k9"),
        e("survival", "B"),
        e("play_source", "B", card={"iid": "B:s9", "card": "H"}),
        e("play", "B", card={"iid": "B:c5", "card": "CE"}, sources=["B:s9"]),
    ]
    twin = with_cards(prefix(33, PLAY_CE, FIRE, *back, FIRE), CE=CE)
    prove(log, "myearth.effect.fired_twice", 36, twin=twin)


def test_218_the_owner_may_correct_his_own_mistaken_check() -> None:
    log = prefix(33, TOP_GONE, e("survival", "B"), e("survival", "B", released=["B:s2"]), e("end_ban", "B"))
    assert [(f.seq, f.code) for f in replay(log).findings] == [(35, "myearth.survival.surplus_kept")]


def test_a_judges_warning_during_the_dispute_keeps_the_redo_owed() -> None:
    log = prefix(
        33,
        TOP_GONE,
        e("survival", "B"),
        e("survival_object", "R"),
        penalty("B", "warning"),
        e("survival", "B", released=["B:s2"]),
        e("end_ban", "B"),
    )
    assert [(f.seq, f.code) for f in replay(log).findings] == [(35, "myearth.survival.surplus_kept")]


def test_a_result_soon_after_a_snapshot_may_rest_on_turns_before_it() -> None:
    from tests.unit.engine.myearth.test_myearth_snapshot import at, log, position

    found = replay(log(position(), at("first", None, "result", winner="B"))).findings
    assert [(f.code, str(f.verdict)) for f in found] == [("myearth.game.result", "needs_ruling")]
