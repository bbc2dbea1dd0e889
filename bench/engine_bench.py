"""Replay speed of the rules engine on generated Rebirth games: `python -m bench.engine_bench`."""

from __future__ import annotations

from bench import engine_bench
from judge.engine.games.rebirth.generator import generate_game


def main() -> None:
    engine_bench(generate_game)


if __name__ == "__main__":
    main()
