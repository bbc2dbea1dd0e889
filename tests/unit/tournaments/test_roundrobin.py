"""Round robin by the circle method (tournaments.roundrobin), checked without Django."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tournaments.roundrobin import RoundRobinError, rounds_needed, schedule

fields = st.integers(min_value=2, max_value=24).map(lambda n: [f"p{i}" for i in range(n)])


@given(fields)
def test_every_pair_meets_exactly_once(players):
    met = Counter(frozenset((p.player_a, p.player_b)) for rnd in schedule(players) for p in rnd if p.player_b)
    assert set(met) == {frozenset(pair) for pair in combinations(players, 2)}
    assert set(met.values()) == {1}


@given(fields)
def test_each_round_seats_everyone_once_and_the_count_of_rounds_is_minimal(players):
    rounds = schedule(players)
    assert len(rounds) == rounds_needed(len(players))
    assert len(rounds) == (len(players) - 1 if len(players) % 2 == 0 else len(players))
    for rnd in rounds:
        seated = [p.player_a for p in rnd] + [p.player_b for p in rnd if p.player_b]
        assert sorted(seated) == sorted(players)
        assert [p.table for p in rnd] == list(range(1, len(rnd) + 1))


@given(fields)
def test_an_odd_field_gives_each_player_exactly_one_bye_and_an_even_field_none(players):
    byes = Counter(p.player_a for rnd in schedule(players) for p in rnd if p.player_b is None)
    if len(players) % 2:
        assert byes == Counter(players)
    else:
        assert not byes
    for rnd in schedule(players):
        assert all(p.player_b is not None for p in rnd[:-1])  # the bye, if any, is the last table


@given(fields)
def test_sides_stay_balanced(players):
    firsts = Counter(p.player_a for rnd in schedule(players) for p in rnd if p.player_b)
    games = len(players) - 1
    for player in players:
        # No player is the first-listed side in far more than half of their games.
        assert firsts[player] <= games // 2 + 2


def test_five_players_play_five_rounds_with_one_bye_each():
    rounds = schedule(["a", "b", "c", "d", "e"])
    assert len(rounds) == 5 and all(len(r) == 3 for r in rounds)
    assert rounds[0][-1].player_b is None


def test_a_field_of_one_or_a_duplicate_is_refused():
    with pytest.raises(RoundRobinError):
        schedule(["solo"])
    with pytest.raises(RoundRobinError):
        schedule(["a", "b", "a"])
    assert rounds_needed(1) == 0
