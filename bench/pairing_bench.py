"""Pairing benchmark: simulated Swiss events at 64, 1,000 and 10,000 players.

Run: .venv/bin/python -m bench.pairing_bench [--quick]

Each round is paired by our core (tournaments.pairing) and, on the same input, by the `swisspair` package
(C++ min-cost matching); at 64 players also by an exact maximum-weight matching on the complete graph (our own
blossom matcher). Printed per round: time, rematches, byes, Σ(ΔMP)² and the time ratio. Results are seeded
random (45 % / 45 % / 10 % draws); the event follows our pairings.
"""

from __future__ import annotations

import random
import sys
import time
from dataclasses import dataclass

import swisspair

from tournaments.pairing import PairingOptions, PairingPlayer, check_round, pair_round


@dataclass
class Row:
    seconds: float
    rematches: int
    byes: int
    gap: int


def _measure_ours(
    field: list[PairingPlayer], options: PairingOptions
) -> tuple[Row, list[tuple[str, str | None]]]:
    start = time.perf_counter()
    result = pair_round(field, options)
    took = time.perf_counter() - start
    pairs = [(t.player_a, t.player_b) for t in result.pairings]
    return _row(field, pairs, took), pairs


def _measure_swisspair(field: list[PairingPlayer]) -> Row:
    ordered = sorted(field, key=lambda p: (-p.points, p.rank, p.id))
    inputs = [
        swisspair.Player(p.id, p.points, i + 1, not p.had_bye, set(p.opponents))
        for i, p in enumerate(ordered)
    ]
    start = time.perf_counter()
    matches = swisspair.create_matches(inputs)
    took = time.perf_counter() - start
    return _row(field, [(m.p1.id, None if m.p2 is None else m.p2.id) for m in matches], took)


def _row(field: list[PairingPlayer], pairs: list[tuple[str, str | None]], seconds: float) -> Row:
    by_id = {p.id: p for p in field}
    rematches = byes = gap = 0
    for a, b in pairs:
        if b is None:
            byes += 1
            continue
        rematches += b in by_id[a].opponents
        gap += (by_id[a].points - by_id[b].points) ** 2
    return Row(seconds, rematches, byes, gap)


def run_event(n: int, rounds: int, seed: int, exact: bool) -> None:
    rng = random.Random(seed)
    points = {f"p{i:05d}": 0 for i in range(n)}
    met: dict[str, set[str]] = {p: set() for p in points}
    had_bye = dict.fromkeys(points, False)
    header = f"{'round':>5} | {'ours s':>7} rem bye {'gap':>5} cert | {'swisspair s':>11} rem bye {'gap':>5} | ratio"
    if exact:
        header += f" | {'exact s':>7} {'gap':>5} | {'ours-sparse s':>13} {'gap':>5}"
    print(f"\n{n} players, {rounds} rounds")
    print(header)
    worst = 0.0
    for rnd in range(1, rounds + 1):
        order = sorted(points, key=lambda p: (-points[p], p))
        field = [
            PairingPlayer(p, points[p], i + 1, frozenset(met[p]), had_bye[p]) for i, p in enumerate(order)
        ]
        options = PairingOptions(seed=seed * 1000 + rnd)
        start = time.perf_counter()
        result = pair_round(field, options)
        ours_s = time.perf_counter() - start
        ours = _row(field, [(t.player_a, t.player_b) for t in result.pairings], ours_s)
        problems = check_round(field, result.pairings)
        sp = _measure_swisspair(field)
        line = (
            f"{rnd:>5} | {ours.seconds:7.3f} {ours.rematches:>3} {ours.byes:>3} {ours.gap:>5} "
            f"{'yes' if result.certified_optimal else 'no':>4} | {sp.seconds:11.3f} {sp.rematches:>3} {sp.byes:>3} "
            f"{sp.gap:>5} | {ours.seconds / max(sp.seconds, 1e-6):5.1f}"
        )
        if exact:
            ex, _ = _measure_ours(field, PairingOptions(seed=options.seed, exact_limit=10**9))
            sparse, _ = _measure_ours(field, PairingOptions(seed=options.seed, exact_limit=0))
            line += f" | {ex.seconds:7.3f} {ex.gap:>5} | {sparse.seconds:13.3f} {sparse.gap:>5}"
        if problems:
            line += f"  CHECKER: {[p.kind.value for p in problems]}"
        print(line, flush=True)
        worst = max(worst, ours.seconds)
        for t in result.pairings:
            if t.player_b is None:
                points[t.player_a] += 3
                had_bye[t.player_a] = True
                continue
            met[t.player_a].add(t.player_b)
            met[t.player_b].add(t.player_a)
            x = rng.random()
            if x < 0.45:
                points[t.player_a] += 3
            elif x < 0.9:
                points[t.player_b] += 3
            else:
                points[t.player_a] += 1
                points[t.player_b] += 1
    print(f"slowest round (ours): {worst:.3f} s")


def main(argv: list[str]) -> None:
    quick = "--quick" in argv
    print("Columns: time (s), rematches, byes, Σ(ΔMP)², cert = proven optimal on the complete graph;")
    print("ratio = our time / swisspair time. Exact = our blossom on the complete graph (64 players only).")
    run_event(64, 6, 1, exact=True)
    run_event(65, 6, 2, exact=True)  # odd field: byes
    run_event(1000, 4 if quick else 10, 3, exact=False)
    rounds_10k = 2 if quick else 10
    if quick:
        print(f"\n(--quick: 10,000 players for {rounds_10k} rounds only)")
    run_event(10_001, rounds_10k, 4, exact=False)


if __name__ == "__main__":
    main(sys.argv[1:])
