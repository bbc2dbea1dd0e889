"""Mutation tests for the ability, ownership, result and turn-effect checks: a generated legal game (zero
findings) with one thing broken must give that finding."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from judge.engine import replay
from judge.engine.games.dm_variants.generator import generate_game

P = "dm-variants."
SEEDS = range(6)


def _codes(log: dict[str, Any]) -> set[str]:
    return {f.code for f in replay(log).findings}


def _renumber(log: dict[str, Any]) -> dict[str, Any]:
    for i, e in enumerate(log["entries"], start=1):
        e["seq"] = i
    return log


def _ability_effects(log: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for e in log["entries"] if e["act"] == "effect" and "ability" in e["args"]]


@pytest.mark.parametrize("seed", SEEDS)
def test_a_generated_game_with_abilities_is_clean_and_a_broken_target_is_found(seed: int) -> None:
    log = generate_game(seed, 3)
    assert replay(log).findings == []
    effects = _ability_effects(log)
    if not effects:
        pytest.skip("no ability resolved in this game")
    bad = copy.deepcopy(log)
    e = _ability_effects(bad)[0]
    e["args"]["targets"] = [e["actor"]]  # a player where the text chooses a creature
    assert P + "ability.targets" in _codes(bad)


@pytest.mark.parametrize("seed", SEEDS)
def test_a_card_from_outside_named_for_another_player_is_found(seed: int) -> None:
    log = generate_game(seed, 3)
    bad = copy.deepcopy(log)
    main = next(e for e in bad["entries"] if e["phase"] == "main" and e["turn"] >= 2)
    actor = main["actor"]
    other = next(s["seat"] for s in bad["header"]["players"] if s["seat"] != actor)
    move = {"card": {"iid": f"{other}:o1", "card": "F1"}, "from": "outside", "to": "graveyard"}
    extra = dict(main, act="effect", args={"source": "x", "moves": [move]})
    bad["entries"].insert(bad["entries"].index(main) + 1, extra)
    assert P + "effect.outside_owner" in _codes(_renumber(bad))


@pytest.mark.parametrize("seed", SEEDS)
def test_a_wrong_result_is_found(seed: int) -> None:
    log = generate_game(seed, 3)
    result = log["entries"][-1]
    if result["act"] != "result":
        pytest.skip("the game did not end")
    losers = [s["seat"] for s in log["header"]["players"] if s["seat"] not in result["args"]["winners"]]
    result["args"]["winners"] = losers[:1]
    assert P + "result.mismatch_multiplayer" in _codes(log)


@pytest.mark.parametrize("seed", SEEDS)
def test_an_extra_turn_not_taken_is_found(seed: int) -> None:
    log = generate_game(seed, 2)
    starts = [e for e in log["entries"] if e["act"] == "turn_start" and e["turn"] >= 3]
    if not starts:
        pytest.skip("too short")
    nxt = starts[0]
    prev = next(
        e for e in reversed(log["entries"][: log["entries"].index(nxt)]) if e["turn"] == nxt["turn"] - 1
    )
    mutation = dict(prev, act="extra_turn", args={"player": prev["actor"]})
    log["entries"].insert(log["entries"].index(nxt), mutation)
    assert P + "turn.extra_or_skipped" in _codes(_renumber(log))
