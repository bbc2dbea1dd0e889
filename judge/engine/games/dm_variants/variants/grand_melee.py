"""607 「大乱闘戦」: ten or more players, each for themselves, range of influence 1 by default (607.2a; the log
`options.range` may set another, decisions.md DM 15), and one
turn marker per four players (607.4a) so several players take turns at the same time.

The log is sequential, so a grand melee log records the marker holders' turns one after another,
each as its own turn number, in marker order (marker 1's holder, then marker 2's, …). A turn ends
when the next one begins; the marker then passes to the next player to the left still in the game
(607.4c). A holder with another marker within 3 players to the left waits (607.4d) and that marker is
passed over for the round. When eliminations lower floor(players / 4), the marker nearest to the right
of the eliminated player is removed (607.4e, 607.4f): at once, or after the turn if its holder is
taking it (607.4g). Ranges are fixed at each turn start, so the neighbours of a removed player stay out
of each other's range until the next turn (607.4h).

Extra turns (`extra_turn`, 607.4i, 607.4j) keep a marker one round longer: when the turn of a player owed
an extra turn ends, they keep their marker and take the next turn of that marker (the extra one, or — for a
player who had no marker when it was given, 607.4j — the extra one right before their own), unless a marker
sits within 3 players to their right: then the marker passes on at once and the extra turn comes when the
next marker reaches them (607.4i). A holder who keeps a marker with another within 3 players to the left
waits, as 607.4d says. Skipped turns are not modelled here (`skip_turn` stays an unknown act), nor the true
overlap of simultaneous turns.
"""

from __future__ import annotations

import functools
import random
from typing import Any

from judge.engine.core.context import Context
from judge.engine.core.declare import declarer
from judge.engine.core.entries import Entry
from judge.engine.core.verdicts import Verdict
from judge.engine.games.dm_variants.actions import HANDLERS, bad
from judge.engine.games.dm_variants.formats import GRAND_MELEE
from judge.engine.games.dm_variants.state import DMState, Handler
from judge.engine.games.dm_variants.variants import register_variant
from judge.engine.games.dm_variants.variants.free_for_all import FreeForAll

GAME = "dm-variants"
_c = declarer(GAME)

GM_NO_MARKER = _c(
    "grand_melee.no_marker",
    Verdict.ILLEGAL,
    ("607.4", "607.4b", "607.4c"),
    "{seat} took turn {turn} without a turn marker; the markers are held by {holders}.",
    "{seat}はターンマーカーを持たずにターン{turn}を行いました。ターンマーカーを持つのは{holders}です。",
)
GM_WAIT = _c(
    "grand_melee.must_wait",
    Verdict.ILLEGAL,
    ("607.4d",),
    "{seat} started a turn with {ahead}'s marker {distance} players to the left; a player with a marker within 3 players to the left waits.",
    "{seat}は左{distance}人目の{ahead}がターンマーカーを持っている状態でターンを始めました。左3人以内にマーカーがある場合は待ちます。",
)


def _left_distance(order: list[str], a: str, b: str) -> int:
    """How many players to the left of `a` sits `b`, counting players still in the game."""
    return (order.index(b) - order.index(a)) % len(order)


class MarkerTrack:
    """The turn markers: ids in marker order, their holders, and the one whose turn is running."""

    def __init__(self, seating: list[str], first: str) -> None:
        n = len(seating)
        i = seating.index(first)
        self.holders: dict[int, str] = {k: seating[(i + 4 * k) % n] for k in range(max(1, n // 4))}
        self.start: dict[int, str] = dict(self.holders)  # each marker's seat under 607.4b
        self.opened: set[int] = set()  # markers whose first turn has been taken
        self.current: int | None = None
        self.doomed: set[int] = set()
        self.seen_losers = 0
        self.owed: dict[str, int] = {}  # extra turns owed to each player (607.4i, 607.4j)
        self.kept: dict[int, str] = {}  # markers kept for an extra turn, until that turn is taken

    def waiting(self, remaining: list[str], marker: int) -> tuple[str, int] | None:
        """(the holder ahead, distance) when the holder of `marker` must wait (607.4d)."""
        seat = self.holders[marker]
        ahead = [
            (_left_distance(remaining, seat, s), s)
            for m, s in self.holders.items()
            if m != marker and s in remaining and s != seat
        ]
        if not ahead:
            return None
        d, s = min(ahead)
        return (s, d) if d <= 3 else None

    def end_turn(self, remaining: list[str], losers: list[str], seating: list[str]) -> None:
        """Apply eliminations since the last turn and pass the marker of the turn that ended."""
        for gone in losers[self.seen_losers :]:
            live = len(self.holders) - len(self.doomed)
            if live > max(1, len(remaining) // 4):
                self._doom_right_of(gone, seating)
        self.seen_losers = len(losers)
        if self.current is not None:
            self.opened.add(self.current)
        for m in list(self.holders):
            if m in self.doomed and m != self.current:
                self._drop(m)
        if self.current is not None and self.current in self.holders:
            holder = self.holders[self.current]
            self.kept.pop(self.current, None)
            if self.current in self.doomed:
                self._drop(self.current)
            elif (
                self.owed.get(holder) and holder in remaining and not self._right_within_3(holder, remaining)
            ):
                self.owed[holder] -= 1  # keeps the marker for the extra turn (607.4i, 607.4j)
                self.kept[self.current] = holder
            else:
                self.holders[self.current] = self._left_of(holder, remaining, seating)
        for m, s in list(self.holders.items()):
            if s not in remaining and remaining:  # a holder removed outside their turn
                self.holders[m] = self._left_of(s, remaining, seating)

    def next_marker(self, remaining: list[str]) -> int | None:
        if not self.holders or not remaining:
            return None
        ids = sorted(self.holders)
        start = 0 if self.current is None else next((k for k, m in enumerate(ids) if m > self.current), 0)
        for step in range(len(ids)):
            m = ids[(start + step) % len(ids)]
            if self.holders[m] in remaining and self.waiting(remaining, m) is None:
                return m
        return ids[start % len(ids)]

    def opening_seat(self) -> str | None:
        """The seat 607.4b gives the running turn when that turn is its marker's first and the marker has not
        moved (no elimination passed it on, 607.4c), else None."""
        m = self.current
        if m is None or m in self.opened or self.holders.get(m) != self.start.get(m):
            return None
        return self.start[m]

    def _right_within_3(self, seat: str, remaining: list[str]) -> bool:
        """Another marker within 3 players to the right of `seat` (607.4i): it passes its marker on."""
        return any(
            s != seat and s in remaining and 1 <= _left_distance(remaining, s, seat) <= 3
            for m, s in self.holders.items()
            if m != self.current
        )

    def _doom_right_of(self, gone: str, seating: list[str]) -> None:
        i = seating.index(gone)
        for step in range(1, len(seating) + 1):
            seat = seating[(i - step) % len(seating)]
            for m, s in self.holders.items():
                if s == seat and m not in self.doomed:
                    self.doomed.add(m)
                    return

    def _drop(self, m: int) -> None:
        self.holders.pop(m, None)
        self.doomed.discard(m)

    @staticmethod
    def _left_of(seat: str, remaining: list[str], seating: list[str]) -> str:
        i = seating.index(seat)
        for step in range(1, len(seating) + 1):
            s = seating[(i + step) % len(seating)]
            if s in remaining:
                return s
        return seat


class GrandMelee(FreeForAll):
    code = GRAND_MELEE
    generator_seats = (10,)
    individual_turn_effects = False  # the markers decide who takes a turn, extra turns too (607.4i, 607.4j)

    def track(self, state: DMState) -> MarkerTrack:
        track = state.extra.get("markers")
        if track is None:
            track = MarkerTrack(state.seating, state.first_player)
            state.extra["markers"] = track
        return track

    def next_turn_player(self, state: DMState) -> str | None:
        track = self.track(state)
        remaining = state.remaining
        if state.turn_player is not None:
            track.end_turn(remaining, state.losers, state.seating)
        m = track.next_marker(remaining)
        track.current = m
        return None if m is None else track.holders[m]

    def judges_turn_order(self, state: DMState, actor: str) -> bool:
        """A turn started by a player without a marker, or by a holder who must wait, is no_marker /
        must_wait (607.4b-607.4d) at the turn's first entry, not also the core's turn.order."""
        track = self.track(state)
        held = [m for m, s in track.holders.items() if s == actor]
        return not held or track.waiting(state.remaining, held[0]) is not None

    def handlers(self) -> dict[str, Handler]:
        cached = getattr(self, "_wrapped", None)
        if cached is None:
            cached = {act: self._watch(h) for act, h in HANDLERS.items()}
            cached["extra_turn"] = self._watch(self._extra_turn)
            self._wrapped = cached
        return cached

    def _extra_turn(self, state: DMState, entry: Entry, ctx: Context) -> None:
        """`extra_turn` {player, source?}: the player is owed an extra turn, taken with a marker (607.4i,
        607.4j)."""
        seat = entry.args.get("player", entry.actor)
        if not isinstance(seat, str) or seat not in state.players:
            bad(ctx, entry.act, f"player {seat!r} is not a seat / 席ではありません")
            return
        owed = self.track(state).owed
        owed[seat] = owed.get(seat, 0) + 1

    def _watch(self, handler: Handler) -> Handler:
        def run(state: DMState, entry: Entry, ctx: Context) -> None:
            if state.turn and state.extra.get("gm_checked") != state.turn and entry.actor:
                state.extra["gm_checked"] = state.turn
                self._check_turn(state, entry.actor, ctx)
            handler(state, entry, ctx)

        return run

    def _check_turn(self, state: DMState, seat: str, ctx: Context) -> None:
        track = self.track(state)
        if seat != state.turn_player:
            return  # not the turn's first act by its player (the core judged the turn order)
        held = [m for m, s in track.holders.items() if s == seat]
        if not held:
            holders = ", ".join(track.holders[m] for m in sorted(track.holders))
            # A marker kept for an extra turn: the clauses that kept it decide (607.4i, 607.4j).
            extra = [f"{GAME}:607.4i", f"{GAME}:607.4j"] if track.current in track.kept else []
            # A player sitting where a further marker would have started (every 4 seats to the left of the
            # first player, past the markers in play) took the turn of a marker that does not exist: their
            # number, one per 4 players rounded down, decides it (607.4a).
            n, seats = len(state.seating), state.seating
            offset = (seats.index(seat) - seats.index(state.first_player)) % n
            if offset % 4 == 0 and offset // 4 >= n // 4:
                extra.append(f"{GAME}:607.4a")
            ctx.flag(
                GM_NO_MARKER,
                {"seat": seat, "turn": state.turn, "holders": holders},
                players=[seat],
                extra_clauses=extra,
            )
            return
        wait = track.waiting(state.remaining, held[0])
        if wait is not None:
            # In the first round the log's turn is a marker's opening turn, which 607.4b gives to the marker's
            # starting seat: a player taking it in that seat's place breaks the placement too (a second
            # marker put on the first player's neighbour looks, in a sequential log, like this wait).
            opening = track.opening_seat()
            extra = [f"{GAME}:607.4b"] if opening is not None and opening != seat else []
            ctx.flag(
                GM_WAIT,
                {"seat": seat, "ahead": wait[0], "distance": wait[1]},
                players=[seat],
                extra_clauses=extra,
            )

    def generator_options(self, rng: random.Random, seats: int) -> dict[str, Any]:
        return {"range": 1}

    def generator_game(self) -> type:
        return _generator_class()


@functools.cache
def _generator_class() -> type:
    """Built on first use: the generator module imports the variants package (no import cycle).
    The generator moves the markers with the same MarkerTrack as the engine (a shared model, so its
    logs cross-check the rest of the engine, not the marker rules themselves)."""
    from judge.engine.games.dm_variants import generator as g

    class GrandMeleeGame(g._Game):
        def __init__(self, seed: int, seats: int, variant: str, max_turns: int) -> None:
            super().__init__(seed, seats, variant, max_turns)
            self.track = MarkerTrack(self.names, self.first)
            self.losers: list[str] = []

        def lose(self, seat: str) -> None:
            if self.seats[seat].alive:
                self.losers.append(seat)
            super().lose(seat)

        def next_player(self) -> str:
            if self.tp is not None:
                self.track.end_turn(self.alive(), self.losers, self.names)
            m = self.track.next_marker(self.alive())
            if m is None:
                raise g._GameOver
            self.track.current = m
            return self.track.holders[m]

    return GrandMeleeGame


VARIANT = register_variant(GrandMelee())
