"""703 次元戦: setup reveal, the planar die, planeswalks owed and unowed, D-switch, 703.12."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge.engine import replay
from judge.engine.games.dm_variants.generator import generate_game

Entries = list[dict[str, Any]]


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**6), seats=st.sampled_from((2, 3, 4)))
def test_generated_planes_games_replay_with_no_finding(seed: int, seats: int) -> None:
    log = generate_game(seed, seats, "planes")
    report = replay(log)
    assert not report.findings, [(f.seq, f.code, f.message_en) for f in report.findings[:3]]
    assert report.final_state["game_over"]


def _renumber(es: Entries) -> None:
    for i, e in enumerate(es):
        e["seq"] = i + 1


def _find(seats: int, pred: Any) -> tuple[dict[str, Any], int]:
    for seed in range(60):
        log = copy.deepcopy(generate_game(seed, seats, "planes"))
        for i in range(len(log["entries"])):
            if pred(log["entries"], i):
                return log, i
    raise AssertionError("no generated game has the situation")


def _codes(log: dict[str, Any]) -> list[str]:
    _renumber(log["entries"])
    return [f.code for f in replay(log).findings]


def _p_then_walk(es: Entries, i: int) -> bool:
    return es[i]["act"] == "roll" and es[i]["args"]["result"] == "P"


def test_a_skipped_planeswalk_after_p_is_found() -> None:
    log, i = _find(2, lambda es, i: _p_then_walk(es, i) and es[i + 2]["act"] not in ("planeswalk",))
    es = log["entries"]
    del es[i + 1]  # the planeswalk the {P} owed
    assert "dm-variants.planes.planeswalk_missing" in _codes(log)


def test_a_planeswalk_without_p_is_found() -> None:
    log, i = _find(3, _p_then_walk)
    log["entries"][i]["args"]["result"] = "blank"
    assert "dm-variants.planes.planeswalk_unowed" in _codes(log)
    log, i = _find(3, _p_then_walk)
    log["entries"][i + 1]["args"]["source"] = "P2:c1"  # a card effect may make a player planeswalk
    log["entries"][i]["args"]["result"] = "blank"
    assert _codes(log) == []


def test_setup_reveal_by_the_starting_player_until_a_plane() -> None:
    log, i = _find(2, lambda es, i: es[i]["act"] == "plane_reveal")
    other = next(p["seat"] for p in log["header"]["players"] if p["seat"] != log["header"]["first_player"])
    bad = copy.deepcopy(log)
    bad["entries"][i]["actor"] = other
    assert "dm-variants.planes.setup_reveal" in _codes(bad)
    bad = copy.deepcopy(log)
    bad["entries"] = [e for e in bad["entries"] if e["act"] != "plane_reveal"]
    assert _codes(bad) == ["dm-variants.planes.setup_reveal"]  # the game began with no plane
    bad = copy.deepcopy(log)
    bad["entries"].insert(i, copy.deepcopy(bad["entries"][i]))  # a second plane after the first
    bad["entries"].insert(i + 1, copy.deepcopy(bad["entries"][i + 1]))
    codes = _codes(bad)
    assert "dm-variants.planes.setup_reveal" in codes


def test_d_switch_once_per_game_and_only_after_c() -> None:
    log, i = _find(2, lambda es, i: es[i]["act"] == "d_switch")
    es = log["entries"]
    es.insert(i + 1, {**copy.deepcopy(es[i - 1]), "args": {"result": "C", "tap": []}})
    es.insert(i + 2, copy.deepcopy(es[i]))
    codes = _codes(log)
    assert "dm-variants.planes.d_switch" in codes
    log, i = _find(2, lambda es, i: es[i]["act"] == "d_switch")
    log["entries"][i - 1]["args"]["result"] = "blank"
    assert _codes(log) == ["dm-variants.planes.d_switch"]


@pytest.mark.parametrize("source_is_plane", [True, False])
def test_planar_effects_ignore_the_range_of_influence(source_is_plane: bool) -> None:
    """703.12: the face-up plane's effect reaches a player out of range; a creature's does not."""
    log, i = _find(4, lambda es, i: es[i]["act"] == "summon" and es[i]["turn"] >= 2)
    log["header"]["options"]["range"] = 1
    es = log["entries"]
    del es[i + 1 :]
    es = log["entries"]
    walk = [e for e in es if e["act"] in ("plane_reveal", "planeswalk")][-1]
    plane = (walk["args"].get("card") or walk["args"].get("reveal"))["iid"]
    actor = es[i]["actor"]
    seats = [p["seat"] for p in log["header"]["players"]]
    far = seats[(seats.index(actor) + 2) % 4]
    source = plane if source_is_plane else es[i]["args"]["card"]["iid"]
    es.append(
        {
            "turn": es[i]["turn"],
            "phase": "main",
            "actor": actor,
            "act": "effect",
            "args": {"source": source, "targets": [far]},
        }
    )
    codes = _codes(log)
    assert ("dm-variants.range.target" in codes) != source_is_plane


def test_die_by_a_non_turn_player_or_unpaid() -> None:
    log, i = _find(2, lambda es, i: es[i]["act"] == "roll" and i + 1 < len(es) and es[i + 1]["act"] == "roll")
    es = log["entries"]
    es[i + 1]["args"]["tap"] = []
    assert "dm-variants.planes.die_cost" in _codes(log)
    log, i = _find(2, lambda es, i: es[i]["act"] == "roll" and es[i]["args"]["result"] == "blank")
    log["entries"][i]["phase"] = "attack"
    assert "dm-variants.planes.die_who" in _codes(log)
