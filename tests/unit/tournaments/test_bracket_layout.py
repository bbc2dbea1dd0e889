"""The bracket picture's geometry (tournaments.bracket.layout_bracket), checked without Django."""

from __future__ import annotations

import itertools

from hypothesis import given
from hypothesis import strategies as st

from tournaments.bracket import build_bracket, layout_bracket, record_winner

EIGHT = [f"p{i}" for i in range(1, 9)]


def boxes_by_key(layout):
    return {(b.round, b.slot): b for b in layout.boxes}


def test_a_top_eight_has_seven_boxes_in_three_columns_with_seeds_in_bracket_order():
    layout = layout_bracket(build_bracket(EIGHT))
    boxes = boxes_by_key(layout)
    assert sorted(boxes) == [(1, 0), (1, 1), (1, 2), (1, 3), (2, 0), (2, 1), (3, 0)]
    assert [(boxes[(1, s)].sides[0].seed, boxes[(1, s)].sides[1].seed) for s in range(4)] == [
        (1, 8),
        (4, 5),
        (2, 7),
        (3, 6),
    ]
    assert {b.x for b in layout.boxes if b.round == 1} == {0}
    assert len({b.x for b in layout.boxes}) == 3
    assert [h.final for h in layout.headings] == [False, False, True]
    # Every first-round match is next up; nothing later is (its players are not known yet).
    assert {k for k, b in boxes.items() if b.next_up} == {(1, 0), (1, 1), (1, 2), (1, 3)}


def test_each_later_box_sits_between_the_two_it_is_fed_by_and_links_join_them():
    layout = layout_bracket(build_bracket(EIGHT))
    boxes = boxes_by_key(layout)
    for (r, slot), box in boxes.items():
        if r == 1:
            continue
        a, b = boxes[(r - 1, 2 * slot)], boxes[(r - 1, 2 * slot + 1)]
        assert a.mid_y < box.mid_y < b.mid_y
        assert abs((a.mid_y + b.mid_y) // 2 - box.mid_y) <= 1
        assert box.x > a.x + a.width  # a column to the right, with a gap for the lines
    assert len(layout.links) == 6  # every match but the final feeds one
    for link in layout.links:
        (x0, y0), (x1, y1), (x2, y2), (x3, y3) = link.points
        assert y0 == y1 and x1 == x2 and y2 == y3 and x0 < x1 < x3  # an elbow, left to right


def test_a_result_moves_the_winner_on_marks_the_score_and_the_next_match():
    bracket = record_winner(build_bracket(EIGHT), 1, 0, "p1")
    layout = layout_bracket(bracket, {(1, 0): (2, 1)})
    boxes = boxes_by_key(layout)
    first = boxes[(1, 0)]
    assert first.decided and not first.next_up
    assert [(s.player, s.won, s.score) for s in first.sides] == [("p1", True, 2), ("p8", False, 1)]
    semi = boxes[(2, 0)]
    assert semi.sides[0].player == "p1" and semi.sides[0].seed == 1 and semi.sides[1].player is None
    assert not semi.next_up  # p4 v p5 has not finished: the semi-final cannot start yet
    carried = [link for link in layout.links if link.carried]
    assert len(carried) == 1 and carried[0].points[0] == (first.x + first.width, first.mid_y)
    bracket = record_winner(bracket, 1, 1, "p5")
    assert boxes_by_key(layout_bracket(bracket))[(2, 0)].next_up


def test_byes_fall_to_the_top_seeds_and_are_drawn_as_byes():
    layout = layout_bracket(build_bracket(["a", "b", "c", "d", "e", "f"]))
    boxes = boxes_by_key(layout)
    byes = [k for k, b in boxes.items() if b.bye]
    assert byes == [(1, 0), (1, 2)]  # seeds 1 and 2 face the missing seeds 8 and 7
    assert boxes[(2, 0)].sides[0].player == "a" and boxes[(2, 1)].sides[0].player == "b"


@given(st.integers(min_value=2, max_value=64))
def test_the_picture_holds_every_box_without_overlap(n):
    layout = layout_bracket(build_bracket([f"p{i}" for i in range(n)]))
    for b in layout.boxes:
        assert b.x >= 0 and b.x + b.width <= layout.width
        assert b.y >= 0 and b.y + b.height <= layout.height
    by_column: dict[int, list] = {}
    for b in layout.boxes:
        by_column.setdefault(b.x, []).append(b)
    for column in by_column.values():
        column.sort(key=lambda b: b.y)
        for upper, lower in itertools.pairwise(column):
            assert upper.y + upper.height < lower.y
