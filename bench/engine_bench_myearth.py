"""Replay speed of the rules engine on generated MyEarth games: `python -m bench.engine_bench_myearth`."""

from __future__ import annotations

from bench import engine_bench
from judge.engine.games.myearth.generator import generate_game


def main() -> None:
    engine_bench(generate_game, prefix="myearth ")


if __name__ == "__main__":
    main()
