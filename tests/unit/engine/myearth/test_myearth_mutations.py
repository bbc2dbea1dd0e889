"""The hand-written legal game replays clean; each injected violation gives exactly its finding."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge.engine import replay
from judge.engine.games.myearth.generator import generate_game
from tests.unit.engine.myearth.example import example_log

DOC_EXAMPLE = Path(__file__).resolve().parents[4] / "docs" / "examples" / "myearth.judgelog.json"
Log = dict[str, Any]


def _find(log: Log, act: str, actor: str | None = None, nth: int = 0) -> int:
    hits = [
        i
        for i, e in enumerate(log["entries"])
        if e["act"] == act and (actor is None or e.get("actor") == actor)
    ]
    return hits[nth]


def _renumber(log: Log) -> Log:
    for k, e in enumerate(log["entries"]):
        e["seq"] = k + 1
    return log


def test_example_is_legal_and_matches_the_docs() -> None:
    report = replay(example_log())
    assert [(f.seq, f.code) for f in report.findings] == []
    assert report.final_state["sides"]["R"]["life"] == 19
    assert json.loads(DOC_EXAMPLE.read_text(encoding="utf-8")) == example_log()


def starting_life_option(log: Log) -> None:
    log["header"]["options"]["starting_life"] = 1  # R loses turn 1 by 1: game over, then more entries


def draw_before_order(log: Log) -> None:
    e = log["entries"].pop(0)
    log["entries"].insert(4, e)


def second_mulligan(log: Log) -> None:
    i = _find(log, "mulligan")
    log["entries"].insert(i + 1, dict(log["entries"][i]))


def play_before_draw(log: Log) -> None:
    i = _find(log, "draw", "B", 1)
    log["entries"].insert(i + 2, log["entries"].pop(i))


def wrong_draw_count(log: Log) -> None:
    log["entries"][_find(log, "draw", "R", 1)]["args"]["count"] = 2


def used_source_reused(log: Log) -> None:
    i = _find(log, "play", "R")
    log["entries"][_find(log, "support", "R")]["args"]["sources"] = ["R:s1"]
    del i


def cost_too_high(log: Log) -> None:
    log["entries"][_find(log, "play", "B")]["args"]["sources"] = ["B:s1", "B:s2"]


def chain_wrong_name(log: Log) -> None:
    log["entries"][_find(log, "play", "B", 2)]["args"]["card"]["card"] = "C3"


def opponent_plays_source(log: Log) -> None:
    i = _find(log, "end_ban", "B")
    log["entries"].insert(
        i, {"seq": 0, "act": "play_source", "actor": "R", "args": {"card": {"iid": "R:x", "card": "CO"}}}
    )


def wrong_total(log: Log) -> None:
    log["entries"][_find(log, "announce", "R")]["args"]["total"] = 4


def second_announces_first(log: Log) -> None:
    i = _find(log, "announce", "B")
    log["entries"][i], log["entries"][i + 1] = log["entries"][i + 1], log["entries"][i]


def wrong_life_loss(log: Log) -> None:
    log["entries"][_find(log, "confrontation_end")]["args"]["life_loss"] = 2


def loser_keeps_cards(log: Log) -> None:
    log["entries"][_find(log, "confrontation_end")]["args"]["discarded"] = []


def settled_before_window(log: Log) -> None:
    del log["entries"][_find(log, "pass", "R", 0)]


def wrong_first_player(log: Log) -> None:
    log["entries"][_find(log, "draw", "R", 2)]["actor"] = "B"


def support_without_chain(log: Log) -> None:
    i = _find(log, "end_ban", "R", 1)
    log["entries"].insert(
        i + 2,
        {
            "seq": 0,
            "act": "support",
            "actor": "R",
            "args": {"card": {"iid": "R:k2", "card": "K1"}, "sources": []},
        },
    )


CASES: list[tuple[Callable[[Log], None], str]] = [
    (starting_life_option, "myearth.game.continued"),
    (draw_before_order, "myearth.setup.draw_before_order"),
    (second_mulligan, "myearth.setup.mulligan_twice"),
    (wrong_draw_count, "myearth.ban.draw_count"),
    (used_source_reused, "myearth.cost.not_own_source"),
    (cost_too_high, "myearth.cost.exact"),
    (chain_wrong_name, "myearth.chain.name"),
    (opponent_plays_source, "myearth.ban.not_own_ban"),
    (wrong_total, "myearth.confrontation.total"),
    (second_announces_first, "myearth.confrontation.announce_order"),
    (wrong_life_loss, "myearth.confrontation.life_loss"),
    (loser_keeps_cards, "myearth.confrontation.loser_discard"),
    (settled_before_window, "myearth.confrontation.life_before_close"),
    (wrong_first_player, "myearth.turn.wrong_first_player"),
    (support_without_chain, "myearth.ban.support_not_response"),
]


@pytest.mark.parametrize(("mutate", "code"), CASES, ids=[c for _, c in CASES])
def test_injected_violation_gives_its_finding(mutate: Callable[[Log], None], code: str) -> None:
    log = example_log()
    mutate(log)
    report = replay(_renumber(log))
    got = [f.code for f in report.findings]
    assert code in got, [(f.seq, f.code, f.message_en) for f in report.findings]
    assert all(f.clauses for f in report.findings)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10_000), pick=st.integers(min_value=0, max_value=10_000))
def test_injected_errors_in_generated_games_are_found_where_they_are(seed: int, pick: int) -> None:
    log = generate_game(seed)
    entries = log["entries"]
    ends = [i for i, e in enumerate(entries) if e["act"] == "confrontation_end" and e["args"]["winner"]]
    announces = [i for i, e in enumerate(entries) if e["act"] == "announce"]
    i = announces[pick % len(announces)]
    entries[i]["args"]["total"] += 1 + pick % 3
    first = replay(log).findings[0]
    assert (first.seq, first.code) == (entries[i]["seq"], "myearth.confrontation.total")
    if ends:
        log = generate_game(seed)
        j = ends[pick % len(ends)]
        log["entries"][j]["args"]["life_loss"] += 1
        first = replay(log).findings[0]
        assert (first.seq, first.code) == (log["entries"][j]["seq"], "myearth.confrontation.life_loss")
