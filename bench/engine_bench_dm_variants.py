"""Replay speed of the dm-variants engine on generated 2-, 3- and 4-seat games:
`python -m bench.engine_bench_dm_variants`."""

from __future__ import annotations

from functools import partial

from bench import engine_bench
from judge.engine.games.dm_variants.generator import generate_game


def main() -> None:
    for seats in (2, 3, 4):
        engine_bench(partial(generate_game, seats=seats), prefix=f"dm-variants {seats} seats ", games=150)


if __name__ == "__main__":
    main()
