"""The processes the rules run by themselves, which the log records or must leave room for: a 対決
card at strength 0 goes to the discard at once (162, 163), the survival check after a group card
leaves (180-211), a closed support チェーン resolves before play goes on (251, 255, 256), and the
two-turn stalemate (145-152).
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from judge.engine.core.cardrefs import split_ref
from judge.engine.core.context import Context
from judge.engine.core.entries import Entry
from judge.engine.games.myearth import checks as C
from judge.engine.games.myearth.board import fmt_counts, group_cost, group_sources, source_attributes
from judge.engine.games.myearth.state import FieldCard, MyEarthState, Side


# --- strength 0 (162, 163) --------------------------------------------------------------------------------
def check_zero(state: MyEarthState, ctx: Context) -> None:
    for s in state.sides.values():
        for c in s.confrontation_cards():
            d = state.defs.get(c.cid or "")
            if d is not None and d.strength + c.strength_mod <= 0:
                state.pending_zero[c.iid] = (s.key, d.strength + c.strength_mod)  # must leave at once (162)


def report_strength_zero(state: MyEarthState, entry: Entry, ctx: Context) -> None:
    # 162, 163: the card had to go at once, so any entry but its own leave comes too late.
    if state.pending_zero:
        gone = split_ref(entry.args.get("card"))[0] if entry.act == "leave" else None
        if gone in state.pending_zero and len(state.pending_zero) > 1:
            # One effect may bring several cards to 0 at once; the log can only record their leaves one
            # after another, so the others are not late while the leaves follow each other (162).
            del state.pending_zero[gone]
            return
        for iid, (key, strength) in list(state.pending_zero.items()):
            if iid != gone:
                ctx.flag(
                    C.STRENGTH_ZERO,
                    {"seat": key, "card": iid, "strength": strength},
                    cards=[iid],
                    players=[key],
                )
        state.pending_zero.clear()


# --- the survival check (180-211) ----------------------------------------------------------------------
def owed_survival(state: MyEarthState, entry: Entry, ctx: Context) -> None:
    # 185: the check follows the uninterruptible sequence; further leaves belong to the same one.
    if not state.pending_survival or entry.act in ("leave", "survival"):
        return
    # The チェーン is one sequence from the first target selection to the last effect (251, 252, 255):
    # a card that left during it (『バイオエタノール』's removal at target selection, 269, or an effect)
    # is checked once the last support of the チェーン has resolved.
    if state.chain and entry.act in ("resolve", "support", "pass", "effect", "shuffle"):
        return
    for key, card in list(state.pending_survival.items()):
        extra = (f"{C.GAME}:222",) if key in state.separate_checks else ()
        ctx.flag(C.SURVIVAL_SKIPPED, {"seat": key, "card": card}, players=[key], extra_clauses=extra)
    state.pending_survival.clear()
    state.separate_checks.clear()


def pool_sources(owner: Side, iid: str) -> None:
    """180: sources a group used stay with the group when one of its cards goes in a survival check."""
    card = owner.board.get(iid)
    if card is None or not card.sources:
        return
    heir = next((n for n in (card.below, card.above) if n and n in owner.board), None)
    if heir is None:
        return
    owner.board[heir].sources.extend(card.sources)
    for s in card.sources:
        owner.under[s] = heir
    card.sources = []


def transfer_sources(
    state: MyEarthState,
    e: Entry,
    owner: Side,
    origin: dict[str, set[str]],
    target: str,
    moved: list[str],
    ctx: Context,
) -> None:
    """202, 211: a split-off chain may take sources only from its own original group."""
    card = owner.board.get(target)
    if card is None:
        return
    for s in moved:
        holder = next((c for c in owner.board.values() if s in c.sources), None)
        free = owner.board.get(s)
        if holder is None and free is not None and free.kind == "source":
            ctx.flag(
                C.CHAIN_REFILL,
                {"seat": e.actor or owner.key, "card": target},
                cards=[target, s],
                players=[owner.key],
            )
        elif holder is None or holder.iid not in origin.get(target, set()):
            ctx.flag(
                C.SURVIVAL_TRANSFER,
                {"seat": e.actor or owner.key, "source": s, "card": target},
                cards=[target, s],
                players=[owner.key],
            )
        if holder is not None:
            holder.sources.remove(s)
        card.sources.append(s)
        owner.under[s] = target
        owner.used.add(s)


def check_survivor(state: MyEarthState, e: Entry, owner: Side, group: list[FieldCard], ctx: Context) -> None:
    """186.1-186.3 on a group that stayed: chain first, then attributes, then the number of sources."""
    seat = e.actor or owner.key
    top = group[-1].iid
    for lower, upper in pairwise(group):
        ld, ud = state.defs.get(lower.cid or ""), state.defs.get(upper.cid or "")
        if ld is not None and ud is not None and ld.name not in ud.chain:
            ctx.flag(
                C.SURVIVAL_CHAIN,
                {"seat": seat, "card": upper.iid, "under": ld.name, "names": "/".join(ud.chain) or "none"},
                cards=[upper.iid],
                players=[owner.key],
            )
            return
    need, needed = group_cost(state, group)
    paid = source_attributes(owner, group_sources(owner, group))
    foreign = sorted(set(paid) - needed)
    if foreign:
        ctx.flag(
            C.SURVIVAL_ATTRIBUTE,
            {"seat": seat, "card": top, "attribute": foreign[0]},
            cards=[top],
            players=[owner.key],
        )
    elif sum(paid.values()) < need or any(paid[a] == 0 for a in needed):
        # A kind of source the kept cards need is missing: 186.2 checks the kinds before the count
        # (198), and 203 discards the card that lacks it, so those clauses decide it.
        lacking = any(paid[a] == 0 for a in needed)
        ctx.flag(
            C.SURVIVAL_COST,
            {"seat": seat, "card": top, "paid": fmt_counts(paid), "cost": need},
            cards=[top],
            players=[owner.key],
            extra_clauses=(f"{C.GAME}:198", f"{C.GAME}:203") if lacking else (),
        )
    elif sum(paid.values()) > max(need, len(needed)):
        ctx.flag(
            C.SURVIVAL_SURPLUS,
            {"seat": seat, "card": top, "count": sum(paid.values()), "need": max(need, len(needed))},
            cards=[top],
            players=[owner.key],
        )


# --- a deck an effect looked through is shuffled next (234, 266) ----------------------------------------
def report_owed_shuffle(state: MyEarthState, entry: Entry, ctx: Context) -> None:
    if not state.shuffle_owed or entry.act == "shuffle":
        return
    for key, card in list(state.shuffle_owed.items()):
        ctx.flag(C.EFFECT_SHUFFLE_MISSING, {"card": card, "deck": key, "act": entry.act}, players=[key])
    state.shuffle_owed.clear()


# --- the opponent's approval, objection and the redo (213-223) ----------------------------------------
SURVIVAL_ANSWERS = ("survival_approve", "survival_object")


def survival_window(state: MyEarthState, entry: Entry, ctx: Context) -> None:
    """Any other act after a survival check approves it tacitly (214); a redo comes right after (218)."""
    if entry.act in ("penalty", "conduct"):
        return  # a judge's record during the dispute neither approves the check nor drops the redo
    if state.redo_owed is not None and entry.act != "survival":
        # A right objection and no redo: the mistaken check's own finding already says what went wrong.
        state.redo_owed = None
    if state.survival_open is not None and entry.act not in (*SURVIVAL_ANSWERS, "survival"):
        state.survival_open = None


# --- the support チェーン (251, 255, 256) -----------------------------------------------------------------
def report_unresolved_chain(state: MyEarthState, entry: Entry, ctx: Context) -> None:
    # 251, 255, 256: a closed チェーン resolves before anything else is done.
    if state.chain and entry.act != "resolve" and all(i in state.brought_waiting for i, _ in state.chain):
        # Only the support 『バイオエタノール』 brought is left (269) and the log goes on without showing its
        # effect: the format did not ask for it before, so it is not a finding.
        state.chain.clear()
        state.brought_waiting.clear()
        return
    if (
        state.chain
        and not state.chain_open
        and entry.act not in ("resolve", "result", "leave", "effect", "support")
    ):
        seat = entry.actor or "?"
        ctx.flag(C.SUPPORT_UNRESOLVED, {"seat": seat, "act": entry.act, "count": len(state.chain)})
        state.chain.clear()


# --- the two-turn stalemate (145-152) ------------------------------------------------------------------
def _snapshot(state: MyEarthState) -> tuple[Any, ...]:
    # 145-149 compare fields (physical cards), discards and hands by name, decks by content.
    return tuple(
        (tuple(sorted(s.board)), tuple(sorted(s.discard.items())), s.hand, s.deck)
        for s in state.sides.values()
    )


def record_turn(state: MyEarthState) -> None:
    state.snapshots.append(_snapshot(state))
    state.hidden_moves.append(state.hidden_now)
    state.hidden_now = False


def check_stalemate(state: MyEarthState, ctx: Context) -> None:
    """145-152: the game ends at the end of the second turn in which nothing changed.

    Fields are compared by physical card, discards by name and hands and decks by count. Earth Life is
    not compared (decision: 145-150 list what is compared, and life is not among them); 151/152 decide
    the ended game by it. When no card went into or out of a hand and no effect touched a deck in those
    turns, equal counts mean equal contents (148-150) and the engine ends the game itself; after an
    effect that may have reordered a deck, whether anything changed is unknown and a judge confirms.
    """
    if len(state.snapshots) < 3 or state.stalemate_flagged:
        return
    a, b, c = state.snapshots[-3:]
    if not a == b == c:
        return
    turns = f"{state.turn - 1}-{state.turn}"
    if any(state.hidden_moves[-2:]):
        state.stalemate_flagged = True
        ctx.flag(
            C.STALEMATE_HIDDEN,
            {"turns": turns, "turn": state.turn},
            unknown="hand contents and deck order in the last two turns",
        )
        return
    state.over = True
    state.over_why = "two turns without change (145)"
    x, y = state.sides.values()
    state.winners = [] if x.life == y.life else [x.key if x.life > y.life else y.key]  # 151, 152
