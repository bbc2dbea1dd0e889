"""609 皇帝戦: generated 6-seat games replay clean; team, first-player, first-draw and loss rules."""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from judge.engine import replay
from judge.engine.games.dm_variants.generator import generate_game
from tests.unit.engine.mutation_kit import renumber


def _log(seed: int = 5) -> dict[str, Any]:
    return generate_game(seed, 6, "emperor")


def _codes(log: dict[str, Any], entries: list[dict[str, Any]] | None = None) -> list[tuple[int, str]]:
    out = copy.deepcopy(log)
    if entries is not None:
        out["entries"] = renumber(copy.deepcopy(entries))
    return [(f.seq, f.code) for f in replay(out).findings]


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_generated_emperor_games_replay_clean(seed: int) -> None:
    log = _log(seed)
    report = replay(log)
    assert not report.findings, [(f.seq, f.code, f.message_en) for f in report.findings[:3]]
    # A game the generator stops at its turn limit ends with an ordinary act and has no winner yet.
    assert report.final_state["winners"] == log["entries"][-1]["args"].get("winners", [])
    if report.final_state["game_over"]:
        team = next(t for t in log["header"]["options"]["teams"] if report.final_state["winners"][0] in t)
        assert report.final_state["winners"] == sorted(team)  # 609.6a


def test_609_4_a_general_starting_is_found() -> None:
    log = _log()
    log["header"]["first_player"] = "P1"
    assert "dm-variants.emperor.first_player" in {c for _, c in _codes(log, [])}


def test_609_1_teams_of_two_are_found() -> None:
    log = _log()
    log["header"]["options"]["teams"] = [["P1", "P2"], ["P3", "P4"], ["P5", "P6"]]
    assert "dm-variants.emperor.teams" in {c for _, c in _codes(log, [])}


def _first_draw_entry(log: dict[str, Any], turn: int) -> tuple[list[dict[str, Any]], int]:
    es = log["entries"]
    k = next(i for i, e in enumerate(es) if e["turn"] == turn and e["act"] == "turn_start")
    draw = {
        "seq": 0,
        "turn": turn,
        "phase": "draw",
        "actor": es[k]["actor"],
        "act": "draw",
        "args": {"count": 1},
    }
    j = next(i for i in range(k + 1, len(es)) if es[i]["phase"] not in ("start", "draw"))
    return [*es[: k + 1], draw, *es[k + 1 : j + 1]], j + 2


def test_609_5_the_second_player_drawing_is_found_and_the_decision_applies_unset() -> None:
    log = _log()
    entries, seq = _first_draw_entry(log, 2)
    assert (seq, "dm-variants.emperor.first_draw") in _codes(log, entries)
    unset = copy.deepcopy(log)
    unset["header"]["options"]["policies"].pop("emperor_first_draw")
    # decisions.md DM 2: 609.5 applies with the policy unset, and nothing asks a judge.
    assert {c for _, c in _codes(unset, entries)} == {"dm-variants.emperor.first_draw"}
    # 600.8 reading, kept for old logs: the starting player draws, the second player still skips.
    other = copy.deepcopy(log)
    other["header"]["options"]["policies"]["emperor_first_draw"] = "starting_player_draws"
    first, _ = _first_draw_entry(log, 1)
    assert not any(c.endswith("first_draw") for _, c in _codes(other, first))
    assert (seq, "dm-variants.emperor.first_draw") in _codes(other, entries)


def _concede(log: dict[str, Any], seat: str) -> dict[str, Any]:
    es = log["entries"]
    k = next(i for i, e in enumerate(es) if e["turn"] == 2)
    c = {"seq": 0, "turn": 2, "phase": es[k]["phase"], "actor": seat, "act": "concede", "args": {}}
    out = copy.deepcopy(log)
    out["entries"] = renumber(copy.deepcopy([*es[:k], c]))
    return out


def test_609_6b_the_emperors_loss_takes_the_team_a_generals_does_not() -> None:
    log = _log()
    report = replay(_concede(log, "P2"))
    assert sorted(report.final_state["losers"]) == ["P1", "P2", "P3"]
    assert report.final_state["winners"] == ["P4", "P5", "P6"]
    report = replay(_concede(log, "P4"))
    assert report.final_state["losers"] == ["P4"]
    assert not report.final_state["game_over"]


def test_ranges_default_to_609_3a() -> None:
    log = _log()
    report = replay(log)
    assert not report.findings
    es = log["entries"]
    k = next(i for i, e in enumerate(es) if e["act"] == "attack")
    wrong = copy.deepcopy(es[k])
    teams = log["header"]["options"]["teams"]
    actor = wrong["actor"]
    far = next(s for t in teams if actor not in t for s in t if s not in (wrong["args"]["defender"],))
    wrong["args"]["defender"] = wrong["args"]["target"] = far
    codes = {c for _, c in _codes(log, [*es[:k], wrong])}
    assert codes & {"dm-variants.attack.not_adjacent", "dm-variants.attack.out_of_range"}


def test_609_5_a_draw_is_judged_when_the_log_leaves_the_turn_at_its_draw_step() -> None:
    log = _log()
    es = log["entries"]
    k = next(i for i, e in enumerate(es) if e["turn"] == 2 and e["act"] == "turn_start")
    draw = {
        "seq": 0,
        "turn": 2,
        "phase": "draw",
        "actor": es[k]["actor"],
        "act": "draw",
        "args": {"count": 1},
    }
    nxt = next(i for i, e in enumerate(es) if e["turn"] == 3)
    assert (k + 3, "dm-variants.emperor.first_draw") in _codes(log, [*es[: k + 1], draw, es[nxt]])
