"""607 大乱闘戦: generated 10+ seat games replay clean (a fuzz test); turn markers and the wait rule on the
hand-written legal game legal_games.grand_melee; marker removal on the marker track."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from judge.engine import replay
from judge.engine.games.dm_variants.generator import generate_game
from judge.engine.games.dm_variants.variants.grand_melee import MarkerTrack
from tests.unit.engine.dm_variants.legal_games import grand_melee
from tests.unit.engine.mutation_kit import Entries, Mutation, assert_legal, check_mutation, cut_after

SEATS = [f"P{i}" for i in range(1, 11)]


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**6), seats=st.sampled_from((10, 11, 13)))
def test_fuzz_generated_grand_melee_games_replay_clean(seed: int, seats: int) -> None:
    log = generate_game(seed, seats, "grand_melee", max_turns=150)
    report = replay(log)
    assert not report.findings, [(f.seq, f.code, f.message_en) for f in report.findings[:3]]
    last = log["entries"][-1]
    assert report.final_state["winners"] == (last["args"]["winners"] if last["act"] == "result" else [])


def test_607_4b_markers_start_at_the_first_player_and_every_fourth_seat() -> None:
    # legal_games.grand_melee: turns by P1 and P5 (the two markers' first holders), then P2 (marker 1
    # passed one seat left, 607.4c) replay with no finding.
    assert_legal(grand_melee())


def _turn_2_by(seat: str) -> Mutation:
    def mutate(es: Entries) -> int:
        for e in es[24:28]:  # seq 25-28, turn 2
            e["actor"] = seat
            for key in ("card", "cards", "tap"):
                if key in e["args"]:
                    e["args"][key] = _reseat(e["args"][key], seat)
        cut_after(es, 24)
        return 24

    return mutate


def _reseat(value: Any, seat: str) -> Any:
    if isinstance(value, list):
        return [_reseat(v, seat) for v in value]
    if isinstance(value, dict):
        return {**value, "iid": _reseat(value["iid"], seat)}
    return f"{seat}:{value.split(':', 1)[1]}"


def test_a_turn_without_a_marker_is_found() -> None:
    # Seq 25: turn 2 started by P7, who holds no marker (607.4).
    check_mutation(grand_melee(), _turn_2_by("P7"), "dm-variants.grand_melee.no_marker", "dm-variants:607.4")


def test_607_4d_a_holder_with_a_marker_within_three_to_the_left_waits() -> None:
    track = MarkerTrack(SEATS, "P1")
    track.holders = {0: "P1", 1: "P3"}
    assert track.waiting(SEATS, 0) == ("P3", 2)
    assert track.waiting(SEATS, 1) is None  # P1 is 8 to the left of P3
    track.current = 1
    assert track.next_marker(SEATS) == 1  # marker 0 waits, so marker 1 goes again
    track.holders = {0: "P1", 1: "P5"}
    assert track.waiting(SEATS, 0) is None


def test_607_4e_an_elimination_below_a_multiple_of_four_removes_the_marker_to_the_right() -> None:
    seating = [f"P{i}" for i in range(1, 13)]  # 12 players: 3 markers at P1, P5, P9
    track = MarkerTrack(seating, "P1")
    assert track.holders == {0: "P1", 1: "P5", 2: "P9"}
    track.current = 0
    remaining = [s for s in seating if s != "P7"]  # 11 left: 2 markers
    track.end_turn(remaining, ["P7"], seating)
    assert sorted(track.holders.values()) == ["P2", "P9"]  # P5's marker, right of P7, is gone
    track.current = 2
    track.end_turn(remaining, ["P7"], seating)  # no new loser: the count stays
    assert sorted(track.holders.values()) == ["P10", "P2"]


def test_607_4g_the_running_turns_marker_is_removed_after_the_turn() -> None:
    seating = [f"P{i}" for i in range(1, 9)]  # 8 players: markers at P1, P5
    track = MarkerTrack(seating, "P1")
    track.current = 0  # P1's turn is running when P2 leaves: 7 left, one marker
    remaining = [s for s in seating if s != "P2"]
    track.end_turn(remaining, ["P2"], seating)
    assert track.holders == {1: "P5"}


def test_607_4d_a_waiting_holder_starting_a_turn_is_found() -> None:
    # Seq 25: after turn 1, marker 1 sits on P2, three seats short of marker 2 on P5: P2 waits (607.4d).
    check_mutation(grand_melee(), _turn_2_by("P2"), "dm-variants.grand_melee.must_wait", "dm-variants:607.4d")


def test_607_2_range_1_is_the_default_and_the_event_may_set_another() -> None:
    """decisions.md DM 15: 607.2 「通常」 range 1 is a default chosen before play, not a fixed rule. P1's card
    targets P3, two seats away: outside range 1 with no option set (range.target, 601.4), inside an
    agreed range of 2."""
    from tests.unit.engine.dm_variants.proof_logs import Game

    def build(options: dict[str, object]) -> dict[str, object]:
        g = Game(10, variant="grand_melee", options=options)
        g.setup()
        g.turn(1, "P1")
        g.add(1, "main", "P1", "effect", source="P1:h0", targets=["P3"])
        return g.log()

    assert [f.code for f in replay(build({})).findings] == ["dm-variants.range.target"]
    assert replay(build({"range": 2})).findings == []


# --- extra turns with markers (607.4i, 607.4j) ------------------------------------------------------------
def test_607_4i_a_holder_owed_an_extra_turn_keeps_the_marker() -> None:
    track = MarkerTrack(SEATS, "P1")  # markers at P1 and P5
    track.owed["P1"] = 1
    track.current = 0
    track.end_turn(SEATS, [], SEATS)
    assert track.holders == {0: "P1", 1: "P5"}  # P1 takes the next turn of marker 1
    track.end_turn(SEATS, [], SEATS)
    assert track.holders == {0: "P2", 1: "P5"}  # then it passes as usual


def test_607_4i_a_marker_within_three_to_the_right_passes_at_once() -> None:
    track = MarkerTrack(SEATS, "P1")
    track.holders = {0: "P4", 1: "P1"}  # P1 sits three to the right of P4
    track.owed["P4"] = 1
    track.current = 0
    track.end_turn(SEATS, [], SEATS)
    assert track.holders[0] == "P5" and track.owed["P4"] == 1  # passed on; the extra turn still owed
    track.holders[1] = "P4"  # the next marker reaches P4 (607.4j): extra turn, then P4 keeps it
    track.current = 1
    track.end_turn(SEATS, [], SEATS)
    assert track.holders[1] == "P4" and track.owed["P4"] == 0


def _extra(turns: tuple[str, ...], *, to: str = "P1") -> dict[str, Any]:
    from tests.unit.engine.dm_variants.proof_logs import Game

    g = Game(10, variant="grand_melee")
    g.setup()
    for t, s in enumerate(turns, start=1):
        g.turn(t, s, summon=f"{s}:h0" if t < 3 else None)
        if t == 1:
            g.add(1, "main", "P1", "extra_turn", player=to, source="P1:h0")
    return g.log()


def test_607_4i_the_extra_turn_comes_with_the_markers_next_turn() -> None:
    # P1 (marker 1) is given an extra turn in turn 1: turn 2 is P5's (marker 2), turn 3 P1's extra one.
    report = replay(_extra(("P1", "P5", "P1")))
    assert report.findings == [], [(f.seq, f.code) for f in report.findings]
    wrong = replay(_extra(("P1", "P5", "P2")))
    assert [f.code for f in wrong.findings] == ["dm-variants.grand_melee.no_marker"]
    assert "dm-variants:607.4i" in wrong.findings[0].clauses  # the marker was kept for the extra turn
    # Without the extra turn the same P2 turn is legal, and a marker-less turn cites 607.4 only.
    plain = _extra(("P1", "P5", "P2"))
    plain["entries"] = [e for e in plain["entries"] if e["act"] != "extra_turn"]
    for seq, e in enumerate(plain["entries"], 1):
        e["seq"] = seq
    assert replay(plain).findings == []


def test_607_4j_a_player_without_a_marker_takes_it_before_their_own_turn() -> None:
    # P2, without a marker, is given an extra turn: marker 1 reaches P2 in turn 3 (after P1 and P5); P2
    # keeps it for turn 5, after P6's turn 4.
    log = _extra(("P1", "P5", "P2", "P6", "P2"), to="P2")
    assert replay(log).findings == [], [(f.seq, f.code) for f in replay(log).findings]
