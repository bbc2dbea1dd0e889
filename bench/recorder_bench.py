"""The recorder's page after each entry: one replay with palette and position, per game: `python -m bench.recorder_bench`.

The longest of 20 generated legal games (cut at 300 entries) is replayed the way the recorder's page does
after every entry (`replay_for_table`). The generators' games are shorter than 300 entries, so the figure
for 300 entries is projected from the time per entry (replay is linear in the entries). Target: under
100 ms for a 300-entry record (issue 17). Prints the median and worst of several runs per game.

Editing an entry in the middle costs two replays: the edit page replays the record cut before the entry
(its palette), and saving replays the whole corrected record; both are timed as one figure ("edit").
"""

from __future__ import annotations

import statistics
import time
from importlib import import_module

GAMES = {
    "rebirth": "judge.engine.games.rebirth.generator",
    "kaiju": "judge.engine.games.kaiju.generator",
    "dimension-zero": "judge.engine.games.dimension_zero.generator",
    "dm-variants": "judge.engine.games.dm_variants.generator",
    "myearth": "judge.engine.games.myearth.generator",
}
ENTRIES = 300
RUNS = 7
TARGET_MS = 100.0


def longest_game(slug: str) -> dict:
    generate = import_module(GAMES[slug]).generate_game
    best = max((generate(seed) for seed in range(20)), key=lambda log: len(log["entries"]))
    best["entries"] = best["entries"][:ENTRIES]
    return best


def main() -> None:
    from judge.engine import replay_for_table
    from judge.recorder import draft

    worst_overall = 0.0
    for slug in GAMES:
        log = longest_game(slug)
        times = []
        for _ in range(RUNS):
            start = time.perf_counter()
            view = replay_for_table(log)
            times.append((time.perf_counter() - start) * 1000)
        edits = []
        middle = log["entries"][len(log["entries"]) // 2]["seq"]
        for _ in range(RUNS):
            start = time.perf_counter()
            replay_for_table(draft.before(log, middle))
            edited = draft.replace(log, middle, {k: v for k, v in draft.current(log, middle).items()})
            replay_for_table(edited)
            edits.append((time.perf_counter() - start) * 1000)
        median = statistics.median(times)
        projected = median / len(log["entries"]) * ENTRIES
        worst_overall = max(worst_overall, projected)
        drawn = "position" if view.position else "no position"
        print(
            f"{slug:<15} {len(log['entries']):>4} entries: median {median:6.1f} ms, worst {max(times):6.1f} ms, "
            f"{projected:6.1f} ms projected for {ENTRIES} ({drawn}, {len(view.options)} acts offered); "
            f"edit at #{middle}: median {statistics.median(edits):6.1f} ms"
        )
    print(
        f"target: < {TARGET_MS:.0f} ms per {ENTRIES}-entry record; slowest game {worst_overall:.1f} ms projected"
    )


if __name__ == "__main__":
    main()
