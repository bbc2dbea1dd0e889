"""Top cut and single elimination (pure Python, no Django).

Seeding follows MTR 10.4: in a top 8, 1v8, 4v5, 2v7, 3v6, so the winners of 1/8 and 4/5 meet and the top
two seeds can only meet in the final; top 4 is 1v4, 2v3; the same pattern extends to 16, 32, ... A field that
is not a power of two is padded with byes, which fall to the top seeds. The booster-draft top 8 (seats 1v5,
2v6, 3v7, 4v8; winners 1/5 vs 3/7 and 2/6 vs 4/8) is available as ``pattern="draft"``.

A bracket is an immutable value: recording a winner returns a new bracket with the winner moved on.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Literal


class BracketError(ValueError):
    pass


def seed_positions(size: int) -> list[int]:
    """Seeds in bracket order for a power-of-two ``size``: 8 -> [1, 8, 4, 5, 2, 7, 3, 6]."""
    if size < 1 or size & (size - 1):
        raise BracketError(f"bracket size {size} is not a power of two")
    order = [1]
    while len(order) < size:
        # Each seed s meets the mirror seed of the doubled field; keeps 1 and 2 apart until the final.
        m = 2 * len(order)
        order = [x for s in order for x in (s, m + 1 - s)]
    return order


def draft_positions() -> list[int]:
    return [1, 5, 3, 7, 2, 6, 4, 8]


@dataclass(frozen=True)
class BracketMatch:
    round: int  # 1 = first round of the cut
    slot: int  # 0-based position in its round
    player_a: str | None
    player_b: str | None
    seed_a: int | None
    seed_b: int | None
    winner: str | None = None

    @property
    def is_bye(self) -> bool:
        """A first-round slot with a missing seed: the present player advances without playing."""
        return self.round == 1 and (self.player_a is None or self.player_b is None)


@dataclass(frozen=True)
class Bracket:
    size: int
    seeds: tuple[str, ...]  # seeds[0] is seed 1
    rounds: tuple[tuple[BracketMatch, ...], ...]

    @property
    def champion(self) -> str | None:
        return self.rounds[-1][0].winner

    def match(self, round_: int, slot: int) -> BracketMatch:
        return self.rounds[round_ - 1][slot]


def build_bracket(seeded: Sequence[str], *, pattern: Literal["standard", "draft"] = "standard") -> Bracket:
    """Bracket for players listed in seed order (best first); byes go to the top seeds."""
    if len(seeded) < 2:
        raise BracketError("a bracket needs at least two players")
    if len(set(seeded)) != len(seeded):
        raise BracketError("duplicate player in the seeding")
    size = 1
    while size < len(seeded):
        size *= 2
    if pattern == "draft":
        if len(seeded) != 8:
            raise BracketError("the draft pattern is for a top 8")
        order = draft_positions()
    else:
        order = seed_positions(size)

    def who(seed: int) -> str | None:
        return seeded[seed - 1] if seed <= len(seeded) else None

    first = tuple(
        BracketMatch(1, i, who(order[2 * i]), who(order[2 * i + 1]), order[2 * i], order[2 * i + 1])
        for i in range(size // 2)
    )
    rounds = [first]
    while len(rounds[-1]) > 1:
        r = len(rounds) + 1
        rounds.append(tuple(BracketMatch(r, i, None, None, None, None) for i in range(len(rounds[-1]) // 2)))
    bracket = Bracket(size, tuple(seeded), tuple(rounds))
    # A missing seed is a bye: its opponent advances at once.
    for m in first:
        if m.player_a is None or m.player_b is None:
            bracket = record_winner(bracket, 1, m.slot, m.player_a or m.player_b)  # type: ignore[arg-type]
    return bracket


def record_winner(bracket: Bracket, round_: int, slot: int, winner: str) -> Bracket:
    """Record ``winner`` of a match and move them into the next round (single elimination: no draws)."""
    m = bracket.match(round_, slot)
    if winner not in (m.player_a, m.player_b):
        raise BracketError(f"{winner} is not in round {round_} match {slot + 1}")
    rounds = [list(r) for r in bracket.rounds]
    rounds[round_ - 1][slot] = replace(m, winner=winner)
    if round_ < len(rounds):
        seed = m.seed_a if winner == m.player_a else m.seed_b
        nxt = rounds[round_][slot // 2]
        if slot % 2 == 0:
            nxt = replace(nxt, player_a=winner, seed_a=seed)
        else:
            nxt = replace(nxt, player_b=winner, seed_b=seed)
        rounds[round_][slot // 2] = nxt
    return replace(bracket, rounds=tuple(tuple(r) for r in rounds))


def current_matches(bracket: Bracket) -> list[BracketMatch]:
    """Matches ready to be played: both players known, no winner yet."""
    return [m for r in bracket.rounds for m in r if m.winner is None and m.player_a and m.player_b]


# --- the bracket as a picture ----------------------------------------------------------------------------
# Geometry only: where each match box, each connecting line and each round's heading go. The site draws
# it as SVG (templates/tournaments/_bracket.html); tests check the geometry directly.


@dataclass(frozen=True)
class BoxSide:
    player: str | None
    seed: int | None
    won: bool
    score: int | None  # games won in this match, once it has a result


@dataclass(frozen=True)
class MatchBox:
    round: int
    slot: int
    x: int
    y: int
    width: int
    height: int
    sides: tuple[BoxSide, BoxSide]
    bye: bool
    next_up: bool  # both players known, no result yet: the match being (or about to be) played
    decided: bool

    @property
    def mid_y(self) -> int:
        return self.y + self.height // 2


@dataclass(frozen=True)
class Link:
    """An elbow line from a match's right edge to the match its winner goes on to."""

    points: tuple[tuple[int, int], ...]
    carried: bool  # the winner has been decided and moved along this line


@dataclass(frozen=True)
class Heading:
    round: int
    x: int
    final: bool


@dataclass(frozen=True)
class BracketLayout:
    width: int
    height: int
    boxes: tuple[MatchBox, ...]
    links: tuple[Link, ...]
    headings: tuple[Heading, ...]


def layout_bracket(
    bracket: Bracket,
    scores: dict[tuple[int, int], tuple[int, int]] | None = None,
    *,
    box_width: int = 156,
    box_height: int = 48,
    column_gap: int = 28,
    row_gap: int = 14,
    header: int = 26,
) -> BracketLayout:
    """Lay the bracket out left to right, one column a round: the first round's boxes are stacked with
    ``row_gap`` between them, and every later box sits level with the midpoint of the two boxes that
    feed it, so each line from a match to the next is a plain elbow. ``scores`` maps (round, slot) to
    the games won by side a and side b once a result is in."""
    scores = scores or {}
    ready = {(m.round, m.slot) for m in current_matches(bracket)}
    boxes: dict[tuple[int, int], MatchBox] = {}
    for r, matches in enumerate(bracket.rounds, start=1):
        x = (r - 1) * (box_width + column_gap)
        for m in matches:
            if r == 1:
                y = header + m.slot * (box_height + row_gap)
            else:
                above, below = boxes[(r - 1, 2 * m.slot)], boxes[(r - 1, 2 * m.slot + 1)]
                y = (above.mid_y + below.mid_y) // 2 - box_height // 2
            score = scores.get((r, m.slot))
            sides = (
                BoxSide(
                    m.player_a,
                    m.seed_a,
                    m.winner is not None and m.winner == m.player_a,
                    score[0] if score else None,
                ),
                BoxSide(
                    m.player_b,
                    m.seed_b,
                    m.winner is not None and m.winner == m.player_b,
                    score[1] if score else None,
                ),
            )
            boxes[(r, m.slot)] = MatchBox(
                r,
                m.slot,
                x,
                y,
                box_width,
                box_height,
                sides,
                m.is_bye,
                (r, m.slot) in ready,
                m.winner is not None,
            )
    links = []
    for (r, slot), box in boxes.items():
        parent = boxes.get((r + 1, slot // 2))
        if parent is None:
            continue
        elbow_x = box.x + box.width + column_gap // 2
        links.append(
            Link(
                (
                    (box.x + box.width, box.mid_y),
                    (elbow_x, box.mid_y),
                    (elbow_x, parent.mid_y),
                    (parent.x, parent.mid_y),
                ),
                box.decided,
            )
        )
    rounds = len(bracket.rounds)
    first = len(bracket.rounds[0])
    return BracketLayout(
        width=rounds * box_width + (rounds - 1) * column_gap,
        height=header + first * (box_height + row_gap) - row_gap,
        boxes=tuple(boxes.values()),
        links=tuple(links),
        headings=tuple(
            Heading(r, (r - 1) * (box_width + column_gap), r == rounds) for r in range(1, rounds + 1)
        ),
    )
