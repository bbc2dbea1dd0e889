"""Seeded random legal Duel Masters games (2-5 seats) replay with no finding, deterministically."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from judge.engine import replay
from judge.engine.games.dm_variants.generator import generate_game


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**6), seats=st.sampled_from((2, 3, 4, 5)))
def test_generated_games_replay_with_no_finding(seed: int, seats: int) -> None:
    log = generate_game(seed, seats)
    report = replay(log)
    assert not report.findings, [(f.seq, f.code, f.message_en) for f in report.findings[:3]]
    assert report.final_state["game_over"]
    assert report.final_state["winners"] == log["entries"][-1]["args"]["winners"]


def test_generator_is_deterministic_and_json_clean() -> None:
    a, b = generate_game(11, 4), generate_game(11, 4)
    assert a == b
    assert replay(json.dumps(a, ensure_ascii=False)).to_dict() == replay(a).to_dict()


def test_games_reach_eliminations_and_every_seat_count_is_covered() -> None:
    for seats in (2, 3, 4, 5):
        losers = [len(replay(generate_game(seed, seats)).final_state["losers"]) for seed in range(8)]
        assert max(losers) >= (1 if seats < 5 else 2)
    variants = {generate_game(s, 5)["header"]["variant"] for s in range(3)}
    assert variants == {"pentagon"}


def test_free_for_all_games_use_the_options() -> None:
    options = [generate_game(seed, 4)["header"]["options"] for seed in range(30)]
    assert any("range" in o for o in options)
    assert any(o.get("attack_adjacent") for o in options)
