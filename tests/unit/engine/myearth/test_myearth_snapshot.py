"""Mid-game snapshots (header.snapshot) for the MyEarth engine, written from the official rules (2nd edition).

The legal position used throughout is the example game (example.py) just after B's draw in turn 3 (B won
turn 2's 対決, so B is the 先攻, 86). Each side's deck holds 20 cards (58); the header adds one 【ss】 card
(SS, cost 人1, which both sides may use: 55, 56) to each deck in place of one source.

- B: Earth Life 19; 9 cards in the deck, 5 in hand; discard C1; on the field the sources B:s1 (陸) under
  B:c2 (C1), B:s2 (陸) under B:c3 (C2, chained on C1, 172) and B:s3 (里山, declared 人, 113) unused.
  9 + 5 + 1 + 3 + 2 = 20.
- R: Earth Life 19; 12 cards in the deck, 2 in hand; discard K1, R1, R2; on the field the sources
  R:s1-R:s3 (二酸化炭素), all in the used state until R's next draw (92, 93). 12 + 2 + 3 + 3 = 20.

A finding about the position itself has seq None; see tests/unit/engine/proof.py.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.engine import replay
from judge.engine.core.logreader import read_log
from judge.engine.core.replay import ReplayContext
from judge.engine.games.myearth.game import GAME
from judge.engine.games.myearth.generator import generate_game
from judge.engine.games.myearth.snapshot import snapshot_of
from judge.engine.games.myearth.state import MyEarthState
from tests.unit.engine.myearth.example import example_log
from tests.unit.engine.proof import prove

SS = {
    "name": "テストのss",
    "type": "support",
    "attributes": ["人"],
    "keywords": {"cost": {"人": 1}, "support": "ss"},
}


def header() -> dict[str, Any]:
    hdr = example_log()["header"]
    hdr["cards"]["SS"] = copy.deepcopy(SS)
    hdr["decklists"]["B"]["main"] |= {"L": 7, "SS": 1}
    hdr["decklists"]["R"]["main"] |= {"CO": 11, "SS": 1}
    return hdr


def c(iid: str, cid: str, *sources: str, **extra: Any) -> dict[str, Any]:
    return {"iid": iid, "card": cid, "sources": list(sources)} | extra


def src(iid: str, cid: str, attribute: str, **extra: Any) -> dict[str, Any]:
    return {"iid": iid, "card": cid, "attribute": attribute} | extra


def position() -> dict[str, Any]:
    """The legal position of the module docstring, written as snapshot_of writes it."""
    return {
        "turn": 3,
        "phase": "first",
        "turn_players": ["B", "R"],
        "this_turn": {"drawn": True, "discarded": False},
        "players": {
            "B": {
                "life": 19,
                "deck": {"count": 9},
                "hand": {"count": 5},
                "discard": ["C1"],
                "removed": [],
                "field": {
                    "sources": [
                        src("B:s1", "L", "陸"),
                        src("B:s2", "L", "陸"),
                        src("B:s3", "LH", "人", used=False),
                    ],
                    "groups": [[c("B:c2", "C1", "B:s1"), c("B:c3", "C2", "B:s2")]],
                    "supports": [],
                },
            },
            "R": {
                "life": 19,
                "deck": {"count": 12},
                "hand": {"count": 2},
                "discard": ["K1", "R1", "R2"],
                "removed": [],
                "field": {
                    "sources": [src(f"R:s{i}", "CO", "二酸化炭素", used=True) for i in (1, 2, 3)],
                    "groups": [],
                    "supports": [],
                },
            },
        },
    }


def log(snap: Any, *entries: dict[str, Any], hdr: dict[str, Any] | None = None) -> dict[str, Any]:
    return {
        "header": (hdr or header()) | {"snapshot": copy.deepcopy(snap)},
        "entries": [{"seq": i} | copy.deepcopy(x) for i, x in enumerate(entries, start=1)],
    }


def at(phase: str, actor: str | None, act: str, turn: int = 3, **args: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"turn": turn, "phase": phase, "act": act, "args": args}
    return out | ({"actor": actor} if actor is not None else {})


def b(snap: dict[str, Any]) -> dict[str, Any]:
    return snap["players"]["B"]


def r(snap: dict[str, Any]) -> dict[str, Any]:
    return snap["players"]["R"]


def card(iid: str, cid: str) -> dict[str, str]:
    return {"iid": iid, "card": cid}


LEGAL = log(position())
# B chains C3 (陸1 人1) on C2 with its unused 人 source: the mixed chain C1-C2-C3 needs 陸 and 人 and
# 3 sources, as it already held 2 陸 (178-180).
CHAIN_C3 = at("first", "B", "play", card=card("B:c4", "C3"), sources=["B:s3"], chain_on="B:c3")


# --- (a) a legal position and legal play from it ---------------------------------------------------
def test_a_legal_position_and_a_legal_turn_from_it_give_no_finding() -> None:
    entries = [
        CHAIN_C3,
        at("first", "B", "end_ban"),
        # 97: R's hand of 2 fills to the limit of 5; 92: R's used sources with nothing on them are released.
        at("second", "R", "draw", count=3),
        at("second", "R", "play", card=card("R:c2", "R3"), sources=["R:s1", "R:s2", "R:s3"]),
        at("second", "R", "end_ban"),
        at("confrontation", "B", "announce", total=9),  # 2 + 3 + 4 (170)
        at("confrontation", "R", "announce", total=5),
        at("confrontation", "B", "pass"),
        at("confrontation", "R", "pass"),
        at("confrontation", None, "confrontation_end", winner="B", discarded=["R:c2"], life_loss=4),
        at("first", "B", "draw", turn=4, count=1),  # 86: the winner goes first; 4 cards in hand, draw 1
    ]
    report = replay(log(position(), *entries))
    assert [(f.seq, f.code) for f in report.findings] == []
    state = report.final_state
    assert (state["turn"], state["stage"], state["first"]) == (4, "ban0", "B")
    assert state["sides"]["R"]["life"] == 15
    assert state["sides"]["B"]["hand"] == 5
    assert state["sides"]["B"]["field"] == ["B:c2", "B:c3", "B:c4", "B:s1", "B:s2", "B:s3"]


def test_the_snapshot_round_trips() -> None:
    state = GAME.start(log(position())["header"], ReplayContext())
    assert snapshot_of(state) == position()


def test_a_snapshot_is_no_longer_ignored() -> None:
    report = replay(LEGAL)
    assert report.findings == []
    assert (report.final_state["turn"], report.final_state["stage"]) == (3, "ban0")
    assert report.final_state["sides"]["R"]["discard"] == 3
    assert report.final_state["sides"]["R"]["used"] == ["R:s1", "R:s2", "R:s3"]


# --- (b) the position must be one the rules allow --------------------------------------------------
def test_112_only_source_cards_are_used_as_sources() -> None:
    snap = position()
    b(snap)["field"]["sources"].append(src("B:x1", "C3", "陸", used=False))
    b(snap)["deck"]["count"] = 8
    prove(log(snap), "myearth.snapshot.improper_card", None, twin=LEGAL)


def test_29_a_group_is_made_of_confrontation_cards() -> None:
    snap = position()
    b(snap)["field"]["groups"].append([c("B:x1", "W1", "B:s3")])
    b(snap)["field"]["sources"][2] = src("B:s3", "LH", "人")
    b(snap)["deck"]["count"] = 8
    prove(log(snap), "myearth.snapshot.improper_card", None, twin=LEGAL)


def test_158_a_group_stays_only_while_its_cost_is_met() -> None:
    snap = position()
    b(snap)["field"]["groups"][0][1]["sources"] = []  # C1-C2 needs 2 陸 and holds only B:s1
    b(snap)["field"]["sources"][1] = src("B:s2", "L", "陸", used=True)
    prove(log(snap), "myearth.snapshot.cost_unmet", None, twin=LEGAL)


def test_172_a_card_chains_only_on_a_name_it_lists() -> None:
    snap = position()
    b(snap)["field"]["groups"] = [[c("B:c2", "C2", "B:s1"), c("B:c3", "C1", "B:s2")]]  # C1 lists no name
    prove(log(snap), "myearth.chain.name", None, twin=LEGAL)


def test_182_a_group_uses_no_source_of_an_attribute_it_does_not_need() -> None:
    snap = position()
    b(snap)["field"]["groups"][0][1]["sources"] = ["B:s2", "B:s3"]  # 人 for a chain of 陸 cards
    b(snap)["field"]["sources"][2] = src("B:s3", "LH", "人")
    prove(log(snap), "myearth.chain.foreign_attribute", None, twin=LEGAL)


def test_113_a_special_source_has_the_attribute_it_was_played_as() -> None:
    snap = position()
    b(snap)["field"]["sources"][2]["attribute"] = "海"  # 里山 is 陸 and 人
    prove(log(snap), "myearth.source.declared_attribute", None, twin=LEGAL)


def test_162_a_confrontation_card_at_strength_0_is_already_discarded() -> None:
    snap = position()
    b(snap)["field"]["groups"][0][1]["strength"] = -3  # C2's strength 3 lowered by 3 (163)
    prove(log(snap), "myearth.field.strength_zero", None, twin=LEGAL)


def test_243_an_ordinary_support_card_is_not_left_on_the_field() -> None:
    snap = position()
    r(snap)["field"]["supports"] = [c("R:k2", "K1", "R:s3")]
    r(snap)["field"]["sources"][2] = src("R:s3", "CO", "二酸化炭素")
    r(snap)["deck"]["count"] = 11
    prove(log(snap), "myearth.support.leaves_field", None, twin=LEGAL)


def _ss(snap: dict[str, Any], seat: str) -> None:
    snap["players"][seat]["field"]["supports"] = [c(f"{seat}:ss", "SS")]
    snap["players"][seat]["deck"]["count"] -= 1


def test_272_at_most_one_ss_card_stays_on_the_fields() -> None:
    snap, twin = position(), position()
    _ss(snap, "B")
    _ss(snap, "R")
    _ss(twin, "B")
    prove(log(snap), "myearth.snapshot.ss_cards", None, twin=log(twin))


def test_4_every_card_of_the_deck_is_counted() -> None:
    snap = position()
    b(snap)["deck"]["count"] = 8  # 19 of B's 20 cards
    prove(log(snap), "myearth.snapshot.card_count", None, twin=LEGAL)


def test_4_known_hand_cards_come_from_the_decklist_too() -> None:
    snap = position()
    b(snap)["hand"]["cards"] = ["C3", "C3", {"iid": "B:h3", "card": "C3"}]  # the decklist holds 2
    prove(log(snap), "myearth.snapshot.not_in_decklist", None, twin=LEGAL)


def test_4_cards_come_from_the_decklist() -> None:
    snap = position()
    b(snap)["discard"] = ["C1", "C1"]  # with B:c2 three C1; the decklist holds 2
    b(snap)["deck"]["count"] = 8
    prove(log(snap), "myearth.snapshot.not_in_decklist", None, twin=LEGAL)


def test_142_a_snapshot_at_earth_life_0_is_a_game_already_over() -> None:
    snap = position()
    r(snap)["life"] = 0
    late = at("first", "B", "end_ban")
    twin = log(snap, at("first", None, "result", winner="B"))
    prove(log(snap, late), "myearth.game.continued", 1, twin=twin)


# --- (c) the rules judged after a snapshot exactly as in a full game --------------------------------
def _ban(**this_turn: Any) -> dict[str, Any]:
    snap = position()
    snap["this_turn"] = this_turn
    return snap


def test_95_a_play_before_the_draw_the_snapshot_says_is_still_owed() -> None:
    # 4 in hand and 10 in the deck: the draw takes a card (97). With 5, the limit, the draw of 0 would be
    # deemed made (96) and the play in order (test_myearth_deemed_draw.py).
    snap = _before_draw(drawn=False, discarded=False)
    twin = log(snap, at("first", "B", "draw", count=1), CHAIN_C3)
    prove(log(snap, CHAIN_C3), "myearth.ban.play_before_draw", 1, twin=twin)


def test_111_a_second_draw_after_the_snapshot_says_the_draw_was_made() -> None:
    draw = at("first", "B", "draw", count=0)
    prove(log(position(), draw), "myearth.ban.second_draw", 1, twin=log(_ban(drawn=False), draw))


def test_107_a_play_after_the_snapshot_says_the_discard_was_made() -> None:
    snap = _ban(drawn=True, discarded=True)
    prove(log(snap, CHAIN_C3), "myearth.ban.play_after_discard", 1, twin=log(position(), CHAIN_C3))


def test_262_a_support_after_the_window_closed() -> None:
    snap, twin = _confrontation(declines=2), _confrontation(declines=0)
    w1 = at("confrontation", "B", "support", card=card("B:h1", "W1"), sources=["B:s3"], target="B:c3")
    prove(log(snap, w1), "myearth.confrontation.support_after_close", 1, twin=log(twin, w1))


# Facts a snapshot leaves out stay unknown: the check that needs one is needs_ruling, never a guess.
def _needs_ruling(bad: dict[str, Any], code: str, twin: dict[str, Any]) -> None:
    report = prove(bad, code, 1, twin=twin, verdict="needs_ruling")
    assert report.findings[0].unknown


def test_95_a_play_when_the_snapshot_does_not_say_the_draw_was_made() -> None:
    _needs_ruling(
        log(_ban(discarded=False), CHAIN_C3), "myearth.ban.play_before_draw", log(position(), CHAIN_C3)
    )


def test_111_a_draw_that_may_be_the_second() -> None:
    draw = at("first", "B", "draw", count=0)
    _needs_ruling(log(_ban(discarded=False), draw), "myearth.ban.second_draw", log(_ban(drawn=False), draw))


def test_96_a_draw_of_the_wrong_count_is_illegal_even_if_the_draw_is_unknown() -> None:
    # A draw when the hand is at the limit is of 0 cards (96); 1 card is wrong whether or not it was the first.
    draw = at("first", "B", "draw", count=1)
    report = replay(log(_ban(discarded=False), draw))
    assert [(f.seq, f.code, str(f.verdict)) for f in report.findings] == [
        (1, "myearth.ban.second_draw", "needs_ruling"),
        (1, "myearth.ban.draw_count", "illegal"),
    ]


def test_99_a_cut_to_the_limit_that_may_come_after_the_draw() -> None:
    def six(**this_turn: Any) -> dict[str, Any]:
        snap = _ban(**this_turn)
        b(snap)["hand"]["count"], b(snap)["deck"]["count"] = 6, 8  # an effect returned a card to the hand
        return snap

    cut = at("first", "B", "limit_discard", count=1, cards=["C3"])
    _needs_ruling(log(six(discarded=False), cut), "myearth.ban.limit_discard", log(six(drawn=False), cut))


def test_107_a_play_when_the_snapshot_does_not_say_the_discard_was_made() -> None:
    _needs_ruling(
        log(_ban(drawn=True), CHAIN_C3), "myearth.ban.play_after_discard", log(position(), CHAIN_C3)
    )


def test_95_a_snapshot_before_the_draw_is_also_before_the_end_discard() -> None:
    # drawn: false without discarded: the draw comes first in the 番 (95) and the end-of-番 discard last
    # (106), so after the draw the log records a play is not one after the discard.
    snap = _ban(drawn=False)
    b(snap)["hand"]["count"], b(snap)["deck"]["count"] = 4, 10
    draw = at("first", "B", "draw", count=1)
    assert replay(log(snap, draw, CHAIN_C3)).findings == []


def _before_draw(hand: int = 4, deck: int = 10, **this_turn: Any) -> dict[str, Any]:
    """B's 番 before its draw: `hand` cards in hand, `deck` in the deck, the rest of the 14 in the discard."""
    snap = _ban(**this_turn)
    b(snap)["hand"]["count"], b(snap)["deck"]["count"] = hand, deck
    rest = ["L"] * 5 + ["H", "H", "LH", "C2", "W1", "C3", "C3", "W1", "SS"]
    b(snap)["discard"] += rest[: 14 - hand - deck]
    return snap


DISCARD_C3 = at("first", "B", "discard", count=1, cards=["C3"])


def test_106_the_end_discard_before_the_draw_the_snapshot_says_is_owed() -> None:
    # 95, 96, 106: the 番 starts with the draw (4 in hand: it takes 1), and the end-of-番 discard ends it.
    snap = _before_draw(drawn=False)
    bad = log(snap, DISCARD_C3, at("first", "B", "draw", count=2), at("first", "B", "end_ban"))
    twin = log(snap, at("first", "B", "draw", count=1), DISCARD_C3, at("first", "B", "end_ban"))
    prove(bad, "myearth.ban.discard_before_draw", 1, twin=twin)


def test_107_a_play_after_a_discard_made_before_the_draw_is_still_after_the_discard() -> None:
    # discard, draw, play: the discard is out of order at the discard (96, 106); the play then follows a
    # discard (107). The draw itself, the first of the 番, is not faulted.
    snap = _before_draw(drawn=False)
    report = replay(log(snap, DISCARD_C3, at("first", "B", "draw", count=2), CHAIN_C3))
    assert [(f.seq, f.code, str(f.verdict)) for f in report.findings] == [
        (1, "myearth.ban.discard_before_draw", "illegal"),
        (3, "myearth.ban.play_after_discard", "illegal"),
    ]


def test_106_a_discard_when_the_snapshot_does_not_say_the_draw_was_made_is_not_judged() -> None:
    # Only a draw known to be owed is judged; the draw after it may be a second one (111) as before.
    entries = (DISCARD_C3, at("first", "B", "draw", count=2), at("first", "B", "end_ban"))
    report = replay(log(_before_draw(discarded=False), *entries))
    assert [(f.seq, f.code, str(f.verdict)) for f in report.findings] == [
        (2, "myearth.ban.second_draw", "needs_ruling"),
    ]


def test_96_with_no_card_in_the_deck_the_draw_of_0_is_deemed_made() -> None:
    # 96: with an empty deck the player is deemed to have drawn 0 cards; no draw is owed for the discard
    # to come before, and the logged draw of 0 after it is not faulted either (97: the deck is short).
    snap = _before_draw(hand=4, deck=0, drawn=False)
    entries = (DISCARD_C3, at("first", "B", "draw", count=0), at("first", "B", "end_ban"))
    assert replay(log(snap, *entries)).findings == []


def test_96_with_the_hand_at_the_limit_a_draw_after_the_discard_is_a_second_draw() -> None:
    # 96: with 5 in hand (the limit) the draw of 0 is deemed made, so the discard is in order; a draw that
    # then refills the hand takes cards a second time in the 番 (95, 96, 111). A draw of 0 logged after
    # the discard is the deemed draw written late.
    snap = _before_draw(hand=5, deck=9, drawn=False)
    bad = log(snap, DISCARD_C3, at("first", "B", "draw", count=1), at("first", "B", "end_ban"))
    twin = log(snap, DISCARD_C3, at("first", "B", "draw", count=0), at("first", "B", "end_ban"))
    prove(bad, "myearth.ban.second_draw", 2, twin=twin)
    finding = replay(bad).findings[0]
    assert "deemed" in finding.message_en and "みなされた" in finding.message_ja


def test_107_a_play_after_the_discard_with_the_draw_deemed_made_is_after_the_discard() -> None:
    # 96, 107: with the hand at the limit the draw of 0 is deemed made, so the discard ends the playing; a
    # play after it comes after the discard, not before the draw (101).
    snap = _before_draw(hand=5, deck=9, drawn=False)
    bad = log(snap, DISCARD_C3, CHAIN_C3)
    twin = log(snap, at("first", "B", "draw", count=0), CHAIN_C3, DISCARD_C3)
    prove(bad, "myearth.ban.play_after_discard", 2, twin=twin)


def _deemed_snapshot() -> dict[str, Any]:
    """B's 番 with the hand at the limit (5) and 9 in the deck, cut right after the end-of-番 discard: the
    draw of 0 was deemed made at that discard (96), and no draw is logged."""
    snap = _before_draw(hand=5, deck=9, drawn=False)
    return _snapshot_after(log(snap, DISCARD_C3), 1)


def test_96_a_snapshot_after_the_discard_carries_the_deemed_draw() -> None:
    # A judge arriving after the discard knows that B's draw of 0 was made (96) and the discard too (106);
    # "drawn": false alone would say a draw is still owed.
    assert _deemed_snapshot()["this_turn"] == {"drawn": False, "discarded": True, "deemed_drawn": True}
    # Every other position writes no deemed_drawn: a discard after a real draw, a 番 before a draw that
    # takes a card (4 in hand; a play there is before the draw, 101). With 5 in hand a play is after the
    # draw of 0 deemed made (96) and carries it too (test_myearth_deemed_draw.py).
    after_draw = _snapshot_after(
        log(_before_draw(drawn=False), at("first", "B", "draw", count=1), DISCARD_C3), 2
    )
    assert after_draw["this_turn"] == {"drawn": True, "discarded": True}
    assert _snapshot_after(log(_before_draw(hand=4, deck=10, drawn=False), CHAIN_C3), 1)["this_turn"] == {
        "drawn": False,
        "discarded": False,
    }


def test_96_a_draw_after_the_snapshot_of_a_deemed_draw_is_a_second_draw() -> None:
    # 95, 96, 111: the 番 began with the deemed draw of 0, so a draw that takes a card after the snapshot is
    # a second draw, as it is in the full log. A draw of 0 is that deemed draw written late.
    snap = _deemed_snapshot()
    bad = log(snap, at("first", "B", "draw", count=1), at("first", "B", "end_ban"))
    twin = log(snap, at("first", "B", "draw", count=0), at("first", "B", "end_ban"))
    prove(bad, "myearth.ban.second_draw", 1, twin=twin)
    assert "deemed" in replay(bad).findings[0].message_en
    prove(
        log(snap, CHAIN_C3), "myearth.ban.play_after_discard", 1, twin=log(snap, at("first", "B", "end_ban"))
    )


def test_96_a_deemed_draw_cut_anywhere_replays_the_same() -> None:
    snap = _before_draw(hand=5, deck=9, drawn=False)
    for second in (at("first", "B", "draw", count=1), at("first", "B", "draw", count=0)):
        game = log(snap, DISCARD_C3, second, at("first", "B", "end_ban"))
        _same_from_each_cut(game, [1, 2])


def test_96_a_snapshot_without_deemed_drawn_reads_as_before() -> None:
    # Old snapshots: "drawn": false with "discarded": true is a discard made before a draw still owed (the
    # discard was out of order, 106), so the draw that follows is the 番's first: 4 in hand, it takes 1.
    snap = _deemed_snapshot()
    del snap["this_turn"]["deemed_drawn"]
    assert replay(log(snap, at("first", "B", "draw", count=1), at("first", "B", "end_ban"))).findings == []


def test_145_a_snapshot_after_the_end_discard_is_not_the_start_of_its_turn() -> None:
    # B has no deck (the draw of 0 is deemed made, 96) and discards C3 at the end of the 番: turn 3 has
    # changed (147). R keeps a full hand; B's lone group wins every 対決 (life is not compared, 145). The
    # two unchanged turns are 4 and 5, so the game ends at the end of turn 5, not of turn 4.
    snap = _before_draw(hand=5, deck=0, drawn=False)
    r(snap)["hand"]["count"], r(snap)["deck"]["count"] = 5, 9
    cut = _snapshot_after(log(snap, DISCARD_C3), 1)
    assert cut["this_turn"]["deemed_drawn"] is True

    def turn(n: int) -> list[dict[str, Any]]:
        draw = [] if n == 3 else [at("first", "B", "draw", turn=n, count=0)]
        return [
            *draw,
            at("first", "B", "end_ban", turn=n),
            at("second", "R", "draw", turn=n, count=0),
            at("second", "R", "end_ban", turn=n),
            at("confrontation", "B", "announce", turn=n, total=5),
            at("confrontation", "R", "announce", turn=n, total=0),
            at("confrontation", "B", "pass", turn=n),
            at("confrontation", "R", "pass", turn=n),
            at("confrontation", None, "confrontation_end", turn=n, winner="B", discarded=[], life_loss=5),
        ]

    two = replay(log(cut, *turn(3), *turn(4)))
    assert two.findings == [] and not two.final_state["game_over"]
    three = replay(log(cut, *turn(3), *turn(4), *turn(5)))
    assert three.findings == [] and three.final_state["game_over"]
    full = replay(log(snap, DISCARD_C3, *turn(3), *turn(4)))
    assert full.findings == [] and not full.final_state["game_over"]


def test_98_a_discard_before_the_draw_with_a_text_card_on_the_field_is_for_a_judge() -> None:
    # A card with text the structure does not model may set the hand limit (98): whether the draw would
    # take a card is then a judge's to read.
    hdr = header()
    hdr["cards"]["C2"]["text"] = True  # B:c3 on B's field
    snap = _before_draw(drawn=False)
    bad = log(snap, DISCARD_C3, at("first", "B", "draw", count=2), at("first", "B", "end_ban"), hdr=hdr)
    twin = log(snap, at("first", "B", "draw", count=1), DISCARD_C3, at("first", "B", "end_ban"), hdr=hdr)
    report = prove(bad, "myearth.ban.discard_before_draw", 1, twin=twin, verdict="needs_ruling")
    assert report.findings[0].unknown


def test_106_a_discard_may_name_its_cards_as_references() -> None:
    # The discard's cards are card ids; {"iid", "card"} is read by its card id, as a snapshot's discard is.
    snap = position()
    b(snap)["hand"]["cards"] = [{"iid": "B:h1", "card": "C3"}]
    ref = at("first", "B", "discard", count=1, cards=[{"iid": "B:h1", "card": "C3"}])
    plain = at("first", "B", "discard", count=1, cards=["C3"])
    state = [_snapshot_after(log(snap, x), 1) for x in (ref, plain)]
    assert replay(log(snap, ref)).findings == []
    assert state[0] == state[1]
    assert b(state[0])["discard"] == ["C1", "C3"]


def _confrontation(**this_turn: Any) -> dict[str, Any]:
    snap = position()
    snap["phase"], snap["this_turn"] = "confrontation", this_turn
    return snap


def test_125_the_second_player_announces_when_the_first_may_not_have() -> None:
    bad = log(_confrontation(), at("confrontation", "R", "announce", total=0))
    twin = log(_confrontation(announced=["B"]), at("confrontation", "R", "announce", total=0))
    _needs_ruling(bad, "myearth.confrontation.announce_order", twin)


def test_124_the_second_player_declines_when_the_first_may_not_have_decided() -> None:
    bad = log(_confrontation(announced=["B", "R"]), at("confrontation", "R", "pass"))
    twin = log(_confrontation(announced=["B", "R"], supports_decided=True), at("confrontation", "R", "pass"))
    _needs_ruling(bad, "myearth.confrontation.support_order", twin)


def test_262_a_support_when_the_window_may_be_closed() -> None:
    w1 = at("confrontation", "B", "support", card=card("B:h1", "W1"), sources=["B:s3"], target="B:c3")
    bad = log(_confrontation(supports_decided=True), w1)
    _needs_ruling(bad, "myearth.confrontation.support_after_close", log(_confrontation(declines=0), w1))


def test_139_a_result_when_the_window_may_still_be_open() -> None:
    end = at("confrontation", None, "confrontation_end", winner="B", discarded=[], life_loss=5)
    bad = log(_confrontation(announced=["B", "R"], supports_decided=True), end)
    twin = log(_confrontation(announced=["B", "R"], declines=2), end)
    _needs_ruling(bad, "myearth.confrontation.life_before_close", twin)


def test_262_two_declines_after_the_snapshot_close_the_window() -> None:
    passes = [at("confrontation", "B", "pass"), at("confrontation", "R", "pass")]
    end = at("confrontation", None, "confrontation_end", winner="B", discarded=[], life_loss=5)
    report = replay(log(_confrontation(announced=["B", "R"], supports_decided=True), *passes, end))
    assert report.findings == []
    assert report.final_state["sides"]["R"]["life"] == 14


# --- header errors: a snapshot that contradicts itself or the format --------------------------------
def _unreadable(snap: Any) -> str:
    report = replay(log(snap))
    assert [f.code for f in report.findings] == ["log.unreadable"], report.findings
    return str(report.findings[0].evidence["path"])


def _with(change: Any) -> dict[str, Any]:
    snap = position()
    change(snap)
    return snap


def test_snapshot_format_errors_are_header_errors() -> None:
    cases: list[tuple[Any, str]] = [
        (lambda s: s.update(phase="setup"), ".phase"),  # a snapshot is taken in a turn (18, 81)
        (lambda s: s.update(turn=0), ".turn"),
        (lambda s: s.pop("turn_players"), ".turn_players"),  # turn 3's 先攻 follows from turn 2 (86)
        (lambda s: s.update(turn_players=["B", "B"]), ".turn_players"),
        (lambda s: s.update(turn_players=[{"seat": "B"}]), ".turn_players"),
        (lambda s: s["players"].pop("R"), ".players"),
        (lambda s: s.update(extra=1), ".extra"),
        (lambda s: b(s).update(waiting_room=[]), ".players.B.waiting_room"),  # a Rebirth zone
        (lambda s: b(s).pop("life"), ".players.B.life"),
        (lambda s: b(s).update(hand={"count": 1, "cards": ["C3", "C3"]}), ".players.B.hand"),
        (lambda s: b(s).update(discard={"count": 1}), ".players.B.discard"),  # public (9)
        (lambda s: b(s)["field"].update(creatures=[]), ".players.B.field.creatures"),
        (lambda s: r(s)["discard"].append(card("B:c2", "C1")), ".players.R.discard"),  # listed twice
        (lambda s: b(s)["field"]["groups"][0][1].update(sources=["B:s1"]), ".players.B.field.groups[0]"),
        (lambda s: b(s)["field"]["groups"][0][1].update(sources=["R:s1"]), ".players.B.field.groups[0]"),
        (lambda s: b(s)["field"]["sources"][2].pop("attribute"), ".players.B.field.sources"),  # 113
        (lambda s: s.update(this_turn={"drew": True}), ".this_turn.drew"),  # misspelt: drawn unknown
        (lambda s: s.update(this_turn={"declines": 1}), ".this_turn.declines"),  # a 対決 fact in a 番
        # 96: the draw of 0 is deemed made at the end-of-番 discard, so no draw was logged before it
        (
            lambda s: s.update(this_turn={"drawn": True, "discarded": True, "deemed_drawn": True}),
            ".this_turn.deemed_drawn",
        ),
        (lambda s: s.update(this_turn={"drawn": False, "deemed_drawn": True}), ".this_turn.deemed_drawn"),
        (lambda s: s.update(this_turn={"drawn": False, "deemed_drawn": 1}), ".this_turn.deemed_drawn"),
    ]
    for change, path in cases:
        assert _unreadable(_with(change)) == f"$.header.snapshot{path}", path
    assert _unreadable([]) == "$.header.snapshot"
    assert _unreadable(_confrontation(declines=3)) == "$.header.snapshot.this_turn.declines"
    both = _confrontation(supports_decided=False, declines=1)  # a decline is a decision (124, 262)
    assert _unreadable(both) == "$.header.snapshot.this_turn.declines"


# --- (d) a game cut anywhere replays to the same findings from its snapshot ------------------------
def _replaying(game: dict[str, Any]) -> Iterator[tuple[int, MyEarthState]]:
    parsed = read_log(copy.deepcopy(game))
    ctx = ReplayContext()
    state = GAME.start(parsed.header, ctx)
    for count, entry in enumerate(parsed.entries, start=1):
        ctx.seq = entry.seq
        GAME.apply(state, entry, ctx)
        yield count, state


def _snapshot_after(game: dict[str, Any], count: int) -> dict[str, Any]:
    state = next(s for n, s in _replaying(game) if n == count)
    return json.loads(json.dumps(snapshot_of(state), ensure_ascii=False))  # a recorder writes JSON


def stable_cuts(game: dict[str, Any]) -> list[int]:
    """Where a snapshot can be taken: a position between actions in a turn, no チェーン waiting, no rule
    process owed, the game not over; between turns only right before the draw that starts the next."""
    entries = game["entries"]
    cuts = []
    for count, state in _replaying(game):
        if count >= len(entries):
            break
        between = state.stage == "between"
        if (
            state.stage in ("ban0", "ban1", "conf", "between")
            and not (between and entries[count]["act"] != "draw")
            and not (state.chain or state.pending_survival or state.pending_zero or state.over)
        ):
            cuts.append(count)
    return cuts


def _same_from_each_cut(game: dict[str, Any], cuts: list[int]) -> None:
    full = replay(copy.deepcopy(game))
    for count in cuts:
        snap = _snapshot_after(game, count)
        rest = {
            "header": game["header"] | {"snapshot": snap},
            "entries": copy.deepcopy(game["entries"][count:]),
        }
        cut = replay(rest)
        after = [(f.seq, f.code) for f in full.findings if f.seq is not None and f.seq > count]
        assert [(f.seq, f.code) for f in cut.findings] == after, (count, cut.findings)
        assert cut.final_state == full.final_state, count


def test_the_example_game_cut_anywhere_replays_the_same() -> None:
    game = example_log()
    cuts = stable_cuts(game)
    assert len(cuts) > 20
    _same_from_each_cut(game, cuts)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), where=st.floats(0, 1, exclude_max=True))
def test_a_generated_game_cut_at_an_entry_replays_the_same(seed: int, where: float) -> None:
    game = generate_game(seed, max_turns=8)
    if game["header"]["options"]["generated"]["ending"] == "stalemate":
        return  # 145 looks back over turns that ended before the snapshot, which it does not record
    cuts = stable_cuts(game)
    if cuts:
        _same_from_each_cut(game, [cuts[int(where * len(cuts))]])


# --- the documented example (docs/log-format-myearth.md, "Mid-game snapshot") ------------------------
EXAMPLE = Path(__file__).resolve().parents[4] / "docs" / "examples" / "myearth-snapshot.judgelog.json"


def test_docs_example_gives_the_documented_findings() -> None:
    report = replay(EXAMPLE.read_text(encoding="utf-8"))
    assert report.game == "myearth"
    # R's 対決 card R3 has strength 5, and R announced 4 (122, 129).
    assert [(f.seq, f.code, f.verdict.value) for f in report.findings] == [
        (7, "myearth.confrontation.total", "illegal"),
    ]
    assert report.final_state["sides"]["R"]["life"] == 15


def test_a_team_is_described_under_any_seat_of_its_side() -> None:
    game = generate_game(0, teams=True, max_turns=6)
    count = stable_cuts(game)[10]
    snap = _snapshot_after(game, count)
    team = next(t["seats"] for t in game["header"]["teams"] if t["seats"][0] in snap["players"])
    snap["players"][team[1]] = snap["players"].pop(team[0])  # 6: the team is one player
    rest = {"header": game["header"] | {"snapshot": snap}, "entries": copy.deepcopy(game["entries"][count:])}
    assert replay(rest).final_state == replay(copy.deepcopy(game)).final_state
    snap["players"][team[0]] = snap["players"][team[1]]  # the same side twice
    assert _unreadable_log(rest) == "$.header.snapshot.players"


def _unreadable_log(game: dict[str, Any]) -> str:
    report = replay(copy.deepcopy(game))
    assert [f.code for f in report.findings] == ["log.unreadable"], report.findings
    return str(report.findings[0].evidence["path"])
