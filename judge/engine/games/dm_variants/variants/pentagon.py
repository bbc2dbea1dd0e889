"""606 「ペンタゴン」: five players; you win when both opponents not adjacent to you in the initial
seating have lost (606.3), and players who qualify at the same time all win (606.3a)."""

from __future__ import annotations

from judge.engine.games.dm_variants.formats import PENTAGON
from judge.engine.games.dm_variants.state import DMState
from judge.engine.games.dm_variants.variants import register_variant
from judge.engine.games.dm_variants.variants.free_for_all import FreeForAll


def initial_non_adjacent(state: DMState, seat: str) -> list[str]:
    seats = state.initial_seating
    n, i = len(seats), seats.index(seat)
    near = {seats[(i - 1) % n], seats[(i + 1) % n], seat}
    return [s for s in seats if s not in near]


class Pentagon(FreeForAll):
    code = PENTAGON
    generator_seats = (5,)

    def winners(self, state: DMState) -> list[str] | None:
        won = [
            s
            for s in state.remaining
            if all(not state.players[o].in_game for o in initial_non_adjacent(state, s))
        ]
        return won or super().winners(state)


VARIANT = register_variant(Pentagon())
