"""What a penalty does to a match and how rescinding or changing it takes that back (pure core)."""

from __future__ import annotations

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from tournaments.penalties.rules import (
    CONFIRMED,
    DISPUTED,
    DISQUALIFICATION,
    EFFECT_NONE,
    EFFECT_NOT_APPLIED,
    EFFECT_PARTIAL,
    EFFECT_PROPOSED,
    EFFECT_RECORDED,
    GAME_LOSS,
    MATCH_LOSS,
    MATCH_STATUSES,
    MOVED_ON,
    PENDING,
    REAPPLIED,
    REPORTED,
    RESTORED,
    UNCHANGED,
    WARNING,
    MatchState,
    impose_penalty,
    revert_penalty,
    still_as_imposed,
)

seats = st.sampled_from("ab")
heavy = st.sampled_from([GAME_LOSS, MATCH_LOSS, DISQUALIFICATION])
any_penalty = st.sampled_from([WARNING, GAME_LOSS, MATCH_LOSS, DISQUALIFICATION])


@st.composite
def open_matches(draw: st.DrawFn, needed: int | None = None) -> tuple[int, MatchState]:
    """A match still being played: neither player has the wins that decide it."""
    n = needed if needed is not None else draw(st.sampled_from([1, 2]))
    a = draw(st.integers(0, n - 1))
    b = draw(st.integers(0, n - 1))
    d = draw(st.integers(0, 2))
    return n, MatchState(a, b, d, PENDING)


@st.composite
def any_matches(draw: st.DrawFn) -> tuple[int, MatchState]:
    n = draw(st.sampled_from([1, 2]))
    a, b = draw(st.integers(0, n)), draw(st.integers(0, n))
    assume(not (a == n and b == n))
    status = draw(st.sampled_from(MATCH_STATUSES))
    reporter = draw(seats) if status in (REPORTED, DISPUTED) else None
    return n, MatchState(a, b, draw(st.integers(0, 2)), status, reporter)


# --- imposing -----------------------------------------------------------------------------------------


def test_game_loss_mid_match_is_counted_and_the_match_goes_on() -> None:
    got = impose_penalty(MatchState(0, 0), "a", GAME_LOSS, 2)
    assert got.state == MatchState(0, 1, 0, PENDING) and got.effect == EFFECT_PARTIAL


def test_a_loss_that_decides_the_match_is_the_opponents_report() -> None:
    got = impose_penalty(MatchState(1, 1), "b", GAME_LOSS, 2)
    assert got.state == MatchState(2, 1, 0, REPORTED, "a") and got.effect == EFFECT_PROPOSED
    got = impose_penalty(MatchState(1, 0, 1), "a", MATCH_LOSS, 2)
    assert got.state == MatchState(0, 2, 0, REPORTED, "b")


@pytest.mark.parametrize("status", [REPORTED, DISPUTED, CONFIRMED])
def test_a_loss_never_overwrites_a_finished_match(status: str) -> None:
    state = MatchState(2, 1, 0, status, "a" if status != CONFIRMED else None)
    for penalty in (GAME_LOSS, MATCH_LOSS):
        got = impose_penalty(state, "a", penalty, 2)
        assert got.state == state and got.effect == EFFECT_NOT_APPLIED


def test_disqualification_ends_any_unconfirmed_match_but_not_a_confirmed_one() -> None:
    got = impose_penalty(MatchState(2, 1, 0, REPORTED, "a"), "a", DISQUALIFICATION, 2)
    assert got.state == MatchState(0, 2, 0, CONFIRMED) and got.effect == EFFECT_RECORDED
    done = MatchState(2, 0, 0, CONFIRMED)
    assert impose_penalty(done, "a", DISQUALIFICATION, 2).state == done


def test_a_warning_changes_nothing_and_bad_input_is_refused() -> None:
    state = MatchState(1, 0)
    assert impose_penalty(state, "a", WARNING, 2).state == state
    assert impose_penalty(state, "a", WARNING, 2).effect == EFFECT_NONE
    with pytest.raises(ValueError, match="seat"):
        impose_penalty(state, "c", GAME_LOSS, 2)
    with pytest.raises(ValueError, match="status"):
        MatchState(0, 0, 0, "finished")
    with pytest.raises(ValueError, match="reported_by"):
        MatchState(0, 0, 0, REPORTED, "x")


# --- reverting ----------------------------------------------------------------------------------------


def test_rescinding_a_game_loss_reopens_the_match_with_its_games_so_far() -> None:
    before = MatchState(1, 1)
    imposed = impose_penalty(before, "a", GAME_LOSS, 2).state
    rev = revert_penalty(imposed, before, imposed, "a", 2)
    assert rev.state == before and rev.outcome == RESTORED and rev.effect == EFFECT_NONE


def test_rescinding_after_the_penalized_player_confirmed_still_restores() -> None:
    before = MatchState(0, 0)
    imposed = impose_penalty(before, "b", MATCH_LOSS, 2).state
    confirmed = MatchState(imposed.a_wins, imposed.b_wins, imposed.draws, CONFIRMED)
    assert revert_penalty(confirmed, before, imposed, "b", 2).state == before
    disputed = MatchState(imposed.a_wins, imposed.b_wins, imposed.draws, DISPUTED, "a")
    assert revert_penalty(disputed, before, imposed, "b", 2).state == before


def test_a_disqualification_over_a_reported_result_gives_the_report_back() -> None:
    before = MatchState(2, 1, 0, REPORTED, "a")
    imposed = impose_penalty(before, "a", DISQUALIFICATION, 2).state
    assert revert_penalty(imposed, before, imposed, "a", 2).state == before


def test_a_match_loss_changed_to_a_game_loss_is_applied_to_the_match_as_it_was() -> None:
    before = MatchState(1, 0)
    imposed = impose_penalty(before, "a", MATCH_LOSS, 2).state
    rev = revert_penalty(imposed, before, imposed, "a", 2, GAME_LOSS)
    assert rev.state == MatchState(1, 1, 0, PENDING) and rev.outcome == REAPPLIED
    assert rev.effect == EFFECT_PARTIAL


def test_a_match_that_moved_on_is_left_for_the_judge() -> None:
    before = MatchState(0, 0)
    imposed = impose_penalty(before, "a", GAME_LOSS, 2).state  # 0-1, match goes on
    reported_later = MatchState(0, 2, 0, REPORTED, "b")  # the players played game 2 and reported
    rev = revert_penalty(reported_later, before, imposed, "a", 2)
    assert rev.outcome == MOVED_ON and rev.state == reported_later and not rev.changes


def test_nothing_to_undo_when_the_penalty_changed_nothing() -> None:
    done = MatchState(2, 1, 0, CONFIRMED)
    rev = revert_penalty(done, done, done, "a", 2)
    assert rev.outcome == UNCHANGED and rev.state == done


@given(open_matches(), seats, heavy)
def test_applying_then_rescinding_leaves_the_match_as_it_was(
    case: tuple[int, MatchState], seat: str, penalty: str
) -> None:
    needed, before = case
    imposed = impose_penalty(before, seat, penalty, needed).state
    assert revert_penalty(imposed, before, imposed, seat, needed).state == before


@given(any_matches(), seats, any_penalty)
def test_rescinding_restores_whatever_the_match_was(
    case: tuple[int, MatchState], seat: str, penalty: str
) -> None:
    needed, before = case
    imposed = impose_penalty(before, seat, penalty, needed).state
    assert revert_penalty(imposed, before, imposed, seat, needed).state == before


@given(any_matches(), seats, any_penalty, any_penalty)
def test_changing_a_penalty_is_the_same_as_having_issued_the_new_one(
    case: tuple[int, MatchState], seat: str, first: str, second: str
) -> None:
    needed, before = case
    assume(first != second)
    imposed = impose_penalty(before, seat, first, needed).state
    rev = revert_penalty(imposed, before, imposed, seat, needed, second)
    assert rev.state == impose_penalty(before, seat, second, needed).state


@given(open_matches(), seats, heavy, any_matches())
def test_a_result_changed_since_the_penalty_is_never_overwritten(
    case: tuple[int, MatchState], seat: str, penalty: str, later: tuple[int, MatchState]
) -> None:
    needed, before = case
    imposed = impose_penalty(before, seat, penalty, needed).state
    _, current = later
    assume(not still_as_imposed(current, imposed))
    rev = revert_penalty(current, before, imposed, seat, needed)
    assert rev.state == current and rev.outcome == MOVED_ON


@given(open_matches(), seats, heavy)
def test_a_penalty_never_leaves_an_impossible_score(
    case: tuple[int, MatchState], seat: str, penalty: str
) -> None:
    needed, before = case
    after = impose_penalty(before, seat, penalty, needed).state
    assert max(after.a_wins, after.b_wins) <= needed and not (
        after.a_wins == needed and after.b_wins == needed
    )
    mine = after.a_wins if seat == "a" else after.b_wins
    assert mine <= (before.a_wins if seat == "a" else before.b_wins)
