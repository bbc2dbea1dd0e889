"""The hand-written legal game replays clean; each injected violation gives exactly its finding."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from judge.engine import replay
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


def discard_before_draw(log: Log) -> None:
    # The 後攻 B discards in turn 2 before that 番's draw, which then fills the hand (97). (The 先攻's
    # discard before the turn's first draw comes before the turn itself: turn.stage_order.)
    i = _find(log, "draw", "B", 2)
    log["entries"][i]["args"]["count"] += 1
    log["entries"].insert(i, {"seq": 0, "act": "discard", "actor": "B", "args": {"count": 1, "cards": ["L"]}})


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


# Findings a mutation cannot avoid raising before its own: inserting the act breaks a second rule on the
# way, and the test says which. Anything else before the injected finding fails the test.
COMES_WITH = {
    # Declaring R blue as well leaves R's red cards on the wrong side (59), listed before the side rule.
    "myearth.deck.sides": {"myearth.deck.side_content"},
    # The inserted support has no source to pay with (B has no 人 source yet), so 119 fires first.
    "myearth.support.resolution_order": {"myearth.cost.exact"},
    # The inserted support is played with no source at all, for the same reason.
    "myearth.support.no_target": {"myearth.cost.exact"},
    # The card leaves between two checks: the survival check the leaving card calls for is skipped first.
    "myearth.chain.refill": {"myearth.survival.skipped"},
}


def assert_found_first(report: Any, code: str) -> None:
    """The injected violation is found, and nothing the mutation did not have to cause comes before it."""
    described = [(f.seq, f.code, f.message_en) for f in report.findings]
    first = next((k for k, f in enumerate(report.findings) if f.code == code), None)
    assert first is not None, described
    before = {f.code for f in report.findings[:first]}
    assert before <= COMES_WITH.get(code, set()), described
    assert all(f.clauses for f in report.findings)


CASES: list[tuple[Callable[[Log], None], str]] = [
    (starting_life_option, "myearth.game.continued"),
    (draw_before_order, "myearth.setup.draw_before_order"),
    (second_mulligan, "myearth.setup.mulligan_twice"),
    (wrong_draw_count, "myearth.ban.draw_count"),
    (discard_before_draw, "myearth.ban.discard_before_draw"),
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
    assert_found_first(report, code)


# --- more injected violations, one per check of the first slice ------------------------------------
def _ins(i: int, act: str, actor: str | None = None, **args: Any) -> Callable[[Log], None]:
    def mutate(log: Log) -> None:
        entry: dict[str, Any] = {"seq": 0, "act": act, "args": args}
        if actor is not None:
            entry["actor"] = actor
        log["entries"].insert(i + 1, entry)

    return mutate


def _set(i: int, **args: Any) -> Callable[[Log], None]:
    def mutate(log: Log) -> None:
        log["entries"][i]["args"].update(args)

    return mutate


def _cards(cid: str, **changes: Any) -> Callable[[Log], None]:
    def mutate(log: Log) -> None:
        card = log["header"]["cards"][cid]
        for key, value in changes.items():
            if key == "keywords":
                card.setdefault("keywords", {}).update(value)
            else:
                card[key] = value

    return mutate


def _both(*steps: Callable[[Log], None]) -> Callable[[Log], None]:
    def mutate(log: Log) -> None:
        for step in steps:  # applied last entry first, so the indices stay those of the example
            step(log)

    return mutate


def _swap(i: int) -> Callable[[Log], None]:
    def mutate(log: Log) -> None:
        log["entries"][i], log["entries"][i + 1] = log["entries"][i + 1], log["entries"][i]

    return mutate


def _actor(i: int, actor: str) -> Callable[[Log], None]:
    def mutate(log: Log) -> None:
        log["entries"][i]["actor"] = actor

    return mutate


def _drop(i: int) -> Callable[[Log], None]:
    def mutate(log: Log) -> None:
        del log["entries"][i]

    return mutate


def _bigger_red_deck(log: Log) -> None:
    log["header"]["decklists"]["R"]["main"]["CO"] = 22


def _both_blue(log: Log) -> None:
    log["header"]["options"]["sides"]["R"] = "blue"


def _unknown_act(log: Log) -> None:
    log["entries"].insert(8, {"seq": 0, "act": "dance", "actor": "B", "args": {}})


def _result_wrong(log: Log) -> None:
    log["entries"].append({"seq": 0, "act": "result", "args": {"winner": "B"}})


MORE: list[tuple[Callable[[Log], None], str]] = [
    (_bigger_red_deck, "myearth.deck.same_size"),
    (_both_blue, "myearth.deck.sides"),
    (_cards("C1", type="monster"), "myearth.deck.bad_type"),
    (_drop(1), "myearth.setup.shuffle"),
    (_set(2, count=6), "myearth.setup.opening_hand"),
    (_swap(5), "myearth.setup.mulligan_order"),
    (_ins(0, "decide_first", first="B"), "myearth.setup.order_decided"),
    (_ins(8, "end_ban", "R"), "myearth.turn.stage_order"),
    (_swap(29), "myearth.ban.play_before_draw"),
    (_ins(7, "limit_discard", "B", count=1, cards=["L"]), "myearth.ban.limit_discard"),
    (_ins(8, "draw", "B", count=0), "myearth.ban.second_draw"),
    (_ins(27, "play_source", "R", card={"iid": "R:s9", "card": "CO"}), "myearth.ban.play_after_discard"),
    (
        _both(*[_ins(9, "play_source", "B", card={"iid": f"B:s{k}", "card": "L"}) for k in range(5, 9)]),
        "myearth.ban.card_not_in_hand",
    ),
    (_set(30, attribute="海"), "myearth.source.declared_attribute"),
    (_ins(26, "play", "R", card={"iid": "R:c9", "card": "R1"}, sources=["R:s3"]), "myearth.cost.used_source"),
    (_cards("K1", keywords={"no_source": True}), "myearth.cost.no_source_card"),
    (_set(32, chain_on="B:s1"), "myearth.chain.target"),
    (_set(32, sources=[]), "myearth.chain.cost_single_colour"),
    (_set(32, sources=["B:s3"]), "myearth.chain.foreign_attribute"),
    (
        _ins(32, "play", "B", card={"iid": "B:c4", "card": "C3"}, sources=[], chain_on="B:c3"),
        "myearth.chain.cost_mixed_colour",
    ),
    (
        _both(
            _ins(33, "survival", "B", released=["B:s2"], assign={"B:c2": ["B:s3"]}),
            _ins(32, "leave", card="B:c3", by="R:x"),
        ),
        "myearth.chain.refill",
    ),
    (_set(26, strength={"R:c1": -3}), "myearth.field.strength_zero"),
    (_ins(31, "leave", card="B:c2", to="hand"), "myearth.field.voluntary_move"),
    (
        _ins(9, "support", "B", card={"iid": "B:w9", "card": "W1"}, sources=[], target="B:c1"),
        "myearth.support.no_target",
    ),
    (
        # B answers R's support in the チェーン (254: the players take turns), so R's own support, resolved
        # next, is no longer the last one played.
        _ins(24, "support", "B", card={"iid": "B:w9", "card": "W1"}, sources=[], target="R:c1"),
        "myearth.support.resolution_order",
    ),
    (
        _ins(25, "support", "B", card={"iid": "B:w9", "card": "W1"}, sources=[], target="B:c1"),
        "myearth.support.chain_closed",
    ),
    (_drop(26), "myearth.support.unresolved"),
    (_set(26, to="field"), "myearth.support.leaves_field"),
    (_swap(36), "myearth.confrontation.support_order"),
    (
        _ins(37, "support", "B", card={"iid": "B:w9", "card": "W1"}, sources=["B:s3"], target="B:c3"),
        "myearth.confrontation.support_after_close",
    ),
    (_set(21, winner="B"), "myearth.confrontation.winner"),
    (_result_wrong, "myearth.game.result"),
    (
        _both(
            _cards("C2", text=True),
            _ins(32, "effect", source={"iid": "B:c3", "card": "C2"}, strength={"B:c3": 1}),
        ),
        "myearth.effect.unmodelled",
    ),
    (_unknown_act, "myearth.log.unknown_act"),
    (_actor(8, "Z"), "myearth.log.unknown_seat"),
    (_ins(9, "leave", card="B:zz", by="R:x"), "myearth.log.unknown_card"),
]


@pytest.mark.parametrize(("mutate", "code"), MORE, ids=[c for _, c in MORE])
def test_more_injected_violations(mutate: Callable[[Log], None], code: str) -> None:
    log = example_log()
    mutate(log)
    report = replay(_renumber(log))
    assert_found_first(report, code)
