"""704 次元探索戦: the cross, orthogonal moves of the piece, far planes to the bottom, refilled neighbours."""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from judge.engine import replay
from judge.engine.games.dm_variants.generator import generate_game

FMT = "plane_exploration"


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**6), seats=st.sampled_from((2, 3, 4)))
def test_generated_plane_exploration_games_replay_with_no_finding(seed: int, seats: int) -> None:
    log = generate_game(seed, seats, FMT)
    report = replay(log)
    assert not report.findings, [(f.seq, f.code, f.message_en) for f in report.findings[:3]]
    assert report.final_state["game_over"]


def _walks(seed_from: int, pred: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    for seed in range(seed_from, seed_from + 80):
        log = copy.deepcopy(generate_game(seed, 2, FMT))
        for e in log["entries"]:
            if e["act"] == "planeswalk" and pred(e):
                return log, e
    raise AssertionError("no generated game has such a planeswalk")


def _codes(log: dict[str, Any]) -> list[str]:
    return [f.code for f in replay(log).findings]


seeds = st.integers(min_value=0, max_value=10**4)


@settings(max_examples=8, deadline=None)
@given(seed=seeds, dx=st.sampled_from((-1, 1)), dy=st.sampled_from((-1, 1)), far=st.booleans())
def test_a_diagonal_or_long_move_is_found(seed: int, dx: int, dy: int, far: bool) -> None:
    log, e = _walks(seed, lambda e: True)
    walks = [x for x in log["entries"] if x["act"] == "planeswalk"]
    before = walks[walks.index(e) - 1]["args"]["to"] if walks.index(e) else [0, 0]
    x, y = before
    e["args"]["to"] = [x + 2 * dx, y] if far else [x + dx, y + dy]
    assert "dm-variants.plane_exploration.move" in _codes(log)


@settings(max_examples=8, deadline=None)
@given(seed=seeds)
def test_far_planes_must_go_to_the_bottom(seed: int) -> None:
    log, e = _walks(seed, lambda e: bool(e["args"]["removed"]))
    e["args"]["removed"] = e["args"]["removed"][1:]
    assert "dm-variants.plane_exploration.far_planes" in _codes(log)


@settings(max_examples=8, deadline=None)
@given(seed=seeds)
def test_empty_neighbours_must_be_refilled(seed: int) -> None:
    log, e = _walks(seed, lambda e: bool(e["args"]["reveal"]))
    e["args"]["reveal"] = e["args"]["reveal"][:-1]  # the last reveal always lands a plane
    assert "dm-variants.plane_exploration.refill" in _codes(log)


def test_the_cross_and_the_piece_at_setup() -> None:
    log = copy.deepcopy(generate_game(2, 2, FMT))
    reveals = [e for e in log["entries"] if e["act"] == "plane_reveal"]
    reveals[-1]["args"]["at"] = [2, 2]
    codes = _codes(log)
    assert codes.count("dm-variants.plane_exploration.cross") == 2  # outside, and then a square left empty
    log = copy.deepcopy(generate_game(2, 2, FMT))
    log["entries"] = [e for e in log["entries"] if e["act"] != "plane_reveal"]
    assert "dm-variants.plane_exploration.cross" in _codes(log)


def test_setup_replaces_phenomena_on_their_square() -> None:
    for seed in range(60):
        log = generate_game(seed, 2, FMT)
        reveals = [e["args"] for e in log["entries"] if e["act"] == "plane_reveal"]
        if len(reveals) > 5:
            squares = [tuple(r["at"]) for r in reveals]
            assert len(set(squares)) == 5  # a phenomenon's square is filled again, not another one
            assert _codes(log) == []
            return
    raise AssertionError("no generated setup revealed a phenomenon")
