"""Shared pieces of the engines' mutation tests: one violation injected into a hand-written legal game.

The base games are written by hand from the rulebook (tests/unit/engine/<game>/legal_games.py), never taken
from a generator: a test first proves its base gives no finding, then that each mutation gives exactly the
injected check, at the entry the mutation names, citing the clause. The generators only feed the fuzz tests
of the no-finding property (test_*generator.py).
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from judge.engine import replay
from judge.engine.core.report import Report

Entries = list[dict[str, Any]]
# Edits a log's entries in place and returns the index (0-based, after the edit) of the entry where the
# injected check must fire.
Mutation = Callable[[Entries], int]


def renumber(entries: Entries) -> Entries:
    """Give entries consecutive seq numbers again after an insertion, removal or swap."""
    for k, e in enumerate(entries):
        e["seq"] = k + 1
    return entries


def assert_legal(log: dict[str, Any]) -> None:
    """A base game replays with no finding at all."""
    report = replay(copy.deepcopy(log))
    assert report.findings == [], [(f.seq, f.code, f.message_en) for f in report.findings]


def check_mutation(
    base: dict[str, Any], mutate: Mutation, code: str, clause: str, *, allow: tuple[str, ...] = ()
) -> Report:
    """Inject `mutate` into a copy of the legal `base`: the report must hold `code` once, at the entry the
    mutation names, citing `clause`, and nothing else but the non-illegal findings `allow` names (a
    needs_ruling the same act raises by the rules)."""
    log = copy.deepcopy(base)
    index = mutate(log["entries"])
    renumber(log["entries"])
    seq = log["entries"][index]["seq"]
    report = replay(log)
    described = [(f.seq, f.code, f.message_en) for f in report.findings]
    hits = [f for f in report.findings if f.code == code]
    assert [f.seq for f in hits] == [seq], f"{code} should fire once, at entry {seq}: {described}"
    stray = [
        f for f in report.findings if f.code != code and (f.code not in allow or f.verdict.value == "illegal")
    ]
    assert not stray, f"besides {code}: {described}"
    assert clause in hits[0].clauses, (clause, hits[0].clauses)
    return report


def insert(entries: Entries, index: int, entry: dict[str, Any]) -> int:
    """Put `entry` at `index` (it takes a seq when renumbered); returns `index`."""
    entries.insert(index, {"seq": 0, **entry})
    return index


def cut_after(entries: Entries, index: int) -> None:
    """Drop every entry after `index`: a log may stop anywhere, and what follows a violation may build on it."""
    del entries[index + 1 :]
