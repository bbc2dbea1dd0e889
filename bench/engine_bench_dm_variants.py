"""Replay speed of the dm-variants engine on generated games of every format:
`python -m bench.engine_bench_dm_variants`.

The base game at 2, 3 and 4 seats, then each format at the seat counts its rules allow (607 needs 10,
609 teams of 3, 705 exactly 4), so a slow format cannot hide behind the fast ones.
"""

from __future__ import annotations

from functools import partial

from bench import engine_bench
from judge.engine.games.dm_variants.generator import generate_game

FORMAT_SEATS = (
    ("pentagon", 5),
    ("two_headed", 4),
    ("emperor", 6),
    ("tower", 3),
    ("grand_melee", 10),
    ("dmedh", 2),
    ("dmedh", 4),
    ("archenemy", 3),
    ("planes", 2),
    ("plane_exploration", 3),
    ("rotating_table", 4),
)


def main() -> None:
    for seats in (2, 3, 4):
        engine_bench(partial(generate_game, seats=seats), prefix=f"dm-variants {seats} seats ", games=150)
    for variant, seats in FORMAT_SEATS:
        engine_bench(
            partial(generate_game, seats=seats, variant=variant),
            prefix=f"dm-variants {variant} {seats} seats ",
            games=60,
        )


if __name__ == "__main__":
    main()
