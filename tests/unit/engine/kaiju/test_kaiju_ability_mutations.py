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


def _effect_with(entries: Entries, arg: str) -> int:
    return next(i for i, e in enumerate(entries) if e["act"] == "effect" and arg in e["args"])


def anger_off_by_one(entries: Entries) -> int:
    i = _effect_with(entries, "anger")
    entries[i]["args"]["anger"] = {seat: v + 1 for seat, v in entries[i]["args"]["anger"].items()}
    return i


def move_the_kaiju_back(entries: Entries) -> int:
    i = _index(entries, "effect")
    entries[i]["args"]["kaiju_area"] = {"P1": 5}  # "forward to area 5" from area 6
    return i


def both_into_one_area(entries: Entries) -> int:
    i = _effect_with(entries, "moves")
    moves = entries[i]["args"]["moves"]
    moves[1]["area"] = moves[0]["area"]
    # The duplicate-card process that follows is owed and done (11.5.1).
    entries.insert(i + 1, {"seq": 0, **entries[i], "act": "duplicate", "args": {"card": moves[0]["card"]}})
    return i


def keep_the_replaced_card(entries: Entries) -> int:
    i = _effect_with(entries, "moves")
    entries[i]["args"]["moves"] = []  # the target stays, as if its replacement applied
    return i


def use_the_vanished_token(entries: Entries) -> int:
    i = _index(entries, "play_engage")
    entries[i]["args"]["card"] = {"iid": "P1:tok1", "card": "TK-BOMB"}
    return i


CASES: list[tuple[str, Mutation, str, str]] = [
    ("anger-reduced-below-zero-stays-zero", anger_off_by_one, "kaiju.effect.anger", "kaiju:10.7.1"),
    ("effect-forward-to-an-area-behind", move_the_kaiju_back, "kaiju.effect.kaiju_area", "kaiju:5.13.1.2.1"),
    (
        "cards-appearing-together-go-to-different-areas",
        both_into_one_area,
        "kaiju.effect.appear_together",
        "kaiju:5.11.1.3",
    ),
    (
        "choice-replacement-needs-its-choice",
        keep_the_replaced_card,
        "kaiju.effect.replacement_unavailable",
        "kaiju:10.9.3",
    ),
    (
        "token-leaving-the-areas-ceases-to-exist",
        use_the_vanished_token,
        "kaiju.effect.token_zone",
        "kaiju:9.1.4.2",
    ),
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
