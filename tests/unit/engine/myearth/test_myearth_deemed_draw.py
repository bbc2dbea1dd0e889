"""The draw of 0 deemed made (96), written from the rulebook before the engine was asked.

96: 「自分の番は、カードを引くことによって始まる。この動作を省略することはできない。但し、山札がない場合、又は
手札が上限枚数とちょうど同じ枚数ある場合、及び山札が0枚である場合、0枚のカードを引いたものとみなす。」

A judge reads it so: with no card in the deck, or the hand exactly at the limit, the 番 still begins with a
draw — one of 0 cards, deemed made — whether or not the log shows it. Everything a finished draw brings
happens then: the used sources with nothing stacked on them are released (91, 92), as at a logged draw, so
a 番 ended at once takes none of them into the 対決. A `draw` of 0 logged later is that draw written late;
a `draw` that takes a card is a second one (95, 96, 111).

Whether a play that comes first, with no draw logged before it, breaks 101 is open: the deemed draw
leaves nothing to omit (the play comes after it), or the draw stays an act 「省略することはできない」, of 0
cards, made before any play — as the blind held-out scenario myearth-ho2-play-before-draw rules. Such a
play is `ban.play_before_draw` as needs_ruling; the end-of-番 discard or the end of the 番 as the first act
is not a play and is not judged so.

- A hand above the limit is cut to it as part of drawing (99): until the `limit_discard` the draw is not
  made, so a play before it is still before the draw (101); once the cut brings the hand to the limit,
  the draw of 0 is deemed, and a `draw` logged right after the cut is that same draw, its count judged
  (96, 97). The end-of-番 discard is no part of that cut (107: 「この動作は99項に定める処理とは独立に行う」).
- Card text may change the hand limit (98). While the side's field holds a card whose text the structure
  does not model, the engine cannot know that a hand of 5 is at the limit, so it deems nothing: what
  would be illegal without the draw is for a judge (needs_ruling). With no card in the deck, the draw is of
  0 whatever the limit.
- The 先攻's 番 begins at once when both hands are ready (82: the first turn) or when the 対決 is over
  (82: 「直ちにカードを引くことで開始」); with the draw deemed made it begins with the 先攻's first act.

The positions are those of test_myearth_snapshot.py (turn 3, B the 先攻; see its docstring).
"""

from __future__ import annotations

import copy
from typing import Any

from judge.engine import replay
from tests.unit.engine.myearth.example import example_log
from tests.unit.engine.myearth.test_myearth_snapshot import (
    CHAIN_C3,
    DISCARD_C3,
    _before_draw,
    _confrontation,
    _same_from_each_cut,
    _snapshot_after,
    at,
    b,
    card,
    header,
    log,
    r,
)
from tests.unit.engine.proof import prove

DRAW_0 = at("first", "B", "draw", count=0)
END = at("first", "B", "end_ban")


def findings(game: dict[str, Any]) -> list[tuple[int | None, str, str]]:
    return [(f.seq, f.code, str(f.verdict)) for f in replay(copy.deepcopy(game)).findings]


# --- 96, 101: nothing to draw, so the 番's first act comes after the draw --------------------------
def test_96_with_the_hand_at_the_limit_a_first_play_without_the_draw_is_for_a_judge() -> None:
    # 5 in hand, the limit (98): the draw of 0 is deemed made when the 番 begins; whether B's C3, chained
    # at once with no draw declared, came before the draw (101) is open (module docstring).
    snap = _before_draw(hand=5, deck=9, drawn=False)
    report = prove(
        log(snap, CHAIN_C3, END),
        "myearth.ban.play_before_draw",
        1,
        twin=log(snap, DRAW_0, CHAIN_C3, END),
        verdict="needs_ruling",
    )
    assert "declared" in report.findings[0].unknown


def test_96_with_no_card_in_the_deck_a_first_play_without_the_draw_is_for_a_judge() -> None:
    snap = _before_draw(hand=3, deck=0, drawn=False)
    assert findings(log(snap, CHAIN_C3, END)) == [(1, "myearth.ban.play_before_draw", "needs_ruling")]
    assert findings(log(snap, DRAW_0, CHAIN_C3, END)) == []


def test_96_only_the_first_play_is_in_question() -> None:
    # After the first act the deemed draw is made whatever the reading: later plays are after it.
    snap = _before_draw(hand=5, deck=9, drawn=False)
    w1 = at("first", "B", "support", card=card("B:h1", "W1"), sources=["B:s3"], target="B:c3")
    chain = [at("first", "B", "play_source", card=card("B:h2", "L")), w1, at("first", "R", "pass")]
    got = findings(log(snap, *chain, at("first", None, "resolve", card=card("B:h1", "W1")), END))
    assert got == [(1, "myearth.ban.play_before_draw", "needs_ruling")]


def test_101_a_play_before_a_draw_that_takes_a_card_is_still_before_the_draw() -> None:
    # 4 in hand, 10 in the deck: the draw takes 1 (97), and a play before it is before the draw (101).
    snap = _before_draw(hand=4, deck=10, drawn=False)
    # The draw comes late (3 in hand after the play: it takes 2); left out, the end of the 番 is also
    # ban.draw_missing (test_myearth_draw_missing.py).
    twin = log(snap, at("first", "B", "draw", count=1), CHAIN_C3, END)
    late = at("first", "B", "draw", count=2)
    prove(log(snap, CHAIN_C3, late, END), "myearth.ban.play_before_draw", 1, twin=twin)


def test_96_the_first_turns_draws_of_0_need_not_be_logged() -> None:
    # 71, 98: each opening hand is 5, the limit, so both draws of turn 1 are deemed draws of 0 (96); the
    # example's `draw` entries of 0 (seq 8 and 13) may be left out. The 先攻's 番 begins at once once both
    # hands are ready (82), with B's first act.
    game = example_log()
    game["entries"] = [x for x in game["entries"] if x["seq"] not in (8, 13)]
    assert findings(game) == [
        (9, "myearth.ban.play_before_draw", "needs_ruling"),
        (14, "myearth.ban.play_before_draw", "needs_ruling"),
    ]
    assert replay(copy.deepcopy(game)).final_state == replay(example_log()).final_state


def test_96_the_next_first_player_begins_his_ban_with_his_first_act_after_the_confrontation() -> None:
    # 82: after the 対決 the 先攻's 番 begins at once by drawing; with 5 in hand that draw is of 0 (96), so
    # B's play after the 対決 is in B's 番 (only whether it came before the draw is open). With 4 in hand
    # the draw takes a card and has not been made: the play is not in B's 番 yet (unchanged).
    def game(hand: int) -> dict[str, Any]:
        snap = _confrontation(announced=["B", "R"], declines=2)
        b(snap)["hand"]["count"], b(snap)["deck"]["count"] = hand, 14 - hand
        end = at("confrontation", None, "confrontation_end", winner="B", discarded=[], life_loss=5)
        play = at("first", "B", "play", turn=4, card=card("B:c4", "C3"), sources=["B:s3"], chain_on="B:c3")
        return log(snap, end, play)

    assert findings(game(5)) == [(2, "myearth.ban.play_before_draw", "needs_ruling")]
    assert findings(game(4)) == [(2, "myearth.ban.play_before_draw", "illegal")]


# --- 82, 96, 101: the 先攻's play after the 対決 and before a draw that takes a card ---------------------
def _after_confrontation(
    b_hand: int, *entries: dict[str, Any], hdr: dict[str, Any] | None = None
) -> dict[str, Any]:
    """Turn 3's 対決 won by B (86): B is turn 4's 先攻, with `b_hand` in hand and 14 - `b_hand` in the deck."""
    snap = _confrontation(announced=["B", "R"], declines=2)
    b(snap)["hand"]["count"], b(snap)["deck"]["count"] = b_hand, 14 - b_hand
    end = at("confrontation", None, "confrontation_end", winner="B", discarded=[], life_loss=5)
    return log(snap, end, *entries, hdr=hdr)


PLAY_C3_T4 = at("first", "B", "play", turn=4, card=card("B:c4", "C3"), sources=["B:s3"], chain_on="B:c3")


def test_101_the_first_players_play_after_the_confrontation_before_his_draw() -> None:
    # 82: turn 4's 先攻の番 begins at once after the 対決 「直ちにカードを引くことで」; 96: the 番 begins with the
    # draw. B is at the start of his 番, and the act he put before the draw (4 in hand: it takes 1, 97) is
    # a play, which 101 forbids before the draw is complete. Not 16/110's "outside his 番": the 番 is due
    # at once (82), and the same position cut as a snapshot (turn 4, "drawn": false) reads so already.
    bad = _after_confrontation(4, PLAY_C3_T4)
    twin = _after_confrontation(4, at("first", "B", "draw", turn=4, count=1), PLAY_C3_T4)
    report = prove(bad, "myearth.ban.play_before_draw", 2, twin=twin)
    assert any(c.endswith(":101") for c in report.findings[0].clauses)
    _same_from_each_cut(bad, [1])


def test_99_the_first_players_play_after_the_confrontation_before_his_cut() -> None:
    # 6 in hand: the cut to the limit is part of the draw (99), so the play is still before the draw.
    cut = at("first", "B", "limit_discard", turn=4, count=1, cards=["C3"])
    bad = _after_confrontation(6, PLAY_C3_T4)
    draw_0 = at("first", "B", "draw", turn=4, count=0)
    prove(bad, "myearth.ban.play_before_draw", 2, twin=_after_confrontation(6, cut, draw_0, PLAY_C3_T4))


def test_98_the_first_players_play_after_the_confrontation_with_text_on_the_limit() -> None:
    # 5 in hand and C2's text may set B's limit (98): the draw may take a card, so whether the play came
    # before the draw is for a judge; it is in B's 番 either way (82).
    hdr = header()
    hdr["cards"]["C2"]["text"] = True
    got = replay(_after_confrontation(5, PLAY_C3_T4, hdr=hdr)).findings
    assert [(f.seq, f.code, str(f.verdict)) for f in got] == [
        (2, "myearth.ban.play_before_draw", "needs_ruling")
    ]
    assert "limit" in (got[0].unknown or "")


def test_110_the_other_players_play_after_the_confrontation_is_outside_his_ban() -> None:
    # R is turn 4's 後攻: R's 番 begins only when B ends his (83), so R's play is outside his own 番 (16, 110).
    r_play = at("first", "R", "play_source", turn=4, card=card("R:h1", "L"))
    assert [code for _, code, _ in findings(_after_confrontation(4, r_play))] == ["myearth.ban.not_own_ban"]


# --- 95, 96, 111: the deemed draw is the 番's draw ----------------------------------------------------
def test_111_a_draw_that_takes_a_card_after_the_deemed_draw_is_a_second_draw() -> None:
    # B played C3 with 5 in hand and no draw (deemed, 96): 4 in hand now, so a draw of 1 takes a card a
    # second time in the 番. A draw of 0 is the deemed draw written late.
    snap = _before_draw(hand=5, deck=9, drawn=False)
    bad = log(snap, CHAIN_C3, at("first", "B", "draw", count=1), END)
    first = (1, "myearth.ban.play_before_draw", "needs_ruling")
    assert findings(bad) == [first, (2, "myearth.ban.second_draw", "illegal")]
    assert findings(log(snap, CHAIN_C3, DRAW_0, END)) == [first]
    finding = replay(bad).findings[1]
    assert "deemed" in finding.message_en and "みなされた" in finding.message_ja


def test_111_a_second_draw_of_0_after_the_late_one_is_a_second_draw() -> None:
    snap = _before_draw(hand=5, deck=9, drawn=False)
    assert findings(log(snap, CHAIN_C3, DRAW_0, DRAW_0)) == [
        (1, "myearth.ban.play_before_draw", "needs_ruling"),
        (3, "myearth.ban.second_draw", "illegal"),
    ]


# --- 91, 92: the deemed draw releases the used sources -----------------------------------------------
def test_92_the_deemed_draw_releases_the_used_sources() -> None:
    # B:s3 was used in B's last turn and nothing is stacked on it: the draw of 0 deemed made at the start
    # of B's 番 releases it (92), so C3 may be paid with it (no cost.used_source, whatever the reading of
    # the play before a declared draw).
    snap = _before_draw(hand=5, deck=9, drawn=False)
    b(snap)["field"]["sources"][2]["used"] = True
    assert findings(log(snap, CHAIN_C3, END)) == [(1, "myearth.ban.play_before_draw", "needs_ruling")]


def test_93_a_source_used_after_the_deemed_draw_stays_used() -> None:
    # The release comes once, at the draw: B:s3 released there pays for W1, which resolves and goes to the
    # discard; B:s3 stays used until B's next draw (93, 94), so it cannot pay for C3 as well.
    snap = _before_draw(hand=5, deck=9, drawn=False)
    b(snap)["field"]["sources"][2]["used"] = True
    w1 = at("first", "B", "support", card=card("B:h1", "W1"), sources=["B:s3"], target="B:c3")
    chain = [w1, at("first", "R", "pass"), at("first", None, "resolve", card=card("B:h1", "W1"))]
    prove(
        log(snap, *chain, CHAIN_C3),
        "myearth.cost.used_source",
        4,
        twin=log(snap, DRAW_0, *chain, END),
        allow=("myearth.ban.play_before_draw",),
    )


def _second_ban(r_hand: int) -> dict[str, Any]:
    """R's 番 (the 後攻) in turn 3, before its draw, R:s1-R:s3 used since R's last 番 (92, 93)."""
    snap = _before_draw(hand=5, deck=9, drawn=True)
    snap["phase"], snap["this_turn"] = "second", {"drawn": False}
    r(snap)["hand"]["count"], r(snap)["deck"]["count"] = r_hand, 14 - r_hand
    return snap


def _confrontation_support(snap: dict[str, Any], support: dict[str, Any]) -> dict[str, Any]:
    return log(
        snap,
        at("second", "R", "end_ban"),
        at("confrontation", "B", "announce", total=5),
        at("confrontation", "R", "announce", total=0),
        at("confrontation", "B", "pass"),
        support,
        at("confrontation", "B", "pass"),
    )


K1_ON_C3 = at("confrontation", "R", "support", card=card("R:h1", "K1"), sources=["R:s1"], target="B:c3")


def test_92_a_ban_ended_with_the_deemed_draw_takes_no_used_source_into_the_confrontation() -> None:
    # R has 5 in hand and ends the 番 at once: the 番 began with the deemed draw of 0 (96), which released
    # R:s1-R:s3 (92), so K1 paid with R:s1 in the 対決 is paid with an unused source.
    assert findings(_confrontation_support(_second_ban(5), K1_ON_C3)) == []


def test_92_the_deemed_draw_releases_only_its_own_sides_sources() -> None:
    # 92 releases at 「次の自分の番の最初」: R's deemed draw leaves B's used B:s3 used (B's draw comes in
    # B's 番), so W1 paid with it in the 対決 is paid with a used source (94).
    snap = _second_ban(5)
    b(snap)["field"]["sources"][2]["used"] = True
    w1 = at("confrontation", "B", "support", card=card("B:h1", "W1"), sources=["B:s3"], target="B:c3")
    bad = log(
        snap,
        at("second", "R", "end_ban"),
        at("confrontation", "B", "announce", total=5),
        at("confrontation", "R", "announce", total=0),
        w1,
    )
    twin = copy.deepcopy(bad)
    twin["header"]["snapshot"]["players"]["B"]["field"]["sources"][2]["used"] = False
    prove(bad, "myearth.cost.used_source", 4, twin=twin)


# --- 99: a hand above the limit is cut first, as part of the draw ------------------------------------
def _six() -> dict[str, Any]:
    snap = _before_draw(hand=5, deck=9, drawn=False)
    b(snap)["hand"]["count"], b(snap)["deck"]["count"] = 6, 8  # an effect drew B a card in R's 番
    return snap


CUT = at("first", "B", "limit_discard", count=1, cards=["C3"])


def test_99_a_play_before_the_cut_is_before_the_draw_and_none_is_needed_after_it() -> None:
    # 6 in hand: the cut to 5 is part of drawing (99); a play before it comes before the draw (101). After
    # the cut the hand is at the limit and the draw of 0 is deemed (96): the play needs no logged draw.
    twin = log(_six(), CUT, DRAW_0, CHAIN_C3, END)
    prove(log(_six(), CHAIN_C3, END), "myearth.ban.play_before_draw", 1, twin=twin)
    assert findings(log(_six(), CUT, CHAIN_C3, END)) == [(2, "myearth.ban.play_before_draw", "needs_ruling")]


def test_99_a_draw_right_after_the_cut_is_the_same_draw_its_count_judged() -> None:
    assert findings(log(_six(), CUT, DRAW_0, CHAIN_C3, END)) == []
    bad = log(_six(), CUT, at("first", "B", "draw", count=1), CHAIN_C3, END)
    assert findings(bad) == [(2, "myearth.ban.draw_count", "illegal")]


def test_107_the_end_discard_is_not_the_cut_to_the_limit() -> None:
    # 6 in hand, no cut, and the end-of-番 discard: 107 keeps that discard apart from the cut 99 owes, so
    # the cut was skipped (99). The 番's draw is then taken as made, as a draw logged without the cut is.
    bad = log(_six(), DISCARD_C3, END)
    report = prove(bad, "myearth.ban.limit_discard", 1, twin=log(_six(), CUT, DISCARD_C3, END))
    assert any(c.endswith(":107") for c in report.findings[0].clauses)
    assert findings(log(_six(), DISCARD_C3, at("first", "B", "draw", count=1))) == [
        (1, "myearth.ban.limit_discard", "illegal"),
        (2, "myearth.ban.second_draw", "illegal"),
    ]


def test_107_the_end_discard_message_names_the_skipped_cut_not_a_discard_of_0() -> None:
    # 99, 107: B discarded a card at the end of the 番; what was skipped is the cut at the draw. The message
    # says so, with the card the end-of-番 discard really put away, not "discarded 0".
    finding = replay(log(_six(), DISCARD_C3, END)).findings[0]
    assert finding.code == "myearth.ban.limit_discard"
    assert finding.evidence["count"] == 0 and finding.evidence["discarded"] == 1
    assert finding.message_en == (
        "B began the 番 with 6 cards and made no cut to the limit at the draw (the end-of-番 discard of 1 is "
        "not that cut, 107); the hand is cut to exactly 5 as part of the draw."
    )
    assert finding.message_ja == (
        "Bは番の開始時に手札6枚で、カードを引く時に上限枚数まで捨てていません（番の終了時に捨てた1枚はその"
        "調整ではありません）。上限枚数5枚ちょうどになるように捨てます。"
    )
    assert "discarded 0" not in finding.message_en and "0枚捨てました" not in finding.message_ja


def test_99_a_draw_without_the_cut_still_says_discarded_0() -> None:
    # 99: no card was put away before the draw; the message for that case is unchanged.
    finding = replay(log(_six(), at("first", "B", "draw", count=0), END)).findings[0]
    assert finding.code == "myearth.ban.limit_discard"
    assert finding.message_en == (
        "B began the 番 with 6 cards and discarded 0; the hand is cut to exactly 5 as part of the draw."
    )
    assert (
        finding.message_ja
        == "Bは番の開始時に手札6枚で0枚捨てました。上限枚数5枚ちょうどになるように捨てます。"
    )


# --- 98: card text that may change the limit ----------------------------------------------------------
def _text_header() -> dict[str, Any]:
    hdr = header()
    hdr["cards"]["C2"]["text"] = True  # B:c3 on B's field: its text may set B's hand limit (98)
    return hdr


def test_98_with_text_that_may_change_the_limit_a_play_without_the_draw_is_for_a_judge() -> None:
    snap = _before_draw(hand=5, deck=9, drawn=False)
    hdr = _text_header()
    bad = log(snap, CHAIN_C3, END, hdr=hdr)
    twin = log(snap, DRAW_0, CHAIN_C3, END, hdr=hdr)
    # The 番 then ends with no draw: whether one was owed is the same question (ban.draw_missing, 98).
    report = prove(
        bad,
        "myearth.ban.play_before_draw",
        1,
        twin=twin,
        verdict="needs_ruling",
        allow=("myearth.ban.draw_missing",),
    )
    assert report.findings[0].unknown


def test_98_with_text_that_may_change_the_limit_the_end_discard_without_the_draw_is_for_a_judge() -> None:
    snap = _before_draw(hand=5, deck=9, drawn=False)
    hdr = _text_header()
    bad = log(snap, DISCARD_C3, END, hdr=hdr)
    twin = log(snap, DRAW_0, DISCARD_C3, END, hdr=hdr)
    report = prove(
        bad,
        "myearth.ban.discard_before_draw",
        1,
        twin=twin,
        verdict="needs_ruling",
        allow=("myearth.ban.draw_missing",),
    )
    assert report.findings[0].unknown


def test_98_with_no_card_in_the_deck_the_draw_is_of_0_whatever_the_limit() -> None:
    snap = _before_draw(hand=5, deck=0, drawn=False)
    assert findings(log(snap, DISCARD_C3, END, hdr=_text_header())) == []
    got = replay(log(snap, CHAIN_C3, END, hdr=_text_header())).findings
    assert [(f.seq, f.code) for f in got] == [(1, "myearth.ban.play_before_draw")]
    assert "declared" in (got[0].unknown or "")  # the open reading of 96, not the limit (98)


# --- snapshots carry the deemed draw --------------------------------------------------------------------
def test_96_a_snapshot_after_a_play_with_the_deemed_draw_carries_it() -> None:
    snap = _before_draw(hand=5, deck=9, drawn=False)
    cut = _snapshot_after(log(snap, CHAIN_C3), 1)
    assert cut["this_turn"] == {"drawn": False, "discarded": False, "deemed_drawn": True}
    # The release (92) is in the position: B:s3 pays for C3 and is under it.
    for second in (at("first", "B", "draw", count=1), DRAW_0, END):
        _same_from_each_cut(log(snap, CHAIN_C3, second, END), [1, 2])


def test_92_a_ban_ended_with_the_deemed_draw_cut_anywhere_replays_the_same() -> None:
    game = _confrontation_support(_second_ban(5), K1_ON_C3)
    _same_from_each_cut(game, [1, 3, 4])


def test_docs_example_of_the_deemed_draw() -> None:
    # docs/log-format-myearth.md, "The draw deemed made": B:s3 used, 5 in hand, C3 at once, the late draw.
    snap = _before_draw(hand=5, deck=9, drawn=False)
    b(snap)["field"]["sources"][2]["used"] = True
    first = (1, "myearth.ban.play_before_draw", "needs_ruling")
    assert findings(log(snap, CHAIN_C3, DRAW_0, END)) == [first]
    assert findings(log(snap, CHAIN_C3, at("first", "B", "draw", count=1), END)) == [
        first,
        (2, "myearth.ban.second_draw", "illegal"),
    ]
    four = _before_draw(hand=4, deck=10, drawn=False)
    b(four)["field"]["sources"][2]["used"] = True
    assert findings(log(four, CHAIN_C3, at("first", "B", "draw", count=1), END))[0] == (
        1,
        "myearth.ban.play_before_draw",
        "illegal",
    )
