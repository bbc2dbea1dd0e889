"""Round robin (総当たり) for small events (pure Python, no Django).

The circle method: one player stays in place, the others turn one seat a round around them, and each
round pairs opposite seats. With an odd count a "nobody" seat joins the circle: whoever faces it has the
round's bye, so every player has exactly one bye. Every pair meets exactly once in n-1 rounds (n even,
counting the nobody seat). The fixed player alternates sides on table 1 so nobody keeps the same side.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


class RoundRobinError(ValueError):
    pass


@dataclass(frozen=True)
class RoundRobinPairing:
    table: int
    player_a: str
    player_b: str | None  # None: a bye


def rounds_needed(players: int) -> int:
    """n-1 rounds for an even field, n for an odd one (each player sits out one)."""
    if players < 2:
        return 0
    return players - 1 if players % 2 == 0 else players


def schedule(players: Sequence[str]) -> list[list[RoundRobinPairing]]:
    """Every round of a round robin for ``players`` (in the order given: shuffle first for a random draw).

    Each round lists its matches on tables 1, 2, ... and the bye (if any) last."""
    ids: list[str | None] = list(players)
    if len(ids) < 2:
        raise RoundRobinError("a round robin needs at least two players")
    if len(set(ids)) != len(ids):
        raise RoundRobinError("duplicate player in the round robin")
    if len(ids) % 2:
        ids.append(None)
    n = len(ids)
    fixed, circle = ids[0], ids[1:]
    out: list[list[RoundRobinPairing]] = []
    for r in range(n - 1):
        seats = [fixed, *circle]
        games: list[tuple[str, str]] = []
        bye: str | None = None
        for i in range(n // 2):
            a, b = seats[i], seats[n - 1 - i]
            if a is None or b is None:
                bye = a if b is None else b
                continue
            if i == 0 and r % 2 == 1:
                a, b = b, a
            games.append((a, b))
        pairings = [RoundRobinPairing(t, a, b) for t, (a, b) in enumerate(games, start=1)]
        if bye is not None:
            pairings.append(RoundRobinPairing(len(games) + 1, bye, None))
        out.append(pairings)
        circle = [circle[-1], *circle[:-1]]
    return out
