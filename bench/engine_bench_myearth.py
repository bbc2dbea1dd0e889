"""Replay speed of the rules engine on generated MyEarth games: `python -m bench.engine_bench_myearth`."""

from __future__ import annotations

import json
import time

from judge.engine import replay
from judge.engine.games.myearth.generator import generate_game

GAMES = 300
TARGET_PER_SECOND = 10_000


def main() -> None:
    logs = [generate_game(seed) for seed in range(GAMES)]
    texts = [json.dumps(log, ensure_ascii=False) for log in logs]
    entries = sum(len(log["entries"]) for log in logs)
    slowest = float("inf")
    for label, inputs in (("dict input", logs), ("JSON text input", texts)):
        start = time.perf_counter()
        findings = 0
        for item in inputs:
            findings += len(replay(item).findings)
        elapsed = time.perf_counter() - start
        rate = entries / elapsed
        slowest = min(slowest, rate)
        print(
            f"myearth {label}: {GAMES} games, {entries} entries in {elapsed:.2f} s = {rate:,.0f} entries/s "
            f"({elapsed / GAMES * 1000:.1f} ms per game); findings: {findings}"
        )
        if findings:
            raise SystemExit("generated legal myearth games produced findings")
    print(f"target: >= {TARGET_PER_SECOND:,} entries/s in-process")
    if slowest < TARGET_PER_SECOND:
        raise SystemExit(f"myearth replay is below the target: {slowest:,.0f} entries/s")


if __name__ == "__main__":
    main()
