"""The event policy `deemed_draw_first_play` (policies.py), written from the rulebook.

96: 「自分の番は、カードを引くことによって始まる。この動作を省略することはできない。但し、山札がない場合、又は
手札が上限枚数とちょうど同じ枚数ある場合、及び山札が0枚である場合、0枚のカードを引いたものとみなす。」
101: 「各プレイヤーは、カードを引く動作の完了前にカードを出す動作を開始してはならない。」

A side plays a card as the first act of its 番, with no draw logged, when the draw would take no card.
- `after_draw` (reading A): the draw of 0 is deemed made before the play, so the play is after it: legal.
- `declare_first` (reading B, the blind held-out scenario myearth-ho2-play-before-draw): the draw cannot be
  left out, so it is still declared before any play: the play is `ban.play_before_draw`, illegal (101, 96).
- Unset: `ban.play_before_draw` as needs_ruling with the open question, exactly as before the policy, so an
  old log replays to the same findings.
A `draw` of 0 logged before the play (the legal twin) gives no finding under any choice. The draw is
deemed made under every reading, so the play's sources released by it (92) are in order either way.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from judge.engine import event_policies, replay
from judge.engine.games.myearth.policies import POLICIES
from judge.engine.games.myearth.turns import DEEMED_DRAW_PLAY
from tests.unit.engine.myearth.test_myearth_snapshot import CHAIN_C3, _before_draw, at, header, log
from tests.unit.engine.proof import prove

DRAW_0 = at("first", "B", "draw", count=0)
END = at("first", "B", "end_ban")


def with_policy(choice: str | None) -> dict[str, Any]:
    hdr = header()
    if choice is not None:
        hdr["options"] = dict(hdr.get("options") or {}) | {"policies": {"deemed_draw_first_play": choice}}
    return hdr


def findings(game: dict[str, Any]) -> list[tuple[int | None, str, str, str | None]]:
    return [(f.seq, f.code, str(f.verdict), f.unknown) for f in replay(copy.deepcopy(game)).findings]


@pytest.mark.parametrize("hand,deck", [(5, 9), (3, 0)])  # the hand at the limit (98); no card in the deck
def test_declare_first_a_first_play_without_the_draw_of_0_is_illegal(hand: int, deck: int) -> None:
    snap = _before_draw(hand=hand, deck=deck, drawn=False)
    hdr = with_policy("declare_first")
    report = prove(
        log(snap, CHAIN_C3, END, hdr=hdr),
        "myearth.ban.play_before_draw",
        1,
        twin=log(snap, DRAW_0, CHAIN_C3, END, hdr=hdr),
    )
    hit = report.findings[0]
    assert hit.unknown is None
    assert {"myearth:96", "myearth:101"} <= set(hit.clauses)


@pytest.mark.parametrize("hand,deck", [(5, 9), (3, 0)])
def test_after_draw_a_first_play_comes_after_the_deemed_draw_of_0(hand: int, deck: int) -> None:
    snap = _before_draw(hand=hand, deck=deck, drawn=False)
    hdr = with_policy("after_draw")
    assert findings(log(snap, CHAIN_C3, END, hdr=hdr)) == []
    assert findings(log(snap, DRAW_0, CHAIN_C3, END, hdr=hdr)) == []


def test_unset_the_first_play_is_for_a_judge_as_before_the_policy() -> None:
    snap = _before_draw(hand=5, deck=9, drawn=False)
    for hdr in (with_policy(None), header() | {"options": {"policies": {}}}):
        report = prove(
            log(snap, CHAIN_C3, END, hdr=hdr),
            "myearth.ban.play_before_draw",
            1,
            twin=log(snap, DRAW_0, CHAIN_C3, END, hdr=hdr),
            verdict="needs_ruling",
        )
        assert report.findings[0].unknown == DEEMED_DRAW_PLAY


@pytest.mark.parametrize("choice", [None, "after_draw", "declare_first"])
def test_the_policy_touches_only_the_deemed_draw(choice: str | None) -> None:
    hdr = with_policy(choice)
    # The legal twin: a draw of 0 logged before the play.
    snap = _before_draw(hand=5, deck=9, drawn=False)
    assert findings(log(snap, DRAW_0, CHAIN_C3, END, hdr=hdr)) == []
    # A draw that takes a card (4 in hand, 97): a play before it is before the draw (101) whatever the event chose.
    snap = _before_draw(hand=4, deck=10, drawn=False)
    # The 番 then ends with that draw never made (96, ban.draw_missing), whatever the event chose.
    assert findings(log(snap, CHAIN_C3, END, hdr=hdr)) == [
        (1, "myearth.ban.play_before_draw", "illegal", None),
        (2, "myearth.ban.draw_missing", "illegal", None),
    ]
    # The end of the 番 as the first act is not a play: no finding under any choice.
    snap = _before_draw(hand=5, deck=9, drawn=False)
    assert findings(log(snap, END, hdr=hdr)) == []


def test_only_the_first_play_is_judged_by_the_policy() -> None:
    snap = _before_draw(hand=5, deck=9, drawn=False)
    w1 = at("first", "B", "support", card={"iid": "B:h1", "card": "W1"}, sources=["B:s3"], target="B:c3")
    chain = [at("first", "B", "play_source", card={"iid": "B:h2", "card": "L"}), w1, at("first", "R", "pass")]
    resolve = at("first", None, "resolve", card={"iid": "B:h1", "card": "W1"})
    got = findings(log(snap, *chain, resolve, END, hdr=with_policy("declare_first")))
    assert got == [(1, "myearth.ban.play_before_draw", "illegal", None)]
    assert findings(log(snap, *chain, resolve, END, hdr=with_policy("after_draw"))) == []


def test_a_choice_the_policy_does_not_offer_is_a_header_error() -> None:
    # A misspelt choice is not read as unset (which would quietly ask a judge): the log cannot be replayed.
    snap = _before_draw(hand=5, deck=9, drawn=False)
    (hit,) = replay(log(snap, CHAIN_C3, END, hdr=with_policy("declare"))).findings
    assert hit.code == "log.unreadable"
    assert hit.evidence["path"] == "$.header.options.policies.deemed_draw_first_play"
    hdr = header() | {"options": {"policies": ["declare_first"]}}
    (hit,) = replay(log(snap, CHAIN_C3, END, hdr=hdr)).findings
    assert hit.code == "log.unreadable" and hit.evidence["path"] == "$.header.options.policies"
    # A policy name this engine does not know is left alone (another game's, or a later one).
    hdr = header() | {"options": {"policies": {"deck_out": "empty_deck"}}}
    assert [f[1] for f in findings(log(snap, CHAIN_C3, END, hdr=hdr))] == ["myearth.ban.play_before_draw"]


def test_the_registry_names_the_question_in_both_languages_with_its_clauses() -> None:
    book = event_policies()["myearth"]
    policy = POLICIES["deemed_draw_first_play"]
    assert book.policies["deemed_draw_first_play"] is policy
    assert policy.choices == ("after_draw", "declare_first") and not policy.confidence
    assert policy.clauses == ("96", "101")
    assert "96" in policy.question_ja and "101" in policy.question_ja
    assert "96" in policy.question_en and "101" in policy.question_en
    assert book.label("declare_first").startswith("違反") and "（96項、101項）" in book.label("declare_first")
    assert book.label("declare_first", english=True).startswith("illegal")
    assert "(96, 101)" in book.label("declare_first", english=True)
    assert book.label("after_draw").startswith("適正") and "（96項）" in book.label("after_draw")
    assert (
        book.label("after_draw", english=True) == "legal: the draw of 0 is deemed made before the play (96)"
    )
    # The DM registry stays where it was, behind the same shared type.
    from judge.engine.core.policies import Policy
    from judge.engine.games.dm_variants.formats import Policy as DMPolicy

    assert DMPolicy is Policy and event_policies()["dm-variants"].slug == "dm-variants"
