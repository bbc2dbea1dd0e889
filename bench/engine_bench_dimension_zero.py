"""Replay speed of the rules engine on generated Dimension Zero duels: `python -m bench.engine_bench_dimension_zero`."""

from __future__ import annotations

from bench import engine_bench
from judge.engine.games.dimension_zero.generator import generate_game


def main() -> None:
    engine_bench(generate_game, prefix="dimension-zero ", unit="duel")


if __name__ == "__main__":
    main()
