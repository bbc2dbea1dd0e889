"""The field geometry, derived from the drawing after 4.4.4, against the wording of 4.4.5."""

from __future__ import annotations

from judge.engine.games.kaiju import board
from judge.engine.games.kaiju.board import AREAS, OPP, OWN


def test_front_and_back_pairs_4_4_5_1() -> None:
    assert {a: board.behind(a) for a in AREAS if board.behind(a)} == {8: 3, 7: 4, 6: 5}
    assert {a: board.in_front_of(a) for a in AREAS if board.in_front_of(a)} == {3: 8, 4: 7, 5: 6}


def test_adjacency_matches_the_definition_4_4_5_2() -> None:
    pairs = {(8, 3), (7, 4), (6, 5)}
    for a in AREAS:
        for b in AREAS:
            by_text = abs(a - b) == 1 or (a, b) in pairs or (b, a) in pairs
            assert board.adjacent(OWN, a, OWN, b) == by_text, (a, b)
            # Across the table only own 8 and the opponent's 8 touch.
            assert board.adjacent(OWN, a, OPP, b) == (a == b == 8), (a, b)


def test_columns_4_4_5_4() -> None:
    stated = {1: {5, 6}, 2: {4, 7}, 3: {3, 8}, 8: {3, 8}}
    for own, opp in stated.items():
        assert {b for b in AREAS if board.same_column(OWN, own, OPP, b)} == opp
    # The symmetric completion the drawing gives: own 4 and 7 with the opponent's 2, own 5 and 6 with 1.
    assert {b for b in AREAS if board.same_column(OWN, 4, OPP, b)} == {2}
    assert {b for b in AREAS if board.same_column(OWN, 6, OPP, b)} == {1}


def test_left_right_4_4_5_5() -> None:
    order = [1, 2, 3, 4, 5]
    for i, a in enumerate(order):
        for b in order[i + 1 :]:
            assert board.is_left_of(a, b)
    for a, b in ((3, 8), (4, 7), (5, 6)):
        assert not board.is_left_of(a, b) and not board.is_left_of(b, a)  # 4.4.5.5.1.1
    # 4.4.5.5.2: the opponent's area 1 is on my right-hand end, their 5 and 6 on my left.
    assert board.opponent_left_rank(1) == 0 and board.opponent_left_rank(5) == 4


def test_movement() -> None:
    assert [board.forward(a) for a in AREAS] == [2, 3, 4, 5, 6, 7, 8, None]
    assert [board.repel_back(a) for a in AREAS] == [1, 2, 3, 4, 5, 5, 4, 3]  # 5.15.1.1
    assert board.at_or_before(3, 3) and not board.at_or_before(4, 3)
