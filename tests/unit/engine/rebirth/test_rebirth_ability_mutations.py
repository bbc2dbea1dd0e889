"""Mutation tests for the Rebirth ability checks: one violation injected into a hand-written legal game.

The bases are the legal logs of judge scenarios written from the rulebook (tests/scenarios/rebirth/), never a
generator's game; each mutation must give exactly its check, at the entry it names, citing the clause.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.unit.engine.mutation_kit import Entries, Mutation, assert_legal, check_mutation

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios" / "rebirth"


def base(name: str) -> dict[str, Any]:
    return json.loads((SCENARIOS / f"rebirth-{name}.json").read_text(encoding="utf-8"))["legal"]


def _index(entries: Entries, act: str, nth: int = 0) -> int:
    return [i for i, e in enumerate(entries) if e["act"] == act][nth]


def skip_the_trigger(entries: Entries) -> int:
    i = _index(entries, "play_ability")
    del entries[i : i + 2]  # the play and the effect it resolved to
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


def skip_one_of_two_waiting(entries: Entries) -> int:
    i = _index(entries, "play_ability", 2)
    del entries[i : i + 2]
    return i


def too_many_targets(entries: Entries) -> int:
    i = _index(entries, "play_ability")
    targets = entries[i]["args"].get("targets") or []
    entries[i]["args"]["targets"] = [*targets, "P1:m0", "P1:e1", "P2:e1"]
    return i


def non_turn_player_first(entries: Entries) -> int:
    first, second = _index(entries, "play_ability"), _index(entries, "play_ability", 1)
    # The non-turn player's play and its effect now come before the turn player's.
    entries[first : second + 2] = entries[second : second + 2] + entries[first:second]
    return first


CASES: list[tuple[str, Mutation, str, str]] = [
    ("appears-trigger-is-mandatory", skip_the_trigger, "rebirth.ability.skipped", "rebirth:9.8.3.1"),
    (
        "appears-trigger-is-mandatory",
        decline_the_mandatory_trigger,
        "rebirth.ability.decline_mandatory",
        "rebirth:9.8.3.1",
    ),
    (
        "appears-trigger-is-mandatory",
        play_the_trigger_again,
        "rebirth.ability.not_triggered",
        "rebirth:9.8.2",
    ),
    (
        "trigger-met-twice-is-played-twice",
        skip_one_of_two_waiting,
        "rebirth.ability.skipped",
        "rebirth:9.8.3.1",
    ),
    ("up-to-targets-allow-zero-but-not-more", too_many_targets, "rebirth.ability.targets", "rebirth:1.3.5.1"),
    (
        "turn-player-plays-pending-abilities-first",
        non_turn_player_first,
        "rebirth.ability.order",
        "rebirth:10.4.1",
    ),
]


@pytest.mark.parametrize("name", sorted({c[0] for c in CASES}))
def test_base_is_legal(name: str) -> None:
    assert_legal(base(name))


@pytest.mark.parametrize(("name", "mutate", "code", "clause"), CASES, ids=[f"{c[0]}:{c[2]}" for c in CASES])
def test_injected_ability_violation_is_found(name: str, mutate: Mutation, code: str, clause: str) -> None:
    check_mutation(base(name), mutate, code, clause)
