"""Mid-game snapshots (header.snapshot) for the Dimension Zero engine, written from the rulebook.

The legal position used throughout (turn 5, P1's main phase; P1 goes first, so turn 5 is P1's third
turn; the card pool and 40-card decks of dz_logs.py). Square names are seen from P1, the first seat:
row 1 is P1's home area, row 3 P2's (2.24.7).

- P1: deck 29, hand 3 (《赤のユニット》 P1:h1 known), energy two red units and a blue unit, all released,
  smash zone 2, graveyard a strategy, the red unit P1:u1 in the central square B21 and the base P1:b1 in
  its base square P1-2. 29 + 3 + 3 + 2 + 1 + 2 = 40.
- P2: deck 30, hand 5, energy a red and the 団結 filler, smash zone 1, graveyard the power-0 unit, the big
  unit P2:u1 in its home square B31. 30 + 5 + 2 + 1 + 1 + 1 = 40.

P1 drew 1 and put 1 card into energy this turn, and holds priority. A finding about the position itself
has seq None (proof.py).
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.engine import replay
from judge.engine.core.logreader import read_log
from judge.engine.core.replay import ReplayContext
from judge.engine.games.dimension_zero.board import BATTLE_SQUARES
from judge.engine.games.dimension_zero.game import GAME
from judge.engine.games.dimension_zero.generator import generate_game
from judge.engine.games.dimension_zero.rules import due, opposing
from judge.engine.games.dimension_zero.snapshot import snapshot_of
from judge.engine.games.dimension_zero.state import DZState
from tests.unit.engine.dimension_zero.dz_logs import Log
from tests.unit.engine.proof import prove


def c(iid: str, cid: str | None, **extra: Any) -> dict[str, Any]:
    return {"iid": iid, "card": cid} | extra


def sq(iid: str, cid: str, square: str, **extra: Any) -> dict[str, Any]:
    return c(iid, cid, square=square) | extra


def position() -> dict[str, Any]:
    """The legal position of the module docstring."""
    return {
        "turn": 5,
        "phase": "main",
        "turn_players": ["P1"],
        "this_turn": {"drawn": 1, "energy": 1, "priority": "P1"},
        "players": {
            "P1": {
                "deck": {"count": 29},
                "hand": {"count": 3, "cards": [c("P1:h1", "RU")]},
                "energy": [
                    c("P1:e1", "RU", frozen=False),
                    c("P1:e2", "HU", frozen=False),
                    c("P1:e3", "BU", frozen=False),
                ],
                "smash": {"count": 2},
                "graveyard": [c("P1:g1", "NS")],
                "squares": [sq("P1:u1", "RU", "B21"), sq("P1:b1", "BA", "P1-2")],
            },
            "P2": {
                "deck": {"count": 30},
                "hand": {"count": 5},
                "energy": [c("P2:e1", "RU", frozen=False), c("P2:e2", "FU", frozen=False)],
                "smash": {"count": 1},
                "graveyard": [c("P2:g1", "OU")],
                "squares": [sq("P2:u1", "GU", "B31")],
            },
        },
    }


def header(**kw: Any) -> dict[str, Any]:
    return Log(**kw).json()["header"]


def log(snap: Any, *entries: dict[str, Any], hdr: dict[str, Any] | None = None) -> dict[str, Any]:
    return {
        "header": (hdr or header()) | {"snapshot": copy.deepcopy(snap)},
        "entries": [{"seq": i} | copy.deepcopy(e) for i, e in enumerate(entries, start=1)],
    }


def at(turn: int, phase: str, actor: str | None, act: str, **args: Any) -> dict[str, Any]:
    entry: dict[str, Any] = {"turn": turn, "phase": phase, "actor": actor, "act": act}
    return entry | ({"args": args} if args else {})


def p1(snap: dict[str, Any]) -> dict[str, Any]:
    return snap["players"]["P1"]


def p2(snap: dict[str, Any]) -> dict[str, Any]:
    return snap["players"]["P2"]


LEGAL = log(position())
# From the position: P1 plays its red unit into its home square B11 (2.20.1-2), moves P1:u1 from the
# central B21 to B22 (3.8.2-6), smashes with it from the central area (smash 1, 3.9.1); P2's turn 6 begins,
# P2 draws one and puts it into energy (3.6.1-1, 3.7.1).
PLAY = [
    at(5, "main", "P1", "play", card="P1:h1", to="B11", pay=["P1:e1"]),
    at(5, "main", None, "resolve"),
    at(5, "main", "P1", "move", unit="P1:u1", to="B22", pay=["P1:e2"]),
    at(5, "main", None, "resolve"),
    at(5, "smash", "P1", "smash", unit="P1:u1", cards=["P2:d1"]),
    at(6, "draw", "P2", "draw", cards=["P2:d2"]),
    at(6, "energy", "P2", "energy", card=c("P2:d2", "RU")),
]


# --- a legal position and legal play from it -------------------------------------------------------
def test_a_legal_position_and_play_from_it_give_no_finding() -> None:
    report = replay(log(position(), *PLAY))
    assert [(f.seq, f.code) for f in report.findings] == []
    state = report.final_state
    assert (state["turn"], state["phase"], state["active"]) == (6, "energy", "P2")
    assert [u["iid"] for u in state["squares"]["B22"]] == ["P1:u1"]
    assert [u["iid"] for u in state["squares"]["B11"]] == ["P1:h1"]
    assert state["players"]["P2"]["zones"]["smash"] == 2
    assert state["players"]["P2"]["zones"]["energy"] == 3
    assert (state["players"]["P1"]["turns_taken"], state["players"]["P2"]["turns_taken"]) == (3, 3)


def test_the_snapshot_round_trips() -> None:
    parsed = read_log(copy.deepcopy(LEGAL))
    state = GAME.start(parsed.header, ReplayContext())
    again = snapshot_of(state)
    want = position()
    for seat in ("P1", "P2"):
        zones = want["players"][seat]
        for name in ("deck", "hand", "smash"):
            zones[name].setdefault("cards", [])
        zones["plan"], zones["remove"] = None, []
        zones["squares"] = [s | {"frozen": False, "damage": 0, "power": 0} for s in zones["squares"]]
    assert again == want
    # ... and the written snapshot is read back to the same snapshot.
    back = GAME.start(read_log(log(json.loads(json.dumps(again)))).header, ReplayContext())
    assert snapshot_of(back) == again


def test_the_plan_card_is_the_top_card_of_the_deck() -> None:
    snap = position()
    p1(snap)["plan"] = c("P1:p1", "GU")  # one of the 29 deck cards, face up (2.23.3-1)
    entries = [at(5, "main", "P1", "play", card="P1:p1", to="B11", pay=["P1:e1"], **{"from": "plan"})]
    report = replay(log(snap, *entries, at(5, "main", None, "resolve")))
    assert report.findings == []
    assert report.final_state["players"]["P1"]["plan"] is None
    assert report.final_state["players"]["P1"]["zones"]["deck"] == 28


def test_a_frozen_unit_in_the_snapshot_cannot_move() -> None:
    snap = position()
    p1(snap)["squares"][0]["frozen"] = True
    entries = [at(5, "main", "P1", "move", unit="P1:u1", to="B22", pay=["P1:e2"])]
    report = replay(log(snap, *entries))
    assert [(f.seq, f.code) for f in report.findings] == [(1, "dimension-zero.move.illegal")]


# --- the position must be one the rules allow -------------------------------------------------------
def test_2_23_2_1_every_card_of_the_deck_is_counted() -> None:
    snap = position()
    p1(snap)["deck"] = {"count": 28}  # 39 of P1's 40 cards
    prove(log(snap), "dimension-zero.snapshot.card_count", None, twin=LEGAL)


def test_2_23_2_1_no_more_copies_than_the_decklist_holds() -> None:
    snap, twin = position(), position()
    # P2:e1 is a red unit; three more in hand make four, and the decklist has three.
    p2(snap)["hand"] = {"count": 5, "cards": [c(f"P2:h{i}", "RU") for i in range(1, 4)]}
    p2(twin)["hand"] = {"count": 5, "cards": [c(f"P2:h{i}", "RU") for i in range(1, 3)]}
    prove(log(snap), "dimension-zero.snapshot.not_in_decklist", None, twin=log(twin))


def test_2_23_1_1_a_card_lies_only_in_its_owners_zones() -> None:
    snap, twin = position(), position()
    p1(snap)["graveyard"].append(c("P2:g2", "OU"))  # P2's unit in P1's graveyard
    p2(twin)["graveyard"].append(c("P2:g2", "OU"))
    for s in (snap, twin):
        p2(s)["deck"] = {"count": 29}
    prove(log(snap), "dimension-zero.snapshot.owner_zone", None, twin=log(twin))


def test_a_unit_may_be_controlled_by_the_player_who_does_not_own_it() -> None:
    snap = position()
    p2(snap)["squares"].append(p1(snap)["squares"].pop(0))  # P2 controls P1's unit in B21 (2.20.1-4)
    p2(snap)["squares"][-1]["square"] = "B32"
    assert replay(log(snap)).findings == []


def test_4_16_4_14_a_unit_in_a_base_space_has_gone_to_the_graveyard() -> None:
    snap = position()
    p1(snap)["squares"][0]["square"] = "P1-1"
    prove(log(snap), "dimension-zero.snapshot.misplaced_card", None, twin=LEGAL)


def test_4_16_4_13_a_base_in_the_battle_space_has_gone_to_the_graveyard() -> None:
    snap = position()
    p1(snap)["squares"][1]["square"] = "B12"
    report = replay(log(snap))
    assert [(f.seq, f.code, f.evidence["type"]) for f in report.findings] == [
        (None, "dimension-zero.snapshot.misplaced_card", "base")
    ]


def test_4_16_4_6_one_unit_of_each_player_in_a_square() -> None:
    snap, twin = position(), position()
    p1(snap)["squares"].append(sq("P1:u2", "HU", "B21"))
    p1(twin)["squares"].append(sq("P1:u2", "HU", "B11"))
    for s in (snap, twin):
        p1(s)["deck"] = {"count": 28}
    report = prove(log(snap), "dimension-zero.snapshot.square_limit", None, twin=log(twin))
    # Reported once, with the position: the replay does not report the rule effect again.
    assert replay(log(snap, *PLAY[:2])).findings[1:] == []
    assert report.findings[0].evidence["cards"] == "P1:u1, P1:u2"


def test_4_16_4_5_a_unit_with_damage_at_least_its_power_has_gone_to_the_graveyard() -> None:
    snap, twin = position(), position()
    p1(snap)["squares"][0]["damage"] = 3000  # 《赤のユニット》 has power 3000
    p1(twin)["squares"][0]["damage"] = 2000  # damage stays until the recovery phase (3.10.1)
    prove(log(snap), "dimension-zero.snapshot.destroyed_unit", None, twin=log(twin))


def test_4_16_4_4_a_power_change_to_0_counts() -> None:
    snap = position()
    p1(snap)["squares"][0]["power"] = -3000
    report = replay(log(snap))
    assert [(f.code, f.evidence["power"]) for f in report.findings] == [
        ("dimension-zero.snapshot.destroyed_unit", 0)
    ]


def test_3_3_1_a_player_with_seven_smash_cards_has_lost() -> None:
    snap, twin = position(), position()
    p1(snap)["smash"], p1(snap)["deck"] = {"count": 7}, {"count": 24}
    p1(twin)["smash"], p1(twin)["deck"] = {"count": 6}, {"count": 25}
    report = prove(log(snap), "dimension-zero.snapshot.game_over", None, twin=log(twin))
    assert report.final_state["winners"] == ["P2"]
    # Said once, with the position: play going on is not reported again.
    assert replay(log(snap, *PLAY[:2])).findings == report.findings


# --- what the snapshot leaves out is unknown: the check that needs it is needs_ruling ----------------
def draw_phase(**facts: Any) -> dict[str, Any]:
    """P1's turn 5 in its draw phase: energy not put yet, all its cards released (3.5.1)."""
    snap = position()
    snap["phase"], snap["this_turn"] = "draw", {"priority": "P1"} | facts
    p1(snap)["hand"]["count"], p1(snap)["deck"]["count"] = 2, 32
    p1(snap)["energy"].pop()
    p1(snap)["graveyard"] = []
    return snap


def test_3_6_1_1_a_draw_when_the_snapshot_does_not_say_one_was_made_is_needs_ruling() -> None:
    draw = at(5, "draw", "P1", "draw", cards=["P1:d1"])
    report = prove(
        log(draw_phase(), draw),
        "dimension-zero.draw.count",
        1,
        twin=log(draw_phase(drawn=0), draw),
        verdict="needs_ruling",
    )
    assert report.findings[0].unknown


def test_3_6_1_1_no_draw_after_an_unknown_one_is_needs_ruling() -> None:
    energy = at(5, "energy", "P1", "energy", card=c("P1:h1", "RU"))
    report = prove(
        log(draw_phase(), energy),
        "dimension-zero.draw.count",
        1,
        twin=log(draw_phase(drawn=1), energy),
        verdict="needs_ruling",
    )
    assert report.findings[0].unknown
    # The snapshot that says no card was drawn makes the missed draw illegal.
    known = replay(log(draw_phase(drawn=0), energy))
    assert [(f.seq, f.code, str(f.verdict)) for f in known.findings] == [
        (1, "dimension-zero.draw.count", "illegal")
    ]


def test_3_6_1_1_two_draws_are_illegal_even_when_earlier_ones_are_unknown() -> None:
    two = at(5, "draw", "P1", "draw", cards=["P1:d1", "P1:d2"])
    one = at(5, "draw", "P1", "draw", cards=["P1:d1"])
    prove(log(draw_phase(), two), "dimension-zero.draw.count", 1, twin=log(draw_phase(drawn=0), one))


def energy_phase(**facts: Any) -> dict[str, Any]:
    snap = draw_phase(drawn=1) | {"phase": "energy"}
    snap["this_turn"] = {"drawn": 1, "priority": "P1"} | facts
    p1(snap)["hand"]["count"], p1(snap)["deck"]["count"] = 3, 31
    return snap


def test_3_7_1_an_energy_card_when_the_snapshot_does_not_say_one_was_put_is_needs_ruling() -> None:
    energy = at(5, "energy", "P1", "energy", card=c("P1:h1", "RU"))
    report = prove(
        log(energy_phase(), energy),
        "dimension-zero.energy.second_card",
        1,
        twin=log(energy_phase(energy=0), energy),
        verdict="needs_ruling",
    )
    assert report.findings[0].unknown
    known = replay(log(energy_phase(energy=1), energy))
    assert [(f.seq, f.code) for f in known.findings] == [(1, "dimension-zero.energy.second_card")]


def test_4_6_2_an_act_when_the_snapshot_does_not_say_who_holds_priority_is_needs_ruling() -> None:
    snap = position()
    del snap["this_turn"]["priority"]
    # P2 answers with a Quick strategy: legal only if P1 had passed (4.6.2, 3.8.3).
    quick = [
        at(5, "main", "P2", "play", card=c("P2:h1", "QS"), pay=["P2:e1"]),
        at(5, "main", None, "resolve"),
    ]
    passed = copy.deepcopy(snap)
    passed["this_turn"]["priority"] = "P2"
    report = prove(
        log(snap, *quick),
        "dimension-zero.priority.not_holder",
        1,
        twin=log(passed, *quick),
        verdict="needs_ruling",
    )
    assert report.findings[0].unknown
    # With P1 holding priority, P2's play is illegal.
    held = replay(log(position(), *quick))
    assert [(f.seq, f.code, str(f.verdict)) for f in held.findings] == [
        (1, "dimension-zero.priority.not_holder", "illegal")
    ]


def test_a_fact_of_a_phase_not_reached_yet_is_known() -> None:
    snap = draw_phase(drawn=0)
    snap["phase"] = "release"
    entries = [at(5, "draw", "P1", "draw", cards=["P1:d1"]), at(5, "energy", "P1", "energy", card="P1:d1")]
    assert replay(log(snap, *entries)).findings == []


# --- header errors: a snapshot that contradicts itself or the format --------------------------------
def _unreadable(snap: Any, hdr: dict[str, Any] | None = None) -> str:
    report = replay(log(snap, hdr=hdr))
    assert [f.code for f in report.findings] == ["log.unreadable"], report.findings
    return str(report.findings[0].evidence["path"])


def test_snapshot_format_errors_are_header_errors() -> None:
    assert _unreadable([]) == "$.header.snapshot"
    snap = position()
    snap["phase"] = "setup"  # a snapshot is taken in a turn
    assert _unreadable(snap) == "$.header.snapshot.phase"
    snap = position()
    snap["turn"] = 0
    assert _unreadable(snap) == "$.header.snapshot.turn"
    snap = position()
    del snap["players"]["P2"]
    assert _unreadable(snap) == "$.header.snapshot.players"
    snap = position()
    p2(snap)["graveyard"].append(c("P1:u1", "RU"))  # also in square B21
    assert _unreadable(snap) == "$.header.snapshot.players.P2.graveyard"
    snap = position()
    p2(snap)["hand"] = {"count": 1, "cards": [c("P2:h1", "RU"), c("P2:h2", "RU")]}
    assert _unreadable(snap) == "$.header.snapshot.players.P2.hand"
    snap = position()
    p2(snap)["energy"] = {"count": 2}  # a public zone lists its cards
    assert _unreadable(snap) == "$.header.snapshot.players.P2.energy"
    snap = position()
    p2(snap)["shields"] = []  # a Duel Masters zone, not a Dimension Zero one
    assert _unreadable(snap) == "$.header.snapshot.players.P2.shields"
    snap = position()
    p1(snap)["graveyard"] = [c("P1:g1", "NS", frozen=True)]  # a graveyard card has no status (2.22.1)
    assert _unreadable(snap) == "$.header.snapshot.players.P1.graveyard.frozen"
    snap = position()
    p1(snap)["squares"][0]["square"] = "B44"
    assert _unreadable(snap) == "$.header.snapshot.players.P1.squares"
    snap = position()
    p2(snap)["squares"][0]["square"] = "B21"  # beside P1:u1: a battle would be in progress
    assert _unreadable(snap) == "$.header.snapshot.players"
    snap = position()
    p1(snap)["deck"], p1(snap)["plan"] = {"count": 0}, c("P1:p1", "RU")  # the plan card is a deck card
    assert _unreadable(snap) == "$.header.snapshot.players.P1.plan"
    snap = position()
    snap["this_turn"]["draws"] = 1  # misspelt: it would leave `drawn` unknown
    assert _unreadable(snap) == "$.header.snapshot.this_turn.draws"
    snap = position()
    snap["phase"] = "release"  # nothing is drawn before the draw phase
    assert _unreadable(snap) == "$.header.snapshot.this_turn.drawn"
    snap = position()
    snap["this_turn"]["priority"] = "P9"
    assert _unreadable(snap) == "$.header.snapshot.this_turn.priority"
    snap["this_turn"]["priority"] = ["P1"]
    assert _unreadable(snap) == "$.header.snapshot.this_turn.priority"
    snap = position()
    snap["turn_players"] = [["P1"]]
    assert _unreadable(snap) == "$.header.snapshot.turn_players"
    snap = position()
    snap["turn_players"] = ["P2"]  # P1 went first (the header), so turn 5 is P1's
    assert _unreadable(snap) == "$.header.snapshot.turn_players"
    snap = position()
    snap["phase"] = "recovery"
    p1(snap)["squares"][0]["damage"] = 1000  # the recovery phase removes all damage first (3.10.1)
    assert _unreadable(snap) == "$.header.snapshot.players.P1.squares"
    snap = position()
    p1(snap)["squares"][0]["damage"] = -1
    assert _unreadable(snap) == "$.header.snapshot.players.P1.squares"
    snap = position()
    p1(snap)["graveyard"] = [c("X9:g1", "NS")]
    assert _unreadable(snap) == "$.header.snapshot.players.P1.graveyard"


def test_turn_players_decides_the_order_when_the_header_does_not() -> None:
    hdr = header()
    del hdr["first_player"]
    snap = position()
    snap["turn"] = 6  # P1's turn 6: P2 went first
    report = replay(log(snap, hdr=hdr))
    assert report.findings == []
    assert report.final_state["players"]["P1"]["turns_taken"] == 3


# --- a game cut anywhere replays to the same findings from its snapshot ------------------------------
def _replaying(game: dict[str, Any]) -> Iterator[tuple[int, DZState]]:
    parsed = read_log(copy.deepcopy(game))
    ctx = ReplayContext()
    state = GAME.start(parsed.header, ctx)
    for count, entry in enumerate(parsed.entries, start=1):
        ctx.seq = entry.seq
        GAME.apply(state, entry, ctx)
        yield count, state


def _settled(state: DZState) -> bool:
    """Between two actions as a snapshot sees it: in a turn, outside a battle, the stack empty, the rule
    effects done (a loss too, 3.3.1, 3.3.2) and no battle about to occur (4.16.4-3), and no due rule effect the last check skipped
    (rules.report_skipped)."""
    skipped = any(
        (card := state.cards.get(iid)) is not None and card.zone == "square" and card.incarnation == n
        for iid, (_, n) in (state.checked_due or {}).items()
    )
    return (
        state.turn >= 1
        and state.battle is None
        and not state.stack
        and not state.game_over
        and all(p.count("smash") < 7 and p.count("deck") > 0 for p in state.players.values())
        and not due(state)
        and not any(opposing(state, square) for square in BATTLE_SQUARES)  # a battle about to occur
        and not skipped
        # No triggered ability waiting to go on the stack: like the stack, a snapshot has no place for it.
        and not state.triggers.pending
        and not state.suspended_triggers
        and not any(p.event.name == "battle_end" for p in state.later)
    )


def _cut(game: dict[str, Any], where: float) -> tuple[int, dict[str, Any]] | None:
    cuts = [count for count, state in _replaying(game) if _settled(state)]
    if not cuts:
        return None
    count = cuts[int(where * len(cuts))]
    state = next(s for n, s in _replaying(game) if n == count)
    return count, json.loads(json.dumps(snapshot_of(state), ensure_ascii=False))


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), where=st.floats(0, 1, exclude_max=True))
def test_a_generated_game_cut_at_an_entry_replays_the_same_from_its_snapshot(seed: int, where: float) -> None:
    game = generate_game(seed, max_turns=30)
    full = replay(copy.deepcopy(game))
    cut = _cut(game, where)
    if cut is None:
        return
    count, snap = cut
    rest = {"header": game["header"] | {"snapshot": snap}, "entries": copy.deepcopy(game["entries"][count:])}
    again = replay(rest)
    after = [(f.seq, f.code) for f in full.findings if f.seq is not None and f.seq > count]
    assert [(f.seq, f.code) for f in again.findings] == after
    assert again.final_state == full.final_state


# --- the documented example (docs/log-format-dimension-zero.md, "Mid-game snapshot") ----------------
EXAMPLE = Path(__file__).resolve().parents[4] / "docs" / "examples" / "dimension-zero-snapshot.judgelog.json"


def test_docs_example_gives_the_documented_findings() -> None:
    report = replay(EXAMPLE.read_text(encoding="utf-8"))
    assert report.game == "dimension-zero"
    # The snapshot says P2 already put a card into energy this turn, so the logged one is a second (3.7.1).
    assert [(f.seq, f.code, f.verdict.value) for f in report.findings] == [
        (1, "dimension-zero.energy.second_card", "illegal"),
    ]


def test_4_16_4_6_the_rule_effect_may_take_either_unit_the_snapshot_shows_together() -> None:
    snap = position()
    p1(snap)["squares"].append(sq("P1:u2", "HU", "B21"))
    p1(snap)["deck"] = {"count": 28}
    for gone in ("P1:u1", "P1:u2"):
        report = replay(log(snap, at(5, "main", None, "rule_effect", card=gone), PLAY[0], PLAY[1]))
        assert [(f.seq, f.code) for f in report.findings] == [(None, "dimension-zero.snapshot.square_limit")]
