"""A 番 ended with its draw left out (96, 97), written from the rulebook before the engine was asked.

96: 「自分の番は、カードを引くことによって始まる。この動作を省略することはできない。但し、山札がない場合、又は
手札が上限枚数とちょうど同じ枚数ある場合、及び山札が0枚である場合、0枚のカードを引いたものとみなす。」
97: 「カードを引く時は、山札の枚数が不足する場合を除き、カードを引き終わった後に手札の上限枚数ちょうどになるように
山札の上からカードを引く。」

A judge reads it so: a 番 whose draw would take a card (cards in the deck, the hand below the limit) and
that ends (110: 自分の番の終わりを伝える) with no draw made has omitted the draw, which 96 forbids; 97 says how
many cards it owed. With nothing to draw the draw of 0 was deemed made (96) and nothing is missing. A
snapshot that does not say whether the draw was made (`drawn` left out) cannot show it missing: a hand
below the limit at the end of a 番 is what a draw followed by plays leaves, so it is not judged. Card text
the structure does not model may set another limit (98): then whether a card was owed is for a judge.

The positions are those of test_myearth_snapshot.py (turn 3, B the 先攻, R the 後攻).
"""

from __future__ import annotations

import copy
from typing import Any

from judge.engine import replay
from tests.unit.engine.myearth.test_myearth_snapshot import (
    CHAIN_C3,
    DISCARD_C3,
    _before_draw,
    at,
    header,
    log,
    r,
)
from tests.unit.engine.proof import prove

CODE = "myearth.ban.draw_missing"
END = at("first", "B", "end_ban")


def findings(game: dict[str, Any]) -> list[tuple[int | None, str, str]]:
    return [(f.seq, f.code, str(f.verdict)) for f in replay(copy.deepcopy(game)).findings]


def test_96_a_ban_ended_without_a_draw_that_takes_a_card() -> None:
    # 4 in hand, 10 in the deck, limit 5: the draw owed 1 card (97); B ended the 番 without it (96).
    snap = _before_draw(hand=4, deck=10, drawn=False)
    report = prove(log(snap, END), CODE, 1, twin=log(snap, at("first", "B", "draw", count=1), END))
    finding = report.findings[0]
    assert finding.evidence["expected"] == 1
    assert {c.split(":")[-1] for c in finding.clauses} >= {"96", "97"}
    assert "1" in finding.message_en and "1枚" in finding.message_ja


def test_97_the_count_owed_is_what_the_deck_can_give() -> None:
    # 2 in hand, 1 in the deck: the draw takes the 1 card there is (97, 山札の枚数が不足する場合).
    snap = _before_draw(hand=2, deck=1, drawn=False)
    assert replay(log(snap, END)).findings[0].evidence["expected"] == 1


def test_96_nothing_to_draw_the_draw_of_0_is_deemed_made() -> None:
    # The hand at the limit, or no card in the deck: the draw of 0 is deemed made; nothing is missing.
    assert findings(log(_before_draw(hand=5, deck=9, drawn=False), END)) == []
    assert findings(log(_before_draw(hand=3, deck=0, drawn=False), END)) == []


def test_96_a_snapshot_that_leaves_drawn_out_is_not_judged() -> None:
    # The draw may have been made before the snapshot and the hand played down since.
    snap = _before_draw(hand=2, deck=10)
    assert "drawn" not in snap["this_turn"]
    assert findings(log(snap, END)) == []


def test_96_a_snapshot_with_the_deemed_draw_owes_none() -> None:
    # deemed_drawn: the 番 began with nothing to draw and its first act was made; the hand is 4 since.
    snap = _before_draw(hand=4, deck=9, drawn=False, discarded=False, deemed_drawn=True)
    assert findings(log(snap, END)) == []


def test_96_a_ban_begun_with_the_deemed_draw_owes_none_after_plays() -> None:
    snap = _before_draw(hand=5, deck=9, drawn=False)
    policy = header() | {"options": {"policies": {"deemed_draw_first_play": "after_draw"}}}
    assert findings(log(snap, CHAIN_C3, END, hdr=policy)) == []


def test_96_the_second_players_ban_ended_without_its_draw() -> None:
    # R, the 後攻, has 3 in hand and 11 in the deck when B ends the 番 (83): R's draw owes 2.
    snap = _before_draw(hand=5, deck=9, drawn=True)
    snap["this_turn"]["discarded"] = False
    r(snap)["hand"]["count"], r(snap)["deck"]["count"] = 3, 11
    bad = log(snap, END, at("second", "R", "end_ban"))
    twin = log(snap, END, at("second", "R", "draw", count=2), at("second", "R", "end_ban"))
    report = prove(bad, CODE, 2, twin=twin)
    assert report.findings[0].evidence["seat"] == "R" and report.findings[0].evidence["expected"] == 2


def test_96_a_play_before_a_draw_never_made() -> None:
    # The play comes before the draw (101), and the 番 then ends with the draw never made (96).
    snap = _before_draw(hand=4, deck=10, drawn=False)
    assert findings(log(snap, CHAIN_C3, END)) == [
        (1, "myearth.ban.play_before_draw", "illegal"),
        (2, CODE, "illegal"),
    ]


def test_96_the_end_discard_before_a_draw_never_made() -> None:
    snap = _before_draw(hand=4, deck=10, drawn=False)
    assert findings(log(snap, DISCARD_C3, END)) == [
        (1, "myearth.ban.discard_before_draw", "illegal"),
        (2, CODE, "illegal"),
    ]


def _text_header() -> dict[str, Any]:
    hdr = header()
    hdr["cards"]["C2"]["text"] = True  # B:c3 on B's field: its text may set B's hand limit (98)
    return hdr


def test_98_text_that_may_change_the_limit_leaves_it_to_a_judge() -> None:
    # 4 in hand: with a limit of 4 set by the text, the draw would be of 0 and deemed made (96).
    snap = _before_draw(hand=4, deck=10, drawn=False)
    hdr = _text_header()
    twin = log(snap, at("first", "B", "draw", count=1), END, hdr=hdr)
    report = prove(log(snap, END, hdr=hdr), CODE, 1, twin=twin, verdict="needs_ruling")
    assert "limit" in (report.findings[0].unknown or "")
    # At the known limit the text may raise it, so a card may be owed: a judge reads that too.
    at_limit = _before_draw(hand=5, deck=9, drawn=False)
    assert findings(log(at_limit, END, hdr=hdr)) == [(1, CODE, "needs_ruling")]
    # With no card in the deck the draw is of 0 whatever the limit.
    assert findings(log(_before_draw(hand=3, deck=0, drawn=False), END, hdr=hdr)) == []


def test_96_a_ban_that_drew_owes_nothing_more() -> None:
    snap = _before_draw(hand=4, deck=10, drawn=False)
    assert findings(log(snap, at("first", "B", "draw", count=1), CHAIN_C3, END)) == []
