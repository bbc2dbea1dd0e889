"""Seeded random legal duels must replay with no finding at all, deterministically."""

from __future__ import annotations

import json

from judge.engine import replay
from judge.engine.games.dimension_zero.generator import generate_game


def test_generated_duels_have_no_findings() -> None:
    acts: set[str] = set()
    for seed in range(80):
        log = generate_game(seed)
        acts |= {e["act"] for e in log["entries"]}
        report = replay(log)
        bad = [(f.seq, f.code, f.message_en) for f in report.findings]
        assert not bad, f"seed {seed}: {bad[:3]}"
        assert report.final_state["game_over"]
    # The generated duels exercise battles, responses, the plan zone, mulligans and declared abilities.
    assert acts >= {
        "exchange",
        "rule_effect",
        "pass",
        "plan_create",
        "mulligan",
        "smash",
        "move",
        "result",
        "trigger",
    }


def test_generator_is_deterministic_and_json_clean() -> None:
    a, b = generate_game(7), generate_game(7)
    assert a == b
    text = json.dumps(a, ensure_ascii=False)
    assert replay(text).to_dict() == replay(a).to_dict()
