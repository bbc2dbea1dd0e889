"""Mutation tests for the Dimension Zero ability checks: one violation injected into a hand-written legal game.

The bases are the legal logs of judge scenarios written from the rulebook (tests/scenarios/dimension-zero/),
never a generator's game; each mutation must give exactly its check, at the entry it names, citing the clause.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from tests.unit.engine.mutation_kit import Entries, Mutation, assert_legal, check_mutation

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios" / "dimension-zero"


def base(name: str) -> dict[str, Any]:
    path = SCENARIOS / f"dimension-zero-{name}.json"
    return json.loads(path.read_text(encoding="utf-8"))["legal"]


def _trigger(entries: Entries) -> int:
    return next(i for i, e in enumerate(entries) if e["act"] == "trigger")


def leave_the_trigger_off_the_stack(entries: Entries) -> int:
    i = _trigger(entries)
    del entries[i : i + 2]  # the trigger and its resolution
    return i  # the next priority comes with the trigger still owed (4.8.2)


def stack_one_triggering_twice(entries: Entries) -> int:
    i = _trigger(entries)
    entries[i + 2 : i + 2] = [copy.deepcopy(entries[i]), copy.deepcopy(entries[i + 1])]
    return i + 2


CASES: list[tuple[str, Mutation, str, str]] = [
    ("placed-from-hand-triggers-itself", leave_the_trigger_off_the_stack, "ability.trigger_missed", "4.8.2"),
    ("placed-from-hand-triggers-itself", stack_one_triggering_twice, "ability.not_triggered", "4.8.6"),
    (
        "link-needs-the-card-in-the-graveyard",
        leave_the_trigger_off_the_stack,
        "ability.trigger_missed",
        "4.8.2",
    ),
]


@pytest.mark.parametrize("name", sorted({c[0] for c in CASES}))
def test_base_is_legal(name: str) -> None:
    assert_legal(base(name))


@pytest.mark.parametrize(("name", "mutate", "code", "clause"), CASES, ids=[f"{c[0]}:{c[2]}" for c in CASES])
def test_injected_ability_violation_is_found(name: str, mutate: Mutation, code: str, clause: str) -> None:
    check_mutation(base(name), mutate, f"dimension-zero.{code}", f"dimension-zero:{clause}")
