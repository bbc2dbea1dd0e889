"""The field exactly as the diagram after 4.4.4 draws it, and the relations of 4.4.5 derived from it.

The diagram, seen by the player at the bottom (自分), columns counted from that player's left:

    相手 後   5  4  3  2  1
    相手 前   6  7  8
    自分 前         8  7  6
    自分 後   1  2  3  4  5

Every relation is computed from these grid positions rather than typed in as tables, so a test can
check each one against the wording of its clause (front/back 4.4.5.1, adjacency 4.4.5.2, columns
4.4.5.4, left/right 4.4.5.5).
"""

from __future__ import annotations

from functools import cache

AREAS = tuple(range(1, 9))  # 4.4.2, 4.4.3
OWN, OPP = "own", "opp"

# (side, area) -> (row, column); rows from the top of the drawing, columns from the bottom player's left.
_GRID: dict[tuple[str, int], tuple[int, int]] = {}
for _col, _area in enumerate((5, 4, 3, 2, 1)):
    _GRID[(OPP, _area)] = (0, _col)
for _col, _area in enumerate((6, 7, 8)):
    _GRID[(OPP, _area)] = (1, _col)
for _col, _area in zip((2, 3, 4), (8, 7, 6), strict=True):
    _GRID[(OWN, _area)] = (2, _col)
for _col, _area in enumerate((1, 2, 3, 4, 5)):
    _GRID[(OWN, _area)] = (3, _col)

FRONT_ROW = {OWN: 2, OPP: 1}
BACK_ROW = {OWN: 3, OPP: 0}


def position(side: str, area: int) -> tuple[int, int]:
    return _GRID[(side, area)]


def behind(area: int) -> int | None:
    """The area behind `area` (4.4.5.1): the same player's back-row area in the same column."""
    row, col = _GRID[(OWN, area)]
    if row != FRONT_ROW[OWN]:
        return None
    return next(a for a in AREAS if _GRID[(OWN, a)] == (BACK_ROW[OWN], col))


def in_front_of(area: int) -> int | None:
    row, col = _GRID[(OWN, area)]
    if row != BACK_ROW[OWN]:
        return None
    return next((a for a in AREAS if _GRID[(OWN, a)] == (FRONT_ROW[OWN], col)), None)


@cache
def adjacent(side_a: str, a: int, side_b: str, b: int) -> bool:
    """4.4.5.2 happens to be exactly 'orthogonal neighbours in the drawing'; see the tests."""
    (ra, ca), (rb, cb) = _GRID[(side_a, a)], _GRID[(side_b, b)]
    return abs(ra - rb) + abs(ca - cb) == 1


def same_column(side_a: str, a: int, side_b: str, b: int) -> bool:
    """4.4.5.4 (stated for own-opponent pairs; the drawing makes it symmetric)."""
    return _GRID[(side_a, a)][1] == _GRID[(side_b, b)][1]


def left_rank(area: int) -> int:
    """4.4.5.5.1: smaller is further left from the owner's view; 3/8, 4/7 and 5/6 share a rank."""
    return _GRID[(OWN, area)][1]


def is_left_of(a: int, b: int) -> bool:
    return left_rank(a) < left_rank(b)


def opponent_left_rank(area: int) -> int:
    """4.4.5.5.2: the opponent's areas seen from my side: their left is my right."""
    return 4 - _GRID[(OPP, area)][1]


def at_or_before(a: int, b: int) -> bool:
    """4.4.5.3: 'a is 以前 b' compares area numbers, inclusive (4.4.5.3.1)."""
    return a <= b


def forward(area: int) -> int | None:
    """5.13.1: one area forward; None from area 8 (5.13.1.1 decides what happens there)."""
    return area + 1 if area < 8 else None


def repel_back(area: int) -> int:
    """5.15.1.1: a repelled kaiju in area 6, 7 or 8 goes to the area behind it; elsewhere it stays."""
    return behind(area) or area
