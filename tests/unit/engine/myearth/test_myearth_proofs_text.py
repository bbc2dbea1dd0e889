"""Proofs that free text beside a declared effect relaxes only what the text could touch, of the declared
choice from a hand (`from_hand`, 235, 236, 239, 241) and of who shuffles a deck an effect looked through
(234) — each a prefix of the example game (see proof_logs) with one wrong entry, and its legal twin.

After 33 entries (turn 2, B's 番): B holds 2 cards (1 once it plays the support below), R holds 2; R's
discard holds its 排気 K1 and テスト温暖化1 R1; R:c1 (strength 3) is on R's field.
"""

from __future__ import annotations

from typing import Any

import pytest

from judge.engine import replay
from tests.unit.engine.proof import prove

from .proof_logs import Log, e, example, with_cards
from .test_myearth_proofs_abilities import MINUS2, ability_support, log_of, play, resolve

SEARCH_TEXT = "山札から【陸の生き物】1枚を手札に加える"


def hand_card(text: str | None = None, **pick: Any) -> dict[str, Any]:
    """A support whose one effect chooses from a hand (「相手の手札から1枚選んで捨て場に置く」 by default)."""
    ability: dict[str, Any] = {"kind": "support", "effect": {"from_hand": {"whose": "opponent", **pick}}}
    if text is not None:
        ability["text"] = text
    return ability_support("white", "人", ability)


def took(cid: str, *entries: dict[str, Any], **cards: dict[str, Any]) -> Log:
    return with_cards(log_of(play("B:w9", cid), e("pass", "R"), *entries), **cards)


def sides(log: Log) -> dict[str, Any]:
    report = replay(log)
    assert report.findings == [], [(f.seq, f.code) for f in report.findings]
    return report.final_state["sides"]


# --- free text beside a declaration: the declared results are still checked ----------------------------


def test_250_a_declared_result_is_checked_although_the_ability_has_text() -> None:
    # 検証の調査: it searches the own deck (text) and gains 1 Earth Life (declared); the life is not text.
    ws = ability_support(
        "white",
        "人",
        {"kind": "support", "effect": {"search_deck": "own", "life": {"own": 1}}, "text": SEARCH_TEXT},
    )
    log = took("WS", resolve("B:w9", "WS"), e("shuffle", "B"), WS=ws)
    twin = took("WS", resolve("B:w9", "WS", life={"B": 1}), e("shuffle", "B"), WS=ws)
    report = prove(log, "myearth.effect.result", 36, twin=twin)
    assert "myearth:241" in report.findings[0].clauses  # it found nothing and skipped the rest


def test_249_text_leaves_to_a_judge_only_a_result_the_structure_does_not_declare() -> None:
    text = {**MINUS2, "text": "その後、自分の地球ライフが相手より少なければ、地球ライフ+1"}
    wt = ability_support("white", "人", text)
    base = [play("B:w9", "WT", target="R:c1"), e("pass", "R")]
    log = with_cards(log_of(*base, resolve("B:w9", "WT", strength={"R:c1": -2}, life={"B": 1})), WT=wt)
    twin = with_cards(log_of(*base, resolve("B:w9", "WT", strength={"R:c1": -2})), WT=wt)
    report = prove(log, "myearth.effect.unmodelled", 36, twin=twin)
    assert "地球ライフ" in report.findings[0].message_ja and "強さ" not in report.findings[0].message_ja
    # the declared strength is still the declared one: a wrong amount is a breach beside the judge's call
    wrong = with_cards(log_of(*base, resolve("B:w9", "WT", strength={"R:c1": -1}, life={"B": 1})), WT=wt)
    found = sorted((f.code, str(f.verdict)) for f in replay(wrong).findings)
    assert found == [("myearth.effect.result", "illegal"), ("myearth.effect.unmodelled", "needs_ruling")]


def test_250_a_result_the_structure_does_not_declare_is_a_breach_without_text() -> None:
    wl = ability_support("white", "人", {"kind": "support", "effect": {"life": {"own": 1}}})
    log = took("WL", resolve("B:w9", "WL", life={"B": 1}, draw={"B": 1}), WL=wl)
    twin = took("WL", resolve("B:w9", "WL", life={"B": 1}), WL=wl)
    prove(log, "myearth.effect.result", 36, twin=twin)


def test_98_a_hand_limit_change_is_for_a_judge_only_when_text_may_have_made_it() -> None:
    plain = ability_support("white", "人", {"kind": "support", "effect": {"life": {"own": 1}}})
    texted = ability_support(
        "white",
        "人",
        {"kind": "support", "effect": {"life": {"own": 1}}, "text": "手札の上限枚数を6枚にする"},
    )
    entry = resolve("B:w9", "WH", life={"B": 1}, hand_limit={"B": 6})
    (finding,) = replay(took("WH", entry, WH=plain)).findings
    assert (finding.code, str(finding.verdict)) == ("myearth.ban.hand_limit_changed", "illegal")
    log = took("WH", entry, WH=texted)
    twin = took("WH", resolve("B:w9", "WH", life={"B": 1}), WH=texted)
    prove(log, "myearth.ban.hand_limit_changed", 36, twin=twin, verdict="needs_ruling")


def test_250_a_declared_hand_limit_is_the_one_logged() -> None:
    wh = ability_support(
        "white", "人", {"kind": "support", "effect": {"hand_limit": 6}, "text": "この番の間"}
    )
    log = took("WH", resolve("B:w9", "WH", hand_limit={"B": 7}), WH=wh)
    twin = took("WH", resolve("B:w9", "WH", hand_limit={"B": 6}), WH=wh)
    prove(log, "myearth.effect.result", 36, twin=twin)


# --- a declared choice from a hand (235, 236, 239, 241) -----------------------------------------------


def test_235_a_declared_choice_from_the_hand_takes_the_declared_count() -> None:
    card = hand_card()
    log = took("WX", resolve("B:w9", "WX", from_hand={"R": ["R1", "CO"]}), WX=card)
    twin = took("WX", resolve("B:w9", "WX", from_hand={"R": ["R2"]}), WX=card)
    prove(log, "myearth.effect.result", 36, twin=twin)
    after = sides(twin)
    assert (after["R"]["hand"], after["R"]["discard"], after["B"]["hand"]) == (1, 3, 1)


def test_241_a_choice_from_a_hand_fires_and_takes_what_the_hand_holds() -> None:
    card = hand_card(count=3)  # R holds 2: both go
    log = took("WX", resolve("B:w9", "WX"), WX=card)
    twin = took("WX", resolve("B:w9", "WX", from_hand={"R": ["R2", "CO"]}), WX=card)
    report = prove(log, "myearth.effect.result", 36, twin=twin)
    assert "myearth:241" in report.findings[0].clauses
    assert sides(twin)["R"]["hand"] == 0


def test_236_the_cards_come_from_the_hand_the_text_names() -> None:
    card = hand_card()
    log = took("WX", resolve("B:w9", "WX", from_hand={"B": ["C1"]}), WX=card)
    twin = took("WX", resolve("B:w9", "WX", from_hand={"R": ["CO"]}), WX=card)
    prove(log, "myearth.effect.result", 36, twin=twin)


def test_241_a_condition_a_hidden_hand_may_not_meet_lets_it_take_nothing() -> None:
    card = hand_card(kind="confrontation")
    log = took("WX", resolve("B:w9", "WX", from_hand={"R": ["CO"]}), WX=card)  # a source, not a 対決 card
    nothing = took("WX", resolve("B:w9", "WX"), WX=card)
    prove(log, "myearth.effect.result", 36, twin=nothing)
    assert replay(took("WX", resolve("B:w9", "WX", from_hand={"R": ["R3"]}), WX=card)).findings == []


def test_a_card_taken_into_the_users_hand_moves_between_the_hands() -> None:
    card = hand_card(to="hand")
    after = sides(took("WX", resolve("B:w9", "WX", from_hand={"R": ["R2"]}), WX=card))
    assert (after["R"]["hand"], after["R"]["discard"], after["B"]["hand"]) == (1, 2, 2)


def test_235_a_declared_choice_from_the_hand_is_blind_although_the_ability_has_text() -> None:
    # The structure says how the card chooses (and that it may not look); the text is about something else.
    card = hand_card(text="その後、自分の山札を切る")
    log = took("WX", resolve("B:w9", "WX", from_hand={"R": ["R2"]}, looked_hand=["R"]), WX=card)
    twin = took("WX", resolve("B:w9", "WX", from_hand={"R": ["R2"]}), WX=card)
    prove(log, "myearth.effect.looked_at_hand", 36, twin=twin)
    seen = hand_card(look=True)  # 「相手の手札を見て1枚選び」: the card says otherwise (235 「別途記載」)
    assert (
        replay(
            took("WX", resolve("B:w9", "WX", from_hand={"R": ["R2"]}, looked_hand=["R"]), WX=seen)
        ).findings
        == []
    )


def test_235_a_look_is_for_a_judge_when_only_text_describes_the_choice() -> None:
    old = ability_support(
        "white",
        "人",
        {
            "kind": "support",
            "targets": [{"zone": "hand", "whose": "opponent"}],
            "text": "相手の手札から1枚選んで捨て場に置く",
        },
    )
    log = took("WO", resolve("B:w9", "WO", looked_hand=["R"]), WO=old)
    twin = took("WO", resolve("B:w9", "WO"), WO=old)
    prove(log, "myearth.effect.looked_at_hand", 36, twin=twin, verdict="needs_ruling")


def test_cards_a_text_only_effect_takes_from_a_hand_are_for_a_judge() -> None:
    old = ability_support("white", "人", {"kind": "support", "text": "相手の手札から1枚選んで捨て場に置く"})
    log = took("WO", resolve("B:w9", "WO", from_hand={"R": ["R2"]}), WO=old)
    (finding,) = replay(log).findings
    assert (finding.code, str(finding.verdict)) == ("myearth.effect.unmodelled", "needs_ruling")
    plain = ability_support("white", "人", {"kind": "support", "effect": {"life": {"own": 1}}})
    (finding,) = replay(
        took("WO", resolve("B:w9", "WO", life={"B": 1}, from_hand={"R": ["R2"]}), WO=plain)
    ).findings
    assert (finding.code, str(finding.verdict)) == ("myearth.effect.result", "illegal")


@pytest.mark.parametrize("raw", [["R2"], {"R": "R2"}, {"Z": ["R2"]}, {"R": [7]}])
def test_a_malformed_from_hand_is_a_malformed_entry(raw: Any) -> None:
    log = took("WX", resolve("B:w9", "WX", from_hand=raw), WX=hand_card())
    assert [f.code for f in replay(log).findings] == ["log.bad_entry"]


@pytest.mark.parametrize(
    "pick",
    [{"whose": "both"}, {"count": 0}, {"to": "deck"}, {"look": "yes"}, {"kind": "creature"}, {"size": 1}],
)
def test_a_malformed_from_hand_declaration_is_a_header_error(pick: dict[str, Any]) -> None:
    bad = ability_support("white", "人", {"kind": "support", "effect": {"from_hand": pick}})
    (finding,) = replay(with_cards(example(5), BAD=bad)).findings
    assert finding.code == "log.unreadable" and "from_hand" in finding.message_en


# --- who shuffles a deck an effect looked through (234) ------------------------------------------------

WO = ability_support("white", "人", {"kind": "support", "effect": {"look_deck": "opponent"}})


def test_234_the_user_alone_does_not_shuffle_the_deck_he_looked_through() -> None:
    base = [resolve("B:w9", "WO")]
    log = took("WO", *base, e("shuffle", "B", deck="R"), e("end_ban", "B"), WO=WO)
    twin = took("WO", *base, e("shuffle", "B", deck="R", **{"with": "R"}), e("end_ban", "B"), WO=WO)
    prove(log, "myearth.effect.shuffle_by_user", 37, twin=twin)
    owner = took("WO", *base, e("shuffle", "R", deck="R", **{"with": "B"}), e("end_ban", "B"), WO=WO)
    assert replay(owner).findings == []
