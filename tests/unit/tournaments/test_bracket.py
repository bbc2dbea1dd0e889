"""Top cut: MTR 10.4 seeding, byes to the top seeds, advancing winners (§7.20, §7.31).

A player who leaves after the cut concedes their open match (tournaments.services.concede_open_match), and
the bracket advances that match's winner like any other: no bracket operation of its own.
"""

from __future__ import annotations

import pytest

from tournaments.bracket import (
    BracketError,
    build_bracket,
    current_matches,
    record_winner,
    seed_positions,
)

TOP8 = [f"s{i}" for i in range(1, 9)]


def test_seed_positions() -> None:
    assert seed_positions(4) == [1, 4, 2, 3]
    assert seed_positions(8) == [1, 8, 4, 5, 2, 7, 3, 6]
    assert seed_positions(16) == [1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]
    with pytest.raises(BracketError):
        seed_positions(6)


def test_top8_pairs_and_semifinals() -> None:
    b = build_bracket(TOP8)
    assert [(m.seed_a, m.seed_b) for m in b.rounds[0]] == [(1, 8), (4, 5), (2, 7), (3, 6)]
    for slot, winner in enumerate(["s1", "s5", "s7", "s3"]):
        b = record_winner(b, 1, slot, winner)
    assert [(m.player_a, m.player_b) for m in b.rounds[1]] == [("s1", "s5"), ("s7", "s3")]
    b = record_winner(b, 2, 0, "s5")
    b = record_winner(b, 2, 1, "s3")
    b = record_winner(b, 3, 0, "s3")
    assert b.champion == "s3"


def test_top4_and_draft_pattern() -> None:
    assert [(m.seed_a, m.seed_b) for m in build_bracket(TOP8[:4]).rounds[0]] == [(1, 4), (2, 3)]
    draft = build_bracket(TOP8, pattern="draft")
    assert [(m.seed_a, m.seed_b) for m in draft.rounds[0]] == [(1, 5), (3, 7), (2, 6), (4, 8)]


def test_byes_go_to_the_top_seeds() -> None:
    b = build_bracket(TOP8[:6])
    byes = [m for m in b.rounds[0] if m.is_bye]
    assert sorted(m.winner for m in byes) == ["s1", "s2"]  # type: ignore[type-var]
    assert [(m.seed_a, m.seed_b) for m in current_matches(b)] == [(4, 5), (3, 6)]
    assert b.rounds[1][0].player_a == "s1" and b.rounds[1][1].player_a == "s2"
