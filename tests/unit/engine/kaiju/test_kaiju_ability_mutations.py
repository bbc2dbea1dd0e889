"""Mutation tests for the kaiju ability checks: one violation injected into a hand-written legal game.

The bases are the legal logs of judge scenarios written from the rulebook (tests/scenarios/kaiju/), never a
generator's game; each mutation must give exactly its check, at the entry it names, citing the clause.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.unit.engine.mutation_kit import Entries, Mutation, assert_legal, check_mutation

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios" / "kaiju"


def base(name: str) -> dict[str, Any]:
    return json.loads((SCENARIOS / f"kaiju-{name}.json").read_text(encoding="utf-8"))["legal"]


def _index(entries: Entries, act: str, nth: int = 0) -> int:
    return [i for i, e in enumerate(entries) if e["act"] == act][nth]


def skip_the_trigger(entries: Entries) -> int:
    i = _index(entries, "play_ability")
    del entries[i : i + 2]  # the play and its effect
    return i  # the next act moves the game on past the check timing


def decline_the_mandatory_trigger(entries: Entries) -> int:
    i = _index(entries, "play_ability")
    entries[i]["act"] = "decline"
    entries[i]["args"] = {k: v for k, v in entries[i]["args"].items() if k in ("card", "ability")}
    del entries[i + 1]
    return i


def play_the_trigger_again(entries: Entries) -> int:
    i = _index(entries, "play_ability")
    entries[i + 2 : i + 2] = [dict(entries[i])]
    return i + 2


def non_turn_player_first(entries: Entries) -> int:
    first, second = _index(entries, "play_ability"), _index(entries, "play_ability", 1)
    entries[first : second + 2] = entries[second : second + 2] + entries[first:second]
    return first


CASES: list[tuple[str, Mutation, str, str]] = [
    ("appear-ability-is-mandatory", skip_the_trigger, "kaiju.ability.skipped", "kaiju:10.6.3.1"),
    (
        "appear-ability-is-mandatory",
        decline_the_mandatory_trigger,
        "kaiju.ability.declined_mandatory",
        "kaiju:10.6.3.1",
    ),
    ("appear-ability-is-mandatory", play_the_trigger_again, "kaiju.ability.not_pending", "kaiju:10.6.2"),
    ("turn-player-abilities-first", non_turn_player_first, "kaiju.ability.order", "kaiju:10.4.3.2"),
]


@pytest.mark.parametrize("name", sorted({c[0] for c in CASES}))
def test_base_is_legal(name: str) -> None:
    assert_legal(base(name))


@pytest.mark.parametrize(("name", "mutate", "code", "clause"), CASES, ids=[f"{c[0]}:{c[2]}" for c in CASES])
def test_injected_ability_violation_is_found(name: str, mutate: Mutation, code: str, clause: str) -> None:
    check_mutation(base(name), mutate, code, clause)
