"""The field as the diagram after 4.4.4 draws it, and the movements the engine uses (5.13.1, 5.15.1.1).

The diagram, seen by the player at the bottom (自分), columns counted from that player's left:

    相手 後   5  4  3  2  1
    相手 前   6  7  8
    自分 前         8  7  6
    自分 後   1  2  3  4  5

The engine needs one relation of 4.4.5: which area is behind another (4.4.5.1), for the repel of
5.15.1.1. It is computed from the grid positions of the player's own areas rather than typed in as a
table, so a test can check it against the wording of its clause.
"""

from __future__ import annotations

AREAS = tuple(range(1, 9))  # 4.4.2, 4.4.3

# area -> (row, column) of the player's own areas; rows from the top of the drawing, columns from the
# player's left.
FRONT_ROW, BACK_ROW = 2, 3
_GRID: dict[int, tuple[int, int]] = {}
for _col, _area in zip((2, 3, 4), (8, 7, 6), strict=True):
    _GRID[_area] = (FRONT_ROW, _col)
for _col, _area in enumerate((1, 2, 3, 4, 5)):
    _GRID[_area] = (BACK_ROW, _col)


def behind(area: int) -> int | None:
    """The area behind `area` (4.4.5.1): the same player's back-row area in the same column."""
    row, col = _GRID[area]
    if row != FRONT_ROW:
        return None
    return next(a for a in AREAS if _GRID[a] == (BACK_ROW, col))


def forward(area: int) -> int | None:
    """5.13.1: one area forward; None from area 8 (5.13.1.1 decides what happens there)."""
    return area + 1 if area < 8 else None


def repel_back(area: int) -> int:
    """5.15.1.1: a repelled kaiju in area 6, 7 or 8 goes to the area behind it; elsewhere it stays."""
    return behind(area) or area
