"""705 「回転テーブル戦」: a 4-player free-for-all whose battle zone sits on a table the planar die turns.

Log conventions (docs/log-format-dm-variants.md, section 回転テーブル戦): `roll` {result: "P" | "C" |
"blank", tap: [mana paid], control: {iid: new controller}} by the turn player in their main step. The
k-th roll of a turn costs k−1 mana (705.5). {P} turns the table one seat counter-clockwise, {C} two
(705.5b/c): with A, B, C, D seated clockwise, {P} gives A's cards to D and B's to A, {C} gives A's to C
and B's to D. (The 705.5c example says 「Pシンボル」 where it illustrates {C}: brief 7 item 16; the
engine follows the clause body.) The engine applies the rotation itself; `control`, when logged, is
compared with it.

The planar die (`roll_die`) is shared with 次元戦 and 次元探索戦 (703.11, 704.12).
"""

from __future__ import annotations

import functools
import random
from typing import Any

from judge.engine.core.cardrefs import split_ref
from judge.engine.core.checks import CheckSpec
from judge.engine.core.context import Context
from judge.engine.core.declare import declarer
from judge.engine.core.entries import Entry
from judge.engine.core.verdicts import Verdict
from judge.engine.games.dm_variants.formats import ROTATING_TABLE
from judge.engine.games.dm_variants.state import DMState, Handler
from judge.engine.games.dm_variants.variants import register_variant
from judge.engine.games.dm_variants.variants.free_for_all import FreeForAll

GAME = "dm-variants"
RESULTS = ("P", "C", "blank")


_c = declarer(GAME)


def die_checks(fmt: str, clause: str) -> tuple[CheckSpec, CheckSpec, CheckSpec]:
    """(who/when, cost, result) checks of the planar die under one format's clause (703.11, 704.12, 705.5)."""
    return (
        _c(
            f"{fmt}.die_who",
            Verdict.ILLEGAL,
            (clause,),
            "{seat} rolled the planar die in the {step} step of {turn_player}'s turn; only the turn player rolls it, in their main step.",
            "{seat}が{turn_player}のターンの{step}ステップに次元ダイスを振りました。次元ダイスを振れるのはターン・プレイヤーが自分のメインステップの間だけです。",
        ),
        _c(
            f"{fmt}.die_cost",
            Verdict.ILLEGAL,
            (clause,),
            "{seat} paid {paid} mana for roll {k} of this turn; a roll costs as much mana as the rolls already made this turn ({wanted}).",
            "{seat}はこのターン{k}回目のロールに{paid}マナ支払いました。コストはそのターンに既に振った回数（{wanted}）と同じマナです。",
        ),
        _c(
            f"{fmt}.die_result",
            Verdict.LOG_ERROR,
            (),
            "The planar die result '{result}' is not one of P, C, blank.",
            "次元ダイスの目'{result}'はP・C・blankのいずれでもありません。",
        ),
    )


def roll_die(
    state: DMState, entry: Entry, ctx: Context, checks: tuple[CheckSpec, CheckSpec, CheckSpec]
) -> str | None:
    """Check the roll's actor, step and cost, tap the mana paid; the result, or None if unreadable."""
    who, cost, bad_result = checks
    seat = entry.actor or state.turn_player or state.seating[0]
    if seat != state.turn_player or state.step != "main":
        ctx.flag(who, {"seat": seat, "step": state.step, "turn_player": state.turn_player}, players=[seat])
    rolls = state.extra.setdefault("die:rolls", {})
    k = rolls.get((seat, state.turn), 0) + 1
    rolls[(seat, state.turn)] = k
    paid = 0
    mana = state.players[seat].zones["mana"].cards
    for raw in entry.args.get("tap") or []:
        m = mana.get(split_ref(raw)[0] or "")
        if m is None or m.tapped:
            continue  # not payable: the amount below tells
        m.tapped = True
        d = state.card_def(m.iid)
        paid += d.mana_number if d else 1
    if paid != k - 1:
        ctx.flag(cost, {"seat": seat, "paid": paid, "k": k, "wanted": k - 1}, players=[seat])
    result = entry.args.get("result")
    if result not in RESULTS:
        ctx.flag(bad_result, {"result": result})
        return None
    return str(result)


RT_DIE = die_checks("rotating_table", "705.5")
RT_CONTROL = _c(
    "rotating_table.control",
    Verdict.ILLEGAL,
    ("705.5b", "705.5c"),
    "After {result} the log gives {card} to {logged}; the table turns {n} seat(s) counter-clockwise, so {expected} controls it.",
    "{result}の後、記録では{card}を{logged}がコントロールしています。回転テーブルは逆時計回りに{n}席分回るので、{expected}がコントロールします。",
)
RT_RANGE = _c(
    "rotating_table.no_range",
    Verdict.ILLEGAL,
    ("705.2",),
    "A rotating-table game does not use the limited range of influence option (601).",
    "回転テーブル戦では「影響範囲限定」選択ルールは用いません。",
)


def rotate(state: DMState, entry: Entry, ctx: Context, n: int, result: str) -> None:
    """705.5b/c: every battle-zone card moves to the player `n` places counter-clockwise of its controller.

    decisions.md DM 20: the table turns among the players left in the game; a seat whose player left is
    passed over (705.5b/c give the cards to the adjacent player, and 600.10 with its example makes a
    player's neighbour the next one still in the game)."""
    seats = [s for s in state.seating if state.players[s].in_game]
    # With a seat passed over, who gets the cards is 600.10's adjacency among the players left.
    passed = (f"{GAME}:600.10",) if len(seats) < len(state.seating) else ()
    moves = []
    for seat in seats:
        for iid in list(state.players[seat].zones["battle"].cards):
            moves.append((iid, seat, seats[(seats.index(seat) - n) % len(seats)]))
    logged = entry.args.get("control")
    for iid, old, new in moves:
        card = state.players[old].zones["battle"].cards.pop(iid)
        card.controller = new
        state.extra.setdefault("rt:moved", {})[iid] = state.turn
        state.players[new].zones["battle"].cards[iid] = card
    if isinstance(logged, dict):
        expected = {iid: new for iid, _old, new in moves}
        for iid in sorted(set(logged) | set(expected)):
            if logged.get(iid) != expected.get(iid):
                ctx.flag(
                    RT_CONTROL,
                    {
                        "result": "{" + result + "}",
                        "card": iid,
                        "logged": logged.get(iid, "nobody"),
                        "expected": expected.get(iid, "nobody (not in the battle zone)"),
                        "n": n,
                    },
                    cards=[iid],
                    extra_clauses=passed,
                )


def _roll(state: DMState, entry: Entry, ctx: Context) -> None:
    result = roll_die(state, entry, ctx, RT_DIE)
    if result in ("P", "C"):
        rotate(state, entry, ctx, 1 if result == "P" else 2, result)


class RotatingTable(FreeForAll):
    code = ROTATING_TABLE
    generator_seats = (4,)

    def validate(self, state: DMState, ctx: Context) -> None:
        super().validate(state, ctx)
        if state.options.get("range") is not None:
            ctx.flag(RT_RANGE, {})

    def handlers(self) -> dict[str, Handler]:
        return {"roll": _roll}

    def generator_options(self, rng: random.Random, seats: int) -> dict[str, Any]:
        return {"attack_adjacent": True} if rng.random() < 0.3 else {}

    def generator_game(self) -> type:
        return _generator_class()


@functools.cache
def _generator_class() -> type:
    """Built on first use: the generator imports the variants package (a top-level import is circular)."""
    from judge.engine.games.dm_variants import generator as g

    class RotatingGame(g._Game):
        def main(self, tp: str) -> None:
            side = self.seats[tp]
            k = 0
            # Rolls only while all four are in (the generator does not model a seat passed over, DM 20).
            while len(self.alive()) == len(self.names) and self.rng.random() < 0.35:
                free = [m for m in side.mana if not m.tapped]
                if len(free) < k:
                    break
                for m in free[:k]:
                    m.tapped = True
                result = self.rng.choice(("P", "C", "blank", "blank", "blank", "blank"))
                control: dict[str, str] = {}
                if result != "blank":
                    n = 1 if result == "P" else 2
                    moved = {s: list(self.seats[s].battle) for s in self.names}
                    for s in self.names:
                        self.seats[s].battle = []
                    for s, cards in moved.items():
                        new = self.names[(self.names.index(s) - n) % len(self.names)]
                        for c in cards:
                            c.controller = new
                            c.entered = self.turn  # conservative: no attack with a creature taken this turn
                            self.seats[new].battle.append(c)
                            control[c.iid] = new
                args: dict[str, Any] = {"result": result, "tap": [m.iid for m in free[:k]]}
                if result != "blank":
                    args["control"] = control
                self.log(tp, "roll", **args)
                k += 1
            super().main(tp)

    return RotatingGame


VARIANT = register_variant(RotatingTable())
