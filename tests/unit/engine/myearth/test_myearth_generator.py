"""Seeded random legal MyEarth games replay with no finding, with one-person sides and with teams."""

from __future__ import annotations

import json
from collections import Counter
from itertools import pairwise
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.engine import replay
from judge.engine.games.myearth.generator import generate_game


def _clean(log: dict) -> None:
    report = replay(log)
    bad = [(f.seq, f.code, f.message_en) for f in report.findings]
    assert not bad, f"seed {log['header']['options']['generated']['seed']}: {bad[:3]}"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**31 - 1), teams=st.booleans())
def test_generated_games_have_no_findings(seed: int, teams: bool) -> None:
    _clean(generate_game(seed, teams=teams))


def test_generated_games_reach_every_ending_and_rule_process() -> None:
    endings: Counter[str] = Counter()
    acts: Counter[str] = Counter()
    survival_discards = replaced = tasks = responses = wins_by_life_in_stalemate = 0
    for seed in range(120):
        log = generate_game(seed)
        report = replay(log)
        assert not report.findings, seed
        ending = log["header"]["options"]["generated"]["ending"]
        endings[ending] += 1
        state = report.final_state
        if ending in ("life", "stalemate"):
            assert state["game_over"], seed
        if ending == "stalemate":
            assert state["reason"].startswith("two turns without change")
            wins_by_life_in_stalemate += bool(state["winners"])
        entries = log["entries"]
        acts.update(e["act"] for e in entries)
        survival_discards += sum(bool(e["args"]["discarded"]) for e in entries if e["act"] == "survival")
        replaced += sum(bool(e["args"].get("replaced")) for e in entries if e["act"] == "resolve")
        tasks += sum(bool(e["args"].get("task")) for e in entries if e["act"] == "resolve")
        responses += sum(
            1
            for a, b in pairwise(entries)
            if a["act"] == b["act"] == "support" and a["actor"][0] != b["actor"][0]
        )
    assert endings["life"] and endings["stalemate"], endings
    assert wins_by_life_in_stalemate, "no stalemate was decided by Earth Life (151)"
    assert {"confrontation_end", "survival", "leave", "support", "resolve", "mulligan", "discard"} <= set(
        acts
    )
    assert survival_discards and replaced and tasks and responses


def test_teams_act_through_every_member() -> None:
    log = generate_game(5, teams=True)
    assert len(log["header"]["teams"]) == 2
    actors = {e.get("actor") for e in log["entries"]} - {None}
    assert {"B1", "B2", "R1", "R2"} <= actors
    _clean(log)


def test_generator_is_deterministic_and_json_clean() -> None:
    a, b = generate_game(11), generate_game(11)
    assert a == b
    assert replay(json.dumps(a, ensure_ascii=False)).to_dict() == replay(a).to_dict()


def test_docs_team_example_is_a_generated_game() -> None:
    path = Path(__file__).resolve().parents[4] / "docs" / "examples" / "myearth-teams.judgelog.json"
    log = json.loads(path.read_text(encoding="utf-8"))
    assert log == generate_game(44, teams=True)
    report = replay(log)
    assert report.findings == []
    assert report.final_state["game_over"] and report.final_state["reason"] == "Earth Life reached 0 (142)"
