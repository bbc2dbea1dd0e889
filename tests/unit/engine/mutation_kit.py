"""Shared pieces of the engines' mutation tests: inject one violation into legal generated games and
check that the engine finds exactly it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from judge.engine import replay

Entries = list[dict[str, Any]]


def renumber(entries: Entries) -> Entries:
    """Give entries consecutive seq numbers again after an insertion, removal or swap."""
    for k, e in enumerate(entries):
        e["seq"] = k + 1
    return entries


def check_injected_violation(
    generate_game: Callable[[int], dict[str, Any]],
    mutate: Callable[[Entries], Any],
    code: str,
    clause: str,
    *,
    seeds: int,
    enough: int,
) -> None:
    """Mutate generated games until `enough` of them took the mutation; each must yield exactly one
    illegal code, `code`, citing `clause`.

    `mutate` edits the entries in place and returns a truthy value, or returns a new entry list; it
    returns None or False when the game offers no place for the violation.
    """
    tried = 0
    for seed in range(seeds):
        log = generate_game(seed)
        mutated = mutate(log["entries"])
        if mutated is None or mutated is False:
            continue
        if isinstance(mutated, list):
            log["entries"] = mutated
        tried += 1
        report = replay(log)
        illegal = {f.code for f in report.illegal}
        assert illegal == {code}, f"seed {seed}: {[(f.seq, f.code, f.message_en) for f in report.illegal]}"
        finding = next(f for f in report.illegal if f.code == code)
        assert clause in finding.clauses
        if tried >= enough:
            return
    assert tried, "no generated game offered a place for this mutation"
