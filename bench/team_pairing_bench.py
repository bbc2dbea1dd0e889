"""Team pairing benchmark: 1,000 trios (3,000 players) over five Swiss rounds.

Run: .venv/bin/python -m bench.team_pairing_bench

Each round pairs the teams with tournaments.teams.pair_teams (the individual core on teams, then the seats
A-A, B-B, C-C) and checks it with check_team_round. Seat results are seeded random, the team result is
derived from them (2 of 3), and the next round is paired from the team standings. Target: every round under
one second.
"""

from __future__ import annotations

import random
import time

from tournaments.pairing import PairingOptions
from tournaments.standings import ResultKind
from tournaments.teams import (
    SEATS,
    PairingTeam,
    SeatResult,
    TeamMatch,
    check_team_round,
    compute_team_standings,
    pair_teams,
)

TEAMS = 1000
ROUNDS = 5
TARGET_SECONDS = 1.0


def main() -> None:
    rng = random.Random(22)
    ids = [f"t{i:04d}" for i in range(TEAMS)]
    members = {t: (f"{t}A", f"{t}B", f"{t}C") for t in ids}
    matches: list[TeamMatch] = []
    met: dict[str, set[str]] = {t: set() for t in ids}
    had_bye: set[str] = set()
    print(f"{TEAMS} teams ({3 * TEAMS} players), {ROUNDS} rounds")
    print(f"{'round':>5} | {'pair s':>7} | {'standings s':>11} | rematches | method | certified")
    worst = 0.0
    for rnd in range(1, ROUNDS + 1):
        start = time.perf_counter()
        table = compute_team_standings(matches)
        standings_s = time.perf_counter() - start
        points = {s.team: s.match_points for s in table}
        rank = {s.team: s.rank for s in table}
        teams = [
            PairingTeam(t, points.get(t, 0), rank.get(t, i + 1), members[t], frozenset(met[t]), t in had_bye)
            for i, t in enumerate(ids)
        ]
        start = time.perf_counter()
        result = pair_teams(teams, PairingOptions(seed=rnd))
        took = time.perf_counter() - start
        worst = max(worst, took)
        problems = check_team_round(teams, result)
        line = (
            f"{rnd:>5} | {took:7.3f} | {standings_s:11.3f} | {result.teams.rematches:>9} | "
            f"{result.teams.method:>6} | {'yes' if result.teams.certified_optimal else 'no':>9}"
        )
        if problems:
            line += f"  CHECKER: {[p.kind.value for p in problems]}"
        print(line, flush=True)
        for p in result.teams.pairings:
            if p.player_b is None:
                had_bye.add(p.player_a)
                matches.append(TeamMatch(rnd, p.player_a, None, kind=ResultKind.BYE))
                continue
            met[p.player_a].add(p.player_b)
            met[p.player_b].add(p.player_a)
            scores = [rng.choice([(2, 0, 0), (0, 2, 0), (2, 1, 0), (1, 2, 0), (1, 1, 1)]) for _ in SEATS]
            seats = tuple(SeatResult(s, *score) for s, score in zip(SEATS, scores, strict=True))
            matches.append(TeamMatch(rnd, p.player_a, p.player_b, seats))
    verdict = "met" if worst < TARGET_SECONDS else "NOT met"
    print(f"slowest team round: {worst:.3f} s (target < {TARGET_SECONDS:.0f} s: {verdict})")


if __name__ == "__main__":
    main()
