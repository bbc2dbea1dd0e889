"""The board's geometry (2.23.8, 2.24): nine shared battle squares and three base squares per player.

Square names are absolute, seen from the seat listed first in the header (`seats[0]`):
battle squares are `B<row><line>`, row 1 being seats[0]'s home area (自軍エリア) and row 3 its enemy
area (敵軍エリア), lines 1-3 from seats[0]'s left; base squares are `<seat>-<line>` (e.g. `P2-3`).
A player's right line is the opponent's left line (2.24.5), so one absolute grid serves both.
"""

from __future__ import annotations

BATTLE_SQUARES = tuple(f"B{r}{c}" for r in (1, 2, 3) for c in (1, 2, 3))
HOME, CENTRAL, ENEMY = "home", "central", "enemy"


def is_battle(square: str) -> bool:
    return square in BATTLE_SQUARES


def base_squares(seat: str) -> tuple[str, ...]:
    return tuple(f"{seat}-{c}" for c in (1, 2, 3))


def base_owner(square: str) -> str | None:
    seat, _, line = square.rpartition("-")
    return seat if seat and line in ("1", "2", "3") else None


def area(square: str, seat: str, seats: list[str]) -> str | None:
    """The area of a battle square as seen by `seat` (2.24.7); None for a base square."""
    if not is_battle(square):
        return None
    row = int(square[1])
    if seat != seats[0]:
        row = 4 - row  # the other player's home area is seats[0]'s enemy area (2.24.7)
    return (HOME, CENTRAL, ENEMY)[row - 1]


def adjacent(a: str, b: str) -> bool:
    """Up, down, left or right; never diagonal, and only within the battle space (3.8.2-6)."""
    if not (is_battle(a) and is_battle(b)):
        return False
    ra, ca, rb, cb = int(a[1]), int(a[2]), int(b[1]), int(b[2])
    return abs(ra - rb) + abs(ca - cb) == 1
