"""Replay speed of the rules engine on generated kaiju games: `python -m bench.engine_bench_kaiju`."""

from __future__ import annotations

from bench import engine_bench
from judge.engine.games.kaiju.generator import generate_game


def main() -> None:
    engine_bench(generate_game, prefix="kaiju ")


if __name__ == "__main__":
    main()
