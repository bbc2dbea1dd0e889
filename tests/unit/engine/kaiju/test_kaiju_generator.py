"""Seeded random legal kaiju games replay with no finding, deterministically."""

from __future__ import annotations

import json

from judge.engine import replay
from judge.engine.games.kaiju.generator import generate_game


def test_generated_games_have_no_findings() -> None:
    reasons = set()
    for seed in range(80):
        report = replay(generate_game(seed))
        bad = [(f.seq, f.code, f.message_en) for f in report.findings]
        assert not bad, f"seed {seed}: {bad[:3]}"
        reasons.add(report.final_state["reason"])
    assert reasons == {"repel", "advance"}


def test_generator_is_deterministic_and_json_clean() -> None:
    a, b = generate_game(11), generate_game(11)
    assert a == b
    assert replay(json.dumps(a, ensure_ascii=False)).to_dict() == replay(a).to_dict()


def test_generated_games_use_every_rule_process() -> None:
    acts = {e["act"] for seed in range(40) for e in generate_game(seed)["entries"]}
    assert {"trample", "duplicate", "repel", "discard_strategy", "play_kaiju"} <= acts


def test_generated_games_play_abilities() -> None:
    # 【出現時】, 【逆襲】 on a trample (played or declined) and a strategy card's text all come up.
    entries = [e for seed in range(40) for e in generate_game(seed)["entries"]]
    played = {e["args"]["ability"] for e in entries if e["act"] == "play_ability"}
    assert played == {"draw", "strike", "plan"}
    assert any(e["act"] == "decline" for e in entries)
