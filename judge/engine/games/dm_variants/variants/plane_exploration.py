"""704 「次元探索戦」: 次元戦 on a grid of planes with a piece (駒) that walks between them.

Log conventions (docs/log-format-dm-variants.md, section 次元探索戦). Grid squares are `[x, y]`, the
centre `[0, 0]`. Acts beyond 703's:
- `plane_reveal` {card, at} in setup: the five squares of the cross (704.4); a phenomenon is replaced
  by the next card on the same square (704.5); the piece starts on the centre;
- `planeswalk` {to, reveal: [{card, at}, …], removed?: [iid, …]}: the piece moves to an orthogonally
  adjacent plane (704.9a); planes at Manhattan distance ≥ 3 from it go to the bottom (704.11, brief 7
  item 14: after one step no plane is farther, so = 3 and ≥ 3 agree); each empty orthogonal neighbour
  is filled from the top, a phenomenon there triggering and then being replaced (704.11/704.11a).
The planar die, D-switch and 704.13 work as in 703 (Planar).
"""

from __future__ import annotations

import functools
import random
from typing import Any

from judge.engine.core.cardrefs import split_ref
from judge.engine.core.context import Context
from judge.engine.core.declare import declarer
from judge.engine.core.entries import Entry
from judge.engine.core.verdicts import Verdict
from judge.engine.games.dm_variants import actions as A
from judge.engine.games.dm_variants.cards import PHENOMENON
from judge.engine.games.dm_variants.formats import PLANE_EXPLORATION
from judge.engine.games.dm_variants.state import DMState
from judge.engine.games.dm_variants.variants import register_variant
from judge.engine.games.dm_variants.variants.planes import Planar, planar_checks
from judge.engine.games.dm_variants.variants.rotating_table import die_checks

GAME = "dm-variants"
Square = tuple[int, int]
CROSS: tuple[Square, ...] = ((0, 0), (0, 1), (1, 0), (0, -1), (-1, 0))
_X = "px:"


_c = declarer(GAME, "plane_exploration")


PX = planar_checks(
    "plane_exploration", {"setup": "704.5", "walk": "704.9", "walk_p": "704.12b", "dswitch": "704.12d"}
)
PX_DIE = die_checks("plane_exploration", "704.12")
PX_CROSS = _c(
    "cross",
    Verdict.ILLEGAL,
    ("704.4", "704.5"),
    "Grid setup: {problem}.",
    "十字型の配置：{problem_ja}。",
)
PX_MOVE = _c(
    "move",
    Verdict.ILLEGAL,
    ("704.9a",),
    "The piece moved from {frm} to {to}; it moves to a plane orthogonally adjacent to its square.",
    "駒が{frm}から{to}に移動しました。駒は上下左右に隣接している次元にのみ移動します。",
)
PX_REMOVE = _c(
    "far_planes",
    Verdict.ILLEGAL,
    ("704.11",),
    "After the move to {to} the log removes {logged}; the planes 3 or more squares away are {expected}.",
    "{to}への越境の後、記録では{logged}を戻しています。3マス以上離れている次元は{expected}です。",
)
PX_REFILL = _c(
    "refill",
    Verdict.ILLEGAL,
    ("704.11", "704.11a"),
    "After the move to {to}: {problem}.",
    "{to}への越境の後：{problem_ja}。",
)


def _sq(raw: Any) -> Square | None:
    if isinstance(raw, list | tuple) and len(raw) == 2 and all(isinstance(v, int) for v in raw):
        return (raw[0], raw[1])
    return None


def _neighbours(sq: Square) -> list[Square]:
    x, y = sq
    return [(x, y + 1), (x + 1, y), (x, y - 1), (x - 1, y)]


class PlaneExploration(Planar):
    code = PLANE_EXPLORATION
    generator_seats = (2, 3, 4)
    checks = PX
    die = PX_DIE
    field_c_clause = "704.12e"
    plane_c_clause = "704.12c"

    def setup(self, state: DMState) -> None:
        super().setup(state)
        state.extra[_X + "grid"] = {}
        state.extra[_X + "piece"] = None

    def _grid(self, state: DMState) -> dict[Square, str]:
        return state.extra[_X + "grid"]

    def _start_check(self, state: DMState, ctx: Context) -> None:
        """At the first act of the game: five planes in the cross and the piece on the centre."""
        if state.extra[_X + "piece"] is not None or state.extra.get(_X + "checked"):
            return
        state.extra[_X + "checked"] = True
        grid = self._grid(state)
        empty = [list(sq) for sq in CROSS if sq not in grid]
        if empty:
            ctx.flag(
                PX_CROSS,
                {"problem": f"no plane on {empty}", "problem_ja": f"{empty}に次元がありません"},
            )
        state.extra[_X + "piece"] = (0, 0)
        self._faceup(state)

    def _faceup(self, state: DMState) -> None:
        piece = state.extra[_X + "piece"]
        under = self._grid(state).get(piece) if piece is not None else None
        state.extra["pl:faceup"] = [under] if under else []

    def _watch(self, handler: Any) -> Any:
        inner = super()._watch(handler)

        def run(state: DMState, entry: Entry, ctx: Context) -> None:
            if state.turn >= 1:
                self._start_check(state, ctx)
            inner(state, entry, ctx)

        return run

    def reveal_at_setup(self, state: DMState, iid: str) -> None:
        return  # placed by plane_reveal below, which knows the square

    def plane_reveal(self, state: DMState, entry: Entry, ctx: Context) -> None:
        super().plane_reveal(state, entry, ctx)
        iid = split_ref(entry.args.get("card"))[0]
        sq = _sq(entry.args.get("at"))
        grid = self._grid(state)
        if iid is None:
            return
        if sq not in CROSS:
            ctx.flag(
                PX_CROSS,
                {
                    "problem": f"{iid} placed at {entry.args.get('at')}, outside the cross",
                    "problem_ja": f"{iid}が十字の外{entry.args.get('at')}に置かれました",
                },
                cards=[iid],
            )
            return
        if sq in grid:
            ctx.flag(
                PX_CROSS,
                {
                    "problem": f"{iid} placed on {list(sq)}, which already holds a plane",
                    "problem_ja": f"{iid}が既に次元のある{list(sq)}に置かれました",
                },
                cards=[iid],
            )
        if self.kind(state, iid) != PHENOMENON:  # 704.5: a phenomenon is replaced from the top
            grid[sq] = iid

    def planeswalk(self, state: DMState, entry: Entry, ctx: Context) -> None:
        seat = entry.actor or state.turn_player or state.seating[0]
        owed = state.extra["pl:owed"]
        met = state.extra.pop(_X + "met", None)
        if owed:
            owed.pop(0)
        elif not entry.args.get("source"):
            # A phenomenon met while the last planeswalk refilled the grid, with no roll since, is why the
            # player walked: 704.11a sends it to the bottom instead of 203.6's planeswalk (decisions.md DM 22).
            after_phenomenon = met is not None and met == self._roll_mark(state)
            extra = [f"{GAME}:704.11a"] if after_phenomenon else []
            ctx.flag(self.checks["walk_unowed"], {"seat": seat}, players=[seat], extra_clauses=extra)
        grid = self._grid(state)
        piece = state.extra[_X + "piece"] or (0, 0)
        to = _sq(entry.args.get("to"))
        if to is None:
            A.bad(
                ctx, entry.act, f"square {entry.args.get('to')!r}", f"マス{entry.args.get('to')!r}が不正です"
            )
            return
        if to not in _neighbours(piece) or to not in grid:
            ctx.flag(PX_MOVE, {"frm": list(piece), "to": list(to)}, players=[seat])
        state.extra[_X + "piece"] = to
        far = sorted(iid for sq, iid in grid.items() if abs(sq[0] - to[0]) + abs(sq[1] - to[1]) >= 3)
        logged = entry.args.get("removed")
        if isinstance(logged, list) and sorted(str(x) for x in logged) != far:
            ctx.flag(PX_REMOVE, {"to": list(to), "logged": logged or "none", "expected": far or "none"})
        for sq in [sq for sq, iid in grid.items() if iid in far]:
            del grid[sq]
        self._refill(state, entry, ctx, to)
        self._faceup(state)

    @staticmethod
    def _roll_mark(state: DMState) -> tuple[int, int]:
        """The turn and the number of die rolls made in it: changes whenever the die is rolled."""
        rolls = state.extra.get("die:rolls", {})
        return state.turn, sum(k for (_seat, turn), k in rolls.items() if turn == state.turn)

    def _refill(self, state: DMState, entry: Entry, ctx: Context, to: Square) -> None:
        grid = self._grid(state)
        empty = {sq for sq in _neighbours(to) if sq not in grid}
        filled: set[Square] = set()
        problems: list[tuple[str, str]] = []
        for item in entry.args.get("reveal") or []:
            iid = self.name(state, item.get("card") if isinstance(item, dict) else None)
            sq = _sq(item.get("at")) if isinstance(item, dict) else None
            if iid is None or sq is None:
                A.bad(ctx, entry.act, f"reveal {item!r}", f"公開の指定{item!r}が不正です")
                continue
            if sq not in empty or sq in filled:
                problems.append(
                    (
                        f"{iid} was placed on {list(sq)}, not an empty neighbour of the piece",
                        f"{iid}が駒の隣の空き以外の{list(sq)}に置かれました",
                    )
                )
                continue
            if self.kind(state, iid) == PHENOMENON:
                state.extra[_X + "met"] = self._roll_mark(state)
                continue  # 704.11a: it triggers, goes to the bottom, and the square is filled again
            grid[sq] = iid
            filled.add(sq)
        missing = sorted(empty - filled)
        if missing:
            problems.append(
                (f"{[list(s) for s in missing]} left empty", f"{[list(s) for s in missing]}が空いたままです")
            )
        for en, ja in problems:
            ctx.flag(PX_REFILL, {"to": list(to), "problem": en, "problem_ja": ja})

    def generator_options(self, rng: random.Random, seats: int) -> dict[str, Any]:
        return {}

    def generator_game(self) -> type:
        return _generator_class()


# --- the legal-play generator ------------------------------------------------------------------------
def exploration_cards() -> dict[str, dict[str, Any]]:
    """20 cards, so phenomena are allowed (704.3a): 16 planes (two fields, one with a D-switch), 4 phenomena."""
    cards: dict[str, dict[str, Any]] = {
        f"XPL{i}": {"name": f"探索次元{i}", "type": "plane", "cost": 0, "keywords": {}} for i in range(14)
    }
    cards["XFD0"] = {"name": "探索フィールドD", "type": "field", "cost": 0, "keywords": {"d_switch": True}}
    cards["XFD1"] = {"name": "探索フィールド", "type": "field", "cost": 0, "keywords": {}}
    for i in range(4):
        cards[f"XPH{i}"] = {"name": f"探索現象{i}", "type": "phenomenon", "cost": 0, "keywords": {}}
    return cards


@functools.cache
def _generator_class() -> type:
    from judge.engine.games.dm_variants.variants.planes import _generator_class as planar_game

    base = planar_game()

    class ExplorationGame(base):  # type: ignore[misc, valid-type]
        def __init__(self, seed: int, seats: int, variant: str, max_turns: int) -> None:
            super().__init__(seed, seats, variant, max_turns)
            self.cards = {k: v for k, v in self.cards.items() if k not in self.planar}
            self.planar = exploration_cards()
            self.cards.update(self.planar)
            self.pdeck = [(f"P1:pl{i}", cid) for i, cid in enumerate(self.planar)]
            self.rng.shuffle(self.pdeck)
            self.grid: dict[Square, tuple[str, str]] = {}
            self.piece: Square = (0, 0)

        def place(self, sq: Square) -> list[dict[str, Any]]:
            """Reveal from the top onto `sq` until a plane lands; phenomena go to the bottom."""
            shown = []
            while True:
                top = self.pdeck.pop(0)
                shown.append({"card": {"iid": top[0], "card": top[1]}, "at": list(sq)})
                if self.ptype(top) == "plane":
                    self.grid[sq] = top
                    return shown
                self.pdeck.append(top)

        def setup(self) -> None:
            super(base, self).setup()  # the plain game's setup: shields and hands
            self.phase = "setup"
            for sq in CROSS:
                for item in self.place(sq):
                    self.log(self.first, "plane_reveal", **item)
            self.faceup = [self.grid[(0, 0)]]

        def planeswalk(self, tp: str, source: str | None = None) -> None:
            to = self.rng.choice([sq for sq in _neighbours(self.piece) if sq in self.grid])
            self.piece = to
            far = [sq for sq in self.grid if abs(sq[0] - to[0]) + abs(sq[1] - to[1]) >= 3]
            removed = sorted(self.grid[sq][0] for sq in far)
            for sq in far:
                self.pdeck.append(self.grid.pop(sq))
            reveal: list[dict[str, Any]] = []
            for sq in _neighbours(to):
                if sq not in self.grid:
                    reveal.extend(self.place(sq))
            self.faceup = [self.grid[to]]
            args: dict[str, Any] = {"to": list(to), "reveal": reveal, "removed": removed}
            if source:
                args["source"] = source
            self.log(tp, "planeswalk", **args)

    return ExplorationGame


VARIANT = register_variant(PlaneExploration())
