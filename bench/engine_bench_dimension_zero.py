"""Replay speed of the rules engine on generated Dimension Zero duels: `python -m bench.engine_bench_dimension_zero`."""

from __future__ import annotations

import json
import time

from judge.engine import replay
from judge.engine.games.dimension_zero.generator import generate_game

GAMES = 300
TARGET_PER_SECOND = 10_000


def main() -> None:
    logs = [generate_game(seed) for seed in range(GAMES)]
    texts = [json.dumps(log, ensure_ascii=False) for log in logs]
    entries = sum(len(log["entries"]) for log in logs)
    slowest = 0.0
    for label, inputs in (("dict input", logs), ("JSON text input", texts)):
        start = time.perf_counter()
        findings = 0
        for item in inputs:
            findings += len(replay(item).findings)
        elapsed = time.perf_counter() - start
        rate = entries / elapsed
        slowest = max(slowest, elapsed)
        print(
            f"dimension-zero {label}: {GAMES} duels, {entries} entries in {elapsed:.2f} s = {rate:,.0f} entries/s "
            f"({elapsed / GAMES * 1000:.1f} ms per duel); findings: {findings}"
        )
        if findings:
            raise SystemExit("generated legal duels produced findings")
    print(f"target: >= {TARGET_PER_SECOND:,} entries/s in-process")
    if entries / slowest < TARGET_PER_SECOND:
        raise SystemExit("below the target rate")


if __name__ == "__main__":
    main()
