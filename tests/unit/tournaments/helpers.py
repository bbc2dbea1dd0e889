"""Small builders and a brute-force oracle shared by the tournament-core tests."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

from tournaments.pairing import Pairing, PairingPlayer, PairingResult


def players_from(
    points: dict[str, int], history: Sequence[tuple[str, str]] = (), byes: Sequence[str] = (), dropped=()
) -> list[PairingPlayer]:
    """Players ranked by points (then by name) with the given earlier pairings."""
    met: dict[str, set[str]] = {p: set() for p in points}
    for a, b in history:
        met[a].add(b)
        met[b].add(a)
    order = sorted(points, key=lambda p: (-points[p], p))
    return [
        PairingPlayer(p, points[p], i + 1, frozenset(met[p]), p in byes, p in dropped)
        for i, p in enumerate(order)
    ]


def tables(result: PairingResult) -> set[frozenset[str]]:
    return {frozenset((t.player_a, t.player_b)) for t in result.pairings if t.player_b is not None}


def bye_of(result: PairingResult) -> str | None:
    return next((t.player_a for t in result.pairings if t.player_b is None), None)


def _matchings(ids: list[str]) -> Iterator[list[tuple[str, str]]]:
    if not ids:
        yield []
        return
    first, rest = ids[0], ids[1:]
    for i, other in enumerate(rest):
        for tail in _matchings(rest[:i] + rest[i + 1 :]):
            yield [(first, other), *tail]


def brute_force_best(players: Sequence[PairingPlayer]) -> tuple[int, int, int, int]:
    """Exhaustive minimum of (second byes, rematches, bye position from the bottom, Σ gap²)."""
    active = [p for p in players if not p.dropped]
    by_id = {p.id: p for p in active}
    standing = sorted(active, key=lambda p: (-p.points, p.rank, p.id))
    eligible = [p.id for p in reversed(standing) if not p.had_bye]
    candidates: list[str | None] = [None]
    if len(active) % 2:
        candidates = list(eligible) or [p.id for p in reversed(standing)]
    best: tuple[int, int, int, int] | None = None
    for bye in candidates:
        ids = [p.id for p in active if p.id != bye]
        pool = eligible or [p.id for p in reversed(standing)]
        bye_pos = pool.index(bye) if bye in pool else 0
        for m in _matchings(ids):
            rem = sum(1 for a, b in m if b in by_id[a].opponents or a in by_id[b].opponents)
            gap = sum((by_id[a].points - by_id[b].points) ** 2 for a, b in m)
            cand = (0, rem, bye_pos, gap)
            if best is None or cand < best:
                best = cand
    assert best is not None
    return best


def cost_of_round(players: Sequence[PairingPlayer], pairings: Iterable[Pairing]) -> tuple[int, int, int, int]:
    """(second byes, rematches, bye position from the bottom among eligible players, Σ gap²) of a given round.

    The criteria in the order the study (§7) ranks them, scored from the round's tables alone, so a round from
    either solver can be compared with :func:`brute_force_best`.
    """
    by_id = {p.id: p for p in players}
    active = [p for p in players if not p.dropped]
    standing = sorted(active, key=lambda p: (-p.points, p.rank, p.id))
    eligible = [p.id for p in reversed(standing) if not p.had_bye]
    second = rematch = bye_pos = gap = 0
    for t in pairings:
        a = by_id[t.player_a]
        if t.player_b is None:
            if a.had_bye and eligible:
                second += 1
            pool = eligible or [p.id for p in reversed(standing)]  # nobody eligible: all, from the bottom
            bye_pos = pool.index(a.id) if a.id in pool else 0
            continue
        b = by_id[t.player_b]
        if b.id in a.opponents or a.id in b.opponents:
            rematch += 1
        gap += (a.points - b.points) ** 2
    return second, rematch, bye_pos, gap
