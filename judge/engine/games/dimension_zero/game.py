"""The Dimension Zero engine module: start a duel from a header, replay entries, describe the end state."""

from __future__ import annotations

from collections import Counter
from functools import partial
from typing import Any

from judge.engine.core.context import Context
from judge.engine.core.entries import Entry
from judge.engine.core.gamekit import (
    decklist_for,
    header_error,
    header_variant,
    positive_counts,
    screen_entry,
)
from judge.engine.core.seating import two_player_order
from judge.engine.core.verdicts import Finding, Verdict
from judge.engine.games.dimension_zero import abilities as ab
from judge.engine.games.dimension_zero import checks as C
from judge.engine.games.dimension_zero.actions import HANDLERS, NEEDS_PRIORITY, NO_CHECK
from judge.engine.games.dimension_zero.cards import parse_card_defs
from judge.engine.games.dimension_zero.deck import check_deck
from judge.engine.games.dimension_zero.refs import parse_ref
from judge.engine.games.dimension_zero.rules import (
    check_game_over,
    fight_prevented_battle,
    report_skipped,
    split_step,
    start_battles,
)
from judge.engine.games.dimension_zero.snapshot import load_snapshot, snapshot_of
from judge.engine.games.dimension_zero.state import BATTLE_STEPS, ZONES, DZState, Player
from judge.engine.games.dimension_zero.turns import advance

VARIANTS = ("constructed", "limited")
# options.negative_smash: how a negative smash combines with the enemy area's +1 (3.9.1(2), 1.2.2).
# The product decision (DZ 6, a judgement) is floor first, then add 1; an event may choose the other.
NEGATIVE_SMASH = ("floor_then_add", "add_then_floor")
# Acts the game module handles itself rather than through HANDLERS.
_ENDING_ACTS = ("result", "concede")
# Results decided outside the rule effects: time limits (3.3.8-3.3.11), a loop (3.3.6), a judge's penalty.
_END_CLAUSES = {
    "smash": ("3.3.1", "4.16.4-1"),
    "deck_out": ("3.3.2", "4.16.4-2"),
    "draw": ("3.3.4",),
    "concede": ("3.3.7",),
}
_OTHER_ENDS = frozenset({"time", "time_limit", "loop", "penalty", "judge", "concede"})


_header_error = partial(header_error, "dimension-zero")


def _priority_arises(state: DZState, entry: Entry) -> bool:
    """Whether a player would receive priority before this entry, so that the rule effects are checked first.
    A draw made by the text now resolving (`source`) is part of that resolution, like an `effect` entry: a
    deck it empties loses only at the next priority (3.3.2, 4.16.3), so a second player's draw in the same
    resolution still comes and both losing at once is a draw (3.3.4)."""
    if entry.act == "draw":
        source = parse_ref(entry.args.get("source"))
        return source is None or source[0] != state.resolving
    return entry.act not in NO_CHECK


class DimensionZeroGame:
    slug = "dimension-zero"
    name = "ディメンション・ゼロ"
    # Every act this engine reads, for the recorder's free choice of act.
    acts = tuple(HANDLERS) + tuple(_ENDING_ACTS)

    def check_deck(self, decklist: dict[str, Any], cards: dict[str, Any] | None = None) -> list[Finding]:
        return check_deck(decklist, cards)

    def start(self, header: dict[str, Any], ctx: Context) -> DZState:
        variant = header_variant(header, "dimension-zero", VARIANTS, "constructed")
        seats, order = two_player_order(
            header,
            "dimension-zero",
            "A duel is between exactly 2 players (2.1.3).",
            "デュエルは2人で行います（2.1.3）。",
        )
        defs = parse_card_defs(header["cards"])
        ctx.findings.extend(_loose_support(header["cards"]))
        players: dict[str, Player] = {}
        for seat in seats:
            deck = decklist_for(header, seat, "dimension-zero")
            ctx.findings.extend(check_deck(deck | {"seat": seat, "variant": variant}, defs))
            main = positive_counts(deck["main"])
            players[seat] = Player(
                seat=seat,
                zones={z: {} for z in ZONES},
                unidentified=Counter({"deck": sum(main.values())}),
                pool=main,
            )
        negative_smash = (header.get("options") or {}).get("negative_smash", NEGATIVE_SMASH[0])
        if negative_smash not in NEGATIVE_SMASH:
            raise _header_error(
                f"Unknown options.negative_smash '{negative_smash}'; known: {', '.join(NEGATIVE_SMASH)}.",
                f"options.negative_smashの値'{negative_smash}'は不明です（{'・'.join(NEGATIVE_SMASH)}）。",
                "$.header.options.negative_smash",
            )
        state = DZState(
            variant=variant,
            seats=seats,
            order=order,
            options=dict(header.get("options") or {}),
            defs=defs,
            players=players,
        )
        if "snapshot" in header:
            ab.enable_statics(state)  # the position's rule effects read power with the static abilities
            load_snapshot(state, header, ctx)  # a judge who arrived late: start from the position found
        ab.enable(state)  # after the snapshot: the position found is not a series of card moves
        if "snapshot" in header and state.abilities_on:
            ab.snapshot_in_recovery(state)
        return state

    def apply(self, state: DZState, entry: Entry, ctx: Context) -> None:
        if not screen_entry(
            entry, HANDLERS, state.players, ctx, C.LOG_UNKNOWN_ACT, C.LOG_UNKNOWN_SEAT, _ENDING_ACTS
        ):
            return
        act = entry.act
        handler = HANDLERS.get(act)
        on = state.abilities_on
        battle_before = state.battle
        checked = _priority_arises(state, entry)
        if checked:
            state.resolving = None
            # A player would receive priority: rule effects first, then a battle may occur (4.6.3, 4.16.2).
            check_game_over(state)
            report_skipped(state, ctx)
            if not state.game_over:
                start_battles(state, ctx)
        elif self._battle_begins(state, entry) and not state.game_over:
            # A trigger or effect logged in a battle step before anyone has priority: the battle occurred
            # when the rule effects were checked after the last resolution (4.16.2, 3.11.1), and its
            # 「攻撃した時」 abilities trigger now, in the first battle step (3.12.1).
            start_battles(state, ctx)
        named = split_step(entry.step)[1]
        if (
            (state.battle is None or named is not None)
            and act != "rule_effect"
            and not state.game_over
            and self._battle_begins(state, entry)
        ):
            # The entry names a battle step and no battle occurred: fought all the same where a rule effect
            # the log skipped prevented it (3.11.1-1, 4.16.4-3-2); in the square the step names, if it
            # names one. A rule effect is not a battle act: logged under a battle step with no battle, it is
            # only a step that does not exist (3.12.1). Named by its square while another battle goes on,
            # it is fought as a battle occurring during that one would be: the battle in progress waits
            # until it ends (3.11.3), so the one breach is the battle fought, not the order of the two.
            fight_prevented_battle(state, ctx, named)
        if state.game_over and act not in ("result", "concede") and not state.continued_reported:
            state.continued_reported = True
            ctx.flag(
                C.GAME_CONTINUED,
                {"why": state.reason, "seats": ", ".join(state.losers) or "?"},
                players=state.losers,
                # A concession ends the duel at once, whatever comes after (3.3.7).
                extra_clauses=[f"{C.GAME}:3.3.7"] if state.reason == "concede" else (),
            )
        if act == "result":
            self._result(state, entry, ctx)
            return
        if act == "concede":
            if not state.game_over and entry.actor:
                # Concession is not a rule effect and ends the duel at once (3.3.7).
                state.game_over, state.reason = True, "concede"
                state.losers = [entry.actor]
                state.winners = [state.opponent(entry.actor)]
            return
        if on:
            self._abilities_before(state, entry, ctx, battle_before, checked)
        else:
            advance(state, entry, ctx)
            state.ended.clear()  # no ability waits on a battle's end
        if act in NEEDS_PRIORITY and state.turn > 0 and "priority" in state.flags.unknown:
            # A snapshot that does not say who holds priority: the active player may have passed (4.6.2).
            ctx.flag(
                C.PRIORITY,
                {
                    "actor": entry.actor,
                    "act": act,
                    "holder": f"{'/'.join(state.seats)}?",
                },
                players=[entry.actor],
                verdict=Verdict.NEEDS_RULING,
                unknown="who held priority when the snapshot was taken",
            )
        elif (
            act in NEEDS_PRIORITY
            and state.turn > 0
            and state.priority is not None
            and entry.actor != state.priority
        ):
            ctx.flag(
                C.PRIORITY,
                {"actor": entry.actor, "act": act, "holder": state.priority},
                players=[entry.actor],
            )
        handler(state, entry, ctx)  # type: ignore[misc]
        if on:
            ab.after_entry(state, entry)
        if checked:
            state.flags.unknown.discard("priority")  # every action leaves priority known (4.6.2)

    @staticmethod
    def _battle_begins(state: DZState, entry: Entry) -> bool:
        """An entry logged in a battle step names a battle that is not in progress: it occurred when the
        rule effects were checked after the last resolution (4.16.2, 3.11.1); during another battle it is
        named by its square (`battle1@B31`) or by a step the battle in progress has passed (3.11.3). A square
        where a battle occurred at the same moment as one in progress or waiting (`alongside`, 3.11.1-4) names
        a battle that did occur, not one beginning."""
        step, square = split_step(entry.step)
        if step not in BATTLE_STEPS:
            return False
        battle = state.battle
        if battle is None:
            return True
        if square is not None:
            return all(square != b.square and square not in b.alongside for b in (battle, *state.waiting))
        return BATTLE_STEPS.index(step) < BATTLE_STEPS.index(battle.step)

    def _abilities_before(
        self, state: DZState, entry: Entry, ctx: Context, battle_before: Any, checked: bool
    ) -> None:
        """The triggers the game's progress makes (a battle occurring, its end step, the recovery phase),
        then the check that a player acting with priority left no trigger off the stack (4.8.2)."""
        if state.battle is not None and state.battle is not battle_before:
            ab.battle_started(state, entry.seq)
        battle, turn, phase = state.battle, state.turn, state.phase
        step = battle.step if battle is not None else None
        waited = {id(b): b.step for b in state.waiting} if state.waiting else {}
        if entry.turn is not None and entry.turn != turn and turn > 0 and phase != "recovery":
            ab.phase_entered(
                state, entry.seq, "recovery"
            )  # the recovery phase exists even if skipped (3.4.2)
        advance(state, entry, ctx)
        ended, state.ended = state.ended, []
        entered, state.entered_end = state.entered_end, []
        for done in ended:
            if any(b is done for b in entered):
                # The entry ended the battle: its battle end step still came, with the winner's triggers
                # and its end-of-battle ones, even when the log recorded nothing in it (3.11.4, 3.14.1).
                ab.battle_step(state, entry.seq, "battle_end", done)
            ab.battle_over(state, ctx, done)
        now = state.battle
        # The step the battle now in progress was in before this entry: a battle resumed after the one that
        # made it wait ended (3.11.3) goes on from where it waited.
        before = step if now is battle else waited.get(id(now)) if now is not None else None
        if now is not None and now.step != before:
            ab.battle_step(state, entry.seq, now.step)
        if state.turn != turn and turn > 0:
            # The seat whose turn it was (state.active before the entry), read only when a turn ends.
            ab.turn_over(state, ctx, entry.seq, state.order[(turn - 1) % len(state.order)])
        elif state.phase != phase:
            ab.phase_entered(state, entry.seq, state.phase)
        if checked:
            ab.priority_due(state, ctx, entry)

    def _result(self, state: DZState, entry: Entry, ctx: Context) -> None:
        check_game_over(state)
        winners = entry.args.get("winners")
        if not isinstance(winners, list):
            return
        if state.game_over and sorted(winners) != sorted(state.winners):
            ctx.flag(
                C.RESULT,
                {"recorded": ", ".join(winners) or "draw", "expected": ", ".join(state.winners) or "draw"},
                players=winners,
                # The clause that decided this end: 7 smash cards, an empty deck, or a concession.
                extra_clauses=[f"{C.GAME}:{n}" for n in _END_CLAUSES.get(state.reason, ())],
            )
        elif not state.game_over and entry.args.get("reason") not in _OTHER_ENDS:
            # No loss condition holds and nobody conceded: declaring a winner is a rules breach (3.3.1,
            # 3.3.2, 3.3.7). A time limit, a loop or a judge's penalty ends a duel by other rules.
            ctx.flag(C.RESULT_NOT_OVER, {"recorded": ", ".join(winners) or "draw"}, players=winners)

    def acts_available(self, state: DZState) -> list[Any]:
        """What the rules allow next, for the table recorder (judge.engine.acts_available)."""
        return ab.acts_available(state)

    def finish(self, state: DZState, ctx: Context) -> None:
        check_game_over(state)

    def position(self, state: DZState) -> dict[str, Any] | None:
        """The position now as a snapshot (the recorder draws it; a judge may start a record from it);
        None in the setup, in a battle or with the stack not empty, which a snapshot cannot describe."""
        if state.turn < 1 or state.stack or state.battle is not None:
            return None
        return snapshot_of(state)

    def summary(self, state: DZState) -> dict[str, Any]:
        players = {}
        for seat, p in state.players.items():
            players[seat] = {
                "zones": {
                    z: p.count(z)
                    for z in ("deck", "hand", "graveyard", "energy", "smash", "remove")
                    if p.count(z)
                },
                "plan": p.plan,
                "turns_taken": p.turns_taken,
            }
        squares = {
            sq: [
                {"iid": c.iid, "card": c.card, "controller": c.holder, "frozen": c.frozen, "damage": c.damage}
                for c in state.units_in(sq)
            ]
            for sq in sorted(state.squares)
            if state.squares[sq]
        }
        return {
            "variant": state.variant,
            "turn": state.turn,
            "phase": state.phase,
            "active": state.active if state.turn else None,
            "game_over": state.game_over,
            "winners": list(state.winners),
            "losers": list(state.losers),
            "reason": state.reason,
            "squares": squares,
            "stack": len(state.stack),
            "players": players,
        }


GAME = DimensionZeroGame()


def _loose_support(cards: dict[str, Any]) -> list[Finding]:
    """支援 given as a card keyword: the format reads 支援 only as a static ability, whose targets are its
    range (5.5.2), so a card-level number would silently change nothing."""
    out = []
    for cid, raw in (cards or {}).items():
        kw = raw.get("keywords") if isinstance(raw, dict) else None
        if isinstance(kw, dict) and "support" in kw:
            out.append(C.LOG_SUPPORT_KEYWORD.finding(None, {"card": cid, "value": kw["support"]}))
    return out
