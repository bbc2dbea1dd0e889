"""A legal generated duel with one violation injected yields that illegal finding, at that entry, citing its clause."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from judge.engine import replay
from judge.engine.games.dimension_zero.generator import generate_game
from tests.unit.engine.mutation_kit import Entries, renumber


def _first(entries: Entries, pred: Callable[[dict[str, Any]], bool]) -> int | None:
    return next((i for i, e in enumerate(entries) if pred(e)), None)


def extra_draw(entries: Entries) -> int | None:
    i = _first(entries, lambda e: e["act"] == "draw" and e["phase"] == "draw")
    if i is not None:
        entries.insert(i + 1, dict(entries[i], args={"count": 1}))
        return i + 1
    return None


def first_turn_draw(entries: Entries) -> int | None:
    i = _first(entries, lambda e: e["turn"] == 1)
    if i is not None:
        entries.insert(
            i, {"seq": 0, "turn": 1, "phase": "draw", "actor": "P1", "act": "draw", "args": {"count": 1}}
        )
        return i
    return None


def underpay(entries: Entries) -> int | None:
    i = _first(entries, lambda e: e["act"] == "play" and e["args"].get("pay"))
    if i is not None:
        entries[i]["args"]["pay"].pop()
    return i


def enemy_area_unit(entries: Entries) -> int | None:
    i = _first(
        entries,
        lambda e: e["act"] == "play" and str(e["args"].get("to", "")).startswith("B1") and e["actor"] == "P1",
    )
    if i is not None:
        square = entries[i]["args"]["to"]
        entries[i]["args"]["to"] = "B3" + square[2]
    return i


def smash_count(entries: Entries) -> int | None:
    i = _first(entries, lambda e: e["act"] == "smash")
    if i is not None:
        entries[i]["args"]["cards"] = entries[i]["args"]["cards"][:-1]
    return i


def response_without_pass(entries: Entries) -> int | None:
    i = _first(entries, lambda e: e["act"] == "pass")
    if i is not None:
        del entries[i]
    return i


def skipped_battle_end(entries: Entries) -> int | None:
    i = _first(entries, lambda e: e["act"] == "rule_effect" and e.get("step") == "battle_end")
    if i is not None:
        del entries[i]
    return i


def skipped_lethal_damage(entries: Entries) -> int | None:
    i = _first(entries, lambda e: e["act"] == "rule_effect" and e.get("step") in ("battle1", "battle2"))
    if i is not None:
        del entries[i]
    return i


def energy_in_main(entries: Entries) -> int | None:
    i = _first(entries, lambda e: e["act"] == "energy" and e["turn"] >= 3)
    if i is not None:
        entries[i]["phase"] = "main"
        # the following entries of the energy phase would go backwards; the next one is main anyway
    return i


def frozen_payment(entries: Entries) -> int | None:
    i = _first(entries, lambda e: e["act"] == "play" and len(e["args"].get("pay", [])) >= 2)
    if i is not None:
        pay = entries[i]["args"]["pay"]
        pay[1] = pay[0]
    return i


def wrong_result(entries: Entries) -> int | None:
    i = _first(entries, lambda e: e["act"] == "result")
    if i is not None:
        entries[i]["args"]["winners"] = ["P2"] if entries[i]["args"]["winners"] == ["P1"] else ["P1"]
    return i


def play_after_end(entries: Entries) -> int | None:
    last = entries[-1]
    if last["act"] != "result":
        return None
    entries.append(dict(last, act="pass", actor="P1" if last["turn"] % 2 else "P2", args={}))
    return len(entries) - 1


def wrong_exchange(entries: Entries) -> int | None:
    # Exchanges without damage are logged too (3.12.2 puts every exchange on the stack): take one with some.
    i = _first(entries, lambda e: e["act"] == "exchange" and bool(e["args"].get("damage")))
    if i is not None:
        damage = entries[i]["args"]["damage"]
        key = next(iter(damage))
        damage[key] += 1000
    return i


def first_player_mulligan(entries: Entries) -> int | None:
    i = _first(entries, lambda e: e["act"] == "draw" and e["turn"] == 0 and e["actor"] == "P1")
    if i is not None:
        entries.insert(
            i + 1,
            {"seq": 0, "turn": 0, "phase": "setup", "actor": "P1", "act": "mulligan", "args": {"count": 5}},
        )
        return i + 1
    return None


def missed_trigger(entries: Entries) -> int | None:
    """A declared ability that triggered is left off the stack (its trigger and resolution deleted)."""
    i = _first(entries, lambda e: e["act"] == "trigger")
    if i is not None:
        del entries[i : i + 2]
    return i


def repeated_trigger(entries: Entries) -> int | None:
    """One triggering put on the stack twice (4.8.6)."""
    i = _first(entries, lambda e: e["act"] == "trigger")
    if i is not None:
        entries.insert(i + 2, copy.deepcopy(entries[i]))
        entries.insert(i + 3, copy.deepcopy(entries[i + 1]))
        return i + 2
    return None


CASES = [
    (extra_draw, "draw.count", "3.6.1-1"),
    (first_turn_draw, "draw.first_turn", "3.6.1-2"),
    (underpay, "pay.amount", "1.2.3-1"),
    (enemy_area_unit, "play.unit_square", "2.20.1-2"),
    (smash_count, "smash.count", "3.9.1"),
    (response_without_pass, "priority.not_holder", "4.6.2"),
    (skipped_battle_end, "battle.end_rules_skipped", "4.16.4-10"),
    (skipped_lethal_damage, "rule.skipped", "4.16.4-5"),
    (energy_in_main, "energy.timing", "3.7.1"),
    (frozen_payment, "pay.frozen_card", "2.26.1-1"),
    (wrong_result, "game.result", "3.3.3"),
    (play_after_end, "game.continued", "3.3.3"),
    (wrong_exchange, "battle.exchange_damage", "3.12.2"),
    (first_player_mulligan, "setup.mulligan", "3.2.3-1"),
    (missed_trigger, "ability.trigger_missed", "4.8.2"),
    (repeated_trigger, "ability.not_triggered", "4.8.6"),
]


# A deleted rule effect is missed at the next entry that needed it done: with the gap where the deleted
# entry was, that is the entry now at its index or the one after it.
SEEN_AT_NEXT = {"rule.skipped", "ability.trigger_missed"}
SEEDS_TO_TRY, ENOUGH = 60, 5


@pytest.mark.parametrize(("mutate", "code", "clause"), CASES, ids=[c[1] for c in CASES])
def test_injected_violation_is_found(mutate: Callable[[Entries], int | None], code: str, clause: str) -> None:
    """A fuzzer over generated duels (the proofs in test_dimension_zero_proofs*.py are the hand-written
    evidence): in each of several duels the injected violation is the first illegal finding, at the entry
    where it was injected."""
    taken = 0
    for seed in range(SEEDS_TO_TRY):
        log = copy.deepcopy(generate_game(seed))
        index = mutate(log["entries"])
        if index is None:
            continue
        renumber(log["entries"])
        seq = log["entries"][min(index, len(log["entries"]) - 1)]["seq"]
        report = replay(log)
        illegal = [f for f in report.findings if f.verdict.value == "illegal"]
        described = [(f.seq, f.code) for f in illegal][:5]
        assert illegal and illegal[0].code == f"dimension-zero.{code}", f"seed {seed}: {described}"
        assert f"dimension-zero:{clause}" in illegal[0].clauses
        allowed = {seq}
        if code in SEEN_AT_NEXT:
            # Reported when a player next receives priority: at the first later entry that is not a rule
            # effect, an effect or a trigger going on the stack (4.16.2, 4.8.2).
            later = [e["seq"] for e in log["entries"] if e["seq"] >= seq]
            acts = {e["seq"]: e["act"] for e in log["entries"]}
            nxt = next((n for n in later if acts[n] not in ("rule_effect", "effect", "trigger")), seq + 1)
            allowed = set(range(seq, nxt + 1))
        assert illegal[0].seq in allowed, f"seed {seed}: at {illegal[0].seq}, injected at {seq}"
        taken += 1
        if taken == ENOUGH:
            return
    assert taken, f"no generated duel offered a place for {code}"
