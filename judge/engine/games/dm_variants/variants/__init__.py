"""The format plug-in interface: one `Variant` per format code, in `variants/<code>.py`.

The core (game.py, turns.py, actions.py) plays the base game, the multiplayer general rules (600) and
the options 601/602, and asks the format's `Variant` at every point where a format may differ. A new
format is a module `judge/engine/games/dm_variants/variants/<code>.py` (the file name is the
`header.variant` code, e.g. `two_headed.py`) that defines a subclass and calls `register_variant`;
`variant_for` imports it on first use, so the core needs no edit at all.

Hooks (all have a default that is right for an individual free-for-all, or the two-player game):

    validate(state, ctx)                 header checks: seat count, options the format forbids
    setup(state)                         extra zones per seat (超統率ゾーン, GR …)
    shields(state, seat) / hand_size     setup figures (5 / 5 by the official rules)
    teammates(state, a, b)               team membership (101.1)
    next_turn_player(state)              who takes the next turn (600.7; 604 team turns, 607 markers)
    expected_draws(state, seat)          cards drawn in the draw step (600.8, 604.3b, 608.7, 609.5)
    attack_problems(state, seat, defender)  extra reasons an attack on `defender` is illegal
    may_block(state, blocker_seat, attack)  who blocks (600.6c; 608.8d lets either defender block)
    shield_seats(state, defender)        whose shield zones an attack on `defender` breaks (608.6)
    handlers()                           extra acts: {act: handler(state, entry, ctx)}
    propagate_loss(state, seat)          seats that lose with `seat` (608.9a, 609.6b)
    winners(state)                       the winners once the game is decided, else None
    win_effect_losers(state, seat, ctx)  who loses when a card says `seat` wins (600.9, 601.11, 701.7)
    finish(state, ctx)                   end-of-log checks
    generator_options(rng, seats)        header options for the legal-play generator
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import TYPE_CHECKING, Any

from judge.engine.games.dm_variants.formats import FORMATS, FormatSpec

if TYPE_CHECKING:
    import random

    from judge.engine.core.entries import Entry
    from judge.engine.games.dm_variants.checks import CheckSpec
    from judge.engine.games.dm_variants.state import Attack, DMState

Handler = Callable[["DMState", "Entry", Any], None]
Problem = tuple["CheckSpec", dict[str, Any]]


class Variant:
    code = ""
    generator_seats: tuple[int, ...] = ()  # seat counts the generator plays this format with

    @property
    def spec(self) -> FormatSpec:
        return FORMATS[self.code]

    # --- header and setup ------------------------------------------------------------------------
    def validate(self, state: DMState, ctx: Any) -> None:
        from judge.engine.games.dm_variants import checks as C

        spec, count = self.spec, len(state.seating)
        if count < spec.min_seats or (spec.max_seats is not None and count > spec.max_seats):
            wanted = (
                str(spec.min_seats)
                if spec.max_seats == spec.min_seats
                else f"{spec.min_seats}+"
                if spec.max_seats is None
                else f"{spec.min_seats}-{spec.max_seats}"
            )
            ctx.flag(C.SEAT_COUNT, {"format": spec.name_en, "wanted": wanted, "count": count})

    def setup(self, state: DMState) -> None:
        return

    def shields(self, state: DMState, seat: str) -> int:
        shields = state.options.get("shields")
        return shields if isinstance(shields, int) else 5

    def hand_size(self, state: DMState, seat: str) -> int:
        return 5

    # --- seats and turns -------------------------------------------------------------------------
    def teammates(self, state: DMState, a: str, b: str) -> bool:
        return False

    def next_turn_player(self, state: DMState) -> str | None:
        """600.7: clockwise from the starting player, skipping players who left (600.3a)."""
        if state.turn_player is None:
            return state.first_player
        seats = state.seating
        i = seats.index(state.turn_player)
        for step in range(1, len(seats) + 1):
            seat = seats[(i + step) % len(seats)]
            if state.players[seat].in_game:
                return seat
        return None

    def expected_draws(self, state: DMState, seat: str) -> int:
        """The first player of a two-player game skips the first draw (official); 600.8: in a
        multiplayer game the starting player does not."""
        first = state.flags.first_turn and seat == state.first_player
        return 0 if first and not state.multiplayer else 1

    # --- attacks ---------------------------------------------------------------------------------
    def attack_problems(self, state: DMState, seat: str, defender: str) -> list[Problem]:
        return []

    def may_block(self, state: DMState, blocker_seat: str, attack: Attack) -> bool:
        return blocker_seat == attack.defender  # 600.6c

    def shield_seats(self, state: DMState, defender: str) -> list[str]:
        return [defender]

    def handlers(self) -> dict[str, Handler]:
        return {}

    # --- winning and losing ----------------------------------------------------------------------
    def propagate_loss(self, state: DMState, seat: str) -> list[str]:
        return []

    def winners(self, state: DMState) -> list[str] | None:
        """102.1a: the one player left wins (in a two-player game, the other player)."""
        left = state.remaining
        return left if len(left) <= 1 else None

    def win_effect_losers(self, state: DMState, seat: str, ctx: Any) -> tuple[list[str], str]:
        """(who loses, the rule). 600.9 without 601: all opponents; 601.11 with it: those in range."""
        opponents = state.opponents(seat)
        if state.multiplayer and state.options.get("range") is not None:
            return [s for s in opponents if s in state.in_range.get(seat, set())], "601.11"
        return opponents, "600.9" if state.multiplayer else "official rule"

    def finish(self, state: DMState, ctx: Any) -> None:
        return

    # --- the legal-play generator ----------------------------------------------------------------
    def generator_options(self, rng: random.Random, seats: int) -> dict[str, Any]:
        return {}


_VARIANTS: dict[str, Variant] = {}


def register_variant(variant: Variant) -> Variant:
    _VARIANTS[variant.code] = variant
    return variant


def variant_for(code: str) -> Variant | None:
    """The registered Variant for a format code, importing `variants/<code>.py` on first use."""
    if code not in _VARIANTS and code in FORMATS:
        try:
            import_module(f"{__name__}.{code}")
        except ModuleNotFoundError as exc:
            if exc.name != f"{__name__}.{code}":
                raise
    return _VARIANTS.get(code)
