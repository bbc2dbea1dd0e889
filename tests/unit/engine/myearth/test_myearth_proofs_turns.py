"""Proofs of the MyEarth checks the third blind round of held-out scenarios called for: the チェーン's
turns (33, 251, 254), the 対決's totals before its supports (121, 123), a 対決 card's effect inside the
act of playing it (159, 160) and its targets (236, 240), and a draw whose count a card's text may decide
(98). Each is a prefix of the example game (see proof_logs for the indices) with one illegal entry, and
its legal twin.
"""

from __future__ import annotations

import re
from typing import Any

from judge.engine import replay
from tests.unit.engine.proof import prove

from .proof_logs import Log, changed, e, prefix, with_cards

OPPONENT = [{"zone": "field", "whose": "opponent", "kind": "confrontation"}]
OWN = [{"zone": "field", "whose": "own", "kind": "confrontation"}]


def free_support(kind: str, attr: str, targets: list[dict[str, Any]], strength: int) -> dict[str, Any]:
    """A support card that needs no source (271), so a proof can play it without paying."""
    return {
        "name": f"手番テスト{kind}{strength}",
        "type": "support",
        "attributes": [attr],
        "keywords": {"support": kind, "target": "confrontation", "no_source": True},
        "abilities": [{"kind": "support", "targets": targets, "effect": {"strength": strength}}],
    }


def creature(name: str, attr: str, ability: dict[str, Any]) -> dict[str, Any]:
    """A strength-1 対決 card costing one source of ``attr`` whose effect fires when it is played."""
    return {
        "name": name,
        "type": "confrontation",
        "atk": 1,
        "attributes": ["陸"],
        "keywords": {"cost": {attr: 1}, "kind": "creature"},
        "abilities": [{"kind": "effect", "trigger": {"event": "played"}, **ability}],
    }


CARDS = {
    "KN": free_support("black", "二酸化炭素", OWN, 1),
    "WN": free_support("white", "人", OPPONENT, -1),
    # 「場に出したとき、カードを1枚引く」
    "CD": creature("手番テストの蛙", "人", {"effect": {"draw": 1}}),
    # 「場に出したとき、相手の場の対決カード1枚を選び、その強さを-1する」 (one paid with 陸, one with 人)
    "CT": creature("手番テストの蜂", "陸", {"targets": OPPONENT, "effect": {"strength": -1}}),
    "CH": creature("手番テストの蜂2", "人", {"targets": OPPONENT, "effect": {"strength": -1}}),
}


def log_of(upto: int, *entries: dict[str, Any]) -> Log:
    return with_cards(prefix(upto, *entries), **CARDS)


def card(iid: str, cid: str) -> dict[str, str]:
    return {"iid": iid, "card": cid}


# --- the チェーン: the players take turns (33, 251, 254) --------------------------------------------------


def test_254_the_other_player_answers_a_support_before_its_player_adds_another() -> None:
    # Turn 2, R's 番: R has just played 排気 R:k1 on R:c1 (entry 25); B has not answered yet.
    log = log_of(25, e("support", "R", card=card("R:k9", "KN"), sources=[], target="R:c1"))
    twin = log_of(
        25,
        e("pass", "B"),
        e("resolve", card=card("R:k1", "K1"), strength={"R:c1": 1}),
        e("support", "R", card=card("R:k9", "KN"), sources=[], target="R:c1"),
        e("pass", "B"),
        e("resolve", card=card("R:k9", "KN"), strength={"R:c1": 1}),
    )
    prove(log, "myearth.support.chain_same_side", 26, twin=twin)


# --- the 対決: totals first, then the supports (121, 123) ------------------------------------------------


def test_123_the_supports_of_the_taiketsu_come_after_both_totals() -> None:
    # Turn 1: R has just ended its 番 (entry 17), so the 対決 begins with the totals, 先攻 B first. B tells
    # his and plays a support before R has told his.
    log = log_of(
        17, e("announce", "B", total=2), e("support", "B", card=card("B:w9", "WN"), sources=[], target="R:c1")
    )
    twin = log_of(
        17,
        e("announce", "B", total=2),
        e("announce", "R", total=3),
        e("support", "B", card=card("B:w9", "WN"), sources=[], target="R:c1"),
        e("pass", "R"),
        e("resolve", card=card("B:w9", "WN"), strength={"R:c1": -1}),
        e("pass", "B"),
    )
    prove(log, "myearth.confrontation.support_before_totals", 19, twin=twin)


def test_123_a_support_before_totals_told_only_after_it_is_found_at_the_support() -> None:
    # The log records the totals, but only after B's support: the support came before them. Nothing
    # recorded before it shows that, so the finding waits for the first `announce` and names the support.
    chain = [
        e("support", "B", card=card("B:w9", "WN"), sources=[], target="R:c1"),
        e("pass", "R"),
        e("resolve", card=card("B:w9", "WN"), strength={"R:c1": -1}),
        e("pass", "B"),
    ]
    log = log_of(17, *chain, e("pass", "R"), e("announce", "B", total=2), e("announce", "R", total=2))
    twin = log_of(17, e("announce", "B", total=2), e("announce", "R", total=3), *chain, e("pass", "R"))
    prove(log, "myearth.confrontation.support_before_totals", 18, twin=twin)


def test_a_log_that_records_no_totals_is_not_read_as_skipping_them() -> None:
    # Logs from before `announce` was checked never record the totals: valid then, valid now.
    log = log_of(
        17,
        e("support", "B", card=card("B:w9", "WN"), sources=[], target="R:c1"),
        e("pass", "R"),
        e("resolve", card=card("B:w9", "WN"), strength={"R:c1": -1}),
        e("pass", "B"),
    )
    codes = [f.code for f in replay(log).findings]
    assert "myearth.confrontation.support_before_totals" not in codes


# --- a 対決 card's effect: part of playing it (159, 160), and its targets (236, 240) ----------------------


def test_160_nothing_happens_between_playing_a_card_and_its_effect() -> None:
    # Turn 2, B's 番 after 鳥 B:c3 (entry 33): B's 里山 B:s3 (人) is free.
    play = e("play", "B", card=card("B:c9", "CD"), sources=["B:s3"])
    log = log_of(33, play, e("end_ban", "B"))
    twin = log_of(
        33, play, e("effect", "B", source=card("B:c9", "CD"), ability="a1", draw={"B": 1}), e("end_ban", "B")
    )
    report = prove(log, "myearth.effect.interrupted", 35, twin=twin)
    # The act is a log keyword (end_ban): the English message names it, the Japanese one may not.
    (hit,) = [f for f in report.findings if f.code == "myearth.effect.interrupted"]
    assert "end_ban" in hit.message_en and not re.search(r"[A-Za-z_]{3,}", hit.message_ja), hit.message_ja


def test_240_an_effect_with_nothing_to_choose_does_not_fire() -> None:
    # Turn 1, B's 番 after 虫 B:c1 (entry 11): R has no 対決 card, so the effect has nothing to choose and
    # is not owed either (the end of the 番 follows at once in the twin).
    play = e("play", "B", card=card("B:c9", "CT"), sources=["B:s2"])
    log = log_of(
        11,
        play,
        e("effect", "B", source=card("B:c9", "CT"), ability="a1", targets=["B:c1"], strength={"B:c1": -1}),
    )
    twin = log_of(11, play, e("end_ban", "B"))
    prove(log, "myearth.effect.no_target", 13, twin=twin)
    # A card the effect took from a deck (`from_deck`) is something it did as much as a strength change.
    searched = log_of(
        11, play, e("effect", "B", source=card("B:c9", "CT"), ability="a1", from_deck={"B": ["C1"]})
    )
    prove(searched, "myearth.effect.no_target", 13, twin=twin)


def test_236_an_effect_chooses_only_what_its_text_allows() -> None:
    # Turn 2, B's 番 after 鳥 B:c3 (entry 33): R has R:c1 on its field, B chose its own 鳥.
    play = e("play", "B", card=card("B:c9", "CH"), sources=["B:s3"])
    log = log_of(
        33,
        play,
        e("effect", "B", source=card("B:c9", "CH"), ability="a1", targets=["B:c3"], strength={"B:c3": -1}),
    )
    twin = log_of(
        33,
        play,
        e("effect", "B", source=card("B:c9", "CH"), ability="a1", targets=["R:c1"], strength={"R:c1": -1}),
    )
    prove(log, "myearth.effect.target_illegal", 35, twin=twin)


# --- the hand limit a card's text may set (98) ---------------------------------------------------------


def test_98_a_draw_past_the_limit_with_a_text_card_on_the_field_is_for_a_judge() -> None:
    # Turn 3 begins with B's draw (entry 40; 3 cards fill B's hand to 5). B's 虫 B:c2 is on the field; here
    # the 虫 has effect text the log does not model, which may raise B's hand limit (98).
    log = changed(40, 39, count=4)
    log["header"]["cards"]["C1"]["text"] = True
    twin = changed(40, 39, count=3)
    twin["header"]["cards"]["C1"]["text"] = True
    prove(log, "myearth.ban.draw_count", 40, twin=twin, verdict="needs_ruling")
    plain = changed(40, 39, count=4)  # the same draw without the text is wrong whatever the hand holds
    prove(plain, "myearth.ban.draw_count", 40, twin=changed(40, 39, count=3))


# --- the clause a dispute turns on (92, 132) -----------------------------------------------------------


def test_92_a_source_with_a_card_on_it_stays_in_use() -> None:
    # Turn 2, B's 番 after 鳥 B:c3 (entry 33): B:s1 still carries 虫 B:c2, so it is not free (92, 94).
    support = e("support", "B", card=card("B:w9", "W1"), sources=["B:s1"], target="B:c3")
    twin_support = e("support", "B", card=card("B:w9", "W1"), sources=["B:s3"], target="B:c3")
    report = prove(log_of(33, support), "myearth.cost.not_own_source", 34, twin=log_of(33, twin_support))
    assert {"myearth:92", "myearth:94"} <= set(report.findings[0].clauses)
    # On the opponent's source the finding is only that it is not his own: 92 does not decide it.
    other = e("support", "B", card=card("B:w9", "W1"), sources=["R:s1"], target="B:c3")
    report = prove(log_of(33, other), "myearth.cost.not_own_source", 34, twin=log_of(33, twin_support))
    assert "myearth:92" not in report.findings[0].clauses


def test_132_the_winner_keeps_its_cards() -> None:
    # Turn 1's 対決 (entry 22): R won 3-2; discarding R's own card as well cites 132.
    log = changed(22, 21, discarded=["B:c1", "R:c1"])
    report = prove(log, "myearth.confrontation.loser_discard", 22, twin=changed(22, 21))
    assert "myearth:132" in report.findings[0].clauses
