"""Seeded random legal games must replay with no illegal finding, deterministically."""

from __future__ import annotations

import json

from judge.engine import replay
from judge.engine.games.rebirth.generator import generate_game


def test_generated_games_have_no_findings() -> None:
    for seed in range(60):
        report = replay(generate_game(seed))
        bad = [(f.seq, f.code, f.message_en) for f in report.findings]
        assert not bad, f"seed {seed}: {bad[:3]}"
        assert report.final_state["game_over"] or report.final_state["turn"] >= 60


def test_generator_is_deterministic_and_json_clean() -> None:
    a, b = generate_game(7), generate_game(7)
    assert a == b
    text = json.dumps(a, ensure_ascii=False)
    assert replay(text).to_dict() == replay(a).to_dict()


def test_games_end_by_the_rules() -> None:
    reasons = {replay(generate_game(seed)).final_state["reason"] for seed in range(30)}
    assert "retire" in reasons
