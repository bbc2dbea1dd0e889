"""607 大乱闘戦: generated 10+ seat games replay clean; turn markers, the wait rule, marker removal."""

from __future__ import annotations

import copy

from hypothesis import given, settings
from hypothesis import strategies as st

from judge.engine import replay
from judge.engine.games.dm_variants.generator import generate_game
from judge.engine.games.dm_variants.variants.grand_melee import MarkerTrack
from tests.unit.engine.mutation_kit import renumber

SEATS = [f"P{i}" for i in range(1, 11)]


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**6), seats=st.sampled_from((10, 11, 13)))
def test_generated_grand_melee_games_replay_clean(seed: int, seats: int) -> None:
    log = generate_game(seed, seats, "grand_melee", max_turns=150)
    report = replay(log)
    assert not report.findings, [(f.seq, f.code, f.message_en) for f in report.findings[:3]]
    last = log["entries"][-1]
    assert report.final_state["winners"] == (last["args"]["winners"] if last["act"] == "result" else [])


def test_607_4b_markers_start_at_the_first_player_and_every_fourth_seat() -> None:
    log = generate_game(3, 10, "grand_melee", max_turns=4)
    starts = [e["actor"] for e in log["entries"] if e["act"] == "turn_start"]
    names = [p["seat"] for p in log["header"]["players"]]
    i = names.index(log["header"]["first_player"])
    assert starts[:2] == [names[i], names[(i + 4) % 10]]  # 10 // 4 = 2 markers (607.4a)
    assert starts[2] == names[(i + 1) % 10]  # marker 1 passed left (607.4c)


def test_a_turn_without_a_marker_is_found() -> None:
    log = generate_game(3, 10, "grand_melee", max_turns=6)
    es = log["entries"]
    k = next(i for i, e in enumerate(es) if e["turn"] == 2)
    names = [p["seat"] for p in log["header"]["players"]]
    holders = {e["actor"] for e in es if e["act"] == "turn_start" and e["turn"] <= 2}
    other = next(s for s in names if s not in holders and s != names[(names.index(es[k]["actor"]) + 1) % 10])
    bad = copy.deepcopy(es[: k + 1])
    bad[k]["actor"] = other
    report = replay({**log, "entries": renumber(bad)})
    assert (k + 1, "dm-variants.grand_melee.no_marker") in [(f.seq, f.code) for f in report.findings]


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
    log = generate_game(3, 10, "grand_melee", max_turns=4)
    es = log["entries"]
    names = [p["seat"] for p in log["header"]["players"]]
    first = names.index(log["header"]["first_player"])
    k = next(i for i, e in enumerate(es) if e["turn"] == 2)
    # After turn 1, marker 1 sits one seat left of the first player, 3 players short of marker 2.
    waiting = names[(first + 1) % 10]
    bad = copy.deepcopy(es[: k + 1])
    bad[k]["actor"] = waiting
    codes = [(f.seq, f.code) for f in replay({**log, "entries": renumber(bad)}).findings]
    assert (k + 1, "dm-variants.grand_melee.must_wait") in codes


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
