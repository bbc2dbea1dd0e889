"""Mid-game snapshots (header.snapshot) for the kaiju engine, written from the comprehensive rules ver. 1.04.

The legal position used throughout (turn 5, P1's main phase; P1 goes first, so P1 has turns 1, 3, 5):

- P1: advancing kaiju K1 under K2 (grade II after a repel, 5.15.1.2) in area 3 with anger 1; kaiju deck
  zone K3, K4; engage E1 in area 7; strategy card S1 placed this turn; discard E2, M1; 4 cards in hand
  (M2 and E1 known); 42 in the deck. 2 + 2 + 1 + 1 + 2 + 4 + 42 = 54 = 50 + 4 cards (6.1.1.1, 6.1.1.2).
- P2: K1 under K2 in area 4, anger 0; kaiju deck zone K3, K4; engage E2 in area 2; discard E1, S2; 5 cards
  in hand; 42 in the deck (2 + 2 + 1 + 2 + 5 + 42 = 54).

P1's repel total is 3000 (E1) against P2's threat 9000 (K2), so no repel is due (7.4.3). A finding about
the position itself has seq None; see tests/unit/engine/proof.py.
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
from judge.engine.games.kaiju.game import GAME
from judge.engine.games.kaiju.generator import generate_game
from judge.engine.games.kaiju.snapshot import snapshot_of
from judge.engine.games.kaiju.state import KaijuState
from tests.unit.engine.kaiju.kaiju_logs import at, header
from tests.unit.engine.proof import prove


def c(iid: str, cid: str | None, **extra: Any) -> dict[str, Any]:
    return {"iid": iid, "card": cid} | extra


def position() -> dict[str, Any]:
    """The legal position of the module docstring."""
    return {
        "turn": 5,
        "phase": "main",
        "turn_players": ["P1"],
        "this_turn": {"kaiju_played": False, "advanced": False},
        "players": {
            "P1": {
                "deck": {"count": 42},
                "hand": {"count": 4, "cards": [c("P1:h1", "M2"), c("P1:h2", "E1")]},
                "discard": [c("P1:d1", "E2"), c("P1:d2", "M1")],
                "kaiju_deck": ["K3", "K4"],
                "kaiju": {"area": 3, "anger": 1, "stack": [c("P1:k1", "K1"), c("P1:k2", "K2")]},
                "areas": {"7": [c("P1:e1", "E1")]},
                "strategy": [[c("P1:s1", "S1", turn=5)], []],
            },
            "P2": {
                "deck": {"count": 42},
                "hand": {"count": 5},
                "discard": [c("P2:d1", "E1"), c("P2:d2", "S2")],
                "kaiju_deck": ["K3", "K4"],
                "kaiju": {"area": 4, "anger": 0, "stack": [c("P2:k1", "K1"), c("P2:k2", "K2")]},
                "areas": {"2": [c("P2:e1", "E2")]},
                "strategy": [[], []],
            },
        },
    }


def log(snap: dict[str, Any], *entries: dict[str, Any], hdr: dict[str, Any] | None = None) -> dict[str, Any]:
    return {
        "header": (hdr or header()) | {"snapshot": copy.deepcopy(snap)},
        "entries": [{"seq": i} | copy.deepcopy(e) for i, e in enumerate(entries, start=1)],
    }


def t5(phase: str, act: str, **args: Any) -> dict[str, Any]:
    return at(5, phase, "P1", act, **args)


def t6(phase: str, act: str, **args: Any) -> dict[str, Any]:
    return at(6, phase, "P2", act, **args)


def p1(snap: dict[str, Any]) -> dict[str, Any]:
    return snap["players"]["P1"]


def p2(snap: dict[str, Any]) -> dict[str, Any]:
    return snap["players"]["P2"]


LEGAL = log(position())


# --- (a) a legal position and legal play from it ---------------------------------------------------
def test_a_legal_position_and_a_legal_turn_from_it_give_no_finding() -> None:
    entries = [
        # 8.5.1: M2 has K2's grade (II) and shares ゴジラ; anger 1 -> 2 (8.5.1.1).
        t5("main", "play_kaiju", card=c("P1:h1", "M2")),
        # 8.2.1: grade 1 <= area 4 of P2's kaiju; 10.5.2.1.2: area 2 holds no kaiju of P1.
        t5("main", "play_engage", card=c("P1:h2", "E1"), area=2),
        # 8.6: E1 has advance icon 1, so area 3 -> 4.
        t5("main", "advance", card=c("P1:h3", "E1"), to=4),
        # 7.4.3: 3000 + 3000 < 9000, no repel. 7.5.2: area 4 -> 5. 7.5.4: 1 card in hand, draw 4.
        t5("end", "end_advance"),
        t5("end", "draw", count=4),
        # 7.2.2: P2 draws as many as the grade of P1's kaiju, now M2 (grade II).
        t6("start", "draw", count=2),
    ]
    report = replay(log(position(), *entries))
    assert [(f.seq, f.code) for f in report.findings] == []
    state = report.final_state
    assert (state["turn"], state["phase"], state["turn_player"]) == (6, "start", "P2")
    assert state["players"]["P1"]["area"] == 5
    assert state["players"]["P1"]["kaiju"] == "M2"
    assert state["players"]["P1"]["hand"] == 5
    assert state["players"]["P2"]["hand"] == 7


def test_a_snapshot_is_no_longer_ignored() -> None:
    # From the 6.3.1 setup P1 would have no kaiju and an empty hand; from the snapshot both are there.
    report = replay(LEGAL)
    assert report.findings == []
    assert report.final_state["turn"] == 5
    assert report.final_state["players"]["P1"]["kaiju_stack"] == ["P1:k1", "P1:k2"]
    assert report.final_state["players"]["P2"]["kaiju_deck"] == 2


# --- (b) the position must be one the rules allow --------------------------------------------------
def test_6_1_1_1_kaiju_deck_zone_of_more_than_four() -> None:
    snap = position()
    p1(snap)["kaiju_deck"] = {"count": 5, "cards": ["K3", "K4"]}
    p1(snap)["deck"] = {"count": 39}  # the card count still adds up to 54
    prove(log(snap), "kaiju.snapshot.kaiju_deck_size", None, twin=LEGAL)


def test_3_3_2_advancing_kaiju_is_kaiju_cards() -> None:
    snap = position()
    p2(snap)["kaiju"]["stack"][1] = c("P2:k2", "S1")
    prove(log(snap), "kaiju.snapshot.advancing_kaiju", None, twin=LEGAL)


def test_3_3_1_every_player_has_an_advancing_kaiju() -> None:
    snap = position()
    p2(snap)["kaiju"]["stack"] = []
    p2(snap)["deck"] = {"count": 44}
    prove(log(snap), "kaiju.snapshot.advancing_kaiju", None, twin=LEGAL)


def test_4_4_3_areas_are_numbered_1_to_8() -> None:
    snap = position()
    p2(snap)["kaiju"]["area"] = 9
    prove(log(snap), "kaiju.snapshot.area", None, twin=LEGAL)


def test_4_4_3_an_area_key_outside_1_to_8() -> None:
    snap = position()
    p1(snap)["areas"] = {"0": [c("P1:e1", "E1")]}
    prove(log(snap), "kaiju.snapshot.area", None, twin=LEGAL)


def test_4_5_2_two_strategy_zones() -> None:
    snap = position()
    p2(snap)["strategy"] = [[], [], []]
    prove(log(snap), "kaiju.snapshot.strategy_zones", None, twin=LEGAL)


def test_11_4_1_a_loose_kaiju_card_in_an_area() -> None:
    snap, twin = position(), position()
    p2(snap)["areas"]["6"] = [c("P2:m1", "M1")]
    p2(twin)["discard"].append(c("P2:m1", "M1"))  # where the improper-card process puts it
    for s in (snap, twin):
        p2(s)["deck"] = {"count": 41}
    prove(log(snap), "kaiju.snapshot.improper_card", None, twin=log(twin))


def test_11_4_1_an_engage_card_in_a_strategy_zone() -> None:
    snap, twin = position(), position()
    p2(snap)["strategy"] = [[c("P2:x1", "E1")], []]
    p2(twin)["discard"].append(c("P2:x1", "E1"))
    for s in (snap, twin):
        p2(s)["deck"] = {"count": 41}
    prove(log(snap), "kaiju.snapshot.improper_card", None, twin=log(twin))


def test_4_1_2_2_every_card_is_counted() -> None:
    snap = position()
    p1(snap)["deck"] = {"count": 41}  # 53 of P1's 54 cards
    prove(log(snap), "kaiju.snapshot.card_count", None, twin=LEGAL)


def test_3_1_1_cards_come_from_the_decklist() -> None:
    snap, twin = position(), position()
    # E1 is in P1's area 7; four more E1 in hand make five, and the decklist has four (6.1.1.4).
    p1(snap)["hand"] = {"count": 4, "cards": [c(f"P1:h{i}", "E1") for i in range(1, 5)]}
    p1(twin)["hand"] = {"count": 4, "cards": [c(f"P1:h{i}", "E1") for i in range(1, 4)]}
    prove(log(snap), "kaiju.snapshot.not_in_decklist", None, twin=log(twin))


def test_a_card_id_the_header_does_not_define() -> None:
    snap = position()
    p1(snap)["discard"][0] = c("P1:d1", "ZZ-999")
    prove(log(snap), "kaiju.log.card", None, twin=LEGAL, allow=("kaiju.snapshot.not_in_decklist",))


def test_4_7_3_the_advancing_kaiju_is_public() -> None:
    snap = position()
    p2(snap)["kaiju"]["stack"][1] = c("P2:k2", None)
    prove(log(snap), "kaiju.log.card", None, twin=LEGAL)


# The rule processes a position between two actions has already run.
def test_11_3_2_no_engage_card_shares_an_area_with_a_kaiju() -> None:
    snap = position()
    p1(snap)["areas"] = {"3": [c("P1:e1", "E1")]}  # P1's kaiju is in area 3
    prove(log(snap), "kaiju.process.trample_skipped", None, twin=LEGAL)


def test_11_5_1_one_engage_card_per_area() -> None:
    snap, twin = position(), position()
    p2(snap)["areas"]["2"].append(c("P2:e2", "E1"))
    p2(twin)["discard"].append(c("P2:e2", "E1"))
    for s in (snap, twin):
        p2(s)["deck"] = {"count": 41}
    prove(log(snap), "kaiju.process.duplicate_skipped", None, twin=log(twin))


def test_7_2_3_old_strategy_cards_left_the_turn_players_zone() -> None:
    snap = position()
    p1(snap)["strategy"] = [[c("P1:s1", "S1", turn=3)], []]  # placed in P1's previous turn
    prove(log(snap), "kaiju.start.strategy_cleanup", None, twin=LEGAL)


def test_7_5_7_turns_alternate_from_the_first_player() -> None:
    snap = position()
    snap["turn_players"] = ["P2"]  # turn 5 is the first player's
    report = prove(log(snap), "kaiju.turn.order", None, twin=LEGAL, allow=("kaiju.start.strategy_cleanup",))
    assert report.final_state["turn_player"] == "P2"  # the replay follows the table


def test_3_4_4_anger_is_never_below_zero() -> None:
    snap = position()
    p2(snap)["kaiju"]["anger"] = -1
    prove(log(snap), "kaiju.anger.negative", None, twin=LEGAL)


# --- (c) the rules judged after a snapshot exactly as in a full game --------------------------------
def test_8_6_2_second_advance_after_the_snapshot_says_one_was_made() -> None:
    snap = position()
    snap["this_turn"]["advanced"] = True
    move = t5("main", "advance", card=c("P1:h2", "E1"), to=4)
    prove(log(snap, move), "kaiju.main.advance_once_per_turn", 1, twin=log(position(), move))


def test_8_6_2_an_advance_when_the_snapshot_does_not_say_is_needs_ruling() -> None:
    snap = position()
    del snap["this_turn"]["advanced"]
    move = t5("main", "advance", card=c("P1:h2", "E1"), to=4)
    report = prove(
        log(snap, move),
        "kaiju.main.advance_once_per_turn",
        1,
        twin=log(position(), move),
        verdict="needs_ruling",
    )
    assert report.findings[0].unknown


def test_8_6_2_the_advance_after_an_unknown_one_is_illegal() -> None:
    snap = position()
    del snap["this_turn"]["advanced"]
    moves = [t5("main", "advance", card=c("P1:h2", "E1"), to=4), t5("main", "advance", card=c("P1:h3", "E1"))]
    report = replay(log(snap, *moves))
    assert [(f.seq, f.code, f.verdict.value) for f in report.findings] == [
        (1, "kaiju.main.advance_once_per_turn", "needs_ruling"),
        (2, "kaiju.main.advance_once_per_turn", "illegal"),
    ]


def test_8_5_2_second_kaiju_after_the_snapshot_says_one_appeared() -> None:
    snap = position()
    snap["this_turn"]["kaiju_played"] = True
    play = t5("main", "play_kaiju", card=c("P1:h1", "M2"))
    prove(log(snap, play), "kaiju.main.kaiju_once_per_turn", 1, twin=log(position(), play))


def test_7_1_2_phase_order_from_a_repel_phase_snapshot() -> None:
    snap = position()
    snap["phase"] = "repel"
    # Card text the engine does not model, logged as in the main phase after the end phase began.
    end = t5("end", "end_advance")
    late = t5("main", "effect", source="P1:s1")
    twin = log(snap, end, t5("end", "effect", source="P1:s1"))
    prove(log(snap, end, late), "kaiju.turn.phase_order", 2, twin=twin)


def test_7_2_2_next_turns_draw_from_an_end_phase_snapshot() -> None:
    snap = position()
    snap["phase"] = "end"
    snap["this_turn"]["end_advanced"] = True
    p1(snap)["hand"]["count"] = 5  # 7.5.4: nothing to draw
    p1(snap)["deck"]["count"] = 41
    # P1's kaiju is K2 (grade II): P2 draws 2 (7.2.2), not 1. The draw is judged when the phase ends.
    main = t6("main", "play_engage", card=c("P2:h1", "E1"), area=1)
    bad, good = t6("start", "draw", count=1), t6("start", "draw", count=2)
    prove(log(snap, bad, main), "kaiju.start.draw_count", 2, twin=log(snap, good, main))


def test_7_5_2_end_phase_snapshot_still_owes_the_advance() -> None:
    snap = position()
    snap["phase"] = "end"
    snap["this_turn"]["end_advanced"] = False
    p1(snap)["hand"]["count"] = 5
    p1(snap)["deck"]["count"] = 41
    twin = log(snap, t5("end", "end_advance"), t6("start", "draw", count=2))
    prove(log(snap, t6("start", "draw", count=2)), "kaiju.end.advance_skipped", 1, twin=twin)


def test_5_13_1_1_2_win_by_advance_from_a_snapshot() -> None:
    snap = position()
    p1(snap)["kaiju"]["area"] = 8
    p1(snap)["areas"] = {"2": [c("P1:e1", "E1")]}
    # P2's area 8 holds no engage card, so 進攻 from area 8 wins (進攻勝利); the game then ends (1.2.1).
    move = t5("main", "advance", card=c("P1:h2", "E1"))
    after = t5("main", "play_engage", card=c("P1:h3", "E1"), area=3)
    twin = log(snap, move, at(5, "main", None, "result", winners=["P1"], reason="advance"))
    report = prove(log(snap, move, after), "kaiju.main.advance_win", 2, twin=twin)
    assert report.final_state["winners"] == ["P1"]


def _repel_phase(p2_stack: list[str]) -> dict[str, Any]:
    """P1's repel phase with EB (repel 20000) in area 6, and P2's kaiju deck zone left out: the judge
    derives it from the decklist (4.6.2), K1-K4 less the cards in P2's advancing kaiju."""
    snap = position()
    snap["phase"], snap["this_turn"] = "repel", {"repelled": False}
    p1(snap)["areas"] = {"6": [c("P1:e1", "EB")]}
    del p2(snap)["kaiju_deck"]
    p2(snap)["kaiju"]["stack"] = [c(f"P2:k{g}", f"K{g}") for g in range(1, len(p2_stack) + 1)]
    return snap


def test_5_15_1_2_replacement_from_the_derived_kaiju_deck_zone() -> None:
    # 20000 >= 9000 (K2): repelled (7.4.3); K3 (grade III, ゴジラ) is in P2's kaiju deck zone.
    snap = _repel_phase(["K1", "K2"])
    missing = t5("repel", "repel", to=4)
    twin = log(snap, t5("repel", "repel", to=4, replacement=c("P2:k3", "K3")))
    prove(log(snap, missing), "kaiju.repel.replacement_missing", 1, twin=twin)


def test_5_15_1_2_1_repel_win_from_a_snapshot() -> None:
    # P2's kaiju is K4 and the kaiju deck zone is empty: no new kaiju, P2 loses (撃退勝利).
    snap = _repel_phase(["K1", "K2", "K3", "K4"])
    repel = t5("repel", "repel", to=4)
    result = at(5, "repel", None, "result", winners=["P1"], reason="repel")
    after = t5("end", "end_advance")
    report = prove(log(snap, repel, after), "kaiju.repel.loss", 2, twin=log(snap, repel, result))
    assert report.final_state["winners"] == ["P1"]


# Facts a snapshot leaves out stay unknown: the check that needs one is needs_ruling, never a guess.
def _end_phase(**this_turn: Any) -> dict[str, Any]:
    snap = position()
    snap["phase"], snap["this_turn"] = "end", this_turn
    p1(snap)["hand"]["count"] = 5  # 7.5.4: nothing to draw
    p1(snap)["deck"]["count"] = 41
    return snap


def test_7_5_2_unknown_end_phase_advance_is_needs_ruling() -> None:
    snap = _end_phase()  # the judge does not know whether P1's kaiju already moved forward
    twin = log(_end_phase(end_advanced=True), t6("start", "draw", count=2))
    report = prove(
        log(snap, t6("start", "draw", count=2)),
        "kaiju.end.advance_skipped",
        1,
        twin=twin,
        verdict="needs_ruling",
    )
    assert report.findings[0].unknown


def test_7_5_2_an_end_phase_advance_that_may_be_the_second_is_needs_ruling() -> None:
    snap = _end_phase()
    twin = log(_end_phase(end_advanced=False), t5("end", "end_advance"))
    prove(
        log(snap, t5("end", "end_advance")), "kaiju.end.advance_extra", 1, twin=twin, verdict="needs_ruling"
    )


def test_7_2_2_unknown_start_phase_draws_are_needs_ruling() -> None:
    snap = position()
    snap["turn"], snap["phase"], snap["turn_players"], snap["this_turn"] = 6, "start", ["P2"], {}
    p1(snap)["strategy"] = [[c("P1:s1", "S1", turn=5)], []]
    main = t6("main", "play_engage", card=c("P2:h1", "E1"), area=1)
    known = copy.deepcopy(snap)
    known["this_turn"] = {"start_draws": 1}
    twin = log(known, t6("start", "draw", count=1), main)
    report = prove(
        log(snap, t6("start", "draw", count=1), main),
        "kaiju.start.draw_count",
        2,
        twin=twin,
        verdict="needs_ruling",
    )
    assert report.findings[0].unknown


def test_7_2_2_more_than_the_grade_after_a_snapshot_is_illegal_even_if_unknown() -> None:
    snap = position()
    snap["turn"], snap["phase"], snap["turn_players"], snap["this_turn"] = 6, "start", ["P2"], {}
    main = t6("main", "play_engage", card=c("P2:h1", "E1"), area=1)
    twin = copy.deepcopy(snap)
    twin["this_turn"] = {"start_draws": 0}
    prove(
        log(snap, t6("start", "draw", count=3), main),
        "kaiju.start.draw_count",
        2,
        twin=log(twin, t6("start", "draw", count=2), main),
    )


def test_7_4_3_unknown_repel_in_a_repel_phase_snapshot_is_needs_ruling() -> None:
    snap = position()
    snap["phase"], snap["this_turn"] = "repel", {}
    p1(snap)["areas"] = {"6": [c("P1:e1", "EB")]}  # repel 20000 against P2's threat 9000: due
    p1(snap)["hand"] = {"count": 4, "cards": [c("P1:h1", "M2"), c("P1:h2", "E1")]}
    repel = t5("repel", "repel", to=4, replacement=c("P2:k3", "K3"))
    end = t5("end", "end_advance")
    known = copy.deepcopy(snap)
    known["this_turn"] = {"repelled": False}
    prove(log(snap, end), "kaiju.repel.skipped", 1, twin=log(known, repel, end), verdict="needs_ruling")


# --- header errors: a snapshot that contradicts itself or the format --------------------------------
def _unreadable(snap: Any) -> str:
    report = replay(log(snap))
    assert [f.code for f in report.findings] == ["log.unreadable"], report.findings
    return str(report.findings[0].evidence["path"])


def test_snapshot_format_errors_are_header_errors() -> None:
    snap = position()
    snap["phase"] = "setup"  # a snapshot is taken in a turn (7.1.2)
    assert _unreadable(snap) == "$.header.snapshot.phase"
    snap = position()
    snap["turn"] = 0
    assert _unreadable(snap) == "$.header.snapshot.turn"
    snap = position()
    del snap["players"]["P2"]
    assert _unreadable(snap) == "$.header.snapshot.players"
    snap = position()
    p2(snap)["discard"].append(c("P1:e1", "E1"))  # also in P1's area 7
    assert _unreadable(snap).startswith("$.header.snapshot.players.P2")
    snap = position()
    p2(snap)["hand"] = {"count": 1, "cards": [c("P2:h1", "E1"), c("P2:h2", "E1")]}
    assert _unreadable(snap) == "$.header.snapshot.players.P2.hand"
    snap = position()
    p2(snap)["discard"] = {"count": 2}  # a public zone lists its cards (4.10.2)
    assert _unreadable(snap) == "$.header.snapshot.players.P2.discard"
    assert _unreadable([]) == "$.header.snapshot"
    snap = position()
    p2(snap)["waiting_room"] = []  # a Rebirth zone, not a kaiju one
    assert _unreadable(snap) == "$.header.snapshot.players.P2.waiting_room"
    snap = position()
    snap["this_turn"]["advance"] = True  # misspelt: it would leave `advanced` unknown
    assert _unreadable(snap) == "$.header.snapshot.this_turn.advance"


# --- (d) a game cut anywhere replays to the same findings from its snapshot ------------------------
def _replaying(game: dict[str, Any]) -> Iterator[tuple[int, KaijuState]]:
    """The engine's state after each of the first entries of ``game``: (entries applied, state)."""
    parsed = read_log(copy.deepcopy(game))
    ctx = ReplayContext()
    state = GAME.start(parsed.header, ctx)
    for count, entry in enumerate(parsed.entries, start=1):
        ctx.seq = entry.seq
        GAME.apply(state, entry, ctx)
        yield count, state


def state_after(game: dict[str, Any], count: int) -> KaijuState:
    """The engine's state after the first ``count`` entries of ``game``."""
    return next(state for n, state in _replaying(game) if n == count)


def stable_cuts(game: dict[str, Any], before: int) -> list[int]:
    """Where a snapshot can be taken among the first ``before`` entries: a position between actions, in a
    turn, with no rule process owed and the game not over (waiting abilities are in the snapshot)."""
    cuts = []
    entries = game["entries"]
    for count, state in _replaying(game):
        if count >= before:
            break
        # Between an ability's play and its resolution (the next entry acts for a `source`) is no position
        # between actions: the snapshot format carries waiting abilities, not one half resolved.
        resolving = count < len(entries) and (
            entries[count]["act"] == "effect" or "source" in (entries[count].get("args") or {})
        )
        if state.turn >= 1 and not state.pending and not state.game_over and not resolving:
            cuts.append(count)
    return cuts


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), where=st.floats(0, 1, exclude_max=True))
def test_fuzz_a_generated_game_cut_at_an_entry_replays_the_same_from_its_snapshot(
    seed: int, where: float
) -> None:
    game = generate_game(seed)
    full = replay(copy.deepcopy(game))
    # A snapshot is a position between actions: in a turn, with no rule process owed, the game not over.
    cuts = stable_cuts(game, len(game["entries"]))
    count = cuts[int(where * len(cuts))]
    state = state_after(game, count)
    snap = json.loads(json.dumps(snapshot_of(state), ensure_ascii=False))  # the recorder writes JSON
    rest = {"header": game["header"] | {"snapshot": snap}, "entries": copy.deepcopy(game["entries"][count:])}
    cut = replay(rest)
    after = [
        (f.seq, f.code)
        for f in full.findings
        if f.seq is not None and f.seq > game["entries"][count - 1]["seq"]
    ]
    assert [(f.seq, f.code) for f in cut.findings] == after == []
    assert cut.final_state == full.final_state


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), where=st.floats(0, 1, exclude_max=True), data=st.data())
def test_fuzz_an_entry_logged_twice_after_the_cut_gives_the_same_findings(
    seed: int, where: float, data: Any
) -> None:
    """The same with one entry logged twice after the cut (a second 進攻, draw, repel, …): the findings
    from the snapshot are exactly the full replay's findings for the entries after the cut."""
    game = generate_game(seed)
    entries = game["entries"]
    twice = data.draw(st.integers(1, len(entries) - 2))
    doubled = [*entries[: twice + 1], copy.deepcopy(entries[twice]), *entries[twice + 1 :]]
    game["entries"] = [e | {"seq": i} for i, e in enumerate(doubled, start=1)]
    full = replay(copy.deepcopy(game))
    cuts = stable_cuts(game, twice + 1)
    if not cuts:
        return  # the doubled entry is in the setup: no position in a turn precedes it
    count = cuts[int(where * len(cuts))]
    state = state_after(game, count)
    snap = json.loads(json.dumps(snapshot_of(state), ensure_ascii=False))
    rest = {"header": game["header"] | {"snapshot": snap}, "entries": copy.deepcopy(game["entries"][count:])}
    cut = replay(rest)
    after = [(f.seq, f.code, f.verdict) for f in full.findings if f.seq is not None and f.seq > count]
    assert [(f.seq, f.code, f.verdict) for f in cut.findings] == after
    assert cut.final_state == full.final_state


# --- the documented example (docs/log-format.md, kaiju "Mid-game snapshot") ------------------------
EXAMPLE = Path(__file__).resolve().parents[4] / "docs" / "examples" / "kaiju-snapshot.judgelog.json"


def test_docs_example_gives_the_documented_findings() -> None:
    report = replay(EXAMPLE.read_text(encoding="utf-8"))
    assert report.game == "kaiju"
    # The snapshot says P1 already advanced this turn, so the logged 進攻 is a second one (8.6.2).
    assert [(f.seq, f.code, f.verdict.value) for f in report.findings] == [
        (2, "kaiju.main.advance_once_per_turn", "illegal"),
    ]
    assert report.final_state["players"]["P1"]["area"] == 5
