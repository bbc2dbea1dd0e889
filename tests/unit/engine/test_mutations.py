"""A legal generated game with one violation injected yields exactly that illegal finding and clause."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from judge.engine.games.rebirth.generator import generate_game
from tests.unit.engine.mutation_kit import check_injected_violation, renumber

Mutation = Callable[[list[dict[str, Any]]], bool]


def _insert_after(entries: list[dict[str, Any]], index: int, new: dict[str, Any]) -> None:
    entries.insert(index + 1, new)
    renumber(entries)


def extra_standby_draw(entries: list[dict[str, Any]]) -> bool:
    for i, e in enumerate(entries):
        if e["act"] == "draw" and e["phase"] == "standby" and e["turn"] >= 2:
            _insert_after(entries, i, dict(e, args={"count": 1}))
            return True
    return False


def energy_face_up(entries: list[dict[str, Any]]) -> bool:
    for e in entries:
        if e["act"] == "energy" and e["turn"] > 0 and "card" in e.get("args", {}):
            e["args"]["face_down"] = False
            return True
    return False


def underpay_move(entries: list[dict[str, Any]]) -> bool:
    for e in entries:
        if e["act"] == "move_to_member" and e["args"]["pay"]:
            e["args"]["pay"].pop()
            return True
    return False


def rebirth_without_draw(entries: list[dict[str, Any]]) -> bool:
    for e in entries:
        if e["act"] == "set_rebirth":
            e["args"]["draw"] = None
            return True
    return False


def wrong_damage(entries: list[dict[str, Any]]) -> bool:
    for i, e in enumerate(entries[:-1]):
        if e["act"] == "damage" and e["args"]["amount"] >= 1 and entries[i + 1]["act"] != "retire":
            e["args"]["amount"] -= 1
            return True
    return False


def turn_player_blocks(entries: list[dict[str, Any]]) -> bool:
    for e in entries:
        if e["act"] == "block":
            e["actor"] = "P1" if e["actor"] == "P2" else "P2"
            return True
    return False


def keep_rebirth_cards(entries: list[dict[str, Any]]) -> bool:
    for i, e in enumerate(entries):
        if e["act"] == "end_discard_rebirth":
            del entries[i]
            renumber(entries)
            return True
    return False


def play_in_attack_phase(entries: list[dict[str, Any]]) -> bool:
    for i, e in enumerate(entries):
        if e["act"] == "play_character" and e["args"]["to"] == "member":
            nxt = entries[i + 1] if i + 1 < len(entries) else None
            if nxt and nxt["act"] == "attack" and nxt["turn"] == e["turn"]:
                entries[i], entries[i + 1] = nxt, e
                e["phase"], e["step"] = "attack", "start"
                renumber(entries)
                return True
    return False


def _first_ability(entries: list[dict[str, Any]], ability: str) -> int | None:
    return next(
        (
            i
            for i, e in enumerate(entries)
            if e["act"] == "play_ability" and e.get("args", {}).get("ability") == ability
        ),
        None,
    )


def _drop_resolution(entries: list[dict[str, Any]], i: int, ability: str) -> None:
    """Not played means not resolved either: the effect entry naming the ability goes too (else it is an
    effect of an ability never played, 9.7.1, a second mistake)."""
    for k in range(i + 1, min(i + 3, len(entries))):
        if entries[k].get("act") == "effect" and entries[k].get("args", {}).get("ability") == ability:
            del entries[k]
            return


def skip_auto_ability(entries: list[dict[str, Any]]) -> bool:
    i = _first_ability(entries, "enter_guard")
    if i is None:
        return False
    _drop_resolution(entries, i, "enter_guard")
    del entries[i]
    renumber(entries)
    return True


def decline_auto_ability(entries: list[dict[str, Any]]) -> bool:
    i = _first_ability(entries, "enter_guard")
    if i is None:
        return False
    entries[i]["act"] = "decline"
    _drop_resolution(entries, i, "enter_guard")
    renumber(entries)
    return True


def replay_auto_ability(entries: list[dict[str, Any]]) -> bool:
    i = _first_ability(entries, "enter_guard")
    if i is None:
        return False
    _insert_after(entries, i, dict(entries[i]))
    return True


def rally_wrong_target(entries: list[dict[str, Any]]) -> bool:
    i = _first_ability(entries, "rally")
    if i is None:
        return False
    mine = entries[i]["args"]["targets"][0]
    entries[i]["args"]["targets"] = [("P2" if mine.startswith("P1") else "P1") + mine[2:]]
    return True


def rally_never_played(entries: list[dict[str, Any]]) -> bool:
    """The activated ability's play is gone but its resolution stays: an effect of an ability never played."""
    i = _first_ability(entries, "rally")
    if i is None:
        return False
    del entries[i]
    renumber(entries)
    return True


def opponent_plays_auto_ability(entries: list[dict[str, Any]]) -> bool:
    i = _first_ability(entries, "enter_guard")
    if i is None:
        return False
    entries[i]["actor"] = "P1" if entries[i]["actor"] == "P2" else "P2"
    return True


CASES = [
    (extra_standby_draw, "rebirth.standby.draw_count", "rebirth:7.2.1.2"),
    (energy_face_up, "rebirth.energy.face", "rebirth:4.6.2"),
    (underpay_move, "rebirth.cost.energy_payment", "rebirth:5.14.1.1"),
    (rebirth_without_draw, "rebirth.main.set_rebirth_draw", "rebirth:7.4.2.4"),
    (wrong_damage, "rebirth.damage.amount", "rebirth:8.4.3"),
    (turn_player_blocks, "rebirth.block.actor", "rebirth:8.3.3"),
    (keep_rebirth_cards, "rebirth.end.rebirth_cleanup", "rebirth:7.6.5"),
    (skip_auto_ability, "rebirth.ability.skipped", "rebirth:9.8.3.1"),
    (decline_auto_ability, "rebirth.ability.decline_mandatory", "rebirth:9.8.3.1"),
    (replay_auto_ability, "rebirth.ability.not_triggered", "rebirth:9.8.2"),
    (rally_wrong_target, "rebirth.ability.targets", "rebirth:9.7.4.2"),
    (rally_never_played, "rebirth.ability.effect_not_played", "rebirth:9.7.1"),
    (opponent_plays_auto_ability, "rebirth.ability.not_master", "rebirth:9.8.3"),
]


@pytest.mark.parametrize(("mutate", "code", "clause"), CASES, ids=[c[1] for c in CASES])
def test_injected_violation_is_found(mutate: Mutation, code: str, clause: str) -> None:
    check_injected_violation(generate_game, mutate, code, clause, seeds=200, enough=3)
