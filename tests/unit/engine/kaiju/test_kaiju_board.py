"""The field geometry the engine uses, derived from the drawing after 4.4.4, against 4.4.5.1 and 5.15.1.1."""

from __future__ import annotations

from judge.engine.games.kaiju import board
from judge.engine.games.kaiju.board import AREAS


def test_front_and_back_pairs_4_4_5_1() -> None:
    assert {a: board.behind(a) for a in AREAS if board.behind(a)} == {8: 3, 7: 4, 6: 5}


def test_movement() -> None:
    assert [board.forward(a) for a in AREAS] == [2, 3, 4, 5, 6, 7, 8, None]
    assert [board.repel_back(a) for a in AREAS] == [1, 2, 3, 4, 5, 5, 4, 3]  # 5.15.1.1
