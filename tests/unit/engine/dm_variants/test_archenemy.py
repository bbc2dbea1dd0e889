"""702 魔王戦: generated games replay clean; each scheme and setup rule is found when a log breaks it."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from judge.engine import replay
from judge.engine.games.dm_variants.generator import generate_game

Entries = list[dict[str, Any]]


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**6), seats=st.sampled_from((3, 4)))
def test_generated_archenemy_games_replay_with_no_finding(seed: int, seats: int) -> None:
    log = generate_game(seed, seats, "archenemy")
    report = replay(log)
    assert not report.findings, [(f.seq, f.code, f.message_en) for f in report.findings[:3]]
    assert report.final_state["game_over"]
    assert log["header"]["first_player"] == "P1"
    assert sum(e["act"] == "scheme" for e in log["entries"]) >= 1


def _codes(log: dict[str, Any]) -> list[str]:
    return [f.code for f in replay(log).findings]


def _renumber(entries: Entries) -> None:
    for i, e in enumerate(entries):
        e["seq"] = i + 1


def _mutant(seed: int, seats: int, mutate: Callable[[Entries], None]) -> list[str]:
    log = copy.deepcopy(generate_game(seed, seats, "archenemy"))
    mutate(log["entries"])
    _renumber(log["entries"])
    return _codes(log)


def _schemes(entries: Entries) -> list[int]:
    return [i for i, e in enumerate(entries) if e["act"] == "scheme"]


seeds = st.integers(min_value=0, max_value=10**5)


@settings(max_examples=10, deadline=None)
@given(seed=seeds)
def test_a_dropped_scheme_is_missing(seed: int) -> None:
    codes = _mutant(seed, 3, lambda es: es.pop(_schemes(es)[0]))
    assert (
        codes.count("dm-variants.archenemy.scheme_missing")
        + codes.count("dm-variants.archenemy.scheme_timing")
        == 1
    )


@settings(max_examples=10, deadline=None)
@given(seed=seeds)
def test_a_hero_cannot_set_a_scheme_in_motion(seed: int) -> None:
    def mutate(es: Entries) -> None:
        e = copy.deepcopy(es[_schemes(es)[0]])
        e["actor"] = "P2"
        es.insert(_schemes(es)[0] + 1, e)

    assert "dm-variants.archenemy.scheme_who" in _mutant(seed, 4, mutate)


@settings(max_examples=10, deadline=None)
@given(seed=seeds)
def test_a_second_scheme_in_the_same_main_step(seed: int) -> None:
    def mutate(es: Entries) -> None:
        i = _schemes(es)[0]
        es.insert(i + 1, copy.deepcopy(es[i]))

    codes = _mutant(seed, 3, mutate)
    assert "dm-variants.archenemy.scheme_one_at_a_time" in codes
    assert "dm-variants.archenemy.scheme_bottom" in codes  # the same card came straight back up


def test_a_scheme_after_another_main_step_act_is_late() -> None:
    for seed in range(40):
        log = copy.deepcopy(generate_game(seed, 3, "archenemy"))
        es = log["entries"]
        i = _schemes(es)[0]
        nxt = es[i + 1] if i + 1 < len(es) else None
        if nxt and nxt["act"] in ("summon", "cast") and nxt["turn"] == es[i]["turn"]:
            es[i], es[i + 1] = es[i + 1], es[i]
            _renumber(es)
            assert _codes(log) == ["dm-variants.archenemy.scheme_timing"]
            return
    raise AssertionError("no generated game summons right after its first scheme")


def test_the_archenemy_takes_the_first_turn_and_shield_counts() -> None:
    log = copy.deepcopy(generate_game(5, 3, "archenemy"))
    log["header"]["first_player"] = "P2"
    assert "dm-variants.archenemy.first_turn" in _codes(log)
    for seats, hero_shields in ((3, 7), (4, 5)):
        log = generate_game(7, seats, "archenemy")
        counts = {e["actor"]: e["args"]["count"] for e in log["entries"] if e["act"] == "shields"}
        assert counts["P1"] == 7 and counts["P2"] == hero_shields
        bad = copy.deepcopy(log)
        next(e for e in bad["entries"] if e["act"] == "shields" and e["actor"] == "P2")["args"]["count"] = (
            12 - hero_shields
        )
        assert _codes(bad) == ["dm-variants.setup.shields"]


def test_five_heroes_need_an_agreed_shield_count() -> None:
    log = copy.deepcopy(generate_game(1, 4, "archenemy"))
    header = log["header"]
    for s in ("P5", "P6"):
        header["players"].append({"seat": s})
        header["decklists"][s] = header["decklists"]["P2"]
    header["options"]["teams"][1] += ["P5", "P6"]
    log["entries"] = [e for e in log["entries"] if e["turn"] == 0]
    codes = _codes(log)
    assert "dm-variants.archenemy.shield_count" in codes
    header["options"]["shields"] = 5
    assert "dm-variants.archenemy.shield_count" not in _codes(log)


def test_a_hero_cannot_pay_with_a_teammates_mana() -> None:
    for seed in range(60):
        log = copy.deepcopy(generate_game(seed, 3, "archenemy"))
        es = log["entries"]
        for e in es:
            if e["act"] == "summon" and e["actor"] == "P2" and e["args"]["tap"]:
                mate = next(
                    (
                        x["args"]["card"]["iid"]
                        for x in es
                        if x["act"] == "charge" and x["actor"] == "P3" and x["seq"] < e["seq"]
                    ),
                    None,
                )
                if mate is None:
                    continue
                e["args"]["tap"] = [*e["args"]["tap"][:-1], mate]
                assert "dm-variants.archenemy.teammate_cards" in _codes(log)
                return
    raise AssertionError("no generated game has a hero summon after a teammate's charge")
