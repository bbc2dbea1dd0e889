"""A legal generated kaiju game with one violation injected yields exactly that illegal finding.

The log is cut shortly after the injected entry (a log may stop anywhere), so the violation's knock-on
effects on later turns do not blur which finding it caused.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from judge.engine.games.kaiju.generator import generate_game
from tests.unit.engine.mutation_kit import Entries, check_injected_violation, renumber

Mutation = Callable[[Entries], Entries | None]


def _cut_after_phase(entries: Entries, i: int) -> Entries:
    """Keep entries up to i and the first later entry of another phase or turn."""
    here = (entries[i]["turn"], entries[i]["phase"])
    for j in range(i + 1, len(entries)):
        if (entries[j]["turn"], entries[j]["phase"]) != here and entries[j]["act"] != "result":
            return renumber(entries[: j + 1])
    return renumber(entries[: i + 1])


def extra_start_draw(entries: Entries) -> Entries | None:
    for i, e in enumerate(entries):
        if e["act"] == "draw" and e["phase"] == "start" and e["turn"] >= 3:
            entries.insert(i + 1, dict(e, args={"count": 1}))
            return _cut_after_phase(entries, i + 1)
    return None


def second_advance(entries: Entries) -> Entries | None:
    for i, e in enumerate(entries):
        if e["act"] == "advance" and "to" in e["args"] and entries[i + 1]["act"] != "trample":
            extra = dict(e, args={"card": {"iid": f"{e['actor']}:zz1", "card": "GE-3"}})
            return renumber([*entries[: i + 1], extra])
    return None


def engage_too_high(entries: Entries) -> Entries | None:
    for i, e in enumerate(entries):
        if e["act"] in ("advance", "end_advance"):
            break  # keep to the first turns, where both kaiju are still low
        if e["act"] == "play_engage":
            e["args"]["card"] = {"iid": f"{e['actor']}:zz2", "card": "GE-6"}
            return renumber(entries[: i + 1])
    return None


def drop_trample(entries: Entries) -> Entries | None:
    for i, e in enumerate(entries[:-1]):
        nxt = entries[i + 1]
        if e["act"] == "trample" and nxt["act"] not in ("trample", "result"):
            return renumber([*entries[:i], nxt])
    return None


def drop_end_advance(entries: Entries) -> Entries | None:
    for i, e in enumerate(entries):
        if e["act"] == "end_advance":
            rest = [x for x in entries[i + 1 :] if x["act"] != "trample" or x["turn"] != e["turn"]]
            nxt = next((k for k, x in enumerate(rest) if x["turn"] > e["turn"]), None)
            if nxt is None:
                return None
            return renumber([*entries[:i], *rest[: nxt + 1]])
    return None


def drop_duplicate(entries: Entries) -> Entries | None:
    # The next entry must be another action of the same phase: a phase change would also count the
    # undestroyed card's repel power (7.4.2), and an ability played next is 10.4.3.1's order instead.
    for i, e in enumerate(entries[:-1]):
        nxt = entries[i + 1]
        same_phase = (nxt["turn"], nxt["phase"]) == (e["turn"], e["phase"])
        if e["act"] == "duplicate" and same_phase and nxt["act"] not in ("result", "play_ability", "decline"):
            return renumber([*entries[:i], nxt])
    return None


def second_kaiju(entries: Entries) -> Entries | None:
    for i, e in enumerate(entries):
        if e["act"] == "play_kaiju":
            extra = dict(e, args={"card": {"iid": f"{e['actor']}:zz3", "card": e["args"]["card"]["card"]}})
            return renumber([*entries[: i + 1], extra])
    return None


def anger_from_engage(entries: Entries) -> Entries | None:
    for i, e in enumerate(entries):
        if e["act"] == "gain_anger":
            e["args"]["card"] = {"iid": f"{e['actor']}:zz4", "card": "GE-1"}
            return renumber(entries[: i + 1])
    return None


def anger_by_opponent(entries: Entries) -> Entries | None:
    for i, e in enumerate(entries):
        if e["act"] == "gain_anger":
            e["actor"] = "P1" if e["actor"] == "P2" else "P2"
            e["args"]["card"] = {"iid": f"{e['actor']}:zz5", "card": "GM-1"}
            return renumber(entries[: i + 1])
    return None


def wrong_advance_distance(entries: Entries) -> Entries | None:
    for i, e in enumerate(entries):
        if e["act"] == "advance" and e["args"].get("to", 8) < 8:
            e["args"]["to"] += 1
            return renumber(entries[: i + 1])
    return None


def keep_old_strategy(entries: Entries) -> Entries | None:
    for i, e in enumerate(entries):
        if e["act"] == "discard_strategy":
            del entries[i]
            return _cut_after_phase(entries, i - 1)
    return None


def skip_repel(entries: Entries) -> Entries | None:
    for i, e in enumerate(entries):
        if e["act"] == "repel" and "replacement" in e["args"]:
            return renumber([*entries[:i], dict(e, act="end_advance", phase="end", args={})])
    return None


def _main_play(entries: Entries, ability: str) -> int | None:
    """A main-phase play of `ability` followed by its draw and by another main-phase action."""
    for i, e in enumerate(entries[:-2]):
        after = entries[i + 2]
        if (
            e["act"] == "play_ability"
            and e["args"]["ability"] == ability
            and entries[i + 1]["act"] == "draw"
            and (after["turn"], after["phase"], after["act"]) == (e["turn"], "main", after["act"])
            and e["phase"] == "main"
            and after["act"] not in ("play_ability", "decline", "reshuffle", "duplicate", "trample", "result")
        ):
            return i
    return None


def skip_appear_ability(entries: Entries) -> Entries | None:
    i = _main_play(entries, "draw")
    return None if i is None else renumber([*entries[:i], entries[i + 2]])


def decline_appear_ability(entries: Entries) -> Entries | None:
    i = _main_play(entries, "draw")
    if i is None:
        return None
    e = entries[i]
    return renumber([*entries[:i], dict(e, act="decline"), entries[i + 2]])


def replay_ability(entries: Entries) -> Entries | None:
    i = _main_play(entries, "draw")
    if i is None:
        return None
    return renumber([*entries[: i + 2], dict(entries[i]), entries[i + 2]])


CASES = [
    (skip_appear_ability, "kaiju.ability.skipped", "kaiju:10.6.3.1"),
    (decline_appear_ability, "kaiju.ability.declined_mandatory", "kaiju:10.6.3.1"),
    (replay_ability, "kaiju.ability.not_pending", "kaiju:10.6.2"),
    (extra_start_draw, "kaiju.start.draw_count", "kaiju:7.2.2"),
    (second_advance, "kaiju.main.advance_once_per_turn", "kaiju:8.6.2"),
    (engage_too_high, "kaiju.main.engage_grade", "kaiju:8.2.1"),
    (drop_trample, "kaiju.process.trample_skipped", "kaiju:11.3.3"),
    (drop_end_advance, "kaiju.end.advance_skipped", "kaiju:7.5.2"),
    (drop_duplicate, "kaiju.process.duplicate_skipped", "kaiju:11.5.1"),
    (second_kaiju, "kaiju.main.kaiju_once_per_turn", "kaiju:8.5.2"),
    (anger_from_engage, "kaiju.main.anger_discard", "kaiju:8.4.1"),
    (anger_by_opponent, "kaiju.turn.not_turn_player", "kaiju:8.1.1"),
    (wrong_advance_distance, "kaiju.main.advance_distance", "kaiju:8.6.1.2"),
    (keep_old_strategy, "kaiju.start.strategy_cleanup", "kaiju:7.2.3"),
    (skip_repel, "kaiju.repel.skipped", "kaiju:7.4.3"),
]


@pytest.mark.parametrize(("mutate", "code", "clause"), CASES, ids=[c[1] for c in CASES])
def test_injected_violation_is_found(mutate: Mutation, code: str, clause: str) -> None:
    check_injected_violation(generate_game, mutate, code, clause, seeds=120, enough=4)
